"""The panels beside the map: the day and period track, the order boxes and
their discs, each side's command blocks (the opponent's as backs), the cube
and marker supplies, the dice of the last roll with what they meant, and the
game log in the deciding side's view (filterable; a click on a line shows
where it happened). Everything shown comes from the controller's view."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextDocumentLayout,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from ..rules.periods import PERIODS
from ..rules.pieces import ARTILLERY_FIRE_MARKERS, CUBE_SUPPLY, DISRUPTION_MARKERS, ENTRENCHMENT_MARKERS
from . import palette as P
from .controller import Controller

PART_NAMES = ("morning", "midday", "afternoon", "night")


class PeriodTrack(QWidget):
    """Three days of four periods (the last day ends after its afternoon)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.current = 0
        self.setMinimumHeight(48)
        self.setToolTip(self.tr("Days and periods (R-TIME-1): the game ends after the afternoon of 3 July at the latest"))

    def set_period(self, name: str) -> None:
        self.current = PERIODS.index(name)
        self.setAccessibleName(name)
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        w = self.width() - 4
        cell = w / 12
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() - 1.5))
        p.setFont(font)
        for day in range(3):
            p.setPen(QPen(QColor("#333333")))
            p.drawText(QRectF(2 + day * 4 * cell, 0, 4 * cell, 16), Qt.AlignCenter, f"{day + 1} July")
            for part in range(4):
                i = day * 4 + part
                r = QRectF(2 + i * cell + 1, 18, cell - 2, 24)
                if i >= len(PERIODS):
                    p.setPen(QPen(QColor("#bbbbbb"), 1, Qt.DotLine))
                    p.setBrush(Qt.NoBrush)
                    p.drawRect(r)
                    continue
                now = i == self.current
                past = i < self.current
                p.setPen(QPen(QColor("#333333"), 2 if now else 1))
                p.setBrush(QBrush(QColor(P.SELECTED if now else ("#d8d2c0" if past else "#f4f1e6"))))
                p.drawRoundedRect(r, 3, 3)
                p.setPen(QPen(QColor("#111111")))
                p.drawText(r, Qt.AlignCenter, PART_NAMES[part][:3].title() if part != 3 else "Nt")


class DiscRow(QWidget):
    """A number of discs as small coloured circles with a caption."""

    def __init__(self, colour: str, parent=None) -> None:
        super().__init__(parent)
        self.colour = colour
        self.n = 0
        self.extra: list[str] = []
        self.setMinimumHeight(14)

    def set_count(self, n: int, extra: list[str] | None = None) -> None:
        self.n = n
        self.extra = extra or []
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        x = 4.0
        for colour in [self.colour] * self.n + self.extra:
            p.setPen(QPen(QColor("#222222"), 0.8))
            p.setBrush(QBrush(QColor(colour)))
            p.drawEllipse(QRectF(x, 2, 10, 10))
            x += 12


