"""The morale test at the end of a round (FL-MOR-2, Table T12): its terms,
each with its rule, and whether the unit collapses (a negative result;
zero survives, FL-MOR-3).

A rank counts only if it is at least six models wide: the front rank is
complete when it has six or more, a rank behind it when it is filled to the
front's width; a unit with no complete rank (a front under six, or in
skirmish order) is broken through (FL-MOR-5).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .tables import COMPLETE_RANK, MORALE_BROKEN, MORALE_CHARGE, MORALE_FLANK, MORALE_REAR


def complete_ranks(files: int, models: int) -> int:
    """The complete ranks of a block or line of ``files`` per rank holding ``models`` (FL-MOR-5)."""
    return models // files if files >= COMPLETE_RANK else 0


@dataclass(frozen=True)
class MoraleTest:
    """One unit's test: ``models_at_start`` x ``morale``, + complete ranks
    behind the first, + 4 if it charged, + its specialists' best bonus, -
    losses, - 2 flank, - 4 rear, - psychology, - 4 broken through."""

    models_at_start: int
    morale: Fraction
    ranks_behind: int = 0
    charged: bool = False
    bonus: int = 0
    lost: int = 0
    flank: bool = False
    rear: bool = False
    psychology: int = 0
    broken_through: bool = False

    def terms(self) -> list[tuple[str, Fraction, str]]:
        """(what, value, rule) of every term that counts, in T12's order."""
        out = [("models at the start x M", self.models_at_start * self.morale, "FL-MOR-2")]
        if self.ranks_behind:
            out.append(("complete ranks behind the first", Fraction(self.ranks_behind), "FL-MOR-2"))
        if self.charged:
            out.append(("charged", Fraction(MORALE_CHARGE), "FL-MOR-2"))
        if self.bonus:
            out.append(("specialist", Fraction(self.bonus), "FL-MOR-6"))
        if self.lost:
            out.append(("losses", Fraction(-self.lost), "FL-MOR-2"))
        if self.flank:
            out.append(("attacked in the flank", Fraction(-MORALE_FLANK), "FL-MOR-2"))
        if self.rear:
            out.append(("attacked in the rear", Fraction(-MORALE_REAR), "FL-MOR-2"))
        if self.psychology:
            out.append(("psychology", Fraction(-self.psychology), "FL-MOR-7"))
        if self.broken_through:
            out.append(("broken through", Fraction(-MORALE_BROKEN), "FL-MOR-5"))
        return out

    @property
    def result(self) -> Fraction:
        return sum((value for _what, value, _rule in self.terms()), Fraction(0))

    @property
    def collapses(self) -> bool:
        """A negative result removes the unit; zero survives (FL-MOR-3)."""
        return self.result < 0
