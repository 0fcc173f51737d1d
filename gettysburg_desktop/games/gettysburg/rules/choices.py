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

This module is Gettysburg's click rules (kernel/clicks.py ``ClickRules``):
the window's one controller (ui/controller.py) asks it what a click means
(``read_click``), what a hover would find (``hint``), what a step asked
first says (``confirm_words``), which buttons keep their places
(``button_group``) and why a click means nothing; every text it shows for
a click is said here, with its rule id.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from gettysburg_desktop.kernel.clicks import Choice as ClickChoice
from gettysburg_desktop.kernel.clicks import Click as Click
from gettysburg_desktop.kernel.clicks import Pick as Pick

from .actions import Action, act
from .artillery import aimed_at
from .dice import DiceExhausted
from .gateway import Gateway, IllegalAction
from .pieces import Side, colour_kind, colour_side, colour_words
from .queries import unit_class
from .refusals import no_order_from, refusal
from .said import Said, said
from .sequence import Turn
from .spoken import AIMS as AIMS
from .spoken import SPOKEN as SPOKEN
from .spoken import spoken as spoken
from .spoken import spoken_now as spoken_now


@dataclass(frozen=True, slots=True)
class Choice(ClickChoice):
    """One legal action, described by what a player clicks to mean it
    (kernel/clicks.py ``Choice``: ``kind``, ``label``, ``unit``, ``units``,
    ``origin``, ``place``, ``places``, ``border``, ``area_wide``, ``aimed``,
    ``then``, ``confirm``, ``ends``), with Gettysburg's own things a click
    may name.

    ``kind`` says what the first click is on: ``unit``, ``place`` (an area or
    entry box), ``border`` (an area's border with a neighbour), ``colour``
    (a cube colour: any unit of it, or a button) or ``button`` (nothing on
    the board: end-turn, pass, end-move ...). ``then``: "block" for a double
    order's first block (the second is clicked next, R-ORD-2). ``confirm``:
    "dice" (it rolls), "block" (R-BLK-3), "discs" (R-BLK-4), "turn"
    (R-ACT-1), "place" (a block placed where nothing glows, R-BLK-1: the
    click was maybe on empty ground) or "" (none), filled in by
    ``read_click`` for the choice it lands on; ``ends``: with "turn", the
    side whose turn it ends."""

    #: the second place of a double order (the first is ``place``)
    second_place: str | None = None
    value: int | None = None  # a command block's value
    colour: str | None = None  # a damage-cube colour
    number: int | None = None  # cubes a moving unit carries
    target: str | None = None  # what artillery fires at: infantry or artillery
    #: ``place`` is a command block's area: the block is what glows
    block: bool = False
    #: whether ``place`` glows among the legal ones (not when a block may go
    #: almost anywhere: the whole map glowing would hide the rest)
    glow: bool = True

    def matches(
        self,
        unit: str | None = None,
        place: str | None = None,
        border=None,
        value: int | None = None,
        colour: str | None = None,
        second_place: str | None = None,
    ) -> bool:
        if not ClickChoice.matches(self, unit, place, border):
            return False
        if second_place is not None and second_place != self.second_place:
            return False
        if value is not None and value != self.value:
            return False
        return not (colour is not None and colour != self.colour)


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


#: more places a block may go to than this, and they don't glow (the prompt
#: says where): however many values are left, one or eight (R-BLK-1)
MANY_PLACES = 12


def choices(g: Gateway) -> list[Choice]:
    """Every legal action as a Choice, in the order of ``legal_actions()``."""
    legal = g.legal_actions()
    crowded = len({a.args[1] for a in legal if a.verb == "place-block"}) > MANY_PLACES
    return [describe(g, a, crowded=crowded) for a in legal]


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
    "place-block/heading": said("Place the command block in {place}, of value:"),
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


