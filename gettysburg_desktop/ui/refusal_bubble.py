"""Why not, where the player looks: a refusal (a click that means nothing,
with the engine's reason and rule) shown in a bubble beside the pointer for
a few seconds, word-wrapped so nothing of it is cut off, each rule id a link
into the rules reference. The status bar says it too, but a status bar cuts
a long reason off and is far from the pointer (issue 14)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QWidget

from gettysburg_desktop.display.rules_reference import with_rule_links

WIDTH = 420  # the widest the bubble grows before it wraps
SHOWN_MS = 6000  # at least this long on screen ...
PER_CHAR_MS = 50  # ... and longer for a longer reason
GAP = 14  # from the pointer to the bubble


class RefusalBubble(QLabel):
    #: a rule id in the reason was clicked
    rule_clicked = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("RefusalBubble")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.setMargin(8)
        self.setStyleSheet(
            "QLabel#RefusalBubble{background:#fff8dc;color:#1e1b16;border:1px solid #8a7a4a;border-radius:6px;}"
        )
        self.linkActivated.connect(lambda link: self.rule_clicked.emit(link.removeprefix("rule:")))
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.hide)
        self.beside_pointer = True
        self.hide()

    def say(self, text: str, at: QPoint | None = None, *, beside_pointer: bool = True) -> None:
        """Show ``text`` beside ``at`` (the parent's coordinates; None: its top
        left); ``beside_pointer``: a refusal where the click was, which the
        pieces' tooltips must not cover (a suggestion in a far corner is not)."""
        self.beside_pointer = beside_pointer
        if not text:
            self.hide()
            return
        self.setText(with_rule_links(text))  # all of it shows (``fits``): no tooltip over it saying it again
        over = self.parentWidget()
        assert over is not None  # made over its parent (__init__), never taken from it
        parent = over.rect()
        width = min(
            WIDTH,
            self.fontMetrics().horizontalAdvance(text) + 2 * self.margin() + 4,
            max(parent.width() - 2 * GAP, 120),
        )
        self.setFixedWidth(width)
        self.setFixedHeight(self.heightForWidth(width))
        at = at if at is not None else QPoint(GAP, GAP)
        box = QRect(at + QPoint(GAP, GAP), self.size())
        if box.right() > parent.right() - 4:  # beside the pointer, on the side with room
            box.moveRight(at.x() - GAP)
        if box.bottom() > parent.bottom() - 4:
            box.moveBottom(at.y() - GAP)
        box.moveLeft(max(4, min(box.left(), parent.right() - 4 - box.width())))
        box.moveTop(max(4, min(box.top(), parent.bottom() - 4 - box.height())))
        self.move(box.topLeft())
        self.show()
        self.raise_()
        self.timer.start(max(SHOWN_MS, PER_CHAR_MS * len(text)))

    def mousePressEvent(self, event) -> None:
        super().mousePressEvent(event)  # a rule link is pressed
        event.accept()  # never a click on the board under the bubble

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)  # a rule link is followed
        event.accept()

    def enterEvent(self, event) -> None:
        self.timer.stop()  # the player reads it, or goes for its rule link
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:
        self.timer.start(SHOWN_MS // 2)
        super().leaveEvent(event)

    def fits(self) -> bool:
        """Whether all of the text shows: as high as its wrapped lines, inside its parent."""
        parent = self.parentWidget()
        assert parent is not None  # made over its parent (__init__), never taken from it
        return self.height() >= self.heightForWidth(self.width()) and parent.rect().contains(self.geometry())
