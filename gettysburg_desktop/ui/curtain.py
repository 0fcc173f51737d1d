"""The hot-seat curtain (R-ACT-2): whenever the deciding side changes it
covers the board and the panels, so the previous player's command-block
values never show to the next; the next player clicks when ready."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from gettysburg_desktop.display import palette as P
from gettysburg_desktop.display.words import side_name
from gettysburg_desktop.kernel.log import Side


class Curtain(QWidget):
    #: the next player is ready
    lifted = Signal()
    #: the player who just handed over takes the last action back (the other has seen nothing)
    take_back = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("Curtain")
        self.side: Side | None = None
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.title = QLabel()
        self.title.setObjectName("CurtainTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.title, 0, Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton()
        self.button.setObjectName("CurtainButton")
        self.button.setMinimumHeight(48)
        self.button.clicked.connect(self.lifted)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        self.note = QLabel()  # what stays hidden, in the game's words (set_note)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setStyleSheet("color:#dddddd;")
        lay.addWidget(self.note)
        self.back = QPushButton()
        self.back.setObjectName("CurtainTakeBack")
        self.back.setFlat(True)
        self.back.setStyleSheet("color:#dddddd;text-decoration:underline;")
        self.back.clicked.connect(self.take_back)
        lay.addWidget(self.back, 0, Qt.AlignmentFlag.AlignCenter)
        lay.addStretch(2)
        self.hide()
        parent.installEventFilter(self)

    def set_note(self, text: str) -> None:
        """What stays hidden from the player taking over, as the game on screen says it ("": nothing said)."""
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def show_for(self, side: Side, take_back: bool = False, other=None) -> None:
        """Let the curtain down for ``side``; ``take_back``: the player who
        just handed over (``other``; by default ``side.other``) may still
        take the last action back (Ctrl+Z)."""
        self.side = side
        other = other if other is not None else side.other
        self.back.setText(self.tr("{side} player: take your last action back (Ctrl+Z)").format(side=side_name(other)))
        self.back.setVisible(take_back)
        colour = P.SIDE_FILL.get(side.value, "#555555")
        self.title.setText(self.tr("{side} to play").format(side=side_name(side)))
        self.title.setStyleSheet(
            f"color:{colour};font-size:28pt;font-weight:bold;background:#f4f1e6;padding:10px 48px;border-radius:8px;"
        )
        self.button.setText(self.tr("{side} player: click when ready").format(side=side_name(side)))
        self._cover()
        self.show()
        self.raise_()
        self.button.setFocus()

    def _cover(self) -> None:
        parent = self.parentWidget()
        assert parent is not None  # made over its parent (__init__), never taken from it
        top = parent.menuBar().height() if hasattr(parent, "menuBar") and parent.menuBar() else 0
        self.setGeometry(0, top, parent.width(), parent.height() - top)

    def eventFilter(self, obj, event) -> bool:
        # isHidden, not isVisible: a curtain let down before the window is
        # first shown must still follow the window's size when it appears
        if (
            obj is self.parentWidget()
            and event.type() in (QEvent.Type.Resize, QEvent.Type.Show)
            and not self.isHidden()
        ):
            self._cover()
        return False

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(30, 30, 36))  # opaque: nothing of the board shows through (R-ACT-2)

    def mousePressEvent(self, event) -> None:
        event.accept()  # nothing behind the curtain can be clicked