class BattlePanel(QWidget):
    """Period track, order boxes, command blocks and supplies."""

    def __init__(self, controller: Controller, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("BattlePanel")
        self.controller = controller
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.track = PeriodTrack()
        lay.addWidget(self.track)
        self.period = QLabel()
        self.period.setObjectName("PeriodLabel")
        lay.addWidget(self.period)
        grid = QGridLayout()
        grid.setVerticalSpacing(2)
        self.rows: dict[str, tuple[QLabel, DiscRow]] = {}
        captions = [
            ("csa-single", self.tr("CSA single-order box"), P.DISC["csa"]),
            ("csa-double", self.tr("CSA double-order box"), P.DISC["csa"]),
            ("csa-supply", self.tr("CSA discs in supply"), P.DISC["csa"]),
            ("usa-box", self.tr("Union available-orders box"), P.DISC["usa"]),
            ("usa-used", self.tr("Union forced-pass discs used"), P.DISC["forced-pass"]),
        ]
        for r, (key, caption, colour) in enumerate(captions):
            label = QLabel(caption)
            row = DiscRow(colour)
            grid.addWidget(label, r, 0)
            grid.addWidget(row, r, 1)
            self.rows[key] = (label, row)
        lay.addLayout(grid)
        self.blocks = QLabel()
        self.blocks.setObjectName("BlocksLabel")
        self.blocks.setTextFormat(Qt.RichText)
        self.blocks.setWordWrap(True)
        lay.addWidget(self.blocks)
        self.supply = QLabel()
        self.supply.setObjectName("SupplyLabel")
        self.supply.setTextFormat(Qt.RichText)
        self.supply.setWordWrap(True)
        lay.addWidget(self.supply)
        lay.addStretch(1)
        controller.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        v = c.view()
        g = c.game
        self.track.set_period(v["period"])
        part = PART_NAMES[PERIODS.index(v["period"]) % 4]
        box = g.scenario.union_order_boxes.get(part, 0)
        self.period.setText(self.tr("<b>{period}</b> &mdash; the Union's {part} box holds {n} discs (R-DISC-1)").format(period=v["period"], part=part, n=box))
        d = v["discs"]
        self.rows["csa-single"][1].set_count(d["csa"]["single"])
        self.rows["csa-single"][0].setText(self.tr("CSA single-order box: {n}").format(n=d["csa"]["single"]))
        self.rows["csa-double"][1].set_count(d["csa"]["double"])
        self.rows["csa-double"][0].setText(self.tr("CSA double-order box: {n}").format(n=d["csa"]["double"]))
        self.rows["csa-supply"][1].set_count(d["csa"]["supply"])
        self.rows["csa-supply"][0].setText(self.tr("CSA discs in supply: {n}").format(n=d["csa"]["supply"]))
        self.rows["usa-box"][1].set_count(d["usa"]["blue"], [P.DISC["forced-pass"]] * d["usa"]["forced_pass"])
        self.rows["usa-box"][0].setText(self.tr("Union box: {b} blue, {f} forced-pass").format(b=d["usa"]["blue"], f=d["usa"]["forced_pass"]))
        self.rows["usa-used"][1].set_count(d["usa"]["forced_pass_used"])
        self.rows["usa-used"][0].setText(self.tr("Forced-pass discs used: {n}").format(n=d["usa"]["forced_pass_used"]))
        lines = []
        for side, title in (("csa", self.tr("Confederate")), ("usa", self.tr("Union"))):
            b = v["blocks"][side]
            if isinstance(b["available"], list):
                avail = " ".join(f"<b>{x}</b>" for x in b["available"]) or "&ndash;"
                aside = " ".join(str(x) for x in b["set_aside"]) or "&ndash;"
                lines.append(self.tr("{side} blocks: available {a}; set aside {s}").format(side=title, a=avail, s=aside))
            else:
                lines.append(self.tr("{side} blocks: {a} available, {s} set aside (values hidden)").format(side=title, a=b["available"], s=b["set_aside"]))
        self.blocks.setText("<br>".join(lines))
        cubes = " &nbsp;".join(
            f"<span style='background:{P.CUBE[c]};color:{'#000' if P.lightness(P.CUBE[c]) > 55 else '#fff'};'>&nbsp;{n}&nbsp;</span> {c.split('-')[1]}"
            for c, n in v["cube_supply"].items()
        )
        places = v["places"].values()
        disrupted = sum(1 for e in places if e.get("disrupted"))
        entrenched = sum(len(e.get("entrenchments", ())) for e in places)
        fire = sum(1 for e in places if e.get("fire_marker"))
        self.supply.setText(
            self.tr("Cubes in supply (of {total}): {cubes}").format(total=sum(CUBE_SUPPLY.values()), cubes=cubes)
            + "<br>"
            + self.tr("Markers left: disruption {d} of {dn}, entrenchment {e} of {en}, artillery fire {f} of {fn}").format(
                d=DISRUPTION_MARKERS - disrupted, dn=DISRUPTION_MARKERS, e=ENTRENCHMENT_MARKERS - entrenched,
                en=ENTRENCHMENT_MARKERS, f=ARTILLERY_FIRE_MARKERS - fire, fn=ARTILLERY_FIRE_MARKERS)
        )


class DieFace(QWidget):
    """One die's face, with its pips."""

    PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (2, 0), (0, 2), (2, 2)],
            5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}

    def __init__(self, face: int, parent=None) -> None:
        super().__init__(parent)
        self.face = face
        self.setFixedSize(26, 26)
        self.setAccessibleName(f"die {face}")

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(QColor("#333333"), 1.2))
        p.setBrush(QBrush(QColor("#fffdf5")))
        p.drawRoundedRect(QRectF(1, 1, 24, 24), 5, 5)
        p.setBrush(QBrush(QColor("#111111")))
        for i, j in self.PIPS[self.face]:
            p.drawEllipse(QRectF(5 + i * 6.5, 5 + j * 6.5, 4, 4))


