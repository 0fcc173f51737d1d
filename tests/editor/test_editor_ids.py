"""Readable ids an author controls (issue 14, item 15): an area's, entry
box's and road's id edited in Properties (checked unique and well formed,
linked entry boxes follow, undoable); ids from the name; an area traced
again keeps its id; the Undo history by names."""

from __future__ import annotations

import pytest
from author import Author
from map_builders import make_map, square
from PySide6.QtCore import Qt

from gettysburg_desktop.boards.areas.shapes import EntryBoxShape, RoadLine
from gettysburg_desktop.editing.model.undo_stack import UndoStack
from gettysburg_desktop.editor.model import (
    AREA,
    ENTRY_BOX,
    ROAD,
    EditableMap,
    EditRefused,
    change_id,
    delete_area,
    id_follows_name,
    rename,
)
from gettysburg_desktop.editor.model.id_edits import traced_again


def little_map() -> EditableMap:
    doc = make_map(square("area-9", 0, 0, 100), square("herr-ridge", 100, 0, 100), width=300, height=200)
    areas = tuple(
        a if a.id != "area-9" else a.__class__(a.id, "Area 9", a.terrain, a.stars, a.polygon) for a in doc.areas
    )
    doc = doc.__class__(
        doc.id,
        doc.name,
        doc.board,
        areas,
        (EntryBoxShape("pike-box", "Pike", "area-9", "csa", (-50, 10, 40, 20)),),
        (RoadLine("road-1", "Road 1", "road", ((0, 50), (200, 50))),),
    )
    return EditableMap.from_document(doc)


def test_change_id_relinks_the_entry_boxes_and_undoes_bit_for_bit():
    emap = little_map()
    before = emap.to_document()
    stack = UndoStack()
    stack.push(change_id(emap, (AREA, "area-9"), "stone-hill"))
    assert "area-9" not in emap.areas and emap.area("stone-hill").name == "Area 9"
    assert emap.entry_boxes["pike-box"].area == "stone-hill"
    assert stack.undo_text() == "Change the id of area 'Area 9' to 'stone-hill'"
    stack.undo()
    assert emap.to_document() == before


@pytest.mark.parametrize(
    "key,new_id,code",
    [
        ((AREA, "area-9"), "Stone Hill", "id-form"),
        ((AREA, "area-9"), "stone--hill", "id-form"),
        ((AREA, "area-9"), "", "id-form"),
        ((AREA, "area-9"), "herr-ridge", "id-taken"),
        ((AREA, "area-9"), "pike-box", "id-taken"),  # areas and entry boxes share one namespace
        ((ENTRY_BOX, "pike-box"), "herr-ridge", "id-taken"),
    ],
)
def test_a_bad_or_taken_id_is_refused(key, new_id, code):
    emap = little_map()
    with pytest.raises(EditRefused) as refused:
        change_id(emap, key, new_id)
    assert refused.value.code == code


def test_a_road_s_id_has_its_own_namespace():
    emap = little_map()
    change_id(emap, (ROAD, "road-1"), "herr-ridge").redo()  # an area's id, but roads have their own
    assert "herr-ridge" in emap.roads


def test_the_id_follows_a_placeholder_s_first_name_only():
    emap = little_map()
    assert id_follows_name(emap.area("area-9")) and not id_follows_name(emap.area("herr-ridge"))
    rename(emap, (AREA, "area-9"), "Stone Hill").redo()
    assert emap.area("stone-hill").name == "Stone Hill" and emap.entry_boxes["pike-box"].area == "stone-hill"
    rename(emap, (AREA, "stone-hill"), "Stony Hill").redo()
    assert emap.area("stone-hill").name == "Stony Hill"  # a real name's id stays
    rename(emap, (ROAD, "road-1"), "Chambersburg Pike").redo()
    assert emap.roads["chambersburg-pike"].name == "Chambersburg Pike"
    # a name whose slug is taken: the id gets a number
    emap2 = little_map()
    rename(emap2, (AREA, "area-9"), "Herr Ridge").redo()
    assert emap2.area("herr-ridge-2").name == "Herr Ridge"


def test_an_area_traced_again_takes_back_its_id():
    emap = little_map()
    old = emap.area("area-9")
    delete_area(emap, "area-9").redo()
    assert traced_again(emap, [old], ((1, 1), (99, 0), (100, 100), (0, 99))) == old
    assert traced_again(emap, [old], ((0, 0), (30, 0), (30, 30), (0, 30))) is None  # a small part: a new area


def set_field(qtbot, field, text) -> None:
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key_Return)


