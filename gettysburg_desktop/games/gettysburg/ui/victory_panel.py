"""Who holds the victory areas (R-WIN-1): each area marked with a star or
the double star, the side that controls it (R-WIN-4: its units alone are
in it) or that both sides' units are in it, and how close the
Confederates are to winning: two victory areas at the end of any period
(R-WIN-1), the double star at the end of an afternoon (R-WIN-2). Area
control is public: everything comes from the units on the map."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.words import side_name

from ..rules.periods import PERIOD_WORDS, is_afternoon
from ..rules.pieces import Side
from ..rules.victory import next_afternoon, victory_standing
from .chart_parts import URGENT, chip, heading, linked

STAR = "#d62828"  # the stars' red on the board (map_items.stars_item)


class VictoryPanel(QWidget):
    """The victory areas and who holds them (see the module). ``show_game(game)`` after every action."""

    #: an area's name was clicked: mark it on the map
    show_places = Signal(list)
    #: a rule id was clicked: open the rules reference there
    rule_clicked = Signal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("VictoryPanel")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        lay.addWidget(heading(self.tr("Victory areas (R-WIN)")))
        self.grid = QGridLayout()
        self.grid.setVerticalSpacing(1)
        self.grid.setColumnStretch(0, 1)
        lay.addLayout(self.grid)
        self.rows: dict[str, tuple[QLabel, QLabel]] = {}
        self.summary = QLabel()
        self.summary.setObjectName("VictorySummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.RichText)
        self.summary.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
        self.summary.linkActivated.connect(self._link)
        lay.addWidget(self.summary)

    def _link(self, link: str) -> None:
        kind, _, what = link.partition(":")
        if kind == "rule":
            self.rule_clicked.emit(what)
        elif kind == "place":
            self.show_places.emit([what])

    def _row(self, area: str) -> tuple[QLabel, QLabel]:
        if area not in self.rows:
            name, holder = QLabel(), QLabel()
            name.setObjectName(f"VictoryArea-{area}")
            name.setWordWrap(True)
            name.setTextFormat(Qt.RichText)
            name.linkActivated.connect(self._link)
            holder.setObjectName(f"VictoryHolder-{area}")
            holder.setTextFormat(Qt.RichText)
            holder.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
            r = len(self.rows)
            self.grid.addWidget(name, r, 0)
            self.grid.addWidget(holder, r, 1)
            self.rows[area] = (name, holder)
        return self.rows[area]

    def show_game(self, g) -> None:
        standing = victory_standing(g)
        for area, side, contested in standing:
            name, holder = self._row(area)
            stars = g.bf.areas[area].stars
            name.setText(
                f"<span style='color:{STAR};'>{'&#9733;' * stars}</span> "
                f"<a href='place:{area}' style='color:#1e1b16;'>{html.escape(g.name(area))}</a>"
            )
            name.setToolTip(
                self.tr("The double star (R-WIN-1, R-WIN-2); click to mark it on the map")
                if stars >= 2
                else self.tr("A victory area (R-WIN-1); click to mark it on the map")
            )
            if contested:
                holder.setText(chip(None, self.tr("contested")))
                holder.setToolTip(self.tr("Both sides' units are in it: nobody controls it (R-WIN-4)"))
            elif side is None:
                holder.setText(chip(None, self.tr("nobody")))
                holder.setToolTip(self.tr("No unit is in it: nobody controls it (R-WIN-4)"))
            else:
                holder.setText(chip(side.value, side_name(side)))
                holder.setToolTip(
                    self.tr("Held by the {side} side: only its units are in it (R-WIN-4)").format(side=side_name(side))
                )
        held = [a for a, side, _ in standing if side is Side.CSA]
        text, urgent = self.summary_text(g, held)
        self.summary.setText(linked(html.escape(text, quote=False)))
        css = f"QLabel{{{URGENT}}}" if urgent else ""
        if self.summary.styleSheet() != css:  # setting a style sheet is slow: only when it changes
            self.summary.setStyleSheet(css)
        self.summary.setProperty("urgent", urgent)

    def summary_text(self, g, held: list[str]) -> tuple[str, bool]:
        """How close the Confederates are to winning, and whether they win
        at the end of this period if nothing changes."""
        if g.over:
            return shown(g.outcome[1]), False
        period = g.state.period
        n = len(held)
        if n >= 2:
            return (
                self.tr(
                    "The Confederates hold {n} victory areas: if they still do at the end of this period, they win (R-WIN-1)."
                ).format(n=n),
                True,
            )
        if n == 1:
            text = self.tr("The Confederates hold 1 victory area: one more at the end of a period wins (R-WIN-1).")
        else:
            text = self.tr("The Confederates hold no victory area: two at the end of a period win (R-WIN-1).")
        double = [a for a in held if a in g.bf.double_star_areas]
        afternoon = next_afternoon(period)
        if double and is_afternoon(period):
            return (
                text
                + " "
                + self.tr(
                    "They hold the double star: if they still do at the end of this afternoon, they win (R-WIN-2)."
                )
            ), True
        if double and afternoon is not None:
            return text + " " + self.tr(
                "They hold the double star: if they still do at the end of {period}, they win (R-WIN-2)."
            ).format(period=shown(PERIOD_WORDS[afternoon])), False
        if g.bf.double_star_areas and afternoon is not None:
            return text + " " + self.tr(
                "The double star alone wins at the end of an afternoon; the next is {period} (R-WIN-2)."
            ).format(period=shown(PERIOD_WORDS[afternoon])), False
        return text, False