def describe(g: Gateway, a: Action, crowded: bool = False) -> Choice:
    """The Choice for one action (legal now, or at least of this game);
    ``crowded``: a block may go to so many places that they don't glow."""
    v, w = a.verb, a.args
    n = g.name
    st = g.state
    if v in BUTTONS and not w:
        if v in ("end-move", "end-turn") and _assaults_follow(g, a):
            return Choice(a, "button", _label("assaults-follow", button=BUTTONS[v]))
        return Choice(a, "button", BUTTONS[v])
    if v == "place-block":
        return Choice(
            a,
            "place",
            _label(v, value=w[0], place=n(w[1])),
            place=w[1],
            places=(w[1],),
            value=int(w[0]),
            glow=not crowded,
            heading=_label("place-block/heading", place=n(w[1])),
            short=str(w[0]),
        )
    if v in ("remove-block", "order", "reorganize", "remove-fire-marker", "take-marker", "assault"):
        return Choice(
            a,
            "place",
            _label(v, place=n(w[0])),
            place=w[0],
            places=(w[0],),
            block=v in ("remove-block", "order"),
            area_wide=v == "assault",
        )
    if v == "double-order":
        return Choice(
            a, "place", _label(v, place=n(w[0]), second=n(w[1])), place=w[0], second_place=w[1], places=w, block=True
        )
    if v == "enter":
        u = st.units[w[0]]
        area = g.bf.entry_boxes[u.location].area
        return Choice(
            a,
            "unit",
            _label(v, unit=n(u.id), area=n(area), box=n(u.location)),
            unit=u.id,
            units=(u.id,),
            origin=u.location,
            place=area,
            places=(area,),
            aimed=True,
        )
    if v == "move" and len(w) == 1:
        return Choice(a, "place", _label("move/1", place=n(w[0])), place=w[0], places=w, area_wide=True)
    if v == "move":
        u = st.units[w[0]]
        cubes = int(w[2]) if len(w) > 2 else 0
        if cubes:
            label = _label("move/3/1" if cubes == 1 else "move/3", unit=n(u.id), dest=n(w[1]), n=cubes)
        else:
            label = _label("move/2", unit=n(u.id), dest=n(w[1]))
        return Choice(
            a,
            "unit",
            label,
            unit=u.id,
            units=(u.id,),
            origin=u.location,
            place=w[1],
            places=(w[1],),
            border=(u.location, w[1]),
            number=cubes,
            aimed=True,
        )
    if v == "fire":
        u = st.units[w[0]]
        return Choice(
            a,
            "unit",
            _label(f"fire/{aimed_at(g, w[1], w[2], u.side)}", unit=n(u.id), area=n(w[1])),
            unit=u.id,
            units=_class_of(g, u.id),
            origin=u.location,
            place=w[1],
            places=(w[1],),
            target=w[2],
            aimed=True,
        )
    if v == "reinforce":
        return Choice(
            a,
            "place",
            _label(v, colour=colour_words(w[2]), origin=n(w[0]), dest=n(w[1])),
            origin=w[0],
            place=w[1],
            places=(w[0], w[1]),
            colour=w[2],
        )
    if v == "entrench":
        return Choice(
            a, "border", _label(v, area=n(w[0]), border=n(w[1])), place=w[0], places=(w[0],), border=(w[0], w[1])
        )
    if v == "move-entrenchment":
        return Choice(
            a,
            "border",
            _label(v, area=n(w[0]), old=n(w[1]), new=n(w[2])),
            origin=w[1],
            place=w[0],
            places=(w[0],),
            border=(w[0], w[2]),
        )
    if v == "remove-entrenchment":
        return Choice(
            a, "border", _label(v, area=n(w[0]), border=n(w[1])), place=w[0], places=(w[0],), border=(w[0], w[1])
        )
    if v in ("retreat", "withdraw"):
        u = st.units[w[0]]
        path = w[1:]
        key = v if v == "withdraw" or not u.is_artillery else "retreat/damaged"
        words = {"unit": n(u.id), "dest": n(path[-1])}
        if len(path) == 2:
            key += "/via"
            words["via"] = n(path[0])
        return Choice(
            a,
            "place",
            _label(key, **words),
            unit=u.id,
            units=_class_of(g, u.id),
            origin=u.location,
            place=path[-1],
            places=path,
            border=(u.location, path[0]),
        )
    if v in ("assign", "evade", "fall-back", "damage-artillery"):
        u = st.units[w[0]]
        return Choice(a, "unit", _label(v, unit=n(u.id)), unit=u.id, units=_class_of(g, u.id), origin=u.location)
    if v in ("take-cube", "cube-colour"):
        return Choice(
            a, "colour", _label("take-cube", colour=colour_words(w[0])), units=_of_colour(g, w[0]), colour=w[0]
        )
    return Choice(a, "button", str(a))  # pragma: no cover - every verb is described above


