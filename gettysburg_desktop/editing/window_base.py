"""What every kind of editor window shares (the area maps' editor.window; a
game's own, such as the box maps' window a game registers as its editor part):
the status bar's messages, docks and menu entries, the title with its unsaved
star, File > Open recent, the question about unsaved changes, Save and Save as.
Neither window imports the other: a map of the other kind opens in the
window registered for its kind (editing.editor_kinds).

A subclass has ``undo_stack``, ``path``, ``map_name()``, ``open_map(path)``
and ``write(path)``. Texts keep the context "EditorWindow" (the area
editor's, where they were first translated), so both windows read them
translated alike.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDockWidget, QFileDialog, QLabel, QMainWindow, QMessageBox, QToolBar

from gettysburg_desktop.display.menus import add_action
from gettysburg_desktop.display.settings_values import path_list, saved_layout

from .status import REFUSED, WARNING
from .tools import Tool
from .validation_panel import counted

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate

RECENT_MAPS = 8  # File > Open recent


class MapEditorBase(QMainWindow):
    """The parts of an editor window that do not depend on the kind of map.
    A window keeps its map's document (undo stack, path, selection, last
    check) in ``self.doc``."""

    # what a window of a kind of map makes in its ``__init__`` (the frame reads them)
    doc: Any  # its map's document (editor/document.py, or a game's)
    tools: Any  # the tools by name, with ``current``
    view: Any  # the board view (display/board_view.py)
    validation_dock: Any  # the Validation dock (validation_panel.py)
    settings: Any  # QSettings
    recent_menu: Any  # File > Open recent
    zoom_label: Any  # the status bar's zoom
    tool: Tool | None  # the tool in use (None until the tool bar is built: ``_build_tool_bar``)

    def write(self, path: str) -> bool:  # pragma: no cover - each kind of window writes its own map
        """Write the map to ``path`` (a message and False when it can't)."""
        raise NotImplementedError

    def open_map(self, path: str) -> bool:  # pragma: no cover - each kind of window reads its own maps
        """Open the map file ``path`` in this window (or the one for its kind)."""
        raise NotImplementedError

    def counted_items(self) -> str:  # pragma: no cover - each kind of window counts its own map's things
        """How big the map is, for the program's smoke test ("47 areas")."""
        raise NotImplementedError

    # --- the document, by name
    @property
    def undo_stack(self):
        return self.doc.undo_stack

    @property
    def path(self) -> str | None:
        return self.doc.path

    @path.setter
    def path(self, value: str | None) -> None:
        self.doc.path = value

    @property
    def selection(self):
        return self.doc.selection

    @property
    def last_check(self):
        return self.doc.last_check

    # --- the status bar
    def _build_status(self, *permanent: QLabel) -> None:
        self.message = QLabel()
        self.message.setObjectName("EditorMessage")
        self.statusBar().addWidget(self.message, 1)
        for label in permanent:
            self.statusBar().addPermanentWidget(label)

    def refused(self, exc) -> None:
        self.refused_text(str(exc))

    def refused_text(self, text: str) -> None:
        """Say in the status bar, in red, why something was not done (until
        the next edit, undo or redo, or another tool: ``_refusal_done``)."""
        self.message.setStyleSheet("color: #b00020")
        self.message.setText(text)
        self._refusal_shown = True

    def hint(self, text: str) -> None:
        self.message.setStyleSheet("")
        self.message.setText(text)
        self._refusal_shown = False

    def _refusal_done(self, *_args) -> None:
        """Something was done since the last refusal: its red line is no longer news."""
        if getattr(self, "_refusal_shown", False):
            self.hint("")

    def _show_status(self, text: str, tone: str) -> None:
        """A tool's or the document's report (editor.document: HINT, REFUSED, WARNING)."""
        if tone == REFUSED:
            self.refused_text(text)
        elif tone == WARNING:
            self._warn(text)
        else:
            self.hint(text)

    def _warn(self, text: str) -> None:
        """The document's warning, in amber; an empty one takes it back if it is still shown."""
        if not text:
            if self.message.text() == getattr(self, "_warning", ""):  # the edit that cut them off is undone
                self.hint("")
            return
        self._warning = text
        self.message.setStyleSheet("color: #8a5a00")
        self.message.setText(text)
        self._refusal_shown = False

    # --- docks and menus
    def _dock(self, title: str, widget, name: str, area) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _action(self, menu, text: str, slot, shortcut=None):
        return add_action(self, menu, text, slot, shortcut)

    def _build_tool_bar(self) -> None:
        """The toolbar of ``self.tools`` ((tool, text, key) each): one checkable
        button per tool, its key its shortcut; ``tool_actions`` by tool name."""
        for tool, _text, _key in self.tools:
            tool.status.connect(self._show_status)
        self.tool = None
        self.tool_bar = QToolBar(_t("EditorWindow", "Tools"))
        self.tool_bar.setObjectName("ToolBar")
        self.tool_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.tool_bar)
        self.tool_group = QActionGroup(self)
        self.tool_actions: dict[str, QAction] = {}
        for tool, text, key in self.tools:
            action = QAction(text, self)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(key))
            action.setToolTip(f"{text} ({key})")
            action.setObjectName(f"tool-{tool.name}")
            action.triggered.connect(lambda _c=False, t=tool: self.set_tool(t))
            self.tool_group.addAction(action)
            self.tool_bar.addAction(action)
            self.tool_actions[tool.name] = action

    def set_tool(self, tool) -> None:
        if self.tool is not None and self.tool is not tool:
            self.tool.deactivate()
            self._refusal_done()
        self.tool = tool
        self.view.tool = tool
        self.tool_actions[tool.name].setChecked(True)
        tool.activate()
        self.view.setFocus()

    def _add_undo_redo(self, menu) -> None:
        """Edit > Undo (Ctrl+Z) and Redo (Ctrl+Shift+Z, Ctrl+Y) of the undo stack."""
        self.undo_action = self.undo_stack.createUndoAction(self, _t("EditorWindow", "&Undo"))
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.undo_stack.createRedoAction(self, _t("EditorWindow", "&Redo"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        menu.addAction(self.undo_action)
        menu.addAction(self.redo_action)

    def _add_zoom(self, menu) -> None:
        """View > Zoom in, Zoom out, Fit the board to the window."""
        self._action(
            menu, _t("EditorWindow", "Zoom &in"), lambda: self.view.zoom_by(1.25), QKeySequence.StandardKey.ZoomIn
        )
        self._action(
            menu, _t("EditorWindow", "Zoom &out"), lambda: self.view.zoom_by(0.8), QKeySequence.StandardKey.ZoomOut
        )
        self._action(
            menu, _t("EditorWindow", "&Fit the board to the window"), lambda: self.view.fit(), QKeySequence("Ctrl+0")
        )

    def _confirm_problems(self, problems, listed: str) -> bool:
        """Save a map with ``problems`` (``listed``: the first of them, a line each)? Asks; False raises Validation."""
        more = _t("EditorWindow", "\n... and {n} more").format(n=len(problems) - 8) if len(problems) > 8 else ""
        answer = QMessageBox.warning(
            self,
            _t("EditorWindow", "Save a map with problems?"),
            _t(
                "EditorWindow",
                "The map has {what}; a game can't load it until they are fixed:\n\n"
                "{listed}{more}\n\nSave it anyway, to go on later?",
            ).format(what=counted(problems), listed=listed, more=more),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Save:
            self.validation_dock.raise_()
            return False
        return True

    # --- the undo stack and the view, followed (a window of a game's maps; the area editor adds its own)
    def _follow_edits_and_pointer(self) -> None:
        """The title's star follows the undo stack; an edit, undo or redo takes a stale refusal away;
        the status bar follows the pointer (``_pointer``) and the zoom."""
        self.undo_stack.cleanChanged.connect(lambda _clean: self._update_title())
        self.undo_stack.indexChanged.connect(self._refusal_done)
        self.view.pointer.connect(self._pointer)
        self.view.zoomed.connect(lambda z: self.zoom_label.setText(_t("EditorWindow", "zoom {z:.0%}").format(z=z)))

    def _stop_following_edits(self) -> None:
        """Closing: the undo stack goes first and would report itself clean to a title no longer there."""
        self.undo_stack.cleanChanged.disconnect()
        self.undo_stack.indexChanged.disconnect(self._refusal_done)

    def _pointer(self, pos) -> None:  # pragma: no cover - each kind of window words the pointer's place
        raise NotImplementedError

    # --- the window's place and docks, kept between runs under ``key`` ("box_editor", "table_editor")
    def restore_layout(self, key: str, size: tuple[int, int] = (1500, 950)) -> None:
        geometry = saved_layout(self.settings.value(f"{key}/geometry"))
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(*size)
        state = saved_layout(self.settings.value(f"{key}/docks"))
        if state is not None:
            self.restoreState(state)

    def save_layout(self, key: str) -> None:
        self.settings.setValue(f"{key}/geometry", self.saveGeometry())
        self.settings.setValue(f"{key}/docks", self.saveState())
        if self.path:
            self.settings.setValue("editor/folder", str(Path(self.path).parent))

    def center_on(self, point: QPointF, span: float) -> None:
        """Show a square ``span`` scene units a side around ``point`` (a problem chosen in Validation)."""
        self.view.fitInView(
            QRectF(point.x() - span / 2, point.y() - span / 2, span, span), Qt.AspectRatioMode.KeepAspectRatio
        )
        self.view._fitted = False  # noqa: SLF001 - the view keeps this zoom when resized
        self.view.zoomed.emit(self.view.zoom_factor())
        self.view.centerOn(point)

    # --- the title
    def map_name(self) -> str:  # pragma: no cover - each window says
        raise NotImplementedError

    def _update_title(self) -> None:
        if not shiboken6.isValid(self.undo_stack):
            return  # the window is being destroyed: its undo stack went first and says it is clean
        name = Path(self.path).name if self.path else _t("EditorWindow", "unsaved map")
        star = "" if self.undo_stack.isClean() else "*"
        title = _t("EditorWindow", "Map editor")  # (not inside an f-string: lupdate would not find it)
        self.setWindowTitle(f"{title} \u2014 {self.map_name()} \u2014 {name}{star}")

    # --- files
    def maybe_save(self) -> bool:
        """Ask about unsaved changes: True to go on (saved or discarded)."""
        if self.undo_stack.isClean():
            return True
        answer = QMessageBox.question(
            self,
            _t("EditorWindow", "Unsaved changes"),
            _t("EditorWindow", "The map {name} has changes that are not saved. Save them?").format(
                name=self.map_name()
            ),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.write(self.path)

    def save_as(self, path: str | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, _t("EditorWindow", "Save the map"), self._folder(), _t("EditorWindow", "Maps (*.yaml)")
            )
            if not path:
                return False
        if not path.endswith((".yaml", ".yml")):
            path += ".yaml"
        return self.write(path)

    def ask_map_path(self) -> str | None:
        """File > Open's dialog: a map file's path, or None."""
        path, _ = QFileDialog.getOpenFileName(
            self, _t("EditorWindow", "Open a map"), self._folder(), _t("EditorWindow", "Maps (*.yaml *.yml)")
        )
        return path or None

    def _folder(self) -> str:
        return str(Path(self.path).parent) if self.path else str(self.settings.value("editor/folder", str(Path.home())))

    # --- File > Open recent (area and box maps alike)
    def recent_maps(self) -> list[str]:
        return path_list(self.settings.value("editor/recent", []))

    def _remember(self, path: str) -> None:
        path = os.path.abspath(path)
        paths = [path] + [p for p in self.recent_maps() if p != path]
        self.settings.setValue("editor/recent", paths[:RECENT_MAPS])
        self._fill_recent()

    def _fill_recent(self) -> None:
        menu = self.recent_menu
        menu.clear()
        paths = self.recent_maps()
        for k, path in enumerate(paths, 1):
            action = menu.addAction(f"&{k} {Path(path).name}  \u2014  {Path(path).parent}")
            action.setData(path)
            action.triggered.connect(lambda _c=False, p=path: self.open_recent(p))
        if not paths:
            menu.addAction(_t("EditorWindow", "(no map opened yet)")).setEnabled(False)
        else:
            menu.addSeparator()
            menu.addAction(
                _t("EditorWindow", "&Clear the list"),
                self._clear_recent,
            )

    def _clear_recent(self) -> None:
        self.settings.setValue("editor/recent", [])
        self._fill_recent()

    def open_recent(self, path: str) -> bool:
        if not os.path.exists(path):
            QMessageBox.warning(
                self,
                _t("EditorWindow", "The map can't be opened"),
                _t("EditorWindow", "{path} is no longer there; it is taken off the list").format(path=path),
            )
            self.settings.setValue("editor/recent", [p for p in self.recent_maps() if p != path])
            self._fill_recent()
            return False
        return self.open_map(path)
