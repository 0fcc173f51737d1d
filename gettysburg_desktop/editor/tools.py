"""The editor's tools: what a click, a drag and a key do in each mode.

Each tool turns pointer events (board coordinates, with the view's zoom)
into the model's calls (docs/editor-model.md, "What the Qt layer calls for
each gesture") and pushes the edits on the undo stack; geometry is the
model's. A tool sees the document and the canvas only (``Tool``).
"""

from __future__ import annotations

import math
from typing import Any

import shapely
from PySide6.QtCore import QCoreApplication, Qt

from gettysburg_desktop.boards.areas.shapes import Point
from gettysburg_desktop.editing.tools import Tool as Tool  # re-exported: the area tools' base
from gettysburg_desktop.editing.tools import pt as pt

from .dialogs import merged_terrain
from .model import (
    AREA,
    ENTRY_BOX,
    ROAD,
    SCENERY,
    EditRefused,
    LineTrace,
    SegmentDrag,
    Trace,
    VertexDrag,
    add_entry_box,
    add_road,
    add_scenery,
    delete_area,
    delete_entry_box,
    delete_line_item,
    delete_line_vertex,
    delete_vertex,
    insert_line_vertex,
    insert_vertex,
    merge_areas,
    move_entry_box,
    move_line_vertex,
    reshape_border,
    set_area_attributes,
    split_area,
)
from .model.drop_check import DragSession
from .model.snapping import NONE, on_grid
from .multi_select import adds

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate

BOX_SIZE = (150.0, 40.0)  # a new entry box, board units (wide enough for a road's name)


def _is_enter(event) -> bool:
    return event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)


# --- Select / edit vertices --------------------------------------------------------------


