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

How an action reads in the log (``spoken``, ``spoken_now``, ``SPOKEN``,
``AIMS``) lives in spoken.py; it is re-exported here.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .artillery import aimed_at
from .gateway import Gateway
from .pieces import colour_kind, colour_side, colour_words
from .queries import unit_class
from .refusals import refusal
from .said import Said, said
from .spoken import AIMS as AIMS
from .spoken import SPOKEN as SPOKEN
from .spoken import spoken as spoken
from .spoken import spoken_now as spoken_now


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
    "end-turn": said("End the turn"),
    "end-move": said("End the move"),
    "end-fire": said("Roll for the declared fire"),
    "keep-artillery": said("Keep the artillery where it is"),
    "pass": said("Pass (the disc stays on the block)"),
    "forced-pass": said("Forced pass: set a black disc aside"),
    "resolve-assaults": said("Fight the assaults now"),
    "fire": said("Artillery fire"),
    "concede": said("Concede the battle"),
}


def _assaults_follow(g: Gateway, a: Action) -> bool:
    """Whether ``a`` (ending a move or a turn) starts the waiting assaults (R-MOVE-8)."""
    asks = getattr(g.state.stack[-1], "asks", None)
    return bool(asks is not None and asks(g, a))


def choices(g: Gateway) -> list[Choice]:
    """Every legal action as a Choice, in the order of ``legal_actions()``."""
    return [describe(g, a) for a in g.legal_actions()]


def choices_at(g: Gateway, **clicked) -> list[Choice]:
    """The legal actions a click can mean: every Choice matching all the
    given things (``unit``, ``place``, ``second_place``, ``border``,
    ``value``, ``colour``)."""
    return [c for c in choices(g) if c.matches(**clicked)]


def _class_of(g: Gateway, uid: str) -> tuple[str, ...]:
    """``uid`` first, then the units the rules can't tell from it."""
    st = g.state
    u = st.units[uid]
    key = unit_class(g, u)
    return (uid, *(v.id for v in st.at.get(u.location, ()) if v is not u and unit_class(g, v) == key))


def _of_colour(g: Gateway, colour: str) -> tuple[str, ...]:
    """The units of ``colour`` in the area the current decision is about."""
    area = getattr(g.state.stack[-1], "area", None)
    side, kind = colour_side(colour), colour_kind(colour)
    return tuple(u.id for u in g.units_at(area, side) if u.kind is kind) if area else ()


#: the labels of choices by verb (describe), each a said() template
LABELS = {
    "place-block": said("Place the command block of value {value} in {place}"),
    "remove-block": said("Remove your command block from {place}"),
    "order": said("Issue an order from the block in {place}"),
    "double-order": said("Double order: discs on the blocks in {place} and {second}"),
    "enter": said("{unit} enters {area} from {box}"),
    "move/1": said("Move the units in {place}"),
    "move/2": said("{unit} moves to {dest}"),
    "move/3/1": said("{unit} moves to {dest}, carrying {n} cube"),
    "move/3": said("{unit} moves to {dest}, carrying {n} cubes"),
    "fire/infantry": said("{unit} fires at the infantry in {area}"),
    "fire/cavalry": said("{unit} fires at the cavalry in {area}"),
    "fire/infantry and cavalry": said("{unit} fires at the infantry and cavalry in {area}"),
    "fire/artillery": said("{unit} fires at the artillery in {area}"),
    "reinforce": said("Move a {colour} cube from {origin} to {dest}"),
    "reorganize": said("Reorganize {place}: remove its disruption marker"),
    "remove-fire-marker": said("Remove the artillery-fire marker in {place}"),
    "take-marker": said("Take the artillery-fire marker from {place}"),
    "assault": said("Fight the assault in {place} next"),
    "entrench": said("Entrench in {area} facing {border}"),
    "move-entrenchment": said("Turn an entrenchment in {area} from {old} to face {new}"),
    "remove-entrenchment": said("Remove the marker in {area} facing {border}"),
    "retreat": said("{unit} retreats to {dest}"),
    "retreat/via": said("{unit} retreats through {via} to {dest}"),
    "retreat/damaged": said("{unit} retreats damaged (on its side) to {dest}"),
    "retreat/damaged/via": said("{unit} retreats damaged (on its side) through {via} to {dest}"),
    "withdraw": said("{unit} withdraws undamaged to {dest}"),
    "withdraw/via": said("{unit} withdraws undamaged through {via} to {dest}"),
    "assign": said("{unit} takes the cube"),
    "evade": said("{unit} retreats instead of taking the cube"),
    "fall-back": said("{unit} falls back"),
    "damage-artillery": said("{unit} takes the hit"),
    "take-cube": said("A {colour} cube"),
    "assaults-follow": said("{button}: the assaults are fought (dice)"),
}


