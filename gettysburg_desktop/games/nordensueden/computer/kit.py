"""Norden & Süden's kit (ai/kit.py): what the computer players know of the
game besides its rules (docs/computer-opponent.md, "A ruleset's kit").
The game hides nothing (NS-COMP, ``hidden_information = False``): a sampled
world is the game with fresh dice, so no player can peek at anything.

- **Plans.** In the movement segment (and inside a march) the root compares
  marches, not clicks: ``march BOX`` together with what it moves, one plan
  per destination the box's units can reach (every unit that can goes
  there, a garrison left in a capital or objective), plus sea moves and
  ending the movement; priors from the policy's liking.
- **Small decisions** (a battle's order, cavalry retreat, retreat or
  reinforce, target declarations, promotions, recruits) are the policy's:
  a one-ply look sees no difference before the dice fall.
- **The policy** (the rollouts' and the small decisions'): marches from
  boxes next to enemy cities worth taking, moves towards enemy objectives
  and weakly held enemy recruitment cities with enough strength, keeps
  Washington and Richmond garrisoned, recruits up to the army maximum in
  the most threatened cities, promotes the unit that gains most, declares
  every shot at a reduced enemy unit first (concentrated fire), retreats
  from a battle it is losing badly.
- **The evaluation** reads the victory conditions as a chance of winning,
  from the Union's side (the Confederacy's score is its opposite): the
  Union's objectives it owns (NS-WIN-1), the army maxima's difference
  (NS-ARMY-1; NS-WIN-2b; in the short game NS-SHORT-2's margin of 5,
  weighed more as turn 10 nears), each side's strength on the map (T1
  combat values), its supply of recruits (the pool it may still bring in
  under its army maximum, NS-RECR-2/4, NS-DRAFT-3), the clock towards
  the last turn (time is the Confederacy's: NS-WIN-2c) and the threats
  (Union strength next to the objectives it lacks; Confederate strength
  next to Washington against its garrison, NS-WIN-2a).
- **Rollouts** stop after ``horizon`` player turns, or at the game's end.
"""

from __future__ import annotations

import math
import random
from collections import deque
from dataclasses import dataclass, field, replace
from typing import Any

from gettysburg_desktop.kernel.gateway import IllegalAction
from gettysburg_desktop.kernel.kit import Kit, Reply, Replying

from ..rules.actions import Action, path_of
from ..rules.boxmap import BoxMap
from ..rules.invariants import violations
from ..rules.sides import Side
from ..rules.tables import LAST_TURN, SHORT_LAST_TURN
from ..rules.victory import SHORT_CSA, SHORT_UNION, UNION_SET, confederate_objectives, union_objectives
from .faults import faults, goes_back

Plan = tuple[Action, ...]

#: NS-SHORT-2: the Union's army maximum must be this much higher at the end of turn 10
SHORT_MARGIN = 5

#: the steps the policy decides for the searching levels (module doc)
SMALL_STEPS = frozenset(
    {
        "combat",
        "battle",
        "cavalry-retreat",
        "retreat-or-reinforce",
        "declare-targets",
        "battle-promotion",
        "promotion",
        "recruitment",
        "recruitment-roll",
        "replacements-roll",
        "march-roll",
    }
)


#: the march plans built at most in a decision (the policy's favourites; the search shortlists fewer)
MARCH_PLANS = 24


