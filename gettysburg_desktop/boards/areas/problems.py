"""A problem found in a map: what, where in the file, and where on the board."""

from __future__ import annotations

import math
from dataclasses import dataclass

from .shapes import Point


def format_number(value: float, digits: int = 1) -> str:
    """Round to ``digits`` decimals and write minimally: 340.0 -> '340', 12.5 -> '12.5'."""
    value = round(float(value), digits)
    if not math.isfinite(value):
        return str(value)
    if value == int(value):
        return str(int(value))
    return repr(value)


@dataclass(frozen=True, slots=True)
class Problem:
    """One map problem. ``code`` is a stable short name for tests and filters
    (e.g. "overlap", "gap"); ``location`` is a board point the editor can zoom to.
    """

    file: str
    item_kind: str  # "area", "entry box", "road", "scenery", "map"
    item_id: str
    code: str
    message: str
    location: Point | None = None

    def __str__(self) -> str:
        text = f"{self.file}: {self.item_kind} {self.item_id!r}: {self.message}"
        if self.location is not None:
            x, y = self.location
            text += f" near ({format_number(x)}, {format_number(y)})"
        return text


#: Problems that make the geometry wrong; the rest are the game's demands or
#: likely mistakes ("warning"). Any problem at all keeps the game from loading
#: the map. The editor's Validation dock and `cli validate` both word each
#: problem's severity from this one list.
ERROR_CODES = frozenset(
    {
        "id",
        "duplicate-id",
        "terrain",
        "stars",
        "degenerate",
        "closing-point",
        "self-intersection",
        "outside-board",
        "overlap",
        "gap",
        "uncovered",
        "unknown-area",
        "road-kind",
        # box maps (Norden & Süden, scenario.box_map_check)
        "link-end",
        "ns-map",
        # free tables (boards/table/table_file.py, a game's checks of its tables)
        "table-file",
    }
)


def severity(problem: Problem) -> str:
    """ "error" or "warning"."""
    return "error" if problem.code in ERROR_CODES else "warning"
