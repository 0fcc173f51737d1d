"""An undo stack with QUndoStack's rules, for using the model without Qt
(tests, scripts): ``push`` runs the edit's ``redo`` and then merges it into
the edit below when both are steps of the same drag."""

from __future__ import annotations

from .edit import Edit


class UndoStack:
    def __init__(self) -> None:
        self._edits: list[Edit] = []
        self._index = 0  # edits below this are done

    def push(self, edit: Edit) -> None:
        """Do ``edit``; drop the edits undone before it; merge it into the top edit if it can."""
        edit.redo()
        del self._edits[self._index :]
        if self._edits and self._edits[-1].merge_with(edit):
            return
        self._edits.append(edit)
        self._index = len(self._edits)

    def undo(self) -> None:
        if not self.can_undo():
            raise IndexError("nothing to undo")
        self._index -= 1
        self._edits[self._index].undo()

    def redo(self) -> None:
        if not self.can_redo():
            raise IndexError("nothing to redo")
        self._edits[self._index].redo()
        self._index += 1

    def can_undo(self) -> bool:
        return self._index > 0

    def can_redo(self) -> bool:
        return self._index < len(self._edits)

    def undo_text(self) -> str:
        return self._edits[self._index - 1].text if self.can_undo() else ""

    def __len__(self) -> int:
        return len(self._edits)
