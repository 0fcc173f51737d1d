"""What a click means in ACW after Big Battle DBA: the game's click rules
(kernel/clicks.py ``ClickRules``), which the window's one controller
(ui/controller.py) asks once per click and follows; the window has no rule
and no word of this game. Pure Python: the table's scene (ui/scene.py)
asks ``draggable``, ``drawn_move`` and ``read_drop`` for an element or a
group dragged on the table, and ``read_band`` for a rubber band.

- **The PIP dice** (BB-PIP-1): a button for each way of giving the dice
  to the commands ("6 to U1, 3 to U2, 1 to U3").
- **Movement** (BB-PIP-2, BB-MOVE): a click on one of the active
  player's elements that may move picks it (its offered moves become
  buttons: the farthest advance and half of it, wheels, a turn to face
  the nearest enemy, the move into contact, dismounting, breaking off);
  dragging it draws any move (``drawn_move``: advance and slide, wheeled
  first by Q and E; let go near an enemy's front it lines up flush,
  BB-MOVE-7, decision 4). A group (BB-MOVE-3) is picked by its button
  (each command's groups), by a rubber band (Shift and drag round it) or
  by a Shift-click on one of its elements; dragging one of its elements
  moves the group as one body (BB-MOVE-4).
- **Shooting and melee** (BB-SHOOT-13, BB-MELEE-1): a click on the target
  of a shooting combat resolves it; a click on either element of a melee
  fights it (a short list where one element is in several).
- The buttons that end a step keep their places (``button_group``).
- A click that means nothing says why, with its rule.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.kernel.clicks import Choice, Click, Drawn, HeldButton, Pick
from gettysburg_desktop.kernel.said import Said, said

from ..field.groups import groups_of, natural
from ..rules.scale import mm
from ..rules.troops import Kind, move_distance
from .actions import Action, act, leg_word, legs_of
from .bound import (
    Bound,
    IgnoreJaeger,
    MeleePhase,
    MoveElement,
    MoveGroup,
    Movement,
    ShootingPhase,
    check,
    check_group,
    contact_pose,
    flank_pose,
    in_front_contact,
    legs_to,
    movable,
)

#: a drawn move let go with its front this near an enemy's front edge lines up flush with it (decision 4), mm
SNAP_MM = 12.0
#: the buttons that end a step, each always in its place
STEP_BUTTONS = (("end-movement", said("End the movement")),)
#: a partial pick: a group chosen by a rubber band or a Shift-click, dragged next ("group-U1-1,U1-2")
GROUP_PICK = "group"

KIND_WORDS = {
    Kind.CAVALRY: said("cavalry"),
    Kind.DISMOUNTED: said("dismounted cavalry"),
    Kind.MUSKETS: said("muskets"),
    Kind.RIFLES: said("rifles"),
    Kind.JAEGER: said("Jäger"),
    Kind.ARTILLERY: said("artillery"),
    Kind.COMMAND: said("command element"),
    Kind.CAMP: said("camp"),
}


@dataclass(frozen=True, slots=True)
class AcwChoice(Choice):
    """A legal action of ACW-BBDBA as the window knows a choice (kernel/clicks.py): ``kind`` "button" or
    "unit" (an element clicked on the table: one to move, a target shot at, an element of a melee)."""


def _top(g: Any) -> Any:
    return g.state.stack[-1] if g.state.stack and not g.over else None


# ---------------------------------------------------------------------- words
def element_words(g: Any, eid: str) -> Said | str:
    """An element as the window names it: "U1-3 (rifles)"; one gone, its id."""
    e = g.state.elements.get(eid)
    if e is None:
        return eid
    return said("{id} ({kind})", id=eid, kind=KIND_WORDS[e.kind])


def leg_words(legs: Sequence[tuple[str, float]]) -> Said:
    """A move's legs in words: "wheel 30° left, then advance 50.0 mm", "go 28.3 mm straight, 20.0 mm ahead
    and 20.0 mm left" (an advance and its oblique part); a leg too short to show (under
    0.05 mm or half a degree: a lined-up contact's slide of nothing, found playing: "slide -0.0 mm left")
    is left out beside others."""
    words: list[Said] = []
    legs = list(legs)
    aside = {k - 1: a for k, (v, a) in enumerate(legs) if v == "oblique"}  # said with the advance before it
    shown = [
        (k, v, a)
        for k, (v, a) in enumerate(legs)
        if v != "oblique" and (abs(a) >= (0.5 if v in ("turn", "wheel") else 0.05) or abs(aside.get(k, 0)) >= 0.05)
    ]
    shown = shown or [(0, *legs[0])]
    for k, verb, amount in shown:
        if verb == "advance" and abs(aside.get(k, 0.0)) >= 0.05:
            left = aside[k]
            words.append(said("go {d} mm straight, {ahead} and {aside}", d=f"{math.hypot(amount, left):.1f}",
                              ahead=said("{d} mm ahead", d=f"{amount:.1f}") if amount >= 0
                              else said("{d} mm back", d=f"{-amount:.1f}"),
                              aside=said("{d} mm left", d=f"{left:.1f}") if left >= 0
                              else said("{d} mm right", d=f"{-left:.1f}")))  # fmt: skip
        elif verb == "advance":
            words.append(said("advance {d} mm", d=f"{amount:.1f}") if amount >= 0
                         else said("go back {d} mm", d=f"{-amount:.1f}"))  # fmt: skip
        elif verb == "slide":
            words.append(said("slide {d} mm left", d=f"{amount:.1f}") if amount >= 0
                         else said("slide {d} mm right", d=f"{-amount:.1f}"))  # fmt: skip
        elif verb == "turn":
            words.append(said("turn {deg}° left", deg=f"{amount:.0f}") if amount >= 0
                         else said("turn {deg}° right", deg=f"{-amount:.0f}"))  # fmt: skip
        else:
            words.append(said("wheel {deg}° left", deg=f"{amount:.0f}") if amount >= 0
                         else said("wheel {deg}° right", deg=f"{-amount:.0f}"))  # fmt: skip
    if not words:
        return said("stay")
    out = words[0]
    for w in words[1:]:
        out = said("{first}, then {next}", first=out, next=w)
    return out


def _pips_words(g: Any, action: Action, now: bool = True) -> Said:
    """BB-PIP-1: the dice given to the side's commands in their order, while they are given (a button); in
    the log, afterwards (``now`` false), the dice in that order (the line below names the commands)."""
    top = _top(g)
    if not now or not isinstance(top, Bound):
        return said("PIPs: {dice} to the commands in their order", dice=", ".join(action.args))
    commands = top.commands(g)
    parts = [said("{n} to {command}", n=n, command=c) for c, n in zip(commands, action.args, strict=False)]
    out = parts[0] if parts else said("the dice")
    for p in parts[1:]:
        out = said("{first}, {next}", first=out, next=p)
    return said("PIPs: {dice}", dice=out)


def label(g: Any, action: Action, now: bool = True) -> Said | str:
    """An action in words, as its button says it (``now``: legal now) and the log (``now`` false: taken)."""
    verb, args = action.verb, action.args
    if verb == "pips":
        return _pips_words(g, action, now)
    if verb == "pick":
        return said("Move {e}", e=element_words(g, args[0]))
    if verb == "pick-group":
        ids = args[0].split(",")
        return said("Move the group of {command}: {ids}", command=_command_of(g, ids[0]), ids=", ".join(ids))
    if verb == "stand":
        return said("Let {e} stand this bound (no PIP spent)", e=args[0].replace(",", ", "))
    if verb == "move":
        try:
            legs = legs_of(args[1:])
        except ValueError:
            return str(action)
        return said("{e}: {legs}", e=element_words(g, args[0]), legs=leg_words(legs))
    if verb == "group":
        try:
            legs = legs_of(args[1:])
        except ValueError:
            return str(action)
        return said("The group {ids}: {legs}", ids=args[0].replace(",", ", "), legs=leg_words(legs))
    if verb == "break":
        return said("{e}: break off from the melee (BB-BREAK-1)", e=element_words(g, args[0]))
    if verb == "dismount":
        return said("{e}: dismount (BB-TYPE-7)", e=element_words(g, args[0]))
    if verb == "end-movement":
        return said("End the movement")
    if verb == "aim":
        top = _top(g)
        if isinstance(top, IgnoreJaeger) and args[1] == top.beyond:
            return said("{gun}: ignore the Jäger {j}, shoot at {t} (BB-SHOOT-8)", gun=args[0], j=top.jaeger,
                        t=element_words(g, args[1]))  # fmt: skip
        return said("{gun}: shoot at {t}", gun=args[0], t=element_words(g, args[1]))
    if verb == "shoot":
        return said("Shoot at {t}", t=element_words(g, args[0]))
    if verb == "fight":
        return said("Melee: {a} against {b}", a=element_words(g, args[0]), b=element_words(g, args[1]))
    return str(action)


def _command_of(g: Any, eid: str) -> str:
    e = g.state.elements.get(eid)
    return e.command if e is not None else ""


def describe(g: Any, action: Action) -> AcwChoice:
    """One action as its choice: its label and the elements a click on which means it."""
    verb, args = action.verb, action.args
    words = label(g, action)
    if verb == "pick":
        return AcwChoice(action, "unit", words, unit=args[0], units=(args[0],))
    if verb == "shoot":
        return AcwChoice(action, "unit", words, unit=args[0], units=(args[0],))
    if verb == "fight":
        return AcwChoice(action, "unit", words, unit=args[0], units=(args[0], args[1]))
    if verb in ("move", "break", "dismount", "stand"):
        ids = tuple(args[0].split(","))
        return AcwChoice(action, "button", words, unit=ids[0], units=ids)
    if verb in ("group", "pick-group"):
        ids = tuple(args[0].split(","))
        return AcwChoice(action, "button", words, unit=ids[0], units=ids)
    return AcwChoice(action, "button", words)


def choices(g: Any) -> list[AcwChoice]:
    """Every legal action as a choice, the step's end last."""
    made = [describe(g, a) for a in g.legal_actions()]
    return sorted(made, key=lambda c: c.action.verb.startswith("end-"))


