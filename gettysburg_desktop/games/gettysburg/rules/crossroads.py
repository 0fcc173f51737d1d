"""A small built-in test scenario, "crossroads" (issue 2, item 6).

A fictional 4 x 3 battlefield of twelve areas with every terrain, two stars
and a double star, roads and an unfinished railroad, 4-way vertex meetings
(every inner corner of the grid) and four entry boxes. It serves the CLI,
the tests and the playout benchmark without any map file, and stays as a
fixture once the real 1863 map exists.

    col:  0              1              2              3
    row 0 woods-north    hill-north*    station        creek
    row 1 ridge-west     mill           town           cemetery*
    row 2 orchard        ridge-south    farm-south     round-top**
"""

from __future__ import annotations

from .battlefield import Area, Battlefield, EntryBox, Terrain
from .pieces import Kind, Side
from .scenario import Reinforcement, Scenario, UnitSpec

C, H, R, T = Terrain.CLEAR, Terrain.HILL, Terrain.RIDGE, Terrain.TOWN

GRID = (
    (
        ("woods-north", "North Woods", C, 0),
        ("hill-north", "North Hill", H, 1),
        ("station", "Station", C, 0),
        ("creek", "Creek", C, 0),
    ),
    (
        ("ridge-west", "West Ridge", R, 0),
        ("mill", "Mill", C, 0),
        ("town", "Town", T, 0),
        ("cemetery", "Cemetery Hill", H, 1),
    ),
    (
        ("orchard", "Orchard", C, 0),
        ("ridge-south", "South Ridge", R, 0),
        ("farm-south", "South Farm", C, 0),
        ("round-top", "Round Top", H, 2),
    ),
)

ROADS = (
    ("ridge-west", "mill"),  # the pike
    ("mill", "town"),
    ("town", "cemetery"),
    ("town", "farm-south"),
    ("farm-south", "round-top"),
    ("hill-north", "station"),  # the unfinished railroad
    ("station", "town"),
)

ENTRY_BOXES = (
    EntryBox("west-pike", "West Pike", "ridge-west", "csa"),
    EntryBox("north-road", "North Road", "woods-north", "csa"),
    EntryBox("east-road", "East Road", "creek", "usa"),
    EntryBox("south-road", "South Road", "farm-south", "usa"),
)


def battlefield() -> Battlefield:
    areas = [Area(i, n, t, s) for row in GRID for (i, n, t, s) in row]
    ids = [[cell[0] for cell in row] for row in GRID]
    borders, corners = [], []
    for r in range(3):
        for c in range(4):
            if c < 3:
                borders.append((ids[r][c], ids[r][c + 1]))
            if r < 2:
                borders.append((ids[r][c], ids[r + 1][c]))
            if r < 2 and c < 3:  # every inner grid corner is a 4-way meeting
                corners.append((ids[r][c], ids[r + 1][c + 1]))
                corners.append((ids[r][c + 1], ids[r + 1][c]))
    return Battlefield.build(areas, borders, corners, ROADS, ENTRY_BOXES)


def _units(side: Side, kind: Kind, n: int) -> list[UnitSpec]:
    return [UnitSpec(f"{side.value}-{kind.value}-{i}", side, kind) for i in range(1, n + 1)]


def scenario() -> Scenario:
    csa = _units(Side.CSA, Kind.REGULAR, 6) + _units(Side.CSA, Kind.ELITE, 2) + _units(Side.CSA, Kind.ARTILLERY, 3)
    usa = (
        _units(Side.USA, Kind.REGULAR, 5)
        + _units(Side.USA, Kind.ELITE, 1)
        + _units(Side.USA, Kind.INFERIOR, 2)
        + _units(Side.USA, Kind.CAVALRY, 2)
        + _units(Side.USA, Kind.ARTILLERY, 3)
    )
    start = {
        "csa-regular-1": "ridge-west",
        "csa-regular-2": "ridge-west",
        "csa-artillery-1": "ridge-west",
        "csa-artillery-2": "ridge-west",
        "csa-regular-3": "west-pike",
        "csa-regular-4": "west-pike",
        "csa-artillery-3": "west-pike",
        "usa-cavalry-1": "hill-north",
        "usa-cavalry-2": "mill",
        "usa-regular-1": "town",
        "usa-regular-2": "town",
        "usa-artillery-1": "town",
        "usa-regular-3": "cemetery",
        "usa-inferior-1": "cemetery",
    }
    reinforcements = (
        # R-REIN-2: the die-rolled group.
        Reinforcement(
            1, Side.CSA, ("csa-regular-5", "csa-regular-6", "csa-elite-1"), ((1, 3, "west-pike"), (4, 6, "north-road"))
        ),
        Reinforcement(1, Side.USA, ("usa-regular-4", "usa-inferior-2", "usa-artillery-2"), ((1, 6, "east-road"),)),
        Reinforcement(2, Side.CSA, ("csa-elite-2",), ((1, 6, "west-pike"),)),
        Reinforcement(4, Side.USA, ("usa-regular-5", "usa-elite-1", "usa-artillery-3"), ((1, 6, "south-road"),)),
    )
    return Scenario(
        id="crossroads",
        name="Crossroads (built-in test scenario)",
        battlefield=battlefield(),
        units=tuple(csa + usa),
        start=start,
        reinforcements=reinforcements,
        union_order_boxes={"morning": 6, "midday": 6, "afternoon": 6, "night": 3},
        full_counts=False,
        notes="A fictional twelve-area battlefield for tests, tutorials and the benchmark.",
    )
