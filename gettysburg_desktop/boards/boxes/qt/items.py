"""A box board as scene items: each box a rounded plate with its name, each
link a line between the plates, bending at its via points, the links that
join the same two boxes drawn side by side. The play window and the editor
draw a map with these same items (``add_box_map``); positions come from
``projection.to_scene``.

A game draws its own meaning on them by subclassing: ``BoxItem.colours``
(the plate's fill, edge and text) and ``BoxItem.paint_marks`` (what it
shows on the plate), ``LinkItem.z_for`` and ``LinkItem.paint_line`` (how a
link of each kind looks); the defaults draw a plain white plate and a grey
line.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping
from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from gettysburg_desktop.display import palette as P

from ..graph import BoxRecord, LinkRecord, position
from ..projection import BOX_SIZE, to_scene

#: a box's plate, scene units (wider where its name needs it)
(BOX_WIDTH, BOX_HEIGHT), BOX_RADIUS = BOX_SIZE, 6.0
#: parallel links between the same two boxes lie this far apart
LINK_GAP = 7.0
#: z-order: links under the boxes
Z_LINK, Z_BOX = 1.0, 5.0
#: a plain plate: (fill, edge, text)
PLAIN = ("#ffffff", "#4a4a4a", "#1e1b16")

NAME_FONT = QFont("DejaVu Sans")
NAME_FONT.setPixelSize(11)
NAME_FONT.setBold(True)


def fit_name(name: str) -> tuple[QFont, float]:
    """The font a box's name is written in and the plate's width: 11 px if
    the name fits 70 units, else smaller down to 8 px, else a wider plate."""
    font = QFont(NAME_FONT)
    width = 0.0
    for px in (11, 10, 9, 8):
        font.setPixelSize(px)
        width = QFontMetricsF(font).horizontalAdvance(name)
        if width <= BOX_WIDTH - 8:
            return font, BOX_WIDTH
    return font, math.ceil(width + 10)


def box_rect(box: BoxRecord) -> QRectF:
    """The box's plate in scene units (centred on its position)."""
    _font, width = fit_name(box.name)
    x, y = position(box)
    return QRectF(x - width / 2, y - BOX_HEIGHT / 2, width, BOX_HEIGHT)


