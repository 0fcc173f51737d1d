"""Pieces and markers, drawn from the SVG art in resources/art (display/art.py),
crisp at any zoom, with what the program adds on top: the highlight of what
a click can mean, the damage cubes, a damaged battery laid on its side.

Each unit type has its own silhouette as well as its side's colour, so shape
alone tells them apart (NATO-style marks): infantry a box with a cross,
elite infantry the same under a gold band, inferior infantry pale with a
dashed frame, cavalry a single slash, artillery a round token with a dot.
Cubes tied to a unit sit at its foot as a cube of its colour with the
count; the area's loose cubes lie in a row below its units, one cube per
colour with its count. Both are drawn at a fixed size on the screen
(``BADGE_PX``), so their counts can be read at the zoom the game opens with,
however small the board is drawn. A damaged battery is laid on its side,
washed pale and struck through with a bold cross (R-ART-5).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gettysburg_desktop.boards.areas.qt.map_items import Z_MARKERS, Z_PIECES
from gettysburg_desktop.display import palette as P
from gettysburg_desktop.display.words import plural, side_name

from . import art
from . import colours as C
from .words import cube_colour, unit_kind

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate

UNIT = 24.0  # a unit piece's side, board units (resources/art/pieces are 24 x 24)
CUBE = 9.0  # the room a cube badge takes in a stack's layout, board units
BADGE_PX = 15.0  # a cube badge's side on the screen, pixels, at any zoom
BADGE_FONT_PX = 12  # its count's font size, pixels (digits about 9 px tall)
MARK_COLOURS = {"legal": P.LEGAL, "selected": P.SELECTED, "target": P.TARGET}


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
        self.badge: CubeBadge | None = None  # the cubes it carries, at its foot
        self._tooltip()

    def _tooltip(self) -> None:
        extra = []
        if self.cubes:
            extra.append(plural(self.cubes, _t("Pieces", "{n} cube"), _t("Pieces", "{n} cubes")))
        if self.damaged:
            extra.append(_t("Pieces", "damaged"))
        what = _t("Pieces", "{side} {kind}").format(side=side_name(self.side), kind=unit_kind(self.kind))
        self.setToolTip(f"{self.name}\n{what}" + (f" ({', '.join(extra)})" if extra else ""))

    def set_state(self, cubes: int, damaged: bool) -> None:
        if (cubes, damaged) != (self.cubes, self.damaged):
            self.prepareGeometryChange()
            self.cubes, self.damaged = cubes, damaged
            self.setRotation(90 if damaged else 0)
            self._tooltip()
            if cubes and self.badge is None:
                self.badge = CubeBadge(self)
                self.badge.setPos(UNIT / 2 - 2, UNIT / 2 - 2)  # the piece's lower right corner
            if self.badge is not None:
                self.badge.set_cubes({f"{self.side}-{self.kind}": cubes} if cubes else {})
            self.update()

    def mark(self, mode: str) -> None:
        if mode != self.mode:
            self.mode = mode
            self.update()

    def boundingRect(self) -> QRectF:
        h = UNIT / 2
        return QRectF(-h - 4, -h - 4, UNIT + 8, UNIT + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        h = UNIT / 2
        painter.setRenderHint(QPainter.Antialiasing)
        body = QRectF(-h, -h, UNIT, UNIT)
        if self.mode:
            painter.setPen(QPen(QColor(MARK_COLOURS[self.mode]), 4))
            painter.setBrush(Qt.NoBrush)
            if self.kind == "artillery":
                painter.drawEllipse(body.adjusted(-2.5, -2.5, 2.5, 2.5))
            else:
                painter.drawRoundedRect(body.adjusted(-2.5, -2.5, 2.5, 2.5), 5, 5)
        art.piece(self.kind, self.side).render(painter, body)
        if self.damaged:  # laid on its side (the item is turned), washed pale and struck through (R-ART-5)
            draw_damage(painter, body, self.side)


def draw_damage(painter: QPainter, body: QRectF, side: str) -> None:
    """A damaged battery: a pale wash over the token (another fill at a
    glance) and a bold cross over it in the damage colour, edged dark so it
    shows on either side's colours."""
    wash = QColor(C.DAMAGED_WASH)
    wash.setAlpha(170)
    painter.setPen(Qt.NoPen)
    painter.setBrush(QBrush(wash))
    painter.drawEllipse(body)
    k = body.width() * 0.3
    c = body.center()
    for width, colour in ((6.0, P.SIDE_EDGE[side]), (3.6, C.DAMAGED_MARK)):
        pen = QPen(QColor(colour), width, Qt.SolidLine, Qt.RoundCap)
        painter.setPen(pen)
        painter.drawLine(QPointF(c.x() - k, c.y() - k), QPointF(c.x() + k, c.y() + k))
        painter.drawLine(QPointF(c.x() - k, c.y() + k), QPointF(c.x() + k, c.y() - k))


