"""Keys go back to the map: Enter in a field of a dock (an area's name, a
vertex's x) commits the field, as it always did, and then gives the
keyboard back to the map, so V, Ctrl+Z and the tool keys act on the map
rather than typing into the field (issue 14, item 14)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QWidget


class EnterReturnsToMap(QObject):
    """An event filter on a dock's fields: after Enter, ``to_map()``."""

    def __init__(self, parent: QWidget, to_map) -> None:
        super().__init__(parent)
        self._to_map = to_map

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.KeyPress and event.key() in (Qt.Key_Return, Qt.Key_Enter):
            # the field handles Enter first (commits the edit), the map takes the keys after
            QTimer.singleShot(0, self._to_map)
        return False


def return_keys_to_map(panel: QWidget, to_map) -> EnterReturnsToMap:
    """Watch every line edit and spin box in ``panel`` (those it has now)."""
    watcher = EnterReturnsToMap(panel, to_map)
    for field in panel.findChildren(QLineEdit) + panel.findChildren(QAbstractSpinBox):
        if isinstance(field.parent(), QAbstractSpinBox):
            continue  # a spin box's own line edit: the spin box is watched
        field.installEventFilter(watcher)
    return watcher
