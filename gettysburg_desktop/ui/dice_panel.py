"""The dice of the last roll, each with what it meant: the table, the
result and the rule (a player sees the roll, not only its outcome).

An assault rolls 10-14 dice at once: the dice are listed compactly (one
line a die, grouped under what they were rolled for, its table and rule
said once) in a list that scrolls, so the panel never squeezes the log."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from gettysburg_desktop.display.die_face import DieFace
from gettysburg_desktop.display.translate import shown

from .controller import Controller
from .game_kinds import window_game

#: the lines of dice the panel shows at least (the rest scroll)
MIN_LINES = 2


def _who_and_what(e) -> tuple[str, str]:
    """A roll's unit (its name, or "") and what it was rolled for, apart."""
    purpose = e.get("purpose")
    args = getattr(purpose, "args", None) or {}
    if e.get("unit") and getattr(purpose, "template", "") == "{unit}: {purpose}" and "purpose" in args:
        return shown(args["unit"]), shown(args["purpose"])
    return "", shown(purpose)


def cite(table: str, rule: str) -> str:
    """The table and the rule a roll was made on, each said once ("T4, R-ASLT-4"; "R-REIN-2")."""
    return ", ".join(dict.fromkeys(x for x in (table, rule) if x))


class DicePanel(QWidget):
    """The dice of the last action that rolled, and what each meant."""

    def __init__(self, controller: Controller, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("DicePanel")
        self.controller = controller
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(6, 4, 6, 4)
        self.title = QLabel(self.tr("No dice rolled yet"))
        self.lay.addWidget(self.title)
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("DiceList")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list = QWidget()
        self.grid = QVBoxLayout(self.list)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(2)
        self.grid.addStretch(1)
        self.scroll_area.setWidget(self.list)
        self.scroll_area.setMinimumHeight(MIN_LINES * 24)
        self.scroll_area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.lay.addWidget(self.scroll_area, 1)
        self.rows: list[QWidget] = []  # every widget of the list (gone at the next roll)
        controller.happened.connect(self.show_events)
        self.show_last_roll()

    def show_last_roll(self) -> None:
        """The dice of the game's last action that rolled (a game opened,
        resumed or seen in another language shows its last roll, as before)."""
        for entry in reversed(self.controller.game.log):
            if any(e.kind == "roll" for e in entry.events):
                self.show_events(list(entry.events))
                return

    def faces(self) -> list[DieFace]:
        """The dice on show, in the order they were rolled."""
        return [w for w in self.rows if isinstance(w, DieFace)]

    def show_events(self, events: list) -> None:
        rolls = [e for e in events if e.kind == "roll"]
        if not rolls:
            return
        self._clear()
        self.title.setText(
            self.tr("Last roll: {n} {dice}").format(
                n=len(rolls), dice=self.tr("die") if len(rolls) == 1 else self.tr("dice")
            )
        )
        g = self.controller.game
        heading = None
        for e in rolls:
            who, what = _who_and_what(e)
            table, result = e.get("table") or "", e.get("result")
            if (what, table, e.rule) != heading:  # what the dice below were rolled for, once
                heading = (what, table, e.rule)
                self._add(_label(f"{what} <i>({cite(table, e.rule)})</i>"))
            words = shown(window_game(g).roll_result(g, result)) if result else ""
            line = QWidget()
            h = QHBoxLayout(line)
            h.setContentsMargins(0, 0, 0, 0)
            h.setSpacing(6)
            face = DieFace(e.get("face"))
            h.addWidget(face, 0, Qt.AlignmentFlag.AlignTop)
            h.addWidget(_label(" &mdash; ".join(t for t in (who, f"<b>{words}</b>" if words else "") if t)), 1)
            self._add(line)
            self.rows.append(face)
        self.scroll_area.verticalScrollBar().setValue(0)

    def show_step(self, events: list) -> None:
        """A replay's step: its own dice, or none (the dice of an earlier
        step are not this step's)."""
        if any(e.kind == "roll" for e in events):
            self.show_events(events)
            return
        self._clear()
        self.title.setText(self.tr("No dice rolled at this step"))

    def _clear(self) -> None:
        for w in self.rows:  # gone from the panel at once, not at the next turn of the event loop
            if w.parent() is self.list:
                w.hide()
                self.grid.removeWidget(w)
                w.deleteLater()
        self.rows = []

    def _add(self, widget: QWidget) -> None:
        self.grid.insertWidget(self.grid.count() - 1, widget)
        self.rows.append(widget)


def _label(rich: str) -> QLabel:
    label = QLabel(rich)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    return label
