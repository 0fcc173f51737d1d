"""The turn track of Norden & Süden beside the map (NS-TIME, T3): the game
turns as a calendar, one row a year and a column a month, so the double
winter turns (November-December, January-February) are twice as wide as
the others; the current turn marked, the turns played shaded, the April
draft turns of 1862-64 flagged (NS-DRAFT-2), the turns after the short
game's last one faded (NS-SHORT-1). Below it the player turn: the phasing
side, the four segments with the current one lit (NS-SEQ-2), and what the
segment counts: marches left and the march roll (NS-MOVE-1, NS-MOVE-2, a
6 lets the Union land from the sea, NS-SEA-3), recruits left (NS-RECR-1).
Everything comes from the ruleset's view (games/nordensueden/rules/view.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QToolTip, QVBoxLayout, QWidget

from gettysburg_desktop.display import palette as P
from gettysburg_desktop.display.translate import shown

from ..rules.sides import Side
from ..rules.tables import DRAFT_TURNS, TURNS

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate

#: the segments of a player turn, in order (NS-SEQ-2)
SEGMENTS = ("movement", "combat", "promotion", "recruitment")
YEARS = (1861, 1862, 1863, 1864, 1865)
#: the draft turns' mark (a Union blue flag on the cell)
DRAFT_MARK = "#0072b2"


def month_short(month: int) -> str:
    """A month's short name on the track ("Jul")."""
    return (
        _t("TurnTrack", "Jan"),
        _t("TurnTrack", "Feb"),
        _t("TurnTrack", "Mar"),
        _t("TurnTrack", "Apr"),
        _t("TurnTrack", "May"),
        _t("TurnTrack", "Jun"),
        _t("TurnTrack", "Jul"),
        _t("TurnTrack", "Aug"),
        _t("TurnTrack", "Sep"),
        _t("TurnTrack", "Oct"),
        _t("TurnTrack", "Nov"),
        _t("TurnTrack", "Dec"),
    )[month - 1]


def turn_short(turn: int) -> str:
    """ "Jul", "Nov-Dec": a turn's months on the track."""
    _year, first, last = TURNS[turn - 1]
    if first == last:
        return month_short(first)
    return _t("TurnTrack", "{first}-{last}").format(first=month_short(first), last=month_short(last))


def segment_name(segment: str) -> str:
    return {
        "movement": _t("TurnTrack", "Movement"),
        "combat": _t("TurnTrack", "Combat"),
        "promotion": _t("TurnTrack", "Promotion"),
        "recruitment": _t("TurnTrack", "Recruitment"),
    }.get(segment, segment)


def segment_in_sentence(segment: str) -> str:
    """The segment's name inside a sentence ("Union player turn: movement"): its own
    message, so that a language writing nouns capitalised (German) keeps them so."""
    return {
        "movement": _t("TurnTrack", "movement"),
        "combat": _t("TurnTrack", "combat"),
        "promotion": _t("TurnTrack", "promotion"),
        "recruitment": _t("TurnTrack", "recruitment"),
    }.get(segment, segment)


def side_title(side: str) -> str:
    """ "Union" / "Confederacy", in the engine's words (translated)."""
    return shown(Side(side).title)


