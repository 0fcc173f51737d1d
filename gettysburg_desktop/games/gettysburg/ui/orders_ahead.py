"""The next period's orders, as its phase 2 will fill the boxes if this
period ended now (games/gettysburg/rules/next_period.py): the Union's blue discs and forced
passes (R-DISC-1), the Confederate single- and double-order boxes
(R-DISC-2); the discs left on command blocks stay there (R-DISC-3) and
shrink them. And the warning, for the side at the screen when its action
now may be its last of the period (R-TIME-3) while the discs on its blocks
would shrink its next orders: a block removed now takes its discs back
(R-BLK-3). Disc counts are public; no block's value is used (R-ACT-2)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.words import plural, side_name

from ..rules.next_period import discs_next_period, last_chance
from ..rules.periods import PART_WORDS, PERIOD_WORDS
from ..rules.pieces import Side
from .chart_parts import SHORT, URGENT, chip, heading, linked


class OrdersAhead(QWidget):
    """Next period's order boxes, and the warning (see the module).
    ``show_state(controller)`` after every action."""

    #: a rule id was clicked: open the rules reference there
    rule_clicked = Signal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("OrdersAhead")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        self.title = heading("")
        lay.addWidget(self.title)
        self.warning = self._label("DiscWarning")
        self.warning.setStyleSheet(f"QLabel{{{URGENT}}}")
        lay.addWidget(self.warning)
        self.note = self._label("DiscsOnBlocks")
        self.note.setStyleSheet("color:#5a5446;")
        lay.addWidget(self.note)
        self.union = self._label("NextUnionOrders")
        lay.addWidget(self.union)
        self.confederate = self._label("NextConfederateOrders")
        lay.addWidget(self.confederate)

    def _label(self, name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.RichText)
        label.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
        label.linkActivated.connect(lambda link: self.rule_clicked.emit(link.removeprefix("rule:")))
        return label

    def show_state(self, c) -> None:
        g = c.game
        ahead = discs_next_period(g)
        for label in (self.union, self.confederate):
            label.setVisible(ahead is not None)
        if ahead is None:  # the last period, or the game is over: no next period (R-TIME-1)
            self.title.setText(self.tr("Orders (R-DISC)"))
            self.title.setToolTip("")
            self.note.setText(
                self.tr("The game is over.")
                if g.over
                else linked(self.tr("No period follows this one: the game ends after it (R-TIME-1)."))
            )
            self.warning.hide()
            return
        usa, csa = ahead[Side.USA], ahead[Side.CSA]
        self.title.setText(
            self.tr("Orders in {period} (R-DISC)").format(period=shown(PERIOD_WORDS[g.state.period + 1]))
        )
        self.title.setToolTip(
            self.tr(
                "What the next period's order boxes get if this period ended now: the discs left on command blocks stay there (R-DISC-3)"
            )
        )
        union = self.blue_discs(usa.blue)
        if usa.short:
            union += f", <b style='color:{SHORT};'>{self.forced_passes(usa.forced_pass)}</b>"
        union += " (R-DISC-1)"
        self.union.setText(f"{chip('usa', side_name(Side.USA))} {linked(union)}")
        single = self.tr("single-order box {n} of {full}").format(n=csa.single, full=csa.full_single)
        double = self.tr("double-order box {n} of {full}").format(n=csa.double, full=csa.full_double)
        if csa.single < csa.full_single:
            single = f"<b style='color:{SHORT};'>{single}</b>"
        if csa.double < csa.full_double:
            double = f"<b style='color:{SHORT};'>{double}</b>"
        self.confederate.setText(f"{chip('csa', side_name(Side.CSA))} {single}, {double} {linked('(R-DISC-2)')}")
        if usa.to_place:
            union_on = self.tr("{n} and {k} still in its box (R-TIME-3)").format(n=usa.on_blocks, k=usa.to_place)
        else:
            union_on = str(usa.on_blocks)
        note = self.tr(
            "Discs on blocks stay there (R-DISC-3): Union {u}, Confederate {c}. If they are still there when this period ends, the boxes get:"
        ).format(u=union_on, c=csa.on_blocks)
        self.note.setToolTip(
            self.tr(
                "A disc stays on its command block until the block leaves the map (R-DISC-3); the Union's blue discs still in its box all go onto blocks before the period ends (R-TIME-3)"
            )
        )
        self.note.setText(linked(note))
        warning = self.warning_text(c, usa, csa)
        self.warning.setText(linked(warning))
        self.warning.setVisible(bool(warning))

    def warning_text(self, c, usa, csa) -> str:
        """The warning for the side at the screen, when it may act on it now ("" otherwise)."""
        side = c.viewer
        if side is None or not c.can_act or c.game.deciding_side() is not side or not last_chance(c.game, side):
            return ""
        if side is Side.USA and usa.short:
            return self.tr(
                "Your next order ends the period (R-TIME-3), and discs on blocks stay there (R-DISC-3): with {n} on yours, the {part} box gets {blue} and {black} (R-DISC-1). A block removed now takes its discs back (R-BLK-3)."
            ).format(
                n=usa.on_blocks,
                part=shown(PART_WORDS[usa.part]),
                blue=self.blue_discs(usa.blue),
                black=self.forced_passes(usa.forced_pass),
            )
        if side is Side.CSA and csa.short:
            return self.tr(
                "The Union's box holds its last disc: the period may end after its next action (R-TIME-3), and discs on blocks stay there (R-DISC-3): with {n} on yours, next period's single-order box gets {single} of {full_single} discs, the double-order box {double} of {full_double} (R-DISC-2). A block removed now takes its discs back (R-BLK-3)."
            ).format(
                n=csa.on_blocks,
                single=csa.single,
                full_single=csa.full_single,
                double=csa.double,
                full_double=csa.full_double,
            )
        return ""

    def blue_discs(self, n: int) -> str:
        return plural(n, self.tr("{n} blue disc"), self.tr("{n} blue discs"))

    def forced_passes(self, n: int) -> str:
        return plural(n, self.tr("{n} forced pass"), self.tr("{n} forced passes"))
