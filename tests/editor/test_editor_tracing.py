"""Drawing new areas by clicks: snapping to the neighbours, closing on the
first vertex, and drawing only the free edge (QGIS tracing)."""

from __future__ import annotations

import pytest
import shapely
from editor_checks import indexes_match_polygons, push_and_round_trip
from map_builders import make_map, square

from gettysburg_desktop.boards.areas.benchmark import voronoi_map
from gettysburg_desktop.boards.areas.shapes import AreaShape, BoardSize, MapDocument
from gettysburg_desktop.boards.areas.topology import build_topology
from gettysburg_desktop.boards.areas.validation import validate_map
from gettysburg_desktop.editor.model import (
    EditableMap,
    EditRefused,
    Snapper,
    Trace,
    UndoStack,
    add_area,
    delete_area,
)

ZOOM = 4  # 10 pixels = 2.5 board units


def draw(emap: EditableMap, clicks, *, close_by_clicking=None, finish=False, face=0) -> Trace:
    trace = Trace(emap, Snapper(emap))
    for point in clicks:
        assert not trace.click(point, ZOOM)
    if close_by_clicking is not None:
        assert trace.preview(close_by_clicking, ZOOM).closes
        assert trace.click(close_by_clicking, ZOOM)
    if finish:
        trace.finish(face)
    assert trace.state == "closed"
    return trace


def empty_board(width=100, height=100) -> EditableMap:
    return EditableMap.from_document(MapDocument("m", "M", BoardSize(width, height), ()))


def same_ring(ring, expected) -> bool:
    """The same vertices in the same cyclic order, either direction, any start."""
    ring, expected = list(ring), list(expected)
    if sorted(ring) != sorted(expected):
        return False
    k = ring.index(expected[0])
    turned = ring[k:] + ring[:k]
    return turned == expected or [turned[0], *turned[1:][::-1]] == expected


def test_three_areas_traced_by_clicks_share_their_borders_exactly():
    emap = empty_board()
    stack = UndoStack()
    oak = draw(emap, [(10, 10), (50, 10), (50, 50), (10, 50)], close_by_clicking=(10.4, 10.3))
    added = oak.add_area("Oak Hill", terrain="town")
    assert added.text == "Add area 'Oak Hill'" and added.added() == ("oak-hill",)
    stack.push(added)
    # The second area snaps to two of the first's vertices.
    ridge = draw(emap, [(50.6, 10.3), (90, 10), (90, 50), (49.5, 50.4)], close_by_clicking=(50.2, 9.8))
    assert [s.kind for s in ridge.snaps] == ["vertex", "none", "none", "vertex"]
    stack.push(ridge.add_area("Seminary Ridge", terrain="ridge"))
    # The third snaps to a segment of each and to the vertex they share.
    top = draw(emap, [(30.2, 50.4), (50.3, 50.2), (70.3, 49.6), (70, 80), (30, 80)], close_by_clicking=(30, 51))
    assert [s.kind for s in top.snaps[:3]] == ["segment", "vertex", "segment"]
    assert top.snaps[0].areas == ("oak-hill",) and top.snaps[1].areas == ("oak-hill", "seminary-ridge")
    stack.push(top.add_area("Little Round Top", terrain="hill", stars=2))

    doc = emap.to_document()
    # The snapped segment points (on a level border, rounded along it to the grid) went into
    # the neighbours too: bit-identical shared vertices.
    assert (30.0, 50.0) in doc.area("oak-hill").polygon and (30.0, 50.0) in doc.area("little-round-top").polygon
    assert (70.5, 50.0) in doc.area("seminary-ridge").polygon
    topo = build_topology(doc)
    assert topo.edge_pairs() == [
        ("little-round-top", "oak-hill"), ("little-round-top", "seminary-ridge"), ("oak-hill", "seminary-ridge"),
    ]  # fmt: skip
    assert topo.border_between("oak-hill", "little-round-top").length == pytest.approx(20.0)
    assert topo.border_between("seminary-ridge", "little-round-top").length == pytest.approx(20.5)
    assert [p.code for p in validate_map(doc)] == ["uncovered"]  # no gap, no overlap: only the bare board around them
    assert indexes_match_polygons(emap)


def test_the_free_edge_fills_the_region_between_two_neighbours_and_the_board_edge():
    west = AreaShape("west", "West", "town", 0, ((0, 0), (30, 0), (30, 100), (0, 100)))
    north = AreaShape("north", "North", "hill", 2, ((30, 0), (100, 0), (100, 30), (30, 30)))
    emap = EditableMap.from_document(MapDocument("m", "M", BoardSize(100, 100), (north, west)))
    stack = UndoStack()
    # From west's border to the board's right edge: only the free edge is drawn.
    trace = draw(emap, [(30.4, 70), (99.6, 50)], finish=True)
    assert trace.snaps[0].areas == ("west",) and trace.snaps[1].board_edge
    assert same_ring(trace.polygon, [(30, 30), (100, 30), (100, 50), (30, 70)])
    assert len(trace.faces) == 2  # the other side of the line, larger, is the second choice
    push_and_round_trip(emap, stack, trace.add_area("Middle"))
    assert emap.area("west").polygon == ((0, 0), (30, 0), (30, 30), (30, 70), (30, 100), (0, 100))
    # The rest: the line along the board's bottom edge bounds it with three borders.
    rest = draw(emap, [(30.3, 99.8), (99.5, 99.6)], finish=True)
    assert same_ring(rest.polygon, [(30, 70), (100, 50), (100, 100), (30, 100)])
    push_and_round_trip(emap, stack, rest.add_area("South"))
    doc = emap.to_document()
    assert validate_map(doc) == []
    assert shapely.union_all([shapely.Polygon(a.polygon) for a in doc.areas]).area == 100 * 100
    assert build_topology(doc).neighbours("middle") == ("north", "south", "west")


