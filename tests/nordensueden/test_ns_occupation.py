"""Occupying boxes (NS-OCC-2..4) and the army maxima that follow (NS-ARMY-1,
-2, -4), on ns_maps.occupation_map."""

from __future__ import annotations

from ns_maps import C, U, occupation_map
from ns_positions import finish_player_turn, position


def game(units, side=U, **kw):
    return position(occupation_map(), units, side=side, **kw)


def test_a_box_changes_hands_at_the_end_of_the_player_turn_not_before():
    g = game({"usa-1": ("MI", "u2")})
    assert (g.army_max(U), g.army_max(C)) == (2, 3)
    g.apply("march u2")
    g.apply("move usa-1 u2>c2")
    assert g.owner("c2") is C  # the end of a march is not enough (NS-OCC-2)
    finish_player_turn(g)
    assert g.owner("c2") is U and g.state.flags == {"c2": U}
    assert (g.army_max(U), g.army_max(C)) == (2, 2)  # down for the loser, no blue number to gain (NS-ARMY-2)


def test_taking_a_white_box_lowers_nobody_s_maximum():
    g = game({"usa-1": ("MI", "u2")})
    g.apply("march u2")
    g.apply("move usa-1 u2>w")
    finish_player_turn(g)
    assert g.owner("w") is U and (g.army_max(U), g.army_max(C)) == (3, 3)  # NS-ARMY-4


def test_a_cavalry_only_hold_reverts_the_moment_the_cavalry_leaves():
    g = game({"usa-1": ("VC", "u2")}, marches=3)
    g.apply("march u2")
    g.apply("move usa-1 u2>c2")
    finish_player_turn(g)
    assert g.owner("c2") is U and g.state.cavalry_holds == {"c2"}  # NS-OCC-3
    # a later game turn: the Union moves the cavalry out again
    g2 = game({"usa-1": ("VC", "c2")}, flags={"c2": U}, marches=2)
    g2.state.cavalry_holds = {"c2"}
    g2.apply("march c2")
    events = g2.apply("move usa-1 c2>w")
    assert g2.owner("c2") is C and not g2.state.cavalry_holds  # back to its starting owner at once (NS-OCC-4c)
    assert [e.rule for e in events if e.kind == "hold-lost"] == ["NS-OCC-3"]


def test_cavalry_retaking_its_own_starting_box_holds_it_for_good():
    g = game({"usa-1": ("VC", "u1")}, flags={"u2": C})
    assert g.army_max(U) == 2
    g.apply("march u1")
    g.apply("move usa-1 u1>u2")
    finish_player_turn(g)
    assert g.owner("u2") is U and not g.state.flags and not g.state.cavalry_holds  # NS-OCC-4a


def test_infantry_makes_a_cavalry_hold_good():
    g = game({"usa-1": ("VC", "c2"), "usa-2": ("MI", "u2")}, flags={"c2": U}, marches=2)
    g.state.cavalry_holds = {"c2"}
    g.apply("march u2")
    g.apply("move usa-2 u2>c2")  # the march ends by itself: nobody else is in u2
    g.apply("march c2")
    g.apply("move usa-1 c2>w")  # the cavalry leaves, but infantry is there: no reversion
    assert g.owner("c2") is U
    finish_player_turn(g)
    assert "c2" not in g.state.cavalry_holds  # NS-OCC-4b: an ordinary occupation now


def test_recruiting_infantry_into_a_cavalry_hold_makes_it_good():
    g = game(
        {"usa-1": ("VC", "w")},
        flags={"w": U},
        segment="recruitment",
        dice=(3,),
        pools={U: {"MI": 1, "MC": 0}, C: {"MI": 0, "MC": 0}},
    )
    g.state.cavalry_holds = {"w"}
    g.apply("roll")
    g.apply("recruit MI w")
    assert not g.state.cavalry_holds  # NS-OCC-4b


def test_eliminating_the_cavalry_ends_the_hold():
    g = game({"usa-1": ("VC", "c2")}, flags={"c2": U})
    g.state.cavalry_holds = {"c2"}
    g.eliminate(g.unit("usa-1"))
    assert g.owner("c2") is C  # NS-OCC-4c: any departure


def test_both_sides_occupy_at_the_end_of_every_player_turn():
    """A Confederate unit in a Union box at the end of the Union player turn
    (as after a retreat into it) occupies it then (NS-OCC-2 [interpretation])."""
    g = game({"usa-1": ("MI", "u1"), "csa-1": ("MI", "u2")})
    finish_player_turn(g)
    assert g.owner("u2") is C and g.state.flags == {"u2": C}


def test_a_hold_is_decided_at_the_moment_of_occupation():
    """NS-OCC-4(d): taken by infantry and cavalry together, the box is an
    ordinary occupation: all of them may leave later and it stays taken."""
    g = game({"usa-1": ("VC", "u2"), "usa-2": ("MI", "u2")})
    g.apply("march u2")
    g.apply("move usa-1 u2>c2")
    g.apply("move usa-2 u2>c2")
    finish_player_turn(g)
    assert g.owner("c2") is U and not g.state.cavalry_holds
    g2 = game({"usa-1": ("VC", "c2"), "usa-2": ("MI", "c2")}, flags={"c2": U})
    g2.apply("march c2")
    g2.apply("move usa-2 c2>u2")
    g2.apply("move usa-1 c2>w")
    assert g2.owner("c2") is U  # no reversion: it was never a cavalry-only hold
