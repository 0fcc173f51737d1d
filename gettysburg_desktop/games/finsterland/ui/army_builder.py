"""Finsterland's army builder (issue 24, item 6): a dialog where a player
builds an army from the army list and saves it as an army file
(army_file.py), reached from the window's Tools menu (window_game.py's
``tools``).

What it shows and does: the army's name and the size agreed (3000 by
default, FL-ARMY-1); its lines (kind, models, name, joined specialists,
points), the command staff always the first and never removed (FL-ARMY-3);
a line added, changed or removed with a kind from the army list and its P
(FL-LIST-1 to FL-LIST-7), its models in a spin box up to the most FL-ARMY-5
allows (below the fewest is allowed and shown as a problem, so that a unit
being built shows why it is short), its name and the specialists who may
join that kind (FL-LIST-7); live totals: the points of the size, the shares
in infantry and cavalry and in guns and vehicles (FL-ARMY-2), the
specialists used of those allowed (FL-ARMY-4); every problem of
``Army.problems()`` with its rule, warnings marked; Open... and Save...
(a file that can't be read shows its problems and replaces nothing; an army
that breaks the list is not saved, since its file could not be read back).
Every rule is the model's (rules/army.py): the dialog computes none.
"""

from __future__ import annotations

import os
import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from gettysburg_desktop.display.translate import shown

from ..army_file import ArmyFileError, load_army, save_army
from ..rules.army import TYPICAL, Army, ArmyUnit, kinds_to_buy, line_sizes, may_join
from ..rules.tables import JOINING, SPECIALISTS, UNITS, specialists_allowed

_CONTEXT = "FlArmyBuilder"
_t = QCoreApplication.translate

#: the army list's kinds in words (marked for translation; translated where shown)
KIND_WORDS = {  # (str: QT_TRANSLATE_NOOP gives its text back for lupdate to find, its stub says object)
    "command staff": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "command staff")),
    "light infantry": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "light infantry")),
    "heavy infantry": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "heavy infantry")),
    "storm troops": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "storm troops")),
    "light cavalry": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "light cavalry")),
    "heavy cavalry": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "heavy cavalry")),
    "light machine gun": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "light machine gun")),
    "heavy machine gun": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "heavy machine gun")),
    "light artillery": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "light artillery")),
    "heavy artillery": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "heavy artillery")),
    "tank": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "tank")),
    "walker": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "walker")),
    "artillery observer": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "artillery observer")),
    "messenger": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "messenger")),
    "standard bearer": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "standard bearer")),
    "officer": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "officer")),
    "local guide": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "local guide")),
    "pioneers": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "pioneers")),
    "medic": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "medic")),
    "sniper": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "sniper")),
    "scout": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "scout")),
    "NCO": str(QT_TRANSLATE_NOOP("FlArmyBuilder", "NCO")),
}
#: the table's columns
KIND, MODELS, NAME, JOINED, POINTS = range(5)
_WARNING = QColor("#8a5a00")
_ERROR = QColor("#b00020")


def kind_words(kind: str) -> str:
    """A kind of the army list in the current language (a kind the list lacks as it is)."""
    return _t(_CONTEXT, KIND_WORDS[kind]) if kind in KIND_WORDS else kind


def _price(kind: str) -> tuple[int, bool]:
    """FL-ARMY-6: a kind's P, and whether it is paid per model (a unit) or once (a specialist)."""
    if kind in UNITS:
        return UNITS[kind].points, kind != "command staff"
    return SPECIALISTS[kind].points, False


