"""What the rules make of the map being edited: for a selected area its edge
and vertex neighbours, the borders roads cross and its artillery reach
(R-ART-2, R-ART-3), and the checker's problems for the whole map.

All of it comes from board/ (build_topology, to_battlefield, fire_overlay,
validate_map); this module keeps the topology current cheaply. It listens to
the map and, on the next request, recomputes only the area pairs that
involve a changed area (every pair's border depends on those two polygons
alone) and the roads near them, then splices them into the last topology;
the result equals a full ``build_topology``. Validation
(board.validation.MapChecker) redoes only the checks of the changed areas
and their pairs, plus the map-wide ones. Both are computed when asked, never on a change, so
the Qt view calls ``check()`` from a debounce timer after the last edit.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace

from gettysburg_desktop.boards.areas.editable_map import EditableMap, MapChange
from gettysburg_desktop.boards.areas.geometry import DEFAULT_TOLERANCE, area_polygon
from gettysburg_desktop.boards.areas.problems import Problem
from gettysburg_desktop.boards.areas.shapes import MapDocument
from gettysburg_desktop.boards.areas.topology import Topology, build_topology, road_crossings
from gettysburg_desktop.boards.areas.validation import MapChecker

from ..rules.battlefield import Battlefield
from .fire_overlay import FireOverlay, fire_overlay
from .to_rules import to_battlefield

#: Above this share of changed areas a full rebuild is as quick as splicing.
_FULL_REBUILD_SHARE = 0.25


@dataclass(frozen=True, slots=True)
class AreaRules:
    """What the editor shows for a selected area."""

    area: str
    edge_neighbours: tuple[str, ...]  # shared border ("Terms")
    vertex_neighbours: tuple[str, ...]  # meet at points only (artillery, R-ART-2)
    road_borders: tuple[tuple[str, str], ...]  # its borders a road crosses (R-MOVE-2)
    fire: FireOverlay  # artillery reach from this area (R-ART-2, R-ART-3)
    #: the areas it lies inside, and those lying inside it: an overlap, no border between them
    inside: tuple[str, ...] = ()
    holds: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class MapCheck:
    """The checker's problems at one revision of the map, and what it cost."""

    revision: int
    problems: tuple[Problem, ...]
    topology_seconds: float
    validation_seconds: float


