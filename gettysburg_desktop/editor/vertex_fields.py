"""The selected vertex's x and y in the Properties dock (issue 14, item 11):
typing a coordinate moves the vertex in every area that holds it, as one
undoable "Move vertex", checked as a drop is (no overlap, no crossing, on
the board) and refused with the reason otherwise."""

from __future__ import annotations

from PySide6.QtWidgets import QDoubleSpinBox, QHBoxLayout, QLabel, QWidget

from .model import EditRefused, move_vertex
from .model.drop_check import DragSession

DECIMALS = 2


class VertexFields(QWidget):
    """x and y of the document's ``current_vertex``; ``show_vertex`` fills them."""

    # the two fields, by the names the tests reach them by: they hide QWidget's x() and y() (the
    # widget's place in its parent), which nothing asks of this widget
    x_field: QDoubleSpinBox
    y_field: QDoubleSpinBox

    def __init__(self, document) -> None:
        super().__init__()
        self.doc = document  # editor.document.EditorDocument
        self.point = None
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.x_field, self.y_field = QDoubleSpinBox(), QDoubleSpinBox()
        for name, spin in (("VertexX", self.x_field), ("VertexY", self.y_field)):
            spin.setObjectName(name)
            spin.setRange(-1e7, 1e7)
            spin.setDecimals(DECIMALS)
            spin.setKeyboardTracking(False)
            spin.editingFinished.connect(self._commit)
        lay.addWidget(QLabel(self.tr("x")))
        lay.addWidget(self.x_field, 1)
        lay.addWidget(QLabel(self.tr("y")))
        lay.addWidget(self.y_field, 1)

    def show_vertex(self, point) -> None:
        self.point = point
        if point is not None:
            for spin, value in ((self.x_field, point[0]), (self.y_field, point[1])):
                spin.blockSignals(True)
                spin.setValue(value)
                spin.blockSignals(False)

    def _commit(self) -> None:
        ed, at = self.doc, self.point
        if at is None or ed.current_vertex != at:
            return

        def typed(spin, old: float) -> float:
            # a field left alone keeps its coordinate exactly (the field shows it rounded)
            return old if abs(spin.value() - round(old, DECIMALS)) < 10 ** -(DECIMALS + 2) else spin.value()

        to = (typed(self.x_field, at[0]), typed(self.y_field, at[1]))
        if to == at:
            return
        session = DragSession(ed.emap)
        try:
            session.step(move_vertex(ed.emap, at, to))
            edit = session.finish()
        except EditRefused as exc:
            session.take_back()
            from .tools import SelectTool

            ed.refused_text(self.tr("Not moved: {why}").format(why=SelectTool.why(exc)))
            self.show_vertex(at)
            return
        if edit is None:
            return
        self.point = to
        ed.current_vertex = to
        ed.push(edit)
        ed.current_moved.emit(False)  # the selection's outline follows
