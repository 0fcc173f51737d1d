"""The view onto the board: zoom with the wheel about the cursor and with
+/-, fit to the window, pan by dragging or with the arrow keys. A click (a
press and release without a drag) is handed to ``clicked``."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsView

DRAG = 6  # pixels a press must travel before it pans instead of clicking


class BoardView(QGraphicsView):
    #: a left click at a scene position
    clicked = Signal(QPointF)
    #: a right click, or Escape: step back
    back = Signal()
    #: Enter: confirm the decision waiting for it
    enter = Signal()
    #: the zoom changed (the factor, 1 = fit to the window's width at start)
    zoomed = Signal(float)

    MIN_ZOOM, MAX_ZOOM = 0.2, 8.0

    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheBackground)  # the map (BoardScene.drawBackground)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.AnchorViewCenter)
        self.setDragMode(QGraphicsView.NoDrag)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.StrongFocus)
        self._press: QPoint | None = None
        self._panning = False
        self._fitted = True

    # --- zoom -------------------------------------------------------------------------
    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        now = self.zoom()
        factor = max(self.MIN_ZOOM / now, min(self.MAX_ZOOM / now, factor))
        self.scale(factor, factor)
        self._fitted = False
        self.zoomed.emit(self.zoom())

    def fit(self) -> None:
        self.fitInView(self.scene().sceneRect(), Qt.KeepAspectRatio)
        self._fitted = True
        self.zoomed.emit(self.zoom())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._fitted:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(1.15 ** steps)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key_Plus, Qt.Key_Equal):
            self.zoom_by(1.25)
        elif key == Qt.Key_Minus:
            self.zoom_by(0.8)
        elif key == Qt.Key_0:
            self.fit()
        elif key == Qt.Key_Escape:
            self.back.emit()
        elif key in (Qt.Key_Return, Qt.Key_Enter):
            self.enter.emit()
        elif key in (Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down):
            bar = self.horizontalScrollBar() if key in (Qt.Key_Left, Qt.Key_Right) else self.verticalScrollBar()
            step = bar.pageStep() // 8 or 20
            bar.setValue(bar.value() + (step if key in (Qt.Key_Right, Qt.Key_Down) else -step))
        else:
            super().keyPressEvent(event)

    def pan_by(self, delta: QPoint) -> None:
        """Move the board with the pointer by ``delta`` pixels (a drag)."""
        self.setCursor(Qt.ClosedHandCursor)
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
        self._fitted = False

    # --- clicks and drags ---------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.LeftButton:
            self._press = event.position().toPoint()
            self._panning = False
            event.accept()
        elif event.button() == Qt.RightButton:
            self.back.emit()
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and event.buttons() & Qt.LeftButton:
            pos = event.position().toPoint()
            delta = pos - self._press
            if self._panning or delta.manhattanLength() > DRAG:
                self._panning = True
                self.pan_by(delta)
                self._press = pos
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.LeftButton and self._press is not None:
            was_panning = self._panning
            self._press, self._panning = None, False
            self.unsetCursor()
            if not was_panning:
                self.clicked.emit(self.mapToScene(event.position().toPoint()))
            event.accept()
            return
        super().mouseReleaseEvent(event)
