"""The dice of the last roll, each with what it meant: the table, the
result and the rule (a player sees the roll, not only its outcome)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..rules.game import RESULT_WORDS
from .controller import Controller
from .translate import shown


class DieFace(QWidget):
    """One die's face, with its pips."""

    PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (2, 0), (0, 2), (2, 2)],
            5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}

    def __init__(self, face: int, parent=None) -> None:
        super().__init__(parent)
        self.face = face
        self.setFixedSize(26, 26)
        self.setAccessibleName(f"die {face}")

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(QColor("#333333"), 1.2))
        p.setBrush(QBrush(QColor("#fffdf5")))
        p.drawRoundedRect(QRectF(1, 1, 24, 24), 5, 5)
        p.setBrush(QBrush(QColor("#111111")))
        for i, j in self.PIPS[self.face]:
            p.drawEllipse(QRectF(5 + i * 6.5, 5 + j * 6.5, 4, 4))


class DicePanel(QWidget):
    """The dice of the last action that rolled, and what each meant."""

    def __init__(self, controller: Controller, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("DicePanel")
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel(self.tr("No dice rolled yet"))
        self.lay.addWidget(self.title)
        self.rows: list[QWidget] = []
        controller.happened.connect(self.show_events)

    def show_events(self, events: list) -> None:
        rolls = [e for e in events if e.kind == "roll"]
        if not rolls:
            return
        for w in self.rows:  # gone from the panel at once, not at the next turn of the event loop
            w.hide()
            self.lay.removeWidget(w)
            w.deleteLater()
        self.rows = []
        self.title.setText(self.tr("Last roll: {n} {dice}").format(n=len(rolls), dice=self.tr("die") if len(rolls) == 1 else self.tr("dice")))
        for e in rolls[-12:]:
            row = QWidget()
            h = QHBoxLayout(row)
            h.setContentsMargins(0, 0, 0, 0)
            h.addWidget(DieFace(e.get("face")))
            words = shown(e.get("purpose"))
            table = e.get("table")
            result = e.get("result")
            result = shown(RESULT_WORDS.get(result, result)) if result else ""
            text = QLabel(f"{words} &mdash; <b>{result}</b> <i>({table}, {e.rule})</i>" if result else f"{words} <i>({table})</i>")
            text.setTextFormat(Qt.RichText)
            text.setWordWrap(True)
            h.addWidget(text, 1)
            self.lay.addWidget(row)
            self.rows.append(row)

    def show_step(self, events: list) -> None:
        """A replay's step: its own dice, or none (the dice of an earlier
        step are not this step's)."""
        if any(e.kind == "roll" for e in events):
            self.show_events(events)
            return
        for w in self.rows:
            w.hide()
            self.lay.removeWidget(w)
            w.deleteLater()
        self.rows = []
        self.title.setText(self.tr("No dice rolled at this step"))
