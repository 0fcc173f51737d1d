"""A drag's edits, live while the pointer moves, and the check at the drop.

A drag (of a vertex or a border segment) changes the map at every mouse
move so the author sees the areas follow the pointer; ``DragSession`` keeps
those steps as one edit that is not on the undo stack yet. At the drop,
``finish`` either returns that edit (taken off the map again, for the undo
stack to redo) or takes it back and raises ``EditRefused`` saying why: an
area that would cross itself, lose its corners, overlap another area more
than before, or reach outside the board. So every drag ends in a valid edit
or leaves the map exactly as it was (issue 14, item 10).
"""

from __future__ import annotations

import math

import shapely

from gettysburg_desktop.boards.areas.editable_map import AREA, EditableMap, Key, Record
from gettysburg_desktop.boards.areas.geometry import DEFAULT_TOLERANCE, area_polygon, distinct_points
from gettysburg_desktop.boards.areas.shapes import AreaShape, Point
from gettysburg_desktop.editing.model.edit import Edit, EditRefused


class DragSession:
    """The steps of one drag applied to ``emap`` as they come."""

    def __init__(self, emap: EditableMap, tolerance: float = DEFAULT_TOLERANCE) -> None:
        self.map = emap
        self.tolerance = tolerance
        self.edit: Edit | None = None
        self.before: dict[Key, Record | None] = {}

    def step(self, edit: Edit) -> None:
        """Apply the next step of the drag (an edit with the drag's merge key)."""
        for key in edit.keys:
            self.before.setdefault(key, self.map.get(key))
        edit.redo()
        if self.edit is None:
            self.edit = edit
        elif not self.edit.merge_with(edit):
            edit.undo()
            raise ValueError(f"{edit!r} is not a step of the drag {self.edit!r}")

    def take_back(self) -> None:
        """The map as it was before the drag, bit for bit."""
        if self.edit is not None:
            self.edit.undo()
        self.edit = None
        self.before = {}

    def finish(self) -> Edit | None:
        """The drag as one edit (off the map: pushing it on an undo stack redoes
        it), None if it changes nothing; taken back and EditRefused if the drop
        is refused (``check_drop``)."""
        edit = self.edit
        if edit is None:
            return None
        try:
            check_drop(self.map, self.before, self.tolerance)
        except EditRefused:
            self.take_back()
            raise
        self.take_back()
        return None if edit.changes_nothing else edit


def check_drop(emap: EditableMap, before: dict[Key, Record | None], tolerance: float = DEFAULT_TOLERANCE) -> None:
    """EditRefused if the areas in ``before`` (their records before the drag;
    the map holds them after it) are worse for it: fewer than 3 corners, a
    ring that crosses itself, more overlap with another area than before, or
    a vertex outside the board. Codes: drop-degenerate, drop-crosses,
    drop-overlap, drop-outside; details name the areas."""
    old: dict[str, AreaShape | None] = {
        key[1]: record
        for key, record in before.items()
        if key[0] == AREA and (record is None or isinstance(record, AreaShape))  # (an area's record: always)
    }
    for area_id in sorted(old):
        area = emap.areas.get(area_id)
        if area is None:
            continue
        if distinct_points(area.polygon) < 3:
            raise EditRefused(f"{area.name!r} would have fewer than 3 corners", "drop-degenerate", name=area.name)
        was = old[area_id]
        if not shapely.Polygon(area.polygon).is_valid and (was is None or _valid(was)):
            raise EditRefused(f"{area.name!r} would cross itself", "drop-crosses", name=area.name)
        outside = _outside(area, emap.board.width, emap.board.height, tolerance)
        if outside is not None and (
            was is None or _outside(was, emap.board.width, emap.board.height, tolerance) is None
        ):
            point, distance = outside
            raise EditRefused(
                f"a vertex of {area.name!r} would lie {distance:.1f} outside the board",
                "drop-outside",
                name=area.name,
                point=point,
                distance=distance,
                width=emap.board.width,
                height=emap.board.height,
            )
    limit = tolerance * tolerance
    seen: set[tuple[str, str]] = set()
    for area_id in sorted(old):
        if area_id not in emap.areas:
            continue
        now = emap.polygon(area_id)
        if now is None:
            continue
        for other in emap.areas_in_box(*emap.bounds(area_id)):
            first, second = sorted((area_id, other))
            pair = (first, second)
            if other == area_id or pair in seen:
                continue
            seen.add(pair)
            theirs = emap.polygon(other)
            if theirs is None:
                continue
            overlap = now.intersection(theirs).area
            if overlap <= limit:
                continue
            mine_then = _polygon(old.get(area_id))
            theirs_then = _polygon(old[other]) if other in old else theirs
            then = (
                mine_then.intersection(theirs_then).area if mine_then is not None and theirs_then is not None else 0.0
            )
            if overlap > then + limit:
                names = (emap.area(area_id).name, emap.area(other).name)
                raise EditRefused(f"{names[0]!r} would overlap {names[1]!r}", "drop-overlap", names=names)


def _valid(area: AreaShape) -> bool:
    return distinct_points(area.polygon) >= 3 and shapely.Polygon(area.polygon).is_valid


def _polygon(area: Record | None):
    return area_polygon(area) if isinstance(area, AreaShape) else None


def _outside(area: AreaShape, width: float, height: float, tolerance: float) -> tuple[Point, float] | None:
    """The vertex farthest outside the board (beyond ``tolerance``) and how far, None if all are on it."""
    worst = None
    for x, y in area.polygon:
        dx = max(0.0 - x, x - width, 0.0)
        dy = max(0.0 - y, y - height, 0.0)
        d = math.hypot(dx, dy)
        if d > tolerance and (worst is None or d > worst[1]):
            worst = ((x, y), d)
    return worst
