"""The map being edited, with Qt: the model-side document
(editor.model.document.MapDocument: the map, the snappers, the selection,
the hit tests), the undo stack, the rules' view, the names' places, the
scheduling of the checks (the rules' view and the checker run once the
edits settle, never during a drag; the checker in a worker thread), and
signals for what the window shows (docs/editor-model.md, "The document and
the tools"; the pattern is Tiled's MapDocument).

The tools and the multiple selection change the map only through the
document (``push``, ``select``) and report by its ``status`` signal or
their own; the window connects the signals to its docks and status bar.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QUndoStack

from gettysburg_desktop.boards.areas.geometry import label_point
from gettysburg_desktop.boards.areas.piece_room import FULL_STACK
from gettysburg_desktop.display.words import plural
from gettysburg_desktop.editing.commands import EditCommand
from gettysburg_desktop.editing.status import HINT as HINT  # re-exported: the area editor's tones
from gettysburg_desktop.editing.status import REFUSED as REFUSED
from gettysburg_desktop.editing.status import SETTLE_MS
from gettysburg_desktop.editing.status import WARNING as WARNING

from .checker import CheckResult, CheckRunner
from .game_editors import area_part
from .labels import LabelWarnings, label_messages, name_box, place_names, stack_words
from .model import AREA, Edit, EditableMap, EditRefused
from .model.document import MapDocument
from .model.snapping import SnapSettings
from .neighbour_watch import NeighbourWatch

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate; the
#: name placement's texts keep the context they had in the window
_t = QCoreApplication.translate


class EditorDocument(QObject):
    """The open map and everything that changes it; one per editor window."""

    #: (text, tone): a line for the status bar
    status = Signal(str, str)
    #: the selection changed (``focus_name``: the author names the new item next)
    selection_changed = Signal(bool)
    #: the current vertex moved with the map (a vertex drop): the selection's outline follows, and
    #: Properties with True
    current_moved = Signal(bool)
    #: the edits settled (the topology of the map as it is): the rules' view follows
    settled = Signal(object)
    #: a CheckResult of the map as it is: the Validation dock shows it
    checked = Signal(object)

    def __init__(self, snap_settings: SnapSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.snap_settings = snap_settings
        self.model: MapDocument | None = None
        self.rules: Any = None  # the rules' view of the map (the area game's, editor.game_editors)
        self._name_places: dict[str, tuple] = {}  # area id -> (record, (name box, centre))
        self.last_check: CheckResult | None = None
        self.checker = CheckRunner(self)
        self.checker.checked.connect(self._checked)
        self.label_warnings = LabelWarnings()  # the names, checked here when the worker's check is old
        self.neighbour_watch = NeighbourWatch()  # areas an edit cut off from their neighbours
        self.settle = QTimer(self)
        self.settle.setSingleShot(True)
        self.settle.setInterval(SETTLE_MS)
        self.settle.timeout.connect(self._settled)
        #: while this says so (the view is dragging), the checks wait
        self.held: Callable[[], bool] = lambda: False
        self._unsubscribe: Callable[[], None] | None = None

    def open(self, emap: EditableMap, path: str | None) -> None:
        """Edit ``emap`` (saved at ``path``, or not yet saved): a fresh undo
        history, no selection, no check yet (``check_soon`` schedules one once
        the window has drawn the map)."""
        self.close()
        self.undo_stack.clear()
        self.model = MapDocument(emap, path, self.snap_settings)
        rules_view = area_part().rules_view
        if rules_view is None:
            raise LookupError(
                "the game played on area maps reads no map as its rules do (its editor part's rules_view)"
            )
        self.rules = rules_view(emap)
        self._name_places = {}
        self.last_check = None
        self.label_warnings = LabelWarnings()
        self.neighbour_watch.reset()
        self._unsubscribe = emap.subscribe(lambda _change: self.settle.start())

    def close(self) -> None:
        """Let go of the map (another is opened, or the window closes)."""
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        if self.rules is not None:
            self.rules.close()
            self.rules = None

    def shut_down(self) -> None:
        """The window closes: no more checks."""
        self.settle.stop()
        self.checker.close()
        self.close()

    # --- the model document's state, by name
    @property
    def _open(self) -> MapDocument:
        """The map open (``open`` gives the document one before anything asks for it)."""
        if self.model is None:
            raise RuntimeError("the editor's document has no map open")
        return self.model

    @property
    def emap(self) -> EditableMap:
        return self._open.emap

    @property
    def path(self) -> str | None:
        return self._open.path

    @path.setter
    def path(self, value: str | None) -> None:
        self._open.path = value

    @property
    def snapper(self):
        return self._open.snapper

    @property
    def picker(self):
        return self._open.picker

    @property
    def selection(self):
        return self._open.selection

    @selection.setter
    def selection(self, key) -> None:
        self._open.selection = key

    @property
    def current_vertex(self):
        return self._open.current_vertex

    @current_vertex.setter
    def current_vertex(self, vertex) -> None:
        self._open.current_vertex = vertex

    @property
    def current_line_vertex(self):
        return self._open.current_line_vertex

    @current_line_vertex.setter
    def current_line_vertex(self, index) -> None:
        self._open.current_line_vertex = index

    @property
    def deleted_areas(self) -> list:
        return self._open.deleted_areas

    def area_at(self, p) -> str | None:
        return self._open.area_at(p)

    def nearest_area(self, p) -> str | None:
        return self._open.nearest_area(p)

    def box_at(self, p) -> str | None:
        return self._open.box_at(p)

    def line_points(self, key) -> tuple:
        return self._open.line_points(key)

    def line_at(self, p, tol: float):
        return self._open.line_at(p, tol)

    def new_name(self, prefix: str, kind: str = AREA) -> str:
        return self._open.new_name(prefix, kind)

    def add_area_edit(self, trace, name: str) -> Edit:
        return self._open.add_area_edit(trace, name)

    # --- changing it
    def push(self, edit: Edit) -> None:
        """Apply ``edit`` as one undoable step (a drag's steps merge into one)."""
        self._open.remember_removed(edit)
        self.undo_stack.push(EditCommand(edit))

    def select(self, key, *, vertex=None, line_vertex=None, focus_name: bool = False) -> None:
        """Select the item ``key`` (None: the map itself), with its clicked vertex."""
        model = self._open
        model.selection, model.current_vertex, model.current_line_vertex = key, vertex, line_vertex
        self.selection_changed.emit(focus_name)

    # --- status
    def hint(self, text: str) -> None:
        self.status.emit(text, HINT)

    def refused_text(self, text: str) -> None:
        """Say in the status bar, in red, why something was not done."""
        self.status.emit(text, REFUSED)

    def refused(self, exc: EditRefused) -> None:
        self.refused_text(str(exc))

    # --- names where the pieces have room
    def name_places(self) -> dict[str, tuple]:
        """Area id -> (its name's box in the play window's font, where it is
        drawn), for the checker; kept per area record."""
        emap = self.emap
        kept = {}
        for area_id, area in emap.areas.items():
            old = self._name_places.get(area_id)
            if old is None or old[0] is not area:
                centre = label_point(area, emap.polygon(area_id))
                old = (area, (name_box(area.name, centre), centre))
            kept[area_id] = old
        self._name_places = kept
        return {a: place for a, (_, place) in kept.items()}

    def place_names(self, area_ids=None) -> bool:
        """Put the names of ``area_ids`` (default: the selected area) where the
        whole name lies inside the area and a full stack has room clear of it
        (editor.labels), as one undoable step. True if a name moved."""
        if area_ids is None:
            sel = self.selection
            if sel is None or sel[0] != AREA:
                self.refused_text(
                    _t("EditorWindow", "Select an area first: Place name puts its name where its pieces have room")
                )
                return False
            area_ids = [sel[1]]
        area_ids = [a for a in area_ids if a in self.emap.areas]
        if not area_ids:
            self.hint(_t("EditorWindow", "No name needs a new place"))
            return False
        from PySide6.QtWidgets import QApplication

        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            edit, found = place_names(self.emap, area_ids, self.rules.topology().polygons)
        except EditRefused as exc:
            if exc.code == "label-nowhere":
                self.refused_text(
                    _t(
                        "EditorWindow",
                        "No place in '{name}' holds its whole name: enlarge the area or shorten the name",
                    ).format(name=exc.details.get("name", ""))
                )
            elif exc.code == "label-unchanged":
                self.hint(
                    _t("EditorWindow", "The name is already where it would go")
                    if len(area_ids) == 1
                    else _t("EditorWindow", "Every name is already where it would go")
                )
            else:
                self.refused(exc)
            return False
        finally:
            QApplication.restoreOverrideCursor()
        self.push(edit)
        if len(area_ids) == 1:
            area_id = area_ids[0]
            self.hint(
                _t("EditorWindow", "Placed the name of '{name}': {room}").format(
                    name=self.emap.area(area_id).name, room=stack_words(found[area_id][1])
                )
            )
        else:
            moved = sum(1 for k in edit.keys if k[0] == AREA)
            nowhere = sum(1 for point, _ in found.values() if point is None)
            crowded = sum(1 for point, size in found.values() if point is not None and size != FULL_STACK)
            placed = plural(moved, _t("EditorWindow", "Placed {n} name"), _t("EditorWindow", "Placed {n} names"))
            no_room = plural(
                crowded,
                _t("EditorWindow", "{n} area has no room for a full stack anywhere"),
                _t("EditorWindow", "{n} areas have no room for a full stack anywhere"),
            )
            no_place = plural(
                nowhere,
                _t("EditorWindow", "{n} has no place for its whole name"),
                _t("EditorWindow", "{n} have no place for their whole name"),
            )
            self.hint(f"{placed}; {no_room}, {no_place}")
        return True

    # --- the checks, once the edits settle
    def check_soon(self) -> None:
        """The rules' view and the checker, once the edits settle (SETTLE_MS from now)."""
        self.settle.start()

    def check_now(self) -> None:
        """The rules' view and the checker now, without waiting for the settle delay."""
        self.settle.stop()
        self._settled()

    def settle_now(self) -> None:
        """A drop ends the edit: no need to wait for more changes."""
        if self.settle.isActive():
            self.settle.stop()
            QTimer.singleShot(0, self, self._settled)

    def _settled(self) -> None:
        """The edits have settled: the rules' view follows (``settled``), then the checker runs."""
        if self.held():
            self.settle.start()
            return
        topology = self.rules.topology()
        self._warn_lost_neighbours(topology)
        self.settled.emit(topology)
        emap = self.emap
        self.checker.request(
            emap.revision, emap.to_document(), topology, self.path, self.name_places(), label_messages()
        )

    def _warn_lost_neighbours(self, topology) -> None:
        """Warn which areas the last edit cut off from neighbours (an empty
        warning: the edit that cut them off is undone)."""
        losses = self.neighbour_watch.update(self.emap, topology)
        if not losses:
            self.status.emit("", WARNING)
            return
        said = []
        for loss in losses[:3]:
            names = ", ".join(loss.lost)
            if loss.had == 1:
                said.append(
                    _t("EditorWindow", "{area} lost its only neighbour ({names})").format(area=loss.area, names=names)
                )
            else:
                said.append(
                    _t("EditorWindow", "{area} lost {k} of its {n} neighbours ({names})").format(
                        area=loss.area, k=len(loss.lost), n=loss.had, names=names
                    )
                )
        text = "; ".join(said)
        if len(losses) > 3:
            text += _t("EditorWindow", "; and {n} more").format(n=len(losses) - 3)
        self.status.emit(_t("EditorWindow", "Warning: {what} (Ctrl+Z undoes the edit)").format(what=text), WARNING)

    def _checked(self, result: CheckResult) -> None:
        if result.revision != self.emap.revision:
            return  # the map changed meanwhile; its own check is on its way
        self.last_check = result
        self.checked.emit(result)

    def current_check(self) -> CheckResult:
        """The problems of the map as it is now (checked here and now if the worker's are older)."""
        if self.last_check is None or self.last_check.revision != self.emap.revision:
            from gettysburg_desktop.boards.areas.validation import validate_map

            start = time.perf_counter()
            doc, topology = self.emap.to_document(), self.rules.topology()
            problems = validate_map(doc, self.path, topology=topology)
            notes = self.label_warnings.check(doc, topology, self.name_places(), label_messages(), self.path)
            self.last_check = CheckResult(
                self.emap.revision, tuple(problems), time.perf_counter() - start, tuple(notes)
            )
            self.checked.emit(self.last_check)
        return self.last_check
