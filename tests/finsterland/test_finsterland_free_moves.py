"""Skirmishers, guns, vehicles and single models moving on the free table
(games/finsterland/field/free_moves.py, sweep.py), and other units' bases
in the way of any move (movement.py): T-1's skirmishers crossing the hill
(FL-FORM-5) and T-2's gun at the wood (FL-MOVE-4, FL-MOVE-5) through
check_free_move; each skirmisher its own terrain (FL-FORM-5); a gun turning
on the spot has not moved (FL-GUN-2, FL-MOVE-7); a vehicle forward or back
only and turning freely (D25); bases touching but never overlapping
(FL-RUL-10, D5); with hypothesis, a legal move's cost within its allowance,
a rotation's pieces holding every pose on the way, and a wheel's terrain
decided as a fine brute force decides it."""

from __future__ import annotations

import math

import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st

from gettysburg_desktop.boards.table.bases import EPS, Pose, Size, corners
from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.finsterland.field.free_moves import check_free_move
from gettysburg_desktop.games.finsterland.field.movement import check_move
from gettysburg_desktop.games.finsterland.field.sweep import Shapes, shifted, spun, turned
from gettysburg_desktop.games.finsterland.rules.formation import INFANTRY_BASE, Formation
from gettysburg_desktop.games.finsterland.rules.tables import SPECIALISTS, UNITS, Column

GUN_BASE = Size(2.0, 2.0)
TANK_BASE = Size(2.0, 3.0)


def square(x0, y0, x1, y1):
    return ((x0, y0), (x1, y0), (x1, y1), (x0, y1))


def box(x0, y0, x1, y1):
    return shapely.box(x0, y0, x1, y1)


def every_second_figure(block: Formation) -> list[Pose]:
    """D18: a unit going into skirmish order keeps every second model where it stood."""
    return block.model_poses()[::2]


# --- T-1 step 4 and each skirmisher's own terrain (FL-FORM-4, FL-FORM-5) -------------------
def test_T1_4_skirmishers_crossing_the_hill_each_model_moves_6_inches_FL_FORM_5():
    table = Table(48, 48, (Feature("hill", "hill", outline=square(0, 12, 48, 20)),))
    light = UNITS["light infantry"]
    L = every_second_figure(Formation(Pose(23, 10, 90), INFANTRY_BASE, 6, 24))
    assert len(L) == 12  # FL-FORM-4: half of the 24 models are available
    up = check_free_move(table, L, INFANTRY_BASE, [("move", 0.0, 6.0)], light.moves, Column.SINGLE)
    assert up.allowed and up.cost == pytest.approx(6.0) and up.allowance == 6
    assert up.terrain == "hill" and up.modifier == 0  # the single-model column: hill 0
    assert all(m.allowance == 6 for m in up.models) and len(up.models) == 12
    too_far = check_free_move(table, L, INFANTRY_BASE, [("move", 0.0, 6.01)], light.moves, Column.SINGLE)
    assert (
        not too_far.allowed and too_far.rule == "FL-MOVE-2" and too_far.reason.startswith("model 1: costs 6.01 of 6.00")
    )
    # the same unit judged by the infantry column as one body would have had the hill's -1 (FL-MOVE-2)
    as_infantry = check_free_move(table, L, INFANTRY_BASE, [("move", 0.0, 6.0)], light.moves, Column.INFANTRY)
    assert not as_infantry.allowed and as_infantry.allowance == 5 and as_infantry.model is None


