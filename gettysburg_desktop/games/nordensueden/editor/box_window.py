"""The map editor for box maps (Norden & Süden, NS-MAP; docs/box-map-format.md):
the boxes and links in the middle, drawn as the play window draws them
(ui.box_map_items); tools to select and move boxes, place a box, and draw
roads, rivers and railroads; docks for Properties, Validation, the Rules'
view (how far a march reaches, NS-MOVE-4) and the Undo history.

The window is wiring, as the area editor's (editor.window) is, and shares
its status bar, files and recent list (editing.window_base): the document
(editor.box_document) holds the map, its undo stack, the selection and the
checks; the tools (editor.box_tools) change the map through it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPointF, QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMessageBox, QUndoView

from gettysburg_desktop.display.words import plural
from gettysburg_desktop.editing.editor_kinds import (
    AREAS,
    BOXES,
    TABLE,
    editor_kinds,
    kind_of,
    open_editor_of,
    play_tester,
)
from gettysburg_desktop.editing.validation_panel import ValidationPanel
from gettysburg_desktop.editing.view import EditorView
from gettysburg_desktop.editing.window_base import MapEditorBase

from ..rules.boxmap import BoxMap, LinkKind
from ..rules.pieces import Arm
from ..rules.ruleset import NordenSueden
from .box_document import BoxEditorDocument
from .box_properties import BoxPropertiesPanel
from .box_rules_panel import BoxRulesPanel
from .box_scene import BoxEditorScene
from .box_tools import BoxCanvas, BoxSelectTool, LinkTool, PlaceBoxTool, delete_selection
from .model.box_edits import reverse_river
from .model.box_map import BOX, LINK, BoxMapAttributes, EditableBoxMap

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate; the texts
#: both editors show keep the area editor's context, "EditorWindow", where they are translated
_t = QCoreApplication.translate

_open_windows: list = []  # box editors opened from another window stay alive until closed


@dataclass(frozen=True)
class BoxPlaytest:
    """The file a play-test's game is played on."""

    scenario_path: Path


def blank_box_map() -> EditableBoxMap:
    """A new box map: no boxes, its own set-up (NS-SETUP-2: each box's starting militia)."""
    return EditableBoxMap(BoxMapAttributes("new-box-map", "New box map", own_setup=True))


