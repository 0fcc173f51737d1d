"""What the editor draws over the map: the snap indicator, the line being
traced, the selection with its vertex handles, the rules' view of the
selected area (neighbours, road-crossed borders, artillery reach) and the
marker of a problem zoomed to. Pens are cosmetic and markers ignore the
zoom, so they keep their size on screen."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem,
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsScene,
)

from gettysburg_desktop.boards.areas.qt.map_items import polygon
from gettysburg_desktop.display import palette as P

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate

Z_RULES, Z_SELECTION, Z_TRACE, Z_HANDLES, Z_SNAP = 20, 21, 22, 23, 24
SNAP_COLOUR = "#d000a0"  # magenta: seen on every terrain and on the background
TRACE_COLOUR = "#d000a0"
SELECT_COLOUR = "#1565c0"
HANDLE = 7  # pixels


def cosmetic(colour: str, width: float, style=Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(QColor(colour), width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    pen.setCosmetic(True)
    return pen


_Item = TypeVar("_Item", bound=QGraphicsItem)


def _inert(item: _Item, z: float) -> _Item:
    item.setZValue(z)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def line_path(points) -> QPainterPath:
    path = QPainterPath()
    if points:
        path.moveTo(QPointF(*points[0]))
        for p in points[1:]:
            path.lineTo(QPointF(*p))
    return path


class SnapIndicator(QGraphicsPathItem):
    """Where a click would put the vertex: a square on a vertex, a diamond on
    a segment, a ring where a click would close the outline; a small cross
    where nothing snaps."""

    def __init__(self) -> None:
        super().__init__()
        _inert(self, Z_SNAP)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.kind = "none"
        self.setVisible(False)

    def show_at(self, point, kind: str) -> None:
        self.kind = kind
        path = QPainterPath()
        r = 6
        if kind == "vertex":
            path.addRect(QRectF(-r, -r, 2 * r, 2 * r))
        elif kind == "segment":
            path.moveTo(0, -r - 1)
            path.lineTo(r + 1, 0)
            path.lineTo(0, r + 1)
            path.lineTo(-r - 1, 0)
            path.closeSubpath()
        elif kind == "close":
            path.addEllipse(QPointF(0, 0), r + 3, r + 3)
        else:
            path.moveTo(-4, 0)
            path.lineTo(4, 0)
            path.moveTo(0, -4)
            path.lineTo(0, 4)
        self.setPath(path)
        self.setPen(QPen(QColor(SNAP_COLOUR), 2.5 if kind != "none" else 1.5))
        self.setPos(QPointF(*point))
        self.setVisible(True)


class TraceItem(QGraphicsPathItem):
    """The line being drawn and the rubber band to the pointer."""

    def __init__(self) -> None:
        super().__init__()
        _inert(self, Z_TRACE)
        self.setPen(cosmetic(TRACE_COLOUR, 2.5))
        self.band = _inert(QGraphicsLineItem(), Z_TRACE)
        self.band.setPen(cosmetic(TRACE_COLOUR, 1.5, Qt.PenStyle.DashLine))
        self.fill = _inert(QGraphicsPolygonItem(), Z_TRACE - 0.1)
        fill = QColor(TRACE_COLOUR)
        fill.setAlpha(40)
        self.fill.setBrush(QBrush(fill))
        self.fill.setPen(QPen(Qt.PenStyle.NoPen))

    def add_to(self, scene: QGraphicsScene) -> None:
        for item in (self, self.band, self.fill):
            scene.addItem(item)
        self.clear()

    def show_points(self, points, pointer=None, closed_preview: bool = False) -> None:
        path = line_path(points)
        for p in points:
            path.addEllipse(QPointF(*p), 0.01, 0.01)  # vertices show as the pen's round dots
        self.setPath(path)
        self.setVisible(bool(points))
        if points and pointer is not None:
            self.band.setLine(QLineF(QPointF(*points[-1]), QPointF(*pointer)))
            self.band.setVisible(True)
        else:
            self.band.setVisible(False)
        if closed_preview and len(points) >= 3:
            self.fill.setPolygon(polygon(points))
            self.fill.setVisible(True)
        else:
            self.fill.setVisible(False)

    def clear(self) -> None:
        self.show_points(())


class Handle(QGraphicsRectItem):
    """A vertex's handle: a small square of constant size on screen."""

    def __init__(self, point, current: bool = False) -> None:
        super().__init__(QRectF(-HANDLE / 2, -HANDLE / 2, HANDLE, HANDLE))
        _inert(self, Z_HANDLES)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.point = point
        self.setPos(QPointF(*point))
        self.setBrush(QBrush(QColor(SNAP_COLOUR if current else "#ffffff")))
        self.setPen(QPen(QColor(SELECT_COLOUR), 1.5))


