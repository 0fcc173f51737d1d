"""The area graph derived from polygons: shared borders, vertex contacts and
the borders roads cross ("Terms", R-MOVE-2, R-MOVE-3, R-ART-2).

Method: an STRtree yields the pairs of areas within the snapping tolerance
(never all pairs). For each pair the two boundaries are snapped to each other
(each gets the other's nearby vertices), so a border traced twice with small
differences becomes one exact line, then intersected: line pieces of total
length >= ``min_border_length`` make the pair adjacent; anything shorter
(points, where four areas meet at a corner all six pairs touch) makes it
vertex-adjacent.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import pairwise

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from .geometry import DEFAULT_TOLERANCE, area_polygon, point_of
from .shapes import MapDocument, Point

Segment = tuple[Point, Point]


def pair_key(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


@dataclass(frozen=True, slots=True)
class Border:
    """The border two areas share: one or more polylines (usually one)."""

    areas: tuple[str, str]
    lines: tuple[tuple[Point, ...], ...]
    length: float

    @property
    def segments(self) -> tuple[Segment, ...]:
        """The border as straight segments, e.g. for entrenchment markers (R-ENT-1)."""
        return tuple(seg for line in self.lines for seg in pairwise(line))

    @property
    def midpoint(self) -> Point:
        """Halfway along the longest piece: where a marker on this border goes."""
        longest = max(self.lines, key=lambda ln: shapely.LineString(ln).length)
        p = shapely.LineString(longest).interpolate(0.5, normalized=True)
        return (p.x, p.y)


@dataclass(frozen=True)
class Topology:
    tolerance: float
    min_border_length: float
    #: Areas with usable geometry (degenerate ones are left out), sorted.
    area_ids: tuple[str, ...]
    polygons: Mapping[str, BaseGeometry]
    borders: Mapping[tuple[str, str], Border]
    #: Pairs meeting only at points (or along less than min_border_length).
    vertex_contacts: Mapping[tuple[str, str], Point]
    #: Road id -> the borders (sorted pairs) it crosses.
    road_crossings: Mapping[str, tuple[tuple[str, str], ...]]

    def edge_pairs(self) -> list[tuple[str, str]]:
        return sorted(self.borders)

    def vertex_pairs(self) -> list[tuple[str, str]]:
        return sorted(self.vertex_contacts)

    def road_border_pairs(self) -> list[tuple[str, str]]:
        return sorted({p for pairs in self.road_crossings.values() for p in pairs})

    def neighbours(self, area: str) -> tuple[str, ...]:
        return tuple(sorted(b if a == area else a for a, b in self.borders if area in (a, b)))

    def border_between(self, a: str, b: str) -> Border | None:
        return self.borders.get(pair_key(a, b))

    def borders_of(self, area: str) -> dict[str, tuple[Segment, ...]]:
        """Neighbour id -> the shared border as segments (R-ENT-1 markers lie along them)."""
        result = {}
        for (a, b), border in sorted(self.borders.items()):
            if area in (a, b):
                result[b if a == area else a] = border.segments
        return result


def _parts(geom: BaseGeometry) -> list[BaseGeometry]:
    if geom.geom_type in ("LineString", "Point"):
        return [] if geom.is_empty else [geom]
    out = []
    stack = [geom]
    while stack:
        g = stack.pop()
        if g.is_empty:
            continue
        if g.geom_type in ("MultiLineString", "MultiPoint", "GeometryCollection", "MultiPolygon"):
            stack.extend(shapely.get_parts(g))
        else:
            out.append(g)
    return out


def _line_coords(line: BaseGeometry) -> tuple[Point, ...]:
    return tuple((float(x), float(y)) for x, y in line.coords)


def candidate_pairs(geoms: np.ndarray, distance: float) -> np.ndarray:
    """Index pairs (i < j) of geometries within ``distance``, via an STRtree."""
    if len(geoms) == 0:
        return np.empty((2, 0), dtype=np.intp)
    tree = shapely.STRtree(geoms)
    left, right = tree.query(geoms, predicate="dwithin", distance=distance)
    keep = left < right
    return np.vstack((left[keep], right[keep]))


def _shared_boundaries(bnd: np.ndarray, pairs: np.ndarray, tol: float) -> np.ndarray:
    a = bnd[pairs[0]]
    b = bnd[pairs[1]]
    a_snapped = shapely.snap(a, b, tol)
    b_snapped = shapely.snap(b, a_snapped, tol)
    try:
        return shapely.intersection(a_snapped, b_snapped)
    except shapely.errors.GEOSException:  # pragma: no cover - rare robustness failure
        out = []
        for g1, g2 in zip(a_snapped, b_snapped, strict=True):
            try:
                out.append(shapely.intersection(g1, g2))
            except shapely.errors.GEOSException:
                out.append(shapely.intersection(g1.buffer(tol / 2), g2).boundary)
        return np.array(out, dtype=object)


def build_topology(
    doc: MapDocument,
    tolerance: float = DEFAULT_TOLERANCE,
    min_border_length: float | None = None,
) -> Topology:
    """Derive the area graph from ``doc``'s polygons (see the module docstring)."""
    min_len = 2 * tolerance if min_border_length is None else min_border_length
    polys = {}
    for area in sorted(doc.areas, key=lambda a: a.id):
        poly = area_polygon(area)
        if poly is not None and area.id not in polys:
            polys[area.id] = poly
    ids = tuple(polys)
    geoms = np.array([polys[i] for i in ids], dtype=object)
    pairs = candidate_pairs(geoms, tolerance)
    borders: dict[tuple[str, str], Border] = {}
    contacts: dict[tuple[str, str], Point] = {}
    if pairs.shape[1]:
        shared = _shared_boundaries(shapely.boundary(geoms), pairs, tolerance)
        for i, j, inter in zip(pairs[0], pairs[1], shared, strict=True):
            key = (ids[i], ids[j])  # ids are sorted and i < j
            parts = _parts(inter)
            lines = [p for p in parts if p.geom_type in ("LineString", "LinearRing") and p.length > 0]
            length = sum(ln.length for ln in lines)
            if length >= min_len:
                if len(lines) > 1:
                    lines = _parts(shapely.line_merge(shapely.MultiLineString(lines)))  # type: ignore[arg-type]  # line parts
                coords = tuple(_line_coords(ln) for ln in lines)
                borders[key] = Border(key, coords, length)
            elif parts:
                contacts[key] = point_of(parts[0])
            else:
                # Within tolerance but the snapped boundaries still miss: the
                # closest points touch for the rules' purposes.
                a, b = shapely.shortest_line(geoms[i], geoms[j]).coords
                contacts[key] = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    crossings = road_crossings(doc, polys, borders, tolerance)
    return Topology(tolerance, min_len, ids, polys, borders, contacts, crossings)


