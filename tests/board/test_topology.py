"""Area graph from polygons: "Terms" (adjacent, vertex-adjacent), R-MOVE-2/3, R-ART-2."""

from __future__ import annotations

import pytest
from map_builders import grid_2x2, make_map, road, square

from gettysburg_desktop.boards.areas.shapes import AreaShape
from gettysburg_desktop.boards.areas.topology import build_topology


def test_grid_edge_neighbours_share_borders_and_diagonals_touch_at_the_corner():
    topo = build_topology(grid_2x2())
    assert topo.edge_pairs() == [("ne", "nw"), ("ne", "se"), ("nw", "sw"), ("se", "sw")]
    # R-ART-2: where four areas meet at a point, all four are mutually adjacent for artillery.
    assert topo.vertex_pairs() == [("ne", "sw"), ("nw", "se")]
    assert topo.vertex_contacts[("nw", "se")] == pytest.approx((10, 10))


def test_border_between_neighbours_is_the_shared_segment():
    topo = build_topology(grid_2x2())
    border = topo.border_between("nw", "ne")
    assert border.length == pytest.approx(10)
    assert len(border.segments) == 1
    assert sorted(border.segments[0]) == [(10.0, 0.0), (10.0, 10.0)]
    assert border.midpoint == pytest.approx((10, 5))


def test_borders_of_an_area_are_keyed_by_neighbour_for_entrenchment_markers():
    borders = build_topology(grid_2x2()).borders_of("nw")
    assert sorted(borders) == ["ne", "sw"]
    assert sorted(borders["sw"][0]) == [(0.0, 10.0), (10.0, 10.0)]


def test_neighbours_lists_only_edge_adjacent_areas():
    assert build_topology(grid_2x2()).neighbours("nw") == ("ne", "sw")


def test_t_junction_without_shared_vertex_is_still_a_border():
    # "top" has no vertex at (10, 10) where left and right meet below it.
    top = square("top", 0, 0, 20, 10)
    doc = make_map(top, square("left", 0, 10), square("right", 10, 10))
    topo = build_topology(doc)
    assert topo.edge_pairs() == [("left", "right"), ("left", "top"), ("right", "top")]
    assert topo.border_between("top", "left").length == pytest.approx(10)


def test_borders_apart_by_less_than_the_tolerance_count_as_shared():
    doc = make_map(square("a", 0, 0), square("b", 10.3, 0.2))
    topo = build_topology(doc, tolerance=0.5)
    assert topo.edge_pairs() == [("a", "b")]


def test_borders_apart_by_more_than_the_tolerance_are_not_adjacent():
    doc = make_map(square("a", 0, 0), square("b", 11, 0))
    topo = build_topology(doc, tolerance=0.5)
    assert topo.edge_pairs() == [] and topo.vertex_pairs() == []


def test_a_border_shorter_than_the_minimum_is_only_a_vertex_contact():
    doc = make_map(square("a", 0, 0), square("b", 10, 9.6))  # share 0.4 of border
    topo = build_topology(doc, tolerance=0.5)
    assert topo.edge_pairs() == []
    assert topo.vertex_pairs() == [("a", "b")]


def test_road_crossing_one_border_marks_exactly_that_border():
    doc = grid_2x2()
    doc = make_map(*doc.areas, roads=[road("pike", (2, 5), (18, 5))])
    topo = build_topology(doc)
    assert topo.road_crossings["pike"] == (("ne", "nw"),)
    assert topo.road_border_pairs() == [("ne", "nw")]


def test_road_through_the_four_way_corner_crosses_no_border():
    # R-MOVE-3: never across a vertex.
    doc = make_map(*grid_2x2().areas, roads=[road("diagonal", (2, 2), (18, 18))])
    assert build_topology(doc).road_crossings["diagonal"] == ()


def test_road_ending_on_a_border_does_not_cross_it():
    doc = make_map(*grid_2x2().areas, roads=[road("lane", (2, 5), (10, 5))])
    assert build_topology(doc).road_crossings["lane"] == ()


def test_road_through_three_areas_crosses_both_borders_in_turn():
    doc = make_map(square("a", 0, 0), square("b", 10, 0), square("c", 20, 0), roads=[road("r", (1, 5), (29, 6))])
    assert build_topology(doc).road_crossings["r"] == (("a", "b"), ("b", "c"))


def test_degenerate_area_is_left_out_of_the_graph():
    flat = AreaShape("flat", "Flat", "clear", 0, ((0, 20), (5, 20), (10, 20)))
    topo = build_topology(make_map(*grid_2x2().areas, flat))
    assert "flat" not in topo.area_ids
    assert "flat" not in {a for pair in topo.edge_pairs() + topo.vertex_pairs() for a in pair}


def test_self_crossing_area_does_not_break_the_graph():
    bowtie = AreaShape("bow", "Bow", "clear", 0, ((20, 0), (30, 10), (30, 0), (20, 10)))
    topo = build_topology(make_map(*grid_2x2().areas, bowtie))
    assert ("bow", "ne") in topo.borders
