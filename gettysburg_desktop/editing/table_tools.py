"""The table editor's tools, any game's: what a click, a drag and a key do
in each mode. Like the area and box editors' tools they see the document
and the canvas only, turn pointer events into the board's edits
(model/table_edits.py) and report by their ``status`` signal.

- **Select** (V): click a feature or an objective to select it (the bare
  table: the table's own properties); drag it to move it; drag a point of
  the selected feature to move the point; double-click its edge to add a
  point; Delete removes the point under the pointer, else the selection (in every tool);
  the arrows nudge the selection a quarter of the unit (Shift: a whole one);
  Escape during a drag puts it back.
- **Draw** (D): the kind chosen on the tool bar, an area or a line as the
  kind is drawn: click its points; an area closes on its first point (or
  with Enter, a double or a right click), a line ends with Enter, a double
  or a right click; Backspace takes back the last point, Escape drops it.
- **Objective** (O): click to place an objective.

Points snap to features' corners and edges and the table's edge, else to
a quarter-unit grid (model/table_snap.py); S turns snapping off and on.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from gettysburg_desktop.boards.table.bases import Point
from gettysburg_desktop.boards.table.editable import FEATURE
from gettysburg_desktop.boards.table.qt.items import SCALE
from gettysburg_desktop.display.translate import shown

from .model.table_edits import (
    add_feature,
    add_objective,
    delete_items,
    delete_vertex,
    insert_vertex,
    move_items,
    move_vertex,
)
from .model.table_snap import GRID, STEP, item_at, nearest_edge, snap
from .table_part import TerrainKind
from .tools import Tool

_t = QCoreApplication.translate

_drags = itertools.count(1)
PICK = 8  # pixels within which a click picks a point or a line


class TableCanvas:
    """What a table tool may touch of the view: its scene (the drawing, the
    marks), the zoom (for the tolerance), the pointer and the keyboard focus."""

    def __init__(self, view) -> None:
        self._view = view
        self.scene: Any = None  # the window's TableEditorScene, once it has a table
        self.snapping = True
        self.pointer: Point | None = None

    def tolerance(self) -> float:
        """PICK pixels in the table's unit at the view's zoom."""
        return PICK / max(self._view.zoom_factor() * SCALE, 1e-6)

    def show_snap(self, _snap, _kind=None) -> None:
        if self.scene is not None:
            self.scene.show_snap(None)

    def dialog_parent(self):
        return self._view.window()


def path_length(points) -> float:
    """The length of a path through ``points`` (a line drawn, a line feature)."""
    return sum(math.dist(a, b) for a, b in itertools.pairwise(points))


class TableTool(Tool):
    """A table mode: the base tracks the pointer's table point."""

    def here(self, pos: QPointF) -> Point:
        return self.canvas.scene.point(pos)

    def snapped(self, pos: QPointF, skip=None):
        return snap(self.doc.table, self.here(pos), self.canvas.tolerance(), skip=skip, on=self.canvas.snapping)

    def move(self, pos: QPointF, event, dragging: bool) -> None:
        self.canvas.pointer = self.here(pos)

    def delete_selection(self) -> None:
        if self.doc.selection is not None and self.doc.attempt(delete_items, [self.doc.selection]):
            self.doc.select(None)

    def key(self, event) -> bool:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.delete_selection()
            return True
        if event.key() == Qt.Key.Key_S and not event.modifiers():
            self.canvas.snapping = not self.canvas.snapping
            self.say(
                _t("TableEditorWindow", "Snapping on")
                if self.canvas.snapping
                else _t("TableEditorWindow", "Snapping off: points go on a quarter-unit grid")
            )
            return True
        return False


