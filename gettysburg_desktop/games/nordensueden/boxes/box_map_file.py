"""Box map files in and out (docs/box-map-format.md, format_version 2; 1 is
read too and still written for a map without a set-up of its own): the
board of Norden & Süden (NS-MAP-3) as YAML.

``load_box_map`` / ``load_box_map_text`` turn a file into a
``nordensueden.boxmap.BoxMap`` or raise a ``BoxMapError`` that lists EVERY
problem found, each naming the file, the place
(``boxes[12] (richmond).recruit``, ``links[40] (monroe-vicksburg)``) and the
problem. ``dump_box_map`` / ``save_box_map`` write readable, byte-stable
YAML (boxes in block style, one flow mapping per link, the map's own order,
defaults left out): load -> dump of a written file gives the same bytes.
Saving is atomic: the previous file survives any failure.

The board's file module (boards/boxes/map_file.py) reads and writes what
every box map has (the lists, ids, positions, bends, the problems named by
place); this one what a box and a link are in this game. It checks the
file's shape (keys, types, ids, link ends, river directions); whether the map fits the rules (its set-up; for the 1861
campaign the start sums, the named boxes, the examples' paths: NS-MAP-4) is
``nordensueden.campaign_map_check``'s job.
"""

from __future__ import annotations

import os
from typing import Any

from gettysburg_desktop.boards.boxes import map_file as board
from gettysburg_desktop.boards.boxes.map_file import (
    ID,
    KIND,
    Abandon,
    BoxMapError,
    Reader,
    attempt,
    is_box_map,
    is_box_map_data,
    link_place,
)
from gettysburg_desktop.files import yaml_text as yt
from gettysburg_desktop.files.atomic_file import atomic_write_text
from gettysburg_desktop.files.file_kind import kind_of, not_a
from gettysburg_desktop.files.reading import check_version
from gettysburg_desktop.files.yaml_safe import describe as _describe

from ..rules.boxmap import BORDER_STATES, Box, BoxMap, Link, LinkKind
from ..rules.sides import Side

__all__ = [
    "FORMAT_VERSION",
    "KIND",
    "BoxMapError",
    "dump_box_map",
    "is_box_map",
    "is_box_map_data",
    "load_box_map",
    "load_box_map_text",
    "parse_box_map",
    "save_box_map",
]

FORMAT_VERSION = 2
#: what a map without a set-up of its own is written as (readable by older versions)
FIRST_VERSION = 1
#: the largest recruitment number accepted (the rules' go to 3, NS-MAP-4)
MAX_RECRUIT = 9
#: the most militia infantry a box may set up (the rules' T2 goes to 3)
MAX_START = 20
#: the top-level ``setup``: the map's own set-up (each box's ``start``), or the
#: 1861 campaign's (T2), which a map without the key is played with
SETUP_WORDS = {"own": True, "campaign-1861": False}

_TOP_REQUIRED = ("format_version", "kind", "id", "name", "boxes", "links")
_TOP_OPTIONAL = ("setup",)
_BOX_REQUIRED = ("id", "name", "state", "at")
_BOX_OPTIONAL = ("owner", "port", "recruit", "fortress", "objective", "capital", "border_state", "note", "start")
_LINK_REQUIRED = ("a", "b", "kind")
_LINK_OPTIONAL = ("downstream", "crossing", "potomac", "via", "note")
_SIDE_WORDS = {"usa": Side.USA, "csa": Side.CSA, "none": None}
_KINDS = tuple(k.value for k in LinkKind)


# --- reading -------------------------------------------------------------------------


def load_box_map(path: str | os.PathLike[str]) -> BoxMap:
    """The box map in the file ``path``; BoxMapError naming every problem."""
    return board.load(path, parse_box_map)


def load_box_map_text(text: str, name: str = "<text>") -> BoxMap:
    """The box map in YAML ``text`` (``name`` stands for the file in messages)."""
    return board.load_text(text, name, parse_box_map)


class _Reader(Reader):
    """The board's reader, and this game's sides."""

    def side(self, value: Any, place: str, what: str) -> Side | None:
        if value is None:
            return None
        if not isinstance(value, str) or value not in _SIDE_WORDS:
            raise self.fail(place, f"unknown {what} {_describe(value)} (expected usa | csa | none)")
        return _SIDE_WORDS[value]


def parse_box_map(data: Any, source: str) -> BoxMap:
    """A BoxMap from ``yaml.safe_load`` output; BoxMapError listing every problem."""
    return board.parse(data, source, _parse, _Reader)


