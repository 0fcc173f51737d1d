"""The free table's file (docs/table-format.md): a table in YAML, read with
every problem named by file, place and what is wrong, written readably and
atomically, read back the same.

```yaml
format_version: 1
kind: table
game: finsterland              # the game it is drawn for (optional)
id: two-woods
name: Two woods and a road
unit: inch
width: 48
depth: 48
sector: 8
zones:
  south-deployment: [[0, 0], [48, 0], [48, 8], [0, 8]]
features:
  - {id: birch-wood, kind: wood, outline: [[10, 10], [20, 10], [20, 20], [10, 20]], name: Birch wood}
  - {id: mill-road, kind: road, line: [[0, 5], [48, 5]], width: 1}
objectives:
  - {id: mill, at: [24, 24], points: 3}
```

A feature's kind is a word of the game's (its terrain table says what a
wood or a wall does); the board checks the shape: an outline of three
points or more that does not cross itself, on the table; a line of two
points or more with a width, its middle on the table (a road may run off an
edge); ids unique; objectives and zones on the
table; the sector grid's size.
"""

from __future__ import annotations

import os
import re
from typing import Any

import shapely

from gettysburg_desktop.files import reading
from gettysburg_desktop.files import yaml_text as yt
from gettysburg_desktop.files.atomic_file import atomic_write_text
from gettysburg_desktop.files.reading import Abandon, FileProblems, attempt, check_version
from gettysburg_desktop.files.yaml_safe import YamlReadError, read_yaml
from gettysburg_desktop.files.yaml_safe import describe as _describe

from .bases import EPS, Point
from .table import Feature, Objective, Table

#: the top-level ``kind`` that tells a table from the other files
KIND = "table"
FORMAT_VERSION = 1
#: an id: lower-case ASCII letters and digits in words joined by hyphens
ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*\Z")

_TOP_REQUIRED = ("format_version", "kind", "id", "name", "width", "depth")
_TOP_OPTIONAL = ("game", "unit", "sector", "zones", "features", "objectives")
_FEATURE_REQUIRED = ("id", "kind")
_FEATURE_OPTIONAL = ("outline", "line", "width", "name")
_OBJECTIVE_REQUIRED = ("id", "at")
_OBJECTIVE_OPTIONAL = ("points", "name")


class TableFileError(FileProblems):
    """A table file that can't be read: every problem, ``source: place: problem``."""


def is_table_data(data: Any) -> bool:
    """Whether data read from a file is a table (``kind: table``)."""
    return isinstance(data, dict) and data.get("kind") == KIND


def is_table(path: str | os.PathLike[str]) -> bool:
    try:
        return is_table_data(read_yaml(path))
    except YamlReadError:
        return False


def game_of(path: str | os.PathLike[str]) -> str:
    """The game the table at ``path`` says it is drawn for ("" where it says none, or is no table)."""
    try:
        data = read_yaml(path)
    except YamlReadError:
        return ""
    game = data.get("game") if is_table_data(data) else None
    return game if isinstance(game, str) else ""


def load_table(path: str | os.PathLike[str]) -> Table:
    """The table in the file ``path``; TableFileError naming every problem."""
    return reading.load(path, parse_table, TableFileError)


def load_table_text(text: str, name: str = "<text>") -> Table:
    return reading.load_text(text, name, parse_table, TableFileError)


def parse_table(data: Any, source: str) -> Table:
    return reading.parse(data, source, _parse, ShapeReader, TableFileError, "a table")


class ShapeReader(reading.Reader):
    """A reader of the table's values: points, outlines, lengths (a game's files on the table read them too)."""

    def point(self, value: Any, place: str) -> Point:
        if not isinstance(value, list) or len(value) != 2:
            raise self.fail(place, f"expected a point [x, y], got {_describe(value)}")
        x = attempt(self.number, value[0], f"{place}[0]")
        y = attempt(self.number, value[1], f"{place}[1]")
        if x is None or y is None:
            raise Abandon()
        return (x, y)

    def points(self, value: Any, place: str, least: int) -> tuple[Point, ...]:
        if not isinstance(value, list):
            raise self.fail(place, f"expected a list of points [[x, y], ...], got {_describe(value)}")
        out = [attempt(self.point, p, f"{place}[{j}]") for j, p in enumerate(value)]
        if None in out:
            raise Abandon()
        if len(set(out)) < least:
            raise self.fail(place, f"expected at least {least} different points, got {len(set(out))}")
        return tuple(p for p in out if p is not None)

    def size(self, value: Any, place: str) -> float:
        n = self.number(value, place)
        if n <= 0:
            raise self.fail(place, f"expected a length above 0, got {_describe(value)}")
        return n


