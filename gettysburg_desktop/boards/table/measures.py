"""The measures of the free table, each a small function the rules of a
game put together (the free table's design note, issue 24): distances, the front arc,
whether a line crosses a feature's inside, contact and overlap, the sides
touched. A game says which measure a rule uses; nothing here knows a game.

Comparisons allow floating-point noise only (``EPS``, bases.py): a move
0.01 beyond its allowance is beyond it.
"""

from __future__ import annotations

import shapely
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

from .bases import EPS, SIDES, Point, Pose, Side, Size, corners
from .shapes import edge


# --- distances --------------------------------------------------------------------------------
def edge_distance(a: BaseGeometry, b: BaseGeometry) -> float:
    """The shortest distance between two shapes (base edge to base edge; 0 when they touch or overlap)."""
    return float(a.distance(b))


def point_distance(point: Point, shape: BaseGeometry) -> float:
    """From a point (an objective marker's centre) to the nearest point of a shape."""
    return float(shapely.Point(point).distance(shape))


def within(distance: float, limit: float) -> bool:
    """``distance`` is no more than ``limit`` (up to floating-point noise)."""
    return distance <= limit + EPS


# --- arcs -------------------------------------------------------------------------------------
def front_arc(pose: Pose, size: Size, reach: float) -> Polygon:
    """The area ahead of the front edge between two lines drawn out at 45
    degrees from its front corners, ``reach`` deep (Finsterland's D6)."""
    fl, fr, _rr, _rl = corners(pose, size)
    (fx, fy), (lx, ly) = pose.ahead, pose.left
    return shapely.Polygon(
        [
            fl,
            fr,
            (fr[0] + reach * (fx - lx), fr[1] + reach * (fy - ly)),
            (fl[0] + reach * (fx + lx), fl[1] + reach * (fy + ly)),
        ]
    )


def widened_field(pose: Pose, size: Size, reach: float, widen: float) -> Polygon:
    """A rectangle ahead of the front edge, ``reach`` deep and widened by
    ``widen`` on each side (a field of fire widened by a base width)."""
    fl, fr, _rr, _rl = corners(pose, size)
    (fx, fy), (lx, ly) = pose.ahead, pose.left
    a = (fl[0] + lx * widen, fl[1] + ly * widen)
    b = (fr[0] - lx * widen, fr[1] - ly * widen)
    return shapely.Polygon([a, b, (b[0] + fx * reach, b[1] + fy * reach), (a[0] + fx * reach, a[1] + fy * reach)])


def reaches_into(region: BaseGeometry, shape: BaseGeometry) -> bool:
    """Some part of ``shape`` lies inside ``region`` (not only on its edge)."""
    return bool(region.relate_pattern(shape, "T********"))


# --- lines ------------------------------------------------------------------------------------
def crosses_inside(line: LineString, shape: BaseGeometry) -> bool:
    """The line runs through the inside of ``shape``; a line that only touches
    its edge or a corner does not (FL-RUL-9's "crosses the inside")."""
    return bool(line.relate_pattern(shape, "T********"))


def length_inside(line: LineString, shape: BaseGeometry) -> float:
    """How much of the line lies in ``shape`` (its inside and edge)."""
    return float(line.intersection(shape).length)


def segment(a: Point, b: Point) -> LineString:
    return shapely.LineString([a, b])


# --- contact ----------------------------------------------------------------------------------
def in_contact(a: BaseGeometry, b: BaseGeometry, tolerance: float = EPS) -> bool:
    """The shapes touch (a corner touch too) or come within ``tolerance``."""
    return float(a.distance(b)) <= tolerance


def overlap(a: BaseGeometry, b: BaseGeometry) -> float:
    """The area two shapes share (0 for shapes that only touch)."""
    return float(a.intersection(b).area)


def overlapping(a: BaseGeometry, b: BaseGeometry, tolerance: float = EPS) -> bool:
    """The shapes share more than noise of area: they may not stand so."""
    return overlap(a, b) > tolerance


def touched_length(pose: Pose, size: Size, side: Side, other: BaseGeometry, tolerance: float = EPS) -> float:
    """How much of the base's ``side`` touches ``other`` (within ``tolerance``)."""
    return float(edge(pose, size, side).intersection(other.buffer(tolerance)).length)


def sides_touched(pose: Pose, size: Size, other: BaseGeometry, tolerance: float = EPS) -> tuple[Side, ...]:
    """The base's sides that ``other`` touches, in the order front, right,
    rear, left (two sides where it touches a corner only)."""
    return tuple(s for s in SIDES if float(edge(pose, size, s).distance(other)) <= tolerance)
