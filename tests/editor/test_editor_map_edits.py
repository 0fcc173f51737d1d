"""Moving and scaling everything, entry boxes, roads and scenery, and the map's own fields."""

from __future__ import annotations

from dataclasses import replace

import pytest
from editor_checks import push_and_round_trip
from map_builders import good_map

from gettysburg_desktop.boards.areas.shapes import BoardSize, SceneryItem
from gettysburg_desktop.editor.model import (
    ENTRY_BOX,
    ROAD,
    SCENERY,
    EditableMap,
    EditRefused,
    LineTrace,
    Snapper,
    UndoStack,
    add_entry_box,
    add_road,
    add_scenery,
    delete_entry_box,
    delete_line_item,
    delete_line_vertex,
    insert_line_vertex,
    link_entry_box,
    move_entry_box,
    move_line_vertex,
    set_entry_box,
    set_map_attributes,
    set_road,
    transform_all,
)


def rich_map() -> EditableMap:
    doc = good_map()
    areas = tuple(replace(a, label=(5, 5)) if a.id == "nw" else a for a in doc.areas)
    woods = SceneryItem("herbst-woods", "woods", "Herbst Woods", polygon=((1, 1), (4, 1), (4, 4)))
    river = SceneryItem("willoughby-run", "river", "Willoughby Run", points=((0, 15), (20, 16)))
    return EditableMap.from_document(replace(doc, areas=areas, scenery=(woods, river)))


def test_scaling_everything_transforms_every_kind_of_geometry_and_is_undone_exactly():
    emap = rich_map()
    board = emap.board
    stack = UndoStack()
    edit = transform_all(emap, scale=2, origin=(10, 10), dx=1, dy=-1)
    assert edit.text == "Scale everything"
    push_and_round_trip(emap, stack, edit)
    assert emap.area("nw").polygon == ((-9, -11), (11, -11), (11, 9), (-9, 9))
    assert emap.area("nw").label == (1, -1)
    assert emap.entry_boxes["pike-box"].rect == (-29, -11, 16, 16)
    assert emap.roads["pike"].points == ((-5, -1), (27, -1))
    assert emap.scenery["herbst-woods"].polygon == ((-7, -9), (-1, -9), (-1, -3))
    assert emap.scenery["willoughby-run"].points == ((-9, 19), (31, 21))
    assert emap.board == board  # the board keeps its size


def test_moving_everything_keeps_shared_vertices_identical():
    emap = rich_map()
    UndoStack().push(transform_all(emap, dx=0.1, dy=0.2))
    corner = (10.1, 10.2)
    assert all(corner in a.polygon for a in emap.areas.values())


def test_entry_boxes_are_added_moved_by_a_drag_resized_linked_and_deleted():
    emap = rich_map()
    stack = UndoStack()
    added = add_entry_box(emap, "Hanover Road", "se", (101, 10, 8, 8), side="usa")
    assert added.added(ENTRY_BOX) == ("hanover-road",) and added.added() == ()
    push_and_round_trip(emap, stack, added)
    box = emap.entry_boxes["hanover-road"]
    assert (box.area, box.side, box.rect) == ("se", "usa", (101, 10, 8, 8))
    drag = object()
    for step in range(1, 4):
        stack.push(move_entry_box(emap, "hanover-road", 101 + step, 10, drag=drag))
    assert stack.undo_text() == "Move entry box 'Hanover Road'" and len(stack) == 2
    assert emap.entry_boxes["hanover-road"].rect == (104, 10, 8, 8)
    resize = set_entry_box(emap, "hanover-road", rect=(104, 10, 12, 6))
    assert resize.text == "Resize entry box 'Hanover Road'"
    push_and_round_trip(emap, stack, resize)
    link = link_entry_box(emap, "hanover-road", "ne")
    assert link.text == "Link entry box 'Hanover Road' to 'Ne'"
    push_and_round_trip(emap, stack, link)
    push_and_round_trip(emap, stack, delete_entry_box(emap, "hanover-road"))
    with pytest.raises(EditRefused, match="No area 'nowhere'"):
        link_entry_box(emap, "pike-box", "nowhere")
    with pytest.raises(EditRefused, match="width and height"):
        set_entry_box(emap, "pike-box", rect=(0, 0, 0, 5))


