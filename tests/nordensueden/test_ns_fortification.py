"""Fortifying (NS-FORT-1..4): one march in a recruitment box, two of the
same player turn elsewhere; the marker on the unit, gone when it leaves;
the four permanent fortifications."""

from __future__ import annotations

import pytest
from ns_maps import C, m2_map, sea_map
from ns_positions import finish_player_turn, legal, position

from gettysburg_desktop.games.nordensueden.rules.fortification import why_not_fortify
from gettysburg_desktop.kernel.gateway import IllegalAction


def test_one_march_in_a_recruitment_box():
    g = position(sea_map(), {"usa-1": ("MI", "new-york"), "usa-2": ("MI", "new-york")}, marches=2)
    g.apply("march new-york")
    g.apply("fortify usa-1")
    g.apply("move usa-2 new-york>baltimore")  # one march may move some units while others fortify (NS-FORT-1)
    assert g.unit("usa-1").fortified and g.is_fortified(g.unit("usa-1"))
    assert g.state.marches_left == 1


def test_two_marches_of_the_same_player_turn_elsewhere():
    g = position(m2_map(), {"csa-1": ("MI", "shreveport"), "csa-2": ("MI", "shreveport")}, side=C, marches=3)
    g.apply("march shreveport")
    g.apply("fortify csa-1")
    g.apply("fortify csa-2")  # the player pays two marches however many units fortify together (NS-FORT-2)
    assert not g.unit("csa-1").fortified and g.unit("csa-1").fortifying == 1
    g.apply("march shreveport")
    g.apply("fortify csa-1")
    g.apply("fortify csa-2")
    assert g.unit("csa-1").fortified and g.unit("csa-2").fortified
    assert g.state.segment != "movement"  # nobody can do more: the third march is lost (NS-MOVE-7)


def test_a_unit_that_moved_fortifies_with_its_second_march_only_in_a_recruitment_box():
    g = position(m2_map(), {"csa-1": ("MI", "shreveport"), "csa-2": ("MI", "jackson")}, side=C, marches=3)
    g.apply("march shreveport")
    g.apply("move csa-1 shreveport>monroe")
    g.apply("march monroe")
    assert "fortify csa-1" not in legal(g)  # Monroe shows no number (NS-FORT-2)
    with pytest.raises(IllegalAction, match="NS-FORT-2"):
        g.apply("fortify csa-1")
    g.apply("move csa-1 monroe>vicksburg")
    g.apply("march jackson")
    g.apply("move csa-2 jackson>vicksburg")
    # in Vicksburg, its own permanent fortification, nothing to build (NS-FORT-4)
    assert g.is_fortified(g.unit("csa-1")) and not g.unit("csa-1").fortified


def test_the_marker_stays_from_turn_to_turn_and_goes_when_the_unit_leaves():
    g = position(sea_map(), {"usa-1": ("MI", "new-york")}, marches=2)
    g.apply("march new-york")
    g.apply("fortify usa-1")
    assert "fortify usa-1" not in legal(g)
    g.apply("end-movement") if "end-movement" in legal(g) else None
    finish_player_turn(g)
    assert g.unit("usa-1").fortified  # stays (NS-FORT-3)
    g2 = position(sea_map(), {"usa-1": ("MI", "new-york")}, marches=2)
    g2.unit("usa-1").fortified = True
    g2.apply("march new-york")
    assert "fortify usa-1" not in legal(g2)  # already fortified
    with pytest.raises(IllegalAction, match="NS-FORT-3"):
        g2.apply("fortify usa-1")
    g2.apply("move usa-1 new-york>baltimore")
    assert not g2.unit("usa-1").fortified  # removed on leaving (NS-FORT-3)
    g2.apply("march baltimore")
    g2.apply("move usa-1 baltimore>new-york")
    assert not g2.unit("usa-1").fortified  # coming back does not bring it back


def test_permanent_fortifications_protect_only_their_owner():
    g = position(
        sea_map(),
        {"usa-1": ("MI", "washington"), "usa-2": ("MI", "norfolk"), "csa-1": ("MI", "richmond")},
        marches=2,
    )
    assert g.is_fortified(g.unit("usa-1")) and g.is_fortified(g.unit("csa-1"))  # NS-FORT-4
    assert not g.is_fortified(g.unit("usa-2"))
    g.apply("march norfolk")
    g.apply("move usa-2 norfolk>richmond")
    assert not g.is_fortified(g.unit("usa-2"))  # an attacker in an enemy-owned fortress
    with pytest.raises(IllegalAction, match="NS-MOVE-8"):
        g.apply("fortify usa-2")  # it entered an enemy box and stops there
    assert why_not_fortify(g, g.unit("usa-2")) == "usa-2 cannot fortify in a box holding enemy units (NS-FORT-1)"


def test_no_fortifying_in_a_box_holding_enemy_units():
    g = position(sea_map(), {"usa-1": ("MI", "norfolk"), "usa-2": ("MI", "norfolk"), "csa-1": ("MI", "richmond")})
    g.apply("march norfolk")
    g.apply("move usa-1 norfolk>richmond")
    g.apply("end-march")
    g.apply("march norfolk")
    g.apply("move usa-2 norfolk>richmond")
    assert g.unit("usa-2").stopped
