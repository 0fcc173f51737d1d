"""The table editor's scene: the table drawn as the play window draws it
(boards/table/qt/items.draw_table: cloth, terrain by kind, sector grid,
objectives), the deployment zones as tinted bands with their names, and
the marks of the tools: the selected feature's outline with a handle on
each point, the feature being drawn with its rubber line, where the
pointer snaps. A change of the table redraws it (a table holds tens of
features: a redraw costs a few milliseconds)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem

from gettysburg_desktop.boards.table.bases import Point
from gettysburg_desktop.boards.table.editable import FEATURE, OBJECTIVE, EditableTable
from gettysburg_desktop.boards.table.qt.items import (
    LABEL,
    LABEL_FONT,
    SCALE,
    FeatureItem,
    draw_table,
    path_of,
    place_label,
    to_scene,
)
from gettysburg_desktop.display import palette as P

Z_ZONE, Z_SELECTION, Z_HANDLE, Z_TRACE = 0.5, 10.0, 11.0, 12.0
HANDLE = 8  # a point's handle, in screen pixels
ZONE_TINTS = ("#c0504d", "#4f6fa8", "#8a6d3b", "#6a8a3b")  # each zone in turn: its band's tint
#: the scene's width a table's names are drawn for at their font's size (a table of 72 in); a larger
#: table's names grow with it, so the whole table shown they read the same (a table of 1200 mm: 16 times)
NAMES_FOR = 72 * SCALE


def name_scale(table) -> float:
    """How much larger than their font the names on ``table`` are drawn (1 up to a table of 72 units)."""
    return max(1.0, max(table.width, table.depth) * SCALE / NAMES_FOR)


def _grown(label: QGraphicsSimpleTextItem, k: float) -> None:
    """``label`` drawn ``k`` times its font's size, about its middle (where place_label centred it)."""
    label.setTransformOriginPoint(label.boundingRect().center())
    label.setScale(k)


