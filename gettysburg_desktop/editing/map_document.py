"""A map being edited, with Qt, for the editors whose map is a board's
working copy of records (the box maps', boards/boxes/editable.py; the free
tables', boards/table/editable.py): the map (``model``), where it was
saved, the selection, the undo stack the edits go on, and the checks, run
once the edits settle (never during a drag); signals for what the window
shows. A kind of map says what a check finds (``check``); its tools change
the map only through the document (``push``, ``attempt``, ``select``).
The area maps' document (editor.document) keeps its own, with snapping and
the free edge."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from gettysburg_desktop.display.translate import shown

from .checker import CheckResult
from .commands import EditCommand
from .model.edit import Edit, EditRefused
from .status import HINT, REFUSED, SETTLE_MS


class MapDocument(QObject):
    """The map, its file, selection, undo stack and checks (see the module)."""

    #: (text, tone): a line for the status bar
    status = Signal(str, str)
    #: the selection changed (``focus_name``: the author names the new item next)
    selection_changed = Signal(bool)
    #: the map changed (any edit, undo or redo): the model's change record
    changed = Signal(object)
    #: a CheckResult of the map as it is: the Validation dock shows it
    checked = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.model: Any = None
        self.path: str | None = None
        self.selection = None  # the (kind, id) of what Properties shows, or None: the map itself
        self.last_check: CheckResult | None = None
        self.held = lambda: False  # while this says so (a drag), the checks wait
        self.settle = QTimer(self)
        self.settle.setSingleShot(True)
        self.settle.setInterval(SETTLE_MS)
        self.settle.timeout.connect(self._settled)
        self._unsubscribe: Callable[[], None] | None = None

    def open(self, model: Any, path: str | None) -> None:
        self.close()
        self.undo_stack.clear()
        self.model, self.path = model, path
        self.selection = None
        self.last_check = None
        self._unsubscribe = model.subscribe(self._changed)

    def close(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None

    def shut_down(self) -> None:
        self.settle.stop()
        self.close()

    # --- edits
    def push(self, edit: Edit) -> None:
        """Apply ``edit`` as one undoable step (a drag's steps merge into one), named in the author's language."""
        command = EditCommand(edit)
        command.setText(shown(edit.text))
        self.undo_stack.push(command)

    def attempt(self, make, *args, **kwargs) -> bool:
        """Push the edit ``make(model, *args, **kwargs)``; if it is refused, say why in red."""
        try:
            edit = make(self.model, *args, **kwargs)
        except EditRefused as exc:
            self.refused_text(shown(exc.args[0]))
            return False
        if not edit.changes_nothing:
            self.push(edit)
        return True

    def select(self, key, *, focus_name: bool = False) -> None:
        """Select the item ``key`` (None: the map itself)."""
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
        if self.model is None:
            raise RuntimeError("no map is open")
        if self.last_check is None or self.last_check.revision != self.model.revision:
            self._settled(force=True)
        assert self.last_check is not None  # _settled checked the open map
        return self.last_check

    def _changed(self, change) -> None:
        self.changed.emit(change)
        self.settle.start()

    def _settled(self, force: bool = False) -> None:
        if self.model is None:
            return
        if not force and self.held():
            self.settle.start()
            return
        start = time.perf_counter()
        problems, notes = self.check()
        self.last_check = CheckResult(self.model.revision, tuple(problems), time.perf_counter() - start, tuple(notes))
        self.checked.emit(self.last_check)

    def check(self) -> tuple[list, list]:  # pragma: no cover - each kind of map checks its own
        """(the problems that keep a game off the map, the notes a game plays it anyway with), in
        the author's language."""
        raise NotImplementedError
