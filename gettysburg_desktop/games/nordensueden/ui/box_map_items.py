"""A box map (Norden & Süden) as scene items, drawn from its vector data
(NS-COMP-6): boxes as rounded plates in their starting colour (Union blue,
Confederate grey, white) with their name, an anchor for a port (NS-SEA-2),
a bastion for a permanent fortification (NS-FORT-4), a star for a capital
and the recruitment numbers in small blue and red squares (NS-RECR-3);
links as beige roads, grey railroads with ties and wide blue rivers with a
white arrow pointing downstream (NS-JUMP-2), bending at their via points, a
short blue bar where entering a box crosses a river (a blue side, NS-MOD-3),
and the Potomac marked by name (NS-MOVE-10).

The play window and the map editor draw the map with these same items
(``add_box_map``); positions come from ``boxmap.to_scene``.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem

from gettysburg_desktop.boards.areas.qt.map_items import star_path
from gettysburg_desktop.display import palette as P

from ..rules.boxmap import BOX_SIZE, Box, Link, LinkKind, to_scene
from ..rules.sides import Side

#: a box's plate, scene units (wider where its name needs it)
(BOX_WIDTH, BOX_HEIGHT), BOX_RADIUS = BOX_SIZE, 6.0
#: the marks on a box's top edge: anchor, bastion, star, recruitment squares
MARK = 12.0
#: parallel links between the same two boxes lie this far apart
LINK_GAP = 7.0

# z-order: rivers under roads under railroads under the boxes
Z_LINK = {LinkKind.RIVER: 1.0, LinkKind.ROAD: 1.1, LinkKind.RAIL: 1.2}
Z_BOX = 5.0

#: box plates by starting owner (NS-OCC-1): (fill, edge, text)
BOX_COLOURS = {
    Side.USA: (P.SIDE_FILL["usa"], P.SIDE_EDGE["usa"], "#ffffff"),
    Side.CSA: ("#a7a9ac", "#3d3f42", "#16181a"),
    None: ("#ffffff", "#4a4a4a", "#1e1b16"),
}
ROAD_FILL, ROAD_EDGE = "#dcc38f", "#9c8150"  # beige (NS-COMP-6)
RAIL_LINE = "#6e6e6e"  # grey
RIVER_LINE = P.RIVER  # blue
CROSSING = "#0b3d7a"  # a blue side
RECRUIT = {Side.USA: "#0072b2", Side.CSA: "#c0392b"}  # blue and red squares

NAME_FONT = QFont("DejaVu Sans")
NAME_FONT.setPixelSize(11)
NAME_FONT.setBold(True)
MARK_FONT = QFont("DejaVu Sans")
MARK_FONT.setPixelSize(9)
MARK_FONT.setBold(True)
POTOMAC_FONT = QFont("DejaVu Serif")
POTOMAC_FONT.setPixelSize(11)
POTOMAC_FONT.setItalic(True)


def fit_name(name: str) -> tuple[QFont, float]:
    """The font a box's name is written in and the plate's width: 11 px if
    the name fits 70 units, else smaller down to 8 px, else a wider plate."""
    font = QFont(NAME_FONT)
    for px in (11, 10, 9, 8):
        font.setPixelSize(px)
        width = QFontMetricsF(font).horizontalAdvance(name)
        if width <= BOX_WIDTH - 8:
            return font, BOX_WIDTH
    return font, math.ceil(width + 10)


def box_rect(box: Box) -> QRectF:
    """The box's plate in scene units (centred on its position)."""
    _font, width = fit_name(box.name)
    x, y = box.position
    return QRectF(x - width / 2, y - BOX_HEIGHT / 2, width, BOX_HEIGHT)


def anchor_path(c: QPointF, r: float) -> QPainterPath:
    """An anchor (a port, NS-SEA-2) in a circle of radius ``r`` at ``c``."""
    path = QPainterPath()
    path.addEllipse(QPointF(c.x(), c.y() - r * 0.55), r * 0.18, r * 0.18)
    path.moveTo(c.x(), c.y() - r * 0.38)
    path.lineTo(c.x(), c.y() + r * 0.62)
    path.moveTo(c.x() - r * 0.35, c.y() - r * 0.12)
    path.lineTo(c.x() + r * 0.35, c.y() - r * 0.12)
    path.moveTo(c.x() - r * 0.62, c.y() + r * 0.12)
    path.quadTo(c.x() - r * 0.5, c.y() + r * 0.62, c.x(), c.y() + r * 0.62)
    path.quadTo(c.x() + r * 0.5, c.y() + r * 0.62, c.x() + r * 0.62, c.y() + r * 0.12)
    return path


