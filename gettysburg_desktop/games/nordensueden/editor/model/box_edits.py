"""The edits of a box map (Norden & Süden, NS-MAP-3), each an undoable
``Edit`` (editing.model.edit) on an ``EditableBoxMap``: boxes placed, moved,
renamed, given their properties, deleted with their links; links drawn by
kind between two boxes, changed, reversed, deleted. An edit that can't be
made raises ``EditRefused`` with the reason for the author.

Box ids stay unique (a new box's id is made from its name); changing an
id carries every link's ends, downstream and crossings along.
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from gettysburg_desktop.editing.model.edit import Edit, EditRefused
from gettysburg_desktop.editing.model.ids import id_follows_name, unique_id
from gettysburg_desktop.games.nordensueden.rules.boxmap import BORDER_STATES, Box, Link, LinkKind, from_scene
from gettysburg_desktop.games.nordensueden.rules.named_places import SETUP
from gettysburg_desktop.games.nordensueden.rules.sides import Side

from .box_map import BOX, LINK, MAP_KEY, EditableBoxMap

#: a box id as the file wants it (docs/box-map-format.md)
BOX_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
#: decimals kept of a dragged box's latitude and longitude (about 10 m)
DEGREE_DIGITS = 4


def _at(point: tuple[float, float]) -> tuple[float, float]:
    lat, lon = from_scene(*point)
    return round(lat, DEGREE_DIGITS), round(lon, DEGREE_DIGITS)


def _box(bmap: EditableBoxMap, box_id: str) -> Box:
    box = bmap.boxes.get(box_id)
    if box is None:
        raise EditRefused(f"There is no box {box_id!r}", "no-box", box=box_id)
    return box


def _link(bmap: EditableBoxMap, link_id: str) -> Link:
    link = bmap.links.get(link_id)
    if link is None:
        raise EditRefused(f"There is no link {link_id!r}", "no-link", link=link_id)
    return link


# --- boxes ------------------------------------------------------------------------------
def add_box(bmap: EditableBoxMap, name: str, point: tuple[float, float], state: str = "") -> Edit:
    """A new white box named ``name`` at the scene point ``point``; its id
    is made from the name, unique in the map."""
    name = name.strip()
    if not name:
        raise EditRefused("A box needs a name", "no-name")
    box_id = unique_id(name, bmap.boxes, "box")
    lat, lon = _at(point)
    return Edit(bmap, f"Add box {name}", {(BOX, box_id): Box(box_id, name, state, lat, lon)})


def move_box(bmap: EditableBoxMap, box_id: str, point: tuple[float, float], merge_key: Hashable | None = None) -> Edit:
    """The box's centre to the scene point ``point`` (its latitude and
    longitude follow, ``boxmap.from_scene``); the steps of one drag share
    ``merge_key``."""
    box = _box(bmap, box_id)
    lat, lon = _at(point)
    return Edit(bmap, f"Move box {box.name}", {(BOX, box_id): replace(box, lat=lat, lon=lon)}, merge_key=merge_key)


_BOX_FIELDS = (
    "name",
    "state",
    "owner",
    "port",
    "recruit",
    "fortress",
    "objective",
    "capital",
    "border_state",
    "note",
    "start",
)
#: how the undo history words a box's fields ("Richmond: owner usa -> csa")
_FIELD_WORDS = {"border_state": "border state", "recruit": "recruitment", "start": "starting militia"}


def set_box(bmap: EditableBoxMap, box_id: str, **changes: Any) -> Edit:
    """Change the box's properties (any of name, state, owner, port,
    recruit, fortress, objective, capital, border_state, note, start: the
    militia infantry it sets up in a map's own set-up, NS-SETUP-2). The
    undo history names what changed ("Richmond: owner csa -> usa")."""
    box = _box(bmap, box_id)
    unknown = set(changes) - set(_BOX_FIELDS)
    if unknown:
        raise TypeError(f"set_box: no such field {sorted(unknown)}")
    if "name" in changes:
        changes["name"] = changes["name"].strip()
        if not changes["name"]:
            raise EditRefused("A box needs a name", "no-name")
    for side_field in ("owner", "objective"):
        if side_field in changes and changes[side_field] is not None:
            changes[side_field] = Side(changes[side_field])
    if "recruit" in changes:
        recruit = {Side(side): int(n) for side, n in changes["recruit"].items() if int(n) != 0}
        if any(n < 0 for n in recruit.values()):
            raise EditRefused("A recruitment number is 0 or more (NS-RECR-3)", "recruit")
        changes["recruit"] = recruit
    if changes.get("border_state") not in (None, *BORDER_STATES):
        raise EditRefused(f"A border state is one of {', '.join(BORDER_STATES)} (NS-AID-3)", "border-state")
    if "start" in changes:
        changes["start"] = int(changes["start"])
        if changes["start"] < 0:
            raise EditRefused("A box sets up no militia or more (NS-SETUP-2)", "start")
    new = replace(box, **changes)
    if new == box:
        return Edit(bmap, f"Change box {box.name}", {(BOX, box_id): box})
    return Edit(bmap, _changed_text(box, new), {(BOX, box_id): new})


def _changed_text(box: Box, new: Box) -> str:
    """ "Richmond: owner csa -> usa" for one field changed, "Change box Richmond" for more."""
    changed = [f for f in _BOX_FIELDS if getattr(box, f) != getattr(new, f)]
    if len(changed) != 1:
        return f"Change box {new.name}"
    (field,) = changed
    return (
        f"{box.name}: {_FIELD_WORDS.get(field, field)} {_word(getattr(box, field))} \u2192 {_word(getattr(new, field))}"
    )


def _word(value: Any) -> str:
    if value is None or value == "":
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Side):
        return value.value
    if isinstance(value, dict):
        return ", ".join(f"{side.value} {n}" for side, n in value.items()) or "none"
    return str(value)


def change_box_id(bmap: EditableBoxMap, box_id: str, new_id: str) -> Edit:
    """Give the box the id ``new_id``; its links' ends, downstream and crossings follow."""
    box = _box(bmap, box_id)
    new_id = new_id.strip()
    if not BOX_ID.match(new_id):
        raise EditRefused(f"{new_id!r} is not a box id: lower case letters, digits and single hyphens", "id", id=new_id)
    if new_id != box_id and new_id in bmap.boxes:
        raise EditRefused(f"The id {new_id!r} is taken by another box", "duplicate-id", id=new_id)
    if new_id == box_id:
        return Edit(bmap, f"Change the id of {box.name}", {(BOX, box_id): box})
    return Edit(bmap, f"Change the id of {box.name} to {new_id}", _moved(bmap, box, new_id))


