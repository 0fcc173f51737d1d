"""The edits of a box map that any game's box maps share, each an undoable
``Edit`` on the board's working copy (boards/boxes/editable.py): boxes
placed, moved, renamed, given a new id, deleted with their links; links
drawn between two boxes, bent, deleted; the map's name and id. An edit that
can't be made raises ``EditRefused`` with the reason for the author.

What a box or a link is beyond that is the game's: its working copy makes
its records (``make_box``, ``make_link``) and says which of a link's fields
name a box besides its ends (``carry_ends``), and its own edits (a box's
owner, a river's direction ...) live with it. Box ids stay unique (a new
box's id is made from its name); changing an id carries every link along.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import Any, Protocol

from gettysburg_desktop.boards.boxes.editable import BOX, LINK, MAP_KEY, EditableBoxMap
from gettysburg_desktop.boards.boxes.projection import from_scene

from .edit import Edit, EditRefused
from .ids import id_follows_name, unique_id

#: a box id as the file wants it (docs/box-map-format.md)
BOX_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
#: decimals kept of a dragged box's latitude and longitude (about 10 m)
DEGREE_DIGITS = 4


class GameBoxMap(Protocol):
    """What a game's working copy of a box map adds to the board's: how its
    records are made, and which link fields follow a box's new id."""

    def make_box(self, box_id: str, name: str, lat: float, lon: float, **fields: Any) -> Any: ...
    def make_link(self, a: str, b: str, kind: str) -> Any: ...
    def carry_ends(self, link: Any, end: Callable[[str], str]) -> Any: ...


def at(point: tuple[float, float]) -> tuple[float, float]:
    """(lat, lon) of a scene point, rounded to DEGREE_DIGITS."""
    lat, lon = from_scene(*point)
    return round(lat, DEGREE_DIGITS), round(lon, DEGREE_DIGITS)


def box_of(bmap: EditableBoxMap, box_id: str) -> Any:
    box = bmap.boxes.get(box_id)
    if box is None:
        raise EditRefused(f"There is no box {box_id!r}", "no-box", box=box_id)
    return box


def link_of(bmap: EditableBoxMap, link_id: str) -> Any:
    link = bmap.links.get(link_id)
    if link is None:
        raise EditRefused(f"There is no link {link_id!r}", "no-link", link=link_id)
    return link


def link_name(bmap: EditableBoxMap, link: Any) -> str:
    """ "road Washington - Manassas Junction": the link's kind and its boxes' names."""

    def name(box_id: str) -> str:
        box = bmap.boxes.get(box_id)
        return box.name if box is not None else box_id

    return f"{link.kind} {name(link.a)} - {name(link.b)}"


# --- boxes ------------------------------------------------------------------------------
def add_box(bmap: Any, name: str, point: tuple[float, float], **fields: Any) -> Edit:
    """A new box named ``name`` at the scene point ``point`` (with the
    game's ``fields``); its id is made from the name, unique in the map."""
    name = name.strip()
    if not name:
        raise EditRefused("A box needs a name", "no-name")
    box_id = unique_id(name, bmap.boxes, "box")
    lat, lon = at(point)
    return Edit(bmap, f"Add box {name}", {(BOX, box_id): bmap.make_box(box_id, name, lat, lon, **fields)})


def move_box(bmap: EditableBoxMap, box_id: str, point: tuple[float, float], merge_key: Hashable | None = None) -> Edit:
    """The box's centre to the scene point ``point`` (its latitude and
    longitude follow, ``projection.from_scene``); the steps of one drag share
    ``merge_key``."""
    box = box_of(bmap, box_id)
    lat, lon = at(point)
    return Edit(bmap, f"Move box {box.name}", {(BOX, box_id): replace(box, lat=lat, lon=lon)}, merge_key=merge_key)


def change_box_id(bmap: Any, box_id: str, new_id: str) -> Edit:
    """Give the box the id ``new_id``; its links follow (their ends, and what the game's links name of it)."""
    box = box_of(bmap, box_id)
    new_id = new_id.strip()
    if not BOX_ID.match(new_id):
        raise EditRefused(f"{new_id!r} is not a box id: lower case letters, digits and single hyphens", "id", id=new_id)
    if new_id != box_id and new_id in bmap.boxes:
        raise EditRefused(f"The id {new_id!r} is taken by another box", "duplicate-id", id=new_id)
    if new_id == box_id:
        return Edit(bmap, f"Change the id of {box.name}", {(BOX, box_id): box})
    return Edit(bmap, f"Change the id of {box.name} to {new_id}", _moved(bmap, box, new_id))


