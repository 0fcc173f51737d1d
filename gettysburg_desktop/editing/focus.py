"""Keys go back to the map: Enter in a field of a dock (an area's name, a
vertex's x) commits the field, as it always did, and then gives the
keyboard back to the map, so V, Ctrl+Z and the tool keys act on the map
rather than typing into the field (issue 14, item 14). A choice in a
drop-down (an area's terrain) or a click on a tick box or a button gives it
back at once: R for the Road tool never picks "ridge" in the terrain that
still held the keys (issue 22, item 20)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QWidget


class EnterReturnsToMap(QObject):
    """An event filter on a dock's fields: after Enter, ``to_map()``."""

    def __init__(self, parent: QWidget, to_map) -> None:
        super().__init__(parent)
        self._to_map = to_map

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.KeyPress and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.soon()
        return False

    def soon(self, *_args) -> None:
        """The field handles its key or click first (commits the edit), the map takes the keys after."""
        QTimer.singleShot(0, self._to_map)


def return_keys_to_map(panel: QWidget, to_map) -> EnterReturnsToMap:
    """Watch every field in ``panel`` (those it has now): line edits and spin
    boxes after Enter, drop-downs after a choice, tick boxes and buttons
    after a click."""
    watcher = EnterReturnsToMap(panel, to_map)
    for field in panel.findChildren(QLineEdit) + panel.findChildren(QAbstractSpinBox):
        if isinstance(field.parent(), (QAbstractSpinBox, QComboBox)):
            continue  # a spin box's or an editable drop-down's own line edit: the field itself is watched
        field.installEventFilter(watcher)
    for combo in panel.findChildren(QComboBox):
        combo.activated.connect(watcher.soon)
    for button in panel.findChildren(QAbstractButton):
        button.clicked.connect(watcher.soon)
    return watcher
