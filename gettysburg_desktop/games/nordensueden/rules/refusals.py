"""Why an action is not legal now, with its NS- rule id
(``Ruleset.why_illegal``): the reason the rules give for a unit that cannot
go along a path (too far T4, one kind of line NS-MOVE-6, own railroads
NS-MOVE-5, two marches NS-MOVE-7, stopped NS-MOVE-8, the Potomac
NS-MOVE-10, the jump conditions NS-JUMP, ...), cannot fortify (NS-FORT),
move by sea (NS-SEA), be recruited (NS-RECR) or promoted (NS-PROM). None
when this module has nothing better to say than the kernel's general
refusal (what is asked now and the legal alternatives)."""

from __future__ import annotations

import itertools

from gettysburg_desktop.kernel.said import said

from .actions import Action, path_of
from .battle import why_illegal as battle_why_illegal
from .board import NSBoard
from .boxmap import LinkKind
from .fortification import why_not_fortify
from .marches import LAND, jump_ok, paths
from .movement import BY_SEA, NO_MARCHES, March, Movement, why_unit_cannot_march
from .recruitment import Recruitment, why_not_recruit
from .sea import why_not_land, why_not_sea
from .sides import Side
from .state import Unit

NOT_A_UNIT = said("{unit}: no such unit")
NOT_YOURS = said("{unit} is not a unit of the {side}")
OFF_MAP = said("{unit} is not on the map")
NOT_IN_MARCH = said("{unit} is not in {box}, the box this march started from (NS-MOVE-3)")
ACTED = said("{unit} has already taken part in this march (NS-MOVE-3)")
START = said("a path starts at the unit's box, {box}")
TOO_FAR = said("no march goes further than two boxes (T4, NS-MOVE-4)")
NO_LINE = said("{a} and {b} are not joined by a line (NS-MOVE-3)")
POTOMAC = said("the Confederacy may never use the Potomac (NS-MOVE-10)")
BACK = said("a march does not come back to the box it started from")
ROAD_ONE = said("infantry moves only one box by road (T4, NS-MOVE-4)")
ONE_KIND = said("infantry uses only one kind of line in a march (NS-MOVE-6)")
CAV_RIVER = said("cavalry does not mix river with road or railroad in a march (NS-MOVE-6)")
ENEMY_RAIL = said(
    "infantry goes two boxes by railroad only along its own railroads, both ends owned by its side (NS-MOVE-5)"
)
STOP = said("{box} holds enemy units: a unit entering it must stop there (NS-MOVE-8)")
JUMPED = said("{unit} has made its one jump this player turn (NS-JUMP-3)")
JUMP_END = said("a jump may not end in a box holding enemy units (NS-JUMP-1)")
JUMP_CAVALRY = said("a cavalry jump may not pass through a box holding enemy cavalry (NS-JUMP-1, NS-JUMP-3)")
JUMP_WHO = said(
    "only cavalry jumps along roads and railroads, and only the Union jumps along rivers, downstream on both lines (NS-JUMP-1, NS-JUMP-2)"
)
NO_MARCH_BOX = said("no unit of yours in {box} can move or fortify now (NS-MOVE-3, NS-MOVE-7)")
NOT_IN_MARCH_STEP = said("start a march from a box first (NS-MOVE-3)")
IN_MARCH = said("finish the march from {box} first (end-march) (NS-MOVE-3)")
CANNOT_PROMOTE = said(
    "{unit} cannot be promoted: elite units are not promoted, and a counter of the next quality must be left (NS-PROM-1, NS-PROM-5)"
)


def why_illegal(g: NSBoard, action: Action) -> str | None:
    in_battle = battle_why_illegal(g, action)
    if in_battle:
        return in_battle
    st = g.state
    top = st.stack[-1] if st.stack else None
    v = action.verb
    reason = None
    try:
        if v in ("move", "fortify") and isinstance(top, March):
            reason = _why_not_in_march(g, top, action)
        elif v in ("move", "fortify") and isinstance(top, Movement):
            unit = _unit(g, action.args[0], top.side)
            reason = (why_unit_cannot_march(unit) if isinstance(unit, Unit) else unit) or NOT_IN_MARCH_STEP
        elif v in ("march", "sea", "land", "end-movement") and isinstance(top, March):
            reason = said(IN_MARCH.template, box=g.box_name(top.box))
        elif v == "march" and isinstance(top, Movement):
            reason = _why_not_march(g, top.side, action.args[0])
        elif v in ("sea", "land") and isinstance(top, Movement):
            reason = _why_not_sea(g, top.side, action)
        elif v == "recruit" and isinstance(top, Recruitment):
            reason = why_not_recruit(g, top.side, action.args[0], action.args[1])
        elif v == "promote":
            unit = _unit(g, action.args[0], getattr(top, "side", st.phasing))
            if isinstance(unit, Unit) and not g.can_promote(unit):
                reason = said(CANNOT_PROMOTE.template, unit=unit.id)
            elif not isinstance(unit, Unit):
                reason = unit
    except (KeyError, IndexError):
        reason = None
    if not reason:
        return None
    base = f"{action}: not legal: {reason}"
    return base


