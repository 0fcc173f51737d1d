"""The editor's view zooms about the pointer (issue 14, item 13) and the
keys go to the map once an area is named (item 14): driven by the wheel,
the keyboard and the mouse on the real widgets."""

from __future__ import annotations

import math

from author import Author
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from test_editor_window import trace_two_areas

from gettysburg_desktop.boards.areas.map_file import load_map
from gettysburg_desktop.editor.model import EditableMap
from gettysburg_desktop.editor.window import blank_map, builtin_1863_map_path


def wheel(view, pos: QPoint, clicks: int = 1) -> None:
    """One wheel turn of ``clicks`` notches at ``pos`` on the viewport."""
    viewport = view.viewport()
    event = QWheelEvent(
        QPointF(pos),
        QPointF(viewport.mapToGlobal(pos)),
        QPoint(0, 0),
        QPoint(0, 120 * clicks),
        Qt.NoButton,
        Qt.NoModifier,
        Qt.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)


def under(view, pos: QPoint) -> tuple[float, float]:
    p = view.mapToScene(pos)
    return (p.x(), p.y())


def test_the_wheel_zooms_about_the_pointer(editor, qtbot):
    w = editor(EditableMap.from_document(load_map(builtin_1863_map_path())))
    view = w.view
    author = Author(qtbot, w)
    view.zoom_by(2.0)
    # the pointer goes to one place, then to another: each wheel turn keeps
    # the board point under the pointer where it is (it drifted towards the
    # first place the view had seen the pointer)
    for board_point, clicks in (((700, 600), 2), ((950, 450), 1), ((600, 800), -1), ((800, 650), 3)):
        pos = author.at(board_point)
        qtbot.mouseMove(view.viewport(), pos)
        before = under(view, pos)
        zoom = view.zoom_factor()
        wheel(view, pos, clicks)
        assert view.zoom_factor() != zoom
        after = under(view, pos)
        assert math.dist(before, after) <= 1.5 / view.zoom_factor(), (board_point, before, after)


def test_plus_and_minus_zoom_about_the_pointer_over_the_map(editor, qtbot):
    w = editor(EditableMap.from_document(load_map(builtin_1863_map_path())))
    view = w.view
    author = Author(qtbot, w)
    view.zoom_by(2.0)
    pos = author.at((900, 500))
    qtbot.mouseMove(view.viewport(), pos)
    before = under(view, pos)
    author.key(Qt.Key_Plus)
    assert math.dist(before, under(view, pos)) <= 1.5 / view.zoom_factor()
    author.key(Qt.Key_Minus)
    assert math.dist(before, under(view, pos)) <= 1.5 / view.zoom_factor()


def name_an_area(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    trace_two_areas(author)
    name = w.properties.area_name
    assert name.hasFocus()  # a new area: the author names it at once
    qtbot.keyClicks(name, "Creek Bottom")
    qtbot.keyClick(name, Qt.Key_Return)
    assert w.emap.area(w.selection[1]).name == "Creek Bottom"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not name, timeout=1000)
    return w, author


def test_after_naming_an_area_the_tool_keys_act_on_the_map(editor, qtbot):
    w, _author = name_an_area(editor, qtbot)
    focus = QApplication.focusWidget()
    assert focus is w.view, focus  # Enter gave the keys back to the map
    qtbot.keyClick(focus, Qt.Key_A)
    assert w.tool.name == "add-area"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_V)
    assert w.tool.name == "select"
    assert w.emap.area(w.selection[1]).name == "Creek Bottom"  # no "v" or "a" typed into the name


def test_after_naming_an_area_ctrl_z_undoes_on_the_map(editor, qtbot):
    w, _author = name_an_area(editor, qtbot)
    assert w.undo_stack.undoText().startswith("Rename") or "Creek Bottom" in w.undo_stack.undoText()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Z, Qt.ControlModifier)
    assert w.emap.area("area-2").name == "Area 2"  # the naming undone, as the Undo history says
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Z, Qt.ControlModifier)
    assert "area-2" not in w.emap.areas and "area-1" in w.emap.areas  # then the area itself


def test_after_choosing_a_terrain_the_keys_act_on_the_map_and_the_undo_says_what_changed(editor, qtbot):
    """A terrain chosen in the drop-down, then R for the Road tool: the Road
    tool, and the area stays a hill (the drop-down kept the keys and R picked
    "ridge", h and c "hill" and "clear"). The undo history names the change
    (issue 22, item 20)."""
    w, _author = name_an_area(editor, qtbot)
    area_id = w.selection[1]
    combo = w.properties.terrain
    qtbot.mouseClick(combo, Qt.LeftButton)  # the list opens
    qtbot.waitUntil(lambda: combo.view().isVisible(), timeout=2000)
    combo.view().setCurrentIndex(combo.model().index(combo.findData("hill"), 0))  # the pointer on "hill"
    qtbot.keyClick(combo.view(), Qt.Key_Return)  # chosen
    assert w.emap.area(area_id).terrain == "hill"
    assert w.undo_stack.undoText() == "Creek Bottom: clear \u2192 hill"
    qtbot.waitUntil(lambda: w.focusWidget() is w.view, timeout=1000)
    w.activateWindow()  # what a window manager does when the list closes (offscreen, nothing does)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view, timeout=1000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_R)
    assert w.tool.name == "road"
    for key in (Qt.Key_H, Qt.Key_C, Qt.Key_R):
        qtbot.keyClick(QApplication.focusWidget(), key)
    assert w.emap.area(area_id).terrain == "hill"
    assert w.undo_stack.undoText() == "Creek Bottom: clear \u2192 hill"


def test_a_tick_box_gives_the_keys_back_too(box_editor, qtbot):
    """The box editor's Properties: a tick box clicked, then V and Ctrl+Z act on the map."""
    from gettysburg_desktop.games.nordensueden.editor.model.box_map import BOX

    w = box_editor()
    w.select((BOX, "richmond"))
    port = w.properties.port
    qtbot.mouseClick(port, Qt.LeftButton, pos=QPoint(8, port.height() // 2))  # on its box
    assert w.bmap.boxes["richmond"].port
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view, timeout=1000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Z, Qt.ControlModifier)
    assert not w.bmap.boxes["richmond"].port


def test_the_wheel_zooms_about_the_pointer_at_the_boards_edge_too(editor, qtbot):
    """Scrolled to a corner of the board, a wheel turn out (or in) keeps the
    board point under the pointer there: the view makes room beyond the edge
    rather than the scroll bars stopping and the board sliding (issue 22, item 21)."""
    w = editor(EditableMap.from_document(load_map(builtin_1863_map_path())))
    view = w.view
    board = w.emap.board
    for corner, bars in (((8, 8), "minimum"), ((board.width - 8, board.height - 8), "maximum")):
        view.fit()
        view.zoom_by(4.0)
        for bar in (view.horizontalScrollBar(), view.verticalScrollBar()):
            bar.setValue(getattr(bar, bars)())
        pos = view.mapFromScene(QPointF(*corner))
        assert view.viewport().rect().contains(pos)
        qtbot.mouseMove(view.viewport(), pos)
        for clicks in (-1, -2, 1, -1):
            before = under(view, pos)
            wheel(view, pos, clicks)
            after = under(view, pos)
            assert math.dist(before, after) <= 1.5 / view.zoom_factor(), (corner, clicks, before, after)
