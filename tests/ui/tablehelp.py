"""Helpers for the tests of the table editor (editing/table_window.py) as
an author uses it: clicks, drags and keys on the view's viewport at a
table point, and a wait for the Validation dock's check of the table as
it now is."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings, Qt


def own_settings(folder) -> None:
    """The editors' settings (layout, recent maps) in ``folder``, not the tester's."""
    QCoreApplication.setOrganizationName("Gettysburg Desktop Tests")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(folder))


def at(w, point):
    """The viewport's pixel over the table point, on screen."""
    pos = w.view.mapFromScene(w.scene.scene_point(point))
    assert w.view.viewport().rect().contains(pos), f"{point} is not on screen"
    return pos


def click(qtbot, w, point):
    pos = at(w, point)
    qtbot.mouseMove(w.view.viewport(), pos)
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def drag(qtbot, w, start, end, steps=6):
    a, b = at(w, start), at(w, end)
    qtbot.mouseMove(w.view.viewport(), a)
    qtbot.mousePress(w.view.viewport(), Qt.MouseButton.LeftButton, pos=a)
    for k in range(1, steps + 1):
        qtbot.mouseMove(w.view.viewport(), a + (b - a) * k / steps)
    qtbot.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=b)


def key(qtbot, w, key_, modifier=Qt.KeyboardModifier.NoModifier):
    w.view.setFocus()
    qtbot.keyClick(w.view, key_, modifier)


def checked(qtbot, w):
    """The Validation dock's check once it is of the table as it is now."""
    qtbot.waitUntil(lambda: w.last_check is not None and w.last_check.revision == w.table.revision, timeout=10000)
    return w.last_check
