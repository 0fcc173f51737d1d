"""The specialists who deal with terrain (FL-SPEC-5, FL-SPEC-6, FL-MOVE-9,
FL-RUL-5) through the gateway: the local guide's piece in the enemy half is
open ground for his side's movement, chosen before the orders and secret;
the pioneers remove a small piece in their own half they touch, once, as
their special task."""

from __future__ import annotations

import random

import pytest
from fl_battles import new_game

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.finsterland.game.losses import destroy
from gettysburg_desktop.games.finsterland.game.scenario import Deployed
from gettysburg_desktop.games.finsterland.game.sides import Side
from gettysburg_desktop.games.finsterland.rules.formation import Order
from gettysburg_desktop.kernel.gateway import IllegalAction

COPSE = Feature("copse", "wood", ((20, 26), (26, 26), (26, 31), (20, 31)), name="Krähenwäldchen")  # North's half
BIG_WOOD = Feature("big", "wood", ((30, 30), (44, 30), (44, 40), (30, 40)))
FENCE = Feature("fence", "fence", line=((10, 12.0), (15, 12.0)), width=0.25)  # South's half, at the pioneers' front
TABLE = Table(48, 48, (COPSE, BIG_WOOD, FENCE), sector=8)
STAFF = Deployed("S1", "south", "command staff", "Stab", 6, Order.BLOCK, 6, Pose(40, 3, 90))
GUIDE = Deployed("S2", "south", "local guide", "Ortskundiger Moos", 1, poses=(Pose(44, 2.5, 90),))
JAEGER = Deployed("S3", "south", "light infantry", "Jäger", 12, Order.BLOCK, 6, Pose(23, 24, 90))  # front 2" short
PIONEERS = Deployed("S4", "south", "pioneers", "Pioniere", 12, Order.BLOCK, 6, Pose(12.5, 11.875, 90))
ENEMY = Deployed("N1", "north", "light infantry", "Light", 24, Order.BLOCK, 6, Pose(10, 44, 270))


def game(*units, guide: str | None = None):
    g = new_game(units=units, table=TABLE)
    if guide is not None:
        assert g.prompt().step == "guide" and g.deciding_side() is Side.SOUTH
        # the copse whole, the big wood by the part of it in one sector (FL-SPEC-5), nothing in his own half
        parts = {f"big@{row}{col}" for row in "DE" for col in "456"}
        assert {a.args[0] for a in g.legal_actions()} == {"copse", "none", *parts}
        g.apply(f"guide {guide}")
    while g.prompt().step == "orders":
        uid = g.legal_actions()[0].args[0]
        g.apply(f"order {uid} S B2" if uid == "S4" else f"order {uid} A D5" if uid == "S5" else f"order {uid} A D3")
    return g


def test_the_guides_piece_is_open_ground_for_his_sides_movement_and_secret():
    without = game(STAFF, GUIDE, JAEGER, ENEMY, guide="none")
    with pytest.raises(IllegalAction, match="wood"):
        without.apply("move S3 a6.00")  # 4" into the copse: the wood's modifier
    g = game(STAFF, GUIDE, JAEGER, ENEMY, guide="copse")
    north = "\n".join(g.log_text(Side.NORTH))
    assert "guide chooses his piece of terrain" in north and "Krähenwäldchen" not in north
    assert "South's guide leads through Krähenwäldchen" in "\n".join(g.log_text(Side.SOUTH))
    assert str(g.ruleset.public(g.history[0])) == "guide ?"
    world = g.ruleset.resample(g, Side.NORTH, 1, random.Random(4))
    assert world.state.guides[Side.SOUTH] in {"copse", "none"} | {f"big@{r}{c}" for r in "DE" for c in "456"}
    g.apply("move S3 a6.00")  # open ground for the South
    assert g.state.units["S3"].body.front.y == pytest.approx(30)
    assert any(f.id == "copse" for f in g.table.features)  # still there for sight and cover


#: a block of 8, four wide, its front (x 34-38) 3.5" short of the big wood (y 30)
SCHUETZEN = Deployed("S5", "south", "light infantry", "Schützen", 8, Order.BLOCK, 4, Pose(36, 26.5, 90))


def test_of_a_larger_piece_the_guide_leads_through_the_part_of_it_in_one_sector():
    """FL-SPEC-5 [interpretation]: of the big wood (14" x 10") the guide leads through the part in D5 a 6"
    square holds there (x 33-39, y 30-32); 5.5" ahead ends the Schützen 2" into the wood, all of it in
    that part: open ground for the South; without the guide, or with the part in E5, the wood's -1."""
    for guide, allowed in (("big@D5", True), ("none", False), ("big@E5", False)):
        g = game(STAFF, GUIDE, SCHUETZEN, ENEMY, guide=guide)
        if allowed:
            g.apply("move S5 a5.50")
            assert g.state.units["S5"].body.front.y == pytest.approx(32)
        else:
            with pytest.raises(IllegalAction, match="wood"):
                g.apply("move S5 a5.50")
    g = game(STAFF, GUIDE, SCHUETZEN, ENEMY, guide="big@D5")
    assert "South's guide leads through wood in D5" in "\n".join(g.log_text(Side.SOUTH))
    assert str(g.ruleset.public(g.history[0])) == "guide ?"  # a part is as secret as a piece


def test_the_guides_benefit_ends_with_the_staff():
    g = game(STAFF, GUIDE, JAEGER, ENEMY, guide="copse")
    destroy(g, g.state.units["S1"], "FL-MOR-3")
    with pytest.raises(IllegalAction, match="wood"):
        g.apply("move S3 a6.00")


def test_pioneers_remove_a_small_piece_they_touch_in_their_own_half_once():
    g = game(STAFF, PIONEERS, ENEMY)
    assert g.state.units["S4"].reached  # their order S in B2, where they stand
    g.apply("pick S4")
    assert "clear-terrain S4 fence" in map(str, g.legal_actions())
    g.apply("clear-terrain S4 fence")
    assert "fence" not in {f.id for f in g.table.features}
    assert g.ruleset.view(g, Side.NORTH)["removed"] == ["fence"]
    assert "Pioniere remove fence (FL-SPEC-6)" in "\n".join(g.log_text(None))
    while g.state.round < 3:
        acts = [str(a) for a in g.legal_actions()]
        g.apply(next((a for a in acts if a.startswith("end")), acts[0]))
    with pytest.raises(IllegalAction, match="once per battle"):
        g.apply("clear-terrain S4 copse")
