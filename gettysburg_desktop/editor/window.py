"""The map editor's window: the map in the middle, the tools in a toolbar,
docks for Properties, the Rules' view, Validation and the Undo history, and
a status bar with the pointer's coordinates, the snapping state and the zoom.

The window is wiring: the document (editor.document.EditorDocument: the
map, its undo stack, the selection, the snappers, the hit tests, the names'
places) is what the tools change; each tool sees the document and the
canvas (editor.canvas.ToolCanvas) only and reports by signal, and the
window connects the signals to its docks and status bar. The scene follows
the map by itself. The rules' view and the checker run after the edits
settle (never during a drag), the checker in a worker thread.
"""

from __future__ import annotations

import os
import weakref
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QPainterPath
from PySide6.QtWidgets import (
    QLabel,
    QMessageBox,
    QUndoView,
)

from gettysburg_desktop.boards.areas.map_file import MapFormatError, load_map, save_map
from gettysburg_desktop.boards.areas.qt.map_items import polygon
from gettysburg_desktop.boards.areas.shapes import BoardSize
from gettysburg_desktop.display.settings_values import one_of, saved_layout
from gettysburg_desktop.games.gettysburg.map.rules_view import RulesView
from gettysburg_desktop.games.gettysburg.scenario.playtest import PlaytestError, playtest_files

from .calibration import CalibrateTool
from .canvas import ToolCanvas
from .checker import CheckResult
from .dialogs import BackgroundDialog, TransformDialog
from .document import EditorDocument
from .labels import LABEL_CODES
from .model import (
    AREA,
    ENTRY_BOX,
    ROAD,
    SCENERY,
    Edit,
    EditableMap,
    EditRefused,
    MapAttributes,
    MapChange,
    SnapSettings,
    set_map_attributes,
    transform_all,
)
from .model.gap_fixes import close_gap
from .multi_select import MultiSelection
from .overlays import ProblemMarker, RulesOverlay, SelectionOverlay, SnapIndicator, TraceItem, line_path
from .properties_panel import PropertiesPanel
from .rules_panel import RulesPanel
from .scene import AREA_STYLES, EditorScene
from .tools import AddAreaTool, EntryBoxTool, FreeEdgeTool, LineTool, MergeTool, RedrawBorderTool, SelectTool, SplitTool
from .validation_panel import ValidationPanel
from .view import EditorView
from .window_base import MapEditorBase, is_box_map

SNAP_PIXELS = (5, 10, 15, 20)
_open_windows: list = []  # editors opened from the play window stay alive until closed


def builtin_1863_map_path() -> Path:
    from gettysburg_desktop.games.gettysburg.scenario.scenario_file import find_builtin_scenario

    return find_builtin_scenario("gettysburg-1863").parent.parent / "maps" / "gettysburg-1863.yaml"


def blank_map(width: float = 1600, height: float = 1200) -> EditableMap:
    return EditableMap(MapAttributes("new-map", "New map", BoardSize(width, height)))