class TurnTrack(QWidget):
    """T3 drawn as a calendar: a row a year, a column a month."""

    ROW = 30.0
    YEAR_W = 34.0

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.turn = 1
        self.last = len(TURNS)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.setMinimumHeight(int(self.ROW * len(YEARS)) + 4)

    def set_turn(self, turn: int, last: int) -> None:
        self.turn, self.last = turn, last
        self.setToolTip(
            _t(
                "TurnTrack",
                "The turn track (T3, NS-TIME): a game turn is a month, or two in winter; the April turns of 1862, 1863 and 1864 bring the Union's drafts (NS-DRAFT-2); the game ends after turn {last} at the latest",
            ).format(last=last)
        )
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(360, int(self.ROW * len(YEARS)) + 4)

    def minimumSizeHint(self) -> QSize:
        return QSize(260, int(self.ROW * len(YEARS)) + 4)

    def cell(self, turn: int) -> QRectF:
        """Where turn ``turn`` is drawn (its months' columns in its year's row)."""
        year, first, last = TURNS[turn - 1]
        col = (self.width() - self.YEAR_W - 2) / 12
        row = YEARS.index(year)
        return QRectF(
            self.YEAR_W + (first - 1) * col + 1, 2 + row * self.ROW + 1, (last - first + 1) * col - 2, self.ROW - 3
        )

    def turn_at(self, pos) -> int | None:
        """The turn drawn at ``pos`` (widget coordinates), or None."""
        return next((t for t in range(1, len(TURNS) + 1) if self.cell(t).contains(pos)), None)

    def turn_words(self, turn: int) -> str:
        """ "Game turn 8: Apr 1862; the Union's draft (NS-DRAFT-2)"."""
        year = TURNS[turn - 1][0]
        text = _t("TurnTrack", "Game turn {n}: {months} {year}").format(n=turn, months=turn_short(turn), year=year)
        if turn in DRAFT_TURNS:
            text += "; " + _t("TurnTrack", "the Union's draft (NS-DRAFT-2)")
        if turn == self.turn:
            text += "; " + _t("TurnTrack", "now")
        elif turn > self.last:
            text += "; " + _t("TurnTrack", "after the short game's end (NS-SHORT-1)")
        return text

    def event(self, event) -> bool:
        if event.type() == QEvent.ToolTip:
            turn = self.turn_at(event.position() if hasattr(event, "position") else event.pos())
            if turn is not None:
                QToolTip.showText(event.globalPos(), self.turn_words(turn), self)
                return True
        return super().event(event)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() - 1.5))
        small = QFont(font)
        small.setPointSizeF(max(6.0, font.pointSizeF() - 1.5))
        bold = QFont(font)
        bold.setBold(True)
        for i, year in enumerate(YEARS):
            p.setFont(bold)
            p.setPen(QPen(QColor("#333333")))
            p.drawText(
                QRectF(0, 2 + i * self.ROW, self.YEAR_W - 2, self.ROW), Qt.AlignLeft | Qt.AlignVCenter, str(year)
            )
        for turn in range(1, len(TURNS) + 1):
            r = self.cell(turn)
            now, past, beyond = turn == self.turn, turn < self.turn, turn > self.last
            if beyond:  # after the short game's end: not played
                p.setPen(QPen(QColor("#c8c2b0"), 1, Qt.DotLine))
                p.setBrush(Qt.NoBrush)
            else:
                p.setPen(QPen(QColor("#222222" if now else "#8a8270"), 2.4 if now else 1))
                p.setBrush(QBrush(QColor(P.SELECTED if now else ("#d8d2c0" if past else "#f4f1e6"))))
            p.drawRoundedRect(r, 3, 3)
            if turn in DRAFT_TURNS and not beyond:  # a blue band along the top: the Union's draft (NS-DRAFT-2)
                p.setPen(Qt.NoPen)
                p.setBrush(QBrush(QColor(DRAFT_MARK)))
                p.drawRoundedRect(QRectF(r.left() + 1.5, r.top() + 1.5, r.width() - 3, 4), 1.5, 1.5)
            p.setPen(QPen(QColor("#aaa494" if beyond else "#111111")))
            p.setFont(bold if now else font)
            p.drawText(QRectF(r.left(), r.top() + 3, r.width(), r.height() * 0.55), Qt.AlignCenter, turn_short(turn))
            p.setFont(small)
            p.setPen(QPen(QColor("#aaa494" if beyond else "#5a5446")))
            p.drawText(
                QRectF(r.left(), r.top() + r.height() * 0.52, r.width(), r.height() * 0.46), Qt.AlignCenter, str(turn)
            )


