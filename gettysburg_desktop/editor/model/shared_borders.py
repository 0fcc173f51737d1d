"""Keeping borders shared vertex for vertex (QGIS "topological points").

When a polygon is added or reshaped, every vertex of it that lies on a
neighbour's border segment is inserted into the neighbour, and every
neighbour vertex lying on one of its edges is inserted into it: the two
borders then run through the same points, bit for bit, instead of meeting
at T-junctions.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from gettysburg_desktop.boards.areas.editable_map import SAME_POINT, EditableMap
from gettysburg_desktop.boards.areas.shapes import Point
from gettysburg_desktop.boards.areas.spatial_index import distance_to_segment


def without_repeats(polygon: tuple[Point, ...]) -> tuple[Point, ...]:
    """The ring without a vertex equal to the one before it, nor a last one
    equal to the first (a repeated closing point)."""
    kept: list[Point] = []
    for p in polygon:
        if not kept or p != kept[-1]:
            kept.append(p)
    while len(kept) > 1 and kept[-1] == kept[0]:
        kept.pop()
    return tuple(kept)


def insert_points_on_edges(
    polygon: tuple[Point, ...], points: Iterable[Point], within: float = SAME_POINT
) -> tuple[Point, ...]:
    """``polygon`` with each of ``points`` that lies within ``within`` of one of
    its edges, and not within ``within`` of a vertex, inserted into that edge
    (in order along it)."""
    candidates = [s for s in set(points) if s not in polygon]
    if not candidates:
        return polygon
    out: list[Point] = []
    placed: set[Point] = set()
    n = len(polygon)
    for k in range(n):
        p, q = polygon[k], polygon[(k + 1) % n]
        out.append(p)
        on_edge = []
        for s in candidates:
            if s in placed:
                continue
            if distance_to_segment(s, p, q)[0] > within:
                continue
            from_p = math.dist(s, p)
            if from_p > within and math.dist(s, q) > within:
                on_edge.append((from_p, s))
        for _, s in sorted(on_edge):
            out.append(s)
            placed.add(s)
    return tuple(out)


def share_borders(
    emap: EditableMap, polygon: tuple[Point, ...], exclude: Iterable[str] = ()
) -> tuple[tuple[Point, ...], dict[str, tuple[Point, ...]]]:
    """``polygon`` with the areas' vertices on its edges inserted, and the
    changed polygons of the areas (but ``exclude``) that get its vertices."""
    n = len(polygon)
    on_edges: set[Point] = set()
    for k in range(n):
        on_edges.update(emap.vertex_index.along(polygon[k], polygon[(k + 1) % n], SAME_POINT))
    polygon = insert_points_on_edges(polygon, on_edges)
    return polygon, neighbours_taking(emap, polygon, exclude)


def neighbours_taking(
    emap: EditableMap, points: Iterable[Point], exclude: Iterable[str] = ()
) -> dict[str, tuple[Point, ...]]:
    """Area id -> its polygon with those of ``points`` that lie on its border
    segments inserted, for every area (but ``exclude``) that changes."""
    skip = set(exclude)
    per_area: dict[str, set[Point]] = {}
    for v in points:
        for _, _, seg in emap.segment_index.near(v, SAME_POINT):
            if v in seg:
                continue
            for area_id in emap.segment_index.owners_of(seg):
                if area_id not in skip:
                    per_area.setdefault(area_id, set()).add(v)
    changed = {}
    for area_id, found in sorted(per_area.items()):
        old = emap.area(area_id).polygon
        new = insert_points_on_edges(old, found)
        if new != old:
            changed[area_id] = new
    return changed