@dataclass(frozen=True)
class Weights:
    """The evaluation's weights, on the Union's logit (tanh of the sum)."""

    objectives: float = 2.5  # the share of the Union's objectives it owns (NS-WIN-1)
    army: float = 0.2  # each point of army maximum the Union has over the Confederacy (NS-ARMY-1, NS-WIN-2b)
    short: float = 1.5  # the short game: the margin of NS-SHORT-2 reached (tanh), more so as turn 10 nears
    strength: float = 1.2  # the difference of strength on the map, as a share of both (T1)
    supply: float = 0.05  # each recruit a side may still bring in (pool within the army maximum, NS-RECR-4)
    clock: float = 0.8  # the share of the game gone (NS-WIN-2c)
    threat: float = 0.5  # Union strength next to its objectives against their garrisons (NS-WIN-1)
    capital: float = 0.9  # Confederate strength next to Washington against its garrison (NS-WIN-2a)
    bias: float = 0.0

    def leaning(self, style: str | None) -> Weights:
        """Aggressive: ground (objectives, army maxima) counts more, losses
        less; cautious: the reverse. A weight, never a rule."""
        if style == "aggressive":
            return replace(self, threat=self.threat * 1.5, army=self.army * 1.3, strength=self.strength * 0.7)
        if style == "cautious":
            return replace(self, capital=self.capital * 1.4, strength=self.strength * 1.4, threat=self.threat * 0.7)
        return self


DEFAULT = Weights()


# ---------------------------------------------------------------------- the map, once
@dataclass(frozen=True)
class MapFacts:
    """What the policy needs of a map, computed once per map: the hop
    distances from every box to each box worth taking."""

    #: box -> the worth of owning it for each side: recruitment numbers, objectives doubled
    worth: dict[Side, dict[str, float]]
    #: target box -> box -> hops (any line; the Potomac closed to the Confederacy)
    hops: dict[Side, dict[str, dict[str, int]]]
    #: the boxes each side must never leave empty: Washington, Richmond (capitals)
    keep: dict[Side, frozenset[str]]
    #: side -> box -> its neighbours for that side (the Potomac closed to the Confederacy)
    near: dict[Side, dict[str, tuple[str, ...]]]
    #: (side, start, dest) -> the boxes worth taking that ``dest`` is nearer than ``start``, with their
    #: pull worth / (1 + hops from dest), the strongest first; filled as asked (Targets.approach)
    closing: dict[tuple[Side, str, str], tuple[tuple[float, str], ...]] = field(default_factory=dict)


def _bfs(m: BoxMap, start: str, side: Side) -> dict[str, int]:
    out = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for n in m.neighbours(here, side):
            if n not in out:
                out[n] = out[here] + 1
                todo.append(n)
    return out


_FACTS: dict[int, tuple[BoxMap, MapFacts]] = {}


def facts(m: BoxMap) -> MapFacts:
    """The map's facts, computed once (kept by the map's identity: hashing a
    whole map at every call would cost more than the policy itself)."""
    known = _FACTS.get(id(m))
    if known is None or known[0] is not m:
        known = _FACTS[id(m)] = (m, _facts(m))
    return known[1]


def _facts(m: BoxMap) -> MapFacts:
    worth: dict[Side, dict[str, float]] = {Side.USA: {}, Side.CSA: {}}
    for b in m.boxes:
        for side in Side:
            w = float(b.recruitment(side) + b.recruitment(side.other))  # taking it: mine up, the enemy's down
            if b.objective is side:  # the Union's seven (NS-WIN-1), Washington for the Confederacy (NS-WIN-2a)
                w += 4.0
            if w:
                worth[side][b.id] = w
    hops = {side: {t: _bfs(m, t, side) for t in worth[side]} for side in Side}
    keep = {
        side: frozenset(
            b.id
            for b in m.boxes
            if b.owner is side and (b.capital or b.objective is side.other or b.recruitment(side) >= 3)
        )
        for side in Side
    }
    near = {side: {b.id: tuple(m.neighbours(b.id, side)) for b in m.boxes} for side in Side}
    return MapFacts(worth, hops, keep, near)


# ---------------------------------------------------------------------- strength
def _value(u: Any) -> float:
    return u.kind.value * (0.5 if u.reduced else 1.0)


def strength(game: Any, side: Side) -> float:
    """``side``'s combat values on the map (T1), a reduced counter half."""
    return sum(_value(u) for u in game.on_map(side))


