"""Hidden orders binding a unit (games/finsterland/field/orders.py; FL-ORD,
D12 strict): "H C4" read and written, a sector reached by more than half the
models, each move closer until then, a holding unit staying, charges only
once there (and holding, only at enemies in the sector)."""

from __future__ import annotations

import pytest

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.games.finsterland.field.orders import (
    Order,
    Task,
    distance_to,
    may_charge,
    may_turn_instead,
    move_allowed,
    reached,
)
from gettysburg_desktop.games.finsterland.rules.formation import INFANTRY_BASE, Formation

TABLE = Table(48, 48, sector=8)  # C4: x 24-32, y 16-24


def block(x, y):
    return Formation(Pose(x, y, 90), INFANTRY_BASE, 6, 12)  # 6 x 2, front edge at y


def test_an_order_is_written_as_the_battle_plan_writes_it_FL_ORD_1():
    order = Order.parse("H C4")
    assert (order.task, order.sector, str(order)) == (Task.HOLD, "C4", "H C4")
    for bad in ("X C4", "H", "H c4", "HC4"):
        with pytest.raises(ValueError, match="FL-ORD-1"):
            Order.parse(bad)


def test_a_sector_is_reached_when_more_than_half_of_the_models_stand_in_it_D12():
    assert reached(TABLE, block(28, 18), "C4")  # wholly inside
    assert not reached(TABLE, block(28, 17), "C4")  # its rear rank at y 15-16: 6 of 12, not more than half
    assert reached(TABLE, block(28, 17.6), "C4")  # the rear rank 0.6 inside: all 12
    assert distance_to(TABLE, block(28, 10), "C4") == pytest.approx(7.0)  # centre at y 9 to the sector's edge at 16


def test_until_there_each_move_ends_closer_and_no_charge_then_holding_keeps_it_there():
    order = Order(Task.HOLD, "C4")
    start = block(28, 6)
    assert move_allowed(TABLE, order, start, start.advanced(4))[0]
    away = Formation(Pose(28, 6, 270), INFANTRY_BASE, 6, 12)  # facing south, away from C4
    allowed, why = move_allowed(TABLE, order, away, away.advanced(2))
    assert not allowed and "closer to C4" in why and "(D12)" in why
    # instead of moving it may turn (or re-form), but not in two successive rounds unless its way is blocked
    assert may_turn_instead(turned_last_round=False) and not may_turn_instead(turned_last_round=True)
    assert may_turn_instead(turned_last_round=True, way_blocked=True)
    assert not may_charge(order, reached(TABLE, start, order.sector), target_in_sector=True)[0]
    there = block(28, 20)
    assert not move_allowed(TABLE, order, there, there.advanced(6))[0]  # out of C4: a hold keeps it
    assert may_charge(order, reached(TABLE, there, order.sector), target_in_sector=True)[0]
    assert not may_charge(order, reached(TABLE, there, order.sector), target_in_sector=False)[0]
    attack = Order(Task.ATTACK, "C4")
    assert (
        move_allowed(TABLE, attack, there, there.advanced(6))[0]
        and may_charge(attack, reached(TABLE, there, attack.sector), False)[0]
    )
