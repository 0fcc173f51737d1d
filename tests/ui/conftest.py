"""Play-window tests with pytest-qt, offscreen: a real window on the real
1863 map, clicked the way a player clicks (on the view's viewport at the
scene position of a piece or an area)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))  # rulehelp

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402

from gettysburg_desktop.scenario.session import GameSession, Setup  # noqa: E402


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, qapp):
    """Window geometry and recent games go to a scratch folder, never the user's."""
    QCoreApplication.setOrganizationName("Gettysburg Desktop Tests")
    QCoreApplication.setApplicationName("Gettysburg Desktop Tests")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    yield


from uihelp import Player  # noqa: E402


@pytest.fixture
def open_window(qtbot, tmp_path):
    """open_window(session) -> a shown MainWindow with its autosave in tmp_path."""
    from gettysburg_desktop.ui.window import MainWindow

    def make(session: GameSession | None = None, **kw):
        session = session or GameSession.new(Setup("gettysburg-1863", 3))
        w = MainWindow(session, data_dir=tmp_path / "data", **kw)
        qtbot.addWidget(w)
        w.resize(1500, 950)
        w.show()
        qtbot.waitExposed(w)
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        w.view.fit()
        return w

    return make


@pytest.fixture
def player(qtbot):
    return lambda window: Player(qtbot, window)
