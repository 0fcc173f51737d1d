"""ACW-BBDBA's figures in the project's benchmark (benchmark.py, its
registration's ``BENCHMARK``): random battles of the meeting engagements of
1862 and 1864 (a move or a pick 85 times in 100 where one is offered, as the
slow suite plays them): seconds a battle p50/p99 and an action applied p50/p99
(issue 25's target: a random battle 2 s or less); and a battlefield
generated from a seed by the rules (BB-FIELD, decision 29)."""

from __future__ import annotations

import random
import time

from .battles import load_scenario

#: the battles measured
BATTLES = ("meeting-1862", "meeting-1864")


def random_action(g: object, rng: random.Random) -> object:
    """A random legal action, a move or a pick 85 times in 100 where one is offered (else the first)."""
    acts = g.legal_actions(ordered=False)  # type: ignore[attr-defined]
    moving = [a for a in acts if a.verb not in ("end-movement", "stand")]
    return rng.choice(moving) if moving and rng.random() < 0.85 else min(acts)


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q / 100))] if ordered else 0.0


def playout_lines(games: int = 50, scenario_ids: list[str] | None = None) -> list[str]:
    from gettysburg_desktop.kernel.dice import SeededDice

    from .game.ruleset import AcwGame

    n = min(games, 6)
    out = []
    for battle_id in BATTLES:
        if scenario_ids is not None and battle_id not in scenario_ids:
            continue
        battle = load_scenario(battle_id)
        seconds, steps, actions = [], [], []
        for seed in range(n):
            rng = random.Random(seed)
            g = AcwGame(battle, SeededDice(seed), undo=False, events=False)
            t0 = time.perf_counter()
            while not g.over:
                a = random_action(g, rng)
                t1 = time.perf_counter()
                g.apply(a)
                steps.append(time.perf_counter() - t1)
            seconds.append(time.perf_counter() - t0)
            actions.append(len(g.history))
        out.append(
            f"acw-bbdba {battle_id}: {n} random battles of {min(actions)}-{max(actions)} actions, a battle p50 "
            f"{_pct(seconds, 50):.2f} s, p99 {_pct(seconds, 99):.2f} s (target 2 s); an action applied with the "
            f"next decision's legal list p50 {_pct(steps, 50) * 1000:.1f} ms, p99 {_pct(steps, 99) * 1000:.1f} ms"
        )
    return out


def map_line(name: str, path: object) -> str | None:
    """ACW-BBDBA reads no box map."""
    return None


def generated_lines() -> list[str]:
    """A battlefield from the dice (decision 29): the generator's time a table, p50 of ten seeds."""
    from .field.battlefield import generate

    times = []
    for seed in range(10):
        t0 = time.perf_counter()
        generate(seed)
        times.append(time.perf_counter() - t0)
    return [f"acw-bbdba battlefield from the dice: generated and checked (BB-FIELD) p50 {_pct(times, 50) * 1000:.0f} ms, "
            f"max {max(times) * 1000:.0f} ms, 10 seeds"]  # fmt: skip
