"""Officers (FL-SPEC-4, D27) through the gateway: an officer touching a unit
re-forms it as part of its move, and it may then still move but not charge
that round; an officer carries an order from the staff to a unit he touches
and stays there."""

from __future__ import annotations

import pytest
from fl_battles import new_game

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.games.finsterland.game.scenario import Deployed
from gettysburg_desktop.games.finsterland.rules.formation import Formation, Order
from gettysburg_desktop.kernel.gateway import IllegalAction

OPEN = Table(48, 48, sector=8)
STAFF = Deployed("S1", "south", "command staff", "Stab", 6, Order.BLOCK, 6, Pose(10, 3, 90))  # x 7-13, y 2-3
JAEGER = Deployed("S2", "south", "light infantry", "Jäger", 12, Order.BLOCK, 6, Pose(23, 7, 90))  # x 20-26, y 5-7
OFFICER = Deployed("S3", "south", "officer", "Hauptmann Brandt", 1, poses=(Pose(23, 4.5, 90),))  # at its rear
ENEMY = Deployed("N1", "north", "light infantry", "Light", 24, Order.BLOCK, 6, Pose(23, 20, 270))


def game(*units):
    g = new_game(units=units, table=OPEN)
    while g.prompt().step == "orders":
        if str(g.legal_actions()[0]) == "end-officers":  # no order for the officer at the set-up
            g.apply("end-officers")
            continue
        uid = g.legal_actions()[0].args[0]
        g.apply(f"order {uid} A C3" if uid.startswith("S") else f"order {uid} H C3")
    return g


def test_an_officer_touching_a_unit_re_forms_it_as_part_of_its_move_and_it_moves_on_but_does_not_charge():
    g = game(STAFF, JAEGER, OFFICER, ENEMY)
    g.apply("pick S2")
    g.apply("form S2 line 12")
    jaeger = g.state.units["S2"]
    assert isinstance(jaeger.body, Formation) and jaeger.body.files == 12
    assert g.prompt().step == "movement" and "move Jäger" in g.prompt().text  # still its move
    with pytest.raises(IllegalAction, match=r"was re-formed this round already.*FL-SPEC-4"):
        g.apply("form S2 block")
    g.apply("move S2 a5.00")  # front 7 -> 12: 8" from Light, within charge reach
    assert jaeger.body.front.y == pytest.approx(12)
    text = "\n".join(g.log_text(None))
    assert "Jäger: line 12, re-formed by Hauptmann Brandt: it may still move, not charge (FL-SPEC-4)" in text
    g.apply("end-movement")
    while g.prompt().step in ("beschuss", "schiessen"):
        g.apply("end-fire")
    assert not any(a.verb == "charge" and a.args[0] == "S2" for a in g.legal_actions())


def test_without_an_officer_a_change_of_formation_is_the_whole_move():
    g = game(STAFF, JAEGER, ENEMY)
    g.apply("pick S2")
    g.apply("form S2 line 12")
    assert "move Jäger" not in g.prompt().text  # its move is over (FL-FORM-6)


def test_an_officer_carries_an_order_from_the_staff_and_hands_it_to_the_unit_he_touches():
    at_staff = Deployed("S3", "south", "officer", "Hauptmann Brandt", 1, poses=(Pose(13.5, 2.5, 90),))
    g = game(STAFF, JAEGER, at_staff, ENEMY)
    g.apply("dispatch S3 S2 H C4")
    g.apply("move S3 m6.00,3.50")  # to (19.5, 6): touching the Jäger's left flank
    assert "deliver S3" in map(str, g.legal_actions())
    g.apply("deliver S3")
    assert str(g.state.orders["S2"]) == "H C4"
    assert g.state.units["S3"].body.poses[0].x == pytest.approx(19.5)  # he stays with the unit
