"""What a game played on the free table gives the table editor
(editing/table_window.py): its kinds of terrain and how each is drawn, what
its rules check on a table beyond the file's own checks, what an objective
is worth there, its deployment zones, a new table to start from and the
files of a play-test. The window names no game; a game's editor part
(editing/editor_part.py) opens the window with its ``TableGame``."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gettysburg_desktop.boards.areas.problems import Problem
from gettysburg_desktop.boards.table.bases import Point
from gettysburg_desktop.boards.table.table import Objective, Table


@dataclass(frozen=True)
class TerrainKind:
    """A kind of terrain the game's rules know: its word in the file, its
    name for the author (a ``said`` text), whether it is drawn as a line
    with a width (a road, a wall) or an area (a wood), the width a new line
    of it starts with, and the rule that says what it does."""

    kind: str
    name: str
    line: bool = False
    width: float = 0.0
    rule: str = ""


@dataclass(frozen=True)
class TablePlaytest:
    """What a game's ``playtest_files`` wrote: the battle file the play-test's game is played from, the
    table's name and the two armies' (in the order of the game's sides), for the author's status bar."""

    scenario_path: Path
    table: str
    armies: tuple[str, str]


@dataclass(frozen=True)
class TableGame:
    #: the game's id (its registration's) and its name for the author
    game: str
    title: str
    #: the kinds of terrain, in the order the author picks from
    kinds: tuple[TerrainKind, ...]
    #: each kind's look (boards/table/qt/items.Look)
    looks: Mapping[str, Any]
    #: a new table, as File > New gives it
    new_table: Callable[[], Table]
    #: ``check(table, file)``: (problems that keep a game off the table, the
    #: rules' recommendations a game plays the table anyway with)
    check: Callable[[Table, str], tuple[list[Problem], list[Problem]]]
    #: ``zones(table, depth)``: the deployment zones' outlines by name for zones ``depth`` deep
    zones: Callable[[Table, float], dict[str, tuple[Point, ...]]]
    #: ``zone_depth(table)``: how deep the table's deployment zones are (0: none)
    zone_depth: Callable[[Table], float]
    #: ``worth(table, objective)``: what the objective is worth by the rules, in words ("" to show its points)
    worth: Callable[[Table, Objective], str] = lambda _t, _o: ""
    #: whether an objective's own points mean something in the game (else its place decides, as FL-OBJ-3)
    objective_points: bool = True
    #: ``playtest_files(table, folder)``: writes a game on the table under
    #: ``folder``; what it gives has ``scenario_path``
    playtest_files: Callable[[Table, Path], TablePlaytest] | None = None
    #: what a play-test started with, in the author's words
    playtest_started: Callable[[TablePlaytest], str] = lambda _files: ""
    #: the errors ``playtest_files`` refuses a table with (their text is the reason)
    playtest_refusals: tuple[type[Exception], ...] = ()
    #: kind -> its TerrainKind
    by_kind: dict[str, TerrainKind] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "by_kind", {k.kind: k for k in self.kinds})