def road_crossings(
    doc: MapDocument,
    polys: Mapping[str, BaseGeometry],
    borders: Mapping[tuple[str, str], Border],
    tolerance: float,
) -> dict[str, tuple[tuple[str, str], ...]]:
    """Road id -> the shared borders it crosses (R-MOVE-2).

    The road is cut into the pieces lying inside each area, the pieces are put
    in order along the road, and each step from one area's piece to the next
    area's piece (with no more than ``2 * tolerance`` between them) crosses
    their border if they share one. A road through a corner where four areas
    meet crosses no border (R-MOVE-3); a piece running along a border, with
    its middle on the border rather than inside an area, is ignored.
    """
    result: dict[str, tuple[tuple[str, str], ...]] = {}
    if not doc.roads:
        return result
    ids = list(polys)
    area_geoms = np.array([polys[i] for i in ids], dtype=object)
    area_tree = shapely.STRtree(area_geoms)
    for road in sorted(doc.roads, key=lambda r: r.id):
        if len(set(road.points)) < 2:
            result[road.id] = ()
            continue
        line = shapely.LineString(road.points)
        hit = area_tree.query(line, predicate="intersects")
        pieces = []  # (start, end, area) measured along the road
        for k, inside in zip(hit, shapely.intersection(area_geoms[hit], line), strict=True):
            for piece in _parts(inside):
                if piece.geom_type not in ("LineString", "LinearRing") or piece.length <= tolerance / 10:
                    continue
                if not area_geoms[k].contains(piece.interpolate(0.5, normalized=True)):
                    continue
                first, last = piece.coords[0], piece.coords[-1]
                m1, m2 = line.project(shapely.Point(first)), line.project(shapely.Point(last))
                pieces.append((min(m1, m2), max(m1, m2), ids[k]))
        pieces.sort()
        crossed = set()
        for (_, end, a), (start, _, b) in pairwise(pieces):
            if a != b and start - end <= 2 * tolerance and pair_key(a, b) in borders:
                crossed.add(pair_key(a, b))
        result[road.id] = tuple(sorted(crossed))
    return result
