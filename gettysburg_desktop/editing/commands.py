"""The model's edits on Qt's undo stack (docs/editor-model.md, "The Qt wrapper")."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from .model.edit import Edit

#: QUndoCommand.id of every mergeable edit; ``mergeWith`` checks the drag's own key.
MERGEABLE = 1


class EditCommand(QUndoCommand):
    """One model ``Edit`` as an undo command. A drag pushes one per mouse move
    with the drag's ``merge_key``; QUndoStack merges them into one step."""

    def __init__(self, edit: Edit) -> None:
        super().__init__(edit.text)
        self.edit = edit

    def redo(self) -> None:
        self.edit.redo()

    def undo(self) -> None:
        self.edit.undo()

    def id(self) -> int:
        return -1 if self.edit.merge_key is None else MERGEABLE

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not (isinstance(other, EditCommand) and self.edit.merge_with(other.edit)):
            return False
        if self.edit.changes_nothing:  # a drag back where it started: the stack drops the step
            self.setObsolete(True)
        return True
