"""The map checker: every problem at once, each with a place to zoom to.

Like QGIS's geometry checker: overlaps, gaps and slivers, bad polygons, plus
the game's own demands (one town, one double star, a connected board, roads
that cross borders, entry boxes linked to real areas). Tolerances are in board
units and derive from the snapping tolerance (docs/map-format.md).
"""

from __future__ import annotations

import math
import re
from collections import Counter, deque
from typing import Any

import numpy as np
import shapely

from .geometry import (
    DEFAULT_TOLERANCE,
    area_polygon,
    distinct_points,
    label_point,
    point_of,
)
from .problems import Problem, format_number
from .shapes import ROAD_KINDS, TERRAINS, MapDocument
from .topology import Topology, build_topology

SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*\Z")
_GEOS_POINT = re.compile(r"\[\s*(-?[\d.eE+-]+)\s+(-?[\d.eE+-]+)")


class _Report:
    def __init__(self, file: str) -> None:
        self.file = file
        self.problems: list[Problem] = []

    def add(self, kind: str, item: str, code: str, message: str, at=None) -> None:
        loc = None if at is None else (float(at[0]), float(at[1]))
        self.problems.append(Problem(self.file, kind, item, code, message, loc))


def validate_map(
    doc: MapDocument,
    file: str | None = None,
    *,
    tolerance: float = DEFAULT_TOLERANCE,
    topology: Topology | None = None,
) -> list[Problem]:
    """Every problem in ``doc``, in a stable order; [] for a good map."""
    return MapChecker(tolerance).check(doc, file, topology=topology)


class MapChecker:
    """``validate_map`` that remembers its last run, for an editor checking
    the map after every edit: each area's own checks are redone only for the
    areas whose record changed, overlaps and near-misses only for the pairs
    holding an area whose polygon changed (each depends on its two polygons
    alone); the map-wide checks (gaps in the union, connectivity, ids, roads,
    the game's counts) run whole. The result equals a fresh ``validate_map``
    (tests/board/test_validation.py checks it over random edits). Not for
    two threads at once."""

    def __init__(self, tolerance: float = DEFAULT_TOLERANCE) -> None:
        self.tolerance = tolerance
        self._areas: dict[str, tuple[tuple[Any, ...], list[Problem]]] = {}  # id -> (what was checked, its problems)
        self._polygons: dict = {}  # id -> the polygon the pair checks last saw
        self._file: str | None = None
        self._overlaps: dict[tuple[str, str], Problem] = {}
        self._near: dict[tuple[str, str], Problem] = {}

    def check(self, doc: MapDocument, file: str | None = None, *, topology: Topology | None = None) -> list[Problem]:
        file = file or doc.source or "<map>"
        if file != self._file:
            self.__init__(self.tolerance)  # type: ignore[misc]  # every message names the file: start afresh
            self._file = file
        report = _Report(file)
        topo = topology if topology is not None else build_topology(doc, self.tolerance)
        _check_ids(doc, report)
        self._check_areas(doc, report)
        changed = self._changed_polygons(topo)
        self._check_pairs(topo, report, changed)
        _check_gaps(doc, topo, report)
        _check_slivers(topo, report)
        report.problems.extend(self._near[k] for k in sorted(self._near))
        _check_connected(topo, report)
        _check_entry_boxes(doc, report)
        _check_roads(doc, topo, report)
        _check_gettysburg(doc, report)
        return report.problems

    def _check_areas(self, doc: MapDocument, report: _Report) -> None:
        board = doc.board
        kept: dict[str, tuple[tuple[Any, ...], list[Problem]]] = {}
        for area in sorted(doc.areas, key=lambda a: a.id):
            key = (area, board)
            old = self._areas.get(area.id)
            if old is not None and (old[0][0] is area or old[0][0] == area) and old[0][1] == board:
                problems = old[1]
            else:
                one = _Report(report.file)
                _check_area(area, one, self.tolerance, board.width, board.height)
                problems = one.problems
            kept[area.id] = (key, problems)
            report.problems.extend(problems)
        self._areas = kept

    def _changed_polygons(self, topo: Topology) -> set[str]:
        old, new = self._polygons, topo.polygons
        changed = {a for a in old if a not in new} | {a for a in new if a not in old}
        same_ids = [a for a in new if a in old and new[a] is not old[a]]
        if same_ids:
            equal = shapely.equals_exact(
                np.array([new[a] for a in same_ids], dtype=object),
                np.array([old[a] for a in same_ids], dtype=object),
                0.0,
            )
            changed.update(a for a, same in zip(same_ids, equal, strict=True) if not same)
        self._polygons = dict(new)
        return changed

    def _check_pairs(self, topo: Topology, report: _Report, changed: set[str]) -> None:
        """Overlaps and near-misses of the pairs holding a changed area (the
        others are kept); overlaps are added to the report here, near-misses
        later (the order of a full run)."""
        for store in (self._overlaps, self._near):
            for pair in [p for p in store if p[0] in changed or p[1] in changed]:
                del store[pair]
        ids, geoms = _geoms(topo)
        redo = np.array([k for k, a in enumerate(ids) if a in changed], dtype=np.intp)
        if len(geoms) and len(redo):
            tree = shapely.STRtree(geoms)
            for store, pairs_of, check in (
                (self._overlaps, lambda: _overlapping(tree, geoms[redo]), _overlap_problems),
                (
                    self._near,
                    lambda: tree.query(geoms[redo], predicate="dwithin", distance=4 * topo.tolerance),
                    _near_problems,
                ),
            ):
                left, right = pairs_of()
                pairs = {
                    tuple(sorted((int(redo[i]), int(j)))) for i, j in zip(left, right, strict=True) if redo[i] != j
                }
                if pairs:
                    ordered = np.array(sorted(pairs), dtype=np.intp).T
                    for problem, (i, j) in check(topo, ids, geoms, ordered, report.file):
                        store[(ids[i], ids[j])] = problem
        report.problems.extend(self._overlaps[k] for k in sorted(self._overlaps))


