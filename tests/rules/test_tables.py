"""T1-T6 cell by cell against gettysburg.md ("Combat tables"), with modifiers,
and the rulebook's worked-example checks listed after T5."""

import pytest

from gettysburg_desktop.games.gettysburg.rules import tables as T

_ = T.NONE
R, E, D, C, M, CUBE, HIT = T.RETREAT, T.ELIMINATE, T.DISRUPT, T.COUNTER, T.MORALE, T.CUBE, T.HIT

T1_SPEC = {1: _, 2: CUBE, 3: CUBE, 4: CUBE, 5: CUBE, 6: CUBE}
T2_SPEC = {1: _, 2: M, 3: CUBE, 4: CUBE, 5: CUBE, 6: CUBE}
T4_SPEC = {1: _, 2: D, 3: D, 4: CUBE, 5: CUBE, 6: CUBE}
T6_SPEC = {1: _, 2: _, 3: _, 4: D, 5: HIT, 6: HIT}
T3_SPEC = {
    1: (_, R, R, E, E, E),
    2: (_, _, R, R, E, E),
    3: (_, _, _, R, R, E),
    4: (_, _, _, _, R, E),
    5: (_, _, _, _, _, R),
    6: (_, _, _, _, _, _),
}
T5_SPEC = {
    1: (R, R, E, E, E, E),
    2: (_, D, R, E, E, E),
    3: (_, _, D, R, E, E),
    4: (_, _, _, D, R, E),
    5: (_, _, _, _, R, R),
    6: (_, _, C, C, C, R),
}


def _modified(spec, roll):
    return _ if roll < 1 else spec[roll]


# ---------------------------------------------------------------- T1
@pytest.mark.parametrize("roll", range(1, 7))
def test_t1_defending_artillery_fire_every_roll_R_ASLT_1(roll):
    assert T.defending_artillery_fire(roll, damaged=False) == T1_SPEC[roll]


@pytest.mark.parametrize("roll", range(1, 7))
def test_t1_damaged_artillery_fires_at_minus_one_R_ASLT_1(roll):
    assert T.defending_artillery_fire(roll, damaged=True) == _modified(T1_SPEC, roll - 1)


def test_t1_damaged_artillery_needs_a_three_to_hit():
    assert T.defending_artillery_fire(2, damaged=True) == _
    assert T.defending_artillery_fire(3, damaged=True) == CUBE


