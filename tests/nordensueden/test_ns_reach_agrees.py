"""The editor's live rules view (games/nordensueden/rules/reach.py, the map alone) and
the ruleset's marches (marches.py) agree on the map of 1861: from every box,
for both arms and both sides, one march reaches the same boxes when no other
unit stands on the map (no jumps, no stops)."""

from __future__ import annotations

import pytest
from ns_positions import position

from gettysburg_desktop.games.nordensueden.campaign import map_1861
from gettysburg_desktop.games.nordensueden.rules import reach
from gettysburg_desktop.games.nordensueden.rules.marches import paths
from gettysburg_desktop.games.nordensueden.rules.pieces import Arm
from gettysburg_desktop.games.nordensueden.rules.sides import Side


@pytest.mark.parametrize("side", [Side.USA, Side.CSA])
@pytest.mark.parametrize("code", ["MI", "VC"])
def test_one_march_reaches_the_same_boxes(side, code):
    m = map_1861()
    uid = f"{side.value}-1"
    g = position(m, {uid: (code, m.boxes[0].id)}, side=side)
    unit = g.unit(uid)
    arm = Arm.CAVALRY if code == "VC" else Arm.INFANTRY
    for b in m.boxes:
        unit.box = b.id
        g._position_set()
        ruleset = {p[-1] for p in paths(g, unit)}
        editor = set(reach.march_reach(m, b.id, arm, side, owner=g.owner))
        assert ruleset == editor, b.id
