"""The board of Norden & Süden: the box map drawn from its vector data
(games/nordensueden/ui/box_map_items.py), each box in its current owner's colour with a flag
where it changed hands (NS-OCC-2), the units as counters
(games/nordensueden/ui/counters.py) against an edge of their box, always the
same (stands.py), and the glow of what the rules offer now.

The scene reads only the view (games/nordensueden/rules/view.py) and the map; the
items are made once and shown, hidden and moved as the view changes.
Its opening view (``home_rect``) is the eastern theatre: the boxes from
the Ohio to the Atlantic, Pennsylvania to North Carolina, readable at once.
A battle that begins is brought to the middle of every view of the board.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from gettysburg_desktop.boards.areas.qt.map_items import HighlightItem
from gettysburg_desktop.display import palette as P

from ..rules.pieces import CODE
from ..rules.sides import Side
from .box_map_items import BoxItem, draw_box_map
from .counters import CounterItem, group_key
from .stands import COUNTER, ROW, STEP, block_rect, block_size, per_row, rows_of, stands

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

    def cloth(self) -> QRectF:
        """Where the flag flies, above the plate (scene coordinates): what a stack must leave in sight."""
        return self.mapRectToScene(QRectF(-1, -15, 14, 9))

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
        #: each box's plate in the scene, and where its counters stand (stands.py): clear of
        #: the marks on the boxes' top edges and of where a flag may fly
        self._plates = {bid: _rect(item.mapRectToScene(item.plate)) for bid, item in self.boxes.items()}
        marks = {
            bid: (*(_rect(item.mapRectToScene(r)) for _mark, r in item.marks()), _rect(self.flags[bid].cloth()))
            for bid, item in self.boxes.items()
        }
        self.stands = stands(self._plates, marks)
        self.counters: list[CounterItem] = []
        self.units: dict[str, CounterItem] = {}  # every unit's id -> the counter it stands in
        self.view: dict | None = None
        self.battle: str | None = None  # the box of the battle being fought
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
        """The position of ``view``: owners, flags and counters; a battle
        that begins is brought to the middle of the view."""
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
            for side in ("usa", "csa"):  # in an order of their kinds: a counter keeps its place in the stack
                for key in sorted(groups, key=_order):
                    if key[0] == side:
                        wanted.append((bid, groups[key]))
        while len(self.counters) < len(wanted):
            item = CounterItem(
                [{"id": "", "side": "usa", "code": "MI", "value": 0, "reduced": False, "fortified": False}]
            )
            self.addItem(item)
            self.counters.append(item)
        self.units = {}
        rows: dict[str, dict[str, list[CounterItem]]] = {}
        for item, (bid, units) in zip(self.counters, wanted, strict=False):
            item.set_units(units, self.map.box[bid].name)
            item.box = bid
            item.setVisible(True)
            for u in units:
                self.units[u["id"]] = item
            rows.setdefault(bid, {}).setdefault(units[0]["side"], []).append(item)
        for item in self.counters[len(wanted) :]:
            item.setVisible(False)
            item.ids = ()
        for bid, sides in rows.items():
            self._layout(bid, sides)
        self._marked = {i: m for i, m in self._marked.items() if i.isVisible() or not isinstance(i, CounterItem)}
        battle = (view.get("battle") or {}).get("box")
        if battle != self.battle and battle in self.boxes:
            self._look_at(battle)
        self.battle = battle

    def _look_at(self, bid: str) -> None:
        """The box ``bid`` and its counters in the middle of every view of the board (a battle begins there)."""
        middle = self.stack_rect(bid).united(QRectF(*self._plates[bid])).center()
        for view in self.views():
            if hasattr(view, "look_at"):
                view.look_at(middle)

    def _layout(self, bid: str, sides: dict[str, list[CounterItem]]) -> None:
        """A box's counters at its stand (stands.py): on the edge of its
        plate, the Union's row first; where they stand depends on the map
        alone, not on the other stacks."""
        plate, stand = self._plates[bid], self.stands[bid]
        rows = rows_of(sides.get("usa", []), sides.get("csa", []), per_row(plate[2], stand.side))
        x, y, w, _h = block_rect(plate, stand, block_size(rows))
        top = y + COUNTER / 2
        for row in rows:
            left = x + w / 2 - (len(row) - 1) * STEP / 2
            for k, item in enumerate(row):
                item.setPos(left + k * STEP, top)
            top += ROW

    def stack_rect(self, bid: str) -> QRectF:
        """The rectangle the counters of box ``bid`` are drawn in (empty if it has none)."""
        rect = QRectF()
        for item in self.counters:
            if item.isVisible() and item.box == bid:
                rect = rect.united(item.mapRectToScene(item.shape().boundingRect()))
        return rect

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

    def drawn(self, uid: str) -> tuple[tuple[str, ...], str | None]:
        """How this board draws ``uid`` (kernel/clicks.py ``Drawn``): the
        identical units its counter stands for, and the box it stands in
        (the game's click rules read a click on a counter by them)."""
        counter = self.counter_of(uid)
        if counter is None:
            return (), None
        return counter.ids, getattr(counter, "box", None)

    def unit_pos(self, uid: str) -> QPointF:
        return self.units[uid].scenePos()

    def place_pos(self, place: str) -> QPointF:
        """A point on the box's plate that nothing covers (for a click on the box)."""
        item = self.boxes[place]
        plate = QRectF(*self._plates[place])
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
            p = QPointF(plate.left() + fx * plate.width(), plate.center().y() + 3)
            if self.thing_at(p) == ("box", place):
                return p
        return item.pos() + QPointF(0, 4)


def _order(key: tuple) -> tuple:
    """A counter's place in its stack: by its kind in T1's order (militia,
    veteran, elite infantry, then cavalry), then the rest of its group key (counters.py)."""
    codes = list(CODE.values())
    return (codes.index(key[1]) if key[1] in codes else len(codes), key)


def _rect(r: QRectF) -> tuple[float, float, float, float]:
    return (r.x(), r.y(), r.width(), r.height())


def _rank(mode: str) -> int:
    return {"": 0, "recent": 1, "legal": 2, "target": 3, "selected": 4}.get(mode, 0)
