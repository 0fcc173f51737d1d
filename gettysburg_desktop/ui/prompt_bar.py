"""The prompt bar above the map (Rally the Troops' habit): who decides, what
is asked and under which rule (a link into the rules reference), the buttons
the current legal actions call for, the short list a click left to choose
from, and Undo/Redo with the reason when undo is not possible."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from ..rules.choices import Choice, spoken
from .controller import Controller
from .flow_layout import FlowLayout
from .rules_reference import with_rule_links
from .translate import shown
from .words import side_name

SIDE_STYLE = {"usa": "background:#2f6fb0;color:white;", "csa": "background:#b3a58c;color:#1e1b16;", None: "background:#555;color:white;"}


class PromptBar(QWidget):
    #: a rule id was clicked: open the rules reference there
    rule_clicked = Signal(str)
    #: the game is over: the players want to see it again, or a new one
    replay_requested = Signal()
    new_game_requested = Signal()

    def __init__(self, controller: Controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("PromptBar")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        outer.setSpacing(3)
        top = QHBoxLayout()
        self.side = QLabel()
        self.side.setObjectName("PromptSide")
        self.side.setMargin(4)
        self.text = QLabel()
        self.text.setObjectName("PromptText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.RichText)
        self.text.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Preferred)
        self.text.linkActivated.connect(lambda link: self.rule_clicked.emit(link.removeprefix("rule:")))
        self.undo = QToolButton()
        self.undo.setText(self.tr("Undo"))
        self.undo.clicked.connect(controller.undo)
        self.redo = QToolButton()
        self.redo.setText(self.tr("Redo"))
        self.redo.clicked.connect(controller.redo)
        top.addWidget(self.side)
        top.addWidget(self.text, 1)
        top.addWidget(self.undo)
        top.addWidget(self.redo)
        outer.addLayout(top)
        self.buttons = QWidget()
        self.buttons.setObjectName("PromptButtons")
        self.flow = FlowLayout(self.buttons, spacing=4)
        outer.addWidget(self.buttons)
        controller.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        g = c.game
        p = g.prompt()
        side = p.side.value if p.side else None
        if c.waiting_for is not None:
            self.side.setText(self.tr("Hand over"))
            self.text.setText(self.tr("The {side} player takes over: click the curtain when ready.").format(side=side_name(c.waiting_for)))
        else:
            self.side.setText(side_name(p.side) if p.side else self.tr("Game over"))
            body = shown(p.text.args["question"] if p.side else p.text)
            if g.over:
                winner = g.outcome[0]
                side = winner.value
                self.side.setText(self.tr("{side} victory").format(side=side_name(winner)))
            rule = p.rule
            self.text.setText(with_rule_links(body, rule))
        style = SIDE_STYLE[side] + "font-weight:bold;border-radius:3px;"
        if self.side.styleSheet() != style:
            self.side.setStyleSheet(style)
        self.undo.setEnabled((g.can_undo() and c.can_act) or c.can_take_back)
        self.undo.setToolTip(self.tr("Take back the last action (Ctrl+Z)") if g.can_undo() else self.tr("Undo is not possible: {why}").format(why=shown(g.undo_reason())))
        self.redo.setEnabled(g.can_redo() and c.can_act)
        self.redo.setToolTip(self.tr("Apply again the action last taken back (Ctrl+Shift+Z)"))
        while self.flow.count():
            item = self.flow.takeAt(0)
            old = item.widget()
            if old is not None:
                old.hide()
                old.setParent(None)
                old.deleteLater()
        choices: list[Choice] = []
        if c.pending is not None:
            ch = c.pending
            button = QPushButton(self.tr("Confirm: {what}").format(what=shown(ch.label)))
            button.setObjectName("confirm:" + str(ch.action))
            button.setToolTip(self.tr("Dice will be rolled: this can't be taken back (Enter)"))
            button.setDefault(True)
            button.clicked.connect(c.confirm)
            self.flow.addWidget(button)
        elif c.offered:
            choices = list(c.offered)
        elif c.can_act and c.selected is None and c.first_block is None:
            # buttons, and cube colours (a unit of that colour on the board means the same)
            choices = [ch for ch in c.choices() if ch.kind in ("button", "colour")]
        for ch in choices:
            button = QPushButton(shown(ch.label))
            button.setObjectName("choice:" + str(ch.action))
            button.setToolTip(f"{side_name(p.side)} {shown(spoken(g, ch.action))}" if p.side else "")  # as the log will say it
            button.clicked.connect(lambda _=False, ch=ch: c.choose(ch))
            self.flow.addWidget(button)
        if g.over and not c.replaying:
            for name, text, signal in (("replay", self.tr("Replay this game"), self.replay_requested),
                                       ("new-game", self.tr("New game"), self.new_game_requested)):
                button = QPushButton(text)
                button.setObjectName("choice:" + name)
                button.clicked.connect(signal)
                self.flow.addWidget(button)
        if c.offered or c.selected is not None or c.first_block is not None or c.pending is not None:
            cancel = QPushButton(self.tr("Cancel (Esc)"))
            cancel.setObjectName("choice:cancel")
            cancel.clicked.connect(c.cancel)
            self.flow.addWidget(cancel)
        if self.buttons.isVisibleTo(self) != (self.flow.count() > 0):
            self.buttons.setVisible(self.flow.count() > 0)

    def button_for(self, action_text: str) -> QPushButton | None:
        """The button that carries out ``action_text`` (for tests and shortcuts)."""
        return self.buttons.findChild(QPushButton, "choice:" + action_text)

