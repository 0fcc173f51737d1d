"""The Validation dock: the checker's problems as the author edits, with
their severity; a click on one zooms the map to it."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHeaderView, QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from ..board.problems import Problem
from .checker import CheckResult, severity

class ValidationPanel(QWidget):
    #: a problem was clicked
    problem_chosen = Signal(object)

    def __init__(self, item_name=None) -> None:
        super().__init__()
        self.item_name = item_name or (lambda kind, item_id: item_id)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.summary = QLabel(self.tr("Checking..."))
        self.summary.setObjectName("ValidationSummary")
        self.summary.setWordWrap(True)
        self.list = QTreeWidget()
        self.list.setObjectName("ValidationList")
        self.list.setColumnCount(3)
        self.list.setHeaderLabels([self.tr("Severity"), self.tr("Item"), self.tr("Problem")])
        self.list.setRootIsDecorated(False)
        self.list.setUniformRowHeights(True)
        self.list.setWordWrap(False)
        header = self.list.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeToContents)
        header.setStretchLastSection(True)
        self.list.itemClicked.connect(lambda item, _col: self.problem_chosen.emit(item.data(0, Qt.UserRole)))
        self.list.itemActivated.connect(lambda item, _col: self.problem_chosen.emit(item.data(0, Qt.UserRole)))
        lay.addWidget(self.summary)
        lay.addWidget(self.list, 1)
        self.result: CheckResult | None = None

    def show_result(self, result: CheckResult) -> None:
        self.result = result
        self.list.clear()
        errors = sum(1 for p in result.problems if severity(p) == "error")
        if not result.problems:
            text = self.tr("No problems: the map can be played.")
        else:
            text = self.tr("{n} problem(s), {e} error(s): a game can't load the map until all are fixed. "
                           "Click one to zoom to it.").format(n=len(result.problems), e=errors)
        if result.notes:
            text += " " + self.tr("{k} warning(s) about names' places (a game loads the map anyway; "
                                  "Edit > Place name helps).").format(k=len(result.notes))
        self.summary.setText(text)
        rows = []
        for problem in sorted(result.problems, key=lambda p: (severity(p) != "error", p.item_kind, p.item_id)):
            rows.append(self._row(problem))
        rows.extend(self._row(note) for note in result.notes)
        self.list.addTopLevelItems(rows)

    def _row(self, problem: Problem) -> QTreeWidgetItem:
        level = severity(problem)
        words = {"error": self.tr("error"), "warning": self.tr("warning")}
        kinds = {"area": self.tr("area"), "entry box": self.tr("entry box"), "road": self.tr("road"),
                 "scenery": self.tr("scenery"), "map": self.tr("map")}
        what = f"{kinds.get(problem.item_kind, problem.item_kind)} {self.item_name(problem.item_kind, problem.item_id)}"
        item = QTreeWidgetItem([words[level], what, problem.message])
        item.setData(0, Qt.UserRole, problem)
        item.setForeground(0, QBrush(QColor("#b00020" if level == "error" else "#8a5a00")))
        item.setToolTip(2, problem.message)
        return item

    def rows(self) -> list[str]:
        """The rows' texts as shown (for tests and the guide)."""
        out = []
        for k in range(self.list.topLevelItemCount()):
            item = self.list.topLevelItem(k)
            out.append(" | ".join(item.text(c) for c in range(3)))
        return out