class BoxEditorWindow(MapEditorBase):
    def __init__(self, bmap: EditableBoxMap | BoxMap | None = None, path: str | None = None, *, data_dir=None) -> None:
        super().__init__()
        self.setObjectName("BoxEditorWindow")
        self.setAttribute(Qt.WA_DeleteOnClose)
        self.settings = QSettings()
        self.data_dir = Path(data_dir) if data_dir is not None else None
        self.doc = BoxEditorDocument(self)
        self.doc.status.connect(self._show_status)
        self.doc.selection_changed.connect(self._selection_changed)
        self.doc.changed.connect(self._map_changed)
        self.doc.checked.connect(lambda result: self.validation.show_result(result))
        self.scene: BoxEditorScene | None = None
        self.view = EditorView(None)
        self.view.setObjectName("BoxEditorView")
        self.setCentralWidget(self.view)
        self.doc.held = lambda: self.view.dragging
        self.view.drag_ended.connect(self.doc.check_soon)
        self.view.drag_ended.connect(lambda: self._update_rules())
        self.canvas = BoxCanvas(self.view)
        self.coords_label = QLabel()
        self.coords_label.setObjectName("PointerCoordinates")
        self.zoom_label = QLabel()
        self._build_status(self.coords_label, self.zoom_label)
        self._build_docks()
        self._build_tools()
        self._build_menus()
        self._follow_edits_and_pointer()
        if isinstance(bmap, BoxMap):
            bmap = EditableBoxMap.from_boxmap(bmap, path)
        self.set_map(bmap if bmap is not None else blank_box_map(), path)
        self.restore_layout("box_editor")

    # ------------------------------------------------------------------ the map
    @property
    def bmap(self) -> EditableBoxMap:
        return self.doc.bmap

    def map_name(self) -> str:
        return self.bmap.attributes.name

    def counted_items(self) -> str:
        """How big the map is, for the program's smoke test ("146 boxes")."""
        return f"{len(self.bmap.boxes)} boxes"

    def set_map(self, bmap: EditableBoxMap, path: str | None) -> None:
        """Edit ``bmap`` (saved at ``path``, or not yet saved)."""
        if getattr(self, "tool", None) is not None:
            self.tool.deactivate()
        old = self.scene
        if old is not None:
            old.close()
        self.doc.open(bmap, path)
        self.scene = BoxEditorScene(bmap, self)
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
        self.properties = BoxPropertiesPanel(self.doc, self.view.setFocus)
        self.validation = ValidationPanel(
            self._item_name,
            notes_text=lambda k: plural(
                k,
                self.tr("{n} warning about boxes drawn over each other (a game plays the map anyway)."),
                self.tr("{n} warnings about boxes drawn over each other (a game plays the map anyway)."),
            ),
        )
        self.validation.problem_chosen.connect(self.zoom_to_problem)
        self.rules_panel = BoxRulesPanel()
        self.rules_panel.options_changed.connect(self._update_rules)
        self.undo_view = QUndoView(self.undo_stack)
        self.undo_view.setObjectName("UndoHistory")
        self.undo_view.setEmptyLabel(_t("EditorWindow", "<the map as opened>"))
        self.properties_dock = self._dock(
            _t("EditorWindow", "Properties"), self.properties, "PropertiesDock", Qt.RightDockWidgetArea
        )
        self.rules_dock = self._dock(
            _t("EditorWindow", "Rules' view"), self.rules_panel, "RulesDock", Qt.RightDockWidgetArea
        )
        self.undo_dock = self._dock(
            _t("EditorWindow", "Undo history"), self.undo_view, "UndoDock", Qt.RightDockWidgetArea
        )
        self.validation_dock = self._dock(
            _t("EditorWindow", "Validation"), self.validation, "ValidationDock", Qt.BottomDockWidgetArea
        )
        self.tabifyDockWidget(self.properties_dock, self.rules_dock)
        self.tabifyDockWidget(self.rules_dock, self.undo_dock)
        self.properties_dock.raise_()
        self.resizeDocks([self.properties_dock], [380], Qt.Horizontal)
        self.resizeDocks([self.validation_dock], [170], Qt.Vertical)

    def _build_tools(self) -> None:
        doc, canvas = self.doc, self.canvas
        self.select_tool = BoxSelectTool(doc, canvas)
        self.tools = [
            (self.select_tool, self.tr("Select / move"), "V"),
            (PlaceBoxTool(doc, canvas), self.tr("Place box"), "B"),
            (LinkTool(doc, canvas, LinkKind.ROAD), _t("EditorWindow", "Road"), "R"),
            (LinkTool(doc, canvas, LinkKind.RIVER), _t("EditorWindow", "River"), "I"),
            (LinkTool(doc, canvas, LinkKind.RAIL), _t("EditorWindow", "Railroad"), "L"),
        ]
        self._build_tool_bar()
        self.tool_bar.addSeparator()
        self.play_action = QAction(_t("EditorWindow", "Play-test"), self)
        self.play_action.setShortcut(QKeySequence("F5"))
        self.play_action.setToolTip(
            self.tr("Play the map as it is: a game of Norden & Süden with the rules' set-up (NS-SETUP) on it")
        )
        self.play_action.triggered.connect(lambda: self.play_test())
        self._playtests = None  # the play tester, once a play-test started
        self.tool_bar.addAction(self.play_action)

    def _build_menus(self) -> None:
        file = self.menuBar().addMenu(_t("EditorWindow", "&File"))
        self._action(file, self.tr("&New box map"), lambda: self.new_map(), QKeySequence.New)
        self._action(file, self.tr("New &area map (Gettysburg)"), lambda: self.new_area_map())
        if TABLE in editor_kinds():  # a game is played on the free table: its table editor
            self._action(
                file, _t("EditorWindow", "New &table (miniatures on a free table)"), lambda: open_editor_of(TABLE)
            )
        self._action(file, _t("EditorWindow", "&Open map..."), lambda: self.open_map(), QKeySequence.Open)
        self.recent_menu = file.addMenu(_t("EditorWindow", "Open &recent"))
        self.recent_menu.setObjectName("RecentMaps")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._fill_recent()
        self._action(file, _t("EditorWindow", "&Save"), lambda: self.save(), QKeySequence.Save)
        self._action(file, _t("EditorWindow", "Save &as..."), lambda: self.save_as(), QKeySequence("Ctrl+Shift+S"))
        file.addSeparator()
        file.addAction(self.play_action)
        self._action(file, _t("EditorWindow", "&Balance report..."), lambda: self.balance_report())
        file.addSeparator()
        self._action(file, _t("EditorWindow", "&Close the editor"), self.close, QKeySequence.Close)
        edit = self.menuBar().addMenu(_t("EditorWindow", "&Edit"))
        self._add_undo_redo(edit)
        edit.addSeparator()
        self._action(edit, _t("EditorWindow", "&Delete the selection (Del)"), lambda: delete_selection(self.doc))
        self.reverse_action = self._action(
            edit, self.tr("Re&verse the selected river"), lambda: self.reverse_selected(), QKeySequence("Ctrl+R")
        )
        self._action(edit, _t("EditorWindow", "Map &properties (select nothing)"), lambda: self.doc.select(None))
        view = self.menuBar().addMenu(_t("EditorWindow", "&View"))
        self._add_zoom(view)
        view.addSeparator()
        for dock in (self.properties_dock, self.rules_dock, self.validation_dock, self.undo_dock):
            view.addAction(dock.toggleViewAction())
        tools = self.menuBar().addMenu(_t("EditorWindow", "&Tools"))
        for tool, _text, _key in self.tools:
            tools.addAction(self.tool_actions[tool.name])

    # ------------------------------------------------------------------ tools and selection
    def select(self, key, *, focus_name: bool = False) -> None:
        self.doc.select(key, focus_name=focus_name)

    def _selection_changed(self, focus_name: bool) -> None:
        key = self.doc.selection
        self.scene.highlight(key)
        self.properties.show_for(key)
        if focus_name and key is not None:
            self.properties_dock.raise_()
            self.properties.focus_name()
        self._update_rules()

    def _map_changed(self, change) -> None:
        if change.attributes:
            self._update_title()
        key = self.doc.selection
        if key is not None and self.bmap.get(key) is None:
            self.doc.select(None)
            return
        self.properties.refresh()
        if not self.view.dragging:
            self._update_rules()

    def _update_rules(self) -> None:
        """The Rules' view follows the selected box (and the map as it is)."""
        key = self.doc.selection
        box_id = key[1] if key is not None and key[0] == BOX else None
        boxmap = self.bmap.to_boxmap() if box_id is not None else None
        reach = self.rules_panel.show_reach(boxmap, box_id)
        if reach and self.rules_panel.show_rings.isChecked():
            self.scene.show_reach(reach[Arm.INFANTRY], reach[Arm.CAVALRY])
        else:
            self.scene.show_reach()

    def reverse_selected(self) -> None:
        key = self.doc.selection
        if key is None or key[0] != LINK:
            self.refused_text(self.tr("Select a river first"))
            return
        self.doc.attempt(reverse_river, key[1])

    # ------------------------------------------------------------------ validation
    def current_check(self):
        return self.doc.current_check()

    def _item_name(self, kind: str, item_id: str) -> str:
        bmap = self.bmap
        if kind == "box" and item_id in bmap.boxes:
            name = bmap.boxes[item_id].name
            return f"{name} ({item_id})" if name else item_id
        if kind == "link" and item_id in bmap.links:
            link = bmap.links[item_id]
            a, b = (bmap.boxes[x].name if x in bmap.boxes else x for x in (link.a, link.b))
            return f"{a} \u2013 {b} ({link.kind.value})"
        if kind == "map":
            return bmap.attributes.name
        return item_id

    def zoom_to_problem(self, problem) -> None:
        """Select the box or link a problem is about and centre the map on it."""
        if problem is None:
            return
        kind, item_id = problem.item_kind, problem.item_id
        key = (BOX, item_id) if kind == "box" else (LINK, item_id) if kind == "link" else None
        if key is not None and self.bmap.get(key) is not None:
            self.select(key)
            item = self.scene.boxes.get(item_id) if kind == "box" else self.scene.links.get(item_id)
            if item is not None:
                self.center_on(item.sceneBoundingRect().center())
        elif problem.location is not None:
            self.center_on(QPointF(*problem.location))
        self.hint(f"{self._item_name(kind, item_id)}: {problem.message}")

    def center_on(self, point: QPointF, span: float = 500.0) -> None:
        super().center_on(point, span)

    # ------------------------------------------------------------------ status
    def _pointer(self, pos: QPointF) -> None:
        from ..rules.boxmap import from_scene

        lat, lon = from_scene(pos.x(), pos.y())
        self.coords_label.setText(self.tr("{lat:.2f}\u00b0 N  {lon:.2f}\u00b0 W").format(lat=lat, lon=-lon))

    # ------------------------------------------------------------------ files
    def new_map(self) -> None:
        if self.maybe_save():
            self.set_map(blank_box_map(), None)

    def new_area_map(self) -> None:
        open_editor_of(AREAS)

    def open_map(self, path: str | None = None) -> bool:
        """Open the map file ``path`` (asked for without one); an area map
        (Gettysburg) opens in the area editor's window."""
        if path is None:
            path = self.ask_map_path()
            if not path:
                return False
        if kind_of(path) != BOXES:  # the area maps' editor (editor_kinds), or nothing where it can't open it
            return open_editor_of(kind_of(path), path) is not None
        if not self.maybe_save():
            return False
        try:
            from ..boxes.box_map_file import load_box_map

            boxmap = load_box_map(path)
        except ValueError as exc:  # BoxMapError: one line per problem, naming the file and the place
            problems = getattr(exc, "problems", None)
            text = "\n".join(str(p) for p in problems) if problems else str(exc)
            QMessageBox.warning(self, _t("EditorWindow", "The map can't be opened"), text)
            return False
        except (ImportError, OSError) as exc:
            QMessageBox.warning(self, _t("EditorWindow", "The map can't be opened"), f"{path}: {exc}")
            return False
        self.set_map(EditableBoxMap.from_boxmap(boxmap, path), path)
        self._remember(path)
        return True

    def write(self, path: str, *, ask: bool = True) -> bool:
        """Save to ``path`` (atomic: the old file stays whole until the new one is);
        a map with problems only after asking."""
        problems = self.current_check().problems
        if problems and ask:
            listed = "\n".join(f"\u2022 {self._item_name(p.item_kind, p.item_id)}: {p.message}" for p in problems[:8])
            if not self._confirm_problems(problems, listed):
                return False
        try:
            from ..boxes.box_map_file import save_box_map

            save_box_map(self.bmap.to_boxmap(), path)
        except (OSError, ImportError) as exc:
            QMessageBox.warning(
                self, _t("EditorWindow", "The map can't be saved"), f"{path}: {getattr(exc, 'strerror', None) or exc}"
            )
            return False
        self.path = path
        self.bmap.source = path
        self._remember(path)
        self.undo_stack.setClean()
        self._update_title()
        self.hint(_t("EditorWindow", "Saved to {path}").format(path=path))
        return True

    # ------------------------------------------------------------------ play-test
    def play_test(self, seed: int | None = None):
        """A game of Norden & Süden on the map as it is (its own set-up or
        the campaign's, NS-SETUP, on the edited boxes and links), in a play
        window beside the editor (the program's, editing.editor_kinds.play_tester).
        The map is written to the play-test folder (the game's record names
        that file, so it saves, reopens and replays); a map with errors
        (what `validate` calls errors, games/nordensueden/boxes/box_map_check.py)
        is refused with the reasons; warnings don't stop it. Returns the
        game's window (None if refused)."""
        return self._tester().play_test(seed)

    def balance_report(self):
        """File > Balance report: the computer plays both sides of a game on
        the map as it is, many times (the program's editor.balance_dialog).
        Returns the dialog (None if refused)."""
        return self._tester().balance_report()

    def _tester(self):
        """The play tester (editing.editor_kinds.play_tester), made once."""
        if self._playtests is None:
            self._playtests = play_tester(
                self,
                self._playtest_files,
                (),
                lambda _files: self.tr("Play-test started: Norden & Süden's set-up on this map"),
                listed=lambda problems: "\n".join(
                    f"\u2022 {self._item_name(p.item_kind, p.item_id)}: {p.message}" for p in problems[:8]
                ),
                game=NordenSueden.name,  # the game the play-test plays (its registration's id)
            )
        return self._playtests

    @property
    def game_windows(self) -> list:
        """The play-tests' windows still open."""
        return self._playtests.windows if self._playtests is not None else []

    def _playtest_files(self, folder: Path) -> BoxPlaytest:
        """The map as it is, written where a play-test's game reads it."""
        from ..boxes.box_map_file import save_box_map

        path = folder / "box-map.yaml"
        folder.mkdir(parents=True, exist_ok=True)
        save_box_map(self.bmap.to_boxmap(), path)
        return BoxPlaytest(path)

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.save_layout("box_editor")
        self._stop_following_edits()
        self.doc.shut_down()
        if self.scene is not None:
            self.scene.close()
        super().closeEvent(event)
        if self in _open_windows:
            _open_windows.remove(self)


def open_box_editor(path: str | os.PathLike[str] | None = None, *, data_dir=None) -> BoxEditorWindow | None:
    """A box-map editor window on ``path`` (a new box map without one); None
    if the file can't be opened (the author was told why)."""
    window = BoxEditorWindow(data_dir=data_dir)
    if path is not None and not window.open_map(str(path)):
        window.close()
        return None
    _open_windows.append(window)
    window.show()
    window.raise_()
    return window
