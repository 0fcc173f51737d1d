"""Where a unit may get to in one move and the computer's candidates
(games/finsterland/field/reach.py, sampler.py): the farthest advance, wheel
and straight leg searched to the hundredth and rounded down (FL-RUL-12),
T-1's block stopping 5" on (FL-MOVE-2) and T-2's gun stopping at the wood
and creeping (FL-MOVE-5); with hypothesis, every ray of the region ends on a
legal move and a hundredth more is not, and every candidate is legal."""

from __future__ import annotations

import math
import random

import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st

from gettysburg_desktop.boards.table.bases import Pose, Size
from gettysburg_desktop.boards.table.table import Feature, Objective, Table
from gettysburg_desktop.games.finsterland.field.free_moves import check_free_move
from gettysburg_desktop.games.finsterland.field.movement import check_move
from gettysburg_desktop.games.finsterland.field.reach import (
    centre,
    farthest_advance,
    farthest_along,
    farthest_wheel,
    most_allowed,
    reachable_region,
    straight_leg,
)
from gettysburg_desktop.games.finsterland.field.sampler import (
    COUNT,
    formation_candidates,
    free_candidates,
    goal_points,
    wheel_towards,
)
from gettysburg_desktop.games.finsterland.field.sweep import Shapes
from gettysburg_desktop.games.finsterland.rules.formation import INFANTRY_BASE, Formation
from gettysburg_desktop.games.finsterland.rules.tables import Column

GUN_BASE = Size(2.0, 2.0)
TANK_BASE = Size(2.0, 3.0)


def square(x0, y0, x1, y1):
    return ((x0, y0), (x1, y0), (x1, y1), (x0, y1))


# --- the worked situations ---------------------------------------------------------------------
def test_T1_the_block_may_advance_5_inches_onto_the_hill_and_its_skirmishers_6_FL_MOVE_2_FL_FORM_5():
    table = Table(48, 48, (Feature("hill", "hill", outline=square(0, 12, 48, 20)),))
    L = Formation(Pose(23, 10, 90), INFANTRY_BASE, 6, 24)
    assert farthest_advance(table, L, 6, Column.INFANTRY) == 5.0
    skirmishers = L.model_poses()[::2]
    north = farthest_along(table, skirmishers, INFANTRY_BASE, [90.0], 6, Column.SINGLE)
    assert north == [6.0]


def test_T2_the_gun_reaches_the_woods_edge_then_creeps_an_inch_and_never_the_swamp_FL_MOVE_5():
    table = Table(
        48,
        48,
        (
            Feature("wood", "wood", outline=square(20, 17, 40, 23)),
            Feature("swamp", "swamp", outline=square(35, 10, 40, 16)),
        ),
    )
    G = [Pose(30, 14, 90)]
    assert farthest_along(table, G, GUN_BASE, [90.0], 4, Column.GUN) == [2.0]
    assert farthest_along(table, [Pose(30, 16, 90)], GUN_BASE, [90.0, 45.0], 4, Column.GUN) == [1.0, 1.0]
    # toward the swamp: up to its edge (its base 1" from the swamp's west edge at x = 35)
    assert farthest_along(table, [Pose(32, 13, 90)], GUN_BASE, [0.0], 4, Column.GUN) == [2.0]
    region = reachable_region(table, G, 4, Column.GUN, size=GUN_BASE)
    assert region.bounds[3] == pytest.approx(16.0)  # its centre gets 2" north, no farther
    assert not region.intersects(shapely.box(35, 10, 40, 16).buffer(-1.0))


def test_the_farthest_wheel_of_a_6_inch_line_of_B_8_is_where_its_far_corner_has_gone_8_inches_D6():
    line = Formation(Pose(24, 10, 90), INFANTRY_BASE, 6, 6)
    table = Table(48, 48)
    left = farthest_wheel(table, line, "left", 8, Column.INFANTRY)
    # a wheel of t costs 2 sqrt(37) sin(t / 2) (FL-RUL-11): 8 inches at 82.28 degrees
    assert left == math.floor(math.degrees(2 * math.asin(8 / (2 * math.sqrt(37)))) * 100) / 100
    assert check_move(table, line, [("wheel", left)], 8, Column.INFANTRY).allowed
    assert not check_move(table, line, [("wheel", left + 0.01)], 8, Column.INFANTRY).allowed
    right = farthest_wheel(table, line, "right", 8, Column.INFANTRY, limit=30)
    assert right == -30.0
    with pytest.raises(ValueError):
        farthest_wheel(table, line, "back", 8, Column.INFANTRY)


