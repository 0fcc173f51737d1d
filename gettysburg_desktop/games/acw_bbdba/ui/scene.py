"""The table of a battle of ACW-BBDBA in the play window: the cloth and the
terrain by kind (boards/table/qt/items.py ``draw_table``, in looks.py's
colours, a millimetre a scene unit), every element's base in its side's
colours with its front edge, its type and its id written on it.

What the window marks glows around an element (marks.py). An element the
active player may move is dragged (display/board_view.py's drag): a ghost
follows the pointer, the pointer's travel read as an advance and a slide
(Q and E wheel it first, 15° a press, 1° with Shift), judged by the rules'
checks at every step, with a ruler beside it ("60.0 mm = 240 paces of
300, good going, 1 PIP"), red with the reason where it may not go; let go
with its front near an enemy's front, it lines up flush (decision 4). A
group picked (its button, a rubber band drawn with Shift held, or a
Shift-click on one of its elements) moves as one body when one of its
elements is dragged (BB-MOVE-4). M switches the measuring tape on and off
(paces and millimetres)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gettysburg_desktop.boards.table.bases import Point, Pose
from gettysburg_desktop.boards.table.qt.items import Z_BASE, Z_GRID, BasesItem, draw_table, from_scene, to_scene
from gettysburg_desktop.boards.table.qt.plates import Plate
from gettysburg_desktop.display import palette as P
from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.kernel.clicks import Click

from ..field.elements import Element
from ..game import clicks
from ..game.bound import Movement
from ..rules.scale import paces
from ..rules.troops import Kind
from .looks import GHOST_OK, GHOST_REFUSED, LOOKS, SIDE_EDGE, SIDE_FILL, SIDE_FRONT, SIDE_INK

_t = QCoreApplication.translate

#: scene units per millimetre of the table
SCALE = 1.0
#: the scene length an element's front edge and chevron are sized by
MARK = 14.0
#: the opening view's margin round the table, in millimetres
MARGIN = 30.0
#: the glow of each mark's mode (ui/board_marks.py's modes)
GLOW = {"legal": P.LEGAL, "selected": P.SELECTED, "target": P.TARGET, "recent": P.RECENT}
Z_OVERLAY = Z_BASE + 3
#: degrees Q or E wheels a held element or group (with Shift: one degree)
TURN_STEP = 15.0

FONT = QFont("DejaVu Sans")
FONT.setPixelSize(7)
BOLD = QFont(FONT)
BOLD.setBold(True)

#: a type's short word on its base (the log and the status bar say it in full)
SHORT = {  # (str: QT_TRANSLATE_NOOP gives its text back for lupdate to find, its stub says object)
    Kind.CAVALRY: str(QT_TRANSLATE_NOOP("AcwWindow", "Cav")),
    Kind.DISMOUNTED: str(QT_TRANSLATE_NOOP("AcwWindow", "Dis")),
    Kind.MUSKETS: str(QT_TRANSLATE_NOOP("AcwWindow", "Mus")),
    Kind.RIFLES: str(QT_TRANSLATE_NOOP("AcwWindow", "Rif")),
    Kind.JAEGER: str(QT_TRANSLATE_NOOP("AcwWindow", "Jäg")),
    Kind.ARTILLERY: str(QT_TRANSLATE_NOOP("AcwWindow", "Art")),
    Kind.COMMAND: str(QT_TRANSLATE_NOOP("AcwWindow", "Cmd")),
    Kind.CAMP: str(QT_TRANSLATE_NOOP("AcwWindow", "Camp")),
}
#: BB-FIELD's kinds of terrain in words (an unnamed area's label, the status bar)
TERRAIN = {
    "wood": str(QT_TRANSLATE_NOOP("AcwWindow", "wood")),
    "gentle hill": str(QT_TRANSLATE_NOOP("AcwWindow", "gentle hill")),
    "steep hill": str(QT_TRANSLATE_NOOP("AcwWindow", "steep hill")),
    "crest": str(QT_TRANSLATE_NOOP("AcwWindow", "crest")),
    "bua": str(QT_TRANSLATE_NOOP("AcwWindow", "built-up area")),
    "road": str(QT_TRANSLATE_NOOP("AcwWindow", "road")),
    "river": str(QT_TRANSLATE_NOOP("AcwWindow", "river")),
    "waterway": str(QT_TRANSLATE_NOOP("AcwWindow", "waterway")),
    "marsh": str(QT_TRANSLATE_NOOP("AcwWindow", "marsh")),
    "rough": str(QT_TRANSLATE_NOOP("AcwWindow", "rough ground")),
}


def terrain_words(kind: str) -> str:
    """A kind of terrain in the current language."""
    return _t("AcwWindow", TERRAIN.get(kind, kind))


class ElementItem(BasesItem):
    """An element's base with its type and id written on it, upright at every facing."""

    def __init__(self, table: Any, e: Element) -> None:
        side = e.side
        super().__init__(table, e.id, SIDE_FILL.get(side, "#888888"), SIDE_EDGE.get(side, "#222222"),
                         SIDE_FRONT.get(side, "#ffffff"), scale=SCALE, marks=MARK)  # fmt: skip
        self.ink = SIDE_INK.get(side, "#000000")
        self.words: tuple[str, str] = ("", "")
        self.set_element(e)

    def set_element(self, e: Element) -> None:
        self.set_bases([(e.pose, e.size)])
        self.words = (_t("AcwWindow", SHORT[e.kind]), e.id)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        if self.ghost:
            return
        centre = self.outline.boundingRect().center()
        painter.setPen(QColor(self.ink))
        for k, (font, line) in enumerate(((FONT, self.words[0]), (BOLD, self.words[1]))):
            painter.setFont(font)
            box = QRectF(centre.x() - 30, centre.y() - 8 + 8 * k, 60, 8)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, line)


