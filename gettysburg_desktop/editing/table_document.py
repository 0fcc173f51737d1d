"""A free table being edited, with Qt (as box_document.py is for box maps):
the table (the board's working copy, boards/table/editable.py), where it
was saved, the selection, the undo stack the edits go on, and the checks,
run once the edits settle (never during a drag): the file's own (the
table written and read back as ``validate`` reads it) and the game's rules'
(its ``TableGame.check``). The table tools change the table only through it."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from gettysburg_desktop.boards.areas.problems import Problem
from gettysburg_desktop.boards.table.editable import EditableTable
from gettysburg_desktop.boards.table.table_file import TableFileError, dump_table, load_table_text
from gettysburg_desktop.display.translate import shown

from .checker import CheckResult
from .commands import EditCommand
from .model.edit import Edit, EditRefused
from .status import HINT, REFUSED, SETTLE_MS
from .table_part import TableGame

#: a file problem's place: "features[3] (birch-wood).outline" -> the list and the id
_PLACE = re.compile(r"(features|objectives)\[\d+\](?: \(([^)]*)\))?")
#: the Validation dock's kind of item for each list of the file
_ITEM_KIND = {"features": "feature", "objectives": "objective"}


def file_problems(text: str, file: str) -> list[Problem]:
    """What the table file's reader finds in ``text``: one problem each, with
    the feature or objective it is about where the place names one."""
    try:
        load_table_text(text, file)
    except TableFileError as exc:
        out = []
        for place, what in exc.details:
            m = _PLACE.match(place)
            kind, item_id = (_ITEM_KIND[m.group(1)], m.group(2) or place) if m else ("table", place)
            out.append(Problem(file, kind, item_id, "table-file", what))
        return out
    return []


class TableEditorDocument(QObject):
    """The table, its file, selection, undo stack and checks (see the module)."""

    #: (text, tone): a line for the status bar
    status = Signal(str, str)
    #: the selection changed
    selection_changed = Signal()
    #: the table changed (any edit, undo or redo): the TableChange
    changed = Signal(object)
    #: a CheckResult of the table as it is: the Validation dock shows it
    checked = Signal(object)

    def __init__(self, game: TableGame, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.undo_stack = QUndoStack(self)
        self.table: EditableTable | None = None
        self.path: str | None = None
        self.selection = None  # (FEATURE, id) or (OBJECTIVE, id) of what Properties shows, or None: the table
        self.last_check: CheckResult | None = None
        self.held = lambda: False  # while this says so (a drag), the checks wait
        self.settle = QTimer(self)
        self.settle.setSingleShot(True)
        self.settle.setInterval(SETTLE_MS)
        self.settle.timeout.connect(self._settled)
        self._unsubscribe: Callable[[], None] | None = None

    def open(self, table: EditableTable, path: str | None) -> None:
        self.close()
        self.undo_stack.clear()
        self.table, self.path = table, path
        self.selection = None
        self.last_check = None
        self._unsubscribe = table.subscribe(self._changed)

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
        command = EditCommand(edit)
        command.setText(shown(edit.text))
        self.undo_stack.push(command)

    def attempt(self, make, *args, **kwargs) -> bool:
        """Push the edit ``make(table, *args, **kwargs)``; if it is refused, say why in red."""
        try:
            edit = make(self.table, *args, **kwargs)
        except EditRefused as exc:
            self.refused(exc)
            return False
        if not edit.changes_nothing:
            self.push(edit)
        return True

    def select(self, key) -> None:
        """Select the feature or objective ``key`` (None: the table itself)."""
        if key != self.selection:
            self.selection = key
            self.selection_changed.emit()

    # --- status
    def hint(self, text: str) -> None:
        self.status.emit(text, HINT)

    def refused(self, exc: EditRefused) -> None:
        self.status.emit(shown(exc.args[0]), REFUSED)

    # --- checks
    def check_soon(self) -> None:
        self.settle.start()

    def current_check(self) -> CheckResult:
        """The problems of the table as it is now (checked here and now if the last check is older)."""
        if self.table is None:
            raise RuntimeError("no table is open")
        if self.last_check is None or self.last_check.revision != self.table.revision:
            self._settled(force=True)
        assert self.last_check is not None
        return self.last_check

    def _changed(self, change) -> None:
        self.changed.emit(change)
        self.settle.start()

    def _settled(self, force: bool = False) -> None:
        if self.table is None:
            return
        if not force and self.held():
            self.settle.start()
            return
        start = time.perf_counter()
        table = self.table.to_table()
        file = self.path or ""
        problems = file_problems(dump_table(table), file)
        rules, notes = self.game.check(table, file)
        problems += rules
        words = [replace(p, message=shown(p.message)) for p in problems]  # the rules' own words, translated
        notes = [replace(p, message=shown(p.message)) for p in notes]
        self.last_check = CheckResult(self.table.revision, tuple(words), time.perf_counter() - start, tuple(notes))
        self.checked.emit(self.last_check)
