"""Heights and lines of sight (BB-FIELD-10, BB-SHOOT-5 to -8, BB-CMD-9;
decisions 15 and 18).

A hill is a polygon ("gentle hill" top 1, "steep hill" top 2) with a crest,
a "crest" line feature lying in it; the height of a point on it rises from 0
at the outline to the top on the crest: top x d(outline) / (d(outline) +
d(crest)); 0 off every hill.

A line of sight is a segment between two sample points, one on each end's
base (decision 15): the looker's front edge at its corners, quarter points
and middle; the seen shape's corners and edge middles. It is blocked by the
inside of a wood or a BUA it crosses (not the one the looker or the seen
stands in, where skirmish fire is, BB-SHOOT-7), a crest it crosses (not one
under either end's base), the inside of a hill neither end stands on, and
the inside of any other element (``troops``). An elevated looker (some of
its front edge on a hill) sees over hills, BUAs and troops that stand lower
than the highest point of its front edge, never through crests and woods
(BB-SHOOT-6). Touching an edge is not crossing it.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

import shapely
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.measures import crosses_inside
from gettysburg_desktop.boards.table.table import Feature, Table

from .terrain import HILLS

#: decision 18: a hill's top on its crest
TOP = {"gentle hill": 1.0, "steep hill": 2.0}


@lru_cache(maxsize=64)
def crests(table: Table) -> list[tuple[Feature, LineString]]:
    """The crest lines (a line of no width covers no ground: they are found by kind, not by area)."""
    return [(f, shapely.LineString(f.line)) for f in table.features if f.kind == "crest" and len(f.line) > 1]


def crest_of(table: Table, hill: Feature) -> LineString | None:
    """The hill's crest: the "crest" line lying in it."""
    return next((line for _f, line in crests(table) if hill.area.covers(line.centroid)), None)


def height(table: Table, point: tuple[float, float]) -> float:
    """Decision 18: the ground's height at ``point``."""
    p = shapely.Point(point)
    best = 0.0
    for hill in table.features_touching(p, HILLS):
        if not hill.area.covers(p):
            continue
        crest = crest_of(table, hill)
        to_edge = float(hill.area.exterior.distance(p)) if isinstance(hill.area, Polygon) else 0.0
        to_crest = float(crest.distance(p)) if crest is not None else 0.0
        top = TOP[hill.kind]
        h = top if to_crest <= 1e-9 else top * to_edge / (to_edge + to_crest)
        best = max(best, h)
    return best


def highest(table: Table, part: BaseGeometry) -> float:
    """The highest ground along the part of a line of sight (its points and their middles)."""
    points = [tuple(p) for p in shapely.get_coordinates(part)]
    middles = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in itertools.pairwise(points)]
    return max((height(table, (float(p[0]), float(p[1]))) for p in points + middles), default=0.0)


def edge_points(line: LineString) -> list[tuple[float, float]]:
    """Decision 15: a front edge's corners, quarter points and middle."""
    (x1, y1), (x2, y2) = line.coords[0], line.coords[-1]
    return [(x1 + (x2 - x1) * t, y1 + (y2 - y1) * t) for t in (0.0, 0.25, 0.5, 0.75, 1.0)]


def shape_points(shape: BaseGeometry) -> list[tuple[float, float]]:
    """Decision 15: a shape's corners and the middles of its edges."""
    ring = list(shape.exterior.coords)[:-1] if isinstance(shape, Polygon) else list(shapely.get_coordinates(shape))
    out = []
    for k, a in enumerate(ring):
        b = ring[(k + 1) % len(ring)]
        out += [(float(a[0]), float(a[1])), ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)]
    return out


@dataclass(frozen=True)
class Looker:
    """The end a line of sight starts from: its base, its front edge (the sample points), and whether
    a shooter (troops block) or a commander (terrain only, BB-CMD-9)."""

    base: Polygon
    front: LineString
    troops_block: bool = True
    #: where its lines start instead of its front edge's points (a camp shoots all round, BB-SHOOT-4)
    samples: tuple[tuple[float, float], ...] = ()


def blocked(table: Table, line: LineString, looker: Looker, seen: BaseGeometry, troops: Iterable[BaseGeometry],
            *, eye: float = 0.0, elevated: bool = False, near: list[Feature] | None = None) -> bool:  # fmt: skip
    """Whether ``line`` is blocked between the looker and the seen (module doc); ``eye`` the highest ground
    of the looker's front edge, ``elevated`` whether it stands on a hill."""
    ends = (looker.base, seen)
    for _f, crest in crests(table):
        if line.crosses(crest) and not any(e.intersects(crest) for e in ends):
            return True
    candidates = near if near is not None else table.features_touching(line, ("wood", "bua", *HILLS))
    for f in candidates:
        if not crosses_inside(line, f.area) or any(e.relate_pattern(f.area, "T********") for e in ends):
            continue  # not crossed, or the one an end stands in (skirmish fire; a hill an end stands on)
        if f.kind == "wood":
            return True
        if not elevated or highest(table, line.intersection(f.area)) >= eye:
            return True
    for t in troops:
        if crosses_inside(line, t) and (not elevated or max(height(table, c) for c in shape_points(t)) >= eye):
            return True
    return False


def in_sight(table: Table, looker: Looker, seen: BaseGeometry, troops: Iterable[BaseGeometry] = ()) -> bool:
    """Decision 15: some segment between a sample of the looker's front edge and one of ``seen`` is clear."""
    others = list(troops) if looker.troops_block else []
    starts = list(looker.samples) or edge_points(looker.front)
    eye = max(height(table, p) for p in starts)
    elevated = eye > 0.0
    near = shapely.union_all([looker.base, seen]).envelope
    others = [t for t in others if t.intersects(near)]  # a line between the two lies in their envelope
    features = table.features_touching(near, ("wood", "bua", *HILLS))
    for a in starts:
        for b in shape_points(seen):
            line = shapely.LineString([a, b])
            if line.length <= 1e-9:
                return True
            if not blocked(table, line, looker, seen, others, eye=eye, elevated=elevated, near=features):
                return True
    return False