def strength_by_box(game: Any) -> dict[str, dict[Side, float]]:
    out: dict[str, dict[Side, float]] = {}
    for u in game.state.units.values():
        if u.box is not None:
            here = out.setdefault(u.box, {Side.USA: 0.0, Side.CSA: 0.0})
            here[u.side] += _value(u)
    return out


def _near(at: dict, m: BoxMap, box: str, side: Side) -> float:
    return at.get(box, {}).get(side, 0.0) + sum(at.get(n, {}).get(side, 0.0) for n in facts(m).near[side][box])


def threat(at: dict, m: BoxMap, box: str, side: Side) -> float:
    """``side``'s strength in and next to ``box`` against the enemy's in it,
    in [-1, 1.5] (a move away from taking it)."""
    near = _near(at, m, box, side)
    return max(-1.0, min(1.5, (near - at.get(box, {}).get(side.other, 0.0)) / 6.0))


def recruits_left(game: Any, side: Side) -> int:
    """The militia ``side`` may still bring in: its pool, within its army
    maximum (NS-RECR-4) and, for Union militia infantry, the draft (NS-DRAFT-3)."""
    st = game.state
    on_map = game.on_map(side)
    pool = st.pool.get(side, {})
    mi = pool.get("MI", 0)
    if side is Side.USA:
        mi = min(mi, max(0, game.militia_infantry_allowed() - sum(u.kind.code == "MI" for u in on_map)))
    return max(0, min(mi + pool.get("MC", 0), game.army_max(side) - len(on_map)))


def last_turn(game: Any) -> int:
    return SHORT_LAST_TURN if game.variant("short") else LAST_TURN


def union_logit(game: Any, w: Weights = DEFAULT) -> float:
    m = game.map
    objectives = union_objectives(m)
    held = sum(game.owner(b) is Side.USA for b in objectives) / max(1, len(objectives))
    usa_max, csa_max = game.army_max(Side.USA), game.army_max(Side.CSA)
    usa, csa = strength(game, Side.USA), strength(game, Side.CSA)
    share = (usa - csa) / max(1.0, usa + csa)
    end = last_turn(game)
    clock = min(1.0, (game.state.turn - 1) / end)
    at = strength_by_box(game)
    attack = sum(threat(at, m, b, Side.USA) for b in objectives if game.owner(b) is not Side.USA)
    danger = sum(max(0.0, threat(at, m, b, Side.CSA)) for b in confederate_objectives(m))
    supply = recruits_left(game, Side.USA) - recruits_left(game, Side.CSA)
    margin = usa_max - csa_max
    if game.variant("short"):  # NS-SHORT-2: the margin counts from the 5 the Union needs at the end
        margin -= SHORT_MARGIN - 0.5
    v = (
        w.bias
        + w.objectives * held
        + w.army * margin
        + w.strength * share
        + w.supply * supply
        + w.threat * attack / max(1, len(objectives))
        - w.capital * danger
    )
    if game.variant("short"):  # NS-SHORT-2: the Union wins at the end with a margin of 5
        v += w.short * (0.3 + 0.7 * clock) * math.tanh(margin / 1.5)
    else:  # NS-WIN-2c: time is the Confederacy's
        v -= w.clock * clock
    return v


# ---------------------------------------------------------------------- the policy
def _step(game: Any) -> str:
    return game.state.stack[-1].step_name(game)


def _frame(game: Any) -> Any:
    return game.state.stack[-1]


