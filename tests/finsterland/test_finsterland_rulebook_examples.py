"""The rulebook's own worked examples (Schlachten im Finsterland, the German
text's line numbers as ../shared/rules/finsterland.md cites them), each
played through the program's real engine: the movement example (FL-MOVE-2,
lines 84-86), the firing example (FL-FIRE-6, FL-FIRE-9, line 130), the
machine-gun example (FL-MG-3, FL-HIT-5, line 136) and the fence example
(FL-COVER-3, line 157). The melee examples (FL-MEL-7, lines 180-183) are
test situation T-10 (test_finsterland_melee.py)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from fl_battles import new_game

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.finsterland.field.movement import check_move
from gettysburg_desktop.games.finsterland.game.scenario import Deployed
from gettysburg_desktop.games.finsterland.game.sides import Side
from gettysburg_desktop.games.finsterland.rules.fire import suffered
from gettysburg_desktop.games.finsterland.rules.formation import INFANTRY_BASE, Formation, Order
from gettysburg_desktop.games.finsterland.rules.hits import Armour, HitPool
from gettysburg_desktop.games.finsterland.rules.tables import Column

OPEN = Table(48, 48, sector=8)


def test_the_movement_example_infantry_of_B_4_crossing_2_inches_of_open_ground_onto_a_hill_moves_3():
    """FL-MOVE-2 (line 84): "infantry with B 4 crossing 2\\" of open ground and then reaching a hill may
    move 3\\" in all": the hill's -1 counts for the whole move (D7)."""
    hill = Feature("hill", "hill", ((0, 12), (48, 12), (48, 30), (0, 30)))
    table = Table(48, 48, (hill,), sector=8)
    block = Formation(Pose(24, 10, 90), INFANTRY_BASE, 6, 12)  # its front 2" short of the hill
    three = check_move(table, block, [("advance", 3.0)], 4, Column.INFANTRY)
    assert three.allowed and three.allowance == 3.0
    more = check_move(table, block, [("advance", 3.01)], 4, Column.INFANTRY)
    assert not more.allowed and "hill -1" in more.reason and "of 3.00" in more.reason
    assert check_move(table, block, [("advance", 1.9)], 4, Column.INFANTRY).allowance == 4.0  # open ground only


def firing_game(target: Deployed, table: Table = OPEN):
    """Unit A, a light infantry block of 6 x 6, fires in its own round (Schießen) at ``target``."""
    a = Deployed("S1", "south", "light infantry", "A", 36, Order.BLOCK, 6, Pose(23, 10, 90))  # front y 10
    g = new_game(units=(a, target), table=table)
    g.apply("order S1 H A3")
    g.apply("order N1 H C3")
    g.apply("end-movement")  # A does not move: it fires in its own round
    while g.prompt().step == "beschuss":
        g.apply(next(a for a in g.legal_actions() if a.verb in ("hold", "end-fire")))
    assert g.prompt().step == "schiessen" and g.deciding_side() is Side.SOUTH
    g.apply("fire S1 N1")
    return "\n".join(g.log_text(None)), g


def test_the_firing_example_a_6_by_6_unit_lands_9_hits_on_a_6_by_3_unit():
    """FL-FIRE-6, FL-FIRE-9 (line 130): six front-rank models and six of the second rank at a half: 9."""
    target = Deployed("N1", "north", "light infantry", "B", 18, Order.BLOCK, 6, Pose(23, 16, 270))  # 6" ahead
    text, _g = firing_game(target)
    assert "A fires at B at 6.00 in: 9 hits, 9 suffered" in text
    assert "B loses 9, 9 left" in text


def test_the_fence_example_9_hits_on_a_unit_behind_a_fence_7_suffered_a_skirmisher_4():
    """FL-COVER-3 (line 157): 9 / 4 = 2 stopped by the fence (1/4 cover), 7 suffered; were the unit
    skirmishing, a further 7 / 2 = 3 stopped, 4 suffered."""
    fence = Feature("fence", "fence", line=((18, 16.125), (28, 16.125)), width=0.25)  # along B's front
    target = Deployed("N1", "north", "light infantry", "B", 18, Order.BLOCK, 6, Pose(23, 16.25, 270))
    text, _g = firing_game(target, Table(48, 48, (fence,), sector=8))
    assert "A fires at B at 6.25 in: 9 hits, fence cover, 7 suffered" in text
    assert suffered(9, Fraction(1, 4)) == 7
    assert suffered(9, Fraction(1, 4), single_or_skirmish=True) == 4  # the skirmisher's own halving after


def test_the_machine_gun_example_a_strip_over_six_models_of_armour_2_removes_the_six():
    """FL-MG-3, FL-HIT-5 (line 136): a light machine gun (Treffer 2, Breite 1) covers six models of one
    file: each takes 2 hits; with armour 2 the six are removed (12 / 2), and the unit's other models
    are untouched."""
    cavalry = Deployed("S1", "south", "heavy cavalry", "Kürassiere", 36, Order.BLOCK, 6, Pose(24, 20, 90))
    mg = Deployed("N1", "north", "light machine gun", "MG", 1, poses=(Pose(23.5, 33, 270),))  # front edge y 32
    g = new_game(units=(cavalry, mg), table=OPEN)
    g.apply("order S1 A C3")
    g.apply("order N1 H E3")
    g.apply("move S1 a8.00")  # the block's front 20 -> 28, its six ranks y 16-28 (bases 1" x 2")
    assert g.prompt().step == "beschuss" and g.deciding_side() is Side.NORTH
    g.apply("strip N1 1 270.00")  # straight south over the file x 23-24
    text = "\n".join(g.log_text(None))
    assert "6 models under it" in text
    assert "Kürassiere loses 6, 30 left" in text


def test_the_machine_gun_example_with_armour_3_four_of_the_six():
    """FL-HIT-5 (line 136): the same strip's 12 hits on armour 3 knock out four: 12 / 3, pooled."""
    pool, losses = HitPool(0).take(12, Armour(3), 6)
    assert losses.removed == 4 and pool.held == 0
    assert pytest.approx(losses.hits) == 12
