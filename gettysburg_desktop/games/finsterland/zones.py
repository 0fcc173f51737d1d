"""Finsterland's deployment zones on a table (FL-FIELD-1, FL-FIELD-2,
FL-SETUP-3): a band along each player's edge, South's along y = 0, North's
along the far edge, as deep as the table's ``south-deployment`` zone says
(the recommended 8" where the table has none). The battle file and the
table editor read and write them here."""

from __future__ import annotations

from gettysburg_desktop.boards.table.bases import Point
from gettysburg_desktop.boards.table.table import Table

from .game.scenario import ZONE_DEPTH

SOUTH_ZONE, NORTH_ZONE = "south-deployment", "north-deployment"


def zone_depth(table: Table, default: float = ZONE_DEPTH) -> float:
    """How deep the table's deployment zones are: its ``south-deployment``
    zone's depth from South's edge, else ``default``."""
    outline = table.zones.get(SOUTH_ZONE)
    if not outline:
        return default
    return max(y for _x, y in outline)


def zone_bands(table: Table, depth: float) -> dict[str, tuple[Point, ...]]:
    """Both deployment zones ``depth`` deep on ``table`` (none for a depth of 0)."""
    if depth <= 0:
        return {}
    w, d = table.width, table.depth
    return {
        SOUTH_ZONE: ((0.0, 0.0), (w, 0.0), (w, depth), (0.0, depth)),
        NORTH_ZONE: ((0.0, d - depth), (w, d - depth), (w, d), (0.0, d)),
    }
