"""Where an area's pieces go: a free rectangle inside the area's polygon,
clear of its name, as near as possible to where the eye looks for them (just
under the name). The window lays an area's stack out in such a rectangle,
so no piece reaches over a border into the next area.

Free of Qt: board units in, board units out."""

from __future__ import annotations

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from .shapes import Point

Box = tuple[float, float, float, float]  # min x, min y, max x, max y


def room_for(polygon: BaseGeometry, width: float, height: float, near: Point, avoid: tuple[Box, ...] = (),
             margin: float = 2.0, step: float = 4.0) -> Point | None:
    """The centre nearest to ``near`` of a ``width`` x ``height`` rectangle
    lying inside ``polygon`` (at least ``margin`` from its border) and
    overlapping none of the ``avoid`` boxes; None if there is none."""
    inner = polygon.buffer(-margin)
    if inner.is_empty:
        return None
    minx, miny, maxx, maxy = inner.bounds
    hw, hh = width / 2, height / 2
    xs = np.arange(minx + hw, maxx - hw + 1e-9, step)
    ys = np.arange(miny + hh, maxy - hh + 1e-9, step)
    if not len(xs) or not len(ys):
        return None
    cx, cy = (a.ravel() for a in np.meshgrid(xs, ys))
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
        bx, by = cx[start:start + 256], cy[start:start + 256]
        inside = shapely.contains(inner, shapely.box(bx - hw, by - hh, bx + hw, by + hh))
        hits = np.flatnonzero(inside)
        if len(hits):
            k = hits[0]
            return (float(bx[k]), float(by[k]))
    return None


#: A full stack in board units: two rows of four units (four a side, eight
#: during an assault, R-MOVE-5) at the play window's 27-unit step, with the
#: cubes' drop under a row (ui/board_scene.py lays it out).
FULL_STACK = (4 * 27.0, 2 * 27.0 + 12.0)


def name_clearance(name_box: Box) -> Box:
    """The box an area's stack keeps clear of: its name (``name_box``), the
    terrain symbol and stars above it, the order block's place at its left
    and the markers' at its right."""
    x0, y0, x1, y1 = name_box
    return (x0 - 34, y0 - 16, x1 + 44, y1 + 2)


def stack_room(polygon: BaseGeometry, name_box: Box, size: tuple[float, float] = FULL_STACK) -> Point | None:
    """Where a stack of ``size`` goes in the area clear of its name: the
    centre of the free rectangle nearest just under the name, None if there
    is none (the window then lays the stack over the name)."""
    x0, _, x1, y1 = name_box
    w, h = size
    return room_for(polygon, w, h, ((x0 + x1) / 2, y1 + 4 + h / 2), (name_clearance(name_box),))
