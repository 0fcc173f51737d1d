"""A box map (Norden & Süden) as scene items, drawn from its vector data
(NS-COMP-6): boxes as rounded plates in their starting colour (Union blue,
Confederate grey, white) with their name, an anchor for a port (NS-SEA-2),
a bastion for a permanent fortification (NS-FORT-4), a star for a capital
and the recruitment numbers in small blue and red squares (NS-RECR-3);
links as beige roads, grey railroads with ties and wide blue rivers with a
white arrow pointing downstream (NS-JUMP-2), bending at their via points, a
short blue bar where entering a box crosses a river (a blue side, NS-MOD-3),
and the Potomac marked by name (NS-MOVE-10).

The board's items (boards/boxes/qt/items.py: the plate, the name, the line
through its bends, the selection's halo) with this game's colours and marks;
the play window and the map editor draw the map with them (``add_box_map``).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from gettysburg_desktop.boards.areas.qt.map_items import star_path
from gettysburg_desktop.boards.boxes.qt import items as board
from gettysburg_desktop.boards.boxes.qt.items import BOX_HEIGHT, BOX_RADIUS, BOX_WIDTH, box_rect, exit_point, fit_name
from gettysburg_desktop.display import palette as P

from ..rules.boxmap import Box, Link, LinkKind
from ..rules.sides import Side

__all__ = ["BOX_HEIGHT", "BOX_RADIUS", "BOX_WIDTH", "BoxItem", "LinkItem", "add_box_map", "box_rect", "fit_name"]

#: the marks on a box's top edge: anchor, bastion, star, recruitment squares
MARK = 12.0

# z-order: rivers under roads under railroads under the boxes
Z_LINK = {LinkKind.RIVER: 1.0, LinkKind.ROAD: 1.1, LinkKind.RAIL: 1.2}

#: box plates by starting owner (NS-OCC-1): (fill, edge, text)
BOX_COLOURS = {
    Side.USA: (P.SIDE_FILL["usa"], P.SIDE_EDGE["usa"], "#ffffff"),
    Side.CSA: ("#a7a9ac", "#3d3f42", "#16181a"),
    None: board.PLAIN,
}
ROAD_FILL, ROAD_EDGE = "#dcc38f", "#9c8150"  # beige (NS-COMP-6)
RAIL_LINE = "#6e6e6e"  # grey
RIVER_LINE = P.RIVER  # blue
CROSSING = "#0b3d7a"  # a blue side
RECRUIT = {Side.USA: "#0072b2", Side.CSA: "#c0392b"}  # blue and red squares

MARK_FONT = QFont("DejaVu Sans")
MARK_FONT.setPixelSize(9)
MARK_FONT.setBold(True)
POTOMAC_FONT = QFont("DejaVu Serif")
POTOMAC_FONT.setPixelSize(11)
POTOMAC_FONT.setItalic(True)


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


class BoxItem(board.BoxItem):
    """One box: its plate in its starting colour, its name and marks. ``place`` is its id."""

    box: Box

    def colours(self) -> tuple[str, str, str]:
        return BOX_COLOURS.get(self.box.owner, BOX_COLOURS[None])

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

    def paint_marks(self, painter: QPainter) -> None:
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
    """The board's ``link_offsets``, side by side in the order river, road, railroad."""
    return board.link_offsets(links, order=lambda link: list(LinkKind).index(link.kind))


class LinkItem(board.LinkItem):
    """One link between two boxes, by kind; ``key`` is what the scene knows it by."""

    link: Link

    def z_for(self, link: Link) -> float:
        return Z_LINK[link.kind]

    def paint_line(self, painter: QPainter) -> None:
        kind = self.link.kind
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
        mid, angle = self.middle()
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
            edge = exit_point(rect, inside, outside)
            line = QLineF(inside, outside)
            if line.length() == 0:
                continue
            u = line.unitVector()
            ux, uy = u.dx(), u.dy()
            c = QPointF(edge.x() + ux * 7, edge.y() + uy * 7)
            nx, ny = -uy * 10, ux * 10
            painter.setPen(QPen(QColor(CROSSING), 4, Qt.SolidLine, Qt.RoundCap))
            painter.drawLine(QLineF(c.x() - nx, c.y() - ny, c.x() + nx, c.y() + ny))


def add_box_map(scene, boxes: Mapping[str, Box], links: Mapping[Hashable, Link]):
    """Draw ``boxes`` and ``links`` in ``scene`` (the board's ``add_box_map``
    with this game's items): (box id -> BoxItem, link key -> LinkItem)."""
    return board.add_box_map(scene, boxes, links, BoxItem, LinkItem, link_offsets(links))


def draw_box_map(scene, boxmap):
    """Draw the whole ``boxmap`` (a ``nordensueden.boxmap.BoxMap``) in ``scene``:
    (box id -> BoxItem, ``Link.key`` -> LinkItem), for the play window."""
    return add_box_map(scene, boxmap.box, {link.key: link for link in boxmap.links})
