"""One die's face, with its pips: the dice panel's (ui/dice_panel.py) and
the games' own panels' (a battle's dice)."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget


class DieFace(QWidget):
    """One die's face, with its pips."""

    PIPS: ClassVar[dict[int, list[tuple[int, int]]]] = {
        1: [(1, 1)],
        2: [(0, 0), (2, 2)],
        3: [(0, 0), (1, 1), (2, 2)],
        4: [(0, 0), (2, 0), (0, 2), (2, 2)],
        5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
    }

    def __init__(self, face: int, parent=None) -> None:
        super().__init__(parent)
        self.face = face
        self.setFixedSize(22, 22)
        self.setAccessibleName(f"die {face}")

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#333333"), 1.2))
        p.setBrush(QBrush(QColor("#fffdf5")))
        p.drawRoundedRect(QRectF(1, 1, 20, 20), 4, 4)
        p.setBrush(QBrush(QColor("#111111")))
        for i, j in self.PIPS[self.face]:
            p.drawEllipse(QRectF(4 + i * 5.5, 4 + j * 5.5, 3.4, 3.4))
