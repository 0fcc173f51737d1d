"""The editor's view: the play window's zoom (the wheel and +/- about the
pointer, 0 to fit, arrows to scroll), panning with the middle or right
button or with Space held, and every left-button gesture and editing key
handed to the active tool in board coordinates. A press that has travelled
DRAG pixels stays a drag until it is let go, wherever that is."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsView

from gettysburg_desktop.display.board_view import BoardView

DRAG = 4  # pixels a press must travel before it is a drag, not a click


class EditorView(BoardView):
    #: the pointer's board position (for the status bar)
    pointer = Signal(QPointF)
    drag_ended = Signal()  # a left drag was let go: what waited for it need wait no more

    MIN_ZOOM, MAX_ZOOM = 0.05, 40.0

    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        self.setCacheMode(self.CacheModeFlag.CacheNone)  # the map changes under the pointer
        self.tool = None
        self._pan_from: QPoint | None = None
        self._pan_moved = False
        self._space = False
        self._left_press: QPoint | None = None
        self._left_dragged = False  # the press has travelled DRAG pixels: a drag to its end
        self.dragging = False  # a left drag is under way (validation waits for its end)
        # Zooming keeps the board point under the pointer in place, done here
        # (Qt's AnchorUnderMouse goes by mouse moves this view keeps from its base)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self._pointer_at: QPointF | None = None  # the pointer on the viewport, None when it is elsewhere
        self._room = False  # the view's scene rect is its own: more than the scene's, to zoom about the edge

    def zoom_factor(self) -> float:
        """Screen pixels per board unit: the snapping tolerance's scale."""
        return self.transform().m11()

    # --- zoom about the pointer -----------------------------------------------------------
    def zoom_by(self, factor: float, at: QPointF | None = None) -> None:
        """Zoom by ``factor`` keeping the board point at viewport position ``at``
        where it is: the pointer's when it is over the map (wheel, +/-), else the
        middle of the view (the View menu)."""
        if at is None:
            at = self._pointer_at if self._pointer_at is not None else QPointF(self.viewport().rect().center())
        fixed = self.viewportTransform().inverted()[0].map(at)
        super().zoom_by(factor)
        # room to scroll to where the point stays under the pointer, also beyond the
        # board's edge (the scroll bars would stop at the edge and the board slide away)
        zoom = self.zoom_factor()
        size = self.viewport().size()
        wanted = QRectF(fixed.x() - at.x() / zoom, fixed.y() - at.y() / zoom, size.width() / zoom, size.height() / zoom)
        self._make_room(wanted)
        moved = self.viewportTransform().map(fixed) - at
        bars = self.horizontalScrollBar(), self.verticalScrollBar()
        bars[0].setValue(bars[0].value() + round(moved.x()))
        bars[1].setValue(bars[1].value() + round(moved.y()))

    def _make_room(self, rect: QRectF) -> None:
        """Let the view scroll to ``rect`` as well as over the scene (a view's own
        scene rect; it grows with the scene's, and a new scene starts it afresh)."""
        scene = self.scene()
        if scene is None:
            return
        room = self.sceneRect().united(scene.sceneRect())
        if not room.contains(rect):
            self.setSceneRect(room.united(rect))
            self._room = True

    def _scene_grew(self, rect: QRectF) -> None:
        if self._room:
            self.setSceneRect(self.sceneRect().united(rect))

    def setScene(self, scene) -> None:  # noqa: N802 - Qt's name
        self.setSceneRect(QRectF())  # the new scene's own rect, until a zoom needs more room
        self._room = False
        super().setScene(scene)
        if scene is not None:
            scene.sceneRectChanged.connect(self._scene_grew)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(1.15**steps, event.position())
        event.accept()

    def leaveEvent(self, event) -> None:
        self._pointer_at = None
        super().leaveEvent(event)

    # --- pointer ------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        button = event.button()
        if button in (Qt.MouseButton.MiddleButton, Qt.MouseButton.RightButton) or (
            button == Qt.MouseButton.LeftButton and self._space
        ):
            self._pan_from = event.position().toPoint()
            self._pan_moved = False
            event.accept()
            return
        if button == Qt.MouseButton.LeftButton and self.tool is not None:
            self._left_press = event.position().toPoint()
            self._left_dragged = False
            self.dragging = True
            self.tool.press(self.mapToScene(self._left_press), event)
            event.accept()
            return
        super(BoardView, self).mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        if self._pan_from is not None:
            delta = pos - self._pan_from
            if self._pan_moved or delta.manhattanLength() > DRAG:
                self._pan_moved = True
                self.pan_by(delta)
                self._pan_from = pos
            return
        self._pointer_at = event.position()
        scene_pos = self.mapToScene(pos)
        self.pointer.emit(scene_pos)
        if self.tool is not None:
            held = self._left_press is not None
            if held and (pos - self._left_press).manhattanLength() > DRAG:
                self._left_dragged = True  # coming back near the press later keeps it a drag
            self.tool.move(scene_pos, event, held and self._left_dragged)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        if self._pan_from is not None and event.button() in (
            Qt.MouseButton.MiddleButton,
            Qt.MouseButton.RightButton,
            Qt.MouseButton.LeftButton,
        ):
            moved, self._pan_from = self._pan_moved, None
            self.unsetCursor()
            if not moved and event.button() == Qt.MouseButton.RightButton and self.tool is not None:
                self.tool.right_click(self.mapToScene(pos))
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton and self._left_press is not None:
            dragged = self._left_dragged or (pos - self._left_press).manhattanLength() > DRAG
            self._left_press, self._left_dragged = None, False
            self.dragging = False
            if self.tool is not None:
                self.tool.release(self.mapToScene(pos), event, dragged)
            if dragged:
                self.drag_ended.emit()
            event.accept()
            return
        super(BoardView, self).mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.tool is not None:
            self.tool.double_click(self.mapToScene(event.position().toPoint()), event)
            event.accept()
            return
        super(BoardView, self).mouseDoubleClickEvent(event)

    # --- keys ---------------------------------------------------------------------------
    def event(self, event) -> bool:
        # Tab would move the focus before keyPressEvent sees it; a tool may want it
        if (
            event.type() == QEvent.Type.KeyPress
            and event.key() == Qt.Key.Key_Tab
            and self.tool is not None
            and self.tool.key(event)
        ):
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.setCursor(Qt.CursorShape.OpenHandCursor)
            return
        if self.tool is not None and self.tool.key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            self.unsetCursor()
            return
        super().keyReleaseEvent(event)
