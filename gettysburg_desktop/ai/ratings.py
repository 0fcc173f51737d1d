"""Ratings from a round robin: a Bradley-Terry fit by the MM iteration of
Hunter (2004), "MM algorithms for generalized Bradley-Terry models", Annals
of Statistics 32(1), on the Elo scale, with bootstrap intervals.

The model: player i beats player j with probability
``gamma_i / (gamma_i + gamma_j)``; a rating is ``400 * log10(gamma)`` taken
from the anchor's (the anchor rates 0), so 400 points more is 10 to 1 odds,
as in Elo. The MM step (Hunter's eq. 3) is

    gamma_i <- W_i / sum_j ( N_ij / (gamma_i + gamma_j) )

with W_i the wins of i and N_ij the games between i and j.

Draws: a drawn game counts for no one (the games so far have none: one
side wins whenever the other has not). A game that failed (the length cap, a broken
invariant, an exception) is no draw: it counts for no one and is left out.

A perfect score has no finite maximum-likelihood rating; ``prior`` virtual
games, half won by each side, are added to every pairing that played (0.5
by default: a quarter of a win each way), which keeps every rating finite
and moves the others little: with 200 games a pairing 200-0 gives about
+1160.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterable, Sequence

#: virtual games added to every pairing that played, half won by each side
PRIOR = 0.5


def pair_counts(results: Iterable[tuple[str, str]]) -> Counter:
    """(winner, loser) pairs -> Counter of them."""
    return Counter(results)


def bradley_terry(
    players: Sequence[str],
    results: Iterable[tuple[str, str]],
    *,
    anchor: str | None = None,
    prior: float = PRIOR,
    tolerance: float = 1e-10,
    max_iterations: int = 100000,
) -> dict[str, float | None]:
    """player -> Elo-scale rating, the anchor (default: the first player)
    at 0; None for a player without a game. ``results`` are (winner, loser)
    pairs, one per game."""
    wins = results if isinstance(results, Counter) else pair_counts(results)
    anchor = players[0] if anchor is None else anchor
    if anchor not in players:
        raise ValueError(f"the anchor {anchor!r} is not among the players {', '.join(players)}")
    played: dict[str, dict[str, float]] = {p: {} for p in players}
    won = dict.fromkeys(players, 0.0)
    for (w, l), n in wins.items():
        if w == l or w not in played or l not in played:
            continue
        played[w][l] = played[w].get(l, 0.0) + n
        played[l][w] = played[l].get(w, 0.0) + n
        won[w] += n
    for p in players:  # the prior: half of the virtual games won by each side
        for q, count in played[p].items():
            played[p][q] = count + prior
        won[p] += prior / 2 * len(played[p])
    active = [p for p in players if played[p]]
    gamma = dict.fromkeys(active, 1.0)
    for _ in range(max_iterations):
        new = {}
        for p in active:
            denominator = sum(n / (gamma[p] + gamma[q]) for q, n in played[p].items())
            new[p] = won[p] / denominator if won[p] > 0 else 1e-300
        # scale to a geometric mean of 1 (the model fixes only ratios)
        mean = math.exp(sum(math.log(g) for g in new.values()) / len(new)) if new else 1.0
        new = {p: g / mean for p, g in new.items()}
        change = max((abs(math.log(new[p] / gamma[p])) for p in active), default=0.0)
        gamma = new
        if change < tolerance:
            break
    if anchor not in gamma:
        base = math.exp(sum(math.log(g) for g in gamma.values()) / len(gamma)) if gamma else 1.0
    else:
        base = gamma[anchor]
    return {p: (400 * math.log10(gamma[p] / base) if p in gamma else None) for p in players}


def bootstrap(
    players: Sequence[str],
    results: Sequence[tuple[str, str]],
    *,
    anchor: str | None = None,
    samples: int = 200,
    seed: int = 1,
    prior: float = PRIOR,
) -> dict[str, tuple[float, float] | None]:
    """player -> the 95% interval (2.5 and 97.5 percentiles) of its rating
    over ``samples`` refits, each on the games drawn with replacement within
    every pairing (so each pairing keeps its number of games)."""
    rng = random.Random(seed)
    by_pairing: dict[frozenset, list[tuple[str, str]]] = {}
    for r in results:
        by_pairing.setdefault(frozenset(r), []).append(r)
    drawn: dict[str, list[float]] = {p: [] for p in players}
    for _ in range(samples):
        sample: Counter = Counter()
        for games in by_pairing.values():
            for _ in range(len(games)):
                sample[games[rng.randrange(len(games))]] += 1
        for p, rating in bradley_terry(players, sample, anchor=anchor, prior=prior, tolerance=1e-7).items():
            if rating is not None:
                drawn[p].append(rating)
    out: dict[str, tuple[float, float] | None] = {}
    for p, values in drawn.items():
        if not values:
            out[p] = None
            continue
        values.sort()
        out[p] = (values[int(0.025 * (len(values) - 1))], values[math.ceil(0.975 * (len(values) - 1))])
    return out
