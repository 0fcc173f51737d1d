"""Edits of entry boxes (R-REIN): add, move, resize, link to an area, rename, delete.

Drags (move, resize) pass the same ``drag`` token for every mouse move, so an
undo stack merges them into one edit.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

from gettysburg_desktop.boards.areas.editable_map import ENTRY_BOX, EditableMap
from gettysburg_desktop.boards.areas.shapes import SIDES, EntryBoxShape
from gettysburg_desktop.editing.model.edit import UNCHANGED, Edit, EditRefused
from gettysburg_desktop.editing.model.ids import unique_id

Rect = tuple[float, float, float, float]


def _rect(rect: Rect) -> Rect:
    x, y, w, h = rect
    return float(x), float(y), float(w), float(h)


def _box(emap: EditableMap, box_id: str) -> EntryBoxShape:
    box = emap.entry_boxes.get(box_id)
    if box is None:
        raise KeyError(f"no entry box {box_id!r}")
    return box


def _check(emap: EditableMap, box: EntryBoxShape) -> None:
    if box.area not in emap.areas:
        raise EditRefused(f"No area {box.area!r} to link entry box {box.name!r} to")
    if box.side is not None and box.side not in SIDES:
        raise EditRefused(f"Unknown side {box.side!r} (expected {', '.join(SIDES)} or none)")
    if not (box.rect[2] > 0 and box.rect[3] > 0):
        raise EditRefused("An entry box's width and height must be greater than 0")


def add_entry_box(emap: EditableMap, name: str, area: str, rect: Rect, side: str | None = None) -> Edit:
    """A new entry box linked to ``area`` ("Add entry box 'Tanneytown Road'");
    its id is a slug of the name unique among areas and entry boxes."""
    box_id = unique_id(name, emap.area_and_entry_box_ids(), "entry-box")
    box = EntryBoxShape(box_id, name, area, side, _rect(rect))
    _check(emap, box)
    return Edit(emap, f"Add entry box '{name}'", {(ENTRY_BOX, box_id): box})


def delete_entry_box(emap: EditableMap, box_id: str) -> Edit:
    box = _box(emap, box_id)
    return Edit(emap, f"Delete entry box '{box.name}'", {(ENTRY_BOX, box_id): None})


def set_entry_box(
    emap: EditableMap,
    box_id: str,
    *,
    name: str = UNCHANGED,
    area: str = UNCHANGED,
    side: str | None = UNCHANGED,
    rect: Rect = UNCHANGED,
    drag: Hashable | None = None,
) -> Edit:
    """Change an entry box's fields. Text by what changes: "Move entry box
    'X'" (same size), "Resize entry box 'X'", "Link entry box 'X' to 'Area'",
    "Rename entry box 'X' to 'Y'", else "Change entry box 'X'"."""
    box = _box(emap, box_id)
    given = [k for k, v in (("name", name), ("area", area), ("side", side), ("rect", rect)) if v is not UNCHANGED]
    new = replace(
        box,
        name=box.name if name is UNCHANGED else name,
        area=box.area if area is UNCHANGED else area,
        side=box.side if side is UNCHANGED else side,
        rect=box.rect if rect is UNCHANGED else _rect(rect),
    )
    _check(emap, new)
    changed = {k for k in given if getattr(new, k) != getattr(box, k)} or set(given)
    if changed == {"rect"}:
        text = f"{'Move' if new.rect[2:] == box.rect[2:] else 'Resize'} entry box '{box.name}'"
    elif changed == {"area"}:
        text = f"Link entry box '{box.name}' to '{emap.area(new.area).name}'"
    elif changed == {"name"}:
        text = f"Rename entry box '{box.name}' to '{new.name}'"
    else:
        text = f"Change entry box '{box.name}'"
    return Edit(emap, text, {(ENTRY_BOX, box_id): new}, None if drag is None else (text, box_id, drag))


def move_entry_box(emap: EditableMap, box_id: str, x: float, y: float, drag: Hashable | None = None) -> Edit:
    """The box's top-left corner to (x, y), same size ("Move entry box 'X'")."""
    _, _, w, h = _box(emap, box_id).rect
    return set_entry_box(emap, box_id, rect=(x, y, w, h), drag=drag)


def link_entry_box(emap: EditableMap, box_id: str, area_id: str) -> Edit:
    """Link the box to ``area_id`` ("Link entry box 'X' to 'Area'")."""
    return set_entry_box(emap, box_id, area=area_id)
