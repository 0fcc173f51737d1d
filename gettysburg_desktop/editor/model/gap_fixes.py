"""A one-click fix for a gap the checker lists (board.validation: "sliver
gap between this area and ...", or board the areas don't cover at its
edge): a neighbour's corner that is not a vertex of the area across the gap
leaves a wedge a fraction of a unit wide, invisible on screen. ``close_gap``
makes every such corner on the gap's rim a vertex of the area across too
(QGIS's "add topological points"): that area's border is snapped onto the
corner, and the two share it exactly, the gap gone. One undoable edit; a
gap it can't close (no such corner, or an outline that would cross itself)
is refused with the reason.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

import numpy as np
import shapely

from gettysburg_desktop.boards.areas.editable_map import AREA, EditableMap, Key, Record
from gettysburg_desktop.boards.areas.geometry import DEFAULT_TOLERANCE
from gettysburg_desktop.boards.areas.problems import format_number
from gettysburg_desktop.boards.areas.shapes import Point
from gettysburg_desktop.boards.areas.spatial_index import distance_to_segment
from gettysburg_desktop.editing.model.edit import Edit, EditRefused

#: how far (in tolerances) a corner may lie from the border it is snapped onto:
#: the checker's "sliver gap" is under four tolerances wide
REACH = 4


class GapFix(Edit):
    """``close_gap``'s edit, with its words' parts for the window to word it
    in the author's language: the corners (``where``) and the areas' names."""

    def __init__(
        self, emap: EditableMap, text: str, after: Mapping[Key, Record | None], where: str, names: str
    ) -> None:
        super().__init__(emap, text, after)
        self.where = where
        self.names = names


def gap_at(emap: EditableMap, near: Point, tolerance: float = DEFAULT_TOLERANCE):
    """The bare piece of the board (a shapely Polygon) at or nearest ``near``
    within ``tolerance``, or None."""
    polygons = [p for a in emap.areas if (p := emap.polygon(a)) is not None]
    if not polygons:
        return None
    board = shapely.box(0.0, 0.0, emap.board.width, emap.board.height)
    bare = [g for g in shapely.get_parts(board.difference(shapely.union_all(np.array(polygons, dtype=object))))]
    bare = [g for g in bare if g.geom_type == "Polygon"]
    point = shapely.Point(near)
    found = min(bare, key=lambda g: g.distance(point), default=None)
    if found is None or found.distance(point) > tolerance:
        return None
    return found


def close_gap(emap: EditableMap, near: Point, tolerance: float = DEFAULT_TOLERANCE) -> GapFix:
    """Close the gap at ``near`` (the checker's location of it): each corner
    of an area on the gap's rim goes into the nearest border segment of every
    other area beside the gap that lacks it, within ``REACH`` tolerances
    ("Close the gap: (100, 49.8) becomes a corner of 'Ridge' too")."""
    hole = gap_at(emap, near, tolerance)
    if hole is None:
        raise EditRefused("There is no gap there", "no-gap")
    reach = REACH * tolerance
    beside = [a for a in emap.areas_in_box(*hole.buffer(reach).bounds) if _near(emap, a, hole, tolerance)]
    inserts: dict[str, list[tuple[int, float, Point]]] = {}
    for corner in dict.fromkeys((float(c[0]), float(c[1])) for c in hole.exterior.coords[:-1]):
        owners = emap.areas_with_vertex(corner)
        if not owners:
            continue  # where two borders cross, not a corner of an area
        for area_id in beside:
            if area_id in owners:
                continue
            ring = emap.area(area_id).polygon
            d, k, t = _nearest_segment(ring, corner)
            if 0 < d <= reach:
                inserts.setdefault(area_id, []).append((k, t, corner))
    if not inserts:
        raise EditRefused(
            "No corner on this gap's rim can go into the border across it: redraw the border (D) through it",
            "gap-corners",
        )
    after: dict[Key, Record | None] = {}
    for area_id, points in inserts.items():
        area = emap.area(area_id)
        grown = list(area.polygon)
        for k, _t, corner in sorted(points, key=lambda e: (e[0], e[1]), reverse=True):
            grown.insert(k + 1, corner)
        if not shapely.Polygon(grown).is_valid:
            raise EditRefused(
                f"Snapping the border of {area.name!r} onto the gap's corners would make it cross itself",
                "gap-crosses",
                name=area.name,
            )
        after[(AREA, area_id)] = replace(area, polygon=tuple(grown))
    corners = sorted({c for points in inserts.values() for _k, _t, c in points})
    names = ", ".join(repr(emap.area(a).name) for a in sorted(inserts))
    where = ", ".join(f"({format_number(x, 2)}, {format_number(y, 2)})" for x, y in corners)
    return GapFix(emap, f"Close the gap: {where} becomes a corner of {names} too", after, where, names)


def _near(emap: EditableMap, area_id: str, hole, tolerance: float) -> bool:
    polygon = emap.polygon(area_id)
    return polygon is not None and polygon.distance(hole) <= tolerance


def _nearest_segment(ring, p: Point) -> tuple[float, int, float]:
    """(distance, index of the segment's first vertex, how far along it) of the
    segment of ``ring`` nearest ``p``."""
    best = (float("inf"), -1, 0.0)
    n = len(ring)
    for k in range(n):
        a, b = ring[k], ring[(k + 1) % n]
        d, at = distance_to_segment(p, a, b)
        if d < best[0]:
            length = max(abs(b[0] - a[0]), abs(b[1] - a[1])) or 1.0
            t = max(abs(at[0] - a[0]), abs(at[1] - a[1])) / length
            best = (d, k, t)
    return best