class SelectTool(Tool):
    """Click to select an area, entry box, road or scenery; drag a vertex or
    a border segment (a shared border moves as one), an entry box, a name's
    label, or a selected road's vertex; double-click a border to insert a
    vertex; Delete removes the clicked vertex, else the selected item."""

    name = "select"

    #: a drag let go within this many screen pixels of its press came back: nothing moves
    BACK_PIXELS = 4

    def __init__(self, document, canvas) -> None:
        super().__init__(document, canvas)
        self.grab = None
        # what a drag moves: a VertexDrag or a SegmentDrag, an entry box's (merge token, rect at the press),
        # a name's offset so far, a road's or scenery's vertex's merge token; None: no drag (a click)
        self.drag: Any = None
        self.session: DragSession | None = None  # a vertex or segment drag's live edits
        self.start = (0.0, 0.0)
        self.adding = False
        self.cancelled = False  # Escape took the drag back; the release does nothing

    def hint(self) -> str:
        return _t(
            "EditorTools",
            "Select: click an item (Shift+click or a drag across areas: several); drag a vertex, "
            "border, entry box or name; double-click a border: a new vertex; Delete removes",
        )

    def cancel(self) -> None:
        if self.session is not None:
            self.session.take_back()
        self.grab = self.drag = self.session = None

    def _grab_at(self, p):
        doc, z = self.doc, self.canvas.zoom()
        tol = doc.picker.tolerance(z)
        sel = doc.selection
        if sel is not None and sel[0] in (ROAD, SCENERY):
            points = doc.line_points(sel)
            near = [(math.dist(p, q), k) for k, q in enumerate(points) if math.dist(p, q) <= tol]
            if near:
                return ("line-vertex", sel, min(near)[1])
        snap = doc.picker.snap(p, z)
        if snap.kind == "vertex" and snap.vertices:
            return ("vertex", snap.point)
        box = doc.box_at(p)
        if box is not None:
            return ("box", box)
        label = self.canvas.label_at(p)
        if label is not None:
            return ("label", label)
        if snap.kind == "segment" and snap.segments:
            return ("segment", snap.segment)
        line = doc.line_at(p, tol)
        if line is not None:
            return ("line", line)
        area = doc.area_at(p)
        return ("area", area) if area is not None else None

    def press(self, pos, event) -> None:
        if self.session is not None:  # a drag whose release never came
            self.session.take_back()
        self.start = pt(pos)
        self.grab = self._grab_at(self.start)
        self.drag = self.session = None
        self.cancelled = False
        self.adding = adds(event.modifiers())  # Shift/Ctrl: to the selection (multi_select.py)

    def move(self, pos, event, dragging: bool) -> None:
        doc, p, z = self.doc, pt(pos), self.canvas.zoom()
        if dragging and (self.grab is None or self.grab[0] == "area"):  # a rubber band
            self.canvas.multi.show_band(self.start, p)
            return
        if not dragging or self.grab is None:
            snap = doc.picker.snap(p, z)
            self.canvas.show_snap(snap if snap.kind != NONE and (snap.vertices or snap.segments) else None)
            return
        kind = self.grab[0]
        try:
            if kind == "vertex":
                if self.drag is None:
                    self.drag = VertexDrag(doc.emap, self.grab[1])
                    self.session = DragSession(doc.emap)
                snap = doc.snapper.snap(p, z, ignore=self.drag.point)
                self.canvas.show_snap(snap if snap.kind != NONE else None)
                self.session.step(self.drag.move(snap.point))
            elif kind == "segment":
                if self.drag is None:
                    self.drag = SegmentDrag(doc.emap, *self.grab[1])
                    self.session = DragSession(doc.emap)
                self.session.step(self.drag.move(*self._offset(p)))
            elif kind == "box":
                if self.drag is None:
                    self.drag = (object(), doc.emap.entry_boxes[self.grab[1]].rect)
                token, (x, y, _, _) = self.drag
                dx, dy = self._offset(p)
                doc.push(move_entry_box(doc.emap, self.grab[1], x + dx, y + dy, drag=token))
            elif kind == "label":
                group = self.canvas.area_item(self.grab[1])
                moved = self.drag or (0.0, 0.0)
                dx, dy = p[0] - self.start[0] - moved[0], p[1] - self.start[1] - moved[1]
                for item in group.decor:
                    item.moveBy(dx, dy)
                self.drag = (p[0] - self.start[0], p[1] - self.start[1])
            elif kind == "line-vertex":
                if self.drag is None:
                    self.drag = object()
                snap = doc.snapper.snap(p, z)
                self.canvas.show_snap(snap if snap.kind != NONE else None)
                doc.push(move_line_vertex(doc.emap, self.grab[1], self.grab[2], snap.point, drag=self.drag))
        except EditRefused as exc:
            self.refused(exc)
            if self.session is not None:
                self.session.take_back()
            self.grab = self.session = None

    def release(self, pos, event, dragged: bool) -> None:
        doc, p, z = self.doc, pt(pos), self.canvas.zoom()
        grab, self.grab = self.grab, None
        if self.cancelled:
            self.cancelled = False
            self.canvas.multi.hide_band()
            return
        if self.canvas.multi.banding:
            self.canvas.multi.finish_band(self.start, p, add=self.adding)
            return
        if grab is None:
            if not self.adding:
                doc.select(None)
            return
        kind = grab[0]
        if self.drag is None:  # a click, or a drag that moved nothing
            if self.adding and kind != "line-vertex":
                self.canvas.multi.toggle(self._key_of(grab, p))
                return
            self._click(grab, p)
            return
        try:
            if kind in ("vertex", "segment"):
                self._drop(grab, p, z)
            elif kind == "box":
                if doc.emap.entry_boxes[grab[1]].rect == self.drag[1]:  # let go where it was: no step on the stack
                    self.say(_t("EditorTools", "The entry box is back where it was: nothing moved"))
            elif kind == "label":
                group = self.canvas.area_item(grab[1])
                dx, dy = self.drag
                label = on_grid((group.anchor[0] + dx, group.anchor[1] + dy), doc.snap_settings.grid)
                if math.dist(p, self.start) * z <= self.BACK_PIXELS or label == doc.emap.areas[grab[1]].label:
                    for item in group.decor:  # let go where it was taken: the name goes back, nothing is pushed
                        item.moveBy(-dx, -dy)
                    self.say(
                        _t("EditorTools", "{what} is back where it was: nothing moved").format(
                            what=_t("EditorTools", "The name")
                        )
                    )
                else:
                    doc.push(set_area_attributes(doc.emap, grab[1], label=label))
        except EditRefused as exc:
            self.refused(exc)
        finally:
            self.drag = self.session = None
            self.canvas.show_snap(None)

    def _offset(self, p) -> tuple[float, float]:
        """How far the pointer is from the press, in whole grid steps (0.5 board units)."""
        return on_grid((p[0] - self.start[0], p[1] - self.start[1]), self.doc.snap_settings.grid)

    def _key_of(self, grab, p):
        """The item a Shift/Ctrl+click on ``grab`` adds to the selection."""
        kind = grab[0]
        if kind == "box":
            return (ENTRY_BOX, grab[1])
        if kind in ("label", "area"):
            return (AREA, grab[1])
        if kind == "line":
            return grab[1]
        area = self.doc.area_at(p)
        return (AREA, area) if area is not None else None

    def _drop(self, grab, p, z) -> None:
        """The end of a vertex or segment drag: one undoable edit, or the map
        as it was (back where it started, or refused with the reason)."""
        doc, session = self.doc, self.session
        assert session is not None, "a vertex or segment drag has its session (move)"
        if math.dist(p, self.start) * z <= self.BACK_PIXELS:
            session.take_back()
            self.say(_t("EditorTools", "{what} is back where it was: nothing moved").format(what=self._what(grab)))
            return
        try:
            if grab[0] == "vertex":
                snap = doc.snapper.snap(p, z, ignore=self.drag.point)
                session.step(self.drag.release(snap.point, snap))
            edit = session.finish()
        except EditRefused as exc:
            session.take_back()
            self.refused_text(
                _t("EditorTools", "Not moved: {why}").format(why=self.why(exc, vertex=grab[0] == "vertex"))
            )
            if grab[0] == "vertex":
                doc.current_vertex = grab[1]
                doc.current_moved.emit(False)
            return
        if grab[0] == "vertex":
            doc.current_vertex = snap.point  # before the push: the Properties dock shows it
        if edit is not None:
            doc.push(edit)
        else:
            self.say(_t("EditorTools", "{what} is back where it was: nothing moved").format(what=self._what(grab)))
        if grab[0] == "vertex":
            doc.current_moved.emit(True)

    @staticmethod
    def _what(grab) -> str:
        return _t("EditorTools", "The vertex") if grab[0] == "vertex" else _t("EditorTools", "The border")

    @staticmethod
    def why(exc: EditRefused, vertex: bool = True) -> str:
        """A refused drop (of a vertex, else of a border) in the author's words."""
        d = exc.details
        if exc.code == "drop-overlap":
            a, b = d.get("names", ("", ""))
            if not vertex:
                return _t("EditorTools", "'{a}' would overlap '{b}'").format(a=a, b=b)
            return _t(
                "EditorTools", "'{a}' would overlap '{b}'; drop the vertex on their shared border or in the open"
            ).format(a=a, b=b)
        if exc.code == "drop-crosses":
            return _t("EditorTools", "'{name}' would cross itself").format(name=d.get("name", ""))
        if exc.code == "drop-degenerate":
            return _t("EditorTools", "'{name}' would have fewer than 3 corners").format(name=d.get("name", ""))
        if exc.code == "drop-outside":
            return _t("EditorTools", "a vertex of '{name}' would lie {d} outside the board (0..{w}, 0..{h})").format(
                name=d.get("name", ""),
                d=f"{d.get('distance', 0.0):.1f}",
                w=f"{d.get('width', 0):g}",
                h=f"{d.get('height', 0):g}",
            )
        return str(exc)

    def _click(self, grab, p) -> None:
        doc = self.doc
        kind = grab[0]
        if kind == "vertex":
            owners = doc.emap.areas_with_vertex(grab[1])
            if not owners:  # the vertex is no longer there
                area = doc.area_at(p)
                doc.select((AREA, area) if area is not None else None)
                return
            sel = doc.selection
            area = (
                sel[1] if sel is not None and sel[0] == AREA and sel[1] in owners else (doc.area_at(p) or min(owners))
            )
            doc.select((AREA, area), vertex=grab[1])
        elif kind == "line-vertex":
            doc.select(grab[1], line_vertex=grab[2])
        elif kind == "box":
            doc.select((ENTRY_BOX, grab[1]))
        elif kind in ("label", "area"):
            doc.select((AREA, grab[1]))
        elif kind == "segment":
            area = doc.area_at(p)
            doc.select((AREA, area) if area else None)
        elif kind == "line":
            doc.select(grab[1])

    def double_click(self, pos, event) -> None:
        doc, p, z = self.doc, pt(pos), self.canvas.zoom()
        sel = doc.selection
        try:
            if sel is not None and sel[0] in (ROAD, SCENERY):
                points = doc.line_points(sel)
                ring = sel[0] == SCENERY and doc.emap.scenery[sel[1]].polygon is not None
                pairs = list(zip(points, points[1:] + (points[:1] if ring else ()), strict=False))
                if pairs:
                    d, k = min(
                        (shapely.LineString([a, b]).distance(shapely.Point(p)), k) for k, (a, b) in enumerate(pairs)
                    )
                    if d <= doc.picker.tolerance(z):
                        doc.push(insert_line_vertex(doc.emap, sel, k + 1, p))
                        doc.select(sel, line_vertex=k + 1)
                        return
            snap = doc.picker.snap(p, z)
            if snap.kind == "segment" and snap.segments:
                start, end = snap.segment
                doc.push(insert_vertex(doc.emap, start, end, snap.point))
                area = sel[1] if sel is not None and sel[0] == AREA and sel[1] in snap.areas else snap.areas[0]
                doc.select((AREA, area), vertex=snap.point)
        except EditRefused as exc:
            self.refused(exc)

    def key(self, event) -> bool:
        doc = self.doc
        if event.key() == Qt.Key.Key_Escape and self.session is not None:
            self.session.take_back()
            self.grab = self.drag = self.session = None
            self.cancelled = True
            self.canvas.show_snap(None)
            self.say(_t("EditorTools", "Drag cancelled: nothing moved"))
            return True
        if event.key() == Qt.Key.Key_Escape:
            doc.select(None)
            return True
        if event.key() not in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            return False
        if self.canvas.multi.delete():  # several selected: all of them, one step
            return True
        sel = doc.selection
        try:
            if doc.current_line_vertex is not None and sel is not None and sel[0] in (ROAD, SCENERY):
                doc.push(delete_line_vertex(doc.emap, sel, doc.current_line_vertex))
                doc.select(sel)
            elif doc.current_vertex is not None:
                doc.push(delete_vertex(doc.emap, doc.current_vertex))
                doc.select(sel if sel is not None and sel[1] in doc.emap.areas else None)
            elif sel is None:
                return False
            elif sel[0] == AREA:
                doc.push(delete_area(doc.emap, sel[1]))
                doc.select(None)
            elif sel[0] == ENTRY_BOX:
                doc.push(delete_entry_box(doc.emap, sel[1]))
                doc.select(None)
            elif sel[0] in (ROAD, SCENERY):
                doc.push(delete_line_item(doc.emap, sel))
                doc.select(None)
        except EditRefused as exc:
            self.refused(exc)
        return True


