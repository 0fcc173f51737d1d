"""Generated maps for timing the topology and the checker (and for tests)."""

from __future__ import annotations

import math
import random
import time

import shapely

from .shapes import AreaShape, BoardSize, MapDocument, RoadLine
from .topology import build_topology
from .validation import validate_map


def voronoi_map(n_areas: int, seed: int = 0, width: float = 1600.0, height: float = 1200.0) -> MapDocument:
    """About ``n_areas`` Voronoi cells of jittered grid points, clipped to the
    board and rounded to 0.01 as a file would hold them; one town, one double
    star, a few roads. Rounding keeps borders exact where cells share vertices."""
    rng = random.Random(seed)
    cols = max(2, round(math.sqrt(n_areas * width / height)))
    rows = max(2, math.ceil(n_areas / cols))
    cw, ch = width / cols, height / rows
    pts = []
    for k in range(n_areas):
        r, c = divmod(k, cols)
        pts.append(((c + 0.5 + rng.uniform(-0.35, 0.35)) * cw, (r + 0.5 + rng.uniform(-0.35, 0.35)) * ch))
    board = shapely.box(0, 0, width, height)
    cells = shapely.get_parts(shapely.voronoi_polygons(shapely.MultiPoint(pts), extend_to=board))
    tree = shapely.STRtree(cells)
    areas = []
    for k, (x, y) in enumerate(pts):
        cell = cells[tree.query(shapely.Point(x, y), predicate="intersects")[0]].intersection(board)
        ring = [(round(px, 2), round(py, 2)) for px, py in cell.exterior.coords[:-1]]
        ring = [p for i, p in enumerate(ring) if p != ring[i - 1]]
        terrain = "town" if k == n_areas // 2 else ("hill", "ridge", "clear", "clear")[k % 4]
        stars = 2 if k == n_areas - 1 else (1 if k % 10 == 3 else 0)
        areas.append(AreaShape(f"a{k:04d}", f"Area {k}", terrain, stars, tuple(ring)))
    roads = []
    for r in range(0, rows, 3):
        y = (r + 0.5) * ch
        roads.append(RoadLine(f"road-{r}", f"Road {r}", "road", ((1.0, y), (width / 2, y + ch / 7), (width - 1, y))))
    return MapDocument(
        f"voronoi-{n_areas}", f"Voronoi {n_areas}", BoardSize(width, height), tuple(areas), roads=tuple(roads)
    )


def benchmark_topology(n_areas: int, repeat: int = 3, seed: int = 0, build=None) -> float:
    """Best-of-``repeat`` seconds to derive topology, validate and (with
    ``build(doc, topology)``: a game's reading of the map, such as
    Gettysburg's Battlefield) build for a generated map of ``n_areas`` areas."""
    doc = voronoi_map(n_areas, seed)
    best = math.inf
    for _ in range(repeat):
        start = time.perf_counter()
        topo = build_topology(doc)
        validate_map(doc, topology=topo)
        if build is not None:
            build(doc, topo)
        best = min(best, time.perf_counter() - start)
    return best


__all__ = ["benchmark_topology", "voronoi_map"]
