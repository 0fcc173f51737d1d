"""Names where the pieces have room: the place for an area's name where the
whole name lies inside the area and a full stack of pieces has room clear
of it, as the play window lays them out; and the checker's warnings for
names that reach out of their area or leave no room for a stack.

The geometry is board.piece_room's (free of Qt); this module adds what
needs Qt: the size of a name in the play window's font
(ui.map_items.label_box) and the texts the author reads. The editor's
"Place name" and tools/shape_1863_map.py both use ``suggest_label``.
"""

from __future__ import annotations

from dataclasses import replace

import shapely
from PySide6.QtCore import QCoreApplication
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.areas.geometry import label_point
from gettysburg_desktop.boards.areas.piece_room import (
    FULL_STACK,
    LABEL_NO_ROOM,
    LABEL_OUTSIDE,
    Box,
    LabelChecker,
    place_label,
    stack_room,
)
from gettysburg_desktop.boards.areas.problems import Problem
from gettysburg_desktop.boards.areas.qt.map_items import label_box
from gettysburg_desktop.boards.areas.shapes import MapDocument, Point
from gettysburg_desktop.boards.areas.topology import build_topology

from .model import AREA, Edit, EditableMap, EditRefused

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate

_offsets: dict[str, Box] = {}


def name_offsets(name: str) -> Box:
    """The box an area's name takes in the play window drawn at (0, 0)."""
    box = _offsets.get(name)
    if box is None:
        box = _offsets[name] = label_box(name, (0.0, 0.0))
    return box


def name_box(name: str, centre: Point) -> Box:
    """The box the name takes drawn at ``centre`` (its box at (0, 0), moved)."""
    x0, y0, x1, y1 = name_offsets(name)
    return (centre[0] + x0, centre[1] + y0, centre[0] + x1, centre[1] + y1)


def clutter(doc: MapDocument) -> BaseGeometry:
    """What a name had better keep off: the roads, the streams and the entry boxes (a little widened)."""
    parts = [shapely.LineString(r.points).buffer(4) for r in doc.roads if len(r.points) >= 2]
    parts += [
        shapely.LineString(s.points).buffer(4) for s in doc.scenery if s.points is not None and len(s.points) >= 2
    ]
    parts += [shapely.box(x, y, x + w, y + h).buffer(6) for x, y, w, h in (b.rect for b in doc.entry_boxes)]
    return shapely.union_all(parts) if parts else shapely.GeometryCollection()


def suggest_label(
    doc: MapDocument,
    area_id: str,
    step: float = 4.0,
    *,
    polygon: BaseGeometry | None = None,
    crowd: BaseGeometry | None = None,
):
    """A place for the area's name where the whole name (with its terrain
    symbol and stars above it) lies inside the area and a full stack has room
    clear of it (else the largest stack that has: board.piece_room.STACK_SIZES),
    preferring places clear of roads, streams and entry boxes and nearest to
    where name and stack together sit in the middle of the area's widest
    part. Returns (point, stack size), (point, None) when no stack has room
    anywhere, (None, None) when the name fits nowhere. ``polygon`` (the
    topology's) and ``crowd`` (``clutter(doc)``) are worked out when not given."""
    area = doc.area(area_id)
    if area is None:
        raise KeyError(f"no area {area_id!r}")
    if polygon is None:
        polygon = build_topology(doc).polygons[area_id]
    return place_label(
        polygon,
        name_offsets(area.name),
        terrain=area.terrain,
        stars=area.stars,
        clutter=clutter(doc) if crowd is None else crowd,
        step=step,
    )


def rooms(doc: MapDocument, polygons=None) -> dict[str, tuple[Box, Point | None]]:
    """Area id -> (name box, where a full stack goes or None), as the play window lays them out."""
    polygons = polygons if polygons is not None else build_topology(doc).polygons
    found = {}
    for a in doc.areas:
        box = label_box(a.name, label_point(a, polygons.get(a.id)))
        found[a.id] = (box, stack_room(polygons[a.id], box))
    return found


# --- the editor's "Place name" --------------------------------------------------------------


