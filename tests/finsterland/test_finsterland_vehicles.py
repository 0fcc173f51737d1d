"""Vehicles in the game (FL-VEH, D25): a tank or a walker that drives into
contact rams with its front (FL-VEH-3), fights as one model in the rounds
after, keeps its knock-outs in melee as under fire (FL-HIT-6, FL-VEH-4),
and an F hit holds it for its owner's next movement step (FL-VEH-2).
Played through the gateway on the tests' small table."""

from __future__ import annotations

import pytest
from fl_battles import new_game

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.games.finsterland.game.scenario import Deployed
from gettysburg_desktop.games.finsterland.rules.formation import Order
from gettysburg_desktop.games.finsterland.rules.hits import Immobilised
from gettysburg_desktop.kernel.gateway import IllegalAction

OPEN = Table(48, 48, sector=8)


def pass_until(g, round_number):
    """Both players stand, hold and end their steps until ``round_number`` begins."""
    while g.state.round < round_number and not g.over:
        acts = [str(a) for a in g.legal_actions()]
        g.apply(next((a for a in acts if a.split()[0] in ("end-movement", "hold", "end-fire", "end-charges",
                                                          "end-scouting", "stand")), acts[0]))  # fmt: skip


def test_FL_VEH_3_a_tank_driving_into_a_block_rams_every_model_at_its_front_then_fights_as_one_model():
    units = (
        Deployed("S1", "south", "tank", "Panzer", 1, poses=(Pose(23, 10, 90),)),
        Deployed("N1", "north", "light infantry", "Light", 24, Order.BLOCK, 6, Pose(23, 20, 270)),
    )
    g = new_game(units=units, table=OPEN)
    g.apply("order S1 A C3")
    g.apply("order N1 H C3")
    g.apply("move S1 a8.50")  # the tank's front edge 11.5 -> 20, x 22-24: two of the block's front models
    pass_until(g, 2)
    text = "\n".join(g.log_text(None))
    assert "Panzer on Light: rams 2 at its front = 2 hits (FL-VEH-3)" in text
    assert "Light on Panzer: 2 touching = 2 hits; F armour holds -> 0" in text  # FL-MEL-4
    assert g.state.units["N1"].models == 22 and g.state.units["S1"].models == 1
    pass_until(g, 3)  # round 2: still in contact, the tank did not drive into it: one model, one hit
    later = "\n".join(g.log_text(None)).split("Round 2:")[1]
    assert "Panzer on Light: 1 touching = 1 hit (FL-MEL-2)" in later
    assert g.state.units["N1"].models == 21


def test_FL_VEH_2_a_walkers_ram_knocks_a_tank_out_twice_and_holds_it_for_its_owners_next_movement():
    """FL-VEH-5: the walker's 4 F hits on one tank knock it out twice (armour 2F, structure 4, FL-HIT-6),
    so 4 more are needed; the F damage holds the tank through round 2, its owner's next movement (D25)."""
    units = (
        Deployed("S1", "south", "walker", "Läufer", 1, poses=(Pose(23, 10, 90),)),
        Deployed("N1", "north", "tank", "Panzer", 1, poses=(Pose(23, 20, 270),)),
    )
    g = new_game(units=units, table=OPEN)
    g.apply("order N1 H C3")  # the walker is a single model: no order (FL-VEH-6)
    g.apply("move S1 a8.00")  # the walker's front 10.5 -> 18.5, the tank's front edge
    pass_until(g, 2)
    text = "\n".join(g.log_text(None))
    assert "Läufer on Panzer: (rams 1 at its front) x 4 = 4 hits (FL-VEH-3)" in text
    assert "Panzer on Läufer: 1 touching = 1 hit; F armour holds -> 0" in text  # the walker's armour 2F
    assert "Panzer: 4 hits, armour 2F, structure 4: 2 knocked out, 0 taken off" in text
    tank = g.state.units["N1"]
    assert tank.knocked == (2,) and tank.models == 1  # two knock-outs of four: still on the table
    assert tank.immobilised == Immobilised(1, 2)
    assert "Panzer is damaged by Treffer F and cannot move until after round 2" in text
    assert not tank.may_drive(2) and tank.may_drive(3)