def why_nothing(g: Any) -> str:
    text: str = g.prompt().text
    return text


def confirm_reason(g: Any, action: Action) -> str:
    """Nothing is asked first: undo takes a move back until dice are rolled."""
    return ""


def ask_first(g: Any, choice: Choice) -> str:
    return ""


def confirm_words(g: Any, choice: Choice, why: str, viewer: Any) -> tuple[str, str]:
    return "", ""


def button_group(g: Any, pending: Choice | None) -> tuple[HeldButton, ...]:
    """End the movement, always in its place."""
    if g.over:
        return ()
    return tuple((verb, words, "") for verb, words in STEP_BUTTONS)


# ---------------------------------------------------------------------- clicks
def group_of(g: Any, eid: str) -> tuple[str, ...]:
    """The group ``eid`` stands in (BB-MOVE-3: its command's elements joined to it), its ids in order;
    () where it stands alone."""
    st = g.state
    e = st.elements.get(eid)
    if e is None or e.kind in (Kind.COMMAND, Kind.CAMP):
        return ()
    same = [o for o in st.elements.values() if o.command == e.command and o.kind not in (Kind.COMMAND, Kind.CAMP)]
    for group in groups_of(same):
        if any(o.id == eid for o in group):
            return tuple(o.id for o in group)
    return ()


