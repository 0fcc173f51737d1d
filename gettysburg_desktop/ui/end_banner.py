"""The end of the game, shown over the board: who won, why (which areas,
which rule), and what next: replay the game, a new one, or a look at the
board (the banner closes; the prompt bar keeps the result)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gettysburg_desktop.display import palette as P
from gettysburg_desktop.display.rules_reference import with_rule_links
from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.words import result_title


class EndBanner(QFrame):
    replay_requested = Signal()
    new_game_requested = Signal()
    rule_clicked = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("EndBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(24, 16, 24, 16)
        self.title = QLabel()
        self.title.setObjectName("EndTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.title)
        self.reason = QLabel()
        self.reason.setObjectName("EndReason")
        self.reason.setWordWrap(True)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setTextFormat(Qt.TextFormat.RichText)
        self.reason.linkActivated.connect(lambda link: self.rule_clicked.emit(link.removeprefix("rule:")))
        lay.addWidget(self.reason)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for text, slot, name in (
            (self.tr("Replay this game"), self.replay_requested.emit, "EndReplay"),
            (self.tr("New game"), self.new_game_requested.emit, "EndNewGame"),
            (self.tr("Look at the board"), self.hide, "EndClose"),
        ):
            b = QPushButton(text)
            b.setObjectName(name)
            b.clicked.connect(lambda _=False, slot=slot: slot())
            buttons.addWidget(b)
        buttons.addStretch(1)
        lay.addLayout(buttons)
        self.hide()
        parent.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        from PySide6.QtCore import QEvent

        if obj is self.parentWidget() and event.type() == QEvent.Type.Resize and not self.isHidden():
            self.place()
        return False

    def show_result(self, winner, reason: str, rule: str) -> None:
        colour = P.SIDE_EDGE.get(
            getattr(winner, "value", winner), P.AREA_EDGE
        )  # a side of no ACW colour, or a draw: ink
        self.setStyleSheet(
            f"#EndBanner {{ background: {P.BOX_FILL}; border: 3px solid {colour}; border-radius: 8px; }}"
        )
        self.title.setText(result_title(winner))
        self.title.setStyleSheet(f"color: {colour}; font-size: 24pt; font-weight: bold;")
        self.reason.setText(with_rule_links(shown(reason), rule))
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        """Centred at the top of the board."""
        parent = self.parentWidget()
        assert parent is not None  # made over its parent (__init__), never taken from it
        width = min(640, parent.width() - 40)
        self.setFixedWidth(width)
        self.adjustSize()
        self.move((parent.width() - width) // 2, 24)
