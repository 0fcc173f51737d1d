"""The play window: the board in the middle, the prompt bar above it, the
panels docked at the right, the status bar below; menus for New game, Open,
Save, Save as, Recent games, Undo/Redo, Concede, Quit; autosave after every
action; the hot-seat curtain; the rules reference. The board scene, the
controller and the panels are those of the game on screen (ui/game_kinds.py,
docs/window-games.md): Gettysburg's, or another game's.

The window puts a game on screen and wires it to its parts, each with one
job (issue 23, item 5): the menus (ui/window_menus.py), the docks and their
panels (ui/window_docks.py), the hot seat and its curtain
(ui/window_seat.py), the replay (ui/window_replay.py), the files and the
autosave (ui/window_files.py), the status bar (ui/window_status.py), the
help (ui/window_help.py), the computer's turns (ui/computer.py) and the
window's place and layout (ui/window_layout.py)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from PySide6.QtCore import QEvent, QSettings, QStandardPaths, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QMainWindow, QVBoxLayout, QWidget

from gettysburg_desktop.display.board_view import BoardView
from gettysburg_desktop.display.rules_reference import cited_once
from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.words import result_title
from gettysburg_desktop.scenario import games
from gettysburg_desktop.scenario.session import Autosave, GameSession, Replay

from . import game_file
from .controller import Controller
from .end_banner import EndBanner
from .forwarded import HeldBy
from .game_kinds import WindowGame, window_game
from .prompt_bar import PromptBar
from .refusal_bubble import RefusalBubble
from .replay_bar import ReplayBar
from .window_docks import PanelDocks
from .window_files import GameFiles
from .window_help import HelpPages
from .window_layout import WindowLayout
from .window_menus import PlayMenus
from .window_replay import ReplayMode
from .window_seat import HotSeat
from .window_status import StatusLine


def data_folder() -> Path:
    """The user's data folder for autosaves (QStandardPaths)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


