"""A scenario's balance (issue 26, items 5 and 8): the same computer player
on both sides, each seed once, and the share of the points the first side
scores, with its Wilson 95% interval, read against a band (40-60% by
default, the share issue 26 asks of the 1863 battle).

The arena plays the games (`gettysburg-desktop balance`, the scenario
author's report; on this machine's cores or a Dask cluster's workers). The
rule here stops the match when the answer is clear:

- **balanced**: the interval lies within the band (at a share of 50%, some
  a hundred games: the interval's half-width is about 1/sqrt(n));
- **leans** to a side: the interval lies wholly outside the band (a
  scenario one side wins 85% of the time shows it in a score of games);
- **not yet clear** when the games ran out: the interval reaches outside
  the band, and ``games_needed`` says about how many games in all would
  tell at the share measured.

As the sequential test does (sequential.py), the rule reads the games in
seed order, as far as every seed's game is over (arena.side_points), so
that games finishing early (quick victories, which favour one side) never
decide it alone; a failed game counts for no one. The rule looks after every game from
``least`` games on, so the chance of a wrong verdict is somewhat more than
the single look's 5%; a verdict of either kind needs the interval wholly
on one side of a bound, which keeps it small where it matters (a share of
50% called "leaning" would need a streak of some 2 standard deviations
to last past the twentieth game).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .stats import Z95, wilson

#: the verdicts (``Band.verdict``): within the band, or leaning to the first or the second side
BALANCED = "balanced"
FIRST = "first"
SECOND = "second"
#: games before the rule may stop a match
LEAST = 20


@dataclass(frozen=True)
class Band:
    """The shares of the first side's points that count as balanced."""

    low: float = 0.4
    high: float = 0.6
    least: int = LEAST
    #: whether the match stops at a clear verdict (else every game is played and the verdict read at the end)
    stops: bool = True

    def __post_init__(self) -> None:
        if not 0 < self.low < self.high < 1:
            raise ValueError(f"the band needs 0 < LOW < HIGH < 100 (not {100 * self.low:g} and {100 * self.high:g})")
        if self.least < 1:
            raise ValueError(f"the rule needs at least 1 game before it decides (not {self.least})")

    def interval(self, points: Sequence[float]) -> tuple[float, float]:
        """The Wilson 95% interval of the first side's share (a draw half a point)."""
        return wilson(sum(points), len(points))

    def verdict(self, points: Sequence[float]) -> str | None:
        """BALANCED, FIRST (it leans to the first side), SECOND, or None (not
        clear yet, or fewer than ``least`` games): ``points`` are the first
        side's in each game, in seed order."""
        if len(points) < self.least:
            return None
        low, high = self.interval(points)
        if self.low <= low and high <= self.high:
            return BALANCED
        if low > self.high:
            return FIRST
        if high < self.low:
            return SECOND
        return None

    def games_needed(self, share: float) -> int | None:
        """About how many games in all would make the verdict clear at
        ``share``: the interval within the band (a share inside it) or wholly
        outside it (a share outside); None for a share on a bound."""
        margin = min(abs(share - self.low), abs(share - self.high))
        if margin == 0:
            return None
        return max(self.least, math.ceil(Z95 * Z95 * share * (1 - share) / (margin * margin)))