# --- Drawing: areas, free edges, cuts, roads and scenery --------------------------------


class _Drawing(Tool):
    """Click by click with snapping: Backspace removes the last point, Escape
    drops the line, Enter (or a right click) ends it."""

    def __init__(self, document, canvas) -> None:
        super().__init__(document, canvas)
        self.trace: LineTrace | None = None

    def new_trace(self) -> LineTrace:
        return LineTrace(self.doc.emap, self.doc.snapper)

    @property
    def _tracing(self) -> LineTrace:
        """The line being drawn (``done``, ``ends_here`` and their helpers are asked only while there is one)."""
        assert self.trace is not None, "no line being drawn"
        return self.trace

    def cancel(self) -> None:
        if self.trace is not None:
            self.trace.cancel()
        self.trace = None
        self.canvas.trace_item.clear()

    def refresh(self, pointer=None) -> None:
        if self.trace is None:
            self.canvas.trace_item.clear()
            return
        closes = False
        if pointer is not None:
            preview = self.trace.preview(pointer, self.canvas.zoom())
            closes = preview.closes or self.closes_at(pointer)
            self.canvas.show_snap(preview.snap, "close" if closes else None)
            pointer = self.trace.points[0] if closes else preview.snap.point
        self.canvas.trace_item.show_points(self.trace.points, pointer, closed_preview=closes)

    def closes_at(self, p) -> bool:
        return False

    def move(self, pos, event, dragging: bool) -> None:
        if self.trace is None:
            super().move(pos, event, dragging)
        else:
            self.refresh(pt(pos))

    def release(self, pos, event, dragged: bool) -> None:
        p = pt(pos)
        if self.trace is None:
            if not self.may_start(p):
                return
            self.trace = self.new_trace()
        try:
            if self.closes_at(p):
                self.finish()
                return
            if self.trace.click(p, self.canvas.zoom()):
                self.done()
                return
            if self.ends_here():
                self.finish()
                return
        except EditRefused as exc:
            self.refused(exc)
        self.refresh(p)

    def may_start(self, p) -> bool:
        return True

    def ends_here(self) -> bool:
        """Whether the click just made ends the line by itself."""
        return False

    def finish(self) -> None:
        if self.trace is None:
            return
        try:
            self.trace.finish()
        except EditRefused as exc:
            self.refused(exc)
            return
        self.done()

    def done(self) -> None:
        """The line is complete: make the edit."""

    def right_click(self, pos) -> None:
        self.finish()

    def key(self, event) -> bool:
        if self.trace is None:
            return False
        if _is_enter(event):
            self.finish()
        elif event.key() == Qt.Key.Key_Backspace:
            self.trace.backspace()
            if not self.trace.points:
                self.cancel()
            self.refresh()
        elif event.key() == Qt.Key.Key_Escape:
            self.cancel()
            self.say(_t("EditorTools", "Cancelled"))
        else:
            return False
        return True


