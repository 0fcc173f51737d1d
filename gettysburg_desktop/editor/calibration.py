"""Calibrating the tracing background by two points: the author clicks a
point of the scan whose map coordinates they know and types them, then a
second; the scan is scaled, turned and moved so both land there (one
undoable step, "Calibrate the background"). The math is the model's
(editor.model.calibration)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QLabel

from gettysburg_desktop.boards.areas.shapes import Point

from .model import EditRefused, set_map_attributes
from .model.calibration import calibrate, image_point
from .tools import Tool, pt

_t = QCoreApplication.translate


class CalibrationPointDialog(QDialog):
    """Where on the map the clicked point of the scan lies."""

    # the map coordinates' fields, by the names the tests reach them by: they hide QWidget's x() and
    # y() (the dialog's place), which nothing asks of this dialog
    x_field: QDoubleSpinBox
    y_field: QDoubleSpinBox

    def __init__(self, parent, number: int, guess) -> None:
        super().__init__(parent)
        self.setObjectName("CalibrationPointDialog")
        self.setWindowTitle(self.tr("Calibrate the background: point {n} of 2").format(n=number))
        form = QFormLayout(self)
        text = QLabel(
            self.tr(
                "Where does the point you clicked lie on the map? Type its map coordinates "
                "(board units; a map grid's or a survey's marks)."
            )
        )
        text.setWordWrap(True)
        form.addRow(text)
        self.x_field, self.y_field = QDoubleSpinBox(), QDoubleSpinBox()
        for spin, value, name in ((self.x_field, guess[0], "CalibrationX"), (self.y_field, guess[1], "CalibrationY")):
            spin.setRange(-1e6, 1e6)
            spin.setDecimals(2)
            spin.setValue(value)
            spin.setObjectName(name)
        form.addRow(self.tr("Map x"), self.x_field)
        form.addRow(self.tr("Map y"), self.y_field)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def point(self) -> tuple[float, float]:
        return (self.x_field.value(), self.y_field.value())


class CalibrateTool(Tool):
    """Click a point of the scan, type its map coordinates; then a second one."""

    name = "calibrate"

    def __init__(self, document, canvas) -> None:
        super().__init__(document, canvas)
        self.dialog: CalibrationPointDialog | None = None  # the open one (for tests and the guide)
        self.pairs: list[tuple[Point, Point]] = []  # (image pixel, map point)
        self.clicked: list[tuple[float, float]] = []  # board points clicked (marked while calibrating)

    def hint(self) -> str:
        if not self.pairs:
            return _t(
                "EditorTools",
                "Calibrate: click a point of the scan whose map coordinates you know (1 of 2); Escape stops",
            )
        return _t(
            "EditorTools", "Calibrate: click a second point of the scan, far from the first (2 of 2); Escape stops"
        )

    def activate(self) -> None:
        self.pairs, self.clicked = [], []
        super().activate()

    def cancel(self) -> None:
        self.pairs, self.clicked = [], []
        self.canvas.trace_item.clear()
        dialog = self.dialog
        if dialog is not None:
            self.dialog = None
            dialog.reject()

    def move(self, pos, event, dragging: bool) -> None:
        self.canvas.show_snap(None)

    def release(self, pos, event, dragged: bool) -> None:
        bg = self.doc.emap.attributes.background
        if bg is None or self.dialog is not None:
            return
        p = pt(pos)
        pixel = image_point(bg, p)
        self.clicked.append(p)
        self.canvas.trace_item.show_points(tuple(self.clicked), None)
        dialog = CalibrationPointDialog(
            self.canvas.dialog_parent(), len(self.pairs) + 1, (round(p[0], 1), round(p[1], 1))
        )
        self.dialog = dialog
        dialog.finished.connect(lambda result, d=dialog, px=pixel: self._typed(d, result, px))
        dialog.open()

    def _typed(self, dialog, result: int, pixel) -> None:
        doc, canvas = self.doc, self.canvas
        if self.dialog is dialog:
            self.dialog = None
        canvas.focus()  # the keys go to the map again (Ctrl+Z, the tools' keys)
        if result != QDialog.DialogCode.Accepted:
            if self.clicked:
                self.clicked.pop()
            canvas.trace_item.show_points(tuple(self.clicked), None) if self.clicked else canvas.trace_item.clear()
            return
        self.pairs.append((pixel, dialog.point()))
        if len(self.pairs) < 2:
            self.say(self.hint())
            return
        (first, second), self.pairs, self.clicked = self.pairs, [], []
        canvas.trace_item.clear()
        try:
            new = calibrate(doc.emap.attributes.background, (first, second))
            edit = set_map_attributes(doc.emap, background=new)
        except EditRefused as exc:
            if exc.code == "calibrate-same-image":
                self.refused_text(
                    _t("EditorTools", "The two points are the same point of the scan: click two points far apart")
                )
            elif exc.code == "calibrate-same-map":
                self.refused_text(
                    _t("EditorTools", "The two points have the same map coordinates: type where each lies on the map")
                )
            else:
                self.refused(exc)
            return
        edit.text = "Calibrate the background"
        doc.push(edit)
        self.finished.emit()
        self.say(
            _t(
                "EditorTools",
                "Calibrated: {scale:.4g} board units per pixel, turned {rotation:.2f}\u00b0, "
                "top-left corner at ({x:.1f}, {y:.1f}) (Ctrl+Z undoes it)",
            ).format(scale=new.scale, rotation=new.rotation, x=new.offset[0], y=new.offset[1])
        )

    def key(self, event) -> bool:
        from PySide6.QtCore import Qt

        if event.key() == Qt.Key.Key_Escape:
            self.finished.emit()
            return True
        return False
