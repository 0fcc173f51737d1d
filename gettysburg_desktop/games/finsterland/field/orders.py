"""Hidden orders and how they bind a unit's move (FL-ORD, D12, strict by
default): an order is a target sector and a task, Hold, Attack or Special.

- A unit has reached its sector when more than half of its models stand in it.
- Before that, each move must end strictly closer to the sector (from the
  unit's centre to the nearest point of the sector); it may change
  formation or turn instead, but not in two successive rounds unless its
  way is blocked; it may not charge.
- Hold: once there, it keeps more than half of its models in the sector,
  and charges only enemy units with a model in it.
- Attack: once there, it may leave; it may charge any enemy unit.
- Special: once there, it does its task, then holds (FL-ORD-7).

Orders are written as the battle plan writes them: "H C4" (FL-ORD-1).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

import shapely

from gettysburg_desktop.boards.table.bases import EPS
from gettysburg_desktop.boards.table.table import Table

from ..rules.formation import Formation
from .bodies import ground, model_bases


class Task(str, Enum):  # noqa: UP042 - str() is the file's word
    """FL-ORD-2 to FL-ORD-4."""

    HOLD = "H"
    ATTACK = "A"
    SPECIAL = "S"


_WRITTEN = re.compile(r"^([HAS]) ([A-Z]+[1-9][0-9]*)$")


@dataclass(frozen=True)
class Order:
    """A unit's hidden order: its task and its target sector ("H C4")."""

    task: Task
    sector: str

    def __str__(self) -> str:
        return f"{self.task.value} {self.sector}"

    @classmethod
    def parse(cls, text: str) -> Order:
        m = _WRITTEN.match(text.strip())
        if m is None:
            raise ValueError(f"{text!r} is no order: a task H, A or S and a sector, such as 'H C4' (FL-ORD-1)")
        return cls(Task(m.group(1)), m.group(2))


def models_in(table: Table, unit: Formation, sector: str) -> int:
    """How many of the unit's models stand in the sector (more than half of the base inside)."""
    square = table.sector_named(sector)
    if not ground(unit).intersects(square):
        return 0
    return sum(1 for b in model_bases(unit) if b.intersection(square).area > b.area / 2 + EPS)


def reached(table: Table, unit: Formation, sector: str) -> bool:
    """More than half of the unit's models stand in the sector (D12)."""
    return 2 * models_in(table, unit, sector) > unit.models


def distance_to(table: Table, unit: Formation, sector: str) -> float:
    """From the unit's centre to the nearest point of the sector (D12)."""
    return float(shapely.Point(unit.centre).distance(table.sector_named(sector)))


def move_allowed(table: Table, order: Order, before: Formation, after: Formation) -> tuple[bool, str]:
    """Whether a move from ``before`` to ``after`` keeps the unit's order, and why not (D12)."""
    if not reached(table, before, order.sector):
        if distance_to(table, after, order.sector) < distance_to(table, before, order.sector) - EPS:
            return True, ""
        if reached(table, after, order.sector):
            return True, ""
        return False, f"its order is {order}: each move must end closer to {order.sector} until it is there (D12)"
    if order.task is not Task.ATTACK and not reached(table, after, order.sector):
        return False, f"its order is {order}: it keeps more than half of its models in {order.sector} (D12)"
    return True, ""


def may_turn_instead(turned_last_round: bool, way_blocked: bool = False) -> bool:
    """Until it reaches its sector a unit may turn or re-form instead of
    moving closer, but not in two successive rounds unless its way is blocked (D12)."""
    return not turned_last_round or way_blocked


def may_charge(order: Order, has_reached: bool, target_in_sector: bool) -> tuple[bool, str]:
    """Whether the unit may charge (D12): not before it has reached its
    sector (once, at any time: an attacking unit may leave it since);
    holding, only an enemy with a model in the sector; attacking, any."""
    if not has_reached:
        return False, f"its order is {order}: it charges only once it has reached {order.sector} (D12)"
    if order.task is Task.ATTACK or target_in_sector:
        return True, ""
    return False, f"its order is {order}: holding, it charges only enemies with a model in {order.sector} (D12)"
