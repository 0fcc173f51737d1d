"""Pieces and markers as vector art (QPainter paths, crisp at any zoom).

Each unit type has its own silhouette as well as its side's colour, so shape
alone tells them apart (NATO-style marks): infantry a square with a cross,
elite infantry with a bar across the top, inferior infantry with a broken
frame, cavalry a single slash, artillery a round token with a dot. Damaged
artillery lies on its side (turned 90 degrees, hatched). Cubes tied to a unit
sit beside it; the area's loose cubes lie in a row below its units.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from . import palette as P
from .words import cube_colour, plural, side_name, unit_kind
from .map_items import Z_MARKERS, Z_PIECES

UNIT = 22.0  # a unit token's side, board units
CUBE = 6.0
MARK_COLOURS = {"legal": P.LEGAL, "selected": P.SELECTED, "target": P.TARGET}


def _t(text: str) -> str:
    return QCoreApplication.translate("Pieces", text)


class UnitItem(QGraphicsItem):
    """One unit. ``uid``, ``side``, ``kind``; ``set_state`` updates its cubes
    and damage; ``mark`` its highlight (legal, selected, target)."""

    def __init__(self, uid: str, side: str, kind: str, name: str) -> None:
        super().__init__()
        self.uid, self.side, self.kind, self.name = uid, side, kind, name
        self.cubes = 0
        self.damaged = False
        self.mode = ""
        self.setZValue(Z_PIECES)
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self._tooltip()

    def _tooltip(self) -> None:
        extra = []
        if self.cubes:
            extra.append(plural(self.cubes, _t("{n} cube"), _t("{n} cubes")))
        if self.damaged:
            extra.append(_t("damaged"))
        what = _t("{side} {kind}").format(side=side_name(self.side), kind=unit_kind(self.kind))
        self.setToolTip(f"{self.name}\n{what}" + (f" ({', '.join(extra)})" if extra else ""))

    def set_state(self, cubes: int, damaged: bool) -> None:
        if (cubes, damaged) != (self.cubes, self.damaged):
            self.prepareGeometryChange()
            self.cubes, self.damaged = cubes, damaged
            self.setRotation(90 if damaged else 0)
            self._tooltip()
            self.update()

    def mark(self, mode: str) -> None:
        if mode != self.mode:
            self.mode = mode
            self.update()

    def boundingRect(self) -> QRectF:
        h = UNIT / 2
        extra = CUBE + 2 if self.cubes else 0
        return QRectF(-h - 4, -h - 4, UNIT + 8, UNIT + 8 + extra)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        h = UNIT / 2
        painter.setRenderHint(QPainter.Antialiasing)
        fill = QColor(P.SIDE_FILL[self.side])
        edge = QColor(P.SIDE_EDGE[self.side])
        mark = QColor(P.SIDE_MARK[self.side])
        body = QRectF(-h, -h, UNIT, UNIT)
        if self.mode:
            ring = QPen(QColor(MARK_COLOURS[self.mode]), 3.5)
            painter.setPen(ring)
            painter.setBrush(Qt.NoBrush)
            if self.kind == "artillery":
                painter.drawEllipse(body.adjusted(-2.5, -2.5, 2.5, 2.5))
            else:
                painter.drawRoundedRect(body.adjusted(-2.5, -2.5, 2.5, 2.5), 4, 4)
        painter.setPen(QPen(edge, 1.6))
        painter.setBrush(QBrush(fill))
        inner = body.adjusted(4, 5, -4, -5)
        if self.kind == "artillery":
            painter.drawEllipse(body)
            painter.setBrush(QBrush(mark))
            painter.setPen(Qt.NoPen)
            painter.drawEllipse(QPointF(0, 0), 3.6, 3.6)
            if self.damaged:
                hatch = QColor(edge)
                hatch.setAlpha(140)
                painter.setBrush(QBrush(hatch, Qt.BDiagPattern))
                painter.drawEllipse(body)
        else:
            painter.drawRoundedRect(body, 3, 3)
            pen = QPen(mark, 1.6)
            if self.kind == "inferior":
                frame = QPen(mark, 1.2, Qt.DashLine)
                painter.setPen(frame)
                painter.setBrush(Qt.NoBrush)
                painter.drawRect(inner)
            painter.setPen(pen)
            if self.kind == "cavalry":
                painter.drawLine(inner.bottomLeft(), inner.topRight())
                painter.setBrush(Qt.NoBrush)
                painter.drawRect(inner)
            else:
                painter.drawLine(inner.topLeft(), inner.bottomRight())
                painter.drawLine(inner.bottomLeft(), inner.topRight())
                if self.kind != "inferior":
                    painter.setBrush(Qt.NoBrush)
                    painter.drawRect(inner)
                if self.kind == "elite":
                    painter.setBrush(QBrush(mark))
                    painter.drawRect(QRectF(inner.left(), inner.top() - 3.2, inner.width(), 2.4))
        if self.cubes:
            draw_cubes(painter, f"{self.side}-{self.kind}", self.cubes, QPointF(0, h + 2 + CUBE / 2))


def draw_cubes(painter: QPainter, colour: str, n: int, centre: QPointF) -> None:
    """``n`` cubes of ``colour`` in a row centred at ``centre``."""
    painter.setPen(QPen(QColor("#222222"), 0.8))
    painter.setBrush(QBrush(QColor(P.CUBE.get(colour, "#999999"))))
    width = n * (CUBE + 1) - 1
    x = centre.x() - width / 2
    for k in range(n):
        painter.drawRect(QRectF(x + k * (CUBE + 1), centre.y() - CUBE / 2, CUBE, CUBE))


class PileItem(QGraphicsItem):
    """An area's loose cubes, by colour (R-DMG-1)."""

    def __init__(self) -> None:
        super().__init__()
        self.pile: dict[str, int] = {}
        self.setZValue(Z_PIECES)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_pile(self, pile: dict[str, int]) -> None:
        if pile != self.pile:
            self.prepareGeometryChange()
            self.pile = dict(pile)
            text = ", ".join(f"{n} {cube_colour(c)}" for c, n in sorted(self.pile.items()))
            self.setToolTip(_t("loose cubes (R-DMG-1): {cubes}").format(cubes=text) if text else "")
            self.update()

    def boundingRect(self) -> QRectF:
        n = sum(self.pile.values())
        w = max(1, n) * (CUBE + 1) + 4 * len(self.pile)
        return QRectF(-w / 2 - 1, -CUBE / 2 - 1, w + 2, CUBE + 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        n = sum(self.pile.values())
        x = -(n * (CUBE + 1) + 4 * (len(self.pile) - 1)) / 2
        for colour, k in sorted(self.pile.items()):
            width = k * (CUBE + 1)
            draw_cubes(painter, colour, k, QPointF(x + width / 2, 0))
            x += width + 4


class BlockItem(QGraphicsItem):
    """A command block with its discs (R-BLK, R-ORD-1): its value only for
    its owner (``value`` None: the back of the block)."""

    SIZE = 20.0

    def __init__(self, place: str, side: str) -> None:
        super().__init__()
        self.place, self.side = place, side
        self.value: int | None = None
        self.discs = 0
        self.mode = ""
        self.setZValue(Z_PIECES + 0.5)
        self.setAcceptHoverEvents(True)

    def set_state(self, value: int | None, discs: int) -> None:
        if (value, discs) != (self.value, self.discs):
            self.value, self.discs = value, discs
            n = plural(discs, _t("{n} disc"), _t("{n} discs"))
            if value is not None:
                tip = _t("{side} command block of value {v}, {discs} (R-BLK, R-ORD-1)").format(side=side_name(self.side), v=value, discs=n)
            else:
                tip = _t("{side} command block, {discs}; its value is hidden (R-ACT-2)").format(side=side_name(self.side), discs=n)
            self.setToolTip(tip)
            self.update()

    def mark(self, mode: str) -> None:
        if mode != self.mode:
            self.mode = mode
            self.update()

    def boundingRect(self) -> QRectF:
        s = self.SIZE
        return QRectF(-s / 2 - 4, -s / 2 - 4, s + 8, s + 16)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        s = self.SIZE
        painter.setRenderHint(QPainter.Antialiasing)
        body = QRectF(-s / 2, -s / 2, s, s)
        if self.mode:
            painter.setPen(QPen(QColor(MARK_COLOURS[self.mode]), 3.5))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(body.adjusted(-2.5, -2.5, 2.5, 2.5), 4, 4)
        painter.setPen(QPen(QColor("#111111"), 1.2))
        painter.setBrush(QBrush(QColor(P.BLOCK[self.side])))
        painter.drawRoundedRect(body, 3, 3)
        if self.value is not None:
            painter.setPen(QPen(QColor("#ffffff")))
            font = QFont("DejaVu Sans", 11)
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(body, Qt.AlignCenter, str(self.value))
        painter.setPen(QPen(QColor("#111111"), 0.8))
        painter.setBrush(QBrush(QColor(P.DISC[self.side])))
        for k in range(self.discs):
            painter.drawEllipse(QPointF(-s / 2 + 3.5 + k * 6.5, s / 2 + 5), 3, 3)


class MarkerItem(QGraphicsItem):
    """A disruption marker (an orange disc with D) or an artillery-fire
    marker (a red burst): ``kind`` is ``disruption`` or ``fire``."""

    def __init__(self, kind: str, place: str) -> None:
        super().__init__()
        self.kind, self.place = kind, place
        self.setZValue(Z_MARKERS)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setToolTip(_t("disruption marker (R-DISR)") if kind == "disruption" else _t("artillery-fire marker (R-ART-6)"))

    def boundingRect(self) -> QRectF:
        return QRectF(-9, -9, 18, 18)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        if self.kind == "disruption":
            painter.setPen(QPen(QColor("#5a3a00"), 1.2))
            painter.setBrush(QBrush(QColor(P.DISRUPTION)))
            painter.drawEllipse(QPointF(0, 0), 8, 8)
            font = QFont("DejaVu Sans", 9)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QPen(QColor("#1e1b16")))
            painter.drawText(QRectF(-8, -8, 16, 16), Qt.AlignCenter, "D")
        else:
            path = QPainterPath()
            for k in range(16):
                r = 8.5 if k % 2 == 0 else 4.5
                a = k * math.pi / 8
                p = QPointF(r * math.cos(a), r * math.sin(a))
                if k == 0:
                    path.moveTo(p)
                else:
                    path.lineTo(p)
            path.closeSubpath()
            painter.setPen(QPen(QColor("#5a0d0d"), 1))
            painter.setBrush(QBrush(QColor(P.FIRE_MARKER)))
            painter.drawPath(path)
