"""The area editor's map-wide edits: the background scan (Background..., its
two-point calibration) and Edit > Move or scale everything, each one
undoable edit of the model (model.set_map_attributes, model.transform_all)."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog

from .dialogs import BackgroundDialog, TransformDialog
from .model import EditRefused, set_map_attributes, transform_all

# the texts keep the context of the window they were first translated in (Qt's translate)
_t = QCoreApplication.translate


class MapWideEdits:
    """The background and the whole map's edits of one area editor window (editor.window.EditorWindow)."""

    def __init__(self, window) -> None:
        self._window = window

    def edit_background(self) -> None:
        """Background...: the dialog shows its choice on the board as it goes; OK makes it one edit."""
        w = self._window
        folder = os.path.dirname(os.path.abspath(w.path)) if w.path else ""
        old = w.emap.attributes.background
        dialog = BackgroundDialog(w, old, w.emap.board, folder, self.preview_background)
        w.background_dialog = dialog  # for tests and the guide's screenshots
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        w.background_dialog = None
        self.preview_background(old)
        if accepted:
            new = dialog.background()
            if new != old:
                try:
                    w.push(set_map_attributes(w.emap, background=new))
                except EditRefused as exc:
                    w.refused(exc)
                    return
            if dialog.calibrate_requested and new is not None:
                w.calibrate_background()

    def preview_background(self, background) -> None:
        """Show ``background`` on the board without changing the map (the dialog's live preview)."""
        self._window.scene.show_background(background)

    def calibrate_background(self) -> None:
        """The two-point calibration (Tools menu, the Background dialog's button)."""
        w = self._window
        if w.emap.attributes.background is None:
            w.tool_actions[w.tool.name].setChecked(True)
            w.refused_text(_t("EditorWindow", "No background to calibrate: choose one with Background... first"))
            return
        w.set_tool(w.calibrate_tool)

    def transform_everything(self) -> None:
        """Edit > Move or scale everything..."""
        w = self._window
        dialog = TransformDialog(w, w.emap.board)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            try:
                w.push(transform_all(w.emap, **dialog.values()))
            except EditRefused as exc:
                w.refused(exc)
