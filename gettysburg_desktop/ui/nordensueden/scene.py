"""The board of Norden & Süden: the box map drawn from its vector data
(ui/box_map_items.py), each box in its current owner's colour with a flag
where it changed hands (NS-OCC-2), the units as counters under their box
(ui/nordensueden/counters.py), and the glow of what the rules offer now.

The scene reads only the view (nordensueden/view.py) and the map; the
items are made once and shown, hidden and moved as the view changes.
Its opening view (``home_rect``) is the eastern theatre: the boxes from
the Ohio to the Atlantic, Pennsylvania to North Carolina, readable at once.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QGraphicsScene

from ...nordensueden.sides import Side
from .. import palette as P
from ..box_map_items import BoxItem, draw_box_map
from ..map_items import HighlightItem
from .counters import SIZE, CounterItem, group_key

#: room between counters, and between the plate and the first row
GAP = 3.0
#: counters per row under a box
PER_ROW = 4
#: the opening view: the eastern theatre, between the two capitals (NS-WIN), this big (scene units)
CAPITALS = ("washington", "richmond")
HOME_SIZE = (820.0, 560.0)
HOME_MARGIN = 40.0
SEA = "#cfe0ea"
LAND = "#e8e1c9"


class FlagItem(QGraphicsItem):
    """A little flag on a box that changed hands (NS-OCC-2), in its new owner's colour."""

    def __init__(self, parent: BoxItem) -> None:
        super().__init__(parent)
        self.side = "usa"
        self.setZValue(1)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_side(self, side: str) -> None:
        if side != self.side:
            self.side = side
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -15, 14, 16)

    def paint(self, painter, _option, _widget=None) -> None:
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#1e1b16"), 1.2))
        painter.drawLine(QPointF(0, 0), QPointF(0, -14))
        cloth = QPolygonF([QPointF(0, -14), QPointF(12, -11), QPointF(0, -7)])
        painter.setBrush(QBrush(QColor(P.SIDE_FILL["usa"] if self.side == "usa" else "#8a8d91")))
        painter.setPen(QPen(QColor(P.SIDE_EDGE.get(self.side, "#333333")), 0.8))
        painter.drawPolygon(cloth)


