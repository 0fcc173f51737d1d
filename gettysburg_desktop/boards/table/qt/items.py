"""The free table drawn: its cloth, its terrain features by kind, the sector
grid with each sector's name, the objectives with their points, and bases
with their front edge and facing. The play window and the table editor draw
with these same items (``draw_table``); a game gives each kind of feature
its look (``Look``) and each side its colours.

The table's y runs up from the first player's edge; the scene's runs down.
``to_scene`` / ``from_scene`` turn one into the other, ``SCALE`` scene units
to the game's unit (an inch is 20 units: a 1-inch base is 20 pixels at 100%).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import shapely
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.display import palette as P

from ..bases import Point, Pose, Size, corners
from ..table import Feature, Objective, Table

#: scene units per unit of the table (an inch, a millimetre ...)
SCALE = 20.0
CLOTH = "#b9c48f"  # the table's cloth: a pale field green
GRID = "#5d6b3a"

Z_CLOTH, Z_AREA, Z_LINE, Z_GRID, Z_OBJECTIVE, Z_BASE = 0.0, 1.0, 2.0, 3.0, 4.0, 5.0

LABEL_FONT = QFont("DejaVu Sans")
LABEL_FONT.setPixelSize(11)
LABEL_FONT.setBold(True)


@dataclass(frozen=True)
class Look:
    """How a kind of feature is drawn: its fill, its edge, and a brush pattern
    (``Qt.BrushStyle``) that tells it apart without its colour."""

    fill: str
    edge: str
    pattern: Qt.BrushStyle = Qt.BrushStyle.SolidPattern
    #: a line feature's own width is drawn; an area's edge this wide
    edge_width: float = 1.5


#: a kind no game gave a look
PLAIN = Look("#d9d2b6", "#6b6450")


def to_scene(table: Table, point: Point, scale: float = SCALE) -> QPointF:
    """A table point in scene units (x right, y down from the far edge)."""
    return QPointF(point[0] * scale, (table.depth - point[1]) * scale)


def from_scene(table: Table, pos: QPointF, scale: float = SCALE) -> Point:
    return (pos.x() / scale, table.depth - pos.y() / scale)


def path_of(table: Table, shape: BaseGeometry, scale: float = SCALE) -> QPainterPath:
    """A shapely polygon (or several, with holes) as a painter path in scene units."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for poly in getattr(shape, "geoms", [shape]):
        if not isinstance(poly, shapely.Polygon) or poly.is_empty:
            continue
        for ring in (poly.exterior, *poly.interiors):
            path.addPolygon(QPolygonF([to_scene(table, (x, y), scale) for x, y in ring.coords]))
            path.closeSubpath()
    return path


class FeatureItem(QGraphicsPathItem):
    """A terrain feature: its ground in its kind's look; ``feature`` is its record."""

    def __init__(self, table: Table, feature: Feature, look: Look, scale: float = SCALE) -> None:
        super().__init__(path_of(table, feature.area, scale))
        self.feature = feature
        self.setZValue(Z_LINE if feature.is_line else Z_AREA)
        brush = QBrush(QColor(look.fill), look.pattern)
        self.setBrush(brush)
        pen = QPen(QColor(look.edge), look.edge_width)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setToolTip(f"{feature.name or feature.id} ({feature.kind})")