def _parse(r: _Reader, data: Any, source: str) -> BoxMap:
    if data is None:
        raise r.fail("", "the file is empty; expected a box map (format_version, kind: boxes, id, name, boxes, links)")
    other = kind_of(data)
    if other is not None and not (isinstance(data, dict) and data.get("kind") == KIND):
        raise r.fail("", not_a(other, "box map", source))
    if isinstance(data, dict) and "format_version" in data:
        check_version(r, data["format_version"], FORMAT_VERSION)
    data = r.mapping(data, "", _TOP_REQUIRED, _TOP_OPTIONAL)
    if data["kind"] != KIND:
        r.note("kind", f"expected {KIND!r} (a box map), got {_describe(data['kind'])}")
    map_id = attempt(r.text, data["id"], "id")
    name = attempt(r.text, data["name"], "name")
    own_setup = attempt(_setup, r, data.get("setup", "campaign-1861"))

    boxes, known = board.read_boxes(r, data, _box)
    links = board.read_links(r, data, _link, known)
    if map_id is None or name is None or own_setup is None:
        raise Abandon()
    return BoxMap(id=map_id, name=name, boxes=tuple(boxes), links=tuple(links), own_setup=own_setup)


def _setup(r: Reader, value: Any) -> bool:
    if not isinstance(value, str) or value not in SETUP_WORDS:
        raise r.fail(
            "setup",
            f"expected own (each box's start) or campaign-1861 (the rules' set-up, T2), got {_describe(value)}",
        )
    return SETUP_WORDS[value]


def _box(r: _Reader, value: Any, i: int) -> Box:
    ident = value.get("id") if isinstance(value, dict) else None
    place = f"boxes[{i}] ({ident})" if isinstance(ident, str) else f"boxes[{i}]"
    d = r.mapping(value, place, _BOX_REQUIRED, _BOX_OPTIONAL)
    before = len(r.found)
    box_id = attempt(r.text, d["id"], f"{place}.id")
    if box_id is not None and not ID.match(box_id):
        r.note(f"{place}.id", f"{box_id!r} is not an id: use lower-case letters, digits and hyphens (harpers-ferry)")
    name = attempt(r.text, d["name"], f"{place}.name")
    if name is not None and not name.strip():
        r.note(f"{place}.name", "a box needs a name to show")
    state = attempt(r.text, d["state"], f"{place}.state")
    at = attempt(r.lat_lon, d["at"], f"{place}.at")
    owner = attempt(r.side, d.get("owner"), f"{place}.owner", "owner")
    objective = attempt(r.side, d.get("objective"), f"{place}.objective", "objective")
    port = attempt(r.flag, d.get("port", False), f"{place}.port")
    fortress = attempt(r.flag, d.get("fortress", False), f"{place}.fortress")
    capital = attempt(r.flag, d.get("capital", False), f"{place}.capital")
    recruit = attempt(_recruit, r, d.get("recruit"), f"{place}.recruit")
    border = d.get("border_state")
    if border is not None and border not in BORDER_STATES:
        r.note(
            f"{place}.border_state", f"unknown border state {_describe(border)} (expected {' | '.join(BORDER_STATES)})"
        )
    note = attempt(r.text, d.get("note", ""), f"{place}.note")
    start = d.get("start", 0)
    if isinstance(start, bool) or not isinstance(start, int) or not 0 <= start <= MAX_START:
        r.note(
            f"{place}.start",
            f"expected a whole number of militia infantry from 0 to {MAX_START}, got {_describe(start)}",
        )
    if len(r.found) > before or at is None:
        raise Abandon()
    return Box(
        id=box_id,
        name=name,
        state=state,
        lat=at[0],
        lon=at[1],
        owner=owner,
        port=port,
        recruit=recruit,
        fortress=fortress,
        objective=objective,
        capital=capital,
        border_state=border,
        note=note,
        start=start,
    )


def _recruit(r: Reader, value: Any, place: str) -> dict[Side, int]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise r.fail(place, f"expected a mapping like {{usa: 2, csa: 1}}, got {_describe(value)}")
    out: dict[Side, int] = {}
    bad = False
    for key, number in value.items():
        if key not in ("usa", "csa"):
            r.note(f"{place}.{key}", f"unknown colour {_describe(key)} (expected usa (blue) | csa (red))")
            bad = True
        elif isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= MAX_RECRUIT:
            r.note(f"{place}.{key}", f"expected a whole number from 0 to {MAX_RECRUIT}, got {_describe(number)}")
            bad = True
        elif number:
            out[_SIDE_WORDS[key]] = number
    if bad:
        raise Abandon()
    return {side: out[side] for side in (Side.USA, Side.CSA) if side in out}


