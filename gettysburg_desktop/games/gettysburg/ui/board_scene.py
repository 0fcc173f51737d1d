"""The board: the map from the map file, the pieces where a side's view puts
them, and the highlights of what the rules offer now.

The scene is built once per game; afterwards its items are only moved,
changed, shown and hidden (``show_view``). It never reads the engine's
state: only the per-side view (R-ACT-2: no opponent's block value ever
reaches it) and the scenario's map.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPainterPathStroker, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsPolygonItem, QGraphicsScene

from gettysburg_desktop.boards.areas.lookup import AreaLocator
from gettysburg_desktop.boards.areas.piece_room import draws_above, name_clearance, room_for
from gettysburg_desktop.boards.areas.qt.map_items import (
    Z_BORDERS,
    Z_HIGHLIGHT,
    Z_MARKERS,
    AreaItem,
    EntryBoxItem,
    HighlightItem,
    Label,
    polygon,
    road_item,
    scenery_item,
    stars_item,
    terrain_symbol,
)
from gettysburg_desktop.display import palette as P

from ..rules.scenario import Scenario
from .piece_items import BADGE_PX, UNIT, BlockItem, CubeBadge, MarkerItem, PileItem, UnitItem, badge_scale

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate

STEP = UNIT + 3  # distance between units in a row
ROW = 4  # units per row in an area with room for it
CUBE_DROP = 4  # a row whose units carry cubes stands a little further from the next
BADGE_ROOM_MAX = 40.0  # the most board units a row leaves its badges below it (a board drawn tiny: they overlap)
# the badge room of a stack in an area too small for more (rows CUBE_DROP apart)
COMPACT = float(STEP - UNIT + 1 + CUBE_DROP)
BOX_ROW = 5  # units per row in an entry box on the board
EDGE_ROW = 7  # in a box at the board's top or bottom edge, whose units stand off the board: the board is drawn larger
PAD = 20  # the table around the board
BOX_PAD = 6  # and around a box that stands off it


def badge_room(zoom: float) -> float:
    """How far (board units) a cube badge reaches below and beside a piece's
    corner at the view's ``zoom``: ``BADGE_PX`` on the screen, or the
    badge's board size once it grows with the board; rounded up to 2 units
    (a wheel's zoom steps give a few sizes), at most ``BADGE_ROOM_MAX``."""
    side = BADGE_PX * badge_scale(zoom) / max(zoom, 1e-3)
    return min(BADGE_ROOM_MAX, 2.0 * -(-side // 2))


class BorderItem(QGraphicsPathItem):
    """The border between two areas: shown when an entrenchment choice
    concerns it, and the thing a click on it picks (``pair``)."""

    def __init__(self, pair: tuple[str, str], path: QPainterPath) -> None:
        super().__init__(path)
        self.pair = pair
        stroker = QPainterPathStroker()
        stroker.setWidth(12)
        self._pick = stroker.createStroke(path)
        self.setZValue(Z_BORDERS)
        self.setPen(QPen(Qt.NoPen))
        self.setVisible(False)

    def shape(self) -> QPainterPath:
        return self._pick

    def show_as(self, mode: str) -> None:
        if not mode:
            self.setVisible(False)
            return
        colour = QColor({"legal": P.LEGAL, "selected": P.SELECTED, "target": P.TARGET}[mode])
        self.setPen(QPen(colour, 7, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        self.setVisible(True)


class EntrenchmentItem(QGraphicsPathItem):
    """An area's entrenchment markers facing one neighbour, drawn along that
    border inside the area: one line unfinished, two (complete) side by side."""

    def __init__(self, area: str, neighbour: str) -> None:
        super().__init__()
        self.area, self.neighbour = area, neighbour
        self.setZValue(Z_MARKERS)
        self.setAcceptedMouseButtons(Qt.NoButton)


class BoardScene(QGraphicsScene):
    def __init__(self, scenario: Scenario, parent=None) -> None:
        super().__init__(parent)
        doc = scenario.map_document
        if doc is None:
            raise ValueError(f"scenario {scenario.id!r} has no map to draw")
        self.scenario = scenario
        self.doc = doc
        self.topology = scenario.topology
        self.locator = AreaLocator(self.topology, doc)
        self.setSceneRect(QRectF(0, 0, doc.board.width, doc.board.height).adjusted(-PAD, -PAD, PAD, PAD))
        #: what never changes (terrain, scenery, roads, names, symbols) lives in
        #: a scene of its own, drawn as this scene's background: the view caches
        #: it (CacheBackground), so a move repaints the pieces, not the map
        self.map_scene = QGraphicsScene(self)
        self.map_scene.setSceneRect(self.sceneRect())
        self.areas: dict[str, AreaItem] = {}
        self.boxes: dict[str, EntryBoxItem] = {}
        self.highlights: dict[str, HighlightItem] = {}
        self.labels: dict[str, Label] = {}
        self.anchors: dict[str, QPointF] = {}
        self.borders: dict[frozenset, BorderItem] = {}
        self._draw_map()
        # every box at the most units it can hold is on the table (a box at
        # the bottom edge grows below the board, one at the top above it)
        self.badge_room = badge_room(1.0)  # board units a badge takes below its piece (set by the view's zoom)
        for b in doc.entry_boxes:
            rows = _rows([{"side": b.side}] * _most_in_box(scenario, b.id), self._per_row(b.id))
            self._keep_on_table(self._box_rect(b.id, rows, False)[1])
        self.units: dict[str, UnitItem] = {}
        names = {u.id: u.name or u.id for u in scenario.units}
        for u in scenario.units:
            item = UnitItem(u.id, u.side.value, u.kind.value, names[u.id])
            item.setVisible(False)
            self.addItem(item)
            self.units[u.id] = item
        self.blocks: dict[str, BlockItem] = {}
        self.piles: dict[str, PileItem] = {}
        self.markers: dict[tuple[str, str], MarkerItem] = {}
        self.entrenchments: dict[tuple[str, str], EntrenchmentItem] = {}
        self.view: dict | None = None
        self._marked: dict = {}  # item -> highlight mode now shown
        self._reach_items: list = []
        self.reach = None  # the artillery reach shown (board.fire_overlay.FireOverlay)
        self.badge_scale = 1.0  # the cube badges' (piece_items.badge_scale), set by the view's zoom
        self.zoom = 1.0  # the view's (set_zoom)
        self._rooms: dict[
            tuple, tuple[float, float] | None
        ] = {}  # (place, row length, width, height, clear of the name) -> centre

    # ------------------------------------------------------------------ the map
    def _draw_map(self) -> None:
        doc = self.doc
        for a in doc.areas:
            item = AreaItem(a)
            self.map_scene.addItem(item)
            self.areas[a.id] = item
            glow = HighlightItem(polygon(a.polygon))
            self.addItem(glow)
            self.highlights[a.id] = glow
        for s in doc.scenery:
            item = scenery_item(s.kind, s.points, s.polygon)
            if item is not None:
                self.map_scene.addItem(item)
        for r in doc.roads:
            for item in road_item(r.points, r.kind):
                self.map_scene.addItem(item)
        for a in doc.areas:
            if a.label is not None:
                lx, ly = a.label
            else:
                p = self.topology.polygons[a.id].representative_point()
                lx, ly = p.x, p.y
            label = Label(a.name, QPointF(lx, ly))
            self.map_scene.addItem(label)
            self.labels[a.id] = label
            top = label.sceneBoundingRect().top()
            sym = terrain_symbol(a.terrain, lx, top - 9)
            if sym is not None:
                self.map_scene.addItem(sym)
            star = stars_item(a.stars, lx + 14 + 9 * a.stars, top - 9)
            if star is not None:
                self.map_scene.addItem(star)
            self.anchors[a.id] = QPointF(lx, label.sceneBoundingRect().bottom() + 4)
        for b in doc.entry_boxes:
            item = EntryBoxItem(b)
            self.addItem(item)
            self.boxes[b.id] = item
            x, y, w, h = b.rect
            glow = HighlightItem(QPolygonF(QRectF(x, y, w, h)))
            self.addItem(glow)
            self.highlights[b.id] = glow
            # the units under its name
            self.anchors[b.id] = QPointF(x + w / 2, item.label.sceneBoundingRect().bottom() - 1)
        for pair, border in self.topology.borders.items():
            path = QPainterPath()
            for line in border.lines:
                path.moveTo(QPointF(*line[0]))
                for p in line[1:]:
                    path.lineTo(QPointF(*p))
            item = BorderItem(tuple(pair), path)
            self.addItem(item)
            self.borders[frozenset(pair)] = item

    def drawBackground(self, painter, rect: QRectF) -> None:
        painter.fillRect(rect, QColor("#d9d2bd"))
        self.map_scene.render(painter, rect, rect)

    # ------------------------------------------------------------------ pieces
    def show_view(self, view: dict) -> None:
        """Put every piece and marker where ``view`` (one side's view) says;
        a place whose contents did not change is left as it is."""
        before = self.view["places"] if self.view is not None else {}
        self.view = view
        places = view["places"]
        seen_units: set[str] = set()
        grown: list[QRectF] = []  # boxes whose size changed: the areas under them are laid out again
        for place, entry in places.items():
            if entry != before.get(place):
                old = self.boxes[place].rect() if place in self.boxes else None
                self._layout(place, entry)
                if old is not None and self.boxes[place].rect() != old:
                    grown.append(old.united(self.boxes[place].rect()))
            seen_units.update(u["id"] for u in entry.get("units", ()))
        for r in grown:
            for area, entry in places.items():
                if area not in self.boxes and entry.get("units") and self._under(area, r):
                    self._layout(area, entry)
        for uid, item in self.units.items():
            if uid not in seen_units:
                item.setVisible(False)
        for place in list(self.blocks):
            if "block" not in places.get(place, {}):
                item = self.blocks.pop(place)
                self._marked.pop(item, None)
                self.removeItem(item)
        for key in list(self.markers):
            kind, place = key
            entry = places.get(place, {})
            if not (entry.get("disrupted") if kind == "disruption" else entry.get("fire_marker")):
                self.removeItem(self.markers.pop(key))
        for place in list(self.piles):
            if not places.get(place, {}).get("cubes"):
                self.removeItem(self.piles.pop(place))
        wanted = {(a, n) for a, e in places.items() for n in e.get("entrenchments", ())}
        for key in list(self.entrenchments):
            if key not in wanted:
                self.removeItem(self.entrenchments.pop(key))
        for area, entry in places.items():
            markers = entry.get("entrenchments", ())
            if markers and markers != before.get(area, {}).get("entrenchments"):
                for n in set(markers):
                    self._entrench(area, n, markers.count(n))

    def _layout(self, place: str, entry: dict) -> None:
        anchor = self.anchors.get(place)
        if anchor is None:
            return
        units = entry.get("units", [])
        pile = entry.get("cubes")
        box = place in self.boxes
        if box:
            rows, room, centre_x = _rows(units, self._per_row(place)), self.badge_room, anchor.x()
            top, rect = self._box_rect(place, rows, bool(pile))
            self.boxes[place].setRect(rect)
            self._keep_on_table(rect)
        else:
            rows, centre_x, top, room = self._room(place, units, bool(pile))
        ys = [top + dy for dy in self._row_offsets(rows, room)]
        for row, y in zip(rows, ys, strict=True):
            x0 = centre_x - (len(row) - 1) * STEP / 2
            for k, u in enumerate(row):
                item = self.units[u["id"]]
                item.set_state(u.get("cubes", 0), bool(u.get("damaged")))
                if item.badge is not None:
                    item.badge.set_scale(self.badge_scale)
                item.setPos(x0 + k * STEP, y)
                item.setVisible(True)
        if pile:
            item = self.piles.get(place)
            if item is None:
                item = self.piles[place] = PileItem()
                self.addItem(item)
            item.set_scale(self.badge_scale)
            carried = bool(rows) and any(u.get("cubes") for u in rows[-1])  # the last row's cubes hang below it
            item.set_pile(pile, BADGE_PX + 1 if carried else 2)
            item.setPos(centre_x, ys[-1] + UNIT / 2 if rows else top - UNIT / 2)  # under the last row
        label = self.labels.get(place)
        half = label.boundingRect().width() / 2 if label else 50
        top = label.sceneBoundingRect().center().y() if label else anchor.y() - 8
        block = entry.get("block")
        if block:
            item = self.blocks.get(place)
            if item is None or item.side != block["side"]:
                if item is not None:
                    self._marked.pop(item, None)
                    self.removeItem(item)
                item = self.blocks[place] = BlockItem(place, block["side"])
                self.addItem(item)
            item.set_state(block.get("value"), block["discs"])
            item.setPos(anchor.x() - half - 16, top - 4) if not box else item.setPos(
                self.boxes[place].rect().right() + 14, anchor.y()
            )
        for kind, on in (("disruption", entry.get("disrupted")), ("fire", entry.get("fire_marker"))):
            if on:
                key = (kind, place)
                item = self.markers.get(key)
                if item is None:
                    item = self.markers[key] = MarkerItem(kind, place)
                    self.addItem(item)
                item.setPos(anchor.x() + half + 12 + (20 if kind == "fire" else 0), top - 4)

    def _box_rect(self, place: str, rows: list[list[dict]], pile: bool) -> tuple[float, QRectF]:
        """The centre y of an entry box's first row of units and the box's
        rect around them: under its name, the box growing downwards (below
        the board at its bottom edge); a box at the board's top edge grows
        upwards, its units above its name."""
        x, y0, w, h = self.doc.entry_box(place).rect
        height = self._stack_height(rows, pile, self.badge_room)
        wide = max(w, max((len(r) for r in rows), default=0) * STEP + self._overhang(rows, self.badge_room) + 5)
        x -= (wide - w) / 2  # as wide as its widest row, about the same centre
        if y0 <= 0 and rows:
            top = y0 - 2 - height + STEP / 2
            return top, QRectF(x, top - STEP / 2 - 2, wide, y0 + h - (top - STEP / 2 - 2))
        top = self.anchors[place].y() + UNIT / 2 + 4
        return top, QRectF(x, y0, wide, max(h, top - UNIT / 2 + height - y0 + 4))

    def _per_row(self, place: str) -> int:
        """Units per row in an entry box: more at the board's top or bottom
        edge, where they stand off the board (fewer rows: less table to show)."""
        _, y, _, h = self.doc.entry_box(place).rect
        return EDGE_ROW if y <= 0 or y + h >= self.doc.board.height else BOX_ROW

    def _keep_on_table(self, rect: QRectF) -> None:
        """The scene (what the view shows and scrolls over) takes in ``rect``
        with the table's margin: a piece off it could be neither seen nor clicked."""
        need = rect.adjusted(-BOX_PAD, -BOX_PAD, BOX_PAD, BOX_PAD)
        if not self.sceneRect().contains(need):
            self.setSceneRect(self.sceneRect().united(need))
            self.map_scene.setSceneRect(self.sceneRect())

    def _row_offsets(self, rows: list[list[dict]], room: float) -> list[float]:
        """Each row's centre below the first's. A row whose units carry
        cubes stands as far from the next as its badges reach (``room``:
        ``badge_room``, or ``COMPACT`` where the area has no room for that):
        at the opening zoom a badge is larger than the gap between rows, and
        in an assault it would cover an enemy token. A negative ``room``
        (an area short of room): only a row followed by the other side's
        stands that far, a side's own rows stand ``CUBE_DROP`` apart."""
        out, y = [], 0.0
        for k, row in enumerate(rows):
            out.append(y)
            drop = 0.0
            if any(u.get("cubes") for u in row):
                apart = room > 0 or (k + 1 < len(rows) and rows[k + 1][0]["side"] != row[0]["side"])
                drop = max(CUBE_DROP, abs(room) - (STEP - UNIT) - 1) if apart else CUBE_DROP
            y += STEP + drop
        return out

    def _stack_height(self, rows: list[list[dict]], pile: bool, room: float) -> float:
        """The board units a stack takes from the top of its first row to
        the bottom of the last, the last row's badges and the loose cubes
        under it included."""
        if not rows:
            return abs(room) + 4 if pile else 0.0
        offsets, room = self._row_offsets(rows, room), abs(room)
        carried = any(u.get("cubes") for u in rows[-1])
        below = room - (STEP / 2 - (UNIT / 2 - 2)) if carried else 0.0  # the last row's badges hang below its slot
        if pile:  # the loose cubes under the last row, below its badges if it has any
            below = max(below, (UNIT - STEP) / 2 + (room + 1 if carried else 2) + room)
        return offsets[-1] + STEP + max(0.0, below)

    def _overhang(self, rows: list[list[dict]], room: float) -> float:
        """How far the last unit's badge reaches beyond the right of a row."""
        if not any(u.get("cubes") for r in rows for u in r):
            return 0.0
        return max(0.0, UNIT / 2 - 2 + abs(room) - STEP / 2)

    def _under(self, area: str, r: QRectF) -> bool:
        x0, y0, x1, y1 = self.topology.polygons[area].bounds
        return r.right() > x0 and r.left() < x1 and r.bottom() > y0 and r.top() < y1

    def _room(self, place: str, units: list[dict], pile: bool) -> tuple[list[list[dict]], float, float, float]:
        """The rows of an area's units, the centre x of the rows and the y of
        the first: the stack goes where it fits inside the area, clear of its
        name, block and markers (board.piece_room), as near under the name
        as it can; rows of four, or narrower where the area is narrow."""
        anchor = self.anchors[place]
        # clear of the name if the area has room for it; else over the name
        # but inside the area and off its entry boxes (a piece in the wrong
        # place misleads, a covered name does not: hovering names the area);
        # the badges' room below their row first, then (an area too small
        # at this zoom) a side's own rows closer, a badge over its own row
        # below, before the name is covered (Cemetery Hill's name under
        # four units with cubes, issue 22); last, every row closer
        boxes = self._boxes_over(place)
        b = self.badge_room
        tries = [(b, True), (-b, True)]  # (the badges' room, clear of the name)
        if len({u["side"] for u in units}) < 2:  # one side's rows close together cover no enemy token
            tries.append((COMPACT, True))
        tries += [(b, False), (-b, False), (COMPACT, True), (COMPACT, False)]
        for (room, clear), per_row in itertools.product(dict.fromkeys(tries), (ROW, 3, 2)):
            rows = _rows(units, per_row)
            over = self._overhang(rows, room)  # the last badge of a row reaches beyond it on the right
            width = max((len(r) for r in rows), default=1) * STEP + over
            height = self._stack_height(rows, pile, room)
            key = (place, per_row, width, height, clear, boxes)
            if key not in self._rooms:
                self._rooms[key] = room_for(
                    self.topology.polygons[place],
                    width,
                    height,
                    (anchor.x() + over / 2, anchor.y() + height / 2),
                    self._taken(place) if clear else (*self._beside_name(place), *boxes),
                )
            centre = self._rooms[key]
            if centre is not None:
                return rows, centre[0] - over / 2, centre[1] - height / 2 + STEP / 2, room
        return _rows(units, ROW), anchor.x(), anchor.y() + UNIT / 2 + 2, COMPACT  # no room anywhere: under the name

    def _taken(self, place: str) -> tuple:
        """The boxes an area's stack keeps clear of: its name with the
        block's place at its left and the markers' at its right, and the
        entry boxes drawn over the area's edge (a piece under a box would be
        read, and clicked, as standing in the box)."""
        r = self.labels[place].sceneBoundingRect()
        a = self.doc.area(place)
        symbol = draws_above(a.terrain, a.stars)  # no terrain symbol or stars above the name: its room is free
        return (
            name_clearance((r.left(), r.top(), r.right(), r.bottom()), symbol),
            *self._beside_name(place),
            *self._boxes_over(place),
        )

    def _beside_name(self, place: str) -> tuple:
        """The order block's place at the left of an area's name and the
        markers' at its right: a stack over the name still leaves them
        clear (a unit under the block could not be clicked)."""
        x0, y0, x1, y1 = name_clearance(tuple(self.labels[place].sceneBoundingRect().getCoords()), False)
        r = self.labels[place].sceneBoundingRect()
        return ((x0, y0, r.left(), y1 + 8), (r.right(), y0, x1, y1))

    def _boxes_over(self, place: str) -> tuple:
        """The entry boxes drawn over an area's edge, with a little margin."""
        x0, y0, x1, y1 = self.topology.polygons[place].bounds
        return tuple(
            (b.left() - 4, b.top() - 4, b.right() + 4, b.bottom() + 4)
            for b in (item.rect() for item in self.boxes.values())
            if b.right() > x0 and b.left() < x1 and b.bottom() > y0 and b.top() < y1
        )

    def _entrench(self, area: str, neighbour: str, count: int) -> None:
        key = (area, neighbour)
        item = self.entrenchments.get(key)
        if item is None:
            item = self.entrenchments[key] = EntrenchmentItem(area, neighbour)
            self.addItem(item)
        border = self.topology.border_between(area, neighbour)
        centre = self.topology.polygons[area].representative_point()
        path = QPainterPath()
        for line in border.lines if border else ():
            for offset in (5.0,) if count == 1 else (4.0, 10.0):
                pts = _offset(line, (centre.x, centre.y), offset)
                path.moveTo(QPointF(*pts[0]))
                for p in pts[1:]:
                    path.lineTo(QPointF(*p))
        item.setPath(path)
        pen = QPen(QColor(P.ENTRENCHMENT), 3.2, Qt.SolidLine, Qt.FlatCap, Qt.RoundJoin)
        if count == 1:
            pen.setStyle(Qt.DashLine)
        item.setPen(pen)
        what = "complete entrenchment" if count >= 2 else "unfinished entrenchment (one marker)"
        item.setToolTip(f"{what} facing {self.scenario.battlefield.areas[neighbour].name} (R-ENT)")

    def set_zoom(self, zoom: float) -> None:
        """The view's zoom changed: the cube badges keep their size on the
        screen, or grow with the board once it is drawn large."""
        self.zoom = zoom
        k = badge_scale(zoom)
        if k != self.badge_scale:
            self.badge_scale = k
            for item in self.units.values():
                if item.badge is not None:
                    item.badge.set_scale(k)
            for pile in self.piles.values():
                pile.set_scale(k)
        room = badge_room(zoom)
        if room != self.badge_room:  # the stacks with badges make room for them again
            self.badge_room = room
            places = self.view["places"] if self.view is not None else {}
            for place, entry in places.items():
                if entry.get("cubes") or any(u.get("cubes") for u in entry.get("units", ())):
                    self._layout(place, entry)

    # ------------------------------------------------------------------ artillery reach
    def show_reach(self, overlay, enemy: set[str] = frozenset()) -> None:
        """Artillery's reach (board.fire_overlay, from the rules' R-ART-2/3):
        areas in range and in sight lightly tinted, areas out of sight hatched
        with their blocking hill or ridge named on hover; the line of fire
        drawn to each area of ``enemy`` in range (solid in sight, dashed
        blocked): lines to every area would hide the map. None clears it."""
        for item in self._reach_items:
            self.removeItem(item)
        self._reach_items = []
        self.reach = overlay
        if overlay is None:
            return
        names = self.scenario.battlefield.areas
        firer = QGraphicsPolygonItem(polygon(self.doc.area(overlay.area).polygon))
        firer.setPen(QPen(QColor(P.TARGET), 5))
        firer.setToolTip(
            _t("BoardScene", "artillery in {a}: range {r} (R-ART-2)").format(
                a=names[overlay.area].name, r=overlay.range
            )
        )
        self._reach_items.append(firer)
        for target, d in overlay.in_sight.items():
            item = QGraphicsPolygonItem(polygon(self.doc.area(target).polygon))
            fill = QColor(P.SKY)
            fill.setAlpha(40)  # light: the names beneath stay readable
            item.setBrush(QBrush(fill))
            item.setPen(QPen(QColor(P.BLUE), 1.5))
            item.setToolTip(
                _t("BoardScene", "{t}: in range ({d}) and in sight (R-ART-3)").format(t=names[target].name, d=d)
            )
            self._reach_items.append(item)
        for target in overlay.blocked:
            item = QGraphicsPolygonItem(polygon(self.doc.area(target).polygon))
            hatch = QColor(P.BLOCKED)
            hatch.setAlpha(110)
            item.setBrush(QBrush(hatch, Qt.BDiagPattern))
            item.setPen(QPen(QColor(P.BLOCKED), 1.2, Qt.DashLine))
            blockers = ", ".join(names[b].name for b in overlay.blockers.get(target, ()))
            item.setToolTip(
                _t("BoardScene", "{t}: in range, out of sight: blocked by {b} (R-ART-3)").format(
                    t=names[target].name, b=blockers
                )
            )
            self._reach_items.append(item)
        for target, points in overlay.paths.items():
            if target not in enemy:
                continue
            path = QPainterPath(QPointF(*points[0]))
            for pt in points[1:]:
                path.lineTo(QPointF(*pt))
            line = QGraphicsPathItem(path)
            clear = target in overlay.in_sight
            line.setPen(
                QPen(
                    QColor(P.BLUE if clear else P.BLOCKED),
                    2.2 if clear else 1.6,
                    Qt.SolidLine if clear else Qt.DashLine,
                    Qt.RoundCap,
                )
            )
            self._reach_items.append(line)
        for item in self._reach_items:
            item.setZValue(Z_HIGHLIGHT + 0.5)
            item.setAcceptedMouseButtons(Qt.NoButton)
            self.addItem(item)

    # ------------------------------------------------------------------ highlights
    def mark(self, units=None, places=None, borders=None, blocks=None) -> None:
        """Show highlights: each a mapping of id (a pair for borders) -> mode;
        only the items whose highlight changes are touched."""
        wanted = {}
        for uid, mode in (units or {}).items():
            wanted[self.units[uid]] = mode
        for place, mode in (places or {}).items():
            if place in self.highlights:
                wanted[self.highlights[place]] = mode
        for pair, mode in (borders or {}).items():
            item = self.borders.get(frozenset(pair))
            if item is not None:
                wanted[item] = mode
        for place, mode in (blocks or {}).items():
            if place in self.blocks:
                wanted[self.blocks[place]] = mode
        for item in self._marked:
            if item not in wanted:
                _set_mark(item, "")
        for item, mode in wanted.items():
            if self._marked.get(item) != mode:
                _set_mark(item, mode)
        self._marked = {item: mode for item, mode in wanted.items() if mode}

    # ------------------------------------------------------------------ what is where
    def thing_at(self, pos: QPointF) -> tuple | None:
        """What a click at ``pos`` means: ("unit", id), ("block", place),
        ("border", (a, b)), ("place", id), or None off the board."""
        # the view's scale: a cube badge (drawn at its size on the screen) is hit where it shows
        for item in self.items(
            pos, Qt.IntersectsItemShape, Qt.DescendingOrder, QTransform.fromScale(self.zoom, self.zoom)
        ):
            if isinstance(item, CubeBadge) and isinstance(item.parentItem(), UnitItem):
                item = item.parentItem()  # a unit's cubes are the unit
            if isinstance(item, UnitItem) and item.isVisible():
                return ("unit", item.uid)
            if isinstance(item, BlockItem):
                return ("block", item.place)
            if isinstance(item, BorderItem) and item.isVisible():
                return ("border", item.pair)
        place = self.locator.place_at(pos.x(), pos.y())
        if place is None:
            for pid, box in self.boxes.items():
                if box.rect().contains(pos):
                    return ("place", pid)
            return None
        return ("place", place)

    def unit_pos(self, uid: str) -> QPointF:
        return self.units[uid].scenePos()

    def place_pos(self, place: str) -> QPointF:
        """A point inside ``place`` that no piece covers (for a click on the place)."""
        if place in self.boxes:
            r = self.boxes[place].rect()
            return QPointF(r.left() + 6, r.top() + 4)
        a = self.doc.area(place)
        label = self.labels[place].sceneBoundingRect()
        poly = self.topology.polygons[place]
        # the representative point, or a point of the polygon away from the pieces
        for fx, fy in (
            (0.5, 0.15),
            (0.2, 0.5),
            (0.8, 0.5),
            (0.5, 0.85),
            (0.25, 0.25),
            (0.75, 0.75),
            (0.25, 0.75),
            (0.75, 0.25),
        ):
            minx, miny, maxx, maxy = poly.bounds
            p = QPointF(minx + fx * (maxx - minx), miny + fy * (maxy - miny))
            if (
                self.locator.area_at(p.x(), p.y()) == place
                and not label.contains(p)
                and self.thing_at(p) == ("place", place)
            ):
                return p
        rp = poly.representative_point()
        return QPointF(rp.x, rp.y) if a else QPointF()


def _most_in_box(scenario: Scenario, box: str) -> int:
    """The most units an entry box can hold: those starting there and every
    group that may arrive there (R-REIN-1: no stacking limit), none moved out."""
    start = sum(1 for where in scenario.start.values() if where == box)
    return start + sum(len(r.units) for r in scenario.reinforcements if any(b == box for _, _, b in r.roads))


def _rows(units: list[dict], per_row: int) -> list[list[dict]]:
    """Each side's units in rows of ``per_row``, the sides on rows of their own."""
    sides: dict[str, list[dict]] = {}
    for u in units:
        sides.setdefault(u["side"], []).append(u)
    return [side_units[k : k + per_row] for side_units in sides.values() for k in range(0, len(side_units), per_row)]


def _set_mark(item, mode: str) -> None:
    if isinstance(item, (HighlightItem, BorderItem)):
        item.show_as(mode)
    else:
        item.mark(mode)


def _offset(line, towards: tuple[float, float], d: float) -> list[tuple[float, float]]:
    """The polyline moved ``d`` units towards a point (into the area)."""
    out = []
    n = len(line)
    for i, (x, y) in enumerate(line):
        ax, ay = line[max(0, i - 1)]
        bx, by = line[min(n - 1, i + 1)]
        dx, dy = bx - ax, by - ay
        length = (dx * dx + dy * dy) ** 0.5 or 1.0
        nx, ny = -dy / length, dx / length
        if (towards[0] - x) * nx + (towards[1] - y) * ny < 0:
            nx, ny = -nx, -ny
        out.append((x + nx * d, y + ny * d))
    return out
