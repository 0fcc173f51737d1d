"""A field of the Properties panel still being typed in when the selection
changes belongs to the item it was showing (issue 22, item 13: a long
editor monkey found ``KeyError: "no scenery 'area-132'"``: the scenery
name's editingFinished came after the selection had moved to an area, and
was committed to the area's id)."""

from __future__ import annotations

from author import Author
from PySide6.QtCore import Qt

from gettysburg_desktop.editor.model import AREA, SCENERY
from gettysburg_desktop.editor.window import blank_map


def _area_and_woods(author: Author) -> tuple[str, str]:
    author.tool("add-area")
    author.clicks((0, 0), (150, 0), (150, 300), (0, 300), (0, 0))
    area = author.w.selection[1]
    author.tool("woods")
    author.clicks((20, 20), (60, 20), (60, 60), (20, 20))
    return area, author.w.selection[1]


def test_a_scenery_name_typed_before_another_selection_goes_to_the_scenery(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    area, woods = _area_and_woods(author)
    before = w.emap.areas[area].name
    field = w.properties.scenery_name
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "Big Woods")
    w.select((AREA, area))  # from the keyboard or a menu: the field keeps the focus until now
    w.view.setFocus()
    assert w.emap.scenery[woods].name == "Big Woods" and w.emap.areas[area].name == before
    assert w.properties.key == (AREA, area) and w.properties.area_name.text() == before


def test_a_field_left_after_its_item_is_undone_away_commits_nothing(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    _area, woods = _area_and_woods(author)
    field = w.properties.scenery_name
    field.setFocus()
    qtbot.keyClicks(field, "x")
    assert w.properties.key == (SCENERY, woods)
    w.undo_stack.undo()  # the woods are gone: the panel shows the map
    assert woods not in w.emap.scenery
    field.editingFinished.emit()  # a late signal of the hidden field
    assert woods not in w.emap.scenery and w.undo_stack.canRedo()
    author.key(Qt.Key_Escape)


def test_the_box_editors_fields_follow_the_selection_too(box_editor, qtbot):
    """The box-map editor's panel: a box's field typed in before a link is
    selected goes to the box, and a late signal edits no link."""
    from gettysburg_desktop.games.nordensueden.editor.model.box_map import BOX, LINK
    from gettysburg_desktop.games.nordensueden.rules.boxmap import LinkKind

    w = box_editor()
    road = w.bmap.link_between("washington", "manassas", LinkKind.ROAD)
    w.select((BOX, "manassas"))
    field = w.properties.box_state
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "Old Dominion")
    w.select((LINK, road))
    w.view.setFocus()
    assert w.bmap.boxes["manassas"].state == "Old Dominion"
    field.editingFinished.emit()  # a late signal of the hidden field: no box is selected
    assert w.properties.key == (LINK, road) and w.bmap.links[road].kind is LinkKind.ROAD


def test_each_field_knows_the_kind_of_item_its_page_shows(editor):
    from gettysburg_desktop.editor.model import ENTRY_BOX, ROAD

    p = editor(blank_map(400, 300)).properties
    fields = (p.map_name, p.area_name, p.area_id, p.box_name, p.road_id, p.scenery_name)
    assert [p._kind_of(f) for f in fields] == [None, AREA, AREA, ENTRY_BOX, ROAD, SCENERY]  # noqa: SLF001
