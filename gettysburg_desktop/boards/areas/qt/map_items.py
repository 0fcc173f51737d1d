"""The map as scene items, drawn from the map file's vector data: terrain
fills, woods, rivers, roads and the railroad, hill and ridge symbols, stars,
area names and the entry boxes (tools/render_map.py draws the README's map
with them, through the board scene)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

from gettysburg_desktop.boards.areas.shapes import AreaShape, EntryBoxShape
from gettysburg_desktop.display import palette as P

# z-order of the layers
Z_TERRAIN, Z_SCENERY, Z_ROADS, Z_BORDERS, Z_SYMBOLS, Z_HIGHLIGHT, Z_LABELS, Z_MARKERS, Z_PIECES, Z_OVERLAY = range(10)

LABEL_FONT = QFont("DejaVu Sans", 11)
LABEL_FONT.setBold(True)
BOX_FONT = QFont("DejaVu Sans", 10)
BOX_FONT.setBold(True)


def polygon(points) -> QPolygonF:
    return QPolygonF([QPointF(float(x), float(y)) for x, y in points])


def star_path(cx: float, cy: float, r: float) -> QPainterPath:
    path = QPainterPath()
    for k in range(10):
        rr = r if k % 2 == 0 else r * 0.42
        a = -math.pi / 2 + k * math.pi / 5
        p = QPointF(cx + rr * math.cos(a), cy + rr * math.sin(a))
        if k == 0:
            path.moveTo(p)
        else:
            path.lineTo(p)
    path.closeSubpath()
    return path


class AreaItem(QGraphicsPolygonItem):
    """One area: its terrain fill and border. ``place`` is its id."""

    def __init__(self, shape: AreaShape) -> None:
        super().__init__(polygon(shape.polygon))
        self.place = shape.id
        self.shape_data = shape
        self.setBrush(QBrush(QColor(P.TERRAIN.get(shape.terrain, P.TERRAIN["clear"]))))
        pen = QPen(QColor(P.AREA_EDGE), 1.6)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        self.setZValue(Z_TERRAIN)
        self.setAcceptHoverEvents(True)


class HighlightItem(QGraphicsPolygonItem):
    """A place's glow when the rules offer it (drawn on top, shown and hidden)."""

    def __init__(self, poly: QPolygonF) -> None:
        super().__init__(poly)
        self.setZValue(Z_HIGHLIGHT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)
        self.mode = ""

    def show_as(self, mode: str) -> None:
        """``legal``, ``selected``, ``target``, ``blocked``, ``recent`` (where
        the other side acted since the player's last turn) or "" (hidden)."""
        self.mode = mode
        if not mode:
            self.setVisible(False)
            return
        colour = QColor(
            {"legal": P.LEGAL, "selected": P.SELECTED, "target": P.TARGET, "blocked": P.BLOCKED, "recent": P.RECENT}[
                mode
            ]
        )
        pen = QPen(colour, 3 if mode in ("blocked", "recent") else 5)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        if mode in ("blocked", "recent"):
            pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)
        fill = QColor(colour)
        fill.setAlpha({"legal": 50, "recent": 30}.get(mode, 70))
        self.setBrush(QBrush(fill))
        self.setVisible(True)


class EntryBoxItem(QGraphicsRectItem):
    """An entry box beside the board edge, with its road's name inside it:
    wrapped onto a second line, or a smaller font, where the box is too
    narrow for it (a name sticking out of its box was cut off at the board's
    edge or drawn under an area's pieces)."""

    def __init__(self, box: EntryBoxShape) -> None:
        x, y, w, h = box.rect
        super().__init__(QRectF(x, y, w, h))
        self.place = box.id
        self.shape_data = box
        self.setBrush(QBrush(QColor(P.BOX_FILL)))
        edge = QColor(P.SIDE_EDGE.get(box.side or "", P.AREA_EDGE))
        self.setPen(QPen(edge, 2))
        self.setZValue(Z_LABELS - 0.5)
        self.setAcceptHoverEvents(True)
        self.label = label = QGraphicsSimpleTextItem(self)
        label.setBrush(QBrush(edge))
        text, font = fit_box_name(box.name, w - 6)
        label.setFont(font)
        label.setText(text)
        r = label.boundingRect()
        label.setPos(x + (w - r.width()) / 2, y + 2)


def fit_box_name(name: str, width: float) -> tuple[str, QFont]:
    """An entry box's name and font so that it fits ``width``: on one line
    if it can, else on two, else a smaller font (not below 7 pt)."""
    from PySide6.QtGui import QFontMetricsF

    font = QFont(BOX_FONT)
    size = BOX_FONT.pointSizeF()
    while True:
        fm = QFontMetricsF(font)
        if fm.horizontalAdvance(name) <= width:
            return name, font
        words = name.split()
        for k in range(len(words) - 1, 0, -1):  # the longest first line that fits
            first, rest = " ".join(words[:k]), " ".join(words[k:])
            if fm.horizontalAdvance(first) <= width and fm.horizontalAdvance(rest) <= width:
                return f"{first}\n{rest}", font
        if size <= 7:
            return name, font
        size -= 0.5
        font.setPointSizeF(size)


