"""ACW after Big Battle DBA's page in Help > How to play and at the first
start (ui/welcome.py): what the game is and how a bound goes in the window,
from the player guide (docs/acw-bbdba-guide.md)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class AcwHowToPlay(QWidget):
    """How to play ACW after Big Battle DBA, in one page."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("AcwHowToPlay")
        self.setWindowTitle("ACW (Big Battle DBA)")  # the tab's name
        lay = QVBoxLayout(self)
        title = QLabel(self.tr("ACW after Big Battle DBA: miniatures on a free table"))
        title.setStyleSheet("font-size: 18pt; font-weight: bold;")
        lay.addWidget(title)
        intro = QLabel(
            self.tr(
                "The American Civil War after Big Battle DBA: three commands of twelve elements a side (muskets, "
                "rifles, Jäger, cavalry that dismounts, artillery) and a command element each, on a table measured "
                "in paces (a base width is 160 paces, 40 mm). Shooting and melee are opposed dice plus factors; "
                "a command that loses a third of its elements is demoralised, and an army that loses more than "
                "half, or two commands, is broken. Game > New game, Game: ACW after Big Battle DBA, starts one; "
                "play against a person at this computer (nothing is hidden) or against the computer."
            )
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)
        steps = QLabel(
            self.tr(
                "<h3>How a bound goes</h3>"
                "<ol>"
                "<li><b>PIPs</b>: one die for each of your commands; a button gives them to the commands in the "
                "order you choose. The Commands panel shows what each command has left.</li>"
                "<li><b>Movement</b>: drag an element. A ghost and a ruler follow the pointer (the distance in "
                "paces, the going, the PIPs), red with the reason and the rule where it may not go; release to "
                "move, Esc to put it back; Q and E wheel it first (Shift: one degree). Let go just short of an "
                "enemy's front, it lines up flush. Click an element for its offered moves (the farthest advance, "
                "wheels, into contact, dismounting, breaking off). A <b>group</b> moves as one body for one PIP: "
                "its button, Shift and a drag round it, or a Shift-click on one of its elements picks it; then "
                "drag one of its elements.</li>"
                "<li><b>Shooting</b>: every element with a target shoots; click a glowing target to resolve its "
                "combat next. Both dice, the factors and the outcome show in the Dice panel and the log.</li>"
                "<li><b>Melee</b>: click an element in front contact to fight its melee.</li>"
                "</ol>"
                "<p>M measures anywhere. Ctrl+Z takes an action back until dice are rolled. The game is saved "
                "after every action. The rules, written for players, are under Help (F1).</p>"
            )
        )
        steps.setWordWrap(True)
        steps.setTextFormat(Qt.TextFormat.RichText)
        steps.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        lay.addWidget(steps, 1)
