"""Ordinary fire, cover and the morale test as Finsterland's test situations
work them (games/finsterland/rules/fire.py, morale.py): T-3's hits, cover and
collapse (steps 3-6), T-4's own-round fire, skirmishers and fire from a
building, and T-11's five morale tests."""

from __future__ import annotations

from fractions import Fraction

import pytest

from gettysburg_desktop.games.finsterland.rules.fire import ordinary_hits, suffered
from gettysburg_desktop.games.finsterland.rules.morale import MoraleTest, complete_ranks
from gettysburg_desktop.games.finsterland.rules.tables import COVER, MORALE_BONUS, UNITS

FENCE = COVER["fence"][0]
LIGHT = UNITS["light infantry"].morale  # 1/3
HEAVY = UNITS["heavy infantry"].morale  # 1/2


def test_T3_3_to_6_Beschuss_counts_the_front_rank_the_fence_takes_a_quarter_and_Y_collapses():
    hits = ordinary_hits(12, 12, own_round=False)  # 3. in Beschuss only H's front rank counts
    assert hits == 12
    assert suffered(hits, FENCE) == 9  # 4. the fence at the end of Y's move: -3
    y = MoraleTest(18, LIGHT, ranks_behind=0, lost=9)  # 5. 18 x 1/3 = 6, no complete rank behind, -9
    assert y.result == -3 and y.collapses
    option = ordinary_hits(12, 12, own_round=True)  # 6. D16's option (H did not move in round 4): 12 + 6
    assert option == 18 and suffered(option, FENCE) == 14  # the fence: -4


def test_T4_own_round_fire_skirmishers_and_fire_from_a_building():
    a = ordinary_hits(6, 6, own_round=True)  # 1. 6 + floor(6 x 1/2) = 9
    assert a == 9 and suffered(a, FENCE) == 7
    assert suffered(a, FENCE, single_or_skirmish=True) == 4  # 2. B in skirmish order: 7, then -3
    from_house = ordinary_hits(6, 6, own_round=True, from_cover=True)  # 3. floor(9 / 2) = 4
    assert from_house == 4 and suffered(from_house, FENCE) == 3
    assert ordinary_hits(6, 5, own_round=True) == 8  # FL-FIRE-6: 6 + 2 1/2 -> 8
    assert ordinary_hits(12, skirmish=True) == 12  # skirmishers: their available models, no second rank


@pytest.mark.parametrize(
    ("test", "result", "collapses"),
    [
        # 1. S: 12 x 1/2, +4 charged, -6; L: 24 x 1/3, ranks 6/6/6 behind the first: +2, -6
        (MoraleTest(12, HEAVY, ranks_behind=0, charged=True, lost=6), 4, False),
        (MoraleTest(12, HEAVY, ranks_behind=0, charged=True, bonus=MORALE_BONUS["standard bearer"], lost=6), 6, False),
        (MoraleTest(24, LIGHT, ranks_behind=2, lost=6), 4, False),
        # 2. L also charged in the flank, still touched, 12 lost (6/6 left: one rank behind)
        (MoraleTest(24, LIGHT, ranks_behind=1, lost=12, flank=True), -5, True),
        # 3. heavy infantry skirmishing, 10 available: 5, broken through -4, -1 -> 0 stays; -2 -> removed
        (MoraleTest(10, HEAVY, lost=1, broken_through=True), 0, False),
        (MoraleTest(10, HEAVY, lost=2, broken_through=True), -1, True),
        # 4. with a medic and an NCO only the highest bonus counts: +2
        (
            MoraleTest(10, HEAVY, lost=2, broken_through=True, bonus=max(MORALE_BONUS["medic"], MORALE_BONUS["NCO"])),
            1,
            False,
        ),
        # 5. 25 light infantry lose 9 and end 6/6/4: 25/3 + 1 - 9 = 1/3, rounded first 8 + 1 - 9 = 0: stays either way
        (MoraleTest(25, LIGHT, ranks_behind=complete_ranks(6, 16) - 1, lost=9), Fraction(1, 3), False),
    ],
)
def test_T11_morale(test, result, collapses):
    assert test.result == result and test.collapses is collapses
    assert test.terms()[0][2] == "FL-MOR-2"


def test_complete_ranks_need_six_files_FL_MOR_5():
    assert complete_ranks(6, 18) == 3 and complete_ranks(6, 16) == 2 and complete_ranks(5, 20) == 0
    assert complete_ranks(12, 24) == 2
