"""The play window's menus and their entries: Game (New game, Open, Replay,
Open recent, Save, Save as, Concede, Quit), Edit (Undo, Redo), Computer
(Pause, Next, the pace, Suggest), View (zoom, Full screen, the panels, Show
everything, the language), Tools (the map editor, when the program has
one, and each installed game's tools), Help (How to play, the rules reference, About). Each entry acts
through the window's part whose job it is; the entries belong to the window
(display/menus.py), so a language switch finds and drops them, and the tests
find them by their names on the window (``w.undo_action``) or by their
object names (``language:de``, ``pace:fast``)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QMenuBar, QMessageBox

from gettysburg_desktop.display.menus import add_action
from gettysburg_desktop.display.translate import LANGS, LANGUAGES
from gettysburg_desktop.scenario import games

from .game_kinds import window_games


class PlayMenus(QObject):
    """The menu bar of the play window (see the module), built again in
    each language."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.w = window
        self.build()

    def build(self) -> None:
        w = self.w
        game = w.menuBar().addMenu(self.tr("&Game"))
        self._action(game, self.tr("&New game..."), w.files.new_game, QKeySequence.StandardKey.New)
        self._action(game, self.tr("&Open..."), w.files.open_game, QKeySequence.StandardKey.Open)
        self.replay_action = self._action(game, self.tr("Re&play a saved game..."), w.replay_mode.open_replay)
        self.recent_menu = game.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(w.files.fill_recent)
        self._action(game, self.tr("&Save"), w.files.save, QKeySequence.StandardKey.Save)
        self._action(game, self.tr("Save &as..."), w.files.save_as, QKeySequence.StandardKey.SaveAs)
        game.addSeparator()
        self.concede_action = self._action(game, "", self.concede)  # the game's words (window.py update_title)
        game.addSeparator()
        self._action(game, self.tr("&Quit"), w.close, QKeySequence.StandardKey.Quit)
        edit = w.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = self._action(
            edit, self.tr("&Undo"), lambda: w.controller.undo(), QKeySequence.StandardKey.Undo
        )
        self.redo_action = self._action(
            edit, self.tr("&Redo"), lambda: w.controller.redo(), QKeySequence("Ctrl+Shift+Z")
        )
        self._computer_menu()
        view = w.menuBar().addMenu(self.tr("&View"))
        # + and - as the guide says, wherever the keys are (not while typing in a field: it takes them)
        zoom_in = [QKeySequence(QKeySequence.StandardKey.ZoomIn), QKeySequence("+"), QKeySequence("=")]
        self._action(view, self.tr("Zoom &in"), lambda: w.view.zoom_by(1.25), zoom_in)
        zoom_out = [QKeySequence(QKeySequence.StandardKey.ZoomOut), QKeySequence("-")]
        self._action(view, self.tr("Zoom &out"), lambda: w.view.zoom_by(0.8), zoom_out)
        self._action(view, self.tr("&Fit the board to the window"), lambda: w.view.fit(), QKeySequence("Ctrl+0"))
        self.full_screen_action = self._action(
            view, self.tr("&Full screen"), self._toggle_full_screen, QKeySequence("F11")
        )
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setChecked(w.isFullScreen())
        panels = view.addMenu(self.tr("&Panels"))
        for dock in w.docks.values():
            panels.addAction(dock.toggleViewAction())
        panels.addSeparator()
        self._action(panels, self.tr("&Arrange the panels as at first"), lambda: w.layout_keeper.arrange())
        view.addSeparator()
        self.reveal_action = self._action(
            view, self.tr("&Show everything (solo study; no hand-over curtain)"), lambda: w.seat.toggle_reveal()
        )
        self.reveal_action.setCheckable(True)
        self._language_menu(view)
        self._tools_menu()
        helpm = w.menuBar().addMenu(self.tr("&Help"))
        self.how_to_play_action = self._action(helpm, self.tr("&How to play"), w.help.show_welcome)
        self.rules_action = self._action(
            helpm, self.tr("&Rules reference"), lambda: w.help.show_rule(""), QKeySequence.StandardKey.HelpContents
        )
        self._action(helpm, self.tr("&About Gettysburg Desktop"), w.help.about)

    def rebuild(self) -> None:
        """The menus in the language now installed: the old menu bar goes
        with its menus and the entries the window owns."""
        w = self.w
        old = w.menuBar()
        entries = []
        pending = list(old.actions())
        while pending:
            a = pending.pop()
            entries.append(a)
            if a.menu() is not None:
                pending.extend(a.menu().actions())
        mine = [a for a in entries if a.parent() is w]
        w.setMenuBar(QMenuBar(w))  # the old one goes (QMainWindow deletes it), and its menus with it
        for a in mine:  # the entries the window owns (display/menus.py): gone at once for findChild, freed later
            a.setObjectName("")
            a.deleteLater()
        self.build()

    def _tools_menu(self) -> None:
        """Tools: the map editor (when the composition root, app.py, sets it), then every
        installed game's tools (its window part's ``tools``), whatever game is on the board:
        a game's tool serves before its game is played (an army built for the battle)."""
        w = self.w
        games_tools = [tool for part in window_games() for tool in part.tools]
        if type(w).open_map_editor is None and not games_tools:
            return
        tools = w.menuBar().addMenu(self.tr("&Tools"))
        if type(w).open_map_editor is not None:
            self._action(tools, self.tr("&Map editor..."), lambda: type(w).open_map_editor(w))
        self.game_tool_actions = [self._action(tools, label(), lambda act=act: act(w)) for label, act in games_tools]

    def _computer_menu(self) -> None:
        """Computer: Pause/Resume, Next (step by step), the pace, Suggest."""
        from .computer import PACE_NAMES

        w = self.w
        menu = w.menuBar().addMenu(self.tr("&Computer"))
        self.pause_action = self._action(
            menu, self.tr("&Pause the computer"), lambda: w.computer.toggle_pause(), QKeySequence("Ctrl+P")
        )
        self.pause_action.setCheckable(True)
        self.next_action = self._action(
            menu, self.tr("&Next decision (step by step)"), lambda: w.computer.next_decision(), QKeySequence("N")
        )
        pace = menu.addMenu(self.tr("P&ace of its decisions"))
        group = QActionGroup(pace)
        self.pace_actions = {}
        for name, text in PACE_NAMES.items():
            action = self._action(
                pace, QApplication.translate("ComputerTurns", text), lambda n=name: w.computer.set_pace(n)
            )
            action.setObjectName("pace:" + name)
            action.setCheckable(True)
            action.setChecked(name == w.computer.pace)
            group.addAction(action)
            self.pace_actions[name] = action
        menu.addSeparator()
        self.suggest_action = self._action(
            menu,
            self.tr("&Suggest a decision"),
            lambda: w.controller.suggest_requested.emit(),
            QKeySequence("Ctrl+H"),
        )
        w.computer.changed.connect(self.computer_menu_state)

    def computer_menu_state(self) -> None:
        c, t = self.w.controller, self.w.computer
        if c is None or not hasattr(self, "pause_action"):
            return
        self.pause_action.setEnabled(c.against_computer)
        self.pause_action.setChecked(t.paused)
        self.next_action.setEnabled(t.ready is not None)
        self.suggest_action.setEnabled(c.can_act and not t.suggesting and games.game_of(c.game).computer)
        for name, action in self.pace_actions.items():
            action.setChecked(name == t.pace)

    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:
        return add_action(self.w, menu, text, slot, shortcut)

    # ------------------------------------------------------------------ languages
    def _language_menu(self, view) -> None:
        """View > Language: each language by its own name; a switch keeps the game."""
        menu = view.addMenu(self.tr("&Language"))
        group = QActionGroup(menu)
        for code, name in LANGUAGES.items():
            action = self._action(menu, name, lambda code=code: self.set_language(code))
            action.setObjectName("language:" + code)
            action.setCheckable(True)
            action.setChecked(code == LANGS.current)
            group.addAction(action)

    def set_language(self, code: str) -> None:
        """Speak ``code`` from now on (and at the next start). Every window
        gets Qt's LanguageChange and builds its texts again (changeEvent)."""
        LANGS.save(code)
        if code != LANGS.current:
            LANGS.install(code)

    # ------------------------------------------------------------------ the entries' own steps
    def concede(self) -> None:
        w = self.w
        if w.session.game.over:
            return
        words = w.kind.concede_words
        if words is None:
            return
        _, title, question = words()
        answer = QMessageBox.question(w, title, question)
        if answer == QMessageBox.StandardButton.Yes:
            w.controller.concede()

    def _toggle_full_screen(self) -> None:
        """View > Full screen (F11), and back to the window as it was."""
        w = self.w
        if w.isFullScreen():
            w.showMaximized() if getattr(self, "_maximized", False) else w.showNormal()
        else:
            self._maximized = w.isMaximized()
            w.showFullScreen()