def why_nothing(g: Gateway, unit: str | None = None, place: str | None = None, border=None, **_) -> Said:
    """Why a click on a thing means nothing now, in one line with the rule
    ids (the window shows it; it never works the rules out itself): the
    specific reason, then what is asked (``refusals.refusal`` gives the two
    apart, and the reason's rule ids)."""
    return refusal(g, unit=unit, place=place, border=border).text


# ---------------------------------------------------------------------- clicks
# The partial pick after a click (kernel/clicks.py ``Pick``): "unit" (a unit
# chosen, the place it goes to, fires at ... comes next) or "block" (a double
# order's first block chosen, the second comes next, R-ORD-2); and what a click
# means (``Click``), which the window follows and works nothing out itself.


def _at(cs: list[Choice], **clicked) -> list[Choice]:
    return [c for c in cs if c.matches(**clicked)]


def _clicked_again(c: Choice, unit: str | None, place: str | None, border) -> bool:
    """Whether a click on ``unit``/``place``/``border`` is on the thing of ``c`` (a confirming click)."""
    if unit is not None:
        return unit in ((c.unit,) if c.unit else c.units)
    if place is not None:
        return place in c.places or place == c.place
    return c.border is not None and frozenset(c.border) == frozenset(border)


def as_clicked(g: Gateway, cands: list[Choice], uid: str) -> list[Choice]:
    """The choices a click on ``uid`` finds, each naming ``uid`` itself
    where the engine offered it under an identical unit: the unit a player
    clicks is the one that acts (``Gateway._stands_in``, ``_class_of``)."""
    out = []
    for c in cands:
        if c.unit is not None and c.unit != uid and c.verb in Gateway.STAND_IN_VERBS:
            action = act(c.verb, uid, *c.action.args[1:])
            c = replace(c, action=action, unit=uid, label=describe(g, action).label)
        out.append(c)
    return out


#: what the window says while a pick waits for its second click, and the
#: label of the entry that starts a double order's (R-ORD-2)
CHOOSE_WHERE = said("{unit}: choose where (highlighted), or Esc")
SECOND_BLOCK = said("Double order: now click the block that takes the second disc (it may be the same one)")
DOUBLE_ORDER_FIRST = said("Double order: a disc on the block in {place}, then choose the second block")
NO_DOUBLE_ORDER = said("No double order with {place}: choose a highlighted block, or Esc (R-ORD-2)")


def read_click(
    g: Gateway,
    cs: list[Choice],
    pick: Pick | None = None,
    pending: Choice | None = None,
    unit: str | None = None,
    place: str | None = None,
    border=None,
    *,
    drawn=None,
    alone: bool = False,
) -> Click:
    """What a click on one ``unit``, ``place`` or ``border`` means, given
    the legal choices ``cs`` (``choices``), the partial ``pick`` and the
    choice ``pending`` confirmation: the window's one question per click.
    (Each unit is a piece of its own on this board: ``drawn`` and ``alone``
    change nothing.)"""
    if pending is not None and _clicked_again(pending, unit, place, border):
        return Click(confirmed=True)
    if unit is not None:
        return _unit_click(g, cs, pick, unit)
    if place is not None:
        return _place_click(g, cs, pick, place)
    cands = _at(cs, border=border)
    if not cands:
        return Click(pick=pick, why=why_nothing(g, border=border))
    return _landed(g, cands, pick)


def _landed(g: Gateway, cands: list[Choice], pick: Pick | None, **more) -> Click:
    """A click that lands on ``cands``: a lone one says whether it needs a confirm."""
    if len(cands) == 1 and cands[0].then is None:
        c = cands[0]
        # a block that may go almost anywhere (nothing glows): a click on the map says what it would do, and waits
        why = confirm_reason(g, c.action) or ("place" if c.verb == "place-block" and not c.glow else "")
        cands = [replace(c, confirm=why, ends=turn_side(g) if why == "turn" else None)] if why else cands
    return Click(choices=tuple(cands), pick=pick, **more)