def _overlapping(tree, geoms) -> tuple[np.ndarray, np.ndarray]:
    """Index pairs (into ``geoms``, into the tree) of areas that overlap, one
    lying wholly inside the other included ("overlaps" alone misses that)."""
    found = [tree.query(geoms, predicate=p) for p in ("overlaps", "contains", "within")]
    return np.concatenate([f[0] for f in found]), np.concatenate([f[1] for f in found])


# --- ids and per-item data -------------------------------------------------------


def _check_ids(doc: MapDocument, report: _Report) -> None:
    if not SLUG.match(doc.id or ""):
        report.add("map", doc.id, "id", "the map's id is not a slug (lowercase letters, digits, single hyphens)")
    groups = [
        [("area", a.id) for a in doc.areas] + [("entry box", b.id) for b in doc.entry_boxes],
        [("road", r.id) for r in doc.roads],
        [("scenery", s.id) for s in doc.scenery],
    ]
    for items in groups:
        counts = Counter(i for _, i in items)
        reported = set()
        for kind, item in items:
            if not SLUG.match(item):
                report.add(kind, item, "id", "id is not a slug (lowercase letters, digits, single hyphens)")
            if counts[item] > 1 and item not in reported:
                reported.add(item)
                kinds = ", ".join(k for k, i in items if i == item)
                report.add(kind, item, "duplicate-id", f"id is used {counts[item]} times ({kinds})")


def _check_area(area, report: _Report, tol: float, w: float, h: float) -> None:
    """One area's own checks (terrain, stars, its polygon, label, the board's bounds)."""
    add = lambda code, msg, at=None: report.add("area", area.id, code, msg, at)  # noqa: E731
    first = area.polygon[0] if area.polygon else None
    if area.terrain not in TERRAINS:
        add("terrain", f"unknown terrain {area.terrain!r} (expected {', '.join(TERRAINS)})", first)
    if area.stars not in (0, 1, 2):
        add("stars", f"stars must be 0, 1 or 2, not {area.stars}", first)
    n = distinct_points(area.polygon)
    if n < 3:
        add(
            "degenerate", f"polygon has {n} distinct {'point' if n == 1 else 'points'}; an area needs at least 3", first
        )
        return
    if len(area.polygon) > 3 and area.polygon[0] == area.polygon[-1]:
        add("closing-point", "polygon repeats its first point at the end; leave the ring open", first)
    raw = shapely.Polygon(area.polygon)
    poly = area_polygon(area)
    if poly is None:
        add("degenerate", "polygon has zero area", first)
        return
    reason = shapely.is_valid_reason(raw)
    if reason != "Valid Geometry":
        m = _GEOS_POINT.search(reason)
        at = (float(m.group(1)), float(m.group(2))) if m else first
        what = "crosses itself" if "elf-intersection" in reason else f"is invalid ({reason.split('[')[0]})"
        add("self-intersection", f"polygon {what}", at)
    if area.label is not None and poly is not None and not poly.buffer(tol).contains(shapely.Point(area.label)):
        add("label", "label point lies outside the area", area.label)
    outside = _farthest_outside(area.polygon, w, h, tol)
    if outside is not None:
        (x, y), distance = outside
        add(
            "outside-board",
            f"vertex ({format_number(x)}, {format_number(y)}) lies {format_number(distance)} outside the board"
            f" (0..{format_number(w)}, 0..{format_number(h)})",
            (x, y),
        )