class RulesView:
    """The rules' view of one editable map, kept current as it is edited."""

    def __init__(self, emap: EditableMap, tolerance: float = DEFAULT_TOLERANCE) -> None:
        self.map = emap
        self.tolerance = tolerance
        self._topology: Topology | None = None
        self._topology_revision = -1
        self._changed_areas: set[str] = set()
        self._changed_roads: set[str] = set()
        self._battlefield: tuple[int, Battlefield] | None = None
        self._check: MapCheck | None = None
        self._checker = MapChecker(tolerance)
        self._unsubscribe = emap.subscribe(self._on_change)

    def close(self) -> None:
        """Stop listening to the map."""
        self._unsubscribe()

    def _on_change(self, change: MapChange) -> None:
        self._changed_areas |= change.areas
        self._changed_roads |= change.roads

    def topology(self) -> Topology:
        """The map's topology now (see the module docstring)."""
        if self._topology is not None and self._topology_revision == self.map.revision:
            return self._topology
        many = len(self._changed_areas) > _FULL_REBUILD_SHARE * max(1, len(self.map.areas))
        if self._topology is None or many:
            self._topology = build_topology(self.map.to_document(), self.tolerance)
        else:
            self._topology = self._spliced(self._topology)
        self._topology_revision = self.map.revision
        self._changed_areas.clear()
        self._changed_roads.clear()
        return self._topology

    def _spliced(self, old: Topology) -> Topology:
        emap, tol = self.map, self.tolerance
        changed = self._changed_areas
        present = sorted(a for a in changed if a in emap.areas)
        polygons = dict(old.polygons)
        touched = [old.polygons[a].bounds for a in changed if a in old.polygons]
        for a in changed:
            polygons.pop(a, None)
        for a in present:
            poly = area_polygon(emap.area(a))
            if poly is not None:
                polygons[a] = poly
                touched.append(poly.bounds)
        nearby = set(present)
        for a in present:
            x0, y0, x1, y1 = emap.bounds(a)
            nearby.update(emap.areas_in_box(x0 - tol, y0 - tol, x1 + tol, y1 + tol))
        board = emap.board
        local = build_topology(
            MapDocument("local", "", board, tuple(emap.area(a) for a in sorted(nearby))), tol, old.min_border_length
        )

        def spliced(old_pairs, new_pairs):
            kept = {k: v for k, v in old_pairs.items() if k[0] not in changed and k[1] not in changed}
            kept.update({k: v for k, v in new_pairs.items() if k[0] in changed or k[1] in changed})
            return kept

        borders = spliced(old.borders, local.borders)
        contacts = spliced(old.vertex_contacts, local.vertex_contacts)
        roads = {r: c for r, c in old.road_crossings.items() if r in emap.roads}
        redo = [
            road
            for road in emap.roads.values()
            if road.id in self._changed_roads or road.id not in roads or _meets(road.points, touched)
        ]
        if redo:
            roads.update(road_crossings(MapDocument("roads", "", board, (), roads=tuple(redo)), polygons, borders, tol))
        ids = tuple(sorted(polygons))
        return Topology(tol, old.min_border_length, ids, {a: polygons[a] for a in ids}, borders, contacts, roads)

    def battlefield(self) -> Battlefield:
        """The rules' graph of the map now (entry boxes left out: they play no part in artillery)."""
        if self._battlefield is None or self._battlefield[0] != self.map.revision:
            doc = replace(self.map.to_document(), entry_boxes=())
            self._battlefield = (self.map.revision, to_battlefield(doc, self.topology()))
        return self._battlefield[1]

    def area_rules(self, area_id: str) -> AreaRules:
        """Neighbours, road-crossed borders and artillery reach of ``area_id``."""
        topo = self.topology()
        vertex = sorted(b if a == area_id else a for a, b in topo.vertex_contacts if area_id in (a, b))
        roads = tuple(p for p in topo.road_border_pairs() if area_id in p)
        fire = fire_overlay(self.battlefield(), area_id, self.map.to_document())
        inside, holds = self._nested(area_id)
        return AreaRules(area_id, topo.neighbours(area_id), tuple(vertex), roads, fire, inside, holds)

    def _nested(self, area_id: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The areas ``area_id`` lies wholly inside, and those lying wholly inside it."""
        poly = self.map.polygon(area_id)
        if poly is None:
            return (), ()
        inside = []
        for other in self.map.areas_in_box(*poly.bounds):
            outline = self.map.polygon(other)
            if other != area_id and outline is not None and outline.contains(poly):
                inside.append(other)
        holds = [a for a in self.map.areas_inside(poly) if a != area_id]
        return tuple(inside), tuple(holds)

    def check(self) -> MapCheck:
        """Every problem of the map now (board.validation.validate_map); the
        same object again while the map is unchanged."""
        if self._check is not None and self._check.revision == self.map.revision:
            return self._check
        start = time.perf_counter()
        topo = self.topology()
        middle = time.perf_counter()
        problems = self._checker.check(self.map.to_document(), topology=topo)
        end = time.perf_counter()
        self._check = MapCheck(self.map.revision, tuple(problems), middle - start, end - middle)
        return self._check


def _meets(points, boxes) -> bool:
    """Whether the polyline's bounding box meets any of ``boxes``."""
    if not points:
        return False
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    return any(bx0 <= x1 and x0 <= bx1 and by0 <= y1 and y0 <= by1 for bx0, by0, bx1, by1 in boxes)
