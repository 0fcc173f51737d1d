"""Random playouts and the benchmark (issue 2, items 6 and 8).

Uniformly random legal actions (conceding is never among them, R-WIN-3).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from .dice import SeededDice
from .game import Game
from .invariants import violations
from .scenario import Scenario


@dataclass
class PlayoutResult:
    seed: int
    actions: int
    winner: str
    reason: str
    period: int
    failures: list[str]
    seconds: float


def random_playout(scenario: Scenario, seed: int, *, check: bool = True, max_actions: int = 200000) -> PlayoutResult:
    rnd = random.Random(seed * 7919 + 1)
    start = time.perf_counter()
    g = Game(scenario, SeededDice(seed), undo=False, events=False)
    failures: list[str] = []
    n = 0
    while not g.over and n < max_actions:
        actions = g.legal_actions(ordered=False)
        action = actions[int(rnd.random() * len(actions))]
        try:
            g.apply(action)
        except Exception as exc:  # a bug: report it with the place it happened
            failures.append(f"action {n + 1} {action}: {type(exc).__name__}: {exc}")
            break
        n += 1
        if check:
            broken = violations(g)
            if broken:
                failures.append(f"after action {n} {action}: " + "; ".join(broken))
                break
    if not g.over and not failures:
        failures.append(f"not finished after {n} actions")
    winner, reason = g.outcome if g.outcome else (None, "")
    return PlayoutResult(seed, n, winner.value if winner else "-", reason, g.state.period, failures, time.perf_counter() - start)


def legal_actions_timings(scenario: Scenario, seed: int, samples: int) -> list[float]:
    """Seconds to compute the legal actions of each decision met in random
    playouts (the work ``Game._advance`` does for ``legal_actions()``)."""
    rnd = random.Random(seed)
    g = Game(scenario, SeededDice(seed), undo=False, events=False)
    out: list[float] = []
    clock = time.perf_counter
    while len(out) < samples:
        if g.over:
            g = Game(scenario, SeededDice(rnd.randrange(1 << 30)), undo=False, events=False)
            continue
        top = g.state.stack[-1]
        t0 = clock()
        options = top.options(g)
        options.sort()  # legal_actions() as the UI and records see it
        out.append(clock() - t0)
        g.apply(options[int(rnd.random() * len(options))])
    return out