def test_a_ray_stops_short_of_a_friends_base_and_the_region_of_a_block_is_its_band_and_arcs():
    table = Table(48, 48)
    friend = Shapes([shapely.box(23, 15, 25, 17)], ["U2"])
    single = [Pose(24, 10, 90)]
    past = farthest_along(table, single, INFANTRY_BASE, [90.0], 8, Column.SINGLE, obstacles=friend)
    assert past == [8.0]  # through the friend's base and beyond it
    (north,) = farthest_along(table, single, INFANTRY_BASE, [90.0], 6, Column.SINGLE, obstacles=friend)
    assert north == 4.5  # not ending on it: its front edge on the friend's rear edge (FL-RUL-10: contact)
    block = Formation(Pose(24, 10, 90), INFANTRY_BASE, 6, 12)
    region = reachable_region(table, block, 6, Column.INFANTRY)
    assert region.covers(shapely.box(21, 8, 27, 16))  # the band to its 6" stop
    assert not region.covers(shapely.box(21, 8, 27, 16.01))
    assert region.contains(shapely.Point(27.2, 10))  # the wheel to the left swings its rear right corner out
    assert region.contains(shapely.Point(20.8, 10))  # and the wheel to the right its rear left


# --- properties --------------------------------------------------------------------------------
def scattered(seed: int) -> Table:
    x, y = 8 + seed % 25, 8 + (seed * 7) % 25
    return Table(
        48,
        48,
        (
            Feature("w", "wood", outline=square(x, y, x + 5, y + 4)),
            Feature("h", "hill", outline=square(y, x, y + 6, x + 3)),
            Feature("s", "swamp", outline=square(x + 8, y - 4, x + 10, y + 2)),
            Feature("r", "road", line=((0, y + 1), (48, x)), width=2),
            Feature("v", "river", line=((x - 6, 0), (x - 2, 48)), width=1),
        ),
        sector=8.0,
        objectives=(Objective("o1", (x + 2.0, y - 3.0)), Objective("o2", (40.0, 40.0))),
    )


