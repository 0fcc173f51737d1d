"""Finsterland's tables (games/finsterland/rules/tables.py) against the
rules text: T1's terrain modifiers (FL-TERR-1), T2's objective values
(FL-OBJ-3), the army list's lines (FL-LIST-2..7), cover's deductions in turn
with the text's own example (FL-COVER-2, FL-COVER-3), the morale terms (T12)
and the structures (T13)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from gettysburg_desktop.games.finsterland.rules import tables as T
from gettysburg_desktop.games.finsterland.rules.tables import Column, Morale


def test_T1_terrain_modifiers_by_column_FL_TERR_1():
    assert T.terrain_modifier("road", Column.CAVALRY) == 2 and T.terrain_modifier("road", Column.VEHICLE) == 3
    assert T.terrain_modifier("wood", Column.GUN) == -4 and T.terrain_modifier("wood", Column.SINGLE) == 0
    assert T.terrain_modifier("swamp", Column.VEHICLE) is None and T.terrain_modifier("river", Column.GUN) is None
    assert T.terrain_modifier("ford", Column.INFANTRY) == -2
    # D8: a feature with no movement value moves as open ground
    assert T.terrain_modifier("wall", Column.CAVALRY) == 0
    assert all(set(row) == set(Column) for row in T.TERRAIN.values())


def test_T2_an_objective_is_worth_more_the_deeper_it_lies_in_the_enemys_ground_FL_OBJ_3():
    assert list(T.OBJECTIVE_POINTS.values()) == [1, 2, 4, 8]


def test_the_army_lists_lines_as_printed_T4_to_T8():
    light, heavy, storm = T.UNITS["light infantry"], T.UNITS["heavy infantry"], T.UNITS["storm troops"]
    assert (light.moves, light.shoots, light.morale, light.points) == (6, 8, Fraction(1, 3), 10)
    assert (heavy.moves, heavy.shoots, heavy.morale, heavy.points) == (5, 12, Fraction(1, 2), 15)
    assert storm.depth == 2 and storm.points == 20
    assert T.UNITS["heavy cavalry"].shoots is None and T.UNITS["heavy cavalry"].armour == 2
    assert T.UNITS["light artillery"].shoots == (6, 20) and T.UNITS["light artillery"].f_hits
    assert T.UNITS["heavy artillery"].moves is None and T.UNITS["heavy artillery"].shoots == "A"
    tank, walker = T.UNITS["tank"], T.UNITS["walker"]
    assert tank.morale is Morale.FEARLESS and tank.f_armour and tank.structure == 4 and tank.column is Column.VEHICLE
    assert walker.column is Column.SINGLE and walker.hits == 4 and walker.psychology == 6  # FL-VEH-6, FL-TERR-2
    assert T.UNITS["command staff"].points == 0 and T.UNITS["command staff"].models == (7, 7)
    infantry_and_cavalry = [T.UNITS[k] for k in T.FOOT_AND_HORSE]
    assert all(p.models == (12, 36) for p in infantry_and_cavalry)  # FL-ARMY-5
    assert set(T.FOOT_AND_HORSE) | set(T.GUNS_AND_VEHICLES) | {"command staff"} == set(T.UNITS)


def test_the_specialists_T9_and_how_many_an_army_may_buy_FL_ARMY_4():
    assert T.SPECIALISTS["sniper"].hits == 6 and T.SPECIALISTS["sniper"].shoots == 16
    assert T.SPECIALISTS["officer"].points == 100 and T.SPECIALISTS["standard bearer"].points == 30
    assert T.SPECIALISTS["pioneers"].models == (12, 12)
    assert (T.specialists_allowed(3000), T.specialists_allowed(4999), T.specialists_allowed(499)) == (6, 9, 0)
    assert max(T.MORALE_BONUS.values()) == 2 and set(T.MORALE_BONUS) == set(T.JOINING)


@pytest.mark.parametrize(
    ("hits", "fractions", "left"),
    [
        (9, (Fraction(1, 4),), 7),  # FL-COVER-3: 9 hits behind a fence: 2 stopped
        (9, (Fraction(1, 4), T.SINGLE_OR_SKIRMISH), 4),  # ... and a skirmishing unit stops 3 more
        (10, (Fraction(2, 3),), 4),  # a trench: floor(20 / 3) = 6 stopped
        (1, (Fraction(1, 2),), 1),  # one hit in a wood: floor(1/2) = 0 stopped
    ],
)
def test_cover_takes_its_fraction_away_rounded_down_one_deduction_after_the_other_FL_COVER_2(hits, fractions, left):
    assert T.after_cover(hits, *fractions) == left


def test_T11_cover_and_T13_structures_name_the_same_objects():
    assert T.COVER["bunker"] == (Fraction(3, 4), "area") and T.COVER["fence"] == (Fraction(1, 4), "linear")
    assert set(T.COVER) <= set(T.STRUCTURES)
    per = {k: v[3] for k, v in T.STRUCTURES.items()}
    assert all(per[k] == ("area" if kind == "area" else "length") for k, (_f, kind) in T.COVER.items())
    assert T.STRUCTURES["building"] == (3, True, 3, "area")
    assert (T.MORALE_CHARGE, T.MORALE_FLANK, T.MORALE_REAR, T.MORALE_BROKEN, T.COMPLETE_RANK) == (4, 2, 4, 4, 6)
