"""The play window's games on disk: New game, Open, Save, Save as, Open
recent; the autosave after every action; the game under way put away when
another replaces it (issue 14, item 18); and the way back after an
unexpected error, from the autosave (ui/crash_guard.py)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from gettysburg_desktop.display.settings_values import path_list
from gettysburg_desktop.scenario.autosave_slots import put_away
from gettysburg_desktop.scenario.record import RecordError, load_record
from gettysburg_desktop.scenario.session import GameSession, Setup

from . import game_file
from .open_game import open_saved_game

MAX_RECENT = 8


class GameFiles(QObject):
    """The file of the game on screen is the window's ``path``; the
    autosave is the window's ``autosave`` (scenario/session.py)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.w = window

    # ------------------------------------------------------------------ a game started or opened
    def new_game(self) -> None:
        from .dialogs import NewGameDialog

        w = self.w
        setup = w.session.setup
        dialog = NewGameDialog(w, setup.scenario, w.session.players, game=w.session.kind.id, variants=setup.variants)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.start(dialog.setup(), reveal=dialog.show_everything())

    def start(self, setup: Setup, reveal: bool = False) -> bool:
        try:
            session = GameSession.new(setup)
        except (LookupError, ValueError) as exc:
            QMessageBox.warning(self.w, self.tr("The scenario can't be played"), str(exc))
            return False
        self.put_away_game_under_way()
        self.w.set_session(session, reveal=reveal, home=True)
        return True

    def put_away_game_under_way(self) -> None:
        """The game being played is replaced by another (New game, Open, Play
        on from a replay): unless it is over or saved as it stands, it is put
        away in an autosave of its own, which the next start offers as an
        unfinished game; the new game's autosave never writes over it
        (issue 14, item 18)."""
        w = self.w
        if w.replay_mode.live is not None:
            live, path = w.replay_mode.live[0], w.replay_mode.live[2]
        elif not w.controller.replaying:
            live, path = w.session, w.path
        else:
            return
        if not live.game.history or live.game.over:
            return
        if path is not None:
            try:
                if load_record(path).actions == live.record().actions:
                    return  # its file holds it as it stands
            except (RecordError, OSError):
                pass
        w.autosave.flush()
        if put_away(w.data_dir, live, besides=w.autosave.folder) is not None:
            w.status.setText(
                self.tr("The game you were playing is kept: the next start offers it as an unfinished game.")
            )

    def open_game(self, path: str | None = None) -> bool:
        w = self.w
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                w, self.tr("Open a saved game"), self.folder(), self.tr("Game records (*.yaml *.yml)")
            )
            if not path:
                return False
        session, whole = open_saved_game(w, path)  # a damaged file offers its valid part (issue 14)
        if session is None:
            return False
        self.put_away_game_under_way()
        w.set_session(session, reveal=session.game.over, path=path if whole else None, home=True)
        self.remember(path)
        return True

    # ------------------------------------------------------------------ saving
    def save(self) -> bool:
        if self.w.path is None:
            return self.save_as()
        return self.save_to(self.w.path)

    def save_as(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(
            self.w, self.tr("Save the game"), self.folder(), self.tr("Game records (*.yaml)")
        )
        if not path:
            return False
        if not path.endswith((".yaml", ".yml")):
            path += ".yaml"
        return self.save_to(path)

    def save_to(self, path: str) -> bool:
        w = self.w
        try:
            w.session.save(path)
        except OSError as exc:
            QMessageBox.warning(w, self.tr("The game can't be saved"), f"{path}: {exc.strerror or exc}")
            return False
        w.path = path
        self.remember(path)
        game_file.remember(w.settings, w.autosave.folder, path)
        w.status_line.saved_label.setText(self.tr("saved to {name}").format(name=Path(path).name))
        w.update_title()
        return True

    def write_autosave(self) -> None:
        """The game on screen into the autosave (after every action; a replay changes nothing to save)."""
        w = self.w
        if w.controller.replaying:
            return  # a replay changes nothing to save
        w.autosave.write_soon(w.session)
        if w.autosave.error is not None:
            exc, w.autosave.error = w.autosave.error, None
            w.status.setText(self.tr("The autosave failed: {e}").format(e=exc.strerror or exc))
            return
        w.status_line.saved_label.setText(self.tr("autosaved"))

    # ------------------------------------------------------------------ where the games are
    def folder(self) -> str:
        """Where the Save and Open dialogs start: the folder of the game on
        screen, else of the last game saved or opened, else the home folder."""
        for path in [self.w.path, *self._recent()]:
            if path and Path(path).parent.is_dir():
                return str(Path(path).parent)
        return str(Path.home())

    def remember(self, path: str) -> None:
        """``path`` first in Open recent."""
        path = str(Path(path).resolve())
        recent = [p for p in self._recent() if p != path]
        self.w.settings.setValue("recent", [path, *recent][:MAX_RECENT])

    def _recent(self) -> list[str]:
        """The games saved or opened last, newest first (a settings file gives
        a list of one back as a plain string)."""
        return path_list(self.w.settings.value("recent", []))

    def fill_recent(self) -> None:
        menu = self.w.menus.recent_menu
        menu.clear()
        recent = [p for p in self._recent() if os.path.exists(p)]
        if not recent:
            menu.addAction(self.tr("(none yet)")).setEnabled(False)
        for p in recent:
            menu.addAction(p, lambda p=p: self.open_game(p))

    # ------------------------------------------------------------------ after an unexpected error
    def recover(self) -> None:
        """After an unexpected error (ui/crash_guard.py): the game from its
        last good state, the autosave (written after every action), on a
        board built afresh; a replay goes back to the step it showed."""
        w = self.w
        c = w.controller
        reveal, path, viewer = c.reveal, w.path, (c.viewer if c.waiting_for is None else None)
        if c.replaying:
            step = len(c.game.history)
            w.set_session(GameSession(c.replay.game, c.replay.record), reveal=reveal, path=path, replay=c.replay)
            w.controller.step_to(step)
            return
        w.autosave.flush()
        try:
            session = GameSession.open(w.autosave.path)
        except (RecordError, OSError):
            session = w.session  # the engine's apply is all or nothing: the game in memory is whole
        w.set_session(session, reveal=reveal, path=path)
        if viewer is not None and w.controller.waiting_for is viewer:
            w.controller.take_over()  # the same player goes on: no hand-over
        n = len(session.game.history)
        w.status.setText(
            (
                self.tr("The game goes on from its last good state, after {n} action.")
                if n == 1
                else self.tr("The game goes on from its last good state, after {n} actions.")
            ).format(n=n)
        )
