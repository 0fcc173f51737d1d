"""Where an area's pieces go: a free rectangle inside the area's polygon,
clear of its name, as near as possible to where the eye looks for them (just
under the name). The window lays an area's stack out in such a rectangle,
so no piece reaches over a border into the next area.

Free of Qt: board units in, board units out."""

from __future__ import annotations

from typing import Any

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from .shapes import Point

Box = tuple[float, float, float, float]  # min x, min y, max x, max y


def _grid(polygon: BaseGeometry, size: tuple[float, float], margin: float, step: float):
    """(the polygon shrunk by ``margin``, x and y arrays of every centre on a
    ``step`` grid where a ``size`` rectangle fits its bounds), or None."""
    inner = polygon.buffer(-margin)
    if inner.is_empty:
        return None
    minx, miny, maxx, maxy = inner.bounds
    hw, hh = size[0] / 2, size[1] / 2
    xs = np.arange(minx + hw, maxx - hw + 1e-9, step)
    ys = np.arange(miny + hh, maxy - hh + 1e-9, step)
    if not len(xs) or not len(ys):
        return None
    cx, cy = (a.ravel() for a in np.meshgrid(xs, ys))
    return inner, cx, cy


def room_for(
    polygon: BaseGeometry,
    width: float,
    height: float,
    near: Point,
    avoid: tuple[Box, ...] = (),
    margin: float = 2.0,
    step: float = 4.0,
) -> Point | None:
    """The centre nearest to ``near`` of a ``width`` x ``height`` rectangle
    lying inside ``polygon`` (at least ``margin`` from its border) and
    overlapping none of the ``avoid`` boxes; None if there is none."""
    grid = _grid(polygon, (width, height), margin, step)
    if grid is None:
        return None
    inner, cx, cy = grid
    hw, hh = width / 2, height / 2
    order = np.argsort((cx - near[0]) ** 2 + (cy - near[1]) ** 2, kind="stable")
    cx, cy = cx[order], cy[order]
    ok = np.ones(len(cx), dtype=bool)
    for x0, y0, x1, y1 in avoid:  # cheap tests first: boxes apart on either axis
        ok &= (cx + hw <= x0) | (cx - hw >= x1) | (cy + hh <= y0) | (cy - hh >= y1)
    if not ok.any():
        return None
    cx, cy = cx[ok], cy[ok]
    shapely.prepare(inner)
    # in batches, nearest first: most areas find room among the first few hundred
    for start in range(0, len(cx), 256):
        bx, by = cx[start : start + 256], cy[start : start + 256]
        inside = shapely.contains(inner, shapely.box(bx - hw, by - hh, bx + hw, by + hh))
        hits = np.flatnonzero(inside)
        if len(hits):
            k = hits[0]
            return (float(bx[k]), float(by[k]))
    return None


#: A full stack in board units: two rows of four units (four a side, eight
#: during an assault, R-MOVE-5) at the play window's 27-unit step, with the
#: cubes' drop under a row (games/gettysburg/ui/board_scene.py lays it out).
FULL_STACK = (4 * 27.0, 2 * 27.0 + 12.0)


def name_clearance(name_box: Box, symbol: bool = True) -> Box:
    """The box an area's stack keeps clear of: its name (``name_box``), the
    terrain symbol and stars above it (``symbol``: the area draws them; a
    map being drawn keeps their room whatever the terrain), the order
    block's place at its left and the markers' at its right."""
    x0, y0, x1, y1 = name_box
    return (x0 - 34, y0 - (16 if symbol else 2), x1 + 44, y1 + 2)


def stack_room(polygon: BaseGeometry, name_box: Box, size: tuple[float, float] = FULL_STACK) -> Point | None:
    """Where a stack of ``size`` goes in the area clear of its name: the
    centre of the free rectangle nearest just under the name, None if there
    is none (the window then lays the stack over the name)."""
    x0, _, x1, y1 = name_box
    w, h = size
    return room_for(polygon, w, h, ((x0 + x1) / 2, y1 + 4 + h / 2), (name_clearance(name_box),))


# --- a name's place where the pieces have room -----------------------------------------------