def _farthest_outside(ring, w: float, h: float, tol: float):
    """The vertex of ``ring`` farthest outside the board (by more than ``tol``) and its distance, or None."""
    worst = None
    for x, y in ring:
        d = math.hypot(max(-x, x - w, 0.0), max(-y, y - h, 0.0))
        if d > tol and (worst is None or d > worst[1]):
            worst = ((x, y), d)
    return worst


# --- geometry between areas ----------------------------------------------------------


def _geoms(topo: Topology) -> tuple[list[str], np.ndarray]:
    ids = list(topo.area_ids)
    return ids, np.array([topo.polygons[i] for i in ids], dtype=object)


def _overlap_problems(topo: Topology, ids, geoms, pairs: np.ndarray, file: str):
    """(problem, (i, j)) for the index pairs (i < j) whose areas overlap by more than the tolerance."""
    report = _Report(file)
    found = []
    inter = shapely.intersection(geoms[pairs[0]], geoms[pairs[1]])
    areas = shapely.area(inter)
    for i, j, shape, size in zip(pairs[0], pairs[1], inter, areas, strict=True):
        if size > topo.tolerance**2 and _width(shape) >= topo.tolerance / 5:
            report.add(
                "area", ids[i], "overlap",
                f"overlaps area {ids[j]!r} (area {format_number(size)})", point_of(shape),
            )  # fmt: skip
            found.append((int(i), int(j)))
    return list(zip(report.problems, found, strict=True))


def _width(geom) -> float:
    """Width of a shape: the short side of the rectangle with the same area
    and perimeter (exact for rectangles, about right for strips)."""
    quarter = geom.length / 4
    return quarter - math.sqrt(max(0.0, quarter * quarter - geom.area))


def _check_gaps(doc: MapDocument, topo: Topology, report: _Report) -> None:
    """Whatever of the board no area covers: a gap among the areas, or an
    uncovered stretch at the board's edge (a gap opening onto the edge, a
    corner left bare when an area is deleted, a wedge between two areas
    that reaches the edge)."""
    ids, geoms = _geoms(topo)
    if not len(geoms):
        return
    union = shapely.union_all(geoms)
    board = shapely.box(0.0, 0.0, doc.board.width, doc.board.height)
    bare = [g for g in shapely.get_parts(board.difference(union)) if g.geom_type == "Polygon"]
    if not bare:
        return
    tree = shapely.STRtree(geoms)
    edge = board.exterior
    names_of = {area.id: area.name or area.id for area in doc.areas}
    for hole in sorted(bare, key=lambda g: g.bounds):
        width = _width(hole)
        if hole.area <= topo.tolerance**2 / 100 or width < topo.tolerance / 5:
            continue  # dust: invisible, and the topology snaps across it
        around = sorted(ids[k] for k in tree.query(hole, predicate="dwithin", distance=topo.tolerance))
        if hole.distance(edge) <= topo.tolerance:
            x0, y0, x1, y1 = hole.bounds
            beside = [names_of.get(a, a) for a in around]
            names = ", ".join(beside[:4]) + (f" and {len(beside) - 4} more" if len(beside) > 4 else "")
            report.add(
                "map", doc.id, "uncovered",
                f"the board is not covered from ({format_number(x0)}, {format_number(y0)})"
                f" to ({format_number(x1)}, {format_number(y1)}) at its edge"
                f" (area {format_number(hole.area)}, about {format_number(width, 2)} wide)"
                + (f", beside {names}" if names else "") + "; extend the areas to the edge or add one there",
                point_of(hole),
            )  # fmt: skip
            continue
        kind = "sliver gap" if width < 4 * topo.tolerance else "gap"
        names = ", ".join(repr(a) for a in around[1:])
        report.add(
            "area", around[0] if around else "?", "gap",
            f"{kind} between this area and {names or 'no other area'}"
            f" (area {format_number(hole.area)}, about {format_number(width, 2)} wide)",
            point_of(hole),
        )  # fmt: skip


