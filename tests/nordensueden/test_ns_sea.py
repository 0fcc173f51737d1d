"""Union sea movement and landings (NS-SEA-1..5) on ns_maps.sea_map."""

from __future__ import annotations

import pytest
from ns_maps import C, U, sea_map
from ns_positions import finish_player_turn, legal, position

from gettysburg_desktop.kernel.gateway import IllegalAction


def game(units, side=U, marches=3, landing=False, **kw):
    return position(sea_map(), units, side=side, marches=marches, landing=landing, **kw)


def test_sea_moves_go_to_every_other_union_port_one_march_each():
    g = game({"usa-1": ("MI", "new-york"), "usa-2": ("MI", "new-york"), "usa-3": ("MI", "baltimore")})
    sea = [a for a in legal(g) if a.startswith("sea")]
    # hand count: 2 units in New York x 2 other Union ports (Washington, Norfolk); Baltimore is no port
    assert sorted(sea) == [
        "sea usa-1 norfolk",
        "sea usa-1 washington",
        "sea usa-2 norfolk",
        "sea usa-2 washington",
    ]
    g.apply("sea usa-1 norfolk")
    g.apply("sea usa-2 norfolk")
    assert g.state.marches_left == 1  # three units would cost three marches (NS-SEA-1)
    assert g.unit("usa-1").box == "norfolk" and g.unit("usa-1").by_sea
    with pytest.raises(IllegalAction, match="NS-SEA-2"):
        g.apply("sea usa-3 norfolk")  # Baltimore is no port
    with pytest.raises(IllegalAction, match="NS-SEA-2"):
        g.apply("sea usa-1 charleston")


def test_after_a_sea_move_no_other_move_but_fortifying_is_allowed():
    g = game({"usa-1": ("MI", "norfolk"), "usa-2": ("MI", "norfolk")})
    g.apply("sea usa-1 new-york")
    g.apply("march new-york")
    # no move for usa-1 (NS-SEA-2), but it may fortify in New York, a recruitment box (one march)
    assert [a for a in legal(g) if "usa-1" in a] == ["fortify usa-1"]
    with pytest.raises(IllegalAction, match="NS-SEA-2"):
        g.apply("move usa-1 new-york>baltimore")
    g.apply("fortify usa-1")
    assert g.unit("usa-1").fortified


def test_a_unit_that_moved_by_land_makes_no_sea_move():
    g = game({"usa-1": ("MI", "baltimore")})
    g.apply("march baltimore")
    g.apply("move usa-1 baltimore>new-york")
    assert not [a for a in legal(g) if a.startswith("sea")]
    with pytest.raises(IllegalAction, match="NS-SEA-2"):
        g.apply("sea usa-1 norfolk")


def test_the_confederacy_has_no_sea_moves():
    g = game({"csa-1": ("MI", "charleston")}, side=C)
    assert not [a for a in legal(g) if a.startswith(("sea", "land"))]


def test_a_roll_of_6_allows_the_union_a_landing_and_only_then():
    g = game({"usa-1": ("MI", "washington")}, rolled=False, dice=(6,))
    g.apply("roll")
    assert g.state.landing and g.state.marches_left == 6
    assert "land usa-1 charleston" in legal(g)
    g = game({"usa-1": ("MI", "washington")}, rolled=False, dice=(5,))
    g.apply("roll")
    assert not g.state.landing and not [a for a in legal(g) if a.startswith("land")]
    with pytest.raises(IllegalAction, match="NS-SEA-3"):
        g.apply("land usa-1 charleston")
    g = game({"csa-1": ("MI", "charleston")}, side=C, rolled=False, dice=(6,))
    g.apply("roll")
    assert not g.state.landing  # the Confederacy makes no landings


def test_a_landing_goes_from_washington_to_one_confederate_port():
    units = {"usa-1": ("MI", "washington"), "usa-2": ("MI", "washington"), "usa-3": ("MI", "new-york")}
    g = game(units, landing=True, marches=4)
    land = sorted(a for a in legal(g) if a.startswith("land"))
    # hand count: 2 units in Washington x 2 Confederate ports; not white Savannah, not from New York
    assert land == ["land usa-1 charleston", "land usa-1 wilmington", "land usa-2 charleston", "land usa-2 wilmington"]
    with pytest.raises(IllegalAction, match="NS-SEA-4"):
        g.apply("land usa-3 charleston")
    with pytest.raises(IllegalAction, match="NS-SEA-4"):
        g.apply("land usa-1 savannah")
    g.apply("land usa-1 charleston")
    assert "land usa-2 wilmington" not in legal(g)  # one port per landing (NS-SEA-5)
    with pytest.raises(IllegalAction, match="NS-SEA-5"):
        g.apply("land usa-2 wilmington")
    g.apply("land usa-2 charleston")
    u = g.unit("usa-1")
    assert u.crossed and u.by_sea and u.entered_from is None  # counts as crossing a river (NS-SEA-4)
    assert g.state.marches_left == 2
    finish_player_turn(g)
    assert g.owner("charleston") is U  # the empty port is taken at the end of the player turn


def test_a_landing_on_a_held_port_makes_a_battle_with_the_landing_units_crossing():
    g = game({"usa-1": ("VI", "washington"), "csa-1": ("MI", "wilmington")}, landing=True, marches=2)
    g.apply("land usa-1 wilmington")
    assert g.unit("usa-1").stopped
    # nothing else can move: the movement ends by itself, and the one battle begins (its box the only choice)
    view = g.view(None)["battle"]
    assert view is not None and view["box"] == "wilmington" and view["crossing"] == ["usa-1"]
