"""Where a unit may go in one march (NS-MOVE-4..10, NS-JUMP): every
distinct path of boxes, with what it means (a jump, a river crossing at
its end, a stop in an enemy box). Pure queries on the board; the lines a march may take on the map
alone are reach.py's (the editor's Rules' view walks the same).

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
from .reach import march_lines
from .sides import Side
from .state import Unit

LAND = (LinkKind.ROAD, LinkKind.RAIL)


class Path(NamedTuple):
    boxes: tuple[str, ...]  # the unit's box first
    jump: bool  # passes through a box holding enemy units (NS-JUMP)
    crossed: bool  # enters its last box across a blue side (NS-MOD-3)
    stops: bool  # ends in a box holding enemy units (NS-MOVE-8)


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
    out: dict[tuple[str, ...], Path] = {}

    def keep(p: Path) -> None:
        old = out.get(p.boxes)
        if old is None or (old.crossed and not p.crossed):
            out[p.boxes] = p

    for first, second in march_lines(g.map, b0, unit.kind.arm, side, lambda link: g.own_railroad(link, side)):
        b1 = first.other(b0)
        enemy1 = g.enemy_in(b1, side)
        if second is None:
            keep(Path((b0, b1), False, first.crosses_into(b1), enemy1))
            continue
        b2 = second.other(b1)
        if enemy1 and not jump_ok(g, unit, b1, b2, first, second):
            continue
        keep(Path((b0, b1, b2), enemy1, second.crosses_into(b2), g.enemy_in(b2, side)))
    return out
