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

This module checks the file's shape (keys, types, ids, link ends, river
directions); whether the map fits the rules (its set-up; for the 1861
campaign the start sums, the named boxes, the examples' paths: NS-MAP-4) is
``nordensueden.campaign_map_check``'s job.
"""

from __future__ import annotations

import math
import os
import re
from typing import Any

from gettysburg_desktop.files import yaml_text as yt
from gettysburg_desktop.files.atomic_file import atomic_write_text
from gettysburg_desktop.files.file_kind import kind_of, not_a
from gettysburg_desktop.files.yaml_safe import YamlReadError, read_yaml, safe_load
from gettysburg_desktop.files.yaml_safe import describe as _describe
from gettysburg_desktop.kernel.shape import printable

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
#: the top-level ``kind`` that tells a box map from Gettysburg's area maps
KIND = "boxes"


def is_box_map_data(data: Any) -> bool:
    """Whether data read from a file is a box map (``kind: boxes``)."""
    return isinstance(data, dict) and data.get("kind") == KIND


def is_box_map(path: str | os.PathLike[str]) -> bool:
    """Whether the file at ``path`` is a box map. A file that does not read
    is no box map: the area map reader then says what is wrong with it."""
    try:
        return is_box_map_data(read_yaml(path))
    except YamlReadError:
        return False


#: a box id: lower-case ASCII letters and digits in words joined by hyphens
_ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*\Z")
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


class BoxMapError(ValueError):
    """A box map file that can't be read. ``problems`` holds one line per
    problem, each ``source: place: problem``; ``str()`` is those lines, one
    per line (as the command line's ``validate`` prints problems);
    ``details`` the (place, problem) pairs."""

    def __init__(self, source: str, problems: list[tuple[str, str]], unreadable: bool = False) -> None:
        self.source = source
        #: the file could not be read as YAML at all (missing, not UTF-8, not YAML)
        self.unreadable = unreadable
        #: (place, problem) pairs, place "" for the file as a whole
        self.details = list(problems)
        self.problems = [
            f"{source}: {printable(place)}: {what}" if place else f"{source}: {what}" for place, what in problems
        ]  # a key's line break stays escaped: one line a problem
        super().__init__("\n".join(self.problems))


# --- reading -------------------------------------------------------------------------


def load_box_map(path: str | os.PathLike[str]) -> BoxMap:
    """The box map in the file ``path``; BoxMapError naming every problem."""
    source = str(path)
    try:
        data = read_yaml(path)
    except YamlReadError as exc:
        raise BoxMapError(source, [(exc.where, exc.problem)], unreadable=True) from None
    return parse_box_map(data, source)


def load_box_map_text(text: str, name: str = "<text>") -> BoxMap:
    """The box map in YAML ``text`` (``name`` stands for the file in messages)."""
    try:
        data = safe_load(text, name)
    except YamlReadError as exc:
        raise BoxMapError(name, [(exc.where, exc.problem)], unreadable=True) from None
    return parse_box_map(data, name)


class _Problems(Exception):
    """Raised inside a reader to abandon one value (already noted)."""


class _Reader:
    def __init__(self) -> None:
        self.found: list[tuple[str, str]] = []

    def note(self, place: str, problem: str) -> None:
        self.found.append((place, problem))

    def fail(self, place: str, problem: str) -> _Problems:
        self.note(place, problem)
        return _Problems()

    def mapping(self, value: Any, place: str, required: tuple[str, ...], optional: tuple[str, ...]) -> dict:
        """``value`` as a mapping; notes unknown keys (and goes on), raises on
        a non-mapping or a missing required key."""
        if not isinstance(value, dict):
            raise self.fail(place, f"expected a mapping with {', '.join(required)}; got {_describe(value)}")
        for key in value:
            if key not in required and key not in optional:
                sub = f"{place}.{key}" if place else str(key)
                self.note(sub, f"unknown key {key!r} (expected {', '.join(required + optional)})")
        missing = [k for k in required if k not in value]
        if missing:
            raise self.fail(place or "(top level)", "missing " + ", ".join(f"key {k!r}" for k in missing))
        return value

    def text(self, value: Any, place: str) -> str:
        if not isinstance(value, str):
            raise self.fail(place, f"expected text, got {_describe(value)} (put it in quotes)")
        return value

    def flag(self, value: Any, place: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(place, f"expected true or false, got {_describe(value)}")
        return value

    def side(self, value: Any, place: str, what: str) -> Side | None:
        if value is None:
            return None
        if not isinstance(value, str) or value not in _SIDE_WORDS:
            raise self.fail(place, f"unknown {what} {_describe(value)} (expected usa | csa | none)")
        return _SIDE_WORDS[value]

    def number(self, value: Any, place: str) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.fail(place, f"expected a number, got {_describe(value)}")
        if not math.isfinite(value):
            raise self.fail(place, f"expected a finite number, got {_describe(value)}")
        return float(value)

    def lat_lon(self, value: Any, place: str) -> tuple[float, float]:
        if not isinstance(value, list) or len(value) != 2:
            raise self.fail(place, f"expected a position [latitude, longitude], got {_describe(value)}")
        out = []
        for j, (what, limit) in enumerate((("latitude", 90.0), ("longitude", 180.0))):
            number = _attempt(self.number, value[j], f"{place}[{j}]")
            if number is not None and not -limit <= number <= limit:
                self.note(f"{place}[{j}]", f"{what} {yt.number(number)} is out of range ({-limit:g} to {limit:g})")
                number = None
            out.append(number)
        if None in out:
            raise _Problems()
        return out[0], out[1]

    def items(self, data: dict, key: str) -> list:
        value = data[key]
        if value is None:
            return []
        if not isinstance(value, list):
            raise self.fail(key, f"expected a list, got {_describe(value)}")
        return value


def _attempt(read, *args):
    """``read(*args)``, or None when it noted a problem."""
    try:
        return read(*args)
    except _Problems:
        return None


def parse_box_map(data: Any, source: str) -> BoxMap:
    """A BoxMap from ``yaml.safe_load`` output; BoxMapError listing every problem."""
    r = _Reader()
    result = _attempt(_parse, r, data, source)
    if r.found or result is None:
        raise BoxMapError(source, r.found or [("", "not a box map")])
    return result


def _parse(r: _Reader, data: Any, source: str) -> BoxMap:
    if data is None:
        raise r.fail("", "the file is empty; expected a box map (format_version, kind: boxes, id, name, boxes, links)")
    other = kind_of(data)
    if other is not None and not (isinstance(data, dict) and data.get("kind") == KIND):
        raise r.fail("", not_a(other, "box map", source))
    if isinstance(data, dict) and "format_version" in data:
        _check_version(r, data["format_version"])
    data = r.mapping(data, "", _TOP_REQUIRED, _TOP_OPTIONAL)
    if data["kind"] != KIND:
        r.note("kind", f"expected {KIND!r} (a box map), got {_describe(data['kind'])}")
    map_id = _attempt(r.text, data["id"], "id")
    name = _attempt(r.text, data["name"], "name")
    own_setup = _attempt(_setup, r, data.get("setup", "campaign-1861"))

    boxes: list[Box] = []
    seen: dict[str, int] = {}
    raw_boxes = _attempt(r.items, data, "boxes") or []
    # every id written, also of boxes with other problems: a link to one is no second problem
    known = {v["id"] for v in raw_boxes if isinstance(v, dict) and isinstance(v.get("id"), str)}
    for i, value in enumerate(raw_boxes):
        box = _attempt(_box, r, value, i)
        if box is None:
            continue
        if box.id in seen:
            r.note(f"boxes[{i}] ({box.id}).id", f"duplicate box id {box.id!r} (also boxes[{seen[box.id]}])")
            continue
        seen[box.id] = i
        boxes.append(box)

    links: list[Link] = []
    keys: dict[tuple[str, str, str], int] = {}
    raw_links = _attempt(r.items, data, "links") or []
    for i, value in enumerate(raw_links):
        link = _attempt(_link, r, value, i, known)
        if link is None:
            continue
        if link.key in keys:
            r.note(
                _link_place(i, value),
                f"a second {link.kind.value} link between {link.a} and {link.b} (also links[{keys[link.key]}]); "
                "two links may join the same boxes only if their kinds differ",
            )
            continue
        keys[link.key] = i
        links.append(link)
    if map_id is None or name is None or own_setup is None:
        raise _Problems()
    return BoxMap(id=map_id, name=name, boxes=tuple(boxes), links=tuple(links), own_setup=own_setup)


def _setup(r: _Reader, value: Any) -> bool:
    if not isinstance(value, str) or value not in SETUP_WORDS:
        raise r.fail(
            "setup",
            f"expected own (each box's start) or campaign-1861 (the rules' set-up, T2), got {_describe(value)}",
        )
    return SETUP_WORDS[value]


def _check_version(r: _Reader, value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise r.fail("format_version", f"expected a whole number, got {_describe(value)}")
    if value > FORMAT_VERSION:
        raise r.fail("format_version", f"version {value} is newer than this program reads ({FORMAT_VERSION})")
    if value < 1:
        raise r.fail("format_version", f"unknown version {value} (this program reads {FORMAT_VERSION})")


def _box(r: _Reader, value: Any, i: int) -> Box:
    ident = value.get("id") if isinstance(value, dict) else None
    place = f"boxes[{i}] ({ident})" if isinstance(ident, str) else f"boxes[{i}]"
    d = r.mapping(value, place, _BOX_REQUIRED, _BOX_OPTIONAL)
    before = len(r.found)
    box_id = _attempt(r.text, d["id"], f"{place}.id")
    if box_id is not None and not _ID.match(box_id):
        r.note(f"{place}.id", f"{box_id!r} is not an id: use lower-case letters, digits and hyphens (harpers-ferry)")
    name = _attempt(r.text, d["name"], f"{place}.name")
    if name is not None and not name.strip():
        r.note(f"{place}.name", "a box needs a name to show")
    state = _attempt(r.text, d["state"], f"{place}.state")
    at = _attempt(r.lat_lon, d["at"], f"{place}.at")
    owner = _attempt(r.side, d.get("owner"), f"{place}.owner", "owner")
    objective = _attempt(r.side, d.get("objective"), f"{place}.objective", "objective")
    port = _attempt(r.flag, d.get("port", False), f"{place}.port")
    fortress = _attempt(r.flag, d.get("fortress", False), f"{place}.fortress")
    capital = _attempt(r.flag, d.get("capital", False), f"{place}.capital")
    recruit = _attempt(_recruit, r, d.get("recruit"), f"{place}.recruit")
    border = d.get("border_state")
    if border is not None and border not in BORDER_STATES:
        r.note(
            f"{place}.border_state", f"unknown border state {_describe(border)} (expected {' | '.join(BORDER_STATES)})"
        )
    note = _attempt(r.text, d.get("note", ""), f"{place}.note")
    start = d.get("start", 0)
    if isinstance(start, bool) or not isinstance(start, int) or not 0 <= start <= MAX_START:
        r.note(
            f"{place}.start",
            f"expected a whole number of militia infantry from 0 to {MAX_START}, got {_describe(start)}",
        )
    if len(r.found) > before or at is None:
        raise _Problems()
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


def _recruit(r: _Reader, value: Any, place: str) -> dict[Side, int]:
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
        raise _Problems()
    return {side: out[side] for side in (Side.USA, Side.CSA) if side in out}


def _link_place(i: int, value: Any) -> str:
    if isinstance(value, dict) and isinstance(value.get("a"), str) and isinstance(value.get("b"), str):
        return f"links[{i}] ({value['a']}-{value['b']})"
    return f"links[{i}]"


def _link(r: _Reader, value: Any, i: int, boxes: set[str]) -> Link:
    place = _link_place(i, value)
    d = r.mapping(value, place, _LINK_REQUIRED, _LINK_OPTIONAL)
    before = len(r.found)
    a = _attempt(r.text, d["a"], f"{place}.a")
    b = _attempt(r.text, d["b"], f"{place}.b")
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
    potomac = _attempt(r.flag, d.get("potomac", False), f"{place}.potomac")
    if potomac and kind is not None and kind is not LinkKind.RIVER:
        r.note(f"{place}.potomac", f"the Potomac is a river, not a {kind.value} (NS-MOVE-10)")
    via_value = d.get("via", [])
    via: list[tuple[float, float]] = []
    if via_value is None:
        via_value = []
    if not isinstance(via_value, list):
        r.note(f"{place}.via", f"expected a list of positions [[lat, lon], ...], got {_describe(via_value)}")
    else:
        for j, point in enumerate(via_value):
            p = _attempt(r.lat_lon, point, f"{place}.via[{j}]")
            if p is not None:
                via.append(p)
    note = _attempt(r.text, d.get("note", ""), f"{place}.note")
    if len(r.found) > before:
        raise _Problems()
    return Link(
        a=a,
        b=b,
        kind=kind,
        downstream=downstream,
        crossing=frozenset(crossing),
        potomac=potomac,
        via=tuple(via),
        note=note,
    )


# --- writing -------------------------------------------------------------------------


def dump_box_map(boxmap: BoxMap) -> str:
    """Readable, byte-stable YAML: the header, the boxes in block style, one
    flow mapping per link, in the map's own order; defaults are left out."""
    own = boxmap.own_setup or any(box.start for box in boxmap.boxes)
    out = [
        f"format_version: {FORMAT_VERSION if own else FIRST_VERSION}",
        f"kind: {KIND}",
        f"id: {yt.string(boxmap.id)}",
        f"name: {yt.string(boxmap.name)}",
    ]
    if own:
        out.append(f"setup: {'own' if boxmap.own_setup else 'campaign-1861'}")
    if boxmap.boxes:
        out.append("boxes:")
        for box in boxmap.boxes:
            lines = _box_lines(box)
            out.append(f"  - {lines[0]}")
            out.extend(f"    {line}" for line in lines[1:])
    else:
        out.append("boxes: []")
    if boxmap.links:
        out.append("links:")
        out.extend(f"  - {_link_text(link)}" for link in boxmap.links)
    else:
        out.append("links: []")
    return "\n".join(out) + "\n"


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
        parts.append("via: [" + ", ".join(yt.point(p) for p in link.via) + "]")
    if link.note:
        parts.append(f"note: {yt.string(link.note, flow=True)}")
    return "{" + ", ".join(parts) + "}"
