"""Stepping through a saved or finished game: to the start, one action back,
one forward, to the end (a real step backwards, not Undo), playing on from
the step shown, and back to the game that was being played. The step is
said in the log's words; the window moves the log and the dice with it."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QVBoxLayout, QWidget

from ..rules.choices import spoken
from .controller import Controller
from .translate import shown
from .words import side_name


class ReplayBar(QWidget):
    #: back to the game that was being played (the window keeps it)
    leave = Signal()
    #: play on from the step shown (the window asks first if a game would be put away)
    play_on_requested = Signal()

    def __init__(self, controller: Controller, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("ReplayBar")
        self.controller = controller
        self.setStyleSheet("#ReplayBar{background:#e8e2cf;}")
        rows = QVBoxLayout(self)
        rows.setContentsMargins(6, 3, 6, 3)
        rows.setSpacing(2)
        lay = QHBoxLayout()
        rows.addLayout(lay)
        lay.addWidget(QLabel(self.tr("<b>Replay</b>")))
        self.buttons = {}
        for name, text, tip, key in (
            ("first", "|\u25c0", self.tr("To the start (Home)"), "Home"),
            ("back", "\u25c0", self.tr("One action back (Alt+Left)"), "Alt+Left"),
            ("forward", "\u25b6", self.tr("One action forward (Alt+Right)"), "Alt+Right"),
            ("last", "\u25b6|", self.tr("To the end (End)"), "End"),
        ):
            b = QPushButton(text)
            b.setObjectName("replay:" + name)
            b.setToolTip(tip)
            b.setShortcut(QKeySequence(key))
            b.clicked.connect(lambda _=False, name=name: self.step(name))
            lay.addWidget(b)
            self.buttons[name] = b
        self.slider = QSlider(Qt.Horizontal)
        self.slider.setObjectName("ReplaySlider")
        self.slider.valueChanged.connect(self._slid)
        self.slider.setMinimumWidth(160)
        lay.addWidget(self.slider, 1)
        self.where = QLabel()  # a line of its own: a step's words are long, and never cut off
        self.where.setObjectName("ReplayWhere")
        self.where.setWordWrap(True)
        self.play_on = QPushButton(self.tr("Play on from here"))
        self.play_on.setObjectName("replay:play-on")
        self.play_on.setToolTip(self.tr("Leave the replay and play on from this step (the later actions are dropped)"))
        self.play_on.clicked.connect(self.play_on_requested)
        lay.addWidget(self.play_on)
        self.back_to_game = QPushButton(self.tr("Back to the game"))
        self.back_to_game.setObjectName("replay:leave")
        self.back_to_game.setToolTip(self.tr("Leave the replay: the game you were playing, where it was (Esc)"))
        self.back_to_game.setShortcut(QKeySequence("Esc"))
        self.back_to_game.clicked.connect(self.leave)
        lay.addWidget(self.back_to_game)
        rows.addWidget(self.where)
        controller.changed.connect(self.refresh)  # the window calls refresh() once the bar has its place

    def step(self, name: str) -> None:
        r = self.controller.replay
        if r is None:
            return
        target = {"first": 0, "back": r.index - 1, "forward": r.index + 1, "last": r.length}[name]
        self.controller.step_to(target)

    def _slid(self, value: int) -> None:
        r = self.controller.replay
        if r is not None and value != r.index:
            self.controller.step_to(value)

    def refresh(self) -> None:
        r = self.controller.replay
        if self.isVisibleTo(self.parentWidget()) != (r is not None) if self.parentWidget() else True:
            self.setVisible(r is not None)
        if r is None:
            return
        self.slider.blockSignals(True)
        self.slider.setRange(0, r.length)
        self.slider.setValue(r.index)
        self.slider.blockSignals(False)
        g = self.controller.game
        last = g.log[-1] if r.index else None
        what = self.said(g, last) if last is not None and last.action is not None else self.tr("the start")
        self.where.setText(self.tr("action {k} of {n} ({period}): {what}").format(k=r.index, n=r.length, period=shown(g.period_name()), what=what))
        if r.index in getattr(self.controller.session, "shown_everything", ()):
            self.where.setText(self.where.text() + " \u2014 " + self.tr("the players switched to Show everything here (R-ACT-2)"))
        self.where.setToolTip(self.where.text())
        self.buttons["first"].setEnabled(r.index > 0)
        self.buttons["back"].setEnabled(r.index > 0)
        self.buttons["forward"].setEnabled(r.index < r.length)
        self.buttons["last"].setEnabled(r.index < r.length)

    @staticmethod
    def said(g, entry) -> str:
        """A log entry's action in the log's words ("Union: withdraws I Corps
        battery to Gettysburg undamaged"), never its notation."""
        return f"{side_name(entry.side)}: {shown(spoken(g, entry.action))}" if entry.side else shown(spoken(g, entry.action))
