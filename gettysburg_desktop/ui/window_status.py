"""The play window's status bar: its line (what the game and the window
say, what a click on the board would do and what is under the pointer),
the zoom, the dice's seed and where the game was last saved. It watches
the pointer on the board: where the last press was is where the refusal
bubble says why not."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel


class StatusLine(QObject):
    """The status bar's labels: ``status`` (the line), ``zoom_label``,
    ``seed_label``, ``saved_label``; ``pointer``: where the last press on
    the board was (None: none yet on this board)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.w = window
        self.status = QLabel()
        self.status.setObjectName("StatusText")
        window.statusBar().addWidget(self.status, 1)
        self.zoom_label = QLabel()
        window.statusBar().addPermanentWidget(self.zoom_label)
        self.seed_label = QLabel()
        window.statusBar().addPermanentWidget(self.seed_label)
        self.saved_label = QLabel()
        window.statusBar().addPermanentWidget(self.saved_label)
        self.pointer = None

    def say(self, text: str) -> None:
        """The status bar's line; all of it in its tooltip (a long line is cut off there)."""
        self.status.setText(text)
        self.status.setToolTip(text)

    # ------------------------------------------------------------------ hovering
    def eventFilter(self, obj, event) -> bool:
        """The board's viewport: a press (the refusal bubble goes beside it), the pointer moving."""
        w = self.w
        if obj is w.view.viewport() and event.type() == QEvent.Type.MouseButtonPress:
            self.pointer = event.position().toPoint()
            w.bubble.hide()
        if (
            obj is w.view.viewport()
            and event.type() == QEvent.Type.ToolTip
            and w.bubble.isVisible()
            and w.bubble.beside_pointer
        ):
            return True  # a piece's tooltip would cover the reason beside the pointer
        if obj is w.view.viewport() and event.type() == QEvent.Type.MouseMove and w.controller.waiting_for is None:
            pos = w.view.mapToScene(event.position().toPoint())
            # what a click would do (ui.md), then what is there; over nothing, a suggestion on the board
            text = "; ".join(t for t in (w.controller.hint_at(pos), self.describe(pos)) if t)
            if not text and w.controller.suggested is not None:
                text = w.computer.suggestion_text
            self.status.setText(text)
        return super().eventFilter(obj, event)

    def describe(self, pos) -> str:
        """What the status bar says about the thing under the pointer (as the game on screen says it)."""
        w = self.w
        return w.kind.describe(w, pos) if w.kind.describe is not None else ""
