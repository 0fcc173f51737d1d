"""What follows the selection and the edits in the area editor: Properties,
the selected item's outline with its vertices, and the rules' view of the
selected area (its dock and its overlay on the map) once the edits settle."""

from __future__ import annotations

from PySide6.QtGui import QPainterPath

from gettysburg_desktop.boards.areas.qt.map_items import polygon

from .model import AREA, ENTRY_BOX, ROAD, SCENERY, MapChange
from .overlays import line_path


class SelectionFollower:
    """Keeps the docks and overlays of one area editor window
    (editor.window.EditorWindow) on its document's selection and map."""

    def __init__(self, window) -> None:
        self._window = window
        self.area_rules = None  # the rules' view of the selected area (None: no area, or not one the rules know)

    # --- the selection
    def selection_changed(self, focus_name: bool) -> None:
        """The document selected an item (or nothing): Properties, the outline, the rules' view follow."""
        w = self._window
        if w.multi.extra:  # a plain selection ends a multiple one (MultiSelection sets its extra afterwards)
            w.multi.clear()
        key = w.doc.selection
        w.properties.show_for(key)
        self.refresh()
        if focus_name and key is not None:
            w.properties_dock.raise_()
            w.properties.focus_name()
        self.update_rules()

    def current_moved(self, properties: bool) -> None:
        """A vertex drop moved (or put back) the current vertex."""
        self.refresh()
        if properties:
            self._window.properties.refresh()

    def refresh(self) -> None:
        """The selected item's outline, its vertices and the current one; a selection whose item is gone ends."""
        w = self._window
        doc, emap = w.doc, w.emap
        key = doc.selection
        if key is not None and emap.get(key) is None:
            doc.selection = key = None
            doc.current_vertex = doc.current_line_vertex = None
            w.properties.show_for(None)
        if key is None:
            w.selection_overlay.show(None)
            return
        kind, item_id = key
        path = QPainterPath()
        vertices, current, filled = (), None, True
        if kind == AREA:
            ring = emap.area(item_id).polygon
            path.addPolygon(polygon(ring))
            path.closeSubpath()
            vertices, current = ring, doc.current_vertex
        elif kind == ENTRY_BOX:
            x, y, width, height = emap.entry_boxes[item_id].rect
            path.addRect(x, y, width, height)
        else:
            points = doc.line_points(key)
            path = line_path(points)
            if kind == SCENERY and emap.scenery[item_id].polygon is not None:
                path.closeSubpath()
            else:
                filled = False
            vertices = points
            if doc.current_line_vertex is not None and doc.current_line_vertex < len(points):
                current = points[doc.current_line_vertex]
        w.selection_overlay.show(path, vertices, current, filled)

    def map_changed(self, change: MapChange) -> None:
        """An edit, undo or redo: the selected item's outline and Properties follow it."""
        w = self._window
        key = w.doc.selection
        if key is not None:
            kind, item_id = key
            touched = {AREA: change.areas, ENTRY_BOX: change.entry_boxes, ROAD: change.roads, SCENERY: change.scenery}[
                kind
            ]
            if item_id in touched:
                self.refresh()
                w.properties.refresh()
        elif change.attributes or change.areas or change.entry_boxes:
            w.properties.refresh()
        w.problem_marker.setVisible(False)
        if w.multi.extra:
            w.multi.prune()

    # --- the rules' view
    def settled(self, topology) -> None:
        """The edits have settled: the rules' view follows (the document checks the map next)."""
        self.update_rules()
        self._window.rules_panel.show_table(self._window.emap, topology)

    def update_rules(self) -> None:
        w = self._window
        key, rules = w.doc.selection, w.rules
        if key is None or key[0] != AREA or key[1] not in rules.topology().polygons:
            self.area_rules = None
        else:
            self.area_rules = rules.area_rules(key[1])
        w.rules_panel.show_rules(self.area_rules, w.emap)
        self.show_rules_overlay()

    def show_rules_overlay(self) -> None:
        w = self._window
        w.rules_overlay.show(
            self.area_rules,
            w.emap,
            w.rules.topology(),
            neighbours=w.rules_panel.show_neighbours.isChecked(),
            reach=w.rules_panel.show_reach.isChecked(),
        )