class TableSelectTool(TableTool):
    name = "select"

    def __init__(self, document, canvas) -> None:
        super().__init__(document, canvas)
        self._drag: tuple | None = None  # ("vertex", feature, index) or ("carry", keys, start, applied)
        self._merge: tuple[str, int] | None = None
        self._pushed = False

    def hint(self) -> str:
        return _t(
            "TableEditorWindow",
            "Click a feature or an objective to select it, drag to move it; drag a point of the selected "
            "feature, double-click its edge to add one, Delete removes one",
        )

    def _handle_at(self, at: Point) -> int | None:
        key = self.doc.selection
        if key is None or key[0] != FEATURE or key[1] not in self.doc.table.features:
            return None
        f = self.doc.table.features[key[1]]
        tol = self.canvas.tolerance()
        near = [(math.dist(p, at), i) for i, p in enumerate(f.outline or f.line)]
        d, i = min(near)
        return i if d <= tol else None

    def press(self, pos: QPointF, event) -> None:
        at = self.here(pos)
        self._merge = ("table-drag", next(_drags))
        self._pushed = False
        index = self._handle_at(at)
        if index is not None:
            self._drag = ("vertex", self.doc.selection[1], index)
            return
        hit = item_at(self.doc.table, at, self.canvas.tolerance())
        self.doc.select(hit)
        self._drag = ("carry", (hit,), at, (0.0, 0.0)) if hit is not None else None

    def move(self, pos: QPointF, event, dragging: bool) -> None:
        super().move(pos, event, dragging)
        if not dragging or self._drag is None:
            return
        if self._drag[0] == "vertex":
            _, fid, index = self._drag
            s = self.snapped(pos, skip=(fid, index))
            self.canvas.scene.show_snap(s.point if s.kind != GRID else None)
            if self.doc.attempt(move_vertex, fid, index, s.point, merge_key=self._merge):
                self._pushed = True
                self.say(_t("TableEditorWindow", "Point at {x:g}, {y:g}").format(x=s.point[0], y=s.point[1]))
            return
        _, keys, start, applied = self._drag
        at = self.here(pos)
        want = (round((at[0] - start[0]) / STEP) * STEP, round((at[1] - start[1]) / STEP) * STEP)
        dx, dy = want[0] - applied[0], want[1] - applied[1]
        if (dx, dy) == (0.0, 0.0):
            return
        if self.doc.attempt(move_items, keys, dx, dy, merge_key=self._merge):
            self._pushed = True
            self._drag = ("carry", keys, start, want)
            self.say(_t("TableEditorWindow", "Moved {dx:+g}, {dy:+g}").format(dx=want[0], dy=want[1]))

    def release(self, pos: QPointF, event, dragged: bool) -> None:
        self._drag = None
        self.canvas.scene.show_snap(None)

    def double_click(self, pos: QPointF, event) -> None:
        key = self.doc.selection
        if key is None or key[0] != FEATURE:
            return
        f = self.doc.table.features[key[1]]
        points = f.outline or f.line
        s = self.snapped(pos)
        index, d = nearest_edge(points, self.here(pos), closed=bool(f.outline))
        if d <= self.canvas.tolerance():
            self.doc.attempt(insert_vertex, key[1], index, s.point)

    def cancel(self) -> None:
        """Escape during a drag: the drag's step is taken back."""
        if self._drag is not None and self._pushed:
            self.doc.undo_stack.undo()
        self._drag = None
        self._pushed = False

    def key(self, event) -> bool:
        k = event.key()
        if k == Qt.Key.Key_Escape:
            self.cancel()
            return True
        if k in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            at = self.canvas.pointer
            index = self._handle_at(at) if at is not None else None
            if index is not None:
                self.doc.attempt(delete_vertex, self.doc.selection[1], index)
            else:
                self.delete_selection()
            return True
        arrows = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, 1),
            Qt.Key.Key_Down: (0, -1),
        }
        if k in arrows and self.doc.selection is not None:
            step = 1.0 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else STEP
            dx, dy = arrows[k]
            self.doc.attempt(move_items, [self.doc.selection], dx * step, dy * step)
            return True
        return super().key(event)


