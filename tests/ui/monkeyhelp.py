"""What the monkey tests share (tests/ui/test_monkey_play.py,
tests/editor/test_monkey_editor.py): a crash guard that fails the test
instead of asking, a timer that answers every modal dialog so nothing hangs,
file dialogs that answer with paths in a scratch folder, and a monkey's
diary (the last events, for the failure message).

The long runs: ``GETTYSBURG_MONKEY_SEEDS=20 GETTYSBURG_MONKEY_EVENTS=5000
.venv/bin/python -m pytest -m slow tests/ui/test_monkey_play.py tests/editor/test_monkey_editor.py``.
"""

from __future__ import annotations

import os
import random
from collections import deque
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QFileDialog, QMenu, QMessageBox, QWidget

#: the slow runs' size (the default suite runs a few short ones)
SEEDS = int(os.environ.get("GETTYSBURG_MONKEY_SEEDS", "5"))
EVENTS = int(os.environ.get("GETTYSBURG_MONKEY_EVENTS", "2000"))


class CrashWatch:
    """A real crash guard (ui/crash_guard.py) as sys.excepthook and
    threading.excepthook; instead of its dialog, the test fails with the
    report (what, where, and the game's record to replay it)."""

    def __init__(self, data_dir: Path, window) -> None:
        from gettysburg_desktop.ui.crash_guard import CrashGuard

        self.reports: list[str] = []
        self.guard = CrashGuard(Path(data_dir), window)
        self.guard.crashed.disconnect()  # no dialog: the test says what happened
        self.guard.crashed.connect(self.reports.append, Qt.DirectConnection)
        self.guard.install()

    def check(self, diary: "Diary") -> None:
        if self.reports:
            texts = []
            for r in self.reports:
                try:
                    texts.append(Path(r).read_text(encoding="utf-8"))
                except OSError:
                    texts.append(r or "(no report written)")
            self.reports.clear()
            raise AssertionError(f"the crash guard was triggered after:\n{diary}\n\n" + "\n----\n".join(texts))

    def uninstall(self) -> None:
        self.guard.uninstall()


class Diary:
    """The monkey's last events, for the failure message."""

    def __init__(self, seed: int, keep: int = 40) -> None:
        self.seed = seed
        self.n = 0
        self.lines: deque[str] = deque(maxlen=keep)

    def __call__(self, text: str) -> None:
        self.n += 1
        self.lines.append(f"{self.n}: {text}")

    def __str__(self) -> str:
        return f"seed {self.seed}, the last events:\n  " + "\n  ".join(self.lines)


class ModalAnswerer(QObject):
    """Every few milliseconds: a modal dialog on screen is answered, a
    message box by one of its buttons at random, a dialog accepted or
    rejected at random (its combo boxes set at random first), a popup menu
    closed. Nothing the monkey opens can hang the test."""

    def __init__(self, rnd: random.Random, diary: Diary, accept: float = 0.5) -> None:
        super().__init__()
        self.rnd, self.diary, self.accept = rnd, diary, accept
        self.answered = 0
        self.timer = QTimer(self)
        self.timer.setInterval(20)
        self.timer.timeout.connect(self.answer)
        self.timer.start()

    def answer(self) -> None:
        w = QApplication.activeModalWidget() or QApplication.activePopupWidget()
        if w is None:
            w = next((t for t in QApplication.topLevelWidgets()
                      if t.isVisible() and (t.isModal() or t.windowModality() != Qt.NonModal or isinstance(t, QMenu))), None)
        if w is None:
            return
        self.answered += 1
        if isinstance(w, QMessageBox):
            buttons = w.buttons()
            if buttons:
                b = self.rnd.choice(buttons)
                self.diary(f"  answered {w.windowTitle()!r} with {b.text()!r}")
                b.click()
                return
        if isinstance(w, QDialog):
            for combo in w.findChildren(QComboBox):
                if combo.isVisible() and combo.count():
                    combo.setCurrentIndex(self.rnd.randrange(combo.count()))
            if self.rnd.random() < self.accept:
                self.diary(f"  accepted {type(w).__name__} {w.windowTitle()!r}")
                w.accept()
            else:
                self.diary(f"  rejected {type(w).__name__} {w.windowTitle()!r}")
                w.reject()
            return
        self.diary(f"  closed {type(w).__name__}")
        w.close()

    def stop(self) -> None:
        self.timer.stop()


class FileDialogs:
    """QFileDialog's static functions answer with files in ``folder``:
    Save into a new file there; Open one of the files saved so far, a
    broken copy of one, a file that isn't there, or Cancel."""

    def __init__(self, monkeypatch, folder: Path, rnd: random.Random, diary: Diary) -> None:
        self.folder, self.rnd, self.diary = Path(folder), rnd, diary
        self.folder.mkdir(parents=True, exist_ok=True)
        self.saved: list[Path] = []
        self.n = 0
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(self.save_name))
        monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(self.open_name))

    def save_name(self, *args, **kw):
        self.n += 1
        if self.rnd.random() < 0.1:
            self.diary("  save dialog: cancelled")
            return "", ""
        path = self.folder / f"saved-{self.n}.yaml"
        self.saved.append(path)
        self.diary(f"  save dialog: {path.name}")
        return str(path), ""

    def open_name(self, *args, **kw):
        self.n += 1
        roll = self.rnd.random()
        existing = [p for p in self.saved if p.exists()]
        if roll < 0.1 or (roll < 0.7 and not existing):
            self.diary("  open dialog: cancelled")
            return "", ""
        if roll < 0.7:
            path = self.rnd.choice(existing)
        elif roll < 0.9 and existing:
            raw = self.rnd.choice(existing).read_bytes()
            path = self.folder / f"broken-{self.n}.yaml"
            cut = self.rnd.randrange(len(raw)) if raw else 0
            path.write_bytes(raw[:cut] + bytes([self.rnd.randrange(256)]) * self.rnd.randrange(2) + raw[cut + 1:] if self.rnd.random() < 0.5 else raw[:cut])
        else:
            path = self.folder / f"missing-{self.n}.yaml"
        self.diary(f"  open dialog: {path.name}")
        return str(path), ""


def leaf_actions(menubar) -> list:
    """Every entry of the menus a user can choose (submenus filled as when they open)."""
    out, pending = [], list(menubar.actions())
    while pending:
        a = pending.pop(0)
        if a.isSeparator():
            continue
        m = a.menu()
        if m is not None:
            m.aboutToShow.emit()
            pending.extend(m.actions())
        elif a.isEnabled() and a.isVisible():
            out.append(a)
    return out


def visible(widget: QWidget) -> bool:
    return widget.isVisible() and widget.isEnabled() and widget.window().isVisible()
