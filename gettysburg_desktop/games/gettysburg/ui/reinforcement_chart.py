"""The reinforcement chart (R-REIN-1), as the board game prints it: the
periods in which pieces arrive, and in each the groups due, with their
pieces, their formations and the entry box they come to; the group whose
road a die decides (R-REIN-2) shows both roads until it has arrived. The
current period is marked, the next named; the groups that arrived this
period are faded, naming the box they came to and how many of their units
still wait in it (a unit leaves an entry box only by a free move,
R-REIN-3); an earlier period folds into its heading, which counts its units
still in entry boxes. The schedule is public, and so is where the units
stand."""

from __future__ import annotations

import html

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from gettysburg_desktop.display import palette as P
from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.words import side_name

from ..rules.periods import PERIOD_WORDS
from ..rules.pieces import ON_CHART
from . import art
from .chart_parts import heading
from .words import unit_kind

#: a piece's side on the chart, and the step from one to the next, pixels
PIECE = 16.0
PIECE_STEP = 18.0
#: the most pieces in a row (a larger group takes more rows: the dock is narrow)
PER_ROW = 6


def formations(names: list[str]) -> str:
    """The formations of a group of units, in order, each once: a unit's name
    up to its first colon or comma ("XI Corps, Barlow: von Gilsa" -> "XI Corps")."""
    out = [n.split(":")[0].split(",")[0].strip() for n in names]
    return ", ".join(dict.fromkeys(x for x in out if x))


class Pieces(QWidget):
    """A group's pieces in a row, drawn as on the board; faded once arrived."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.pieces: list[tuple[str, str]] = []  # (kind, side)
        self.faded = False
        self.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Fixed)

    def set_pieces(self, pieces: list[tuple[str, str]], faded: bool, tip: str) -> None:
        self.pieces, self.faded = pieces, faded
        self.setFixedSize(self.sizeHint())
        self.setToolTip(tip)
        self.update()

    def sizeHint(self) -> QSize:
        rows = max(1, -(-len(self.pieces) // PER_ROW))
        return QSize(int(min(len(self.pieces), PER_ROW) * PIECE_STEP + 2), int(rows * PIECE_STEP))

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        if self.faded:
            p.setOpacity(0.45)
        for i, (kind, side) in enumerate(self.pieces):
            row, col = divmod(i, PER_ROW)
            art.piece(kind, side).render(p, QRectF(1 + col * PIECE_STEP, 1 + row * PIECE_STEP, PIECE, PIECE))


def set_style(widget: QWidget, css: str) -> None:
    """A style sheet set only when it changes (setting one is slow: the chart refreshes after every click)."""
    if widget.styleSheet() != css:
        widget.setStyleSheet(css)


class PeriodHeading(QLabel):
    """A period's name on the chart; the current one marked as on the period track."""

    def set_period(self, text: str, now: bool, past: bool) -> None:
        self.setWordWrap(True)
        self.setText(text)
        self.setProperty("now", now)
        if now:
            style = f"background:{P.SELECTED};border:1px solid #333333;font-weight:bold;"
        elif past:
            style = "background:#d8d2c0;color:#5a5446;"
        else:
            style = "background:#f4f1e6;border:1px solid #b0a890;"
        set_style(self, f"QLabel{{{style}border-radius:3px;padding:1px 4px;}}")


