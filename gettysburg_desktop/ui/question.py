"""A question the play window asks before a step that can't be taken back
(Show everything, Play on from here): its answer is one button or Cancel."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


def ask(parent: QWidget, title: str, text: str, yes_text: str, name: str) -> bool:
    """A question whose answer is ``yes_text`` or Cancel (the default);
    the box is ``{name}Question``, its button ``{name}Yes`` (for tests)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName(f"{name}Question")
    yes = box.addButton(yes_text, QMessageBox.ButtonRole.AcceptRole)
    yes.setObjectName(f"{name}Yes")
    box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Cancel))
    box.exec()
    return box.clickedButton() is yes