class Targets:
    """The boxes worth taking that a side does not own, and how much a move
    from one box to another closes on the best of them (``approach``)."""

    __slots__ = ("facts", "open", "side")

    def __init__(self, game: Any, side: Side, *, none: bool = False) -> None:
        self.side = side
        self.facts = f = facts(game.map)
        owner = game.owner
        #: the targets still to take (``none``: no target counted, a decision that moves nobody)
        self.open = frozenset() if none else frozenset(t for t in f.worth[side] if owner(t) is not side)

    def approach(self, start: str, dest: str) -> float:
        """The best worth / (1 + hops from ``dest``) among the open targets
        that ``dest`` is nearer than ``start``; 0 when none is. The map's
        targets closing from ``start`` to ``dest`` are ranked once for every
        game on the map; a decision takes the first still open."""
        key = (self.side, start, dest)
        ranked = self.facts.closing.get(key)
        if ranked is None:
            f = self.facts
            pulls = []
            for t, w in f.worth[self.side].items():
                h = f.hops[self.side][t]
                d0, d1 = h.get(start, 99), h.get(dest, 99)
                if d1 < d0:
                    pulls.append((w / (1.0 + d1), t))
            ranked = f.closing[key] = tuple(sorted(pulls, key=lambda p: -p[0]))
        open_ = self.open
        for pull, t in ranked:
            if t in open_:
                return pull
        return 0.0


def open_targets(game: Any, side: Side) -> Targets:
    """The boxes worth taking that ``side`` does not own."""
    return Targets(game, side)


def dest_score(game: Any, side: Side, unit: Any, dest: str, at: dict, targets: Targets | None = None) -> float:
    """How much ``side`` likes ``unit`` going to ``dest``: a box worth
    taking it can take, closer to one, not into a much stronger enemy,
    not out of a capital left bare; never back where it was earlier in the
    player turn (``goes_back``)."""
    if goes_back(unit, dest):
        return -3.0  # two marches spent to stand where it stood (NS-MOVE-7)
    f = facts(game.map)
    m = game.map
    owner = game.owner
    here = at.get(dest, {})
    enemy = here.get(side.other, 0.0)
    mine = here.get(side, 0.0) + _value(unit)
    score = 0.0
    worth = f.worth[side].get(dest, 0.0)
    if owner(dest) is not side:
        if worth:
            score += 0.4 * worth if enemy < mine else 0.1 * worth
        else:
            score += 0.3  # any box taken: room for railroads, ground
    if enemy:
        score += 1.0 if mine >= 1.5 * enemy else (-0.5 if mine >= enemy else -2.0)
    # towards the nearest enemy box worth taking
    start = unit.box
    score += 0.5 * (open_targets(game, side) if targets is None else targets).approach(start, dest)
    # a capital or objective of our own left weak, with the enemy near
    if start in f.keep[side]:
        left = at.get(start, {}).get(side, 0.0) - _value(unit)
        if left < garrison(game, side, start, at):
            if side is Side.USA and m.box[start].objective is Side.CSA:
                score -= 10.0  # Washington is the game (NS-WIN-2a)
            else:
                score -= 3.0 if _near(at, m, start, side.other) > 0 else 1.0
    return score


def garrison(game: Any, side: Side, box: str, at: dict) -> float:
    """The strength ``side`` keeps in a box it must hold: 2, and against
    the enemy next to it (Washington: all of it, NS-WIN-2a; elsewhere 0.7 of it)."""
    near = _near(at, game.map, box, side.other)
    if side is Side.USA and game.map.box[box].objective is Side.CSA:
        return max(4.0, near)
    return max(2.0, 0.7 * near)


def _move_score(game: Any, side: Side, a: Action, at: dict, targets: Targets | None = None) -> float:
    unit = game.state.units[a.args[0]]
    return dest_score(game, side, unit, path_of(a.args[1])[-1], at, targets)


def _march_box_score(game: Any, side: Side, box: str, at: dict, targets: Targets) -> float:
    """A march from ``box``: the best a unit of it could do in one line."""
    f = facts(game.map)
    units = [u for u in game.units_in(box, side) if u.marches < 2 and not u.stopped]
    if not units:
        return -1.0
    best = -1.0
    for n in f.near[side][box]:
        best = max(best, max(dest_score(game, side, u, n, at, targets) for u in units[:2]))
    if box in f.keep[side]:
        best -= 0.3
    return best


