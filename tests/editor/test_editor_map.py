"""The editable map: a working copy of a map file, stable ids, change notices."""

from __future__ import annotations

from importlib.resources import as_file, files

import pytest
from editor_checks import push_and_round_trip
from map_builders import good_map, grid_2x2

from gettysburg_desktop.boards.areas.map_file import dump_map, load_map
from gettysburg_desktop.boards.areas.shapes import AreaShape
from gettysburg_desktop.editor.model import (
    AREA,
    EditableMap,
    EditRefused,
    UndoStack,
    add_area,
    add_entry_box,
    set_area_attributes,
)


def shipped_map():
    with as_file(files("gettysburg_desktop.resources").joinpath("maps", "gettysburg-1863.yaml")) as path:
        return load_map(path)


def test_a_map_file_comes_back_unchanged_from_the_working_copy():
    doc = shipped_map()
    emap = EditableMap.from_document(doc)
    assert emap.to_document() == doc
    assert dump_map(emap.to_document()) == dump_map(doc)
    assert emap.to_document().source == doc.source


def test_renaming_an_area_keeps_its_id():
    emap = EditableMap.from_document(good_map())
    stack = UndoStack()
    edit = set_area_attributes(emap, "ne", name="Cemetery Hill")
    assert edit.text == "Rename area 'Ne' to 'Cemetery Hill'"
    push_and_round_trip(emap, stack, edit)
    assert emap.area("ne").name == "Cemetery Hill"
    assert "cemetery-hill" not in emap.areas


def test_new_ids_are_slugs_of_the_name_unique_across_areas_and_entry_boxes():
    emap = EditableMap.from_document(good_map())
    stack = UndoStack()
    stack.push(add_area(emap, [(0, 20), (10, 20), (10, 30)], "Oak Hill"))
    stack.push(add_area(emap, [(10, 20), (20, 20), (10, 30)], "Oak Hill"))
    stack.push(add_entry_box(emap, "Oak Hill", "nw", (-10, 20, 8, 8)))
    stack.push(add_area(emap, [(0, 30), (10, 30), (0, 40)], "Pike Box"))  # the entry box 'pike-box' exists
    stack.push(add_area(emap, [(10, 30), (20, 30), (10, 40)], "Übergang: Nord!"))
    assert {"oak-hill", "oak-hill-2", "pike-box-2", "ubergang-nord"} <= set(emap.areas)
    assert "oak-hill-3" in emap.entry_boxes


def test_listeners_are_told_which_areas_changed():
    emap = EditableMap.from_document(grid_2x2())
    seen = []
    unsubscribe = emap.subscribe(seen.append)
    UndoStack().push(set_area_attributes(emap, "nw", terrain="hill"))
    assert seen[-1].areas == {"nw"} and seen[-1].revision == emap.revision
    unsubscribe()
    UndoStack().push(set_area_attributes(emap, "ne", terrain="hill"))
    assert len(seen) == 1


def test_a_record_must_go_under_its_own_id():
    emap = EditableMap.from_document(grid_2x2())
    with pytest.raises(ValueError, match="put under id"):
        emap.apply({(AREA, "nw"): AreaShape("other", "X", "clear", 0, ((0, 0), (1, 0), (0, 1)))})


def test_bad_attributes_are_refused_with_a_message():
    emap = EditableMap.from_document(grid_2x2())
    with pytest.raises(EditRefused, match="Unknown terrain 'swamp'"):
        set_area_attributes(emap, "nw", terrain="swamp")
    with pytest.raises(EditRefused, match="Stars must be 0, 1 or 2"):
        set_area_attributes(emap, "nw", stars=3)
    with pytest.raises(EditRefused, match="at least 3 points"):
        add_area(emap, [(0, 0), (1, 1), (0, 0)], "Thin")


def test_a_stale_edit_is_refused_rather_than_applied():
    emap = EditableMap.from_document(grid_2x2())
    stale = set_area_attributes(emap, "nw", name="First")
    UndoStack().push(set_area_attributes(emap, "nw", name="Second"))
    with pytest.raises(RuntimeError, match="has changed since"):
        stale.redo()
