"""The map being edited: a mutable working copy of a MapDocument.

The map holds the document's items as the same frozen records
(board.shapes: AreaShape, EntryBoxShape, RoadLine, SceneryItem, plus
MapAttributes for the map's own fields), each under a key ``(kind, id)``. An
edit replaces records; ``apply`` is the only way to change the map, so an
edit's undo is putting the old records back, bit for bit. ``apply`` keeps the
vertex and segment indexes current and tells the listeners which items
changed (``MapChange``), so views redraw only those.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any

from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.areas.geometry import area_polygon
from gettysburg_desktop.boards.areas.shapes import (
    FORMAT_VERSION,
    AreaShape,
    Background,
    BoardSize,
    EntryBoxShape,
    MapDocument,
    Point,
    RoadLine,
    SceneryItem,
)

from .spatial_index import Segment, SegmentIndex, VertexIndex, segment_key

#: Two vertices closer than this (board units) are the same vertex: moving one
#: moves both, and a point this close to a border segment lies on it.
SAME_POINT = 1e-6

AREA, ENTRY_BOX, ROAD, SCENERY, MAP = "area", "entry box", "road", "scenery", "map"
#: The map's own fields live under this key.
MAP_KEY = (MAP, "")

Key = tuple[str, str]


@dataclass(frozen=True, slots=True)
class MapAttributes:
    """The map's own fields (everything but its items)."""

    id: str
    name: str
    board: BoardSize
    background: Background | None = None
    format_version: int = FORMAT_VERSION


Record = AreaShape | EntryBoxShape | RoadLine | SceneryItem | MapAttributes


@dataclass(frozen=True, slots=True)
class MapChange:
    """What one ``apply`` changed: ids added, replaced or removed, by kind."""

    revision: int
    areas: frozenset[str] = frozenset()
    entry_boxes: frozenset[str] = frozenset()
    roads: frozenset[str] = frozenset()
    scenery: frozenset[str] = frozenset()
    attributes: bool = False


Listener = Callable[[MapChange], None]


def ring_segments(polygon: tuple[Point, ...]) -> list[Segment]:
    """The polygon's border segments (closing one included), zero-length ones left out."""
    return [segment_key(p, q) for p, q in zip(polygon, polygon[1:] + polygon[:1], strict=True) if p != q]