class SegmentSteps(QWidget):
    """The four segments of the player turn as steps, the current one lit (NS-SEQ-2)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(3)
        self.steps: dict[str, QLabel] = {}
        for seg in SEGMENTS:
            label = QLabel()
            label.setObjectName(f"Segment-{seg}")
            label.setAlignment(Qt.AlignCenter)
            label.setMinimumHeight(22)
            lay.addWidget(label, 1)
            self.steps[seg] = label
        self.current = ""
        self.side = "usa"

    def set_segment(self, segment: str, side: str) -> None:
        self.current, self.side = segment, side
        done = SEGMENTS.index(segment) if segment in SEGMENTS else len(SEGMENTS)
        for i, (seg, label) in enumerate(self.steps.items()):
            label.setText(segment_name(seg))
            now = seg == segment
            if now:
                style = f"background:{P.SIDE_FILL[side]};color:{P.SIDE_MARK[side]};border:2px solid {P.SIDE_EDGE[side]};font-weight:bold;"
            elif i < done:
                style = "background:#d8d2c0;color:#5a5446;border:1px solid #b0a890;"
            else:
                style = "background:#f4f1e6;color:#333333;border:1px solid #b0a890;"
            label.setStyleSheet(f"QLabel{{{style}border-radius:3px;padding:1px 2px;}}")
            label.setProperty("current", now)


class TurnTrackPanel(QWidget):
    """The turn track, the player turn and its segment, marches and recruits
    (see the module). ``show_view(view)`` after every action."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("NSTurnTrackPanel")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(4)
        self.title = QLabel()
        self.title.setObjectName("TurnLabel")
        self.title.setTextFormat(Qt.RichText)
        lay.addWidget(self.title)
        self.track = TurnTrack()
        lay.addWidget(self.track)
        self.legend = QLabel(
            self.tr("{now} now &nbsp; {draft} April draft (NS-DRAFT-2)").format(
                now=f"<span style='background:{P.SELECTED};'>&nbsp;&nbsp;&nbsp;</span>",
                draft=f"<span style='color:{DRAFT_MARK};'><b>&#9644;</b></span>",
            )
        )
        self.legend.setObjectName("TurnLegend")
        self.legend.setTextFormat(Qt.RichText)
        lay.addWidget(self.legend)
        self.draft = QLabel()
        self.draft.setObjectName("DraftLabel")
        self.draft.setWordWrap(True)
        lay.addWidget(self.draft)
        self.player = QLabel()
        self.player.setObjectName("PlayerTurnLabel")
        self.player.setTextFormat(Qt.RichText)
        self.player.setWordWrap(True)  # longer in German and Italian than the dock is wide
        lay.addWidget(self.player)
        self.segments = SegmentSteps()
        lay.addWidget(self.segments)
        self.detail = QLabel()
        self.detail.setObjectName("MarchesLabel")
        self.detail.setTextFormat(Qt.RichText)
        self.detail.setWordWrap(True)
        lay.addWidget(self.detail)
        lay.addStretch(1)

    def show_view(self, view: dict) -> None:
        turn, last = view["turn"], view["last_turn"]
        shown_turn = min(turn, last, len(TURNS))  # the game ends after its last turn (NS-LEN-1, NS-SHORT-1)
        self.track.set_turn(shown_turn, last)
        self.title.setText(
            self.tr("<b>{months}</b> &nbsp; game turn {n} of {last}").format(
                months=shown(view["months"]), n=shown_turn, last=last
            )
        )
        if view["draft_turn"]:
            self.draft.setText(
                self.tr(
                    "April draft: 4 more Union militia infantry may be recruited; {n} on the map at most (NS-DRAFT-2, NS-DRAFT-3)"
                ).format(n=view["militia_infantry_allowed"])
            )
        else:
            self.draft.setText("")
        self.draft.setVisible(bool(view["draft_turn"]))
        side, segment = view["phasing"], view["segment"]
        colour = P.SIDE_FILL[side]
        chip = f"<span style='background:{colour};color:{P.SIDE_MARK[side]};'>&nbsp;&nbsp;</span>"
        if segment == "end":
            self.player.setText(self.tr("{chip} {side} player turn: over").format(chip=chip, side=side_title(side)))
        else:
            self.player.setText(
                self.tr("{chip} <b>{side} player turn</b>: {segment} (NS-SEQ-2)").format(
                    chip=chip, side=side_title(side), segment=segment_in_sentence(segment)
                )
            )
        self.segments.set_segment(segment, side)
        self.detail.setText(self.segment_words(view))

    def segment_words(self, view: dict) -> str:
        """What the segment counts, in a line."""
        segment = view["segment"]
        if segment == "movement":
            roll, left = view["march_roll"], view["marches_left"]
            if roll is None and view["turn"] == 1:
                text = self.tr("Marches left: <b>{n}</b> (first turn: 2 marches, no roll, NS-MOVE-2)").format(n=left)
            elif roll is None:
                text = self.tr("Roll for the marches (NS-MOVE-1)")
            else:
                text = self.tr("Marches left: <b>{n}</b> (rolled {roll}, NS-MOVE-1)").format(n=left, roll=roll)
            if view["landing"]:
                text += "<br>" + self.tr("Sea landing possible: a 6 was rolled (NS-SEA-3)")
            return text
        if segment == "recruitment":
            if view["recruits_left"] <= 0:
                return self.tr("Roll for the recruits (NS-RECR-1)")
            can = view.get("recruits_placeable")
            if can is not None and can[0] < view["recruits_left"]:
                return self.tr("Recruits left: <b>{n}</b>, of which {can} can be placed ({rule})").format(
                    n=view["recruits_left"], can=can[0], rule=can[1]
                )
            return self.tr("Recruits left: <b>{n}</b> (NS-RECR-1)").format(n=view["recruits_left"])
        if segment == "combat":
            return self.tr("Battles in the boxes holding both sides, in the attacker's order (NS-CBT-2)")
        if segment == "promotion":
            return self.tr("One unit may be promoted (NS-PROM-3)")
        return ""
