"""Edits of roads (R-MOVE-2) and scenery: add, delete, rename, and their
vertices (polylines for roads and rivers, rings for woods and buildings).

A road's or scenery item's vertex belongs to it alone: nothing else moves
with it. A vertex is named by its index in ``points`` (roads, rivers) or
``polygon`` (woods, buildings). Drags pass the same ``drag`` token for every
mouse move, so an undo stack merges them into one edit.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import replace

from gettysburg_desktop.boards.areas.editable_map import ROAD, SCENERY, EditableMap, Key
from gettysburg_desktop.boards.areas.shapes import (
    ROAD_KINDS,
    SCENERY_KINDS,
    SCENERY_LINE_KINDS,
    Point,
    RoadLine,
    SceneryItem,
)
from gettysburg_desktop.editing.model.edit import UNCHANGED, Edit, EditRefused
from gettysburg_desktop.editing.model.ids import unique_id

LineItem = RoadLine | SceneryItem


def _points(points: Sequence[Point]) -> tuple[Point, ...]:
    return tuple((float(x), float(y)) for x, y in points)


def _item(emap: EditableMap, key: Key) -> LineItem:
    kind, item_id = key
    items = emap.roads if kind == ROAD else emap.scenery if kind == SCENERY else None
    if items is None or item_id not in items:
        raise KeyError(f"no {kind} {item_id!r}")
    return items[item_id]


def _geometry(item: LineItem) -> tuple[str, tuple[Point, ...], int]:
    """The field holding the vertices, the vertices, and how many it needs at least."""
    if isinstance(item, RoadLine):
        return "points", item.points, 2
    if item.points is not None:
        return "points", item.points, 2
    return "polygon", item.polygon or (), 3


def _with_vertices(item: LineItem, field: str, vertices: tuple[Point, ...]) -> LineItem:
    """``item`` with ``vertices`` in its ``field`` (as ``_geometry`` names it)."""
    if field == "polygon" and isinstance(item, SceneryItem):
        return replace(item, polygon=vertices)
    return replace(item, points=vertices)


def add_road(emap: EditableMap, name: str, points: Sequence[Point], kind: str = "road") -> Edit:
    """A new road or railroad ("Add road 'Chambersburg Pike'"), id unique among roads."""
    if kind not in ROAD_KINDS:
        raise EditRefused(f"Unknown road kind {kind!r} (expected {' or '.join(ROAD_KINDS)})")
    line = _points(points)
    if len(set(line)) < 2:
        raise EditRefused("A road needs at least 2 points")
    road_id = unique_id(name, emap.roads, kind)
    return Edit(emap, f"Add {kind} '{name}'", {(ROAD, road_id): RoadLine(road_id, name, kind, line)})


def add_scenery(emap: EditableMap, kind: str, points: Sequence[Point], name: str = "") -> Edit:
    """A new river (polyline) or woods or building (ring) ("Add woods 'Herbst Woods'")."""
    if kind not in SCENERY_KINDS:
        raise EditRefused(f"Unknown scenery kind {kind!r} (expected {', '.join(SCENERY_KINDS)})")
    geometry = _points(points)
    line = kind in SCENERY_LINE_KINDS
    if len(set(geometry)) < (2 if line else 3):
        raise EditRefused(f"A {kind} needs at least {2 if line else 3} points")
    item_id = unique_id(name, emap.scenery, kind)
    item = SceneryItem(item_id, kind, name, geometry if line else None, None if line else geometry)
    return Edit(emap, f"Add {kind}" + (f" '{name}'" if name else ""), {(SCENERY, item_id): item})


def delete_line_item(emap: EditableMap, key: Key) -> Edit:
    """Remove a road or scenery item ("Delete road 'Chambersburg Pike'")."""
    item = _item(emap, key)
    return Edit(emap, f"Delete {item.kind} '{item.name or item.id}'", {key: None})


def set_road(emap: EditableMap, road_id: str, *, name: str = UNCHANGED, kind: str = UNCHANGED) -> Edit:
    """Rename a road or make it a road or railroad ("Change road 'X'")."""
    road = _item(emap, (ROAD, road_id))
    new = replace(road, name=road.name if name is UNCHANGED else name, kind=road.kind if kind is UNCHANGED else kind)
    if new.kind not in ROAD_KINDS:
        raise EditRefused(f"Unknown road kind {new.kind!r} (expected {' or '.join(ROAD_KINDS)})")
    return Edit(emap, f"Change {road.kind} '{road.name}'", {(ROAD, road_id): new})


def rename_scenery(emap: EditableMap, scenery_id: str, name: str) -> Edit:
    item = _item(emap, (SCENERY, scenery_id))
    return Edit(emap, f"Rename {item.kind} '{item.name or item.id}'", {(SCENERY, scenery_id): replace(item, name=name)})


def move_line_vertex(emap: EditableMap, key: Key, index: int, to: Point, drag: Hashable | None = None) -> Edit:
    """Vertex ``index`` of a road or scenery item to ``to`` ("Move road vertex")."""
    item = _item(emap, key)
    field, points, _ = _geometry(item)
    if not 0 <= index < len(points):
        raise EditRefused(f"{item.kind.capitalize()} {item.id!r} has no vertex {index}")
    moved = (*points[:index], to, *points[index + 1 :])
    text = f"Move {item.kind} vertex"
    return Edit(emap, text, {key: _with_vertices(item, field, moved)}, None if drag is None else (text, key, drag))


def insert_line_vertex(emap: EditableMap, key: Key, index: int, at: Point) -> Edit:
    """A new vertex ``at`` that becomes vertex ``index`` ("Insert road vertex")."""
    item = _item(emap, key)
    field, points, _ = _geometry(item)
    if not 0 <= index <= len(points):
        raise EditRefused(f"{item.kind.capitalize()} {item.id!r} has no place {index} for a vertex")
    grown = (*points[:index], at, *points[index:])
    return Edit(emap, f"Insert {item.kind} vertex", {key: _with_vertices(item, field, grown)})


def delete_line_vertex(emap: EditableMap, key: Key, index: int) -> Edit:
    """Remove vertex ``index``; refused below 2 points (lines) or 3 (rings) ("Delete road vertex")."""
    item = _item(emap, key)
    field, points, least = _geometry(item)
    if not 0 <= index < len(points):
        raise EditRefused(f"{item.kind.capitalize()} {item.id!r} has no vertex {index}")
    shrunk = points[:index] + points[index + 1 :]
    if len(set(shrunk)) < least:
        raise EditRefused(
            f"Can't delete this vertex: {item.kind} {(item.name or item.id)!r} needs at least {least} points"
        )
    return Edit(emap, f"Delete {item.kind} vertex", {key: _with_vertices(item, field, shrunk)})