class AddAreaTool(_Drawing):
    """A new area's outline: click its corners (snapped to the neighbours'
    vertices and borders); click the first vertex to close it as drawn, or
    Enter: if the line starts and ends on a border it is a free edge and the
    area fills the empty region it closes off (Tab then takes the other side)."""

    name = "add-area"

    def __init__(self, document, canvas) -> None:
        super().__init__(document, canvas)
        # (points, face, count, name, undo index) of the last free-edge fill
        self.last_fill: tuple[tuple[Point, ...], int, int, str, int] | None = None

    def hint(self) -> str:
        return _t(
            "EditorTools",
            "Add area: click the corners; click the first one to close, or Enter to fill up to the borders; "
            "Backspace removes the last point, Escape cancels",
        )

    def new_trace(self) -> Trace:
        return Trace(self.doc.emap, self.doc.snapper)

    def done(self) -> None:
        doc, trace = self.doc, self.trace
        assert isinstance(trace, Trace), "an area's outline being drawn"  # (new_trace's)
        name = doc.new_name(_t("EditorTools", "Area"))
        try:
            edit = doc.add_area_edit(trace, name)  # an area traced again keeps its id and name
        except EditRefused as exc:
            self.refused(exc)
            self.cancel()
            return
        doc.push(edit)
        area = edit.added()[0]
        name = doc.emap.area(area).name
        self.last_fill = None
        choice = len(trace.faces) > 1
        if choice and trace.polygon is not None:  # (it has: the area was added from it)
            face = trace.faces.index(trace.polygon)
            self.last_fill = (trace.points, face, len(trace.faces), name, doc.undo_stack.index())
        self.trace = None
        self.canvas.trace_item.clear()
        doc.select((AREA, area), focus_name=True)  # the name field takes the keys; Tab there still swaps
        if choice:
            self.say(
                _t(
                    "EditorTools",
                    "Added '{name}'; Tab takes the region on the other side of the line; name it in Properties",
                ).format(name=name)
            )
        else:
            self.say(_t("EditorTools", "Added '{name}': name it in Properties").format(name=name))

    def key(self, event) -> bool:
        if event.key() == Qt.Key.Key_Tab and self.trace is None and self.last_fill is not None:
            self.other_side()
            return True
        return super().key(event)

    def other_side(self) -> None:
        """Replace the last free-edge fill by the next region the same line bounds."""
        doc = self.doc
        if self.last_fill is None:
            return
        points, face, count, name, index = self.last_fill
        if doc.undo_stack.index() != index:
            self.last_fill = None
            return
        doc.undo_stack.undo()
        trace = Trace(doc.emap, doc.snapper)
        for p in points:
            trace.click(p, self.canvas.zoom())
        try:
            trace.finish(face=(face + 1) % count)
            edit = trace.add_area(name)
        except EditRefused as exc:
            doc.undo_stack.redo()
            self.refused(exc)
            return
        doc.push(edit)
        self.last_fill = (points, (face + 1) % count, count, name, doc.undo_stack.index())
        doc.select((AREA, edit.added()[0]), focus_name=True)
        self.say(
            _t(
                "EditorTools",
                "Added '{name}'; Tab takes the region on the other side of the line; name it in Properties",
            ).format(name=name)
        )


