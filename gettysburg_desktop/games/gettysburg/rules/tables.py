"""The combat tables T1-T6 (gettysburg.md, "Combat tables"), as data.

One die each; a modified roll below 1 gives nothing. Results:
``NONE`` no effect, ``CUBE`` one damage cube, ``MORALE`` ("M", the attacker
must check morale), ``DISRUPT`` ("D"), ``RETREAT`` ("R"), ``ELIMINATE`` ("E"),
``COUNTER`` ("C", counter-attack), ``HIT`` (T6: one hit).
"""

from __future__ import annotations

NONE = "-"
CUBE = "cube"
MORALE = "M"
DISRUPT = "D"
RETREAT = "R"
ELIMINATE = "E"
COUNTER = "C"
HIT = "hit"

#: T1 Defending artillery fire (R-ASLT-1); index = modified roll 1..6.
T1 = {1: NONE, 2: CUBE, 3: CUBE, 4: CUBE, 5: CUBE, 6: CUBE}
#: T2 Defending infantry fire (R-ASLT-2).
T2 = {1: NONE, 2: MORALE, 3: CUBE, 4: CUBE, 5: CUBE, 6: CUBE}
#: T4 Attacking infantry fire (R-ASLT-4).
T4 = {1: NONE, 2: DISRUPT, 3: DISRUPT, 4: CUBE, 5: CUBE, 6: CUBE}
#: T6 Long-range artillery fire (R-ART-5).
T6 = {1: NONE, 2: NONE, 3: NONE, 4: DISRUPT, 5: HIT, 6: HIT}

_ = NONE
#: T3 Attacking infantry morale (R-ASLT-3): T3[roll][column], column = cubes 0-5.
T3 = {
    1: (_, RETREAT, RETREAT, ELIMINATE, ELIMINATE, ELIMINATE),
    2: (_, _, RETREAT, RETREAT, ELIMINATE, ELIMINATE),
    3: (_, _, _, RETREAT, RETREAT, ELIMINATE),
    4: (_, _, _, _, RETREAT, ELIMINATE),
    5: (_, _, _, _, _, RETREAT),
    6: (_, _, _, _, _, _),
}
#: T5 Defending infantry morale (R-ASLT-5): T5[roll][column].
T5 = {
    1: (RETREAT, RETREAT, ELIMINATE, ELIMINATE, ELIMINATE, ELIMINATE),
    2: (_, DISRUPT, RETREAT, ELIMINATE, ELIMINATE, ELIMINATE),
    3: (_, _, DISRUPT, RETREAT, ELIMINATE, ELIMINATE),
    4: (_, _, _, DISRUPT, RETREAT, ELIMINATE),
    5: (_, _, _, _, RETREAT, RETREAT),
    6: (_, _, COUNTER, COUNTER, COUNTER, RETREAT),
}
del _


def _lookup(table: dict[int, str], modified: int) -> str:
    if modified < 1:
        return NONE
    return table[min(modified, 6)]


def fire_penalty(cubes: int) -> int:
    """T2/T4: -1 per 2 cubes assigned to the firer."""
    return cubes // 2


def defending_artillery_fire(roll: int, damaged: bool) -> str:
    """T1: -1 if the artillery is damaged."""
    return _lookup(T1, roll - (1 if damaged else 0))


def defending_infantry_fire(roll: int, cubes: int) -> str:
    """T2."""
    return _lookup(T2, roll - fire_penalty(cubes))


def attacker_morale(roll: int, cubes: int, elite: bool) -> str:
    """T3: column = cubes; an elite unit uses the column one to the left."""
    column = max(0, min(cubes, 5) - (1 if elite else 0))
    return T3[roll][column]


def attacking_infantry_fire(roll: int, cubes: int, entrenched: bool) -> str:
    """T4: -1 per 2 cubes; -1 if the target is entrenched against this attack (R-ENT-4)."""
    return _lookup(T4, roll - fire_penalty(cubes) - (1 if entrenched else 0))


def defender_morale_column(
    cubes: int,
    *,
    flank_attack: bool = False,
    town: bool = False,
    disrupted: bool = False,
    inferior: bool = False,
    high_ground: bool = False,
    entrenched: bool = False,
    elite: bool = False,
) -> int:
    """T5 column: cubes, then the shifts netted and clamped to 0-5
    (T5 [interpretation]). When flanked the entrenchment shift is lost (R-ENT-3)."""
    shift = 0
    if flank_attack:
        shift += 2
    if town:
        shift += 2
    if disrupted:
        shift += 1
    if inferior:
        shift += 1
    if high_ground:
        shift -= 1
    if entrenched and not flank_attack:
        shift -= 1
    if elite:
        shift -= 1
    return max(0, min(5, cubes + shift))


def defender_morale(roll: int, column: int) -> str:
    """T5."""
    return T5[roll][column]


def long_range_fire(roll: int, target_entrenched: bool, damaged: bool) -> str:
    """T6: -1 if the target area is entrenched, -1 if the firing artillery is damaged."""
    return _lookup(T6, roll - (1 if target_entrenched else 0) - (1 if damaged else 0))
