"""Gettysburg's page in Help > How to play and at the first start
(ui/welcome.py asks the WindowGame's ``how_to_play``): how to begin, how a
turn goes in the window, how to read the board. The pieces in the legend
are the board's own drawings (resources/art). Its texts keep the context
"Welcome" they were first translated in."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from gettysburg_desktop.display.words import side_name

from . import art
from . import colours as C
from .words import unit_kind

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate

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


def how_to_play_page() -> QWidget:
    """Gettysburg's page (its texts keep the Welcome's context, as they always had)."""
    page = QWidget()
    page.setObjectName("WelcomeGettysburg")
    page.setWindowTitle("Gettysburg")  # the game's name, as on its box
    lay = QVBoxLayout(page)
    title = QLabel(_t("Welcome", "Gettysburg, 1-3 July 1863"))
    title.setObjectName("WelcomeTitle")
    title.setStyleSheet("font-size: 18pt; font-weight: bold;")
    lay.addWidget(title)
    intro = QLabel(
        _t(
            "Welcome",
            "Two players at one computer: the Confederate player attacks, the Union player holds the hills south of the town. "
            "The Confederates win if they hold two victory areas (★) at the end of any period, or Little Round Top and Round Top (★★) "
            "at the end of an afternoon; otherwise the Union wins after the afternoon of 3 July.",
        )
    )
    intro.setWordWrap(True)
    lay.addWidget(intro)
    alone = QLabel(
        _t(
            "Welcome",
            "Or play alone against the computer (Game > New game: Computer for one side): no curtain and no "
            "hand-over; its decisions show one by one on the map and in the log, and Suggest (Ctrl+H) shows "
            "what it would do in your place.",
        )
    )
    alone.setObjectName("WelcomeAlone")
    alone.setWordWrap(True)
    lay.addWidget(alone)
    columns = QHBoxLayout()
    columns.addWidget(_how_to_play(), 3)
    columns.addWidget(_legend(), 2)
    lay.addLayout(columns, 1)
    return page


def _how_to_play() -> QWidget:
    text = QLabel(
        _t(
            "Welcome",
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
            "The rules, in the program's own words, are under Help (F1).</p>",
        )
    )
    text.setObjectName("WelcomeHowTo")
    text.setWordWrap(True)
    text.setTextFormat(Qt.RichText)
    text.setAlignment(Qt.AlignTop | Qt.AlignLeft)
    return text


def _legend() -> QWidget:
    box = QWidget()
    grid = QGridLayout(box)
    grid.setVerticalSpacing(4)
    heading = QLabel(_t("Welcome", "<h3>Reading the board</h3>"))
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
    sides = QLabel(_t("Welcome", "left: {csa}, right: {usa}").format(csa=side_name("csa"), usa=side_name("usa")))
    sides.setStyleSheet("color: #555555;")
    grid.addWidget(sides, row, 0, 1, 3)
    row += 1
    for pixmap, words in (
        (_swatch(C.CUBE["usa-regular"], "2"), _t("Welcome", "damage cubes a unit carries (6 eliminate infantry)")),
        (_swatch(C.BLOCK["csa"], "3"), _t("Welcome", "a command block and its value (the opponent's show no value)")),
        (_marker_pixmap("disruption"), _t("Welcome", "disruption marker")),
        (_marker_pixmap("artillery-fire"), _t("Welcome", "artillery-fire marker: its guns may be fired at")),
    ):
        icon = QLabel()
        icon.setPixmap(pixmap)
        grid.addWidget(icon, row, 0)
        label = QLabel(words)
        label.setWordWrap(True)
        grid.addWidget(label, row, 1, 1, 2)
        row += 1
    terrain = QLabel(
        _t(
            "Welcome",
            "▲ hill and ◠ ridge: artillery reaches further from them and they block its sight; "
            "defenders hold better there. ★ victory area.",
        )
    )
    terrain.setWordWrap(True)
    grid.addWidget(terrain, row, 0, 1, 3)
    grid.setRowStretch(row + 1, 1)
    return box