def test_each_skirmisher_finds_its_own_worst_terrain_FL_FORM_5():
    table = Table(48, 48, (Feature("bog", "swamp", outline=square(20, 12, 22, 30)),))
    line = [Pose(20.5 + 2 * k, 10.0, 90.0) for k in range(4)]  # only the first model walks into the swamp
    judged = check_free_move(table, line, INFANTRY_BASE, [("move", 0.0, 5.5)], 6, Column.SINGLE)
    assert not judged.allowed and judged.model == 0
    assert judged.reason == "model 1: costs 5.50 of 5.00: swamp -1 for single model"
    assert [m.allowance for m in judged.models] == [5, 6, 6, 6]
    assert check_free_move(table, line, INFANTRY_BASE, [("move", 0.0, 5.0)], 6, Column.SINGLE).allowed
    # without that model the others go their whole 6 inches; as one unit all of them have the swamp's -1
    assert check_free_move(table, line[1:], INFANTRY_BASE, [("move", 0.0, 6.0)], 6, Column.SINGLE).allowed
    whole = check_free_move(table, line[1:] + line[:1], INFANTRY_BASE, [("move", 0, 5.5)], 6, Column.SINGLE, False)
    assert not whole.allowed and whole.allowance == 5 and whole.model is None


def test_the_messenger_on_the_road_and_a_walker_across_a_river_T1_3_FL_VEH_6():
    road = Feature("road", "road", line=((5, 0), (5, 48)), width=2)
    river = Feature("river", "river", line=((30, 20), (48, 20)), width=1)
    table = Table(48, 48, (road, river))
    messenger = [Pose(5, 2, 90)]
    moves = SPECIALISTS["messenger"].moves
    assert check_free_move(table, messenger, INFANTRY_BASE, [("move", 0, 10.0)], moves, Column.SINGLE).allowed
    off = check_free_move(table, messenger, INFANTRY_BASE, [("move", 0, 3), ("move", 3, 3)], moves, Column.SINGLE)
    assert off.allowance == 8 and off.terrain == "open"  # part of its route leaves the road (FL-MOVE-3)
    walker = UNITS["walker"]
    assert walker.column is Column.SINGLE  # FL-VEH-6: a single model, so it wades rivers
    across = check_free_move(table, [Pose(36, 16, 90)], GUN_BASE, [("advance", 6.0)], walker.moves, Column.SINGLE)
    assert across.allowed and across.allowance == 6 and across.terrain == "river"


# --- T-2 through the free move (FL-MOVE-4, FL-MOVE-5, FL-GUN-2) -------------------------------------
def t2_table() -> Table:
    return Table(
        48,
        48,
        (
            Feature("wood", "wood", outline=square(20, 17, 40, 23)),
            Feature("swamp", "swamp", outline=square(35, 10, 40, 16)),
        ),
    )


def test_T2_the_gun_stops_at_the_woods_edge_creeps_an_inch_and_never_enters_the_swamp():
    table = t2_table()
    mg = UNITS["light machine gun"]
    G = [Pose(30, 14, 90)]  # base x 29-31, y 13-15
    # 1. entering the wood would make its allowance 4 - 4 = 0: to the edge (2") and no farther
    edge = check_free_move(table, G, GUN_BASE, [("move", 0, 2.0)], mg.moves, Column.GUN)
    assert edge.allowed and edge.moved and edge.end[0].y + 1 == pytest.approx(17.0)
    into = check_free_move(table, G, GUN_BASE, [("move", 0, 2.01)], mg.moves, Column.GUN)
    assert not into.allowed and into.rule == "FL-MOVE-5" and "may not enter the wood" in into.reason
    # 2. beginning at the edge it may move 1": front edge to y = 18
    at_edge = list(edge.end)
    creep = check_free_move(table, at_edge, GUN_BASE, [("advance", 1.0)], mg.moves, Column.GUN)
    assert creep.allowed and creep.allowance == 1 and creep.end[0].y + 1 == pytest.approx(18.0)
    assert not check_free_move(table, at_edge, GUN_BASE, [("advance", 1.01)], mg.moves, Column.GUN).allowed
    # 3. turning on the spot is no move (FL-GUN-2): it costs nothing and the gun may still fire
    turn = check_free_move(table, G, GUN_BASE, [("turn", 90.0)], mg.moves, Column.GUN)
    assert turn.allowed and turn.cost == 0 and not turn.moved and turn.end[0].facing == pytest.approx(180.0)
    # 4. never into the swamp (X for guns); a heavy machine gun creeps 1" from the wood's edge too
    swamp = check_free_move(table, [Pose(37, 8, 90)], GUN_BASE, [("move", 0, 3.0)], mg.moves, Column.GUN)
    assert not swamp.allowed and swamp.rule == "FL-MOVE-4" and swamp.reason == "swamp is impassable for gun (T1)"
    heavy = UNITS["heavy machine gun"]
    assert check_free_move(table, at_edge, GUN_BASE, [("advance", 1.0)], heavy.moves, Column.GUN).allowed
    assert not check_free_move(table, G, GUN_BASE, [("move", 0, 2.5)], heavy.moves, Column.GUN).allowed