#: The stacks a name's place is tried for, largest first: a full stack, then
#: three or two to a row (as the window lays a stack out), with and without
#: the cubes' drop under a row.
STACK_SIZES: tuple[tuple[float, float], ...] = (
    FULL_STACK,
    (81.0, 66.0),
    (108.0, 54.0),
    (81.0, 54.0),
    (54.0, 66.0),
    (54.0, 54.0),
)


def draws_above(terrain: str, stars: int) -> bool:
    """Whether a terrain symbol or stars are drawn above the area's name."""
    return terrain in ("hill", "ridge") or bool(stars)


def symbol_box(centre_x: float, name_box: Box, stars: int) -> Box:
    """The box the terrain symbol and the stars take above a name whose box
    is ``name_box``, centred on ``centre_x``."""
    top = name_box[1]
    return (centre_x - 9, top - 16, centre_x + 23 + 9 * stars, top)


def _stack_centres(
    polygon: BaseGeometry, size: tuple[float, float], margin: float = 2.0, step: float = 4.0
) -> tuple[np.ndarray, np.ndarray]:
    """Every centre ``room_for`` tries for a stack of ``size`` in ``polygon``
    whose rectangle lies inside (the name not yet counted): x and y arrays."""
    grid = _grid(polygon, size, margin, step)
    if grid is None:
        return (np.empty(0), np.empty(0))
    inner, cx, cy = grid
    hw, hh = size[0] / 2, size[1] / 2
    shapely.prepare(inner)
    inside = shapely.contains(inner, shapely.box(cx - hw, cy - hh, cx + hw, cy + hh))
    return cx[inside], cy[inside]