def rename_box(bmap: EditableBoxMap, box_id: str, name: str) -> Edit:
    """Rename the box; its id follows the new name while it is still the
    placeholder's ("Box 7" / ``box-7`` named "Petersburg" gets ``petersburg``,
    editor.model.id_edits.id_follows_name); an id made from a real name stays."""
    box = _box(bmap, box_id)
    name = name.strip()
    if not name:
        raise EditRefused("A box needs a name", "no-name")
    renamed = replace(box, name=name)
    text = f"Rename box {box.name} to {name}"
    if name == box.name or not id_follows_name(box):
        return Edit(bmap, text, {(BOX, box_id): renamed})
    new_id = unique_id(name, set(bmap.boxes) - {box_id}, "box")
    return Edit(bmap, text, _moved(bmap, renamed, new_id, box_id))


def _moved(bmap: EditableBoxMap, box: Box, new_id: str, old_id: str | None = None) -> dict:
    """The records that give ``box`` (now under ``old_id``, default its id) the id ``new_id``, its links following."""
    old_id = box.id if old_id is None else old_id
    if new_id == old_id:
        return {(BOX, old_id): replace(box, id=new_id)}
    after: dict = {(BOX, old_id): None, (BOX, new_id): replace(box, id=new_id)}

    def end(x: str) -> str:
        return new_id if x == old_id else x

    for link_id, link in bmap.links_at(old_id).items():
        after[(LINK, link_id)] = replace(
            link,
            a=end(link.a),
            b=end(link.b),
            downstream=None if link.downstream is None else end(link.downstream),
            crossing=frozenset(end(x) for x in link.crossing),
        )
    return after


def delete_box(bmap: EditableBoxMap, box_id: str) -> Edit:
    """The box and every link with an end at it."""
    box = _box(bmap, box_id)
    after: dict = {(BOX, box_id): None}
    for link_id in bmap.links_at(box_id):
        after[(LINK, link_id)] = None
    return Edit(bmap, f"Delete box {box.name}", after)


# --- links ------------------------------------------------------------------------------
def add_link(bmap: EditableBoxMap, a: str, b: str, kind: LinkKind | str) -> Edit:
    """A link of ``kind`` from box ``a`` to box ``b``; a river is drawn
    downstream: its arrow points to ``b`` (NS-JUMP-2)."""
    kind = LinkKind(kind)
    box_a, box_b = _box(bmap, a), _box(bmap, b)
    if a == b:
        raise EditRefused("A link joins two different boxes", "same-box")
    if bmap.link_between(a, b, kind) is not None:
        raise EditRefused(
            f"{box_a.name} and {box_b.name} are already joined by a {kind.value} "
            "(two links between the same boxes must differ in kind)",
            "duplicate-link",
        )
    link = Link(a, b, kind, downstream=b if kind is LinkKind.RIVER else None)
    return Edit(bmap, f"Add {kind.value} {box_a.name} - {box_b.name}", {(LINK, bmap.new_link_id()): link})