def test_a_gun_already_in_one_wood_may_not_creep_into_another_D7():
    table = Table(
        48,
        48,
        (Feature("w1", "wood", outline=square(0, 10, 48, 20)), Feature("w2", "wood", outline=square(0, 21, 48, 30))),
    )
    gun = [Pose(10, 19, 90)]  # in the first wood, 1" short of the second
    assert check_free_move(table, gun, GUN_BASE, [("move", 0, 1.0)], 4, Column.GUN).allowed  # up to its edge
    onto = check_free_move(table, gun, GUN_BASE, [("move", 0, 1.0), ("move", 0, 0.5)], 4, Column.GUN)
    assert not onto.allowed and onto.rule == "FL-MOVE-5"  # FL-MOVE-5 for each piece entered


# --- vehicles (D25) -----------------------------------------------------------------------------
def test_a_tank_drives_forward_or_back_turns_freely_and_its_turn_sweeps_the_ground_D25_D7():
    table = Table(48, 48, (Feature("w", "wood", outline=square(12, 0, 20, 48)),))
    tank = [Pose(10, 10, 90)]  # 2 wide, 3 long: x 9-11, y 8.5-11.5
    assert check_free_move(table, tank, TANK_BASE, [("advance", 10.0)], 10, Column.VEHICLE).allowed
    assert check_free_move(table, tank, TANK_BASE, [("advance", -5.0)], 10, Column.VEHICLE).allowed
    sideways = check_free_move(table, tank, TANK_BASE, [("move", -3.0, 0.0)], 10, Column.VEHICLE)
    assert not sideways.allowed and sideways.rule == "D25"
    turned_then = check_free_move(table, tank, TANK_BASE, [("face", 180.0), ("advance", 3.0)], 10, Column.VEHICLE)
    assert turned_then.allowed and turned_then.cost == pytest.approx(3.0) and turned_then.end[0].x == pytest.approx(7.0)
    # beside the wood (its edge 1" off) a turn swings the tank's corners in: the wood's -3 for the whole move (D7)
    near = [Pose(10.8, 10, 90)]
    swung = check_free_move(table, near, TANK_BASE, [("turn", 45.0), ("advance", 8.0)], 10, Column.VEHICLE)
    assert not swung.allowed and swung.allowance == 7 and swung.terrain == "wood"
    assert check_free_move(table, near, TANK_BASE, [("advance", 8.0)], 10, Column.VEHICLE).allowance == 10


def test_a_skirmish_groups_rotation_costs_its_farthest_models_travel_FL_MOVE_6():
    table = Table(48, 48)
    group = [Pose(20, 20, 90), Pose(24, 20, 90)]
    rotated = check_free_move(table, group, INFANTRY_BASE, [("rotate", 90.0)], 6, Column.SINGLE)
    # each model's farthest corner from the centre (22, 20) is sqrt(2.5^2 + 0.5^2) away: a 90-degree chord
    assert rotated.cost == pytest.approx(math.hypot(2.5, 0.5) * math.sqrt(2))
    assert rotated.end[0].x == pytest.approx(22) and rotated.end[0].y == pytest.approx(18)
    with pytest.raises(ValueError, match="free leg"):
        check_free_move(table, group, INFANTRY_BASE, [("wheel", 10.0)], 6, Column.SINGLE)


