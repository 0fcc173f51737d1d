"""The battle panel beside the map: the day and period track, the Union's
four available-orders boxes and the Confederate single and double boxes with
their discs, each side's command blocks (the opponent's as backs), the cube
and marker supplies, and each side's losses and reinforcements to come.
Everything shown comes from the controller's view (R-ACT-2)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from gettysburg_desktop.display import palette as P
from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.words import side_name

from ..rules.periods import PART_WORDS, PARTS, PERIOD_WORDS, PERIODS
from ..rules.pieces import ARTILLERY_FIRE_MARKERS, CUBE_SUPPLY, DISRUPTION_MARKERS, ENTRENCHMENT_MARKERS
from . import colours as C
from .words import cube_colour

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate

DISC = 10.0  # a disc's diameter, pixels
DISC_STEP = 12.0


def part_names() -> dict[str, str]:
    return {
        "morning": _t("BattlePanel", "Morning"),
        "midday": _t("BattlePanel", "Midday"),
        "afternoon": _t("BattlePanel", "Afternoon"),
        "night": _t("BattlePanel", "Night"),
    }


def _disc(p: QPainter, x: float, y: float, colour: str) -> None:
    p.setPen(QPen(QColor("#222222"), 0.8))
    p.setBrush(QBrush(QColor(colour)))
    p.drawEllipse(QRectF(x, y, DISC, DISC))


class PeriodTrack(QWidget):
    """Three days of four periods (the last day ends after its afternoon)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.current = 0
        self.setMinimumHeight(46)
        self.setToolTip(
            self.tr("Days and periods (R-TIME-1): the game ends after the afternoon of 3 July at the latest")
        )

    def set_period(self, name: str) -> None:
        self.current = PERIODS.index(name)
        self.setAccessibleName(name)
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        cell = (self.width() - 4) / 12
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() - 1.5))
        p.setFont(font)
        short = {
            "morning": self.tr("Mor"),
            "midday": self.tr("Mid"),
            "afternoon": self.tr("Aft"),
            "night": self.tr("Nt"),
        }
        for day in range(3):
            p.setPen(QPen(QColor("#333333")))
            p.drawText(
                QRectF(2 + day * 4 * cell, 0, 4 * cell, 16), Qt.AlignCenter, self.tr("{n} July").format(n=day + 1)
            )
            for part in range(4):
                i = day * 4 + part
                r = QRectF(2 + i * cell + 1, 18, cell - 2, 24)
                if i >= len(PERIODS):
                    p.setPen(QPen(QColor("#bbbbbb"), 1, Qt.DotLine))
                    p.setBrush(Qt.NoBrush)
                    p.drawRect(r)
                    continue
                now, past = i == self.current, i < self.current
                p.setPen(QPen(QColor("#333333"), 2 if now else 1))
                p.setBrush(QBrush(QColor(P.SELECTED if now else ("#d8d2c0" if past else "#f4f1e6"))))
                p.drawRoundedRect(r, 3, 3)
                p.setPen(QPen(QColor("#111111")))
                p.drawText(r, Qt.AlignCenter, short[PARTS[part]])


class UnionOrderBoxes(QWidget):
    """The Union's four available-orders boxes, used again every day, each
    with the number of discs it is filled to (R-DISC-1); the box of the
    current period holds the discs still to be taken, blue and black."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.sizes: dict[str, int] = {}
        self.current = ""
        self.blue = self.black = 0
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)

    def set_state(self, sizes: dict[str, int], current: str, blue: int, black: int) -> None:
        self.sizes, self.current, self.blue, self.black = sizes, current, blue, black
        names = part_names()
        self.setToolTip(
            self.tr(
                "The Union's available-orders boxes (R-DISC-1): {boxes}. Now the {part} box: {b} blue, {k} black forced-pass discs."
            ).format(
                boxes=", ".join(f"{names[k]} {sizes.get(k, 0)}" for k in PARTS),
                part=names.get(current, current),
                b=blue,
                k=black,
            )
        )
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(300, 64)

    def minimumSizeHint(self) -> QSize:
        return QSize(220, 64)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        names = part_names()
        w = (self.width() - 2) / 4
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() - 1.5))
        p.setFont(font)
        for k, part in enumerate(PARTS):
            r = QRectF(1 + k * w + 1, 1, w - 4, 60)
            now = part == self.current
            p.setPen(QPen(QColor(P.SIDE_EDGE["usa"]), 2.2 if now else 1))
            p.setBrush(QBrush(QColor("#e6eef7" if now else "#f4f1e6")))
            p.drawRoundedRect(r, 4, 4)
            p.setPen(QPen(QColor("#111111")))
            p.drawText(
                QRectF(r.left(), r.top() + 1, r.width(), 14), Qt.AlignCenter, f"{names[part]} {self.sizes.get(part, 0)}"
            )
            if not now:
                continue
            colours = [C.DISC["usa"]] * self.blue + [C.DISC["black"]] * self.black
            per_row = max(1, int((r.width() - 6) // DISC_STEP))
            for i, colour in enumerate(colours):
                row, col = divmod(i, per_row)
                _disc(p, r.left() + 4 + col * DISC_STEP, r.top() + 17 + row * DISC_STEP, colour)


class DiscRow(QWidget):
    """Discs as small coloured circles (a box's contents or a supply)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.colours: list[str] = []
        self.setMinimumHeight(14)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)

    def set_discs(self, colours: list[str]) -> None:
        self.colours = colours
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(int(len(self.colours) * DISC_STEP + 8), 14)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        for i, colour in enumerate(self.colours):
            _disc(p, 4 + i * DISC_STEP, 2, colour)