class DicePanel(QWidget):
    """The dice of the last action that rolled, and what each meant."""

    def __init__(self, controller: Controller, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("DicePanel")
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel(self.tr("No dice rolled yet"))
        self.lay.addWidget(self.title)
        self.rows: list[QWidget] = []
        controller.happened.connect(self.show_events)

    def show_events(self, events: list) -> None:
        rolls = [e for e in events if e.kind == "roll"]
        if not rolls:
            return
        for w in self.rows:
            w.deleteLater()
        self.rows = []
        self.title.setText(self.tr("Last roll: {n} {dice}").format(n=len(rolls), dice=self.tr("die") if len(rolls) == 1 else self.tr("dice")))
        for e in rolls[-12:]:
            row = QWidget()
            h = QHBoxLayout(row)
            h.setContentsMargins(0, 0, 0, 0)
            h.addWidget(DieFace(e.get("face")))
            words = e.text.rsplit(": rolled", 1)[0]
            table = e.get("table")
            result = e.text.rsplit(": ", 1)[-1] if e.get("result") else ""
            text = QLabel(f"{words} &mdash; <b>{result}</b> <i>({table}, {e.rule})</i>" if result else f"{words} <i>({table})</i>")
            text.setTextFormat(Qt.RichText)
            text.setWordWrap(True)
            h.addWidget(text, 1)
            self.lay.addWidget(row)
            self.rows.append(row)


def _entry_lines(entry, viewer, reveal, places) -> list[tuple[str, list, str]]:
    """(text, places, kind) for each line of a log entry as ``viewer`` may read it."""
    lines = []
    head = entry.action_text(viewer, reveal) if entry.action is not None else ""
    if head:
        who = entry.side.title if entry.side else ""
        lines.append((f"{entry.ply}. {who}: {head}", [w for w in entry.action.args if w in places], "action"))
    events = entry.events_seen_by(viewer, reveal)
    setup = [e for e in events if e.kind == "set-up"]
    if setup:
        lines.append((QCoreApplication.translate("LogPanel", "    The armies are set up: {n} units on the map and in entry boxes").format(n=len(setup)), [], "set-up"))
    for e in events:
        if e.kind != "set-up":
            lines.append((f"    {e}", _places_of_event(e), e.kind))
    return lines


class LogText(QPlainTextEdit):
    """The log's text: read-only, one block a line; a click on a line says
    which line (the panel shows where it happened)."""

    line_clicked = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.WidgetWidth)
        self.setMaximumBlockCount(0)
        self.viewport().setCursor(Qt.PointingHandCursor)

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        if event.button() == Qt.LeftButton and not self.textCursor().hasSelection():
            self.line_clicked.emit(self.cursorForPosition(event.position().toPoint()).blockNumber())


class _LogPage:
    """The log as one way of seeing it reads (a viewer, everything, a filter):
    its own text document, caught up entry by entry, so a hand-over swaps
    documents instead of writing a whole battle's log again."""

    def __init__(self, owner: QWidget) -> None:
        self.doc = QTextDocument(owner)
        self.doc.setDocumentLayout(QPlainTextDocumentLayout(self.doc))
        self.rows: list[tuple[str, list, str]] = []
        self.n = 0
        self.last = None


