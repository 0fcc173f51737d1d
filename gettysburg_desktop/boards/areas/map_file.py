"""Map files in and out (docs/map-format.md, format_version 1 and 2).

``load_map``/``parse_map`` turn YAML into a MapDocument or raise a
MapFormatError naming the file, the path inside it (``areas[3].polygon[2]``)
and the problem. ``dump_map``/``save_map`` write byte-stable YAML: the same
document always gives the same bytes, and load -> dump of a written file is
identical. Geometry checks (overlaps, gaps, ...) are board.validation's job:
this module only checks the file's shape and types.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from typing import Any

from gettysburg_desktop.boards.areas.shapes import (
    FORMAT_VERSION,
    ROAD_KINDS,
    SCENERY_KINDS,
    SCENERY_LINE_KINDS,
    SIDES,
    TERRAINS,
    AreaShape,
    Background,
    BoardSize,
    EntryBoxShape,
    MapDocument,
    Point,
    RoadLine,
    SceneryItem,
)
from gettysburg_desktop.files import yaml_text as yt
from gettysburg_desktop.files.atomic_file import atomic_write_text
from gettysburg_desktop.files.file_kind import MAP, kind_of, not_a
from gettysburg_desktop.files.yaml_safe import YamlReadError, read_yaml
from gettysburg_desktop.files.yaml_safe import describe as _describe
from gettysburg_desktop.kernel.shape import printable

__all__ = [
    "AreaShape",
    "Background",
    "BoardSize",
    "EntryBoxShape",
    "MapDocument",
    "MapFormatError",
    "RoadLine",
    "SceneryItem",
    "dump_map",
    "load_map",
    "parse_map",
    "save_map",
]


#: Coordinates beyond this are a mistake (a board is a few thousand units wide)
#: and would overflow the geometry's arithmetic.
MAX_COORDINATE = 1e7


class MapFormatError(ValueError):
    """A map file that can't be read. ``str()`` is the message for the user:
    ``maps/x.yaml: areas[3].polygon[2]: expected a point [x, y], got 'abc'``."""

    def __init__(self, source: str, path: str, problem: str) -> None:
        self.source, self.path, self.problem = source, path, problem
        where = f"{source}: {printable(path)}: " if path else f"{source}: "  # a key's line break stays escaped
        super().__init__(where + problem)


# --- reading -------------------------------------------------------------------------


def load_map(path: str | os.PathLike[str]) -> MapDocument:
    source = str(path)
    try:
        data = read_yaml(path)
    except YamlReadError as exc:
        raise MapFormatError(source, exc.where, exc.problem) from None
    return parse_map(data, source)


class _Reader:
    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, path: str, problem: str) -> MapFormatError:
        return MapFormatError(self.source, path or "(top level)", problem)

    def mapping(self, value: Any, path: str, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict:
        if not isinstance(value, dict):
            raise self.fail(path, f"expected a mapping with {', '.join(required)}; got {_describe(value)}")
        for key in value:
            if key not in required and key not in optional:
                sub = f"{path}.{key}" if path else str(key)
                if key == "stars":
                    raise self.fail(sub, "stars belong on areas only")
                raise self.fail(sub, f"unknown key {key!r} (expected {', '.join(required + optional)})")
        for key in required:
            if key not in value:
                raise self.fail(path, f"missing key {key!r}")
        return value

    def text(self, value: Any, path: str) -> str:
        if not isinstance(value, str):
            raise self.fail(path, f"expected text, got {_describe(value)} (put it in quotes)")
        return value

    def choice(self, value: Any, path: str, allowed: tuple[str, ...], what: str) -> str:
        if not isinstance(value, str) or value not in allowed:
            raise self.fail(path, f"unknown {what} {_describe(value)} (expected {' | '.join(allowed)})")
        return value

    def number(self, value: Any, path: str) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.fail(path, f"expected a number, got {_describe(value)}")
        value = float(value)
        if not math.isfinite(value):
            raise self.fail(path, "expected a finite number")
        if abs(value) > MAX_COORDINATE:
            raise self.fail(path, f"{value:g} is too far out: board units must stay within ±{MAX_COORDINATE:g}")
        return value

    def positive(self, value: Any, path: str) -> float:
        number = self.number(value, path)
        if number <= 0:
            raise self.fail(path, f"must be greater than 0, not {yt.number(number)}")
        return number

    def integer(self, value: Any, path: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(path, f"expected a whole number, got {_describe(value)}")
        return value

    def point(self, value: Any, path: str) -> Point:
        if not isinstance(value, list) or len(value) != 2:
            raise self.fail(path, f"expected a point [x, y], got {_describe(value)}")
        return (self.number(value[0], f"{path}[0]"), self.number(value[1], f"{path}[1]"))

    def points(self, value: Any, path: str, at_least: int) -> tuple[Point, ...]:
        if not isinstance(value, list):
            raise self.fail(path, f"expected a list of points [[x, y], ...], got {_describe(value)}")
        if len(value) < at_least:
            raise self.fail(path, f"needs at least {at_least} points, has {len(value)}")
        return tuple(self.point(p, f"{path}[{i}]") for i, p in enumerate(value))

    def items(self, data: dict, key: str, read: Callable[[Any, str], Any], required: bool = False) -> tuple:
        if key not in data:
            if required:
                raise self.fail("", f"missing key {key!r}")
            return ()
        value = data[key]
        if value is None and not required:
            return ()
        if not isinstance(value, list):
            raise self.fail(key, f"expected a list, got {_describe(value)}")
        items = [read(item, f"{key}[{i}]") for i, item in enumerate(value)]
        return tuple(sorted(items, key=lambda item: item.id))  # the canonical order, as written


_TOP_REQUIRED = ("format_version", "id", "name", "board", "areas")
_TOP_OPTIONAL = ("background", "entry_boxes", "roads", "scenery")


def parse_map(data: Any, source_name: str) -> MapDocument:
    """A MapDocument from ``yaml.safe_load`` output; MapFormatError if malformed.
    Areas, entry boxes, roads and scenery come sorted by id (the written order)."""
    r = _Reader(source_name)
    if data is None:
        raise MapFormatError(
            source_name, "", "the file is empty; expected a map (format_version, id, name, board, areas)"
        )
    kind = kind_of(data)
    if kind not in (MAP, None):  # a scenario or a game record: say so, not its version or its keys
        raise MapFormatError(source_name, "", not_a(kind, MAP, source_name))
    if isinstance(data, dict) and "format_version" in data:
        _check_version(r, data["format_version"])
    data = r.mapping(data, "", _TOP_REQUIRED, _TOP_OPTIONAL)
    board = r.mapping(data["board"], "board", ("width", "height"))
    background = None
    if data.get("background") is not None:
        bg = r.mapping(data["background"], "background", ("image",), ("opacity", "offset", "scale", "rotation"))
        opacity = r.number(bg.get("opacity", 0.5), "background.opacity")
        if not 0.0 <= opacity <= 1.0:
            raise r.fail("background.opacity", f"must be between 0 and 1, not {yt.number(opacity)}")
        for key in ("offset", "scale", "rotation"):
            if key in bg and data.get("format_version") == 1:
                raise r.fail(f"background.{key}", f"{key!r} needs format_version 2 (the file says 1)")
        offset = r.point(bg["offset"], "background.offset") if "offset" in bg else (0.0, 0.0)
        scale = r.positive(bg["scale"], "background.scale") if "scale" in bg else 1.0
        rotation = r.number(bg["rotation"], "background.rotation") if "rotation" in bg else 0.0
        if not -360.0 <= rotation <= 360.0:
            raise r.fail("background.rotation", f"must be between -360 and 360 degrees, not {yt.number(rotation)}")
        background = Background(r.text(bg["image"], "background.image"), opacity, offset, scale, rotation)
    return MapDocument(
        id=r.text(data["id"], "id"),
        name=r.text(data["name"], "name"),
        board=BoardSize(r.positive(board["width"], "board.width"), r.positive(board["height"], "board.height")),
        areas=r.items(data, "areas", lambda v, p: _area(r, v, p), required=True),
        entry_boxes=r.items(data, "entry_boxes", lambda v, p: _entry_box(r, v, p)),
        roads=r.items(data, "roads", lambda v, p: _road(r, v, p)),
        scenery=r.items(data, "scenery", lambda v, p: _scenery(r, v, p)),
        background=background,
        format_version=FORMAT_VERSION,
        source=source_name,
    )


def _check_version(r: _Reader, value: Any) -> None:
    version = r.integer(value, "format_version")
    if version > FORMAT_VERSION:
        raise r.fail("format_version", f"version {version} is newer than this program reads ({FORMAT_VERSION})")
    if version < 1:
        raise r.fail("format_version", f"unknown version {version} (this program reads {FORMAT_VERSION})")


def _area(r: _Reader, value: Any, path: str) -> AreaShape:
    d = r.mapping(value, path, ("id", "name", "terrain", "polygon"), ("stars", "label"))
    label = d.get("label")
    return AreaShape(
        id=r.text(d["id"], f"{path}.id"),
        name=r.text(d["name"], f"{path}.name"),
        terrain=r.choice(d["terrain"], f"{path}.terrain", TERRAINS, "terrain"),
        stars=r.integer(d.get("stars", 0), f"{path}.stars"),
        polygon=r.points(d["polygon"], f"{path}.polygon", 3),
        label=None if label is None else r.point(label, f"{path}.label"),
    )


def _entry_box(r: _Reader, value: Any, path: str) -> EntryBoxShape:
    d = r.mapping(value, path, ("id", "name", "area", "rect"), ("side",))
    side = d.get("side")
    rect = d["rect"]
    if not isinstance(rect, list) or len(rect) != 4:
        raise r.fail(f"{path}.rect", f"expected [x, y, w, h], got {_describe(rect)}")
    x, y = r.number(rect[0], f"{path}.rect[0]"), r.number(rect[1], f"{path}.rect[1]")
    w, h = r.positive(rect[2], f"{path}.rect[2]"), r.positive(rect[3], f"{path}.rect[3]")
    return EntryBoxShape(
        id=r.text(d["id"], f"{path}.id"),
        name=r.text(d["name"], f"{path}.name"),
        area=r.text(d["area"], f"{path}.area"),
        side=None if side is None else r.choice(side, f"{path}.side", SIDES, "side"),
        rect=(x, y, w, h),
    )


def _road(r: _Reader, value: Any, path: str) -> RoadLine:
    d = r.mapping(value, path, ("id", "name", "kind", "points"))
    return RoadLine(
        id=r.text(d["id"], f"{path}.id"),
        name=r.text(d["name"], f"{path}.name"),
        kind=r.choice(d["kind"], f"{path}.kind", ROAD_KINDS, "road kind"),
        points=r.points(d["points"], f"{path}.points", 2),
    )


def _scenery(r: _Reader, value: Any, path: str) -> SceneryItem:
    d = r.mapping(value, path, ("id", "kind"), ("name", "points", "polygon"))
    kind = r.choice(d["kind"], f"{path}.kind", SCENERY_KINDS, "scenery kind")
    line = kind in SCENERY_LINE_KINDS
    key, other = ("points", "polygon") if line else ("polygon", "points")
    if other in d:
        raise r.fail(f"{path}.{other}", f"a {kind} uses {key!r}, not {other!r}")
    if key not in d:
        raise r.fail(path, f"missing key {key!r}")
    geometry = r.points(d[key], f"{path}.{key}", 2 if line else 3)
    return SceneryItem(
        id=r.text(d["id"], f"{path}.id"),
        kind=kind,
        name=r.text(d.get("name", ""), f"{path}.name"),
        points=geometry if line else None,
        polygon=None if line else geometry,
    )


# --- writing -------------------------------------------------------------------------


def dump_map(doc: MapDocument) -> str:
    """Byte-stable YAML: keys in the documented order, items sorted by id, one
    point per line as a flow list, numbers minimal (120.0 -> 120)."""
    out: list[str] = [
        f"format_version: {doc.version_needed()}",
        f"id: {yt.string(doc.id)}",
        f"name: {yt.string(doc.name)}",
        f"board: {{width: {yt.number(doc.board.width)}, height: {yt.number(doc.board.height)}}}",
    ]
    if doc.background is not None:
        bg = doc.background
        calibration = (
            f", offset: [{yt.number(bg.offset[0])}, {yt.number(bg.offset[1])}], scale: {yt.number(bg.scale)}"
            if bg.calibrated
            else ""
        )
        if bg.rotation != 0.0:
            calibration += f", rotation: {yt.number(bg.rotation)}"
        out.append(
            f"background: {{image: {yt.string(bg.image, flow=True)}, opacity: {yt.number(bg.opacity)}{calibration}}}"
        )
    _block(out, "areas", doc.areas, _area_lines)
    _block(out, "entry_boxes", doc.entry_boxes, _entry_box_lines)
    _block(out, "roads", doc.roads, _road_lines)
    if doc.scenery:
        _block(out, "scenery", doc.scenery, _scenery_lines)
    return "\n".join(out) + "\n"


def save_map(doc: MapDocument, path: str | os.PathLike[str]) -> None:
    """Write atomically: the previous file survives any failure."""
    atomic_write_text(path, dump_map(doc))


def _block(out: list[str], key: str, items, lines) -> None:
    if not items:
        out.append(f"{key}: []")
        return
    out.append(f"{key}:")
    for item in sorted(items, key=lambda i: i.id):
        body = lines(item)
        out.append(f"  - {body[0]}")
        out.extend(f"    {line}" for line in body[1:])


def _points(key: str, points) -> list[str]:
    return [f"{key}:"] + [f"  - {yt.point(p)}" for p in points]


def _area_lines(a: AreaShape) -> list[str]:
    lines = [f"id: {yt.string(a.id)}", f"name: {yt.string(a.name)}", f"terrain: {yt.string(a.terrain)}"]
    lines.append(f"stars: {int(a.stars)}")
    if a.label is not None:
        lines.append(f"label: {yt.point(a.label)}")
    return lines + _points("polygon", a.polygon)


def _entry_box_lines(b: EntryBoxShape) -> list[str]:
    return [
        f"id: {yt.string(b.id)}",
        f"name: {yt.string(b.name)}",
        f"area: {yt.string(b.area)}",
        f"side: {yt.optional_string(b.side)}",
        f"rect: {yt.numbers(b.rect)}",
    ]


def _road_lines(road: RoadLine) -> list[str]:
    head = [f"id: {yt.string(road.id)}", f"name: {yt.string(road.name)}", f"kind: {yt.string(road.kind)}"]
    return head + _points("points", road.points)


def _scenery_lines(s: SceneryItem) -> list[str]:
    lines = [f"id: {yt.string(s.id)}", f"kind: {yt.string(s.kind)}"]
    if s.name:
        lines.append(f"name: {yt.string(s.name)}")
    if s.points is not None:
        lines += _points("points", s.points)
    if s.polygon is not None:
        lines += _points("polygon", s.polygon)
    return lines
