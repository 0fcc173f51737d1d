"""Every cell of the tables outside battle: T1's values and codes
(NS-COMP-3), T3 the turn track (NS-TIME-4), the march and recruit dice
(NS-MOVE-1, NS-RECR-1), T4 (NS-MOVE-4), T9 historical recruiting
(NS-AID-4), the draft turns (NS-DRAFT-2); checked against the rules file's
tables as printed."""

from __future__ import annotations

import pytest

from gettysburg_desktop.games.nordensueden.rules.boxmap import LinkKind
from gettysburg_desktop.games.nordensueden.rules.pieces import ALL_KINDS, Arm, Quality, UnitKind
from gettysburg_desktop.games.nordensueden.rules.recruitment import HISTORICAL
from gettysburg_desktop.games.nordensueden.rules.sides import Side
from gettysburg_desktop.games.nordensueden.rules.tables import (
    DRAFT_TURNS,
    FIRST_TURN_MARCHES,
    LAST_TURN,
    SHORT_LAST_TURN,
    TURNS,
    boxes_per_march,
    marches_of_roll,
    recruits_of_roll,
    turn_months,
)

#: T1 as printed: code -> combat value
T1 = {"MI": 2, "VI": 3, "EI": 3, "MC": 1, "VC": 2, "EC": 3}

#: T3 as printed (its en dashes written as hyphens), turn -> "months year"
T3_ROWS = {
    1861: "1 Jul · 2 Aug · 3 Sep · 4 Oct · 5 Nov-Dec",
    1862: "6 Jan-Feb · 7 Mar · 8 Apr · 9 May · 10 Jun · 11 Jul · 12 Aug · 13 Sep · 14 Oct · 15 Nov-Dec",
    1863: "16 Jan-Feb · 17 Mar · 18 Apr · 19 May · 20 Jun · 21 Jul · 22 Aug · 23 Sep · 24 Oct · 25 Nov-Dec",
    1864: "26 Jan-Feb · 27 Mar · 28 Apr · 29 May · 30 Jun · 31 Jul · 32 Aug · 33 Sep · 34 Oct · 35 Nov-Dec",
    1865: "36 Jan-Feb · 37 Mar · 38 Apr · 39 May · 40 Jun",
}
MONTH = {
    m: i for i, m in enumerate(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"], 1)
}


def test_t1_every_kind():
    assert sorted(k.code for k in ALL_KINDS) == sorted(T1)
    for code, value in T1.items():
        kind = UnitKind.of_code(code)
        assert kind.value == value and kind.code == code
        assert kind.elite_infantry == (code == "EI")  # only elite infantry has a defence value (NS-MOD-2)
        assert kind.cavalry == code.endswith("C")
    assert UnitKind(Arm.INFANTRY, Quality.MILITIA).words == "militia infantry"
    assert Quality.MILITIA.promoted is Quality.VETERAN and Quality.VETERAN.promoted is Quality.ELITE
    assert Quality.ELITE.promoted is None  # NS-PROM-1


def test_t3_every_turn():
    printed = {}
    for year, row in T3_ROWS.items():
        for cell in row.split(" · "):
            n, months = cell.split(" ")
            first, _, last = months.partition("-")
            printed[int(n)] = (year, MONTH[first], MONTH[last or first])
    assert len(TURNS) == LAST_TURN == 40
    assert {n: turn_months(n) for n in range(1, 41)} == printed
    assert sum(last - first + 1 for _, first, last in TURNS) == 48  # July 1861 to June 1865
    assert sum(last - first + 1 for _, first, last in TURNS[:SHORT_LAST_TURN]) == 12  # NS-SHORT-1
    assert [n for n in range(1, 41) if turn_months(n)[1] == 4] == [8, 18, 28, 38]
    assert DRAFT_TURNS == (8, 18, 28)  # April 1862, 1863, 1864 (NS-DRAFT-2); not April 1865


@pytest.mark.parametrize(("face", "marches"), [(1, 2), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6)])
def test_the_march_roll(face, marches):
    assert marches_of_roll(face) == marches  # NS-MOVE-1
    assert recruits_of_roll(face) == marches  # NS-RECR-1: the same reading
    assert HISTORICAL[Side.USA][face - 1] == (3, 3, 3, 4, 5, 6)[face - 1]  # T9
    assert HISTORICAL[Side.CSA][face - 1] == (2, 2, 3, 4, 4, 4)[face - 1]


def test_the_first_turn_has_two_marches():
    assert FIRST_TURN_MARCHES == 2  # NS-MOVE-2


@pytest.mark.parametrize(
    ("arm", "kind", "own", "boxes"),
    [
        (Arm.INFANTRY, LinkKind.ROAD, False, 1),
        (Arm.INFANTRY, LinkKind.RAIL, False, 1),
        (Arm.INFANTRY, LinkKind.RIVER, False, 2),
        (Arm.INFANTRY, LinkKind.RAIL, True, 2),
        (Arm.CAVALRY, LinkKind.ROAD, False, 2),
        (Arm.CAVALRY, LinkKind.RAIL, False, 2),
        (Arm.CAVALRY, LinkKind.RAIL, True, 2),
        (Arm.CAVALRY, LinkKind.RIVER, False, 2),
    ],
)
def test_t4_every_cell(arm, kind, own, boxes):
    assert boxes_per_march(arm, kind, own) == boxes
