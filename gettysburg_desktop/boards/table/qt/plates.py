"""Words on the table that stay readable at every zoom: a small plate of
one or more lines, drawn at the same size on the screen however far the
table is zoomed (``ItemIgnoresTransformations``): a unit's name and
models, the ruler of a drawn move, the range and cover of a line of fire."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

FONT = QFont("DejaVu Sans")
FONT.setPixelSize(11)
BOLD = QFont(FONT)
BOLD.setBold(True)
PAD = 3.0


class Plate(QGraphicsItem):
    """A plate of text lines (the first bold where ``bold_first``), centred on
    its position or with its top-left corner there (``anchor`` "centre",
    "corner"), or beside it in a direction on the screen (``set_beside``: a
    unit's plate behind its rear edge, whatever the zoom)."""

    def __init__(
        self, fill: str = "#fffdf5", ink: str = "#1e1b16", *, bold_first: bool = True, anchor: str = "centre"
    ) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.fill, self.ink, self.bold_first, self.anchor = fill, ink, bold_first, anchor
        self.lines: list[str] = []
        self._rect = QRectF()
        self._beside: tuple[float, float] | None = None

    def set_text(self, lines: list[str], fill: str | None = None, ink: str | None = None) -> None:
        self.prepareGeometryChange()
        self.lines = [line for line in lines if line]
        self.fill = fill or self.fill
        self.ink = ink or self.ink
        width = 0.0
        height = 0.0
        for k, line in enumerate(self.lines):
            m = QFontMetricsF(BOLD if k == 0 and self.bold_first else FONT)
            width = max(width, m.horizontalAdvance(line))
            height += m.height()
        w, h = width + 2 * PAD, height + 2 * PAD
        self._rect = QRectF(-w / 2, -h / 2, w, h) if self.anchor == "centre" else QRectF(0, 0, w, h)
        if self._beside is not None:
            self._shift(*self._beside)
        self.update()

    def set_corner(self, dx: float, dy: float) -> None:
        """The plate's top-left corner ``dx``, ``dy`` pixels from its position."""
        self.prepareGeometryChange()
        self._beside = None
        self._rect = QRectF(dx, dy, self._rect.width(), self._rect.height())

    def size(self) -> tuple[float, float]:
        return self._rect.width(), self._rect.height()

    def beside_pointer(self, pos: QPointF, views: list, off: float = 16.0) -> None:
        """Shown at the scene point ``pos`` (the pointer), below and to the right of it, or where the first
        of ``views`` leaves it room (a drawn move's ruler, a measure)."""
        w, h = self.size()
        dx = dy = off
        for view in views[:1]:
            at, room = view.mapFromScene(pos), view.viewport().rect()
            if at.x() + dx + w > room.right():
                dx = -off - w
            if at.y() + dy + h > room.bottom():
                dy = -off - h
        self.setPos(pos)
        self.set_corner(dx, dy)
        self.setVisible(True)

    def set_beside(self, ux: float, uy: float, gap: float = 3.0) -> None:
        """The plate beside its position, ``gap`` pixels off in the screen direction (``ux``, ``uy``)."""
        self.prepareGeometryChange()
        self._beside = (ux, uy, gap)  # type: ignore[assignment]
        self._shift(ux, uy, gap)

    def _shift(self, ux: float, uy: float, gap: float = 3.0) -> None:
        self._rect = self.rect_beside(ux, uy, gap)

    def rect_beside(self, ux: float, uy: float, gap: float = 3.0) -> QRectF:
        """Where the plate would lie (pixels from its position) beside it in the direction (``ux``, ``uy``)."""
        w, h = self._rect.width(), self._rect.height()
        reach = min(
            w / 2 / abs(ux) if abs(ux) > 1e-9 else float("inf"), h / 2 / abs(uy) if abs(uy) > 1e-9 else float("inf")
        )
        cx, cy = ux * (reach + gap), uy * (reach + gap)
        return QRectF(cx - w / 2, cy - h / 2, w, h)

    def text(self) -> str:
        return "\n".join(self.lines)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        if not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(self.fill)
        fill.setAlpha(225)
        painter.setBrush(fill)
        painter.setPen(QPen(QColor(self.ink), 0.8))
        painter.drawRoundedRect(self._rect, 3, 3)
        painter.setPen(QColor(self.ink))
        y = self._rect.top() + PAD
        for k, line in enumerate(self.lines):
            font = BOLD if k == 0 and self.bold_first else FONT
            painter.setFont(font)
            h = QFontMetricsF(font).height()
            painter.drawText(QRectF(self._rect.left(), y, self._rect.width(), h), Qt.AlignmentFlag.AlignCenter, line)
            y += h

    def place(self, at: QPointF) -> None:
        self.setPos(at)