def _slug(text: str) -> str:
    """An army's id (lower-case letters, digits and hyphens) from its name or its file's."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "army"


def _staff() -> ArmyUnit:
    return ArmyUnit("command staff", line_sizes("command staff")[0], "")


class FlArmyBuilder(QDialog):
    """The army builder (see the module). ``army()`` is the army as it stands;
    ``open_file(path)`` and ``save_file(path)`` do what Open... and Save... do
    once a file is chosen."""

    def __init__(self, parent=None, army: Army | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("FlArmyBuilder")
        self.setWindowTitle(self.tr("Finsterland: army builder"))
        self.army_id = ""
        self.units: list[ArmyUnit] = [_staff()]
        self.path = ""
        lay = QVBoxLayout(self)

        head = QHBoxLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("ArmyName")
        self.name_edit.setPlaceholderText(self.tr("the army's name"))
        self.name_edit.textChanged.connect(self.refresh)
        head.addWidget(QLabel(self.tr("Army:")))
        head.addWidget(self.name_edit, 1)
        head.addSpacing(16)
        self.size_spin = QSpinBox()
        self.size_spin.setObjectName("ArmySize")
        self.size_spin.setRange(500, 100_000)
        self.size_spin.setSingleStep(500)
        self.size_spin.setValue(TYPICAL[0])
        self.size_spin.setSuffix(self.tr(" points"))
        self.size_spin.setToolTip(self.tr("The most the army may cost, as the players agreed (FL-ARMY-1)"))
        self.size_spin.valueChanged.connect(self.refresh)
        head.addWidget(QLabel(self.tr("Size agreed:")))
        head.addWidget(self.size_spin)
        lay.addLayout(head)

        middle = QHBoxLayout()
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("ArmyLines")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Kind"), self.tr("Models"), self.tr("Name"), self.tr("Joined specialists"), self.tr("Points")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._chosen)
        middle.addWidget(self.table, 3)
        middle.addWidget(self._editor(), 2)
        lay.addLayout(middle, 1)

        totals = QGridLayout()
        self.points_label = QLabel()
        self.points_label.setObjectName("ArmyPoints")
        self.foot_label = QLabel()
        self.foot_label.setObjectName("ArmyFootAndHorse")
        self.guns_label = QLabel()
        self.guns_label.setObjectName("ArmyGunsAndVehicles")
        self.specialists_label = QLabel()
        self.specialists_label.setObjectName("ArmySpecialists")
        for i, label in enumerate((self.points_label, self.foot_label, self.specialists_label, self.guns_label)):
            label.setTextFormat(Qt.TextFormat.PlainText)
            totals.addWidget(label, i // 2, i % 2)
        totals.setColumnStretch(1, 1)
        bold = self.points_label.font()
        bold.setBold(True)
        self.points_label.setFont(bold)
        totals.setHorizontalSpacing(40)
        lay.addLayout(totals)
        lay.addWidget(QLabel(self.tr("What the army list says of it:")))
        self.problems = QListWidget()
        self.problems.setObjectName("ArmyProblems")
        self.problems.setMaximumHeight(5 * self.fontMetrics().height() + 12)
        lay.addWidget(self.problems)

        buttons = QHBoxLayout()
        self.new_button = QPushButton(self.tr("&New army"))
        self.new_button.clicked.connect(self.new_army)
        self.open_button = QPushButton(self.tr("&Open..."))
        self.open_button.clicked.connect(self.open_asked)
        self.save_button = QPushButton(self.tr("&Save..."))
        self.save_button.clicked.connect(self.save_asked)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.clicked.connect(self.close)
        for b in (self.new_button, self.open_button, self.save_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        lay.addLayout(buttons)

        self.resize(1000, 620)
        if army is not None:
            self.show_army(army)
        else:
            self.refresh()
        self._kind_changed()

    # ------------------------------------------------------------------ the line being edited
    def _editor(self) -> QGroupBox:
        box = QGroupBox(self.tr("A line of the army"))
        form = QFormLayout(box)
        self.kind_combo = QComboBox()
        self.kind_combo.setObjectName("LineKind")
        for kind in ("command staff", *kinds_to_buy()):
            self.kind_combo.addItem(self._kind_offer(kind), kind)
        # FL-ARMY-3: the staff is every army's, never bought: shown for its line, never chosen
        offered = self.kind_combo.model()
        assert isinstance(offered, QStandardItemModel)
        offered.item(0).setEnabled(False)
        self.kind_combo.setCurrentIndex(1)
        self.kind_combo.currentIndexChanged.connect(self._kind_changed)
        form.addRow(self.tr("Kind:"), self.kind_combo)
        self.models_spin = QSpinBox()
        self.models_spin.setObjectName("LineModels")
        self.sizes_label = QLabel()
        models = QHBoxLayout()
        models.addWidget(self.models_spin)
        models.addWidget(self.sizes_label, 1)
        form.addRow(self.tr("Models:"), models)
        self.line_name = QLineEdit()
        self.line_name.setObjectName("LineName")
        self.line_name.setPlaceholderText(self.tr("e.g. 1st Rifles"))
        form.addRow(self.tr("Name:"), self.line_name)
        joined = QVBoxLayout()
        self.joined_boxes: dict[str, QCheckBox] = {}
        for s in JOINING:
            box_ = QCheckBox(self.tr("{specialist} ({points} P)").format(
                specialist=kind_words(s), points=SPECIALISTS[s].points
            ))  # fmt: skip
            box_.setObjectName("Joined:" + s)
            self.joined_boxes[s] = box_
            joined.addWidget(box_)
        form.addRow(self.tr("Joined specialists:"), joined)
        row = QHBoxLayout()
        self.add_button = QPushButton(self.tr("&Add"))
        self.add_button.setObjectName("AddLine")
        self.add_button.setToolTip(self.tr("Add this line to the army"))
        self.add_button.clicked.connect(self.add_line)
        self.change_button = QPushButton(self.tr("&Change"))
        self.change_button.setObjectName("ChangeLine")
        self.change_button.setToolTip(self.tr("Make the chosen line this one"))
        self.change_button.clicked.connect(self.change_line)
        self.remove_button = QPushButton(self.tr("&Remove"))
        self.remove_button.setObjectName("RemoveLine")
        self.remove_button.setToolTip(self.tr("Remove the chosen line from the army"))
        self.remove_button.clicked.connect(self.remove_line)
        for b in (self.add_button, self.change_button, self.remove_button):
            row.addWidget(b)
        form.addRow(row)
        hint = QLabel(
            self.tr("Choose a line in the table to change or remove it; the command staff is every army's, free.")
        )
        hint.setWordWrap(True)
        hint.setStyleSheet("color: palette(placeholder-text)")
        form.addRow(hint)
        return box

    def _kind_offer(self, kind: str) -> str:
        """A kind in the combo with its price (FL-ARMY-6): "light infantry (10 P a model)"."""
        points, per_model = _price(kind)
        if kind == "command staff":
            return self.tr("{kind} (free)").format(kind=kind_words(kind))
        if per_model:
            return self.tr("{kind} ({points} P a model)").format(kind=kind_words(kind), points=points)
        return self.tr("{kind} ({points} P)").format(kind=kind_words(kind), points=points)

    def _kind_changed(self) -> None:
        """The models the kind allows (FL-ARMY-5) and the specialists who may join it (FL-LIST-7)."""
        kind = self.kind_combo.currentData()
        low, high = line_sizes(kind)
        # up to the most the list allows; below the fewest is shown as a problem, not refused
        self.models_spin.setRange(1 if low < high else low, high)
        if not self._filling:
            self.models_spin.setValue(low)
        self.models_spin.setEnabled(low < high)
        if low == high:
            self.sizes_label.setText(self.tr("exactly {n} (FL-ARMY-5)").format(n=low))
        elif kind in UNITS and low == 1:
            self.sizes_label.setText(self.tr("3 to {high}, or a single one (FL-ARMY-5)").format(high=high))
        else:
            self.sizes_label.setText(self.tr("{low} to {high} (FL-ARMY-5)").format(low=low, high=high))
        joins = may_join(kind)
        for s, box in self.joined_boxes.items():
            box.setEnabled(s in joins)
            if s not in joins:
                box.setChecked(False)
            box.setToolTip("" if s in joins else self.tr("does not join this kind (FL-LIST-7)"))

    _filling = False

    def _edited(self) -> ArmyUnit:
        kind = self.kind_combo.currentData()
        joined = tuple(s for s, box in self.joined_boxes.items() if box.isChecked() and box.isEnabled())
        return ArmyUnit(kind, self.models_spin.value(), self.line_name.text().strip(), joined)

    def _row(self) -> int:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def _chosen(self) -> None:
        """A line chosen in the table fills the editor."""
        row = self._row()
        if 0 <= row < len(self.units):
            u = self.units[row]
            self._filling = True
            try:
                i = self.kind_combo.findData(u.kind)
                self.kind_combo.setCurrentIndex(i)
                self._kind_changed()
                self.models_spin.setValue(u.models)
                self.line_name.setText(u.name)
                for s, box in self.joined_boxes.items():
                    box.setChecked(s in u.specialists)
            finally:
                self._filling = False
        self._buttons()

    def _buttons(self) -> None:
        row = self._row()
        staff = 0 <= row < len(self.units) and self.units[row].kind == "command staff"
        self.change_button.setEnabled(row >= 0)
        self.remove_button.setEnabled(row >= 0 and not staff)  # FL-ARMY-3: the staff stays
        self.kind_combo.setEnabled(not staff)
        self.add_button.setEnabled(not staff)

    def add_line(self) -> None:
        """Add the line in the editor to the army, and choose it."""
        line = self._edited()
        if line.kind == "command staff":
            return
        self.units.append(line)
        self.refresh()
        self.table.selectRow(len(self.units) - 1)

    def change_line(self) -> None:
        row = self._row()
        if row < 0:
            return
        self.units[row] = self._edited()
        self.refresh()
        self.table.selectRow(row)

    def remove_line(self) -> None:
        row = self._row()
        if row < 0 or self.units[row].kind == "command staff":
            return
        del self.units[row]
        self.refresh()
        self.table.selectRow(min(row, len(self.units) - 1))

    # ------------------------------------------------------------------ the army
    def army(self) -> Army:
        """The army as the dialog holds it."""
        name = self.name_edit.text().strip()
        return Army(self.army_id or _slug(name), name, self.size_spin.value(), tuple(self.units))

    def show_army(self, army: Army) -> None:
        self.army_id = army.id
        self.units = list(army.units)
        self.name_edit.blockSignals(True)
        self.size_spin.blockSignals(True)
        self.name_edit.setText(army.name)
        self.size_spin.setValue(army.size)
        self.name_edit.blockSignals(False)
        self.size_spin.blockSignals(False)
        self.refresh()
        self.table.clearSelection()
        self._buttons()

    def refresh(self) -> None:
        """The table, the totals (FL-ARMY-1, -2, -4) and the problems, as the model says them."""
        self.table.setRowCount(len(self.units))
        for i, u in enumerate(self.units):
            cells = (
                kind_words(u.kind),
                str(u.models),
                u.name,
                ", ".join(kind_words(s) for s in u.specialists),
                str(u.points),
            )
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col in (MODELS, POINTS):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(i, col, item)
        army = self.army()
        spent = army.points
        self.points_label.setText(self.tr("{spent} of {size} points").format(spent=spent, size=army.size))

        def share(points: int) -> str:
            return f"{round(100 * points / spent)}%" if spent else "-"

        foot, guns = army.spent_on("foot and horse"), army.spent_on("guns and vehicles")
        self.foot_label.setText(
            self.tr("Infantry and cavalry: {points} ({share}; at least half)").format(points=foot, share=share(foot))
        )
        self.guns_label.setText(
            self.tr("Guns and vehicles: {points} ({share}; at most half)").format(points=guns, share=share(guns))
        )
        self.specialists_label.setText(
            self.tr("Specialists: {used} of {allowed}").format(
                used=army.specialists, allowed=specialists_allowed(army.size)
            )
        )
        self.problems.clear()
        problems = army.problems()
        for p in problems:
            where = self._place(p.place)
            words = shown(p.text)  # the list's sentences in the player's language
            text = f"{where}: {words} ({p.rule})" if where else f"{words} ({p.rule})"
            if p.warning:
                text = self.tr("Warning: {problem}").format(problem=text)
            said = QListWidgetItem(text)
            said.setForeground(QBrush(_WARNING if p.warning else _ERROR))
            self.problems.addItem(said)
        if not problems:
            said = QListWidgetItem(self.tr("No problem: the army keeps to the army list."))
            said.setForeground(QBrush(QColor("#1b6e20")))
            self.problems.addItem(said)
        broken = {p.rule for p in problems if not p.warning}
        for label, rule in (
            (self.points_label, "FL-ARMY-1"),
            (self.foot_label, "FL-ARMY-2"),
            (self.guns_label, "FL-ARMY-2"),
            (self.specialists_label, "FL-ARMY-4"),
        ):
            label.setStyleSheet(f"color: {_ERROR.name()}" if rule in broken else "")
        errors = army.errors()
        self.save_button.setEnabled(not errors)
        self.save_button.setToolTip(
            self.tr("Put the problems right first: the army file would not be read back") if errors else ""
        )
        self._buttons()

    def _place(self, place: str) -> str:
        """A problem's place as the player reads it: "line 3 (1st Rifles)" for ``units[2] (1st Rifles)``."""
        m = re.match(r"units\[(\d+)\] \((.*)\)$", place)
        if not m:
            return place
        return self.tr("line {n} ({name})").format(n=int(m.group(1)) + 1, name=m.group(2))

    # ------------------------------------------------------------------ files
    def new_army(self) -> None:
        self.path = ""
        self.show_army(Army("", "", TYPICAL[0], (_staff(),)))

    def open_asked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open an army"), os.path.dirname(self.path), self.tr("Army files (*.yaml *.yml)")
        )
        if path:
            self.open_file(path)

    def open_file(self, path: str) -> bool:
        """The army in ``path`` in the dialog; a file that can't be read: its problems said, nothing replaced."""
        try:
            army = load_army(path)
        except ArmyFileError as e:
            QMessageBox.warning(
                self,
                self.tr("Army not opened"),
                self.tr("This file can't be read as an army:") + "\n\n" + "\n".join(e.problems),
            )
            return False
        self.path = path
        self.show_army(army)
        return True

    def save_asked(self) -> None:
        start = self.path or (_slug(self.name_edit.text()) + ".yaml")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the army"), start, self.tr("Army files (*.yaml)"))
        if path:
            if not path.endswith((".yaml", ".yml")):
                path += ".yaml"
            self.save_file(path)

    def save_file(self, path: str) -> bool:
        """Write the army to ``path`` (atomically: a failed write leaves the old file whole)."""
        army = self.army()
        if army.errors():
            return False
        try:
            save_army(army, path)
        except OSError as e:
            QMessageBox.warning(self, self.tr("Army not saved"), f"{path}: {e.strerror or e}")
            return False
        self.army_id = army.id
        self.path = path
        return True


def open_army_builder(window) -> FlArmyBuilder:
    """Tools > Army builder: the dialog, beside the window (not modal: the board stays in reach)."""
    dialog = FlArmyBuilder(window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


def label() -> str:
    """Tools' entry for the army builder, in the current language."""
    return _t("FlArmyBuilder", "Finsterland &army builder...")
