"""shapely geometry for a map's areas, with degenerate shapes set aside."""

from __future__ import annotations

import shapely
from shapely.geometry.base import BaseGeometry

from .shapes import AreaShape, Point

#: Snapping tolerance in board units: borders closer than this count as shared.
DEFAULT_TOLERANCE = 0.5


def distinct_points(points: tuple[Point, ...]) -> int:
    return len(set(points))


def area_polygon(area: AreaShape) -> BaseGeometry | None:
    """The area's polygon, repaired if it crosses itself (so overlay operations
    don't fail), or None if it is degenerate (fewer than 3 distinct points or
    zero area). validation.py reports both cases; topology ignores None."""
    if distinct_points(area.polygon) < 3:
        return None
    poly: BaseGeometry = shapely.Polygon(area.polygon)
    if not poly.is_valid:
        poly = shapely.make_valid(poly, method="structure", keep_collapsed=False)
    if poly.is_empty or poly.area <= 0.0:
        return None
    return poly


def label_point(area: AreaShape, polygon: BaseGeometry | None) -> Point:
    """Where the area's name goes: the file's label, else a point inside."""
    if area.label is not None:
        return area.label
    if polygon is not None:
        p = polygon.representative_point()
        return (p.x, p.y)
    xs = [p[0] for p in area.polygon] or [0.0]
    ys = [p[1] for p in area.polygon] or [0.0]
    return (sum(xs) / len(xs), sum(ys) / len(ys))


def point_of(geom: BaseGeometry) -> Point:
    """A point on or in ``geom``, for messages that say where to look."""
    p = geom.representative_point() if not geom.is_empty else shapely.Point(0, 0)
    return (p.x, p.y)
