"""Schlachten im Finsterland's page in Help > How to play and at the first
start (ui/welcome.py): what the game is, how a round goes in the window,
from the player guide (docs/finsterland-guide.md)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class FlHowToPlay(QWidget):
    """How to play Schlachten im Finsterland, in one page."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("FlHowToPlay")
        self.setWindowTitle("Schlachten im Finsterland")  # the game's name, as on its rulebook
        lay = QVBoxLayout(self)
        title = QLabel(self.tr("Schlachten im Finsterland: miniatures on a free table"))
        title.setStyleSheet("font-size: 18pt; font-weight: bold;")
        lay.addWidget(title)
        intro = QLabel(
            self.tr(
                "Georg Pils's miniatures game: blocks and lines of infantry and cavalry, skirmishers, machine guns "
                "and artillery on a table measured in inches, with no dice. Each unit follows a hidden order, a "
                "sector and a task; after the last round each objective goes to the nearest unit that may capture "
                "it, and more victory points win. Game > New game, Game: Schlachten im Finsterland, starts one; "
                "play against a person at this computer (a curtain hides your orders) or against the computer."
            )
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)
        steps = QLabel(
            self.tr(
                "<h3>How a round goes</h3>"
                "<p>Where the battle lets them, each side first drags its units into place in its deployment zone "
                "(Q and E turn the unit held, Shift for one degree) and presses <i>End the deployment</i>.</p>"
                "<p>Before the first round each player writes every unit's order: <i>Attack a sector...</i> or "
                "<i>Hold a sector...</i>, then a click on the sector (A1 is the South-West corner).</p>"
                "<ol>"
                "<li><b>Artillery</b>: the opponent clicks the sectors his guns will bombard.</li>"
                "<li><b>Movement</b>: click one of your units and drag it. A ghost and a ruler follow the pointer "
                "(cost of allowance, with the rule), red with the reason where it may not go; release to move, "
                "Esc to put it back; Q and E turn the unit held (loose models on the spot, a block or a line by a "
                "wheel before the pointer advances it). Its buttons advance, wheel, turn or re-form it.</li>"
                "<li><b>Beschuss</b>: the opponent fires at your units that moved within his sight and range.</li>"
                "<li><b>Schießen</b>: your units that did not move fire; hover an enemy to see the range and cover, "
                "click it to fire.</li>"
                "<li><b>Charges</b> and <b>melee</b>, then <b>morale</b>: the log shows every count with its rule.</li>"
                "</ol>"
                "<p>Ctrl+Z takes an action back until a disc is drawn or the other side decides. The game is saved "
                "after every action. The rules, written for players, are under Help (F1).</p>"
            )
        )
        steps.setWordWrap(True)
        steps.setTextFormat(Qt.RichText)
        steps.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        lay.addWidget(steps, 1)
