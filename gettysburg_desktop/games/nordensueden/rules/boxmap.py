"""The board of Norden & Süden as data (NS-MAP-3): boxes joined by links.

A ``BoxMap`` is two tables, boxes and links, and nothing else: only boxes
and lines matter, all other terrain is decoration (NS-COMP-6). The board
kind is ``boards/boxes`` (the lookups, the projection to the screen, the
drawing and the editor's frame); what a box and a link mean here (owners,
ports, recruitment numbers, fortresses, rivers that flow one way, the
Potomac) is this module's. It is read from a map file by
``games/nordensueden/boxes/box_map_file.py`` (docs/box-map-format.md) and is
immutable; ownership, units and everything else that changes lives in the
game's state.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum

from gettysburg_desktop.boards.boxes.graph import BoxGraph, link_key, other_end, position
from gettysburg_desktop.boards.boxes.projection import BOX_SIZE, from_scene, to_scene

from .sides import Side

__all__ = ["BORDER_STATES", "BOX_SIZE", "Box", "BoxMap", "Link", "LinkKind", "from_scene", "to_scene"]


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
        return position(self)


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
        return other_end(self, box)

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
        return link_key(self)


@dataclass(frozen=True)
class BoxMap(BoxGraph[Box, Link]):
    """Boxes (in the file's order) and links, with the lookups the rules ask
    (the board's: ``box``, ``links_at``, ``links_between``, ``by_name``,
    ``connected``; the game's below)."""

    id: str
    name: str
    boxes: tuple[Box, ...]
    links: tuple[Link, ...]
    #: the map sets up its own armies (each box's ``start``, the file's
    #: ``setup: own``); otherwise it is played with the 1861 campaign's
    #: set-up, T2 (NS-SETUP-2), and must fit that campaign (NS-MAP-4)
    own_setup: bool = False

    def neighbours(self, box: str, side: Side | None = None) -> list[str]:
        """Boxes adjacent and connected to ``box`` (joined by a line of any
        kind, "angrenzend und verbunden"), for ``side`` if given (the
        Potomac is not there for the Confederacy), in the file's order."""
        if side is None:
            return self.adjacent(box)
        near = {link.other(box) for link in self.links_at(box) if link.open_to(side)}  # inline: the search asks often
        return [b.id for b in self.boxes if b.id in near]

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
