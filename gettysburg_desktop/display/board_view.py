"""The view onto the board: zoom with the wheel about the cursor (and
with + and -: the window's View menu), fit to the window, pan by dragging
or with the arrow keys. A click (a press and release without a drag) is
handed to ``clicked``.

A board whose pieces are dragged (a free table's units) says so through
its scene: ``drag_from(pos)`` -> whether a press at ``pos`` takes hold of a
piece; then the pointer's moves go to ``drag_to(pos)`` instead of panning,
and the release to ``drag_end(pos)``, which returns what the drag means
(a kernel ``Click``: the choice it carries out, or why not; None: nothing),
handed to ``dropped``; ``drag_end(None)`` lets go without meaning anything
(Esc, or a press let go where it began: a click), unless the scene reads a
press let go in place itself (a Shift-click): then what it returns goes to
``dropped`` instead of the click."""

from __future__ import annotations

from typing import Any

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
    #: a piece dragged and let go: what the scene read the drag as (a kernel ``Click``), never None
    dropped = Signal(object)

    MIN_ZOOM, MAX_ZOOM = 0.2, 8.0

    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the map (BoardScene.drawBackground)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._press: QPoint | None = None
        self._panning = False
        self._dragging = False  # the press took hold of a piece (the scene's ``drag_from``)
        self._dragged = False  # ... and the pointer has moved it
        self._fitted = True
        self._exact: tuple | None = None  # hold(): where the scroll bars go once the viewport has its size

    # --- zoom -------------------------------------------------------------------------
    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        now = self.zoom()
        factor = max(self.MIN_ZOOM / now, min(self.MAX_ZOOM / now, factor))
        self.scale(factor, factor)
        self._fitted, self._exact = False, None
        self.zoomed.emit(self.zoom())

    def fit(self) -> None:
        """The board's home view fitted to the window: the whole scene, or
        the part a scene names as its opening view (``home_rect()``: Norden &
        Süden's eastern theatre; the rest is a zoom out or a pan away)."""
        home = getattr(self.scene(), "home_rect", None)
        self.fitInView(home() if home is not None else self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._fitted, self._exact = True, None
        self.zoomed.emit(self.zoom())

    def look_at(self, point: QPointF) -> None:
        """``point`` of the board in the middle of the view, at the zoom it has
        (Norden & Süden's battle being fought)."""
        self.centerOn(point)
        self._fitted, self._exact = False, None

    def held(self) -> tuple:
        """What ``hold`` needs to show the board as this view shows it now:
        its scale, the map point at the view's centre, whether it is fitted."""
        return (
            self.transform(),
            self.mapToScene(self.viewport().rect().center()),
            self._fitted,
            self.viewport().size(),
            self.horizontalScrollBar().value(),
            self.verticalScrollBar().value(),
        )

    def hold(self, held: tuple) -> None:
        """Show the board as another view of the same size showed it
        (``held``): the window's new view for a replay or back to the game
        keeps the scale and the map point under each point of the view."""
        transform, centre, fitted, size, x, y = held
        if fitted:
            self.fit()
            return
        self.setTransform(transform)
        self.centerOn(centre)
        self._exact = (size, x, y)  # to the pixel (centerOn rounds) once the viewport has that size
        self._place_exactly()
        self._fitted = False
        self.zoomed.emit(self.zoom())

    def _place_exactly(self) -> None:
        """``hold``'s last step: the scroll bars where the other view had
        them, as soon as this viewport has its size (the scroll bars come
        with the first layout, after ``hold``)."""
        if self._exact is not None and self.viewport().size() == self._exact[0]:
            _, x, y = self._exact
            self._exact = None
            self.horizontalScrollBar().setValue(x)
            self.verticalScrollBar().setValue(y)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._fitted:
            self.fit()
        else:
            self._place_exactly()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(1.15**steps)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()  # + and - zoom wherever the keys are: the window's View menu (ui/window.py)
        if key == Qt.Key.Key_Escape and self._dragging:
            self._let_go(None)  # the piece goes back: nothing is meant, nor by the rest of the press
            self._press = None
            self.unsetCursor()
        elif key == Qt.Key.Key_0:
            self.fit()
        elif key == Qt.Key.Key_Escape:
            self.back.emit()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.enter.emit()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            bar = self.horizontalScrollBar() if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) else self.verticalScrollBar()
            step = bar.pageStep() // 8 or 20
            bar.setValue(bar.value() + (step if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -step))
        else:
            super().keyPressEvent(event)

    def pan_by(self, delta: QPoint) -> None:
        """Move the board with the pointer by ``delta`` pixels (a drag)."""
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
        self._fitted, self._exact = False, None

    # --- clicks and drags ---------------------------------------------------------------
    def _let_go(self, pos: QPointF | None) -> Any:
        """The piece held is let go at ``pos`` (None: put back); what the scene reads the drag as."""
        self._dragging = self._dragged = False
        end = getattr(self.scene(), "drag_end", None)
        return end(pos) if end is not None else None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            self._panning = False
            grab = getattr(self.scene(), "drag_from", None)
            self._dragging = bool(grab is not None and grab(self.mapToScene(self._press)))
            self._dragged = False
            event.accept()
        elif event.button() == Qt.MouseButton.RightButton:
            self.back.emit()
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            pos = event.position().toPoint()
            delta = pos - self._press
            if self._dragging:  # the piece follows the pointer, the board holds still
                if self._dragged or delta.manhattanLength() > DRAG:
                    if not self._dragged:
                        self.setCursor(Qt.CursorShape.ClosedHandCursor)
                    self._dragged = True
                    held: Any = self.scene()  # a scene whose pieces are dragged (see the module)
                    held.drag_to(self.mapToScene(pos))
                return
            if self._panning or delta.manhattanLength() > DRAG:
                self._panning = True
                self.pan_by(delta)
                self._press = pos
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._press is not None:
            was_panning = self._panning
            self._press, self._panning = None, False
            self.unsetCursor()
            if self._dragging:
                if self._dragged:  # let go where the pointer is: what the drag means, for the controller
                    meant = self._let_go(self.mapToScene(event.position().toPoint()))
                    if meant is not None:
                        self.dropped.emit(meant)
                    event.accept()
                    return
                meant = self._let_go(None)  # held and let go in place: a click, unless the scene reads it
                if meant is not None:  # itself (a Shift-click that picks a group: what it means, as a drop)
                    self.dropped.emit(meant)
                    event.accept()
                    return
            if not was_panning:
                self.clicked.emit(self.mapToScene(event.position().toPoint()))
            event.accept()
            return
        super().mouseReleaseEvent(event)