def badge_font(k: float = 1.0) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(BADGE_FONT_PX * k)))
    font.setBold(True)
    return font


def draw_cube(painter: QPainter, colour: str, n: int, centre: QPointF, side: float = BADGE_PX, k: float = 1.0) -> None:
    """A cube of ``colour`` at ``centre`` with the count ``n`` on it
    (``k``: the badge's scale, 1 at its smallest)."""
    fill = QColor(C.CUBE.get(colour, "#999999"))
    r = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
    painter.setPen(QPen(QColor("#111111"), 1.0 * k))
    painter.setBrush(QBrush(fill))
    painter.drawRoundedRect(r, 2 * k, 2 * k)
    painter.setFont(badge_font(k))
    painter.setPen(QPen(QColor("#000000" if P.lightness(C.CUBE.get(colour, "#999999")) > 55 else "#ffffff")))
    painter.drawText(r, Qt.AlignCenter, str(n))


#: a cube badge's side in board units when the board is zoomed in far
#: enough: from there on it grows with the board, like the pieces
BADGE_BOARD = 11.0


def badge_scale(zoom: float) -> float:
    """The cube badges' scale at the view's ``zoom``: 1 (``BADGE_PX`` on the
    screen) until the board is drawn large enough, then in step with it."""
    return max(1.0, zoom * BADGE_BOARD / BADGE_PX)


class CubeBadge(QGraphicsItem):
    """Cubes by colour, each a cube with its count, drawn at least
    ``BADGE_PX`` on the screen whatever the zoom (it ignores the view's
    transformation; ``set_scale`` grows it with a board zoomed in): a
    unit's cubes at its foot, an area's loose cubes in a row (R-DMG-1). Its
    position is a board point; the row is centred on it, the cubes' tops
    ``drop`` badge pixels below it."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.cubes: dict[str, int] = {}
        self.drop = 0.0  # pixels (at scale 1) between its position and the cubes' tops
        self.k = 1.0
        self.setFlag(QGraphicsItem.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(1)

    def set_cubes(self, cubes: dict[str, int], drop: float = 0.0) -> None:
        if cubes != self.cubes or drop != self.drop:
            self.prepareGeometryChange()
            self.cubes, self.drop = dict(cubes), drop
            self.setVisible(bool(cubes))
            self.update()

    def set_scale(self, k: float) -> None:
        if k != self.k:
            self.prepareGeometryChange()
            self.k = k
            self.update()

    def _centres(self) -> list[tuple[str, int, QPointF]]:
        side, gap = BADGE_PX * self.k, 3 * self.k
        x = -len(self.cubes) * (side + gap) / 2 + (side + gap) / 2
        out = []
        for colour, n in sorted(self.cubes.items()):
            out.append((colour, n, QPointF(x, (self.drop + BADGE_PX / 2) * self.k)))
            x += side + gap
        return out

    def boundingRect(self) -> QRectF:
        w = len(self.cubes) * (BADGE_PX + 3) * self.k
        return QRectF(-w / 2 - 1, self.drop * self.k - 1, w + 2, BADGE_PX * self.k + 2)

    def text_rects(self) -> list[QRectF]:
        """Where each count's digits are drawn (item coordinates: pixels)."""
        from PySide6.QtGui import QFontMetricsF

        fm = QFontMetricsF(badge_font(self.k))
        out = []
        for _, n, c in self._centres():
            ink = fm.tightBoundingRect(str(n))
            out.append(QRectF(c.x() - ink.width() / 2, c.y() - ink.height() / 2, ink.width(), ink.height()))
        return out

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        for colour, n, c in self._centres():
            draw_cube(painter, colour, n, c, BADGE_PX * self.k, self.k)


