"""The traced map as plain data: areas, entry boxes, roads and scenery.

These dataclasses are what a map file holds (docs/map-format.md). They live in
board/ rather than scenario/ because the layers point down
(scenario -> board -> rules): board/ derives the area graph from them, and
boards/areas/map_file.py reads and writes them as YAML. No shapely here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

Point = tuple[float, float]

#: The newest map format this program reads (docs/map-format.md, changelog).
FORMAT_VERSION = 2

#: Area terrain, as rules.battlefield.Terrain spells it.
TERRAINS = ("clear", "hill", "ridge", "town")
#: Road kinds; the unfinished railroad counts as a road (R-MOVE-2).
ROAD_KINDS = ("road", "railroad")
#: Scenery kinds (renderer only, no rule effect) and which geometry each uses.
SCENERY_LINE_KINDS = ("river",)
SCENERY_POLYGON_KINDS = ("woods", "building")
SCENERY_KINDS = SCENERY_LINE_KINDS + SCENERY_POLYGON_KINDS
#: The usual side of an entry box (None: no usual side).
SIDES = ("csa", "usa")


@dataclass(frozen=True, slots=True)
class BoardSize:
    """Board units; origin top-left, y grows downward."""

    width: float
    height: float


@dataclass(frozen=True, slots=True)
class Background:
    """Editor-only tracing aid; the game never draws it."""

    image: str
    opacity: float = 0.5
    #: where the image's top-left corner lies on the board (format 2)
    offset: Point = (0.0, 0.0)
    #: board units per image pixel (format 2)
    scale: float = 1.0
    #: degrees clockwise the image is turned about its top-left corner (format 2)
    rotation: float = 0.0

    @property
    def calibrated(self) -> bool:
        """Laid on the board other than pixel for unit at the origin (needs format 2)."""
        return self.offset != (0.0, 0.0) or self.scale != 1.0 or self.rotation != 0.0


@dataclass(frozen=True, slots=True)
class AreaShape:
    id: str
    name: str
    terrain: str
    stars: int
    polygon: tuple[Point, ...]  # outer ring, closing point not repeated
    label: Point | None = None  # None: the polygon's representative point


@dataclass(frozen=True, slots=True)
class EntryBoxShape:
    id: str
    name: str
    area: str  # the linked area (R-REIN)
    side: str | None  # "csa", "usa" or None
    rect: tuple[float, float, float, float]  # x, y, w, h


@dataclass(frozen=True, slots=True)
class RoadLine:
    id: str
    name: str
    kind: str  # "road" or "railroad"
    points: tuple[Point, ...]  # polyline, >= 2 points


@dataclass(frozen=True, slots=True)
class SceneryItem:
    """A river (``points``: polyline) or woods/building (``polygon``)."""

    id: str
    kind: str
    name: str = ""
    points: tuple[Point, ...] | None = None
    polygon: tuple[Point, ...] | None = None


@dataclass(frozen=True)
class MapDocument:
    id: str
    name: str
    board: BoardSize
    areas: tuple[AreaShape, ...]
    entry_boxes: tuple[EntryBoxShape, ...] = ()
    roads: tuple[RoadLine, ...] = ()
    scenery: tuple[SceneryItem, ...] = ()
    background: Background | None = None
    format_version: int = FORMAT_VERSION
    #: Where the document was read from (for messages); not part of the data.
    source: str | None = field(default=None, compare=False, repr=False)

    def version_needed(self) -> int:
        """The oldest format that holds this document: a map is written in it,
        so a map without format 2's keys stays readable by older programs."""
        return 2 if self.background is not None and self.background.calibrated else 1

    def area(self, area_id: str) -> AreaShape | None:
        for a in self.areas:
            if a.id == area_id:
                return a
        return None

    def entry_box(self, box_id: str) -> EntryBoxShape | None:
        for b in self.entry_boxes:
            if b.id == box_id:
                return b
        return None