def _unit_click(g: Gateway, cs: list[Choice], pick: Pick | None, uid: str) -> Click:
    u = g.state.units[uid]
    chosen = pick.thing if pick is not None and pick.kind == "unit" else None
    if chosen is not None:
        if uid == chosen:
            return Click(cancel=True)
        there = _at(cs, unit=chosen, place=u.location)  # a unit standing in the destination: its place
        if there:
            return _landed(g, there, pick)
    own = as_clicked(g, _at(cs, unit=uid), uid)
    if not own and chosen is None and any(c.area_wide for c in _at(cs, place=u.location)):
        return _place_click(g, cs, pick, u.location)  # nothing of its own to do, in a glowing area: the area
    if not own and chosen is not None:
        return Click(pick=pick, why=why_nothing(g, unit=chosen, place=u.location))
    about = {
        "about_unit": True,
        "reach": u.is_artillery and (not own or any(c.target is not None for c in own)),
        "reach_from": u.location if g.bf.is_area(u.location) else None,
        "side": u.side,
        "name": g.name(uid),
    }
    if not own:
        return Click(pick=pick, why=why_nothing(g, unit=uid), **about)
    placed = [c for c in own if c.unit == uid and c.place is not None]
    if placed and (any(c.aimed for c in placed) or len({c.place for c in placed}) > 1):
        # a unit, then a place: moves, fire targets, retreats, withdrawals
        return Click(
            choices=tuple(c for c in own if c.place is None),
            pick=Pick("unit", uid),
            step=True,
            says=said(CHOOSE_WHERE.template, unit=about["name"]),
            **about,
        )
    return _landed(g, own, pick, **about)


def _place_click(g: Gateway, cs: list[Choice], pick: Pick | None, place: str) -> Click:
    if pick is not None and pick.kind == "unit":
        cands = _at(cs, unit=pick.thing, place=place)
        return _landed(g, cands, pick) if cands else Click(pick=pick, why=why_nothing(g, unit=pick.thing, place=place))
    if pick is not None and pick.kind == "block":
        cands = _at(cs, place=pick.thing, second_place=place)
        if not cands:  # the second click on nothing it goes with
            return Click(pick=pick, why=said(NO_DOUBLE_ORDER.template, place=g.name(place)), name=g.name(place))
        return _landed(g, cands, pick)
    cands = _at(cs, place=place)
    if not cands:
        return Click(pick=pick, why=why_nothing(g, place=place))
    cands = [c for c in cands if c.kind != "border"] or cands  # an entrenchment is picked by its border
    firsts = [c for c in cands if c.second_place is not None]
    others = [c for c in cands if c.second_place is None]
    if firsts and not others and len({c.second_place for c in firsts}) > 1:
        return Click(pick=Pick("block", place), step=True, says=SECOND_BLOCK, name=g.name(place))
    if firsts:  # one entry stands for the double orders: a second block to click
        first = replace(
            firsts[0],
            then="block",
            then_says=SECOND_BLOCK,
            label=said(DOUBLE_ORDER_FIRST.template, place=g.name(place)),
        )
        cands = [*others, first]
    return _landed(g, cands, pick, name=g.name(place))


def hint(
    g: Gateway,
    cs: list[Choice],
    pick: Pick | None = None,
    *,
    unit: str | None = None,
    place: str | None = None,
    border=None,
    drawn=None,
) -> list[Choice]:
    """What a click would find (the status bar's hint while hovering; no confirm worked out)."""
    chosen = pick.thing if pick is not None and pick.kind == "unit" else None
    if unit is not None:
        return (_at(cs, unit=chosen, place=g.state.units[unit].location) if chosen else []) or as_clicked(
            g, _at(cs, unit=unit), unit
        )
    if border is not None:
        return _at(cs, border=border)
    if chosen is not None:
        return _at(cs, unit=chosen, place=place)
    if pick is not None and pick.kind == "block":
        return _at(cs, place=pick.thing, second_place=place)
    return [c for c in _at(cs, place=place) if c.kind != "border"]


