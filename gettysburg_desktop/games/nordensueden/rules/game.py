"""The game: the kernel's gateway playing ``NORDEN_SUEDEN`` on an ``NSBoard``.
Everyone (the window, records, tests) uses ``NordenSuedenGame``."""

from __future__ import annotations

from gettysburg_desktop.kernel.gateway import Gateway, IllegalAction, Prompt, Undone

from .board import NSBoard
from .ruleset import NORDEN_SUEDEN
from .sides import Side

__all__ = ["IllegalAction", "NordenSuedenGame", "Prompt", "Undone"]


class NordenSuedenGame(Gateway, NSBoard):
    ruleset = NORDEN_SUEDEN

    def view(self, side: Side | None, reveal: bool = False) -> dict:
        return self.ruleset.view(self, side, reveal)
