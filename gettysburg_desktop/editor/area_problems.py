"""The area editor's side of the checker's problems: how an item is named in
them, the view zoomed to a problem (or to an area the rules' view picks), the
Validation dock's Fix (a gap closed, model.gap_fixes), and Edit > Place
every crowded name for the names the checker warns about."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt

from .labels import LABEL_CODES
from .model import AREA, EditRefused
from .model.gap_fixes import close_gap

# the texts keep the context of the window they were first translated in (Qt's translate)
_t = QCoreApplication.translate


class AreaProblems:
    """The problems of the map in one area editor window (editor.window.EditorWindow)."""

    def __init__(self, window) -> None:
        self._window = window

    def item_name(self, kind: str, item_id: str) -> str:
        """How the Validation dock names a problem's item: its name, and its id when they differ much."""
        emap = self._window.emap
        if kind == "map":
            name = emap.attributes.name
            return f"{name} ({item_id})" if name else item_id
        items = {
            "area": emap.areas,
            "entry box": emap.entry_boxes,
            "road": emap.roads,
            "scenery": emap.scenery,
        }.get(kind)
        item = items.get(item_id) if items is not None else None
        name = getattr(item, "name", "") if item is not None else ""
        return f"{name} ({item_id})" if name else item_id

    def listed(self, problems) -> str:
        """The first eight ``problems``, a line each, for a question or a warning."""
        return "\n".join(
            f"\u2022 {p.item_kind} {self.item_name(p.item_kind, p.item_id)}: {p.message}" for p in problems[:8]
        )

    # --- finding them on the map
    def zoom_to_problem(self, problem) -> None:
        """Centre the map on the problem, a quarter of the board across, and ring it."""
        if problem is None or problem.location is None:
            return
        w = self._window
        x, y = problem.location
        board = w.emap.board
        span = max(20.0, min(board.width, board.height) / 4)
        self._show(QRectF(x - span / 2, y - span / 2, span, span), QPointF(x, y))
        if problem.item_kind == "area" and problem.item_id in w.emap.areas:
            w.select((AREA, problem.item_id))
        w.problem_marker.show_at((x, y))
        w.hint(f"{self.item_name(problem.item_kind, problem.item_id)}: {problem.message}")

    def center_on_area(self, area_id: str) -> None:
        """Zoom to the area (the rules' All areas table, a problem): it fills
        about a third of the view, at no more than 4 times the fitted zoom's
        closeness to a small one, and never farther out than the whole board."""
        emap = self._window.emap
        x0, y0, x1, y1 = emap.bounds(area_id)
        w, h = max(x1 - x0, 1.0), max(y1 - y0, 1.0)
        span = max(w, h) * 3
        board = emap.board
        span = min(max(span, min(board.width, board.height) / 8), max(board.width, board.height))
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        self._show(QRectF(cx - span / 2, cy - span / 2, span, span), QPointF(cx, cy))

    def _show(self, rect: QRectF, centre: QPointF) -> None:
        view = self._window.view
        view.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        view._fitted = False  # noqa: SLF001 - the view keeps this zoom when resized
        view.zoomed.emit(self._window.zoom())
        view.centerOn(centre)

    # --- mending them
    def fix_text(self, problem) -> str | None:
        """What the Validation dock's Fix does for ``problem`` (None: nothing):
        a gap a neighbour's corner leaves closed by sharing it (model.gap_fixes)."""
        if problem.code not in ("gap", "uncovered") or problem.location is None:
            return None
        try:
            return self._gap_fix_words(close_gap(self._window.emap, problem.location))
        except EditRefused:
            return None

    @staticmethod
    def _gap_fix_words(edit) -> str:
        """The gap fix in the author's language (the undo history keeps the
        model's English, as for every edit)."""
        return _t("EditorWindow", "close the gap: {where} becomes a corner of {names} too").format(
            where=edit.where, names=edit.names
        )

    def fix_problem(self, problem) -> None:
        """The Validation dock's Fix: one undoable edit."""
        w = self._window
        try:
            edit = close_gap(w.emap, problem.location)
        except EditRefused as exc:
            w.refused(exc)
            return
        w.doc.push(edit)
        w.hint(_t("EditorWindow", "Done: {what} (Ctrl+Z undoes it)").format(what=self._gap_fix_words(edit)))

    def place_crowded_names(self) -> bool:
        """Place name for every area the checker warns about."""
        w = self._window
        notes = w.current_check().notes
        ids = sorted({p.item_id for p in notes if p.code in LABEL_CODES})
        return w.place_names(ids)
