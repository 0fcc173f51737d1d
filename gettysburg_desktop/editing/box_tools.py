"""A box-map editor's tools, any game's: what a click, a drag and a key do
in each mode (select and move boxes, bend links, place a box, draw a link
of one kind). Like the area tools they see the document and the canvas only,
turn pointer events in scene units into the board's edits
(model/box_edits.py) and report by their ``status`` signal. A game gives
each kind of link its hint (``LinkTool``'s ``hint_text``). Their texts keep
the translation context "BoxEditorWindow" they were first written in."""

from __future__ import annotations

import itertools
import math
from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from gettysburg_desktop.boards.boxes.editable import BOX, LINK
from gettysburg_desktop.boards.boxes.graph import position

from .model.box_edits import add_box, add_link, delete_box, delete_link, move_box, set_bends
from .tools import Tool, pt

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate

_drags = itertools.count(1)


class BoxCanvas:
    """What a box tool may touch of the view: its scene (the drawing, the
    hit tests, the rubber line) and the keyboard focus."""

    def __init__(self, view) -> None:
        self._view = view
        self.scene = None

    def zoom(self) -> float:
        return self._view.zoom_factor()

    def show_snap(self, _snap, _kind=None) -> None:
        """Box maps don't snap: nothing to show."""

    def dialog_parent(self):
        return self._view.window()

    def focus(self) -> None:
        self._view.window().activateWindow()
        self._view.setFocus()


class BoxTool(Tool):
    """A box-map mode; the base lets Delete remove the selection."""

    def move(self, pos: QPointF, event, dragging: bool) -> None:
        pass

    def key(self, event) -> bool:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            delete_selection(self.doc)
            return True
        if event.key() == Qt.Key.Key_Escape:
            self.cancel()
            self.doc.select(None)
            return True
        return False


def delete_selection(doc) -> None:
    """Delete the selected box (with its links) or link."""
    key = doc.selection
    if key is None:
        doc.refused_text(_t("BoxEditorWindow", "Select a box or a link to delete"))
        return
    kind, item_id = key
    if doc.attempt(delete_box if kind == BOX else delete_link, item_id):
        doc.select(None)


class BoxSelectTool(BoxTool):
    """Click a box or a link to select it; drag a box to move it (its
    latitude and longitude follow); Delete removes the selection (Edit >
    Reverse the selected river, Ctrl+R, turns a river). A selected link shows
    its bends: drag one to move it, double-click the link to add one,
    double-click a bend to take it away."""

    name = "box-select"
    #: a bend is picked this many screen pixels around it
    BEND_PIXELS = 8

    def __init__(self, document, canvas) -> None:
        super().__init__(document, canvas)
        #: (box id, merge key, offset from the box's centre to the press)
        self._drag: tuple[str, Hashable, tuple[float, float]] | None = None
        #: (link id, bend index, merge key)
        self._bend: tuple[str, int, Hashable] | None = None

    def hint(self) -> str:
        return _t(
            "BoxEditorWindow",
            "Click a box or a link to edit it; drag a box to move it; double-click a selected link to bend it",
        )

    def press(self, pos: QPointF, event) -> None:
        self._drag = self._bend = None
        key = self.doc.selection
        if key is not None and key[0] == LINK:
            k = self._bend_at(key[1], pt(pos))
            if k is not None:
                self._bend = (key[1], k, ("bend", next(_drags)))
                return
        key = self.canvas.scene.item_at(pt(pos))
        self.doc.select(key)
        if key is not None and key[0] == BOX:
            x, y = position(self.doc.bmap.boxes[key[1]])
            self._drag = (key[1], ("move-box", next(_drags)), (x - pos.x(), y - pos.y()))

    def move(self, pos: QPointF, event, dragging: bool) -> None:
        if not dragging:
            return
        if self._drag is not None:
            box_id, merge_key, (dx, dy) = self._drag
            self.doc.attempt(move_box, box_id, (pos.x() + dx, pos.y() + dy), merge_key=merge_key)
        elif self._bend is not None:
            link_id, k, merge_key = self._bend
            points = self.canvas.scene.bend_points(link_id)
            if k < len(points):
                points[k] = pt(pos)
                self.doc.attempt(set_bends, link_id, points, merge_key=merge_key)

    def release(self, pos: QPointF, event, dragged: bool) -> None:
        self._drag = self._bend = None

    def double_click(self, pos: QPointF, event) -> None:
        key = self.doc.selection
        if key is None or key[0] != LINK:
            return
        link_id = key[1]
        points = self.canvas.scene.bend_points(link_id)
        k = self._bend_at(link_id, pt(pos))
        if k is not None:
            del points[k]
        elif self.canvas.scene.item_at(pt(pos)) == key:
            points.insert(self._segment_at(link_id, pt(pos)), pt(pos))
        else:
            return
        self.doc.attempt(set_bends, link_id, points)

    def cancel(self) -> None:
        self._drag = self._bend = None

    def _bend_at(self, link_id: str, p) -> int | None:
        tol = self.BEND_PIXELS / max(self.canvas.zoom(), 1e-9)
        best = None
        for k, (x, y) in enumerate(self.canvas.scene.bend_points(link_id)):
            d = math.hypot(x - p[0], y - p[1])
            if d <= tol and (best is None or d < best[0]):
                best = (d, k)
        return None if best is None else best[1]

    def _segment_at(self, link_id: str, p) -> int:
        """Where a bend at ``p`` goes among the link's bends: after the nearest segment's start."""
        link = self.doc.bmap.links[link_id]
        bmap = self.doc.bmap
        line = [position(bmap.boxes[link.a]), *self.canvas.scene.bend_points(link_id), position(bmap.boxes[link.b])]
        return min(range(len(line) - 1), key=lambda i: _to_segment(p, line[i], line[i + 1]))


