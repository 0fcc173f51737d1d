"""The shapes of bases, with shapely, for the measures (measures.py) and
the rules that measure on the table: a base's polygon and its edges, and the
ground a base covers moving through its poses. The poses themselves are
bases.py's, plain numbers.
"""

from __future__ import annotations

import itertools
import math

import shapely
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

from .bases import EPS, Pose, Side, Size, corners


def polygon(pose: Pose, size: Size) -> Polygon:
    """The base as a shapely polygon."""
    return shapely.Polygon(corners(pose, size))


def edge(pose: Pose, size: Size, side: Side) -> LineString:
    """One side of the base as a segment (the front from its left corner to its right)."""
    fl, fr, rr, rl = corners(pose, size)
    ends = {"front": (fl, fr), "right": (fr, rr), "rear": (rr, rl), "left": (rl, fl)}[side]
    return shapely.LineString(ends)


def swept(poses: list[Pose], size: Size, radius: float = 0.0, step: float = 0.0) -> BaseGeometry:
    """The ground a base covers moving through ``poses``: the union of the
    hulls of consecutive poses (exact for straight legs), grown by the bulge
    of an arc of ``radius`` sampled every ``step`` degrees (a wheel's
    chord lies inside its arc by radius * (1 - cos(step / 2)))."""
    hulls = [
        shapely.convex_hull(shapely.MultiPoint(corners(a, size) + corners(b, size)))
        for a, b in itertools.pairwise(poses)
    ] or [polygon(poses[0], size)]
    area = hulls[0] if len(hulls) == 1 else shapely.union_all(hulls)  # one straight leg: its hull itself
    bulge = radius * (1.0 - math.cos(math.radians(step) / 2)) if radius and step else 0.0
    return area.buffer(bulge) if bulge > EPS else area
