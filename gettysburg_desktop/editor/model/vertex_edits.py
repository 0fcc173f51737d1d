"""Editing the areas' vertices topologically: a shared border moves as one.

Every area holding a vertex at the same point (within SAME_POINT) takes part
in an edit of that vertex, as in QGIS's topological editing. A drag is one
edit per mouse move, all with the drag's ``merge_key``, so an undo stack
merges them into one "Move vertex"; the drag finds the vertex's areas once,
at the press, so each move costs only the areas it changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import pairwise

import shapely

from gettysburg_desktop.boards.areas.editable_map import AREA, SAME_POINT, EditableMap, Key
from gettysburg_desktop.boards.areas.shapes import AreaShape, Point
from gettysburg_desktop.editing.model.edit import Edit, EditRefused

from .shared_borders import without_repeats
from .snapping import SEGMENT, Snap


def _at(point: Point) -> str:
    return f"({point[0]:g}, {point[1]:g})"


def _of(emap: EditableMap, area_ids) -> str:
    """ " of 'Oak Hill' / 'Herr Ridge'": the areas an edit touches, by name, for the Undo history."""
    names = sorted({emap.areas[a].name for a in area_ids if a in emap.areas})
    if not names:
        return ""
    if len(names) > 3:
        names = [*names[:3], "..."]
    return " of " + " / ".join(f"'{n}'" if n != "..." else n for n in names)


class VertexDrag:
    """Dragging the vertex at ``at``: ``move`` for each mouse move, ``release`` at the end."""

    def __init__(self, emap: EditableMap, at: Point) -> None:
        self.map = emap
        self.origin = at
        self._occurrences = emap.areas_with_vertex(at)
        if not self._occurrences:
            raise EditRefused(f"No area has a vertex at {_at(at)}")
        self.merge_key = ("move vertex", object())
        #: Where the vertex is now: pass it as the snapper's ``ignore``.
        self.point = at

    @property
    def areas(self) -> tuple[str, ...]:
        """The areas whose vertex is dragged, sorted."""
        return tuple(sorted(self._occurrences))

    def move(self, to: Point) -> Edit:
        """The vertex at ``to`` in every area that holds it ("Move vertex")."""
        self.point = to
        return Edit(self.map, "Move vertex" + _of(self.map, self._occurrences), self._moved(to), self.merge_key)

    def release(self, to: Point, snap: Snap | None = None) -> Edit:
        """The last step: the vertex at ``to``; if ``snap`` put it on a border
        segment, the areas along that segment get the vertex too. A vertex
        dropped on its own neighbour in the ring is merged with it."""
        after = self._moved(to)
        for key, area in after.items():
            polygon = without_repeats(area.polygon)
            if len(set(polygon)) < 3:
                raise EditRefused(f"Area {area.name!r} would have fewer than 3 points")
            after[key] = replace(area, polygon=polygon)
        if snap is not None and snap.kind == SEGMENT and snap.segment is not None:
            for area_id, polygon in polygons_with_vertex_on(self.map, *snap.segment, to).items():
                if area_id not in self._occurrences:
                    after[(AREA, area_id)] = replace(self.map.area(area_id), polygon=polygon)
        self.point = to
        return Edit(self.map, "Move vertex" + _of(self.map, self._occurrences), after, self.merge_key)

    def _moved(self, to: Point) -> dict[Key, AreaShape]:
        after: dict[Key, AreaShape] = {}
        for area_id, indices in self._occurrences.items():
            area = self.map.area(area_id)
            polygon = list(area.polygon)
            for k in indices:
                polygon[k] = to
            after[(AREA, area_id)] = replace(area, polygon=tuple(polygon))
        return after


def move_vertex(emap: EditableMap, at: Point, to: Point, snap: Snap | None = None) -> Edit:
    """Move the vertex at ``at`` to ``to`` in every area that holds it ("Move vertex")."""
    return VertexDrag(emap, at).release(to, snap)


class SegmentDrag:
    """Dragging the border segment ``p``-``q``: both end vertices move by the
    pointer's offset, in every area holding either of them."""

    def __init__(self, emap: EditableMap, p: Point, q: Point) -> None:
        if not emap.areas_with_segment(p, q):
            raise EditRefused(f"No area has a border segment from {_at(p)} to {_at(q)}")
        self.map = emap
        self.ends = (p, q)
        self._occurrences = [emap.areas_with_vertex(p), emap.areas_with_vertex(q)]
        self.merge_key = ("move segment", object())

    @property
    def areas(self) -> tuple[str, ...]:
        return tuple(sorted(set(self._occurrences[0]) | set(self._occurrences[1])))

    def move(self, dx: float, dy: float) -> Edit:
        """Both ends moved by (dx, dy) from where the drag began ("Move segment")."""
        polygons: dict[str, list[Point]] = {}
        for end, occurrences in zip(self.ends, self._occurrences, strict=True):
            moved = (end[0] + dx, end[1] + dy)
            for area_id, indices in occurrences.items():
                polygon = polygons.setdefault(area_id, list(self.map.area(area_id).polygon))
                for k in indices:
                    polygon[k] = moved
        after = {(AREA, a): replace(self.map.area(a), polygon=tuple(p)) for a, p in polygons.items()}
        return Edit(self.map, "Move segment" + _of(self.map, polygons), after, self.merge_key)