def _parse(r: ShapeReader, data: Any, source: str) -> Table:
    if data is None:
        raise r.fail("", "the file is empty; expected a table (format_version, kind: table, id, name, width, depth)")
    data = r.mapping(data, "", _TOP_REQUIRED, _TOP_OPTIONAL)
    check_version(r, data["format_version"], FORMAT_VERSION)
    if data["kind"] != KIND:
        r.note("kind", f"expected {KIND!r} (a table), got {_describe(data['kind'])}")
    table_id = attempt(read_id, r, data["id"], "id")
    name = attempt(r.text, data["name"], "name")
    game = "" if data.get("game") is None else attempt(read_id, r, data["game"], "game")
    unit = attempt(r.text, data.get("unit", "inch"), "unit")
    width = attempt(r.size, data["width"], "width")
    depth = attempt(r.size, data["depth"], "depth")
    sector = 0.0 if data.get("sector") is None else attempt(r.size, data["sector"], "sector")
    if None in (table_id, name, game, unit, width, depth, sector):
        raise Abandon()
    board = shapely.box(0.0, 0.0, width, depth).buffer(EPS)
    zones = attempt(_zones, r, data.get("zones"), board) or {}
    features = _listed(r, data, "features", lambda value, i: _feature(r, value, i, board))
    objectives = _listed(r, data, "objectives", lambda value, i: _objective(r, value, i, board))
    return Table(
        id=table_id,
        name=name,
        unit=unit,
        width=width,
        depth=depth,
        features=tuple(features),
        sector=sector,
        zones=zones,
        objectives=tuple(objectives),
        game=game or "",
    )


def read_id(r: reading.Reader, value: Any, place: str) -> str:
    """An id: lower-case letters, digits and hyphens."""
    text = r.text(value, place)
    if not ID.match(text):
        raise r.fail(place, f"{text!r} is not an id: use lower-case letters, digits and hyphens (birch-wood)")
    return text


def _listed(r: ShapeReader, data: dict, key: str, read) -> list:
    """The list under ``key``, each item read by ``read(value, index)``; an id given twice is a problem."""
    if data.get(key) is None:
        return []
    out: list = []
    seen: dict[str, int] = {}
    for i, value in enumerate(attempt(r.items, data, key) or []):
        item = attempt(read, value, i)
        if item is None:
            continue
        if item.id in seen:
            r.note(f"{key}[{i}] ({item.id}).id", f"duplicate id {item.id!r} (also {key}[{seen[item.id]}])")
            continue
        seen[item.id] = i
        out.append(item)
    return out


def _place(key: str, i: int, value: Any) -> str:
    ident = value.get("id") if isinstance(value, dict) else None
    return f"{key}[{i}] ({ident})" if isinstance(ident, str) else f"{key}[{i}]"


def _feature(r: ShapeReader, value: Any, i: int, board) -> Feature:
    place = _place("features", i, value)
    d = r.mapping(value, place, _FEATURE_REQUIRED, _FEATURE_OPTIONAL)
    before = len(r.found)
    feature_id = attempt(read_id, r, d["id"], f"{place}.id")
    kind = attempt(r.text, d["kind"], f"{place}.kind")
    name = attempt(r.text, d.get("name", ""), f"{place}.name")
    outline: tuple[Point, ...] = ()
    line: tuple[Point, ...] = ()
    width = 0.0
    if ("outline" in d) == ("line" in d):
        r.note(place, "give either an outline (an area: a wood, a hill) or a line with a width (a road, a wall)")
    elif "outline" in d:
        outline = attempt(r.points, d["outline"], f"{place}.outline", 3) or ()
        if "width" in d:
            r.note(f"{place}.width", "an outline has no width (a line has)")
        if outline and not shapely.Polygon(outline).is_valid:
            r.note(f"{place}.outline", "the outline crosses itself: trace its edge once round")
    else:
        line = attempt(r.points, d["line"], f"{place}.line", 2) or ()
        if "width" not in d:
            r.note(place, "a line needs a width (how wide the road, river or wall is)")
        else:
            width = attempt(r.size, d["width"], f"{place}.width") or 0.0
    if len(r.found) > before or feature_id is None or kind is None or name is None:
        raise Abandon()
    feature = Feature(feature_id, kind, outline=outline, line=line, width=width, name=name)
    off = off_table(feature, board)
    if off:
        raise r.fail(place, off)
    return feature


def off_table(feature: Feature, board) -> str:
    """Why ``feature`` does not lie on ``board`` (the table's rectangle, grown
    by EPS), or "": an area lies on the table; a line's middle does (a road
    may run off the edge, its width with it)."""
    shape = feature.area if feature.outline else shapely.LineString(feature.line)
    if board.covers(shape):
        return ""
    x0, y0, x1, y1 = (yt.number(round(v, 2)) for v in shape.bounds)
    return f"reaches off the table (it spans x {x0} to {x1}, y {y0} to {y1})"