def bastion_path(c: QPointF, r: float) -> QPainterPath:
    """A four-pointed bastion trace (a permanent fortification, NS-FORT-4)."""
    points = []
    for k in range(8):
        rr = r if k % 2 == 0 else r * 0.55
        a = -math.pi / 2 + k * math.pi / 4
        points.append(QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a)))
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


class BoxItem(QGraphicsItem):
    """One box: its plate, name and marks. ``place`` is its id."""

    def __init__(self, box: Box) -> None:
        super().__init__()
        self.setZValue(Z_BOX)
        self.highlighted = False
        self.set_box(box)

    def set_box(self, box: Box) -> None:
        """Draw ``box`` (a changed record of the same box, or after an id change)."""
        self.prepareGeometryChange()
        self.box = box
        self.place = box.id
        self.font, width = fit_name(box.name)
        self.plate = QRectF(-width / 2, -BOX_HEIGHT / 2, width, BOX_HEIGHT)
        self.setPos(*box.position)
        self.setToolTip(box.name)
        self.update()

    def set_highlighted(self, on: bool) -> None:
        """The selection's halo (the editor's selected box, the window's chosen one)."""
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def boundingRect(self) -> QRectF:
        return self.plate.adjusted(-5, -MARK / 2 - 3, 5, 5)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.plate, BOX_RADIUS, BOX_RADIUS)
        return path

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        box = self.box
        fill, edge, text = BOX_COLOURS.get(box.owner, BOX_COLOURS[None])
        painter.setRenderHint(QPainter.Antialiasing)
        if self.highlighted:
            painter.setPen(QPen(QColor(P.SELECTED), 6))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(self.plate.adjusted(-2, -2, 2, 2), BOX_RADIUS + 2, BOX_RADIUS + 2)
        painter.setPen(QPen(QColor(edge), 1.5))
        painter.setBrush(QBrush(QColor(fill)))
        painter.drawRoundedRect(self.plate, BOX_RADIUS, BOX_RADIUS)
        painter.setFont(self.font)
        painter.setPen(QColor(text))
        painter.drawText(self.plate.adjusted(3, 1, -3, 0), Qt.AlignCenter, box.name)
        self._paint_marks(painter)

    def marks(self) -> list[tuple[object, QRectF]]:
        """The marks on the plate's top edge and where they stand (item
        coordinates): on the left the capital's star, the fortress's bastion
        and the port's anchor ("capital", "fortress", "port"), on the right
        the recruitment numbers (their Side), blue then red (NS-RECR-3)."""
        top = self.plate.top()
        out: list[tuple[object, QRectF]] = []
        x = self.plate.left() + 1
        for badge, on in (("capital", box_capital(self.box)), ("fortress", self.box.fortress), ("port", self.box.port)):
            if on:
                out.append((badge, QRectF(x, top - MARK / 2, MARK, MARK)))
                x += MARK + 1
        x = self.plate.right() - 1
        for side in (Side.CSA, Side.USA):
            if self.box.recruitment(side) > 0:
                out.append((side, QRectF(x - MARK, top - MARK / 2, MARK, MARK)))
                x -= MARK + 1
        return out

    def _paint_marks(self, painter: QPainter) -> None:
        painter.setFont(MARK_FONT)
        for mark, rect in self.marks():
            c = rect.center()
            if isinstance(mark, Side):
                painter.setPen(QPen(QColor("#ffffff"), 1))
                painter.setBrush(QBrush(QColor(RECRUIT[mark])))
                painter.drawRect(rect)
                painter.setPen(QColor("#ffffff"))
                painter.drawText(rect, Qt.AlignCenter, str(self.box.recruitment(mark)))
                continue
            painter.setPen(QPen(QColor("#1e1b16"), 1))
            painter.setBrush(QBrush(QColor("#fffdf5")))
            painter.drawEllipse(c, MARK / 2, MARK / 2)
            if mark == "capital":
                painter.setPen(Qt.NoPen)
                painter.setBrush(QBrush(QColor("#c0392b")))
                painter.drawPath(star_path(c.x(), c.y(), MARK * 0.42))
            elif mark == "fortress":
                painter.setPen(QPen(QColor("#1e1b16"), 0.8))
                painter.setBrush(QBrush(QColor("#5b3a1a")))
                painter.drawPath(bastion_path(c, MARK * 0.42))
            else:
                pen = QPen(QColor("#0b2f55"), 1.1)
                pen.setCapStyle(Qt.RoundCap)
                painter.setPen(pen)
                painter.setBrush(Qt.NoBrush)
                painter.drawPath(anchor_path(c, MARK * 0.45))


