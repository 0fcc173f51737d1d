"""ACW-BBDBA's army builder (issue 25, item 6): a dialog where a player
builds a side's army from the lists of T1a and saves it as an army file
(army_file.py), reached from the window's Tools menu (window_game.py's
``tools``). An army file saved is played by New game's *From a file...*:
the meeting engagement against the other side's shipped army of its period
(battles.py).

What it shows and does: the army's name, its side and its period (each a
line of T1a, BB-ARMY-3); its three contingents of twelve (BB-ARMY-1, -2),
a spin box for each type with the list's limits in its column's heading;
its three commands (BB-ARMY-6), each with its name and its elements by
type, *Commands as the contingents* dividing them so; live totals and
every problem of ``Army.problems()`` with its rule; New (the list's own
contingent three times), Open... and Save... (a file that can't be read
shows its problems and replaces nothing; an army that breaks its list is
not saved, since its file could not be read back). Every rule is the
model's (rules/army.py): the dialog computes none."""

from __future__ import annotations

import os
import re

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from gettysburg_desktop.display.translate import shown

from ..army_file import ArmyFileError, load_army, save_army
from ..game.clicks import KIND_WORDS
from ..rules.army import CONTINGENT as ELEMENTS
from ..rules.army import CONTINGENTS as PARTS
from ..rules.army import COUNTED, DEFAULTS, LISTS, Army, CommandPlan
from ..rules.troops import Kind

_t = QCoreApplication.translate
#: the types a contingent counts, in the file's order (Jäger only where the list has them)
TYPES = COUNTED


def _span(lo: int, hi: int) -> str:
    return f"{lo}" if lo == hi else f"{lo}-{hi}"


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "army"