def picked_group(pick: Pick | None) -> tuple[str, ...]:
    """The group a rubber band or a Shift-click chose, waiting for its drag (``GROUP_PICK``)."""
    if pick is None or pick.kind != GROUP_PICK:
        return ()
    return tuple(pick.thing.split(","))


def read_band(g: Any, ids: Sequence[str]) -> Click:
    """The elements a rubber band went round (or a Shift-click's group): the active player's, a group of
    one command (BB-MOVE-3), picked as a group to drag; why not otherwise."""
    top = _top(g)
    st = g.state
    if not isinstance(top, Movement):
        return Click(why=said("a group is picked in the movement phase, before any element of it moves (BB-MOVE-3)"))
    mine = sorted((i for i in ids if i in st.elements and st.elements[i].kind not in (Kind.COMMAND, Kind.CAMP)
                   and st.elements[i].side == top.side.value), key=natural)  # fmt: skip
    if len(mine) < 2:
        return Click(why=said("a group is two or more of your elements (BB-MOVE-3)"))
    commands = {st.elements[i].command for i in mine}
    if len(commands) > 1:
        return Click(
            why=said(
                "a group is of one command; these elements are of {commands} (BB-MOVE-3)",
                commands=", ".join(sorted(commands)),
            )
        )
    joined = groups_of([st.elements[i] for i in mine])
    if len(joined) != 1 or len(joined[0]) != len(mine):
        return Click(why=said("these elements are not one group: each must touch another side to side, fronts in "
                              "line, or front to rear, all facing one way (BB-MOVE-3)"))  # fmt: skip
    for i in mine:
        why = movable(g, st.elements[i])
        if why:
            return Click(why=why)
        if in_front_contact(g, st.elements[i]):
            return Click(why=said("{e} is in melee: no element of a group may be (BB-MOVE-3)", e=i))
    ids_text = ",".join(mine)
    says = said("The group {ids}: drag one of its elements to move it as one body (BB-MOVE-4); Esc to let go",
                ids=", ".join(mine))  # fmt: skip
    return Click(pick=Pick(GROUP_PICK, ids_text), step=True, says=says, name=mine[0])