class FreeEdgeTool(AddAreaTool):
    """Draw only the free edge: start on a border, click the free corners,
    end on a border; the area fills the empty region the line closes off."""

    name = "free-edge"

    def hint(self) -> str:
        return _t(
            "EditorTools",
            "Draw free edge: start on a border, click the corners in the open, end on a border "
            "(the area fills what the line closes off; Tab takes the other side)",
        )

    def may_start(self, p) -> bool:
        if self.doc.snapper.snap(p, self.canvas.zoom()).on_border:
            return True
        self.say(_t("EditorTools", "Start the free edge on a border (an area's or the board's edge)"))
        return False

    def ends_here(self) -> bool:
        snaps = self._tracing.snaps
        return len(snaps) >= 2 and snaps[-1].on_border

    def closes_at(self, p) -> bool:
        return False


class SplitTool(_Drawing):
    """Cut an area in two: click from border to border across it (the line
    ends by itself on the far border, or with Enter)."""

    name = "split"

    def hint(self) -> str:
        return _t("EditorTools", "Split: click a line across an area from border to border")

    def ends_here(self) -> bool:
        snaps = self._tracing.snaps
        return len(snaps) >= 2 and snaps[-1].on_border and self._target() is not None

    def _target(self) -> str | None:
        doc = self.doc
        points = self._tracing.points
        if len(set(points)) < 2:
            return None
        line = shapely.LineString(points)
        crossed = {}
        for area_id in doc.emap.areas_in_box(*line.bounds):
            poly = doc.emap.polygon(area_id)
            if poly is not None:
                inside = poly.intersection(line).length
                if inside > doc.picker.tolerance(self.canvas.zoom()):
                    crossed[area_id] = inside
        if not crossed:
            return None
        sel = doc.selection
        if sel is not None and sel[0] == AREA and sel[1] in crossed:
            return sel[1]
        return max(crossed, key=lambda a: (crossed[a], a))

    def done(self) -> None:
        doc = self.doc
        area = self._target()
        points = self._tracing.points
        self.cancel()
        if area is None:
            self.say(_t("EditorTools", "The line crosses no area"))
            return
        try:
            edit = split_area(doc.emap, area, points)
        except EditRefused as exc:
            self.refused(exc)
            return
        doc.push(edit)
        doc.select((AREA, edit.added()[0]), focus_name=True)


