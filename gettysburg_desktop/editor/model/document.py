"""The map being edited, as the editor's tools see it, free of Qt
(docs/editor-model.md, "The document and the tools"; Tiled's MapDocument):
the map, where it was saved, the snapping settings and the two snappers,
the selection (an item, the current vertex of an area or of a line), the
areas deleted in this session (an area traced again takes back its id), a
placeholder name for a new item, and what lies under a board point.

The Qt document (editor.document.EditorDocument) adds the undo stack, the
signals and the name placement; the window only wires it to its docks.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import shapely

from gettysburg_desktop.boards.areas.editable_map import AREA, ENTRY_BOX, ROAD, SCENERY, EditableMap
from gettysburg_desktop.boards.areas.shapes import AreaShape, EntryBoxShape, RoadLine
from gettysburg_desktop.editing.model.ids import slug

from .id_edits import traced_again
from .snapping import Snapper, SnapSettings

DELETED_KEPT = 50  # areas deleted in a session that a trace can still give their id back to
PICK_PIXELS = 10  # the selection's pick: screen pixels around the pointer


class MapDocument:
    """One map open in the editor: its model-side state and its hit tests."""

    def __init__(self, emap: EditableMap, path: str | None, snap_settings: SnapSettings) -> None:
        self.emap = emap
        self.path = path
        self.snap_settings = snap_settings
        self.snapper = Snapper(emap, snap_settings)
        self.picker = Snapper(emap, SnapSettings(enabled=True, pixels=PICK_PIXELS))
        self.selection = None  # (kind, id) of the item Properties shows, or None
        self.current_vertex = None  # the clicked vertex of the selected area
        self.current_line_vertex = None  # the index of the clicked point of the selected road or scenery
        self.deleted_areas: list = []  # areas deleted in this session (an area traced again takes back its id)

    # --- edits
    def remember_removed(self, edit) -> None:
        """Note the areas ``edit`` removes, for ``add_area_edit``."""
        self.deleted_areas.extend(edit.removed(AREA))
        del self.deleted_areas[:-DELETED_KEPT]

    def add_area_edit(self, trace, name: str):
        """The edit adding the traced outline: an area deleted in this session
        and traced again over the same ground takes back its id, name,
        terrain and stars (editor.model.id_edits.traced_again)."""
        old = traced_again(self.emap, self.deleted_areas, trace.polygon)
        if old is None:
            return trace.add_area(name)
        return trace.add_area(old.name, old.terrain, old.stars, area_id=old.id)

    def new_name(self, prefix: str, kind: str = AREA) -> str:
        """A placeholder name for a new item ("Area 7"): used by no item of
        its kind, and its id (made from it, "area-7") taken by none either, so
        a new item's id matches its placeholder. The first real name gives
        the id ("stone-hill", editor.model.id_edits.rename); later renames keep it."""
        emap = self.emap
        by_kind: dict[str, Mapping[str, AreaShape | EntryBoxShape | RoadLine]] = {
            AREA: emap.areas,
            ENTRY_BOX: emap.entry_boxes,
            ROAD: emap.roads,
        }
        items = by_kind.get(kind, emap.areas)
        names = {item.name for item in items.values()}
        ids = emap.area_and_entry_box_ids() if kind in (AREA, ENTRY_BOX) else set(items)
        n = len(items) + 1
        while f"{prefix} {n}" in names or slug(f"{prefix} {n}", "") in ids:
            n += 1
        return f"{prefix} {n}"

    # --- what is where
    def area_at(self, p) -> str | None:
        """The smallest area covering ``p``."""
        emap = self.emap
        point = shapely.Point(p)
        found = [
            (poly.area, a)
            for a in emap.areas_in_box(p[0], p[1], p[0], p[1])
            if (poly := emap.polygon(a)) is not None and poly.covers(point)
        ]
        if not found:
            return None
        return min(found)[1]

    def nearest_area(self, p) -> str | None:
        emap = self.emap
        point = shapely.Point(p)
        best = None
        for r in (100.0, 400.0, math.inf):
            box = emap.areas_in_box(p[0] - r, p[1] - r, p[0] + r, p[1] + r) if r != math.inf else list(emap.areas)
            for a in box:
                poly = emap.polygon(a)
                if poly is not None:
                    d = poly.distance(point)
                    if best is None or (d, a) < best:
                        best = (d, a)
            if best is not None:
                return best[1]
        return None

    def box_at(self, p) -> str | None:
        for box_id, box in sorted(self.emap.entry_boxes.items()):
            x, y, w, h = box.rect
            if x <= p[0] <= x + w and y <= p[1] <= y + h:
                return box_id
        return None

    def line_points(self, key) -> tuple:
        kind, item_id = key
        if kind == ROAD:
            return self.emap.roads[item_id].points
        s = self.emap.scenery[item_id]
        return s.points if s.points is not None else s.polygon or ()  # (a scenery item has the one or the other)

    def line_at(self, p, tol: float):
        point = shapely.Point(p)
        best = None
        for kind, items in ((ROAD, self.emap.roads), (SCENERY, self.emap.scenery)):
            for item_id in items:
                points = self.line_points((kind, item_id))
                if len(points) < 2:
                    continue
                if kind == SCENERY and self.emap.scenery[item_id].polygon is not None and len(points) >= 3:
                    geom = shapely.Polygon(points)
                    d = 0.0 if geom.covers(point) else geom.exterior.distance(point)
                else:
                    d = shapely.LineString(points).distance(point)
                if d <= tol and (best is None or d < best[0]):
                    best = (d, (kind, item_id))
        return best[1] if best is not None else None
