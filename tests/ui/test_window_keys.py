"""Issue 22 item 10: the keys as the guide says (docs/user-guide.md, "Keys
and mouse"). `+` and `-` zoom wherever the keyboard is (the prompt bar's
buttons had it at the start, and they did nothing), but not while typing in
a field; the window takes the keys back when the welcome page closes, so
Ctrl+N opens New game (it did nothing after a resumed game's start)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton

from gettysburg_desktop.ui.dialogs import NewGameDialog


def keys_to(w):
    """Where a key pressed now goes: the widget with the keyboard (None: nowhere)."""
    QApplication.processEvents()
    return QApplication.focusWidget()


@pytest.mark.parametrize(
    ("key", "modifier", "factor"),
    [
        (Qt.Key_Plus, Qt.NoModifier, 1.25),
        (Qt.Key_Equal, Qt.NoModifier, 1.25),  # + without Shift on most keyboards
        (Qt.Key_Plus, Qt.KeypadModifier, 1.25),
        (Qt.Key_Minus, Qt.NoModifier, 0.8),
        (Qt.Key_Plus, Qt.ControlModifier, 1.25),
    ],
    ids=["+", "=", "keypad +", "-", "Ctrl++"],
)
def test_plus_and_minus_zoom_wherever_the_keys_are(open_window, qtbot, key, modifier, factor):
    w = open_window()
    target = keys_to(w)
    assert target is not None and target is not w.view  # at the start: the prompt bar's buttons
    before = w.view.zoom()
    qtbot.keyClick(target, key, modifier)
    assert w.view.zoom() == pytest.approx(before * factor)
    w.view.setFocus()  # on the board: once, not twice
    qtbot.keyClick(w.view, key, modifier)
    assert w.view.zoom() == pytest.approx(before * factor * factor)


def test_plus_types_in_a_field_and_does_not_zoom(open_window, qtbot):
    w = open_window()
    before = w.view.zoom()
    w.log.filter.setFocus()
    qtbot.keyClick(w.log.filter, Qt.Key_Plus)
    qtbot.keyClick(w.log.filter, Qt.Key_Minus)
    assert w.log.filter.text() == "+-" and w.view.zoom() == before


def test_ctrl_n_opens_new_game_after_the_welcome_page(open_window, qtbot):
    w = open_window()
    w.show_welcome(at_start=True)  # as at the first start
    qtbot.waitUntil(lambda: w.welcome.isVisible())
    start = next(b for b in w.welcome.findChildren(QPushButton) if b.text() == "Start playing")
    qtbot.mouseClick(start, Qt.LeftButton)
    qtbot.waitUntil(lambda: not w.welcome.isVisible())
    target = keys_to(w)
    assert target is not None and target.window() is w  # the keys are the window's again
    opened = []

    def look():
        opened.append(QApplication.activeModalWidget())
        if opened[-1] is not None:
            opened[-1].reject()

    QTimer.singleShot(100, look)
    qtbot.keyClick(target, Qt.Key_N, Qt.ControlModifier)
    qtbot.waitUntil(lambda: bool(opened))
    assert isinstance(opened[0], NewGameDialog)
