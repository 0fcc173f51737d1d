"""Play-test (F5) from an editor window: a game on the map as it is, in a
play window of its own. The game's part comes in: what writes the scenario
to play on the map, the errors it refuses a map with, and how to say what
the game started with."""

from __future__ import annotations

import weakref
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

# the texts keep the context of the window they were first translated in (Qt's translate)
_t = QCoreApplication.translate


class PlayTester:
    """The play-tests of one editor window (editor.window.EditorWindow):
    ``make_files(document, folder)`` writes the files of a game on the map
    (its ``scenario_path``) under ``folder``; ``refusals`` are the errors
    that say the map can't be played; ``started(files)`` names what was
    started. ``windows`` holds the play windows still open."""

    def __init__(
        self,
        window,
        make_files: Callable,
        refusals: tuple[type[Exception], ...],
        started: Callable[[object], str],
    ) -> None:
        self._window = window
        self._make_files = make_files
        self._refusals = refusals
        self._started = started
        self.windows: list = []

    def play_test(self, seed: int | None = None):
        """A game on the map as it is; the map must have no problems (a game
        can't load it otherwise). Returns the game's window (None: not started,
        the author was told why)."""
        from gettysburg_desktop.scenario.session import GameSession, Setup
        from gettysburg_desktop.ui.window import MainWindow, data_folder

        w = self._window
        problems = w.current_check().problems
        if problems:
            QMessageBox.warning(
                w,
                _t("EditorWindow", "The map can't be played yet"),
                _t("EditorWindow", "A game can't load a map with problems; fix these first:\n\n{listed}").format(
                    listed=w.problems.listed(problems)
                ),
            )
            w.validation_dock.raise_()
            return None
        folder = (w.data_dir or data_folder()) / "playtest"
        try:
            files = self._make_files(w.emap.to_document(), folder)
            session = GameSession.new(
                Setup(str(files.scenario_path), seed if seed is not None else Setup.random_seed())
            )
        except (*self._refusals, LookupError, ValueError, OSError) as exc:
            QMessageBox.warning(w, _t("EditorWindow", "The map can't be played yet"), str(exc))
            return None
        game = MainWindow(session, data_dir=folder / "autosave")
        game.setAttribute(Qt.WA_DeleteOnClose)
        self.windows.append(game)
        ref = weakref.ref(self)
        game.destroyed.connect(lambda *_: (tester := ref()) is not None and tester.forget(game))
        game.show()
        game.raise_()
        w.hint(_t("EditorWindow", "Play-test started with {what}").format(what=self._started(files)))
        return game

    def forget(self, game) -> None:
        """A play window closed."""
        if game in self.windows:
            self.windows.remove(game)
