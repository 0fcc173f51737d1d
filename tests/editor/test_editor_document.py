"""The editor's document and tools (issue 15, item 5; docs/editor-model.md,
"The document and the tools"): the tools see the document and the canvas
only, never the window, and report by signal; the document works without
a window (its hit tests, the edits, the selection, the checks)."""

from __future__ import annotations

from author import Author
from map_builders import make_map, square
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow

from gettysburg_desktop.editor.canvas import ToolCanvas
from gettysburg_desktop.editor.document import REFUSED, EditorDocument
from gettysburg_desktop.editor.model import AREA, ENTRY_BOX, EditableMap, SnapSettings, delete_area, delete_vertex
from gettysburg_desktop.editor.model.document import MapDocument
from gettysburg_desktop.editor.tools import MergeTool, Tool

#: what a tool may use of the document: the map, the snappers, the selection, the edits, the hit tests
NARROW_DOCUMENT = {
    "emap", "snapper", "picker", "snap_settings", "selection", "current_vertex", "current_line_vertex",
    "current_moved", "select", "push", "undo_stack", "area_at", "nearest_area", "box_at", "line_at",
    "line_points", "new_name", "add_area_edit",
}
#: ... and of the view: the zoom and the marks a tool draws
NARROW_CANVAS = {"zoom", "show_snap", "show_partner", "trace_item", "multi", "label_at", "area_item",
                 "dialog_parent", "focus"}


def three_by_two() -> EditableMap:
    return EditableMap.from_document(make_map(square("west", 0, 0, 100), square("middle", 100, 0, 100),
                                              square("east", 200, 0, 100), square("south", 0, 100, 100),
                                              width=300, height=200))


class Recorder:
    """Passes every attribute through to ``target`` and notes its name."""

    def __init__(self, target, seen: set) -> None:
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "_seen", seen)

    def __getattr__(self, name):
        self._seen.add(name)
        return getattr(self._target, name)

    def __setattr__(self, name, value) -> None:
        self._seen.add(name)
        setattr(self._target, name, value)


def all_tools(w) -> list[Tool]:
    return [tool for tool, _text, _key in w.tools] + [w.calibrate_tool]


def test_no_tool_nor_panel_holds_the_window(editor):
    w = editor(three_by_two())
    for tool in all_tools(w):
        assert tool.doc is w.doc and tool.canvas is w.canvas
        assert not any(isinstance(v, QMainWindow) for v in vars(tool).values()), tool.name
    assert not any(isinstance(getattr(w.canvas, slot), QMainWindow) for slot in ToolCanvas.__slots__)
    for part in (w.properties, w.properties.vertex_fields, w.multi):  # nor do Properties and the multiple selection
        assert part.doc is w.doc and not any(isinstance(v, QMainWindow) for v in vars(part).values()), part
    assert set(ToolCanvas.__slots__) == {"_view", "scene", "indicator", "trace_item", "selection_overlay", "multi"}


def test_tools_use_only_the_narrow_interface_while_an_author_works(editor, qtbot):
    """Every tool's accesses to the document and the canvas, recorded while
    the author selects, drags a vertex, adds, splits and merges areas, adds
    an entry box and a road, and redraws a border."""
    w = editor(three_by_two())
    author = Author(qtbot, w)
    seen_doc, seen_canvas = set(), set()
    for tool in all_tools(w):
        tool.doc, tool.canvas = Recorder(w.doc, seen_doc), Recorder(w.canvas, seen_canvas)
    author.click((50, 50))
    assert w.selection == (AREA, "west")
    author.drag((100, 100), (110, 110))  # the vertex west, middle and south share
    assert any(abs(x - 110) < 2 and abs(y - 110) < 2 for x, y in w.emap.area("west").polygon)  # a pixel's rounding
    author.key(Qt.Key_Escape)
    author.tool("split")
    author.clicks((250, 0), (250, 100))
    assert len(w.emap.areas) == 5
    author.tool("merge")
    author.clicks((225, 50), (275, 50))
    assert len(w.emap.areas) == 4
    author.tool("add-area")
    author.clicks((20, 120), (60, 120), (60, 160), (20, 120))
    assert len(w.emap.areas) == 5
    author.tool("entry-box")
    author.click((150, 190))
    assert len(w.emap.entry_boxes) == 1
    author.tool("road")
    author.clicks((10, 10), (90, 90))
    author.key(Qt.Key_Return)
    assert len(w.emap.roads) == 1
    author.tool("redraw-border")
    author.clicks((200, 20), (180, 40), (200, 80))
    assert w.undo_stack.count() == 7
    assert seen_doc <= NARROW_DOCUMENT, seen_doc - NARROW_DOCUMENT
    assert seen_canvas <= NARROW_CANVAS, seen_canvas - NARROW_CANVAS
    assert {"push", "select", "emap", "snapper"} <= seen_doc and {"zoom", "show_snap"} <= seen_canvas


