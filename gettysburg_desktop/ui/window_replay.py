"""A replay in the play window: a saved game (Game > Replay) or the game
just played (Replay at its end) stepped through in the window, while the
game being played waits for *Back to the game*, or is put away for *Play on
from here*. What the replay shows is what the side at the screen may know
(R-ACT-2), and nothing of it is out of reach behind the hand-over curtain."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gettysburg_desktop.display.words import plural, side_name
from gettysburg_desktop.scenario.record import RecordError
from gettysburg_desktop.scenario.session import GameSession, Replay

from .game_kinds import not_shown_here, shown_here, window_game
from .question import ask


class ReplayMode(QObject):
    """The replay on screen and the game it waits in front of."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.w = window
        #: the game being played while a replay is shown: (session, reveal, path, viewer)
        self.live: tuple | None = None
        #: the replay on screen is of the game being played (Replay.is_of): its Show everything is the game's
        self.of_live = False

    def played(self) -> GameSession:
        """The game being played: the one on screen, or the one a replay was opened in."""
        return self.live[0] if self.w.controller.replaying and self.live is not None else self.w.session

    def open_replay(self, path: str | None = None) -> bool:
        """Step through a saved or finished game (Replay)."""
        w = self.w
        if w.controller.waiting_for is not None:
            return False  # not behind the hand-over curtain (R-ACT-2)
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                w, self.tr("Replay a saved game"), w.files.folder(), self.tr("Game records (*.yaml *.yml)")
            )
            if not path:
                return False
        try:
            replay = Replay.open(path)
        except RecordError as exc:
            QMessageBox.warning(w, self.tr("The game can't be replayed"), str(exc))
            return False
        if not shown_here(replay.game):
            QMessageBox.warning(w, self.tr("The game can't be replayed"), not_shown_here(replay.game, path))
            return False
        self._enter(replay, path)
        w.files.remember(path)
        return True

    def replay_this_game(self) -> None:
        """The game just played, from its start (a finished game's replay)."""
        w = self.w
        if w.controller.waiting_for is not None:
            return  # not behind the hand-over curtain (R-ACT-2)
        replay = Replay(w.session.record(), w.path or "game")
        self._enter(replay, w.path)
        w.controller.step_to(0)

    def _enter(self, replay: Replay, path: str | None) -> None:
        """Show ``replay``; the game being played waits for *Back to the game*."""
        w = self.w
        c = w.controller
        if not c.replaying:
            self.live = (w.session, c.reveal, w.path, c.viewer if c.waiting_for is None else None)
        # what the side at the screen may know (R-ACT-2): a finished game
        # shows everything, as its end does; else that side's view, unless
        # Show everything is on (asked, logged and recorded as in the game)
        replay.seen_from(self.live[3] if self.live is not None else None)
        live = self.live[0] if self.live is not None else None
        self.of_live = live is not None and not live.game.over and replay.is_of(live)
        # the game's own Show everything holds only for a replay of that game under way (a finished
        # game shows everything, but that says nothing of another record's secrets)
        reveal = replay.finished or not replay.kind.hides or (self.of_live and self.live is not None and self.live[1])
        w.set_session(GameSession(replay.game, replay.record), reveal=reveal, path=path, replay=replay)
        if self.live is None:
            return
        secrets = w.kind.secrets
        if not replay.kind.hides or secrets is None:  # a game that hides nothing has no secrets to speak of
            text = self.tr("A replay. Back to the game (Esc) returns to the game you were playing.")
        elif reveal:
            text = secrets.replay_revealed()
        elif replay.viewer is None:
            text = secrets.replay_spectator()
        else:
            text = secrets.replay_side(side_name(replay.viewer))
        w.status.setText(text)

    def leave_replay(self) -> None:
        """Back to the game that was being played, where it was: the same
        position, the same player at the screen, its file and its settings."""
        w = self.w
        if not w.controller.replaying or self.live is None:
            return
        session, reveal, path, viewer = self.live
        w.set_session(session, reveal=reveal, path=path)
        if viewer is not None and w.controller.waiting_for is viewer:
            w.controller.take_over()  # the player who opened the replay goes on: no hand-over
            w.controller.recent = {}
            w.controller.refresh()
        n = len(session.game.history)
        w.status.setText(
            self.tr("Back to the game: {period}, {after}.").format(
                period=w.kind.stage(session.game),
                after=plural(n, self.tr("after {n} action"), self.tr("after {n} actions")),
            )
        )
        w.view.setFocus()

    def play_on_from_replay(self) -> bool:
        """*Play on from here*: the replayed game from the step shown is the
        game now, in the hot seat. The game that was being played is put
        away, so a game under way is not dropped on one click: it asks."""
        w = self.w
        live = self.live[0].game if self.live is not None else None
        if live is not None and live.history and not live.over:
            n = len(live.history)
            text = self.tr(
                "The game you were playing ({period}, {after}) is put away: the next start offers it "
                "as an unfinished game. Play goes on from this step of the replay."
            ).format(
                period=window_game(live).stage(live),
                after=plural(n, self.tr("after {n} action"), self.tr("after {n} actions")),
            )
            if not ask(w, self.tr("Play on from here?"), text, self.tr("Play on from here"), "PlayOn"):
                return False
            w.files.put_away_game_under_way()
        self.live = None
        w.seat.solo = False
        w.controller.play_on()
        w.seat.gate_reveals()
        return True

    def step_shown(self, events: list) -> None:
        """A replay's step moves the Dice panel with it (the log follows the game shown)."""
        if self.w.controller.replaying:
            self.w.dice.show_step(events)