def _target_score(game: Any, frame: Any, a: Action) -> float:
    """Concentrate fire: a reduced unit first (one hit eliminates it), then
    one already aimed at, the strongest, and elite infantry last (NS-MOD-2)."""
    enemy = game.state.units[a.args[1]]
    aimed = sum(1 for _, t in getattr(frame, "declared", ()) if t == enemy.id)
    s = 0.0
    if enemy.reduced:
        s += 3.0 - 1.5 * aimed
    else:
        s += 1.0 * min(aimed, 1) - 0.5 * max(0, aimed - 1)
    s += 0.3 * enemy.kind.value
    if enemy.kind.elite_infantry:
        s -= 0.8
    return s


def _battle_sides(game: Any, frame: Any, side: Side) -> tuple[float, float]:
    box = getattr(frame, "box", None)
    if box is None:
        return 0.0, 0.0
    mine = sum(_value(u) for u in game.units_in(box, side))
    theirs = sum(_value(u) for u in game.units_in(box, side.other))
    return mine, theirs


def _promote_score(game: Any, side: Side, a: Action, at: dict) -> float:
    """The unit that gains most: militia first (its counter goes back to the
    pool, NS-PROM-4), infantry before cavalry, near the enemy."""
    u = game.state.units[a.args[0]]
    s = {"MI": 3.0, "MC": 2.0, "VC": 1.5, "VI": 1.0}.get(u.kind.code, 0.0)
    if u.box is not None and _near(at, game.map, u.box, side.other) > 0:
        s += 0.5
    if u.reduced:
        s += 0.2
    return s


def _recruit_score(game: Any, side: Side, a: Action, at: dict) -> float:
    """Infantry before cavalry; the most threatened city first, a capital or
    objective before others."""
    code, box = a.args
    f = facts(game.map)
    s = 1.0 if code == "MI" else 0.3
    s += 0.3 * _near(at, game.map, box, side.other)
    if box in f.keep[side]:
        s += 0.5
    return s


#: the rollouts' noise: uniform, added to every score
NOISE = 0.6


def policy_scores(game: Any, legal: list[Action], rng: random.Random | None = None, size: float = NOISE) -> list[float]:
    """The policy's liking of each legal action (higher: better; a random
    part of ``size`` from ``rng`` breaks ties and varies the rollouts)."""
    side = game.current_player()
    step = _step(game)
    frame = _frame(game)
    noise = (lambda: rng.random() * size) if rng is not None else (lambda: 0.0)
    at = strength_by_box(game) if step not in ("march-roll", "recruitment-roll", "replacements-roll") else {}
    out = []
    if step in ("battle-promotion", "promotion"):
        return [(-1.0 if a.verb == "no-promotion" else _promote_score(game, side, a, at)) + noise() for a in legal]
    if step in ("cavalry-retreat", "retreat-or-reinforce"):
        mine, theirs = _battle_sides(game, frame, side)
        box = getattr(frame, "box", "")
        if box in facts(game.map).keep[side] and game.owner(box) is side:
            # Washington is the game (NS-WIN-2a): never given up; a city we must hold only when hopeless
            losing = mine < 0.3 * theirs and game.map.box[box].objective is not side.other
        else:
            losing = mine < 0.6 * theirs
        for a in legal:
            if a.verb in ("retreat", "cavalry-retreat"):
                s = 2.0 if losing else -1.0
            elif a.verb == "reinforce":
                s = 1.0 if not losing or mine + 3 >= theirs else -0.5
            else:
                s = 0.5
            out.append(s + noise())
        return out
    if step == "declare-targets":
        return [_target_score(game, frame, a) + noise() for a in legal]
    targets = Targets(game, side, none=step not in ("movement", "march"))
    for a in legal:
        v = a.verb
        if v == "roll":
            s = 1.0
        elif v == "end-recruitment":
            s = -1.0
        elif v == "recruit":
            s = _recruit_score(game, side, a, at)
        elif v == "end-movement":
            s = 0.0
        elif v == "march":
            s = _march_box_score(game, side, a.args[0], at, targets)
        elif v == "move":
            s = _move_score(game, side, a, at, targets)
        elif v == "end-march":
            s = 0.1
        elif v == "fortify":
            u = game.state.units[a.args[0]]
            s = 0.3 if _near(at, game.map, u.box, side.other) > 0 and u.box in facts(game.map).keep[side] else -0.5
        elif v in ("sea", "land"):
            s = dest_score(game, side, game.state.units[a.args[0]], a.args[1], at, targets) - 0.3
        else:
            s = 0.0
        out.append(s + noise())
    return out