class BlockRow(QWidget):
    """A side's command blocks off the map: the available ones upright, the
    set-aside ones faded (R-BLK-2, R-BLK-3); the opponent's as backs."""

    SIZE = 18.0

    def __init__(self, side: str, parent=None) -> None:
        super().__init__(parent)
        self.side = side
        self.available: list[int | None] = []
        self.set_aside: list[int | None] = []
        self.setMinimumHeight(int(self.SIZE) + 4)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)

    def set_blocks(self, available, set_aside) -> None:
        """Lists of values (the owner's view) or counts (the opponent's: backs)."""
        self.available = list(available) if isinstance(available, list) else [None] * available
        self.set_aside = list(set_aside) if isinstance(set_aside, list) else [None] * set_aside
        hidden = not isinstance(available, list)
        if hidden:
            tip = self.tr("{a} available, {s} set aside; their values are hidden from you (R-ACT-2)").format(
                a=len(self.available), s=len(self.set_aside)
            )
        else:
            tip = self.tr("available: {a}; set aside until the last available block is placed: {s} (R-BLK-2)").format(
                a=" ".join(map(str, self.available)) or "-", s=" ".join(map(str, self.set_aside)) or "-"
            )
        self.setToolTip(tip)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(int((len(self.available) + len(self.set_aside)) * (self.SIZE + 3) + 24), int(self.SIZE) + 4)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(max(7.0, font.pointSizeF() - 1))
        p.setFont(font)
        x = 2.0
        if not self.available and not self.set_aside:
            p.setPen(QPen(QColor("#555555")))
            p.drawText(
                QRectF(x, 0, self.width() - x, self.height()), Qt.AlignLeft | Qt.AlignVCenter, self.tr("all on the map")
            )
            return
        for group, faded in ((self.available, False), (self.set_aside, True)):
            for value in group:
                r = QRectF(x, 2, self.SIZE, self.SIZE)
                colour = QColor(C.BLOCK[self.side])
                if faded:
                    colour.setAlpha(90)
                p.setPen(QPen(QColor("#111111" if not faded else "#888888"), 1))
                p.setBrush(QBrush(colour))
                p.drawRoundedRect(r, 3, 3)
                if value is not None:
                    p.setPen(QPen(QColor("#ffffff" if not faded else "#eeeeee")))
                    p.drawText(r, Qt.AlignCenter, str(value))
                x += self.SIZE + 3
            if group is self.available and self.set_aside:
                x += 14  # a gap between the available and the set-aside blocks


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    label.setContentsMargins(0, 6, 0, 0)
    return label


