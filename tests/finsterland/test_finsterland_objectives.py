"""Objectives at the end of the game as T-12 works them (games/finsterland/
rules/objectives.py; FL-OBJ-3 to FL-OBJ-6, FL-ARMY-7, D4): the nearest unit
that may capture, the richer of two at the same distance, nobody on a tie,
and T2's points by where the objective lies as the capturer sees it."""

from __future__ import annotations

from gettysburg_desktop.games.finsterland.rules.objectives import Claim, captured_by, points, where
from gettysburg_desktop.games.finsterland.rules.tables import UNITS


def score(objectives):
    totals = {"south": 0, "north": 0}
    for y, claims in objectives:
        side = captured_by(claims)
        if side is not None:
            totals[side] += points(y, side)
    return totals


def t12(north_heavy_models: int = 10):
    storm, heavy = UNITS["storm troops"].points, UNITS["heavy infantry"].points
    return [
        (4, [Claim("south", 2, 100, name="light infantry")]),  # O1 (4, 4)
        (12, [Claim("south", 1, 60, may_capture=False, name="pioneers"), Claim("north", 3, 240, name="light cavalry")]),
        (28, [Claim("south", 0, 8 * storm), Claim("north", 0, north_heavy_models * heavy)]),  # O3 (20, 28)
        (44, [Claim("south", 0.5, 50, may_capture=False, name="scout"), Claim("north", 6, 0, name="command staff")]),
        (20, [Claim("south", 2, 150, name="tank")]),  # O5 (44, 20)
        (36, [Claim("north", 4, 60, name="light machine gun"), Claim("south", 5, 240, name="light cavalry")]),
    ]


def test_T12_six_objectives_make_a_draw_7_to_7():
    assert [captured_by(c) for _y, c in t12()] == ["south", "north", "south", "north", "south", "north"]
    assert [points(y, captured_by(c)) for y, c in t12()] == [1, 4, 4, 1, 2, 2]
    assert score(t12()) == {"south": 7, "north": 7}


def test_T12_variant_had_Norths_heavy_infantry_kept_11_models_O3_is_Norths_and_North_wins_9_to_3():
    assert captured_by(t12(11)[2][1]) == "north"
    assert score(t12(11)) == {"south": 3, "north": 9}


def test_equal_distance_and_equal_value_leaves_the_objective_to_nobody_D4():
    assert captured_by([Claim("south", 2.0, 100), Claim("north", 2.005, 100)]) is None
    assert captured_by([Claim("south", 2.0, 100), Claim("north", 2.02, 500)]) == "south"  # 0.02" farther: not the same
    assert captured_by([Claim("south", 1.0, 60, may_capture=False)]) is None


def test_the_fields_four_parts_as_each_side_sees_them_FL_FIELD_1():
    assert [where(y, "south", 48, 8) for y in (4, 12, 28, 44)] == [
        "own deployment zone",
        "own half",
        "enemy half",
        "enemy deployment zone",
    ]
    assert [points(y, "north") for y in (4, 12, 28, 44)] == [8, 4, 2, 1]
