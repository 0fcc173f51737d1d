"""What a click means: every legal action described by the things on the
board a player points at (python-chess's ``Move.from_square``/``to_square``,
Rally the Troops' actions per piece and per space), and a lookup from a
clicked thing to the legal actions it can mean.

The window never reads an action's words: it asks ``choices_at(unit=...)``,
``choices_at(place=...)``, ``choices_at(border=(a, b))`` ... and gets zero,
one, or a short list to offer. Units the rules cannot tell apart (same type,
place, cubes, origin and damage) are one choice: a click on any of them finds
the action the engine offers under the first. docs/engine-api.md explains
the fields and the click flows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Action
from .damage import unit_class
from .pieces import CUBE_SUPPLY, colour_kind, colour_side, colour_words

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


@dataclass(frozen=True, slots=True)
class Choice:
    """One legal action, described by what a player clicks to mean it.

    ``kind`` says what the first click is on: ``unit``, ``place`` (an area or
    entry box), ``border`` (an area's border with a neighbour), ``colour``
    (a cube colour: any unit of it, or a button) or ``button`` (nothing on
    the board: end-turn, pass, end-move ...). ``label`` is the choice in
    words, for a button or a menu line."""

    action: Action
    kind: str
    label: str
    #: the unit the action names
    unit: str | None = None
    #: the units a click on which means this action: ``unit`` and those the
    #: rules can't tell from it; for a colour, the units of that colour there
    units: tuple[str, ...] = ()
    #: where the moving thing starts: a unit's place, a cube's area, a marker's old border
    origin: str | None = None
    #: the place a click on the board picks (a destination, a block's place, an assault's area ...)
    place: str | None = None
    #: the second place of a double order (the first is ``place``)
    second_place: str | None = None
    #: every place the action names, in order (a two-area retreat: the area passed through, then the final one)
    places: tuple[str, ...] = ()
    #: (area, neighbour) of the border an action crosses or an entrenchment marker faces
    border: tuple[str, str] | None = None
    value: int | None = None  # a command block's value
    colour: str | None = None  # a damage-cube colour
    number: int | None = None  # cubes a moving unit carries
    target: str | None = None  # what artillery fires at: infantry or artillery

    @property
    def verb(self) -> str:
        return self.action.verb

    def matches(self, unit: str | None = None, place: str | None = None, border=None,
                value: int | None = None, colour: str | None = None, second_place: str | None = None) -> bool:
        if unit is not None and unit not in self.units:
            return False
        if place is not None and place != self.place:
            return False
        if second_place is not None and second_place != self.second_place:
            return False
        if border is not None and (self.border is None or frozenset(border) != frozenset(self.border)):
            return False
        if value is not None and value != self.value:
            return False
        if colour is not None and colour != self.colour:
            return False
        return True


BUTTONS = {
    "end-turn": "End the turn",
    "end-move": "End the move",
    "end-fire": "Roll for the declared fire",
    "keep-artillery": "Keep the artillery where it is",
    "pass": "Pass (the disc stays on the block)",
    "forced-pass": "Forced pass: set a black disc aside",
    "resolve-assaults": "Fight the assaults now",
    "fire": "Artillery fire",
    "concede": "Concede the battle",
}


def _assaults_follow(g: "Game", a: Action) -> bool:
    """Whether ``a`` (ending a move or a turn) starts the waiting assaults (R-MOVE-8)."""
    asks = getattr(g.state.stack[-1], "asks", None)
    return bool(asks is not None and asks(g, a))


def choices(g: "Game") -> list[Choice]:
    """Every legal action as a Choice, in the order of ``legal_actions()``."""
    return [describe(g, a) for a in g.legal_actions()]


def choices_at(g: "Game", **clicked) -> list[Choice]:
    """The legal actions a click can mean: every Choice matching all the
    given things (``unit``, ``place``, ``second_place``, ``border``,
    ``value``, ``colour``)."""
    return [c for c in choices(g) if c.matches(**clicked)]


def _class_of(g: "Game", uid: str) -> tuple[str, ...]:
    """``uid`` first, then the units the rules can't tell from it."""
    st = g.state
    u = st.units[uid]
    key = unit_class(g, u)
    return (uid, *(v.id for v in st.at.get(u.location, ()) if v is not u and unit_class(g, v) == key))


def _of_colour(g: "Game", colour: str) -> tuple[str, ...]:
    """The units of ``colour`` in the area the current decision is about."""
    area = getattr(g.state.stack[-1], "area", None)
    side, kind = colour_side(colour), colour_kind(colour)
    return tuple(u.id for u in g.units_at(area, side) if u.kind is kind) if area else ()


def describe(g: "Game", a: Action) -> Choice:
    """The Choice for one action (legal now, or at least of this game)."""
    v, w = a.verb, a.args
    n = g.name
    st = g.state
    if v in BUTTONS and not w:
        if v in ("end-move", "end-turn") and _assaults_follow(g, a):
            return Choice(a, "button", BUTTONS[v] + ": the assaults are fought (dice)")
        return Choice(a, "button", BUTTONS[v])
    if v == "place-block":
        return Choice(a, "place", f"Place the command block of value {w[0]} in {n(w[1])}", place=w[1], places=(w[1],), value=int(w[0]))
    if v == "remove-block":
        return Choice(a, "place", f"Remove your command block from {n(w[0])}", place=w[0], places=(w[0],))
    if v == "order":
        return Choice(a, "place", f"Issue an order from the block in {n(w[0])}", place=w[0], places=(w[0],))
    if v == "double-order":
        return Choice(a, "place", f"Double order: discs on the blocks in {n(w[0])} and {n(w[1])}", place=w[0], second_place=w[1], places=w)
    if v == "enter":
        u = st.units[w[0]]
        area = g.bf.entry_boxes[u.location].area
        return Choice(a, "unit", f"{n(u.id)} enters {n(area)} from {n(u.location)}", unit=u.id, units=(u.id,), origin=u.location, place=area, places=(area,))
    if v == "move" and len(w) == 1:
        return Choice(a, "place", f"Move the units in {n(w[0])}", place=w[0], places=w)
    if v == "move":
        u = st.units[w[0]]
        cubes = int(w[2]) if len(w) > 2 else 0
        carry = f", carrying {cubes} cube{'s' if cubes != 1 else ''}" if cubes else ""
        return Choice(a, "unit", f"{n(u.id)} moves to {n(w[1])}{carry}", unit=u.id, units=(u.id,), origin=u.location,
                      place=w[1], places=(w[1],), border=(u.location, w[1]), number=cubes)
    if v == "fire":
        u = st.units[w[0]]
        return Choice(a, "unit", f"{n(u.id)} fires at the {w[2]} in {n(w[1])}", unit=u.id, units=_class_of(g, u.id), origin=u.location,
                      place=w[1], places=(w[1],), target=w[2])
    if v == "reinforce":
        return Choice(a, "place", f"Move a {colour_words(w[2])} cube from {n(w[0])} to {n(w[1])}", origin=w[0], place=w[1], places=(w[0], w[1]), colour=w[2])
    if v in ("reorganize", "remove-fire-marker", "take-marker", "assault"):
        label = {"reorganize": "Reorganize {}: remove its disruption marker", "remove-fire-marker": "Remove the artillery-fire marker in {}",
                 "take-marker": "Take the artillery-fire marker from {}", "assault": "Fight the assault in {} next"}[v]
        return Choice(a, "place", label.format(n(w[0])), place=w[0], places=(w[0],))
    if v == "entrench":
        return Choice(a, "border", f"Entrench in {n(w[0])} facing {n(w[1])}", place=w[0], places=(w[0],), border=(w[0], w[1]))
    if v == "move-entrenchment":
        return Choice(a, "border", f"Turn an entrenchment in {n(w[0])} from {n(w[1])} to face {n(w[2])}", origin=w[1], place=w[0], places=(w[0],), border=(w[0], w[2]))
    if v == "remove-entrenchment":
        return Choice(a, "border", f"Remove the marker in {n(w[0])} facing {n(w[1])}", place=w[0], places=(w[0],), border=(w[0], w[1]))
    if v in ("retreat", "withdraw"):
        u = st.units[w[0]]
        path = w[1:]
        via = f" through {n(path[0])}" if len(path) == 2 else ""
        how = "withdraws undamaged" if v == "withdraw" else "retreats damaged (on its side)" if u.is_artillery else "retreats"
        return Choice(a, "place", f"{n(u.id)} {how}{via} to {n(path[-1])}", unit=u.id, units=_class_of(g, u.id), origin=u.location,
                      place=path[-1], places=path, border=(u.location, path[0]))
    if v in ("assign", "evade", "fall-back", "damage-artillery"):
        label = {"assign": "{} takes the cube", "evade": "{} retreats instead of taking the cube",
                 "fall-back": "{} falls back", "damage-artillery": "{} takes the hit"}[v]
        u = st.units[w[0]]
        return Choice(a, "unit", label.format(n(u.id)), unit=u.id, units=_class_of(g, u.id), origin=u.location)
    if v in ("take-cube", "cube-colour"):
        return Choice(a, "colour", f"A {colour_words(w[0])} cube", units=_of_colour(g, w[0]), colour=w[0])
    return Choice(a, "button", str(a))  # pragma: no cover - every verb is described above


#: an action in the log's words, by verb: {0}, {1}, {2} are its words as
#: players read them (names for ids); the state is not needed, so a replayed
#: or loaded game reads the same (``spoken``)
SPOKEN = {
    "place-block": "places a command block of value {0} in {1}",
    "remove-block": "removes its command block from {0}",
    "order": "issues an order from the block in {0}",
    "double-order": "issues a double order from the blocks in {0} and {1}",
    "forced-pass": "takes a forced pass",
    "enter": "brings {0} out of its entry box",
    "end-turn": "ends the turn",
    "concede": "concedes the battle",
    "move/1": "orders the units in {0} to move",
    "move/2": "moves {0} to {1}",
    "move/3": "moves {0} to {1}, carrying {2} cube(s)",
    "end-move": "ends the move",
    "resolve-assaults": "fights the assaults now",
    "fire/0": "orders artillery fire",
    "fire/3": "declares {0} firing at the {2} in {1}",
    "end-fire": "rolls for the declared fire",
    "reinforce": "moves a {2} cube from {0} to {1}",
    "reorganize": "reorganizes {0}",
    "entrench": "entrenches in {0} facing {1}",
    "move-entrenchment": "turns an entrenchment in {0} from {1} to face {2}",
    "remove-fire-marker": "removes the artillery-fire marker in {0}",
    "pass": "passes",
    "assault": "fights the assault in {0} next",
    "assign": "gives the cube to {0}",
    "take-cube": "takes the hit as a {0} cube",
    "evade": "has {0} retreat instead of taking the cube",
    "retreat/2": "retreats {0} to {1}",
    "retreat/3": "retreats {0} through {1} to {2}",
    "withdraw/2": "withdraws {0} to {1} undamaged",
    "withdraw/3": "withdraws {0} through {1} to {2} undamaged",
    "keep-artillery": "keeps the artillery where it is",
    "fall-back": "has {0} fall back",
    "damage-artillery": "gives the hit to {0}",
    "cube-colour": "chooses a {0} cube",
    "take-marker": "takes the artillery-fire marker from {0}",
    "remove-entrenchment": "removes the marker in {0} facing {1}",
}


def spoken(g: "Game", action: Action, hidden: bool = False) -> str:
    """``action`` in words for the log ("moves Heth: Pettigrew to Herr
    Ridge"); ``hidden``: as the opponent reads it, a block's value unsaid
    (R-ACT-2)."""
    v, w = action.verb, action.args
    template = SPOKEN.get(f"{v}/{len(w)}") or SPOKEN.get(v)
    if template is None:  # pragma: no cover - every verb has its words
        return str(action)
    if v == "place-block" and hidden:
        return f"places a command block in {g.name(w[1])}"
    words = [colour_words(x) if x in CUBE_SUPPLY else g.name(x) for x in w]
    return template.format(*words)


def why_nothing(g: "Game", unit: str | None = None, place: str | None = None, border=None, **_) -> str:
    """Why a click on a thing means nothing now, in one line with the rule
    id (the window shows it; it never works the rules out itself)."""
    if g.over:
        return f"The game is over: {g.outcome[1]}"
    p = g.prompt()
    asked = f"{p.side.title}: {p.text.split(': ', 1)[1]} ({p.rule})"
    if unit is not None and place is not None:
        why = getattr(g.state.stack[-1], "why_not", None)
        reason = why(g, g.state.units[unit], place) if why is not None else None
        if reason:
            return f"{g.name(unit)} cannot go to {g.name(place)}: {reason}."
        return f"{g.name(unit)} cannot go to {g.name(place)} now. {asked}"
    if unit is not None:
        u = g.state.units[unit]
        if u.side is not p.side:
            return f"{g.name(unit)} is a {u.side.title} unit, and the {p.side.title} side decides now. {asked}"
        return f"{g.name(unit)} has nothing to do now. {asked}"
    if border is not None:
        a, b = border
        return f"Nothing to do with the border of {g.name(a)} and {g.name(b)} now. {asked}"
    if place is not None:
        return f"Nothing to do in {g.name(place)} now. {asked}"
    return asked
