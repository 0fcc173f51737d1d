"""Drawing by clicks: a line (a road, a river, a cut to split an area) or a
new area's outline (the editor's "Add area" mode).

Gestures, all in board coordinates with the view's zoom:

- ``preview(point, zoom)`` on mouse move: where a click would put the next
  vertex (the snap indicator) and, for an outline, whether it would close it;
- ``click(point, zoom)``: adds the snapped vertex (a double click adds one).
  For an outline, a click on the first vertex (within the snapping
  tolerance, 3 vertices or more) closes it as drawn;
- ``finish()`` (Enter): ends the line. An outline that starts and ends on a
  border (an area's or the board's) is a free edge: the new area is the
  empty region the line bounds together with the existing borders
  (free_edge.py), the smallest such region unless ``face`` picks another.
  Otherwise the outline closes as drawn;
- ``backspace()``: removes the last vertex; ``cancel()`` (Escape) drops the trace.

A finished ``LineTrace`` holds its ``points`` for add_road, add_scenery or
split_area; a closed ``Trace`` holds its ``polygon``, and ``add_area(name)``
is the edit that adds it (its vertices shared into the neighbours' borders).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import shapely

from gettysburg_desktop.boards.areas.editable_map import EditableMap
from gettysburg_desktop.boards.areas.shapes import Point
from gettysburg_desktop.editing.model.edit import Edit, EditRefused

from .area_edits import add_area
from .free_edge import free_edge_faces
from .snapping import NONE, Snap, Snapper

DRAWING, CLOSED, CANCELLED = "drawing", "closed", "cancelled"


@dataclass(frozen=True, slots=True)
class TracePreview:
    """What a click at the pointer would do: put a vertex at ``snap.point``, or close the outline."""

    snap: Snap
    closes: bool


class LineTrace:
    """A line being drawn click by click, each vertex snapped (see the module docstring)."""

    def __init__(self, emap: EditableMap, snapper: Snapper) -> None:
        self.map = emap
        self.snapper = snapper
        self.state = DRAWING
        self._snaps: list[Snap] = []

    @property
    def points(self) -> tuple[Point, ...]:
        """The vertices placed so far (snapped)."""
        return tuple(s.point for s in self._snaps)

    @property
    def snaps(self) -> tuple[Snap, ...]:
        return tuple(self._snaps)

    def preview(self, point: Point, zoom: float) -> TracePreview:
        return TracePreview(self.snapper.snap(point, zoom), False)

    def click(self, point: Point, zoom: float) -> bool:
        """Add a vertex at ``point`` (snapped); True if the click ended the trace."""
        self._require(DRAWING)
        snap = self.snapper.snap(point, zoom)
        if not self._snaps or snap.point != self._snaps[-1].point:
            self._snaps.append(snap)
        return False

    def backspace(self) -> None:
        """Remove the last vertex."""
        if self.state == DRAWING and self._snaps:
            self._snaps.pop()

    def cancel(self) -> None:
        self.state = CANCELLED
        self._snaps.clear()

    def finish(self) -> None:
        """End the line (Enter); it needs 2 distinct points."""
        self._require(DRAWING)
        if len(set(self.points)) < 2:
            raise EditRefused("A line needs at least 2 points")
        self.state = CLOSED

    def _require(self, state: str) -> None:
        if self.state != state:
            raise EditRefused(f"The trace is {self.state}, not {state}")


class Trace(LineTrace):
    """A new area's outline being drawn (see the module docstring)."""

    def __init__(self, emap: EditableMap, snapper: Snapper) -> None:
        super().__init__(emap, snapper)
        #: The closed outline (after a close), closing point not repeated.
        self.polygon: tuple[Point, ...] | None = None
        #: The empty regions the free edge could fill, smallest first (after
        #: ``finish`` on a free edge; [] otherwise).
        self.faces: list[tuple[Point, ...]] = []

    def preview(self, point: Point, zoom: float) -> TracePreview:
        if self._closes_at(point, zoom):
            return TracePreview(self._snaps[0], True)
        return super().preview(point, zoom)

    def click(self, point: Point, zoom: float) -> bool:
        """Add a vertex at ``point`` (snapped); True if the click closed the outline."""
        self._require(DRAWING)
        if self._closes_at(point, zoom):
            self._close_as_drawn()
            return True
        return super().click(point, zoom)

    def cancel(self) -> None:
        super().cancel()
        self.polygon = None
        self.faces = []

    def finish(self, face: int = 0) -> None:
        """Close the outline (Enter): fill the region a free edge bounds, or close as drawn."""
        self._require(DRAWING)
        snaps = self._snaps
        if len(snaps) >= 2 and snaps[0].kind != NONE and snaps[-1].kind != NONE:
            self._fill(face)
        else:
            self._close_as_drawn()

    def add_area(self, name: str, terrain: str = "clear", stars: int = 0, area_id: str | None = None) -> Edit:
        """The edit adding the closed outline as a new area ("Add area 'Oak Hill'")."""
        self._require(CLOSED)
        assert self.polygon is not None
        return add_area(self.map, self.polygon, name, terrain, stars, area_id=area_id)

    def _closes_at(self, point: Point, zoom: float) -> bool:
        if self.state != DRAWING or len(self._snaps) < 3:
            return False
        first = self._snaps[0].point
        return math.dist(point, first) <= self.snapper.tolerance(zoom)

    def _close_as_drawn(self) -> None:
        points = self.points
        if len(set(points)) < 3:
            raise EditRefused("An area needs at least 3 points")
        if not shapely.Polygon(points).is_valid:
            raise EditRefused("The outline crosses itself")
        self.polygon = points
        self.state = CLOSED

    def _fill(self, face: int) -> None:
        faces = free_edge_faces(self.map, self.points)
        if not faces:
            raise EditRefused("The line and the borders enclose no empty region; end it on a border or close it")
        chosen = faces[min(face, len(faces) - 1)]
        if chosen.interiors:
            inside = self.map.areas_inside(shapely.Polygon(chosen.exterior))
            what = f"the area {inside[0]!r}" if len(inside) == 1 else f"the areas {', '.join(map(repr, inside))}"
            raise EditRefused(f"The region would hold {what} inside it; an area can't have holes")
        self.faces = [tuple((x, y) for x, y in f.exterior.coords[:-1]) for f in faces]
        self.polygon = self.faces[min(face, len(faces) - 1)]
        self.state = CLOSED
