"""A block or a line moving on the free table (games/finsterland/rules/
formation.py, movement.py): the text's own numbers (FL-MOVE-2's 3 inches up
to a hill, D6's 8.60-inch wheel), the road only for a unit wholly on it
(FL-MOVE-3), impassable ground (FL-MOVE-4), the stop at the edge and the
1-inch creep (FL-MOVE-5), and FL-RUL-4's turned block."""

from __future__ import annotations

import math

import pytest

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.finsterland.field.movement import check_move
from gettysburg_desktop.games.finsterland.rules.formation import INFANTRY_BASE, Formation, Order
from gettysburg_desktop.games.finsterland.rules.tables import Column


def square(x0, y0, x1, y1):
    return ((x0, y0), (x1, y0), (x1, y1), (x0, y1))


def block(x=10.0, y=10.0, facing=90.0, files=6, models=12) -> Formation:
    return Formation(Pose(x, y, facing), INFANTRY_BASE, files, models)


def test_a_block_stands_in_full_ranks_behind_its_front_and_a_line_is_wider_than_six_FL_FORM_2_3():
    b = block(models=15)
    assert (b.order, b.ranks, b.full_ranks) == (Order.BLOCK, 3, 2)
    assert b.model_pose(0, 0).x == pytest.approx(7.5) and b.model_pose(0, 0).y == pytest.approx(9.5)
    assert b.model_pose(2, 2).y == pytest.approx(7.5)  # the third rank, partial, from the left
    assert block(files=12, models=24).order is Order.LINE


def test_infantry_of_B_4_crossing_open_ground_to_a_hill_moves_3_inches_in_all_FL_MOVE_2():
    table = Table(48, 48, (Feature("hill", "hill", outline=square(0, 12, 48, 30)),))
    start = block()  # front edge at y = 10: 2 inches of open ground, then the hill
    ok = check_move(table, start, [("advance", 3.0)], 4, Column.INFANTRY)
    assert ok.allowed and (ok.cost, ok.allowance, ok.terrain, ok.modifier) == (pytest.approx(3.0), 3, "hill", -1)
    too_far = check_move(table, start, [("advance", 3.01)], 4, Column.INFANTRY)
    assert not too_far.allowed and too_far.rule == "FL-MOVE-2"
    assert too_far.reason == "costs 3.01 of 3.00: hill -1 for infantry"
    short = check_move(table, start, [("advance", 1.5)], 4, Column.INFANTRY)  # stops short of the hill: open ground
    assert short.allowed and short.allowance == 4 and short.terrain == "open"


def test_a_90_degree_wheel_of_a_6_inch_line_costs_8_60_inches_D6():
    line = Formation(Pose(24, 10, 90), INFANTRY_BASE, 6, 6)
    table = Table(48, 48)
    wheel = check_move(table, line, [("wheel", 90.0)], 12, Column.CAVALRY)
    assert round(wheel.cost, 2) == 8.60 and wheel.allowed
    assert not check_move(table, line, [("wheel", 90.0)], 8, Column.INFANTRY).allowed
    assert wheel.end.front.facing == pytest.approx(180.0)
    legs = check_move(table, line, [("advance", 2.0), ("wheel", -45.0), ("advance", 1.0)], 12, Column.INFANTRY)
    # the legs add up: 2, the 45-degree wheel's far rear corner (its chord: 2 r sin 22.5), 1
    assert legs.cost == pytest.approx(2.0 + 2 * math.sqrt(37) * math.sin(math.radians(22.5)) + 1.0)
    assert legs.allowed


def test_the_road_counts_only_for_a_unit_wholly_on_it_FL_MOVE_3():
    road = Feature("road", "road", line=((24, 0), (24, 48)), width=8)  # 20 to 28 wide
    table = Table(48, 48, (road,))
    on_road = block(x=24)  # 6 wide: 21 to 27
    assert check_move(table, on_road, [("advance", 7.0)], 6, Column.INFANTRY).allowance == 7
    half_off = block(x=18)
    verdict = check_move(table, half_off, [("advance", 7.0)], 6, Column.INFANTRY)
    assert not verdict.allowed and verdict.allowance == 6 and verdict.terrain == "open"


