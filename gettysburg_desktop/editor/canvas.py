"""What a tool may touch of the view (docs/editor-model.md, "The document
and the tools"): the zoom (screen pixels per board unit, for snapping
tolerances), the marks a tool draws (where a click snaps, the line being
traced, a merge's first area, the names' labels being dragged, the rubber
band of the multiple selection) and the keyboard focus. The window points it
at the scene and overlays of each map it opens; a tool never sees the window.
"""

from __future__ import annotations


class ToolCanvas:
    __slots__ = ("_view", "indicator", "multi", "scene", "selection_overlay", "trace_item")

    def __init__(self, view) -> None:
        self._view = view
        self.scene = self.indicator = self.trace_item = self.selection_overlay = self.multi = None

    def attach(self, scene, indicator, trace_item, selection_overlay, multi) -> None:
        """The marks of the map just opened."""
        self.scene, self.indicator, self.trace_item = scene, indicator, trace_item
        self.selection_overlay, self.multi = selection_overlay, multi

    def zoom(self) -> float:
        return self._view.zoom_factor()

    def show_snap(self, snap, kind: str | None = None) -> None:
        """Mark where a click lands (None: no mark)."""
        if snap is None:
            self.indicator.setVisible(False)
            return
        self.indicator.show_at(snap.point, kind or snap.kind)

    def show_partner(self, ring) -> None:
        """Outline the first area of a merge (``()``: none)."""
        self.selection_overlay.show_partner(ring)

    def label_at(self, p) -> str | None:
        """The area whose name's label lies under ``p``."""
        from PySide6.QtCore import QPointF

        areas = self.scene.areas
        for item in self.scene.items(QPointF(*p)):
            place = getattr(item, "place", None)
            parent = item.parentItem()
            if place is None and parent is not None:
                place = getattr(parent, "place", None)
                item = parent
            if place is not None and place in areas and item is areas[place].label:
                return place
        return None

    def area_item(self, area_id: str):
        """The scene's drawing of an area (its ``decor`` moves with a dragged name; ``anchor``)."""
        return self.scene.areas[area_id]

    def anchor(self, area_id: str):
        """Where the area's name is drawn when it has no place of its own."""
        return self.scene.anchor(area_id)

    def take_keys(self) -> None:
        """The keys go to the map (from a dock's field)."""
        self._view.setFocus()

    def dialog_parent(self):
        """The widget a tool's dialog opens over."""
        return self._view.window()

    def focus(self) -> None:
        """The keys go to the map again (Ctrl+Z, the tools' keys)."""
        self._view.window().activateWindow()
        self._view.setFocus()