def _first_with_room(
    centres: tuple[np.ndarray, np.ndarray], size: tuple[float, float], clear: np.ndarray
) -> int | None:
    """The index of the first of the ``clear`` boxes (n x 4: what a stack keeps
    clear of, one per name's place) that leaves one of the stack ``centres``
    free: where ``stack_room`` would find room; None if none does."""
    vx, vy = centres
    if not len(vx) or not len(clear):
        return None
    hw, hh = size[0] / 2, size[1] / 2
    batch = max(1, 2_000_000 // len(vx))
    for start in range(0, len(clear), batch):
        c = clear[start : start + batch]
        x0, y0, x1, y1 = (c[:, k : k + 1] for k in range(4))
        free = (vx + hw <= x0) | (vx - hw >= x1) | (vy + hh <= y0) | (vy - hh >= y1)
        hits = np.flatnonzero(free.any(axis=1))
        if len(hits):
            return start + int(hits[0])
    return None


def place_label(
    polygon: BaseGeometry,
    name_offsets: Box,
    *,
    terrain: str = "clear",
    stars: int = 0,
    clutter: BaseGeometry | None = None,
    step: float = 4.0,
    sizes: tuple[tuple[float, float], ...] = STACK_SIZES,
) -> tuple[Point | None, tuple[float, float] | None]:
    """Where to put an area's name so that the whole name (with the terrain
    symbol and stars above it) lies inside ``polygon`` and a full stack has
    room clear of it (``stack_room``), else the largest of ``sizes`` that
    has; places clear of ``clutter`` (roads, streams, entry boxes) first,
    each nearest to where name and stack together sit in the middle of the
    area's widest part. ``name_offsets`` is the name's box drawn at (0, 0)
    (the window's font: ui.map_items.label_box). Tries a grid of ``step``
    units. Returns (the name's centre to 0.1 unit, the stack size that has
    room), (the place, None) when no stack has room clear of the name
    anywhere, (None, None) when the name fits nowhere inside."""
    from shapely.ops import polylabel

    x0, y0, x1, y1 = name_offsets
    inner = polygon.buffer(-1)
    if inner.is_empty:
        return None, None
    pole = polylabel(polygon, tolerance=1.0)  # type: ignore[arg-type]  # an area's polygon (made valid)
    ideal = (pole.x, pole.y - (FULL_STACK[1] + 4) / 2)
    bx0, by0, bx1, by1 = polygon.bounds
    ii, jj = np.meshgrid(np.arange(int((bx1 - bx0) / step) + 1), np.arange(int((by1 - by0) / step) + 1), indexing="ij")
    cx, cy = bx0 + ii.ravel() * step, by0 + jj.ravel() * step
    order = np.argsort((cx - ideal[0]) ** 2 + (cy - ideal[1]) ** 2, kind="stable")
    cx, cy = cx[order], cy[order]
    shapely.prepare(inner)
    names = shapely.box(cx + x0, cy + y0, cx + x1, cy + y1)
    fits = shapely.contains(inner, names)
    if draws_above(terrain, stars):
        fits &= shapely.contains(inner, shapely.box(cx - 9, cy + y0 - 16, cx + 23 + 9 * stars, cy + y0))
    cx, cy, names = cx[fits], cy[fits], names[fits]
    if not len(cx):
        return None, None
    if clutter is not None and not clutter.is_empty:
        shapely.prepare(clutter)
        crowded = shapely.intersects(clutter, names)
        spots = np.concatenate([np.flatnonzero(~crowded), np.flatnonzero(crowded)])  # clear of roads first
        cx, cy = cx[spots], cy[spots]
    # what each place's stack keeps clear of (name_clearance), computed as stack_room does
    clear = np.column_stack([(cx + x0) - 34, (cy + y0) - 16, (cx + x1) + 44, (cy + y1) + 2])
    for size in sizes:
        k = _first_with_room(_stack_centres(polygon, size), size, clear)
        if k is not None:
            return (round(float(cx[k]), 1), round(float(cy[k]), 1)), size
    return (round(float(cx[0]), 1), round(float(cy[0]), 1)), None


#: The problems of a name's place (warnings: a game loads the map anyway).
LABEL_OUTSIDE, LABEL_NO_ROOM = "label-outside", "label-room"
#: How far (board units) a name may reach over its area's border before it
#: counts as outside (a font differs by a unit or two between machines).
LABEL_SLACK = 1.0


def label_findings(
    polygon: BaseGeometry | None, name_box: Box, centre: Point, terrain: str = "clear", stars: int = 0
) -> tuple[str, ...]:
    """What is wrong with the place of a name drawn at ``centre`` in the box
    ``name_box``: LABEL_OUTSIDE when the name (or the symbol and stars above
    it) reaches out of the area by more than LABEL_SLACK, LABEL_NO_ROOM when
    a full stack has no room in the area clear of it; () when all is well."""
    if polygon is None or polygon.is_empty:
        return ()
    found = []
    grown = polygon.buffer(LABEL_SLACK)
    outside = not grown.contains(shapely.box(*name_box))
    if not outside and draws_above(terrain, stars):
        outside = not grown.contains(shapely.box(*symbol_box(centre[0], name_box, stars)))
    if outside:
        found.append(LABEL_OUTSIDE)
    if stack_room(polygon, name_box) is None:
        found.append(LABEL_NO_ROOM)
    return tuple(found)


class LabelChecker:
    """``label_findings`` for every area of a map, redone only for the areas
    whose record or name box changed since the last run (an editor checks
    after every edit). Not for two threads at once."""

    def __init__(self) -> None:
        self._seen: dict[str, tuple[tuple[Any, ...], tuple[str, ...]]] = {}

    def check(self, areas, polygons, places: dict[str, tuple[Box, Point]]) -> list[tuple[str, str, Point]]:
        """(area id, finding, the name's centre) for the ``areas`` (records),
        with their ``polygons`` (id -> shapely polygon, the topology's) and
        ``places`` (id -> (name box, centre)), sorted by area id."""
        seen: dict[str, tuple[tuple[Any, ...], tuple[str, ...]]] = {}
        out: list[Any] = []
        for area in sorted(areas, key=lambda a: a.id):
            if area.id not in places:
                continue
            box, centre = places[area.id]
            key = (area, box, centre)
            old = self._seen.get(area.id)
            if old is not None and (old[0][0] is area or old[0][0] == area) and old[0][1:] == key[1:]:
                found = old[1]
            else:
                found = label_findings(polygons.get(area.id), box, centre, area.terrain, area.stars)
            seen[area.id] = (key, found)
            out.extend((area.id, code, centre) for code in found)
        self._seen = seen
        return out