def move_segment(emap: EditableMap, p: Point, q: Point, dx: float, dy: float) -> Edit:
    return SegmentDrag(emap, p, q).move(dx, dy)


def polygons_with_vertex_on(emap: EditableMap, p: Point, q: Point, at: Point) -> dict[str, tuple[Point, ...]]:
    """Area id -> its polygon with ``at`` inserted between ``p`` and ``q``, for
    every area whose border runs straight from ``p`` to ``q``."""
    found = {}
    for area_id, indices in emap.areas_with_segment(p, q).items():
        polygon = list(emap.area(area_id).polygon)
        for k in sorted(indices, reverse=True):
            polygon.insert(k + 1, at)
        found[area_id] = tuple(polygon)
    return found


def insert_vertex(emap: EditableMap, p: Point, q: Point, at: Point) -> Edit:
    """Insert ``at`` into the border segment ``p``-``q`` of every area along it ("Insert vertex")."""
    polygons = polygons_with_vertex_on(emap, p, q, at)
    if not polygons:
        raise EditRefused(f"No area has a border segment from {_at(p)} to {_at(q)}")
    after = {(AREA, a): replace(emap.area(a), polygon=polygon) for a, polygon in polygons.items()}
    return Edit(emap, "Insert vertex" + _of(emap, polygons), after)


def delete_vertex(emap: EditableMap, at: Point) -> Edit:
    """Remove the vertex at ``at`` from every area holding it ("Delete vertex");
    refused if an area would be left with fewer than 3 points."""
    occurrences = emap.areas_with_vertex(at)
    if not occurrences:
        raise EditRefused(f"No area has a vertex at {_at(at)}")
    after = {}
    for area_id, indices in sorted(occurrences.items()):
        area = emap.area(area_id)
        polygon = tuple(p for k, p in enumerate(area.polygon) if k not in indices)
        if len(set(polygon)) < 3:
            raise EditRefused(
                f"Can't delete this vertex: area {area.name!r} would have only {len(set(polygon))} points (an area needs 3)"
            )
        after[(AREA, area_id)] = replace(area, polygon=polygon)
    return Edit(emap, "Delete vertex" + _of(emap, occurrences), after)


def _border_paths(emap: EditableMap, p: Point, q: Point) -> list[tuple[str, str, list[int]]]:
    """Every shared border running from vertex ``p`` to vertex ``q`` through
    vertices of its two areas alone: (area, neighbour, indices of the area's
    ring from ``p`` to ``q``, ends included)."""
    at_p, at_q = emap.areas_with_vertex(p), emap.areas_with_vertex(q)
    found = []
    for area_id in sorted(set(at_p) & set(at_q)):
        ring = emap.area(area_id).polygon
        n = len(ring)
        for i in at_p[area_id]:
            for j in at_q[area_id]:
                for step in (1, -1):
                    path = [i]
                    while path[-1] != j and len(path) <= n:
                        path.append((path[-1] + step) % n)
                    if path[-1] != j or len(path) > n:
                        continue
                    owners = None
                    for a, b in pairwise(path):
                        others = set(emap.areas_with_segment(ring[a], ring[b])) - {area_id}
                        owners = others if owners is None else owners & others
                    if owners is None or len(owners) != 1:
                        continue
                    (neighbour,) = owners
                    inner = [ring[k] for k in path[1:-1]]
                    if all(set(emap.areas_with_vertex(v)) <= {area_id, neighbour} for v in inner):
                        found.append((area_id, neighbour, path))
    return found


