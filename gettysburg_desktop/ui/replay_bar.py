"""Stepping through a saved or finished game: to the start, one action back,
one forward, to the end (a real step backwards, not Undo), playing on from
the step shown, and back to the game that was being played. The step is
said in the log's words, and what was asked next; the window moves the log
and the dice with it.

The bar takes the prompt bar's place at the prompt bar's height (the
window hides the prompt in a replay), and its texts keep their lines
whatever a step says (a longer text is set smaller), so the board below
holds still from the game into the replay, step by step, and back
(issue 14, item 6)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSlider, QVBoxLayout, QWidget

from gettysburg_desktop.display.rules_reference import with_rule_links
from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.words import side_name

from .controller import Controller
from .game_kinds import spoken, stage, window_game
from .prompt_bar import SMALLEST_PT


class ReplayBar(QWidget):
    #: back to the game that was being played (the window keeps it)
    leave = Signal()
    #: play on from the step shown (the window asks first if a game would be put away)
    play_on_requested = Signal()
    #: a rule id was clicked (in what was asked next): open the rules reference there
    rule_clicked = Signal(str)

    def __init__(self, controller: Controller, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("ReplayBar")
        self.controller = controller
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # the replay's own colour: a mode, not the game
        self.setStyleSheet("#ReplayBar{background:#e8e2cf;}")
        rows = self._rows = QVBoxLayout(self)
        rows.setContentsMargins(6, 3, 6, 3)
        rows.setSpacing(2)
        lay = self._top_row = QHBoxLayout()  # the buttons: the rows' first item
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
            b.setFixedWidth(b.fontMetrics().horizontalAdvance(text) + 28)  # as wide as its arrow: room for the board
            b.setToolTip(tip)
            b.setShortcut(QKeySequence(key))
            b.clicked.connect(lambda _=False, name=name: self.step(name))
            lay.addWidget(b)
            self.buttons[name] = b
        self.slider = QSlider(Qt.Orientation.Horizontal)
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
        self.asked = QLabel()  # what was asked next at this step: the prompt bar's question
        self.asked.setObjectName("ReplayAsked")
        self.asked.setWordWrap(True)
        self.asked.setTextFormat(Qt.TextFormat.RichText)
        self.asked.linkActivated.connect(lambda link: self.rule_clicked.emit(link.removeprefix("rule:")))
        rows.addWidget(self.asked)
        rows.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
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
        parent = self.parentWidget()
        if parent is None or self.isVisibleTo(parent) != (r is not None):
            self.setVisible(r is not None)
        if r is None:
            return
        self.slider.blockSignals(True)
        self.slider.setRange(0, r.length)
        self.slider.setValue(r.index)
        self.slider.blockSignals(False)
        c = self.controller
        g = c.game
        last = g.log[-1] if r.index else None
        what = (
            self.said(g, last, hidden=not (c.sees_everything or c.viewer is last.side))
            if last is not None and last.action is not None
            else self.tr("the start")
        )
        self.where.setText(
            self.tr("action {k} of {n} ({period}): {what}").format(k=r.index, n=r.length, period=stage(g), what=what)
        )
        secrets = window_game(g).secrets
        if r.index in getattr(self.controller.session, "shown_everything", ()) and secrets is not None:
            self.where.setText(self.where.text() + " \u2014 " + secrets.switched_here())
        self.where.setToolTip(self.where.text())
        p = g.prompt()
        self.asked.setText(
            with_rule_links(self.tr("Next: {question}").format(question=shown(p.text)), p.rule) if p.side else ""
        )
        self.asked.setToolTip(self.asked.text())
        self._fit_text()
        self.buttons["first"].setEnabled(r.index > 0)
        self.buttons["back"].setEnabled(r.index > 0)
        self.buttons["forward"].setEnabled(r.index < r.length)
        self.buttons["last"].setEnabled(r.index < r.length)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_text()

    def fits(self) -> bool:
        """Whether all of the step's words and what was asked next show in the bar's height."""
        room = self.height() - self.contentsMargins().top() - self.contentsMargins().bottom()
        rows = self._rows
        used = (
            self._top_row.sizeHint().height()
            + 2 * rows.spacing()
            + rows.contentsMargins().top()
            + rows.contentsMargins().bottom()
        )
        for label in (self.where, self.asked):
            if label.text():
                used += label.heightForWidth(max(label.width(), 50))
        return used <= room

    def _fit_text(self) -> None:
        """The step's words in the bar's fixed height: set a little smaller
        when a step says a lot (a narrow window), never cut off, and never
        a taller bar (the board below holds still)."""
        if self.maximumHeight() >= 16777215:  # no fixed height yet: nothing to fit into
            return
        font = self.font()
        size = font.pointSizeF()
        for label in (self.where, self.asked):
            label.setFont(font)
        while not self.fits() and size > SMALLEST_PT:
            size -= 0.5
            font.setPointSizeF(size)
            for label in (self.where, self.asked):
                label.setFont(font)

    @staticmethod
    def said(g, entry, hidden: bool = False) -> str:
        """A log entry's action in the log's words ("Union: withdraws I Corps
        battery to Gettysburg undamaged"), never its notation; ``hidden``:
        as the other side reads it, a block's value unsaid (R-ACT-2)."""
        words = shown(spoken(g, entry.action, hidden=hidden))
        return f"{side_name(entry.side)}: {words}" if entry.side else words
