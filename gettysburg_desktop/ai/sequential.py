"""A sequential test for a match between two players (issue 26, item 1):
stop when the answer is clear instead of after a fixed number of games.

The arena plays every seed twice, once from each side; those two games are a
**pair**, and a pair's score (0, ½, 1, 1½ or 2 points for the first player,
a draw half a point) is the unit the test counts. The seed's luck, which
favours one side, cancels inside a pair: pairs vary less than single games,
so a difference is seen in fewer games (the "pentanomial" model of chess
engine testing, fishtest and cutechess).

The test is Wald's sequential probability ratio test for the first player's
expected share of the points, H0: ``p0`` against H1: ``p1``, in the
generalised form for a score of any distribution (GSPRT; Van den Bergh,
"Normalized SPRT", 2020): with n pairs, x the pair scores halved (0..1),
their mean m and variance v,

    LLR = n (p1 - p0) (2m - p0 - p1) / (2v)

compared with Wald's bounds log(beta / (1 - alpha)) (H0 accepted: the
share is p0 or less) and log((1 - beta) / alpha) (H1 accepted: p1 or more).
alpha and beta are the test's error rates (5% each by default).

Guards a person asks for: no decision before ``min_pairs`` pairs (a few
lucky games decide nothing); a pair with a failed game counts for neither
(listed as a failure in the report); the variance is regularised as
fishtest does (1/1000 of a pair added at each of the five scores), so that
a sweep has a finite ratio; and the pairs are taken in seed order, the
longest run of seeds whose both games are over, so that a match in parallel
processes stops where one process would have (games finishing early, say
quick defeats, never decide the test alone).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

#: a pair's score for the first player in points: 0, 0.5, 1, 1.5 or 2
PAIR_SCORES = (0.0, 0.5, 1.0, 1.5, 2.0)
#: the share of a pair added at each score before the variance is taken (fishtest's)
REGULARISATION = 1e-3
#: pairs played before the test may decide
MIN_PAIRS = 10


@dataclass(frozen=True)
class Sprt:
    """The test's hypotheses (the first player's expected share of the
    points) and error rates."""

    p0: float
    p1: float
    alpha: float = 0.05
    beta: float = 0.05
    min_pairs: int = MIN_PAIRS

    def __post_init__(self) -> None:
        if not 0 < self.p0 < self.p1 < 1:
            raise ValueError(f"the test needs 0 < P0 < P1 < 1 (not P0 {self.p0:g}, P1 {self.p1:g})")
        for name, value in (("alpha", self.alpha), ("beta", self.beta)):
            if not 0 < value < 0.5:
                raise ValueError(f"{name} needs to lie between 0 and 0.5 (not {value:g})")
        if self.min_pairs < 1:
            raise ValueError(f"the test needs at least 1 pair before it decides (not {self.min_pairs})")

    @property
    def bounds(self) -> tuple[float, float]:
        """Wald's bounds on the log-likelihood ratio: (accept H0, accept H1)."""
        return (math.log(self.beta / (1 - self.alpha)), math.log((1 - self.beta) / self.alpha))

    def llr(self, pairs: Sequence[float]) -> float:
        """The log-likelihood ratio of H1 against H0 after ``pairs`` (each a
        pair's score in points, 0..2)."""
        if not pairs:
            return 0.0
        counts = [REGULARISATION] * len(PAIR_SCORES)
        for score in pairs:
            counts[_cell(score)] += 1
        n = sum(counts)
        shares = [s / 2 for s in PAIR_SCORES]
        mean = sum(c * x for c, x in zip(counts, shares, strict=True)) / n
        var = sum(c * (x - mean) ** 2 for c, x in zip(counts, shares, strict=True)) / n
        return len(pairs) * (self.p1 - self.p0) * (2 * mean - self.p0 - self.p1) / (2 * var)

    def decision(self, pairs: Sequence[float]) -> str | None:
        """ "H1" (the first player's share is p1 or more), "H0" (p0 or less), or
        None: not clear yet (or fewer than ``min_pairs`` pairs)."""
        if len(pairs) < self.min_pairs:
            return None
        llr = self.llr(pairs)
        low, high = self.bounds
        if llr >= high:
            return "H1"
        if llr <= low:
            return "H0"
        return None


def _cell(score: float) -> int:
    cell = round(score * 2)
    if not 0 <= cell < len(PAIR_SCORES) or abs(score * 2 - cell) > 1e-9:
        raise ValueError(f"a pair's score is 0, 0.5, 1, 1.5 or 2 points (not {score:g})")
    return cell


def pentanomial(pairs: Sequence[float]) -> list[int]:
    """How many pairs scored 0, ½, 1, 1½ and 2 points."""
    counts = [0] * len(PAIR_SCORES)
    for score in pairs:
        counts[_cell(score)] += 1
    return counts


def paired_share(pairs: Sequence[float], z: float = 1.959963984540054) -> tuple[float, float, float] | None:
    """The first player's share of the points over ``pairs`` with a normal
    95% interval from the pairs' own spread (narrower than the games'
    Wilson interval where a seed's luck decides a pair's two games alike):
    (share, low, high); None with fewer than 2 pairs."""
    n = len(pairs)
    if n < 2:
        return None
    xs = [s / 2 for s in pairs]
    mean = sum(xs) / n
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    half = z * math.sqrt(var / n)
    return (mean, max(0.0, mean - half), min(1.0, mean + half))
