"""The board of Norden & Süden as data (NS-MAP-3): boxes joined by links.

A ``BoxMap`` is two tables, boxes and links, and nothing else: only boxes
and lines matter, all other terrain is decoration (NS-COMP-6). It is read
from a map file by ``games/nordensueden/boxes/box_map_file.py`` (docs/box-map-format.md)
and is immutable; ownership, units and everything else that changes lives
in the game's state.

Positions are geographic (WGS84 latitude and longitude, degrees): a box is
drawn where its town is, nudged only for legibility. ``to_scene`` /
``from_scene`` turn them into the scene units the window and the editor
draw in (x right, y down), the same way in both.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property

from .sides import Side


class LinkKind(str, Enum):  # noqa: UP042 - str() is the file's word
    """A transport line (Transportlinie, NS-COMP-6): blue rivers, beige roads,
    grey railroads."""

    ROAD = "road"
    RIVER = "river"
    RAIL = "rail"

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.value


#: the border states (NS-AID-3), as a box's ``border_state``
BORDER_STATES = ("Missouri", "Kentucky", "Maryland")

#: the projection shared by the window and the editor: scene units per degree
#: of latitude, the longitude scaled by cos(MID_LATITUDE), origin at
#: (ORIGIN_LAT, ORIGIN_LON) in the map's top-left corner
SCALE = 160.0
MID_LATITUDE = 36.0
ORIGIN_LAT = 43.5
ORIGIN_LON = -96.5
_COS = math.cos(math.radians(MID_LATITUDE))
#: a box's plate on screen at its least (scene units, width and height): the
#: window and the editor draw it so, the editor warns of boxes drawn over each other
BOX_SIZE = (70.0, 26.0)


def to_scene(lat: float, lon: float) -> tuple[float, float]:
    """A geographic position in scene units (x right, y down)."""
    return (lon - ORIGIN_LON) * SCALE * _COS, (ORIGIN_LAT - lat) * SCALE


def from_scene(x: float, y: float) -> tuple[float, float]:
    """``to_scene`` undone: (lat, lon) of a scene position."""
    return ORIGIN_LAT - y / SCALE, ORIGIN_LON + x / (SCALE * _COS)


@dataclass(frozen=True)
class Box:
    """A city, town or place (NS-COMP-6, NS-MAP-3)."""

    id: str  # stable ASCII id ("harpers-ferry")
    name: str  # as printed ("Harper's Ferry")
    state: str  # 1861 state ("Virginia", "D.C.")
    lat: float
    lon: float
    #: starting owner (box colour, NS-OCC-1): Side.USA blue, Side.CSA grey, None white
    owner: Side | None = None
    #: anchor: a sea port (NS-SEA-2)
    port: bool = False
    #: recruitment numbers by colour (NS-RECR-3): {Side.USA: blue, Side.CSA: red}; absent = 0
    recruit: dict[Side, int] = field(default_factory=dict)
    #: one of the four permanent fortifications (NS-FORT-4)
    fortress: bool = False
    #: whose victory objective the box is (NS-WIN-1: Side.USA for the seven
    #: Confederate cities the Union must take; NS-WIN-2a: Side.CSA for Washington)
    objective: Side | None = None
    #: a capital (Washington, Richmond): drawn with a star; no rule effect in the basic game
    capital: bool = False
    #: "Missouri", "Kentucky", "Maryland" or None (NS-AID-3)
    border_state: str | None = None
    #: the author's source or reason (the file's ``note``); no rule effect
    note: str = ""
    #: militia infantry of the box's starting colour set up here: the map's
    #: own set-up (NS-SETUP-2 on a map of the author's own, ``BoxMap.own_setup``)
    start: int = 0

    def __hash__(self) -> int:
        return hash(self.id)

    def recruitment(self, side: Side) -> int:
        """The number in ``side``'s colour (0 if none)."""
        return self.recruit.get(side, 0)

    @property
    def is_recruitment_box(self) -> bool:
        """Shows any number, red or blue: fortifying costs one march here (NS-FORT-1)."""
        return any(v > 0 for v in self.recruit.values())

    @property
    def position(self) -> tuple[float, float]:
        """The box's centre in scene units."""
        return to_scene(self.lat, self.lon)