def test_editing_an_area_s_id_in_properties(editor, qtbot):
    w = editor(little_map())
    author = Author(qtbot, w)
    author.click((150, 80))
    assert w.selection == (AREA, "herr-ridge") and w.properties.area_id.text() == "herr-ridge"
    set_field(qtbot, w.properties.area_id, "Herr Ridge!")
    assert "not well formed" in author.status() and w.properties.area_id.text() == "herr-ridge"
    assert "herr-ridge" in w.emap.areas
    set_field(qtbot, w.properties.area_id, "pike-box")
    assert "taken by 'Pike'" in author.status()
    set_field(qtbot, w.properties.area_id, "herrs-ridge")
    assert w.selection == (AREA, "herrs-ridge") and "herr-ridge" not in w.emap.areas
    assert w.undo_stack.undoText() == "Change the id of area 'Herr-Ridge' to 'herrs-ridge'"
    assert w.scene.areas["herrs-ridge"].item.isVisible() and "herr-ridge" not in w.scene.areas
    author.undo()
    assert "herr-ridge" in w.emap.areas and "herrs-ridge" not in w.emap.areas


def test_renaming_a_placeholder_area_in_properties_relinks_its_entry_box(editor, qtbot):
    w = editor(little_map())
    author = Author(qtbot, w)
    author.click((50, 80))
    set_field(qtbot, w.properties.area_name, "Stone Hill")
    assert w.selection == (AREA, "stone-hill") and w.properties.area_id.text() == "stone-hill"
    assert w.emap.entry_boxes["pike-box"].area == "stone-hill"
    assert w.scene.box_links["pike-box"].isVisible()
    # the entry box's id, edited by hand
    w.select((ENTRY_BOX, "pike-box"))
    set_field(qtbot, w.properties.box_id, "chambersburg-pike-box")
    assert w.selection == (ENTRY_BOX, "chambersburg-pike-box")
    # a road's
    w.select((ROAD, "road-1"))
    set_field(qtbot, w.properties.road_name, "Fairfield Road")
    assert w.selection == (ROAD, "fairfield-road")
    set_field(qtbot, w.properties.road_id, "fairfield-rd")
    assert "fairfield-rd" in w.emap.roads


def test_the_validation_list_names_the_other_areas_by_their_names(editor, qtbot):
    """'overlaps area 'oak-hill'' reads 'overlaps area 'Oak Hill'' in the
    dock (issue 14, item 15); `cli validate` keeps the ids, for grep."""
    doc = make_map(square("oak-hill", 0, 0, 100), square("herr-ridge", 80, 0, 100), width=200, height=100)
    doc = doc.__class__(
        doc.id,
        doc.name,
        doc.board,
        tuple(
            a.__class__(a.id, {"oak-hill": "Oak Hill", "herr-ridge": "Herr Ridge"}[a.id], a.terrain, a.stars, a.polygon)
            for a in doc.areas
        ),
    )
    w = editor(EditableMap.from_document(doc))
    Author(qtbot, w).wait_checked()
    overlap = [r for r in w.validation.rows() if "overlaps" in r]
    assert overlap == ["error | area Herr Ridge (herr-ridge) | overlaps area 'Oak Hill' (area 2000)"], overlap
    assert "'oak-hill'" in next(p.message for p in w.last_check.problems if p.code == "overlap")


def test_editing_a_scenery_items_id_in_properties(editor, qtbot):
    """A scenery item's id is the author's to change too (issue 22, item 21):
    well formed, unique among the scenery, undoable."""
    from dataclasses import replace

    from gettysburg_desktop.boards.areas.shapes import SceneryItem
    from gettysburg_desktop.editor.model import SCENERY

    emap = little_map()
    doc = replace(
        emap.to_document(),
        scenery=(
            SceneryItem("river-1", "river", "", points=((20, 150), (280, 160))),
            SceneryItem("woods-1", "woods", "Big Woods", polygon=((220, 20), (280, 20), (250, 80))),
        ),
    )
    w = editor(EditableMap.from_document(doc))
    author = Author(qtbot, w)
    author.tool("select")
    author.click((150, 155))  # the river's line
    assert w.selection == (SCENERY, "river-1")
    field = w.properties.scenery_id
    assert field.text() == "river-1" and not field.isReadOnly()
    set_field(qtbot, field, "woods-1")
    assert "taken by 'Big Woods'" in author.status() and field.text() == "river-1"
    set_field(qtbot, field, "Rock Creek")
    assert "not well formed" in author.status()
    set_field(qtbot, field, "rock-creek")
    assert w.selection == (SCENERY, "rock-creek") and set(w.emap.scenery) == {"rock-creek", "woods-1"}
    assert w.undo_stack.undoText() == "Change the id of scenery 'river-1' to 'rock-creek'"
    change_id(w.emap, (SCENERY, "woods-1"), "herr-ridge")  # an area's id: scenery has its own namespace
    author.undo()
    assert set(w.emap.scenery) == {"river-1", "woods-1"}