def test_impassable_ground_and_the_stop_at_the_edge_and_the_one_inch_creep_FL_MOVE_4_5():
    table = Table(
        48,
        48,
        (Feature("bog", "swamp", outline=square(0, 12, 48, 20)), Feature("w", "wood", outline=square(0, 30, 48, 40))),
    )
    gun = Formation(Pose(10, 10, 90), INFANTRY_BASE, 1, 1)
    into_bog = check_move(table, gun, [("advance", 3.0)], 4, Column.GUN)
    assert not into_bog.allowed and into_bog.rule == "FL-MOVE-4" and "swamp is impassable for gun" in into_bog.reason
    before_wood = Formation(Pose(10, 28, 90), INFANTRY_BASE, 1, 1)
    entering = check_move(table, before_wood, [("advance", 2.5)], 4, Column.GUN)  # a light MG: 4 - 4 = 0 in a wood
    assert not entering.allowed and entering.rule == "FL-MOVE-5" and "stop at its edge" in entering.reason
    inside = Formation(Pose(10, 33, 90), INFANTRY_BASE, 1, 1)
    assert check_move(table, inside, [("advance", 1.0)], 4, Column.GUN).allowed  # creeps 1 inch
    assert not check_move(table, inside, [("advance", 1.2)], 4, Column.GUN).allowed


def test_a_move_off_the_table_and_a_step_back_are_refused():
    table = Table(48, 48)
    assert check_move(table, block(y=46), [("advance", 3.0)], 6, Column.INFANTRY).reason == "the move leaves the table"
    with pytest.raises(ValueError, match="FL-FACE-1"):
        check_move(table, block(), [("advance", -1.0)], 6, Column.INFANTRY)


def test_a_6_by_4_block_turned_90_degrees_is_4_wide_and_its_models_stay_put_FL_RUL_4():
    b = block(models=24)  # 6 x 4
    turned = b.turned(90)
    assert (turned.files, turned.ranks) == (4, 6)
    before = sorted((round(p.x, 6), round(p.y, 6)) for p in b.model_poses())
    after = sorted((round(p.x, 6), round(p.y, 6)) for p in turned.model_poses())
    assert before == after and turned.front.facing == pytest.approx(180.0)
    assert b.turned(180).files == 6
    with pytest.raises(ValueError):
        block(models=15).turned(90)


@pytest.mark.parametrize("models", [6, 12, 15, 23, 24])
def test_the_units_rectangles_are_exactly_its_bases_and_cost_what_its_bases_cost(models):
    import shapely

    from gettysburg_desktop.boards.table.bases import displacement
    from gettysburg_desktop.boards.table.shapes import polygon

    unit = Formation(Pose(20, 20, 63.0), INFANTRY_BASE, 6, models)
    bases = shapely.union_all([polygon(p, unit.base) for p in unit.model_poses()])
    rectangles = shapely.union_all([polygon(p, size) for p, size in unit.blocks()])
    assert bases.symmetric_difference(rectangles).area == pytest.approx(0.0, abs=1e-9)
    moved = unit.wheeled(-70.0).advanced(2.5)
    by_bases = max(displacement(a, b, unit.base) for a, b in zip(unit.model_poses(), moved.model_poses(), strict=True))
    by_rectangles = max(displacement(a, b, s) for (a, s), (b, _) in zip(unit.blocks(), moved.blocks(), strict=True))
    assert by_rectangles == pytest.approx(by_bases)


def test_a_refused_cost_a_hair_over_its_allowance_reads_over_it():
    """Found playing: "costs 4.00 of 4.00" was shown for a refused move costing 4.003; the refusal
    rounds the cost up to the hundredth, so what the ruler reads is over what it allows."""
    from gettysburg_desktop.games.finsterland.field.movement import _up

    assert _up(4.003) == 4.01 and _up(4.0) == 4.0 and _up(6.19) == 6.19 and _up(4.0000011) == 4.01
