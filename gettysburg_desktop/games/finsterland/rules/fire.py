"""How many hits ordinary fire lands (FL-FIRE-6, FL-FIRE-10) and what the
target suffers after cover (FL-COVER-2), as numbers: the window's log and
the tests read them term by term.

Ordinary fire counts every model of the firer's front rank; firing in its
own round (without having moved) each model of its second rank adds a half;
skirmishers count their available models and nothing more; the total is
multiplied by the firer's Treffer and rounded down (FL-GEN-4). A unit firing
from cover not all of it can see out of (a building, a bunker, a vehicle)
fires with half of that, rounded down (FL-FIRE-10, D11).
"""

from __future__ import annotations

from fractions import Fraction

from .tables import SINGLE_OR_SKIRMISH, after_cover


def ordinary_hits(
    front: int,
    second: int = 0,
    *,
    own_round: bool = False,
    treffer: int = 1,
    skirmish: bool = False,
    from_cover: bool = False,
) -> int:
    """The hits of one unit's fire (FL-FIRE-6): ``front`` models in its front
    rank (a skirmishing unit: its available models), ``second`` in its second."""
    count = Fraction(front) if skirmish else front + (Fraction(second, 2) if own_round else 0)
    hits = int(count * treffer)
    return hits // 2 if from_cover else hits


def suffered(hits: int, cover: Fraction | None = None, *, single_or_skirmish: bool = False) -> int:
    """The hits a target suffers: the single best terrain cover first, then a
    single model's or a skirmisher's own halving, each rounded down (FL-COVER-2)."""
    fractions = ([cover] if cover else []) + ([SINGLE_OR_SKIRMISH] if single_or_skirmish else [])
    return after_cover(hits, *fractions)