class EditableMap:
    """A map's items under ``(kind, id)`` keys, changed only through ``apply``."""

    def __init__(
        self,
        attributes: MapAttributes,
        areas: tuple[AreaShape, ...] = (),
        entry_boxes: tuple[EntryBoxShape, ...] = (),
        roads: tuple[RoadLine, ...] = (),
        scenery: tuple[SceneryItem, ...] = (),
        *,
        source: str | None = None,
        cell_size: float | None = None,
    ) -> None:
        board = attributes.board
        self.source = source
        size = cell_size if cell_size is not None else max(board.width, board.height, 1.0) / 128
        self.vertex_index = VertexIndex(size)
        self.segment_index = SegmentIndex(size)
        self.revision = 0
        self._attributes = attributes
        self._items: dict[str, dict[str, Any]] = {
            AREA: {},
            ENTRY_BOX: {},
            ROAD: {},
            SCENERY: {},
        }  # kind -> id -> its record
        self._bounds: dict[str, tuple[float, float, float, float]] = {}
        self._polygons: dict[str, BaseGeometry | None] = {}
        self._listeners: list[Listener] = []
        for kind, records in ((AREA, areas), (ENTRY_BOX, entry_boxes), (ROAD, roads), (SCENERY, scenery)):
            for record in records:
                if record.id in self._items[kind]:
                    raise ValueError(f"{kind} id {record.id!r} is used twice")
                self._put(kind, record.id, record)

    # --- the document in and out ------------------------------------------------------

    @classmethod
    def from_document(cls, doc: MapDocument, *, cell_size: float | None = None) -> EditableMap:
        """The map of ``doc``; a background image's path relative to the map
        file is held absolute while editing (``document_for`` makes it
        relative again to wherever the map is saved)."""
        background = doc.background
        if background is not None and background.image and doc.source and not os.path.isabs(background.image):
            folder = os.path.dirname(os.path.abspath(doc.source))
            background = replace(background, image=os.path.normpath(os.path.join(folder, background.image)))
        attributes = MapAttributes(doc.id, doc.name, doc.board, background, doc.format_version)
        return cls(
            attributes, doc.areas, doc.entry_boxes, doc.roads, doc.scenery, source=doc.source, cell_size=cell_size
        )

    def to_document(self) -> MapDocument:
        """The map as a document, items sorted by id (the order a map file is written in)."""
        a = self._attributes

        def ordered(kind: str) -> tuple:
            items = self._items[kind]
            return tuple(items[i] for i in sorted(items))

        return MapDocument(
            a.id, a.name, a.board, ordered(AREA), ordered(ENTRY_BOX), ordered(ROAD), ordered(SCENERY),
            a.background, a.format_version, source=self.source,
        )  # fmt: skip

    def document_for(self, path: str | os.PathLike[str]) -> MapDocument:
        """The document to write to the file ``path``: a background image's
        path relative to that file's folder (another drive: absolute), so the
        background stays found after "Save as" into another folder."""
        doc = self.to_document()
        bg = doc.background
        if bg is None or not bg.image or not os.path.isabs(bg.image):
            return doc
        try:
            image = os.path.relpath(bg.image, os.path.dirname(os.path.abspath(path)))
        except ValueError:  # another drive (Windows)
            return doc
        return replace(doc, background=replace(bg, image=image.replace(os.sep, "/")))

    # --- reading ----------------------------------------------------------------------

    @property
    def attributes(self) -> MapAttributes:
        return self._attributes

    @property
    def board(self) -> BoardSize:
        return self._attributes.board

    @property
    def areas(self) -> Mapping[str, AreaShape]:
        return MappingProxyType(self._items[AREA])

    @property
    def entry_boxes(self) -> Mapping[str, EntryBoxShape]:
        return MappingProxyType(self._items[ENTRY_BOX])

    @property
    def roads(self) -> Mapping[str, RoadLine]:
        return MappingProxyType(self._items[ROAD])

    @property
    def scenery(self) -> Mapping[str, SceneryItem]:
        return MappingProxyType(self._items[SCENERY])

    def get(self, key: Key) -> Record | None:
        kind, item_id = key
        if kind == MAP:
            return self._attributes
        return self._items[kind].get(item_id)

    def area(self, area_id: str) -> AreaShape:
        """The area, or KeyError naming it."""
        try:
            return self._items[AREA][area_id]
        except KeyError:
            raise KeyError(f"no area {area_id!r}") from None

    def area_and_entry_box_ids(self) -> set[str]:
        """The ids a new area or entry box must not take (one namespace, docs/map-format.md)."""
        return set(self._items[AREA]) | set(self._items[ENTRY_BOX])

    def polygon(self, area_id: str) -> BaseGeometry | None:
        """The area's shapely polygon (repaired if it crosses itself), None if
        degenerate; cached until the area changes."""
        if area_id not in self._polygons:
            self._polygons[area_id] = area_polygon(self.area(area_id))
        return self._polygons[area_id]

    def bounds(self, area_id: str) -> tuple[float, float, float, float]:
        return self._bounds[area_id]

    def areas_in_box(self, minx: float, miny: float, maxx: float, maxy: float) -> list[str]:
        """Ids of the areas whose bounding boxes meet the box, sorted."""
        return sorted(
            i for i, (x0, y0, x1, y1) in self._bounds.items() if x0 <= maxx and minx <= x1 and y0 <= maxy and miny <= y1
        )

    def areas_inside(self, outline: BaseGeometry) -> list[str]:
        """Ids of the areas lying wholly inside the shapely polygon ``outline``, sorted."""
        return [
            a for a in self.areas_in_box(*outline.bounds) if (p := self.polygon(a)) is not None and outline.contains(p)
        ]

    def areas_with_vertex(self, point: Point, within: float = SAME_POINT) -> dict[str, list[int]]:
        """Area id -> indices of its vertices within ``within`` of ``point``."""
        found: dict[str, list[int]] = {}
        for _, vertex in self.vertex_index.near(point, within):
            for area_id in self.vertex_index.owners_of(vertex):
                polygon = self._items[AREA][area_id].polygon
                found.setdefault(area_id, []).extend(k for k, p in enumerate(polygon) if p == vertex)
        for indices in found.values():
            indices.sort()
        return found

    def areas_with_segment(self, p: Point, q: Point) -> dict[str, list[int]]:
        """Area id -> indices ``k`` where its border runs from vertex ``k`` to the next
        between exactly ``p`` and ``q`` (either direction)."""
        found: dict[str, list[int]] = {}
        for area_id in self.segment_index.owners_of(segment_key(p, q)):
            polygon = self._items[AREA][area_id].polygon
            n = len(polygon)
            found[area_id] = [k for k in range(n) if {polygon[k], polygon[(k + 1) % n]} == {p, q}]
        return found

    # --- changing -----------------------------------------------------------------------

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(change)`` after every ``apply``; returns the unsubscribe function."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def apply(self, records: Mapping[Key, Record | None]) -> MapChange:
        """Put each record under its key (None removes the item), update the
        indexes, bump ``revision`` and tell the listeners."""
        changed: dict[str, set[str]] = {AREA: set(), ENTRY_BOX: set(), ROAD: set(), SCENERY: set()}
        attributes = False
        for (kind, item_id), record in records.items():
            if record is not None and kind != MAP and record.id != item_id:
                raise ValueError(f"{kind} record {record.id!r} put under id {item_id!r}")
            if kind == MAP:
                if not isinstance(record, MapAttributes):
                    raise ValueError("the map's attributes can't be removed")
                self._attributes = record
                attributes = True
            else:
                self._put(kind, item_id, record)
                changed[kind].add(item_id)
        self.revision += 1
        change = MapChange(
            self.revision, frozenset(changed[AREA]), frozenset(changed[ENTRY_BOX]),
            frozenset(changed[ROAD]), frozenset(changed[SCENERY]), attributes,
        )  # fmt: skip
        for listener in list(self._listeners):
            listener(change)
        return change

    def _put(self, kind: str, item_id: str, record: Record | None) -> None:
        items = self._items[kind]
        old = items.get(item_id)
        if record is None:
            items.pop(item_id, None)
        else:
            items[item_id] = record
        if kind == AREA:
            self._reindex_area(item_id, old, record)  # type: ignore[arg-type]  # an area's record

    def _reindex_area(self, area_id: str, old: AreaShape | None, new: AreaShape | None) -> None:
        old_ring = old.polygon if old is not None else ()
        new_ring = new.polygon if new is not None else ()
        if old_ring == new_ring:
            return
        self._polygons.pop(area_id, None)
        if new is None:
            del self._bounds[area_id]
        else:
            xs = [p[0] for p in new_ring] or [0.0]
            ys = [p[1] for p in new_ring] or [0.0]
            self._bounds[area_id] = (min(xs), min(ys), max(xs), max(ys))
        for index, old_items, new_items in (
            (self.vertex_index, old_ring, new_ring),
            (self.segment_index, ring_segments(old_ring), ring_segments(new_ring)),
        ):
            removed, added = _multiset_changes(old_items, new_items)
            for entry in added:
                index.add(entry, area_id)
            for entry in removed:
                index.remove(entry, area_id)


def _multiset_changes(old: Sequence, new: Sequence) -> tuple[list, list]:
    """(removed, added): what turns the multiset ``old`` into ``new``. Lists of
    equal length (a moved vertex) compare place by place, which is quicker
    and comes to the same counts."""
    if len(old) == len(new):
        changed = [(a, b) for a, b in zip(old, new, strict=True) if a != b]
        return [a for a, _ in changed], [b for _, b in changed]
    counts: dict = {}
    for item in old:
        counts[item] = counts.get(item, 0) + 1
    for item in new:
        counts[item] = counts.get(item, 0) - 1
    removed = [item for item, n in counts.items() for _ in range(n)]
    added = [item for item, n in counts.items() for _ in range(-n)]
    return removed, added
