"""The editor model's benchmark runs and reports every figure (timings are
for ``cli bench`` and docs/performance.md, never asserted here)."""

from __future__ import annotations

from gettysburg_desktop.editor.model.benchmark import (
    benchmark_editor,
    editor_benchmark_lines,
)


def test_the_editor_benchmark_reports_every_figure():
    figures = benchmark_editor(60, repeat=1)
    assert set(figures) == {
        "open", "snap", "drag_step", "free_edge", "split", "merge",
        "full_check", "topology_after_drag", "check_after_drag",
    }  # fmt: skip
    assert all(seconds > 0 for seconds in figures.values())


def test_the_benchmark_lines_name_the_map_size():
    lines = editor_benchmark_lines(40)
    assert len(lines) == 2 and all(line.startswith("editor, 40 Voronoi areas:") for line in lines)