class BattlePanel(QWidget):
    """Period track, order boxes, command blocks, supplies, losses."""

    def __init__(self, controller, parent=None) -> None:
        """``controller``: the shell's click controller of the game on screen (its ``game``, ``changed``)."""
        super().__init__(parent)
        self.setObjectName("BattlePanel")
        self.controller = controller
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(2)
        self.track = PeriodTrack()
        lay.addWidget(self.track)
        self.period = QLabel()
        self.period.setObjectName("PeriodLabel")
        lay.addWidget(self.period)

        lay.addWidget(_heading(self.tr("Union orders (R-DISC-1)")))
        self.union_boxes = UnionOrderBoxes()
        lay.addWidget(self.union_boxes)
        self.forced = QLabel()
        self.forced.setObjectName("ForcedPassLabel")
        self.forced.setWordWrap(True)  # a long line must not widen the panel
        lay.addWidget(self.forced)

        lay.addWidget(_heading(self.tr("Confederate orders (R-DISC-2)")))
        grid = QGridLayout()
        grid.setVerticalSpacing(1)
        self.csa_rows: dict[str, tuple[QLabel, DiscRow]] = {}
        for r, key in enumerate(("single", "double", "supply")):
            label, row = QLabel(), DiscRow()
            grid.addWidget(label, r, 0)
            grid.addWidget(row, r, 1)
            self.csa_rows[key] = (label, row)
        grid.setColumnStretch(1, 1)
        lay.addLayout(grid)

        lay.addWidget(_heading(self.tr("Command blocks off the map (R-BLK)")))
        blocks = QGridLayout()
        blocks.setVerticalSpacing(1)
        self.block_rows: dict[str, tuple[QLabel, BlockRow]] = {}
        for r, side in enumerate(("csa", "usa")):
            label, row = QLabel(), BlockRow(side)
            blocks.addWidget(label, r, 0)
            blocks.addWidget(row, r, 1)
            self.block_rows[side] = (label, row)
        blocks.setColumnStretch(1, 1)
        lay.addLayout(blocks)
        self.blocks = QLabel()  # the blocks in words (and for a screen reader)
        self.blocks.setObjectName("BlocksLabel")
        self.blocks.setTextFormat(Qt.RichText)
        self.blocks.setWordWrap(True)
        lay.addWidget(self.blocks)

        lay.addWidget(_heading(self.tr("Supply and losses")))
        self.supply = QLabel()
        self.supply.setObjectName("SupplyLabel")
        self.supply.setTextFormat(Qt.RichText)
        self.supply.setWordWrap(True)
        lay.addWidget(self.supply)
        self.losses = QLabel()
        self.losses.setObjectName("LossesLabel")
        self.losses.setWordWrap(True)
        lay.addWidget(self.losses)
        lay.addStretch(1)
        controller.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        v = c.view()
        g = c.game
        self.track.set_period(v["period"])
        part = PARTS[PERIODS.index(v["period"]) % 4]
        self.period.setText(self.tr("<b>{period}</b>").format(period=shown(PERIOD_WORDS[PERIODS.index(v["period"])])))
        d = v["discs"]
        self.union_boxes.set_state(dict(g.scenario.union_order_boxes), part, d["usa"]["blue"], d["usa"]["forced_pass"])
        used = d["usa"]["forced_pass_used"]
        self.forced.setText(
            self.tr("In the {part} box: {b} blue, {k} black; forced passes taken this period: {u}").format(
                part=shown(PART_WORDS[part]), b=d["usa"]["blue"], k=d["usa"]["forced_pass"], u=used
            )
        )
        csa = d["csa"]
        for key_, caption in (
            ("single", self.tr("Single-order box: {n}")),
            ("double", self.tr("Double-order box: {n}")),
            ("supply", self.tr("Discs in supply: {n}")),
        ):
            label, row = self.csa_rows[key_]
            label.setText(caption.format(n=csa[key_]))
            row.set_discs([C.DISC["csa"]] * csa[key_])
        lines = []
        for side in ("csa", "usa"):
            title = side_name(side)
            b = v["blocks"][side]
            label, row = self.block_rows[side]
            label.setText(title)
            row.set_blocks(b["available"], b["set_aside"])
            if isinstance(b["available"], list):
                avail = " ".join(f"<b>{x}</b>" for x in b["available"]) or "&ndash;"
                aside = " ".join(str(x) for x in b["set_aside"]) or "&ndash;"
                lines.append(self.tr("{side}: available {a}; set aside {s}").format(side=title, a=avail, s=aside))
            else:
                lines.append(
                    self.tr("{side}: {a} available, {s} set aside (values hidden)").format(
                        side=title, a=b["available"], s=b["set_aside"]
                    )
                )
        self.blocks.setText("<br>".join(lines))
        cubes = " &nbsp;".join(
            f"<span style='background:{C.CUBE[c]};color:{'#000' if P.lightness(C.CUBE[c]) > 55 else '#fff'};'>&nbsp;{n}&nbsp;</span> {cube_colour(c)}"
            for c, n in v["cube_supply"].items()
        )
        places = v["places"].values()
        disrupted = sum(1 for e in places if e.get("disrupted"))
        entrenched = sum(len(e.get("entrenchments", ())) for e in places)
        fire = sum(1 for e in places if e.get("fire_marker"))
        self.supply.setText(
            self.tr("Cubes in supply (of {total}): {cubes}").format(total=sum(CUBE_SUPPLY.values()), cubes=cubes)
            + "<br>"
            + self.tr(
                "Markers left: disruption {d} of {dn}, entrenchment {e} of {en}, artillery fire {f} of {fn}"
            ).format(
                d=DISRUPTION_MARKERS - disrupted,
                dn=DISRUPTION_MARKERS,
                e=ENTRENCHMENT_MARKERS - entrenched,
                en=ENTRENCHMENT_MARKERS,
                f=ARTILLERY_FIRE_MARKERS - fire,
                fn=ARTILLERY_FIRE_MARKERS,
            )
        )
        lost = {"csa": 0, "usa": 0}
        for uid in v["eliminated"]:
            lost[g.state.units[uid].side.value] += 1
        coming = {"csa": 0, "usa": 0}
        for uid in v["chart"]:
            coming[g.state.units[uid].side.value] += 1
        self.losses.setText(
            self.tr(
                "Units eliminated: Confederate {c}, Union {u}. Still to arrive: Confederate {cc}, Union {uc} (R-REIN-1)."
            ).format(c=lost["csa"], u=lost["usa"], cc=coming["csa"], uc=coming["usa"])
        )
