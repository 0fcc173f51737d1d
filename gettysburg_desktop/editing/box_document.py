"""A box map being edited, with Qt (as editor.document is for area maps),
any game's: the map (the board's working copy, boards/boxes/editable.py),
where it was saved, the selection, the undo stack the edits go on, and the
checks, run once the edits settle (never during a drag); signals for what
the window shows. The box tools change the map only through it (``push``,
``select``). A game says what its maps are checked for (``problems``; the
board's own warnings, boxes drawn over each other, are the notes)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from gettysburg_desktop.boards.areas.problems import Problem
from gettysburg_desktop.boards.boxes.checks import box_overlaps, link_end_problems
from gettysburg_desktop.boards.boxes.editable import EditableBoxMap
from gettysburg_desktop.display.translate import shown

from .checker import CheckResult
from .commands import EditCommand
from .model.edit import Edit, EditRefused
from .status import HINT, REFUSED, SETTLE_MS


class BoxEditorDocument(QObject):
    """The map, its file, selection, undo stack and checks (see the module)."""

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
        self._unsubscribe: Callable[[], None] | None = None

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
        if self.bmap is None:
            raise RuntimeError("no box map is open")
        if self.last_check is None or self.last_check.revision != self.bmap.revision:
            self._settled(force=True)
        assert self.last_check is not None  # _settled checked the open map
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
        found = self.problems(boxmap, file, list(bmap.links))
        problems = [replace(p, message=shown(p.message)) for p in found]  # the rules' own words, translated
        notes = tuple(box_overlaps(boxmap.boxes, file))  # a game plays the map anyway
        self.last_check = CheckResult(bmap.revision, tuple(problems), time.perf_counter() - start, notes)
        self.checked.emit(self.last_check)

    def problems(self, boxmap, file: str, link_ids: list[str]) -> list[Problem]:
        """What keeps a game off the map (a game's override adds its rules'
        checks): here the board's, links whose end is no box."""
        return link_end_problems(boxmap.boxes, boxmap.links, file, link_ids)
