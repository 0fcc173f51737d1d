"""Snapping to neighbours' vertices and segments, in screen pixels (QGIS digitizing)."""

from __future__ import annotations

import pytest
from map_builders import grid_2x2, make_map, square

from gettysburg_desktop.boards.areas.shapes import AreaShape
from gettysburg_desktop.editor.model import EditableMap, Snapper, SnapSettings


@pytest.fixture
def snapper():
    return Snapper(EditableMap.from_document(grid_2x2()), SnapSettings(pixels=10))


@pytest.mark.parametrize("zoom", [0.5, 4])
def test_the_same_screen_distance_snaps_at_every_zoom(zoom):
    emap = EditableMap.from_document(make_map(square("big", 0, 0, 100), width=400, height=400))
    snapper = Snapper(emap, SnapSettings(pixels=10))
    assert snapper.tolerance(zoom) == 10 / zoom
    # 8 pixels from the corner (100, 100) snaps to it; 12 pixels from every border doesn't.
    near = snapper.snap((100 + 6.4 / zoom, 100 + 4.8 / zoom), zoom)
    assert near.kind == "vertex" and near.point == (100, 100)
    assert snapper.snap((100 + 12 / zoom, 100 + 12 / zoom), zoom).kind == "none"


def test_a_point_beyond_the_tolerance_in_pixels_stays_put():
    emap = EditableMap.from_document(make_map(square("big", 0, 0, 100), width=200, height=200))
    for zoom in (0.5, 4):
        snapper = Snapper(emap, SnapSettings(pixels=10))
        assert snapper.snap((100 + 12 / zoom, 50), zoom).kind == "none"
        hit = snapper.snap((100 + 8 / zoom, 50), zoom)
        assert hit.kind == "segment" and hit.point == (100.0, 50.0)


def test_a_vertex_wins_over_a_nearer_segment(snapper):
    # 0.5 from the segment nw|ne at x = 10, 0.9 from the vertex (10, 0)
    snap = snapper.snap((10.5, 0.7), 4)
    assert snap.kind == "vertex" and snap.point == (10.0, 0.0)
    assert snap.areas == ("ne", "nw")
    assert snap.vertices == (("ne", 0), ("nw", 1))


def test_a_segment_snap_names_every_area_along_the_segment(snapper):
    snap = snapper.snap((10.4, 5.2), 4)
    assert snap.kind == "segment"
    assert snap.point == (10.0, 5.0)  # on the upright border, its y rounded to the grid
    assert snap.segment == ((10, 0), (10, 10))
    assert snap.segments == (("ne", 3), ("nw", 1))
    assert snap.on_border and not snap.board_edge


def test_the_board_edge_and_corners_are_snapped_to():
    emap = EditableMap.from_document(make_map(square("nw", 0, 0), width=100, height=80))
    snapper = Snapper(emap)
    edge = snapper.snap((99, 40), 4)
    assert edge.kind == "segment" and edge.point == (100.0, 40.0) and edge.board_edge and edge.areas == ()
    corner = snapper.snap((99.2, 79.5), 4)
    assert corner.kind == "vertex" and corner.point == (100.0, 80.0) and corner.board_edge


def test_snapping_switched_off_keeps_the_point_on_the_grid(snapper):
    """No snap to the border at (10, 10); the point is only rounded to the grid (issue 14, item 12)."""
    snapper.settings.enabled = False
    snap = snapper.snap((10.1, 10.1), 4)
    assert snap.kind == "none" and snap.point == (10.0, 10.0) and not snap.on_border
    assert snapper.snap((10.3, 11.8), 4).point == (10.5, 12.0)
    snapper.settings.grid = 0
    assert snapper.snap((10.1, 10.1), 4).point == (10.1, 10.1)


def test_a_point_that_snaps_to_nothing_is_rounded_to_the_grid(snapper):
    """Traced coordinates read 412.5, not 412.3718 (issue 14, item 12), also along a
    level or upright border (issue 22, item 21)."""
    assert snapper.snap((50.26, 60.74), 4).point == (50.5, 60.5)
    assert snapper.snap((50.26, 60.74), 4).kind == "none"
    snapper.settings.grid = 2.0
    assert snapper.snap((50.9, 61.2), 4).point == (50.0, 62.0)
    on_border = snapper.snap((10.2, 13.3), 4)
    assert on_border.kind == "segment" and on_border.point == (10.0, 14.0)


def test_a_point_snapped_onto_the_boards_edge_is_rounded_along_it(snapper):
    """The board's edge (issue 22, item 21): the free coordinate rounded like any
    other, the point on the edge; a slanting border keeps the exact point on it."""
    edge = snapper.snap((99.2, 55.26), 4)
    assert edge.kind == "segment" and edge.board_edge and edge.point == (100.0, 55.5)
    assert snapper.snap((40.3127, 0.9), 4).point == (40.5, 0.0)
    # near a segment's end (and out of the vertex's reach) the rounding would land on
    # the vertex: the point stays exact
    assert snapper.snap((10.1, 9.76), 40).point == (10.0, 9.76)
    triangle = AreaShape("t", "T", "clear", 0, ((0.0, 0.0), (30.0, 0.0), (0.0, 30.0)))
    slanting = Snapper(EditableMap.from_document(make_map(triangle, width=50, height=50)), SnapSettings(pixels=10))
    hit = slanting.snap((15.3, 14.9), 4)
    assert hit.kind == "segment" and hit.point == pytest.approx((15.2, 14.8))  # the foot on it, not rounded


def test_a_dragged_vertex_snaps_to_others_but_not_to_itself_or_its_segments(snapper):
    # Dragging (10, 10): near its old place it snaps to nothing of its own.
    assert snapper.snap((10.2, 10.1), 4, ignore=(10.0, 10.0)).kind == "none"
    # ... and it still snaps to the neighbour's vertex (10, 0).
    assert snapper.snap((10.2, 0.3), 4, ignore=(10.0, 10.0)).point == (10.0, 0.0)
