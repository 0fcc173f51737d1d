"""An officer's order written at the set-up (FL-SPEC-4, D27): after its
units' orders a side gives each officer an order to carry to a unit, or
none; in the window, by a click on the officer, the unit, its task and the
sector, as a messenger's."""

from __future__ import annotations

import pytest
from fl_battles import new_game

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.games.finsterland.game.scenario import Deployed
from gettysburg_desktop.games.finsterland.game.sides import Side
from gettysburg_desktop.games.finsterland.rules.formation import Order
from gettysburg_desktop.kernel.gateway import IllegalAction

UNITS = (
    Deployed("S1", "south", "light infantry", "Jäger", 12, Order.BLOCK, 6, Pose(23, 7, 90)),
    Deployed("S2", "south", "officer", "Hauptmann Brandt", 1, poses=(Pose(30, 3, 90),)),
    Deployed("N1", "north", "light infantry", "Light", 24, Order.BLOCK, 6, Pose(23, 44, 270)),
)


def test_after_its_units_orders_a_side_gives_its_officer_an_order_to_carry_or_none():
    g = new_game(units=UNITS, table=Table(48, 48, sector=8))
    g.apply("order S1 A C3")
    assert g.prompt().step == "orders" and g.prompt().rule == "FL-SPEC-4" and g.deciding_side() is Side.SOUTH
    assert [str(a) for a in g.legal_actions()] == ["end-officers"]  # asked, not taken alone
    with pytest.raises(IllegalAction, match="no officer of South"):
        g.apply("dispatch S1 S1 H C4")
    events = g.apply("dispatch S2 S1 H C4")
    assert any(e.kind == "dispatch" and e.public_text == "Hauptmann Brandt sets off with an order" for e in events)
    assert g.deciding_side() is Side.NORTH  # his order written, South's set-up is done
    assert g.state.dispatches["S2"].unit == "S1"
