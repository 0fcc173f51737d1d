"""The edits of a box map (Norden & Süden, NS-MAP-3), each an undoable
``Edit`` (editing.model.edit) on an ``EditableBoxMap``. The board's edits
(editing/model/box_edits.py: boxes placed, moved, renamed, given a new id,
deleted with their links; links drawn, bent, deleted; the map's name and id)
are this module's too; this game's own: a box's properties (owner, port,
recruitment numbers ...), a link's kind, river direction, crossings and the
Potomac, and the map's own set-up. An edit that can't be made raises
``EditRefused`` with the reason for the author.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from gettysburg_desktop.editing.model.box_edits import (
    BOX_ID,
    add_box,
    add_link,
    box_of,
    change_box_id,
    delete_box,
    delete_link,
    link_name,
    link_of,
    move_box,
    rename_box,
    set_bends,
    set_box_map_id,
    set_box_map_name,
)
from gettysburg_desktop.editing.model.edit import Edit, EditRefused
from gettysburg_desktop.games.nordensueden.rules.boxmap import BORDER_STATES, Box, LinkKind
from gettysburg_desktop.games.nordensueden.rules.named_places import SETUP
from gettysburg_desktop.games.nordensueden.rules.sides import Side

from .box_map import BOX, LINK, MAP_KEY, EditableBoxMap

__all__ = [
    "BOX_ID",
    "add_box",
    "add_link",
    "change_box_id",
    "delete_box",
    "delete_link",
    "move_box",
    "rename_box",
    "reverse_river",
    "set_bends",
    "set_box",
    "set_box_map_id",
    "set_box_map_name",
    "set_link",
    "set_own_setup",
    "toggle_crossing",
]


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
    box = box_of(bmap, box_id)
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


def set_link(bmap: EditableBoxMap, link_id: str, **changes: Any) -> Edit:
    """Change the link's kind, downstream end, crossings, Potomac flag or
    note. A link made a river flows to its second end unless told; a link
    that is no river has no downstream end."""
    link = link_of(bmap, link_id)
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
    return Edit(bmap, f"Change {link_name(bmap, new)}", {(LINK, link_id): new})


def reverse_river(bmap: EditableBoxMap, link_id: str) -> Edit:
    """The river flows the other way (its arrow turns, NS-JUMP-2)."""
    link = link_of(bmap, link_id)
    if link.kind is not LinkKind.RIVER:
        raise EditRefused("Only a river has a direction to reverse", "not-river")
    downstream = link.a if link.downstream == link.b else link.b
    return Edit(bmap, f"Reverse {link_name(bmap, link)}", {(LINK, link_id): replace(link, downstream=downstream)})


def toggle_crossing(bmap: EditableBoxMap, link_id: str, end: str) -> Edit:
    """Entering ``end`` along the link crosses a river (a blue side,
    NS-MOD-3), or no longer does."""
    link = link_of(bmap, link_id)
    if end not in (link.a, link.b):
        raise EditRefused("A crossing is at one of the link's ends", "crossing")
    crossing = link.crossing ^ {end}
    return Edit(
        bmap,
        f"Crossing at {bmap.boxes[end].name if end in bmap.boxes else end}",
        {(LINK, link_id): replace(link, crossing=frozenset(crossing))},
    )


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