def _objective(r: ShapeReader, value: Any, i: int, board) -> Objective:
    place = _place("objectives", i, value)
    d = r.mapping(value, place, _OBJECTIVE_REQUIRED, _OBJECTIVE_OPTIONAL)
    objective_id = attempt(read_id, r, d["id"], f"{place}.id")
    at = attempt(r.point, d["at"], f"{place}.at")
    name = attempt(r.text, d.get("name", ""), f"{place}.name")
    points = d.get("points", 0)
    if isinstance(points, bool) or not isinstance(points, int) or points < 0:
        r.note(f"{place}.points", f"expected a whole number of points, 0 or more, got {_describe(points)}")
        points = None
    if at is not None and not board.covers(shapely.Point(at)):
        r.note(f"{place}.at", f"({yt.number(at[0])}, {yt.number(at[1])}) is off the table")
        at = None
    if objective_id is None or at is None or points is None or name is None:
        raise Abandon()
    return Objective(objective_id, at, points, name)


def _zones(r: ShapeReader, value: Any, board) -> dict[str, tuple[Point, ...]]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise r.fail("zones", f"expected a mapping of names to outlines, got {_describe(value)}")
    out = {}
    for name, outline in value.items():
        place = f"zones.{name}"
        points = attempt(r.points, outline, place, 3)
        if points is None:
            continue
        shape = shapely.Polygon(points)
        if not shape.is_valid:
            r.note(place, "the outline crosses itself: trace its edge once round")
        elif not board.covers(shape):
            r.note(place, "reaches off the table")
        else:
            out[str(name)] = points
    return out


# --- writing -------------------------------------------------------------------------------------
def dump_table(table: Table) -> str:
    """Readable, byte-stable YAML, the table's own order; defaults left out."""

    def pts(points: tuple[Point, ...]) -> str:
        return "[" + ", ".join(yt.point(p) for p in points) + "]"

    out = [
        f"format_version: {FORMAT_VERSION}",
        f"kind: {KIND}",
        *([f"game: {yt.string(table.game)}"] if table.game else []),
        f"id: {yt.string(table.id)}",
        f"name: {yt.string(table.name)}",
        f"unit: {yt.string(table.unit)}",
        f"width: {yt.number(table.width)}",
        f"depth: {yt.number(table.depth)}",
    ]
    if table.sector:
        out.append(f"sector: {yt.number(table.sector)}")
    if table.zones:
        out.append("zones:")
        out.extend(f"  {yt.string(name)}: {pts(points)}" for name, points in table.zones.items())
    if table.features:
        out.append("features:")
        for f in table.features:
            parts = [f"id: {yt.string(f.id, flow=True)}", f"kind: {yt.string(f.kind, flow=True)}"]
            parts += (
                [f"outline: {pts(f.outline)}"]
                if f.outline
                else [f"line: {pts(f.line)}", f"width: {yt.number(f.width)}"]
            )
            if f.name:
                parts.append(f"name: {yt.string(f.name, flow=True)}")
            out.append("  - {" + ", ".join(parts) + "}")
    if table.objectives:
        out.append("objectives:")
        for o in table.objectives:
            parts = [f"id: {yt.string(o.id, flow=True)}", f"at: {yt.point(o.at)}"]
            if o.points:
                parts.append(f"points: {o.points}")
            if o.name:
                parts.append(f"name: {yt.string(o.name, flow=True)}")
            out.append("  - {" + ", ".join(parts) + "}")
    return "\n".join(out) + "\n"


def save_table(table: Table, path: str | os.PathLike[str]) -> None:
    """Write ``table`` to ``path`` atomically: the previous file survives any failure."""
    atomic_write_text(path, dump_table(table))


# --- the command line's validate -----------------------------------------------------------------
def validate(path: str | os.PathLike[str]) -> tuple[str, str, int]:
    """``gettysburg-desktop validate TABLE.yaml``: (stdout, the error for
    stderr without "error: ", the exit code): 2 for a file that is no YAML,
    1 with every problem for one that does not read as a table, 0 and what
    it holds for a good one."""
    try:
        table = load_table(path)
    except TableFileError as exc:
        if exc.unreadable:
            return ("", str(exc), 2)
        n = len(exc.problems)
        return (str(exc), f"{path}: {n} problem" + ("" if n == 1 else "s"), 1)
    kinds = sorted({f.kind for f in table.features})
    grid = f", {table.rows} x {table.columns} sectors" if table.sector else ""
    n, m = len(table.features), len(table.objectives)
    return (
        f"{path}: table {table.id!r} is clean: {yt.number(table.width)} x {yt.number(table.depth)} ({table.unit})"
        f"{grid}, {n} feature{'' if n == 1 else 's'} ({', '.join(kinds) or 'none'}), "
        f"{m} objective{'' if m == 1 else 's'}",
        "",
        0,
    )
