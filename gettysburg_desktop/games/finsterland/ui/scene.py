"""The table of a game of Finsterland in the play window: the cloth, the
terrain by kind, the sectors with their names and the objectives
(boards/table/qt/items.py ``draw_table``, in Finsterland's looks), and every
unit's bases in its side's colours with its front edge and facing
(``BasesItem``) and a plate with its name and models; the whole table is
the opening view (``home_rect``).

What the window marks glows around a unit (marks.py). A unit the active
player may move is dragged (display/board_view.py's drag): a ghost follows
the pointer, turned into legs (drag.py) that ``movement_step.check`` judges
at every step, with a ruler beside it ("cost 3.50 of 5.00 (FL-MOVE-2)"),
red with the reason where it may not go; let go, the drag is read by the
click rules (game/clicks.py ``read_drop``) and carried out through the
controller. With a unit selected, the pointer over an enemy unit shows the
line of fire, the range and the cover (firing.py ``best_sighting``). With
a unit selected, the sector its order names is outlined (D12).

The scene reads the side's view for what it shows of each unit, and the
game's table and units' bodies for where they stand (nothing is hidden on
the table yet: FL-MOVE-8's hidden movement is not played)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from gettysburg_desktop.boards.table.bases import Point, Pose
from gettysburg_desktop.boards.table.qt.items import (
    LABEL,
    LABEL_FONT,
    PLAIN,
    SCALE,
    Z_BASE,
    Z_GRID,
    BasesItem,
    FeatureItem,
    draw_table,
    from_scene,
    path_of,
    to_scene,
)
from gettysburg_desktop.boards.table.qt.plates import Plate
from gettysburg_desktop.display import palette as P
from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.kernel.clicks import Click
from gettysburg_desktop.kernel.said import said

from ..field.bodies import ground
from ..field.movement import formation_legs, moments
from ..field.reach import reachable_region
from ..field.segments import PIECE_MARK, broken, segments
from ..game import clicks
from ..game.actions import act, leg_word
from ..game.deployment_step import Deployment, check_place, placed
from ..game.fire_step import Fire
from ..game.firing import best_sighting, range_of
from ..game.movement_step import check, column_of, others
from ..game.sides import Side
from ..game.terrain_tasks import guided, without
from ..rules.formation import Formation, Order
from ..rules.structures import armour_of
from ..rules.units import Body, Unit
from .army_builder import kind_words
from .drag import legs_driven, legs_toward, legs_wheeled
from .looks import GHOST_OK, GHOST_REFUSED, LOOKS, SIDE_EDGE, SIDE_FILL, SIDE_FRONT

_t = QCoreApplication.translate

#: the artillery plan's sectors (FL-ART-1): a brick red, apart from the glows' colours
PLAN_COLOUR = "#a33b20"
#: the opening view's margin round the table, in inches
MARGIN = 1.5
#: the glow of each mark's mode (ui/board_marks.py's modes)
GLOW = {"legal": P.LEGAL, "selected": P.SELECTED, "target": P.TARGET, "recent": P.RECENT}
Z_OVERLAY = Z_BASE + 3
#: between a unit and its plate, in pixels
GAP = 3.0


def riders_in(view: dict, uid: str) -> list[dict]:
    """Who rides in vehicle ``uid`` (FL-TRANS), a unit split among tanks with the models in this one (FL-TRANS-5)."""
    out = []
    for rider in view.get("aboard", {}).values():
        shares = rider.get("shares") or {}
        if shares.get(uid):
            out.append({**rider, "models": shares[uid]})
        elif rider.get("vehicle") == uid and not shares:
            out.append(rider)
    return out


@dataclass
class Drag:
    """A unit being dragged: which, where the press took hold of it (table point), its body then."""

    uid: str
    grip: Point
    body: Body
    #: degrees the held unit is turned by Q and E (left positive): a placed unit's facing, loose models' turn on the spot
    turn: float = 0.0


#: degrees Q or E turns a held unit (with Shift: one degree)
TURN_STEP = 15.0


class FlScene(QGraphicsScene):
    """The table of a game of Finsterland (see the module)."""

    def __init__(self, game, parent=None) -> None:
        super().__init__(parent)
        self._game = game
        self.table = table = game.table
        self.board = draw_table(self, game.tables.scenario.table, LOOKS)  # show_view takes off what is gone
        self._name_terrain()
        m = MARGIN * SCALE
        self.setSceneRect(QRectF(-3 * m, -3 * m, table.width * SCALE + 6 * m, table.depth * SCALE + 6 * m))
        self.units: dict[str, BasesItem] = {}
        self.labels: dict[str, Plate] = {}
        self.view: dict | None = None
        self.marked: dict[str, str] = {}
        #: the sectors a click on which does something now (the orders, FL-ORD-1): outlined under the pointer
        self.open_sectors: set[str] = set()
        self.reach = None  # no artillery reach drawn (the discs are Finsterland's, not yet shown)
        self.zoom = 1.0
        self.drag: Drag | None = None
        self._drag_at: QPointF | None = None  # where the pointer holding a unit is (Q and E turn it there)
        #: the measuring tool (M, table.md "The window"): on, and where a measure began
        self.measuring = False
        self.measure_from: Point | None = None
        # the ghost of a drawn move and its ruler
        self.ghost = BasesItem(table, "", *GHOST_OK, ghost=True)
        self.ghost.setVisible(False)
        self.addItem(self.ghost)
        self.path = QGraphicsPathItem()
        self.path.setZValue(Z_OVERLAY)
        self.path.setVisible(False)
        self.addItem(self.path)
        self.ruler = Plate(anchor="corner", bold_first=True)
        self.ruler.setZValue(Z_OVERLAY + 1)
        self.ruler.setVisible(False)
        self.addItem(self.ruler)
        # the line of fire from the selected unit to an enemy under the pointer
        self.fire_line = QGraphicsLineItem()
        self.fire_line.setZValue(Z_OVERLAY)
        self.fire_line.setVisible(False)
        self.addItem(self.fire_line)
        self.fire_words = Plate(anchor="corner")
        self.fire_words.setZValue(Z_OVERLAY + 1)
        self.fire_words.setVisible(False)
        self.addItem(self.fire_words)
        self._fire_key: tuple | None = None
        # a sector under the pointer that a click picks, and the sector the selected unit's order names
        self.sector_glow = self._outline(P.LEGAL, Qt.PenStyle.SolidLine, 40)
        self.order_mark = self._outline(P.SELECTED, Qt.PenStyle.DashLine, 0)
        self.order_words = Plate(anchor="corner")
        self.order_words.setZValue(Z_OVERLAY)
        self.order_words.setVisible(False)
        self.addItem(self.order_words)
        self.place_marks: dict[str, QGraphicsPathItem] = {}
        #: FL-MOVE-8, D13: the enemy units out of the viewer's sight drawn where it last saw them, greyed;
        #: nothing is done with them (a click or the pointer on one means the table under it)
        self.last_seen: set[str] = set()
        #: the viewer's own artillery plan still to fall (FL-ART-1): its sectors outlined, each with its words
        self.plan_marks: list = []
        #: what is left of battlefield objects partly destroyed (FL-STR-3), and the ruins of their parts gone
        self.pieces: dict[str, FeatureItem] = {}
        self.ruins: dict[str, QGraphicsPathItem] = {}
        # where the selected unit may go in one leg (table.md: "a reachable region ... labelled one leg")
        self.reach_mark = self._outline(P.LEGAL, Qt.PenStyle.DotLine, 45)
        self._reach_key: tuple | None = None

    def _name_terrain(self) -> None:
        """Each unnamed piece of terrain labelled with its kind ("wood", "hill"): T1's word for it."""
        font = QFont(LABEL_FONT)
        font.setItalic(True)
        font.setBold(False)
        for f in self.table.features:
            if f.name or f.is_line:
                continue
            label = QGraphicsSimpleTextItem(_t("FlWindow", f.kind))
            label.setFont(font)
            label.setBrush(QColor("#1e1b16"))
            centre = f.area.representative_point()
            rect = label.boundingRect()
            label.setPos(to_scene(self.table, (centre.x, centre.y)) - QPointF(rect.width() / 2, rect.height() / 2))
            label.setZValue(Z_GRID)
            label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(label)

    def _outline(self, colour: str, style: Qt.PenStyle, alpha: int) -> QGraphicsPathItem:
        item = QGraphicsPathItem()
        pen = QPen(QColor(colour), 3, style)
        pen.setCosmetic(True)
        item.setPen(pen)
        fill = QColor(colour)
        fill.setAlpha(alpha)
        item.setBrush(QBrush(fill) if alpha else Qt.BrushStyle.NoBrush)
        item.setZValue(Z_BASE - 0.5)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setVisible(False)
        self.addItem(item)
        return item

    def home_rect(self) -> QRectF:
        """The opening view: the whole table, with a little room round it."""
        m = MARGIN * SCALE
        return QRectF(-m, -m, self.table.width * SCALE + 2 * m, self.table.depth * SCALE + 2 * m)

    @property
    def game(self):
        """The game on screen: the window's (a replay's step back is a new game of the same battle),
        else the one the scene was made with: no window, or the window still being built, whose
        controller is still the last game's (found playing: New game from Gettysburg to Finsterland
        asked this scene to draw Gettysburg's game, and crashed)."""
        try:
            controller = self.parent().controller
        except (AttributeError, RuntimeError):
            return self._game
        return controller.session.game if getattr(controller, "scene", None) is self else self._game

    # ------------------------------------------------------------------ the view
    def show_view(self, view: dict) -> None:
        """Every unit of ``view`` where it stands, with its plate; units gone are taken off."""
        self.view = view
        st = self.game.state
        removed = frozenset(
            view.get("removed", ())
        )  # FL-SPEC-6: a piece the pioneers removed is gone (a replay steps back)
        demolished = frozenset(view.get("demolished", ()))  # FL-STR-3: and the parts of objects destroyed
        first = without(self.game.tables.scenario.table, removed)
        parts = segments(first)
        broken_ids = {p.feature.id for p in parts if p.id in demolished}
        for f in self.game.tables.scenario.table.features:
            if f.id in self.board:
                self.board[f.id].setVisible(f.id not in removed and f.id not in broken_ids)
            if f.id + LABEL in self.board:
                self.board[f.id + LABEL].setVisible(f.id not in removed)
        self._show_broken(first, parts, demolished, view.get("wrecked", {}))
        self._show_plans(view.get("plans", {}))
        self.table = self.game.table
        seen = set()
        for uid, entry in view.get("units", {}).items():
            unit = st.units.get(uid)
            if unit is None:
                continue
            seen.add(uid)
            item = self.units.get(uid)
            side = entry.get("side", unit.side)
            if item is None:
                item = BasesItem(self.table, uid, SIDE_FILL.get(side, "#888888"), SIDE_EDGE.get(side, "#222222"),
                                 SIDE_FRONT.get(side, "#ffffff"))  # fmt: skip
                self.addItem(item)
                self.units[uid] = item
                plate = Plate()
                plate.setZValue(Z_BASE - 0.25)  # under every base: a plate never hides a unit standing behind another
                self.addItem(plate)
                self.labels[uid] = plate
            body = entry.get("body", unit.body)  # FL-MOVE-8: out of sight, where it was last seen
            item.ghost = "body" in entry
            item.update()
            self._place(item, body)
            item.setVisible(True)
            plate = self.labels[uid]
            if item.ghost:
                self.last_seen.add(uid)
                last = _t("FlWindow", "last seen in round {n}").format(n=entry["round"])
                item.setToolTip(
                    _t("FlWindow", "{name} ({id}), {side}: {last}, {n} models").format(
                        name=entry["name"], id=uid, side=shown(Side(side).title), last=last, n=entry["available"]
                    )
                )
                plate.set_text([entry["name"], last])
            else:
                self.last_seen.discard(uid)
                item.setToolTip(self.unit_words(uid))
                riders = riders_in(view, uid)
                carried = view.get("dispatches", {}).get(uid)  # FL-SPEC-2: its own side sees for whom
                lines = self._plate_lines(unit, entry, view.get("orders", {}).get(uid), riders)
                if carried:
                    lines.append(_t("FlWindow", "carries an order for {unit}").format(unit=self.unit_name(carried)))
                plate.set_text(lines)
            self._behind(plate, body)
            plate.setVisible(True)
        for uid, item in self.units.items():
            if uid not in seen:
                item.setVisible(False)
                self.labels[uid].setVisible(False)
        self.declutter()
        self._fire_key = None
        self._show_order()

    def _show_broken(self, table: Any, parts: tuple, demolished: frozenset[str], wrecked: dict[str, int]) -> None:
        """What is left of each battlefield object partly destroyed, drawn in its look, and each part
        destroyed outlined as a ruin (FL-STR-3, D26); an object's tooltip tells its parts' state."""
        left = {f.id: f for f in broken(table, demolished).features if PIECE_MARK in f.id}
        for fid, item in list(self.pieces.items()):
            if left.get(fid) != item.feature:
                self.removeItem(item)
                del self.pieces[fid]
        for fid, f in left.items():
            if fid not in self.pieces:
                self.pieces[fid] = FeatureItem(self.table, f, LOOKS.get(f.kind, PLAIN))
                self.addItem(self.pieces[fid])
        for part in parts:
            ruin = self.ruins.get(part.id)
            if part.id in demolished and ruin is None:
                ruin = self.ruins[part.id] = QGraphicsPathItem(path_of(self.table, part.shape))
                pen = QPen(QColor("#7a3b12"), 2.5, Qt.PenStyle.DashLine)  # rust brown: rubble, not terrain
                pen.setCosmetic(True)
                ruin.setPen(pen)
                ruin.setBrush(QBrush(QColor("#7a3b12"), Qt.BrushStyle.DiagCrossPattern))
                ruin.setZValue(Z_GRID)
                ruin.setToolTip(_t("FlWindow", "{part}: destroyed (FL-STR-3)").format(part=part.called))
                self.addItem(ruin)
            if ruin is not None:
                ruin.setVisible(part.id in demolished)
        for fid in {p.feature.id for p in parts}:
            words = self._structure_words(fid, parts, demolished, wrecked)
            for item in [self.board.get(fid), *(i for k, i in self.pieces.items() if k.split(PIECE_MARK)[0] == fid)]:
                if item is not None:
                    item.setToolTip(words)

    def _show_plans(self, plans: dict) -> None:
        """Each sector of the viewer's artillery plan still to fall outlined in the artillery's colour, with
        what falls there and when ("light artillery, round 4"): found playing, a sector written left no
        trace on the table. The view holds only the viewer's own plan (FL-ART-4)."""
        for item in self.plan_marks:
            self.removeItem(item)
        self.plan_marks = []
        said_of: dict[str, list[str]] = {}
        for rounds in plans.values():
            for rnd, kinds in rounds.items():
                for kind, sectors in kinds.items():
                    for sector in sectors:
                        words = (
                            _t("FlWindow", "light artillery, round {n}")
                            if kind == "light"
                            else _t("FlWindow", "heavy artillery, round {n}")
                        ).format(n=rnd)
                        said_of.setdefault(sector, []).append(words)
        for sector, lines in said_of.items():
            if not self._is_sector(sector):
                continue
            outline = self._outline(PLAN_COLOUR, Qt.PenStyle.DashDotLine, 30)
            outline.setPath(path_of(self.table, self.table.sector_named(sector)))
            outline.setVisible(True)
            words = Plate(anchor="corner")
            words.setZValue(Z_OVERLAY)
            words.set_text(lines)
            x0, _y0, _x1, y1 = self.table.sector_named(sector).bounds  # its top left: the grid's label is at its foot
            words.setPos(to_scene(self.table, (x0, y1)) + QPointF(2, 2))
            self.addItem(words)
            self.plan_marks += [outline, words]

    @staticmethod
    def _structure_words(fid: str, parts: tuple, demolished: frozenset[str], wrecked: dict[str, int]) -> str:
        """A battlefield object's tooltip: its name and kind, T13's values a part, each damaged part's state."""
        own = [p for p in parts if p.feature.id == fid]
        f = own[0].feature
        armour = armour_of(f.kind)
        kind = _t("FlWindow", f.kind)
        lines = [
            f"{f.name or f.id} ({kind})",
            _t("FlWindow", "armour {armour}, structure {structure} a part; {n} parts (FL-STR-1)").format(
                armour=f"{armour.value}{'F' if armour.f else ''}", structure=armour.structure, n=len(own)
            ),
        ]
        for p in own:
            if p.id in demolished:
                lines.append(_t("FlWindow", "part {k}: destroyed").format(k=p.index))
            elif wrecked.get(p.id):
                lines.append(
                    _t("FlWindow", "part {k}: {left} of {structure} left").format(
                        k=p.index, left=armour.structure - wrecked[p.id], structure=armour.structure
                    )
                )
        return "\n".join(lines)

    def _behind(self, plate: Plate, body: Body) -> None:
        """A unit's plate just behind the middle of its rear edge, leaving its bases and front in sight;
        where that is taken, ``declutter`` moves it to a flank or before the front."""
        if isinstance(body, Formation):
            depth, half = body.ranks * body.base.depth, body.width / 2
            middle = body.front.advanced(-depth / 2)
        else:
            x, y = body.centre
            middle = Pose(x, y, body.poses[0].facing)
            xs = [p.x for p in body.poses]
            ys = [p.y for p in body.poses]
            depth = (
                max(max(xs) - min(xs), max(ys) - min(ys)) + body.base.depth if len(body.poses) > 1 else body.base.depth
            )
            half = (max(max(xs) - min(xs), max(ys) - min(ys)) + body.base.width) / 2
        (ax, ay), (lx, ly) = middle.ahead, middle.left
        # (table point, screen direction, gap in pixels): behind, left, right, before, then behind its rear
        # corners and a plate's height further behind (found playing: in the packed rows of a set-up
        # the four first places were all taken); the scene's y runs down
        spots = []
        for (px, py), (ux, uy) in (((-ax, -ay), (-ax, ay)), ((lx, ly), (lx, -ly)), ((-lx, -ly), (-lx, ly)),
                                   ((ax, ay), (ax, -ay))):  # fmt: skip
            reach = depth / 2 if (px, py) in ((-ax, -ay), (ax, ay)) else half
            spots.append((to_scene(self.table, (middle.x + px * reach, middle.y + py * reach)), ux, uy, GAP))
        rear = (middle.x - ax * depth / 2, middle.y - ay * depth / 2)
        r2 = math.sqrt(0.5)
        for sx, sy in ((lx, ly), (-lx, -ly)):  # off a rear corner, askew
            corner = to_scene(self.table, (rear[0] + sx * half, rear[1] + sy * half))
            spots.append((corner, (-ax + sx) * r2, (ay - sy) * r2, GAP))
        _w, h = plate.size()
        for side in ((0.0, 0.0), (lx * half, ly * half), (-lx * half, -ly * half)):
            at = to_scene(self.table, (rear[0] + side[0], rear[1] + side[1]))
            spots.append((at, -ax, ay, h + 2 * GAP))
        plate.spots = spots  # type: ignore[attr-defined]
        at, ux, uy, gap = spots[0]
        plate.setPos(at)
        plate.set_beside(ux, uy, gap)

    def declutter(self) -> None:
        """Each unit's plate behind it, else at a flank, else before it, else off a rear corner or a
        plate's height further behind: the first place, on the screen, that covers no other plate, no
        other unit's bases and no objective, and lies in the view (the least covered where none is
        free). Placed in turn, each against those placed before it; then each once more against all the
        others where they ended (found playing: in a packed set-up a plate placed early took the only
        free place of a later one)."""
        views = self.views()
        if not views:
            return
        t = views[0].viewportTransform()
        screen = QRectF(views[0].viewport().rect())
        bases = {uid: t.mapRect(item.sceneBoundingRect()) for uid, item in self.units.items() if item.isVisible()}
        # the objectives' markers too: a plate hid one, found playing
        markers = [t.mapRect(self.board[o.id].sceneBoundingRect()) for o in self.table.objectives if o.id in self.board]
        plates = [(uid, p) for uid, p in sorted(self.labels.items()) if p.isVisible() and getattr(p, "spots", None)]
        placed: dict[str, QRectF] = {}

        def cost_of(uid: str, rect: QRectF) -> float:
            cost = sum(_overlap(rect, r) for other, r in placed.items() if other != uid)
            cost += sum(_overlap(rect, r) for other, r in bases.items() if other != uid)
            cost += sum(_overlap(rect, r) for r in markers)
            return cost + rect.width() * rect.height() - _overlap(rect, screen)  # out of sight is no place either

        for _round in range(2):
            for uid, plate in plates:
                if _round and cost_of(uid, placed[uid]) <= 0.0:
                    continue  # free where it is
                best = None
                for at, ux, uy, gap in plate.spots:  # type: ignore[attr-defined]
                    rect = plate.rect_beside(ux, uy, gap).translated(t.map(at))
                    cost = cost_of(uid, rect)
                    if best is None or cost < best[0] - 1e-6:
                        best = (cost, at, ux, uy, gap, rect)
                    if cost <= 0.0:
                        break
                assert best is not None
                _cost, at, ux, uy, gap, rect = best
                plate.setPos(at)
                plate.set_beside(ux, uy, gap)
                placed[uid] = rect

    def _place(self, item: BasesItem, body: Body) -> None:
        bases = [(p, body.base) for p in body.model_poses()]
        item.set_bases(bases, body.front_corners() if isinstance(body, Formation) else None)

    def _plate_lines(self, unit: Unit, entry: dict, order: str | None, riders: list[dict]) -> list[str]:
        available, models = entry.get("available", unit.available), entry.get("models", unit.models)
        count = (
            (_t("FlWindow", "1 model") if models == 1 else _t("FlWindow", "{n} models").format(n=models))
            if available == models
            else _t("FlWindow", "{n} of {m} models").format(n=available, m=models)
        )
        lines = [entry.get("name", unit.name), count]
        if order:
            lines.append(_t("FlWindow", "order {order}").format(order=order))
        done = [
            word
            for word, did in (
                (_t("FlWindow", "moved"), unit.record.moved),
                (_t("FlWindow", "fired"), unit.record.fired),
            )
            if did
        ]
        if done:  # what it did this round (FL-SEQ-3 clears it)
            lines.append(", ".join(done))
        for rider in riders:  # FL-TRANS: who rides in it
            words = (_t("FlWindow", "{name} fixed to it") if rider.get("fixed")  # FL-TRANS-6
                     else _t("FlWindow", "carries {name} ({n})"))  # fmt: skip
            lines.append(words.format(name=rider["name"], n=rider["models"]))
        held = unit.immobilised
        if held is not None and not held.may_move(self.game.state.round):  # FL-VEH-2
            lines.append(_t("FlWindow", "held until after round {n}").format(n=held.through))
        return lines

    def unit_name(self, uid: str) -> str:
        """A unit's name, on the table or off it (in a vehicle, in reserve)."""
        st = self.game.state
        for where in (st.units, {k: a.unit for k, a in st.aboard.items()}, {k: r.unit for k, r in st.reserves.items()}):
            if uid in where:
                return str(where[uid].name)
        return uid

    def unit_words(self, uid: str) -> str:
        """A unit in words: its name and id, side, kind, models, formation, and its order where the view shows it."""
        unit = self.game.state.units.get(uid)
        if unit is None:
            return uid
        body = unit.body
        if isinstance(body, Formation):
            order = _t("FlWindow", "line") if body.order is Order.LINE else _t("FlWindow", "block")
            shape = _t("FlWindow", "{order} {files} wide").format(order=order, files=body.files)
        else:
            shape = _t("FlWindow", "skirmish order") if unit.skirmishing else _t("FlWindow", "single models")
        words = _t("FlWindow", "{name} ({id}), {side}: {kind}, {n} models, {shape}").format(
            name=unit.name,
            id=uid,
            side=shown(Side(unit.side).title),
            kind=kind_words(unit.kind),
            n=unit.available,
            shape=shape,
        )
        order = (self.view or {}).get("orders", {}).get(uid)
        if order:
            words += _t("FlWindow", ", order {order}").format(order=order)
        for rider in riders_in(self.view or {}, uid):  # FL-TRANS: who rides in it
            words += _t("FlWindow", ", carrying {name} ({n})").format(name=rider["name"], n=rider["models"])
        return words

    # ------------------------------------------------------------------ marks
    def mark(self, units=None, places=None, borders=None, blocks=None) -> None:
        """The glow: ``units`` map an id to a mode (legal, selected, target, recent); ``places`` a
        sector: "legal" (a click there picks it: outlined under the pointer) or another mode (outlined)."""
        self.marked = {u: m for u, m in (units or {}).items() if m}
        for uid, item in self.units.items():
            item.set_glow(GLOW.get(self.marked.get(uid, "")))
        places = places or {}
        self.open_sectors = {p for p, m in places.items() if m == "legal"}
        shown_now = {p: m for p, m in places.items() if m and m != "legal"}
        for p in list(self.place_marks):
            if p not in shown_now:
                self.removeItem(self.place_marks.pop(p))
        for p, mode in shown_now.items():
            if p in self.place_marks or not self._is_sector(p):
                continue
            outline = self._outline(GLOW.get(mode, P.TARGET), Qt.PenStyle.SolidLine, 50)
            outline.setPath(path_of(self.table, self.table.sector_named(p)))
            outline.setVisible(True)
            self.place_marks[p] = outline
        if self.sector_glow.isVisible() and self.sector_glow.data(0) not in self.open_sectors:
            self.sector_glow.setVisible(False)
        self._fire_key = None
        self.fire_line.setVisible(False)
        self.fire_words.setVisible(False)
        self._show_order()

    @property
    def _marked(self) -> dict:
        """The items glowing and their modes, as the other games' scenes keep them (the window's tests read it)."""
        return {self.units[u]: m for u, m in self.marked.items() if u in self.units}

    def selected(self) -> str | None:
        return next((u for u, m in self.marked.items() if m == "selected"), None)

    def _show_reach(self, uid: str | None, movable: bool) -> None:
        """The ground the selected unit may reach in one leg, shaded: a block's or line's farthest
        advance and farthest wheel each way, loose models' farthest straight leg on every heading
        (field/reach.py, the movement rules of check: terrain, other units' bases; not its order)."""
        unit = self.game.state.units.get(uid) if uid is not None and movable and not self._deploying() else None
        if unit is None or not unit.profile.moves:  # (setting up, a unit goes anywhere in its zone)
            self._reach_key = None
            self.reach_mark.setVisible(False)
            return
        key = (uid, unit.body, len(self.game.history))
        if key != self._reach_key:
            self._reach_key = key
            friends, foes = others(self.game, unit)
            where = unit.body if isinstance(unit.body, Formation) else list(unit.body.poses)
            size = None if isinstance(unit.body, Formation) else unit.body.base
            table = guided(self.game, Side(unit.side))  # a guide's piece is open ground for its side (FL-MOVE-9)
            region = reachable_region(table, where, unit.profile.moves, column_of(unit), size,
                                      obstacles=friends, enemies=foes)  # fmt: skip
            if region.is_empty:
                self.reach_mark.setVisible(False)
                return
            self.reach_mark.setPath(path_of(self.table, region))
        self.reach_mark.setVisible(True)

    def reach_shown(self) -> bool:
        return self.reach_mark.isVisible()

    def _show_order(self) -> None:
        """The sector the selected unit's order names, outlined, where the view shows its order (D12), while it may move."""
        uid = self.selected()
        movable = uid is not None and clicks.draggable(self.game, uid)  # where the order binds its move
        self._show_reach(uid, movable)
        order = (self.view or {}).get("orders", {}).get(uid) if movable else None
        sector = order.split()[-1] if order else None
        if sector is None or not self._is_sector(sector):
            self.order_mark.setVisible(False)
            self.order_words.setVisible(False)
            return
        self.order_mark.setPath(path_of(self.table, self.table.sector_named(sector)))
        self.order_mark.setVisible(True)
        x0, _y0, _x1, y1 = self.table.sector_named(sector).bounds
        self.order_words.set_text([_t("FlWindow", "order of {unit}: {order}").format(unit=uid, order=order)])
        self.order_words.setPos(to_scene(self.table, (x0, y1)) + QPointF(2, 2))
        self.order_words.setVisible(True)

    def _is_sector(self, name: str) -> bool:
        try:
            self.table.sector_named(name)
        except KeyError:
            return False
        return True

    def set_zoom(self, zoom: float) -> None:
        self.zoom = zoom  # the plates keep their size on the screen by themselves, but not their room
        self.declutter()

    def show_reach(self, overlay, enemy=frozenset()) -> None:
        """No reach is drawn in Finsterland."""

    # ------------------------------------------------------------------ what is where
    def unit_at(self, pos: QPointF) -> str | None:
        """The unit whose bases are at ``pos``, else the unit whose plate is (a
        plate keeps its size on the screen: found through the view's transform)."""
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            if isinstance(item, BasesItem) and item.key and item.isVisible() and item.key not in self.last_seen:
                return item.key
        views = self.views()
        if views:
            plates = {id(plate): uid for uid, plate in self.labels.items()
                      if plate.isVisible() and uid not in self.last_seen}  # fmt: skip
            order = Qt.SortOrder.DescendingOrder
            for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape, order, views[0].viewportTransform()):
                if id(item) in plates:
                    return plates[id(item)]
        return None

    def thing_at(self, pos: QPointF) -> tuple[str, str] | None:
        """("unit", id) for a unit's bases, ("place", the sector) for the table elsewhere, None off it;
        while the decision names a sector (an order, the artillery's plan), the sector under a unit too."""
        uid = None if clicks.sectors_asked(self.game) else self.unit_at(pos)
        if uid is not None:
            return ("unit", uid)
        sector = self.table.sector_at(from_scene(self.table, pos))
        return ("place", sector) if sector is not None else None

    def unit_pos(self, uid: str) -> QPointF:
        """The middle of the unit's bases (in the scene)."""
        return to_scene(self.table, self.game.state.units[uid].body.centre)

    def place_pos(self, place: str) -> QPointF:
        """The middle of a sector, or of a unit's bases (a log line's place)."""
        if place in self.game.state.units:
            return self.unit_pos(place)
        c = self.table.sector_named(place).centroid
        return to_scene(self.table, (c.x, c.y))

    # ------------------------------------------------------------------ the measuring tool
    def keyPressEvent(self, event) -> None:
        """M: the measuring tool on or off (a drag anywhere then measures, moving nothing);
        Q and E, while a unit is held: turn it left or right (``turn_held``)."""
        if event.key() in (Qt.Key.Key_Q, Qt.Key.Key_E) and self.drag is not None:
            step = 1.0 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else TURN_STEP
            self.turn_held(step if event.key() == Qt.Key.Key_Q else -step)
            event.accept()
            return
        if event.key() == Qt.Key.Key_M and not event.modifiers():
            self.measuring = not self.measuring
            self.measure_from = None
            self.path.setVisible(False)
            self.ruler.setVisible(False)
            event.accept()
            return
        super().keyPressEvent(event)

    def turn_held(self, degrees: float) -> None:
        """Turn the unit held by ``degrees`` (left positive) and show the ghost anew:
        a unit being placed faces its new way (FL-SETUP-3); loose models turn on
        the spot after their move (a ``t`` leg, free_moves.py); a block or a line
        wheels by that much first, then advances as far as the pointer goes
        along its new front (FL-FACE-1, FL-MOVE-6; drag.legs_wheeled)."""
        d, at = self.drag, self._drag_at
        if d is None or at is None:
            return
        d.turn = (d.turn + degrees + 180.0) % 360.0 - 180.0
        self.drag_to(at)

    def _measure_to(self, pos: QPointF) -> None:
        """The tape from where the measure began to ``pos``, and its length in inches (FL-GEN-5)."""
        assert self.measure_from is not None
        x, y = from_scene(self.table, pos)
        x0, y0 = self.measure_from
        path = QPainterPath(to_scene(self.table, (x0, y0)))
        path.lineTo(pos)
        pen = QPen(QColor(P.SELECTED), 2, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self.path.setPen(pen)
        self.path.setPath(path)
        self.path.setVisible(True)
        length = ((x - x0) ** 2 + (y - y0) ** 2) ** 0.5
        self._ruler([_t("FlWindow", "{d} in").format(d=f"{length:.2f}"),
                     _t("FlWindow", "measuring: M to stop")], GHOST_OK, pos)  # fmt: skip

    # ------------------------------------------------------------------ a unit dragged
    def drag_from(self, pos: QPointF) -> bool:
        """Whether a press at ``pos`` takes hold of a unit to draw its move: one
        the window marks (the player may act) that the movement step lets move now;
        with the measuring tool on, any press begins a measure."""
        if self.measuring:
            self.measure_from = from_scene(self.table, pos)
            self._hide_fire()
            return True
        uid = self.unit_at(pos)
        deploying = isinstance(self.game.state.stack[-1] if self.game.state.stack else None, Deployment)
        marked = self.marked.get(uid) in ("legal", "selected") or deploying
        if uid is None or not marked or not clicks.draggable(self.game, uid):
            return False
        body = self.game.state.units[uid].body
        self.drag = Drag(uid, from_scene(self.table, pos), body)
        self._hide_fire()
        return True

    def _deploying(self) -> bool:
        return isinstance(self.game.state.stack[-1] if self.game.state.stack else None, Deployment)

    def place_at(self, d: Drag, pos: QPointF):
        """The unit held set down where the pointer carried it, its facing kept (FL-SETUP-3)."""
        x, y = from_scene(self.table, pos)
        dx, dy = x - d.grip[0], y - d.grip[1]
        (ax, ay) = (d.body.front.x, d.body.front.y) if isinstance(d.body, Formation) else d.body.centre
        facing = d.body.front.facing if isinstance(d.body, Formation) else d.body.poses[0].facing
        return act("deploy", d.uid, f"{ax + dx:.2f}", f"{ay + dy:.2f}", f"{(facing + d.turn) % 360:.2f}")

    def _place_to(self, d: Drag, pos: QPointF) -> None:
        """The ghost where the unit held would be set down, green where it may stand, red with why not."""
        action = self.place_at(d, pos)
        top = self.game.state.stack[-1]
        body, why = check_place(self.game, top.side, action)
        shown_body = body if body is not None else placed(d.body, *(float(w) for w in action.args[1:4]))
        colours = GHOST_OK if body is not None else GHOST_REFUSED
        self.ghost.set_colours(*colours)
        self._place(self.ghost, shown_body)
        self.ghost.setVisible(True)
        words = _t("FlWindow", "in the deployment zone (FL-SETUP-3)") if body is not None else shown(why)
        self._ruler([words], colours, pos)

    def legs_at(self, d: Drag, pos: QPointF) -> list[tuple]:
        """The legs of the unit held (``d``), dragged to ``pos``: a block's or a line's wheel and advance
        (drag.py); a vehicle facing the way it is dragged, then driven; loose models carried straight by the
        pointer's travel, cut toward zero to the hundredth."""
        x, y = from_scene(self.table, pos)
        unit = self.game.state.units.get(d.uid)
        if unit is not None and unit.is_vehicle and not self._deploying():  # D25: it faces the way, then drives
            return legs_driven(d.body.poses[0].facing, (x - d.grip[0], y - d.grip[1]))  # type: ignore[union-attr]
        if not isinstance(d.body, Formation):
            dx, dy = int((x - d.grip[0]) * 100) / 100, int((y - d.grip[1]) * 100) / 100
            legs: list[tuple] = [("move", dx, dy)] if (dx, dy) != (0.0, 0.0) else []
            return [*legs, ("turn", round(d.turn, 2))] if d.turn else legs
        if d.turn and not self._deploying():  # wheeled by the keys, then advanced by the pointer
            return legs_wheeled(d.body, d.turn, (x - d.grip[0], y - d.grip[1]))
        target = (d.body.front.x + x - d.grip[0], d.body.front.y + y - d.grip[1])
        return legs_toward(d.body, target)

    def drag_to(self, pos: QPointF) -> None:
        """The ghost where the unit held would stand, and the ruler: what ``check`` says of the move."""
        if self.measure_from is not None:
            self._measure_to(pos)
            return
        self._drag_at = pos
        d = self.drag
        if d is not None and self._deploying():
            self._place_to(d, pos)
            return
        if d is None:
            return
        legs = self.legs_at(d, pos)
        if not legs:
            self.ghost.setVisible(False)
            self.path.setVisible(False)
            self._ruler([_t("FlWindow", "drag ahead to advance, aside to wheel")], GHOST_OK, pos)
            return
        action = act("move", d.uid, *(leg_word(*leg) for leg in legs))
        verdict = check(self.game, action)
        if verdict.allowed and verdict.body is not None:
            end = verdict.body
        elif isinstance(d.body, Formation):
            end = formation_legs(d.body, legs)[0]
        elif legs[0][0] == "move":
            end = d.body.moved(legs[0][1], legs[0][2])
        else:
            end = d.body
        colours = GHOST_OK if verdict.allowed else GHOST_REFUSED
        self.ghost.set_colours(*colours)
        self._place(self.ghost, end)
        self.ghost.setVisible(True)
        self._show_path(d.body, legs, colours[1])
        if verdict.allowed:
            first = _t("FlWindow", "cost {cost} of {allowance} ({rule})").format(
                cost=f"{verdict.cost:.2f}", allowance=f"{verdict.allowance:.2f}", rule=verdict.rule
            )
        else:
            first = f"{shown(verdict.reason)} ({verdict.rule})"
        self._ruler([first, shown(clicks.leg_words(legs))], colours, pos)

    def _show_path(self, body: Body, legs: list[tuple], colour: str) -> None:
        """The way the middle of the front goes: each wheel's arc and each advance (field/movement.py's
        samples); loose models' centre carried straight."""
        path = QPainterPath()
        if isinstance(body, Formation):
            path.moveTo(to_scene(self.table, (body.front.x, body.front.y)))
            for f in moments(body, legs)[1:]:
                path.lineTo(to_scene(self.table, (f.front.x, f.front.y)))
        elif legs[0][0] == "move":
            (cx, cy) = body.centre
            path.moveTo(to_scene(self.table, (cx, cy)))
            path.lineTo(to_scene(self.table, (cx + legs[0][1], cy + legs[0][2])))
        pen = QPen(QColor(colour), 2, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self.path.setPen(pen)
        self.path.setPath(path)
        self.path.setVisible(True)

    def _ruler(self, lines: list[str], colours: tuple[str, str], pos: QPointF) -> None:
        """The ruler beside the pointer, below and to the right of it, or where the view leaves it room."""
        fill = "#f4fbf2" if colours is GHOST_OK else "#fde8e2"
        self.ruler.set_text(lines, fill=fill, ink=colours[1])
        self.ruler.beside_pointer(pos, self.views())

    def ruler_text(self) -> str:
        """What the ruler says now ("" when hidden)."""
        return self.ruler.text() if self.ruler.isVisible() else ""

    def drag_end(self, pos: QPointF | None) -> Click | None:
        """The unit let go at ``pos`` (None: put back): what the move drawn means
        (the click rules' ``read_drop``: the move carried out, or why not)."""
        d, self.drag = self.drag, None
        if self.measure_from is not None:  # a measure moves nothing; its tape stays until the next press
            self.measure_from = None
            return None
        self.ghost.setVisible(False)
        self.path.setVisible(False)
        self.ruler.setVisible(False)
        if d is None or pos is None:
            return None
        if self._deploying():
            return clicks.read_drop(self.game, self.place_at(d, pos))
        legs = self.legs_at(d, pos)
        if not legs:
            return None
        return clicks.read_drop(self.game, act("move", d.uid, *(leg_word(*leg) for leg in legs)))

    # ------------------------------------------------------------------ the pointer over the table
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseMoveEvent(event)
        if self.drag is None:
            self.hover(event.scenePos())

    def hover(self, pos: QPointF) -> None:
        """The pointer at ``pos``: a line of fire to an enemy under it from the
        selected unit; the sector under it outlined where a click picks it."""
        uid = self.unit_at(pos)
        self._hover_sector(None if uid else self.table.sector_at(from_scene(self.table, pos)))
        chosen = self.selected()
        st = self.game.state
        if uid is None or chosen is None or chosen not in st.units or st.units[uid].side == st.units[chosen].side:
            self._hide_fire()
            return
        key = (chosen, uid, self.game.revision)
        if key != self._fire_key:
            self._fire_key = key
            self._show_fire(st.units[chosen], st.units[uid])

    def _hover_sector(self, sector: str | None) -> None:
        if sector is None or sector not in self.open_sectors:
            self.sector_glow.setVisible(False)
            return
        if self.sector_glow.data(0) != sector:
            self.sector_glow.setPath(path_of(self.table, self.table.sector_named(sector)))
            self.sector_glow.setData(0, sector)
        self.sector_glow.setVisible(True)

    def _hide_fire(self) -> None:
        self._fire_key = None
        self.fire_line.setVisible(False)
        self.fire_words.setVisible(False)

    def _show_fire(self, firer: Unit, target: Unit) -> None:
        """The line of fire from ``firer`` to ``target``: the range and the cover
        where it may fire at it (FL-FIRE-3, FL-COVER-2), why not otherwise."""
        from shapely.ops import nearest_points

        g = self.game
        top = g.state.stack[-1] if g.state.stack and not g.over else None
        moments = top.moments(target) if isinstance(top, Fire) else [target.body]
        reach = range_of(firer)
        reach_words = f"{reach:g}" if reach is not None else ""
        a, b = nearest_points(ground(firer.body), ground(target.body))
        distance = float(a.distance(b))
        seen = best_sighting(g.table, firer, target, moments) if reach is not None else None
        if seen is not None:
            cover = (
                _t("FlWindow", "{cover} cover {fraction} (FL-COVER-2)").format(
                    cover=shown(said(seen.cover.kind)), fraction=str(seen.cover.fraction)
                )
                if seen.cover
                else _t("FlWindow", "no cover")
            )
            lines = [
                _t("FlWindow", "{firer} may fire at {target}").format(firer=firer.name, target=target.name),
                _t("FlWindow", "range {d} in of {reach} (FL-FIRE-3)").format(
                    d=f"{seen.distance:.2f}", reach=reach_words
                ),
                cover,
            ]
            colour, style, fill = "#1b5e20", Qt.PenStyle.SolidLine, "#f4fbf2"
        else:
            lines = [
                _t("FlWindow", "{firer} may not fire at {target}").format(firer=firer.name, target=target.name),
                _t("FlWindow", "{d} in away, range {reach}").format(d=f"{distance:.2f}", reach=reach_words)
                if reach is not None
                else _t("FlWindow", "{firer} does not shoot (T3)").format(firer=firer.name),
                _t("FlWindow", "out of range, front arc or sight (FL-FIRE-3)") if reach is not None else "",
            ]
            colour, style, fill = "#7f7f7f", Qt.PenStyle.DashLine, "#f2f2f2"
        pen = QPen(QColor(colour), 2.5, style)
        pen.setCosmetic(True)
        self.fire_line.setPen(pen)
        pa, pb = to_scene(self.table, (a.x, a.y)), to_scene(self.table, (b.x, b.y))
        self.fire_line.setLine(pa.x(), pa.y(), pb.x(), pb.y())
        self.fire_line.setVisible(True)
        self.fire_words.set_text(lines, fill=fill, ink=colour)
        self.fire_words.setPos((pa + pb) / 2)
        self.fire_words.setVisible(True)

    def fire_text(self) -> str:
        """What the line of fire says now ("" when none is shown)."""
        return self.fire_words.text() if self.fire_words.isVisible() else ""


def _overlap(a: QRectF, b: QRectF) -> float:
    """The area two screen rectangles share."""
    r = a.intersected(b)
    return r.width() * r.height() if not r.isEmpty() else 0.0
