"""Several items selected at once (issue 14, item 16): Shift/Ctrl+click and a
rubber band, Delete and Merge on all of them as one undoable step; the
rules' All areas table zooms to the area clicked. By mouse on the viewport."""

from __future__ import annotations

from author import Author
from map_builders import make_map, square
from PySide6.QtCore import Qt

from gettysburg_desktop.editor.model import AREA, EditableMap
from gettysburg_desktop.editor.model.multi_edits import delete_items, merge_all


def three_by_one() -> EditableMap:
    return EditableMap.from_document(
        make_map(
            square("west", 0, 0, 100),
            square("middle", 100, 0, 100),
            square("east", 200, 0, 100),
            square("south", 0, 100, 100),
            width=300,
            height=200,
        )
    )


def click(author, point, modifier=Qt.NoModifier) -> None:
    author.hover(point)
    author.qtbot.mouseClick(author.viewport, Qt.LeftButton, modifier, author.at(point))


def band(author, start, end, modifier=Qt.NoModifier) -> None:
    author.hover(start)
    author.qtbot.mousePress(author.viewport, Qt.LeftButton, modifier, author.at(start))
    for k in range(1, 7):
        p = (start[0] + (end[0] - start[0]) * k / 6, start[1] + (end[1] - start[1]) * k / 6)
        author.qtbot.mouseMove(author.viewport, author.at(p))
    author.qtbot.mouseRelease(author.viewport, Qt.LeftButton, modifier, author.at(end))


def test_shift_and_ctrl_click_select_several_and_delete_takes_them_all(editor, qtbot):
    w = editor(three_by_one())
    author = Author(qtbot, w)
    click(author, (50, 50))
    click(author, (250, 50), Qt.ShiftModifier)
    click(author, (50, 150), Qt.ControlModifier)
    assert w.multi.keys() == [(AREA, "west"), (AREA, "east"), (AREA, "south")]
    assert len(w.multi.items) == 2 and all(i.isVisible() for i in w.multi.items)  # the others outlined
    assert "3 items selected" in author.status()
    click(author, (250, 50), Qt.ControlModifier)  # out again
    assert w.multi.keys() == [(AREA, "west"), (AREA, "south")]
    author.key(Qt.Key_Delete)
    assert set(w.emap.areas) == {"middle", "east"}
    assert w.undo_stack.undoText() == "Delete 2 items: 'West', 'South'" and w.undo_stack.count() == 1
    assert w.multi.keys() == [] and not w.multi.items
    assert author.status() == "Deleted 2 items (Ctrl+Z brings them back)"  # not "2 items selected" any more
    author.undo()
    assert set(w.emap.areas) == {"west", "middle", "east", "south"}
    # a plain click selects one again
    click(author, (150, 50))
    assert w.multi.keys() == [(AREA, "middle")]


def test_a_rubber_band_selects_what_lies_inside_and_ctrl_m_merges_it(editor, qtbot):
    w = editor(three_by_one())
    author = Author(qtbot, w)
    # from inside 'south' to beyond the board's corner: middle and east lie wholly inside
    band(author, (90, 110), (310, -10))
    assert sorted(w.multi.keys()) == [(AREA, "east"), (AREA, "middle")]
    assert not w.multi.banding
    band(author, (-20, 95), (105, 210), Qt.ShiftModifier)  # adds 'south'
    assert sorted(k[1] for k in w.multi.keys()) == ["east", "middle", "south"]  # noqa: SIM118 (not a dict)
    click(author, (250, 50), Qt.ControlModifier)  # east out again
    click(author, (50, 50), Qt.ShiftModifier)  # west in
    first = w.selection[1]
    author.key(Qt.Key_M, Qt.ControlModifier)
    assert first in ("middle", "south") and set(w.emap.areas) == {first, "east"}
    assert w.undo_stack.undoText() == f"Merge 3 areas into '{w.emap.area(first).name}'"
    assert w.selection == (AREA, first)
    author.undo()
    assert set(w.emap.areas) == {"west", "middle", "east", "south"}


def test_merging_areas_that_never_touch_is_refused_with_the_reason(editor, qtbot):
    w = editor(three_by_one())
    author = Author(qtbot, w)
    click(author, (250, 50))
    click(author, (50, 150), Qt.ShiftModifier)
    author.key(Qt.Key_M, Qt.ControlModifier)
    assert "can't be merged" in author.status() and len(w.emap.areas) == 4


def test_the_model_s_several_item_edits():
    emap = three_by_one()
    before = emap.to_document()
    edit = merge_all(emap, "south", ["east", "middle", "west"])  # east touches only after middle and west
    edit.redo()
    assert set(emap.areas) == {"south"}
    edit.undo()
    assert emap.to_document() == before
    delete_items(emap, [(AREA, "west"), (AREA, "west"), (AREA, "east")]).redo()
    assert set(emap.areas) == {"middle", "south"}


def test_a_row_of_the_all_areas_table_zooms_to_its_area(editor, qtbot):
    w = editor(
        EditableMap.from_document(
            make_map(
                square("west", 0, 0, 100),
                square("middle", 100, 0, 100),
                square("east", 200, 0, 100),
                square("south", 0, 100, 100),
                width=1200,
                height=800,
            )
        )
    )
    w.rules_dock.raise_()
    w.rules_panel.tabs.setCurrentIndex(1)
    Author(qtbot, w).wait_checked()
    qtbot.waitUntil(lambda: w.rules_panel.model.rowCount() == 4, timeout=3000)
    fitted = w.zoom()
    row = next(k for k, r in enumerate(w.rules_panel.model.rows) if r[1] == "east")
    table = w.rules_panel.table
    rect = table.visualRect(w.rules_panel.model.index(row, 0))
    qtbot.mouseClick(table.viewport(), Qt.LeftButton, pos=rect.center())
    assert w.selection == (AREA, "east")
    assert w.zoom() > fitted * 1.2  # zoomed in, not only centred
    centre = w.view.mapToScene(w.view.viewport().rect().center())
    assert abs(centre.x() - 250) < 5 and abs(centre.y() - 50) < 5