class PileItem(CubeBadge):
    """An area's loose cubes, by colour (R-DMG-1)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_PIECES)

    @property
    def pile(self) -> dict[str, int]:
        return self.cubes

    def set_pile(self, pile: dict[str, int], drop: float = 0.0) -> None:
        """``drop``: pixels below its position (clear of the cubes of the
        units in the row above)."""
        if pile != self.cubes or drop != self.drop:
            self.set_cubes(pile, drop)
            text = ", ".join(f"{n} {cube_colour(c)}" for c, n in sorted(self.cubes.items()))
            self.setToolTip(_t("Pieces", "loose cubes (R-DMG-1): {cubes}").format(cubes=text) if text else "")


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
        if (value, discs) != (self.value, self.discs) or not self.toolTip():  # a new block's back has its tooltip too
            self.value, self.discs = value, discs
            n = plural(discs, _t("Pieces", "{n} disc"), _t("Pieces", "{n} discs"))
            if value is not None:
                tip = _t("Pieces", "{side} command block of value {v}, {discs} (R-BLK, R-ORD-1)").format(
                    side=side_name(self.side), v=value, discs=n
                )
            else:
                tip = _t("Pieces", "{side} command block, {discs}; its value is hidden (R-ACT-2)").format(
                    side=side_name(self.side), discs=n
                )
            self.setToolTip(tip)
            self.update()

    def mark(self, mode: str) -> None:
        if mode != self.mode:
            self.mode = mode
            self.update()

    def boundingRect(self) -> QRectF:
        s = self.SIZE
        return QRectF(-s / 2 - 4, -s / 2 - 4, max(s + 8, 5 * 8.5 + 4), s + 19)  # up to five discs under it

    def paint(self, painter: QPainter, option, widget=None) -> None:
        s = self.SIZE
        painter.setRenderHint(QPainter.Antialiasing)
        body = QRectF(-s / 2, -s / 2, s, s)
        if self.mode:
            painter.setPen(QPen(QColor(MARK_COLOURS[self.mode]), 3.5))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(body.adjusted(-2.5, -2.5, 2.5, 2.5), 4, 4)
        painter.setPen(QPen(QColor("#111111"), 1.2))
        painter.setBrush(QBrush(QColor(C.BLOCK[self.side])))
        painter.drawRoundedRect(body, 3, 3)
        if self.value is not None:
            painter.setPen(QPen(QColor("#ffffff")))
            font = QFont("DejaVu Sans", 11)
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(body, Qt.AlignCenter, str(self.value))
        painter.setPen(QPen(QColor("#111111"), 1))
        painter.setBrush(QBrush(QColor(C.DISC[self.side])))
        for k in range(self.discs):  # the order discs on it (R-ORD-1), in a row under it
            painter.drawEllipse(QPointF(-s / 2 + 4 + k * 8.5, s / 2 + 6), 4, 4)


class MarkerItem(QGraphicsItem):
    """A disruption marker (an orange disc with D) or an artillery-fire
    marker (a red burst): ``kind`` is ``disruption`` or ``fire``."""

    def __init__(self, kind: str, place: str) -> None:
        super().__init__()
        self.kind, self.place = kind, place
        self.setZValue(Z_MARKERS)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setToolTip(
            _t("Pieces", "disruption marker (R-DISR)")
            if kind == "disruption"
            else _t("Pieces", "artillery-fire marker (R-ART-6)")
        )

    def boundingRect(self) -> QRectF:
        return QRectF(-9, -9, 18, 18)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        art.marker("disruption" if self.kind == "disruption" else "artillery-fire").render(painter, self.boundingRect())
