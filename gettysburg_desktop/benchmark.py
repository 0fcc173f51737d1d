"""The project's benchmark (``cli bench``): each installed game's figures
(its registration's ``BENCHMARK`` module: random playouts in actions per
second and per game, ``legal_actions()`` p50/p99, ...), the maps the
program ships, read by the game whose map each is, generated maps, the
editor's model and, with ``window``, the windows."""

from __future__ import annotations

import importlib

from gettysburg_desktop.editor.model.benchmark import editor_benchmark_lines
from gettysburg_desktop.games import registrations


def _benchmarks() -> list:
    """The installed games' benchmark modules, in the registry's order."""
    return [importlib.import_module(r.BENCHMARK) for r in registrations() if getattr(r, "BENCHMARK", None)]


def run_benchmark(games: int = 50, scenario_ids: list[str] | None = None, window: bool = False) -> str:
    """The report; ``scenario_ids``: the first game's scenarios to play out (None: its built-in ones)."""
    parts = _benchmarks()
    lines = []
    if parts:
        lines.extend(parts[0].playout_lines(games, scenario_ids))
        for part in parts[1:]:
            lines.extend(part.playout_lines(games, None))
    lines.extend(shipped_map_lines())
    for part in parts:
        lines.extend(getattr(part, "generated_lines", list)())
    lines.extend(editor_benchmark_lines())
    if window:
        from gettysburg_desktop.editor.benchmark import editor_window_lines
        from gettysburg_desktop.ui.benchmark import ui_benchmark_lines

        lines.extend(ui_benchmark_lines())
        lines.extend(editor_window_lines())
    return "\n".join(lines)


def shipped_map_lines() -> list[str]:
    """A line for each map the program ships, by the game that reads it
    (the first whose ``map_line`` takes it)."""
    from importlib.resources import as_file, files

    parts = _benchmarks()
    lines = []
    folder = files("gettysburg_desktop.resources").joinpath("maps")
    for entry in sorted(folder.iterdir(), key=lambda p: p.name):
        if not entry.name.endswith(".yaml"):
            continue
        with as_file(entry) as path:
            line = next((x for x in (part.map_line(entry.name, path) for part in parts) if x is not None), None)
        lines.append(line or f"map {entry.name}: no installed game reads it")
    return lines
