"""The Validation dock: the checker's problems as the author edits, with
their severity; a click on one zooms the map to it and, where the editor
knows one (``fixable``: a sliver gap's missing corner), offers a fix on a
button beside the summary."""

from __future__ import annotations

import re
from collections.abc import Callable
from difflib import SequenceMatcher

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gettysburg_desktop.boards.areas.problems import Problem, severity
from gettysburg_desktop.display.words import plural

from .checker import CheckResult

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate


def counted(problems) -> str:
    """ "1 error and 2 warnings", "2 warnings": the problems by severity, real plurals."""
    errors = sum(1 for p in problems if severity(p) == "error")
    warnings = len(problems) - errors
    parts = []
    if errors:
        parts.append(plural(errors, _t("ValidationPanel", "{n} error"), _t("ValidationPanel", "{n} errors")))
    if warnings or not parts:
        parts.append(plural(warnings, _t("ValidationPanel", "{n} warning"), _t("ValidationPanel", "{n} warnings")))
    return _t("ValidationPanel", "{a} and {b}").format(a=parts[0], b=parts[1]) if len(parts) == 2 else parts[0]


_QUOTED_ID = re.compile(r"'([a-z0-9]+(?:-[a-z0-9]+)*)'")


class ValidationPanel(QWidget):
    #: a problem was clicked
    problem_chosen = Signal(object)
    #: the Fix button was pressed for this problem
    fix_chosen = Signal(object)

    def __init__(self, item_name=None, area_names=None, notes_text=None) -> None:
        super().__init__()
        self.item_name = item_name or (lambda kind, item_id: item_id)
        #: the summary's words for k warnings a game loads the map with (default: the names' places)
        self.notes_text = notes_text or self._names_notes
        #: area id -> name, for the messages that name other areas ("overlaps area 'oak-hill'" reads "'Oak Hill'")
        self.area_names: Callable[[], dict[str, str]] = area_names or (lambda: {})
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
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        header.setResizeContentsPrecision(0)  # the widths fit the rows in view: quick with thousands of rows
        self.list.itemClicked.connect(
            lambda item, _col: self.problem_chosen.emit(item.data(0, Qt.ItemDataRole.UserRole))
        )
        self.list.itemActivated.connect(
            lambda item, _col: self.problem_chosen.emit(item.data(0, Qt.ItemDataRole.UserRole))
        )
        #: problem -> what its fix does (for the button), or None: no fix known
        self.fixable = lambda problem: None
        self.fix_button = QPushButton()
        self.fix_button.setObjectName("FixProblem")
        self.fix_button.hide()
        self.fix_button.clicked.connect(lambda: self.fix_chosen.emit(self._fix_for))
        self._fix_for: Problem | None = None
        self.problem_chosen.connect(self._offer_fix)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        top.addWidget(self.fix_button)
        lay.addLayout(top)
        lay.addWidget(self.list, 1)
        self.result: CheckResult | None = None
        self._shown: list[
            tuple[Problem, str, str]
        ] = []  # (problem, its item's name, its message) of each row, in order

    def _offer_fix(self, problem: Problem | None) -> None:
        """The Fix button for the problem chosen, if it has a fix."""
        what = self.fixable(problem) if problem is not None else None
        self._fix_for = problem if what else None
        if what:
            self.fix_button.setText(self.tr("Fix: {what}").format(what=what))
            self.fix_button.setToolTip(what)
        self.fix_button.setVisible(bool(what))

    def show_result(self, result: CheckResult) -> None:
        self.result = result
        if self._fix_for is not None and self._fix_for not in result.problems:
            self._offer_fix(None)  # fixed, or gone by another edit
        if not result.problems:
            text = self.tr("No problems: the map can be played.")
        elif len(result.problems) == 1:
            text = self.tr("{what}: a game can't load the map until it is fixed. Click it to zoom to it.").format(
                what=counted(result.problems)
            )
        else:
            text = self.tr("{what}: a game can't load the map until all are fixed. Click one to zoom to it.").format(
                what=counted(result.problems)
            )
        if result.notes:
            text += " " + self.notes_text(len(result.notes))
        self.summary.setText(text)
        problems = sorted(result.problems, key=lambda p: (severity(p) != "error", p.item_kind, p.item_id))
        kinds = {
            "area": self.tr("area"),
            "entry box": self.tr("entry box"),
            "road": self.tr("road"),
            "scenery": self.tr("scenery"),
            "map": self.tr("map"),
            "box": self.tr("box"),
            "link": self.tr("link"),
        }
        names = self.area_names()
        shown = [
            (
                p,
                f"{kinds.get(p.item_kind, p.item_kind)} {self.item_name(p.item_kind, p.item_id)}",
                self.words(p.message, names),
            )
            for p in (*problems, *result.notes)
        ]
        # only the rows that changed are taken out, filled again or put in: a map with
        # thousands of warnings is not listed anew after every edit
        matcher = SequenceMatcher(None, self._shown, shown, autojunk=False)
        header = self.list.header()
        for column in (0, 1):  # the widths are fitted once, after the rows change, not after each row
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        for tag, i1, i2, j1, j2 in reversed(matcher.get_opcodes()):
            if tag == "equal":
                continue
            common = min(i2 - i1, j2 - j1)
            for k in range(common):
                self._fill(self._row(i1 + k), *shown[j1 + k])
            for k in range(i2 - 1, i1 + common - 1, -1):
                self.list.takeTopLevelItem(k)
            if j2 - j1 > common:
                items = []
                for problem, what, message in shown[j1 + common : j2]:
                    item = QTreeWidgetItem()
                    self._fill(item, problem, what, message)
                    items.append(item)
                self.list.insertTopLevelItems(i1 + common, items)
        for column in (0, 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self._shown = shown
        # rows changed in place are not always repainted (seen under X11: a row inserted above them
        # left the old text showing until the next event over the list): paint it anew
        self.list.viewport().update()

    def _names_notes(self, k: int) -> str:
        return plural(
            k,
            self.tr("{n} warning about names' places (a game loads the map anyway; Edit > Place name helps)."),
            self.tr("{n} warnings about names' places (a game loads the map anyway; Edit > Place name helps)."),
        )

    def clear(self) -> None:
        """No problems listed (a new map is being checked)."""
        self.list.clear()
        self._shown = []
        self._offer_fix(None)

    @staticmethod
    def words(message: str, names: dict) -> str:
        """``message`` with the other areas it names by id named by their names."""
        if not names:
            return message
        return _QUOTED_ID.sub(lambda m: f"'{names[m.group(1)]}'" if m.group(1) in names else m.group(0), message)

    def _fill(self, item: QTreeWidgetItem, problem: Problem, what: str, message: str | None = None) -> None:
        """Show ``problem`` of the item named ``what`` in the row ``item``."""
        level = severity(problem)
        message = problem.message if message is None else message
        words = {"error": self.tr("error"), "warning": self.tr("warning")}
        for column, text in enumerate((words[level], what, message)):
            item.setText(column, text)
        item.setData(0, Qt.ItemDataRole.UserRole, problem)
        item.setForeground(0, QBrush(QColor("#b00020" if level == "error" else "#8a5a00")))
        item.setToolTip(2, message)

    def _row(self, k: int) -> QTreeWidgetItem:
        """The list's row ``k`` (one there is)."""
        item = self.list.topLevelItem(k)
        assert item is not None, k
        return item

    def rows(self) -> list[str]:
        """The rows' texts as shown (for tests and the guide)."""
        out = []
        for k in range(self.list.topLevelItemCount()):
            item = self._row(k)
            out.append(" | ".join(item.text(c) for c in range(3)))
        return out