def box_capital(box: Box) -> bool:
    return bool(getattr(box, "capital", False))


def link_offsets(links: Mapping[Hashable, Link]) -> dict[Hashable, float]:
    """How far each link lies beside the straight line between its boxes: 0
    for a link alone, ±LINK_GAP/2, ... where several join the same two boxes
    (a road beside a railroad), so that each is seen."""
    by_pair: dict[tuple[str, str], list[Hashable]] = {}
    for key, link in links.items():
        by_pair.setdefault(tuple(sorted((link.a, link.b))), []).append(key)
    offsets = {}
    for (a, _b), keys in by_pair.items():
        keys.sort(key=lambda k: list(LinkKind).index(links[k].kind))
        n = len(keys)
        for i, key in enumerate(keys):
            off = (i - (n - 1) / 2) * LINK_GAP
            offsets[key] = off if links[key].a == a else -off  # the same side whichever way it was drawn
    return offsets


def _exit_point(rect: QRectF, inside: QPointF, outside: QPointF) -> QPointF:
    """Where the segment from ``inside`` (in ``rect``) to ``outside`` leaves the rectangle."""
    dx, dy = outside.x() - inside.x(), outside.y() - inside.y()
    ts = []
    if dx:
        ts += [(rect.left() - inside.x()) / dx, (rect.right() - inside.x()) / dx]
    if dy:
        ts += [(rect.top() - inside.y()) / dy, (rect.bottom() - inside.y()) / dy]
    t = min((t for t in ts if t > 0), default=0.0)
    t = min(t, 1.0)
    return QPointF(inside.x() + dx * t, inside.y() + dy * t)