class RedrawBorderTool(_Drawing):
    """Redraw a border two areas share through new points (QGIS's "reshape"):
    click on the border where the new course leaves it, click the new
    points, and click on the same border where the new course rejoins it;
    the border between the two areas runs through the points in both areas
    at once (one undoable edit). An end on a border segment becomes a vertex
    there."""

    name = "redraw-border"

    def hint(self) -> str:
        return _t(
            "EditorTools",
            "Redraw border: click on a border two areas share where the new course leaves it, "
            "then the new points, then on the same border where it rejoins it",
        )

    def _pair(self, snap) -> tuple[str, ...]:
        return tuple(a for a in snap.areas if a in self.doc.emap.areas)

    def may_start(self, p) -> bool:
        snap = self.doc.snapper.snap(p, self.canvas.zoom())
        if len(self._pair(snap)) >= 2:
            return True
        if not self.doc.snap_settings.enabled:
            self.refused_text(
                _t(
                    "EditorTools",
                    "Start on a border two areas share; snapping is off (S turns it on), "
                    "so a click lands on a border only by chance",
                )
            )
        elif snap.kind != NONE:
            self.refused_text(_t("EditorTools", "This is the edge of one area only: start on a border two areas share"))
        else:
            self.refused_text(
                _t("EditorTools", "Start on a border two areas share (the magenta mark shows where a click lands)")
            )
        return False

    def _shared(self) -> set[str]:
        snaps = self._tracing.snaps
        return set(self._pair(snaps[0])) & set(self._pair(snaps[-1]))

    def ends_here(self) -> bool:
        return len(self._tracing.snaps) >= 2 and len(self._shared()) >= 2

    def release(self, pos, event, dragged: bool) -> None:
        started = self.trace is not None
        super().release(pos, event, dragged)
        if not started and self.trace is not None and len(self.trace.points) == 1:
            names = [self.doc.emap.area(a).name for a in self._pair(self.trace.snaps[0])]
            if len(names) == 2:
                self.say(
                    _t(
                        "EditorTools",
                        "Redraw the border of '{a}' and '{b}': click the new points, then on the border "
                        "where it rejoins it (Backspace removes the last point, Escape cancels)",
                    ).format(a=names[0], b=names[1])
                )
            else:
                self.say(
                    _t(
                        "EditorTools",
                        "Redraw a border from this point: click the new points, then on the same border "
                        "where it rejoins it (Backspace removes the last point, Escape cancels)",
                    )
                )

    def finish(self) -> None:
        """Enter or a right click: the line must end on the border it started from."""
        if self.trace is None:
            return
        if len(self.trace.snaps) < 2 or len(self._shared()) < 2:
            self.refused_text(_t("EditorTools", "End the line on the border it started from (click on it)"))
            return
        self.done()

    def done(self) -> None:
        doc, points = self.doc, self._tracing.points
        try:
            edit = reshape_border(doc.emap, points)
        except EditRefused as exc:
            # the line stays: Backspace takes the last point back, Escape drops it
            self.refused_text(
                _t("EditorTools", "Not redrawn: {why}. Backspace removes the last point, Escape cancels").format(
                    why=self.why(exc)
                )
            )
            self.refresh()
            return
        self.cancel()
        doc.push(edit)
        names = sorted(doc.emap.area(k[1]).name for k in edit.keys if k[0] == AREA and k[1] in doc.emap.areas)
        self.say(
            _t(
                "EditorTools", "Redrew the border of {names} (Ctrl+Z undoes it); click on a border to redraw another"
            ).format(names=" / ".join(f"'{n}'" for n in names))
        )

    @staticmethod
    def why(exc: EditRefused) -> str:
        """The refusal in the author's words."""
        d = exc.details
        if exc.code == "border-ends":
            return _t(
                "EditorTools",
                "no border of two areas runs between the line's two ends; "
                "start and end on one border, within the stretch two areas share",
            )
        if exc.code == "border-crosses":
            return _t("EditorTools", "the new border would make '{name}' cross itself").format(name=d.get("name", ""))
        if exc.code == "border-overlap":
            a, b = d.get("names", ("", ""))
            return _t("EditorTools", "the new border would make '{a}' and '{b}' overlap").format(a=a, b=b)
        if exc.code == "border-short":
            return _t("EditorTools", "a border needs two ends")
        return str(exc)


