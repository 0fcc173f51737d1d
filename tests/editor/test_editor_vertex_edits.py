"""Topological vertex editing: a shared border moves as one (QGIS topological editing)."""

from __future__ import annotations

import pytest
from editor_checks import indexes_match_polygons, push_and_round_trip
from map_builders import grid_2x2, make_map, square

from gettysburg_desktop.boards.areas.benchmark import voronoi_map
from gettysburg_desktop.boards.areas.map_file import dump_map
from gettysburg_desktop.boards.areas.topology import build_topology
from gettysburg_desktop.editor.model import (
    EditableMap,
    EditRefused,
    SegmentDrag,
    Snapper,
    UndoStack,
    VertexDrag,
    delete_vertex,
    insert_vertex,
    move_vertex,
)


def test_dragging_a_shared_vertex_moves_it_in_every_area_as_one_undo_step():
    emap = EditableMap.from_document(grid_2x2())
    original = emap.to_document()
    stack = UndoStack()
    drag = VertexDrag(emap, (10, 10))
    assert drag.areas == ("ne", "nw", "se", "sw")
    for step in range(1, 6):
        stack.push(drag.move((10 + step * 0.3, 10 - step * 0.1)))
    stack.push(drag.release((11.7, 9.3)))
    # by name (issue 14, item 15)
    assert len(stack) == 1 and stack.undo_text() == "Move vertex of 'Ne' / 'Nw' / 'Se' / ..."
    for area in ("ne", "nw", "se", "sw"):
        assert (11.7, 9.3) in emap.area(area).polygon and (10, 10) not in emap.area(area).polygon
    moved = emap.to_document()
    stack.undo()
    assert emap.to_document() == original and dump_map(emap.to_document()) == dump_map(original)
    assert indexes_match_polygons(emap)
    stack.redo()
    assert emap.to_document() == moved
    assert indexes_match_polygons(emap)


def test_a_vertex_dropped_on_a_neighbour_border_is_inserted_there_too():
    # w and s share a border; e stands apart, 10 units right of w
    emap = EditableMap.from_document(make_map(square("w", 0, 0), square("e", 20, 0), square("s", 0, 10)))
    stack = UndoStack()
    drag = VertexDrag(emap, (10, 0))
    snap = Snapper(emap).snap((19.8, 4.0), 4, ignore=(10, 0))
    assert snap.kind == "segment" and snap.areas == ("e",)
    push_and_round_trip(emap, stack, drag.release(snap.point, snap))
    assert emap.area("e").polygon == ((20, 0), (30, 0), (30, 10), (20, 10), (20.0, 4.0))
    assert (20.0, 4.0) in emap.area("w").polygon
    assert build_topology(emap.to_document()).vertex_contacts == {("e", "w"): (20.0, 4.0)}


def test_a_vertex_dropped_on_its_own_neighbour_vertex_merges_with_it():
    emap = EditableMap.from_document(make_map(square("a", 0, 0, 10), square("b", 0, 10, 10)))
    edit = move_vertex(emap, (10, 0), (10, 10))  # onto a's next vertex
    UndoStack().push(edit)
    assert emap.area("a").polygon == ((0, 0), (10, 10), (0, 10))


def test_inserting_a_vertex_on_a_shared_segment_puts_it_in_both_areas():
    emap = EditableMap.from_document(grid_2x2())
    stack = UndoStack()
    push_and_round_trip(emap, stack, insert_vertex(emap, (10, 0), (10, 10), (10, 3.25)))
    assert emap.area("nw").polygon == ((0, 0), (10, 0), (10, 3.25), (10, 10), (0, 10))
    assert emap.area("ne").polygon == ((10, 0), (20, 0), (20, 10), (10, 10), (10, 3.25))
    # Dragging the new vertex now bends the shared border: still shared.
    push_and_round_trip(emap, stack, move_vertex(emap, (10, 3.25), (12, 3)))
    assert build_topology(emap.to_document()).border_between("nw", "ne").length == pytest.approx(
        ((2**2 + 3**2) ** 0.5) + ((2**2 + 7**2) ** 0.5)
    )


