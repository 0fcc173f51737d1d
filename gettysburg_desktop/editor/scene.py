"""The map being edited as scene items, kept in step with the model.

The items are the play window's (boards/areas/qt/map_items.py: terrain fills, labels,
symbols, stars, roads, scenery, entry boxes), so the editor shows the board
as the game will. The scene listens to the EditableMap and, after each
change, updates only the items of the ids the change names: a vertex drag
touches the few areas sharing the vertex, never the whole scene.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
)

from gettysburg_desktop.boards.areas.qt.map_items import (
    Z_LABELS,
    AreaItem,
    EntryBoxItem,
    Label,
    polygon,
    road_item,
    scenery_item,
    stars_item,
    terrain_symbol,
)
from gettysburg_desktop.boards.areas.shapes import AreaShape
from gettysburg_desktop.display import palette as P

from .model import EditableMap, MapChange

Z_BOARD, Z_BACKGROUND = -20, -10
#: How the areas are drawn over a tracing background: their terrain's colour,
#: see-through, or only their borders (the scan's roads and streams show).
AREA_STYLES = ("filled", "translucent", "outline")
TRANSLUCENT_ALPHA = 70


def area_brush(terrain: str, style: str) -> QBrush:
    """An area's fill in ``style`` (AREA_STYLES)."""
    if style == "outline":
        return QBrush(Qt.BrushStyle.NoBrush)
    colour = QColor(P.TERRAIN.get(terrain, P.TERRAIN["clear"]))
    if style == "translucent":
        colour.setAlpha(TRANSLUCENT_ALPHA)
    return QBrush(colour)


#: Space around the board for entry boxes placed off its edge (board units).
MARGIN = 160


def tag_place(item: QGraphicsItem, place: str) -> None:
    """Mark ``item`` as a drawing of ``place`` (its ``place``, as the board's own
    items carry it; ToolCanvas.label_at reads it). Set by name: a Qt item
    has no such attribute to declare."""
    setattr(item, "place", place)  # noqa: B010


class AreaGroup:
    """One area's items: fill and border, name, terrain symbol, stars."""

    def __init__(
        self, scene: QGraphicsScene, shape: AreaShape, anchor: tuple[float, float], style: str = "filled"
    ) -> None:
        self.scene = scene
        self.item = AreaItem(shape)
        self.style = style
        if style != "filled":
            self.item.setBrush(area_brush(shape.terrain, style))
        scene.addItem(self.item)
        self.decor: list[QGraphicsItem] = []
        self.shape = shape
        self.anchor = anchor
        self._decorate()

    def _decorate(self) -> None:
        for item in self.decor:
            self.scene.removeItem(item)
        s, (lx, ly) = self.shape, self.anchor
        self.label = Label(s.name, QPointF(lx, ly))
        tag_place(self.label, s.id)
        top = self.label.sceneBoundingRect().top()
        self.decor = [self.label]
        for extra in (terrain_symbol(s.terrain, lx, top - 9), stars_item(s.stars, lx + 14 + 9 * s.stars, top - 9)):
            if extra is not None:
                self.decor.append(extra)
        for item in self.decor:
            self.scene.addItem(item)

    def update(self, shape: AreaShape, anchor: tuple[float, float]) -> None:
        old = self.shape
        self.shape = self.item.shape_data = shape
        if shape.polygon != old.polygon:
            self.item.setPolygon(polygon(shape.polygon))
        if shape.terrain != old.terrain:
            self.item.setBrush(area_brush(shape.terrain, self.style))
        if (shape.name, shape.terrain, shape.stars) != (old.name, old.terrain, old.stars):
            self.anchor = anchor
            self._decorate()
        elif anchor != self.anchor:
            dx, dy = anchor[0] - self.anchor[0], anchor[1] - self.anchor[1]
            self.anchor = anchor
            for item in self.decor:
                item.moveBy(dx, dy)

    def set_style(self, style: str) -> None:
        self.style = style
        self.item.setBrush(area_brush(self.shape.terrain, style))

    def remove(self) -> None:
        for item in [self.item, *self.decor]:
            self.scene.removeItem(item)