class LineTool(_Drawing):
    """A road, the railroad or a river (a line), woods or a building (a ring:
    click the first point or press Enter to close)."""

    KINDS = ("road", "railroad", "river", "woods", "building")

    def __init__(self, document, canvas, kind: str) -> None:
        super().__init__(document, canvas)
        self.kind = kind
        self.name = kind

    def ring(self) -> bool:
        return self.kind in ("woods", "building")

    def hint(self) -> str:
        what = {
            "road": _t("EditorTools", "Road"),
            "railroad": _t("EditorTools", "Railroad"),
            "river": _t("EditorTools", "River"),
            "woods": _t("EditorTools", "Woods"),
            "building": _t("EditorTools", "Building"),
        }[self.kind]
        if self.ring():
            return _t(
                "EditorTools", "{what}: click the outline; click the first point or press Enter to close it"
            ).format(what=what)
        return _t(
            "EditorTools", "{what}: click the points; Enter, a double click or a right click ends the line"
        ).format(what=what)

    def closes_at(self, p) -> bool:
        if not self.ring() or self.trace is None or len(self.trace.points) < 3:
            return False
        return math.dist(p, self.trace.points[0]) <= self.doc.snapper.tolerance(self.canvas.zoom())

    def double_click(self, pos, event) -> None:
        self.finish()

    def done(self) -> None:
        doc, points = self.doc, self._tracing.points
        self.cancel()
        try:
            if self.kind in ("road", "railroad"):
                label = _t("EditorTools", "Road") if self.kind == "road" else _t("EditorTools", "Railroad")
                edit = add_road(doc.emap, doc.new_name(label, ROAD), points, self.kind)
                key = (ROAD, edit.added(ROAD)[0])
            else:
                edit = add_scenery(doc.emap, self.kind, points)
                key = (SCENERY, edit.added(SCENERY)[0])
        except EditRefused as exc:
            self.refused(exc)
            return
        doc.push(edit)
        doc.select(key, focus_name=True)


