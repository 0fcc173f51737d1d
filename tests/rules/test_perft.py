"""Perft-style regression (python-chess's perft): stated positions whose
legal actions were counted by hand from the rules (gettysburg.md) before the
engine was asked, checked in with the count and the list. A change of any
rule's reading changes a count here.

The crossroads map (games/gettysburg/rules/crossroads.py), rows top to bottom:

    woods-north   hill-north*(hill)   station        creek
    ridge-west    mill                town(town)     cemetery*(hill)
    orchard       ridge-south(ridge)  farm-south     round-top**(hill)

Edge neighbours share a side; diagonal areas touch only at a corner
(adjacent for artillery only). 12 areas + 4 entry boxes = 16 places.
"""

from __future__ import annotations

from collections import Counter

import pytest
from rulehelp import blocks, game_at, legal, play

CASES = {}


def case(name, position, actions=(), dice=(), count=None, expected=None, verbs=None):
    CASES[name] = (position, actions, dice, count, expected, verbs)


# ---------------------------------------------------------------------------
# 1. A Confederate turn start (R-ACT-1, R-BLK-1, R-BLK-3, R-ORD-1, R-ORD-2).
# Available blocks 2,3,3,4,4,5,5 (the 2 is in mill): 4 values. Free places:
# 16 less mill and cemetery (blocks) and town (an enemy unit) = 13.
# place-block 4 x 13 = 52; remove-block mill 1; order mill 1 (0 of 2 discs);
# double-order mill mill 1 (room for two discs). No concession among them
# (R-WIN-3 [ruling]). 55.
A = {
    "units": {"mill": ["csa-regular-1"], "town": ["usa-regular-1"]},
    "blocks": blocks(("mill", "csa", 2, 0), ("cemetery", "usa", 3, 0)),
}
case("csa-turn-start", A, count=55, verbs={"place-block": 52, "remove-block": 1, "order": 1, "double-order": 1})

# 2. The order for the disc in mill (R-ORD-1, R-ORD-3). The disc reaches mill,
# hill-north, ridge-west, town, ridge-south. move: only mill holds Confederate
# units (town is the enemy's): 1. pass 1. No artillery, disruption, fire
# marker or loose cube. entrench: mill holds Confederates, 0 markers, 4
# borders: 4. 6 in all.
case(
    "choose-order",
    A,
    actions=["order mill"],
    count=6,
    expected=[
        "entrench mill hill-north",
        "entrench mill ridge-south",
        "entrench mill ridge-west",
        "entrench mill town",
        "move mill",
        "pass",
    ],
)

# 3. Moving out of mill (R-MOVE-1..6). The regular holds the area's one loose
# cube and the artillery can hold none (R-DMG-2), so the regular must carry
# it (R-MOVE-6): 4 destinations, town by assault (R-MOVE-4). The artillery:
# the 3 empty ones, never the enemy's town (R-MOVE-4). end-move. 8.
C = {
    "units": {"mill": [{"id": "csa-regular-1", "cubes": 1}, "csa-artillery-1"], "town": ["usa-regular-1"]},
    "blocks": blocks(("mill", "csa", 2, 0), ("cemetery", "usa", 3, 0)),
}
case(
    "move-out-of-mill",
    C,
    actions=["order mill", "move mill"],
    count=8,
    expected=[
        "end-move",
        "move csa-artillery-1 hill-north",
        "move csa-artillery-1 ridge-south",
        "move csa-artillery-1 ridge-west",
        "move csa-regular-1 hill-north 1",
        "move csa-regular-1 ridge-south 1",
        "move csa-regular-1 ridge-west 1",
        "move csa-regular-1 town 1",
    ],
)

# 4. A cube for the defenders of farm-south (R-DMG-6, R-DMG-8, R-ASLT-10).
# The loose regular cube went at once to usa-regular-1 (the first of two
# interchangeable regulars, R-DMG-8). T2 1, 1, 1: nothing; T4 6: a cube.
# The least loaded hold 0: the cavalry and usa-regular-2: assign either, or
# the cavalry evades (round-top, next to the Union block, is open; the town
# is the attackers', R-RET-2 [ruling]). 3.
D = {
    "units": {
        "town": ["csa-regular-1"],
        "farm-south": ["usa-cavalry-1", {"id": "usa-regular-1", "cubes": 1}, "usa-regular-2"],
    },
    "blocks": blocks(("town", "csa", 5, 0), ("round-top", "usa", 3, 0)),
}
case(
    "defenders-take-a-cube",
    D,
    actions=["order town", "move town", "move csa-regular-1 farm-south", "end-move"],
    dice=[1, 1, 1, 6],
    count=3,
    expected=["assign usa-cavalry-1", "assign usa-regular-2", "evade usa-cavalry-1"],
)

# 5. Long-range fire from a ridge (R-ART-1..4, R-ART-2 range 3, R-ART-3 sight).
# Two interchangeable guns in ridge-west: one choice each. In range 3 (corners
# count): town (2, through clear mill), cemetery, creek and round-top (3, each
# by a clear path through mill: mill-town-cemetery, mill-station-creek,
# mill-town-round-top). The town's artillery is a target too (a fire marker
# lies there, R-ART-4). Nothing declared yet: no end-fire. 5.
E = {
    "units": {
        "ridge-west": ["csa-artillery-1", "csa-artillery-2"],
        "town": ["usa-regular-1", "usa-artillery-1"],
        "cemetery": ["usa-regular-2"],
        "round-top": ["usa-regular-3"],
        "creek": ["usa-regular-4"],
    },
    "fire_markers": ["town"],
    "blocks": blocks(("ridge-west", "csa", 5, 0), ("farm-south", "usa", 3, 0)),
}
case(
    "declare-fire",
    E,
    actions=["order ridge-west", "fire"],
    count=5,
    expected=[
        "fire csa-artillery-1 cemetery infantry",
        "fire csa-artillery-1 creek infantry",
        "fire csa-artillery-1 round-top infantry",
        "fire csa-artillery-1 town artillery",
        "fire csa-artillery-1 town infantry",
    ],
)

# 6. A Union turn start (R-ACT-1, R-FPASS, R-REIN-3). Union blocks 3 (creek,
# full: 3 discs) and 2 (cemetery) on the map: available 2,3,4,4,5,5, 4 values.
# Free places: 16 less creek, cemetery, orchard (blocks) and mill (an enemy
# unit) = 12: 48. remove-block 2. order cemetery 1 (creek's block is full).
# forced-pass 1. Two units may leave the east-road box into creek: 2. 54.
F = {
    "active": "usa",
    "units": {"mill": ["csa-regular-1"], "creek": ["usa-regular-1"], "east-road": ["usa-regular-5", "usa-artillery-2"]},
    "blocks": blocks(("orchard", "csa", 2, 0), ("creek", "usa", 3, 3), ("cemetery", "usa", 2, 0)),
    "discs": {"usa_blue": 2, "usa_forced_pass": 1},
}
case(
    "usa-turn-start",
    F,
    count=54,
    verbs={"place-block": 48, "remove-block": 2, "order": 1, "forced-pass": 1, "enter": 2},
)


@pytest.mark.parametrize("name", sorted(CASES))
def test_legal_actions_counted_by_hand(name):
    position, actions, dice, count, expected, verbs = CASES[name]
    g = game_at(position, dice=dice)
    play(g, *actions)
    got = legal(g)
    assert len(got) == count, got
    if expected is not None:
        assert got == expected
    if verbs is not None:
        assert dict(Counter(a.split()[0] for a in got)) == verbs
