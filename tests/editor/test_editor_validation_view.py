"""Validation sees what an author sees (issue 14, item 11), in the editor:
the uncovered board listed after an area is deleted, "outside the board"
zooming to the vertex, a warning when an edit drops an area's neighbours,
and a selected vertex's x/y in Properties; by mouse and keys."""

from __future__ import annotations

import math
from dataclasses import replace

from author import Author
from map_builders import good_map, make_map, square
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication
from test_editor_drags import drag_path, pixels_off

from gettysburg_desktop.boards.areas.map_file import load_map
from gettysburg_desktop.boards.areas.shapes import BoardSize
from gettysburg_desktop.editor.model import EditableMap, set_map_attributes, transform_all
from gettysburg_desktop.editor.window import builtin_1863_map_path

K = 20  # the test maps, 20 times as big: a name's label is not larger than its area


def big(doc) -> EditableMap:
    """``doc`` K times as big, board and all."""
    emap = EditableMap.from_document(doc)
    transform_all(emap, scale=K).redo()
    set_map_attributes(emap, board=BoardSize(doc.board.width * K, doc.board.height * K)).redo()
    return emap


def at(*p):
    return tuple(c * K for c in p)


def rows(w) -> list[str]:
    return w.validation.rows()


def click_row(qtbot, w, text: str) -> None:
    tree = w.validation.list
    for k in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(k)
        if text in item.text(2):
            tree.scrollToItem(item)
            rect = tree.visualItemRect(item)
            qtbot.mouseClick(tree.viewport(), Qt.LeftButton, pos=rect.center())
            return
    raise AssertionError(f"no row with {text!r}: {rows(w)}")


def test_deleting_a_corner_area_lists_the_bare_corner_and_zooms_to_it(editor, qtbot):
    w = editor(big(good_map()))
    author = Author(qtbot, w)
    author.wait_checked()
    assert w.last_check.problems == ()
    author.click(at(5, 15))  # sw
    assert w.selection == ("area", "sw")
    author.key(Qt.Key_Delete)
    author.wait_checked()
    bare = [r for r in rows(w) if "the board is not covered" in r]
    assert len(bare) == 1 and bare[0].startswith("error | map ") and "from (0, 200) to (200, 400)" in bare[0], rows(w)
    assert "No problems" not in w.validation.summary.text()
    click_row(qtbot, w, "the board is not covered")
    centre = w.view.mapToScene(w.view.viewport().rect().center())
    assert math.dist((centre.x(), centre.y()), at(5, 15)) < 2


def test_outside_the_board_names_the_vertex_and_zooms_to_it_not_to_the_label(editor, qtbot):
    doc = load_map(builtin_1863_map_path())
    area = doc.areas[0]
    far, out = area.polygon[0], (-37.0, area.polygon[0][1])  # its first vertex pushed off the left edge
    moved = tuple(out if p == far else p for p in area.polygon)
    emap = EditableMap.from_document(replace(doc, areas=(replace(area, polygon=moved), *doc.areas[1:])))
    w = editor(emap)
    author = Author(qtbot, w)
    author.wait_checked()
    row = next(r for r in rows(w) if "outside the board" in r)
    assert f"vertex ({out[0]:g}, {out[1]:g}) lies 37 outside the board" in row, row
    click_row(qtbot, w, "outside the board")
    # the map zooms to the vertex (it was the area's label, far inside the board)
    assert w.view.viewport().rect().contains(w.view.mapFromScene(QPointF(*out)))
    assert w.problem_marker.isVisible() and w.problem_marker.pos() == QPointF(*out)


def creek_map():
    """Creek Bottom, a strip down the left; Mill, Orchard and Ridge stacked beside it."""
    creek = square("creek", 0, 0, 10, 30, name="Creek Bottom")
    mill = square("mill", 10, 0, 10, 10, name="Mill")
    orchard = square("orchard", 10, 10, 10, 10, name="Orchard")
    ridge = square("ridge", 10, 20, 10, 10, name="Ridge")
    return big(make_map(creek, mill, orchard, ridge, width=20, height=30))


def test_an_edit_that_drops_neighbours_is_warned_about_by_name(editor, qtbot):
    w = editor(creek_map())
    author = Author(qtbot, w)
    author.tool("select")
    author.wait_checked()
    author.click(at(10, 30))  # the corner Creek Bottom and Ridge share at the board's edge
    assert w.current_vertex == at(10, 30)
    author.key(Qt.Key_Delete)  # Creek Bottom's right side now runs from (10, 0) to (0, 30)
    assert w.undo_stack.undoText().startswith("Delete vertex of ")
    qtbot.waitUntil(lambda: "lost" in author.status(), timeout=3000)
    assert author.status() == (
        "Warning: Creek Bottom lost 3 of its 3 neighbours (Mill, Orchard, Ridge) (Ctrl+Z undoes the edit)"
    )
    assert "8a5a00" in w.message.styleSheet()
    author.undo()  # the neighbours come back: nothing to warn about
    author.wait_checked()
    assert "lost" not in author.status()


