"""The battles ACW-BBDBA ships (resources/acw_bbdba/): its armies as files
(army_file.py) and the first battle, the shipped armies of a period laid
out on a table (game/scenario.py ``from_armies``)."""

from __future__ import annotations

from importlib.resources import as_file, files

from gettysburg_desktop.boards.table.table import Feature, Table

from .army_file import load_army
from .game.scenario import Scenario, from_armies
from .rules.army import Army


def shipped_army(army_id: str) -> Army:
    """One of the armies the program ships (resources/acw_bbdba/)."""
    with as_file(files("gettysburg_desktop.resources").joinpath("acw_bbdba", f"{army_id}.yaml")) as path:
        return load_army(path)


#: the shipped armies of each period: the Union's, the Confederates'
ARMIES = {"early": ("potomac-1862", "northern-virginia-1862"), "late": ("potomac-1864", "northern-virginia-1864")}


def standard(periods: tuple[str, str] = ("early", "early")) -> Scenario:
    """The first battle: the shipped armies of the periods (the Union's, the Confederates') on a table with
    a wood, a hill with its crest, a village and a road."""
    features = (
        Feature("wood", "wood", ((150, 260), (260, 250), (280, 330), (170, 350)), name="Bloody Wood"),
        Feature("hill", "gentle hill", ((760, 240), (920, 230), (940, 360), (770, 370)), name="Seminary Ridge"),
        Feature("crest", "crest", line=((790, 300), (910, 295))),
        Feature("village", "bua", ((560, 290), (640, 290), (640, 340), (560, 340)), name="Cashtown"),
        Feature("road", "road", line=((600, 0), (600, 600)), width=12, name="Pike"),
    )
    table = Table(1200, 600, features, id="standard", name="Meeting engagement", unit="mm")
    union = shipped_army(ARMIES[periods[0]][0])
    confederate = shipped_army(ARMIES[periods[1]][1])
    return from_armies(table, union, confederate, "standard", "Meeting engagement")