# --- other units' bases (FL-RUL-10, D5, D20) ----------------------------------------------------------
def test_a_move_may_touch_another_units_base_but_not_end_on_it_FL_RUL_10():
    table = Table(48, 48)
    friend = box(10, 15, 12, 16)
    single = [Pose(11, 10, 90)]  # 1" base, y 9.5-10.5
    touching = check_free_move(table, single, INFANTRY_BASE, [("move", 0, 4.5)], 8, Column.SINGLE, obstacles=[friend])
    assert touching.allowed  # its front edge on the friend's rear edge: contact
    on = check_free_move(table, single, INFANTRY_BASE, [("move", 0, 4.51)], 8, Column.SINGLE, obstacles=[friend])
    assert not on.allowed and on.rule == "FL-RUL-10" and "would end on another unit's base" in on.reason
    past = check_free_move(table, single, INFANTRY_BASE, [("move", 0, 7.0)], 8, Column.SINGLE, obstacles=[friend])
    assert past.allowed  # through a friendly unit
    enemy = Shapes([friend], ["U7"])
    through = check_free_move(table, single, INFANTRY_BASE, [("move", 0, 7.0)], 8, Column.SINGLE, enemies=enemy)
    assert not through.allowed and through.rule == "FL-RUL-10" and "passes through U7's base" in through.reason
    corner = box(11.5, 14.0, 12.5, 15.0)  # touching only at the corner (11.5, 14.0) at the end
    kiss = check_free_move(table, single, INFANTRY_BASE, [("move", 0, 3.5)], 8, Column.SINGLE, enemies=[corner])
    assert kiss.allowed


def test_a_block_may_not_end_on_a_friend_nor_wheel_through_an_enemy_FL_RUL_10():
    table = Table(48, 48)
    block = Formation(Pose(24, 10, 90), INFANTRY_BASE, 6, 12)  # x 21-27, y 8-10
    friend = box(22, 13, 24, 14)
    assert check_move(table, block, [("advance", 3.0)], 6, Column.INFANTRY, obstacles=[friend]).allowed
    blocked = check_move(table, block, [("advance", 3.5)], 6, Column.INFANTRY, obstacles=[friend])
    assert not blocked.allowed and blocked.rule == "FL-RUL-10"
    assert check_move(table, block, [("advance", 6.0)], 6, Column.INFANTRY, obstacles=[friend]).allowed
    ahead = box(22, 11, 23, 12)  # ahead of its left: a wheel to the right swings its left flank through it
    wheel = check_move(table, block, [("wheel", -60.0)], 12, Column.CAVALRY, enemies=[ahead])
    assert not wheel.allowed and "passes through an enemy's base" in wheel.reason
    assert check_move(table, block, [("wheel", -5.0)], 12, Column.CAVALRY, enemies=[ahead]).allowed
    assert check_move(table, block, [("advance", 1.0)], 12, Column.CAVALRY, enemies=[ahead]).allowed  # contact


def test_guns_turning_side_by_side_may_not_overlap_each_other_D5():
    table = Table(48, 48)
    battery = [Pose(20, 20, 0), Pose(22, 20, 0)]  # two 2" x 2" bases edge to edge
    assert check_free_move(table, battery, GUN_BASE, [("turn", 90.0)], 4, Column.GUN).allowed
    swung = check_free_move(table, battery, GUN_BASE, [("turn", 45.0)], 4, Column.GUN)
    assert not swung.allowed and swung.rule == "D5"


# --- properties --------------------------------------------------------------------------------------
coords = st.floats(min_value=8.0, max_value=40.0, allow_nan=False)
facings = st.floats(min_value=0.0, max_value=359.99, allow_nan=False)
columns = st.sampled_from([Column.SINGLE, Column.GUN, Column.VEHICLE, Column.INFANTRY])


