"""Hidden movement and the fog of war (FL-MOVE-8, D13), New game's setting
"fog-of-war": an enemy unit is shown to a side only while one of its models
sees one of the unit's models (D9: sight at any distance, units never block
it), else where it was last seen, greyed; a unit never seen is not shown.

**[interpretation]** What a side sees is judged after each decision, from
where the units then stand (the table's moment-by-moment view is not kept):
a unit's action in the movement step is hidden when no enemy model sees the
unit after it. Where one saw it before, the other side reads "Späher Nied
(N1) moves out of sight" and the record's public form is ``move N1 ?``:
they saw it go, not where. Where none saw it before either, they read only
"moves a unit out of sight" (``move ?``), and in Beschuss it is no target,
as nobody saw it go (FL-FIRE-2, D15). A unit that fires
shows where it stands (D13), as its last-seen place. A charge is made at an
enemy unit in sight. A move refused because an unseen enemy unit stands in
the way tells that something stands there, as a model bumping into a
hidden one would.

``look`` keeps the answer up to date cheaply: whether two enemy units see
each other is kept for the bodies they stand as (bodies are immutable: a
unit that moves, turns or loses models has a new one), so only the units
that changed are judged again; a piece of terrain removed or broken judges
every pair anew."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gettysburg_desktop.kernel.said import said

from ..field.bodies import ground
from ..field.sight import Looks, units_see
from ..rules.units import Body, Unit
from .sides import Side
from .variants import FOG

#: the movement step's verbs that act on one unit (its first word): hidden when nobody sees it
HIDDEN_VERBS = frozenset({"pick", "move", "stand", "rotate", "form", "clear-terrain"})


@dataclass(frozen=True)
class Sighting:
    """Where a side last saw an enemy unit: its body, how many models stood, and the round."""

    body: Body
    available: int
    round: int


@dataclass
class Fog:
    """What each side sees of the other's units (kept in the game's state)."""

    #: the body each unit stood as when its pairs were judged
    bodies: dict[str, Body] = field(default_factory=dict)
    #: (south unit, north unit) -> some model of either sees some model of the other
    pairs: dict[tuple[str, str], bool] = field(default_factory=dict)
    #: the terrain the pairs were judged on (the pieces removed, the parts destroyed)
    terrain: Any = None
    #: each side's enemy units in sight now
    seen: dict[Side, frozenset[str]] = field(default_factory=lambda: {s: frozenset() for s in Side})
    #: where each side last saw each enemy unit it has seen
    last: dict[Side, dict[str, Sighting]] = field(default_factory=lambda: {s: {} for s in Side})
    #: each side's enemy units seen at some look of this round: those it may fire at in Beschuss over
    #: their moves (FL-FIRE-2, D15), and the round they were gathered in
    glimpsed: dict[Side, frozenset[str]] = field(default_factory=lambda: {s: frozenset() for s in Side})
    round: int = 0
    #: whether the first look was taken (before it nobody has looked: the set-up)
    looked: bool = False


def fog_on(g: Any) -> bool:
    return FOG in g.tables.variants


def _key(a: Unit, b: Unit) -> tuple[str, str]:
    return (a.id, b.id) if a.side == Side.SOUTH.value else (b.id, a.id)


#: each body's bases and the points its lines of sight start from (``units_see``), by the body's
#: identity (bodies are immutable), forgotten all at once past LIMIT
_LOOKS: dict[int, tuple[Body, Looks]] = {}
LIMIT = 4096


def _looks(unit: Unit) -> Looks:
    body = unit.body
    kept = _LOOKS.get(id(body))
    if kept is None or kept[0] is not body:
        if len(_LOOKS) >= LIMIT:
            _LOOKS.clear()
        kept = _LOOKS[id(body)] = (body, Looks.of([(p, body.base) for p in body.model_poses()]))
    return kept[1]


def look(g: Any) -> dict[Side, frozenset[str]]:
    """Bring what each side sees up to date (FL-MOVE-8): judge again the
    pairs of units that moved, turned or lost models, note where each unit
    in sight stands now, and tell the log which units came into sight and
    which were lost from it. Returns the enemy units each side sees now that
    it did not see before this look."""
    st = g.state
    fog: Fog = st.fog
    terrain = (st.removed, st.demolished)
    if fog.terrain != terrain:
        fog.terrain, fog.bodies, fog.pairs = terrain, {}, {}
    units = st.units
    gone = [uid for uid in fog.bodies if uid not in units]
    if gone:
        for uid in gone:
            del fog.bodies[uid]
        fog.pairs = {k: v for k, v in fog.pairs.items() if k[0] in units and k[1] in units}
    changed = [u for u in units.values() if fog.bodies.get(u.id) is not u.body]
    if changed:
        table = g.table
        judged: set[tuple[str, str]] = set()
        for u in changed:
            mine = _looks(u)
            for e in units.values():
                if e.side != u.side and (key := _key(u, e)) not in judged:
                    fog.pairs[key] = units_see(table, mine, _looks(e))
                    judged.add(key)
        for u in changed:
            fog.bodies[u.id] = u.body
    sees: dict[Side, set[str]] = {Side.SOUTH: set(), Side.NORTH: set()}
    for (south, north), seeing in fog.pairs.items():
        if seeing:
            sees[Side.SOUTH].add(north)
            sees[Side.NORTH].add(south)
    new: dict[Side, frozenset[str]] = {}
    for side in Side:
        enemies = [u for u in units.values() if u.side != side.value]
        seen = frozenset(sees[side])
        last = fog.last[side]
        for e in enemies:
            if e.id in seen or e.record.fired:  # D13: a unit that fires shows where it stands
                was = last.get(e.id)
                if was is None or was.body is not e.body or was.round != st.round or was.available != e.available:
                    last[e.id] = Sighting(e.body, e.available, st.round)
        for uid in [uid for uid in last if uid not in units]:
            del last[uid]  # a unit gone, or carried off the table
        new[side] = seen - fog.seen[side]
        fog.glimpsed[side] = seen | (fog.glimpsed[side] if fog.round == st.round else frozenset())
        if fog.looked:
            _tell(g, side, new[side], fog.seen[side] - seen)
        fog.seen[side] = seen
    fog.round = st.round
    fog.looked = True
    return new


def _tell(g: Any, side: Side, came: frozenset[str], lost: frozenset[str]) -> None:
    if not g.events_on:
        return
    units = g.state.units
    if came:
        names = ", ".join(f"{units[u].name} ({u})" for u in sorted(came))
        g.emit("sighted", said("{side} sees {units}", side=side.title, units=names), "FL-MOVE-8",
               side=side.value, units=" ".join(sorted(came)))  # fmt: skip
    lost = frozenset(u for u in lost if u in units)
    if lost:
        names = ", ".join(f"{units[u].name} ({u})" for u in sorted(lost))
        g.emit("out-of-sight", said("{side} loses sight of {units}", side=side.title, units=names), "FL-MOVE-8",
               side=side.value, units=" ".join(sorted(lost)))  # fmt: skip


def seen_by(g: Any, side: Side, uid: str) -> bool:
    """Whether ``side`` sees the enemy unit ``uid`` now (always, without the fog of war)."""
    return not fog_on(g) or uid in g.state.fog.seen[side]


def may_target(g: Any, side: Side, uid: str, moved_past: bool = False) -> bool:
    """Whether ``side`` may fire at or charge the enemy unit ``uid``: one it sees (FL-MOVE-8, D13);
    ``moved_past``: in Beschuss, one it saw at some moment of this round too, its move watched."""
    return seen_by(g, side, uid) or (moved_past and uid in g.state.fog.glimpsed[side])


def known_bodies(g: Any, side: Side) -> list[tuple[Unit, Body]]:
    """The enemy units as ``side`` knows where they stand: in sight, where they stand; out of it,
    where it last saw them; never seen, not at all (FL-MOVE-8, D13)."""
    st = g.state
    enemies = [u for u in st.units.values() if u.side != side.value]
    if not fog_on(g):
        return [(u, u.body) for u in enemies]
    fog = st.fog
    last = fog.last[side]
    return [(u, u.body if u.id in fog.seen[side] else last[u.id].body) for u in enemies
            if u.id in fog.seen[side] or u.id in last]  # fmt: skip


def acting_unit(g: Any, action: Any) -> str | None:
    """The unit on the table a movement-step action acts on (None for any other action)."""
    if action.verb not in HIDDEN_VERBS or not action.args:
        return None
    uid: str = action.args[0]
    return uid if uid in g.state.units else None


def hide_unseen(world: Any, side: Side) -> None:
    """In a world sampled for ``side`` (the ruleset's ``resample``), each enemy unit it does not see
    stands where it was last seen, else where the battle file sets it up; where that place is taken
    now, where it stands (a computer may so know a little more than a player would: rare, and said
    in docs/finsterland-interpretations.md)."""
    from .state import deploy

    st = world.state
    fog: Fog = st.fog
    placed = {d.id: d for d in world.tables.scenario.units if d.aboard is None and d.reserve is None}
    grounds = {u.id: ground(u.body) for u in st.units.values()}
    for u in list(st.units.values()):
        if u.side == side.value or u.id in fog.seen[side]:
            continue
        guesses = [fog.last[side][u.id].body] if u.id in fog.last[side] else []
        if u.id in placed:
            guesses.append(deploy(placed[u.id]).body)
        for body in guesses:
            shape = ground(body)
            if not any(shape.intersects(g) for uid, g in grounds.items() if uid != u.id):
                u.body = body
                grounds[u.id] = shape
                break