@dataclass(frozen=True)
class Link:
    """A road, river or railroad line joining two boxes directly (NS-MAP-3).
    Several links of different kinds may join the same two boxes."""

    a: str  # box id
    b: str  # box id
    kind: LinkKind
    #: a river's downstream end (the white arrow points to it, NS-JUMP-2): a or b
    downstream: str | None = None
    #: the ends (box ids) entered across a blue side (a river, NS-MOD-3)
    crossing: frozenset[str] = frozenset()
    #: the Potomac, Washington-Fredericksburg: closed to the Confederacy (NS-MOVE-10)
    potomac: bool = False
    #: bend points between the two boxes, (lat, lon), for drawing only
    via: tuple[tuple[float, float], ...] = ()
    #: the author's source or reason (the file's ``note``); no rule effect
    note: str = ""

    @property
    def ends(self) -> tuple[str, str]:
        return (self.a, self.b)

    def other(self, box: str) -> str:
        """The far end seen from ``box`` (one of the two ends)."""
        if box == self.a:
            return self.b
        if box == self.b:
            return self.a
        raise KeyError(f"{box!r} is not an end of the link {self.a}-{self.b}")

    def flows_to(self, box: str) -> bool:
        """Whether moving along this river into ``box`` is downstream (NS-JUMP-2)."""
        return self.kind is LinkKind.RIVER and self.downstream == box

    def crosses_into(self, box: str) -> bool:
        """Whether entering ``box`` along this link crosses a river (a blue side, NS-MOD-3)."""
        return box in self.crossing

    def open_to(self, side: Side) -> bool:
        """The Potomac does not exist for the Confederacy (NS-MOVE-10)."""
        return not (self.potomac and side is Side.CSA)

    @property
    def key(self) -> tuple[str, str, str]:
        """Identifies the link within its map: (a, b, kind) with a < b."""
        a, b = sorted((self.a, self.b))
        return (a, b, self.kind.value)


@dataclass(frozen=True)
class BoxMap:
    """Boxes (in the file's order) and links, with the lookups the rules ask."""

    id: str
    name: str
    boxes: tuple[Box, ...]
    links: tuple[Link, ...]
    #: the map sets up its own armies (each box's ``start``, the file's
    #: ``setup: own``); otherwise it is played with the 1861 campaign's
    #: set-up, T2 (NS-SETUP-2), and must fit that campaign (NS-MAP-4)
    own_setup: bool = False

    @cached_property
    def box(self) -> dict[str, Box]:
        """Box id -> Box."""
        return {b.id: b for b in self.boxes}

    @cached_property
    def _links_at(self) -> dict[str, tuple[Link, ...]]:
        at: dict[str, list[Link]] = {b.id: [] for b in self.boxes}
        for link in self.links:
            at[link.a].append(link)
            at[link.b].append(link)
        return {k: tuple(v) for k, v in at.items()}

    def links_at(self, box: str) -> tuple[Link, ...]:
        """Every link with an end at ``box``."""
        return self._links_at[box]

    def links_between(self, a: str, b: str) -> tuple[Link, ...]:
        """Every link joining ``a`` and ``b`` directly (any kinds)."""
        return tuple(link for link in self._links_at[a] if link.other(a) == b)

    def neighbours(self, box: str, side: Side | None = None) -> list[str]:
        """Boxes adjacent and connected to ``box`` (joined by a line of any
        kind, "angrenzend und verbunden"), for ``side`` if given (the
        Potomac is not there for the Confederacy), in the file's order."""
        near = {link.other(box) for link in self._links_at[box] if side is None or link.open_to(side)}
        return [b.id for b in self.boxes if b.id in near]

    def by_name(self, name: str) -> Box:
        """The box printed ``name`` (a KeyError if none)."""
        for b in self.boxes:
            if b.name == name:
                return b
        raise KeyError(name)

    def ports(self) -> Iterator[Box]:
        return (b for b in self.boxes if b.port)

    def starting_sum(self, side: Side) -> int:
        """The numbers in ``side``'s colour in the boxes of its starting
        colour: the starting army maximum (NS-ARMY-1; 34 and 29)."""
        return sum(b.recruitment(side) for b in self.boxes if b.owner is side)

    def setup(self) -> dict[Side, dict[str, int]]:
        """The map's own set-up (NS-SETUP-2): side -> box -> militia infantry,
        each box's ``start`` under its starting colour, in the file's order
        (a white box sets up nobody: map_check says so)."""
        out: dict[Side, dict[str, int]] = {Side.USA: {}, Side.CSA: {}}
        for b in self.boxes:
            if b.start and b.owner is not None:
                out[b.owner][b.id] = b.start
        return out

    def connected(self, boxes: Iterable[str] | None = None) -> bool:
        """Whether every box can be reached from every other by links."""
        ids = list(boxes) if boxes is not None else [b.id for b in self.boxes]
        if not ids:
            return True
        seen, todo = {ids[0]}, [ids[0]]
        while todo:
            here = todo.pop()
            for link in self._links_at[here]:
                there = link.other(here)
                if there not in seen:
                    seen.add(there)
                    todo.append(there)
        return all(i in seen for i in ids)
