"""Crash safety: an unhandled exception never loses the game.

Whatever raises in the window (a slot, a paint, the autosave's worker
thread), the guard writes a report into the user's data folder (what
happened, where, the program's version, and the game's record so it can be
replayed), logs it, and then, from the event loop, tells the player what
happened and where the report is, and offers to continue from the last good
state: the game the autosave holds (the engine's ``apply`` either completes
or leaves the game as it was, and the autosave is written after every
action), reloaded into a fresh board. The log of the program rotates and
stays small (``setup_log``).
"""

from __future__ import annotations

import datetime
import logging
import logging.handlers
import platform
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QMessageBox

from gettysburg_desktop.files.atomic_file import atomic_write_text

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate

log = logging.getLogger("gettysburg_desktop")

#: the log file's size before it rotates, and how many old ones are kept
LOG_BYTES, LOG_KEEP = 256 * 1024, 3
#: crash reports kept in the data folder (the oldest go first)
REPORTS_KEPT = 20


def version() -> str:
    try:
        from importlib.metadata import version as v

        return v("gettysburg-desktop")
    except Exception:  # noqa: BLE001 - not installed (a frozen build reads it elsewhere)
        return "unknown"


def setup_log(data_dir: Path) -> Path:
    """The program's log: ``logs/gettysburg.log`` in the data folder, rotated
    at 256 KiB, three old files kept."""
    folder = Path(data_dir) / "logs"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "gettysburg.log"
    if not any(isinstance(h, logging.handlers.RotatingFileHandler) for h in log.handlers):
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=LOG_BYTES, backupCount=LOG_KEEP, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
    return path


class GuardedWindow(Protocol):
    """What the guard asks of the play window (ui/window.py)."""

    @property
    def session(self) -> Any:  # its game (scenario/session.py GameSession): ``record_text()``
        ...

    def recover(self) -> object:
        """Continue from the last good state."""
        ...

    def close(self) -> object: ...


class CrashGuard(QObject):
    """Install once (``install``); ``window()`` gives the play window, if any."""

    #: a report was written: its path (the dialog follows from the event loop)
    crashed = Signal(str)

    def __init__(self, data_dir: Path, window: Callable[[], GuardedWindow | None]) -> None:
        super().__init__()
        self.folder = Path(data_dir) / "reports"
        self.window = window
        self._offering = False
        self._times: list[float] = []  # when the last errors came: one that keeps coming back is not offered again
        self._previous = (sys.excepthook, threading.excepthook)
        # queued: the dialog comes from the event loop, never from inside the failing code
        self.crashed.connect(self._offer, Qt.ConnectionType.QueuedConnection)

    def install(self) -> None:
        sys.excepthook = self.handle
        threading.excepthook = lambda args: self.handle(args.exc_type, args.exc_value, args.exc_traceback, args.thread)

    def uninstall(self) -> None:
        sys.excepthook, threading.excepthook = self._previous

    # ------------------------------------------------------------------ the report
    def handle(self, etype, value, tb, thread=None) -> None:
        if issubclass(etype, (KeyboardInterrupt, SystemExit)):
            self._previous[0](etype, value, tb)
            return
        try:
            path = self.write_report(etype, value, tb, thread)
        except Exception:  # noqa: BLE001 - a report that can't be written must not hide the first error
            path = None
            log.exception("the crash report could not be written")
        log.error("unhandled %s: %s (report: %s)", etype.__name__, value, path, exc_info=(etype, value, tb))
        # the dialog from the event loop (this may be a worker thread, or a paint)
        self.crashed.emit(str(path) if path else "")

    def write_report(self, etype, value, tb, thread=None) -> Path:
        """The report's file: what, where, the version, the game's record."""
        now = datetime.datetime.now()
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / f"crash-{now:%Y%m%d-%H%M%S-%f}.txt"
        lines = [
            "Gettysburg Desktop crash report",
            f"when: {now.isoformat(timespec='seconds')}",
            f"version: {version()}; Python {platform.python_version()}; {platform.platform()}",
            f"thread: {thread.name if thread is not None else threading.current_thread().name}",
            "",
            "".join(traceback.format_exception(etype, value, tb)).rstrip(),
        ]
        record = self._record_text()
        if record:
            lines += ["", "The game when it happened (a game record: gettysburg-desktop replay FILE):", "", record]
        atomic_write_text(path, "\n".join(lines) + "\n")
        for old in sorted(self.folder.glob("crash-*.txt"))[:-REPORTS_KEPT]:
            old.unlink(missing_ok=True)
        return path

    def _record_text(self) -> str:
        w = self.window()
        try:
            return w.session.record_text() if w is not None else ""
        except Exception:  # noqa: BLE001 - the report goes out without it
            return ""

    # ------------------------------------------------------------------ the player
    def _offer(self, report: str) -> None:
        app = QApplication.instance()
        if self._offering or app is None:
            return  # one dialog at a time: a second error while it is up is reported, not asked again
        self._offering = True
        now = time.monotonic()
        self._times = [t for t in self._times if now - t < 30] + [now]
        try:
            where = (
                _t("CrashGuard", "The report was written to {path}.").format(path=report)
                if report
                else _t("CrashGuard", "No report could be written.")
            )
            text = _t(
                "CrashGuard",
                "The program met an error it did not expect. Your game is safe: it is saved after every action.",
            )
            again = len(self._times) >= 3
            if again:
                text += " " + _t(
                    "CrashGuard", "The error keeps coming back: quit, and start the program again to resume the game."
                )
            box = QMessageBox(
                QMessageBox.Icon.Critical, _t("CrashGuard", "Something went wrong"), text + "\n\n" + where
            )
            box.setObjectName("CrashDialog")
            go_on = (
                None
                if again
                else box.addButton(
                    _t("CrashGuard", "Continue from the last good state"), QMessageBox.ButtonRole.AcceptRole
                )
            )
            quit_ = box.addButton(_t("CrashGuard", "Quit"), QMessageBox.ButtonRole.RejectRole)
            box.setDefaultButton(go_on or quit_)
            box.exec()
            w = self.window()
            if go_on is not None and box.clickedButton() is go_on:
                if w is not None:
                    w.recover()
            else:
                if w is not None:
                    w.close()
                app.quit()
        finally:
            self._offering = False
