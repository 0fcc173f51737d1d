"""The play window's docks and the panels in them: the Battle, Dice and Log
panels at the right, the Chart at the left (ui/window_layout.py keeps where
the player put them). The docks are built once for the window's life; a
new game, a replay or a language fills them anew with the panels of the
game on screen (ui/game_kinds.py), and hides those it does not fill."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDockWidget, QFrame, QScrollArea, QWidget

from .controller import Controller
from .dice_panel import DicePanel
from .game_kinds import PANELS
from .log_panel import LogPanel
from .window_layout import LEFT_DOCKS


class _NoDice(QWidget):
    """The Dice dock's stand-in while a game without a Dice panel is on screen."""

    def show_step(self, events: list) -> None:
        pass

    def show_events(self, events: list) -> None:
        pass


class PanelDocks(QObject):
    """The docks (``docks``, by object name) and the panels of the game on
    screen in them (``battle``, ``dice``, ``log``, ``chart``).
    The Battle and Chart docks hold the game's own panels (its
    ``WindowGame.battle_panel`` and ``chart_panel``)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.w = window
        self.docks: dict[str, QDockWidget] = {}
        self.hidden: set[str] = set()  # the docks the game on screen does not fill (fill)
        for name in PANELS:
            dock = QDockWidget(window)
            dock.setObjectName(name)
            dock.setFeatures(
                QDockWidget.DockWidgetFeature.DockWidgetMovable
                | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                | QDockWidget.DockWidgetFeature.DockWidgetClosable
            )
            window.addDockWidget(
                Qt.DockWidgetArea.LeftDockWidgetArea if name in LEFT_DOCKS else Qt.DockWidgetArea.RightDockWidgetArea,
                dock,
            )
            self.docks[name] = dock

    def fill(self, c: Controller) -> None:
        """The panels of the game on screen in their docks; a dock the game
        does not fill (ui/game_kinds.py) is hidden while it is on screen."""
        self.game_docks()
        kind = self.w.kind
        used = kind.panels
        battle_title = self.tr("Battle")
        if "BattleDock" in used and kind.battle_panel is not None:  # the game's own (ui/game_kinds.py)
            battle_title, self.battle = kind.battle_panel(c)
            if hasattr(self.battle, "show_places"):  # a panel whose lines mark places on the board
                self.battle.show_places.connect(self.show_places)
        else:
            self.battle = QWidget()
        self.dice = DicePanel(c) if "DiceDock" in used else _NoDice()
        self.log = LogPanel(c)
        self.log.show_places.connect(self.show_places)
        chart_title, self.chart = self.tr("Chart"), QWidget()
        if "ChartDock" in used and kind.chart_panel is not None:  # the game's own (ui/game_kinds.py)
            chart_title, self.chart = kind.chart_panel(c)
            for signal, slot in (("show_places", self.show_places), ("rule_clicked", self.w.help.show_rule)):
                if hasattr(self.chart, signal):
                    getattr(self.chart, signal).connect(slot)
        for name, title, widget in (
            ("BattleDock", battle_title, self._scrolling(self.battle, "BattleScroll")),
            ("DiceDock", self.tr("Dice"), self.dice),
            ("LogDock", self.tr("Log"), self.log),
            ("ChartDock", chart_title, self._scrolling(self.chart, "ChartScroll")),
        ):
            dock = self.docks[name]
            dock.setWindowTitle(title)
            old = dock.widget()
            dock.setWidget(widget)
            if old is not None:
                old.hide()
                old.deleteLater()

    @staticmethod
    def _scrolling(panel: QWidget, name: str) -> QScrollArea:
        """A panel that scrolls rather than take the other panels' room."""
        scroll = QScrollArea()
        scroll.setObjectName(name)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(panel)
        scroll.setMinimumHeight(120)
        return scroll

    def game_docks(self) -> None:
        """The docks the game on screen fills shown (those hidden for the game
        before it), the others hidden while it is on screen; the player's own
        choice (View > Panels) is kept for every dock the game fills."""
        used = self.w.kind.panels
        for name, dock in self.docks.items():
            if name not in used and not dock.isHidden():
                dock.hide()
                self.hidden.add(name)
            elif name in used and name in self.hidden:
                self.hidden.discard(name)
                dock.show()
            dock.toggleViewAction().setEnabled(name in used)

    def show_places(self, places: list) -> None:
        """A log line (or a chart's row) clicked: where it happened, marked on the board, in view and named."""
        w = self.w
        w.scene.mark(places={p: "target" for p in places})
        w.view.centerOn(w.scene.place_pos(places[0]))
        g = w.session.game
        name = getattr(g, "name", None) or g.box_name  # an area's name (Gettysburg), a box's (Norden & Süden)
        w.status.setText(self.tr("Marked on the map: {places}").format(places=", ".join(name(p) for p in places)))