def test_the_other_side_of_a_free_edge_can_be_chosen():
    emap = EditableMap.from_document(make_map(square("west", 0, 0, 30, 100)))
    small = draw(emap, [(30, 20), (100, 20)], finish=True)
    big = draw(emap, [(30, 20), (100, 20)], finish=True, face=1)
    assert same_ring(small.polygon, [(30, 0), (100, 0), (100, 20), (30, 20)])
    assert same_ring(big.polygon, [(30, 20), (100, 20), (100, 100), (30, 100)])


def test_a_free_edge_that_bounds_nothing_empty_is_refused():
    emap = EditableMap.from_document(make_map(square("all", 0, 0, 100)))
    trace = Trace(emap, Snapper(emap))
    trace.click((0, 50), ZOOM)
    trace.click((100, 50), ZOOM)
    with pytest.raises(EditRefused, match="enclose no empty region"):
        trace.finish()
    assert trace.state == "drawing"


def test_backspace_removes_the_last_vertex_and_escape_drops_the_trace():
    emap = empty_board()
    trace = Trace(emap, Snapper(emap))
    for p in [(10, 10), (40, 10), (40, 40), (77, 77)]:
        trace.click(p, ZOOM)
    trace.backspace()
    assert trace.points == ((10, 10), (40, 10), (40, 40))
    trace.finish()  # the ends are on no border: closes as drawn
    assert trace.polygon == ((10, 10), (40, 10), (40, 40))
    other = Trace(emap, Snapper(emap))
    other.click((10, 10), ZOOM)
    other.cancel()
    assert other.state == "cancelled" and other.points == ()
    with pytest.raises(EditRefused, match="cancelled"):
        other.click((20, 20), ZOOM)


def test_an_outline_with_too_few_points_or_crossing_itself_is_refused():
    emap = empty_board()
    trace = Trace(emap, Snapper(emap))
    trace.click((10, 10), ZOOM)
    trace.click((40, 10), ZOOM)
    trace.click((40, 10), ZOOM)  # a double click adds one vertex
    with pytest.raises(EditRefused, match="at least 3 points"):
        trace.finish()
    bow = Trace(emap, Snapper(emap))
    for p in [(10, 10), (40, 40), (40, 10), (10, 40)]:
        bow.click(p, ZOOM)
    with pytest.raises(EditRefused, match="crosses itself"):
        bow.finish()


def test_the_hole_of_a_deleted_area_is_filled_again_by_two_free_edges_with_exact_borders():
    emap = EditableMap.from_document(voronoi_map(200, seed=5))
    stack = UndoStack()
    ring = emap.area("a0077").polygon
    stack.push(delete_area(emap, "a0077"))
    vertices = set(emap.vertex_index)
    first = draw(emap, [ring[0], ring[len(ring) // 2]], finish=True)
    assert set(first.polygon) <= vertices  # every corner is a neighbour's own vertex, bit for bit
    stack.push(first.add_area("First Half"))
    second = draw(emap, [ring[0], ring[len(ring) // 2]], finish=True)  # now only the other half is empty
    assert set(second.polygon) <= vertices
    stack.push(second.add_area("Second Half"))
    halves = shapely.Polygon(first.polygon).union(shapely.Polygon(second.polygon))
    assert halves.symmetric_difference(shapely.Polygon(ring)).area < 1e-9
    doc = emap.to_document()
    assert validate_map(doc) == []
    assert build_topology(doc).border_between("first-half", "second-half") is not None


def test_a_hair_gap_between_borders_is_dust_not_a_region_to_fill():
    # east was traced 0.05 away from west: the strip between them is under a fifth of the tolerance wide.
    emap = EditableMap.from_document(make_map(square("west", 0, 0, 30, 100), square("east", 30.05, 0, 69.95, 100)))
    trace = Trace(emap, Snapper(emap))
    trace.click((30, 0.2), ZOOM)
    trace.click((30, 99.8), ZOOM)
    with pytest.raises(EditRefused, match="enclose no empty region"):
        trace.finish()


def test_a_repeated_closing_point_is_left_out_of_a_new_area():
    emap = empty_board()
    UndoStack().push(add_area(emap, [(10, 10), (40, 10), (40, 40), (10, 10)], "Wheatfield"))
    assert emap.area("wheatfield").polygon == ((10, 10), (40, 10), (40, 40))


def test_a_free_edge_region_around_an_island_area_is_refused_as_areas_have_no_holes():
    emap = EditableMap.from_document(make_map(square("island", 40, 40, 20)))
    strip = draw(emap, [(0, 10), (100, 10)], finish=True)
    assert same_ring(strip.polygon, [(0, 0), (100, 0), (100, 10), (0, 10)])
    trace = Trace(emap, Snapper(emap))
    trace.click((0, 10), ZOOM)
    trace.click((100, 10), ZOOM)
    with pytest.raises(EditRefused, match="would hold the area 'island' inside it"):
        trace.finish(face=1)