def read_click(
    g: Any,
    cs: Sequence[AcwChoice],
    pick: Pick | None = None,
    pending: Any = None,
    /,
    *,
    unit: str | None = None,
    place: str | None = None,
    border: Any = None,
    drawn: Drawn | None = None,
    alone: bool = False,
) -> Click:
    """What a click on an element (``unit``) or the bare table (``place``) means (see the module)."""
    if unit is None:
        return Click(cancel=True) if pick is not None else Click()
    if picked_group(pick) and unit in picked_group(pick):
        return Click(cancel=True)
    here = [c for c in cs if c.kind == "unit" and unit in c.units]
    if here:
        return Click(choices=tuple(here), pick=pick)
    return Click(pick=pick, why=why_element(g, unit))


def read_shift_click(g: Any, unit: str) -> Click:
    """A Shift-click on an element: its whole group picked (as a rubber band round it would)."""
    ids = group_of(g, unit)
    if not ids:
        return Click(why=said("{e} stands in no group: none of its command's elements touches it side to side "
                              "or front to rear, facing its way (BB-MOVE-3)", e=unit))  # fmt: skip
    return read_band(g, ids)


def hint(
    g: Any,
    cs: Sequence[AcwChoice],
    pick: Pick | None = None,
    /,
    *,
    unit: str | None = None,
    place: str | None = None,
    border: Any = None,
    drawn: Drawn | None = None,
) -> list[AcwChoice]:
    """What a click would find (the status bar's hint while hovering)."""
    if unit is None:
        return []
    return [c for c in cs if c.kind == "unit" and unit in c.units]