def test_roads_are_drawn_reshaped_and_deleted():
    emap = rich_map()
    stack = UndoStack()
    edit = add_road(emap, "Emmitsburg Road", [(2, 15), (18, 15)])
    assert edit.text == "Add road 'Emmitsburg Road'"
    push_and_round_trip(emap, stack, edit)
    key = (ROAD, "emmitsburg-road")
    push_and_round_trip(emap, stack, insert_line_vertex(emap, key, 1, (10, 12)))
    assert emap.roads["emmitsburg-road"].points == ((2, 15), (10, 12), (18, 15))
    drag = object()
    for y in (12.5, 13, 13.5):
        stack.push(move_line_vertex(emap, key, 1, (10, y), drag=drag))
    assert stack.undo_text() == "Move road vertex"
    stack.undo()
    assert emap.roads["emmitsburg-road"].points == ((2, 15), (10, 12), (18, 15))
    stack.redo()
    push_and_round_trip(emap, stack, set_road(emap, "emmitsburg-road", kind="railroad"))
    push_and_round_trip(emap, stack, delete_line_vertex(emap, key, 1))
    with pytest.raises(EditRefused, match="needs at least 2 points"):
        delete_line_vertex(emap, key, 0)
    push_and_round_trip(emap, stack, delete_line_item(emap, key))
    assert "emmitsburg-road" not in emap.roads


def test_scenery_woods_and_rivers_are_edited_like_roads():
    emap = rich_map()
    stack = UndoStack()
    push_and_round_trip(emap, stack, add_scenery(emap, "woods", [(12, 12), (16, 12), (16, 16)], "Rose Woods"))
    key = (SCENERY, "rose-woods")
    push_and_round_trip(emap, stack, move_line_vertex(emap, key, 2, (14, 17)))
    assert emap.scenery["rose-woods"].polygon == ((12, 12), (16, 12), (14, 17))
    with pytest.raises(EditRefused, match="needs at least 3 points"):
        delete_line_vertex(emap, key, 0)
    push_and_round_trip(emap, stack, add_scenery(emap, "river", [(0, 5), (20, 6)]))
    assert emap.scenery["river"].points == ((0, 5), (20, 6))
    with pytest.raises(EditRefused, match="Unknown scenery kind 'swamp'"):
        add_scenery(emap, "swamp", [(0, 0), (1, 1)])


def test_the_maps_own_fields_are_edited():
    emap = rich_map()
    stack = UndoStack()
    push_and_round_trip(emap, stack, set_map_attributes(emap, name="Gettysburg, day 2", board=BoardSize(120, 100)))
    assert emap.to_document().name == "Gettysburg, day 2" and emap.board.width == 120
    with pytest.raises(EditRefused, match="not a slug"):
        set_map_attributes(emap, map_id="Day 2")


def test_a_road_drawn_by_clicks_snaps_to_area_vertices():
    emap = rich_map()
    line = LineTrace(emap, Snapper(emap))
    for p in [(0.3, 19.8), (10.2, 10.3), (19.6, 0.4)]:
        line.click(p, 4)
    line.backspace()
    line.click((19.7, 0.2), 4)
    line.finish()
    UndoStack().push(add_road(emap, "Fairfield Road", line.points))
    assert emap.roads["fairfield-road"].points == ((0, 20), (10, 10), (20, 0))
    short = LineTrace(emap, Snapper(emap))
    short.click((50, 50), 4)
    with pytest.raises(EditRefused, match="at least 2 points"):
        short.finish()
