"""What every editor's tools are: a mode of the editor that turns pointer
events (board coordinates, with the view's zoom) into edits of the map
through the document, and reports by signal (the area editor's tools,
editor.tools; the box editor's, Norden & Süden's box_tools)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Signal

from .model.edit import EditRefused
from .status import HINT, REFUSED


def pt(pos: QPointF) -> tuple[float, float]:
    return (pos.x(), pos.y())


class Tool(QObject):
    """A mode of the editor; the base does nothing but show where a click snaps.

    A tool sees the document (the area editor's editor.document.EditorDocument:
    the map, the snappers, the selection, ``push``, the undo stack; a box
    map's document alike) and the canvas (editor.canvas.ToolCanvas: the zoom
    and the marks it draws), never the window; it reports by its ``status`` signal (text, tone) and says by
    ``finished`` that the author is done with it (the window goes back to
    Select), as Tiled's AbstractTool does."""

    name = ""
    #: (text, tone): a line for the status bar (tones: editing.status.HINT, REFUSED)
    status = Signal(str, str)
    #: the tool's work is done: back to Select
    finished = Signal()

    def __init__(self, document, canvas) -> None:
        super().__init__()
        self.doc = document
        self.canvas = canvas

    def hint(self) -> str:
        return ""

    def say(self, text: str) -> None:
        self.status.emit(text, HINT)

    def refused_text(self, text: str) -> None:
        """Say, in red, why something was not done."""
        self.status.emit(text, REFUSED)

    def refused(self, exc: EditRefused) -> None:
        self.refused_text(str(exc))

    def activate(self) -> None:
        self.say(self.hint())

    def deactivate(self) -> None:
        self.cancel()
        self.canvas.show_snap(None)

    def cancel(self) -> None:
        pass

    def press(self, pos: QPointF, event) -> None:
        pass

    def move(self, pos: QPointF, event, dragging: bool) -> None:
        snap = self.doc.snapper.snap(pt(pos), self.canvas.zoom())
        self.canvas.show_snap(snap)

    def release(self, pos: QPointF, event, dragged: bool) -> None:
        pass

    def double_click(self, pos: QPointF, event) -> None:
        """A double click's second press: by default one more click."""
        self.release(pos, event, False)

    def right_click(self, pos: QPointF) -> None:
        pass

    def key(self, event) -> bool:
        return False
