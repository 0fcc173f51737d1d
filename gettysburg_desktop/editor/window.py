"""The map editor's window for area maps: the map in the middle, the tools in
a toolbar, docks for Properties, the Rules' view, Validation and the Undo
history, and a status bar with the pointer's coordinates, the snapping
state and the zoom.

The window is wiring: the document (editor.document.EditorDocument: the
map, its undo stack, the selection, the snappers, the hit tests, the names'
places) is what the tools change; each tool sees the document and the
canvas (editor.canvas.ToolCanvas) only and reports by signal, and the
window connects the signals to its parts. The scene follows the map by
itself. The rules' view and the checker run after the edits settle (never
during a drag), the checker in a worker thread.

The window's jobs are parts of their own, each a module:
- area_tool_bar, area_menus, area_docks: what the window is built of;
- area_view_options: the way the areas are drawn and the snapping;
- area_selection: Properties, the outline and the rules' view follow the
  selection and the edits;
- area_problems: the Validation dock's problems, zoomed to and fixed;
- area_files: new, open and write (Save, Save as and the recent list are
  the shared frame's, editing.window_base);
- map_wide_edits: the background, its calibration, moving everything;
- playtest_runner: Play-test, with the area game's scenario files passed in
  (editor.game_editors: the game's registration gives them).
The window registers itself as the editor of area maps (editing.editor_kinds):
the box maps' editor opens area maps through that, and this one box maps.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QDockWidget, QLabel, QUndoView

from gettysburg_desktop.display.settings_values import saved_layout
from gettysburg_desktop.editing.editor_kinds import AREAS, register_editor_kind
from gettysburg_desktop.editing.view import EditorView
from gettysburg_desktop.editing.window_base import MapEditorBase

from .area_docks import build_area_docks
from .area_files import AreaFiles
from .area_files import blank_map as blank_map  # re-exported: the tests' and tools' blank board
from .area_menus import build_area_menus
from .area_problems import AreaProblems
from .area_selection import SelectionFollower
from .area_tool_bar import build_area_tool_bar
from .area_view_options import SNAP_PIXELS as SNAP_PIXELS  # re-exported for the tests
from .area_view_options import ViewOptions
from .canvas import ToolCanvas
from .checker import CheckResult
from .document import EditorDocument
from .game_editors import area_part
from .map_wide_edits import MapWideEdits
from .model import Edit, EditableMap
from .multi_select import MultiSelection
from .overlays import ProblemMarker, RulesOverlay, SelectionOverlay, SnapIndicator, TraceItem
from .playtest_runner import PlayTester
from .scene import EditorScene

if TYPE_CHECKING:
    from gettysburg_desktop.editing.validation_panel import ValidationPanel

    from .calibration import CalibrateTool
    from .properties_panel import PropertiesPanel
    from .rules_panel import RulesPanel
    from .tools import SelectTool

# Qt's translate, for the texts outside the class (context "EditorWindow", as in it)
_t = QCoreApplication.translate

_open_windows: list = []  # editors opened from the play window stay alive until closed


def builtin_1863_map_path() -> Path:
    """The shipped map File > New from the 1863 map copies (the area game's, editor.game_editors)."""
    template = area_part().template_map
    if template is None:
        raise LookupError("the game played on area maps ships no map to start from")
    return Path(template())


class EditorWindow(MapEditorBase):
    # made by the builders of its docks and its tool bar (area_docks.py, area_tool_bar.py)
    properties: PropertiesPanel
    rules_panel: RulesPanel
    validation: ValidationPanel
    undo_view: QUndoView
    properties_dock: QDockWidget
    rules_dock: QDockWidget
    undo_dock: QDockWidget
    select_tool: SelectTool
    calibrate_tool: CalibrateTool
    background_action: QAction
    play_action: QAction

    def __init__(
        self,
        emap: EditableMap | None = None,
        path: str | None = None,
        *,
        data_dir: str | os.PathLike[str] | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("EditorWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.settings = QSettings()
        self.data_dir = Path(data_dir) if data_dir is not None else None
        self.coords_label = QLabel()
        self.coords_label.setObjectName("PointerCoordinates")
        self.snap_label = QLabel()
        self.snap_label.setObjectName("SnapState")
        self.zoom_label = QLabel()
        self.options = ViewOptions(self, self.snap_label)
        self.snap_settings = self.options.snap_settings
        self.area_style_actions = self.options.style_actions  # View > Areas drawn, by style
        self.doc = EditorDocument(self.snap_settings, self)
        self.follower = SelectionFollower(self)
        self.problems = AreaProblems(self)
        self.files = AreaFiles(self, builtin_1863_map_path)
        self.map_edits = MapWideEdits(self)
        part = area_part()

        def playtest_files(folder: Path) -> Any:
            if part.playtest_files is None:  # (the play-test says so: the map can't be played)
                raise LookupError("the game played on area maps makes no play-test of a map")
            return part.playtest_files(self.emap.to_document(), folder)

        def started(files: object) -> str:
            what = part.playtest_started(files) if part.playtest_started is not None else ""
            return _t("EditorWindow", "Play-test started with {what}").format(what=what)

        self.playtests = PlayTester(self, playtest_files, part.playtest_refusals, started)
        self.game_windows = self.playtests.windows  # the play-tests' windows still open
        self.doc.status.connect(self._show_status)
        self.doc.selection_changed.connect(self.follower.selection_changed)
        self.doc.current_moved.connect(self.follower.current_moved)
        self.doc.settled.connect(self.follower.settled)
        self.scene: EditorScene | None = None
        self._unsubscribe: Callable[[], None] | None = None
        self._warning = ""  # the document's warning in the status bar (lost neighbours)
        self.view = EditorView(None)
        self.view.setObjectName("EditorView")
        self.setCentralWidget(self.view)
        self.canvas = ToolCanvas(self.view)
        self._build_status(self.coords_label, self.snap_label, self.zoom_label)
        build_area_docks(self)
        build_area_tool_bar(self)
        build_area_menus(self)
        self.doc.checked.connect(self.validation.show_result)
        self.undo_stack.cleanChanged.connect(lambda _clean: self._update_title())
        self.undo_stack.indexChanged.connect(self._refusal_done)  # an edit, undo or redo: a stale refusal goes
        self.view.pointer.connect(
            lambda pos: self.coords_label.setText(self.tr("x {x:.1f}  y {y:.1f}").format(x=pos.x(), y=pos.y()))
        )
        self.view.drag_ended.connect(self.doc.settle_now)
        self.doc.held = lambda: self.view.dragging
        self.view.zoomed.connect(lambda z: self.zoom_label.setText(self.tr("zoom {z:.0%}").format(z=z)))
        self.set_map(emap if emap is not None else blank_map(), path)
        geometry = saved_layout(self.settings.value("editor/geometry"))
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1500, 950)
        state = saved_layout(self.settings.value("editor/docks"))
        if state is not None:
            self.restoreState(state)

    # ------------------------------------------------------------------ opening
    @classmethod
    def open(cls, path: str | None = None, **kw) -> EditorWindow:
        """An editor on the map file ``path`` (a blank board without one). A
        path where no file is yet (``gettysburg --edit maps/new.yaml``) is a
        new map: a blank board that Save writes there."""
        if path and not os.path.exists(path):
            window = cls(None, path, **kw)
            window.hint(
                window.tr("{file} is a new map: draw it, then File > Save writes it there").format(
                    file=os.path.basename(path)
                )
            )
            return window
        window = cls(None, None, **kw)
        if path:
            window.open_map(path)
        return window

    def set_map(self, emap: EditableMap, path: str | None) -> None:
        """Edit ``emap`` (saved at ``path``, or not yet saved)."""
        if self._unsubscribe is not None:
            self._unsubscribe()
        if self.scene is not None:
            self.scene.close()
        self.doc.close()
        tool = getattr(self, "tool", None)  # (none before the first map's tools are made)
        if tool is not None:
            tool.deactivate()
        self.doc.open(emap, path)
        old_scene = self.scene
        self.scene = EditorScene(emap, self)
        self.scene.set_area_style(self.area_style)
        self.indicator = SnapIndicator()
        self.scene.addItem(self.indicator)
        self.trace_item = TraceItem()
        self.trace_item.add_to(self.scene)
        self.selection_overlay = SelectionOverlay(self.scene)
        self.multi = MultiSelection(self.doc, self.scene)
        self.rules_overlay = RulesOverlay(self.scene)
        self.problem_marker = ProblemMarker()
        self.scene.addItem(self.problem_marker)
        self.canvas.attach(self.scene, self.indicator, self.trace_item, self.selection_overlay, self.multi)
        self.view.setScene(self.scene)
        if old_scene is not None:
            old_scene.deleteLater()
        self._unsubscribe = emap.subscribe(self.follower.map_changed)
        self.validation.summary.setText(self.tr("Checking..."))
        self.validation.clear()
        self.properties.show_for(None)
        self.follower.refresh()
        self.undo_stack.setClean()
        self._update_title()
        self.options.show_snapping()
        self.set_tool(self.select_tool)
        self.view.fit()
        if self.scene.background_missing():
            self.hint(self.tr("The background image {path} can't be read").format(path=self.scene.background_path()))
        self.doc.check_soon()

    # ------------------------------------------------------------------ the document and the parts, by name
    @property
    def emap(self) -> EditableMap:
        return self.doc.emap

    @property
    def rules(self):
        """The rules' view of the map (the area game's, editor.game_editors)."""
        return self.doc.rules

    @property
    def current_vertex(self):
        return self.doc.current_vertex

    @current_vertex.setter
    def current_vertex(self, vertex) -> None:
        self.doc.current_vertex = vertex

    @property
    def settle(self) -> QTimer:
        return self.doc.settle

    @property
    def area_style(self) -> str:
        """How the areas are drawn: "filled", "translucent" or "outline" (View > Areas drawn)."""
        return self.options.area_style

    @property
    def area_rules(self):
        """The rules' view of the selected area (None: no area selected, or one the rules don't know)."""
        return self.follower.area_rules

    @property
    def calibration_dialog(self):
        """The calibration's open point dialog (for tests and the guide)."""
        return self.calibrate_tool.dialog

    def map_name(self) -> str:
        return self.emap.attributes.name

    def counted_items(self) -> str:
        """How big the map is, for the program's smoke test ("47 areas")."""
        return f"{len(self.emap.areas)} areas"

    def zoom(self) -> float:
        return self.view.zoom_factor()

    def push(self, edit: Edit) -> None:
        self.doc.push(edit)

    def select(self, key, *, vertex=None, line_vertex=None, focus_name: bool = False) -> None:
        self.doc.select(key, vertex=vertex, line_vertex=line_vertex, focus_name=focus_name)

    def area_at(self, p) -> str | None:
        return self.doc.area_at(p)

    def place_names(self, area_ids=None) -> bool:
        return self.doc.place_names(area_ids)

    def zoom_to_problem(self, problem) -> None:
        """Show a problem on the map (the validation panel's double-click; ``EditorKind``)."""
        self.problems.zoom_to_problem(problem)

    def current_check(self) -> CheckResult:
        """The problems of the map as it is now (checked here and now if the worker's are older)."""
        return self.doc.current_check()

    def set_area_style(self, style: str) -> None:
        self.options.set_area_style(style)

    # ------------------------------------------------------------------ files, map-wide edits, play-test
    def new_map(self) -> None:
        """File > New: a blank map (kernel/protocols.py ``EditorKind``, as the box editor)."""
        self.files.new_map()

    def new_from_1863(self) -> None:
        self.files.new_from_1863()

    def open_map(self, path: str | None = None) -> bool:
        return self.files.open_map(path)

    def write(self, path: str, *, ask: bool = True) -> bool:
        return self.files.write(path, ask=ask)

    def edit_background(self) -> None:
        self.map_edits.edit_background()

    def calibrate_background(self) -> None:
        self.map_edits.calibrate_background()

    def play_test(self, seed: int | None = None):
        """A game on the map as it is (the area game's play-test files,
        editor.game_editors: Gettysburg's 1863 scenario when the map has its
        places, else its sandbox). The map must have no problems (a game
        can't load it otherwise). Returns the game's window."""
        return self.playtests.play_test(seed)

    def balance_report(self):
        """File > Balance report: the computer plays both sides of the game
        on the map as it is, many times (editor.balance_dialog). Returns the
        dialog (None: the map can't be played, the author was told why)."""
        return self.playtests.balance_report()

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.settings.setValue("editor/geometry", self.saveGeometry())
        self.settings.setValue("editor/docks", self.saveState())
        if self.path:
            self.settings.setValue("editor/folder", str(Path(self.path).parent))
        self.undo_stack.cleanChanged.disconnect()
        self.undo_stack.indexChanged.disconnect(self._refusal_done)
        self.doc.shut_down()
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        if self.scene is not None:
            self.scene.close()
        super().closeEvent(event)
        if self in _open_windows:
            _open_windows.remove(self)


def open_editor(parent=None, *, data_dir: str | os.PathLike[str] | None = None) -> EditorWindow:
    """The play window's Tools > Map editor: an editor on a blank board (File
    offers a copy of the 1863 map and any map file)."""
    window = EditorWindow(data_dir=data_dir)
    _open_windows.append(window)
    window.show()
    window.raise_()
    return window


def open_area_editor(path: str | None = None, *, data_dir: str | os.PathLike[str] | None = None):
    """The area maps' editor kind (editing.editor_kinds): a new window on
    ``path`` (a blank board without one), or None where the file can't be
    opened (the author was told why; the window is gone again)."""
    window = open_editor(data_dir=data_dir)
    if path is not None and not window.open_map(path):
        window.undo_stack.setClean()
        window.close()
        return None
    return window


register_editor_kind(AREAS, open_area_editor)
