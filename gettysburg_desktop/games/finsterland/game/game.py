"""The game: the kernel's gateway playing ``FINSTERLAND``. The window,
records and tests use ``FinsterlandGame``."""

from __future__ import annotations

from typing import Any

from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.kernel.gateway import Gateway, IllegalAction, Prompt, Undone

from ..field.segments import broken
from .ruleset import FINSTERLAND
from .terrain_tasks import without

__all__ = ["FinsterlandGame", "IllegalAction", "Prompt", "Undone"]


class FinsterlandGame(Gateway):
    ruleset = FINSTERLAND

    @property
    def table(self) -> Table:
        """The battle's table, without the pieces of terrain the pioneers removed (FL-SPEC-6) and the
        parts of battlefield objects destroyed (FL-STR-3, D26)."""
        table: Table = self.tables.scenario.table
        removed = self.state.removed  # a piece left of a broken object (wood~1) is removed after it is made
        return without(broken(without(table, removed), self.state.demolished), removed)

    def view(self, side: Any, reveal: bool = False) -> dict[str, Any]:
        return self.ruleset.view(self, side, reveal)
