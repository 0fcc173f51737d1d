"""A box map's file, the parts any game's box maps share (docs/box-map-format.md):
YAML with ``kind: boxes`` at the top, a list of boxes and a list of links.

- ``BoxMapError``: a file that can't be read, with EVERY problem found, each
  naming the file, the place (``boxes[12] (richmond).at``, ``links[40]
  (monroe-vicksburg)``) and the problem;
- ``Reader``: reads values, noting each problem and going on where it can
  (``attempt``), so that one reading finds them all;
- ``read_boxes`` / ``read_links``: the two lists, each item read by the
  game's function, an id or a link given twice named;
- ``load`` / ``load_text``: a file or a text read safely (files/yaml_safe.py)
  into the game's parser; ``dump``: the readable, byte-stable layout (boxes
  in block style, one flow mapping per link).

What a box or a link holds beyond its id, name and place (its owner, a
river's direction ...) and the format's version are the game's (Norden &
Süden's box_map_file.py).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from gettysburg_desktop.files import reading
from gettysburg_desktop.files import yaml_text as yt
from gettysburg_desktop.files.reading import Abandon, FileProblems, attempt
from gettysburg_desktop.files.yaml_safe import YamlReadError, read_yaml
from gettysburg_desktop.files.yaml_safe import describe as _describe

from .graph import B, L, link_key

#: the top-level ``kind`` that tells a box map from an area map
KIND = "boxes"
#: a box id: lower-case ASCII letters and digits in words joined by hyphens
ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*\Z")

T = TypeVar("T")


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


class BoxMapError(FileProblems):
    """A box map file that can't be read. ``problems`` holds one line per
    problem, each ``source: place: problem``; ``str()`` is those lines, one
    per line (as the command line's ``validate`` prints problems);
    ``details`` the (place, problem) pairs."""


def load(path: str | os.PathLike[str], parse: Callable[[Any, str], T]) -> T:
    """The box map in the file ``path``, read by the game's ``parse(data, source)``; BoxMapError naming every problem."""
    return reading.load(path, parse, BoxMapError)


def load_text(text: str, name: str, parse: Callable[[Any, str], T]) -> T:
    """The box map in YAML ``text`` (``name`` stands for the file in messages)."""
    return reading.load_text(text, name, parse, BoxMapError)


class Reader(reading.Reader):
    """The files' reader, and a box map's positions."""

    def lat_lon(self, value: Any, place: str) -> tuple[float, float]:
        if not isinstance(value, list) or len(value) != 2:
            raise self.fail(place, f"expected a position [latitude, longitude], got {_describe(value)}")
        out = []
        for j, (what, limit) in enumerate((("latitude", 90.0), ("longitude", 180.0))):
            number = attempt(self.number, value[j], f"{place}[{j}]")
            if number is not None and not -limit <= number <= limit:
                self.note(f"{place}[{j}]", f"{what} {yt.number(number)} is out of range ({-limit:g} to {limit:g})")
                number = None
            out.append(number)
        if None in out:
            raise Abandon()
        return out[0], out[1]


def parse(data: Any, source: str, read: Callable[[Any, Any, str], T], reader: Callable[[], Reader] = Reader) -> T:
    """``read(reader, data, source)`` run to the end (a fresh ``reader()``:
    the board's Reader or a game's subclass); BoxMapError listing every problem it noted."""
    return reading.parse(data, source, read, reader, BoxMapError, "a box map")


def read_boxes(r: Reader, data: dict, read_box: Callable[[Any, Any, int], B]) -> tuple[list[B], set[str]]:
    """The file's ``boxes``, each read by ``read_box(reader, value, index)``
    (a box with a problem is left out), and every id written (also of boxes
    with other problems: a link to one is no second problem)."""
    boxes: list[B] = []
    seen: dict[str, int] = {}
    raw_boxes = attempt(r.items, data, "boxes") or []
    known = {v["id"] for v in raw_boxes if isinstance(v, dict) and isinstance(v.get("id"), str)}
    for i, value in enumerate(raw_boxes):
        box = attempt(read_box, r, value, i)
        if box is None:
            continue
        box_id = box.id
        if box_id in seen:
            r.note(f"boxes[{i}] ({box_id}).id", f"duplicate box id {box_id!r} (also boxes[{seen[box_id]}])")
            continue
        seen[box_id] = i
        boxes.append(box)
    return boxes, known


def link_place(i: int, value: Any) -> str:
    """``links[40] (monroe-vicksburg)``: where a link is, named by its ends when it has them."""
    if isinstance(value, dict) and isinstance(value.get("a"), str) and isinstance(value.get("b"), str):
        return f"links[{i}] ({value['a']}-{value['b']})"
    return f"links[{i}]"


def read_links(r: Reader, data: dict, read_link: Callable[[Any, Any, int, set[str]], L], known: set[str]) -> list[L]:
    """The file's ``links``, each read by ``read_link(reader, value, index,
    box ids)``; two links of one kind between the same boxes are a problem."""
    links: list[L] = []
    keys: dict[tuple[str, str, str], int] = {}
    for i, value in enumerate(attempt(r.items, data, "links") or []):
        link = attempt(read_link, r, value, i, known)
        if link is None:
            continue
        key = link_key(link)
        if key in keys:
            r.note(
                link_place(i, value),
                f"a second {key[2]} link between {link.a} and {link.b} (also links[{keys[key]}]); "
                "two links may join the same boxes only if their kinds differ",
            )
            continue
        keys[key] = i
        links.append(link)
    return links


def read_via(r: Reader, value: Any, place: str) -> tuple[tuple[float, float], ...]:
    """A link's bends: a list of [lat, lon] (none if absent); a bad point is noted and left out."""
    via: list[tuple[float, float]] = []
    if value is None:
        return ()
    if not isinstance(value, list):
        r.note(place, f"expected a list of positions [[lat, lon], ...], got {_describe(value)}")
        return ()
    for j, point in enumerate(value):
        p = attempt(r.lat_lon, point, f"{place}[{j}]")
        if p is not None:
            via.append(p)
    return tuple(via)


# --- writing -------------------------------------------------------------------------


def dump(header: Iterable[str], boxes: Iterable[list[str]], links: Iterable[str]) -> str:
    """The file's text: the ``header`` lines (format_version, kind, id, name
    and the game's), each box's lines in block style, one flow mapping per
    link (``{a: x, b: y, kind: road}``), in the map's own order."""
    out = list(header)
    box_lines = list(boxes)
    if box_lines:
        out.append("boxes:")
        for lines in box_lines:
            out.append(f"  - {lines[0]}")
            out.extend(f"    {line}" for line in lines[1:])
    else:
        out.append("boxes: []")
    link_texts = list(links)
    if link_texts:
        out.append("links:")
        out.extend(f"  - {text}" for text in link_texts)
    else:
        out.append("links: []")
    return "\n".join(out) + "\n"


def via_text(via: tuple[tuple[float, float], ...]) -> str:
    """``via: [[38.7, -76.9], ...]`` for a link's flow mapping."""
    return "via: [" + ", ".join(yt.point(p) for p in via) + "]"