class DrawTool(TableTool):
    """Draw a feature of the kind the tool bar names (``chosen()``: its
    TerrainKind and, for a line, the width)."""

    name = "draw"

    def __init__(self, document, canvas, chosen: Callable[[], tuple[TerrainKind, float]]) -> None:
        super().__init__(document, canvas)
        self.chosen = chosen
        self.points: list[Point] = []

    def hint(self) -> str:
        kind, width = self.chosen()
        if kind.line:
            return _t(
                "TableEditorWindow",
                "Draw {kind} ({width:g} wide): click its points, Enter or a double click ends it; "
                "Backspace takes back a point, Escape drops it",
            ).format(kind=shown(kind.name), width=width)
        return _t(
            "TableEditorWindow",
            "Draw {kind}: click its corners, click the first again (or Enter) to close it; "
            "Backspace takes back a corner, Escape drops it",
        ).format(kind=shown(kind.name))

    def _show(self, pointer: Point | None = None) -> None:
        kind, _width = self.chosen()
        self.canvas.scene.show_trace(tuple(self.points) if self.points else None, not kind.line, pointer)

    def move(self, pos: QPointF, event, dragging: bool) -> None:
        super().move(pos, event, dragging)
        s = self.snapped(pos)
        self.canvas.scene.show_snap(s.point if s.kind != GRID else None)
        if self.points:
            self._show(s.point)
            step = math.dist(self.points[-1], s.point)
            total = path_length([*self.points, s.point])
            self.say(
                _t("TableEditorWindow", "{x:g}, {y:g}: this side {step:.2f}, in all {total:.2f}").format(
                    x=s.point[0], y=s.point[1], step=step, total=total
                )
            )

    def release(self, pos: QPointF, event, dragged: bool) -> None:
        kind, _width = self.chosen()
        s = self.snapped(pos)
        if not kind.line and len(self.points) >= 3 and math.dist(s.point, self.points[0]) <= self.canvas.tolerance():
            self.finish()
            return
        if self.points and s.point == self.points[-1]:
            return
        self.points.append(s.point)
        self._show(s.point)

    def double_click(self, pos: QPointF, event) -> None:
        self.finish()

    def right_click(self, pos: QPointF) -> None:
        self.finish()

    def finish(self) -> None:
        kind, width = self.chosen()
        least = 2 if kind.line else 3
        if len(self.points) < least:
            self.refused_text(
                _t("TableEditorWindow", "A line needs 2 points or more")
                if kind.line
                else _t("TableEditorWindow", "An area needs 3 corners or more")
            )
            return
        shape = {"line": tuple(self.points), "width": width} if kind.line else {"outline": tuple(self.points)}
        before = set(self.doc.table.features)
        if self.doc.attempt(add_feature, kind.kind, **shape):
            new = [fid for fid in self.doc.table.features if fid not in before]
            self.points = []
            self._show()
            if new:
                self.doc.select((FEATURE, new[0]))
            self.say(
                _t("TableEditorWindow", "Added {kind}; draw the next, or V to select").format(kind=shown(kind.name))
            )

    def cancel(self) -> None:
        self.points = []
        if self.canvas.scene is not None:
            self._show()

    def key(self, event) -> bool:
        k = event.key()
        if k in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.finish()
            return True
        if k == Qt.Key.Key_Backspace and self.points:
            self.points.pop()
            self._show(self.canvas.pointer)
            return True
        if k == Qt.Key.Key_Escape:
            if self.points:
                self.cancel()
            else:
                self.finished.emit()
            return True
        return super().key(event)


class ObjectiveTool(TableTool):
    name = "objective"

    def hint(self) -> str:
        return _t("TableEditorWindow", "Click where an objective stands")

    def release(self, pos: QPointF, event, dragged: bool) -> None:
        at = snap(self.doc.table, self.here(pos), 0.0, on=False).point  # on the grid: a marker has no edge to meet
        before = set(self.doc.table.objectives)
        if self.doc.attempt(add_objective, at):
            new = [oid for oid in self.doc.table.objectives if oid not in before]
            if new:
                self.doc.select(("objective", new[0]))

    def key(self, event) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.finished.emit()
            return True
        return super().key(event)
