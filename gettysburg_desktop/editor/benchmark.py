"""The editor window's speed on a generated 1,000-area map (``cli bench
--ui``; figures in docs/performance.md), offscreen:

- opening the map file in the editor until the window is painted;
- a shared-vertex drag driven by mouse events on the viewport: each step the
  tool's move (a model edit applied live, one undo step at the drop, which
  is checked first: editor/model/drop_check.py), the scene's update of the
  touched areas and the repaint, as updates per second (median step), at a
  working zoom and with the whole board in view;
- after the drop: until the rules' view (neighbours, artillery reach, the
  all-areas table) is refreshed, and until the Validation dock shows the
  map's problems (the checker runs in a worker thread).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any


def editor_window_figures(n_areas: int = 1000, steps: int = 120) -> dict[str, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from gettysburg_desktop.boards.areas.benchmark import voronoi_map
    from gettysburg_desktop.boards.areas.map_file import save_map

    from .window import EditorWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "voronoi.yaml"
        save_map(voronoi_map(n_areas), path)
        start = time.perf_counter()
        w = EditorWindow(data_dir=folder)
        w.resize(1500, 950)
        w.show()
        w.open_map(str(path))
        app.processEvents()
        w.view.viewport().repaint()
        figures["open"] = time.perf_counter() - start
        _wait(app, lambda: w.last_check is not None, 30)
        figures["open_checked"] = time.perf_counter() - start
        emap = w.emap
        vertex = max(emap.vertex_index, key=lambda p: (len(emap.vertex_index.owners_of(p)), p))
        figures["drag_areas"] = len(emap.areas_with_vertex(vertex))
        viewport = w.view.viewport()
        for label, zoom in (("work", 4.0), ("fit", None)):
            if zoom is None:
                w.view.fit()
            else:
                w.view.zoom_by(zoom / w.view.zoom_factor())
                w.view.centerOn(QPointF(*vertex))
            app.processEvents()
            start_pos = w.view.mapFromScene(QPointF(*vertex))
            QTest.mouseMove(viewport, start_pos)
            QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_pos)
            times = []
            for k in range(1, steps + 1):
                pos = start_pos + _offset(k)
                t0 = time.perf_counter()
                QTest.mouseMove(viewport, pos)
                app.processEvents()  # the repaint of what changed
                times.append(time.perf_counter() - t0)
            drop = start_pos + _offset(steps)
            QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, drop)
            t0 = time.perf_counter()
            revision = emap.revision
            _wait(app, lambda: w.rules.topology() is not None and w.settle.isActive() is False, 5)
            figures[f"rules_after_drop_{label}"] = time.perf_counter() - t0
            _wait(app, lambda revision=revision: w.last_check is not None and w.last_check.revision == revision, 10)
            figures[f"check_after_drop_{label}"] = time.perf_counter() - t0
            figures[f"check_seconds_{label}"] = w.last_check.seconds
            figures[f"step_{label}"] = statistics.median(times)
            figures[f"step_p90_{label}"] = sorted(times)[int(0.9 * len(times))]
            w.undo_stack.undo()
            app.processEvents()
        t0 = time.perf_counter()
        w.select(("area", sorted(emap.areas)[n_areas // 2]))
        figures["select_rules"] = time.perf_counter() - t0
        w.undo_stack.setClean()
        w.close()
    return figures


def _offset(k: int):
    from PySide6.QtCore import QPoint

    return QPoint(k % 40, (k // 2) % 25)


def _wait(app, done, seconds: float) -> None:
    end = time.perf_counter() + seconds
    while not done() and time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)


def table_editor_lines(steps: int = 120) -> list[str]:
    """The table editor on each installed game's shipped table (its editor
    part's ``template_map``): a point of its largest feature dragged by mouse,
    each step with the table redrawn and repainted; the checks after the drop."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from gettysburg_desktop.boards.table.editable import FEATURE
    from gettysburg_desktop.editing.editor_kinds import TABLE, open_editor_of

    from .game_editors import editor_parts

    app = QApplication.instance() or QApplication(sys.argv[:1])
    lines = []
    for part in editor_parts():
        if part.board != TABLE or part.template_map is None:
            continue
        with tempfile.TemporaryDirectory() as folder:
            w: Any = open_editor_of(TABLE, str(part.template_map()), data_dir=folder)
            w.resize(1500, 950)
            app.processEvents()
            w.view.fit()
            table = w.table
            fid = max(table.features, key=lambda i: len(table.features[i].outline or table.features[i].line))
            w.select((FEATURE, fid))
            app.processEvents()
            viewport = w.view.viewport()
            start_pos = w.view.mapFromScene(
                w.scene.scene_point((table.features[fid].outline or table.features[fid].line)[0])
            )
            QTest.mouseMove(viewport, start_pos)
            QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_pos)
            times = []  # the steps that moved the point (a pixel's move may stay on the same quarter inch)
            for k in range(1, steps + 1):
                before = table.revision
                t0 = time.perf_counter()
                QTest.mouseMove(viewport, start_pos + _offset(k) * 3)
                app.processEvents()
                if table.revision != before:
                    times.append(time.perf_counter() - t0)
            QTest.mouseRelease(
                viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_pos + _offset(steps)
            )
            t0 = time.perf_counter()
            revision = table.revision
            _wait(
                app, lambda w=w, revision=revision: w.last_check is not None and w.last_check.revision == revision, 10
            )
            checked = time.perf_counter() - t0
            times.sort()
            lines.append(
                f"table editor, {w.map_name()} ({len(table.features)} features): a point of {fid} dragged by mouse,"
                f" {len(times)} steps that moved it, each with the table redrawn and repainted: median {statistics.median(times) * 1000:.1f} ms,"
                f" p90 {times[int(0.9 * len(times))] * 1000:.1f} ms (target 16 ms);"
                f" after the drop, problems listed {checked * 1000:.0f} ms (checks {w.last_check.seconds * 1000:.0f} ms)"
            )
            w.undo_stack.setClean()
            w.close()
    return lines


def editor_window_lines(n_areas: int = 1000) -> list[str]:
    f = editor_window_figures(n_areas)
    ms = lambda s: f"{s * 1000:.0f} ms"  # noqa: E731
    return [
        f"editor window, {n_areas} Voronoi areas: open the file to the window painted {ms(f['open'])},"
        f" to the problems listed {ms(f['open_checked'])}",
        f"editor window: shared-vertex drag ({f['drag_areas']:.0f} areas) by mouse, step with the scene update and repaint:"
        f" at 4x zoom median {f['step_work'] * 1000:.1f} ms ({1 / f['step_work']:.0f} updates/s, p90 {f['step_p90_work'] * 1000:.1f} ms);"
        f" whole board in view median {f['step_fit'] * 1000:.1f} ms ({1 / f['step_fit']:.0f} updates/s, p90 {f['step_p90_fit'] * 1000:.1f} ms)",
        f"editor window: after the drop, rules' view refreshed {ms(f['rules_after_drop_work'])}"
        f" (a drop is checked at once: no settle delay), problems listed {ms(f['check_after_drop_work'])}"
        f" (checker {ms(f['check_seconds_work'])} in its worker thread); selecting an area to its rules shown {ms(f['select_rules'])}",
        *table_editor_lines(),
    ]