class SectorGrid(QGraphicsItem):
    """The sector grid: thin dashed lines and each sector's name in its corner."""

    def __init__(self, table: Table, scale: float = SCALE) -> None:
        super().__init__()
        self.table, self.per_unit = table, scale
        self.setZValue(Z_GRID)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.table.width * self.per_unit, self.table.depth * self.per_unit)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        t, s = self.table, self.per_unit
        pen = QPen(QColor(GRID), 1, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        painter.setPen(pen)
        for r in range(1, t.rows):
            y = (t.depth - r * t.sector) * s
            painter.drawLine(QPointF(0, y), QPointF(t.width * s, y))
        for c in range(1, t.columns):
            x = c * t.sector * s
            painter.drawLine(QPointF(x, 0), QPointF(x, t.depth * s))
        painter.setFont(LABEL_FONT)
        painter.setPen(QColor(GRID))
        for name, square in t.sectors():
            x0, y0, _x1, _y1 = square.bounds
            corner = to_scene(t, (x0, y0), s)
            painter.drawText(QRectF(corner.x() + 3, corner.y() - 17, 60, 15), Qt.AlignmentFlag.AlignLeft, name)


class ObjectiveItem(QGraphicsItem):
    """An objective marker: a ringed disc with its points."""

    RADIUS = 0.5  # in the table's unit

    def __init__(self, table: Table, objective: Objective, scale: float = SCALE) -> None:
        super().__init__()
        self.objective = objective
        self.r = self.RADIUS * scale
        self.setPos(to_scene(table, objective.at, scale))
        self.setZValue(Z_OBJECTIVE)
        # a game whose objectives are worth what the side capturing them makes of them gives no points here
        self.setToolTip(
            f"objective {objective.called}: {objective.points} points"
            if objective.points
            else f"objective {objective.called}"
        )

    def boundingRect(self) -> QRectF:
        return QRectF(-self.r - 2, -self.r - 2, 2 * self.r + 4, 2 * self.r + 4)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#1e1b16"), 2))
        painter.setBrush(QColor("#fffdf5"))
        painter.drawEllipse(QPointF(0, 0), self.r, self.r)
        painter.setPen(QPen(QColor(P.RECENT), 2))
        painter.drawEllipse(QPointF(0, 0), self.r * 0.72, self.r * 0.72)
        if not self.objective.points:
            painter.setBrush(QColor("#1e1b16"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QPointF(0, 0), self.r * 0.3, self.r * 0.3)
            return
        painter.setFont(LABEL_FONT)
        painter.setPen(QColor("#1e1b16"))
        painter.drawText(
            QRectF(-self.r, -self.r, 2 * self.r, 2 * self.r), Qt.AlignmentFlag.AlignCenter, str(self.objective.points)
        )


class BaseItem(QGraphicsItem):
    """A base: its rectangle in its side's colours, its front edge bold, and
    a small arrow of its facing; ``key`` is what the scene knows it by."""

    def __init__(
        self, table: Table, key: str, pose: Pose, size: Size, fill: str, edge: str, scale: float = SCALE
    ) -> None:
        super().__init__()
        self.table, self.key, self.per_unit = table, key, scale
        self.fill, self.edge = fill, edge
        self.setZValue(Z_BASE)
        self.set_pose(pose, size)

    def set_pose(self, pose: Pose, size: Size) -> None:
        self.prepareGeometryChange()
        self.pose, self.size = pose, size
        self.points = [to_scene(self.table, c, self.per_unit) for c in corners(pose, size)]
        self.update()

    def boundingRect(self) -> QRectF:
        return QPolygonF(self.points).boundingRect().adjusted(-3, -3, 3, 3)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(QPolygonF(self.points))
        path.closeSubpath()
        return path

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fl, fr, rr, rl = self.points
        painter.setPen(QPen(QColor(self.edge), 1.2))
        painter.setBrush(QColor(self.fill))
        painter.drawPolygon(QPolygonF(self.points))
        painter.setPen(QPen(QColor(self.edge), 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawLine(fl, fr)  # the front edge
        mid_front = (fl + fr) / 2
        centre = (fl + fr + rr + rl) / 4
        painter.setPen(QPen(QColor(self.edge), 1.2))
        painter.drawLine(centre, centre + (mid_front - centre) * 0.7)


class BasesItem(QGraphicsItem):
    """Bases that move as one (a unit on the table): each base's rectangle in
    its side's ``fill`` with a thin ``edge``; the front edge bold in
    ``front_colour`` (the unit's common front where it has one, else each
    base's own) and a chevron ahead of each front's middle, so that the
    facing reads at every zoom; a ``glow`` around the whole where the window
    marks it. A ghost (``ghost=True``) is drawn see-through with a dashed
    outline. ``key`` is what the scene knows it by."""

    GLOW_WIDTH = 7.0  # pixels, whatever the zoom

    def __init__(
        self,
        table: Table,
        key: str,
        fill: str,
        edge: str,
        front_colour: str = "#fffdf5",
        scale: float = SCALE,
        ghost: bool = False,
        marks: float | None = None,
    ) -> None:
        super().__init__()
        self.table, self.key, self.per_unit = table, key, scale
        #: the scene length the front edge and the chevron are sized by (an inch's; a game in
        #: millimetres gives its own)
        self.mark_size = marks if marks is not None else scale
        self.fill, self.edge, self.front_colour, self.ghost = fill, edge, front_colour, ghost
        self.glow: str | None = None
        self.bases: list[list[QPointF]] = []
        self.fronts: list[tuple[QPointF, QPointF]] = []
        self.outline = QPainterPath()
        self._bounds = QRectF()
        self.setZValue(Z_BASE + 1 if ghost else Z_BASE)

    def set_bases(self, bases: Sequence[tuple[Pose, Size]], front: tuple[Point, Point] | None = None) -> None:
        """The bases where they stand now; ``front``: the two ends of the unit's
        common front edge (left, right as seen from behind), None: each base's own."""
        self.prepareGeometryChange()
        self.bases = [[to_scene(self.table, c, self.per_unit) for c in corners(p, s)] for p, s in bases]
        if front is not None:
            self.fronts = [
                (to_scene(self.table, front[0], self.per_unit), to_scene(self.table, front[1], self.per_unit))
            ]
        else:
            self.fronts = [(b[0], b[1]) for b in self.bases]
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for b in self.bases:
            path.addPolygon(QPolygonF(b))
            path.closeSubpath()
        self.outline = path.simplified()
        self._bounds = self.outline.boundingRect().adjusted(-20, -20, 20, 20)  # the chevron, the glow at the least zoom
        self.update()

    def set_colours(self, fill: str, edge: str) -> None:
        if (fill, edge) != (self.fill, self.edge):
            self.fill, self.edge = fill, edge
            self.update()

    def set_glow(self, colour: str | None) -> None:
        """The window's mark around the whole (a colour of display/palette.py), or none."""
        if colour != self.glow:
            self.glow = colour
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self.outline

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.glow:
            colour = QColor(self.glow)
            colour.setAlpha(200)
            pen = QPen(colour, self.GLOW_WIDTH)
            pen.setCosmetic(True)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self.outline)
        fill = QColor(self.fill)
        if self.ghost:
            fill.setAlpha(110)
        thin = QPen(QColor(self.edge), 1.0)
        thin.setCosmetic(True)
        painter.setPen(thin)
        painter.setBrush(fill)
        for b in self.bases:
            painter.drawPolygon(QPolygonF(b))
        outer = QPen(QColor(self.edge), 1.6, Qt.PenStyle.DashLine if self.ghost else Qt.PenStyle.SolidLine)
        outer.setCosmetic(True)
        painter.setPen(outer)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.outline)
        s = self.mark_size
        for left, right in self.fronts:
            painter.setPen(QPen(QColor(self.front_colour), 0.22 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            along = right - left
            length = (along.x() ** 2 + along.y() ** 2) ** 0.5 or 1.0
            ux, uy = along.x() / length, along.y() / length
            ahead = QPointF(uy, -ux)  # the front's outward normal (left to right, clockwise seen from above)
            inset = ahead * (-0.14 * s)
            painter.drawLine(left + inset, right + inset)
            mid = (left + right) / 2
            half = min(0.45 * s, length / 3)
            tip = mid + ahead * (0.5 * s)
            chevron = QPolygonF([mid + QPointF(ux, uy) * half, tip, mid - QPointF(ux, uy) * half])
            edge = QPen(QColor(self.edge), 1.0)
            edge.setCosmetic(True)
            painter.setPen(edge)
            painter.setBrush(QColor(self.edge if not self.ghost else self.fill))
            painter.drawPolygon(chevron)


#: the key of a feature's name in ``draw_table``'s items: its id and this ("birch-wood#name")
LABEL = "#name"


def place_label(label: QGraphicsSimpleTextItem, table: Table, feature: Feature, scale: float = SCALE) -> None:
    """Centre an area's name on a point inside it."""
    centre = feature.area.representative_point()
    at = to_scene(table, (centre.x, centre.y), scale)
    label.setPos(at - QPointF(label.boundingRect().width() / 2, label.boundingRect().height() / 2))


def draw_table(
    scene: QGraphicsScene, table: Table, looks: Mapping[str, Look], scale: float = SCALE
) -> dict[str, QGraphicsItem]:
    """Draw ``table`` in ``scene``: the cloth, every feature in its kind's look
    (``PLAIN`` for a kind not in ``looks``), the sector grid, the objectives.
    Returns the items by id ("cloth", "grid", each feature's and objective's,
    an area's name under its id and ``LABEL``)."""
    items: dict[str, QGraphicsItem] = {}
    cloth = scene.addRect(
        QRectF(0, 0, table.width * scale, table.depth * scale), QPen(QColor("#3d3a2a"), 2), QColor(CLOTH)
    )
    cloth.setZValue(Z_CLOTH)
    items["cloth"] = cloth
    for feature in table.features:
        item = FeatureItem(table, feature, looks.get(feature.kind, PLAIN), scale)
        scene.addItem(item)
        items[feature.id] = item
        if feature.name and not feature.is_line:
            label = QGraphicsSimpleTextItem(feature.name)
            label.setFont(LABEL_FONT)
            label.setBrush(QColor("#1e1b16"))
            place_label(label, table, feature, scale)
            label.setZValue(Z_GRID)
            scene.addItem(label)
            items[feature.id + LABEL] = label
    if table.sector:
        grid = SectorGrid(table, scale)
        scene.addItem(grid)
        items["grid"] = grid
    for objective in table.objectives:
        marker = ObjectiveItem(table, objective, scale)
        scene.addItem(marker)
        items[objective.id] = marker
    return items