class SelectionOverlay:
    """The selected item's outline and its vertices' handles."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.outline = _inert(QGraphicsPathItem(), Z_SELECTION)
        self.outline.setPen(cosmetic(SELECT_COLOUR, 3))
        fill = QColor(SELECT_COLOUR)
        fill.setAlpha(28)
        self.fill = QBrush(fill)
        scene.addItem(self.outline)
        self.handles: list[Handle] = []
        self.partner = _inert(QGraphicsPathItem(), Z_SELECTION)  # the first area picked for a merge
        self.partner.setPen(cosmetic("#e69f00", 3, Qt.PenStyle.DashLine))
        scene.addItem(self.partner)

    def show(self, path: QPainterPath | None, vertices=(), current=None, filled: bool = True) -> None:
        self.outline.setPath(path if path is not None else QPainterPath())
        self.outline.setBrush(self.fill if filled else QBrush(Qt.BrushStyle.NoBrush))
        self.outline.setVisible(path is not None)
        for h in self.handles:
            self.scene.removeItem(h)
        self.handles = [Handle(p, p == current) for p in vertices]
        for h in self.handles:
            self.scene.addItem(h)

    def show_partner(self, points) -> None:
        path = QPainterPath()
        if points:
            path.addPolygon(polygon(points))
            path.closeSubpath()
        self.partner.setPath(path)
        self.partner.setVisible(bool(points))


class RulesOverlay:
    """The rules' view of the selected area on the map: edge neighbours
    tinted green, vertex neighbours outlined in orange dashes, the borders a
    road crosses drawn thick, and artillery reach (R-ART-2/3): areas in range
    and in sight in sky blue with the path drawn, the others in range hatched."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.items: list[QGraphicsItem] = []

    def clear(self) -> None:
        for item in self.items:
            self.scene.removeItem(item)
        self.items = []

    def _add(self, item: QGraphicsItem, tip: str = "") -> None:
        _inert(item, Z_RULES)
        if tip:
            item.setToolTip(tip)
        self.scene.addItem(item)
        self.items.append(item)

    def show(self, rules, emap, topology, neighbours: bool = True, reach: bool = False) -> None:
        self.clear()
        if rules is None:
            return
        item: QAbstractGraphicsShapeItem  # a polygon or a path, each added as it is made
        name = lambda a: emap.areas[a].name if a in emap.areas else a  # noqa: E731
        if neighbours:
            for a in rules.edge_neighbours:
                item = QGraphicsPolygonItem(polygon(emap.area(a).polygon))
                fill = QColor(P.LEGAL)
                fill.setAlpha(70)
                item.setBrush(QBrush(fill))
                item.setPen(cosmetic(P.LEGAL, 2))
                self._add(item, _t("RulesOverlay", "{a}: shares a border").format(a=name(a)))
            for a in rules.vertex_neighbours:
                item = QGraphicsPolygonItem(polygon(emap.area(a).polygon))
                item.setPen(cosmetic("#e69f00", 2.5, Qt.PenStyle.DashLine))
                self._add(item, _t("RulesOverlay", "{a}: meets at a point only").format(a=name(a)))
            for pair in rules.road_borders:
                border = topology.border_between(*pair)
                if border is None:
                    continue
                path = QPainterPath()
                for line in border.lines:
                    path.addPath(line_path(line))
                item = QGraphicsPathItem(path)
                item.setPen(cosmetic(P.ROAD, 6))
                self._add(item, _t("RulesOverlay", "a road crosses this border (R-MOVE-2)"))
        if reach and rules.fire is not None:
            fire = rules.fire
            for target, d in fire.in_sight.items():
                item = QGraphicsPolygonItem(polygon(emap.area(target).polygon))
                fill = QColor(P.SKY)
                fill.setAlpha(90)
                item.setBrush(QBrush(fill))
                item.setPen(cosmetic(P.BLUE, 1.5))
                self._add(
                    item, _t("RulesOverlay", "{t}: in range ({d}) and in sight (R-ART-3)").format(t=name(target), d=d)
                )
            for target in fire.blocked:
                item = QGraphicsPolygonItem(polygon(emap.area(target).polygon))
                item.setBrush(QBrush(QColor(P.BLOCKED), Qt.BrushStyle.BDiagPattern))
                item.setPen(cosmetic(P.BLOCKED, 1.5, Qt.PenStyle.DashLine))
                self._add(item, _t("RulesOverlay", "{t}: in range, out of sight (R-ART-3)").format(t=name(target)))
            for target, points in fire.paths.items():
                item = QGraphicsPathItem(line_path(points))
                clear = target in fire.in_sight
                item.setPen(
                    cosmetic(
                        P.BLUE if clear else P.BLOCKED,
                        2 if clear else 1.2,
                        Qt.PenStyle.SolidLine if clear else Qt.PenStyle.DashLine,
                    )
                )
                self._add(item)


class ProblemMarker(QGraphicsEllipseItem):
    """A ring around the problem last zoomed to."""

    def __init__(self) -> None:
        super().__init__(QRectF(-16, -16, 32, 32))
        _inert(self, Z_SNAP)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setPen(QPen(QColor("#d62828"), 3))
        self.setVisible(False)

    def show_at(self, point) -> None:
        self.setPos(QPointF(*point))
        self.setVisible(True)