class BoxItem(QGraphicsItem):
    """One box: its plate and name (and the game's marks). ``place`` is its id."""

    def __init__(self, box: Any) -> None:
        super().__init__()
        self.setZValue(Z_BOX)
        self.highlighted = False
        self.set_box(box)

    def set_box(self, box: Any) -> None:
        """Draw ``box`` (a changed record of the same box, or after an id change)."""
        self.prepareGeometryChange()
        self.box = box
        self.place: str = box.id
        self.font, width = fit_name(box.name)
        self.plate = QRectF(-width / 2, -BOX_HEIGHT / 2, width, BOX_HEIGHT)
        self.setPos(*position(box))
        self.setToolTip(box.name)
        self.update()

    def set_highlighted(self, on: bool) -> None:
        """The selection's halo (the editor's selected box, the window's chosen one)."""
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def colours(self) -> tuple[str, str, str]:
        """The plate's fill, edge and text colours (a game's override: its owners' colours)."""
        return PLAIN

    #: room above the plate for marks on its top edge (scene units)
    top_room = 9.0

    def boundingRect(self) -> QRectF:
        return self.plate.adjusted(-5, -self.top_room, 5, 5)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.plate, BOX_RADIUS, BOX_RADIUS)
        return path

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        fill, edge, text = self.colours()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.highlighted:
            painter.setPen(QPen(QColor(P.SELECTED), 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.plate.adjusted(-2, -2, 2, 2), BOX_RADIUS + 2, BOX_RADIUS + 2)
        painter.setPen(QPen(QColor(edge), 1.5))
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(self.plate, BOX_RADIUS, BOX_RADIUS)
        painter.setFont(self.font)
        painter.setPen(QColor(text))
        painter.drawText(self.plate.adjusted(3, 1, -3, 0), Qt.AlignmentFlag.AlignCenter, self.box.name)
        self.paint_marks(painter)

    def paint_marks(self, painter: QPainter) -> None:
        """What the game shows on the plate (nothing on a plain board)."""


def link_offsets(
    links: Mapping[Hashable, LinkRecord], order: Callable[[LinkRecord], Any] = lambda link: str(link.kind)
) -> dict[Hashable, float]:
    """How far each link lies beside the straight line between its boxes: 0
    for a link alone, ±LINK_GAP/2, ... where several join the same two boxes
    (a road beside a railroad), so that each is seen; side by side in
    ``order`` (by kind)."""
    by_pair: dict[tuple[str, ...], list[Hashable]] = {}
    for key, link in links.items():
        by_pair.setdefault(tuple(sorted((link.a, link.b))), []).append(key)
    offsets = {}
    for (a, *_b), keys in by_pair.items():
        keys.sort(key=lambda k: order(links[k]))
        n = len(keys)
        for i, key in enumerate(keys):
            off = (i - (n - 1) / 2) * LINK_GAP
            offsets[key] = off if links[key].a == a else -off  # the same side whichever way it was drawn
    return offsets


def exit_point(rect: QRectF, inside: QPointF, outside: QPointF) -> QPointF:
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
    """One link between two boxes; ``key`` is what the scene knows it by."""

    def __init__(self, key: Hashable, link: Any, box_a: BoxRecord, box_b: BoxRecord, offset: float = 0.0) -> None:
        super().__init__()
        self.key = key
        self.highlighted = False
        self.set_link(link, box_a, box_b, offset)

    def z_for(self, link: Any) -> float:
        """The link's z-value (a game's override: rivers under roads ...); always under the boxes."""
        return Z_LINK

    def set_link(self, link: Any, box_a: BoxRecord, box_b: BoxRecord, offset: float = 0.0) -> None:
        self.prepareGeometryChange()
        self.link = link
        self.setZValue(self.z_for(link))
        points = [QPointF(*position(box_a))]
        points += [QPointF(*to_scene(lat, lon)) for lat, lon in link.via]
        points.append(QPointF(*position(box_b)))
        if offset:
            points = _offset(points, offset)
        self.points = points
        self.path = QPainterPath(points[0])
        for p in points[1:]:
            self.path.lineTo(p)
        self.rect_a, self.rect_b = box_rect(box_a), box_rect(box_b)
        self.rect_a.translate(points[0] - QPointF(*position(box_a)))
        self.rect_b.translate(points[-1] - QPointF(*position(box_b)))
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

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.highlighted:
            painter.setPen(
                QPen(QColor(P.SELECTED), 18, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
            )
            painter.drawPath(self.path)
        self.paint_line(painter)

    def paint_line(self, painter: QPainter) -> None:
        """The link itself (a game's override draws each kind its way)."""
        pen = QPen(QColor("#6e6e6e"), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPath(self.path)

    def middle(self) -> tuple[QPointF, float]:
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


def add_box_map(
    scene: QGraphicsScene,
    boxes: Mapping[str, BoxRecord],
    links: Mapping[Hashable, LinkRecord],
    box_item: type[BoxItem] = BoxItem,
    link_item: type[LinkItem] = LinkItem,
    offsets: Mapping[Hashable, float] | None = None,
) -> tuple[dict[str, BoxItem], dict[Hashable, LinkItem]]:
    """Draw ``boxes`` and ``links`` in ``scene`` with the game's item classes:
    (box id -> box item, link key -> link item). A link whose end is not
    among the boxes is left out; ``offsets`` default to ``link_offsets``."""
    box_items = {box_id: box_item(box) for box_id, box in boxes.items()}
    for item in box_items.values():
        scene.addItem(item)
    if offsets is None:
        offsets = link_offsets(links)
    link_items = {}
    for key, link in links.items():
        if link.a in boxes and link.b in boxes:
            line = link_item(key, link, boxes[link.a], boxes[link.b], offsets[key])
            scene.addItem(line)
            link_items[key] = line
    return box_items, link_items
