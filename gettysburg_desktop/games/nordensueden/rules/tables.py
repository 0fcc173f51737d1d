"""The tables of Norden & Süden: the turn track (T3), the marches and
recruits of a die (NS-MOVE-1, NS-RECR-1), the distance per march (T4) and
the hit numbers (T5). Pure data and small functions; the tests check every
cell against the rules file."""

from __future__ import annotations

from .boxmap import LinkKind
from .pieces import Arm, UnitKind

# ---------------------------------------------------------------- T3, the turn track (NS-TIME)

#: the months of each game turn, (year, first month, last month), turns 1-40.
#: November-December and January-February are the double turns (NS-TIME-3).
TURNS: tuple[tuple[int, int, int], ...] = tuple(
    [(1861, m, m) for m in (7, 8, 9, 10)]
    + [(1861, 11, 12)]
    + [t for y in (1862, 1863, 1864) for t in [(y, 1, 2)] + [(y, m, m) for m in range(3, 11)] + [(y, 11, 12)]]
    + [(1865, 1, 2)]
    + [(1865, m, m) for m in (3, 4, 5, 6)]
)
LAST_TURN = 40
#: the short game's last turn, June 1862 (NS-SHORT-1)
SHORT_LAST_TURN = 10
#: the April turns of 1862, 1863 and 1864: the Union's drafts (NS-DRAFT-2)
DRAFT_TURNS = (8, 18, 28)


def turn_months(turn: int) -> tuple[int, int, int]:
    """(year, first month, last month) of game turn ``turn`` (1-40)."""
    return TURNS[turn - 1]


# ---------------------------------------------------------------- dice


def marches_of_roll(face: int) -> int:
    """NS-MOVE-1: the die is the number of marches, a 1 still gives 2."""
    return max(2, face)


#: the first game turn's fixed marches, no roll (NS-MOVE-2)
FIRST_TURN_MARCHES = 2


def recruits_of_roll(face: int) -> int:
    """NS-RECR-1: the die is the number of militia recruited, a 1 still gives 2."""
    return max(2, face)


#: NS-SEA-3: a march roll of 6 allows the Union a sea landing
LANDING_ROLL = 6

# ---------------------------------------------------------------- T4, boxes per march (NS-MOVE-4)


def boxes_per_march(arm: Arm, kind: LinkKind, own_railroad: bool = False) -> int:
    """How many lines of ``kind`` a unit of ``arm`` may cover in one march
    (T4). ``own_railroad``: the railroad joins two boxes of the moving side
    (NS-MOVE-5). Cavalry covers 2 on anything; infantry 1 on a road or an
    enemy railroad, 2 on a river or its own railroad."""
    if arm is Arm.CAVALRY:
        return 2
    if kind is LinkKind.RIVER:
        return 2
    if kind is LinkKind.RAIL:
        return 2 if own_railroad else 1
    return 1


# ---------------------------------------------------------------- T5, hit numbers (NS-FIRE-2, NS-MOD)


def hit_number(
    firer: UnitKind,
    target: UnitKind,
    fortified: bool = False,
    crossing: bool = False,
) -> int:
    """The highest roll that hits (0: cannot hit), NS-FIRE-2: the firer's
    combat value (T1), -1 at a fortified target (NS-MOD-1, never more than
    -1), -1 at elite infantry (NS-MOD-2), +1 for a defender firing at a unit
    crossing a river in rounds 1-2 (``crossing``, NS-MOD-3; the caller
    decides the round and that the firer defends)."""
    n = firer.value - (1 if fortified else 0) - (1 if target.elite_infantry else 0) + (1 if crossing else 0)
    return max(0, n)


def hits(face: int, firer: UnitKind, target: UnitKind, fortified: bool = False, crossing: bool = False) -> bool:
    """Whether a roll of ``face`` hits (NS-FIRE-2)."""
    return face <= hit_number(firer, target, fortified, crossing)