movers = st.sampled_from(
    [
        (Column.SINGLE, INFANTRY_BASE, 8, 1),  # a single model
        (Column.SINGLE, INFANTRY_BASE, 6, 3),  # three skirmishers
        (Column.GUN, GUN_BASE, 4, 1),
        (Column.VEHICLE, TANK_BASE, 10, 1),
        (Column.GUN, GUN_BASE, 2, 2),  # a battery of two
    ]
)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 1000), st.floats(10, 38), st.floats(10, 38), st.floats(0, 359), movers, st.booleans())
def test_every_ray_of_a_free_movers_region_ends_on_a_legal_move_and_a_hundredth_more_is_not(
    seed, x, y, facing, mover, crowded
):
    column, size, moves, count = mover
    table = scattered(seed)
    poses = [Pose(x + 2.5 * k, y, facing) for k in range(count)]
    others = (
        Shapes([shapely.box(x - 4, y + 3, x - 3, y + 4), shapely.box(x + 6, y - 2, x + 7, y - 1)]) if crowded else None
    )
    foes = Shapes([shapely.box(x + 1, y + 5, x + 3, y + 6)]) if crowded else None
    headings = [0.0, 45.0, 100.0, 180.0, 235.0, 300.0]
    reach = farthest_along(table, poses, size, headings, moves, column, obstacles=others, enemies=foes)
    for heading, d in zip(headings, reach, strict=True):

        def check(distance, heading=heading):
            leg = straight_leg(column, heading, distance)
            return check_free_move(table, poses, size, leg, moves, column, obstacles=others, enemies=foes)

        if d is None:
            assert not check(0.0).allowed
            continue
        legal = check(d)
        assert legal.allowed, legal.reason
        assert all(m.cost <= m.allowance + 1e-6 for m in legal.models)
        assert not check(round(d + 0.01, 2)).allowed  # the farthest: no limit was set but the rules'
    assert most_allowed(moves, column, on_road=False) == max(moves, 1)


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 1000), st.floats(12, 36), st.floats(12, 36), movers)
def test_the_region_of_a_free_mover_is_the_star_of_its_rays_ends(seed, x, y, mover):
    column, size, moves, count = mover
    table = scattered(seed)
    poses = [Pose(x + 2.5 * k, y, 90.0) for k in range(count)]
    region = reachable_region(table, poses, moves, column, size=size)
    reach = farthest_along(table, poses, size, [5.0 * i for i in range(72)], moves, column)
    cx, cy = centre(poses)
    for i, d in enumerate(reach):
        if d:
            a = math.radians(5.0 * i)
            assert region.buffer(1e-6).covers(shapely.Point(cx + d * math.cos(a), cy + d * math.sin(a)))


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 1000), st.floats(10, 38), st.floats(10, 38), st.floats(0, 359), st.sampled_from([6, 12, 15]))
def test_the_farthest_advance_and_wheels_of_a_block_are_legal_and_a_hundredth_more_is_not(seed, x, y, facing, models):
    table = scattered(seed)
    block = Formation(Pose(x, y, facing), INFANTRY_BASE, 6, models)
    d = farthest_advance(table, block, 6, Column.INFANTRY)
    if d is not None:
        assert check_move(table, block, [("advance", d)], 6, Column.INFANTRY).allowed
        if d < 9.0:
            assert not check_move(table, block, [("advance", round(d + 0.01, 2))], 6, Column.INFANTRY).allowed
    for side in ("left", "right"):
        w = farthest_wheel(table, block, side, 6, Column.INFANTRY)
        if w is not None:
            assert check_move(table, block, [("wheel", w)], 6, Column.INFANTRY).allowed
            if abs(w) < 180:
                more = round(w + (0.01 if w > 0 else -0.01), 2) if w else (0.01 if side == "left" else -0.01)
                assert not check_move(table, block, [("wheel", more)], 6, Column.INFANTRY).allowed


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 1000), st.floats(12, 36), st.floats(12, 36), st.floats(0, 359), st.integers(0, 2**32 - 1))
def test_every_candidate_is_legal_and_the_same_random_state_gives_the_same_candidates(seed, x, y, facing, draw):
    table = scattered(seed)
    block = Formation(Pose(x, y, facing), INFANTRY_BASE, 6, 12)
    goals = goal_points(table, block.centre, sectors=["C3"])
    first = formation_candidates(table, block, goals, 6, Column.INFANTRY, random.Random(draw))
    again = formation_candidates(table, block, goals, 6, Column.INFANTRY, random.Random(draw))
    assert [c.legs for c in first] == [c.legs for c in again] and len(first) <= COUNT
    for c in first:
        assert check_move(table, block, list(c.legs), 6, Column.INFANTRY).allowed
    skirmishers = [Pose(x + 2 * k, y, facing) for k in range(3)]
    loose = free_candidates(table, skirmishers, INFANTRY_BASE, goals, 6, Column.SINGLE, random.Random(draw))
    for c in loose:
        assert check_free_move(table, skirmishers, INFANTRY_BASE, list(c.legs), 6, Column.SINGLE).allowed
    tank = free_candidates(table, [Pose(x, y, facing)], TANK_BASE, goals, 10, Column.VEHICLE, random.Random(draw))
    for c in tank:
        assert (
            c.legs[0][0] == "face"
            and check_free_move(table, [Pose(x, y, facing)], TANK_BASE, list(c.legs), 10, Column.VEHICLE).allowed
        )


def test_the_free_table_benchmark_measures_what_performance_md_records():
    from gettysburg_desktop.games.finsterland.benchmark import free_table_lines

    lines = free_table_lines(calls=2, regions=1)
    assert len(lines) == 9 and all(" p50 " in line and " p99 " in line for line in lines)


def test_the_goals_are_the_ordered_sector_the_objectives_and_the_nearest_cover_and_a_block_wheels_to_face_one():
    table = Table(
        48,
        48,
        (
            Feature("w", "wood", outline=square(30, 10, 34, 14)),
            Feature("f", "fence", line=((0, 30), (10, 30)), width=0.2),
        ),
        sector=8.0,
        objectives=(Objective("o", (24.0, 40.0)),),
    )
    goals = goal_points(table, (24, 10), sectors=["C4"], cover=1)
    assert goals == [(28.0, 20.0), (24.0, 40.0), (30.0, 10.0)]
    block = Formation(Pose(24, 10, 90), INFANTRY_BASE, 6, 12)
    w = wheel_towards(block, (40, 26))
    turned = block.wheeled(w)
    bearing = math.degrees(math.atan2(26 - turned.front.y, 40 - turned.front.x))
    assert w < 0 and turned.front.facing == pytest.approx(bearing, abs=0.02)
    candidates = formation_candidates(table, block, [(24.0, 40.0)], 6, Column.INFANTRY, random.Random(1), count=1)
    assert [c.legs for c in candidates] == [(("advance", 6.0),)]
