"""Each side's army against its army maximum and its recruitment pool, beside
the map (NS-ARMY, NS-RECR, NS-DRAFT): "12 / 34" with a bar, the militia in
the pool as small counters (the Union's militia infantry still locked for
the drafts drawn hollow, NS-DRAFT-1), the drafts held and the Union's
militia infantry limit (NS-DRAFT-3), and, where the scenario limits them,
the counters left for promotions (NS-PROM-5). Everything comes from the
ruleset's view; the promotion limits are the scenario's
(``set_promotion_limits``)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from gettysburg_desktop.display import palette as P
from gettysburg_desktop.display.translate import shown

from ..rules.pieces import UnitKind
from .turn_track import side_title

SIDES = ("usa", "csa")
#: the Union's drafts in the basic game (NS-DRAFT-2)
DRAFTS = 3


class ArmyBar(QWidget):
    """A side's units on the map against its army maximum, as the numbered
    track's flag would show it (NS-ARMY-1): a filled bar of ``size`` out of
    ``maximum``, ticks every 5, red past the maximum (NS-ARMY-3)."""

    def __init__(self, side: str, parent=None) -> None:
        super().__init__(parent)
        self.side = side
        self.size = self.maximum = 0
        self.scale = 40
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.setMinimumHeight(14)

    def set_army(self, size: int, maximum: int, scale: int) -> None:
        self.size, self.maximum, self.scale = size, maximum, max(scale, size, maximum, 1)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(220, 14)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        w, h = self.width() - 2, 12.0
        per = w / self.scale
        p.setPen(QPen(QColor("#8a8270"), 1))
        p.setBrush(QBrush(QColor("#f4f1e6")))
        p.drawRect(QRectF(1, 1, self.maximum * per, h))
        p.setPen(Qt.NoPen)
        p.setBrush(QBrush(QColor(P.SIDE_FILL[self.side])))
        p.drawRect(QRectF(1, 1, min(self.size, self.maximum) * per, h))
        if self.size > self.maximum:  # above the maximum after a lost city: nothing is removed (NS-ARMY-3)
            p.setBrush(QBrush(QColor(P.RECENT)))
            p.drawRect(QRectF(1 + self.maximum * per, 1, (self.size - self.maximum) * per, h))
        p.setPen(QPen(QColor("#5a5446"), 1))
        for k in range(5, self.maximum, 5):  # ticks every 5 along the track
            x = 1 + k * per
            p.drawLine(x, h - 3, x, h + 1)
        p.setPen(QPen(QColor(P.SIDE_EDGE[self.side]), 2))  # the flag on the track: the maximum
        x = 1 + self.maximum * per
        p.drawLine(x, 0, x, h + 2)


class PoolRow(QWidget):
    """The militia in a side's pool as small counters: ``free`` recruitable,
    ``locked`` hollow (the Union's undrafted militia infantry, NS-DRAFT-1)."""

    SIZE = 10.0
    STEP = 12.0

    def __init__(self, side: str, code: str, parent=None) -> None:
        super().__init__(parent)
        self.side, self.code = side, code
        self.free = self.locked = 0
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.setMinimumHeight(int(self.SIZE) + 3)

    def set_counts(self, free: int, locked: int = 0) -> None:
        self.free, self.locked = free, locked
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(int((self.free + self.locked) * self.STEP + 4), int(self.SIZE) + 3)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        n = self.free + self.locked
        step = min(self.STEP, (self.width() - 2 - self.SIZE) / max(1, n - 1))  # all of them, closer if need be
        for i in range(n):
            r = QRectF(1 + i * step, 1, self.SIZE, self.SIZE)
            locked = i >= self.free
            fill, edge = QColor(P.SIDE_FILL[self.side]), QColor(P.SIDE_EDGE[self.side])
            mark = QColor(P.SIDE_MARK[self.side])
            if locked:  # faded: not yet drafted
                fill.setAlpha(45)
                edge.setAlpha(110)
                mark = QColor(edge)
            p.setPen(QPen(edge, 1))
            p.setBrush(QBrush(fill))
            p.drawRect(r)
            p.setPen(QPen(mark, 1))
            if self.code == "MI":  # infantry: the crossed box
                p.drawLine(r.topLeft() + _d(2, 2), r.bottomRight() - _d(2, 2))
                p.drawLine(r.bottomLeft() + _d(2, -2), r.topRight() + _d(-2, 2))
            else:  # cavalry: one slash
                p.drawLine(r.bottomLeft() + _d(2, -2), r.topRight() + _d(-2, 2))


def _d(x: float, y: float) -> QPointF:
    return QPointF(x, y)


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.RichText)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


