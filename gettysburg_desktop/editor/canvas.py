"""What a tool may touch of the view (docs/editor-model.md, "The document
and the tools"): the zoom (screen pixels per board unit, for snapping
tolerances), the marks a tool draws (where a click snaps, the line being
traced, a merge's first area, the names' labels being dragged, the rubber
band of the multiple selection) and the keyboard focus. The window points it
at the scene and overlays of each map it opens; a tool never sees the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .multi_select import MultiSelection
    from .overlays import SelectionOverlay, SnapIndicator, TraceItem
    from .scene import EditorScene


class ToolCanvas:
    __slots__ = ("_view", "indicator", "multi", "scene", "selection_overlay", "trace_item")

    def __init__(self, view) -> None:
        self._view = view
        # the marks of the map open (``attach``: the window opens one before a tool acts)
        self.scene: EditorScene | None = None
        self.indicator: SnapIndicator | None = None
        self.trace_item: TraceItem | None = None
        self.selection_overlay: SelectionOverlay | None = None
        self.multi: MultiSelection | None = None

    def attach(
        self,
        scene: EditorScene,
        indicator: SnapIndicator,
        trace_item: TraceItem,
        selection_overlay: SelectionOverlay,
        multi: MultiSelection,
    ) -> None:
        """The marks of the map just opened."""
        self.scene, self.indicator, self.trace_item = scene, indicator, trace_item
        self.selection_overlay, self.multi = selection_overlay, multi

    def zoom(self) -> float:
        return self._view.zoom_factor()

    def show_snap(self, snap, kind: str | None = None) -> None:
        """Mark where a click lands (None: no mark)."""
        indicator = self.indicator
        assert indicator is not None, "no map attached"
        if snap is None:
            indicator.setVisible(False)
            return
        indicator.show_at(snap.point, kind or snap.kind)

    def show_partner(self, ring) -> None:
        """Outline the first area of a merge (``()``: none)."""
        assert self.selection_overlay is not None, "no map attached"
        self.selection_overlay.show_partner(ring)

    def label_at(self, p) -> str | None:
        """The area whose name's label lies under ``p``."""
        from PySide6.QtCore import QPointF

        scene = self._scene()
        areas = scene.areas
        for item in scene.items(QPointF(*p)):
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
        return self._scene().areas[area_id]

    def anchor(self, area_id: str):
        """Where the area's name is drawn when it has no place of its own."""
        return self._scene().anchor(area_id)

    def _scene(self) -> EditorScene:
        assert self.scene is not None, "no map attached"
        return self.scene

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