def test_deleting_a_shared_vertex_removes_it_from_every_area():
    emap = EditableMap.from_document(grid_2x2())
    original = emap.to_document()
    stack = UndoStack()
    stack.push(insert_vertex(emap, (10, 0), (10, 10), (12, 5)))
    push_and_round_trip(emap, stack, delete_vertex(emap, (12, 5)))
    assert emap.to_document() == original


def test_deleting_a_vertex_refuses_to_leave_an_area_with_two_points():
    emap = EditableMap.from_document(make_map(square("a", 0, 0)))
    UndoStack().push(delete_vertex(emap, (10, 10)))  # a triangle is left
    with pytest.raises(EditRefused, match="area 'A' would have only 2 points"):
        delete_vertex(emap, (0, 0))
    with pytest.raises(EditRefused, match="No area has a vertex at"):
        delete_vertex(emap, (5, 5))


def test_a_vertex_within_the_tiny_epsilon_moves_with_the_shared_one():
    # Two areas whose corner differs in the last bits still move as one.
    emap = EditableMap.from_document(make_map(square("a", 0, 0), square("b", 10 + 1e-12, 0)))
    UndoStack().push(move_vertex(emap, (10, 0), (11, 1)))
    assert (11, 1) in emap.area("a").polygon and (11, 1) in emap.area("b").polygon


def test_dragging_a_segment_moves_both_ends_in_every_area():
    emap = EditableMap.from_document(grid_2x2())
    stack = UndoStack()
    drag = SegmentDrag(emap, (10, 0), (10, 10))
    assert drag.areas == ("ne", "nw", "se", "sw")
    before = emap.to_document()
    for step in range(1, 4):
        stack.push(drag.move(step, 0.5 * step))
    assert len(stack) == 1 and stack.undo_text() == "Move segment of 'Ne' / 'Nw' / 'Se' / ..."
    assert emap.area("nw").polygon == ((0, 0), (13, 1.5), (13, 11.5), (0, 10))
    assert (13, 11.5) in emap.area("se").polygon
    stack.undo()
    assert emap.to_document() == before


def test_a_drag_on_a_1000_area_map_changes_only_the_areas_at_the_vertex():
    emap = EditableMap.from_document(voronoi_map(1000))
    vertex = max(emap.vertex_index, key=lambda p: len(emap.vertex_index.owners_of(p)))
    drag = VertexDrag(emap, vertex)
    changes = []
    emap.subscribe(changes.append)
    stack = UndoStack()
    for step in range(10):
        stack.push(drag.move((vertex[0] + step * 0.1, vertex[1])))
    assert {a for c in changes for a in c.areas} == set(drag.areas) and len(drag.areas) >= 3
    assert indexes_match_polygons(emap)


def test_a_drag_snaps_to_other_vertices_but_never_to_the_dragged_one():
    emap = EditableMap.from_document(make_map(square("a", 0, 0), square("b", 20, 0)))
    snapper = Snapper(emap)
    stack = UndoStack()
    drag = VertexDrag(emap, (10, 10))
    stack.push(drag.move((15, 8)))
    assert snapper.snap((15.2, 8.1), 4, ignore=drag.point).kind == "none"  # not onto itself
    snap = snapper.snap((19.5, 9.6), 4, ignore=drag.point)
    stack.push(drag.release(snap.point, snap))
    assert snap.kind == "vertex" and emap.area("a").polygon[2] == (20, 10)
    assert len(stack) == 1


def test_a_click_on_a_vertex_without_moving_it_changes_nothing():
    emap = EditableMap.from_document(grid_2x2())
    assert VertexDrag(emap, (10, 10)).release((10, 10)).changes_nothing
    assert not move_vertex(emap, (10, 10), (10, 11)).changes_nothing