class TableEditorScene(QGraphicsScene):
    def __init__(self, table: EditableTable, looks, parent=None) -> None:
        super().__init__(parent)
        self.et = table
        self.looks = looks
        self.items_by_id: dict[str, QGraphicsItem] = {}
        self.selection = None
        self.handles: list[QGraphicsRectItem] = []
        self._trace: tuple[tuple[Point, ...], bool, Point | None] | None = None
        self._snap: Point | None = None
        self.redraw()

    @property
    def table(self):
        return self._table

    def redraw(self) -> None:
        """Draw the table as it is now, and the marks shown on it."""
        self.clear()
        self.handles = []
        self._table = self.et.to_table()
        t = self._table
        self.items_by_id = draw_table(self, t, self.looks)
        self.drawn = {i: x for i, x in self.items_by_id.items() if isinstance(x, FeatureItem)}
        self.labels = {i: x for i, x in self.items_by_id.items() if isinstance(x, QGraphicsSimpleTextItem)}
        k = name_scale(t)
        for label in self.labels.values():
            _grown(label, k)
        for k, (name, outline) in enumerate(t.zones.items()):
            tint = QColor(ZONE_TINTS[k % len(ZONE_TINTS)])
            edge = QPen(tint, 2, Qt.PenStyle.DashLine)
            edge.setCosmetic(True)
            tint.setAlpha(40)
            band = self.addPolygon(QPolygonF([to_scene(t, p) for p in outline]), edge, QBrush(tint))
            band.setZValue(Z_ZONE)
            label = QGraphicsSimpleTextItem(name)
            label.setFont(LABEL_FONT)
            label.setBrush(QColor(ZONE_TINTS[k % len(ZONE_TINTS)]).darker(150))
            x0 = min(x for x, _ in outline)
            y1 = max(y for _, y in outline)
            label.setPos(to_scene(t, (x0, y1)) + QPointF(4, 4) * k)
            label.setTransformOriginPoint(0, 0)
            label.setScale(k)
            label.setZValue(Z_ZONE)
            self.addItem(label)
        margin = 2 * SCALE
        self.setSceneRect(QRectF(-margin, -margin, t.width * SCALE + 2 * margin, t.depth * SCALE + 2 * margin))
        self._show_selection()
        self._show_trace()
        self._show_snap()

    def apply_change(self, change) -> None:
        """Show the table after an edit (a TableChange): the features it moved
        or reshaped redrawn in place (a drag's step costs a path, not the
        scene); anything else (added, removed, renamed, an objective, a zone,
        the table's size) draws the table anew."""
        features = self.et.features
        if (
            change.attributes
            or change.zones
            or change.objectives
            or any(fid not in features or fid not in self.drawn for fid in change.features)
            or any(features[fid].name != self.drawn[fid].feature.name for fid in change.features)
            or any(features[fid].kind != self.drawn[fid].feature.kind for fid in change.features)
        ):
            self.redraw()
            return
        self._table = self.et.to_table()
        for fid in change.features:
            item = self.drawn[fid]
            item.feature = features[fid]
            item.setPath(path_of(self._table, features[fid].area))
            label = self.labels.get(fid + LABEL)
            if label is not None:
                place_label(label, self._table, features[fid])
        self._show_selection()

    def point(self, pos: QPointF) -> Point:
        """A scene position as a point of the table (y up from the first edge)."""
        return (pos.x() / SCALE, self._table.depth - pos.y() / SCALE)

    def scene_point(self, point: Point) -> QPointF:
        return to_scene(self._table, point)

    # --- the selection
    def highlight(self, key) -> None:
        self.selection = key
        self._show_selection()

    def _show_selection(self) -> None:
        for item in [i for i in self.items() if i.data(0) == "selection"]:
            self.removeItem(item)
        self.handles = []
        key = self.selection
        if key is None:
            return
        pen = QPen(QColor(P.SELECTED), 3)
        pen.setCosmetic(True)
        t = self._table
        if key[0] == FEATURE and key[1] in self.et.features:
            f = self.et.features[key[1]]
            outline = self.addPath(path_of(t, f.area), pen)
            outline.setZValue(Z_SELECTION)
            outline.setData(0, "selection")
            if f.line:
                spine = QPainterPath()
                spine.addPolygon(QPolygonF([to_scene(t, p) for p in f.line]))
                middle = self.addPath(spine, QPen(QColor("#1e1b16"), 1, Qt.PenStyle.DashLine))
                middle.setZValue(Z_SELECTION)
                middle.setData(0, "selection")
            for p in f.outline or f.line:
                handle = QGraphicsRectItem(-HANDLE / 2, -HANDLE / 2, HANDLE, HANDLE)
                handle.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
                handle.setPos(to_scene(t, p))
                handle.setBrush(QColor("#fffdf5"))
                handle.setPen(QPen(QColor("#1e1b16"), 1))
                handle.setZValue(Z_HANDLE)
                handle.setData(0, "selection")
                self.addItem(handle)
                self.handles.append(handle)
        elif key[0] == OBJECTIVE and key[1] in self.et.objectives:
            at = to_scene(t, self.et.objectives[key[1]].at)
            ring = self.addEllipse(QRectF(at.x() - 18, at.y() - 18, 36, 36), pen)
            ring.setZValue(Z_SELECTION)
            ring.setData(0, "selection")

    # --- a feature being drawn, and the snap
    def show_trace(self, points: tuple[Point, ...] | None, closed: bool = False, pointer: Point | None = None) -> None:
        """The points drawn so far and the rubber line to the pointer (None: no trace)."""
        self._trace = None if points is None else (tuple(points), closed, pointer)
        self._show_trace()

    def _show_trace(self) -> None:
        for item in [i for i in self.items() if i.data(0) == "trace"]:
            self.removeItem(item)
        if self._trace is None:
            return
        points, closed, pointer = self._trace
        t = self._table
        at = [to_scene(t, p) for p in points]
        if pointer is not None:
            at.append(to_scene(t, pointer))
        if closed and len(at) > 2:
            at.append(at[0])
        path = QPainterPath()
        if at:
            path.addPolygon(QPolygonF(at))
        pen = QPen(QColor(P.TARGET).darker(130), 2)
        pen.setCosmetic(True)
        line = self.addPath(path, pen)
        line.setZValue(Z_TRACE)
        line.setData(0, "trace")
        for p in points:
            dot = QGraphicsRectItem(-3, -3, 6, 6)
            dot.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
            dot.setPos(to_scene(t, p))
            dot.setBrush(pen.color())
            dot.setPen(Qt.PenStyle.NoPen)
            dot.setZValue(Z_TRACE)
            dot.setData(0, "trace")
            self.addItem(dot)

    def show_snap(self, point: Point | None) -> None:
        self._snap = point
        self._show_snap()

    def _show_snap(self) -> None:
        for item in [i for i in self.items() if i.data(0) == "snap"]:
            self.removeItem(item)
        if self._snap is None:
            return
        ring = QGraphicsRectItem(-6, -6, 12, 12)
        ring.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        ring.setPos(to_scene(self._table, self._snap))
        pen = QPen(QColor("#d81b60"), 2)
        ring.setPen(pen)
        ring.setZValue(Z_TRACE)
        ring.setData(0, "snap")
        self.addItem(ring)