class NsScene(QGraphicsScene):
    """The board of a game of Norden & Süden (a map of boxes)."""

    def __init__(self, game, parent=None) -> None:
        super().__init__(parent)
        self.map = game.map
        self.boxes, self.links = draw_box_map(self, self.map)
        self.home_owner = {b.id: b.owner for b in self.map.boxes}
        rect = self.itemsBoundingRect()
        self.setSceneRect(rect.adjusted(-80, -80, 80, 80))
        self.highlights: dict[str, HighlightItem] = {}
        self.flags: dict[str, FlagItem] = {}
        for bid, item in self.boxes.items():
            glow = HighlightItem(QPolygonF(item.plate.adjusted(-4, -4, 4, 4).translated(item.pos())))
            glow.setZValue(6.0)
            self.addItem(glow)
            self.highlights[bid] = glow
            flag = FlagItem(item)
            flag.setPos(item.plate.right() - 4, item.plate.top() + 2)
            flag.setVisible(False)
            self.flags[bid] = flag
        #: each box's plate in the scene, with a little room around it
        self._plates = {bid: item.mapRectToScene(item.plate).adjusted(-2, -2, 2, 2) for bid, item in self.boxes.items()}
        self._taken: list[QRectF] = []
        self._tethers: dict = {}  # box id -> the line from the box to its stack
        self.counters: list[CounterItem] = []
        self.units: dict[str, CounterItem] = {}  # every unit's id -> the counter it stands in
        self.view: dict | None = None
        self._marked: dict = {}
        self.reach = None  # no artillery reach in this game
        self.zoom = 1.0

    def drawBackground(self, painter, rect: QRectF) -> None:
        painter.fillRect(rect, QColor(LAND))

    def home_rect(self) -> QRectF:
        """The opening view: the eastern theatre around Washington and
        Richmond, readable at once; on a map without them (the editor's), the
        boxes holding units."""
        if all(b in self.boxes for b in CAPITALS):
            a, b = (self.boxes[x].pos() for x in CAPITALS)
            w, h = HOME_SIZE
            cx, cy = (a.x() + b.x()) / 2 - 120, (a.y() + b.y()) / 2 - 30
            return QRectF(cx - w / 2, cy - h / 2, w, h)
        rect = QRectF()
        for item in self.counters:
            if item.isVisible():
                rect = rect.united(item.sceneBoundingRect())
        if rect.isEmpty():
            return self.sceneRect()
        return rect.adjusted(-HOME_MARGIN, -HOME_MARGIN, HOME_MARGIN, HOME_MARGIN)

    # ------------------------------------------------------------------ the view
    def show_view(self, view: dict) -> None:
        """The position of ``view``: owners, flags and counters."""
        self.view = view
        for bid, entry in view["boxes"].items():
            item = self.boxes.get(bid)
            if item is None:
                continue
            owner = entry.get("owner")
            side = Side(owner) if owner else None
            if item.box.owner is not side:
                item.box = replace(item.box, owner=side)
                item.update()
            flag = self.flags[bid]
            flag.setVisible(bool(entry.get("flag")) and owner is not None)
            if owner:
                flag.set_side(owner)
        wanted: list[tuple[str, list[dict]]] = []
        for bid, entry in view["boxes"].items():
            groups: dict[tuple, list[dict]] = {}
            for u in entry.get("units", ()):
                groups.setdefault(group_key(u), []).append(u)
            for side in ("usa", "csa"):
                for key, units in groups.items():
                    if key[0] == side:
                        wanted.append((bid, units))
        while len(self.counters) < len(wanted):
            item = CounterItem(
                [{"id": "", "side": "usa", "code": "MI", "value": 0, "reduced": False, "fortified": False}]
            )
            self.addItem(item)
            self.counters.append(item)
        self.units = {}
        rows: dict[str, dict[str, list[CounterItem]]] = {}
        for item, (bid, units) in zip(self.counters, wanted, strict=False):
            item.set_units(units)
            item.box = bid
            item.setVisible(True)
            for u in units:
                self.units[u["id"]] = item
            rows.setdefault(bid, {}).setdefault(units[0]["side"], []).append(item)
        for item in self.counters[len(wanted) :]:
            item.setVisible(False)
            item.ids = ()
        self._taken: list[QRectF] = []
        for line in self._tethers.values():
            line.setVisible(False)
        for bid, sides in rows.items():
            self._layout(bid, sides)
        self._marked = {i: m for i, m in self._marked.items() if i.isVisible() or not isinstance(i, CounterItem)}

    def _layout(self, bid: str, sides: dict[str, list[CounterItem]]) -> None:
        """A box's counters beside its plate, where they cover no other box
        and no other stack (the eastern boxes stand close): below it, else
        above, right, left; the Union's row first, then the Confederacy's."""
        both = sides.get("usa", []) + sides.get("csa", [])
        if len(both) <= PER_ROW:  # a battle's two sides side by side: the stack stays low, near its box
            rows = [both]
        else:
            rows = []
            for side in ("usa", "csa"):
                items = sides.get(side, [])
                rows += [items[k : k + PER_ROW] for k in range(0, len(items), PER_ROW)]
        step = SIZE + GAP + 2
        width = max(len(r) for r in rows) * step - GAP - 2
        height = len(rows) * (SIZE + GAP + 4) - GAP - 4
        plate = self._plates[bid]
        c = plate.center()
        candidates = [
            QRectF(c.x() - width / 2, plate.bottom() + GAP, width, height),  # below
            QRectF(c.x() - width / 2, plate.top() - GAP - height - 8, width, height),  # above (clear of its marks)
            QRectF(plate.right() + GAP, c.y() - height / 2, width, height),  # right
            QRectF(plate.left() - GAP - width, c.y() - height / 2, width, height),  # left
            QRectF(plate.right() + GAP, plate.bottom() - 4, width, height),  # below right
            QRectF(plate.left() - GAP - width, plate.bottom() - 4, width, height),  # below left
        ]
        best, least = candidates[0], None
        for rect in candidates:
            cover = self._covered(rect, bid)
            if least is None or cover < least - 1e-6:
                best, least = rect, cover
            if cover == 0:
                break
        self._taken.append(best)
        self._tether(bid, plate, best)
        y = best.top() + SIZE / 2
        for row in rows:
            left = best.center().x() - (len(row) - 1) * step / 2
            for k, item in enumerate(row):
                item.setPos(left + k * step, y)
            y += SIZE + GAP + 4

    def _tether(self, bid: str, plate: QRectF, stack: QRectF) -> None:
        """A thin line from the box to its stack (drawn under the plates): a
        stack moved away from its box to leave the neighbours readable still
        shows whose it is."""
        line = self._tethers.get(bid)
        if line is None:
            line = QGraphicsLineItem()
            line.setPen(QPen(QColor("#4a4a4a"), 1.2, Qt.DashLine))
            line.setZValue(4.9)
            line.setAcceptedMouseButtons(Qt.NoButton)
            self.addItem(line)
            self._tethers[bid] = line
        line.setLine(QLineF(plate.center(), stack.center()))
        line.setVisible(True)

    def _covered(self, rect: QRectF, own: str) -> float:
        """How much of other boxes' plates and of the stacks placed already ``rect`` covers."""
        area = 0.0
        for bid, plate in self._plates.items():
            if bid != own and plate.intersects(rect):
                r = plate.intersected(rect)
                area += r.width() * r.height() * 4  # a box's name hidden is worse than stacks touching
        for other in self._taken:
            if other.intersects(rect):
                r = other.intersected(rect)
                area += r.width() * r.height()
        return area

    # ------------------------------------------------------------------ highlights
    def mark(self, units=None, places=None, borders=None, blocks=None) -> None:
        """The glow: ``units`` and ``places`` map an id to a mode (legal, selected, target, recent)."""
        wanted = {}
        for uid, mode in (units or {}).items():
            item = self.units.get(uid)
            if item is not None and mode:
                # a counter of several units glows at its strongest mode
                old = wanted.get(item, "")
                wanted[item] = mode if _rank(mode) > _rank(old) else old
        for place, mode in (places or {}).items():
            if place in self.highlights and mode:
                wanted[self.highlights[place]] = mode
        for item in self._marked:
            if item not in wanted:
                item.show_as("")
        for item, mode in wanted.items():
            if self._marked.get(item) != mode:
                item.show_as(mode)
        self._marked = dict(wanted)

    def set_zoom(self, zoom: float) -> None:
        self.zoom = zoom

    def show_reach(self, overlay, enemy=frozenset()) -> None:
        """No artillery reach in Norden & Süden."""

    # ------------------------------------------------------------------ what is where
    def thing_at(self, pos: QPointF) -> tuple | None:
        """("unit", the counter's first unit id), ("box", id) or None."""
        for item in self.items(pos, Qt.IntersectsItemShape, Qt.DescendingOrder):
            if isinstance(item, CounterItem) and item.isVisible() and item.ids:
                return ("unit", item.uid)
            if isinstance(item, BoxItem):
                return ("box", item.place)
            if isinstance(item, FlagItem):
                return ("box", item.parentItem().place)
        return None

    def counter_of(self, uid: str) -> CounterItem | None:
        return self.units.get(uid)

    def unit_pos(self, uid: str) -> QPointF:
        return self.units[uid].scenePos()

    def place_pos(self, place: str) -> QPointF:
        """A point on the box's plate that nothing covers (for a click on the box)."""
        item = self.boxes[place]
        plate = self._plates[place]
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
            p = QPointF(plate.left() + fx * plate.width(), plate.center().y() + 3)
            if self.thing_at(p) == ("box", place):
                return p
        return item.pos() + QPointF(0, 4)


def _rank(mode: str) -> int:
    return {"": 0, "recent": 1, "legal": 2, "target": 3, "selected": 4}.get(mode, 0)
