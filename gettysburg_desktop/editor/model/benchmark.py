"""Timings of the editor model on a generated 1,000-area map, for the
project's ``bench`` command (figures in docs/performance.md). Best of several
runs: the machines are shared and their speed varies."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from gettysburg_desktop.boards.areas.benchmark import voronoi_map
from gettysburg_desktop.boards.areas.editable_map import EditableMap
from gettysburg_desktop.editing.model.undo_stack import UndoStack

from .area_edits import delete_area, merge_areas, split_area
from .snapping import Snapper
from .tracing import Trace
from .vertex_edits import VertexDrag


def _best(run: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def benchmark_editor(
    n_areas: int = 1000, seed: int = 0, repeat: int = 3, rules_view: Callable | None = None
) -> dict[str, float]:
    """Seconds for each editor operation on a generated map of ``n_areas`` areas:

    - ``open``: the working copy of the document, indexes built;
    - ``snap``: one snap of a pointer position (median of 2,000 random points);
    - ``drag_step``: one mouse move of a vertex shared by the most areas,
      pushed on an undo stack and merged (median of 500 steps);
    - ``free_edge``: ``finish`` of a trace across the hole a deleted area left;
    - ``split``, ``merge``: making the edit (not applying it);
    - ``full_check``: topology + validation of the whole map from nothing;
    - ``topology_after_drag``: the topology spliced after a vertex drag;
    - ``check_after_drag``: topology + validation after a vertex drag.

    ``rules_view(emap)`` reads the map as the rules do (the area game's,
    editor.game_editors, without one).
    """
    if rules_view is None:
        from ..game_editors import area_part

        rules_view = area_part().rules_view
        if rules_view is None:
            raise LookupError("the area maps' game reads no map as its rules do (its editor part's rules_view)")
    doc = voronoi_map(n_areas, seed)
    figures: dict[str, float] = {"open": _best(lambda: EditableMap.from_document(doc), repeat)}
    emap = EditableMap.from_document(doc)
    w, h = emap.board.width, emap.board.height
    snapper = Snapper(emap)
    rng = random.Random(seed)
    points = [(rng.uniform(0, w), rng.uniform(0, h)) for _ in range(2000)]
    times = []
    for p in points:
        start = time.perf_counter()
        snapper.snap(p, 1.0)
        times.append(time.perf_counter() - start)
    figures["snap"] = statistics.median(times)

    vertex = max(emap.vertex_index, key=lambda p: (len(emap.vertex_index.owners_of(p)), p))
    stack = UndoStack()
    drag = VertexDrag(emap, vertex)
    times = []
    for step in range(500):
        start = time.perf_counter()
        stack.push(drag.move((vertex[0] + step * 0.01, vertex[1] + step * 0.005)))
        times.append(time.perf_counter() - start)
    figures["drag_step"] = statistics.median(times)
    stack.undo()

    hole_id = sorted(emap.areas)[n_areas // 3]
    ring = emap.area(hole_id).polygon
    stack.push(delete_area(emap, hole_id))

    def fill() -> None:
        trace = Trace(emap, snapper)
        trace.click(ring[0], 1.0)
        trace.click(ring[len(ring) // 2], 1.0)
        trace.finish()

    figures["free_edge"] = _best(fill, repeat)
    stack.undo()
    area_id = sorted(emap.areas)[n_areas // 2]
    x0, y0, x1, y1 = emap.bounds(area_id)
    cut = [(x0 - 1, (y0 + y1) / 2), (x1 + 1, (y0 + y1) / 2)]
    figures["split"] = _best(lambda: split_area(emap, area_id, cut), repeat)
    view = rules_view(emap)
    neighbour = view.topology().neighbours(area_id)[0]
    figures["merge"] = _best(lambda: merge_areas(emap, area_id, neighbour), repeat)

    figures["full_check"] = _best(lambda: rules_view(emap).check(), repeat)
    splice, check = [], []
    for step in range(repeat):
        stack.push(VertexDrag(emap, vertex).move((vertex[0] + 1 + step, vertex[1])))
        start = time.perf_counter()
        view.topology()
        splice.append(time.perf_counter() - start)
        stack.push(VertexDrag(emap, (vertex[0] + 1 + step, vertex[1])).move(vertex))
        start = time.perf_counter()
        view.check()
        check.append(time.perf_counter() - start)
    figures["topology_after_drag"] = min(splice)
    figures["check_after_drag"] = min(check)
    view.close()
    return figures


def editor_benchmark_lines(n_areas: int = 1000) -> list[str]:
    """The figures as lines for ``cli bench``."""
    f = benchmark_editor(n_areas)
    return [
        f"editor, {n_areas} Voronoi areas: open {f['open'] * 1000:.0f} ms; snap {f['snap'] * 1e6:.0f} us;"
        f" shared-vertex drag step {f['drag_step'] * 1e6:.0f} us; free-edge fill {f['free_edge'] * 1000:.1f} ms;"
        f" split {f['split'] * 1000:.1f} ms; merge {f['merge'] * 1000:.1f} ms",
        f"editor, {n_areas} Voronoi areas: topology + validation from nothing {f['full_check'] * 1000:.0f} ms;"
        f" after a vertex drag: topology {f['topology_after_drag'] * 1000:.1f} ms,"
        f" topology + validation {f['check_after_drag'] * 1000:.0f} ms",
    ]
