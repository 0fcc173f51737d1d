"""The map as the rules see it: a graph of areas (see "Terms" in the rules).

The rules never see a polygon: board/ derives this graph from the traced
shapes, and a hand-written graph (the built-in test scenario) serves as well.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum


class Terrain(str, Enum):  # noqa: UP042 - a StrEnum would change str() of a member, which records and texts use
    CLEAR = "clear"
    HILL = "hill"
    RIDGE = "ridge"
    TOWN = "town"

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.value


#: R-ART-2: long-range artillery range by the firing area's terrain.
ARTILLERY_RANGE = {Terrain.CLEAR: 1, Terrain.TOWN: 1, Terrain.RIDGE: 3, Terrain.HILL: 4}
#: R-ART-3: terrain that blocks line of sight when it lies between firer and target.
BLOCKS_SIGHT = frozenset({Terrain.HILL, Terrain.RIDGE})


@dataclass(frozen=True, slots=True)
class Area:
    id: str
    name: str
    terrain: Terrain = Terrain.CLEAR
    stars: int = 0  # R-WIN: 1 = victory area, 2 = the double star


@dataclass(frozen=True, slots=True)
class EntryBox:
    """A holding box linked to one area (R-REIN). ``side`` is the side that
    usually enters there (a hint for display; the rules don't restrict it)."""

    id: str
    name: str
    area: str
    side: str | None = None


def _pair(a: str, b: str) -> frozenset[str]:
    return frozenset((a, b))


@dataclass(frozen=True, slots=True)
class SightLine:
    """An area in artillery range (R-ART-2): its distance, whether it is in
    sight (R-ART-3), the path shown (firer first) and what blocks it."""

    target: str
    distance: int
    clear: bool
    path: tuple[str, ...]
    blockers: tuple[str, ...]


@dataclass(eq=False)
class Battlefield:
    """Areas, entry boxes and their adjacencies.

    ``borders``: pairs of areas sharing a border of positive length (adjacent).
    ``vertex_contacts``: pairs meeting only at points (adjacent for artillery
    only; where four areas meet at a point all six pairs are listed).
    ``road_borders``: borders a road or the unfinished railroad crosses (R-MOVE-2).
    """

    areas: dict[str, Area]
    borders: frozenset[frozenset[str]]
    vertex_contacts: frozenset[frozenset[str]] = frozenset()
    road_borders: frozenset[frozenset[str]] = frozenset()
    entry_boxes: dict[str, EntryBox] = field(default_factory=dict)

    @classmethod
    def build(
        cls,
        areas: Iterable[Area],
        borders: Iterable[tuple[str, str]],
        vertex_contacts: Iterable[tuple[str, str]] = (),
        road_borders: Iterable[tuple[str, str]] = (),
        entry_boxes: Iterable[EntryBox] = (),
    ) -> Battlefield:
        return cls(
            areas={a.id: a for a in areas},
            borders=frozenset(_pair(a, b) for a, b in borders),
            vertex_contacts=frozenset(_pair(a, b) for a, b in vertex_contacts),
            road_borders=frozenset(_pair(a, b) for a, b in road_borders),
            entry_boxes={b.id: b for b in entry_boxes},
        )

    def __post_init__(self) -> None:
        problems = []
        for pair in self.borders | self.vertex_contacts | self.road_borders:
            for a in pair:
                if a not in self.areas:
                    problems.append(f"adjacency names unknown area {a!r}")
        for pair in self.road_borders - self.borders:
            problems.append(f"road crosses {'/'.join(sorted(pair))}, which share no border")
        for box in self.entry_boxes.values():
            if box.area not in self.areas:
                problems.append(f"entry box {box.id!r} is linked to unknown area {box.area!r}")
            if box.id in self.areas:
                problems.append(f"entry box {box.id!r} has the id of an area")
        if problems:
            raise ValueError("; ".join(sorted(set(problems))))
        neighbours: dict[str, set[str]] = {a: set() for a in self.areas}
        for pair in self.borders:
            a, b = tuple(pair)
            neighbours[a].add(b)
            neighbours[b].add(a)
        artillery: dict[str, set[str]] = {a: set(n) for a, n in neighbours.items()}
        for pair in self.vertex_contacts:
            a, b = tuple(pair)
            artillery[a].add(b)
            artillery[b].add(a)
        self._neighbours = {a: tuple(sorted(n)) for a, n in neighbours.items()}
        self._artillery_neighbours = {a: tuple(sorted(n)) for a, n in artillery.items()}
        boxes_of: dict[str, list[str]] = {a: [] for a in self.areas}
        for box in sorted(self.entry_boxes):
            boxes_of[self.entry_boxes[box].area].append(box)
        # Terms [interpretation]: an entry box is adjacent to its own area only,
        # for orders and for R-RET-2's command condition.
        reach: dict[str, tuple[str, ...]] = {}
        for a in self.areas:
            reach[a] = tuple(sorted({a, *neighbours[a], *boxes_of[a]}))
        for box in self.entry_boxes.values():
            reach[box.id] = tuple(sorted({box.id, box.area}))
        self._order_reach = reach
        self._fire_reach = {a: tuple(sorted({a, *artillery[a]})) for a in self.areas}
        for box in self.entry_boxes.values():  # a disc in a box reaches the box's area
            self._fire_reach[box.id] = (box.area,)
        self._targets: dict[str, tuple[str, ...]] = {}
        self.area_ids: tuple[str, ...] = tuple(sorted(self.areas))
        self.victory_areas: tuple[str, ...] = tuple(a for a in self.area_ids if self.areas[a].stars)
        self.double_star_areas: tuple[str, ...] = tuple(a for a in self.area_ids if self.areas[a].stars >= 2)

    # --- lookups -------------------------------------------------------------
    def is_box(self, place: str) -> bool:
        return place in self.entry_boxes

    def is_area(self, place: str) -> bool:
        return place in self.areas

    def neighbours(self, area: str) -> tuple[str, ...]:
        """Areas sharing a border of positive length (movement, retreats, orders)."""
        return self._neighbours[area]

    def adjacent(self, a: str, b: str) -> bool:
        return _pair(a, b) in self.borders

    def artillery_neighbours(self, area: str) -> tuple[str, ...]:
        """Edge- and vertex-adjacent areas (R-ART-1, R-ART-2)."""
        return self._artillery_neighbours[area]

    def road_crosses(self, a: str, b: str) -> bool:
        return _pair(a, b) in self.road_borders

    def order_reach(self, place: str) -> tuple[str, ...]:
        """R-ORD-1: the disc's area and the areas adjacent to it (entry boxes
        count as adjacent to their own area)."""
        return self._order_reach[place]

    def fire_reach(self, area: str) -> tuple[str, ...]:
        """R-ART-1 with R-ART-2 [interpretation]: areas whose artillery one
        disc may order to fire (vertex contacts count)."""
        return self._fire_reach.get(area, ())

    def boxes_of(self, area: str) -> tuple[str, ...]:
        return tuple(b for b in self._order_reach[area] if b in self.entry_boxes)

    # --- R-ART-2 / R-ART-3 ------------------------------------------------------
    def artillery_range(self, area: str) -> int:
        return ARTILLERY_RANGE[self.areas[area].terrain]

    def fire_targets(self, area: str) -> tuple[str, ...]:
        """Areas artillery in ``area`` can reach with long-range fire: within
        range (R-ART-2, vertex contacts adjacent) along at least one shortest
        path with no hill or ridge strictly between (R-ART-3 [interpretation])."""
        cached = self._targets.get(area)
        if cached is None:
            cached = self._targets[area] = tuple(sorted(self.sighted_distances(area)))
        return cached

    def sighted_distances(self, area: str, max_range: int | None = None) -> dict[str, int]:
        """Target area -> distance, for every area in range and in sight."""
        limit = self.artillery_range(area) if max_range is None else max_range
        dist = {area: 0}
        clear = {area: True}  # a shortest path reaches it with nothing blocking between
        frontier = deque([area])
        result: dict[str, int] = {}
        while frontier:
            here = frontier.popleft()
            d = dist[here]
            if d >= limit:
                continue
            passes = d == 0 or (clear[here] and self.areas[here].terrain not in BLOCKS_SIGHT)
            for nxt in self._artillery_neighbours[here]:
                nd = dist.get(nxt)
                if nd is None:
                    dist[nxt] = d + 1
                    clear[nxt] = passes
                    frontier.append(nxt)
                elif nd == d + 1 and passes:
                    clear[nxt] = True
        for target, d in dist.items():
            if 0 < d <= limit and clear[target]:
                result[target] = d
        return result

    def sight_lines(self, area: str) -> dict[str, SightLine]:
        """R-ART-2 / R-ART-3, for showing: every area within the artillery
        range of ``area`` with its distance, whether it is in sight, one
        shortest path (clear if there is one) and, if none is clear, the
        hill or ridge areas that block the path shown."""
        limit = self.artillery_range(area)
        dist = {area: 0}
        clear_from: dict[str, str | None] = {area: None}  # predecessor on a clear shortest path
        any_from: dict[str, str] = {}
        frontier = deque([area])
        while frontier:
            here = frontier.popleft()
            d = dist[here]
            if d >= limit:
                continue
            passes = here in clear_from and (d == 0 or self.areas[here].terrain not in BLOCKS_SIGHT)
            for nxt in self._artillery_neighbours[here]:
                nd = dist.get(nxt)
                if nd is None:
                    dist[nxt] = d + 1
                    any_from[nxt] = here
                    frontier.append(nxt)
                    nd = d + 1
                if nd == d + 1 and passes and nxt not in clear_from:
                    clear_from[nxt] = here
        out = {}
        for target, d in dist.items():
            if d == 0:
                continue
            clear = target in clear_from
            back = clear_from if clear else any_from
            path = [target]
            while path[-1] != area:
                path.append(back[path[-1]])
            path.reverse()
            blockers = () if clear else tuple(a for a in path[1:-1] if self.areas[a].terrain in BLOCKS_SIGHT)
            out[target] = SightLine(target, d, clear, tuple(path), blockers)
        return out

    def distance(self, a: str, b: str) -> int | None:
        """Shortest artillery distance in areas (vertex contacts adjacent)."""
        if a == b:
            return 0
        seen = {a: 0}
        frontier = deque([a])
        while frontier:
            here = frontier.popleft()
            for nxt in self._artillery_neighbours[here]:
                if nxt not in seen:
                    seen[nxt] = seen[here] + 1
                    if nxt == b:
                        return seen[nxt]
                    frontier.append(nxt)
        return None
