"""The first start: how to begin, how to read the board, where the rules
are, for a newcomer who has not read the README. Shown once at the first
start (and from Help → How to play): a page for each game the window plays
that has one (ui/window_game_kind.py: ``how_to_play``), in tabs, the game on
the board first in view; each game builds its own page (its
ui/how_to_play.py)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
)


class Welcome(QDialog):
    """How to play, a page for each game, in one window."""

    #: the player asked for the rules reference of a game (its id)
    rules_requested = Signal(str)

    def __init__(
        self, parent=None, shown_at_start: bool = True, game: str = "gettysburg", at_start: bool = True
    ) -> None:
        super().__init__(parent)
        from .window_game_kind import window_games

        self.setObjectName("Welcome")
        self.setWindowTitle(self.tr("Welcome to Gettysburg Desktop"))
        lay = QVBoxLayout(self)
        #: one tab for each game with a page (the ids in the tabs' order)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("WelcomeGames")
        self.games: list[str] = []
        for kind in window_games():
            if kind.how_to_play is not None:
                page = kind.how_to_play(self)
                self.tabs.addTab(page, page.windowTitle().replace("&", "&&"))  # (a lone & marks a shortcut key)
                self.games.append(kind.id)
        if game in self.games:
            self.tabs.setCurrentIndex(self.games.index(game))
        lay.addWidget(self.tabs, 1)

        buttons = QHBoxLayout()
        rules = QPushButton(self.tr("Read the rules"))
        rules.setObjectName("WelcomeRules")
        rules.clicked.connect(lambda: self.rules_requested.emit(self.game))
        buttons.addWidget(rules)
        buttons.addStretch(1)
        # beside the button that closes the page, where the eye is (the window keeps the choice at once)
        self.dont_show = QCheckBox(self.tr("Don't show this page again at start"))
        self.dont_show.setObjectName("WelcomeDontShow")
        self.dont_show.setToolTip(self.tr("Help > How to play shows it whenever you want"))
        self.dont_show.setChecked(not shown_at_start)
        buttons.addWidget(self.dont_show)
        # at the start the page leads into the game; opened from Help, back to it
        start = QPushButton(self.tr("Start playing") if at_start else self.tr("Back to the game"))
        start.setObjectName("WelcomeStart")
        start.setDefault(True)
        start.clicked.connect(self.accept)
        buttons.addWidget(start)
        lay.addLayout(buttons)
        self.resize(900, 680)

    @property
    def game(self) -> str:
        """The game whose page is in view."""
        return self.games[self.tabs.currentIndex()] if self.games else ""
