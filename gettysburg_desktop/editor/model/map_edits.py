"""Edits of the map as a whole: its own fields, and moving or scaling
everything on it (to fit the traced map to a new background or board)."""

from __future__ import annotations

from dataclasses import replace

from gettysburg_desktop.boards.areas.editable_map import (
    AREA,
    ENTRY_BOX,
    MAP_KEY,
    ROAD,
    SCENERY,
    EditableMap,
    Key,
    Record,
)
from gettysburg_desktop.boards.areas.shapes import Background, BoardSize, Point
from gettysburg_desktop.boards.areas.validation import SLUG
from gettysburg_desktop.editing.model.edit import UNCHANGED, Edit, EditRefused


def set_map_attributes(
    emap: EditableMap,
    *,
    map_id: str = UNCHANGED,
    name: str = UNCHANGED,
    board: BoardSize = UNCHANGED,
    background: Background | None = UNCHANGED,
) -> Edit:
    """Change the map's id, name, board size or tracing background ("Change map")."""
    old = emap.attributes
    new = replace(
        old,
        id=old.id if map_id is UNCHANGED else map_id,
        name=old.name if name is UNCHANGED else name,
        board=old.board if board is UNCHANGED else board,
        background=old.background if background is UNCHANGED else background,
    )
    if not SLUG.match(new.id):
        raise EditRefused(f"The map's id {new.id!r} is not a slug (lowercase letters, digits, single hyphens)")
    if not (new.board.width > 0 and new.board.height > 0):
        raise EditRefused("The board's width and height must be greater than 0")
    if new.background is not None and not 0.0 <= new.background.opacity <= 1.0:
        raise EditRefused("The background's opacity must be between 0 and 1")
    return Edit(emap, "Change map", {MAP_KEY: new})


def transform_all(
    emap: EditableMap, *, dx: float = 0.0, dy: float = 0.0, scale: float = 1.0, origin: Point = (0.0, 0.0)
) -> Edit:
    """Scale every item's geometry by ``scale`` about ``origin``, then move it
    by (dx, dy): area polygons and labels, entry boxes, roads and scenery. The
    board keeps its size. Text: "Move everything", or "Scale everything"."""
    if not scale > 0:
        raise EditRefused("The scale must be greater than 0")
    ox, oy = origin

    def at(p: Point) -> Point:
        return ((p[0] - ox) * scale + ox + dx, (p[1] - oy) * scale + oy + dy)

    def ring(points):
        return None if points is None else tuple(at(p) for p in points)

    after: dict[Key, Record | None] = {}
    for a in emap.areas.values():
        after[(AREA, a.id)] = replace(a, polygon=ring(a.polygon), label=None if a.label is None else at(a.label))
    for b in emap.entry_boxes.values():
        x, y, w, h = b.rect
        after[(ENTRY_BOX, b.id)] = replace(b, rect=(*at((x, y)), w * scale, h * scale))
    for r in emap.roads.values():
        after[(ROAD, r.id)] = replace(r, points=ring(r.points))
    for s in emap.scenery.values():
        after[(SCENERY, s.id)] = replace(s, points=ring(s.points), polygon=ring(s.polygon))
    return Edit(emap, "Move everything" if scale == 1.0 else "Scale everything", after)