def redraw_border(emap: EditableMap, line: Sequence[Point]) -> Edit:
    """The border between two areas, from the vertex at ``line[0]`` to the
    vertex at ``line[-1]``, redrawn through ``line``'s points in both areas
    ("Redraw border 'A' / 'B'"): QGIS's "reshape" for a shared border. The ends
    stay where they are (they are where other borders meet); the border's
    vertices between them are replaced. Where several borders run between the
    two ends, the one nearest the line is taken. Refused when no border of
    two areas runs between the ends, or when an area would cross itself or
    its neighbour."""
    pts = [(float(x), float(y)) for x, y in line]
    if len(pts) < 2:
        raise EditRefused("A border needs its two ends", "border-short")
    p, q = pts[0], pts[-1]
    found = _border_paths(emap, p, q) if p != q else []
    if not found:
        raise EditRefused(
            f"No border of two areas runs from {_at(p)} to {_at(q)}: start and end on the vertices where"
            " the border meets others (or the board's edge)",
            "border-ends",
            start=p,
            end=q,
        )
    drawn = shapely.LineString(pts)

    def distance(c: tuple[str, str, list[int]]) -> float:
        ring = emap.area(c[0]).polygon
        return shapely.LineString([ring[k] for k in c[2]]).hausdorff_distance(drawn)

    area_id, neighbour, _ = min(found, key=lambda c: (distance(c), c[0]))
    inner = tuple(pts[1:-1])
    after: dict[Key, AreaShape] = {}
    for a in (area_id, neighbour):
        ring = emap.area(a).polygon
        paths = [c[2] for c in found if c[0] == a and c[1] == ({area_id, neighbour} - {a}).pop()]
        path = min(paths, key=lambda ks: shapely.LineString([ring[k] for k in ks]).hausdorff_distance(drawn))
        n, i, j = len(ring), path[0], path[-1]
        forward = (path[1] - i) % n == 1 if len(path) > 1 else True
        # walking the way the path runs: from q around the rest of the ring to
        # p, then along the new line back to q
        step = 1 if forward else -1
        rest = tuple(ring[(j + k * step) % n] for k in range(n - len(path) + 2))
        new = rest + inner
        new = without_repeats(new if forward else new[::-1])
        if ring[0] in new:  # the ring starts where it did: a small diff in the file
            k = new.index(ring[0])
            new = new[k:] + new[:k]
        if len(set(new)) < 3 or not shapely.Polygon(new).is_valid:
            raise EditRefused(
                f"The new border would make area {emap.area(a).name!r} cross itself",
                "border-crosses",
                name=emap.area(a).name,
            )
        after[(AREA, a)] = replace(emap.area(a), polygon=new)
    pa, pb = (shapely.Polygon(after[(AREA, a)].polygon) for a in (area_id, neighbour))
    if pa.intersection(pb).area > 1e-6:
        raise EditRefused(
            f"The new border would make {emap.area(area_id).name!r} and {emap.area(neighbour).name!r} overlap",
            "border-overlap",
            names=(emap.area(area_id).name, emap.area(neighbour).name),
        )
    names = sorted((emap.area(area_id).name, emap.area(neighbour).name))
    return Edit(emap, f"Redraw border '{names[0]}' / '{names[1]}'", after)


def _segment_at(emap: EditableMap, point: Point) -> tuple[Point, Point] | None:
    """The area border segment ``point`` lies on (within SAME_POINT), None if none."""
    for _, _, seg in emap.segment_index.near(point, SAME_POINT):
        return seg
    return None


def reshape_border(emap: EditableMap, line: Sequence[Point]) -> Edit:
    """``redraw_border`` with its ends anywhere on the border: an end that
    lies on a border segment rather than at a vertex becomes a vertex there
    (in every area along that segment), in the same edit ("Redraw border
    'A' / 'B'"). The editor window's Redraw border tool makes this edit. The
    new vertices are put in on a scratch copy of the areas around the
    border, so the map changes only when the edit is done."""
    pts = [(float(x), float(y)) for x, y in line]
    if len(pts) < 2:
        raise EditRefused("A border needs its two ends", "border-short")
    ends = (pts[0], pts[-1])
    on_segments = [end for end in ends if not emap.areas_with_vertex(end)]
    if not on_segments:
        return redraw_border(emap, pts)
    owners: set[str] = set()
    for end in ends:
        owners |= set(emap.areas_with_vertex(end))
        seg = _segment_at(emap, end)
        if seg is not None:
            owners |= set(emap.areas_with_segment(*seg))
    if not owners:
        return redraw_border(emap, pts)  # refused there, with its reason
    boxes = [emap.bounds(a) for a in owners]
    around = emap.areas_in_box(
        min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes)
    )
    scratch = EditableMap(emap.attributes, tuple(emap.area(a) for a in around), cell_size=emap.vertex_index.grid.size)
    touched: set[Key] = set()
    for end in on_segments:
        seg = _segment_at(scratch, end)  # again: the first end may have split the second's segment
        if seg is None:
            return redraw_border(emap, pts)  # refused there
        edit = insert_vertex(scratch, *seg, end)
        edit.redo()
        touched |= set(edit.keys)
    edit = redraw_border(scratch, pts)
    edit.redo()
    touched |= set(edit.keys)
    return Edit(emap, edit.text, {key: scratch.get(key) for key in sorted(touched)})
