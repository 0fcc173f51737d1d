"""The play window: the board in the middle, the prompt bar above it, the
panels docked at the right, the status bar below; menus for New game, Open,
Save, Save as, Recent games, Undo/Redo, Concede, Quit; autosave after every
action; the hot-seat curtain; the rules reference. The board scene, the
controller and the panels are those of the game on screen (ui/game_kinds.py,
docs/window-games.md): Gettysburg's, or another game's."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QFrame,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenuBar,
    QMessageBox,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gettysburg_desktop.display.settings_values import path_list
from gettysburg_desktop.display.translate import LANGS, LANGUAGES, shown
from gettysburg_desktop.display.words import plural, side_name, terrain_name
from gettysburg_desktop.games.gettysburg.rules.pieces import Side
from gettysburg_desktop.games.gettysburg.ui.battle_panel import BattlePanel
from gettysburg_desktop.scenario import games
from gettysburg_desktop.scenario.autosave_slots import put_away
from gettysburg_desktop.scenario.record import RecordError, load_record
from gettysburg_desktop.scenario.session import Autosave, GameSession, Replay, Setup

from . import game_file
from .board_view import BoardView
from .controller import Controller
from .curtain import Curtain
from .dice_panel import DicePanel
from .end_banner import EndBanner
from .game_kinds import PANELS, not_shown_here, shown_here, window_game
from .log_panel import LogPanel
from .menus import add_action
from .open_game import open_saved_game
from .prompt_bar import PromptBar
from .refusal_bubble import RefusalBubble
from .replay_bar import ReplayBar
from .rules_reference import RulesReference, cited_once
from .window_layout import LEFT_DOCKS, WindowLayout

MAX_RECENT = 8


def data_folder() -> Path:
    """The user's data folder for autosaves (QStandardPaths)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.AppDataLocation))


class _NoDice(QWidget):
    """The Dice dock's stand-in while a game without a Dice panel is on screen."""

    def show_step(self, events: list) -> None:
        pass

    def show_events(self, events: list) -> None:
        pass


