"""The game's seat in the play window: who sits at the screen, the hand-over
curtain between the players of a hot-seat game (R-ACT-2), and View > Show
everything, which ends the game's secrets for good (asked, and written in
the log and the saved game) and is out of reach behind the curtain."""

from __future__ import annotations

from PySide6.QtCore import QObject

from gettysburg_desktop.scenario import games

from .curtain import Curtain
from .question import ask


class HotSeat(QObject):
    """The curtain (``curtain``) and Show everything; ``solo``: the game on
    screen was started with Show everything (no hot seat to keep)."""

    def __init__(self, window, solo: bool) -> None:
        super().__init__(window)
        self.w = window
        self.solo = solo
        self.curtain = Curtain(window)
        self.curtain.lifted.connect(self._lift_curtain)
        self.curtain.take_back.connect(lambda: window.controller.undo())

    def handover(self, side) -> None:
        """``side`` comes to the screen (the curtain down until it says it is there); None: nobody waits."""
        w = self.w
        if side is None:
            self.curtain.hide()
        else:
            w.bubble.hide()
            c = w.controller
            secrets = w.kind.secrets
            self.curtain.set_note(secrets.curtain_note() if secrets is not None else "")
            self.curtain.show_for(side, take_back=c.can_take_back, other=c.kind.other(side))
        self.gate_reveals()

    def gate_reveals(self) -> None:
        """What would show the hidden block values is out of reach behind
        the hand-over curtain (R-ACT-2): a replay, Show everything."""
        w = self.w
        c = w.controller
        down = c.waiting_for is not None
        w.menus.replay_action.setEnabled(not down)
        # a game that hides nothing (games.py: hides) has nothing to show everything of
        w.menus.reveal_action.setEnabled(not down and games.game_of(c.game).hides)

    def _lift_curtain(self) -> None:
        self.w.controller.take_over()
        self.w.view.setFocus()

    def toggle_reveal(self) -> None:
        """View > Show everything, on or off."""
        w = self.w
        c = w.controller
        replay = w.replay_mode
        on = w.menus.reveal_action.isChecked()
        if on and c.waiting_for is not None:  # behind the curtain: never (the entry is disabled there)
            w.menus.reveal_action.setChecked(False)
            return
        if on and not c.reveal and self._hot_seat():
            if not self._ask_show_everything():
                w.menus.reveal_action.setChecked(False)
                return
            if not c.replaying or replay.of_live:
                replay.played().note_shown_everything()  # in the log and the saved record
            if c.replaying and replay.of_live:  # said where it was written; autosaved with the game
                w.autosave.write_soon(replay.played())
                if w.kind.secrets is not None:
                    w.status.setText(w.kind.secrets.written())
            elif c.replaying:  # another game's record: the game being played keeps its secrets
                w.status.setText(
                    self.tr("Show everything in this replay only: the game you were playing keeps its secrets")
                )
        c.set_reveal(on)
        if c.replaying and replay.live is not None and replay.of_live:  # one switch for the replay and its game
            replay.live = (replay.live[0], on, *replay.live[2:])
        w.files.write_autosave()

    def _hot_seat(self) -> bool:
        """A game under way whose secrets Show everything would end (two
        players at one screen, or a person against the computer), also
        from a replay of a game not over opened in it (R-ACT-2)."""
        c = self.w.controller
        if c.replaying:  # the replayed game's secrets, whatever game was on the screen before
            return not c.replay.finished and not self.solo
        return not self.w.replay_mode.played().game.over and not self.solo

    def _ask_show_everything(self) -> bool:
        return ask(
            self.w,
            self.tr("Show everything?"),
            self.w.kind.secrets.ask_show_everything() if self.w.kind.secrets is not None else "",
            self.tr("Show everything"),
            "ShowEverything",
        )
