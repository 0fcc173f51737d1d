"""The project's benchmark (``cli bench``): random playouts in actions per
second and per game, ``legal_actions()`` p50/p99, and map topology times."""

from __future__ import annotations

import statistics
import time

from .rules.playout import legal_actions_timings, random_playout
from .scenario.catalog import builtin_ids, load_scenario_by_id


def _pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def run_benchmark(games: int = 50, scenario_ids: list[str] | None = None) -> str:
    lines = []
    for sid in scenario_ids or builtin_ids():
        try:
            scenario = load_scenario_by_id(sid)
        except Exception as exc:  # a scenario that doesn't load is reported, not fatal
            lines.append(f"{sid}: cannot load ({exc})")
            continue
        # Best of three rounds: these machines are shared, and the slowest
        # round measures the neighbours more than the engine.
        best = None
        for _ in range(3):
            actions = 0
            times = []
            t0 = time.perf_counter()
            for seed in range(games):
                r = random_playout(scenario, seed, check=False)
                actions += r.actions
                times.append(r.seconds)
            dt = time.perf_counter() - t0
            if best is None or dt < best[0]:
                best = (dt, actions, times)
        dt, actions, times = best
        la = legal_actions_timings(scenario, 1, 20000)
        lines.append(
            f"{sid}: {games} random games (best of 3 rounds), {actions} actions, {actions / dt:,.0f} actions/s; "
            f"game p50 {statistics.median(times) * 1000:.1f} ms, max {max(times) * 1000:.1f} ms; "
            f"legal_actions() p50 {_pct(la, 0.5) * 1e6:.0f} us, p99 {_pct(la, 0.99) * 1e6:.0f} us"
        )
    try:
        from .board.benchmark import benchmark_lines

        lines.extend(benchmark_lines())
    except ImportError:
        pass
    return "\n".join(lines)