def _link(r: Reader, value: Any, i: int, boxes: set[str]) -> Link:
    place = link_place(i, value)
    d = r.mapping(value, place, _LINK_REQUIRED, _LINK_OPTIONAL)
    before = len(r.found)
    a = attempt(r.text, d["a"], f"{place}.a")
    b = attempt(r.text, d["b"], f"{place}.b")
    for end, key in ((a, "a"), (b, "b")):
        if end is not None and end not in boxes:
            r.note(f"{place}.{key}", f"unknown box {end!r}")
    if a is not None and a == b:
        r.note(place, f"a link must join two different boxes, not {a!r} to itself")
    kind_word = d["kind"]
    kind = None
    if isinstance(kind_word, str) and kind_word in _KINDS:
        kind = LinkKind(kind_word)
    else:
        r.note(f"{place}.kind", f"unknown link kind {_describe(kind_word)} (expected {' | '.join(_KINDS)})")
    ends = (a, b)
    downstream = d.get("downstream")
    if kind is LinkKind.RIVER and downstream is None:
        r.note(place, "a river needs 'downstream': the end its arrow points to (NS-JUMP-2)")
    elif downstream is not None and kind is not None and kind is not LinkKind.RIVER:
        r.note(f"{place}.downstream", f"only a river has a downstream end, not a {kind.value}")
    elif downstream is not None and downstream not in ends:
        r.note(f"{place}.downstream", f"{_describe(downstream)} is not an end of this link ({a} or {b})")
    crossing = d.get("crossing", [])
    if crossing is None:
        crossing = []
    if not isinstance(crossing, list):
        r.note(f"{place}.crossing", f"expected a list of the link's ends, got {_describe(crossing)}")
        crossing = []
    for j, end in enumerate(crossing):
        if end not in ends:
            r.note(f"{place}.crossing[{j}]", f"{_describe(end)} is not an end of this link ({a} or {b})")
        elif crossing.index(end) != j:
            r.note(f"{place}.crossing[{j}]", f"{end!r} is listed twice")
    potomac = attempt(r.flag, d.get("potomac", False), f"{place}.potomac")
    if potomac and kind is not None and kind is not LinkKind.RIVER:
        r.note(f"{place}.potomac", f"the Potomac is a river, not a {kind.value} (NS-MOVE-10)")
    via = board.read_via(r, d.get("via", []), f"{place}.via")
    note = attempt(r.text, d.get("note", ""), f"{place}.note")
    if len(r.found) > before:
        raise Abandon()
    return Link(
        a=a,
        b=b,
        kind=kind,
        downstream=downstream,
        crossing=frozenset(crossing),
        potomac=potomac,
        via=via,
        note=note,
    )


# --- writing -------------------------------------------------------------------------


def dump_box_map(boxmap: BoxMap) -> str:
    """Readable, byte-stable YAML: the header, the boxes in block style, one
    flow mapping per link, in the map's own order; defaults are left out."""
    own = boxmap.own_setup or any(box.start for box in boxmap.boxes)
    header = [
        f"format_version: {FORMAT_VERSION if own else FIRST_VERSION}",
        f"kind: {KIND}",
        f"id: {yt.string(boxmap.id)}",
        f"name: {yt.string(boxmap.name)}",
    ]
    if own:
        header.append(f"setup: {'own' if boxmap.own_setup else 'campaign-1861'}")
    return board.dump(header, map(_box_lines, boxmap.boxes), map(_link_text, boxmap.links))


def save_box_map(boxmap: BoxMap, path: str | os.PathLike[str]) -> None:
    """Write ``boxmap`` to ``path`` atomically: the previous file survives any failure."""
    atomic_write_text(path, dump_box_map(boxmap))


def _side_word(side: Side | None) -> str:
    return "none" if side is None else side.value


def _box_lines(box: Box) -> list[str]:
    lines = [
        f"id: {yt.string(box.id)}",
        f"name: {yt.string(box.name)}",
        f"state: {yt.string(box.state)}",
        f"at: [{yt.number(box.lat)}, {yt.number(box.lon)}]",
        f"owner: {_side_word(box.owner)}",
    ]
    if box.port:
        lines.append("port: true")
    recruit = [(side, box.recruit.get(side, 0)) for side in (Side.USA, Side.CSA)]
    if any(n for _, n in recruit):
        lines.append("recruit: {" + ", ".join(f"{side.value}: {int(n)}" for side, n in recruit if n) + "}")
    if box.fortress:
        lines.append("fortress: true")
    if box.objective is not None:
        lines.append(f"objective: {_side_word(box.objective)}")
    if box.capital:
        lines.append("capital: true")
    if box.border_state is not None:
        lines.append(f"border_state: {yt.string(box.border_state)}")
    if box.start:
        lines.append(f"start: {int(box.start)}")
    if box.note:
        lines.append(f"note: {yt.string(box.note)}")
    return lines


def _link_text(link: Link) -> str:
    parts = [f"a: {yt.string(link.a, flow=True)}", f"b: {yt.string(link.b, flow=True)}", f"kind: {link.kind.value}"]
    if link.downstream is not None:
        parts.append(f"downstream: {yt.string(link.downstream, flow=True)}")
    if link.crossing:
        ends = [end for end in link.ends if end in link.crossing]
        parts.append("crossing: [" + ", ".join(yt.string(e, flow=True) for e in ends) + "]")
    if link.potomac:
        parts.append("potomac: true")
    if link.via:
        parts.append(board.via_text(link.via))
    if link.note:
        parts.append(f"note: {yt.string(link.note, flow=True)}")
    return "{" + ", ".join(parts) + "}"
