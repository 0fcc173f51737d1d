"""The game: Gettysburg's gateway (gateway.py, on the kernel's:
kernel/gateway.py) playing the ruleset ``GETTYSBURG`` (ruleset.py), with
what a player is shown of it (``view(side)``, view.py; ``choices()``,
choices.py). Everyone (the window, records, the CLI, tests) uses ``Game``;
the names the kernel, the gateway and the board define are re-exported
here, so ``from gettysburg_desktop.games.gettysburg.rules.game import IllegalAction`` and the
like keep working.

Threads: a Game and everything it holds belong to one thread at a time. Two
games (a game and its clones, say) may run in two threads at once: they
share only immutable data (the scenario, the battlefield and its range
cache, the shared ``Action`` values), whose caches are filled with whole
dict operations, safe under the GIL.
"""

from __future__ import annotations

from .base_board import OTHER, RESULT_WORDS, EngineError
from .choices import Choice, choices, choices_at
from .gateway import CONCEDE, Gateway, IllegalAction, Prompt, Undone
from .pieces import Side
from .ruleset import GETTYSBURG
from .view import view

__all__ = ["CONCEDE", "OTHER", "RESULT_WORDS", "EngineError", "Game", "IllegalAction", "Prompt", "Undone"]


class Game(Gateway):
    """The gateway with the player's view of it."""

    ruleset = GETTYSBURG

    def view(self, side: Side | None, reveal: bool = False) -> dict:
        return view(self, side, reveal)

    def choices(self) -> list[Choice]:
        """Every legal action with what a click means by it (choices.py)."""
        return choices(self)

    def choices_at(self, **clicked) -> list[Choice]:
        """The legal actions a click can mean: ``unit=``, ``place=``,
        ``border=(a, b)``, ``value=``, ``colour=`` (choices.py)."""
        return choices_at(self, **clicked)