# ---------------------------------------------------------------- T2
@pytest.mark.parametrize("cubes", range(0, 6))
@pytest.mark.parametrize("roll", range(1, 7))
def test_t2_defending_infantry_fire_minus_one_per_two_cubes_R_ASLT_2(roll, cubes):
    assert T.defending_infantry_fire(roll, cubes) == _modified(T2_SPEC, roll - cubes // 2)


def test_t2_m_result_only_on_modified_two():
    assert T.defending_infantry_fire(2, 0) == M
    assert T.defending_infantry_fire(3, 2) == M  # 3 - 1
    assert T.defending_infantry_fire(4, 4) == M  # 4 - 2
    assert T.defending_infantry_fire(2, 2) == _  # modified 1


# ---------------------------------------------------------------- T3
@pytest.mark.parametrize("cubes", range(0, 6))
@pytest.mark.parametrize("roll", range(1, 7))
def test_t3_attacker_morale_every_cell_R_ASLT_3(roll, cubes):
    assert T.attacker_morale(roll, cubes, elite=False) == T3_SPEC[roll][cubes]


@pytest.mark.parametrize("cubes", range(0, 6))
@pytest.mark.parametrize("roll", range(1, 7))
def test_t3_elite_uses_the_column_one_to_the_left_never_left_of_zero_R_ASLT_3(roll, cubes):
    assert T.attacker_morale(roll, cubes, elite=True) == T3_SPEC[roll][max(0, cubes - 1)]


def test_t3_no_cubes_never_has_an_effect():
    assert all(T.attacker_morale(r, 0, elite=e) == _ for r in range(1, 7) for e in (False, True))


# ---------------------------------------------------------------- T4
@pytest.mark.parametrize("entrenched", [False, True])
@pytest.mark.parametrize("cubes", range(0, 6))
@pytest.mark.parametrize("roll", range(1, 7))
def test_t4_attacking_fire_with_cube_and_entrenchment_modifiers_R_ASLT_4_R_ENT_4(roll, cubes, entrenched):
    modified = roll - cubes // 2 - (1 if entrenched else 0)
    assert T.attacking_infantry_fire(roll, cubes, entrenched) == _modified(T4_SPEC, modified)


# ---------------------------------------------------------------- T5
@pytest.mark.parametrize("column", range(0, 6))
@pytest.mark.parametrize("roll", range(1, 7))
def test_t5_defender_morale_every_cell_R_ASLT_5(roll, column):
    assert T.defender_morale(roll, column) == T5_SPEC[roll][column]


@pytest.mark.parametrize(
    "kwargs, shift",
    [
        ({}, 0),
        ({"flank_attack": True}, 2),
        ({"town": True}, 2),
        ({"disrupted": True}, 1),
        ({"inferior": True}, 1),
        ({"high_ground": True}, -1),
        ({"entrenched": True}, -1),
        ({"elite": True}, -1),
        ({"flank_attack": True, "entrenched": True}, 2),  # flanked: the entrenchment shift is lost
        ({"town": True, "disrupted": True, "inferior": True}, 4),
        ({"high_ground": True, "entrenched": True, "elite": True}, -3),
        ({"disrupted": True, "inferior": True, "high_ground": True, "entrenched": True}, 0),
    ],
)
@pytest.mark.parametrize("cubes", range(0, 6))
def test_t5_column_shifts_netted_then_clamped_to_0_5(cubes, kwargs, shift):
    assert T.defender_morale_column(cubes, **kwargs) == max(0, min(5, cubes + shift))


def test_t5_netting_before_clamping_differs_from_clamping_each_shift():
    # 5 cubes, +2 town then -1 hill: netted = +1 -> clamp 5 (same); 0 cubes, -1 hill +1 disrupted -> 0.
    assert T.defender_morale_column(0, high_ground=True, disrupted=True) == 0
    # 4 cubes in town (+2) on ... netted +2-1-1 = 0 -> column 4 (clamping each step would give 3)
    assert T.defender_morale_column(4, town=True, elite=True, entrenched=True) == 4


def test_t5_flank_attack_loses_the_entrenchment_left_shift_R_ENT_3():
    assert T.defender_morale_column(1, entrenched=True) == 0
    assert T.defender_morale_column(1, entrenched=True, flank_attack=True) == 3


# ---------------------------------------------------------------- T6
@pytest.mark.parametrize("damaged", [False, True])
@pytest.mark.parametrize("entrenched", [False, True])
@pytest.mark.parametrize("roll", range(1, 7))
def test_t6_long_range_fire_with_modifiers_R_ART_5(roll, entrenched, damaged):
    modified = roll - (1 if entrenched else 0) - (1 if damaged else 0)
    assert T.long_range_fire(roll, entrenched, damaged) == _modified(T6_SPEC, modified)


def test_t6_damaged_gun_against_entrenched_target_needs_a_six_for_d():
    assert T.long_range_fire(5, True, True) == _
    assert T.long_range_fire(6, True, True) == D


# ---------------------------------------------------------------- rulebook worked-example checks
def test_worked_example_elite_attacker_with_one_cube_rolls_1_no_effect():
    assert T.attacker_morale(1, 1, elite=True) == _


def test_worked_example_attacker_with_two_cubes_rolls_2_retreats():
    assert T.attacker_morale(2, 2, elite=False) == R


def test_worked_example_disrupted_entrenched_regulars_on_hill_column_0_rolls_2_and_3_no_effect():
    col = T.defender_morale_column(1, disrupted=True, entrenched=True, high_ground=True)
    assert col == 0
    assert T.defender_morale(2, col) == _
    assert T.defender_morale(3, col) == _


def test_worked_example_inferior_with_two_cubes_column_2_rolls_2_retreats():
    col = T.defender_morale_column(2, inferior=True, disrupted=True, entrenched=True, high_ground=True)
    assert col == 2
    assert T.defender_morale(2, col) == R


def test_worked_example_attacker_rolls_6_5_4_against_entrenched_two_cubes_and_a_d():
    # elite with 1 cube (no penalty), regulars with 1 cube each
    results = [T.attacking_infantry_fire(r, 1, entrenched=True) for r in (6, 5, 4)]
    assert results == [CUBE, CUBE, D]
