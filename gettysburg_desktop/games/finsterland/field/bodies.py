"""The ground a unit's models cover on the table, as shapes, made once: a
block's or line's full ranks and its partial rank are two rectangles (its
bases tile them, formation.py), loose models one rectangle each. Bodies
are frozen values, so the shapes of each are cached by the body itself."""

from __future__ import annotations

from functools import lru_cache

import shapely
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.bases import EPS
from gettysburg_desktop.boards.table.shapes import polygon

from ..rules.units import Body


@lru_cache(maxsize=8192)
def ground(body: Body) -> BaseGeometry:
    """The ground a body's bases cover, as one shape."""
    return shapely.union_all([polygon(p, size) for p, size in body.blocks()])


@lru_cache(maxsize=8192)
def model_bases(body: Body) -> tuple[BaseGeometry, ...]:
    """Each model's base, in the body's order of models."""
    return tuple(polygon(p, body.base) for p in body.model_poses())


def touching(a: Body, b: Body) -> bool:
    """The two bodies' bases touch (a corner touch too, FL-RUL-10) or overlap."""
    ga, gb = ground(a), ground(b)
    (ax0, ay0, ax1, ay1), (bx0, by0, bx1, by1) = ga.bounds, gb.bounds
    if ax0 > bx1 + EPS or bx0 > ax1 + EPS or ay0 > by1 + EPS or by0 > ay1 + EPS:
        return False
    return float(ga.distance(gb)) <= EPS
