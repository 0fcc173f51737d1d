"""Norden & Süden's page in Help > How to play and at the first start
(ui/welcome.py): how a player turn goes in the window and how to read the
map, from the player guide (docs/nordensueden-guide.md). The pictures in
the legend are the map's own drawings (games/nordensueden/ui/box_map_items.py, counters.py)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..rules.boxmap import Box, Link, LinkKind, from_scene
from ..rules.sides import Side
from .box_map_items import BoxItem, LinkItem
from .counters import CounterItem

#: a legend picture's height, pixels (boxes and lines are wider)
ICON = 34


def _pixmap(items, source: QRectF, width: int, height: int = ICON) -> QPixmap:
    """``items`` (scene items) drawn as the map draws them, the part ``source`` of them."""
    scene = QGraphicsScene()
    for item in items:
        scene.addItem(item)
    pixmap = QPixmap(QSize(width, height) * 2)
    pixmap.setDevicePixelRatio(2)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    scene.render(painter, QRectF(0, 0, width, height), source, Qt.KeepAspectRatio)
    painter.end()
    return pixmap


def _box(name: str, owner, **marks) -> QPixmap:
    lat, lon = from_scene(0.0, 0.0)
    item = BoxItem(Box(name.lower(), name, "", lat, lon, owner=owner, **marks))
    return _pixmap([item], item.boundingRect().adjusted(-2, -2, 2, 2), 112, 44)


def _line(kind: LinkKind) -> QPixmap:
    """A stretch of a line between two boxes far apart, its middle (a river's arrow shows there)."""
    a = Box("a", "A", "", *from_scene(-200.0, 0.0))
    b = Box("b", "B", "", *from_scene(200.0, 0.0))
    link = Link("a", "b", kind, downstream="b" if kind is LinkKind.RIVER else None)
    return _pixmap([LinkItem("ab", link, a, b)], QRectF(-46, -12, 92, 24), 112, 28)


def _counter(code: str, side: str, value: int, count: int = 1, **state) -> QPixmap:
    """A counter as the map draws it; ``count`` identical units stand as one."""
    unit = {"side": side, "code": code, "value": value, "reduced": False, "fortified": False, **state}
    item = CounterItem([dict(unit, id=f"{side}-{k}") for k in range(1, count + 1)])
    return _pixmap([item], item.boundingRect(), ICON)


class NsHowToPlay(QWidget):
    """How to play Norden & Süden, in one page."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("NsHowToPlay")
        self.setWindowTitle("Norden & Süden")  # the game's name, as on its box
        lay = QVBoxLayout(self)
        title = QLabel(self.tr("Norden & Süden: the Civil War, 1861-1865"))
        title.setObjectName("NsWelcomeTitle")
        title.setStyleSheet("font-size: 18pt; font-weight: bold;")
        lay.addWidget(title)
        intro = QLabel(
            self.tr(
                "Frank Chadwick's whole war in monthly game turns, the Union first, then the Confederacy. The Union wins "
                "as soon as it holds all seven great Confederate cities at once: New Orleans, Mobile, Atlanta, Memphis, "
                "Charleston, Wilmington and Richmond. The Confederacy wins by taking Washington, by an army maximum higher "
                "than the Union's, or by holding out to June 1865 (the short game: to June 1862). Game > New game, "
                "Game: Norden & Süden, starts one."
            )
        )
        intro.setObjectName("NsWelcomeIntro")
        intro.setWordWrap(True)
        lay.addWidget(intro)
        alone = QLabel(
            self.tr(
                "Two players at one computer, or one against the computer (New game: Computer for one side). "
                "The game hides nothing: there is no curtain, the side that decides has the screen, "
                "and Suggest (Ctrl+H) shows what the computer would do in your place."
            )
        )
        alone.setObjectName("NsWelcomeAlone")
        alone.setWordWrap(True)
        lay.addWidget(alone)
        columns = QHBoxLayout()
        columns.addWidget(self._how_to_play(), 3)
        columns.addWidget(self._legend(), 2)
        lay.addLayout(columns, 1)

    def _how_to_play(self) -> QWidget:
        text = QLabel(
            self.tr(
                "<h3>How a player turn goes</h3>"
                "<ol>"
                "<li><b>The bar above the map says who decides and what.</b> What you can click glows green; "
                "a click on anything else says why not in a bubble beside the pointer, with the rule (a link to it).</li>"
                "<li><b>Movement</b>: press <i>Roll</i> for your marches (2 to 6; in July 1861 two each, no roll). "
                "Click a glowing box to start a march from it, then a counter, then the box it goes to (the boxes it can "
                "reach glow). <i>End the march</i> when its units are done; <i>End the movement</i> gives up the "
                "marches left.</li>"
                "<li><b>Combat</b>: every box holding both sides is a battle; click it. Each round the defender fires "
                "first: click your counter, then the enemy counter it fires at, then <i>Fire</i>. From the second "
                "round a side may retreat, bring reinforcements from the boxes around, or stand.</li>"
                "<li><b>Promotion</b>: the winner of a battle, and then the player in his promotion segment, may "
                "promote one unit: click it, or <i>No promotion</i>.</li>"
                "<li><b>Recruitment</b>: press <i>Roll</i>, then click the glowing recruitment cities to place "
                "militia there.</li>"
                "</ol>"
                "<p>Boxes change hands at the end of a player turn. Esc or a right-click steps back; Ctrl+Z takes an "
                "action back until dice are rolled. The game is saved after every action. "
                "The rules, written for players, are under Help (F1).</p>"
            )
        )
        text.setObjectName("NsWelcomeHowTo")
        text.setWordWrap(True)
        text.setTextFormat(Qt.RichText)
        text.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        return text

    def _legend(self) -> QWidget:
        box = QWidget()
        grid = QGridLayout(box)
        grid.setVerticalSpacing(4)
        grid.addWidget(QLabel(self.tr("<h3>Reading the map</h3>")), 0, 0, 1, 2)
        rows = [
            (
                _box("Richmond", Side.CSA, recruit={Side.CSA: 3}, fortress=True, capital=True),
                self.tr(
                    "a box in its first owner's colour (grey: Confederate, blue: Union, white: nobody's); "
                    "a star for a capital, a bastion for a permanent fortification, the recruitment numbers "
                    "in red and blue squares"
                ),
            ),
            (
                _box("Baltimore", Side.USA, recruit={Side.USA: 2}, port=True),
                self.tr("an anchor: a port, for the Union's moves by sea"),
            ),
            (_line(LinkKind.ROAD), self.tr("a road: infantry goes one box a march")),
            (_line(LinkKind.RAIL), self.tr("a railroad: two boxes between your own boxes")),
            (_line(LinkKind.RIVER), self.tr("a river: two boxes; the arrow points downstream")),
            (
                _counter("MI", "usa", 2),
                self.tr("a unit: its kind (MI militia infantry, VC veteran cavalry ...) and combat value"),
            ),
            (_counter("VI", "csa", 3, reduced=True), self.tr("a unit on its back (a hit): pale, its value in red")),
            (_counter("MI", "csa", 2, fortified=True), self.tr("a fortified unit: the bastion on its corner")),
            (_counter("MI", "usa", 2, count=3), self.tr("three identical units as one counter")),
        ]
        for row, (pixmap, words) in enumerate(rows, start=1):
            icon = QLabel()
            icon.setPixmap(pixmap)
            grid.addWidget(icon, row, 0, Qt.AlignTop)
            label = QLabel(words)
            label.setWordWrap(True)
            grid.addWidget(label, row, 1)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(len(rows) + 1, 1)
        return box
