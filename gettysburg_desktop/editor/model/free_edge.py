"""Filling a region by drawing only its free edge (QGIS tracing / "fill ring").

The author draws a line from one border to another; the new area is a face
of the arrangement formed by the areas' borders, the board's edge and the
line: one that no area covers and that the line bounds. shapely nodes the
lines (``union_all``) and ``polygonize`` yields the faces, so the new area's
border runs through the neighbours' own vertices.

Only the areas near the line take part: the faces found are checked against
the areas whose bounding boxes meet them, and the search widens until no
further area is met, so a small gap on a 1,000-area map costs a handful of
areas.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np
import shapely

from ...board.shapes import Point
from .editable_map import SAME_POINT, EditableMap
from .shared_borders import insert_points_on_edges


def free_edge_faces(emap: EditableMap, line: Sequence[Point]) -> list[shapely.Polygon]:
    """The empty regions bounded by ``line`` and the borders, smallest first.

    A line crossing an empty region splits it in two: both faces are
    returned, and the smaller is the one the author usually means (the
    choice the trace makes); a line that bounds nothing gives []."""
    if len(set(line)) < 2:
        return []
    geom = shapely.LineString(line)
    minx, miny, maxx, maxy = geom.bounds
    ids = set(emap.areas_in_box(minx, miny, maxx, maxy))
    while True:
        faces = _empty_faces(emap, sorted(ids), tuple(line), geom)
        met = {a for face in faces for a in emap.areas_in_box(*face.bounds)}
        if met <= ids:
            return faces
        ids |= met


def _empty_faces(emap: EditableMap, ids: list[str], line: tuple[Point, ...], geom) -> list[shapely.Polygon]:
    w, h = emap.board.width, emap.board.height
    rings = [insert_points_on_edges(emap.area(a).polygon, line) for a in ids]
    rings.append(insert_points_on_edges(((0.0, 0.0), (w, 0.0), (w, h), (0.0, h)), line))
    linework = [shapely.LineString(ring + ring[:1]) for ring in rings if len(set(ring)) >= 2]
    linework.append(geom)
    noded = shapely.union_all(np.array(linework, dtype=object))
    faces = shapely.get_parts(shapely.polygonize(shapely.get_parts(noded)))
    covering = np.array([p for p in (emap.polygon(a) for a in ids) if p is not None], dtype=object)
    found = []
    for face in faces:
        inside = face.representative_point()
        if len(covering) and shapely.contains(covering, inside).any():
            continue
        if face.boundary.intersection(geom).length <= SAME_POINT:
            continue
        found.append(face)
    return sorted(found, key=lambda f: (f.area, f.bounds))