def rename_box(bmap: Any, box_id: str, name: str) -> Edit:
    """Rename the box; its id follows the new name while it is still the
    placeholder's ("Box 7" / ``box-7`` named "Petersburg" gets ``petersburg``,
    editing.model.ids.id_follows_name); an id made from a real name stays."""
    box = box_of(bmap, box_id)
    name = name.strip()
    if not name:
        raise EditRefused("A box needs a name", "no-name")
    renamed = replace(box, name=name)
    text = f"Rename box {box.name} to {name}"
    if name == box.name or not id_follows_name(box):
        return Edit(bmap, text, {(BOX, box_id): renamed})
    new_id = unique_id(name, set(bmap.boxes) - {box_id}, "box")
    return Edit(bmap, text, _moved(bmap, renamed, new_id, box_id))


def _moved(bmap: Any, box: Any, new_id: str, old_id: str | None = None) -> dict:
    """The records that give ``box`` (now under ``old_id``, default its id) the id ``new_id``, its links following."""
    old_id = box.id if old_id is None else old_id
    if new_id == old_id:
        return {(BOX, old_id): replace(box, id=new_id)}
    after: dict = {(BOX, old_id): None, (BOX, new_id): replace(box, id=new_id)}

    def end(x: str) -> str:
        return new_id if x == old_id else x

    for link_id, link in bmap.links_at(old_id).items():
        after[(LINK, link_id)] = bmap.carry_ends(replace(link, a=end(link.a), b=end(link.b)), end)
    return after


def delete_box(bmap: EditableBoxMap, box_id: str) -> Edit:
    """The box and every link with an end at it."""
    box = box_of(bmap, box_id)
    after: dict = {(BOX, box_id): None}
    for link_id in bmap.links_at(box_id):
        after[(LINK, link_id)] = None
    return Edit(bmap, f"Delete box {box.name}", after)


# --- links ------------------------------------------------------------------------------
def add_link(bmap: Any, a: str, b: str, kind: str) -> Edit:
    """A link of ``kind`` (a word of the game's, its ``make_link`` says
    which) from box ``a`` to box ``b``."""
    link = bmap.make_link(a, b, kind)
    box_a, box_b = box_of(bmap, a), box_of(bmap, b)
    if a == b:
        raise EditRefused("A link joins two different boxes", "same-box")
    if bmap.link_between(a, b, link.kind) is not None:
        raise EditRefused(
            f"{box_a.name} and {box_b.name} are already joined by a {link.kind} "
            "(two links between the same boxes must differ in kind)",
            "duplicate-link",
        )
    return Edit(bmap, f"Add {link.kind} {box_a.name} - {box_b.name}", {(LINK, bmap.new_link_id()): link})


def set_bends(
    bmap: EditableBoxMap,
    link_id: str,
    points: list[tuple[float, float]],
    merge_key: Hashable | None = None,
) -> Edit:
    """The link's bend points (its ``via``, for drawing only) at the scene
    points ``points``, from its end ``a`` to its end ``b``; the steps of one
    drag share ``merge_key``."""
    link = link_of(bmap, link_id)
    via = tuple(at(p) for p in points)
    return Edit(bmap, f"Bend {link_name(bmap, link)}", {(LINK, link_id): replace(link, via=via)}, merge_key=merge_key)


def delete_link(bmap: EditableBoxMap, link_id: str) -> Edit:
    link = link_of(bmap, link_id)
    return Edit(bmap, f"Delete {link_name(bmap, link)}", {(LINK, link_id): None})


# --- the map's own fields ---------------------------------------------------------------
def set_box_map_name(bmap: EditableBoxMap, name: str) -> Edit:
    return Edit(bmap, "Rename the map", {MAP_KEY: replace(bmap.attributes, name=name.strip())})


def set_box_map_id(bmap: EditableBoxMap, map_id: str) -> Edit:
    """The map's id (the file's ``id``: lower case letters, digits and single hyphens)."""
    map_id = map_id.strip()
    if not BOX_ID.match(map_id):
        raise EditRefused(
            f"{map_id!r} is not a map id: lower case letters, digits and single hyphens", "map-id", id=map_id
        )
    return Edit(bmap, f"Change the map's id to {map_id}", {MAP_KEY: replace(bmap.attributes, id=map_id)})