class AcwArmyBuilder(QDialog):
    """The army builder (see the module)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("AcwArmyBuilder")
        self.setWindowTitle(self.tr("ACW army builder"))
        self.path: str | None = None
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.name_edit = QLineEdit(self.tr("My army"))
        self.side = QComboBox()
        self.side.addItem(self.tr("Union"), "union")
        self.side.addItem(self.tr("Confederates"), "confederate")
        self.period = QComboBox()
        self.period.addItem(self.tr("early (1861-63)"), "early")
        self.period.addItem(self.tr("late (1863-65)"), "late")
        form.addRow(self.tr("Name:"), self.name_edit)
        form.addRow(self.tr("Side:"), self.side)
        form.addRow(self.tr("Period:"), self.period)
        lay.addLayout(form)
        # the contingents (BB-ARMY-1 to -4)
        box = QGroupBox(self.tr("Contingents: twelve elements each (BB-ARMY-1, -3)"))
        grid = QGridLayout(box)
        self.headings: dict[Kind, QLabel] = {}
        for col, kind in enumerate(TYPES, start=1):
            heading = QLabel()
            heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(heading, 0, col)
            self.headings[kind] = heading
        grid.addWidget(QLabel(self.tr("Elements")), 0, len(TYPES) + 1)
        self.contingents: list[dict[Kind, QSpinBox]] = []
        self.contingent_totals: list[QLabel] = []
        for row in range(PARTS):
            grid.addWidget(QLabel(self.tr("Contingent {n}").format(n=row + 1)), row + 1, 0)
            spins = {}
            for col, kind in enumerate(TYPES, start=1):
                spin = QSpinBox()
                spin.setRange(0, ELEMENTS)
                spin.setObjectName(f"contingent-{row}-{kind.value}")
                grid.addWidget(spin, row + 1, col)
                spins[kind] = spin
            total = QLabel()
            grid.addWidget(total, row + 1, len(TYPES) + 1)
            self.contingents.append(spins)
            self.contingent_totals.append(total)
        lay.addWidget(box)
        # the commands (BB-ARMY-6)
        box = QGroupBox(self.tr("Commands: three, at least six elements each (BB-ARMY-6)"))
        grid = QGridLayout(box)
        for col, kind in enumerate(TYPES, start=2):
            grid.addWidget(QLabel(shown(KIND_WORDS[kind])), 0, col, Qt.AlignmentFlag.AlignCenter)
        self.command_names: list[QLineEdit] = []
        self.commands: list[dict[Kind, QSpinBox]] = []
        self.command_totals: list[QLabel] = []
        for row in range(PARTS):
            grid.addWidget(QLabel(self.tr("Command {n}").format(n=row + 1)), row + 1, 0)
            name = QLineEdit()
            name.setObjectName(f"command-{row}-name")
            grid.addWidget(name, row + 1, 1)
            self.command_names.append(name)
            spins = {}
            for col, kind in enumerate(TYPES, start=2):
                spin = QSpinBox()
                spin.setRange(0, ELEMENTS * PARTS)
                spin.setObjectName(f"command-{row}-{kind.value}")
                grid.addWidget(spin, row + 1, col)
                spins[kind] = spin
            total = QLabel()
            grid.addWidget(total, row + 1, len(TYPES) + 2)
            self.commands.append(spins)
            self.command_totals.append(total)
        self.as_contingents = QPushButton(self.tr("Commands as the contingents"))
        self.as_contingents.setObjectName("AcwCommandsAsContingents")
        grid.addWidget(self.as_contingents, PARTS + 1, 0, 1, 3)
        lay.addWidget(box)
        self.summary = QLabel()
        self.summary.setObjectName("AcwArmySummary")
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        self.problems = QListWidget()
        self.problems.setObjectName("AcwArmyProblems")
        lay.addWidget(self.problems, 1)
        buttons = QHBoxLayout()
        self.new_button = QPushButton(self.tr("New"))
        self.open_button = QPushButton(self.tr("Open..."))
        self.save_button = QPushButton(self.tr("Save..."))
        close = QPushButton(self.tr("Close"))
        for b in (self.new_button, self.open_button, self.save_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(close)
        lay.addLayout(buttons)
        self._filling = False
        self.new_button.clicked.connect(self.new_army)
        self.open_button.clicked.connect(self.open_asked)
        self.save_button.clicked.connect(self.save_asked)
        close.clicked.connect(self.close)
        self.as_contingents.clicked.connect(self.commands_as_contingents)
        self.side.currentIndexChanged.connect(self.list_changed)
        self.period.currentIndexChanged.connect(self.list_changed)
        self.name_edit.textChanged.connect(self.refresh)
        for spins in self.contingents + self.commands:
            for spin in spins.values():
                spin.valueChanged.connect(self.refresh)
        for name in self.command_names:
            name.textChanged.connect(self.refresh)
        self.new_army()

    # ------------------------------------------------------------------ the model
    def army(self) -> Army:
        """The army the dialog shows, as the model's ``Army``."""
        name = self.name_edit.text().strip()
        contingents = tuple(tuple((k, s.value()) for k, s in spins.items() if s.value()) for spins in self.contingents)
        commands = tuple(
            CommandPlan(self.command_names[i].text().strip() or f"Command {i + 1}",
                        tuple((k, s.value()) for k, s in spins.items() if s.value()))
            for i, spins in enumerate(self.commands)
        )  # fmt: skip
        return Army(_slug(name), name, self.side.currentData(), self.period.currentData(), contingents, commands)

    def show_army(self, army: Army) -> None:
        self._filling = True
        self.name_edit.setText(army.name)
        self.side.setCurrentIndex(max(0, self.side.findData(army.side)))
        self.period.setCurrentIndex(max(0, self.period.findData(army.period)))
        for spins, counts in zip(self.contingents, [*army.contingents, (), (), ()], strict=False):
            for kind, spin in spins.items():
                spin.setValue(dict(counts).get(kind, 0))
        plans = [*army.commands, *(CommandPlan("", ()),) * PARTS]
        for i, spins in enumerate(self.commands):
            self.command_names[i].setText(plans[i].name)
            for kind, spin in spins.items():
                spin.setValue(dict(plans[i].counts).get(kind, 0))
        self._filling = False
        self.list_changed()

    def new_army(self) -> None:
        """The list's own contingent (decision 28) three times, the commands as the contingents."""
        key = (self.side.currentData(), self.period.currentData())
        contingent = tuple((k, n) for k, n in DEFAULTS[key].items() if n)
        name = self.tr("My army")
        commands = tuple(CommandPlan(self.tr("Command {n}").format(n=i + 1), contingent) for i in range(PARTS))
        self.path = None
        self.show_army(Army(_slug(name), name, key[0], key[1], (contingent,) * PARTS, commands))

    def commands_as_contingents(self) -> None:
        """Each command takes the elements of one contingent."""
        for spins, contingent in zip(self.commands, self.contingents, strict=True):
            for kind, spin in spins.items():
                spin.setValue(contingent[kind].value())

    def list_changed(self) -> None:
        """The headings show the chosen list's limits for a contingent (T1a)."""
        army_list = LISTS.get((self.side.currentData(), self.period.currentData()))
        if army_list is None:
            return
        ranges = {Kind.CAVALRY: army_list.cavalry, Kind.RIFLES: army_list.rifles, Kind.ARTILLERY: army_list.artillery}
        mu, jae, extra = army_list.muskets, army_list.jaeger, army_list.muskets_or_jaeger
        ranges[Kind.MUSKETS] = (mu[0], mu[1] + extra[1])
        ranges[Kind.JAEGER] = (jae[0], jae[1] + extra[1])
        for kind, heading in self.headings.items():
            lo, hi = ranges[kind]
            heading.setText(f"{shown(KIND_WORDS[kind])}\n{_span(lo, hi)}")
        self.refresh()

    def refresh(self) -> None:
        if self._filling:
            return
        army = self.army()
        for spins, total in zip(self.contingents, self.contingent_totals, strict=True):
            total.setText(str(sum(s.value() for s in spins.values())))
        for spins, total in zip(self.commands, self.command_totals, strict=True):
            total.setText(str(sum(s.value() for s in spins.values())))
        fielded = {k: sum(dict(c).get(k, 0) for c in army.contingents) for k in TYPES}
        self.summary.setText(
            self.tr("{title}: {elements} troop elements ({counts}), in {n} commands").format(
                title=LISTS[(army.side, army.period)].title,
                elements=sum(fielded.values()),
                counts=", ".join(f"{n} {shown(KIND_WORDS[k])}" for k, n in fielded.items() if n),
                n=len(army.commands),
            )
        )
        problems = army.problems()
        if not army.name:
            problems.insert(0, ("name", self.tr("the army needs a name")))
        self.problems.clear()
        if problems:
            self.problems.addItems([f"{self.place_words(place)}: {words}" for place, words in problems])
        else:
            self.problems.addItem(self.tr("The army keeps its list: it may be saved and played (BB-ARMY)."))
        self.save_button.setEnabled(not problems)

    def place_words(self, place: str) -> str:
        """A problem's place in the file ("contingents[1]") as the dialog names it ("Contingent 2")."""
        m = re.fullmatch(r"contingents\[(\d+)\]", place)
        if m:
            return self.tr("Contingent {n}").format(n=int(m.group(1)) + 1)
        return {"commands": self.tr("Commands"), "name": self.tr("Name"), "side": self.tr("Side")}.get(place, place)

    # ------------------------------------------------------------------ files
    def open_asked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open an army"), "", self.tr("Army files (*.yaml)"))
        if path:
            self.open_file(path)

    def open_file(self, path: str) -> bool:
        """Show the army in ``path``; one that can't be read shows its problems and replaces nothing."""
        try:
            army = load_army(path)
        except (ArmyFileError, OSError) as e:
            QMessageBox.warning(self, self.tr("Army not opened"), str(e))
            return False
        self.show_army(army)
        self.path = path
        return True

    def save_asked(self) -> None:
        start = self.path or (_slug(self.name_edit.text()) + ".yaml")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the army"), start, self.tr("Army files (*.yaml)"))
        if path:
            if not path.endswith((".yaml", ".yml")):
                path += ".yaml"
            self.save_file(path)

    def save_file(self, path: str) -> bool:
        """Write the army to ``path`` (atomically: a failed write leaves the old file whole); an army that
        breaks its list is not saved."""
        army = self.army()
        if army.problems() or not army.name:
            return False
        try:
            save_army(army, path)
        except OSError as e:
            QMessageBox.warning(self, self.tr("Army not saved"), f"{path}: {e.strerror or e}")
            return False
        self.path = os.fspath(path)
        return True


def open_army_builder(window) -> AcwArmyBuilder:
    """Tools > ACW army builder: the dialog, beside the window (not modal: the table stays in reach)."""
    dialog = AcwArmyBuilder(window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


def label() -> str:
    """Tools' entry for the army builder, in the current language."""
    return _t("AcwArmyBuilder", "ACW &army builder...")