def policy_action(game: Any, rng: random.Random, legal: list | None = None, noise: float = NOISE) -> Action:
    if legal is None:
        legal = game.legal_actions(ordered=False)
    if len(legal) == 1:
        return legal[0]
    scores = policy_scores(game, legal, rng, noise)
    return legal[max(range(len(legal)), key=scores.__getitem__)]


# ---------------------------------------------------------------------- plans
def _march_plan(world: Any, side: Side, first: Action | None, dest: str) -> Plan | None:
    """``first`` (a ``march BOX``, or None inside a march), then every unit
    of the march that can go to ``dest`` goes there (the shortest path, not
    across a river if it can help it), a capital's garrison kept and no
    unit sent back where it was earlier in the player turn (``goes_back``); then
    ``end-march`` if the march is still open. None if nobody moves."""
    g = world.clone()
    plan: list[Action] = []
    if first is not None:
        g.apply(first, trusted=True)
        plan.append(first)
    keep = facts(g.map).keep[side]
    moved = 0
    while not g.over and g.current_player() is side and _step(g) == "march":
        legal = g.legal_actions(ordered=False)
        box = _frame(g).box
        here = [u for u in g.units_in(box, side) if u.id not in _frame(g).acted]
        staying = sum(_value(u) for u in g.units_in(box, side)) - sum(_value(u) for u in here)
        ways = [
            a
            for a in legal
            if a.verb == "move" and path_of(a.args[1])[-1] == dest and not goes_back(g.state.units[a.args[0]], dest)
        ]
        if box in keep and staying < 2.0:  # the garrison: the strongest infantry stays
            stay = max((u for u in here if not u.kind.cavalry), key=_value, default=None)
            if stay is not None:
                ways = [a for a in ways if a.args[0] != stay.id]
        if not ways:
            break
        best = min(ways, key=lambda a: (len(path_of(a.args[1])), a.args[0]))
        g.apply(best, trusted=True)
        plan.append(best)
        moved += 1
    if not moved:
        return None
    if not g.over and g.current_player() is side and _step(g) == "march":
        plan.append(Action("end-march"))
    return tuple(plan)


def root_plans(game: Any, side: Side, world: Any, most: int = MARCH_PLANS) -> list[tuple[Plan, float]]:
    """The deciding side's plans with the policy's liking for each (a
    prior): in the movement segment a march with what it moves (one plan
    per destination, the ``most`` best liked built), inside a march the
    rest of it; elsewhere each legal action alone."""
    legal = game.legal_actions()
    step = _step(game)
    if step not in ("movement", "march"):
        return list(zip(((a,) for a in legal), policy_scores(game, legal), strict=True))
    at = strength_by_box(game)
    out: list[tuple[Plan, float]] = []
    if step == "march":
        box = _frame(game).box
        dests = {path_of(a.args[1])[-1]: a for a in legal if a.verb == "move"}
        for dest, a in dests.items():
            plan = _march_plan(world, side, None, dest)
            if plan:
                out.append((plan, _move_score(game, side, a, at)))
        for a in legal:
            if a.verb in ("fortify", "end-march"):
                out.append(((a,), policy_scores(game, [a])[0]))
        return out
    targets = open_targets(game, side)
    marches: list[tuple[float, Action, str]] = []
    for a in legal:
        if a.verb != "march":
            out.append(((a,), policy_scores(game, [a])[0]))
            continue
        box = a.args[0]
        dests: dict[str, float] = {}
        for u in game.units_in(box, side):
            for n in game.map.neighbours(box, side):
                dests[n] = max(dests.get(n, -9.0), dest_score(game, side, u, n, at, targets))
        marches.extend((prior, a, dest) for dest, prior in dests.items())
    # only the best liked are built (each costs a copy of the game)
    marches.sort(key=lambda m: -m[0])
    for prior, a, dest in marches[:most]:
        try:
            plan = _march_plan(world, side, a, dest)
        except IllegalAction:  # pragma: no cover - built from legal actions only
            plan = None
        if plan:
            out.append((plan, prior))
    return out