class StubCanvas:
    """A canvas with no view: the zoom is 1 and the marks are noted."""

    def __init__(self) -> None:
        self.partner = None

    def zoom(self) -> float:
        return 1.0

    def show_snap(self, snap, kind=None) -> None:
        pass

    def show_partner(self, ring) -> None:
        self.partner = ring


def test_a_tool_works_on_a_document_without_a_window(qapp):
    doc = EditorDocument(SnapSettings())
    doc.open(three_by_two(), None)
    canvas = StubCanvas()
    tool = MergeTool(doc, canvas)
    said, selected = [], []
    tool.status.connect(lambda text, tone: said.append((text, tone)))
    doc.selection_changed.connect(lambda focus: selected.append(doc.selection))
    from PySide6.QtCore import QPointF

    tool.release(QPointF(50, 50), None, False)
    assert said[-1] == ("Merge: now click the neighbour to join into 'West'", "")
    assert canvas.partner == doc.emap.area("west").polygon
    tool.release(QPointF(150, 50), None, False)
    assert set(doc.emap.areas) == {"west", "east", "south"}
    assert doc.undo_stack.count() == 1 and selected == [(AREA, "west")]
    tool.release(QPointF(50, 50), None, False)
    tool.release(QPointF(60, 60), None, False)  # an area can't join itself: refused, in red
    assert said[-1][1] == REFUSED and set(doc.emap.areas) == {"west", "east", "south"}, said
    doc.shut_down()


def test_the_document_checks_the_map_once_the_edits_settle(qapp, qtbot):
    doc = EditorDocument(SnapSettings())
    with qtbot.waitSignal(doc.checked, timeout=5000) as blocker:
        doc.open(three_by_two(), None)
        doc.check_soon()
    assert blocker.args[0].revision == doc.emap.revision and doc.last_check is blocker.args[0]
    warnings = []
    doc.status.connect(lambda text, tone: warnings.append(text) if tone == "warning" and text else None)
    with qtbot.waitSignal(doc.settled, timeout=5000):
        doc.push(delete_vertex(doc.emap, (200, 100)))  # east and middle now meet at a corner only
    assert warnings[-1] == "Warning: East lost its only neighbour (Middle) (Ctrl+Z undoes the edit)"
    qtbot.waitUntil(lambda: doc.last_check is not None and doc.last_check.revision == doc.emap.revision, timeout=5000)
    doc.shut_down()


def test_the_model_document_finds_what_lies_under_a_point_without_qt():
    emap = three_by_two()
    model = MapDocument(emap, None, SnapSettings())
    assert model.area_at((50, 50)) == "west" and model.area_at((250, 150)) is None
    assert model.nearest_area((290, 190)) == "east"
    assert model.box_at((50, 50)) is None and model.line_at((50, 50), 5.0) is None
    assert model.new_name("Area") == "Area 5"
    edit = delete_area(emap, "south")
    edit.redo()
    model.remember_removed(edit)
    assert [a.id for a in model.deleted_areas] == ["south"]
    assert model.new_name("Entry box", ENTRY_BOX) == "Entry box 1"