class MergeTool(Tool):
    """Click an area, then a neighbour: the neighbour joins the first, which keeps its id and name."""

    name = "merge"

    def __init__(self, document, canvas) -> None:
        super().__init__(document, canvas)
        self.first: str | None = None

    def hint(self) -> str:
        return _t("EditorTools", "Merge: click the area to keep, then the neighbour to join into it")

    def cancel(self) -> None:
        self.first = None
        self.canvas.show_partner(())

    def release(self, pos, event, dragged: bool) -> None:
        doc = self.doc
        area = doc.area_at(pt(pos))
        if area is None:
            return
        if self.first is None or self.first not in doc.emap.areas:
            self.first = area
            self.canvas.show_partner(doc.emap.area(area).polygon)
            self.say(
                _t("EditorTools", "Merge: now click the neighbour to join into '{name}'").format(
                    name=doc.emap.area(area).name
                )
            )
            return
        first = self.first
        self.cancel()
        terrain = merged_terrain(doc.emap, [first, area], lambda: self.canvas.dialog_parent())
        if terrain is None:
            self.say(self.hint())
            return
        try:
            doc.push(merge_areas(doc.emap, first, area, terrain))
        except EditRefused as exc:
            self.refused(exc)
            return
        doc.select((AREA, first))

    def key(self, event) -> bool:
        if event.key() == Qt.Key.Key_Escape and self.first is not None:
            self.cancel()
            self.say(self.hint())
            return True
        return False


class EntryBoxTool(Tool):
    """Click beside the board's edge: a new entry box there, linked to the nearest area."""

    name = "entry-box"

    def hint(self) -> str:
        return _t(
            "EditorTools",
            "Add entry box: click at or off the board's edge; it links to the nearest area (change it in Properties)",
        )

    def move(self, pos, event, dragging: bool) -> None:
        self.canvas.show_snap(None)

    def release(self, pos, event, dragged: bool) -> None:
        doc = self.doc
        x, y = on_grid(pt(pos), doc.snap_settings.grid)
        area = doc.nearest_area((x, y))
        if area is None:
            self.say(_t("EditorTools", "Draw an area first: an entry box links to one"))
            return
        w, h = BOX_SIZE
        try:
            edit = add_entry_box(
                doc.emap, doc.new_name(_t("EditorTools", "Entry box"), ENTRY_BOX), area, (x - w / 2, y - h / 2, w, h)
            )
        except EditRefused as exc:
            self.refused(exc)
            return
        doc.push(edit)
        doc.select((ENTRY_BOX, edit.added(ENTRY_BOX)[0]), focus_name=True)
