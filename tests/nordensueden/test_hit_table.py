"""T5 (NS-MOD-5), every cell, and the rules file's one-line tests (§5.1,
§5.21-§5.23), against tables.hit_number / hits (NS-FIRE-2, NS-MOD-1..4)."""

from __future__ import annotations

import pytest

from gettysburg_desktop.games.nordensueden.rules.pieces import ALL_KINDS, UnitKind
from gettysburg_desktop.games.nordensueden.rules.tables import hit_number, hits

MC, MI, VC, VI, EI, EC = (UnitKind.of_code(c) for c in ("MC", "MI", "VC", "VI", "EI", "EC"))

#: T5 as printed: firer's value -> (plain, fortified, elite infantry,
#: fortified elite infantry, crossing a river, elite infantry crossing); 0 = "-"
T5 = {
    1: (1, 0, 0, 0, 2, 1),
    2: (2, 1, 1, 0, 3, 2),
    3: (3, 2, 2, 1, 4, 3),
}
COLUMNS = ("plain", "fortified", "elite", "fortified elite", "crossing", "elite crossing")
FIRERS_OF_VALUE = {1: (MC,), 2: (MI, VC), 3: (VI, EI, EC)}
PLAIN_TARGETS = (MC, MI, VC, VI, EC)


def column_args(column: str, target_plain: UnitKind) -> tuple[UnitKind, bool, bool]:
    """(target, fortified, crossing) for a T5 column."""
    return {
        "plain": (target_plain, False, False),
        "fortified": (target_plain, True, False),
        "elite": (EI, False, False),
        "fortified elite": (EI, True, False),
        "crossing": (target_plain, False, True),
        "elite crossing": (EI, False, True),
    }[column]


@pytest.mark.parametrize("value", [1, 2, 3])
@pytest.mark.parametrize("col", range(6), ids=COLUMNS)
def test_every_t5_cell_for_every_firer_and_target(value, col):
    for firer in FIRERS_OF_VALUE[value]:
        for plain in PLAIN_TARGETS:
            target, fortified, crossing = column_args(COLUMNS[col], plain)
            assert hit_number(firer, target, fortified, crossing) == T5[value][col], (
                firer.code,
                target.code,
                COLUMNS[col],
            )


@pytest.mark.parametrize("value", [1, 2, 3])
@pytest.mark.parametrize("col", range(6), ids=COLUMNS)
def test_a_shot_hits_on_every_face_up_to_the_cell_and_on_none_above(value, col):
    firer = FIRERS_OF_VALUE[value][0]
    target, fortified, crossing = column_args(COLUMNS[col], MI)
    for face in range(1, 7):
        assert hits(face, firer, target, fortified, crossing) is (face <= T5[value][col])


def test_the_firers_values_are_t1():
    assert {k.code: k.value for k in ALL_KINDS} == {"MI": 2, "VI": 3, "EI": 3, "MC": 1, "VC": 2, "EC": 3}


def test_veteran_cavalry_hits_on_1_or_2():  # §5.1
    assert [f for f in range(1, 7) if hits(f, VC, MI)] == [1, 2]


def test_veteran_infantry_at_a_fortified_unit_hits_on_1_2():  # §5.21: "2 instead of 3"
    assert hit_number(VI, MI, fortified=True) == 2


def test_veteran_infantry_at_a_river_crossing_attacker_hits_on_1_to_4():  # §5.23: "4 instead of 3"
    assert hit_number(VI, MI, crossing=True) == 4


def test_veteran_infantry_at_crossing_elite_infantry_hits_on_1_to_3():  # §5.23: +1 and -1 cancel
    assert hit_number(VI, EI, crossing=True) == 3


def test_militia_cavalry_never_hits_a_fortified_unit():  # §5.21
    for target in ALL_KINDS:
        assert hit_number(MC, target, fortified=True) == 0


@pytest.mark.parametrize("firer", [MI, MC, VC], ids=lambda k: k.code)
def test_militia_and_veteran_cavalry_never_hit_fortified_elite_infantry(firer):  # §5.22
    assert hit_number(firer, EI, fortified=True) == 0


@pytest.mark.parametrize("firer", [VI, EI, EC], ids=lambda k: k.code)
def test_value_3_hits_fortified_elite_infantry_on_a_1(firer):  # §5.22, NS-MOD-2: -2
    assert hit_number(firer, EI, fortified=True) == 1


def test_elite_infantry_is_at_minus_1_whoever_fires_at_it_even_elite_infantry():  # NS-MOD-2
    assert hit_number(EI, EI) == 2


def test_elite_cavalry_has_no_defence_value():  # T1: only elite infantry has one
    assert hit_number(VI, EC) == 3


def test_combat_example_e_at_c_needs_a_1_instead_of_a_2():  # §5 example step 4
    assert hit_number(MI, EI) == 1 and hit_number(VC, EI) == 1


def test_combat_example_c_at_e_needs_3_or_less():  # step 7: E neither elite nor fortified
    assert hit_number(EI, MI) == 3 and hit_number(EI, VC) == 3