def confirm_reason(g: Gateway, action: Action) -> str:
    """Why carrying out ``action`` is a step a click must not take alone
    ("" if none), tried on a copy of the game: "dice" (it rolls), "block"
    (it takes the player's command block off the map with its discs,
    R-BLK-3), "discs" (a block and its discs leave the map, R-BLK-4) or
    "turn" (it ends the player's turn, R-ACT-1)."""
    if action.verb == "remove-block":
        return "block"
    trial = g.clone(events=True)
    try:
        events = trial.apply(action)
    except DiceExhausted:  # scripted dice used up: it rolls
        return "dice"
    except IllegalAction:  # not legal now: judged by its verb alone
        events = None
    if events is not None:
        if any(e.kind == "roll" for e in events) or (trial.log and trial.log[-1].faces):
            return "dice"
        if any(e.kind == "block-removed" for e in events):
            return "discs"
    if action.verb in ("end-turn", "pass", "forced-pass") or (events is not None and _turn_of(trial) != _turn_of(g)):
        return "turn"
    return ""


def held_buttons(g: Gateway, waiting: Choice | None) -> tuple[tuple[str, Said, Said], ...]:
    """The buttons (verb, label, why not) that keep their places before the
    Confirm of ``waiting``, greyed. One so far: a block's removal waiting
    for its Confirm has "Issue an order from the block" greyed before it
    where a block that may order has that button, so a habitual click there
    removes nothing (R-BLK-3; issue 22)."""
    if waiting is None or waiting.verb != "remove-block" or waiting.place is None:
        return ()
    why = no_order_from(g, waiting.place)
    if why is None:
        return ()
    return (("order", _label("order", place=g.name(waiting.place)), why),)


button_group = held_buttons


def ask_first(g: Gateway, choice: Choice) -> str:
    """A choice chosen by its button is carried out at once: a button is
    never pressed by a click meant for something else (kernel/clicks.py)."""
    return ""


#: what the window says while a step waits for its confirmation, and its
#: Confirm button's tooltip, by the reason (``confirm_reason``); "turn" has
#: one more pair for a turn of the other side (the hot seat's roller)
CONFIRM_WORDS = {
    "block": (
        said(
            "{what}: the block leaves the map with all its discs (R-BLK-3). Click it again or press Enter to confirm, Esc to step back."
        ),
        said("The block and its discs leave the map (Enter)"),
    ),
    "discs": (
        said(
            "{what}: a command block leaves the map with its discs (R-BLK-4). Click it again or press Enter to confirm, Esc to step back."
        ),
        said("A command block and its discs leave the map (Enter)"),
    ),
    "turn": (
        said("{what}: this ends your turn (R-ACT-1). Click it again or press Enter to confirm, Esc to step back."),
        said("This ends your turn (Enter)"),
    ),
    "other-turn": (
        said(
            "{what}: this ends the {side} turn (R-ACT-1). Click it again or press Enter to confirm, Esc to step back."
        ),
        said("This ends the {side} turn (Enter)"),
    ),
    "place": (
        said("{what}? Click it again or press Enter to place the block there, Esc to step back (R-BLK-1)."),
        said("The block goes there (Enter)"),
    ),
    "dice": (
        said(
            "{what}: dice will be rolled, so this can't be taken back. Click it again or press Enter to confirm, Esc to step back."
        ),
        said("Dice will be rolled: this can't be taken back (Enter)"),
    ),
}


def confirm_words(g: Gateway, choice: Choice, why: str, viewer) -> tuple[Said, Said]:
    """What the window says while ``choice`` waits for its confirmation
    (``why``: a ``confirm_reason``, or "place"), and the Confirm button's
    tooltip; a turn that is not the ``viewer``'s names its side."""
    if why == "turn" and choice.ends not in (None, viewer):
        text, tip = CONFIRM_WORDS["other-turn"]
        side = choice.ends.title
        return said(text.template, what=choice.label, side=side), said(tip.template, side=side)
    text, tip = CONFIRM_WORDS.get(why, CONFIRM_WORDS["dice"])
    return said(text.template, what=choice.label), tip


def _turn_of(g: Gateway) -> tuple | None:
    """Whose turn it is and which (the period, the Turn frame's depth and
    side): a change means an action ended the turn (R-ACT-1)."""
    if g.over:
        return None
    for depth, frame in enumerate(g.state.stack):
        if isinstance(frame, Turn):
            return (g.state.period, depth, frame.side)
    return (g.state.period,)


def turn_side(g: Gateway) -> Side | None:
    """The side whose turn it is (None between turns)."""
    turn = _turn_of(g)
    return turn[2] if turn is not None and len(turn) == 3 else None
