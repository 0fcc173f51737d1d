"""Redrawing a shared border through new points (QGIS "reshape" for a border):
both areas take the new line, the ends stay, a river's bends are followed
exactly."""

from __future__ import annotations

import pytest
from editor_checks import indexes_match_polygons, push_and_round_trip
from map_builders import good_map, grid_2x2, make_map, square
from shapely.geometry import Polygon

from gettysburg_desktop.boards.areas.topology import build_topology
from gettysburg_desktop.boards.areas.validation import validate_map
from gettysburg_desktop.editor.model import EditableMap, EditRefused, UndoStack, redraw_border


def test_the_border_between_two_areas_follows_the_drawn_line_in_both():
    # nw | ne share the border (10, 0)-(10, 10); bend it east through two points
    emap = EditableMap.from_document(good_map())
    stack = UndoStack()
    line = [(10, 0), (12, 3), (11, 7), (10, 10)]
    push_and_round_trip(emap, stack, redraw_border(emap, line))
    assert stack.undo_text() == "Redraw border 'Ne' / 'Nw'"
    nw, ne = emap.area("nw").polygon, emap.area("ne").polygon
    assert (12.0, 3.0) in nw and (11.0, 7.0) in nw and (12.0, 3.0) in ne and (11.0, 7.0) in ne
    doc = emap.to_document()
    assert [str(p) for p in validate_map(doc)] == [str(p) for p in validate_map(good_map())]
    assert build_topology(doc).border_between("nw", "ne").length > 10
    # the other areas are untouched
    assert emap.area("sw").polygon == good_map().area("sw").polygon
    assert indexes_match_polygons(emap)


def test_the_line_may_be_given_from_either_end_and_replaces_the_old_bends():
    emap = EditableMap.from_document(grid_2x2())
    stack = UndoStack()
    stack.push(redraw_border(emap, [(10, 0), (13, 5), (10, 10)]))
    stack.push(redraw_border(emap, [(10, 10), (8, 6), (7, 3), (10, 0)]))  # drawn south to north, bent west
    nw, ne = emap.area("nw").polygon, emap.area("ne").polygon
    assert (13.0, 5.0) not in nw and (13.0, 5.0) not in ne
    assert {(8.0, 6.0), (7.0, 3.0)} <= set(nw) and {(8.0, 6.0), (7.0, 3.0)} <= set(ne)
    a, b = Polygon(nw), Polygon(ne)
    assert a.is_valid and b.is_valid and a.intersection(b).area == 0 and a.union(b).area == 200


def test_a_straight_line_removes_the_bends():
    emap = EditableMap.from_document(grid_2x2())
    stack = UndoStack()
    stack.push(redraw_border(emap, [(10, 0), (13, 5), (10, 10)]))
    stack.push(redraw_border(emap, [(10, 0), (10, 10)]))
    assert set(emap.to_document().areas) == set(grid_2x2().areas)


def test_the_ends_must_be_where_the_border_meets_others():
    emap = EditableMap.from_document(grid_2x2())
    with pytest.raises(EditRefused, match="No border of two areas runs from"):
        redraw_border(emap, [(10, 0), (12, 3), (10, 5)])  # (10, 5) is no vertex
    with pytest.raises(EditRefused, match="No border of two areas"):
        redraw_border(emap, [(0, 0), (20, 20)])  # no border joins two corners diagonally


def test_a_line_that_would_make_an_area_cross_itself_is_refused():
    emap = EditableMap.from_document(make_map(square("a", 0, 0), square("b", 10, 0)))
    with pytest.raises(EditRefused, match=r"cross itself|overlap"):
        redraw_border(emap, [(10, 0), (25, 5), (-5, 6), (10, 10)])


def test_the_window_s_reshape_takes_ends_anywhere_on_the_border_in_one_edit():
    from gettysburg_desktop.editor.model import reshape_border

    emap = EditableMap.from_document(grid_2x2())
    stack = UndoStack()
    # nw | ne share (10, 0)-(10, 10): a bulge between two points of the straight border
    push_and_round_trip(emap, stack, reshape_border(emap, [(10, 2), (13, 4), (10, 6)]))
    assert stack.undo_text() == "Redraw border 'Ne' / 'Nw'"
    nw, ne = emap.area("nw").polygon, emap.area("ne").polygon
    assert {(10.0, 2.0), (13.0, 4.0), (10.0, 6.0)} <= set(nw) & set(ne)
    assert Polygon(nw).union(Polygon(ne)).area == 200 and Polygon(nw).intersection(Polygon(ne)).area == 0
    assert indexes_match_polygons(emap)
    stack.undo()
    assert set(emap.to_document().areas) == set(grid_2x2().areas)
    # whole borders go as redraw_border takes them
    assert (
        reshape_border(emap, [(10, 0), (12, 5), (10, 10)]).text
        == redraw_border(emap, [(10, 0), (12, 5), (10, 10)]).text
    )


def test_a_refused_redraw_names_its_reason_for_the_window():
    from gettysburg_desktop.editor.model import reshape_border

    emap = EditableMap.from_document(make_map(square("a", 0, 0), square("b", 10, 0)))
    with pytest.raises(EditRefused) as refused:
        reshape_border(emap, [(10, 0), (25, 5), (-5, 6), (10, 10)])
    assert refused.value.code in ("border-crosses", "border-overlap")
    with pytest.raises(EditRefused) as refused:
        reshape_border(emap, [(0, 5), (5, 5), (10, 5)])  # from the board's edge: one area's border only
    assert refused.value.code == "border-ends"
    with pytest.raises(EditRefused) as refused:
        reshape_border(emap, [(10, 3)])
    assert refused.value.code == "border-short"
    assert set(emap.to_document().areas) == {square("a", 0, 0), square("b", 10, 0)}
