"""ACW-BBDBA's battlefield (field/battlefield.py): the size and spacing checks
of BB-FIELD-5 to -8 (decision 29) naming the feature and the rule, and the
generator laying terrain by them from a seed."""

from __future__ import annotations

from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.acw_bbdba.field.battlefield import AREA_KINDS, generate, terrain_problems


def test_the_checks_name_the_feature_and_the_rule():
    narrow = Feature("strip", "wood", ((100, 100), (400, 100), (400, 130), (100, 130)))  # 30 mm wide
    big = Feature("big", "marsh", ((500, 100), (750, 100), (750, 250), (500, 250)))  # 250 + 150 = 400 mm
    near = Feature("near", "rough", ((100, 150), (180, 150), (180, 230), (100, 230)))  # 20 mm from the strip
    wide = Feature("flood", "river", line=((0, 400), (1200, 400)), width=60)
    lost = Feature("lane", "road", line=((300, 0), (300, 350)), width=12)  # ends in the open
    ok = Feature("copse", "wood", ((900, 100), (980, 100), (980, 180), (900, 180)))
    problems = terrain_problems(Table(1200, 600, (narrow, big, near, wide, lost, ok), unit="mm"))
    assert "strip: narrower than a base width (40 mm) somewhere (BB-FIELD-5)" in problems
    assert "big: length and width together 400 mm, more than 360 (BB-FIELD-5)" in problems
    assert "strip: 20 mm from near, less than a base width (BB-FIELD-6)" in problems
    assert "flood: a river 60 mm wide, not 40-50 (BB-FIELD-5, -7)" in problems
    assert any(p.startswith("lane: a road runs from a table edge") for p in problems)
    assert not any(p.startswith("copse") for p in problems)
    shallow = Feature("w", "waterway", ((0, 0), (50, 0), (50, 600), (0, 600)))  # 50 mm in: too little
    assert terrain_problems(Table(1200, 600, (shallow,), unit="mm")) == [
        "w: a waterway lies along a short edge, the table's full depth, 100-200 mm in (BB-FIELD-8)"
    ]


def test_the_generator_lays_a_legal_battlefield_the_same_for_the_same_seed():
    for seed in range(12):
        table = generate(seed)
        assert terrain_problems(table) == [], seed
        for half in (0, 1):
            areas = [f for f in table.features if f.kind in AREA_KINDS and (f.area.centroid.x >= 600) == bool(half)]
            assert 3 <= len(areas) <= 5, (seed, half)  # decision 29
            assert sum(1 for f in areas if f.kind == "bua") <= 1
        assert sum(1 for f in table.features if f.kind == "river") <= 1
    assert generate(3) == generate(3) and generate(3) != generate(4)
