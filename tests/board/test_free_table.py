"""The free table's geometry (boards/table): bases as oriented rectangles,
advances and wheels with their cost, sweeps, the front arc, lines through a
feature's inside, contact, sectors and features, with hypothesis for the
properties table.md asks (distances symmetric, a move's cost its furthest
corner's travel, a sweep covering every pose) and the rules' worked numbers
(Finsterland's D6 wheel, FL-RUL-9's corner touch, FL-RUL-10's corner contact)."""

from __future__ import annotations

import math

import pytest
import shapely
from hypothesis import given
from hypothesis import strategies as st

from gettysburg_desktop.boards.table.bases import (
    EPS,
    Pose,
    Size,
    corners,
    displacement,
    normal_facing,
    wheel_poses,
    wheeled,
)
from gettysburg_desktop.boards.table.measures import (
    crosses_inside,
    edge_distance,
    front_arc,
    in_contact,
    length_inside,
    overlapping,
    point_distance,
    reaches_into,
    segment,
    sides_touched,
    touched_length,
    widened_field,
    within,
)
from gettysburg_desktop.boards.table.shapes import edge, polygon, swept
from gettysburg_desktop.boards.table.table import Feature, Objective, Table, parse_sector, sector_name

coordinate = st.floats(min_value=-100, max_value=100, allow_nan=False)
facing = st.floats(min_value=0, max_value=359.99, allow_nan=False)
length = st.floats(min_value=0.5, max_value=8, allow_nan=False)
poses = st.builds(Pose, coordinate, coordinate, facing)
sizes = st.builds(Size, length, length)


# --- bases ------------------------------------------------------------------------------------
@given(poses, sizes)
def test_a_base_is_a_rectangle_of_its_size_whose_front_faces_its_facing(pose, size):
    base = polygon(pose, size)
    assert base.is_valid and base.area == pytest.approx(size.width * size.depth)
    assert edge(pose, size, "front").length == pytest.approx(size.width)
    assert edge(pose, size, "left").length == pytest.approx(size.depth)
    front_middle = edge(pose, size, "front").interpolate(0.5, normalized=True)
    fx, fy = pose.ahead
    assert (front_middle.x - pose.x, front_middle.y - pose.y) == pytest.approx(
        (fx * size.depth / 2, fy * size.depth / 2), abs=1e-9
    )


def test_north_is_90_degrees_and_a_base_facing_north_has_its_left_to_the_west():
    fl, fr, rr, rl = corners(Pose(10, 10, 90), Size(6, 1))
    assert fl == pytest.approx((7, 10.5)) and fr == pytest.approx((13, 10.5))
    assert rr == pytest.approx((13, 9.5)) and rl == pytest.approx((7, 9.5))
    assert normal_facing(-90) == 270 and normal_facing(720.5) == pytest.approx(0.5)


@given(poses, sizes, st.floats(min_value=-10, max_value=10, allow_nan=False))
def test_a_straight_advance_costs_its_distance(pose, size, distance):
    assert displacement(pose, pose.advanced(distance), size) == pytest.approx(abs(distance), abs=1e-9)


def test_a_90_degree_wheel_of_a_6_inch_line_costs_its_far_rear_corners_8_60_inches_D6_FL_RUL_11():
    line, size = Pose(3, 0.5, 90), Size(6, 1)
    after = wheeled(line, size, 90)
    assert displacement(line, after, size) == pytest.approx(math.sqrt(37) * math.sqrt(2))
    assert round(displacement(line, after, size), 2) == 8.60  # not the front corner's 6 * sqrt(2) = 8.49
    assert corners(after, size)[0] == pytest.approx(corners(line, size)[0])  # the pivot, its front-left corner, stays
    assert after.facing == pytest.approx(180.0)


@given(poses, sizes, st.floats(min_value=-180, max_value=180, allow_nan=False).filter(lambda a: abs(a) > 0.1))
def test_a_wheel_keeps_its_pivot_corner_and_its_sweep_covers_every_pose_on_the_way(pose, size, degrees):
    steps = wheel_poses(pose, size, degrees)
    pivot = 0 if degrees > 0 else 1
    assert all(corners(p, size)[pivot] == pytest.approx(corners(pose, size)[pivot], abs=1e-9) for p in steps)
    ground = swept(steps, size, corners(pose, size)[pivot])
    for k in range(0, 41):
        between = wheeled(pose, size, degrees * k / 40)
        assert ground.buffer(1e-7).covers(polygon(between, size))


@given(poses, sizes, st.floats(min_value=0, max_value=12, allow_nan=False))
def test_a_straight_sweep_is_exactly_the_ground_between_start_and_end(pose, size, distance):
    end = pose.advanced(distance)
    ground = swept([pose, end], size)
    assert ground.buffer(1e-7).covers(polygon(pose, size)) and ground.buffer(1e-7).covers(polygon(end, size))
    assert ground.area == pytest.approx(size.width * (size.depth + distance), rel=1e-6, abs=1e-6)


# --- distances and arcs -----------------------------------------------------------------------
@given(poses, sizes, poses, sizes)
def test_edge_distance_is_symmetric_and_zero_for_bases_that_touch(p, s, q, t):
    a, b = polygon(p, s), polygon(q, t)
    assert edge_distance(a, b) == pytest.approx(edge_distance(b, a))
    assert (edge_distance(a, b) == 0) == bool(a.intersects(b))