class Arrival(QWidget):
    """One group on the chart: its side, pieces and formations, and where it comes (or came) to."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 1, 0, 3)
        lay.setSpacing(1)
        top = QHBoxLayout()
        top.setSpacing(6)
        self.pieces = Pieces()
        top.addWidget(self.pieces, 0, Qt.AlignVCenter)
        self.who = QLabel()
        self.who.setWordWrap(True)
        self.who.setTextFormat(Qt.RichText)
        top.addWidget(self.who, 1)
        lay.addLayout(top)
        self.where = QLabel()
        self.where.setTextFormat(Qt.PlainText)
        self.where.setWordWrap(True)
        self.where.setIndent(4)
        lay.addWidget(self.where)
        self.side = ""
        self.group = None  # the scenario's Reinforcement shown (games/gettysburg/rules/scenario.py)
        self.tip = ""  # its units, a line each (the pieces' tooltip)
        self.road = ""  # where it comes to, in words

    def paintEvent(self, event) -> None:
        """The side's colour as a bar along the group's left edge."""
        if self.side:
            p = QPainter(self)
            p.setPen(QPen(QColor(P.SIDE_FILL[self.side]), 3))
            p.drawLine(1, 2, 1, self.height() - 3)


class ReinforcementChart(QWidget):
    """The chart (see the module). ``show_game(game)`` after every action."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("ReinforcementChart")
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.lay.setSpacing(2)
        self.lay.addWidget(heading(self.tr("Reinforcement chart (R-REIN-1)")))
        self.empty = QLabel(self.tr("No reinforcements in this scenario: every piece starts on the map."))
        self.empty.setWordWrap(True)
        self.lay.addWidget(self.empty)
        self.periods: dict[int, PeriodHeading] = {}
        self.arrivals: list[Arrival] = []
        self.boxes: dict = {}  # a rolled group -> the entry box it came to (R-REIN-2)
        self._built_for = None

    def _build(self, g) -> None:
        """The chart's rows for the scenario's reinforcements, with what never
        changes in them (again only if the reinforcements change)."""
        for widget in [*self.periods.values(), *self.arrivals]:
            self.lay.removeWidget(widget)
            widget.deleteLater()
        self.periods, self.arrivals, self.boxes = {}, [], {}
        groups = sorted(enumerate(g.scenario.reinforcements), key=lambda x: (x[1].period, x[0]))
        for period in dict.fromkeys(r.period for _, r in groups):
            head = PeriodHeading()
            head.setObjectName(f"ChartPeriod-{period}")
            self.periods[period] = head
            self.lay.addWidget(head)
            for i, r in groups:
                if r.period == period:
                    self.arrivals.append(self._arrival(g, r, f"ChartGroup-{i}"))
                    self.lay.addWidget(self.arrivals[-1])
        self.empty.setVisible(not groups)
        self._built_for = g.scenario.reinforcements

    def _arrival(self, g, r, name: str) -> Arrival:
        """A group's row: its side, pieces (their names in the tooltip), formations and road."""
        row = Arrival()
        row.setObjectName(name)
        row.group, row.side = r, r.side.value
        units = [g.state.units[u] for u in r.units]
        row.tip = "\n".join(
            self.tr("{name} ({kind})").format(name=g.name(u.id), kind=unit_kind(u.kind.value)) for u in units
        )
        row.pieces.set_pieces([(u.kind.value, u.side.value) for u in units], False, row.tip)
        row.who.setText(
            self.tr("<b>{side}</b>: {formations}").format(
                side=side_name(r.side), formations=html.escape(formations([g.name(u.id) for u in units]))
            )
        )
        if r.rolled:
            roads = self.tr(" or ").join(
                self.tr("{box} ({low}-{high})").format(box=g.name(box), low=low, high=high)
                for low, high, box in r.roads
            )
            row.road = self.tr("to {roads}, one roll (R-REIN-2)").format(roads=roads)
        else:
            row.road = self.tr("to {box}").format(box=g.name(r.roads[0][2]))
        row.where.setToolTip(
            self.tr("Units leave an entry box into its area by a free move, without an order (R-REIN-3)")
        )
        return row

    def show_game(self, g) -> None:
        if self._built_for != g.scenario.reinforcements:
            self._build(g)
        now = g.state.period
        waiting = {period: 0 for period in self.periods}
        for row in self.arrivals:
            waiting[row.group.period] += self._show(g, row, now)
        after = next((p for p in self.periods if p > now), None)
        for period, head in self.periods.items():
            words = shown(PERIOD_WORDS[period])
            if period == now:
                words = self.tr("{period}: now").format(period=words)
            elif period == after:
                words = self.tr("{period}: next").format(period=words)
            elif period < now and waiting[period]:
                words = self.tr("{period}: arrived; {n} still in entry boxes (R-REIN-3)").format(
                    period=words, n=waiting[period]
                )
            elif period < now:
                words = self.tr("{period}: arrived").format(period=words)
            head.set_period(words, period == now, period < now)

    def _show(self, g, row: Arrival, now: int) -> int:
        """A group's row as the game stands: due, or arrived (faded) and how
        many still wait in the box; an earlier period's group is told by its
        period's heading alone. Returns how many of its units wait in the box."""
        r = row.group
        units = [g.state.units[u] for u in r.units]
        # a stated position's units of a group due before it stay off the map (docs/game-record.md)
        arrived = r.period <= now and any(u.location != ON_CHART for u in units)
        waiting = 0
        if arrived:
            box = self.arrived_at(g, r)
            waiting = sum(1 for u in units if u.location == box)
            text = self.tr("arrived at {box}").format(box=g.name(box)) if box else self.tr("arrived")
            if waiting:
                text = self.tr("{arrived}; {n} still in the box (R-REIN-3)").format(arrived=text, n=waiting)
        else:
            text = row.road
        row.where.setText(text)
        set_style(row.where, "color:#5a5446;" if arrived else "")
        if row.pieces.faded != arrived:
            row.pieces.set_pieces(row.pieces.pieces, arrived, row.tip)
        row.setVisible(r.period > now or (arrived and r.period == now))
        return waiting

    def arrived_at(self, g, r) -> str:
        """The entry box the group came to: its road's, or for a rolled group
        the one the log's arrival names, else the one its units wait in ("" if
        nothing says). Once found it is kept: a game's roll is never taken back."""
        if not r.rolled:
            return r.roads[0][2]
        if r in self.boxes:
            return self.boxes[r]
        for entry in reversed(g.log):
            for e in entry.events:
                if e.kind == "arrive" and e.get("unit") in r.units:
                    self.boxes[r] = e.get("dest")
                    return self.boxes[r]
        roads = {box for _, _, box in r.roads}  # a stated position's: where its units wait
        return next((g.state.units[u].location for u in r.units if g.state.units[u].location in roads), "")