def _label(key: str, **words: object) -> Said:
    return said(LABELS[key].template, **words)


def describe(g: Gateway, a: Action) -> Choice:
    """The Choice for one action (legal now, or at least of this game)."""
    v, w = a.verb, a.args
    n = g.name
    st = g.state
    if v in BUTTONS and not w:
        if v in ("end-move", "end-turn") and _assaults_follow(g, a):
            return Choice(a, "button", _label("assaults-follow", button=BUTTONS[v]))
        return Choice(a, "button", BUTTONS[v])
    if v == "place-block":
        return Choice(a, "place", _label(v, value=w[0], place=n(w[1])), place=w[1], places=(w[1],), value=int(w[0]))
    if v in ("remove-block", "order", "reorganize", "remove-fire-marker", "take-marker", "assault"):
        return Choice(a, "place", _label(v, place=n(w[0])), place=w[0], places=(w[0],))
    if v == "double-order":
        return Choice(a, "place", _label(v, place=n(w[0]), second=n(w[1])), place=w[0], second_place=w[1], places=w)
    if v == "enter":
        u = st.units[w[0]]
        area = g.bf.entry_boxes[u.location].area
        return Choice(a, "unit", _label(v, unit=n(u.id), area=n(area), box=n(u.location)), unit=u.id, units=(u.id,), origin=u.location, place=area, places=(area,))
    if v == "move" and len(w) == 1:
        return Choice(a, "place", _label("move/1", place=n(w[0])), place=w[0], places=w)
    if v == "move":
        u = st.units[w[0]]
        cubes = int(w[2]) if len(w) > 2 else 0
        if cubes:
            label = _label("move/3/1" if cubes == 1 else "move/3", unit=n(u.id), dest=n(w[1]), n=cubes)
        else:
            label = _label("move/2", unit=n(u.id), dest=n(w[1]))
        return Choice(a, "unit", label, unit=u.id, units=(u.id,), origin=u.location,
                      place=w[1], places=(w[1],), border=(u.location, w[1]), number=cubes)
    if v == "fire":
        u = st.units[w[0]]
        return Choice(a, "unit", _label(f"fire/{aimed_at(g, w[1], w[2], u.side)}", unit=n(u.id), area=n(w[1])), unit=u.id, units=_class_of(g, u.id), origin=u.location,
                      place=w[1], places=(w[1],), target=w[2])
    if v == "reinforce":
        return Choice(a, "place", _label(v, colour=colour_words(w[2]), origin=n(w[0]), dest=n(w[1])), origin=w[0], place=w[1], places=(w[0], w[1]), colour=w[2])
    if v == "entrench":
        return Choice(a, "border", _label(v, area=n(w[0]), border=n(w[1])), place=w[0], places=(w[0],), border=(w[0], w[1]))
    if v == "move-entrenchment":
        return Choice(a, "border", _label(v, area=n(w[0]), old=n(w[1]), new=n(w[2])), origin=w[1], place=w[0], places=(w[0],), border=(w[0], w[2]))
    if v == "remove-entrenchment":
        return Choice(a, "border", _label(v, area=n(w[0]), border=n(w[1])), place=w[0], places=(w[0],), border=(w[0], w[1]))
    if v in ("retreat", "withdraw"):
        u = st.units[w[0]]
        path = w[1:]
        key = v if v == "withdraw" or not u.is_artillery else "retreat/damaged"
        words = {"unit": n(u.id), "dest": n(path[-1])}
        if len(path) == 2:
            key += "/via"
            words["via"] = n(path[0])
        return Choice(a, "place", _label(key, **words), unit=u.id, units=_class_of(g, u.id), origin=u.location,
                      place=path[-1], places=path, border=(u.location, path[0]))
    if v in ("assign", "evade", "fall-back", "damage-artillery"):
        u = st.units[w[0]]
        return Choice(a, "unit", _label(v, unit=n(u.id)), unit=u.id, units=_class_of(g, u.id), origin=u.location)
    if v in ("take-cube", "cube-colour"):
        return Choice(a, "colour", _label("take-cube", colour=colour_words(w[0])), units=_of_colour(g, w[0]), colour=w[0])
    return Choice(a, "button", str(a))  # pragma: no cover - every verb is described above


def why_nothing(g: Gateway, unit: str | None = None, place: str | None = None, border=None, **_) -> Said:
    """Why a click on a thing means nothing now, in one line with the rule
    ids (the window shows it; it never works the rules out itself): the
    specific reason, then what is asked (``refusals.refusal`` gives the two
    apart, and the reason's rule ids)."""
    return refusal(g, unit=unit, place=place, border=border).text