class MainWindow(QMainWindow):
    #: Tools > Map editor: ``open_map_editor(window)``, set by the composition
    #: root (app.py); ui/ knows nothing of the editor (it sits a layer above)
    open_map_editor = None

    def __init__(
        self,
        session: GameSession,
        *,
        data_dir: str | os.PathLike[str] | None = None,
        reveal: bool = False,
        path: str | None = None,
        autosave: Autosave | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.data_dir = Path(data_dir) if data_dir is not None else data_folder()
        self.autosave = autosave or Autosave(self.data_dir)
        self.settings = QSettings()
        self.path: str | None = path
        self.controller: Controller | None = None
        self.reference: RulesReference | None = None
        #: the game being played while a replay is shown: (session, reveal, path, viewer)
        self._live: tuple | None = None
        #: the replay on screen is of the game being played (Replay.is_of): its Show everything is the game's
        self._replay_of_live = False
        self._solo = reveal  # a game started with Show everything (no hot seat to keep)
        from .computer import ComputerTurns

        self.computer = ComputerTurns(self)  # the computer's turns and suggestions (its worker processes)
        self._build_docks()
        self._build_menus()
        self.status = QLabel()
        self.status.setObjectName("StatusText")
        self.statusBar().addWidget(self.status, 1)
        self.zoom_label = QLabel()
        self.statusBar().addPermanentWidget(self.zoom_label)
        self.seed_label = QLabel()
        self.statusBar().addPermanentWidget(self.seed_label)
        self.saved_label = QLabel()
        self.statusBar().addPermanentWidget(self.saved_label)
        self.curtain = Curtain(self)
        self.curtain.lifted.connect(self._lift_curtain)
        self.curtain.take_back.connect(lambda: self.controller.undo())
        self.set_session(
            session,
            reveal=reveal,
            path=path if path is not None else game_file.file_of(self.settings, self.autosave.folder, session),
        )
        if path is not None:  # a game opened from the command line: in Open recent, and the dialogs start beside it
            self._remember(path)
        self.layout_keeper = WindowLayout(self)
        self._hidden_docks.clear()  # the layout restored as the player left it: hidden again for this game
        self.game_docks()

    # ------------------------------------------------------------------ a game in the window
    def set_session(
        self,
        session: GameSession,
        *,
        reveal: bool = False,
        path: str | None = None,
        replay: Replay | None = None,
        home: bool = False,
    ) -> None:
        """Show ``session``; the board as the old view showed it (a replay,
        back to the game, a language), or at its opening view (``home``: a
        new game, a game opened, a board of another game)."""
        old = self.centralWidget()
        same_board = old is not None and not home and window_game(session.game) is self.kind
        held = self.view.held() if same_board else None  # the board as it is shown now
        self.path = path
        kind = self.kind = window_game(session.game)  # the game's scene and controller (ui/game_kinds.py)
        self.scene = kind.scene(session.game, self)
        self.view = BoardView(self.scene)
        self.view.setObjectName("BoardView")
        self.controller = kind.controller(session, self.scene, reveal=reveal, replay=replay)
        c = self.controller
        self.view.clicked.connect(c.click_at)
        self.view.back.connect(c.cancel)
        self.view.enter.connect(c.confirm)
        self.view.zoomed.connect(lambda z: self.zoom_label.setText(self.tr("zoom {z:.0%}").format(z=z)))
        self.view.zoomed.connect(self.scene.set_zoom)  # the cube badges keep a readable size
        self.view.setMouseTracking(True)
        self.view.viewport().installEventFilter(self)
        self.bubble = RefusalBubble(self.view.viewport())  # why not, beside the pointer
        self.bubble.rule_clicked.connect(self.show_rule)
        self._pointer = None  # where the last press on the board was (the bubble goes beside it)
        self.prompt = PromptBar(c)
        self.prompt.set_computer(self.computer)
        self.prompt.rule_clicked.connect(self.show_rule)
        self.prompt.replay_requested.connect(self.replay_this_game)
        self.prompt.new_game_requested.connect(self.new_game)
        self.replay_bar = ReplayBar(c)
        self.replay_bar.leave.connect(self.leave_replay)
        self.replay_bar.play_on_requested.connect(self.play_on_from_replay)
        self.replay_bar.rule_clicked.connect(self.show_rule)
        self.replay_bar.setFixedHeight(self.prompt.height())  # in the prompt's place: the board holds still
        central = QWidget()
        lay = QVBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.replay_bar)
        lay.addWidget(self.prompt)
        lay.addWidget(self.view, 1)
        self.setCentralWidget(central)
        central.show()  # a new game in a window already on screen
        self.end_banner = EndBanner(self.view)
        self.end_banner.replay_requested.connect(self.replay_this_game)
        self.end_banner.new_game_requested.connect(self.new_game)
        self.end_banner.rule_clicked.connect(self.show_rule)
        self.replay_bar.refresh()
        self._show_bars()
        c.changed.connect(self._show_bars)
        if old is not None:
            old.deleteLater()
        self._fill_docks(c)
        c.happened.connect(self._replay_step)
        c.message.connect(self._say)
        c.refused.connect(lambda why: self.bubble.say(why, self._pointer))
        c.handover.connect(self._handover)
        c.moved.connect(self._autosave)
        c.moved.connect(self.bubble.hide)  # a refusal is old news once the game moved on (the computer's decision)
        c.changed.connect(self._update_title)
        c.changed.connect(self._ready_for_enter)
        c.happened.connect(self._after_events)
        self.reveal_action.setChecked(reveal)
        self.seed_label.setText(
            self.tr("seed {s}").format(s=session.setup.seed)
            if session.record().seed is not None
            else self.tr("scripted dice")
        )
        self._handover(c.waiting_for)
        g = session.game
        if g.over and replay is None:  # a finished game opened: its result
            self.end_banner.show_result(g.outcome[0], g.outcome[1], g.prompt().rule)
        if replay is None:
            self._live = None  # a game on the screen: nothing to go back to
            self._solo = reveal and not session.shown_everything
        else:
            self.replay_bar.back_to_game.setVisible(self._live is not None)
            self.dice.show_step(list(session.game.log[-1].events) if session.game.log else [])
        self._update_title()
        if held is None:
            self.view.fit()
        else:  # the new view where the old one was: laid out at once, then the same scale and place
            self.layout().activate()
            central.layout().activate()
            self.view.hold(held)
        if replay is None:  # the file of the game the autosave holds (a resumed game is named by it)
            game_file.remember(self.settings, self.autosave.folder, path)
        self._autosave()
        self.computer.attach(c)

    def _show_bars(self) -> None:
        """The replay bar in a replay, the prompt bar otherwise: one in the
        other's place, at the same height (the board below holds still)."""
        replaying = self.controller.replaying
        if self.prompt.isVisibleTo(self) == replaying or self.replay_bar.isVisibleTo(self) != replaying:
            self.prompt.setVisible(not replaying)
            self.replay_bar.setVisible(replaying)

    def _build_docks(self) -> None:
        """The Battle, Dice and Log panels' docks at the right, the Chart
        dock at the left, once for the window's life (a new game, a replay,
        a language fill them anew; the layout the player made stays)."""
        self.docks: dict[str, QDockWidget] = {}
        self._hidden_docks: set[str] = set()  # the docks the game on screen does not fill (_fill_docks)
        for name in PANELS:
            dock = QDockWidget(self)
            dock.setObjectName(name)
            dock.setFeatures(
                QDockWidget.DockWidgetMovable | QDockWidget.DockWidgetFloatable | QDockWidget.DockWidgetClosable
            )
            self.addDockWidget(Qt.LeftDockWidgetArea if name in LEFT_DOCKS else Qt.RightDockWidgetArea, dock)
            self.docks[name] = dock

    def _fill_docks(self, c: Controller) -> None:
        """The panels of the game on screen in their docks; a dock the game
        does not fill (ui/game_kinds.py) is hidden while it is on screen."""
        self.game_docks()
        used = self.kind.panels
        battle_title = self.tr("Battle")
        if "BattleDock" in used and self.kind.battle_panel is not None:  # the game's own (ui/game_kinds.py)
            battle_title, self.battle = self.kind.battle_panel(c)
        else:
            self.battle = BattlePanel(c) if "BattleDock" in used else QWidget()
        self.dice = DicePanel(c) if "DiceDock" in used else _NoDice()
        self.log = LogPanel(c)
        self.log.show_places.connect(self._show_places)
        chart_title, self.chart = self.tr("Chart"), QWidget()
        if "ChartDock" in used and self.kind.chart_panel is not None:  # the game's own (ui/game_kinds.py)
            chart_title, self.chart = self.kind.chart_panel(c)
            for signal, slot in (("show_places", self._show_places), ("rule_clicked", self.show_rule)):
                if hasattr(self.chart, signal):
                    getattr(self.chart, signal).connect(slot)
        for name, title, widget in (
            ("BattleDock", battle_title, self._scrolling(self.battle, "BattleScroll")),
            ("DiceDock", self.tr("Dice"), self.dice),
            ("LogDock", self.tr("Log"), self.log),
            ("ChartDock", chart_title, self._scrolling(self.chart, "ChartScroll")),
        ):
            dock = self.docks[name]
            dock.setWindowTitle(title)
            old = dock.widget()
            dock.setWidget(widget)
            if old is not None:
                old.hide()
                old.deleteLater()

    @staticmethod
    def _scrolling(panel: QWidget, name: str) -> QScrollArea:
        """A panel that scrolls rather than take the other panels' room."""
        scroll = QScrollArea()
        scroll.setObjectName(name)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        scroll.setWidget(panel)
        scroll.setMinimumHeight(120)
        return scroll

    def game_docks(self) -> None:
        """The docks the game on screen fills shown (those hidden for the game
        before it), the others hidden while it is on screen; the player's own
        choice (View > Panels) is kept for every dock the game fills."""
        used = self.kind.panels
        for name, dock in self.docks.items():
            if name not in used and not dock.isHidden():
                dock.hide()
                self._hidden_docks.add(name)
            elif name in used and name in self._hidden_docks:
                self._hidden_docks.discard(name)
                dock.show()
            dock.toggleViewAction().setEnabled(name in used)

    @property
    def session(self) -> GameSession:
        """The game on screen (the controller's: a replay's step or play-on changes it)."""
        return self.controller.session

    # ------------------------------------------------------------------ menus
    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self._action(game, self.tr("&New game..."), self.new_game, QKeySequence.New)
        self._action(game, self.tr("&Open..."), self.open_game, QKeySequence.Open)
        self.replay_action = self._action(game, self.tr("Re&play a saved game..."), self.open_replay)
        self.recent_menu = game.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._action(game, self.tr("&Save"), self.save, QKeySequence.Save)
        self._action(game, self.tr("Save &as..."), self.save_as, QKeySequence.SaveAs)
        game.addSeparator()
        self.concede_action = self._action(game, self.tr("&Concede the battle (Confederates)..."), self.concede)
        game.addSeparator()
        self._action(game, self.tr("&Quit"), self.close, QKeySequence.Quit)
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = self._action(edit, self.tr("&Undo"), lambda: self.controller.undo(), QKeySequence.Undo)
        self.redo_action = self._action(
            edit, self.tr("&Redo"), lambda: self.controller.redo(), QKeySequence("Ctrl+Shift+Z")
        )
        self._computer_menu()
        view = self.menuBar().addMenu(self.tr("&View"))
        # + and - as the guide says, wherever the keys are (not while typing in a field: it takes them)
        zoom_in = [QKeySequence(QKeySequence.ZoomIn), QKeySequence("+"), QKeySequence("=")]
        self._action(view, self.tr("Zoom &in"), lambda: self.view.zoom_by(1.25), zoom_in)
        zoom_out = [QKeySequence(QKeySequence.ZoomOut), QKeySequence("-")]
        self._action(view, self.tr("Zoom &out"), lambda: self.view.zoom_by(0.8), zoom_out)
        self._action(view, self.tr("&Fit the board to the window"), lambda: self.view.fit(), QKeySequence("Ctrl+0"))
        self.full_screen_action = self._action(
            view, self.tr("&Full screen"), self._toggle_full_screen, QKeySequence("F11")
        )
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setChecked(self.isFullScreen())
        panels = view.addMenu(self.tr("&Panels"))
        for dock in self.docks.values():
            panels.addAction(dock.toggleViewAction())
        panels.addSeparator()
        self._action(panels, self.tr("&Arrange the panels as at first"), lambda: self.layout_keeper.arrange())
        view.addSeparator()
        self.reveal_action = self._action(
            view, self.tr("&Show everything (solo study; no hand-over curtain)"), self._toggle_reveal
        )
        self.reveal_action.setCheckable(True)
        self._language_menu(view)
        if MainWindow.open_map_editor is not None:
            tools = self.menuBar().addMenu(self.tr("&Tools"))
            self._action(tools, self.tr("&Map editor..."), lambda: MainWindow.open_map_editor(self))
        helpm = self.menuBar().addMenu(self.tr("&Help"))
        self.how_to_play_action = self._action(helpm, self.tr("&How to play"), self.show_welcome)
        self.rules_action = self._action(
            helpm, self.tr("&Rules reference"), lambda: self.show_rule(""), QKeySequence.HelpContents
        )
        self._action(helpm, self.tr("&About Gettysburg Desktop"), self._about)

    def _computer_menu(self) -> None:
        """Computer: Pause/Resume, Next (step by step), the pace, Suggest."""
        from .computer import PACE_NAMES

        menu = self.menuBar().addMenu(self.tr("&Computer"))
        self.pause_action = self._action(
            menu, self.tr("&Pause the computer"), lambda: self.computer.toggle_pause(), QKeySequence("Ctrl+P")
        )
        self.pause_action.setCheckable(True)
        self.next_action = self._action(
            menu, self.tr("&Next decision (step by step)"), lambda: self.computer.next_decision(), QKeySequence("N")
        )
        pace = menu.addMenu(self.tr("P&ace of its decisions"))
        group = QActionGroup(pace)
        self.pace_actions = {}
        for name, text in PACE_NAMES.items():
            action = self._action(
                pace, QApplication.translate("ComputerTurns", text), lambda n=name: self.computer.set_pace(n)
            )
            action.setObjectName("pace:" + name)
            action.setCheckable(True)
            action.setChecked(name == self.computer.pace)
            group.addAction(action)
            self.pace_actions[name] = action
        menu.addSeparator()
        self.suggest_action = self._action(
            menu,
            self.tr("&Suggest a decision"),
            lambda: self.controller.suggest_requested.emit(),
            QKeySequence("Ctrl+H"),
        )
        self.computer.changed.connect(self._computer_menu_state)

    def _computer_menu_state(self) -> None:
        c, t = self.controller, self.computer
        if c is None or not hasattr(self, "pause_action"):
            return
        self.pause_action.setEnabled(c.against_computer)
        self.pause_action.setChecked(t.paused)
        self.next_action.setEnabled(t.ready is not None)
        self.suggest_action.setEnabled(c.can_act and not t.suggesting and games.game_of(c.game).computer)
        for name, action in self.pace_actions.items():
            action.setChecked(name == t.pace)

    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:
        return add_action(self, menu, text, slot, shortcut)

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

    def changeEvent(self, event) -> None:
        from PySide6.QtCore import QEvent, QTimer

        if event.type() == QEvent.WindowStateChange and hasattr(self, "full_screen_action"):
            self.full_screen_action.setChecked(self.isFullScreen())
        if (
            event.type() == QEvent.LanguageChange
            and not getattr(self, "_retranslating", False)
            and self.controller is not None
        ):
            self._retranslating = True  # installing a language sends several: one rebuild
            QTimer.singleShot(0, self, self.retranslate)
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The window's texts in the language now installed: the menus, and
        the board, panels and prompt built again around the same game (its
        record, the replay's step, the player at the screen stay as they were)."""
        self._retranslating = False
        c = self.controller
        viewer = c.viewer if c.waiting_for is None and not c.reveal else None
        handing_to = c.handing_to
        old = self.menuBar()
        entries = []
        pending = list(old.actions())
        while pending:
            a = pending.pop()
            entries.append(a)
            if a.menu() is not None:
                pending.extend(a.menu().actions())
        mine = [a for a in entries if a.parent() is self]
        self.setMenuBar(QMenuBar(self))  # the old one goes (QMainWindow deletes it), and its menus with it
        for a in mine:  # the entries the window owns (ui/menus.py): gone at once for findChild, freed later
            a.setObjectName("")
            a.deleteLater()
        self._build_menus()
        if self.reference is not None:
            self.reference.close()
            self.reference.deleteLater()
            self.reference = None
        if c.replaying:
            step = len(c.game.history)
            self.set_session(
                GameSession(c.replay.game, c.replay.record), reveal=c.reveal, path=self.path, replay=c.replay
            )
            self.controller.step_to(step)
        else:
            self.set_session(self.session, reveal=c.reveal, path=self.path)
            if viewer is not None and handing_to is not None:
                self.controller.look_at_roll(viewer, handing_to)  # the roller still looks at the roll
            elif viewer is not None and self.controller.waiting_for is viewer:
                self.controller.take_over()  # the same player goes on: no hand-over
                self.controller.recent = {}
                self.controller.refresh()
                self.status.setText("")

    # ------------------------------------------------------------------ hot seat
    def _handover(self, side: Side | None) -> None:
        if side is None:
            self.curtain.hide()
        else:
            self.bubble.hide()
            c = self.controller
            self.curtain.show_for(side, take_back=c.can_take_back, other=c.kind.other(side))
        self._gate_reveals()

    def _gate_reveals(self) -> None:
        """What would show the hidden block values is out of reach behind
        the hand-over curtain (R-ACT-2): a replay, Show everything."""
        c = self.controller
        down = c.waiting_for is not None
        self.replay_action.setEnabled(not down)
        # a game that hides nothing (games.py: hides) has nothing to show everything of
        self.reveal_action.setEnabled(not down and games.game_of(c.game).hides)

    def _lift_curtain(self) -> None:
        self.controller.take_over()
        self.view.setFocus()

    def _toggle_full_screen(self) -> None:
        """View > Full screen (F11), and back to the window as it was."""
        if self.isFullScreen():
            self.showMaximized() if getattr(self, "_maximized", False) else self.showNormal()
        else:
            self._maximized = self.isMaximized()
            self.showFullScreen()

    def _toggle_reveal(self) -> None:
        c = self.controller
        on = self.reveal_action.isChecked()
        if on and c.waiting_for is not None:  # behind the curtain: never (the entry is disabled there)
            self.reveal_action.setChecked(False)
            return
        if on and not c.reveal and self._hot_seat():
            if not self._ask_show_everything():
                self.reveal_action.setChecked(False)
                return
            if not c.replaying or self._replay_of_live:
                self._played().note_shown_everything()  # in the log and the saved record
            if c.replaying and self._replay_of_live:  # said where it was written; autosaved with the game
                self.autosave.write_soon(self._played())
                self.status.setText(
                    self.tr("Show everything: written in the log and the record of the game you were playing (R-ACT-2)")
                )
            elif c.replaying:  # another game's record: the game being played keeps its secrets
                self.status.setText(
                    self.tr("Show everything in this replay only: the game you were playing keeps its secrets")
                )
        c.set_reveal(on)
        if c.replaying and self._live is not None and self._replay_of_live:  # one switch for the replay and its game
            self._live = (self._live[0], on, *self._live[2:])
        self._autosave()

    def _played(self) -> GameSession:
        """The game being played: the one on screen, or the one a replay was opened in."""
        return self._live[0] if self.controller.replaying and self._live is not None else self.session

    def _hot_seat(self) -> bool:
        """A game under way whose secrets Show everything would end (two
        players at one screen, or a person against the computer), also
        from a replay of a game not over opened in it (R-ACT-2)."""
        c = self.controller
        if c.replaying:  # the replayed game's secrets, whatever game was on the screen before
            return not c.replay.finished and not self._solo
        return not self._played().game.over and not self._solo

    def _ask_show_everything(self) -> bool:
        return self._ask(
            self.tr("Show everything?"),
            self.tr(
                "Both sides' command-block values will be on the screen: the hot seat keeps no secret "
                "from here on (R-ACT-2). The switch is written in the log and in the saved game."
            ),
            self.tr("Show everything"),
            "ShowEverything",
        )

    def _ask(self, title: str, text: str, yes_text: str, name: str) -> bool:
        """A question whose answer is ``yes_text`` or Cancel (the default);
        the box is ``{name}Question``, its button ``{name}Yes`` (for tests)."""
        box = QMessageBox(QMessageBox.Question, title, text, QMessageBox.NoButton, self)
        box.setObjectName(f"{name}Question")
        yes = box.addButton(yes_text, QMessageBox.AcceptRole)
        yes.setObjectName(f"{name}Yes")
        box.setDefaultButton(box.addButton(QMessageBox.Cancel))
        box.exec()
        return box.clickedButton() is yes

    # ------------------------------------------------------------------ files
    def new_game(self) -> None:
        from .dialogs import NewGameDialog

        setup = self.session.setup
        dialog = NewGameDialog(self, setup.scenario, self.session.players, game=self.session.kind.id)
        if dialog.exec() != NewGameDialog.Accepted:
            return
        self.start(dialog.setup(), reveal=dialog.show_everything())

    def start(self, setup: Setup, reveal: bool = False) -> bool:
        try:
            session = GameSession.new(setup)
        except (LookupError, ValueError) as exc:
            QMessageBox.warning(self, self.tr("The scenario can't be played"), str(exc))
            return False
        self._put_away_game_under_way()
        self.set_session(session, reveal=reveal, home=True)
        return True

    def _put_away_game_under_way(self) -> None:
        """The game being played is replaced by another (New game, Open, Play
        on from a replay): unless it is over or saved as it stands, it is put
        away in an autosave of its own, which the next start offers as an
        unfinished game; the new game's autosave never writes over it
        (issue 14, item 18)."""
        if self._live is not None:
            live, path = self._live[0], self._live[2]
        elif not self.controller.replaying:
            live, path = self.session, self.path
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
        self.autosave.flush()
        if put_away(self.data_dir, live, besides=self.autosave.folder) is not None:
            self.status.setText(
                self.tr("The game you were playing is kept: the next start offers it as an unfinished game.")
            )

    def open_game(self, path: str | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open a saved game"), self._folder(), self.tr("Game records (*.yaml *.yml)")
            )
            if not path:
                return False
        session, whole = open_saved_game(self, path)  # a damaged file offers its valid part (issue 14)
        if session is None:
            return False
        self._put_away_game_under_way()
        self.set_session(session, reveal=session.game.over, path=path if whole else None, home=True)
        self._remember(path)
        return True

    def open_replay(self, path: str | None = None) -> bool:
        """Step through a saved or finished game (Replay)."""
        if self.controller.waiting_for is not None:
            return False  # not behind the hand-over curtain (R-ACT-2)
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Replay a saved game"), self._folder(), self.tr("Game records (*.yaml *.yml)")
            )
            if not path:
                return False
        try:
            replay = Replay.open(path)
        except RecordError as exc:
            QMessageBox.warning(self, self.tr("The game can't be replayed"), str(exc))
            return False
        if not shown_here(replay.game):
            QMessageBox.warning(self, self.tr("The game can't be replayed"), not_shown_here(replay.game, path))
            return False
        self._enter_replay(replay, path)
        self._remember(path)
        return True

    def replay_this_game(self) -> None:
        """The game just played, from its start (a finished game's replay)."""
        if self.controller.waiting_for is not None:
            return  # not behind the hand-over curtain (R-ACT-2)
        replay = Replay(self.session.record(), self.path or "game")
        self._enter_replay(replay, self.path)
        self.controller.step_to(0)

    def _enter_replay(self, replay: Replay, path: str | None) -> None:
        """Show ``replay``; the game being played waits for *Back to the game*."""
        c = self.controller
        if not c.replaying:
            self._live = (self.session, c.reveal, self.path, c.viewer if c.waiting_for is None else None)
        # what the side at the screen may know (R-ACT-2): a finished game
        # shows everything, as its end does; else that side's view, unless
        # Show everything is on (asked, logged and recorded as in the game)
        replay.seen_from(self._live[3] if self._live is not None else None)
        live = self._live[0] if self._live is not None else None
        self._replay_of_live = live is not None and not live.game.over and replay.is_of(live)
        # the game's own Show everything holds only for a replay of that game under way (a finished
        # game shows everything, but that says nothing of another record's secrets)
        reveal = replay.finished or not replay.kind.hides or (self._replay_of_live and self._live[1])
        self.set_session(GameSession(replay.game, replay.record), reveal=reveal, path=path, replay=replay)
        if self._live is None:
            return
        if not replay.kind.hides:  # a game that hides nothing has no blocks to speak of
            text = self.tr("A replay. Back to the game (Esc) returns to the game you were playing.")
        elif reveal:
            text = self.tr(
                "A replay: every block is shown. Back to the game (Esc) returns to the game you were playing."
            )
        elif replay.viewer is None:
            text = self.tr(
                "A replay as a spectator sees it: no command-block value is shown (R-ACT-2; View > Show "
                "everything shows them). Back to the game (Esc) returns to the game you were playing."
            )
        else:
            text = self.tr(
                "A replay as the {side} player sees it: the other side's command-block values stay hidden "
                "(R-ACT-2; View > Show everything shows them). Back to the game (Esc) returns to the game "
                "you were playing."
            ).format(side=side_name(replay.viewer))
        self.status.setText(text)

    def leave_replay(self) -> None:
        """Back to the game that was being played, where it was: the same
        position, the same player at the screen, its file and its settings."""
        if not self.controller.replaying or self._live is None:
            return
        session, reveal, path, viewer = self._live
        self.set_session(session, reveal=reveal, path=path)
        if viewer is not None and self.controller.waiting_for is viewer:
            self.controller.take_over()  # the player who opened the replay goes on: no hand-over
            self.controller.recent = {}
            self.controller.refresh()
        n = len(session.game.history)
        self.status.setText(
            self.tr("Back to the game: {period}, {after}.").format(
                period=self.kind.stage(session.game),
                after=plural(n, self.tr("after {n} action"), self.tr("after {n} actions")),
            )
        )
        self.view.setFocus()

    def play_on_from_replay(self) -> bool:
        """*Play on from here*: the replayed game from the step shown is the
        game now, in the hot seat. The game that was being played is put
        away, so a game under way is not dropped on one click: it asks."""
        live = self._live[0].game if self._live is not None else None
        if live is not None and live.history and not live.over:
            n = len(live.history)
            text = self.tr(
                "The game you were playing ({period}, {after}) is put away: the next start offers it "
                "as an unfinished game. Play goes on from this step of the replay."
            ).format(
                period=window_game(live).stage(live),
                after=plural(n, self.tr("after {n} action"), self.tr("after {n} actions")),
            )
            if not self._ask(self.tr("Play on from here?"), text, self.tr("Play on from here"), "PlayOn"):
                return False
            self._put_away_game_under_way()
        self._live = None
        self._solo = False
        self.controller.play_on()
        self._gate_reveals()
        return True

    def _replay_step(self, events: list) -> None:
        """A replay's step moves the Dice panel with it (the log follows the game shown)."""
        if self.controller.replaying:
            self.dice.show_step(events)

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self._save_to(self.path)

    def save_as(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), self._folder(), self.tr("Game records (*.yaml)")
        )
        if not path:
            return False
        if not path.endswith((".yaml", ".yml")):
            path += ".yaml"
        return self._save_to(path)

    def _save_to(self, path: str) -> bool:
        try:
            self.session.save(path)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("The game can't be saved"), f"{path}: {exc.strerror or exc}")
            return False
        self.path = path
        self._remember(path)
        game_file.remember(self.settings, self.autosave.folder, path)
        self.saved_label.setText(self.tr("saved to {name}").format(name=Path(path).name))
        self._update_title()
        return True

    def _folder(self) -> str:
        """Where the Save and Open dialogs start: the folder of the game on
        screen, else of the last game saved or opened, else the home folder."""
        for path in [self.path, *self._recent()]:
            if path and Path(path).parent.is_dir():
                return str(Path(path).parent)
        return str(Path.home())

    def _remember(self, path: str) -> None:
        path = str(Path(path).resolve())
        recent = [p for p in self._recent() if p != path]
        self.settings.setValue("recent", [path, *recent][:MAX_RECENT])

    def _recent(self) -> list[str]:
        """The games saved or opened last, newest first (a settings file gives
        a list of one back as a plain string)."""
        return path_list(self.settings.value("recent", []))

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = [p for p in self._recent() if os.path.exists(p)]
        if not recent:
            self.recent_menu.addAction(self.tr("(none yet)")).setEnabled(False)
        for p in recent:
            self.recent_menu.addAction(p, lambda p=p: self.open_game(p))

    def _autosave(self) -> None:
        if self.controller is not None and self.controller.replaying:
            return  # a replay changes nothing to save
        self.autosave.write_soon(self.session)
        if self.autosave.error is not None:
            exc, self.autosave.error = self.autosave.error, None
            self.status.setText(self.tr("The autosave failed: {e}").format(e=exc.strerror or exc))
            return
        self.saved_label.setText(self.tr("autosaved"))

    def recover(self) -> None:
        """After an unexpected error (ui/crash_guard.py): the game from its
        last good state, the autosave (written after every action), on a
        board built afresh; a replay goes back to the step it showed."""
        c = self.controller
        reveal, path, viewer = c.reveal, self.path, (c.viewer if c.waiting_for is None else None)
        if c.replaying:
            step = len(c.game.history)
            self.set_session(GameSession(c.replay.game, c.replay.record), reveal=reveal, path=path, replay=c.replay)
            self.controller.step_to(step)
            return
        self.autosave.flush()
        try:
            session = GameSession.open(self.autosave.path)
        except (RecordError, OSError):
            session = self.session  # the engine's apply is all or nothing: the game in memory is whole
        self.set_session(session, reveal=reveal, path=path)
        if viewer is not None and self.controller.waiting_for is viewer:
            self.controller.take_over()  # the same player goes on: no hand-over
        n = len(session.game.history)
        self.status.setText(
            (
                self.tr("The game goes on from its last good state, after {n} action.")
                if n == 1
                else self.tr("The game goes on from its last good state, after {n} actions.")
            ).format(n=n)
        )

    # ------------------------------------------------------------------ the game's course
    def concede(self) -> None:
        if self.session.game.over:
            return
        answer = QMessageBox.question(
            self, self.tr("Concede the battle?"), self.tr("The Confederate player gives up: the Union wins (R-WIN-3).")
        )
        if answer == QMessageBox.Yes:
            self.controller.concede()

    def _after_events(self, events: list) -> None:
        over = [e for e in events if e.kind == "game-over"]
        if over:
            e = over[0]
            self.status.setText(cited_once(f"{shown(e.text)} ({e.rule})"))
            if not self.controller.replaying:
                self.end_banner.show_result(self.session.game.outcome[0], e.get("reason") or e.text, e.rule)

    def _update_title(self) -> None:
        g = self.session.game
        name = Path(self.path).name if self.path else self.tr("unsaved game")
        parts = [self.tr("Gettysburg Desktop"), self.kind.title(self.session), self.kind.stage(g), name]
        if g.over:
            parts.insert(2, self.tr("{side} victory").format(side=side_name(g.outcome[0])))
        self.setWindowTitle(" \u2014 ".join(parts))
        c = self.controller
        self.undo_action.setEnabled((g.can_undo() and c.can_act) or c.can_take_back or c.can_take_back_from_computer)
        self.redo_action.setEnabled(g.can_redo() and self.controller.can_act)
        self.concede_action.setVisible(self.kind.concede)  # Gettysburg's (R-WIN-3)
        self.rules_action.setEnabled(bool(games.game_of(g).rules_pages))
        self.how_to_play_action.setEnabled(self.kind.how_to_play is not None)
        self.concede_action.setEnabled(
            self.kind.concede
            and not g.over
            and not self.controller.replaying
            and self.controller.computer_for(Side.CSA) is None
        )
        self.reveal_action.setChecked(self.controller.reveal)
        self._gate_reveals()

    # ------------------------------------------------------------------ help
    def show_rule(self, rule: str, game: str | None = None) -> None:
        """The rules reference of the game on screen (scenario/games.py: rules_pages), at ``rule``;
        ``game``: another game's (How to play's "Read the rules" on that game's page)."""
        pages = (games.game(game) if game else games.game_of(self.session.game)).rules_pages
        if not pages:  # a game without a rules reference in the program
            return
        if self.reference is not None and self.reference.pages != pages:  # another game's rules
            self.reference.close()
            self.reference.deleteLater()
            self.reference = None
        if self.reference is None:
            self.reference = RulesReference(self, pages=pages)
        self.reference.show()
        self.reference.raise_()
        self.reference.show_rule(rule)

    def show_welcome(self, *, at_start: bool = False) -> None:
        """How to play (ui/welcome.py), open at the game on the board; the
        player decides whether it comes again at the next start."""
        from .welcome import Welcome

        if self.kind.how_to_play is None:  # a game without a page (the other games' pages are not its help)
            return

        dialog = Welcome(
            self,
            shown_at_start=self.settings.value("welcome/at-start", True, type=bool),
            game=self.kind.id,
            at_start=at_start,
        )
        # the welcome page is modal: it steps aside, or the reference would take no click (issue 14)
        dialog.rules_requested.connect(lambda game: (dialog.accept(), self.show_rule("", game=game)))
        self.welcome = dialog
        dialog.dont_show.toggled.connect(lambda on: self.settings.setValue("welcome/at-start", not on))
        dialog.finished.connect(lambda _result: self.activateWindow())  # the keys back to the game (Ctrl+N ...)
        dialog.open()

    def welcome_at_start(self) -> bool:
        """At the first start (and until the player says no more): how to play."""
        if self.kind.how_to_play is None or not self.settings.value("welcome/at-start", True, type=bool):
            return False
        self.show_welcome(at_start=True)
        return True

    def _about(self) -> None:
        from gettysburg_desktop.version import version

        QMessageBox.about(
            self,
            self.tr("About Gettysburg Desktop"),
            self.tr(
                "Gettysburg Desktop: Martin Wallace's Gettysburg (Treefrog, 2010) with every rule enforced. "
                "The board is the program's own map of the 1863 battlefield."
            )
            + "\n\n"
            + self.tr("Version {version}").format(version=version()),
        )

    def _show_places(self, places: list) -> None:
        """A log line clicked: where it happened, marked on the board, in view and named."""
        self.scene.mark(places={p: "target" for p in places})
        self.view.centerOn(self.scene.place_pos(places[0]))
        g = self.session.game
        name = getattr(g, "name", None) or g.box_name  # an area's name (Gettysburg), a box's (Norden & Süden)
        self.status.setText(self.tr("Marked on the map: {places}").format(places=", ".join(name(p) for p in places)))

    def _ready_for_enter(self) -> None:
        """A step waits for Enter (a confirmation, Hand over): the board takes
        the keys, unless the player is typing somewhere."""
        c = self.controller
        if (c.pending is not None or c.handing_to is not None) and not isinstance(
            QApplication.focusWidget(), QLineEdit
        ):
            self.view.setFocus()

    def _say(self, text: str) -> None:
        """The status bar's line; all of it in its tooltip (a long line is cut off there)."""
        self.status.setText(text)
        self.status.setToolTip(text)

    # ------------------------------------------------------------------ hovering
    def eventFilter(self, obj, event) -> bool:
        from PySide6.QtCore import QEvent

        if obj is self.view.viewport() and event.type() == QEvent.MouseButtonPress:
            self._pointer = event.position().toPoint()
            self.bubble.hide()
        if (
            obj is self.view.viewport()
            and event.type() == QEvent.ToolTip
            and self.bubble.isVisible()
            and self.bubble.beside_pointer
        ):
            return True  # a piece's tooltip would cover the reason beside the pointer
        if obj is self.view.viewport() and event.type() == QEvent.MouseMove and self.controller.waiting_for is None:
            pos = self.view.mapToScene(event.position().toPoint())
            # what a click would do (ui.md), then what is there; over nothing, a suggestion on the board
            text = "; ".join(t for t in (self.controller.hint_at(pos), self.describe(pos)) if t)
            if not text and self.controller.suggested is not None:
                text = self.computer.suggestion_text
            self.status.setText(text)
        return super().eventFilter(obj, event)

    def describe(self, pos) -> str:
        """What the status bar says about the thing under the pointer (as the game on screen says it)."""
        return self.kind.describe(self, pos) if self.kind.describe is not None else ""

    def describe_area(self, pos) -> str:
        """Gettysburg's status bar: the area, unit, border or entry box under the pointer."""
        thing = self.scene.thing_at(pos)
        if thing is None:
            return ""
        kind, what = thing
        g = self.session.game
        if kind == "unit":
            item = self.scene.units[what]
            return item.toolTip().replace("\n", ": ")
        if kind == "border":
            a, b = what
            return self.tr("border of {a} and {b}").format(a=g.name(a), b=g.name(b))
        place = what
        v = self.controller.view()
        entry = v["places"].get(place, {})
        bits = []
        if g.bf.is_area(place):
            area = g.bf.areas[place]
            stars = {1: self.tr(", victory area (R-WIN-1)"), 2: self.tr(", the double star (R-WIN-1, R-WIN-2)")}.get(
                area.stars, ""
            )
            bits.append(f"{area.name}: {terrain_name(area.terrain.value)}{stars}")
        else:
            box = g.bf.entry_boxes.get(place)
            bits.append(
                self.tr("{name}: entry box of {area}").format(name=box.name, area=g.name(box.area)) if box else place
            )
        units = entry.get("units", [])
        if units:
            bits.append(", ".join(g.name(u["id"]) for u in units))
        if entry.get("cubes"):
            bits.append(self.tr("loose cubes {n}").format(n=sum(entry["cubes"].values())))
        if entry.get("disrupted"):
            bits.append(self.tr("disrupted"))
        if entry.get("entrenchments"):
            bits.append(self.tr("entrenched facing {b}").format(b=", ".join(g.name(x) for x in entry["entrenchments"])))
        if entry.get("fire_marker"):
            bits.append(self.tr("artillery-fire marker"))
        return "; ".join(bits)

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event: QCloseEvent) -> None:
        self.computer.stop()
        self.layout_keeper.save()
        self._autosave()
        self.autosave.flush()
        super().closeEvent(event)
