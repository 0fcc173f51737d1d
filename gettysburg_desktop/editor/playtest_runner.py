"""Play-test (F5) from an editor window: a game on the map as it is, in a
play window of its own. The game's part comes in: what writes the files of
a game on the map, the errors it refuses a map with, and how to say what
the game started with. Every editor window's play-tests run here, a game's
own editor window's too (editing.editor_kinds.play_tester, set when this
module is first imported: a game can't import the play window)."""

from __future__ import annotations

import weakref
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from gettysburg_desktop.editing.editor_kinds import set_play_tester

# the texts keep the context of the window they were first translated in (Qt's translate)
_t = QCoreApplication.translate


class PlayTester:
    """The play-tests of one editor window (editor.window.EditorWindow, a
    game's own): ``make_files(folder)`` writes the files of a game on the
    map under ``folder`` (its ``scenario_path``); ``refusals`` are the
    errors that say the map can't be played; ``started(files)`` says, for
    the status bar, what was started. ``listed(problems)`` lists the map's
    problems (the window's ``problems.listed`` without it); ``game`` is the
    game's id where the scenario file doesn't say (a box map). ``windows``
    holds the play windows still open."""

    def __init__(
        self,
        window,
        make_files: Callable,
        refusals: tuple[type[Exception], ...],
        started: Callable[[object], str],
        *,
        listed: Callable[[object], str] | None = None,
        game: str | None = None,
    ) -> None:
        self._window = window
        self._make_files = make_files
        self._refusals = refusals
        self._started = started
        self._listed = listed
        self._game = game
        self.windows: list = []
        #: the balance reports still open (editor.balance_dialog)
        self.reports: list = []

    def play_test(self, seed: int | None = None):
        """A game on the map as it is; the map must have no problems (a game
        can't load it otherwise). Returns the game's window (None: not started,
        the author was told why)."""
        from gettysburg_desktop.scenario.session import GameSession, Setup
        from gettysburg_desktop.ui.window import MainWindow

        w = self._window
        made = self._files()
        if made is None:
            return None
        files, folder = made
        try:
            seed = seed if seed is not None else Setup.random_seed()
            session = GameSession.new(Setup(str(files.scenario_path), seed, game=self._game))
        except self._unplayable as exc:
            QMessageBox.warning(w, _t("EditorWindow", "The map can't be played yet"), str(exc))
            return None
        game = MainWindow(session, data_dir=folder / "autosave")
        game.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.windows.append(game)
        ref = weakref.ref(self)

        def forget(*_: object) -> None:
            tester = ref()
            if tester is not None:
                tester.forget(game)

        game.destroyed.connect(forget)
        game.show()
        game.raise_()
        w.hint(self._started(files))
        return game

    @property
    def _unplayable(self) -> tuple[type[Exception], ...]:
        return (*self._refusals, LookupError, ValueError, OSError)

    def _files(self):
        """The files of a game on the map as it is, and their folder; None
        (the author told why) for a map with problems or one a game refuses."""
        from gettysburg_desktop.ui.window import data_folder

        w = self._window
        problems = w.current_check().problems
        if problems:
            listed = self._listed(problems) if self._listed is not None else w.problems.listed(problems)
            QMessageBox.warning(
                w,
                _t("EditorWindow", "The map can't be played yet"),
                _t("EditorWindow", "A game can't load a map with problems; fix these first:\n\n{listed}").format(
                    listed=listed
                ),
            )
            w.validation_dock.raise_()
            return None
        folder = (w.data_dir or data_folder()) / "playtest"
        try:
            return self._make_files(folder), folder
        except self._unplayable as exc:
            QMessageBox.warning(w, _t("EditorWindow", "The map can't be played yet"), str(exc))
            return None

    def balance_report(self):
        """The balance report of the game on the map as it is
        (editor.balance_dialog): the computer plays both sides of it many
        times. Returns the dialog, shown (None: not started, the author was
        told why)."""
        from gettysburg_desktop.scenario.session import Setup

        from .balance_dialog import BalanceDialog

        w = self._window

        def prepare():
            """The game's kind and its scenario, loaded from files written now
            from the map as it is (the play-test folder is shared by every
            play-test and report: each Start writes and reads its own at once);
            None where it can't be played (the author told why)."""
            made = self._files()
            if made is None:
                return None
            files, _folder = made
            try:
                kind = Setup(str(files.scenario_path), 1, game=self._game).kind
                return kind, kind.load_scenario(str(files.scenario_path))
            except self._unplayable as exc:
                QMessageBox.warning(w, _t("EditorWindow", "The map can't be played yet"), str(exc))
                return None

        first = prepare()
        if first is None:
            return None
        dialog = BalanceDialog(first[0], prepare, w.windowTitle(), w)
        self.reports.append(dialog)
        ref = weakref.ref(self)

        def forget(*_: object) -> None:
            tester = ref()
            if tester is not None and dialog in tester.reports:
                tester.reports.remove(dialog)

        dialog.destroyed.connect(forget)
        dialog.show()
        dialog.raise_()
        return dialog

    def forget(self, game) -> None:
        """A play window closed."""
        if game in self.windows:
            self.windows.remove(game)


set_play_tester(PlayTester)