def place_names(emap: EditableMap, area_ids, polygons) -> tuple[Edit, dict[str, tuple[Point | None, tuple | None]]]:
    """The edit putting each area's name where ``suggest_label`` says (one
    undoable step), and what was found for each area (point, stack size).
    Areas whose name fits nowhere are left as they are; refused when no
    name moves (``code``: "label-nowhere" with ``name`` for one area,
    "label-unchanged" when every name already is where it would go)."""
    doc = emap.to_document()
    crowd = clutter(doc)
    found: dict[str, tuple] = {}
    after = {}
    for area_id in area_ids:
        area = emap.area(area_id)
        polygon = polygons.get(area_id)
        polygon = emap.polygon(area_id) if polygon is None else polygon
        if polygon is None or polygon.geom_type != "Polygon":  # a degenerate outline: the checker says why
            found[area_id] = (None, None)
            continue
        point, size = suggest_label(doc, area_id, polygon=polygon, crowd=crowd)
        found[area_id] = (point, size)
        if point is not None and point != area.label:
            after[(AREA, area_id)] = replace(area, label=point)
    if not after:
        nowhere = [emap.area(a).name for a, (point, _) in found.items() if point is None]
        if nowhere and len(nowhere) == len(found):
            name = ", ".join(nowhere)
            raise EditRefused(f"No place in {name} holds the whole name", "label-nowhere", name=name)
        raise EditRefused("Every name is already where it would go", "label-unchanged")
    if len(after) == 1:
        (key,) = after
        text = _t("EditorLabels", "Place name of '{name}'").format(name=emap.area(key[1]).name)
    else:
        text = _t("EditorLabels", "Place {n} names").format(n=len(after))
    return Edit(emap, text, after), found


def stack_words(size) -> str:
    """How the status bar names the stack a name's place leaves room for."""
    if size is None:
        return _t("EditorLabels", "no stack has room clear of it")
    if tuple(size) == FULL_STACK:
        return _t("EditorLabels", "a full stack has room")
    return _t("EditorLabels", "only a smaller stack has room ({w:g} x {h:g} units)").format(w=size[0], h=size[1])


# --- the checker's warnings -------------------------------------------------------------------

LABEL_CODES = frozenset({LABEL_OUTSIDE, LABEL_NO_ROOM})


def label_messages() -> dict[str, str]:
    """The warnings' texts in the program's language (made in the GUI thread)."""
    return {
        LABEL_OUTSIDE: _t("EditorLabels", "its name reaches out of the area (Edit > Place name puts it inside)"),
        LABEL_NO_ROOM: _t(
            "EditorLabels",
            "its name leaves no room for a full stack of pieces "
            "(Edit > Place name finds a place if there is one; else enlarge the area)",
        ),
    }


def name_places(emap: EditableMap) -> dict[str, tuple[Box, Point]]:
    """Area id -> (its name's box, where the name is drawn), for the checker."""
    out = {}
    for area_id, area in emap.areas.items():
        centre = label_point(area, emap.polygon(area_id))
        out[area_id] = (name_box(area.name, centre), centre)
    return out


class LabelWarnings:
    """The checker's warnings for the names' places (a worker thread runs
    ``check``; ``name_places`` and ``label_messages`` come from the GUI thread)."""

    def __init__(self) -> None:
        self._checker = LabelChecker()
        self._made: dict = {}  # (area id, code, centre) -> the Problem said last time
        self._said: tuple = ()  # the file and the messages those were made with

    def check(
        self, doc: MapDocument, topology, places, messages: dict[str, str], file: str | None = None
    ) -> list[Problem]:
        file = file or doc.source or "<map>"
        if self._said != (file, messages):
            self._made, self._said = {}, (file, messages)
        made, kept = self._made, {}
        out = []
        for found in self._checker.check(doc.areas, topology.polygons, places):
            problem = made.get(found)
            if problem is None:
                area_id, code, centre = found
                problem = Problem(file, "area", area_id, code, messages[code], centre)
            kept[found] = problem
            out.append(problem)
        self._made = kept
        return out
