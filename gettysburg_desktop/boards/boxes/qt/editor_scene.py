"""A box-map editor's scene: the play window's drawing of boxes and links
(the game's items, subclasses of qt/items.py's) kept in step with the map
being edited. It listens to the map and redraws only the boxes and links an
edit touched (and the links at a moved box); the selection's halo, the
selected link's bend handles, a rubber line for the link being drawn and
rings round boxes (what a game's rules view shows) are its only marks of
its own. A game subclasses it to name its items (``box_item``,
``link_item``) and the order its parallel links lie in (``offsets``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
)

from ..editable import BOX, LINK, BoxMapChange, EditableBoxMap
from ..projection import ORIGIN_LAT, ORIGIN_LON, to_scene
from .items import BoxItem, LinkItem, link_offsets

BACKGROUND = "#f3eedd"
MARGIN = 300.0  # scene units around the boxes
#: a new map's room: the projection's frame, 19 degrees south and 30 east of
#: its origin (eastern North America from the Missouri to Maine, the Great
#: Lakes to the Gulf)
NEW_MAP_ROOM = QRectF(QPointF(*to_scene(ORIGIN_LAT, ORIGIN_LON)), QPointF(*to_scene(ORIGIN_LAT - 19, ORIGIN_LON + 30)))


class BoxEditorScene(QGraphicsScene):
    """The map being edited, drawn; ``box_item`` and ``link_item`` are the game's item classes."""

    box_item: type[BoxItem] = BoxItem
    link_item: type[LinkItem] = LinkItem

    @staticmethod
    def offsets(links):
        """Parallel links side by side (the game's order, by kind)."""
        return link_offsets(links)

    def __init__(self, bmap: EditableBoxMap, parent=None) -> None:
        super().__init__(parent)
        self.bmap = bmap
        self.setBackgroundBrush(QColor(BACKGROUND))
        self.boxes: dict[str, BoxItem] = {}
        self.links: dict[str, LinkItem] = {}
        self._offsets: dict[str, float] = {}
        self._highlighted = None
        self._rings: list = []  # rings round boxes (a rules view's marks, show_rings)
        self._bends: list = []  # the selected link's bend handles
        self.rubber = QGraphicsLineItem()
        pen = QPen(QColor("#cc79a7"), 3, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self.rubber.setPen(pen)
        self.rubber.setZValue(20)
        self.rubber.setVisible(False)
        self.addItem(self.rubber)
        for box_id, box in bmap.boxes.items():
            self._add_box(box_id, box)
        self._redraw_links(set(bmap.links))
        # a new map: the projection's frame; a map with boxes: the boxes and a margin
        self.setSceneRect(NEW_MAP_ROOM if not bmap.boxes else self._around_boxes())
        self._fit_rect()
        self._unsubscribe: Callable[[], None] | None = bmap.subscribe(self._changed)

    def close(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None

    # --- what is where
    def item_at(self, point: tuple[float, float]):
        """(BOX, id) or (LINK, id) of the topmost box or link under ``point``, or None."""
        for item in self.items(QPointF(*point)):
            if isinstance(item, BoxItem):
                return (BOX, item.place)
            if isinstance(item, LinkItem):
                return (LINK, item.key)
        return None

    def box_at(self, point: tuple[float, float]) -> str | None:
        for item in self.items(QPointF(*point)):
            if isinstance(item, BoxItem):
                return item.place
        return None

    # --- marks
    def highlight(self, key) -> None:
        """The selection's halo on the box or link ``key`` (None: on nothing)."""
        old = self._item(self._highlighted)
        if old is not None:
            old.set_highlighted(False)
        self._highlighted = key
        new = self._item(key)
        if new is not None:
            new.set_highlighted(True)
        self._show_bends(key)

    def bend_points(self, link_id: str) -> list[tuple[float, float]]:
        """The scene points of the link's bends (its via), from its end a to b."""
        link = self.bmap.links.get(link_id)
        return [] if link is None else [to_scene(lat, lon) for lat, lon in link.via]

    def _show_bends(self, key) -> None:
        for handle in self._bends:
            self.removeItem(handle)
        self._bends = []
        if key is None or key[0] != LINK:
            return
        for x, y in self.bend_points(key[1]):
            handle = QGraphicsRectItem(QRectF(-4, -4, 8, 8))
            handle.setPos(x, y)
            handle.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
            handle.setBrush(QColor("#ffffff"))
            handle.setPen(QPen(QColor("#1e1b16"), 1.5))
            handle.setZValue(21)
            handle.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(handle)
            self._bends.append(handle)

    def show_rubber(self, start: tuple[float, float] | None, end: tuple[float, float] | None = None) -> None:
        """The line of a link being drawn (None: hide it)."""
        if start is None or end is None:
            self.rubber.setVisible(False)
            return
        self.rubber.setLine(QLineF(QPointF(*start), QPointF(*end)))
        self.rubber.setVisible(True)

    def show_rings(self, *groups: tuple[Iterable[str], str, bool]) -> None:
        """Ring boxes, each group ``(box ids, colour, dashed)`` in its colour
        (a box in two groups: the first); no group: no rings."""
        for ring in self._rings:
            self.removeItem(ring)
        self._rings = []
        ringed: set[str] = set()
        for ids, colour, dashed in groups:
            for box_id in ids:
                item = self.boxes.get(box_id)
                if item is None or box_id in ringed:
                    continue
                ringed.add(box_id)
                path = QPainterPath()
                path.addRoundedRect(item.plate.adjusted(-5, -5, 5, 5), 9, 9)
                ring = QGraphicsPathItem(path)
                ring.setPos(item.pos())
                ring.setPen(QPen(QColor(colour), 3.5, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine))
                ring.setZValue(item.zValue() - 0.1)
                ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.addItem(ring)
                self._rings.append(ring)

    def _item(self, key):
        if key is None:
            return None
        kind, item_id = key
        return (self.boxes if kind == BOX else self.links).get(item_id)

    # --- following the map
    def _changed(self, change: BoxMapChange) -> None:
        bmap = self.bmap
        for box_id in change.boxes:
            box = bmap.boxes.get(box_id)
            item = self.boxes.get(box_id)
            if box is None:
                if item is not None:
                    self.removeItem(self.boxes.pop(box_id))
            elif item is None:
                self._add_box(box_id, box)
            else:
                item.set_box(box)
        touched = set(change.links)
        for box_id in change.boxes:
            touched |= set(bmap.links_at(box_id))
        self._redraw_links(touched)
        self.highlight(self._highlighted)
        self._fit_rect()

    def _add_box(self, box_id: str, box) -> None:
        item = self.box_item(box)
        self.addItem(item)
        self.boxes[box_id] = item

    def _redraw_links(self, touched: set[str]) -> None:
        bmap = self.bmap
        offsets = self.offsets(bmap.links)
        touched |= {k for k, off in offsets.items() if self._offsets.get(k) != off}
        self._offsets = offsets
        for link_id in touched:
            link = bmap.links.get(link_id)
            item = self.links.get(link_id)
            if link is None or link.a not in bmap.boxes or link.b not in bmap.boxes:
                if item is not None:
                    self.removeItem(self.links.pop(link_id))
                continue
            a, b = bmap.boxes[link.a], bmap.boxes[link.b]
            if item is None:
                item = self.link_item(link_id, link, a, b, offsets[link_id])
                self.addItem(item)
                self.links[link_id] = item
            else:
                item.set_link(link, a, b, offsets[link_id])

    def _fit_rect(self) -> None:
        """The scene reaches a margin beyond the boxes (room to place new ones), never less than it was."""
        if self.boxes:
            self.setSceneRect(self.sceneRect().united(self._around_boxes()))

    def _around_boxes(self) -> QRectF:
        rect = QRectF()
        for item in self.boxes.values():
            rect = rect.united(item.sceneBoundingRect())
        return rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