class LinkItem(QGraphicsItem):
    """One link between two boxes, by kind; ``key`` is what the scene knows it by."""

    def __init__(self, key: Hashable, link: Link, box_a: Box, box_b: Box, offset: float = 0.0) -> None:
        super().__init__()
        self.key = key
        self.highlighted = False
        self.set_link(link, box_a, box_b, offset)

    def set_link(self, link: Link, box_a: Box, box_b: Box, offset: float = 0.0) -> None:
        self.prepareGeometryChange()
        self.link = link
        self.setZValue(Z_LINK[link.kind])
        points = [QPointF(*box_a.position)]
        points += [QPointF(*to_scene(lat, lon)) for lat, lon in link.via]
        points.append(QPointF(*box_b.position))
        if offset:
            points = _offset(points, offset)
        self.points = points
        self.path = QPainterPath(points[0])
        for p in points[1:]:
            self.path.lineTo(p)
        self.rect_a, self.rect_b = box_rect(box_a), box_rect(box_b)
        self.rect_a.translate(points[0] - QPointF(*box_a.position))
        self.rect_b.translate(points[-1] - QPointF(*box_b.position))
        stroker = QPainterPathStroker()
        stroker.setWidth(12)
        self._shape = stroker.createStroke(self.path)
        self._bounds = self._shape.boundingRect().adjusted(-30, -12, 30, 12)
        self.update()

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        kind = self.link.kind
        if self.highlighted:
            painter.setPen(QPen(QColor(P.SELECTED), 18, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            painter.drawPath(self.path)
        if kind is LinkKind.RIVER:
            self._paint_river(painter)
        elif kind is LinkKind.RAIL:
            self._paint_rail(painter)
        else:
            painter.setPen(QPen(QColor(ROAD_EDGE), 5.5, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            painter.drawPath(self.path)
            painter.setPen(QPen(QColor(ROAD_FILL), 3.5, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            painter.drawPath(self.path)
        self._paint_crossings(painter)

    def _paint_river(self, painter: QPainter) -> None:
        link = self.link
        pen = QPen(QColor(RIVER_LINE), 7, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)
        if link.potomac:
            painter.setPen(QPen(QColor("#0b2f55"), 10, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            painter.drawPath(self.path)
        painter.setPen(pen)
        painter.drawPath(self.path)
        mid, angle = self._middle()
        if link.downstream is not None:
            if link.downstream == link.a:
                angle += 180.0
            painter.save()
            painter.translate(mid)
            painter.rotate(angle)
            arrow = QPolygonF([QPointF(6, 0), QPointF(-5, -3.6), QPointF(-2.5, 0), QPointF(-5, 3.6)])
            painter.setPen(Qt.NoPen)
            painter.setBrush(QBrush(QColor("#ffffff")))
            painter.drawPolygon(arrow)
            painter.restore()
        if link.potomac:
            painter.save()
            painter.translate(mid)
            a = angle % 360.0
            painter.rotate(a - 180.0 if 90.0 < a < 270.0 else a)
            painter.setFont(POTOMAC_FONT)
            painter.setPen(QColor("#0b2f55"))
            painter.drawText(QRectF(-40, -20, 80, 14), Qt.AlignCenter, "Potomac")
            painter.restore()

    def _paint_rail(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor(RAIL_LINE), 2.6, Qt.SolidLine, Qt.FlatCap, Qt.RoundJoin))
        painter.drawPath(self.path)
        tie = QPen(QColor(RAIL_LINE), 1.4, Qt.SolidLine, Qt.FlatCap)
        painter.setPen(tie)
        length = self.path.length()
        step = 9.0
        s = step / 2
        while s < length:
            t = self.path.percentAtLength(s)
            p = self.path.pointAtPercent(t)
            a = math.radians(-self.path.angleAtPercent(t))
            nx, ny = -math.sin(a) * 4.5, math.cos(a) * 4.5
            painter.drawLine(QLineF(p.x() - nx, p.y() - ny, p.x() + nx, p.y() + ny))
            s += step

    def _paint_crossings(self, painter: QPainter) -> None:
        """A short blue bar across the link where it enters a box across a river (NS-MOD-3)."""
        if not self.link.crossing:
            return
        pts = self.points
        for end, rect, inside, outside in (
            (self.link.a, self.rect_a, pts[0], pts[1]),
            (self.link.b, self.rect_b, pts[-1], pts[-2]),
        ):
            if end not in self.link.crossing:
                continue
            edge = _exit_point(rect, inside, outside)
            line = QLineF(inside, outside)
            if line.length() == 0:
                continue
            u = line.unitVector()
            ux, uy = u.dx(), u.dy()
            c = QPointF(edge.x() + ux * 7, edge.y() + uy * 7)
            nx, ny = -uy * 10, ux * 10
            painter.setPen(QPen(QColor(CROSSING), 4, Qt.SolidLine, Qt.RoundCap))
            painter.drawLine(QLineF(c.x() - nx, c.y() - ny, c.x() + nx, c.y() + ny))

    def _middle(self) -> tuple[QPointF, float]:
        """The point at mid-length and the direction a → b there (degrees, clockwise on screen)."""
        t = self.path.percentAtLength(self.path.length() / 2)
        return self.path.pointAtPercent(t), -self.path.angleAtPercent(t)


def _offset(points: list[QPointF], offset: float) -> list[QPointF]:
    """The line moved ``offset`` units to its left (seen from its first point)."""
    a, b = points[0], points[-1]
    line = QLineF(a, b)
    if line.length() == 0:
        return points
    u = line.unitVector()
    nx, ny = u.dy() * offset, -u.dx() * offset
    return [QPointF(p.x() + nx, p.y() + ny) for p in points]


def add_box_map(scene, boxes: Mapping[str, Box], links: Mapping[Hashable, Link]):
    """Draw ``boxes`` and ``links`` in ``scene``: (box id -> BoxItem, link key -> LinkItem).
    A link whose end is not among the boxes is left out."""
    box_items = {box_id: BoxItem(box) for box_id, box in boxes.items()}
    for item in box_items.values():
        scene.addItem(item)
    offsets = link_offsets(links)
    link_items = {}
    for key, link in links.items():
        if link.a in boxes and link.b in boxes:
            item = LinkItem(key, link, boxes[link.a], boxes[link.b], offsets[key])
            scene.addItem(item)
            link_items[key] = item
    return box_items, link_items


def draw_box_map(scene, boxmap):
    """Draw the whole ``boxmap`` (a ``nordensueden.boxmap.BoxMap``) in ``scene``:
    (box id -> BoxItem, ``Link.key`` -> LinkItem), for the play window."""
    return add_box_map(scene, boxmap.box, {link.key: link for link in boxmap.links})