def why_element(g: Any, eid: str) -> str:
    """Why a click on ``eid`` means nothing now, with the rule."""
    st = g.state
    e = st.elements.get(eid)
    top = _top(g)
    if e is None:
        return said("{e} is no longer on the table", e=eid)
    name = element_words(g, eid)
    if isinstance(top, Bound):
        return said("First give the PIP dice to your commands: the buttons above (BB-PIP-1)")
    if isinstance(top, MoveElement):
        return said("First finish with {e}: drag its move, choose one above, or let it stand (BB-MOVE-2)",
                    e=element_words(g, top.uid))  # fmt: skip
    if isinstance(top, MoveGroup):
        return said("First move the group {ids}, or let it stand (BB-MOVE-4)", ids=top.ids.replace(",", ", "))
    if isinstance(top, Movement):
        if e.side != top.side.value:
            return said("{e} is not yours: {side} move now (BB-SEQ-1)", e=name, side=top.side.title)
        if eid in st.moved and e.kind is not Kind.CAMP:
            why = movable(g, e)
            return why or said("{e} has moved: drag it for a second move, more than 1000 paces from any enemy it "
                               "sees or along a road (BB-TAC-1)", e=name)  # fmt: skip
        return movable(g, e) or said("{e}: drag it to move it (BB-MOVE-2)", e=name)
    if isinstance(top, ShootingPhase):
        return said("{e} is no target of a shooting combat now: click a target, or choose above (BB-SHOOT-13)",
                    e=name)  # fmt: skip
    if isinstance(top, MeleePhase):
        return said("{e} fights no melee now: its front touches no enemy's front (BB-MELEE-1)", e=name)
    if isinstance(top, IgnoreJaeger):
        return said("Choose above whether {gun} ignores the Jäger (BB-SHOOT-8)", gun=top.gun)
    return said("Nothing for {e} to do now: {prompt}", e=name, prompt=g.prompt().text)


# ---------------------------------------------------------------------- drawn on the table
def draggable(g: Any, eid: str, pick: Pick | None = None) -> tuple[str, ...]:
    """What a press on ``eid`` takes hold of to draw a move: the element itself, its group (the group
    picked, by button, rubber band or Shift-click), or nothing."""
    top = _top(g)
    st = g.state
    e = st.elements.get(eid)
    if e is None or e.kind is Kind.CAMP:
        return ()
    if isinstance(top, MoveGroup):
        ids = tuple(top.ids.split(","))
        return ids if eid in ids else ()
    if isinstance(top, MoveElement):
        return (eid,) if top.uid == eid else ()
    if not isinstance(top, Movement) or e.side != top.side.value:
        return ()
    group = picked_group(pick)
    if eid in group:
        return group
    return (eid,) if not movable(g, e) and not in_front_contact(g, e) else ()


def drawn_legs(pose: Pose, travel: tuple[float, float], wheel: float = 0.0) -> list[tuple[str, float]]:
    """An element's legs drawn by a drag: wheeled first by ``wheel`` degrees (Q, E), then the pointer's
    ``travel`` (table mm) as one straight leg along its new facing, an advance and its oblique part (or a
    slide alone), each to the hundredth."""
    legs: list[tuple[str, float]] = [("wheel", round(wheel, 2))] if abs(wheel) > 1e-9 else []
    turned = pose.turned(wheel) if legs else pose
    (ax, ay), (lx, ly) = turned.ahead, turned.left
    ahead = round(travel[0] * ax + travel[1] * ay, 2)
    left = round(travel[0] * lx + travel[1] * ly, 2)
    if abs(ahead) >= 0.01:
        legs.append(("advance", ahead))
    if abs(left) >= 0.01:  # with an advance, one straight leg (found playing: measured as two, 20 + 20 for 28)
        legs.append(("oblique" if abs(ahead) >= 0.01 else "slide", left))
    return legs


#: how far short of flush a lined-up contact aims where flush is refused: its legs are written to 0.01 mm,
#: and one rounded up runs into the enemy (found playing: an element that had recoiled stood 0.00046 mm off
#: the round figure, and lining it up again was refused "through C2-10"); touching is within 0.5 mm
HAIR = 0.006


