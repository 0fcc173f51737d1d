"""The table editor (docs/table-format.md; a game on the free table opens it
with its ``TableGame``, editing/table_part.py): the table in the middle,
drawn as the play window draws it; tools to select and move features and
objectives and their points, draw terrain of the kind chosen on the tool
bar, and place objectives; docks for Properties, Validation (the file's
checks and the game's rules') and the Undo history; play-test (F5) a game
on the table as it is.

The window is wiring, as the box maps' is, and shares the editors' status
bar, files and recent list (editing.window_base): the document
(table_document.py) holds the table, its undo stack, the selection and the
checks; the tools (table_tools.py) change the table through it.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QLabel, QMessageBox, QUndoView

from gettysburg_desktop.boards.table.editable import FEATURE, OBJECTIVE, EditableTable
from gettysburg_desktop.boards.table.qt.items import SCALE
from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.words import plural

from .editor_kinds import TABLE, games_of, kind_of, open_editor_of, play_tester
from .table_document import TableEditorDocument
from .table_part import TableGame, TerrainKind
from .table_properties import TablePropertiesPanel
from .table_scene import TableEditorScene
from .table_tools import DrawTool, ObjectiveTool, TableCanvas, TableSelectTool
from .validation_panel import ValidationPanel
from .view import EditorView
from .window_base import MapEditorBase

#: Qt's translate; the texts both editors show keep the area editor's context, "EditorWindow"
_t = QCoreApplication.translate

_open_windows: list = []  # table editors opened from another window stay alive until closed


class TableEditorWindow(MapEditorBase):
    def __init__(self, game: TableGame, *, data_dir=None) -> None:
        super().__init__()
        self.setObjectName("TableEditorWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.game = game
        self.settings = QSettings()
        self.data_dir = Path(data_dir) if data_dir is not None else None
        self.doc = TableEditorDocument(game, self)
        self.doc.status.connect(self._show_status)
        self.doc.selection_changed.connect(self._selection_changed)
        self.doc.changed.connect(self._table_changed)
        self.doc.checked.connect(lambda result: self.validation.show_result(result))
        self.view = EditorView(None)
        self.view.setObjectName("TableEditorView")
        self.setCentralWidget(self.view)
        self.doc.held = lambda: self.view.dragging
        self.view.drag_ended.connect(self.doc.check_soon)
        self.canvas = TableCanvas(self.view)
        self.coords_label = QLabel()
        self.coords_label.setObjectName("PointerCoordinates")
        self.zoom_label = QLabel()
        self._build_status(self.coords_label, self.zoom_label)
        self._build_docks()
        self._build_tools()
        self._build_menus()
        self._follow_edits_and_pointer()
        self.set_table(EditableTable.from_table(game.new_table()), None)
        self.restore_layout("table_editor")

    # ------------------------------------------------------------------ the table
    @property
    def table(self) -> EditableTable:
        return self.doc.table

    def map_name(self) -> str:
        return self.table.attributes.name

    def counted_items(self) -> str:
        """How big the table is, for the program's smoke test ("18 features")."""
        return f"{len(self.table.features)} features, {len(self.table.objectives)} objectives"

    def set_table(self, table: EditableTable, path: str | None) -> None:
        """Edit ``table`` (saved at ``path``, or not yet saved)."""
        tool = getattr(self, "tool", None)
        if tool is not None:
            tool.deactivate()
        old: TableEditorScene | None = getattr(self, "scene", None)
        if not table.attributes.game:  # a table that names no game is this window's game's, and is saved so
            table.attributes = replace(table.attributes, game=self.game.game)
        self.doc.open(table, path)
        self.scene: TableEditorScene = TableEditorScene(table, self.game.looks)
        self.canvas.scene = self.scene
        self.view.setScene(self.scene)
        if old is not None:
            old.deleteLater()
        self.validation.summary.setText(_t("EditorWindow", "Checking..."))
        self.validation.clear()
        self.properties.show_for(None)
        self.undo_stack.setClean()
        self._update_title()
        self.set_tool(self.select_tool)
        self.view.fit()
        self.doc.check_soon()

    # ------------------------------------------------------------------ building the window
    def _build_docks(self) -> None:
        self.properties = TablePropertiesPanel(self.doc)
        self.validation = ValidationPanel(
            self._item_name,
            notes_text=lambda k: plural(
                k,
                self.tr("{n} note on the rules' advice (a game plays the table anyway)."),
                self.tr("{n} notes on the rules' advice (a game plays the table anyway)."),
            ),
        )
        self.validation.problem_chosen.connect(self.zoom_to_problem)
        self.undo_view = QUndoView(self.undo_stack)
        self.undo_view.setObjectName("UndoHistory")
        self.undo_view.setEmptyLabel(_t("EditorWindow", "<the map as opened>"))
        self.properties_dock = self._dock(
            _t("EditorWindow", "Properties"), self.properties, "PropertiesDock", Qt.DockWidgetArea.RightDockWidgetArea
        )
        self.undo_dock = self._dock(
            _t("EditorWindow", "Undo history"), self.undo_view, "UndoDock", Qt.DockWidgetArea.RightDockWidgetArea
        )
        self.validation_dock = self._dock(
            _t("EditorWindow", "Validation"), self.validation, "ValidationDock", Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.tabifyDockWidget(self.properties_dock, self.undo_dock)
        self.properties_dock.raise_()
        self.resizeDocks([self.properties_dock], [360], Qt.Orientation.Horizontal)
        self.resizeDocks([self.validation_dock], [170], Qt.Orientation.Vertical)

    def _build_tools(self) -> None:
        doc, canvas = self.doc, self.canvas
        self.select_tool = TableSelectTool(doc, canvas)
        self.draw_tool = DrawTool(doc, canvas, self.chosen_kind)
        self.objective_tool = ObjectiveTool(doc, canvas)
        self.tools = [
            (self.select_tool, self.tr("Select / move"), "V"),
            (self.draw_tool, self.tr("Draw terrain"), "D"),
            (self.objective_tool, self.tr("Objective"), "O"),
        ]
        self._build_tool_bar()
        for tool, _text, _key in self.tools:
            tool.finished.connect(lambda: self.set_tool(self.select_tool))
        self.tool_bar.addSeparator()
        self.kind_box = QComboBox()
        self.kind_box.setObjectName("DrawKind")
        for k in self.game.kinds:
            self.kind_box.addItem(shown(k.name), k.kind)
        self.kind_box.setToolTip(self.tr("The kind of terrain Draw draws"))
        self.width_box = QDoubleSpinBox()
        self.width_box.setObjectName("DrawWidth")
        self.width_box.setRange(0.05, 50)
        self.width_box.setSingleStep(0.25)
        self.width_box.setToolTip(self.tr("How wide a line Draw draws (a road, a river, a wall)"))
        self.kind_box.currentIndexChanged.connect(self._kind_chosen)
        self.tool_bar.addWidget(QLabel(self.tr(" Kind: ")))
        self.tool_bar.addWidget(self.kind_box)
        self.width_label = QLabel(self.tr(" Width: "))
        self.width_label_action = self.tool_bar.addWidget(self.width_label)
        self.width_action = self.tool_bar.addWidget(self.width_box)
        self._kind_chosen()
        self.tool_bar.addSeparator()
        self.play_action = QAction(_t("EditorWindow", "Play-test"), self)
        self.play_action.setShortcut(QKeySequence("F5"))
        self.play_action.setToolTip(
            self.tr("Play a game of {game} on the table as it is").format(game=shown(self.game.title))
        )
        self.play_action.triggered.connect(lambda: self.play_test())
        self._playtests: Any = None  # the play tester, once a play-test started
        self.tool_bar.addAction(self.play_action)

    def chosen_kind(self) -> tuple[TerrainKind, float]:
        """The kind Draw draws, and a line's width."""
        kind = self.game.by_kind[self.kind_box.currentData()]
        return kind, self.width_box.value()

    def choose_kind(self, kind: str) -> None:
        """Draw terrain of ``kind`` (the tool bar's choice)."""
        self.kind_box.setCurrentIndex(self.kind_box.findData(kind))
        self.set_tool(self.draw_tool)

    def _kind_chosen(self, *_args) -> None:
        kind = self.game.by_kind[self.kind_box.currentData()]
        self.width_action.setVisible(kind.line)
        self.width_label_action.setVisible(kind.line)
        if kind.line:
            self.width_box.setValue(kind.width)
        if getattr(self, "tool", None) is self.draw_tool:
            self.draw_tool.cancel()
            self.draw_tool.activate()

    def _build_menus(self) -> None:
        file = self.menuBar().addMenu(_t("EditorWindow", "&File"))
        self._action(file, self.tr("&New table"), lambda: self.new_table(), QKeySequence.StandardKey.New)
        for game, title in games_of(TABLE):  # the other games on the free table: a new table of each
            if game != self.game.game:
                self._action(
                    file,
                    _t("EditorWindow", "New &table for {game}").format(game=shown(title)),
                    lambda game=game: open_editor_of(TABLE, None, game=game, data_dir=self.data_dir),
                )
        self._action(file, _t("EditorWindow", "&Open map..."), lambda: self.open_map(), QKeySequence.StandardKey.Open)
        self.recent_menu = file.addMenu(_t("EditorWindow", "Open &recent"))
        self.recent_menu.setObjectName("RecentMaps")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._fill_recent()
        self._action(file, _t("EditorWindow", "&Save"), lambda: self.save(), QKeySequence.StandardKey.Save)
        self._action(file, _t("EditorWindow", "Save &as..."), lambda: self.save_as(), QKeySequence("Ctrl+Shift+S"))
        file.addSeparator()
        file.addAction(self.play_action)
        self._action(file, _t("EditorWindow", "&Balance report..."), lambda: self.balance_report())
        file.addSeparator()
        self._action(file, _t("EditorWindow", "&Close the editor"), self.close, QKeySequence.StandardKey.Close)
        edit = self.menuBar().addMenu(_t("EditorWindow", "&Edit"))
        self._add_undo_redo(edit)
        edit.addSeparator()
        self._action(edit, _t("EditorWindow", "&Delete the selection (Del)"), self.delete_selection)
        self._action(edit, self.tr("&Table properties (select nothing)"), lambda: self.doc.select(None))
        view = self.menuBar().addMenu(_t("EditorWindow", "&View"))
        self._add_zoom(view)
        view.addSeparator()
        for dock in (self.properties_dock, self.validation_dock, self.undo_dock):
            view.addAction(dock.toggleViewAction())
        tools = self.menuBar().addMenu(_t("EditorWindow", "&Tools"))
        for tool, _text, _key in self.tools:
            tools.addAction(self.tool_actions[tool.name])

    # ------------------------------------------------------------------ selection and changes
    def select(self, key) -> None:
        self.doc.select(key)

    def delete_selection(self) -> None:
        self.select_tool.delete_selection()

    def _selection_changed(self, _focus_name: bool = False) -> None:
        key = self.doc.selection
        self.scene.highlight(key)
        self.properties.show_for(key)

    def _table_changed(self, change) -> None:
        key = self.doc.selection
        if key is not None and self.table.get(key) is None:
            self.doc.selection = None
            self.properties.show_for(None)
        self.scene.selection = self.doc.selection
        self.scene.apply_change(change)
        if change.attributes:
            self._update_title()
        self.properties.refresh()

    # ------------------------------------------------------------------ validation
    def current_check(self):
        return self.doc.current_check()

    def _item_name(self, kind: str, item_id: str) -> str:
        if kind == "feature" and item_id in self.table.features:
            f = self.table.features[item_id]
            return f"{f.name} ({item_id})" if f.name else item_id
        if kind == "table":
            return self.table.attributes.name
        return item_id

    def listed(self, problems) -> str:
        return "\n".join(f"\u2022 {self._item_name(p.item_kind, p.item_id)}: {p.message}" for p in problems[:8])

    def zoom_to_problem(self, problem) -> None:
        """Select the feature or objective a problem is about and centre the table on it."""
        if problem is None:
            return
        key = (FEATURE, problem.item_id) if problem.item_kind == "feature" else None
        if problem.item_kind == "objective":
            key = (OBJECTIVE, problem.item_id)
        if key is not None and self.table.get(key) is not None:
            self.select(key)
            item = self.scene.items_by_id.get(problem.item_id)
            if item is not None:
                self.center_on(item.sceneBoundingRect().center())
        elif problem.location is not None:
            self.center_on(self.scene.scene_point(problem.location))
        self.hint(f"{self._item_name(problem.item_kind, problem.item_id)}: {problem.message}")

    def center_on(self, point: QPointF, span: float = 24 * SCALE) -> None:
        super().center_on(point, span)

    # ------------------------------------------------------------------ status
    def _pointer(self, pos: QPointF) -> None:
        x, y = self.scene.point(pos)
        table = self.scene.table
        sector = table.sector_at((x, y))
        where = f"  {sector}" if sector else ""
        self.coords_label.setText(f"{x:.2f}, {y:.2f} {table.unit}{where}")

    # ------------------------------------------------------------------ files
    def new_table(self) -> None:
        if self.maybe_save():
            self.set_table(EditableTable.from_table(self.game.new_table()), None)

    def open_map(self, path: str | None = None) -> bool:
        """Open the table file ``path`` (asked for without one); a map of
        another kind opens in its own editor's window."""
        if path is None:
            path = self.ask_map_path()
            if not path:
                return False
        from gettysburg_desktop.boards.table.table_file import TableFileError, game_of, load_table

        kind = kind_of(path)  # each look reads the file: once
        drawn_for = game_of(path) if kind == TABLE else ""
        games = dict(games_of(TABLE))
        if drawn_for not in ("", self.game.game, *games):
            QMessageBox.warning(
                self,
                _t("EditorWindow", "The map can't be opened"),
                self.tr("{path}: the table is drawn for {game}, a game this program does not have ({games})").format(
                    path=path, game=drawn_for, games=", ".join(shown(title) for title in games.values())
                ),
            )
            return False
        if kind != TABLE or drawn_for not in ("", self.game.game):  # another game's: its window
            opened = open_editor_of(kind, path, data_dir=self.data_dir) is not None
            if opened:
                self._remember(path)
            return opened
        if not self.maybe_save():
            return False

        try:
            table = load_table(path)
        except TableFileError as exc:
            QMessageBox.warning(self, _t("EditorWindow", "The map can't be opened"), str(exc))
            return False
        self.set_table(EditableTable.from_table(table, path), path)
        self._remember(path)
        return True

    def write(self, path: str, *, ask: bool = True) -> bool:
        """Save to ``path`` (atomic: the old file stays whole until the new one is);
        a table with problems only after asking."""
        problems = self.current_check().problems
        if problems and ask and not self._confirm_problems(problems, self.listed(problems)):
            return False
        from gettysburg_desktop.boards.table.table_file import save_table

        try:
            save_table(self.table.to_table(), path)
        except OSError as exc:
            QMessageBox.warning(self, _t("EditorWindow", "The map can't be saved"), f"{path}: {exc.strerror or exc}")
            return False
        self.path = path
        self.table.source = path
        self._remember(path)
        self.undo_stack.setClean()
        self._update_title()
        self.hint(_t("EditorWindow", "Saved to {path}").format(path=path))
        return True

    # ------------------------------------------------------------------ play-test
    def play_test(self, seed: int | None = None):
        """A game on the table as it is, in a play window beside the editor (the
        program's, editing.editor_kinds.play_tester); a table with problems is
        refused with the reasons. Returns the game's window (None if refused)."""
        tester = self._tester()
        return None if tester is None else tester.play_test(seed)

    def balance_report(self):
        """File > Balance report: the computer plays both sides of the game
        on the table as it is, many times (the program's
        editor.balance_dialog). Returns the dialog (None if refused)."""
        tester = self._tester()
        return None if tester is None else tester.balance_report()

    def _tester(self) -> Any:
        """The play tester (None, the author told why: the game has no play-test)."""
        if self.game.playtest_files is None:
            self.refused_text(self.tr("{game} has no play-test").format(game=shown(self.game.title)))
            return None
        if self._playtests is None:
            make = self.game.playtest_files
            self._playtests = play_tester(
                self,
                lambda folder: make(self.table.to_table(), folder),
                self.game.playtest_refusals,
                self.game.playtest_started,
                listed=self.listed,
                game=self.game.game,
            )
        return self._playtests

    @property
    def game_windows(self) -> list:
        """The play-tests' windows still open."""
        return self._playtests.windows if self._playtests is not None else []

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.save_layout("table_editor")
        self._stop_following_edits()
        self.doc.shut_down()
        super().closeEvent(event)
        if self in _open_windows:
            _open_windows.remove(self)


def open_table_editor(
    game: TableGame, path: str | os.PathLike[str] | None = None, *, data_dir=None
) -> TableEditorWindow | None:
    """A table editor window for ``game`` on ``path`` (a new table without one);
    None if the file can't be opened (the author was told why)."""
    window = TableEditorWindow(game, data_dir=data_dir)
    if path is not None and not window.open_map(str(path)):
        window.close()
        return None
    _open_windows.append(window)
    window.show()
    window.raise_()
    return window
