"""Where a unit may go in one march (NS-MOVE-4..10, NS-JUMP): every
distinct path of boxes, with what it means (a jump, a river crossing at
its end, a stop in an enemy box). Pure queries on the board.

A path is the unit's box, then one box per line. Where two boxes are
joined by lines of several kinds, a path of boxes is legal if some choice
of lines makes it legal; of those, the one that does not enter the last box
across a river is taken (NS-MOD-3: crossing only ever hurts the attacker)
[interpretation, docs/nordensueden-interpretations.md].
"""

from __future__ import annotations

from typing import NamedTuple

from .board import NSBoard
from .boxmap import Link, LinkKind
from .pieces import Arm
from .sides import Side
from .state import Unit
from .tables import boxes_per_march

LAND = (LinkKind.ROAD, LinkKind.RAIL)


class Path(NamedTuple):
    boxes: tuple[str, ...]  # the unit's box first
    jump: bool  # passes through a box holding enemy units (NS-JUMP)
    crossed: bool  # enters its last box across a blue side (NS-MOD-3)
    stops: bool  # ends in a box holding enemy units (NS-MOVE-8)


def first_line_reach(g: NSBoard, unit: Unit, link: Link) -> int:
    """How many lines a march starting along ``link`` may cover (T4): for
    infantry on a railroad, 2 only while the railroad is own (NS-MOVE-5)."""
    return boxes_per_march(unit.kind.arm, link.kind, g.own_railroad(link, unit.side))


def second_line_ok(g: NSBoard, unit: Unit, first: Link, second: Link) -> bool:
    """NS-MOVE-6 and T4 for a march's second line: infantry keeps to one kind
    of line (a rail march of two lines needs both own, NS-MOVE-5; a road
    march is one line); cavalry mixes road and railroad but not river."""
    side = unit.side
    if unit.kind.arm is Arm.CAVALRY:
        return (first.kind is LinkKind.RIVER) == (second.kind is LinkKind.RIVER)
    if first.kind is not second.kind:
        return False
    if first.kind is LinkKind.ROAD:
        return False
    if first.kind is LinkKind.RAIL:
        return g.own_railroad(first, side) and g.own_railroad(second, side)
    return True  # river: two lines


def jump_ok(g: NSBoard, unit: Unit, b1: str, b2: str, first: Link, second: Link) -> bool:
    """The rules file's program test (NS-JUMP-1..3) for b0 -> b1 -> b2 with
    enemy units in b1: b2 holds none, the unit has not jumped this player
    turn, and either a cavalry jump (both lines road or railroad, no enemy
    cavalry in b1) or a Union river jump (both lines river, both downstream)."""
    side = unit.side
    if unit.jumped or g.enemy_in(b2, side):
        return False
    if unit.kind.cavalry and first.kind in LAND and second.kind in LAND and not g.enemy_cavalry_in(b1, side):
        return True
    return (
        side is Side.USA
        and first.kind is LinkKind.RIVER
        and second.kind is LinkKind.RIVER
        and first.flows_to(b1)
        and second.flows_to(b2)
    )


def paths(g: NSBoard, unit: Unit) -> dict[tuple[str, ...], Path]:
    """Every distinct path ``unit`` may take in one march from its box
    (not asking whether it may march at all: movement.py does)."""
    side, b0 = unit.side, unit.box
    m = g.map
    out: dict[tuple[str, ...], Path] = {}

    def keep(p: Path) -> None:
        old = out.get(p.boxes)
        if old is None or (old.crossed and not p.crossed):
            out[p.boxes] = p

    for first in m.links_at(b0):
        if not first.open_to(side):  # the Potomac (NS-MOVE-10)
            continue
        b1 = first.other(b0)
        enemy1 = g.enemy_in(b1, side)
        keep(Path((b0, b1), False, first.crosses_into(b1), enemy1))
        if first_line_reach(g, unit, first) < 2:
            continue
        for second in m.links_at(b1):
            if not second.open_to(side):
                continue
            b2 = second.other(b1)
            if b2 == b0 or not second_line_ok(g, unit, first, second):
                continue
            if enemy1 and not jump_ok(g, unit, b1, b2, first, second):
                continue
            keep(Path((b0, b1, b2), enemy1, second.crosses_into(b2), g.enemy_in(b2, side)))
    return out
