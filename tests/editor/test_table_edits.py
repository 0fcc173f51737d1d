"""The free table's working copy and its edits without Qt (boards/table/
editable.py, editing/model/table_edits.py, table_snap.py): each edit
checks its change as the table file's reader would, refuses with the
reason, and undoes bit for bit."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gettysburg_desktop.boards.table.editable import FEATURE, OBJECTIVE, TABLE_KEY, ZONE, EditableTable, TableAttributes
from gettysburg_desktop.boards.table.table_file import dump_table, load_table_text
from gettysburg_desktop.editing.model.edit import EditRefused
from gettysburg_desktop.editing.model.table_edits import (
    add_feature,
    add_objective,
    delete_items,
    delete_vertex,
    insert_vertex,
    move_items,
    move_vertex,
    set_feature,
    set_objective,
    set_table,
    set_zones,
)
from gettysburg_desktop.editing.model.table_snap import EDGE, GRID, VERTEX, item_at, nearest_edge, snap
from gettysburg_desktop.editing.model.undo_stack import UndoStack

SQUARE = ((10.0, 10.0), (20.0, 10.0), (20.0, 20.0), (10.0, 20.0))


def bare(width=48.0, depth=48.0) -> EditableTable:
    return EditableTable(TableAttributes("t", "Test table", width, depth, 8.0))


def with_wood() -> tuple[EditableTable, UndoStack]:
    et, stack = bare(), UndoStack()
    stack.push(add_feature(et, "wood", outline=SQUARE, name="Birch wood"))
    return et, stack


def test_an_added_area_gets_an_id_from_its_kind_and_reads_back_from_the_file():
    et, stack = with_wood()
    stack.push(add_feature(et, "road", line=[(0, 5), (48, 5)], width=1.5))
    assert list(et.features) == ["wood-1", "road-1"]
    table = et.to_table()
    assert load_table_text(dump_table(table)) == table


def test_an_outline_that_would_cross_itself_is_refused_with_the_reason():
    et, _ = with_wood()
    with pytest.raises(EditRefused, match="cross itself"):
        move_vertex(et, "wood-1", 0, (20.0, 25.0))  # the first corner past the opposite edge: a bow tie
    with pytest.raises(EditRefused, match="cross itself"):
        add_feature(et, "hill", outline=[(0, 0), (10, 10), (10, 0), (0, 10)])


def test_a_feature_off_the_table_is_refused_naming_it_and_where_it_reaches():
    et, _ = with_wood()
    with pytest.raises(EditRefused, match=r"Birch wood reaches off the table \(it spans x 40 to 50, y 10 to 20\)"):
        move_items(et, [(FEATURE, "wood-1")], 30.0, 0.0)
    with pytest.raises(EditRefused, match="off the table"):
        add_objective(et, (60.0, 5.0))


def test_points_are_inserted_moved_and_deleted_down_to_the_least_the_shape_needs():
    et, stack = with_wood()
    index, d = nearest_edge(et.features["wood-1"].outline, (15.0, 9.8), closed=True)
    assert (index, round(d, 2)) == (1, 0.2)  # the bottom edge, from the first corner
    stack.push(insert_vertex(et, "wood-1", index, (15.0, 8.0)))
    assert et.features["wood-1"].outline[1] == (15.0, 8.0)
    stack.push(delete_vertex(et, "wood-1", 1))
    stack.push(delete_vertex(et, "wood-1", 0))
    assert len(et.features["wood-1"].outline) == 3
    with pytest.raises(EditRefused, match="only 3 points left"):
        delete_vertex(et, "wood-1", 0)


def test_undo_restores_every_record_bit_for_bit():
    et, stack = with_wood()
    before = et.to_table()
    stack.push(move_items(et, [(FEATURE, "wood-1")], 1.25, -2.5))
    stack.push(add_objective(et, (24.0, 24.0)))
    stack.push(set_feature(et, "wood-1", kind="hill", name="Galgenberg"))
    stack.push(set_table(et, name="Renamed", width=60.0))
    stack.push(delete_items(et, [(FEATURE, "wood-1")]))
    for _ in range(5):
        stack.undo()
    assert et.to_table() == before
    assert et.features["wood-1"] is before.features[0]


def test_a_drag_merges_into_one_undo_step():
    et, stack = with_wood()
    key = ("drag", 1)
    for step in range(1, 6):
        stack.push(move_vertex(et, "wood-1", 2, (20.0 + step, 20.0 + step), merge_key=key))
    assert len(stack) == 2 and et.features["wood-1"].outline[2] == (25.0, 25.0)
    stack.undo()
    assert et.features["wood-1"].outline == SQUARE


def test_ids_are_checked_and_a_renamed_feature_keeps_its_record():
    et, stack = with_wood()
    with pytest.raises(EditRefused, match="not an id"):
        set_feature(et, "wood-1", new_id="Birch Wood")
    stack.push(add_feature(et, "hill", outline=[(30, 30), (40, 30), (35, 40)]))
    with pytest.raises(EditRefused, match="taken"):
        set_feature(et, "hill-1", new_id="wood-1")
    stack.push(set_feature(et, "wood-1", new_id="birch-wood"))
    assert "birch-wood" in et.features and et.features["birch-wood"].name == "Birch wood"
    stack.push(add_objective(et, (5.0, 5.0)))
    stack.push(set_objective(et, "objective-1", points=3, new_id="mill"))
    assert et.objectives["mill"].points == 3
    stack.push(set_objective(et, "mill", name="  The mill "))
    assert et.objectives["mill"].name == "The mill" and et.objectives["mill"].called == "The mill"
    table = et.to_table()
    assert load_table_text(dump_table(table)) == table  # the name travels through the file


def test_a_smaller_table_is_refused_while_something_lies_beyond_its_new_edge():
    et, stack = with_wood()
    with pytest.raises(EditRefused, match="Birch wood reaches off the table"):
        set_table(et, width=15.0)
    zones = {"south": ((0.0, 0.0), (48.0, 0.0), (48.0, 8.0), (0.0, 8.0))}
    stack.push(set_zones(et, zones))
    assert et.get((ZONE, "south")) == zones["south"]
    grown = {"south": ((0.0, 0.0), (72.0, 0.0), (72.0, 8.0), (0.0, 8.0))}
    stack.push(set_table(et, grown, width=72.0))
    assert et.attributes.width == 72.0 and et.zones["south"] == grown["south"]
    stack.undo()
    assert et.get(TABLE_KEY).width == 48.0 and et.zones["south"] == zones["south"]


def test_a_point_snaps_to_a_corner_then_an_edge_then_the_grid():
    et, _ = with_wood()
    assert snap(et, (10.2, 19.9), 0.5) == snap(et, (10.0, 20.0), 0.5)
    s = snap(et, (10.2, 19.9), 0.5)
    assert (s.kind, s.point, s.feature, s.index) == (VERTEX, (10.0, 20.0), "wood-1", 3)
    s = snap(et, (15.0, 10.3), 0.5)
    assert (s.kind, s.point) == (EDGE, (15.0, 10.0))
    s = snap(et, (30.13, 31.9), 0.5)
    assert (s.kind, s.point) == (GRID, (30.25, 32.0))
    assert snap(et, (10.2, 19.9), 0.5, on=False).kind == GRID
    assert snap(et, (0.1, 47.8), 0.5).point == (0.0, 48.0)  # the table's corner
    assert snap(et, (10.2, 19.9), 0.5, skip=("wood-1", 3)).kind == GRID  # a dragged point not onto its own feature


def test_a_click_picks_an_objective_then_a_line_then_the_smallest_area():
    et, stack = with_wood()
    stack.push(add_feature(et, "building", outline=[(12, 12), (14, 12), (14, 14), (12, 14)]))
    stack.push(add_feature(et, "road", line=[(0, 15), (48, 15)], width=1.0))
    stack.push(add_objective(et, (18.0, 18.0)))
    assert item_at(et, (13.0, 13.0), 0.2) == (FEATURE, "building-1")
    assert item_at(et, (11.0, 11.0), 0.2) == (FEATURE, "wood-1")
    assert item_at(et, (30.0, 15.4), 0.2) == (FEATURE, "road-1")
    assert item_at(et, (18.2, 18.1), 0.2) == (OBJECTIVE, "objective-1")
    assert item_at(et, (40.0, 40.0), 0.2) is None


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.tuples(st.floats(-5, 5, allow_nan=False), st.floats(-5, 5, allow_nan=False)), min_size=1, max_size=6)
)
def test_any_moves_accepted_keep_a_table_the_file_reads_back(steps):
    et, _ = with_wood()
    stack = UndoStack()
    stack.push(add_objective(et, (24.0, 24.0)))
    for dx, dy in steps:
        try:
            stack.push(move_items(et, [(FEATURE, "wood-1"), (OBJECTIVE, "objective-1")], dx, dy))
        except EditRefused:
            continue
    table = et.to_table()
    assert load_table_text(dump_table(table)) == table
    while stack.can_undo():
        stack.undo()
    assert et.features["wood-1"].outline == SQUARE
