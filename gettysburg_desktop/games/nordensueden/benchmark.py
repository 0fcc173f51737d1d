"""Norden & Süden's part of the project's benchmark (``gettysburg-desktop
bench``, benchmark.py, which finds it through the registration's
``BENCHMARK``): its shipped box maps' load and NS-MAP-4 check."""

from __future__ import annotations

import time


def playout_lines(games: int = 50, scenario_ids: list[str] | None = None) -> list[str]:
    """No playout figures here: the arena measures the campaign (docs/performance.md)."""
    return []


def map_line(name: str, path) -> str | None:
    """A box map's load (docs/box-map-format.md) and NS-MAP-4 check, best of
    5; None for a file that is no box map."""
    from .boxes.box_map_file import is_box_map, load_box_map
    from .rules.campaign_map_check import check_map

    if not is_box_map(path):
        return None
    best = None
    for _ in range(5):
        t0 = time.perf_counter()
        boxmap = load_box_map(path)
        t1 = time.perf_counter()
        problems = check_map(boxmap)
        t2 = time.perf_counter()
        if best is None or t2 - t0 < best[0] + best[1]:
            best = (t1 - t0, t2 - t1)
    return (
        f"map {name}: {len(boxmap.boxes)} boxes, {len(boxmap.links)} links, load {best[0] * 1000:.1f} ms, "
        f"NS-MAP-4 check {best[1] * 1000:.1f} ms, {len(problems)} problems"
    )
