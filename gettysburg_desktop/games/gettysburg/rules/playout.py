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
from .pieces import Side
from .scenario import Scenario
from .worlds import consistent, forget


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
    return PlayoutResult(
        seed, n, winner.value if winner else "-", reason, g.state.period, failures, time.perf_counter() - start
    )


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


def midgame(scenario: Scenario, seed: int, actions: int) -> Game:
    """The random playout of ``seed`` stopped after ``actions`` actions (a
    computer player's starting point)."""
    rnd = random.Random(seed * 7919 + 1)
    g = Game(scenario, SeededDice(seed), undo=False, events=False)
    while not g.over and len(g.history) < actions:
        legal = g.legal_actions(ordered=False)
        g.apply(legal[int(rnd.random() * len(legal))])
    return g


def lookahead_timings(g: Game, clones: int, playouts: int) -> tuple[float, float, int]:
    """What a computer player's look-ahead costs from ``g``: seconds per
    ``clone()``, seconds per random playout of a clone to the end (own dice),
    and the actions those playouts took."""
    clock = time.perf_counter
    t0 = clock()
    for _ in range(clones):
        g.clone()
    per_clone = (clock() - t0) / clones
    rnd = random.Random(1)
    actions = 0
    t0 = clock()
    for i in range(playouts):
        c = g.clone(dice=i)
        start = len(c.history)
        while not c.over:
            legal = c.legal_actions(ordered=False)
            c.apply(legal[int(rnd.random() * len(legal))])
        actions += len(c.history) - start
    return per_clone, (clock() - t0) / playouts, actions


def world_timings(g: Game, worlds: int) -> tuple[float, float, float, int]:
    """What drawing worlds costs from ``g`` (worlds.py): seconds for the
    first ``sample_world`` with empty caches (the filter over everything the
    side saw of the opponent's blocks), seconds per ``sample_world`` after
    it, seconds per ``information_key``, and how many configurations of the
    opponent's blocks are consistent."""
    side = g.current_player() or Side.CSA
    clock = time.perf_counter
    forget()
    rng = random.Random(1)
    t0 = clock()
    g.sample_world(side, rng)
    cold = clock() - t0
    t0 = clock()
    for _ in range(worlds):
        g.sample_world(side, rng)
    warm = (clock() - t0) / worlds
    t0 = clock()
    for _ in range(10_000):
        g.information_key(side)
    key = (clock() - t0) / 10_000
    return cold, warm, key, len(consistent(g.state, side.other)[1])
