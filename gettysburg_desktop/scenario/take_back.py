"""Undo against the computer (issue 16): the player's last decision is
taken back together with the computer's replies since.

The kernel's undo stops at the other side's first decision (Rally the
Troops' policy, kernel/gateway.py): right for two people at one screen, who
have both seen the position, but against the computer it would leave the
player nothing to take back once the computer has answered. So the game
goes back to the position before the player's last decision by replaying
its record up to there (the same seed: the same dice stream), keeping the
kernel's other rules: a roll is never taken back, nor a decision that
showed something hidden (Board.reveal). If dice were rolled or something
hidden was shown since that decision, the reason says so and nothing changes.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

from gettysburg_desktop.kernel.gateway import Gateway
from gettysburg_desktop.kernel.said import said

from .record import replay
from .session import GameSession

ROLLED_SINCE = said("dice were rolled since your last decision: rolls are never taken back")
NO_DECISION = said("you have taken no decision yet")
OVER = said("the game is over")


class NoTakeBack(ValueError):
    """Why the player's last decision can't be taken back (a Said)."""

    def __init__(self, why) -> None:
        super().__init__(str(why))
        self.why = why


def take_back_point(game: Gateway, people: set[Hashable]) -> int:
    """The number of actions before the last decision of one of ``people``
    (the sides a person plays); NoTakeBack if there is none, the game is
    over or dice were rolled since."""
    if game.over:
        raise NoTakeBack(OVER)
    for k in range(len(game.log) - 1, 0, -1):
        entry = game.log[k]
        if entry.faces:
            raise NoTakeBack(ROLLED_SINCE)
        if entry.revealed:  # something hidden was shown since (an enemy came into sight): never taken back
            raise NoTakeBack(entry.revealed)
        if entry.side in people:
            return entry.ply - 1
    raise NoTakeBack(NO_DECISION)


def taken_back(session: GameSession, n: int, source: str = "the game") -> GameSession:
    """The game after its first ``n`` actions, with its players, seed and
    set-up: replayed from its record, so the dice stream is where it was."""
    record = session.record()
    head = replace(record, actions=record.actions[:n], shown_everything=[k for k in record.shown_everything if k <= n])
    game = replay(head, source)
    game.set_undo(True, "a decision was taken back")
    return GameSession(game, head)
