"""The free table as data: its size, its terrain features, its sectors,
deployment zones and objectives. What a feature's kind means (how it slows
a move, blocks sight, gives cover) is the game's: a kind here is only a word
(``"wood"``, ``"hill"``, ``"wall"``), looked up in the game's tables.

A feature is a polygon (a wood, a hill, a building) or a line with a width
(a road, a river, a wall); ``area`` is the ground it covers either way.
``features_touching`` finds the features a shape touches through one
STRtree per table, so a swept move or a sight line asks only the few
features near it.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from .bases import EPS, Point


@dataclass(frozen=True)
class Feature:
    """A terrain piece: a polygon (``outline``) or a line (``line``) with a ``width``."""

    id: str
    kind: str
    outline: tuple[Point, ...] = ()
    line: tuple[Point, ...] = ()
    width: float = 0.0
    name: str = ""

    @cached_property
    def area(self) -> BaseGeometry:
        """The ground the feature covers (a line grown to its width, flat-ended)."""
        if self.outline:  # "structure": an outline with a slit to a hole reads as the polygon with its hole
            return shapely.make_valid(shapely.Polygon(self.outline), method="structure", keep_collapsed=False)
        return shapely.LineString(self.line).buffer(self.width / 2, cap_style="flat", join_style="mitre")

    @property
    def is_line(self) -> bool:
        return not self.outline


@dataclass(frozen=True)
class Objective:
    """An objective marker: where it stands, what it is worth, what the players call it."""

    id: str
    at: Point
    points: int = 0
    name: str = ""

    @property
    def called(self) -> str:
        """Its name, else its id (what a log or a tooltip says)."""
        return self.name or self.id


@dataclass(frozen=True)
class Table:
    """A rectangle ``width`` by ``depth`` from (0, 0), with its features,
    its sector grid (squares of ``sector`` a side, 0: none), its named
    zones (deployment zones, halves) and its objectives (table_file.py
    reads and writes it)."""

    width: float
    depth: float
    features: tuple[Feature, ...] = ()
    sector: float = 0.0
    zones: dict[str, tuple[Point, ...]] = field(default_factory=dict)
    objectives: tuple[Objective, ...] = ()
    #: what its file calls it, and the unit of its lengths ("inch", "mm")
    id: str = ""
    name: str = ""
    unit: str = "inch"
    #: the id of the game the table is drawn for ("": the first game played on tables, as before the field)
    game: str = ""

    def __hash__(self) -> int:
        # made once (found profiling: the rules' caches keyed by the table hashed its every feature's
        # points on each call); not pickled, as a string's hash differs between processes
        h = self.__dict__.get("_hash")
        if h is None:
            h = hash((self.id, self.width, self.depth, self.features, self.sector, self.objectives))
            self.__dict__["_hash"] = h
        return h

    def __getstate__(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if k != "_hash"}

    @cached_property
    def outline(self) -> Polygon:
        return shapely.box(0.0, 0.0, self.width, self.depth)

    @cached_property
    def _on_table_area(self) -> Polygon:
        """The outline grown by EPS, made once (found profiling: grown anew for each shape asked about, a
        fifth of a random ACW battle's time)."""
        return self.outline.buffer(EPS)

    def on_table(self, shape: BaseGeometry) -> bool:
        """The shape lies on the table (its edge may touch the table's)."""
        return bool(self._on_table_area.covers(shape))

    # --- features
    @cached_property
    def feature(self) -> dict[str, Feature]:
        return {f.id: f for f in self.features}

    @cached_property
    def _tree(self) -> shapely.STRtree:
        return shapely.STRtree([f.area for f in self.features])

    def features_touching(self, shape: BaseGeometry, kinds: Iterable[str] | None = None) -> list[Feature]:
        """The features whose ground ``shape`` touches or overlaps (of ``kinds``
        if given), in the table's order."""
        wanted = None if kinds is None else set(kinds)
        hits = sorted(int(i) for i in self._tree.query(shape, predicate="intersects"))
        return [self.features[i] for i in hits if wanted is None or self.features[i].kind in wanted]

    def features_under(self, shape: BaseGeometry, kinds: Iterable[str] | None = None) -> list[Feature]:
        """The features whose inside ``shape`` overlaps (not only touches)."""
        return [f for f in self.features_touching(shape, kinds) if shape.relate_pattern(f.area, "T********")]

    # --- sectors
    @property
    def rows(self) -> int:
        return _count(self.depth, self.sector)

    @property
    def columns(self) -> int:
        return _count(self.width, self.sector)

    def sectors(self) -> Iterator[tuple[str, Polygon]]:
        """Every sector's name and square: rows lettered from the first
        player's edge (y = 0: row A), columns numbered from the left (A1, A2
        ...); a last row or column the size does not fill is narrower."""
        for r in range(self.rows):
            for c in range(self.columns):
                yield sector_name(r, c), self.sector_shape(r, c)

    def sector_shape(self, row: int, column: int) -> Polygon:
        s = self.sector
        return shapely.box(column * s, row * s, min((column + 1) * s, self.width), min((row + 1) * s, self.depth))

    def sector_at(self, point: Point) -> str | None:
        """The name of the sector ``point`` lies in (a point on a border: the
        one above and to the right), or None off the table or with no grid."""
        x, y = point
        if not self.sector or not (0 <= x <= self.width and 0 <= y <= self.depth):
            return None
        row = min(int(y // self.sector), self.rows - 1)
        column = min(int(x // self.sector), self.columns - 1)
        return sector_name(row, column)

    def sector_named(self, name: str) -> Polygon:
        """The square of the sector ``name`` ("C4"); a KeyError for none."""
        row, column = parse_sector(name)
        if not (0 <= row < self.rows and 0 <= column < self.columns):
            raise KeyError(f"no sector {name!r} on a table of {self.rows} rows and {self.columns} columns")
        return self.sector_shape(row, column)

    # --- zones
    def zone(self, name: str) -> Polygon:
        return shapely.Polygon(self.zones[name])


def _count(length: float, step: float) -> int:
    if step <= 0:
        return 0
    n = int(length // step)
    return n + 1 if length - n * step > EPS else n


def sector_name(row: int, column: int) -> str:
    """ "A1" for the first row and column; rows past Z go on AA, AB ..."""
    letters = ""
    r = row
    while True:
        letters = string.ascii_uppercase[r % 26] + letters
        r = r // 26 - 1
        if r < 0:
            break
    return f"{letters}{column + 1}"


def parse_sector(name: str) -> tuple[int, int]:
    """(row, column) of a sector's name, both from 0; a KeyError for a name that is none."""
    letters = name.rstrip("0123456789")
    digits = name[len(letters) :]
    if not letters or not digits or not letters.isalpha() or not letters.isupper() or int(digits) < 1:
        raise KeyError(f"{name!r} is not a sector's name (a row's letter and a column's number, such as C4)")
    row = 0
    for ch in letters:
        row = row * 26 + (ord(ch) - ord("A") + 1)
    return row - 1, int(digits) - 1
