"""The game: the kernel's gateway playing ``FINSTERLAND``. The window,
records and tests use ``FinsterlandGame``."""

from __future__ import annotations

from typing import Any

from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.kernel.gateway import Gateway, IllegalAction, Prompt, Undone

from .ruleset import FINSTERLAND

__all__ = ["FinsterlandGame", "IllegalAction", "Prompt", "Undone"]


class FinsterlandGame(Gateway):
    ruleset = FINSTERLAND

    @property
    def table(self) -> Table:
        table: Table = self.tables.scenario.table
        return table

    def view(self, side: Any, reveal: bool = False) -> dict[str, Any]:
        return self.ruleset.view(self, side, reveal)
