"""Snapping on a free table, as the area editor's snapping does (QGIS's
digitizing): a point snaps to the nearest corner of a feature within the
tolerance (a road's end onto a bridge's, a ford's corner onto the river
bank), else to a point on a feature's edge or on the table's edge, else it
is rounded to the grid (a quarter of the table's unit by default), so
drawn coordinates read 12.25, not 12.2371... The tolerance is given in
table units (the view converts its screen pixels with the zoom)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import shapely

from gettysburg_desktop.boards.table.bases import Point
from gettysburg_desktop.boards.table.editable import EditableTable

VERTEX, EDGE, GRID = "vertex", "edge", "grid"
#: the grid a free point is rounded to, in the table's unit
STEP = 0.25


@dataclass(frozen=True, slots=True)
class TableSnap:
    """Where a point snapped: ``kind`` (VERTEX, EDGE, GRID) and the point;
    for a vertex, whose (``feature``, ``index``), "" for the table's corner."""

    kind: str
    point: Point
    feature: str = ""
    index: int = -1


def _grid(value: float, step: float) -> float:
    return round(round(value / step) * step, 6) if step > 0 else value


def snap(
    et: EditableTable,
    point: Point,
    tolerance: float,
    *,
    step: float = STEP,
    skip: tuple[str, int] | None = None,
    on: bool = True,
) -> TableSnap:
    """Where ``point`` snaps (see the module); ``skip``: the (feature, index)
    being dragged, which can't snap to itself; ``on`` False: only the grid."""
    a = et.attributes
    x, y = point
    free = TableSnap(GRID, (_grid(x, step), _grid(y, step)))
    if not on:
        return free
    best: TableSnap | None = None
    best_d = tolerance
    corners = [(0.0, 0.0), (a.width, 0.0), (a.width, a.depth), (0.0, a.depth)]
    for cx, cy in corners:
        d = math.hypot(cx - x, cy - y)
        if d <= best_d:
            best, best_d = TableSnap(VERTEX, (cx, cy)), d
    for fid, feature in et.features.items():
        for i, (vx, vy) in enumerate(feature.outline or feature.line):
            if skip == (fid, i):
                continue
            d = math.hypot(vx - x, vy - y)
            if d <= best_d:
                best, best_d = TableSnap(VERTEX, (vx, vy), fid, i), d
    if best is not None:
        return best
    here = shapely.Point(x, y)
    edges: list[tuple[shapely.LineString, str]] = [
        (shapely.LineString([(0, 0), (a.width, 0), (a.width, a.depth), (0, a.depth), (0, 0)]), "")
    ]
    for fid, feature in et.features.items():
        if skip is not None and skip[0] == fid:
            continue  # its own edges move with the dragged point
        points = [*feature.outline, feature.outline[0]] if feature.outline else list(feature.line)
        edges.append((shapely.LineString(points), fid))
    for line, fid in edges:
        d = float(line.distance(here))
        if d <= best_d:
            p = line.interpolate(line.project(here))
            best, best_d = TableSnap(EDGE, (round(p.x, 4), round(p.y, 4)), fid), d
    return best if best is not None else free


def nearest_edge(points: tuple[Point, ...], at: Point, closed: bool) -> tuple[int, float]:
    """The index a new point at ``at`` goes in at to lie on the nearest edge of
    ``points`` (an area's ring when ``closed``, else a line) and its distance."""
    here = shapely.Point(at)
    n = len(points)
    pairs = range(n) if closed else range(n - 1)
    best, best_d = 1, math.inf
    for i in pairs:
        seg = shapely.LineString([points[i], points[(i + 1) % n]])
        d = float(seg.distance(here))
        if d < best_d:
            best, best_d = i + 1, d
    return best, best_d


def item_at(et: EditableTable, at: Point, tolerance: float, objective_radius: float = 0.5) -> tuple[str, str] | None:
    """What a click at ``at`` picks (its key), or None for the bare table: an
    objective marker first, then a line (a road over a wood), then the
    smallest area holding the point (a building in a wood)."""
    from gettysburg_desktop.boards.table.editable import FEATURE, OBJECTIVE

    x, y = at
    for oid, objective in et.objectives.items():
        if math.hypot(objective.at[0] - x, objective.at[1] - y) <= objective_radius + tolerance:
            return (OBJECTIVE, oid)
    here = shapely.Point(x, y)
    lines = [(float(f.area.distance(here)), fid) for fid, f in et.features.items() if f.line]
    near = [(d, fid) for d, fid in lines if d <= tolerance]
    if near:
        return (FEATURE, min(near)[1])
    holding = [(float(f.area.area), fid) for fid, f in et.features.items() if f.outline and f.area.covers(here)]
    if holding:
        return (FEATURE, min(holding)[1])
    return None
