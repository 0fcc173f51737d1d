"""Several items selected at once, for the edits that take several (Delete,
Edit > Merge the selected areas): Shift+click or Ctrl+click adds an item
to the selection or takes it out, a drag from an area's inside or from
the empty board draws a rubber band that selects every area and entry box
lying wholly inside it (Shift or Ctrl: added to the selection).

The document's ``selection`` stays the item Properties shows (the first
picked); ``extra`` holds the others, outlined in dashes."""

from __future__ import annotations

import shapely
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsRectItem

from gettysburg_desktop.boards.areas.qt.map_items import polygon

from .dialogs import merged_terrain
from .model import AREA, ENTRY_BOX, ROAD, SCENERY, EditRefused
from .model.multi_edits import delete_items, merge_all
from .overlays import SELECT_COLOUR, Z_SELECTION, cosmetic, line_path

_t = QCoreApplication.translate

ADD = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier


def adds(modifiers) -> bool:
    """Whether a click with ``modifiers`` adds to the selection (Shift or Ctrl)."""
    return bool(modifiers & ADD)


class MultiSelection:
    def __init__(self, document, scene) -> None:
        self.doc = document  # editor.document.EditorDocument: the selection, push, the status line
        self.scene = scene
        self.extra: list = []
        self.items: list[QGraphicsPathItem] = []
        self.band: QGraphicsRectItem | None = None

    # --- what is selected
    def keys(self) -> list:
        """Every selected item's key, the one Properties shows first."""
        first = [self.doc.selection] if self.doc.selection is not None else []
        return first + [k for k in self.extra if k not in first]

    def areas(self) -> list[str]:
        return [k[1] for k in self.keys() if k[0] == AREA]

    def clear(self) -> None:
        if self.extra:
            self.extra = []
            self.redraw()

    def toggle(self, key) -> None:
        """Shift/Ctrl+click on ``key``: in the selection if it was not, out if it was."""
        doc = self.doc
        if key is None:
            return
        if key == doc.selection:
            rest = self.extra
            self.extra = []
            doc.select(rest[0] if rest else None)
            self.extra = rest[1:]
        elif key in self.extra:
            self.extra.remove(key)
        elif doc.selection is None:
            doc.select(key)
        else:
            self.extra.append(key)
        self.redraw()
        self.say()

    def set(self, keys, add: bool = False) -> None:
        """Select ``keys`` (added to the selection with ``add``)."""
        doc = self.doc
        keys = list(dict.fromkeys((self.keys() if add else []) + list(keys)))
        doc.select(keys[0] if keys else None)
        self.extra = keys[1:]
        self.redraw()
        self.say()

    def prune(self) -> None:
        """Drop the keys of items the map no longer has (after an edit or an undo)."""
        kept = [k for k in self.extra if self.doc.emap.get(k) is not None and k != self.doc.selection]
        if kept != self.extra:
            self.extra = kept
        self.redraw()

    def say(self) -> None:
        n = len(self.keys())
        if n > 1:
            self.doc.hint(
                _t(
                    "EditorMulti",
                    "{n} items selected: Delete removes them all; Edit > Merge the selected areas "
                    "joins the areas into the first (Shift/Ctrl+click adds or takes out one)",
                ).format(n=n)
            )

    # --- drawn on the map
    def redraw(self) -> None:
        for item in self.items:
            self.scene.removeItem(item)
        self.items = []
        for key in self.extra:
            path = self._path(key)
            if path is None:
                continue
            item = QGraphicsPathItem(path)
            item.setPen(cosmetic(SELECT_COLOUR, 3, Qt.PenStyle.DashLine))
            fill = QColor(SELECT_COLOUR)
            fill.setAlpha(20)
            item.setBrush(fill if key[0] in (AREA, ENTRY_BOX) else Qt.BrushStyle.NoBrush)
            item.setZValue(Z_SELECTION)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.scene.addItem(item)
            self.items.append(item)

    def _path(self, key) -> QPainterPath | None:
        emap = self.doc.emap
        record = emap.get(key)
        if record is None:
            return None
        path = QPainterPath()
        if key[0] == AREA:
            path.addPolygon(polygon(record.polygon))
            path.closeSubpath()
        elif key[0] == ENTRY_BOX:
            path.addRect(*record.rect)
        elif key[0] in (ROAD, SCENERY):
            path = line_path(self.doc.line_points(key))
        return path

    # --- the rubber band
    def show_band(self, start, end) -> None:
        if self.band is None:
            self.band = QGraphicsRectItem()
            self.band.setPen(cosmetic(SELECT_COLOUR, 1.5, Qt.PenStyle.DashLine))
            fill = QColor(SELECT_COLOUR)
            fill.setAlpha(25)
            self.band.setBrush(fill)
            self.band.setZValue(Z_SELECTION + 1)
            self.band.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.scene.addItem(self.band)
        self.band.setRect(
            QRectF(min(start[0], end[0]), min(start[1], end[1]), abs(end[0] - start[0]), abs(end[1] - start[1]))
        )
        self.band.setVisible(True)

    def hide_band(self) -> None:
        if self.band is not None:
            self.band.setVisible(False)

    @property
    def banding(self) -> bool:
        return self.band is not None and self.band.isVisible()

    def finish_band(self, start, end, add: bool = False) -> list:
        """Select what lies wholly inside the band from ``start`` to ``end``; returns the keys."""
        if self.band is not None:
            self.band.setVisible(False)
        x0, x1 = sorted((start[0], end[0]))
        y0, y1 = sorted((start[1], end[1]))
        emap = self.doc.emap
        box = shapely.box(x0, y0, x1, y1)
        keys = [(AREA, a) for a in emap.areas_inside(box)]
        keys += [
            (ENTRY_BOX, b.id)
            for b in sorted(emap.entry_boxes.values(), key=lambda b: b.id)
            if x0 <= b.rect[0] and b.rect[0] + b.rect[2] <= x1 and y0 <= b.rect[1] and b.rect[1] + b.rect[3] <= y1
        ]
        self.set(keys, add)
        if not keys and not add:
            self.doc.hint(_t("EditorMulti", "No area or entry box lies wholly inside the band"))
        return keys

    # --- the edits
    def delete(self) -> bool:
        """Delete every selected item as one step; False when fewer than two are selected."""
        keys = self.keys()
        if len(keys) < 2:
            return False
        doc = self.doc
        try:
            doc.push(delete_items(doc.emap, keys))
        except EditRefused as exc:
            doc.refused(exc)
            return True
        self.extra = []
        doc.select(None)
        self.redraw()
        doc.hint(_t("EditorMulti", "Deleted {n} items (Ctrl+Z brings them back)").format(n=len(keys)))
        return True

    def merge(self) -> None:
        """Edit > Merge the selected areas: all into the first, as one step."""
        doc = self.doc
        areas = self.areas()
        if len(areas) < 2:
            doc.refused_text(
                _t("EditorMulti", "Select two or more neighbouring areas first (Shift+click or a rubber band)")
            )
            return
        terrain = merged_terrain(
            doc.emap, areas, lambda: self.scene.views()[0].window() if self.scene.views() else None
        )
        if terrain is None:
            return
        try:
            edit = merge_all(doc.emap, areas[0], areas[1:], terrain)
        except EditRefused as exc:
            if exc.code == "merge-apart":
                doc.refused_text(
                    _t(
                        "EditorMulti",
                        "{names} can't be merged into '{keep}': each must border the areas "
                        "merged so far, and the result can't hold a hole",
                    ).format(names=exc.details.get("names", ""), keep=exc.details.get("keep", ""))
                )
            else:
                doc.refused(exc)
            return
        doc.push(edit)
        self.extra = []
        doc.select((AREA, areas[0]))
        self.redraw()
