"""The editor's checker redoes only what an edit touched (board.validation.
MapChecker); after any run of edits its problems equal a fresh
validate_map's, the same problems in the same order."""

from __future__ import annotations

import random

from gettysburg_desktop.boards.areas.benchmark import voronoi_map
from gettysburg_desktop.boards.areas.validation import MapChecker, validate_map
from gettysburg_desktop.editor.model import EditableMap, UndoStack, VertexDrag, delete_area, set_area_attributes
from gettysburg_desktop.games.gettysburg.map.rules_view import RulesView


def test_the_incremental_check_equals_a_full_run_over_random_edits():
    emap = EditableMap.from_document(voronoi_map(80, seed=5))
    view, checker, stack = RulesView(emap), MapChecker(), UndoStack()
    rng = random.Random(11)
    seen_codes = set()
    for step in range(40):
        roll = rng.random()
        if roll < 0.6:  # move a vertex: overlaps, gaps, near-misses, slivers come and go
            vertex = rng.choice(sorted(emap.vertex_index))
            to = (vertex[0] + rng.uniform(-40, 40), vertex[1] + rng.uniform(-40, 40))
            stack.push(VertexDrag(emap, vertex).move(to))
        elif roll < 0.75:
            stack.push(delete_area(emap, rng.choice(sorted(emap.areas))))
        elif roll < 0.85:
            area = rng.choice(sorted(emap.areas))
            stack.push(
                set_area_attributes(emap, area, terrain=rng.choice(["town", "clear", "hill"]), stars=rng.choice([0, 2]))
            )
        elif stack.can_undo():
            stack.undo()
        doc = emap.to_document()
        incremental = checker.check(doc, topology=view.topology())
        full = validate_map(doc)
        assert incremental == full, f"step {step}"
        seen_codes.update(p.code for p in full)
    assert {"overlap", "gap", "town-count", "double-star-count"} <= seen_codes
