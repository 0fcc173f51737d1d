"""Filling a region by drawing only its free edge (QGIS tracing / "fill ring").

The author draws a line from one border to another; the new area is a piece
of the empty part of the board (the board minus every area) that the line
cuts off, bounded by the line and the existing borders. shapely finds the
empty part (``difference`` of the board and the ``union_all`` of the areas),
nodes its rings with the line and ``polygonize`` yields the pieces, so the
new area's border runs through the neighbours' own vertices.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import shapely

from gettysburg_desktop.boards.areas.editable_map import SAME_POINT, EditableMap
from gettysburg_desktop.boards.areas.geometry import DEFAULT_TOLERANCE
from gettysburg_desktop.boards.areas.shapes import Point

from .shared_borders import insert_points_on_edges

#: Empty pieces narrower than this are dust between borders traced a hair
#: apart, never a region to fill (the checker ignores such gaps too).
DUST_WIDTH = DEFAULT_TOLERANCE / 5


def free_edge_faces(emap: EditableMap, line: Sequence[Point]) -> list[shapely.Polygon]:
    """The pieces of empty board that ``line`` bounds, smallest first.

    A line across an empty region cuts it in two: both pieces are returned,
    and the smaller is the one the author usually means (the trace's
    default: on a nearly finished map it is the gap being filled, on a sparse
    one the pocket the line closes off rather than the rest of the board). A
    line along a border of an empty region returns that region. A line that
    bounds nothing empty gives []; so does one bounding only dust (pieces
    under DUST_WIDTH wide)."""
    if len(set(line)) < 2:
        return []
    points = tuple(line)
    geom = shapely.LineString(points)
    w, h = emap.board.width, emap.board.height
    polygons = np.array([p for p in (emap.polygon(a) for a in emap.areas) if p is not None], dtype=object)
    board = shapely.box(0.0, 0.0, w, h)
    empty = shapely.difference(board, shapely.union_all(polygons)) if len(polygons) else board
    faces = []
    for part in shapely.get_parts(empty):
        if not part.intersects(geom):
            continue
        rings = [insert_points_on_edges(tuple(r.coords[:-1]), points) for r in (part.exterior, *part.interiors)]
        linework = [shapely.LineString(r + r[:1]) for r in rings]
        noded = shapely.union_all(np.array([*linework, geom], dtype=object))
        for face in shapely.get_parts(shapely.polygonize(shapely.get_parts(noded))):
            if (
                part.contains(face.representative_point())
                and face.boundary.intersection(geom).length > SAME_POINT
                and _width(face) >= DUST_WIDTH
            ):
                faces.append(face)
    return sorted(faces, key=lambda f: (f.area, f.bounds))


def _width(face: shapely.Polygon) -> float:
    """The short side of the rectangle with the face's area and perimeter
    (the checker's measure of a gap's width, board.validation)."""
    quarter = face.length / 4
    return quarter - math.sqrt(max(0.0, quarter * quarter - face.area))
