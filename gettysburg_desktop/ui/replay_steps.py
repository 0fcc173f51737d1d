"""A saved game stepped through, a part of the window's controller
(ui/controller.py; the buttons are ui/replay_bar.py): no action can be taken
while it replays; Play on from here leaves the replay and plays on from the
step shown."""

from __future__ import annotations

from gettysburg_desktop.scenario.session import GameSession


class ReplaySteps:
    """The steps of one controller's replay (its ``replay``, None when it plays)."""

    def __init__(self, controller) -> None:
        self._c = controller

    def step_to(self, n: int) -> None:
        """Show the replayed game after its first ``n`` actions."""
        c = self._c
        if c.replay is None:
            return
        game = c.replay.at(n)
        c.session = GameSession(game, c.replay.record)
        c.happened.emit(list(game.log[-1].events) if game.log else [])
        c.screen.sync()

    def play_on(self) -> None:
        """Leave the replay and play on from the step shown (the later actions are dropped)."""
        c = self._c
        if c.replay is None:
            return
        c.session = c.replay.session()
        c.replay = None
        c.viewer = None
        c.reveal = False  # play on: the window sets what the game shows (its players, its Show everything)
        c.moved.emit()
        c.screen.sync()