def _check_slivers(topo: Topology, report: _Report) -> None:
    for area_id in topo.area_ids:
        poly = topo.polygons[area_id]
        width = _width(poly)
        if width < 4 * topo.tolerance:
            report.add(
                "area", area_id, "sliver",
                f"is a sliver (about {format_number(width, 2)} wide); widen it or merge it into a neighbour",
                point_of(poly),
            )  # fmt: skip


def _near_problems(topo: Topology, ids, geoms, pairs: np.ndarray, file: str):
    """(problem, (i, j)) for the index pairs (i < j) whose borders run side by
    side just beyond the tolerance: meant to be shared."""
    near = 4 * topo.tolerance
    report = _Report(file)
    found = []
    todo = [
        (i, j)
        for i, j in zip(pairs[0], pairs[1], strict=True)
        if (ids[i], ids[j]) not in topo.borders and shapely.distance(geoms[i], geoms[j]) > topo.tolerance
    ]
    if not todo:
        return []
    a = shapely.boundary(geoms[[i for i, _ in todo]])
    b = shapely.buffer(shapely.boundary(geoms[[j for _, j in todo]]), near)
    alongside = shapely.intersection(a, b)
    for (i, j), piece in zip(todo, alongside, strict=True):
        if piece.length > 4 * near:
            gap = shapely.distance(geoms[i], geoms[j])
            report.add(
                "area", ids[i], "near-miss",
                f"nearly shares a border with area {ids[j]!r} (gap {format_number(gap, 2)},"
                f" over {format_number(piece.length)}); snap the borders together",
                point_of(piece),
            )  # fmt: skip
            found.append((int(i), int(j)))
    return list(zip(report.problems, found, strict=True))


def _check_connected(topo: Topology, report: _Report) -> None:
    if not topo.area_ids:
        return
    links: dict[str, list[str]] = {a: [] for a in topo.area_ids}
    for a, b in topo.borders:
        links[a].append(b)
        links[b].append(a)
    seen: set[str] = set()
    components = []
    for start in topo.area_ids:
        if start in seen:
            continue
        comp = [start]
        seen.add(start)
        queue = deque([start])
        while queue:
            for nxt in links[queue.popleft()]:
                if nxt not in seen:
                    seen.add(nxt)
                    comp.append(nxt)
                    queue.append(nxt)
        components.append(comp)
    main = max(components, key=len)  # ties: the one holding the first id
    for comp in components:
        if comp is main:
            continue
        for area_id in sorted(comp):
            report.add(
                "area", area_id, "unreachable",
                f"is unreachable from the other areas (no chain of shared borders leads to {main[0]!r})",
                point_of(topo.polygons[area_id]),
            )  # fmt: skip


# --- links, roads and the game's demands ----------------------------------------------


def _check_entry_boxes(doc: MapDocument, report: _Report) -> None:
    area_ids = {a.id for a in doc.areas}
    for box in sorted(doc.entry_boxes, key=lambda b: b.id):
        x, y, w, h = box.rect
        if box.area not in area_ids:
            report.add(
                "entry box", box.id, "unknown-area",
                f"is linked to area {box.area!r}, which does not exist", (x + w / 2, y + h / 2),
            )  # fmt: skip


def _check_roads(doc: MapDocument, topo: Topology, report: _Report) -> None:
    for road in sorted(doc.roads, key=lambda r: r.id):
        at = road.points[0] if road.points else None
        if road.kind not in ROAD_KINDS:
            report.add("road", road.id, "road-kind", f"unknown kind {road.kind!r} (expected road or railroad)", at)
        if distinct_points(road.points) < 2:
            report.add("road", road.id, "degenerate", "needs at least 2 distinct points", at)
        elif not topo.road_crossings.get(road.id):
            report.add("road", road.id, "road-crosses-nothing", "crosses no shared border (R-MOVE-2)", at)


def _check_gettysburg(doc: MapDocument, report: _Report) -> None:
    areas = sorted(doc.areas, key=lambda a: a.id)
    for what, found, need in (
        ("town area", [a for a in areas if a.terrain == "town"], "exactly one town (Gettysburg)"),
        ("double-star area", [a for a in areas if a.stars == 2], "exactly one double star (R-WIN)"),
    ):
        if len(found) == 1:
            continue
        at = label_point(found[-1], area_polygon(found[-1])) if found else None
        listed = f" ({', '.join(repr(a.id) for a in found)})" if found else ""
        code = "town-count" if what == "town area" else "double-star-count"
        report.add("map", doc.id, code, f"has {len(found)} {what}s{listed}; a Gettysburg map needs {need}", at)
