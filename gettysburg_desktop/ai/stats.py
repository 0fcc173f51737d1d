"""The arena's figures: win rates with their Wilson score intervals and
percentiles of decision times. Pure Python (no numpy, no scipy)."""

from __future__ import annotations

import math
from collections.abc import Sequence

#: the 97.5% point of the standard normal: a two-sided 95% interval
Z95 = 1.959963984540054


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (Wilson 1927) of a share ``wins / n`` (a
    draw may count half a win): (low, high), both in 0..1; (0, 1) when
    nothing was played. Better than
    p ± z·sqrt(p(1-p)/n) near 0 and 1, where the arena's shares often are."""
    if n <= 0:
        return (0.0, 1.0)
    if not 0 <= wins <= n:
        raise ValueError(f"{wins} wins out of {n} games")
    p = wins / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    """The nearest-rank percentile ``q`` (0..100) of ``values``: a value
    that was measured, never an interpolation (p100 is the maximum)."""
    if not values:
        raise ValueError("the percentile of no values")
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


def time_summary(values: Sequence[float]) -> dict:
    """n, p50, p95 and max of a list of seconds (None for an empty list)."""
    if not values:
        return {"n": 0, "p50": None, "p95": None, "max": None}
    ordered = sorted(values)
    return {
        "n": len(ordered),
        "p50": percentile(ordered, 50),
        "p95": percentile(ordered, 95),
        "max": ordered[-1],
    }
