"""Edits of several items at once, each one undoable step: delete what is
selected, merge the selected areas into one."""

from __future__ import annotations

from collections.abc import Sequence

from gettysburg_desktop.boards.areas.editable_map import AREA, ENTRY_BOX, ROAD, SCENERY, EditableMap, Key, Record
from gettysburg_desktop.editing.model.edit import Edit, EditRefused

from .area_edits import merge_areas


def _name(emap: EditableMap, key: Key) -> str:
    item = emap.get(key)
    return (getattr(item, "name", "") or key[1]) if item is not None else key[1]


def _names(emap: EditableMap, keys: Sequence[Key]) -> str:
    names = [f"'{_name(emap, k)}'" for k in keys]
    return ", ".join(names[:4]) + (", ..." if len(names) > 4 else "")


def delete_items(emap: EditableMap, keys: Sequence[Key]) -> Edit:
    """Remove every item of ``keys`` (areas, entry boxes, roads, scenery) in
    one step ("Delete 3 items: 'A', 'B', 'C'"). Entry boxes linked to a
    deleted area keep the link; the checker reports them until relinked."""
    keys = [k for k in dict.fromkeys(keys) if k[0] in (AREA, ENTRY_BOX, ROAD, SCENERY) and emap.get(k) is not None]
    if not keys:
        raise EditRefused("Nothing selected to delete")
    return Edit(emap, f"Delete {len(keys)} items: {_names(emap, keys)}", {k: None for k in keys})


def merge_all(emap: EditableMap, keep_id: str, others: Sequence[str], terrain: str | None = None) -> Edit:
    """Join every area of ``others`` into ``keep_id`` (which keeps its id and
    name; its terrain unless ``terrain`` is given; the most stars of them
    all, area_edits.merge_areas), neighbour by neighbour in whatever order
    they touch, as one step ("Merge 3 areas into 'A'"). Refused, with the
    reason, when some of them never come to border the growing area."""
    others = [a for a in dict.fromkeys(others) if a != keep_id]
    if not others:
        raise EditRefused("Select at least two areas to merge")
    for a in (keep_id, *others):
        emap.area(a)  # KeyError naming it
    scratch = EditableMap(
        emap.attributes,
        tuple(emap.areas.values()),
        tuple(emap.entry_boxes.values()),
        cell_size=emap.vertex_index.grid.size,
    )
    touched: set[Key] = set()
    left = list(others)
    last_refusal: EditRefused | None = None
    while left:
        for other in left:
            try:
                edit = merge_areas(scratch, keep_id, other, terrain)
            except EditRefused as exc:
                last_refusal = exc
                continue
            edit.redo()
            touched |= set(edit.keys)
            left.remove(other)
            break
        else:
            names = ", ".join(repr(emap.area(a).name) for a in left)
            raise EditRefused(
                f"{names} can't be merged into {emap.area(keep_id).name!r}"
                + (f": {last_refusal}" if last_refusal is not None else ""),
                "merge-apart",
                names=names,
                keep=emap.area(keep_id).name,
            )
    after: dict[Key, Record | None] = {key: scratch.get(key) for key in sorted(touched)}
    return Edit(emap, f"Merge {len(others) + 1} areas into '{emap.area(keep_id).name}'", after)
