"""Generated maps: the checker accepts them, and it is fast enough for the editor."""

from __future__ import annotations

import pytest

from gettysburg_desktop.boards.areas.benchmark import benchmark_topology, voronoi_map
from gettysburg_desktop.boards.areas.validation import validate_map
from gettysburg_desktop.games.gettysburg.benchmark import generated_lines
from gettysburg_desktop.games.gettysburg.map.to_rules import to_battlefield


def test_generated_voronoi_map_is_valid_and_connected():
    doc = voronoi_map(120, seed=3)
    assert validate_map(doc) == []
    bf = to_battlefield(doc)
    assert len(bf.areas) == 120
    assert all(bf.neighbours(a) for a in bf.area_ids)
    assert bf.road_borders


@pytest.mark.slow
def test_topology_and_validation_of_a_50_area_map_is_fast():
    # Measured ~20 ms; the bound leaves room for slow CI machines. A wall-clock
    # bound is a benchmark, not a rule: slow marker only (docs/performance.md).
    assert benchmark_topology(50, build=to_battlefield) < 0.25


@pytest.mark.slow
def test_topology_and_validation_of_a_1000_area_map_takes_under_two_seconds():
    # Measured ~0.45 s.
    assert benchmark_topology(1000, repeat=1, build=to_battlefield) < 2.0


def test_benchmark_lines_name_the_map_size_and_time():
    (line,) = generated_lines((20,))
    assert line.startswith("map topology + validation + Battlefield, 20 Voronoi areas: ") and line.endswith(" ms")