def _to_segment(p, a, b) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


class PlaceBoxTool(BoxTool):
    """Click where a town is: a new box there (the game's plain box), named in Properties next."""

    name = "box-place"

    def hint(self) -> str:
        return _t("BoxEditorWindow", "Click where the town lies: a new box; then type its name in Properties")

    def release(self, pos: QPointF, event, dragged: bool) -> None:
        doc = self.doc
        if self.canvas.scene.box_at(pt(pos)) is not None:
            self.refused_text(_t("BoxEditorWindow", "A box is already there: click an empty place"))
            return
        name = new_box_name(doc.bmap)
        before = set(doc.bmap.boxes)
        if doc.attempt(add_box, name, pt(pos)):
            added = [b for b in doc.bmap.boxes if b not in before]
            if added:
                doc.select((BOX, added[0]), focus_name=True)


def new_box_name(bmap) -> str:
    """ "Box 7": a placeholder name no box has, nor its id."""
    word = _t("BoxEditorWindow", "Box")
    n = len(bmap.boxes) + 1
    names = {b.name for b in bmap.boxes.values()}
    while f"{word} {n}" in names or f"box-{n}" in bmap.boxes:
        n += 1
    return f"{word} {n}"


class LinkTool(BoxTool):
    """Draw a link of one kind: drag from a box to another, or click one box
    and then the other (the game's ``make_link`` says what the order means:
    a river flows from the first box to the second, say)."""

    def __init__(self, document, canvas, kind: str, hint_text: str) -> None:
        super().__init__(document, canvas)
        self.kind = kind
        self.name = f"link-{kind}"
        self.hint_text = hint_text
        self._from: str | None = None

    def hint(self) -> str:
        return self.hint_text

    def cancel(self) -> None:
        self._from = None
        if self.canvas.scene is not None:
            self.canvas.scene.show_rubber(None)

    def press(self, pos: QPointF, event) -> None:
        box = self.canvas.scene.box_at(pt(pos))
        if self._from is None:
            if box is None:
                self.refused_text(_t("BoxEditorWindow", "Start a link on a box"))
                return
            self._from = box
            self.doc.select((BOX, box))

    def move(self, pos: QPointF, event, dragging: bool) -> None:
        if self._from is not None and self._from in self.doc.bmap.boxes:
            self.canvas.scene.show_rubber(position(self.doc.bmap.boxes[self._from]), pt(pos))

    def release(self, pos: QPointF, event, dragged: bool) -> None:
        if self._from is None:
            return
        box = self.canvas.scene.box_at(pt(pos))
        if box == self._from:
            if dragged:
                self.cancel()
            else:
                self.say(_t("BoxEditorWindow", "Now click the box at the other end"))
            return
        start = self._from
        self.cancel()
        if box is None:
            self.refused_text(_t("BoxEditorWindow", "End a link on a box"))
            return
        if self.doc.attempt(add_link, start, box, self.kind):
            link_id = self.doc.bmap.link_between(start, box, self.kind)
            self.doc.select((LINK, link_id))
