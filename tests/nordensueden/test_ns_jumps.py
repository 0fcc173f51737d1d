"""Jumps (NS-JUMP-1..3): the rules file's program test, each condition, for
the cavalry jump and the Union's downstream river jump, on ns_maps.jump_map."""

from __future__ import annotations

import pytest
from ns_maps import C, U, jump_map
from ns_positions import finish_player_turn, legal, position

from gettysburg_desktop.kernel.gateway import IllegalAction


def game(units, side=U, marches=2):
    return position(jump_map(), units, side=side, marches=marches)


def test_union_river_jump_downstream_through_an_enemy_box():
    g = game({"usa-1": ("MI", "a"), "csa-1": ("MI", "b")})
    g.apply("march a")
    assert "move usa-1 a>b>c" in legal(g)  # river, both lines downstream, c empty (NS-JUMP-2)
    assert "move usa-1 a>b" in legal(g)  # or stop in b for a battle (NS-MOVE-8)
    g.apply("move usa-1 a>b>c")
    u = g.unit("usa-1")
    assert u.box == "c" and u.jumped and not u.stopped
    assert g.owner("b") is C  # a jump changes no owner (NS-JUMP-3)


def test_river_jump_may_pass_enemy_cavalry():
    g = game({"usa-1": ("MI", "a"), "csa-1": ("VC", "b")})
    g.apply("march a")
    assert "move usa-1 a>b>c" in legal(g)  # the exception of §4.22 (NS-JUMP-2)


def test_union_cavalry_jumps_by_river_too():
    g = game({"usa-1": ("VC", "a"), "csa-1": ("MI", "b")})
    g.apply("march a")
    assert "move usa-1 a>b>c" in legal(g)


def test_no_jump_into_an_enemy_box():
    g = game({"usa-1": ("MI", "a"), "csa-1": ("MI", "b"), "csa-2": ("MI", "c")})
    g.apply("march a")
    assert "move usa-1 a>b>c" not in legal(g)
    with pytest.raises(IllegalAction, match="NS-JUMP-1"):
        g.apply("move usa-1 a>b>c")


def test_no_river_jump_upstream_nor_for_the_confederacy():
    g = game({"usa-1": ("MI", "c"), "csa-1": ("MI", "b")})
    g.apply("march c")
    assert "move usa-1 c>b>a" not in legal(g)  # upstream (NS-JUMP-2)
    with pytest.raises(IllegalAction, match="NS-JUMP-2"):
        g.apply("move usa-1 c>b>a")
    g = game({"csa-1": ("MI", "a"), "usa-1": ("MI", "b")}, side=C)
    g.apply("march a")
    assert "move csa-1 a>b>c" not in legal(g)  # the Confederacy never river-jumps
    g = game({"csa-1": ("VC", "a"), "usa-1": ("MI", "b")}, side=C)
    g.apply("march a")
    assert "move csa-1 a>b>c" not in legal(g)  # nor does its cavalry along a river (NS-JUMP-1)


def test_cavalry_jump_along_road_and_railroad():
    g = game({"usa-1": ("VC", "a"), "usa-2": ("MI", "a"), "csa-1": ("MI", "d")})
    g.apply("march a")
    moves = legal(g)
    assert "move usa-1 a>d>e" in moves and "move usa-1 a>d>f" in moves  # road + rail mixed, road + road
    assert "move usa-1 a>d>g" not in moves  # road then river: no mixing (NS-MOVE-6)
    assert "move usa-2 a>d>e" not in moves and "move usa-2 a>d>f" not in moves  # infantry never jumps by land
    with pytest.raises(IllegalAction, match="NS-JUMP"):
        g.apply("move usa-2 a>d>f")
    g.apply("move usa-1 a>d>e")
    assert g.unit("usa-1").jumped


def test_cavalry_jump_not_past_enemy_cavalry():
    g = game({"usa-1": ("VC", "a"), "csa-1": ("MC", "d")})
    g.apply("march a")
    assert "move usa-1 a>d>e" not in legal(g)
    with pytest.raises(IllegalAction, match="NS-JUMP-1"):
        g.apply("move usa-1 a>d>e")


def test_one_jump_per_unit_per_player_turn():
    """NS-JUMP-3: after a jump the unit may not jump again in its second march."""
    g = game({"usa-1": ("VC", "a"), "csa-1": ("MI", "d"), "csa-2": ("MI", "b")})
    g.apply("march a")
    g.apply("move usa-1 a>d>f")
    # back from f: f-d-a road, d holds enemy units; a second jump is refused
    g.apply("march f")
    assert "move usa-1 f>d>a" not in legal(g)
    with pytest.raises(IllegalAction, match="NS-JUMP-3"):
        g.apply("move usa-1 f>d>a")


def test_a_jump_starts_no_battle():
    g = game({"usa-1": ("MI", "a"), "csa-1": ("MI", "b")}, marches=1)
    g.apply("march a")
    g.apply("move usa-1 a>b>c")
    assert g.state.segment != "combat" or not [a for a in legal(g) if a.startswith("battle")]
    finish_player_turn(g)
    assert g.owner("c") is U and g.owner("b") is C  # c occupied at the end of the player turn (NS-OCC-2)