class Label(QGraphicsSimpleTextItem):
    """An area's name on a light plate, wrapped to a few words a line."""

    def __init__(self, text: str, centre: QPointF, width: float = 120) -> None:
        super().__init__(_wrap(text, width))
        self.setFont(LABEL_FONT)
        self.setBrush(QBrush(QColor("#1e1b16")))
        r = self.boundingRect()
        self.setPos(centre.x() - r.width() / 2, centre.y() - r.height() / 2)
        self.setZValue(Z_LABELS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        plate = QGraphicsRectItem(r.adjusted(-3, -1, 3, 1), self)
        plate.setBrush(QBrush(QColor(255, 252, 240, 200)))
        plate.setPen(QPen(Qt.PenStyle.NoPen))
        plate.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)


def label_box(name: str, centre: tuple[float, float]) -> tuple[float, float, float, float]:
    """The box (min x, min y, max x, max y) an area's name takes on the play
    window's board when drawn at ``centre``: what its stack keeps clear of
    (board.piece_room.stack_room)."""
    r = Label(name, QPointF(*centre)).sceneBoundingRect()
    return (r.left(), r.top(), r.right(), r.bottom())


def _wrap(text: str, width: float) -> str:
    from PySide6.QtGui import QFontMetricsF

    fm = QFontMetricsF(LABEL_FONT)
    lines, cur = [], ""
    for w in text.split():
        trial = f"{cur} {w}".strip()
        if cur and fm.horizontalAdvance(trial) > width:
            lines.append(cur)
            cur = w
        else:
            cur = trial
    if cur:
        lines.append(cur)
    return "\n".join(lines)


def road_item(points, kind: str) -> list[QGraphicsPathItem]:
    """A road (a light casing under a brown line) or the unfinished railroad (dashed)."""
    path = QPainterPath(QPointF(*points[0]))
    for p in points[1:]:
        path.lineTo(QPointF(*p))
    items = []
    if kind == "railroad":
        line = QGraphicsPathItem(path)
        pen = QPen(QColor(P.RAILROAD), 3, Qt.PenStyle.DashLine)
        line.setPen(pen)
        items.append(line)
    else:
        casing = QGraphicsPathItem(path)
        casing.setPen(
            QPen(QColor(P.ROAD_CASING), 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        )
        line = QGraphicsPathItem(path)
        line.setPen(
            QPen(QColor(P.ROAD), 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        )
        items += [casing, line]
    for it in items:
        it.setZValue(Z_ROADS)
        it.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return items


def scenery_item(kind: str, points=None, poly=None) -> QGraphicsItem | None:
    if kind == "river" and points:
        path = QPainterPath(QPointF(*points[0]))
        for p in points[1:]:
            path.lineTo(QPointF(*p))
        item: QAbstractGraphicsShapeItem = QGraphicsPathItem(path)
        item.setPen(
            QPen(QColor(P.RIVER), 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        )
    elif poly:
        item = QGraphicsPolygonItem(polygon(poly))
        colour = QColor(P.WOODS if kind == "woods" else P.BUILDING)
        colour.setAlpha(170)
        item.setBrush(QBrush(colour))
        item.setPen(QPen(Qt.PenStyle.NoPen))
    else:
        return None
    item.setZValue(Z_SCENERY)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def terrain_symbol(terrain: str, x: float, y: float) -> QGraphicsPathItem | None:
    """A hill's triangle or a ridge's semicircle (the rulebook's symbols)."""
    path = QPainterPath()
    if terrain == "hill":
        path.moveTo(x - 8, y + 6)
        path.lineTo(x, y - 7)
        path.lineTo(x + 8, y + 6)
        path.closeSubpath()
    elif terrain == "ridge":
        path.moveTo(x - 9, y + 5)
        path.arcTo(QRectF(x - 9, y - 4, 18, 18), 180, -180)
        path.closeSubpath()
    else:
        return None
    item = QGraphicsPathItem(path)
    item.setBrush(QBrush(QColor("#8a5a2b")))
    item.setPen(QPen(QColor("#4a2e12"), 1))
    item.setZValue(Z_SYMBOLS)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def stars_item(stars: int, x: float, y: float) -> QGraphicsPathItem | None:
    if not stars:
        return None
    path = QPainterPath()
    for k in range(stars):
        path.addPath(star_path(x + (k - (stars - 1) / 2) * 18, y, 9))
    item = QGraphicsPathItem(path)
    item.setBrush(QBrush(QColor("#d62828")))
    item.setPen(QPen(QColor("#5a0d0d"), 1))
    item.setZValue(Z_SYMBOLS)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item