def snapped(g: Any, eid: str, legs: list[tuple[str, float]]) -> list[tuple[str, float]] | None:
    """Decision 4, closing the door: where the drawn move ends with the element's front within
    ``SNAP_MM`` of an enemy's front edge, facing it, the legs that line it up flush, front to front and
    middle to middle (BB-MOVE-7), or into the overlap position beside it (front edges in line, front
    corners meeting); or, let go within ``SNAP_MM`` of where it would stand against an enemy's flank (front
    corner on its front corner) or rear, turned to within 45 degrees of it, there; whichever lies nearer
    where it was let go, if the checks allow them; None: no enemy near, or it can't line up."""
    st = g.state
    e = st.elements[eid]
    words = tuple(leg_word(*leg) for leg in legs)
    verdict = check(g, act("move", eid, *words))[2]
    if verdict is None:
        from ..field.movement import check_move

        verdict = check_move(g.table, list(st.elements.values()), eid, legs, st.rivers)
    end = e.moved(verdict.end)
    found = []
    for o in st.elements.values():
        if o.side == e.side or o.kind in (Kind.CAMP, Kind.COMMAND):
            continue
        facing_it = abs(((end.pose.facing - o.pose.facing) % 360.0) - 180.0) <= 45.0
        if facing_it and float(end.front.distance(o.front)) <= SNAP_MM:
            for beside in (0, -1, 1):  # front to front, or the overlap at either of its front corners
                placed = contact_pose(e, o, beside)
                offset = math.dist((end.pose.x, end.pose.y), (placed.x, placed.y))
                if beside == 0 or offset <= SNAP_MM:  # an overlap only where it was let go nearly there
                    found.append((offset, beside, placed))
        # on its flank or rear (found playing: a flank contact had to be placed to half a millimetre by hand)
        for side in ("left", "right", "rear"):
            placed = flank_pose(e, o, side)
            turn = abs(((end.pose.facing - placed.facing + 180.0) % 360.0) - 180.0)
            offset = math.dist((end.pose.x, end.pose.y), (placed.x, placed.y))
            if turn <= 45.0 and offset <= SNAP_MM:
                found.append((offset, 2, placed))
    for _offset, _beside, placed in sorted(found, key=lambda f: (f[0], f[1] != 0)):
        for aim in (placed, placed.advanced(-HAIR)):  # flush, else a hair short of it
            flush = legs_of(tuple(legs_to(e, aim)))
            turns = [leg for leg in flush if leg[0] == "turn"]
            slides = [leg for leg in flush if leg[0] == "slide"]
            advances = [leg for leg in flush if leg[0] == "advance"]
            straight = [*turns, *advances, *(("oblique", a) for _v, a in slides)] if advances and slides else flush
            # straight there, or sideways first, or ahead first and sideways at the end (found playing: sliding
            # first ran into a neighbour standing beside it)
            for legs_tried in (straight, flush, [*turns, *advances, *slides]):
                if not check(g, act("move", eid, *(leg_word(*leg) for leg in legs_tried)))[0]:
                    return legs_tried
    return None


def drawn_move(g: Any, ids: Sequence[str], travel: tuple[float, float], wheel: float = 0.0) -> Action | None:
    """The action a drag of ``ids`` draws (None: nothing): a single element's legs (lined up flush where
    it ends at an enemy's front, ``snapped``); a group's one leg, a wheel (Q, E) or straight ahead or back."""
    st = g.state
    if len(ids) == 1:
        e = st.elements[ids[0]]
        legs = drawn_legs(e.pose, travel, wheel)
        if not legs:
            return None
        legs = snapped(g, e.id, legs) or legs
        return act("move", e.id, *(leg_word(*leg) for leg in legs))
    first = st.elements[ids[0]]
    if abs(wheel) > 1e-9:
        return act("group", ",".join(ids), leg_word("wheel", wheel))
    (ax, ay) = first.pose.ahead
    ahead = round(travel[0] * ax + travel[1] * ay, 2)
    if abs(ahead) < 0.01:
        return None
    drawn = act("group", ",".join(ids), leg_word("advance", ahead))
    return group_snapped(g, ids, ahead) or group_stopped(g, ids, ahead) or drawn