class PoolsPanel(QWidget):
    """Army sizes and maxima, pools, drafts, promotion supply (see the module):
    the two sides side by side, a row for each thing."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("NSPoolsPanel")
        self.limits: dict[str, dict[str, int]] = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(3)
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(2)
        headers = (
            "",
            self.tr("Army"),
            "",
            self.tr("Militia infantry"),
            self.tr("Militia cavalry"),
            self.tr("Pool"),
        )
        tips = (
            "",
            self.tr("Units on the map / army maximum (NS-ARMY-1)"),
            "",
            self.tr("The militia infantry in the pool; faded: locked until drafted (NS-DRAFT-1)"),
            self.tr("The militia cavalry in the pool (NS-RECR-2)"),
            self.tr("The recruitment pool: militia not on the map (NS-RECR-2)"),
        )
        for r, (text, tip) in enumerate(zip(headers, tips, strict=True)):
            label = QLabel(text)
            label.setToolTip(tip)
            grid.addWidget(label, r, 0)
        self.headings: dict[str, QLabel] = {}
        self.army: dict[str, QLabel] = {}
        self.bars: dict[str, ArmyBar] = {}
        self.pool: dict[str, QLabel] = {}
        self.rows: dict[tuple[str, str], PoolRow] = {}
        for col, side in enumerate(SIDES, start=1):
            heading = _heading("")
            heading.setObjectName(f"PoolsSide-{side}")
            grid.addWidget(heading, 0, col)
            self.headings[side] = heading
            army = QLabel()
            army.setObjectName(f"ArmyLabel-{side}")
            army.setTextFormat(Qt.RichText)
            grid.addWidget(army, 1, col)
            self.army[side] = army
            bar = ArmyBar(side)
            grid.addWidget(bar, 2, col)
            self.bars[side] = bar
            for r, code in ((3, "MI"), (4, "MC")):
                row = PoolRow(side, code)
                grid.addWidget(row, r, col)
                self.rows[(side, code)] = row
            pool = QLabel()
            pool.setObjectName(f"PoolLabel-{side}")
            pool.setTextFormat(Qt.RichText)
            grid.addWidget(pool, 5, col)
            self.pool[side] = pool
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 1)
        lay.addLayout(grid)
        self.extra: dict[str, QLabel] = {}
        for side in SIDES:
            extra = QLabel()
            extra.setObjectName(f"PoolExtra-{side}")
            extra.setTextFormat(Qt.RichText)
            extra.setWordWrap(True)
            lay.addWidget(extra)
            self.extra[side] = extra
        lay.addStretch(1)

    def set_promotion_limits(self, limits) -> None:
        """The scenario's counters for promotions (NS-PROM-5): side -> code ->
        how many may be on the map; empty: unlimited, nothing shown."""
        self.limits = {getattr(s, "value", s): dict(v) for s, v in (limits or {}).items() if v}

    def show_view(self, view: dict) -> None:
        scale = max(max(view["army_max"].values()), max(view["army_size"].values())) + 2
        for side in SIDES:
            size, maximum = view["army_size"][side], view["army_max"][side]
            colour = P.SIDE_FILL[side]
            self.headings[side].setText(f"<span style='background:{colour};'>&nbsp;&nbsp;</span> " + side_title(side))
            self.army[side].setText(self.tr("<b>{size} / {max}</b>").format(size=size, max=maximum))
            self.army[side].setToolTip(
                self.tr(
                    "{side}: {size} units on the map; the army maximum, {max}, is the sum of the recruitment numbers in the {side}'s colour in the boxes it owns (NS-ARMY-1); it limits only recruitment (NS-RECR-4)"
                ).format(side=side_title(side), size=size, max=maximum)
            )
            self.bars[side].set_army(size, maximum, scale)
            pool = view["pools"][side]
            mi, mc = pool.get("MI", 0), pool.get("MC", 0)
            locked = view["locked_militia"] if side == "usa" else 0
            self.rows[(side, "MI")].set_counts(mi - locked, locked)
            self.rows[(side, "MC")].set_counts(mc)
            if locked:
                text = self.tr("{mi} MI ({locked} locked)<br>{mc} MC").format(mi=mi, locked=locked, mc=mc)
            else:
                text = self.tr("{mi} MI<br>{mc} MC").format(mi=mi, mc=mc)
            self.pool[side].setText(text)
            if locked:
                tip = self.tr(
                    "{side}'s pool: {mi} militia infantry ({locked} of them locked until drafted), {mc} militia cavalry (NS-RECR-2, NS-DRAFT-1)"
                ).format(side=side_title(side), mi=mi, locked=locked, mc=mc)
            else:
                tip = self.tr("{side}'s pool: {mi} militia infantry, {mc} militia cavalry (NS-RECR-2)").format(
                    side=side_title(side), mi=mi, mc=mc
                )
            self.pool[side].setToolTip(tip)
            lines = []
            if side == "usa":  # the Confederacy has no draft (NS-DRAFT-4)
                lines.append(
                    self.tr("Drafts held: {d} of {n}; militia infantry on the map at most {m} (NS-DRAFT-3)").format(
                        d=view["drafts"], n=DRAFTS, m=view["militia_infantry_allowed"]
                    )
                )
            supply = self.promotion_supply(view, side)
            if supply:
                lines.append(
                    self.tr("{side}: counters left for promotions: {list} (NS-PROM-5)").format(
                        side=side_title(side), list=supply
                    )
                )
            self.extra[side].setText("<br>".join(lines))
            self.extra[side].setVisible(bool(lines))

    def promotion_supply(self, view: dict, side: str) -> str:
        """ "veteran infantry 3, elite infantry 0" where the scenario limits them, else ""."""
        limits = self.limits.get(side)
        if not limits:
            return ""
        on_map: dict[str, int] = {}
        for box in view["boxes"].values():
            for u in box["units"]:
                if u["side"] == side:
                    on_map[u["code"]] = on_map.get(u["code"], 0) + 1
        return ", ".join(
            f"{shown(UnitKind.of_code(code).words)} {max(0, n - on_map.get(code, 0))}"
            for code, n in sorted(limits.items())
        )