class MainWindow(QMainWindow):
    #: Tools > Map editor: ``open_map_editor(window)``, set by the composition
    #: root (app.py); ui/ knows nothing of the editor (it sits a layer above)
    open_map_editor: ClassVar[Callable[[MainWindow], None] | None] = None

    # ------------------------------------------------------------------ the game on screen's parts (set_session)
    kind: WindowGame
    scene: Any  # the game's board scene (its WindowGame's ``scene``)
    view: BoardView
    bubble: RefusalBubble
    prompt: PromptBar
    replay_bar: ReplayBar
    end_banner: EndBanner

    # ------------------------------------------------------------------ names the window's parts hold
    # the tests, app.py, ui/crash_guard.py, ui/window_layout.py and the games reach these on the window
    # (ui/forwarded.py)
    new_game = HeldBy("files")
    start = HeldBy("files")
    open_game = HeldBy("files")
    save = HeldBy("files")
    save_as = HeldBy("files")
    _save_to = HeldBy("files", "save_to")
    _remember = HeldBy("files", "remember")
    recover = HeldBy("files")
    open_replay = HeldBy("replay_mode")
    replay_this_game = HeldBy("replay_mode")
    leave_replay = HeldBy("replay_mode")
    play_on_from_replay = HeldBy("replay_mode")
    _played = HeldBy("replay_mode", "played")
    _live = HeldBy("replay_mode", "live")
    curtain = HeldBy("seat")
    docks = HeldBy("panels")
    _hidden_docks = HeldBy("panels", "hidden")
    game_docks = HeldBy("panels")
    battle = HeldBy("panels")
    dice = HeldBy("panels")
    log = HeldBy("panels")
    chart = HeldBy("panels")
    status = HeldBy("status_line")
    seed_label = HeldBy("status_line")
    describe = HeldBy("status_line")
    reference = HeldBy("help")
    welcome = HeldBy("help")
    show_rule = HeldBy("help")
    show_welcome = HeldBy("help")
    welcome_at_start = HeldBy("help")
    _about = HeldBy("help", "about")
    concede = HeldBy("menus")
    set_language = HeldBy("menus")
    recent_menu = HeldBy("menus")
    replay_action = HeldBy("menus")
    concede_action = HeldBy("menus")
    undo_action = HeldBy("menus")
    redo_action = HeldBy("menus")
    reveal_action = HeldBy("menus")
    pause_action = HeldBy("menus")
    next_action = HeldBy("menus")
    suggest_action = HeldBy("menus")
    how_to_play_action = HeldBy("menus")
    rules_action = HeldBy("menus")

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
        self._controller: Controller | None = None  # the game on screen's (set_session, below)
        self.files = GameFiles(self)
        self.replay_mode = ReplayMode(self)
        self.help = HelpPages(self)
        from .computer import ComputerTurns

        self.computer = ComputerTurns(self)  # the computer's turns and suggestions (its worker processes)
        # the Battle, Dice and Log panels' docks at the right, the Chart dock at the left, once for the
        # window's life (a new game, a replay, a language fill them anew; the layout the player made stays)
        self.panels = PanelDocks(self)
        self.menus = PlayMenus(self)
        self.status_line = StatusLine(self)
        self.seat = HotSeat(self, solo=reveal)  # a game started with Show everything: no hot seat to keep
        self.set_session(
            session,
            reveal=reveal,
            path=path if path is not None else game_file.file_of(self.settings, self.autosave.folder, session),
        )
        if path is not None:  # a game opened from the command line: in Open recent, and the dialogs start beside it
            self.files.remember(path)
        self.layout_keeper = WindowLayout(self)
        self.panels.hidden.clear()  # the layout restored as the player left it: hidden again for this game
        self.panels.game_docks()

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
        make = kind.controller or Controller  # every game plays through the one controller (ui/controller.py)
        c = self._controller = make(session, self.scene, reveal=reveal, replay=replay)
        central = self._board_and_bars(c)
        if old is not None:
            old.deleteLater()
        self.panels.fill(c)
        c.happened.connect(self.replay_mode.step_shown)
        c.message.connect(self.status_line.say)
        c.refused.connect(lambda why: self.bubble.say(why, self.status_line.pointer))
        c.handover.connect(self.seat.handover)
        c.moved.connect(self.files.write_autosave)
        c.moved.connect(self.bubble.hide)  # a refusal is old news once the game moved on (the computer's decision)
        c.changed.connect(self.update_title)
        c.changed.connect(self._ready_for_enter)
        c.happened.connect(self._after_events)
        self.menus.reveal_action.setChecked(reveal)
        self.status_line.seed_label.setText(
            self.tr("seed {s}").format(s=session.setup.seed)
            if session.record().seed is not None
            else self.tr("scripted dice")
        )
        self.seat.handover(c.waiting_for)
        g = session.game
        if g.over and g.outcome is not None and replay is None:  # a finished game opened: its result
            self.end_banner.show_result(g.outcome[0], g.outcome[1], g.prompt().rule)
        if replay is None:
            self.replay_mode.live = None  # a game on the screen: nothing to go back to
            self.seat.solo = reveal and not session.shown_everything
        else:
            self.replay_bar.back_to_game.setVisible(self.replay_mode.live is not None)
            self.panels.dice.show_step(list(session.game.log[-1].events) if session.game.log else [])
        self.update_title()
        if held is None:
            self.view.fit()
        else:  # the new view where the old one was: laid out at once, then the same scale and place
            for layout in (self.layout(), central.layout()):
                if layout is not None:
                    layout.activate()
            self.view.hold(held)
        if replay is None:  # the file of the game the autosave holds (a resumed game is named by it)
            game_file.remember(self.settings, self.autosave.folder, path)
        self.files.write_autosave()
        self.computer.attach(c)

    def _board_and_bars(self, c: Controller) -> QWidget:
        """The board of the game on screen (its view) with the refusal
        bubble and the end banner over it, the prompt bar or the replay bar
        above it: the window's central widget, wired to ``c``."""
        self.view.clicked.connect(c.click_at)
        self.view.dropped.connect(c.drop)  # a piece dragged and let go (a free table's unit)
        self.view.back.connect(c.step_back)
        self.view.enter.connect(c.confirm)
        zoom = self.status_line.zoom_label
        self.view.zoomed.connect(lambda z: zoom.setText(self.tr("zoom {z:.0%}").format(z=z)))
        self.view.zoomed.connect(self.scene.set_zoom)  # the cube badges keep a readable size
        self.view.setMouseTracking(True)
        self.view.viewport().installEventFilter(self.status_line)  # hovering: the status bar's words
        self.bubble = RefusalBubble(self.view.viewport())  # why not, beside the pointer
        self.bubble.rule_clicked.connect(self.help.show_rule)
        self.status_line.pointer = None  # where the last press on the board was (the bubble goes beside it)
        self.prompt = PromptBar(c)
        self.prompt.set_computer(self.computer)
        self.prompt.rule_clicked.connect(self.help.show_rule)
        self.prompt.replay_requested.connect(self.replay_mode.replay_this_game)
        self.prompt.new_game_requested.connect(self.files.new_game)
        self.replay_bar = ReplayBar(c)
        self.replay_bar.leave.connect(self.replay_mode.leave_replay)
        self.replay_bar.play_on_requested.connect(self.replay_mode.play_on_from_replay)
        self.replay_bar.rule_clicked.connect(self.help.show_rule)
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
        self.end_banner.replay_requested.connect(self.replay_mode.replay_this_game)
        self.end_banner.new_game_requested.connect(self.files.new_game)
        self.end_banner.rule_clicked.connect(self.help.show_rule)
        self.replay_bar.refresh()
        self._show_bars()
        c.changed.connect(self._show_bars)
        return central

    def _show_bars(self) -> None:
        """The replay bar in a replay, the prompt bar otherwise: one in the
        other's place, at the same height (the board below holds still)."""
        replaying = self.controller.replaying
        if self.prompt.isVisibleTo(self) == replaying or self.replay_bar.isVisibleTo(self) != replaying:
            self.prompt.setVisible(not replaying)
            self.replay_bar.setVisible(replaying)

    @property
    def controller(self) -> Controller:
        """The controller of the game on screen (the window has one from its
        ``__init__`` on; set_session puts a new one)."""
        if self._controller is None:
            raise RuntimeError("the window shows no game yet: set_session puts one on screen")
        return self._controller

    @property
    def session(self) -> GameSession:
        """The game on screen (the controller's: a replay's step or play-on changes it)."""
        return self.controller.session

    # ------------------------------------------------------------------ the game's course
    def _after_events(self, events: list) -> None:
        over = [e for e in events if e.kind == "game-over"]
        if over:
            e = over[0]
            self.status.setText(cited_once(f"{shown(e.text)} ({e.rule})"))
            outcome = self.session.game.outcome
            if not self.controller.replaying and outcome is not None:
                self.end_banner.show_result(outcome[0], e.get("reason") or e.text, e.rule)

    def update_title(self) -> None:
        """The window's title (the game, its stage, its file) and the menus' entries as the game now allows."""
        g = self.session.game
        name = Path(self.path).name if self.path else self.tr("unsaved game")
        parts = [self.tr("Gettysburg Desktop"), self.kind.title(self.session), self.kind.stage(g), name]
        if g.over and g.outcome is not None:
            parts.insert(2, result_title(g.outcome[0]))
        self.setWindowTitle(" \u2014 ".join(parts))
        c, m = self.controller, self.menus
        m.undo_action.setEnabled((g.can_undo() and c.can_act) or c.can_take_back or c.can_take_back_from_computer)
        m.redo_action.setEnabled(g.can_redo() and self.controller.can_act)
        m.concede_action.setVisible(self.kind.concede is not None and self.kind.concede_words is not None)
        if self.kind.concede_words is not None:  # in the game's words
            m.concede_action.setText(self.kind.concede_words()[0])
        m.rules_action.setEnabled(bool(games.game_of(g).rules_pages))
        m.how_to_play_action.setEnabled(self.kind.how_to_play is not None)
        m.concede_action.setEnabled(
            self.kind.concede is not None
            and not g.over
            and not self.controller.replaying
            and self.controller.computer_for(games.game_of(g).side(self.kind.concede)) is None
        )
        m.reveal_action.setChecked(self.controller.reveal)
        self.seat.gate_reveals()

    def _ready_for_enter(self) -> None:
        """A step waits for Enter (a confirmation, Hand over) or may be left by
        Esc (a pick, ``Gateway.steps_back``; found playing: Esc after a group's
        button reached nothing until the board was clicked): the board takes
        the keys, unless the player is typing somewhere."""
        c = self.controller
        waits = c.pending is not None or c.handing_to is not None or (c.can_act and c.game.steps_back())
        if waits and not isinstance(QApplication.focusWidget(), QLineEdit):
            self.view.setFocus()

    # ------------------------------------------------------------------ languages
    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.WindowStateChange and hasattr(
            getattr(self, "menus", None), "full_screen_action"
        ):
            self.menus.full_screen_action.setChecked(self.isFullScreen())
        if (
            event.type() == QEvent.Type.LanguageChange
            and not getattr(self, "_retranslating", False)
            and self._controller is not None
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
        self.menus.rebuild()
        self.help.close_reference()
        if c.replay is not None:  # c.replaying
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

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event: QCloseEvent) -> None:
        self.computer.stop()
        self.layout_keeper.save()
        self.files.write_autosave()
        self.autosave.flush()
        super().closeEvent(event)
