"""The variants of Norden & Süden, chosen at New game and kept in records
(kernel/ruleset.py ``variants``): name -> what it changes and its rule."""

from __future__ import annotations

from typing import NamedTuple

from gettysburg_desktop.kernel.said import Said, said


class Variant(NamedTuple):
    description: Said
    rule: str

    def __str__(self) -> str:
        return str(self.description)


VARIANTS: dict[str, Variant] = {
    "short": Variant(said("The short game: ten game turns, July 1861 to June 1862"), "NS-SHORT"),
    "novice": Variant(
        said("Inexperienced Union player: Confederate victory only at the end of a Union player turn"), "NS-NOVICE"
    ),
    "historical-recruiting": Variant(
        said("Historical recruiting: table T9, two recruits in cities of value 3 or more"), "NS-AID-4"
    ),
    "replacements": Variant(said("Confederate replacements: two promotions on a roll of 1 or 2"), "NS-AID-5"),
}
