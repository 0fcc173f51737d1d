"""The box-map editor's tools (Norden & Süden, NS-MAP-3): what a click, a
drag and a key do in each mode. Like the area tools (editor.tools) they see
the document (editor.box_document) and the canvas only, turn pointer events
in scene units into the model's edits (editor.model.box_edits) and report
by their ``status`` signal."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from ..nordensueden.boxmap import LinkKind
from .model.box_edits import add_box, add_link, delete_box, delete_link, move_box
from .model.box_map import BOX, LINK
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
        if event.key() in (Qt.Key_Delete, Qt.Key_Backspace):
            delete_selection(self.doc)
            return True
        if event.key() == Qt.Key_Escape:
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
    Reverse the selected river, Ctrl+R, turns a river)."""

    name = "box-select"

    def __init__(self, document, canvas) -> None:
        super().__init__(document, canvas)
        self._drag = None  # (box id, merge key, offset from the box's centre to the press)

    def hint(self) -> str:
        return _t("BoxEditorWindow", "Click a box or a link to edit it; drag a box to move it")

    def press(self, pos: QPointF, event) -> None:
        scene = self.canvas.scene
        key = scene.item_at(pt(pos))
        self.doc.select(key)
        self._drag = None
        if key is not None and key[0] == BOX:
            x, y = self.doc.bmap.boxes[key[1]].position
            self._drag = (key[1], ("move-box", next(_drags)), (x - pos.x(), y - pos.y()))

    def move(self, pos: QPointF, event, dragging: bool) -> None:
        if dragging and self._drag is not None:
            box_id, merge_key, (dx, dy) = self._drag
            self.doc.attempt(move_box, box_id, (pos.x() + dx, pos.y() + dy), merge_key=merge_key)

    def release(self, pos: QPointF, event, dragged: bool) -> None:
        self._drag = None

    def cancel(self) -> None:
        self._drag = None


class PlaceBoxTool(BoxTool):
    """Click where a town is: a new white box there, named in Properties next."""

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
    and then the other. A river is drawn downstream: from the box upstream to
    the box its arrow points to (NS-JUMP-2)."""

    def __init__(self, document, canvas, kind: LinkKind) -> None:
        super().__init__(document, canvas)
        self.kind = kind
        self.name = f"link-{kind.value}"
        self._from: str | None = None

    def hint(self) -> str:
        if self.kind is LinkKind.RIVER:
            return _t(
                "BoxEditorWindow",
                "River: drag from the box upstream to the box downstream (or click one, then the other)",
            )
        if self.kind is LinkKind.RAIL:
            return _t("BoxEditorWindow", "Railroad: drag from a box to another (or click one, then the other)")
        return _t("BoxEditorWindow", "Road: drag from a box to another (or click one, then the other)")

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
            self.canvas.scene.show_rubber(self.doc.bmap.boxes[self._from].position, pt(pos))

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
