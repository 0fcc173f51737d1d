"""New game: the scenario (built-in or a file), the variants the engine
lists, who plays each side (a person, or the computer at a level), the dice
seed (random by default, shown) and the show-everything option for solo
study."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..rules.pieces import Side
from ..rules.variants import VARIANTS
from ..scenario.catalog import builtin_ids
from ..scenario.session import Setup
from .translate import shown
from .words import side_name

#: built-in scenarios in words (marked for translation; translated where shown)
NAMES = {
    "gettysburg-1863": QT_TRANSLATE_NOOP("NewGameDialog", "Gettysburg, 1-3 July 1863 (the battle)"),
    "crossroads": QT_TRANSLATE_NOOP("NewGameDialog", "Crossroads (a small test battlefield)"),
}


class NewGameDialog(QDialog):
    def __init__(self, parent=None, scenario: str = "gettysburg-1863", players: dict | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setWindowTitle(self.tr("New game"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        row = QHBoxLayout()
        self.scenario = QComboBox()
        self.scenario.setObjectName("ScenarioChoice")
        for sid in builtin_ids():
            self.scenario.addItem(self.tr(NAMES.get(sid, sid)), sid)
        if scenario not in builtin_ids():
            self.scenario.addItem(scenario, scenario)
        self.scenario.setCurrentIndex(self.scenario.findData(scenario))
        row.addWidget(self.scenario, 1)
        browse = QPushButton(self.tr("From a file..."))
        browse.clicked.connect(self._browse)
        row.addWidget(browse)
        holder = QWidget()
        holder.setLayout(row)
        form.addRow(self.tr("Scenario:"), holder)
        self.variants: dict[str, QCheckBox] = {}
        for name, v in VARIANTS.items():
            box = QCheckBox(f"{name}: {shown(v.description)} ({v.rule})")
            box.setObjectName("variant:" + name)
            self.variants[name] = box
            form.addRow(self.tr("Variant:") if len(self.variants) == 1 else "", box)
        #: who plays each side: "human" or a computer level (ui/computer.py), and the computer's leaning
        self.players: dict[Side, QComboBox] = {}
        self.leanings: dict[Side, QComboBox] = {}
        from ..ai.levels import parse_player
        from ..ai.player import UnknownPlayer
        from .computer import LEANING_NAMES, level_name, offered_levels

        for side in (Side.CSA, Side.USA):
            box = QComboBox()
            box.setObjectName("player:" + side.value)
            box.addItem(self.tr("Human"), "human")
            for level in offered_levels():
                box.addItem(self.tr("Computer, {level}").format(level=level_name(level)), level)
            leaning = QComboBox()
            leaning.setObjectName("leaning:" + side.value)
            leaning.setToolTip(
                self.tr("How the computer weighs taking ground against keeping its units: a weight, never a rule")
            )
            leaning.addItem(self.tr("balanced"), "")
            for style, words in LEANING_NAMES.items():
                leaning.addItem(QCoreApplication.translate("ComputerTurns", words), style)
            name = (players or {}).get(side.value, "human")
            try:
                spec = parse_player(name) if name != "human" else None
            except UnknownPlayer:
                spec = None
            # as in the game before (a level this program lacks: Human)
            box.setCurrentIndex(max(0, box.findData(spec.level if spec else "human")))
            leaning.setCurrentIndex(max(0, leaning.findData(spec.style or "" if spec else "")))
            box.currentIndexChanged.connect(self._say_who)
            self.players[side] = box
            self.leanings[side] = leaning
            row = QHBoxLayout()
            row.addWidget(box, 1)
            row.addWidget(leaning)
            holder = QWidget()
            holder.setLayout(row)
            row.setContentsMargins(0, 0, 0, 0)
            form.addRow(self.tr("{side}:").format(side=side_name(side)), holder)
        self.seed = QSpinBox()
        self.seed.setObjectName("SeedChoice")
        self.seed.setRange(1, 999_999)
        self.seed.setValue(Setup.random_seed())
        self.seed.setToolTip(
            self.tr("The dice follow from the seed: the same seed and the same decisions give the same game")
        )
        form.addRow(self.tr("Dice seed:"), self.seed)
        self.reveal = QCheckBox(
            self.tr("Show everything (solo study: both sides' command blocks, no hand-over curtain)")
        )
        self.reveal.setObjectName("RevealChoice")
        form.addRow("", self.reveal)
        lay.addLayout(form)
        self.who = QLabel()
        self.who.setObjectName("NewGameWho")
        self.who.setWordWrap(True)
        lay.addWidget(self.who)
        self._say_who()
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("A scenario file"), "", self.tr("Scenario files (*.yaml *.yml)")
        )
        if path:
            self.scenario.addItem(path, path)
            self.scenario.setCurrentIndex(self.scenario.count() - 1)

    def set_player(self, side: Side, name: str, leaning: str = "") -> None:
        """Choose who plays ``side`` ("human" or a level) and the computer's
        leaning ("", "aggressive", "cautious"), as the player picks them in the lists."""
        box = self.players[side]
        box.setCurrentIndex(box.findData(name))
        self.leanings[side].setCurrentIndex(self.leanings[side].findData(leaning))

    def _say_who(self) -> None:
        computers = [s for s, box in self.players.items() if box.currentData() != "human"]
        for side, box in self.players.items():
            self.leanings[side].setEnabled(box.currentData() != "human")
        if not computers:
            text = self.tr(
                "Two players at one computer: the curtain hands the game over whenever the other side decides."
            )
        elif len(computers) == 2:
            text = self.tr("The computer plays both sides: watch it, pause it, step through it.")
        else:
            text = self.tr(
                "You play the {side} against the computer: no curtain, its decisions show on the map and in the log."
            ).format(side=side_name(computers[0].other))
        self.who.setText(text)

    def setup(self) -> Setup:
        variants = tuple(sorted(n for n, box in self.variants.items() if box.isChecked()))
        players = tuple(
            (
                side.value,
                box.currentData()
                + (f":{self.leanings[side].currentData()}" if self.leanings[side].currentData() else ""),
            )
            for side, box in self.players.items()
            if box.currentData() != "human"
        )
        return Setup(self.scenario.currentData(), self.seed.value(), variants, players)

    def show_everything(self) -> bool:
        return self.reveal.isChecked()
