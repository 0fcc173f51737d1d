"""Grid indexes over the areas' vertices and border segments, for snapping and
for finding every area that shares a vertex or a segment.

Each vertex is kept under its exact point, each segment under its two end
points (in sorted order, so both directions of a shared segment are one
entry), with the areas that hold it and how many times. A grid of square cells
finds the entries near a point without scanning the map; an edit updates only
the entries it changes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from typing import Any

from gettysburg_desktop.boards.areas.shapes import Point

Segment = tuple[Point, Point]
Cell = tuple[int, int]


def segment_key(p: Point, q: Point) -> Segment:
    """A segment independent of its direction."""
    return (p, q) if p <= q else (q, p)


def distance_to_segment(point: Point, p: Point, q: Point) -> tuple[float, Point]:
    """The distance from ``point`` to segment ``p``-``q`` and the nearest point on it."""
    (x, y), (x0, y0), (x1, y1) = point, p, q
    dx, dy = x1 - x0, y1 - y0
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0.0 else max(0.0, min(1.0, ((x - x0) * dx + (y - y0) * dy) / length2))
    if t == 0.0:
        nearest = p
    elif t == 1.0:
        nearest = q
    elif dx == 0.0:  # along an upright or level segment the point keeps its other coordinate exactly
        nearest = (x0, y)
    elif dy == 0.0:
        nearest = (x, y0)
    else:
        nearest = (x0 + t * dx, y0 + t * dy)
    return math.hypot(x - nearest[0], y - nearest[1]), nearest


class _Grid:
    """Entries by square cell; an entry may lie in many cells."""

    def __init__(self, size: float) -> None:
        self.size = size
        self.cells: dict[Cell, set] = {}

    def cell_range(self, minx: float, miny: float, maxx: float, maxy: float) -> tuple[int, int, int, int]:
        s = self.size
        return math.floor(minx / s), math.floor(miny / s), math.floor(maxx / s), math.floor(maxy / s)

    def add(self, entry: Hashable, cells: Iterable[Cell]) -> None:
        for cell in cells:
            self.cells.setdefault(cell, set()).add(entry)

    def remove(self, entry: Hashable, cells: Iterable[Cell]) -> None:
        for cell in cells:
            bucket = self.cells[cell]
            bucket.discard(entry)
            if not bucket:
                del self.cells[cell]

    def in_box(self, minx: float, miny: float, maxx: float, maxy: float) -> set:
        """Every entry with a cell overlapping the box (a superset of those in it)."""
        cx0, cy0, cx1, cy1 = self.cell_range(minx, miny, maxx, maxy)
        found: set = set()
        if (cx1 - cx0 + 1) * (cy1 - cy0 + 1) > len(self.cells):
            for (cx, cy), bucket in self.cells.items():
                if cx0 <= cx <= cx1 and cy0 <= cy <= cy1:
                    found |= bucket
            return found
        cells = self.cells
        for cx in range(cx0, cx1 + 1):
            for cy in range(cy0, cy1 + 1):
                got = cells.get((cx, cy))
                if got:
                    found |= got
        return found

    def segment_cells(self, p: Point, q: Point, pad: float) -> list[Cell]:
        """The cells within ``pad`` of segment ``p``-``q`` (and maybe a few more):
        a short segment's bounding-box cells, else column by column the rows
        between the segment's heights at the column's sides."""
        (x0, y0), (x1, y1) = (p, q) if p[0] <= q[0] else (q, p)
        s = self.size
        pad += s * 1e-9  # rounding in the heights below must not lose a cell
        cx0, cx1 = math.floor((x0 - pad) / s), math.floor((x1 + pad) / s)
        cy0, cy1 = math.floor((min(y0, y1) - pad) / s), math.floor((max(y0, y1) + pad) / s)
        if cx1 - cx0 <= 1 or cy1 - cy0 <= 1:
            return [(cx, cy) for cx in range(cx0, cx1 + 1) for cy in range(cy0, cy1 + 1)]
        dx = x1 - x0
        cells: list[Cell] = []
        for cx in range(cx0, cx1 + 1):
            xa = min(max(cx * s, x0), x1)
            xb = min(max((cx + 1) * s, x0), x1)
            ya = y0 + (xa - x0) / dx * (y1 - y0)
            yb = y0 + (xb - x0) / dx * (y1 - y0)
            lo, hi = min(ya, yb) - pad, max(ya, yb) + pad
            cells.extend((cx, cy) for cy in range(math.floor(lo / s), math.floor(hi / s) + 1))
        return cells


class _Owners:
    """Entry -> owner -> count, with the entries kept in a grid."""

    def __init__(self, size: float, cells_of: Callable[[Any], list[Cell]]) -> None:
        self.owners: dict[Hashable, dict[str, int]] = {}
        self.grid = _Grid(size)
        self._cells_of = cells_of
        self._cells: dict[Hashable, list[Cell]] = {}

    def add(self, entry, owner: str) -> None:
        held = self.owners.get(entry)
        if held is None:
            self.owners[entry] = {owner: 1}
            cells = self._cells[entry] = self._cells_of(entry)
            self.grid.add(entry, cells)
        else:
            held[owner] = held.get(owner, 0) + 1

    def remove(self, entry, owner: str) -> None:
        held = self.owners[entry]
        if held[owner] > 1:
            held[owner] -= 1
            return
        del held[owner]
        if not held:
            del self.owners[entry]
            self.grid.remove(entry, self._cells.pop(entry))

    def owners_of(self, entry) -> Mapping[str, int]:
        return self.owners.get(entry, {})

    def __iter__(self) -> Iterator:
        return iter(self.owners)

    def __len__(self) -> int:
        return len(self.owners)


class VertexIndex(_Owners):
    """The areas' vertices: exact point -> area id -> how many times."""

    def __init__(self, size: float) -> None:
        super().__init__(size, lambda p: [(math.floor(p[0] / size), math.floor(p[1] / size))])

    def near(self, point: Point, radius: float) -> list[tuple[float, Point]]:
        """(distance, vertex) for every vertex within ``radius``, nearest first."""
        x, y = point
        found = []
        for v in self.grid.in_box(x - radius, y - radius, x + radius, y + radius):
            d = math.hypot(v[0] - x, v[1] - y)
            if d <= radius:
                found.append((d, v))
        found.sort()
        return found

    def along(self, p: Point, q: Point, radius: float) -> list[Point]:
        """Vertices within ``radius`` of segment ``p``-``q``."""
        cells = self.grid.cells
        candidates: set[Point] = set()
        for cell in self.grid.segment_cells(p, q, radius):
            bucket = cells.get(cell)
            if bucket:
                candidates |= bucket
        return [v for v in candidates if distance_to_segment(v, p, q)[0] <= radius]


class SegmentIndex(_Owners):
    """The areas' border segments: (p, q) with p < q -> area id -> how many times."""

    def __init__(self, size: float) -> None:
        super().__init__(size, lambda seg: self.grid.segment_cells(seg[0], seg[1], 0.0))

    def near(self, point: Point, radius: float) -> list[tuple[float, Point, Segment]]:
        """(distance, nearest point, segment) for every segment within ``radius``, nearest first."""
        x, y = point
        found = []
        for seg in self.grid.in_box(x - radius, y - radius, x + radius, y + radius):
            d, nearest = distance_to_segment(point, seg[0], seg[1])
            if d <= radius:
                found.append((d, nearest, seg))
        found.sort()
        return found
