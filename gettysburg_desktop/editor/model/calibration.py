"""Laying a scanned map on the board: where a board point lies on the image,
and the calibration from two points the author clicked on the scan and
whose map coordinates they typed (the scan is scaled, turned and moved so
both land where they belong).

A background lays image pixel ``p`` at board point ``offset + scale * R(rotation) p``,
R turning clockwise on screen (y grows downward), as the editor's scene
draws it (docs/map-format.md, ``background``).
"""

from __future__ import annotations

import math
from dataclasses import replace

from gettysburg_desktop.boards.areas.shapes import Background, Point
from gettysburg_desktop.editing.model.edit import EditRefused


def _turn(p: Point, degrees: float) -> Point:
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    return (c * p[0] - s * p[1], s * p[0] + c * p[1])


def board_point(bg: Background, image_point: Point) -> Point:
    """Where the image pixel ``image_point`` lies on the board."""
    x, y = _turn((image_point[0] * bg.scale, image_point[1] * bg.scale), bg.rotation)
    return (bg.offset[0] + x, bg.offset[1] + y)


def image_point(bg: Background, board: Point) -> Point:
    """The image pixel under the board point ``board``."""
    x, y = _turn((board[0] - bg.offset[0], board[1] - bg.offset[1]), -bg.rotation)
    return (x / bg.scale, y / bg.scale)


def _tidy(value: float, digits: int) -> float:
    value = round(value, digits)
    return 0.0 if value == 0 else value


def calibrate(bg: Background, pairs: tuple[tuple[Point, Point], tuple[Point, Point]]) -> Background:
    """``bg`` laid so that each (image pixel, board point) pair of ``pairs``
    matches: scale, rotation and offset from two points. EditRefused when
    the two points coincide on the scan or on the map."""
    (i1, m1), (i2, m2) = pairs
    vi = (i2[0] - i1[0], i2[1] - i1[1])
    vm = (m2[0] - m1[0], m2[1] - m1[1])
    li, lm = math.hypot(*vi), math.hypot(*vm)
    if li < 1e-9:
        raise EditRefused(
            "The two points are the same point of the scan: click two points far apart", "calibrate-same-image"
        )
    if lm < 1e-9:
        raise EditRefused(
            "The two points have the same map coordinates: type where each lies on the map", "calibrate-same-map"
        )
    scale = lm / li
    rotation = math.degrees(math.atan2(vm[1], vm[0]) - math.atan2(vi[1], vi[0]))
    rotation = (rotation + 180.0) % 360.0 - 180.0
    rotation = _tidy(rotation, 6)
    turned = _turn((i1[0] * scale, i1[1] * scale), rotation)
    offset = (_tidy(m1[0] - turned[0], 4), _tidy(m1[1] - turned[1], 4))
    return replace(bg, offset=offset, scale=round(scale, 9), rotation=rotation)