def test_FL_VEH_2_a_held_vehicle_is_refused_its_move_with_the_round_it_may_move_again():
    units = (
        Deployed("S1", "south", "light infantry", "Light", 12, Order.BLOCK, 6, Pose(10, 5, 90)),
        Deployed("N1", "north", "tank", "Panzer", 1, poses=(Pose(30, 40, 270),)),
    )
    g = new_game(units=units, table=OPEN)
    g.apply("order S1 H A2")
    g.apply("order N1 A C3")
    g.state.units["N1"].immobilised = Immobilised(1, 2)  # as an F hit in round 1's Beschuss leaves it
    pass_until(g, 2)
    assert g.state.active.value == "north"
    with pytest.raises(
        IllegalAction, match=r"damaged by Treffer F in round 1: it cannot move until after round 2.*FL-VEH-2"
    ):
        g.apply("move N1 a4.00")
    where = g.state.units["N1"].body
    g.apply("pick N1")  # standing is all it may do: taken as the only choice
    assert g.state.units["N1"].body == where and "Panzer stands" in "\n".join(g.log_text(None))
    pass_until(g, 4)  # round 4 is North's again: the tank drives
    assert g.is_legal(g.parse("move N1 a4.00"))


def test_FL_VEH_3_a_tank_that_moved_charges_straight_ahead_and_its_ram_reaches_three_deep():
    """FL-CHG-1, FL-CHG-5, FL-VEH-3: a tank is a unit that moved, so it may charge; its ram hits the two
    models at its front and, with Tiefe 3, the two ranks behind each of them: 6 hits."""
    units = (
        Deployed("S1", "south", "tank", "Panzer", 1, poses=(Pose(23, 10, 90),)),
        Deployed("N1", "north", "light infantry", "Light", 24, Order.BLOCK, 6, Pose(23, 25, 270)),
    )
    g = new_game(units=units, table=OPEN)
    g.apply("order S1 A B3")  # reached at once: it may charge (D12)
    g.apply("order N1 H D3")
    g.apply("move S1 a4.00")  # the hull's front 11.5 -> 15.5, 9.5" from Light's front
    while g.prompt().step == "beschuss":
        g.apply("end-fire")
    assert "charge S1 N1" in map(str, g.legal_actions())
    g.apply("charge S1 N1")
    text = "\n".join(g.log_text(None))
    assert "Panzer charges Light" in text
    assert "Panzer on Light: rams 2 at its front + 4 behind = 6 hits (FL-CHG-5) (FL-VEH-3)" in text
    assert g.state.units["S1"].body.poses[0].y == pytest.approx(23.5)  # its front flush with Light's at 25
    assert g.state.units["N1"].models == 18


def test_a_rams_count_and_the_knock_outs_read_in_german_in_the_window(qapp):
    """The melee's and the armour's count lines are the window's words (game/log_words.py), not English
    built in the rules: a walker's ram on a tank in German, in the Panzerung and Treffer of the rulebook."""
    from gettysburg_desktop.display.translate import LANGS, shown

    units = (
        Deployed("S1", "south", "walker", "Läufer", 1, poses=(Pose(23, 10, 90),)),
        Deployed("N1", "north", "tank", "Panzer", 1, poses=(Pose(23, 20, 270),)),
    )
    g = new_game(units=units, table=OPEN)
    g.apply("order N1 H C3")
    events = g.apply("move S1 a8.00")
    from fractions import Fraction

    from gettysburg_desktop.games.finsterland.game.log_words import morale_terms

    try:
        assert LANGS.install("de")
        lines = [shown(e.text) for e in events if e.kind in ("melee", "hits")]
        morale = shown(morale_terms([("losses", Fraction(-2), "FL-MOR-2"), ("psychology", Fraction(-2), "FL-MOR-7")]))
    finally:
        LANGS.install("en")
    assert morale == "Verluste -2, Psychologie -2"  # a morale test's terms (T12)
    assert "Läufer gegen Panzer: (rammt 1 an seiner Front) x 4 = 4 Treffer" in lines
    assert "Panzer: 4 Treffer, Panzerung 2F, Struktur 4: 2 ausgeschaltet, 0 entfernt" in lines
