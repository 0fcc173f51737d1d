"""Bases on the free table: poses, oriented rectangles and how they move.

Coordinates are the game's unit (inches, millimetres), x to the right and y
up from the first player's edge; a facing is in degrees counter-clockwise
from +x (north = 90). A base is an oriented rectangle: its pose is the
centre of the rectangle and the direction its front edge faces, its size a
width (along the front edge) and a depth. Everything here is plain floats
and tuples, no shapely: a game's rules may compute with it. The shapes a
base makes for the measures (its polygon, its edges, what a move sweeps)
are shapes.py's.

The moves are the two a block or a line makes on a real table: a straight
advance along its facing and a wheel about one of its front corners; each
costs the largest straight-line displacement of any point of the base
(the rule of both miniatures games here: Finsterland's D6 and FL-RUL-11, and
for a rigid move of a convex base that point is a corner).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

#: geometry is compared exactly up to floating-point noise (FL-RUL-12, BB-RUL-7), in the game's unit
EPS = 1e-6

Point = tuple[float, float]
#: a base's sides, as the rules name what is touched
Side = Literal["front", "right", "rear", "left"]
SIDES: tuple[Side, ...] = ("front", "right", "rear", "left")


@dataclass(frozen=True, slots=True)
class Pose:
    """Where a base stands: its centre and the direction its front faces."""

    x: float
    y: float
    #: degrees counter-clockwise from +x
    facing: float

    @property
    def centre(self) -> Point:
        return (self.x, self.y)

    @property
    def ahead(self) -> Point:
        """The unit vector the front faces."""
        a = math.radians(self.facing)
        return (math.cos(a), math.sin(a))

    @property
    def left(self) -> Point:
        """The unit vector to the base's left (its own left, facing forward)."""
        a = math.radians(self.facing)
        return (-math.sin(a), math.cos(a))

    def advanced(self, distance: float) -> Pose:
        """The pose ``distance`` straight ahead (back for a negative distance)."""
        fx, fy = self.ahead
        return Pose(self.x + fx * distance, self.y + fy * distance, self.facing)

    def turned(self, degrees: float) -> Pose:
        """The pose turned about its centre (counter-clockwise for positive degrees)."""
        return Pose(self.x, self.y, normal_facing(self.facing + degrees))

    def rotated_about(self, pivot: Point, degrees: float) -> Pose:
        """The pose carried round ``pivot`` by ``degrees`` (counter-clockwise), facing turned alike."""
        a = math.radians(degrees)
        c, s = math.cos(a), math.sin(a)
        dx, dy = self.x - pivot[0], self.y - pivot[1]
        return Pose(pivot[0] + c * dx - s * dy, pivot[1] + s * dx + c * dy, normal_facing(self.facing + degrees))


@dataclass(frozen=True, slots=True)
class Size:
    """A base's size: ``width`` along its front edge, ``depth`` front to rear."""

    width: float
    depth: float


def normal_facing(degrees: float) -> float:
    """A facing in [0, 360)."""
    f = math.fmod(degrees, 360.0)
    return f + 360.0 if f < 0 else (0.0 if f == 360.0 else f)


def corners(pose: Pose, size: Size) -> tuple[Point, Point, Point, Point]:
    """The corners: front-left, front-right, rear-right, rear-left (clockwise seen from above)."""
    fx, fy = pose.ahead
    lx, ly = pose.left
    hd, hw = size.depth / 2, size.width / 2
    x, y = pose.x, pose.y
    return (
        (x + fx * hd + lx * hw, y + fy * hd + ly * hw),
        (x + fx * hd - lx * hw, y + fy * hd - ly * hw),
        (x - fx * hd - lx * hw, y - fy * hd - ly * hw),
        (x - fx * hd + lx * hw, y - fy * hd + ly * hw),
    )


# --- moves ------------------------------------------------------------------------------------
def wheeled(pose: Pose, size: Size, degrees: float) -> Pose:
    """The pose after a wheel of ``degrees`` about a front corner: a wheel
    to the left (positive degrees, counter-clockwise) pivots on the front-left
    corner, one to the right on the front-right corner."""
    fl, fr, _rr, _rl = corners(pose, size)
    return pose.rotated_about(fl if degrees > 0 else fr, degrees)


def displacement(before: Pose, after: Pose, size: Size) -> float:
    """The largest straight-line displacement of any point of the base from
    ``before`` to ``after`` (a corner's, as the displacement of a point under
    a rigid move is convex in the point)."""
    return max(math.dist(a, b) for a, b in zip(corners(before, size), corners(after, size), strict=True))


def wheel_poses(pose: Pose, size: Size, degrees: float, step: float = 5.0) -> list[Pose]:
    """The poses of a wheel every ``step`` degrees or less, the first and the last included."""
    n = max(1, math.ceil(abs(degrees) / step - EPS))
    fl, fr, _rr, _rl = corners(pose, size)
    pivot = fl if degrees > 0 else fr
    return [pose.rotated_about(pivot, degrees * k / n) for k in range(n + 1)]
