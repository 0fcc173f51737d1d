"""Gettysburg's Chart dock, at the left of the board: who holds the victory
areas and how close the Confederates are to winning (victory_panel.py,
R-WIN), the next period's orders with the warning about discs left on
command blocks (orders_ahead.py, R-DISC, R-TIME-3), and the reinforcement
chart (reinforcement_chart.py, R-REIN). All of it is public information
(R-ACT-2: no command block's value), shown from the game on screen after
every change of the controller (an action, undo, redo, a replay's step, a
hand-over), so it is the same for either side and behind the curtain."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget

from .orders_ahead import OrdersAhead
from .reinforcement_chart import ReinforcementChart
from .victory_panel import VictoryPanel

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate


class ChartPanel(QWidget):
    """The victory areas, the next period's orders, the reinforcement chart."""

    #: places to mark on the map (a victory area's name clicked)
    show_places = Signal(list)
    #: a rule id was clicked: open the rules reference there
    rule_clicked = Signal(str)

    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("ChartPanel")
        self.controller = controller
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 2, 6, 6)
        lay.setSpacing(4)
        self.victory = VictoryPanel()
        self.orders = OrdersAhead()
        self.reinforcements = ReinforcementChart()
        for i, panel in enumerate((self.victory, self.orders, self.reinforcements)):
            if i:
                line = QFrame()
                line.setFrameShape(QFrame.HLine)
                line.setFrameShadow(QFrame.Sunken)
                lay.addWidget(line)
            lay.addWidget(panel)
        lay.addStretch(1)
        self.victory.show_places.connect(self.show_places)
        for panel in (self.victory, self.orders):
            panel.rule_clicked.connect(self.rule_clicked)
        controller.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        g = c.game
        self.victory.show_game(g)
        self.orders.show_state(c)
        self.reinforcements.show_game(g)


def chart_dock(controller) -> tuple[str, QWidget]:
    """The Chart dock's title and panel for a game of Gettysburg (ui/game_kinds.py)."""
    return _t("ChartPanel", "Victory, orders, reinforcements"), ChartPanel(controller)