def _unit(g: NSBoard, unit_id: str, side: Side) -> Unit | str:
    unit = g.state.units.get(unit_id)
    if unit is None:
        return said(NOT_A_UNIT.template, unit=unit_id)
    if unit.side is not side:
        return said(NOT_YOURS.template, unit=unit_id, side=side.title)
    if unit.box is None:
        return said(OFF_MAP.template, unit=unit_id)
    return unit


def _why_not_march(g: NSBoard, side: Side, box: str) -> str | None:
    if g.state.marches_left <= 0:
        return NO_MARCHES
    if box not in g.map.box:
        return said("{box}: no such box", box=box)
    units = g.units_in(box, side)
    if not units:
        return said(NO_MARCH_BOX.template, box=g.box_name(box))
    for u in units:
        why = why_unit_cannot_march(u)
        if why:
            return why
    return said(NO_MARCH_BOX.template, box=g.box_name(box))


def _why_not_sea(g: NSBoard, side: Side, action: Action) -> str | None:
    unit = _unit(g, action.args[0], side)
    if not isinstance(unit, Unit):
        return unit
    if g.state.marches_left <= 0:
        return NO_MARCHES
    why = why_unit_cannot_march(unit)
    if why:
        return why
    port = action.args[1]
    return why_not_land(g, unit, port) if action.verb == "land" else why_not_sea(g, unit, port)


def _why_not_in_march(g: NSBoard, march: March, action: Action) -> str | None:
    unit = _unit(g, action.args[0], march.side)
    if not isinstance(unit, Unit):
        return unit
    if unit.box != march.box:
        return said(NOT_IN_MARCH.template, unit=unit.id, box=g.box_name(march.box))
    if unit.id in march.acted:
        return said(ACTED.template, unit=unit.id)
    why = why_unit_cannot_march(unit)
    if why:
        return why
    if action.verb == "fortify":
        return why_not_fortify(g, unit)
    if unit.by_sea:
        return said(BY_SEA.template, unit=unit.id)
    return why_not_path(g, unit, path_of(action.args[1]))


def why_not_path(g: NSBoard, unit: Unit, boxes: tuple[str, ...]) -> str | None:
    """Why ``unit`` may not march along ``boxes`` (None: it may)."""
    if boxes in paths(g, unit):
        return None
    side, m = unit.side, g.map
    if boxes[0] != unit.box:
        return said(START.template, box=unit.box)
    if len(boxes) < 2:
        return said("a path names the unit's box and at least one more")
    if len(boxes) > 3:
        return TOO_FAR
    for a, b in itertools.pairwise(boxes):
        if b not in m.box:
            return said("{box}: no such box", box=b)
        links = m.links_between(a, b)
        if not links:
            return said(NO_LINE.template, a=m.box[a].name, b=m.box[b].name)
        if not any(link.open_to(side) for link in links):
            return POTOMAC
    if len(boxes) == 3:
        b0, b1, b2 = boxes
        if b2 == b0:
            return BACK
        firsts = [link for link in m.links_between(b0, b1) if link.open_to(side)]
        seconds = [link for link in m.links_between(b1, b2) if link.open_to(side)]
        if g.enemy_in(b1, side):
            if unit.jumped:
                return said(JUMPED.template, unit=unit.id)
            if g.enemy_in(b2, side):
                return JUMP_END
            if any(jump_ok(g, unit, b1, b2, f, s) for f in firsts for s in seconds):
                return None  # pragma: no cover - then the path is legal
            if unit.kind.cavalry and any(f.kind in LAND and s.kind in LAND for f in firsts for s in seconds):
                return JUMP_CAVALRY
            return JUMP_WHO
        if unit.kind.cavalry:
            return CAV_RIVER
        kinds = {(f.kind, s.kind) for f in firsts for s in seconds}
        same = [k for k in kinds if k[0] is k[1]]
        if not same:
            return ONE_KIND
        if all(k[0] is LinkKind.ROAD for k in same):
            return ROAD_ONE
        return ENEMY_RAIL
    return None
