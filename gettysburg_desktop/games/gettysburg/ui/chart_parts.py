"""What the Chart dock's sections (chart_panel.py) share: a section's
heading, a side's name on its colours, the amber of a warning, rule ids
as links that a narrow dock never breaks."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from gettysburg_desktop.display import palette as P
from gettysburg_desktop.display.rules_reference import RULE_ID

#: a warning, or a line that says the Confederates win if nothing changes: on amber
URGENT = "background:#fff1c9;border:1px solid #e69f00;border-radius:3px;padding:3px;"
#: a shortfall in the next period's orders: the disruption marker's orange, darkened for text
SHORT = "#a05a00"
#: a hyphen a line is not broken at
NB_HYPHEN = "\u2011"


def heading(text: str) -> QLabel:
    """A section's title in the chart dock (bold, a little room above)."""
    label = QLabel(text)
    label.setWordWrap(True)  # longer in German and Italian than the dock is wide
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    label.setContentsMargins(0, 6, 0, 0)
    return label


def chip(side: str | None, text: str) -> str:
    """``text`` on the side's colours (rich text), plain grey for nobody."""
    if side is None:
        return f"<span style='color:#555555;'>{text}</span>"
    return f"<span style='background:{P.SIDE_FILL[side]};color:{P.SIDE_MARK[side]};'>&nbsp;{text}&nbsp;</span>"


def linked(rich: str) -> str:
    """Rich text with its rule ids made links into the rules reference, its
    own markup kept (``with_rule_links`` is for plain text); a link's id is
    never broken at a line's end (non-breaking hyphens: a narrow dock)."""
    return RULE_ID.sub(lambda m: f"<a href='rule:{m.group(0)}'>{m.group(0).replace('-', NB_HYPHEN)}</a>", rich)