def set_link(bmap: EditableBoxMap, link_id: str, **changes: Any) -> Edit:
    """Change the link's kind, downstream end, crossings, Potomac flag or
    note. A link made a river flows to its second end unless told; a link
    that is no river has no downstream end."""
    link = _link(bmap, link_id)
    unknown = set(changes) - {"kind", "downstream", "crossing", "potomac", "note"}
    if unknown:
        raise TypeError(f"set_link: no such field {sorted(unknown)}")
    if "kind" in changes:
        kind = changes["kind"] = LinkKind(changes["kind"])
        other = bmap.link_between(link.a, link.b, kind)
        if other is not None and other != link_id:
            raise EditRefused(f"These two boxes are already joined by a {kind.value}", "duplicate-link")
    new = replace(link, **changes)
    if new.kind is LinkKind.RIVER and new.downstream is None:
        new = replace(new, downstream=new.b)
    if new.kind is not LinkKind.RIVER:
        new = replace(new, downstream=None)
    if new.downstream not in (None, new.a, new.b):
        raise EditRefused("A river flows to one of its ends", "downstream")
    if not new.crossing <= {new.a, new.b}:
        raise EditRefused("A crossing is at one of the link's ends", "crossing")
    return Edit(bmap, f"Change {_link_name(bmap, new)}", {(LINK, link_id): new})


def set_bends(
    bmap: EditableBoxMap,
    link_id: str,
    points: list[tuple[float, float]],
    merge_key: Hashable | None = None,
) -> Edit:
    """The link's bend points (its ``via``, for drawing only) at the scene
    points ``points``, from its end ``a`` to its end ``b``; the steps of one
    drag share ``merge_key``."""
    link = _link(bmap, link_id)
    via = tuple(_at(p) for p in points)
    return Edit(bmap, f"Bend {_link_name(bmap, link)}", {(LINK, link_id): replace(link, via=via)}, merge_key=merge_key)


def reverse_river(bmap: EditableBoxMap, link_id: str) -> Edit:
    """The river flows the other way (its arrow turns, NS-JUMP-2)."""
    link = _link(bmap, link_id)
    if link.kind is not LinkKind.RIVER:
        raise EditRefused("Only a river has a direction to reverse", "not-river")
    downstream = link.a if link.downstream == link.b else link.b
    return Edit(bmap, f"Reverse {_link_name(bmap, link)}", {(LINK, link_id): replace(link, downstream=downstream)})


def toggle_crossing(bmap: EditableBoxMap, link_id: str, end: str) -> Edit:
    """Entering ``end`` along the link crosses a river (a blue side,
    NS-MOD-3), or no longer does."""
    link = _link(bmap, link_id)
    if end not in (link.a, link.b):
        raise EditRefused("A crossing is at one of the link's ends", "crossing")
    crossing = link.crossing ^ {end}
    return Edit(
        bmap,
        f"Crossing at {bmap.boxes[end].name if end in bmap.boxes else end}",
        {(LINK, link_id): replace(link, crossing=frozenset(crossing))},
    )


def delete_link(bmap: EditableBoxMap, link_id: str) -> Edit:
    link = _link(bmap, link_id)
    return Edit(bmap, f"Delete {_link_name(bmap, link)}", {(LINK, link_id): None})


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


def set_own_setup(bmap: EditableBoxMap, own: bool) -> Edit:
    """The map sets up its own armies (each box's starting militia,
    NS-SETUP-2), or is played with the 1861 campaign's set-up (T2). A map
    given a set-up of its own with no box setting up anything starts from
    T2's numbers in the boxes T2 names that it has, for the author to edit;
    back to the campaign's, every box's starting militia goes (Ctrl+Z brings
    it back)."""
    if own == bmap.attributes.own_setup:
        return Edit(bmap, "Set-up", {MAP_KEY: bmap.attributes})
    after: dict = {MAP_KEY: replace(bmap.attributes, own_setup=own)}
    if own:
        if not any(box.start for box in bmap.boxes.values()):
            for side, boxes in SETUP.items():
                for box_id, n in boxes.items():
                    box = bmap.boxes.get(box_id)
                    if box is not None and box.owner is side:
                        after[(BOX, box_id)] = replace(box, start=n)
        return Edit(bmap, "Give the map a set-up of its own", after)
    for box_id, box in bmap.boxes.items():
        if box.start:
            after[(BOX, box_id)] = replace(box, start=0)
    return Edit(bmap, "Play the map with the 1861 campaign's set-up (T2)", after)


def _link_name(bmap: EditableBoxMap, link: Link) -> str:
    def name(box_id: str) -> str:
        box = bmap.boxes.get(box_id)
        return box.name if box is not None else box_id

    return f"{link.kind.value} {name(link.a)} - {name(link.b)}"
