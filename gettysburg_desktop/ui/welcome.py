"""The first start: how to begin, how to read the board, where the rules
are, for a newcomer who has not read the README. Shown once at the first
start (and from Help → How to play): a page for each game the window plays
that has one (ui/window_game_kind.py: ``how_to_play``), in tabs, the game on
the board first in view; Gettysburg's is built here, Norden & Süden's in
games/nordensueden/ui/how_to_play.py. The pieces in the legends are the boards'
own drawings (resources/art, games/nordensueden/ui/box_map_items.py)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gettysburg_desktop.display import art
from gettysburg_desktop.display import palette as P
from gettysburg_desktop.display.words import side_name, unit_kind

ICON = 30  # pixels


def _piece_pixmap(kind: str, side: str) -> QPixmap:
    pixmap = QPixmap(QSize(ICON, ICON) * 2)
    pixmap.setDevicePixelRatio(2)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    art.piece(kind, side).render(painter, QRectF(2, 2, ICON - 4, ICON - 4))
    painter.end()
    return pixmap


def _marker_pixmap(name: str) -> QPixmap:
    pixmap = QPixmap(QSize(ICON, ICON) * 2)
    pixmap.setDevicePixelRatio(2)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    art.marker(name).render(painter, QRectF(4, 4, ICON - 8, ICON - 8))
    painter.end()
    return pixmap


def _swatch(colour: str, text: str = "") -> QPixmap:
    pixmap = QPixmap(QSize(ICON, ICON) * 2)
    pixmap.setDevicePixelRatio(2)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setBrush(QColor(colour))
    painter.setPen(QColor("#222222"))
    painter.drawRect(8, 8, 14, 14)
    if text:
        painter.setPen(QColor("#ffffff"))
        painter.drawText(8, 8, 14, 14, Qt.AlignCenter, text)
    painter.end()
    return pixmap


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

    def gettysburg_page(self) -> QWidget:
        """Gettysburg's page (its texts are the Welcome's, as they always were)."""
        page = QWidget()
        page.setObjectName("WelcomeGettysburg")
        page.setWindowTitle("Gettysburg")  # the game's name, as on its box
        lay = QVBoxLayout(page)
        title = QLabel(self.tr("Gettysburg, 1-3 July 1863"))
        title.setObjectName("WelcomeTitle")
        title.setStyleSheet("font-size: 18pt; font-weight: bold;")
        lay.addWidget(title)
        intro = QLabel(
            self.tr(
                "Two players at one computer: the Confederate player attacks, the Union player holds the hills south of the town. "
                "The Confederates win if they hold two victory areas (★) at the end of any period, or Little Round Top and Round Top (★★) "
                "at the end of an afternoon; otherwise the Union wins after the afternoon of 3 July."
            )
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)
        alone = QLabel(
            self.tr(
                "Or play alone against the computer (Game > New game: Computer for one side): no curtain and no "
                "hand-over; its decisions show one by one on the map and in the log, and Suggest (Ctrl+H) shows "
                "what it would do in your place."
            )
        )
        alone.setObjectName("WelcomeAlone")
        alone.setWordWrap(True)
        lay.addWidget(alone)
        columns = QHBoxLayout()
        columns.addWidget(self._how_to_play(), 3)
        columns.addWidget(self._legend(), 2)
        lay.addLayout(columns, 1)
        return page

    def _how_to_play(self) -> QWidget:
        text = QLabel(
            self.tr(
                "<h3>How a turn goes</h3>"
                "<ol>"
                "<li><b>The bar above the map says who decides and what.</b> What you can click glows green, "
                "except the areas a command block may go to: at the start of a period that is almost every area, "
                "so they stay plain, and you click the one you want. "
                "A click on anything else says why not in a bubble beside the pointer, with the rule (a link to it).</li>"
                "<li><b>Place a command block</b> (click an area without enemy units, then its value), <b>remove one</b>, or "
                "<b>issue an order</b> from one of your blocks: move the units of that area or a neighbour, "
                "fire artillery, entrench, reorganize, reinforce, or pass.</li>"
                "<li><b>Move</b>: click a unit, then where it goes. Moving into the enemy is an assault, "
                "fought when you end the move; the dice and what they meant show at the right.</li>"
                "<li><b>Confirm</b>: a click that would roll dice, end your turn or take a block off the map "
                "only offers it; click the same thing again or press Enter to take it, Esc to step back.</li>"
                "<li><b>Hand over</b>: after a roll, look at the dice and the board, then press <i>Hand over</i>. "
                "When the other side must decide, a curtain hides the board; "
                "the other player clicks it when ready; your block values stay hidden.</li>"
                "</ol>"
                "<p>Esc or a right-click steps back; Ctrl+Z takes an action back until dice are rolled or the "
                "other player has decided. Click a line of the log to see where it happened. "
                "The game is saved after every action. "
                "The rules, in the program's own words, are under Help (F1).</p>"
            )
        )
        text.setObjectName("WelcomeHowTo")
        text.setWordWrap(True)
        text.setTextFormat(Qt.RichText)
        text.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        return text

    def _legend(self) -> QWidget:
        box = QWidget()
        grid = QGridLayout(box)
        grid.setVerticalSpacing(4)
        heading = QLabel(self.tr("<h3>Reading the board</h3>"))
        grid.addWidget(heading, 0, 0, 1, 3)
        row = 1
        for kind in ("regular", "elite", "inferior", "cavalry", "artillery"):
            for col, side in enumerate(("csa", "usa")):
                if (kind == "inferior" and side == "csa") or (kind == "cavalry" and side == "csa"):
                    continue
                icon = QLabel()
                icon.setPixmap(_piece_pixmap(kind, side))
                grid.addWidget(icon, row, col)
            grid.addWidget(QLabel(unit_kind(kind)), row, 2)
            row += 1
        sides = QLabel(self.tr("left: {csa}, right: {usa}").format(csa=side_name("csa"), usa=side_name("usa")))
        sides.setStyleSheet("color: #555555;")
        grid.addWidget(sides, row, 0, 1, 3)
        row += 1
        for pixmap, words in (
            (_swatch(P.CUBE["usa-regular"], "2"), self.tr("damage cubes a unit carries (6 eliminate infantry)")),
            (_swatch(P.BLOCK["csa"], "3"), self.tr("a command block and its value (the opponent's show no value)")),
            (_marker_pixmap("disruption"), self.tr("disruption marker")),
            (_marker_pixmap("artillery-fire"), self.tr("artillery-fire marker: its guns may be fired at")),
        ):
            icon = QLabel()
            icon.setPixmap(pixmap)
            grid.addWidget(icon, row, 0)
            label = QLabel(words)
            label.setWordWrap(True)
            grid.addWidget(label, row, 1, 1, 2)
            row += 1
        terrain = QLabel(
            self.tr(
                "▲ hill and ◠ ridge: artillery reaches further from them and they block its sight; "
                "defenders hold better there. ★ victory area."
            )
        )
        terrain.setWordWrap(True)
        grid.addWidget(terrain, row, 0, 1, 3)
        grid.setRowStretch(row + 1, 1)
        return box
