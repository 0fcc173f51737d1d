"""Ids an author controls: an area's, entry box's, road's or scenery item's
id changed by hand (checked well formed and unique, the entry boxes linked
to a renamed area follow), and the id that follows the name while it is still the
placeholder's ("Area 9" named "Stone Hill" becomes ``stone-hill``, not
``area-9``). Each is one undoable edit.

Areas and entry boxes share one namespace, roads have theirs and scenery
its own (docs/map-format.md). Scenario files name areas and boxes by id: they are
not part of the map, so a scenario written for the map needs the new id.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from gettysburg_desktop.boards.areas.editable_map import AREA, ENTRY_BOX, ROAD, SCENERY, EditableMap, Key, Record
from gettysburg_desktop.boards.areas.shapes import AreaShape
from gettysburg_desktop.boards.areas.validation import SLUG
from gettysburg_desktop.editing.model.edit import Edit, EditRefused
from gettysburg_desktop.editing.model.ids import (
    id_follows_name as id_follows_name,  # re-exported: the model's name for it
)
from gettysburg_desktop.editing.model.ids import unique_id

#: the kinds whose id the author may change
ID_KINDS = (AREA, ENTRY_BOX, ROAD, SCENERY)
_FALLBACK = {AREA: "area", ENTRY_BOX: "entry-box", ROAD: "road", SCENERY: "scenery"}


def _item(emap: EditableMap, key: Key) -> Record:
    if key[0] not in ID_KINDS:
        raise EditRefused(f"A {key[0]}'s id can't be changed here")
    item = emap.get(key)
    if item is None:
        raise KeyError(f"no {key[0]} {key[1]!r}")
    return item


def _taken(emap: EditableMap, kind: str) -> set[str]:
    if kind in (ROAD, SCENERY):
        return set(emap.roads if kind == ROAD else emap.scenery)
    return emap.area_and_entry_box_ids()


def check_id(emap: EditableMap, key: Key, new_id: str) -> None:
    """EditRefused unless ``new_id`` is a slug no other item of its namespace has."""
    kind, old_id = key
    if not SLUG.match(new_id):
        raise EditRefused(
            f"The id {new_id!r} is not well formed: lowercase letters, digits and single hyphens (like 'stone-hill')",
            "id-form",
            id=new_id,
        )
    if new_id != old_id and new_id in _taken(emap, kind):
        other: Record | None
        if kind == SCENERY:
            other = emap.scenery.get(new_id)
        elif kind == ROAD:
            other = emap.roads.get(new_id)
        else:
            other = emap.areas.get(new_id) or emap.entry_boxes.get(new_id)
        name = getattr(other, "name", "") or new_id
        raise EditRefused(f"The id {new_id!r} is taken by {name!r}", "id-taken", id=new_id, name=name)


def _moved(emap: EditableMap, key: Key, record: Record, new_id: str) -> dict[Key, Record | None]:
    """The records after ``key``'s item is put under ``new_id`` as ``record``:
    the old key removed, the entry boxes linked to an area relinked."""
    kind, old_id = key
    after: dict[Key, Record | None] = {}
    if new_id != old_id:
        after[key] = None
    after[(kind, new_id)] = replace(record, id=new_id)
    if kind == AREA and new_id != old_id:
        for box in emap.entry_boxes.values():
            if box.area == old_id:
                after[(ENTRY_BOX, box.id)] = replace(box, area=new_id)
    return after


def change_id(emap: EditableMap, key: Key, new_id: str) -> Edit:
    """Give the item at ``key`` the id ``new_id`` ("Change the id of area
    'Stone Hill' to 'stone-hill'"); entry boxes linked to an area follow."""
    item = _item(emap, key)
    new_id = new_id.strip()
    check_id(emap, key, new_id)
    return Edit(
        emap, f"Change the id of {key[0]} '{item.name or item.id}' to '{new_id}'", _moved(emap, key, item, new_id)
    )


def rename(emap: EditableMap, key: Key, name: str) -> Edit:
    """Rename the item at ``key`` ("Rename area 'Area 9' to 'Stone Hill'"); its
    id follows the new name while it is still the placeholder's."""
    item = _item(emap, key)
    new = replace(item, name=name)
    text = f"Rename {key[0]} '{item.name}' to '{name}'"
    if name == item.name or not id_follows_name(item):
        return Edit(emap, text, {key: new})
    new_id = unique_id(name, _taken(emap, key[0]) - {key[1]}, _FALLBACK[key[0]])
    return Edit(emap, text, _moved(emap, key, new, new_id))


def traced_again(emap: EditableMap, deleted: Iterable[AreaShape], ring) -> AreaShape | None:
    """The deleted area (``deleted``: AreaShapes, oldest first) a new outline
    ``ring`` traces again: the latest whose id is free and which covers at
    least half of the new area and the new area half of it. The new area
    takes back its id, name, terrain and stars, so scenarios naming it still
    find it."""
    import shapely

    new = shapely.Polygon(ring)
    if not new.is_valid or new.area <= 0:
        return None
    taken = emap.area_and_entry_box_ids()
    for old in reversed(list(deleted)):
        if old.id in taken or len(old.polygon) < 3:
            continue
        before = shapely.Polygon(old.polygon)
        if not before.is_valid or before.area <= 0:
            continue
        common = before.intersection(new).area
        if common >= 0.5 * new.area and common >= 0.5 * before.area:
            return old
    return None
