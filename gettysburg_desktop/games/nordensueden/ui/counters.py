"""A Norden & Süden unit counter on the map (NS-COMP-2, T1): a square in its
side's colour with its kind (MI, VI, EI militia/veteran/elite infantry; MC,
VC, EC cavalry) and a small symbol (infantry's crossed box, cavalry's
slash), its combat value in the middle, on its back (reduced, NS-FIRE-3)
pale with the value in red, with a bastion where it is fortified (NS-FORT),
and a "3x" badge where several identical units stand as one counter."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from gettysburg_desktop.display import palette as P

from .box_map_items import bastion_path

#: a counter's side, scene units
SIZE = 24.0
Z_COUNTER = 8.0

FILL = {"usa": P.SIDE_FILL["usa"], "csa": P.SIDE_FILL["csa"]}
EDGE = {"usa": P.SIDE_EDGE["usa"], "csa": P.SIDE_EDGE["csa"]}
MARK = {"usa": "#ffffff", "csa": "#111111"}
REDUCED_FILL = {"usa": "#dbe7f3", "csa": "#eceae4"}
REDUCED_VALUE = "#c0392b"

CODE_FONT = QFont("DejaVu Sans")
CODE_FONT.setPixelSize(7)
CODE_FONT.setBold(True)
VALUE_FONT = QFont("DejaVu Sans")
VALUE_FONT.setPixelSize(12)
VALUE_FONT.setBold(True)
BADGE_FONT = QFont("DejaVu Sans")
BADGE_FONT.setPixelSize(8)
BADGE_FONT.setBold(True)


def group_key(unit: dict) -> tuple:
    """What a player sees of a unit: identical ones stand as one counter."""
    return (
        unit["side"],
        unit["code"],
        unit["value"],
        unit["reduced"],
        unit["fortified"],
        unit.get("marker", False),
        unit.get("stopped", False),
        unit.get("marches", 0),
    )


class CounterItem(QGraphicsItem):
    """One counter: a unit, or several identical units (``ids``)."""

    def __init__(self, units: list[dict]) -> None:
        super().__init__()
        self.setZValue(Z_COUNTER)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.mode = ""
        self.set_units(units)

    def set_units(self, units: list[dict], box: str | None = None) -> None:
        """Show ``units`` (identical ones), standing in the box named ``box``."""
        self.units = units
        self.ids = tuple(u["id"] for u in units)
        self.unit = units[0]
        self.setToolTip(counter_words(units, box))
        self.update()

    @property
    def uid(self) -> str:
        return self.ids[0]

    def show_as(self, mode: str) -> None:
        """The glow: ``legal``, ``selected``, ``target`` or "" (plain)."""
        if mode != self.mode:
            self.mode = mode
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-SIZE / 2 - 4, -SIZE / 2 - 6, SIZE + 8, SIZE + 10)

    def shape(self):
        from PySide6.QtGui import QPainterPath

        path = QPainterPath()
        path.addRect(QRectF(-SIZE / 2, -SIZE / 2, SIZE, SIZE))
        return path

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        u = self.unit
        side = u["side"]
        reduced = u["reduced"]
        painter.setRenderHint(QPainter.Antialiasing)
        r = QRectF(-SIZE / 2, -SIZE / 2, SIZE, SIZE)
        if self.mode:
            colour = {"legal": P.LEGAL, "selected": P.SELECTED, "target": P.TARGET, "recent": P.RECENT}.get(
                self.mode, P.LEGAL
            )
            painter.setPen(QPen(QColor(colour), 4))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(r.adjusted(-2.5, -2.5, 2.5, 2.5), 4, 4)
        if len(self.ids) > 1:  # a second counter peeking out behind: a stack
            painter.setPen(QPen(QColor(EDGE[side]), 1))
            painter.setBrush(QBrush(QColor(REDUCED_FILL[side] if reduced else FILL[side])))
            painter.drawRoundedRect(r.translated(2.5, -2.5), 2.5, 2.5)
        painter.setPen(QPen(QColor(EDGE[side]), 1.2))
        painter.setBrush(QBrush(QColor(REDUCED_FILL[side] if reduced else FILL[side])))
        painter.drawRoundedRect(r, 2.5, 2.5)
        ink = QColor(EDGE[side] if reduced else MARK[side])
        # the kind: a small NATO box (infantry: crossed; cavalry: one slash) and the code
        sym = QRectF(r.left() + 3, r.top() + 3, 9, 6)
        painter.setPen(QPen(ink, 0.9))
        painter.setBrush(Qt.NoBrush)
        painter.drawRect(sym)
        painter.drawLine(sym.bottomLeft(), sym.topRight())
        if u["code"].endswith("I"):
            painter.drawLine(sym.topLeft(), sym.bottomRight())
        painter.setFont(CODE_FONT)
        painter.setPen(ink)
        painter.drawText(QRectF(r.left() + 12, r.top() + 1, SIZE - 13, 9), Qt.AlignCenter, u["code"])
        painter.setFont(VALUE_FONT)
        painter.setPen(QColor(REDUCED_VALUE) if reduced else ink)
        painter.drawText(QRectF(r.left(), r.top() + 8, SIZE, SIZE - 8), Qt.AlignCenter, str(u["value"]))
        if u["fortified"]:  # fortified (a marker, or a permanent fortification): a bastion on the corner
            painter.setPen(QPen(QColor("#1e1b16"), 0.8))
            painter.setBrush(QBrush(QColor(P.ENTRENCHMENT)))
            painter.drawPath(bastion_path(QPointF(r.right() - 1, r.bottom() - 1), 5.5))
        if len(self.ids) > 1:
            text = f"{len(self.ids)}\u00d7"
            badge = QRectF(r.left() - 4, r.top() - 6, 14, 10)
            painter.setPen(QPen(QColor("#1e1b16"), 0.8))
            painter.setBrush(QBrush(QColor("#fffdf5")))
            painter.drawRoundedRect(badge, 3, 3)
            painter.setFont(BADGE_FONT)
            painter.setPen(QColor("#1e1b16"))
            painter.drawText(badge, Qt.AlignCenter, text)


def counter_words(units: list[dict], box: str | None = None) -> str:
    """A counter's tooltip and status-bar words: its kind, value, state and units, and its box."""
    from .words import unit_words

    return unit_words(units, box)
