"""Command distance on the table (BB-CMD-8, -9; decision 8): the distance
from an element to its command element, nearest points, at the start of
the move; and whether the commander sees it: some clear line between the
two bases' corners and edge middles, judged on the terrain alone (woods,
BUAs, crests and hills block as for shooting, troops never: a mounted
officer sees over them)."""

from __future__ import annotations

from functools import lru_cache

import shapely

from gettysburg_desktop.boards.table.table import Table

from ..rules.pips import Reach
from ..rules.scale import paces
from .elements import Element
from .sight import Looker, blocked, height, shape_points


def commander_sees(table: Table, commander: Element, element: Element) -> bool:
    """BB-CMD-9: a clear line, terrain only, between the command element and the element."""
    return _sees(table, commander, element)


@lru_cache(maxsize=4096)
def _sees(table: Table, commander: Element, element: Element) -> bool:
    looker = Looker(commander.shape, commander.front, troops_block=False)
    eye = max(height(table, p) for p in shape_points(commander.shape))
    for a in shape_points(commander.shape):
        for b in shape_points(element.shape):
            line = shapely.LineString([a, b])
            if line.length <= 1e-9 or not blocked(table, line, looker, element.shape, (), eye=eye, elevated=eye > 0):
                return True
    return False


def reach(table: Table, commander: Element, element: Element) -> Reach:
    """BB-CMD-8, -9: the element's distance from its command element in paces, and whether it is seen."""
    distance = paces(float(commander.shape.distance(element.shape)))
    return Reach(distance, commander_sees(table, commander, element))