def test_a_point_is_measured_to_the_nearest_point_of_a_base_and_a_limit_allows_only_noise():
    base = polygon(Pose(0, 0, 90), Size(2, 2))
    assert point_distance((4, 0), base) == pytest.approx(3.0)
    assert within(4.0 + EPS / 2, 4.0) and not within(4.01, 4.0)


def test_the_front_arc_opens_at_45_degrees_from_the_front_corners_D6():
    pose, size = Pose(0, 0, 90), Size(6, 1)  # front edge from (-3, 0.5) to (3, 0.5)
    arc = front_arc(pose, size, reach=24)
    ahead = polygon(Pose(0, 10, 270), Size(1, 1))
    beside = polygon(Pose(14, 10, 270), Size(1, 1))  # 45 degrees from the front-right corner reach x = 12.5 at y = 10
    just_in = polygon(Pose(12.9, 10, 270), Size(1, 1))  # its left edge at 12.4: inside
    behind = polygon(Pose(0, -5, 90), Size(1, 1))
    assert reaches_into(arc, ahead) and reaches_into(arc, just_in)
    assert not reaches_into(arc, beside) and not reaches_into(arc, behind)


def test_a_field_widened_by_a_base_width_reaches_beside_the_front():
    pose, size = Pose(0, 0, 90), Size(4, 1)
    field = widened_field(pose, size, reach=20, widen=4)
    assert reaches_into(field, polygon(Pose(-5, 10, 270), Size(1, 1)))
    assert not reaches_into(field, polygon(Pose(-7.5, 10, 270), Size(1, 1)))


# --- lines through features ---------------------------------------------------------------------
def test_a_sight_line_touching_only_a_corner_or_an_edge_is_not_through_the_feature_FL_RUL_9():
    wood = shapely.box(0, 0, 4, 4)
    assert not crosses_inside(segment((-2, 2), (2, 6)), wood)  # touches the corner (0, 4)
    assert not crosses_inside(segment((-1, 4), (6, 4)), wood)  # runs along the top edge
    assert crosses_inside(segment((-1, 1), (5, 1)), wood)
    assert length_inside(segment((-1, 1), (5, 1)), wood) == pytest.approx(4.0)


# --- contact ------------------------------------------------------------------------------------
def test_bases_touching_at_a_corner_are_in_contact_and_do_not_overlap_FL_RUL_10():
    a_pose, size = Pose(0, 0, 90), Size(1, 1)
    a = polygon(a_pose, size)
    b = polygon(Pose(1, 1, 270), size)  # its corner on a's front-right corner
    assert in_contact(a, b) and not overlapping(a, b)
    assert set(sides_touched(a_pose, size, b)) == {"front", "right"}
    assert touched_length(a_pose, size, "front", b) == pytest.approx(0.0, abs=1e-5)
    c = polygon(Pose(0.5, 1, 270), size)  # flush on half of a's front
    assert sides_touched(a_pose, size, c)[0] == "front" and touched_length(a_pose, size, "front", c) == pytest.approx(
        0.5, abs=1e-5
    )
    assert overlapping(a, polygon(Pose(0.5, 0.9, 270), size))


# --- the table -----------------------------------------------------------------------------------
def test_a_48_inch_table_has_six_rows_of_six_sectors_named_from_the_first_edge_D2():
    table = Table(48, 48, sector=8)
    names = [n for n, _ in table.sectors()]
    assert len(names) == 36 and names[0] == "A1" and names[-1] == "F6"
    assert table.sector_at((0.5, 0.5)) == "A1" and table.sector_at((47.9, 47.9)) == "F6"
    assert table.sector_at((8, 3)) == "A2"  # on a border: the one to the right
    assert table.sector_named("C4").bounds == (24, 16, 32, 24)
    with pytest.raises(KeyError):
        table.sector_named("G1")
    narrow = Table(50, 44, sector=8)
    assert (narrow.rows, narrow.columns) == (6, 7) and narrow.sector_named("F7").bounds == (48, 40, 50, 44)


@given(st.integers(min_value=0, max_value=800), st.integers(min_value=0, max_value=99))
def test_a_sectors_name_reads_back(row, column):
    assert parse_sector(sector_name(row, column)) == (row, column)


def test_features_near_a_shape_are_found_by_their_ground_a_road_by_its_width():
    wood = Feature("w1", "wood", outline=((10, 10), (20, 10), (20, 20), (10, 20)))
    road = Feature("r1", "road", line=((0, 5), (48, 5)), width=1.0)
    table = Table(48, 48, (wood, road), sector=8, objectives=(Objective("o1", (24, 24), 3),))
    assert road.area.area == pytest.approx(48.0)
    on_road = polygon(Pose(5, 5.4, 0), Size(1, 1))
    assert [f.id for f in table.features_touching(on_road)] == ["r1"]
    edge_of_wood = polygon(Pose(9.5, 15, 0), Size(1, 1))  # its front edge on the wood's edge
    assert [f.id for f in table.features_touching(edge_of_wood, kinds=["wood"])] == ["w1"]
    assert table.features_under(edge_of_wood) == []  # touching is not being in it
    assert table.on_table(on_road) and not table.on_table(polygon(Pose(0, 24, 0), Size(1, 1)))
