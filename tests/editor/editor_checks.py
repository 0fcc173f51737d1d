"""Helpers for the editor model's tests: exact undo/redo round trips and a
check that the map's indexes match its polygons."""

from __future__ import annotations

from gettysburg_desktop.boards.areas.map_file import dump_map
from gettysburg_desktop.editor.model import Edit, EditableMap, UndoStack


def indexes_match_polygons(emap: EditableMap) -> bool:
    """The vertex and segment indexes equal those of a map built afresh."""
    fresh = EditableMap.from_document(emap.to_document(), cell_size=emap.vertex_index.grid.size)
    return (
        emap.vertex_index.owners == fresh.vertex_index.owners
        and emap.segment_index.owners == fresh.segment_index.owners
        and emap.vertex_index.grid.cells == fresh.vertex_index.grid.cells
        and emap.segment_index.grid.cells == fresh.segment_index.grid.cells
    )


def push_and_round_trip(emap: EditableMap, stack: UndoStack, edit: Edit) -> None:
    """Push ``edit``; undo must give back the document before, bit for bit
    (equal documents, equal file bytes), and redo the document after."""
    before = emap.to_document()
    stack.push(edit)
    after = emap.to_document()
    assert after != before
    stack.undo()
    assert emap.to_document() == before
    assert dump_map(emap.to_document()) == dump_map(before)
    assert indexes_match_polygons(emap)
    stack.redo()
    assert emap.to_document() == after
    assert dump_map(emap.to_document()) == dump_map(after)
    assert indexes_match_polygons(emap)
