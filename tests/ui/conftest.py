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
from PySide6.QtCore import QCoreApplication, QSettings, Qt  # noqa: E402

from gettysburg_desktop.rules.dice import ScriptedDice  # noqa: E402
from gettysburg_desktop.rules.game import Game  # noqa: E402
from gettysburg_desktop.scenario.catalog import load_scenario_by_id  # noqa: E402
from gettysburg_desktop.scenario.record import GameRecord  # noqa: E402
from gettysburg_desktop.scenario.session import GameSession, Setup  # noqa: E402


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, qapp):
    """Window geometry and recent games go to a scratch folder, never the user's."""
    QCoreApplication.setOrganizationName("Gettysburg Desktop Tests")
    QCoreApplication.setApplicationName("Gettysburg Desktop Tests")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    yield


def scripted_session(faces, scenario="gettysburg-1863") -> GameSession:
    game = Game(load_scenario_by_id(scenario), ScriptedDice(list(faces)))
    return GameSession(game, GameRecord(scenario, dice=list(faces)))


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


class Player:
    """Clicks as a player clicks: on the board's viewport, on buttons."""

    def __init__(self, qtbot, window) -> None:
        self.qtbot, self.w = qtbot, window

    def click_scene(self, point) -> None:
        view = self.w.view
        pos = view.mapFromScene(point)
        assert view.viewport().rect().contains(pos), f"{point} is not on screen"
        self.qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=pos)

    def click_unit(self, uid: str) -> None:
        self.click_scene(self.w.scene.unit_pos(uid))

    def click_place(self, place: str) -> None:
        self.click_scene(self.w.scene.place_pos(place))

    def click_block(self, place: str) -> None:
        self.click_scene(self.w.scene.blocks[place].scenePos())

    def press(self, action_text: str) -> None:
        button = self.w.prompt.button_for(action_text)
        assert button is not None, f"no button for {action_text!r}; offered: {[b.objectName() for b in self.buttons()]}"
        self.qtbot.mouseClick(button, Qt.LeftButton)

    def buttons(self):
        from PySide6.QtWidgets import QPushButton

        return [b for b in self.w.prompt.buttons.findChildren(QPushButton) if b.isVisible() or True]

    def take_over(self) -> None:
        """The next player clicks the curtain."""
        assert self.w.curtain.isVisible(), "no curtain to lift"
        self.qtbot.mouseClick(self.w.curtain.button, Qt.LeftButton)
        self.qtbot.waitUntil(lambda: not self.w.curtain.isVisible())

    def prompt(self) -> str:
        return self.w.prompt.text.text()


@pytest.fixture
def player(qtbot):
    return lambda window: Player(qtbot, window)
