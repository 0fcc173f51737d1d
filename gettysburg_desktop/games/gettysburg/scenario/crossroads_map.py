"""The built-in test battlefield "crossroads" (games/gettysburg/rules/crossroads.py) as a map
to draw: its twelve areas as a 4 x 3 grid of squares, its roads and railroad
through the centres, its entry boxes at the board edge. The rules keep the
hand-written graph; ``tests/scenario/test_crossroads_map.py`` checks that
this drawing has exactly that graph."""

from __future__ import annotations

import dataclasses

from gettysburg_desktop.boards.areas.shapes import AreaShape, BoardSize, EntryBoxShape, MapDocument, RoadLine
from gettysburg_desktop.boards.areas.topology import build_topology

from ..rules import crossroads
from ..rules.scenario import Scenario

CELL = 300.0
RAILROAD = {("hill-north", "station"), ("station", "town")}
#: entry box -> (column, row) of its area and the edge it sits on
BOX_EDGE = {"west-pike": "left", "north-road": "top", "east-road": "right", "south-road": "bottom"}


def _cell(area: str) -> tuple[int, int]:
    for r, row in enumerate(crossroads.GRID):
        for c, cell in enumerate(row):
            if cell[0] == area:
                return c, r
    raise KeyError(area)


def _centre(area: str) -> tuple[float, float]:
    c, r = _cell(area)
    return ((c + 0.5) * CELL, (r + 0.5) * CELL)


def crossroads_map() -> MapDocument:
    areas = []
    for r, row in enumerate(crossroads.GRID):
        for c, (aid, name, terrain, stars) in enumerate(row):
            x, y = c * CELL, r * CELL
            areas.append(
                AreaShape(
                    aid,
                    name,
                    terrain.value,
                    stars,
                    ((x, y), (x + CELL, y), (x + CELL, y + CELL), (x, y + CELL)),
                    (x + CELL / 2, y + CELL * 0.38),
                )
            )
    roads = []
    for a, b in crossroads.ROADS:
        kind = "railroad" if (a, b) in RAILROAD else "road"
        roads.append(RoadLine(f"{a}-to-{b}", f"{a} to {b}", kind, (_centre(a), _centre(b))))
    boxes = []
    for box in crossroads.ENTRY_BOXES:
        c, r = _cell(box.area)
        x, y = c * CELL, r * CELL
        w, h = 130.0, 40.0
        edge = BOX_EDGE[box.id]
        pos = {
            "left": (x + 4, y + CELL * 0.75),
            "top": (x + CELL - w - 4, y + 4),
            "right": (x + CELL - w - 4, y + CELL * 0.75),
            "bottom": (x + 4, y + CELL - h - 4),
        }[edge]
        boxes.append(EntryBoxShape(box.id, box.name, box.area, box.side, (pos[0], pos[1], w, h)))
    return MapDocument(
        "crossroads", "Crossroads", BoardSize(4 * CELL, 3 * CELL), tuple(areas), tuple(boxes), tuple(roads)
    )


def with_map(scenario: Scenario) -> Scenario:
    """The crossroads scenario with its drawing attached."""
    doc = crossroads_map()
    return dataclasses.replace(scenario, map_document=doc, topology=build_topology(doc))
