"""The variants of Norden & Süden, chosen at New game and kept in records
(kernel/ruleset.py ``variants``)."""

from __future__ import annotations

from ..kernel.said import said

VARIANTS = {
    "short": said("The short game: ten game turns, July 1861 to June 1862 (NS-SHORT)"),
    "novice": said(
        "Inexperienced Union player: Confederate victory only at the end of a Union player turn (NS-NOVICE)"
    ),
    "historical-recruiting": said(
        "Historical recruiting: table T9, two recruits in cities of value 3 or more (NS-AID-4)"
    ),
    "replacements": said("Confederate replacements: two promotions on a roll of 1 or 2 (NS-AID-5)"),
}
