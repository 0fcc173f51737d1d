"""Where an artillery disc may lie and which models it hits (FL-BOMB-3,
FL-BOMB-5, D23); the stacks the discs are drawn from are rules/artillery.py's.

A disc is a circle of its artillery's Explosion radius (1" light, 2" heavy).
It hits every model lying more than half under it (FL-BOMB-5). A light gun's
disc lies 6" to 20" from the gun, from the nearest point of the gun's base to
the nearest point of the disc **[interpretation]** (FL-BOMB-3).
"""

from __future__ import annotations

import shapely
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.bases import EPS, Point


def disc(centre: Point, radius: float) -> BaseGeometry:
    """The disc on the table (a circle of 64 segments a quarter)."""
    return shapely.Point(centre).buffer(radius, quad_segs=64)


def in_light_range(
    gun_base: BaseGeometry, centre: Point, radius: float, least: float = 6.0, most: float = 20.0
) -> bool:
    """A light gun's disc lies 6" to 20" from the gun (FL-BOMB-3): measured
    exactly, from the gun's base to the disc's centre less its radius."""
    gap = float(gun_base.distance(shapely.Point(centre))) - radius
    return least - EPS <= gap <= most + EPS


def models_hit(centre: Point, radius: float, bases: dict[str, BaseGeometry]) -> list[str]:
    """The models (by key) lying more than half under the disc (FL-BOMB-5), friend or foe (D23)."""
    circle = disc(centre, radius)
    return [key for key, base in bases.items() if circle.intersection(base).area > base.area / 2 + EPS]