class EditorWindow(MapEditorBase):
    def __init__(
        self,
        emap: EditableMap | None = None,
        path: str | None = None,
        *,
        data_dir: str | os.PathLike[str] | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("EditorWindow")
        self.setAttribute(Qt.WA_DeleteOnClose)
        self.settings = QSettings()
        self.data_dir = Path(data_dir) if data_dir is not None else None
        self.game_windows: list = []
        style = str(self.settings.value("editor/area_style", "filled"))
        self.area_style = style if style in AREA_STYLES else "filled"
        self.snap_settings = SnapSettings(
            enabled=bool(self.settings.value("editor/snap", True, type=bool)),
            pixels=one_of(self.settings.value("editor/snap_pixels", 10), SNAP_PIXELS, 10),
        )
        self.doc = EditorDocument(self.snap_settings, self)
        self.doc.status.connect(self._show_status)
        self.doc.selection_changed.connect(self._selection_changed)
        self.doc.current_moved.connect(self._current_moved)
        self.doc.settled.connect(self._settled)
        self.doc.checked.connect(self._checked)
        self.scene: EditorScene | None = None
        self.area_rules = None
        self._unsubscribe = None
        self._warning = ""  # the document's warning in the status bar (lost neighbours)
        self.view = EditorView(None)
        self.view.setObjectName("EditorView")
        self.setCentralWidget(self.view)
        self.canvas = ToolCanvas(self.view)
        self._build_status()
        self._build_docks()
        self._build_tools()
        self._build_menus()
        self.undo_stack.cleanChanged.connect(lambda _clean: self._update_title())
        self.undo_stack.indexChanged.connect(self._refusal_done)  # an edit, undo or redo: a stale refusal goes
        self.view.pointer.connect(self._pointer)
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
        if getattr(self, "tool", None) is not None:
            self.tool.deactivate()
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
        self._unsubscribe = emap.subscribe(self._map_changed)
        self.validation.summary.setText(self.tr("Checking..."))
        self.validation.clear()
        self.properties.show_for(None)
        self.refresh_selection()
        self.undo_stack.setClean()
        self._update_title()
        self._update_snap_label()
        self.set_tool(self.select_tool)
        self.view.fit()
        if self.scene.background_missing():
            self.hint(self.tr("The background image {path} can't be read").format(path=self.scene.background_path()))
        self.doc.check_soon()

    # ------------------------------------------------------------------ building the window
    def _build_status(self) -> None:
        self.coords_label = QLabel()
        self.coords_label.setObjectName("PointerCoordinates")
        self.snap_label = QLabel()
        self.snap_label.setObjectName("SnapState")
        self.zoom_label = QLabel()
        super()._build_status(self.coords_label, self.snap_label, self.zoom_label)

    def _build_docks(self) -> None:
        self.properties = PropertiesPanel(self.doc, self.canvas)
        self.properties.tab_in_name = lambda event: self.tool is not None and self.tool.key(event)
        self.properties.background_wanted.connect(self.edit_background)
        self.rules_panel = RulesPanel()
        self.rules_panel.area_chosen.connect(lambda a: (self.select((AREA, a)), self.center_on_area(a)))
        # the rules of the map as it is now: after an undo the last ones may name an area gone (KeyError)
        self.rules_panel.options_changed.connect(self._update_rules)
        self.validation = ValidationPanel(self._item_name, lambda: {a.id: a.name for a in self.emap.areas.values()})
        self.validation.problem_chosen.connect(self.zoom_to_problem)
        self.validation.fixable = self._fix_text
        self.validation.fix_chosen.connect(self.fix_problem)
        self.undo_view = QUndoView(self.undo_stack)
        self.undo_view.setObjectName("UndoHistory")
        self.undo_view.setEmptyLabel(self.tr("<the map as opened>"))
        self.properties_dock = self._dock(
            self.tr("Properties"), self.properties, "PropertiesDock", Qt.RightDockWidgetArea
        )
        self.rules_dock = self._dock(self.tr("Rules' view"), self.rules_panel, "RulesDock", Qt.RightDockWidgetArea)
        self.undo_dock = self._dock(self.tr("Undo history"), self.undo_view, "UndoDock", Qt.RightDockWidgetArea)
        self.validation_dock = self._dock(
            self.tr("Validation"), self.validation, "ValidationDock", Qt.BottomDockWidgetArea
        )
        self.tabifyDockWidget(self.properties_dock, self.undo_dock)
        self.properties_dock.raise_()
        self.resizeDocks([self.properties_dock], [420], Qt.Horizontal)
        self.resizeDocks([self.validation_dock], [170], Qt.Vertical)

    def _build_tools(self) -> None:
        doc, canvas = self.doc, self.canvas
        self.select_tool = SelectTool(doc, canvas)
        self.tools = [
            (self.select_tool, self.tr("Select / edit vertices"), "V"),
            (AddAreaTool(doc, canvas), self.tr("Add area"), "A"),
            (FreeEdgeTool(doc, canvas), self.tr("Draw free edge"), "F"),
            (SplitTool(doc, canvas), self.tr("Split area"), "X"),
            (MergeTool(doc, canvas), self.tr("Merge areas"), "M"),
            (RedrawBorderTool(doc, canvas), self.tr("Redraw border"), "D"),
            (EntryBoxTool(doc, canvas), self.tr("Add entry box"), "E"),
            (LineTool(doc, canvas, "road"), self.tr("Road"), "R"),
            (LineTool(doc, canvas, "railroad"), self.tr("Railroad"), "L"),
            (LineTool(doc, canvas, "river"), self.tr("River"), "I"),
            (LineTool(doc, canvas, "woods"), self.tr("Woods"), "W"),
            (LineTool(doc, canvas, "building"), self.tr("Building"), "B"),
        ]
        self._build_tool_bar()
        self.calibrate_tool = CalibrateTool(doc, canvas)
        self.calibrate_tool.status.connect(self._show_status)
        self.calibrate_tool.finished.connect(lambda: self.set_tool(self.select_tool))
        action = QAction(self.tr("Calibrate the background by two points"), self)
        action.setCheckable(True)
        action.setObjectName("tool-calibrate")
        action.setToolTip(
            self.tr(
                "Click two points of the scan and type their map coordinates: "
                "the scan is scaled, turned and moved to match"
            )
        )
        action.triggered.connect(lambda _c=False: self.calibrate_background())
        self.tool_group.addAction(action)
        self.tool_actions[self.calibrate_tool.name] = action
        self.tool_bar.addSeparator()
        self.background_action = QAction(self.tr("Background..."), self)
        self.background_action.triggered.connect(lambda: self.edit_background())
        self.tool_bar.addAction(self.background_action)
        self.snap_action = QAction(self.tr("Snapping"), self)
        self.snap_action.setCheckable(True)
        self.snap_action.setChecked(self.snap_settings.enabled)
        self.snap_action.setShortcut(QKeySequence("S"))
        self.snap_action.setToolTip(self.tr("Snap to the neighbours' vertices and borders (S)"))
        self.snap_action.toggled.connect(self.set_snapping)
        self.tool_bar.addAction(self.snap_action)
        self.tool_bar.addSeparator()
        self.play_action = QAction(self.tr("Play-test"), self)
        self.play_action.setShortcut(QKeySequence("F5"))
        self.play_action.setToolTip(self.tr("Start a game on this map (F5)"))
        self.play_action.triggered.connect(lambda: self.play_test())
        self.tool_bar.addAction(self.play_action)

    def _build_menus(self) -> None:
        file = self.menuBar().addMenu(self.tr("&File"))
        self._action(file, self.tr("&New blank map"), lambda: self.new_map(), QKeySequence.New)
        self._action(file, self.tr("New from the &1863 map"), lambda: self.new_from_1863())
        self._action(file, self.tr("New &box map (Norden && Süden)"), lambda: self.open_box_map())
        self._action(file, self.tr("&Open map..."), lambda: self.open_map(), QKeySequence.Open)
        self.recent_menu = file.addMenu(self.tr("Open &recent"))
        self.recent_menu.setObjectName("RecentMaps")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._fill_recent()
        self._action(file, self.tr("&Save"), lambda: self.save(), QKeySequence.Save)
        self._action(file, self.tr("Save &as..."), lambda: self.save_as(), QKeySequence("Ctrl+Shift+S"))
        file.addSeparator()
        file.addAction(self.play_action)
        file.addSeparator()
        self._action(file, self.tr("&Close the editor"), self.close, QKeySequence.Close)
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        self._add_undo_redo(edit)
        edit.addSeparator()
        self._action(edit, self.tr("&Delete the selection (Del)"), lambda: self._delete_selection())
        self.merge_selected_action = self._action(
            edit, self.tr("&Merge the selected areas"), lambda: self.multi.merge(), QKeySequence("Ctrl+M")
        )
        self.merge_selected_action.setToolTip(
            self.tr("Join the areas selected with Shift+click or a rubber band into the first one picked (Ctrl+M)")
        )
        edit.addSeparator()
        self.place_name_action = self._action(
            edit, self.tr("Place &name where the pieces have room"), lambda: self.place_names(), QKeySequence("N")
        )
        self.place_name_action.setToolTip(
            self.tr(
                "Put the selected area's name where all of it lies inside the area "
                "and a full stack of pieces has room clear of it (N)"
            )
        )
        self.place_crowded_action = self._action(
            edit, self.tr("Place every &crowded name"), lambda: self.place_crowded_names()
        )
        edit.addSeparator()
        self._action(edit, self.tr("&Move or scale everything..."), lambda: self.transform_everything())
        self._action(edit, self.tr("Map &properties (select nothing)"), lambda: self.select(None))
        view = self.menuBar().addMenu(self.tr("&View"))
        self._add_zoom(view)
        view.addSeparator()
        areas = view.addMenu(self.tr("&Areas drawn"))
        self.area_style_group = QActionGroup(self)
        self.area_style_actions: dict[str, QAction] = {}
        for style, text in zip(
            AREA_STYLES,
            (self.tr("&Filled"), self.tr("&Translucent (the background shows through)"), self.tr("&Outlines only")),
            strict=True,
        ):
            action = QAction(text, self)
            action.setCheckable(True)
            action.setChecked(style == self.area_style)
            action.setObjectName(f"area-style-{style}")
            action.triggered.connect(lambda _c=False, st=style: self.set_area_style(st))
            self.area_style_group.addAction(action)
            areas.addAction(action)
            self.area_style_actions[style] = action
        self.area_style_toggle = self._action(
            view, self.tr("Areas: &next way of drawing them"), lambda: self.next_area_style(), QKeySequence("T")
        )
        self.area_style_toggle.setToolTip(
            self.tr(
                "Filled, translucent, outlines only (T): trace the scan's roads "
                "and streams over the areas already drawn"
            )
        )
        view.addSeparator()
        view.addAction(self.snap_action)
        tolerance = view.addMenu(self.tr("Snapping &distance"))
        group = QActionGroup(self)
        for px in SNAP_PIXELS:
            action = QAction(self.tr("{n} pixels").format(n=px), self)
            action.setCheckable(True)
            action.setChecked(px == self.snap_settings.pixels)
            action.triggered.connect(lambda _c=False, px=px: self.set_snap_pixels(px))
            group.addAction(action)
            tolerance.addAction(action)
        view.addSeparator()
        for dock in (self.properties_dock, self.rules_dock, self.validation_dock, self.undo_dock):
            view.addAction(dock.toggleViewAction())
        tools = self.menuBar().addMenu(self.tr("&Tools"))
        for tool, _text, _key in self.tools:
            tools.addAction(self.tool_actions[tool.name])
        tools.addSeparator()
        tools.addAction(self.background_action)
        tools.addAction(self.tool_actions[self.calibrate_tool.name])

    # ------------------------------------------------------------------ the document, by name
    @property
    def emap(self) -> EditableMap:
        return self.doc.emap

    @property
    def rules(self) -> RulesView:
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
    def calibration_dialog(self):
        """The calibration's open point dialog (for tests and the guide)."""
        return self.calibrate_tool.dialog

    def zoom(self) -> float:
        return self.view.zoom_factor()

    def push(self, edit: Edit) -> None:
        self.doc.push(edit)

    def select(self, key, *, vertex=None, line_vertex=None, focus_name: bool = False) -> None:
        self.doc.select(key, vertex=vertex, line_vertex=line_vertex, focus_name=focus_name)

    def area_at(self, p) -> str | None:
        return self.doc.area_at(p)

    def line_points(self, key) -> tuple:
        return self.doc.line_points(key)

    def place_names(self, area_ids=None) -> bool:
        return self.doc.place_names(area_ids)

    def set_area_style(self, style: str) -> None:
        """Draw the areas filled, translucent or as outlines only (View > Areas drawn, T)."""
        self.area_style = style
        self.scene.set_area_style(style)
        self.area_style_actions[style].setChecked(True)
        self.settings.setValue("editor/area_style", style)
        words = {
            "filled": self.tr("Areas filled"),
            "translucent": self.tr("Areas translucent: the background shows through"),
            "outline": self.tr("Areas as outlines only: trace the background's roads and streams"),
        }
        self.hint(words[style])

    def next_area_style(self) -> None:
        self.set_area_style(AREA_STYLES[(AREA_STYLES.index(self.area_style) + 1) % len(AREA_STYLES)])

    def calibrate_background(self) -> None:
        """The two-point calibration (Tools menu, the Background dialog's button)."""
        if self.emap.attributes.background is None:
            self.tool_actions[self.tool.name].setChecked(True)
            self.refused_text(self.tr("No background to calibrate: choose one with Background... first"))
            return
        self.set_tool(self.calibrate_tool)

    def set_snapping(self, on: bool) -> None:
        self.snap_settings.enabled = on
        self.settings.setValue("editor/snap", on)
        if self.snap_action.isChecked() != on:
            self.snap_action.setChecked(on)
        self._update_snap_label()

    def set_snap_pixels(self, px: float) -> None:
        self.snap_settings.pixels = px
        self.settings.setValue("editor/snap_pixels", px)
        self._update_snap_label()

    def _update_snap_label(self) -> None:
        s = self.snap_settings
        self.snap_label.setText(
            self.tr("snap on ({px:g} px)").format(px=s.pixels) if s.enabled else self.tr("snap off")
        )

    # ------------------------------------------------------------------ selection
    def _selection_changed(self, focus_name: bool) -> None:
        """The document selected an item (or nothing): Properties, the outline, the rules' view follow."""
        if self.multi.extra:  # a plain selection ends a multiple one (MultiSelection sets its extra afterwards)
            self.multi.clear()
        key = self.doc.selection
        self.properties.show_for(key)
        self.refresh_selection()
        if focus_name and key is not None:
            self.properties_dock.raise_()
            self.properties.focus_name()
        self._update_rules()

    def _current_moved(self, properties: bool) -> None:
        """A vertex drop moved (or put back) the current vertex."""
        self.refresh_selection()
        if properties:
            self.properties.refresh()

    def refresh_selection(self) -> None:
        doc = self.doc
        key = doc.selection
        if key is not None and self.emap.get(key) is None:
            doc.selection = key = None
            doc.current_vertex = doc.current_line_vertex = None
            self.properties.show_for(None)
        if key is None:
            self.selection_overlay.show(None)
            return
        kind, item_id = key
        path = QPainterPath()
        vertices, current, filled = (), None, True
        if kind == AREA:
            ring = self.emap.area(item_id).polygon
            path.addPolygon(polygon(ring))
            path.closeSubpath()
            vertices, current = ring, doc.current_vertex
        elif kind == ENTRY_BOX:
            x, y, w, h = self.emap.entry_boxes[item_id].rect
            path.addRect(x, y, w, h)
        else:
            points = self.line_points(key)
            path = line_path(points)
            if kind == SCENERY and self.emap.scenery[item_id].polygon is not None:
                path.closeSubpath()
            else:
                filled = False
            vertices = points
            if doc.current_line_vertex is not None and doc.current_line_vertex < len(points):
                current = points[doc.current_line_vertex]
        self.selection_overlay.show(path, vertices, current, filled)

    # --- names where the pieces have room
    def place_crowded_names(self) -> bool:
        """Place name for every area the checker warns about."""
        notes = self.current_check().notes
        ids = sorted({p.item_id for p in notes if p.code in LABEL_CODES})
        return self.place_names(ids)

    def _delete_selection(self) -> None:
        from PySide6.QtGui import QKeyEvent

        self.select_tool.key(QKeyEvent(QKeyEvent.KeyPress, Qt.Key_Delete, Qt.NoModifier))

    def center_on_area(self, area_id: str) -> None:
        """Zoom to the area (the rules' All areas table, a problem): it fills
        about a third of the view, at no more than 4 times the fitted zoom's
        closeness to a small one, and never farther out than the whole board."""
        x0, y0, x1, y1 = self.emap.bounds(area_id)
        w, h = max(x1 - x0, 1.0), max(y1 - y0, 1.0)
        span = max(w, h) * 3
        board = self.emap.board
        span = min(max(span, min(board.width, board.height) / 8), max(board.width, board.height))
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        self.view.fitInView(QRectF(cx - span / 2, cy - span / 2, span, span), Qt.KeepAspectRatio)
        self.view._fitted = False  # noqa: SLF001 - the view keeps this zoom when resized
        self.view.zoomed.emit(self.zoom())
        self.view.centerOn(QPointF(cx, cy))

    # ------------------------------------------------------------------ after edits
    def _map_changed(self, change: MapChange) -> None:
        key = self.selection
        if key is not None:
            kind, item_id = key
            touched = {AREA: change.areas, ENTRY_BOX: change.entry_boxes, ROAD: change.roads, SCENERY: change.scenery}[
                kind
            ]
            if item_id in touched:
                self.refresh_selection()
                self.properties.refresh()
        elif change.attributes or change.areas or change.entry_boxes:
            self.properties.refresh()
        self.problem_marker.setVisible(False)
        if self.multi.extra:
            self.multi.prune()

    def _settled(self, topology) -> None:
        """The edits have settled: the rules' view follows (the document checks the map next)."""
        self._update_rules()
        self.rules_panel.show_table(self.emap, topology)

    def _update_rules(self) -> None:
        key = self.selection
        if key is None or key[0] != AREA or key[1] not in self.rules.topology().polygons:
            self.area_rules = None
        else:
            self.area_rules = self.rules.area_rules(key[1])
        self.rules_panel.show_rules(self.area_rules, self.emap)
        self._show_rules_overlay()

    def _show_rules_overlay(self) -> None:
        self.rules_overlay.show(
            self.area_rules,
            self.emap,
            self.rules.topology(),
            neighbours=self.rules_panel.show_neighbours.isChecked(),
            reach=self.rules_panel.show_reach.isChecked(),
        )

    def _checked(self, result: CheckResult) -> None:
        self.validation.show_result(result)

    def current_check(self) -> CheckResult:
        """The problems of the map as it is now (checked here and now if the worker's are older)."""
        return self.doc.current_check()

    def zoom_to_problem(self, problem) -> None:
        """Centre the map on the problem, a quarter of the board across, and ring it."""
        if problem is None or problem.location is None:
            return
        x, y = problem.location
        board = self.emap.board
        span = max(20.0, min(board.width, board.height) / 4)
        self.view.fitInView(QRectF(x - span / 2, y - span / 2, span, span), Qt.KeepAspectRatio)
        self.view._fitted = False  # noqa: SLF001 - the view keeps this zoom when resized
        self.view.zoomed.emit(self.zoom())
        self.view.centerOn(QPointF(x, y))
        if problem.item_kind == "area" and problem.item_id in self.emap.areas:
            self.select((AREA, problem.item_id))
        self.problem_marker.show_at((x, y))
        self.hint(f"{self._item_name(problem.item_kind, problem.item_id)}: {problem.message}")

    def _fix_text(self, problem) -> str | None:
        """What the Validation dock's Fix does for ``problem`` (None: nothing):
        a gap a neighbour's corner leaves closed by sharing it (model.gap_fixes)."""
        if problem.code not in ("gap", "uncovered") or problem.location is None:
            return None
        try:
            return self._gap_fix_words(close_gap(self.emap, problem.location))
        except EditRefused:
            return None

    def _gap_fix_words(self, edit) -> str:
        """The gap fix in the author's language (the undo history keeps the
        model's English, as for every edit)."""
        return self.tr("close the gap: {where} becomes a corner of {names} too").format(
            where=edit.where, names=edit.names
        )

    def fix_problem(self, problem) -> None:
        """The Validation dock's Fix: one undoable edit."""
        try:
            edit = close_gap(self.emap, problem.location)
        except EditRefused as exc:
            self.refused(exc)
            return
        self.doc.push(edit)
        self.hint(self.tr("Done: {what} (Ctrl+Z undoes it)").format(what=self._gap_fix_words(edit)))

    def _item_name(self, kind: str, item_id: str) -> str:
        """How the Validation dock names a problem's item: its name, and its id when they differ much."""
        if kind == "map":
            name = self.emap.attributes.name
            return f"{name} ({item_id})" if name else item_id
        items = {
            "area": self.emap.areas,
            "entry box": self.emap.entry_boxes,
            "road": self.emap.roads,
            "scenery": self.emap.scenery,
        }.get(kind)
        item = items.get(item_id) if items is not None else None
        name = getattr(item, "name", "") if item is not None else ""
        return f"{name} ({item_id})" if name else item_id

    # ------------------------------------------------------------------ status and title
    def _pointer(self, pos: QPointF) -> None:
        self.coords_label.setText(self.tr("x {x:.1f}  y {y:.1f}").format(x=pos.x(), y=pos.y()))

    # ------------------------------------------------------------------ files
    def map_name(self) -> str:
        return self.emap.attributes.name

    def new_map(self) -> None:
        if self.maybe_save():
            self.set_map(blank_map(), None)

    def new_from_1863(self) -> None:
        """A copy of the 1863 map to reshape (saved under a new name)."""
        if self.maybe_save():
            doc = load_map(builtin_1863_map_path())
            emap = EditableMap.from_document(replace(doc, source=None))
            self.set_map(emap, None)
            self.hint(self.tr("A copy of the 1863 map: Save as... gives it a file of its own"))

    def open_map(self, path: str | None = None) -> bool:
        """Open the map file ``path`` (asked for without one). A box map
        (``kind: boxes``, Norden & Süden) opens in a box-map editor window of
        its own (editor.box_window); this window keeps its map."""
        if path is not None and is_box_map(path):
            return self.open_box_map(path)
        if not self.maybe_save():
            return False
        if path is None:
            path = self.ask_map_path()
            if not path:
                return False
            if is_box_map(path):
                return self.open_box_map(path)
        try:
            doc = load_map(path)
        except MapFormatError as exc:
            QMessageBox.warning(self, self.tr("The map can't be opened"), str(exc))
            return False
        self.set_map(EditableMap.from_document(doc), path)
        self._remember(path)
        return True

    def open_box_map(self, path: str | None = None) -> bool:
        """A box-map editor window on ``path`` (File > New box map without one)."""
        from gettysburg_desktop.games.nordensueden.editor.box_window import open_box_editor

        window = open_box_editor(path, data_dir=self.data_dir)
        if window is not None and path is not None:
            self._remember(path)
        return window is not None

    def write(self, path: str, *, ask: bool = True) -> bool:
        """Save to ``path`` through the map writer (atomic); a map with problems only after asking."""
        problems = self.current_check().problems
        if problems and ask:
            listed = "\n".join(
                f"\u2022 {p.item_kind} {self._item_name(p.item_kind, p.item_id)}: {p.message}" for p in problems[:8]
            )
            if not self._confirm_problems(problems, listed):
                return False
        try:
            save_map(self.emap.document_for(path), path)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("The map can't be saved"), f"{path}: {exc.strerror or exc}")
            return False
        self.path = path
        self.emap.source = path
        self._remember(path)
        self.undo_stack.setClean()
        self._update_title()
        self.hint(self.tr("Saved to {path}").format(path=path))
        return True

    # ------------------------------------------------------------------ map-wide edits
    def edit_background(self) -> None:
        folder = os.path.dirname(os.path.abspath(self.path)) if self.path else ""
        old = self.emap.attributes.background
        dialog = BackgroundDialog(self, old, self.emap.board, folder, self._preview_background)
        self.background_dialog = dialog  # for tests and the guide's screenshots
        accepted = dialog.exec() == BackgroundDialog.Accepted
        self.background_dialog = None
        self._preview_background(old)
        if accepted:
            new = dialog.background()
            if new != old:
                try:
                    self.push(set_map_attributes(self.emap, background=new))
                except EditRefused as exc:
                    self.refused(exc)
                    return
            if dialog.calibrate_requested and new is not None:
                self.calibrate_background()

    def _preview_background(self, background) -> None:
        """Show ``background`` on the board without changing the map (the dialog's live preview)."""
        self.scene.show_background(background)

    def transform_everything(self) -> None:
        dialog = TransformDialog(self, self.emap.board)
        if dialog.exec() == TransformDialog.Accepted:
            try:
                self.push(transform_all(self.emap, **dialog.values()))
            except EditRefused as exc:
                self.refused(exc)

    # ------------------------------------------------------------------ play-test
    def play_test(self, seed: int | None = None):
        """A game on the map as it is: the 1863 scenario when the map has its
        places, else the sandbox (games/gettysburg/scenario/playtest.py). The map must have no
        problems (a game can't load it otherwise). Returns the game's window."""
        from gettysburg_desktop.scenario.session import GameSession, Setup
        from gettysburg_desktop.ui.window import MainWindow, data_folder

        problems = self.current_check().problems
        if problems:
            listed = "\n".join(
                f"\u2022 {p.item_kind} {self._item_name(p.item_kind, p.item_id)}: {p.message}" for p in problems[:8]
            )
            QMessageBox.warning(
                self,
                self.tr("The map can't be played yet"),
                self.tr("A game can't load a map with problems; fix these first:\n\n{listed}").format(listed=listed),
            )
            self.validation_dock.raise_()
            return None
        folder = (self.data_dir or data_folder()) / "playtest"
        try:
            files = playtest_files(self.emap.to_document(), folder)
            session = GameSession.new(
                Setup(str(files.scenario_path), seed if seed is not None else Setup.random_seed())
            )
        except (PlaytestError, LookupError, ValueError, OSError) as exc:
            QMessageBox.warning(self, self.tr("The map can't be played yet"), str(exc))
            return None
        window = MainWindow(session, data_dir=folder / "autosave")
        window.setAttribute(Qt.WA_DeleteOnClose)
        self.game_windows.append(window)
        ref = weakref.ref(self)
        window.destroyed.connect(lambda *_: (w := ref()) is not None and w._forget_game(window))
        window.show()
        window.raise_()
        what = (
            self.tr("the 1863 scenario")
            if files.kind == "1863"
            else self.tr("the sandbox (every piece in its side's entry boxes)")
        )
        self.hint(self.tr("Play-test started with {what}").format(what=what))
        return window

    def _forget_game(self, window) -> None:
        if window in self.game_windows:
            self.game_windows.remove(window)

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
        self.scene.close()
        super().closeEvent(event)
        if self in _open_windows:
            _open_windows.remove(self)


def open_editor(parent=None) -> EditorWindow:
    """The play window's Tools > Map editor: an editor on a blank board (File
    offers a copy of the 1863 map and any map file)."""
    window = EditorWindow()
    _open_windows.append(window)
    window.show()
    window.raise_()
    return window
