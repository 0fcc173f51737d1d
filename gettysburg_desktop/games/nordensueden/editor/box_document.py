"""The box map being edited, with Qt (as editor.document is for area maps):
the map (editor.model.box_map.EditableBoxMap), where it was saved, the
selection, the undo stack the model's edits go on, and the checks, run once
the edits settle (never during a drag); signals for what the window shows.
The box tools change the map only through it (``push``, ``select``)."""

from __future__ import annotations

import time
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.editing.checker import CheckResult
from gettysburg_desktop.editing.commands import EditCommand
from gettysburg_desktop.editing.model.edit import Edit, EditRefused
from gettysburg_desktop.editing.status import HINT, REFUSED, SETTLE_MS

from ..boxes.box_map_check import box_map_problems, box_overlaps
from .model.box_map import EditableBoxMap


class BoxEditorDocument(QObject):
    #: (text, tone): a line for the status bar
    status = Signal(str, str)
    #: the selection changed (``focus_name``: the author names the new box next)
    selection_changed = Signal(bool)
    #: the map changed (any edit, undo or redo)
    changed = Signal(object)
    #: a CheckResult of the map as it is: the Validation dock shows it
    checked = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.bmap: EditableBoxMap | None = None
        self.path: str | None = None
        self.selection = None  # (BOX, id) or (LINK, id) of what Properties shows, or None
        self.last_check: CheckResult | None = None
        self.held = lambda: False  # while this says so (a drag), the checks wait
        self.settle = QTimer(self)
        self.settle.setSingleShot(True)
        self.settle.setInterval(SETTLE_MS)
        self.settle.timeout.connect(self._settled)
        self._unsubscribe = None

    def open(self, bmap: EditableBoxMap, path: str | None) -> None:
        self.close()
        self.undo_stack.clear()
        self.bmap, self.path = bmap, path
        self.selection = None
        self.last_check = None
        self._unsubscribe = bmap.subscribe(self._changed)

    def close(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None

    def shut_down(self) -> None:
        self.settle.stop()
        self.close()

    # --- edits
    def push(self, edit: Edit) -> None:
        """Apply ``edit`` as one undoable step (a drag's steps merge into one)."""
        self.undo_stack.push(EditCommand(edit))

    def attempt(self, make, *args, **kwargs) -> bool:
        """Push the edit ``make(bmap, *args, **kwargs)``; if it is refused, say why in red."""
        try:
            edit = make(self.bmap, *args, **kwargs)
        except EditRefused as exc:
            self.refused_text(str(exc))
            return False
        if not edit.changes_nothing:
            self.push(edit)
        return True

    def select(self, key, *, focus_name: bool = False) -> None:
        """Select the box or link ``key`` (None: the map itself)."""
        self.selection = key
        self.selection_changed.emit(focus_name)

    # --- status
    def hint(self, text: str) -> None:
        self.status.emit(text, HINT)

    def refused_text(self, text: str) -> None:
        self.status.emit(text, REFUSED)

    # --- checks
    def check_soon(self) -> None:
        self.settle.start()

    def current_check(self) -> CheckResult:
        """The problems of the map as it is now (checked here and now if the last check is older)."""
        if self.last_check is None or self.last_check.revision != self.bmap.revision:
            self._settled(force=True)
        return self.last_check

    def _changed(self, change) -> None:
        self.changed.emit(change)
        self.settle.start()

    def _settled(self, force: bool = False) -> None:
        if self.bmap is None:
            return
        if not force and self.held():
            self.settle.start()
            return
        start = time.perf_counter()
        bmap = self.bmap
        boxmap, file = bmap.to_boxmap(), self.path or ""
        found = box_map_problems(boxmap, file, list(bmap.links))
        problems = [replace(p, message=shown(p.message)) for p in found]  # the rules' own words, translated
        notes = tuple(box_overlaps(boxmap, file))  # a game plays the map anyway
        self.last_check = CheckResult(bmap.revision, tuple(problems), time.perf_counter() - start, notes)
        self.checked.emit(self.last_check)
