"""Stepping through a saved or finished game: to the start, one action back,
one forward, to the end (a real step backwards, not Undo), and playing on
from the step shown."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QWidget

from .controller import Controller
from .words import side_name


class ReplayBar(QWidget):
    def __init__(self, controller: Controller, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("ReplayBar")
        self.controller = controller
        self.setStyleSheet("#ReplayBar{background:#e8e2cf;}")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(6, 3, 6, 3)
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
        lay.addWidget(self.slider, 1)
        self.where = QLabel()
        self.where.setObjectName("ReplayWhere")
        lay.addWidget(self.where, 2)
        self.play_on = QPushButton(self.tr("Play on from here"))
        self.play_on.setObjectName("replay:play-on")
        self.play_on.setToolTip(self.tr("Leave the replay and play on from this step (the later actions are dropped)"))
        self.play_on.clicked.connect(controller.play_on)
        lay.addWidget(self.play_on)
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
        what = f"{side_name(last.side)}: {last.action}" if last is not None and last.action is not None else self.tr("the start")
        self.where.setText(self.tr("action {k} of {n} ({period}): {what}").format(k=r.index, n=r.length, period=g.period_name(), what=what))
        self.buttons["first"].setEnabled(r.index > 0)
        self.buttons["back"].setEnabled(r.index > 0)
        self.buttons["forward"].setEnabled(r.index < r.length)
        self.buttons["last"].setEnabled(r.index < r.length)