class NordenSuedenKit(Kit):
    name = "norden-sueden"
    small_steps = SMALL_STEPS
    #: a rollout's cut-off: player turns begun after the deciding one (the opponent's, then ours)
    horizon = 2
    #: easy: the policy's scores with uniform noise of this size (the rollouts': 0.6)
    easy_noise = 1.2

    def plans(self, game: Any, side: Any, world: Any, limit: int | None = None) -> list[tuple[Plan, float]]:
        return root_plans(game, side, world, MARCH_PLANS if limit is None else min(limit, MARCH_PLANS))

    def policy_action(
        self, game: Any, rng: random.Random, legal: list | None = None, noise: float | None = None
    ) -> Any:
        return policy_action(game, rng, legal, NOISE if noise is None else noise)

    def small_choice(self, game: Any, side: Any, rng: random.Random, weights: Any = None) -> Any:
        """The policy's pick, without noise (a one-ply look sees nothing before the dice)."""
        legal = game.legal_actions()
        scores = policy_scores(game, legal)
        top = max(scores)
        best = [a for a, s in zip(legal, scores, strict=True) if s >= top - 1e-9]
        return best[rng.randrange(len(best))]

    def rollout(self, game: Any, rng: random.Random, *, turns: int | None = None, reply: Reply | None = None) -> int:
        """Play on with the policy until the game ends or ``turns`` player
        turns (None: ``horizon``) have begun after the current one; ``reply``:
        a search's plan played once where it answers (kernel/kit.py)."""
        turns = self.horizon if turns is None else turns
        st = game.state
        phasing, changes, n = st.phasing, 0, 0
        replying = None if reply is None else Replying(reply)
        while not game.over and n < self.max_actions:
            if replying is None or not replying.step(game):
                game.apply(policy_action(game, rng), trusted=True)
            n += 1
            if st.phasing is not phasing:
                phasing = st.phasing
                changes += 1
                if changes >= turns:
                    break
        return n

    def weights(self, style: str | None) -> Weights:
        return DEFAULT.leaning(style)

    def evaluate(self, game: Any, side: Any, weights: Any = None) -> float:
        if game.over:
            return float(game.returns().get(side, 0))
        v = math.tanh(union_logit(game, DEFAULT if weights is None else weights))
        return v if side is Side.USA else -v

    def violations(self, game: Any) -> list[str]:
        return violations(game)

    def faults(self, game: Any, side: Any, action: Any) -> list[tuple[str, str]]:
        return faults(game, side, action)

    def outcome_rule(self, game: Any) -> str | None:
        """NS-WIN-1, NS-WIN-2 (a, b, c), NS-SHORT-2 or NS-NOVICE-1, by the
        template of the game's reason (games/nordensueden/rules/victory.py)."""
        if not game.over or game.outcome is None:
            return None
        winner, why = game.outcome
        template = getattr(why, "template", str(why))
        if template == UNION_SET.template:
            return "NS-WIN-1"
        if template in (SHORT_UNION.template, SHORT_CSA.template):
            return "NS-SHORT-2"
        if winner is Side.CSA and game.variant("novice") and game.state.turn <= last_turn(game):
            return "NS-NOVICE-1"
        return "NS-WIN-2"


KIT = NordenSuedenKit()
