"""Menu entries, the same way in the play window and the editor."""

from __future__ import annotations

from PySide6.QtGui import QAction


def add_action(owner, menu, text: str, slot, shortcut=None) -> QAction:
    """An entry ``text`` in ``menu`` that calls ``slot()``, with its
    shortcut (a list: several, the menu shows the first)."""
    action = QAction(text, owner)
    if isinstance(shortcut, list):
        action.setShortcuts(shortcut)
    elif shortcut is not None:
        action.setShortcut(shortcut)
    action.triggered.connect(lambda _checked=False: slot())
    menu.addAction(action)
    return action
