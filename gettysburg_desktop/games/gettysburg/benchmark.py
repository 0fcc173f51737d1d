"""Gettysburg's part of the project's benchmark (``gettysburg-desktop
bench``, benchmark.py, which finds it through the registration's
``BENCHMARK``): random playouts, ``legal_actions()``, the search's costs
from a mid-game position, and its area maps' topology."""

from __future__ import annotations

import statistics
import time

from gettysburg_desktop.boards.areas.benchmark import benchmark_topology
from gettysburg_desktop.kernel.dice import SeededDice

from .map.to_rules import to_battlefield
from .rules.game import Game
from .rules.playout import legal_actions_timings, lookahead_timings, midgame, random_playout, world_timings
from .scenario.catalog import builtin_ids, load_scenario_by_id


def _pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def playout_lines(games: int = 50, scenario_ids: list[str] | None = None) -> list[str]:
    """Random playouts in actions per second and per game, ``legal_actions()``
    p50/p99, and what a mid-game position costs the search, per scenario."""
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
        mid = midgame(scenario, 7, random_playout(scenario, 7, check=False).actions // 2)
        per_clone, per_playout, ahead = lookahead_timings(mid, 500, 20)
        undo = Game(scenario, SeededDice(7))
        for a in mid.history:
            undo.apply(a)
        t0 = time.perf_counter()
        for _ in range(50):
            undo.apply(undo.legal_actions()[0])
            if undo.can_undo():
                undo.undo()
            if undo.over:  # pragma: no cover - the first legal action never ends a mid game
                break
        per_step = (time.perf_counter() - t0) / 50
        lines.append(
            f"{sid}: from a mid-game position ({len(mid.history)} actions in, {mid.period_name()}): "
            f"clone() {per_clone * 1e6:.0f} us; a random playout of a clone to the end {per_playout * 1000:.1f} ms "
            f"({ahead / 20:.0f} actions, {ahead / (per_playout * 20):,.0f} actions/s); "
            f"apply + undo with events and snapshots (the window's way) {per_step * 1000:.2f} ms"
        )
        cold, warm, key, configs = world_timings(mid, 500)
        lines.append(
            f"{sid}: what the search pays there: sample_world() {warm * 1e6:.0f} us "
            f"(the first, filtering all the side saw of the opponent's blocks: {cold * 1000:.0f} ms; "
            f"{configs} consistent configurations); information_key() {key * 1e6:.2f} us"
        )
    return lines


def map_line(name: str, path) -> str | None:
    """A shipped area map's load + topology + validation + Battlefield, best
    of five (issue 3's target: 50 ms for the 1863 map); None for a file that
    is no area map."""
    from gettysburg_desktop.boards.areas.map_file import load_map
    from gettysburg_desktop.boards.areas.topology import build_topology
    from gettysburg_desktop.boards.areas.validation import validate_map
    from gettysburg_desktop.files.file_kind import MAP, kind_of
    from gettysburg_desktop.files.yaml_safe import YamlReadError, read_yaml

    try:
        if kind_of(read_yaml(path)) != MAP:
            return None
    except YamlReadError:
        return None
    best = None
    for _ in range(5):
        t0 = time.perf_counter()
        doc = load_map(path)
        t1 = time.perf_counter()
        topo = build_topology(doc)
        problems = validate_map(doc, str(path), topology=topo)
        to_battlefield(doc, topo)
        t2 = time.perf_counter()
        if best is None or t2 - t0 < best[0] + best[1]:
            best = (t1 - t0, t2 - t1)
    return (
        f"map {name}: {len(doc.areas)} areas, load {best[0] * 1000:.1f} ms, "
        f"topology + validation + Battlefield {best[1] * 1000:.1f} ms, {len(problems)} problems"
    )


def generated_lines(sizes: tuple[int, ...] = (50, 1000)) -> list[str]:
    """Topology, validation and the rules' Battlefield of generated area maps
    (boards/areas/benchmark.py), one line per size."""
    lines = []
    for n in sizes:
        seconds = benchmark_topology(n, build=to_battlefield)
        lines.append(f"map topology + validation + Battlefield, {n} Voronoi areas: {seconds * 1000:.1f} ms")
    return lines