class LogPanel(QWidget):
    """The game log as the side at the screen may read it (R-ACT-2). Each
    entry's lines are worked out once per way of seeing it; each way of
    seeing has its own document, appended to as the game goes on."""

    #: places to show on the map for the clicked line
    show_places = Signal(list)

    def __init__(self, controller: Controller, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("LogPanel")
        self.controller = controller
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self.filter = QLineEdit()
        self.filter.setObjectName("LogFilter")
        self.filter.setPlaceholderText(self.tr("Filter the log (a word, a rule id such as R-ASLT, 'roll')"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.refresh)
        lay.addWidget(self.filter)
        self.text = LogText()
        self.text.setObjectName("LogText")
        self.text.line_clicked.connect(self._clicked)
        lay.addWidget(self.text, 1)
        self._cache: dict[tuple, tuple] = {}  # (id of entry, viewer, reveal) -> (entry, lines)
        self._pages: dict[tuple, _LogPage] = {}
        self._page: _LogPage | None = None
        self._game = None
        self._bold = QTextCharFormat()
        self._bold.setFontWeight(QFont.Bold)
        self._roll = QTextCharFormat()
        self._roll.setForeground(QBrush(QColor("#6a3d9a")))
        self._plain = QTextCharFormat()
        controller.changed.connect(self.refresh)
        self.refresh()

    @property
    def rows(self) -> list[tuple[str, list, str]]:
        return self._page.rows if self._page is not None else []

    def refresh(self) -> None:
        c = self.controller
        g = c.game
        if g is not self._game:  # another game (a new one, a replay's step): start afresh
            self._game, self._pages, self._cache = g, {}, {}
        reveal = (c.reveal or c.replaying or g.over) and c.waiting_for is None
        viewer = None if c.waiting_for is not None or reveal else c.viewer
        needle = self.filter.text().strip().lower()
        key = (viewer, reveal, needle)
        page = self._pages.get(key)
        if page is None:
            if len(self._pages) > 8:  # filters come and go: keep a few pages only
                self._pages = {k: p for k, p in self._pages.items() if not k[2]}
            page = self._pages[key] = _LogPage(self)
        n = page.n
        if n > len(g.log) or (n and g.log[n - 1] is not page.last):  # undone actions: write it again
            page.doc.clear()
            page.rows, n = [], 0
        if n < len(g.log):
            places = set(g.places)
            rows = []
            for entry in g.log[n:]:
                ck = (id(entry), viewer, reveal)
                cached = self._cache.get(ck)
                if cached is None or cached[0] is not entry:  # an undone entry's id may be taken again
                    cached = self._cache[ck] = (entry, _entry_lines(entry, viewer, reveal, places))
                lines = cached[1]
                rows.extend(r for r in lines if not needle or needle in r[0].lower() or needle == r[2])
            self._write(page, rows)
            page.n, page.last = len(g.log), g.log[-1] if g.log else None
        if page is not self._page:
            self._page = page
            self.text.setDocument(page.doc)
        bar = self.text.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _write(self, page: _LogPage, rows: list) -> None:
        if not rows:
            return
        cursor = QTextCursor(page.doc)
        cursor.movePosition(QTextCursor.End)
        cursor.beginEditBlock()
        for row in rows:
            if page.rows:
                cursor.insertBlock()
            text, _, kind = row
            cursor.insertText(text, self._bold if kind == "action" else self._roll if kind == "roll" else self._plain)
            page.rows.append(row)
        cursor.endEditBlock()

    def _clicked(self, line: int) -> None:
        rows = self.rows
        if 0 <= line < len(rows) and rows[line][1]:
            self.show_places.emit(list(rows[line][1]))

    def lines(self) -> list[str]:
        return [row[0] for row in self.rows]


def _places_of_event(e) -> list[str]:
    out = []
    for key in ("dest", "origin", "place", "area", "target"):
        v = e.get(key)
        if isinstance(v, str) and v and not v.startswith("@"):
            out.append(v)
    return out