def test_adding_or_deleting_areas_is_not_warned_about(editor, qtbot):
    w = editor(creek_map())
    author = Author(qtbot, w)
    author.tool("select")
    author.wait_checked()
    author.click(at(15, 15))
    author.key(Qt.Key_Delete)
    assert "orchard" not in w.emap.areas
    author.wait_checked()
    assert "lost" not in author.status()


def test_a_selected_vertex_has_x_and_y_fields_that_move_it(editor, qtbot):
    w = editor(big(good_map()))
    original = w.emap.to_document()
    author = Author(qtbot, w)
    author.tool("select")
    author.click(at(10, 10))  # the corner the four areas share
    assert w.current_vertex == at(10, 10)
    fields = w.properties.vertex_fields
    assert fields.isVisible() and fields.x_field.value() == 200 and fields.y_field.value() == 200
    fields.x_field.setFocus()
    fields.x_field.selectAll()
    qtbot.keyClicks(fields.x_field, "212.5")
    qtbot.keyClick(fields.x_field, Qt.Key_Return)
    for area in ("nw", "ne", "sw", "se"):
        assert (212.5, 200) in w.emap.area(area).polygon and (200, 200) not in w.emap.area(area).polygon
    assert w.undo_stack.undoText().startswith("Move vertex of ")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view, timeout=1000)  # the keys are the map's again
    author.undo()
    assert w.emap.to_document() == original
    # a coordinate off the board is refused, with the reason
    author.click(at(10, 10))
    fields.y_field.setFocus()
    fields.y_field.selectAll()
    qtbot.keyClicks(fields.y_field, "450")
    qtbot.keyClick(fields.y_field, Qt.Key_Return)
    assert w.emap.to_document() == original
    assert author.status().startswith("Not moved:") and "outside the board" in author.status(), author.status()
    assert fields.y_field.value() == 200


def test_the_vertex_fields_hide_without_a_vertex_and_follow_a_drag(editor, qtbot):
    w = editor(big(good_map()))
    author = Author(qtbot, w)
    author.tool("select")
    author.click(at(5, 5))
    assert w.selection == ("area", "nw") and not w.properties.vertex_fields.isVisible()
    corner = at(10, 10)
    drag_path(author, corner, pixels_off(author, corner, 10, 5), pixels_off(author, corner, 30, 15))
    fields = w.properties.vertex_fields
    assert fields.isVisible()
    assert (round(fields.x_field.value(), 2), round(fields.y_field.value(), 2)) == tuple(
        round(c, 2) for c in w.current_vertex
    )
    assert w.current_vertex != corner and w.current_vertex in w.emap.area("nw").polygon


def test_a_sliver_gap_from_a_corner_off_the_border_is_fixed_by_one_click(editor, qtbot):
    """A corner of the hill 0.24 off the ridge's border, not a vertex of it,
    leaves a sliver gap 0.12 wide nobody sees; the Validation dock's Fix makes
    the corner the ridge's too, one undoable step (issue 22, item 21)."""
    from gettysburg_desktop.boards.areas.shapes import AreaShape

    hill = AreaShape(
        "hill", "Hill", "town", 0, ((0, 0), (200, 0), (200, 50), (150, 50), (100, 49.76), (50, 50), (0, 50))
    )
    ridge = AreaShape("ridge", "Ridge", "ridge", 2, ((0, 50), (50, 50), (150, 50), (200, 50), (200, 100), (0, 100)))
    w = editor(EditableMap.from_document(make_map(hill, ridge, width=200, height=100)))
    author = Author(qtbot, w)
    author.wait_checked()
    assert [r for r in rows(w) if "sliver gap" in r] == [
        "error | area Hill (hill) | sliver gap between this area and 'Ridge' (area 12, about 0.12 wide)"
    ]
    assert not w.validation.fix_button.isVisible()
    click_row(qtbot, w, "sliver gap")
    button = w.validation.fix_button
    assert button.isVisible() and button.text() == "Fix: close the gap: (100, 49.76) becomes a corner of 'Ridge' too"
    qtbot.mouseClick(button, Qt.LeftButton)
    author.wait_checked()
    assert w.last_check.problems == () and not button.isVisible()
    assert (100, 49.76) in w.emap.area("ridge").polygon
    author.undo()
    author.wait_checked()
    assert any("sliver gap" in r for r in rows(w))