def scattered(seed: int) -> Table:
    """A table with a wood, a hill, a swamp and a road placed from ``seed``."""
    x, y = 6 + seed % 31, 6 + (seed * 7) % 31
    return Table(
        48,
        48,
        (
            Feature("w", "wood", outline=square(x, y, x + 5, y + 4)),
            Feature("h", "hill", outline=square(y, x, y + 6, x + 3)),
            Feature("s", "swamp", outline=square(x + 8, y - 4, x + 10, y + 2)),
            Feature("r", "road", line=((0, y + 1), (48, x)), width=2),
        ),
    )


@settings(max_examples=60, deadline=None)
@given(
    st.integers(0, 1000),
    coords,
    coords,
    facings,
    columns,
    st.floats(min_value=-6, max_value=6),
    st.floats(min_value=-6, max_value=6),
    st.floats(-90, 90),
)
def test_a_legal_free_moves_cost_is_within_every_models_allowance_and_it_ends_on_no_base(
    seed, x, y, facing, column, dx, dy, turn
):
    table = scattered(seed)
    poses = [Pose(x, y, facing), Pose(x + 1.5, y - 0.5, facing)]
    others = [box(x + 3, y + 2, x + 4, y + 3), box(x - 5, y - 1, x - 4, y)]
    legs = [("turn", turn), ("move", dx, dy)] if column is not Column.VEHICLE else [("turn", turn), ("advance", dx)]
    verdict = check_free_move(table, poses, INFANTRY_BASE, legs, 6, column, obstacles=others)
    if verdict.allowed:
        assert all(m.cost <= m.allowance + EPS for m in verdict.models)
        for p in verdict.end:
            base = shapely.Polygon(corners(p, INFANTRY_BASE))
            assert all(base.intersection(o).area < 1e-6 for o in others)
            assert table.on_table(base)


bodies = st.tuples(coords, coords, facings, st.floats(0.5, 4), st.floats(0.5, 4)).map(
    lambda t: corners(Pose(t[0], t[1], t[2]), Size(t[3], t[4]))
)


@settings(max_examples=80, deadline=None)
@given(bodies, coords, coords, st.floats(-200, 200).filter(lambda a: abs(a) > 0.01))
def test_a_rotations_pieces_hold_every_pose_on_the_way(body, px, py, degrees):
    pieces = spun(body, (px, py), degrees)
    ground = shapely.union_all([shapely.Polygon(p.ring) for p in pieces]).buffer(1e-7)
    for k in range(41):
        between = turned(body, (px, py), math.radians(degrees * k / 40))
        assert ground.covers(shapely.Polygon(between))


@settings(max_examples=80, deadline=None)
@given(bodies, st.floats(-8, 8), st.floats(-8, 8))
def test_a_straight_legs_piece_is_exactly_the_ground_between_its_ends(body, dx, dy):
    piece = shapely.Polygon(shifted(body, dx, dy).ring)
    exact = shapely.convex_hull(shapely.MultiPoint([*body, *((x + dx, y + dy) for x, y in body)]))
    assert piece.symmetric_difference(exact).area == pytest.approx(0.0, abs=1e-9)


@settings(max_examples=60, deadline=None)
@given(bodies, st.floats(-3, 3), st.floats(-3, 3), st.floats(-120, 120), coords, coords, st.floats(0.2, 3))
def test_what_a_wheel_meets_is_what_its_poses_meet_up_to_a_thousandth(body, ox, oy, degrees, fx, fy, r):
    pivot = (body[0][0] + ox, body[0][1] + oy)
    shape = shapely.Point(fx, fy).buffer(r, quad_segs=4)
    met = bool(Shapes([shape]).met([spun(body, pivot, degrees)])[0])
    poses = shapely.polygons([turned(body, pivot, math.radians(degrees * k / 800)) for k in range(801)])
    if met:  # it meets only what some pose on the way comes within a thousandth of
        assert shapely.intersects(poses, shape.buffer(1e-3)).any()
    if shapely.intersects(poses, shape.buffer(-1e-3)).any():  # and whatever a pose overlaps by a thousandth
        assert met