class EditorScene(QGraphicsScene):
    """Board, background image and the map's items; ``areas``, ``boxes``,
    ``roads``, ``scenery`` map ids to their items."""

    def __init__(self, emap: EditableMap, parent=None) -> None:
        super().__init__(parent)
        self.emap = emap
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        self.board_item = QGraphicsRectItem()
        self.board_item.setBrush(
            QBrush(QColor("#cfc6b0"), Qt.BrushStyle.BDiagPattern)
        )  # bare board: hatched, unlike any area
        self.board_item.setPen(QPen(QColor("#8a8070"), 0))
        self.board_item.setZValue(Z_BOARD)
        self.addItem(self.board_item)
        self.background = QGraphicsPixmapItem()
        self.background.setZValue(Z_BACKGROUND)
        self.background.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.addItem(self.background)
        self._background_key: str | None = None  # the image's path shown
        self.area_style = "filled"
        self.areas: dict[str, AreaGroup] = {}
        self.boxes: dict[str, EntryBoxItem] = {}
        self.box_links: dict[str, QGraphicsLineItem] = {}
        self.roads: dict[str, list[QGraphicsPathItem]] = {}
        self.scenery: dict[str, QGraphicsItem] = {}
        self._board_changed()
        for area_id in emap.areas:
            self._area(area_id)
        for box_id in emap.entry_boxes:
            self._box(box_id)
        for road_id in emap.roads:
            self._road(road_id)
        for item_id in emap.scenery:
            self._scenery(item_id)
        self._unsubscribe = emap.subscribe(self.on_change)

    def close(self) -> None:
        self._unsubscribe()

    # --- following the model -----------------------------------------------------------
    def on_change(self, change: MapChange) -> None:
        for area_id in change.areas:
            self._area(area_id)
        boxes = set(change.entry_boxes)
        if change.areas:  # a box's link line follows its area's label
            boxes.update(b.id for b in self.emap.entry_boxes.values() if b.area in change.areas)
        for box_id in boxes:
            self._box(box_id)
        for road_id in change.roads:
            self._road(road_id)
        for item_id in change.scenery:
            self._scenery(item_id)
        if change.attributes:
            self._board_changed()

    def anchor(self, area_id: str) -> tuple[float, float]:
        """Where the area's name goes: its label point, else a point inside it."""
        shape = self.emap.area(area_id)
        if shape.label is not None:
            return shape.label
        poly = self.emap.polygon(area_id)
        if poly is None:
            xs, ys = [p[0] for p in shape.polygon] or [0.0], [p[1] for p in shape.polygon] or [0.0]
            return (sum(xs) / len(xs), sum(ys) / len(ys))
        p = poly.representative_point()
        return (p.x, p.y)

    def _area(self, area_id: str) -> None:
        group = self.areas.get(area_id)
        shape = self.emap.areas.get(area_id)
        if shape is None:
            if group is not None:
                group.remove()
                del self.areas[area_id]
            return
        if group is None:
            self.areas[area_id] = AreaGroup(self, shape, self.anchor(area_id), self.area_style)
        elif group.shape is not shape:
            group.update(
                shape,
                self.anchor(area_id)
                if (shape.polygon != group.shape.polygon or shape.label != group.shape.label)
                else group.anchor,
            )

    def set_area_style(self, style: str) -> None:
        """Draw every area ``style`` (AREA_STYLES): filled, translucent or outlines only."""
        if style not in AREA_STYLES:
            raise ValueError(f"unknown area style {style!r}")
        self.area_style = style
        for group in self.areas.values():
            group.set_style(style)

    def _box(self, box_id: str) -> None:
        for items in (self.boxes, self.box_links):
            old = items.pop(box_id, None)
            if old is not None:
                self.removeItem(old)
        box = self.emap.entry_boxes.get(box_id)
        if box is None:
            return
        item = EntryBoxItem(box)
        item.setAcceptHoverEvents(False)
        self.addItem(item)
        self.boxes[box_id] = item
        if box.area in self.emap.areas:
            x, y, w, h = box.rect
            ax, ay = self.areas[box.area].anchor if box.area in self.areas else self.anchor(box.area)
            link = QGraphicsLineItem(QLineF(x + w / 2, y + h / 2, ax, ay))
            pen = QPen(QColor(P.SIDE_EDGE.get(box.side or "", P.AREA_EDGE)), 1.5, Qt.PenStyle.DashLine)
            link.setPen(pen)
            link.setZValue(Z_LABELS - 0.6)
            link.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(link)
            self.box_links[box_id] = link

    def _road(self, road_id: str) -> None:
        for item in self.roads.pop(road_id, []):
            self.removeItem(item)
        road = self.emap.roads.get(road_id)
        if road is None or len(road.points) < 2:
            return
        items = road_item(road.points, road.kind)
        for item in items:
            tag_place(item, road_id)
            self.addItem(item)
        self.roads[road_id] = items

    def _scenery(self, item_id: str) -> None:
        old = self.scenery.pop(item_id, None)
        if old is not None:
            self.removeItem(old)
        s = self.emap.scenery.get(item_id)
        item = scenery_item(s.kind, s.points, s.polygon) if s is not None else None
        if item is not None:
            tag_place(item, item_id)
            self.addItem(item)
            self.scenery[item_id] = item

    def _board_changed(self) -> None:
        board = self.emap.board
        self.board_item.setRect(QRectF(0, 0, board.width, board.height))
        m = max(MARGIN, 0.1 * max(board.width, board.height))
        self.setSceneRect(QRectF(-m, -m, board.width + 2 * m, board.height + 2 * m))
        self._show_background()

    # --- the tracing background ---------------------------------------------------------
    def background_path(self, bg=None) -> str | None:
        """The background image's file: its path read relative to the map file."""
        bg = bg if bg is not None else self.emap.attributes.background
        if bg is None or not bg.image:
            return None
        if os.path.isabs(bg.image) or not self.emap.source:
            return bg.image
        return os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(self.emap.source)), bg.image))

    def _show_background(self) -> None:
        self.show_background(self.emap.attributes.background)

    def show_background(self, bg) -> None:
        """Lay ``bg`` (a Background or None) under the map; the map's own, or a dialog's preview."""
        path = self.background_path(bg) if bg is not None else None
        if bg is None or path is None:
            self.background.setVisible(False)
            self._background_key = None
            return
        if self._background_key != path:
            self.background.setPixmap(QPixmap(path))
            self._background_key = path
        self.background.setOpacity(bg.opacity)
        self.background.setScale(bg.scale)
        self.background.setRotation(bg.rotation)  # about the top-left corner (the item's origin)
        self.background.setPos(QPointF(*bg.offset))
        self.background.setVisible(not self.background.pixmap().isNull())

    def background_missing(self) -> bool:
        return self.emap.attributes.background is not None and self.background.pixmap().isNull()
