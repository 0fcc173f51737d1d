"""New game: the game (when the program plays more than one,
scenario/games.py), its scenario (built-in or a file), the variants its
ruleset lists, who plays each side (a person, or the computer at a level), the dice
seed (random by default, shown) and the show-everything option for solo
study."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication
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

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.words import side_name
from gettysburg_desktop.kernel.log import Side
from gettysburg_desktop.scenario import games
from gettysburg_desktop.scenario.session import Setup

from .game_kinds import playable, window_game_of


#: built-in scenarios in words (marked for translation; translated where shown)
class NewGameDialog(QDialog):
    """New game. With more than one game registered (ui/game_kinds.py,
    scenario/games.py) it lists the games first; the scenarios, the
    variants and the sides below are the chosen game's. For the game
    played before, its players and variants are offered again."""

    def __init__(
        self,
        parent=None,
        scenario: str = "gettysburg-1863",
        players: dict | None = None,
        game: str | None = None,
        variants: Iterable[str] = (),
    ) -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setWindowTitle(self.tr("New game"))
        self.games = playable()
        kind = games.game(game) if game is not None else games.game_of_scenario(scenario)
        #: the game before, who played each side and the variants it was played with (offered again
        #: for the same game)
        self._game_before = kind.id
        self._players_before = dict(players or {})
        self._variants_before = frozenset(variants)
        lay = self._column = QVBoxLayout(self)  # the chosen game's form, then who plays, then the buttons
        self.game = QComboBox()
        self.game.setObjectName("GameChoice")
        for k in self.games:
            self.game.addItem(shown(k.title), k.id)
        self.game.setCurrentIndex(max(0, self.game.findData(kind.id)))
        self.body: QWidget | None = None
        self.seed = QSpinBox()
        self.seed.setObjectName("SeedChoice")
        self.seed.setRange(1, 999_999)
        self.seed.setValue(Setup.random_seed())
        self.seed.setToolTip(
            self.tr("The dice follow from the seed: the same seed and the same decisions give the same game")
        )
        self.reveal = QCheckBox()  # in the chosen game's words (_fill)
        self.reveal.setObjectName("RevealChoice")
        self.who = QLabel()
        self.who.setObjectName("NewGameWho")
        self.who.setWordWrap(True)
        lay.addWidget(self.who)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        #: as wide as the widest game's form, whichever game is chosen or was played before:
        #: the dialog opens the same way every time and keeps its width when another game is chosen
        self._width = 0
        for other in self.games:
            if other.id != kind.id:
                self.game.setCurrentIndex(self.game.findData(other.id))
                self._fill(other, other.first_scenario())
                self._width = max(self._width, self._natural_width())
        self.game.setCurrentIndex(max(0, self.game.findData(kind.id)))
        self._fill(kind, scenario)
        self._width = max(self._width, self._natural_width())
        self._fit()
        self.game.currentIndexChanged.connect(self._game_chosen)

    @property
    def kind(self) -> games.GameKind:
        """The game chosen."""
        return games.game(self.game.currentData())

    def choose_game(self, game_id: str) -> None:
        """Choose the game ``game_id`` in the list of games, as the player picks it."""
        self.game.setCurrentIndex(self.game.findData(game_id))

    def _game_chosen(self) -> None:
        kind = self.kind
        self._fill(kind, kind.first_scenario())
        self._fit()

    def _fill(self, kind: games.GameKind, scenario: str) -> None:
        """The form for ``kind``: its scenarios, variants and sides (the seed
        and Show everything stay as chosen)."""
        old = self.body
        old_form = old.layout() if old is not None else None
        if old_form is not None:  # the widgets that stay, out of the old form first (no "already in a layout")
            for w in (self.game, self.seed, self.reveal):
                old_form.removeWidget(w)
        self.body = QWidget()
        self.body.setObjectName("NewGameForm")
        form = QFormLayout(self.body)
        form.setContentsMargins(0, 0, 0, 0)
        if len(self.games) > 1:  # one game: no list to choose from
            form.addRow(self.tr("Game:"), self.game)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        self.scenario = QComboBox()
        self.scenario.setObjectName("ScenarioChoice")
        for offer in kind.scenarios():
            self.scenario.addItem(shown(offer.title), offer.id)
        if self.scenario.findData(scenario) < 0 and kind.scenario_files:
            self.scenario.addItem(scenario, scenario)
        self.scenario.setCurrentIndex(max(0, self.scenario.findData(scenario)))
        self._offers = {offer.id: offer for offer in kind.scenarios()}
        row.addWidget(self.scenario, 1)
        if kind.scenario_files:
            browse = QPushButton(self.tr("From a file..."))
            browse.clicked.connect(self._browse)
            row.addWidget(browse)
        holder = QWidget()
        holder.setLayout(row)
        form.addRow(self.tr("Scenario:"), holder)
        self.variants: dict[str, QCheckBox] = {}
        #: a group of variants that exclude each other (a game's length): one choice, the scenario's own way first
        self.variant_groups: dict[str, QComboBox] = {}
        before = self._variants_before if kind.id == self._game_before else frozenset()
        for v in kind.variants():
            text = f"{v.name}: {shown(v.description)}" + (f" ({v.rule})" if v.rule else "")
            if v.group:
                group = shown(v.group)
                choice = self.variant_groups.get(group)
                if choice is None:
                    choice = self.variant_groups[group] = QComboBox()
                    choice.setObjectName("variant-group:" + group)
                    choice.addItem(self.tr("as the scenario sets it"), "")
                    form.addRow(self.tr("{group}:").format(group=group), choice)
                choice.addItem(f"{shown(v.description)}" + (f" ({v.rule})" if v.rule else ""), v.name)
                if v.name in before:
                    choice.setCurrentIndex(choice.count() - 1)
                continue
            box = QCheckBox(text)
            box.setObjectName("variant:" + v.name)
            box.setChecked(v.on or v.name in before)
            self.variants[v.name] = box
            form.addRow(self.tr("Variant:") if len(self.variants) == 1 else "", box)
        self._scenario_chosen()
        self.scenario.currentIndexChanged.connect(self._scenario_chosen)
        self._players_rows(kind, form)
        form.addRow(self.tr("Dice seed:"), self.seed)
        if kind.hides:  # a game of open information has nothing to show everything of
            secrets = window_game_of(kind.id).secrets
            self.reveal.setText(
                secrets.new_game_choice()
                if secrets is not None
                else QCoreApplication.translate("HotSeat", "Show everything")
            )
            form.addRow("", self.reveal)
        else:
            self.reveal.setChecked(False)
            self.reveal.setParent(None)
        self._column.insertWidget(0, self.body)
        self.body.show()  # at once, not at the next turn of the event loop (a game chosen in a shown dialog)
        if old is not None:
            old.hide()
            self._column.removeWidget(old)
            old.deleteLater()
        self._say_who()

    def _natural_width(self) -> int:
        """The width the form on show asks for."""
        self._column.activate()
        return self._column.totalSizeHint().width()

    def _fit(self) -> None:
        """The dialog as wide as the widest game's form (``_width``) and as
        tall as the chosen game's form needs at that width: no row moves
        sideways between openings or games, no gap is left below a shorter form."""
        lay = self._column
        lay.activate()
        width = max(self._width, lay.totalMinimumSize().width())
        height = lay.totalHeightForWidth(width) if lay.hasHeightForWidth() else lay.totalSizeHint().height()
        self.setMinimumWidth(width)
        self.resize(width, max(height, lay.totalMinimumSize().height()))

    def _scenario_chosen(self) -> None:
        """A scenario's own variants (the short game's ``short``, NS-SHORT) are
        ticked and can't be unticked while it is chosen; the others are the player's."""
        offer = self._offers.get(self.scenario.currentData())
        own = set(offer.variants) if offer is not None else set()
        for name, box in self.variants.items():
            if name in own:
                box.setChecked(True)
                box.setEnabled(False)
                box.setToolTip(self.tr("This scenario is always played with it"))
            elif not box.isEnabled():  # the scenario chosen before had it as its own
                box.setChecked(False)
                box.setEnabled(True)
                box.setToolTip("")
        for choice in self.variant_groups.values():
            mine = next((k for k in range(choice.count()) if choice.itemData(k) in own), -1)
            if mine >= 0:
                choice.setCurrentIndex(mine)
                choice.setEnabled(False)
                choice.setToolTip(self.tr("This scenario is always played with it"))
            elif not choice.isEnabled():
                choice.setCurrentIndex(0)
                choice.setEnabled(True)
                choice.setToolTip("")

    def _players_rows(self, kind: games.GameKind, form: QFormLayout) -> None:
        """Who plays each side: a person, or the computer at a level (where
        the game has a computer opponent) with its leaning."""
        #: who plays each side: "human" or a computer level (ui/computer.py), and the computer's leaning
        self.players: dict = {}
        self.leanings: dict = {}
        from gettysburg_desktop.ai.levels import parse_player
        from gettysburg_desktop.ai.player import UnknownPlayer

        from .computer import LEANING_NAMES, level_name, offered_levels

        for side in kind.sides:
            box = QComboBox()
            box.setObjectName("player:" + side.value)
            box.addItem(self.tr("Human"), "human")
            for level in offered_levels() if kind.computer else ():
                box.addItem(self.tr("Computer, {level}").format(level=level_name(level)), level)
            leaning = QComboBox()
            leaning.setObjectName("leaning:" + side.value)
            leaning.setToolTip(
                self.tr("How the computer weighs taking ground against keeping its units: a weight, never a rule")
            )
            leaning.addItem(self.tr("balanced"), "")
            for style, words in LEANING_NAMES.items():
                leaning.addItem(QCoreApplication.translate("ComputerTurns", words), style)
            played = self._players_before if kind.id == self._game_before else kind.default_players
            name = played.get(side.value, "human")
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
            if kind.computer:
                row.addWidget(leaning)
            holder = QWidget()
            holder.setLayout(row)
            row.setContentsMargins(0, 0, 0, 0)
            form.addRow(self.tr("{side}:").format(side=side_name(side)), holder)

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
        if not computers and not self.kind.hides:
            text = self.tr("Two players at one computer, taking turns: the game hides nothing, so there is no curtain.")
        elif not computers:
            text = self.tr(
                "Two players at one computer: the curtain hands the game over whenever the other side decides."
            )
        elif len(computers) == 2:
            text = self.tr("The computer plays both sides: watch it, pause it, step through it.")
        else:
            text = self.tr(
                "You play the {side} against the computer: no curtain, its decisions show on the map and in the log."
            ).format(side=side_name(self.kind.other(computers[0])))
        self.who.setText(text)

    def setup(self) -> Setup:
        variants = tuple(
            sorted(
                [n for n, box in self.variants.items() if box.isChecked()]
                + [c.currentData() for c in self.variant_groups.values() if c.currentData()]
            )
        )
        players = tuple(
            (
                side.value,
                box.currentData()
                + (f":{self.leanings[side].currentData()}" if self.leanings[side].currentData() else ""),
            )
            for side, box in self.players.items()
            if box.currentData() != "human"
        )
        game = self.kind.id
        return Setup(
            self.scenario.currentData(),
            self.seed.value(),
            variants,
            players,
            None if game == games.DEFAULT_GAME else game,  # Gettysburg's set-ups as they always were
        )

    def show_everything(self) -> bool:
        return self.kind.hides and self.reveal.isChecked()