def group_stopped(g: Any, ids: Sequence[str], ahead: float) -> Action | None:
    """A group let go straight ahead up to ``SNAP_MM`` beyond its slowest element's move (on the road, in
    good or in difficult going) goes that full move, if the checks allow it (found playing: a line let go
    0.73 mm beyond its 50 mm was refused, "U1-2: 50.73 mm of 50.00")."""
    st = g.state
    if ahead <= 0:
        return None
    fulls = {mm(min(move_distance(st.elements[i].kind, going) or 0 for i in ids)) for going in ("road", "GG", "SG")}
    for full in sorted(fulls, reverse=True):
        if full < ahead <= full + SNAP_MM:
            action = act("group", ",".join(ids), leg_word("advance", full))
            if not check_group(g, action)[0]:
                return action
    return None


def group_snapped(g: Any, ids: Sequence[str], ahead: float) -> Action | None:
    """Decision 4 for a group: let go with a front within ``SNAP_MM`` short of an enemy's front, or as far
    beyond it, facing it, the group advances just into contact, if the checks allow it (found playing: a
    line let go 5 mm short stood there, and one let go 2 mm beyond was refused "through C1-8")."""
    st = g.state
    if ahead <= 0:
        return None
    gaps = set()
    for i in ids:
        e = st.elements[i]
        (ax, ay), (lx, ly) = e.pose.ahead, e.pose.left
        ex, ey = e.pose.advanced(e.size.depth / 2).centre
        for o in st.elements.values():
            if o.side == e.side or o.kind in (Kind.CAMP, Kind.COMMAND):
                continue
            if abs(((e.pose.facing - o.pose.facing) % 360.0) - 180.0) > 1.0:
                continue  # only fronts facing each other straight (a group advances straight ahead)
            ox, oy = o.pose.advanced(o.size.depth / 2).centre
            gap = (ox - ex) * ax + (oy - ey) * ay  # from its front to the enemy's, straight ahead
            aside = abs((ox - ex) * lx + (oy - ey) * ly)  # their fronts' middles apart along the line
            if gap > 0.01 and abs(ahead - gap) <= SNAP_MM and aside < (e.size.width + o.size.width) / 2:
                gaps.add(round(gap, 6))  # the same enemy line met by several elements: one gap
    for gap in sorted(gaps):  # the first contact on the way: flush, else a hair short of it
        for amount in dict.fromkeys((round(gap, 2), math.floor((gap - HAIR) * 100.0) / 100.0)):
            action = act("group", ",".join(ids), leg_word("advance", amount))
            if not check_group(g, action)[0]:
                return action
    return None


def verdict_of(g: Any, action: Action) -> tuple[str, int, dict[str, Pose], float, str]:
    """What the checks say of a drawn move: why not ("" where it may), its PIPs, where each element
    ends, its length in mm (a group's: 0) and its going."""
    if action.verb == "group":
        why, cost, verdict = check_group(g, action)
        ends = dict(verdict.ends) if verdict is not None and verdict.ends else {}
        verb, amount = legs_of(action.args[1:])[0]
        length = abs(amount) if verb == "advance" else 0.0  # a wheel: each element's own arc
        return why, cost, ends, length, verdict.going if verdict is not None else ""
    why, cost, verdict = check(g, action)
    if verdict is None:
        return why, cost, {}, 0.0, ""
    return why, cost, {action.args[0]: verdict.end}, verdict.length, verdict.going


def read_drop(g: Any, action: Action) -> Click:
    """A move drawn on the table and let go: its choice where the checks allow it, else why not."""
    why = verdict_of(g, action)[0]
    if why:
        return Click(why=why)
    if not g.is_legal(action):
        return Click(why=g.ruleset.why_illegal(g, action))
    return Click(choices=(describe(g, action),))
