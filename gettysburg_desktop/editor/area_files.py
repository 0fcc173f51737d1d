"""The area editor's files: File > New (a blank board, a copy of the 1863
map), Open (a box map opens in the box maps' editor, through
editing.editor_kinds) and the writing that Save and Save as end in (the
shared frame, editing.window_base, asks for the path and about unsaved changes)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from gettysburg_desktop.boards.areas.map_file import MapFormatError, load_map, save_map
from gettysburg_desktop.boards.areas.shapes import BoardSize
from gettysburg_desktop.editing.editor_kinds import AREAS, BOXES, kind_of, open_editor_of

from .model import EditableMap, MapAttributes

# the texts keep the context of the window they were first translated in (Qt's translate)
_t = QCoreApplication.translate


def blank_map(width: float = 1600, height: float = 1200) -> EditableMap:
    return EditableMap(MapAttributes("new-map", "New map", BoardSize(width, height)))


class AreaFiles:
    """Opening and writing the maps of one area editor window
    (editor.window.EditorWindow); ``builtin_map`` gives the 1863 map's file."""

    def __init__(self, window, builtin_map: Callable[[], Path]) -> None:
        self._window = window
        self._builtin_map = builtin_map

    def new_map(self) -> None:
        w = self._window
        if w.maybe_save():
            w.set_map(blank_map(), None)

    def new_from_1863(self) -> None:
        """A copy of the 1863 map to reshape (saved under a new name)."""
        w = self._window
        if w.maybe_save():
            doc = load_map(self._builtin_map())
            emap = EditableMap.from_document(replace(doc, source=None))
            w.set_map(emap, None)
            w.hint(_t("EditorWindow", "A copy of the 1863 map: Save as... gives it a file of its own"))

    def open_map(self, path: str | None = None) -> bool:
        """Open the map file ``path`` (asked for without one). A map of
        another kind (a box map, ``kind: boxes``) opens in that kind's editor
        window of its own (editor_kinds.kind_of); this window keeps its map."""
        w = self._window
        if path is not None and kind_of(path) != AREAS:
            return self.open_elsewhere(path)
        if not w.maybe_save():
            return False
        if path is None:
            path = w.ask_map_path()
            if not path:
                return False
            if kind_of(path) != AREAS:
                return self.open_elsewhere(path)
        try:
            doc = load_map(path)
        except MapFormatError as exc:
            QMessageBox.warning(w, _t("EditorWindow", "The map can't be opened"), str(exc))
            return False
        w.set_map(EditableMap.from_document(doc), path)
        w._remember(path)  # noqa: SLF001 - the shared frame's recent list
        return True

    def open_box_map(self, path: str | None = None) -> bool:
        """A box-map editor window on ``path`` (File > New box map without one)."""
        return self.open_elsewhere(path, BOXES)

    def open_elsewhere(self, path: str | None, kind: str | None = None, **kw) -> bool:
        """The editor window of ``kind`` (the kind of the file at ``path``
        without one) on ``path`` (a new map without one); ``kw``: the
        opener's (``game=``, a new table's game)."""
        w = self._window
        if kind is None:
            assert path is not None, "a new map names its kind"
            kind = kind_of(path)
        opened = open_editor_of(kind, path, data_dir=w.data_dir, **kw)
        if opened is not None and path is not None:
            w._remember(path)  # noqa: SLF001 - the shared frame's recent list
        return opened is not None

    def write(self, path: str, *, ask: bool = True) -> bool:
        """Save to ``path`` through the map writer (atomic); a map with problems only after asking."""
        w = self._window
        problems = w.current_check().problems
        if problems and ask and not w._confirm_problems(problems, w.problems.listed(problems)):  # noqa: SLF001
            return False
        try:
            save_map(w.emap.document_for(path), path)
        except OSError as exc:
            QMessageBox.warning(w, _t("EditorWindow", "The map can't be saved"), f"{path}: {exc.strerror or exc}")
            return False
        w.path = path
        w.emap.source = path
        w._remember(path)  # noqa: SLF001 - the shared frame's recent list
        w.undo_stack.setClean()
        w._update_title()  # noqa: SLF001 - the shared frame's title
        w.hint(_t("EditorWindow", "Saved to {path}").format(path=path))
        return True