@dataclass
class Drag:
    """What a press took hold of: the elements dragged (one, or a group), where the press was (table mm),
    the wheel the keys gave it; or a rubber band (``band``), begun on ``origin`` (an element, or None)."""

    ids: tuple[str, ...]
    grip: Point
    wheel: float = 0.0
    band: bool = False
    origin: str | None = None


class AcwScene(QGraphicsScene):
    """The table of a battle of ACW-BBDBA (see the module)."""

    def __init__(self, game, parent=None) -> None:
        super().__init__(parent)
        self._game = game
        self.table = table = game.table
        self.board = draw_table(self, table, LOOKS, SCALE)
        self._name_terrain()
        m = MARGIN * SCALE
        self.setSceneRect(QRectF(-3 * m, -3 * m, table.width * SCALE + 6 * m, table.depth * SCALE + 6 * m))
        self.units: dict[str, ElementItem] = {}
        self.view: dict | None = None
        self.marked: dict[str, str] = {}
        self.zoom = 1.0
        self.drag: Drag | None = None
        self._drag_at: QPointF | None = None
        self.ghosts: list[BasesItem] = []
        self.ruler = Plate(anchor="corner", bold_first=True)
        self.ruler.setZValue(Z_OVERLAY + 1)
        self.ruler.setVisible(False)
        self.addItem(self.ruler)
        self.band = QGraphicsRectItem()
        pen = QPen(QColor(P.SELECTED), 2, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self.band.setPen(pen)
        fill = QColor(P.SELECTED)
        fill.setAlpha(30)
        self.band.setBrush(fill)
        self.band.setZValue(Z_OVERLAY)
        self.band.setVisible(False)
        self.addItem(self.band)
        self.tape = QGraphicsPathItem()
        self.tape.setZValue(Z_OVERLAY)
        self.tape.setVisible(False)
        self.addItem(self.tape)
        #: the measuring tool (M): on, and where a measure began
        self.measuring = False
        self.measure_from: Point | None = None
        self.reach = None

    def _name_terrain(self) -> None:
        """Each unnamed area labelled with its kind ("wood", "steep hill"): BB-FIELD-2's word for it."""
        font = QFont("DejaVu Sans")
        font.setPixelSize(11)
        font.setItalic(True)
        for f in self.table.features:
            if f.name or f.is_line:
                continue
            label = QGraphicsSimpleTextItem(terrain_words(f.kind))
            label.setFont(font)
            label.setBrush(QColor("#1e1b16"))
            centre = f.area.representative_point()
            rect = label.boundingRect()
            label.setPos(
                to_scene(self.table, (centre.x, centre.y), SCALE) - QPointF(rect.width() / 2, rect.height() / 2)
            )
            label.setZValue(Z_GRID)
            label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(label)

    def home_rect(self) -> QRectF:
        m = MARGIN * SCALE
        return QRectF(-m, -m, self.table.width * SCALE + 2 * m, self.table.depth * SCALE + 2 * m)

    def _controller(self) -> Any:
        """The window's controller while it plays this scene (None: no window, or the window still being
        built, whose controller is still the last game's)."""
        try:
            controller = getattr(self.parent(), "controller", None)
        except RuntimeError:
            return None
        return controller if getattr(controller, "scene", None) is self else None

    @property
    def game(self):
        """The game on screen: the window's (a replay's step back is a new game of the same battle), else
        the one the scene was made with."""
        controller = self._controller()
        return controller.session.game if controller is not None else self._game

    def _pick(self) -> Any:
        controller = self._controller()
        return controller.pick if controller is not None else None

    # ------------------------------------------------------------------ the view
    def show_view(self, view: dict) -> None:
        """Every element where it stands; elements gone are taken off."""
        self.view = view
        elements = self.game.state.elements
        for eid, e in elements.items():
            item = self.units.get(eid)
            if item is None:
                item = ElementItem(self.table, e)
                self.addItem(item)
                self.units[eid] = item
            else:
                item.set_element(e)
            item.setToolTip(self.unit_words(eid))
            item.setVisible(True)
        for eid, item in self.units.items():
            if eid not in elements:
                item.setVisible(False)

    def unit_words(self, eid: str) -> str:
        """An element in words: its type, its command and what its command has left."""
        g = self.game
        e = g.state.elements.get(eid)
        if e is None:
            return eid
        words = shown(clicks.element_words(g, eid))
        command = g.state.commands.get(e.command)
        if command is None:
            return words
        pips = g.state.pips.get(command.id)
        extra = _t("AcwWindow", "{words}, command {command}").format(words=words, command=command.id)
        if pips is not None and command.side == g.state.active:
            extra += (
                _t("AcwWindow", " (1 PIP left)") if pips == 1 else _t("AcwWindow", " ({n} PIPs left)").format(n=pips)
            )
        if command.demoralised:
            extra += _t("AcwWindow", ", demoralised (BB-WIN-1)")
        return extra

    # ------------------------------------------------------------------ marks
    def mark(self, units=None, places=None, borders=None, blocks=None) -> None:
        """The glow: ``units`` map an element's id to a mode (legal, selected, target, recent); ``places``
        too (the elements a log line or a command's line names)."""
        self.marked = {u: m for u, m in {**(places or {}), **(units or {})}.items() if m}
        for eid, item in self.units.items():
            item.set_glow(GLOW.get(self.marked.get(eid, "")))

    @property
    def _marked(self) -> dict:
        return {self.units[u]: m for u, m in self.marked.items() if u in self.units}

    def selected(self) -> str | None:
        return next((u for u, m in self.marked.items() if m == "selected"), None)

    def set_zoom(self, zoom: float) -> None:
        self.zoom = zoom

    def show_reach(self, overlay, enemy=frozenset()) -> None:
        """No reach is drawn: a drag shows where an element may go."""

    # ------------------------------------------------------------------ what is where
    def unit_at(self, pos: QPointF) -> str | None:
        """The element at ``pos`` (the topmost: a command element over the troops it stands by)."""
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            if isinstance(item, ElementItem) and item.isVisible() and item.key in self.game.state.elements:
                return item.key
        return None

    def thing_at(self, pos: QPointF) -> tuple[str, str] | None:
        """("unit", id) for an element, ("place", "table") for the table elsewhere, None off it."""
        eid = self.unit_at(pos)
        if eid is not None:
            return ("unit", eid)
        x, y = from_scene(self.table, pos, SCALE)
        return ("place", "table") if 0 <= x <= self.table.width and 0 <= y <= self.table.depth else None

    def unit_pos(self, eid: str) -> QPointF:
        e = self.game.state.elements[eid]
        return to_scene(self.table, (e.pose.x, e.pose.y), SCALE)

    def place_pos(self, place: str) -> QPointF:
        """An element's middle (a log line's element), else the table's."""
        if place in self.game.state.elements:
            return self.unit_pos(place)
        return to_scene(self.table, (self.table.width / 2, self.table.depth / 2), SCALE)

    # ------------------------------------------------------------------ keys
    def keyPressEvent(self, event) -> None:
        """M: the measuring tape on or off; Q and E, while an element or group is held: wheel it."""
        if event.key() in (Qt.Key.Key_Q, Qt.Key.Key_E) and self.drag is not None and not self.drag.band:
            step = 1.0 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else TURN_STEP
            self.turn_held(step if event.key() == Qt.Key.Key_Q else -step)
            event.accept()
            return
        if event.key() == Qt.Key.Key_M and not event.modifiers():
            self.measuring = not self.measuring
            self.measure_from = None
            self.tape.setVisible(False)
            self.ruler.setVisible(False)
            event.accept()
            return
        super().keyPressEvent(event)

    def turn_held(self, degrees: float) -> None:
        """Wheel the held element or group by ``degrees`` (left positive) and show the ghost anew."""
        d, at = self.drag, self._drag_at
        if d is None or at is None:
            return
        d.wheel = (d.wheel + degrees + 180.0) % 360.0 - 180.0
        self.drag_to(at)

    # ------------------------------------------------------------------ drags
    def drag_from(self, pos: QPointF) -> bool:
        """Whether a press at ``pos`` takes hold: with the measuring tape on, any press begins a measure;
        with Shift held in the movement phase, a rubber band; else an element (or the group picked) the
        rules let be drawn now (game/clicks.py ``draggable``)."""
        table_point = from_scene(self.table, pos, SCALE)
        if self.measuring:
            self.measure_from = table_point
            return True
        eid = self.unit_at(pos)
        g = self.game
        top = g.state.stack[-1] if g.state.stack and not g.over else None
        shift = bool(QGuiApplication.keyboardModifiers() & Qt.KeyboardModifier.ShiftModifier)
        if shift and isinstance(top, Movement):
            self.drag = Drag((), table_point, band=True, origin=eid)
            return True
        if eid is None or self.marked.get(eid) not in ("legal", "selected"):
            return False
        ids = clicks.draggable(g, eid, self._pick())
        if not ids:
            return False
        self.drag = Drag(ids, table_point)
        return True

    def drag_to(self, pos: QPointF) -> None:
        """The ghost where the held elements would stand and the ruler: what the checks say of the move."""
        self._drag_at = pos
        if self.measure_from is not None:
            self._measure_to(pos)
            return
        d = self.drag
        if d is None:
            return
        if d.band:
            a = to_scene(self.table, d.grip, SCALE)
            self.band.setRect(QRectF(a, pos).normalized())
            self.band.setVisible(True)
            return
        x, y = from_scene(self.table, pos, SCALE)
        travel = (x - d.grip[0], y - d.grip[1])
        action = clicks.drawn_move(self.game, d.ids, travel, d.wheel)
        if action is None:
            self._hide_ghosts()
            self._ruler([_t("AcwWindow", "drag ahead, back or aside; Q and E wheel it")], GHOST_OK, pos)
            return
        why, cost, ends, length, going = clicks.verdict_of(self.game, action)
        colours = GHOST_OK if not why else GHOST_REFUSED
        elements = self.game.state.elements
        if not ends:  # refused before it was measured: the ghost where the pointer carries it
            ends = {i: Pose(elements[i].pose.x + travel[0], elements[i].pose.y + travel[1], elements[i].pose.facing)
                    for i in d.ids if i in elements}  # fmt: skip
        self._show_ghosts([(elements[i], pose) for i, pose in ends.items() if i in elements], colours)
        legs = shown(self._legs_words(action))
        if why:
            lines = [shown(why), legs]
        else:
            going_words = {"GG": _t("AcwWindow", "good going"), "SG": _t("AcwWindow", "difficult going"),
                           "road": _t("AcwWindow", "road")}.get(going, going)  # fmt: skip
            pip_words = _t("AcwWindow", "1 PIP") if cost == 1 else _t("AcwWindow", "{n} PIPs").format(n=cost)
            if length and action.verb == "group":
                first = _t("AcwWindow", "the group: {mm} mm = {paces} paces, {going}, {pips} (BB-MOVE-4)").format(
                    mm=f"{length:.1f}", paces=f"{paces(length):.0f}", going=going_words, pips=pip_words
                )
            elif length:
                first = _t("AcwWindow", "{mm} mm = {paces} paces, {going}, {pips} (BB-MOVE-1)").format(
                    mm=f"{length:.1f}", paces=f"{paces(length):.0f}", going=going_words, pips=pip_words
                )
            else:
                first = _t("AcwWindow", "the group: {going}, {pips} (BB-MOVE-4)").format(
                    going=going_words, pips=pip_words
                )
            lines = [first, legs]
        self._ruler(lines, colours, pos)

    @staticmethod
    def _legs_words(action) -> Any:
        from ..game.actions import legs_of

        return clicks.leg_words(legs_of(action.args[1:]))

    def _show_ghosts(self, ends: list[tuple[Element, Any]], colours: tuple[str, str]) -> None:
        while len(self.ghosts) < len(ends):
            ghost = BasesItem(self.table, "", *colours, scale=SCALE, ghost=True, marks=MARK)
            ghost.setZValue(Z_OVERLAY - 0.5)
            self.addItem(ghost)
            self.ghosts.append(ghost)
        for ghost, (e, pose) in zip(self.ghosts, ends, strict=False):
            ghost.set_colours(*colours)
            ghost.set_bases([(pose, e.size)])
            ghost.setVisible(True)
        for ghost in self.ghosts[len(ends) :]:
            ghost.setVisible(False)

    def _hide_ghosts(self) -> None:
        for ghost in self.ghosts:
            ghost.setVisible(False)

    def _ruler(self, lines: list[str], colours: tuple[str, str], pos: QPointF) -> None:
        """The ruler beside the pointer, below and to the right of it, or where the view leaves it room."""
        fill = "#f4fbf2" if colours is GHOST_OK else "#fde8e2"
        self.ruler.set_text(lines, fill=fill, ink=colours[1])
        self.ruler.beside_pointer(pos, self.views())

    def ruler_text(self) -> str:
        """What the ruler says now ("" when hidden)."""
        return self.ruler.text() if self.ruler.isVisible() else ""

    def _measure_to(self, pos: QPointF) -> None:
        """The tape from where the measure began to ``pos``, in paces and millimetres (BB-SCALE-1)."""
        assert self.measure_from is not None
        x, y = from_scene(self.table, pos, SCALE)
        x0, y0 = self.measure_from
        path = QPainterPath(to_scene(self.table, (x0, y0), SCALE))
        path.lineTo(pos)
        pen = QPen(QColor(P.SELECTED), 2, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self.tape.setPen(pen)
        self.tape.setPath(path)
        self.tape.setVisible(True)
        length = ((x - x0) ** 2 + (y - y0) ** 2) ** 0.5
        self._ruler([_t("AcwWindow", "{paces} paces ({mm} mm)").format(paces=f"{paces(length):.0f}",
                                                                         mm=f"{length:.1f}"),
                     _t("AcwWindow", "measuring: M to stop")], GHOST_OK, pos)  # fmt: skip

    def drag_end(self, pos: QPointF | None) -> Click | None:
        """Let go at ``pos`` (None: a press let go in place): a rubber band's group, a Shift-click's, or the
        move drawn (the click rules' ``read_drop``: carried out, or why not)."""
        d, self.drag = self.drag, None
        if self.measure_from is not None:
            self.measure_from = None
            return None
        self._hide_ghosts()
        self.ruler.setVisible(False)
        self.band.setVisible(False)
        if d is None:
            return None
        if d.band:
            if pos is None:
                return clicks.read_shift_click(self.game, d.origin) if d.origin is not None else None
            a = to_scene(self.table, d.grip, SCALE)
            rect = QRectF(a, pos).normalized()
            inside = [eid for eid, item in self.units.items() if item.isVisible()
                      and rect.intersects(item.outline.boundingRect())]  # fmt: skip
            return clicks.read_band(self.game, inside)
        if pos is None:
            return None
        x, y = from_scene(self.table, pos, SCALE)
        action = clicks.drawn_move(self.game, d.ids, (x - d.grip[0], y - d.grip[1]), d.wheel)
        return clicks.read_drop(self.game, action) if action is not None else None
