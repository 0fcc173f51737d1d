"""Cover on the table (games/finsterland/field/cover.py; FL-COVER-1,
FL-COVER-4, D10): area cover for at least half of a unit's models more than
half inside, linear cover along the edge facing the attacker, the best of
them; T-3's step 4: Y's front rank touching the fence between it and H."""

from __future__ import annotations

from fractions import Fraction

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.finsterland.field.cover import area_cover, best_cover, facing_side, linear_cover
from gettysburg_desktop.games.finsterland.rules.formation import INFANTRY_BASE, Formation


def square(x0, y0, x1, y1):
    return ((x0, y0), (x1, y0), (x1, y1), (x0, y1))


def test_T3_4_the_fence_along_Ys_front_covers_all_its_ranks_against_H():
    fence = Feature("fence", "fence", line=((19, 18.55), (29, 18.55)), width=0.1)
    table = Table(48, 48, (fence,))
    Y = Formation(Pose(24, 18.5, 90), INFANTRY_BASE, 6, 18)  # front edge y = 18.5, x 21-27
    H_centre = (24, 31)
    assert facing_side(Y, H_centre) == "front"
    cover = best_cover(table, Y, H_centre)
    assert cover is not None and (cover.kind, cover.fraction) == ("fence", Fraction(1, 4))
    # from behind, the fence is on the far side: no cover
    assert linear_cover(table, Y, (24, 2)) == []


def test_area_cover_needs_half_of_the_models_more_than_half_inside_D10():
    wood = Feature("wood", "wood", outline=square(0, 0, 48, 9.4))
    table = Table(48, 48, (wood,))
    # a 6 x 4 block, front edge at y = 12: ranks at y 11-12, 10-11, 9-10, 8-9
    block = Formation(Pose(24, 12, 90), INFANTRY_BASE, 6, 24)
    assert area_cover(table, block) == []  # 6 wholly inside, 6 only 0.4 in: 6 of 24 more than half inside
    deeper = Formation(Pose(24, 11.5, 90), INFANTRY_BASE, 6, 24)  # ranks 10.5-11.5 ... 7.5-8.5
    assert [c.kind for c in area_cover(table, deeper)] == ["wood"]  # 12 of 24 (0.9 in, and wholly): at least half
    house = Feature("house", "building", outline=square(20, 30, 30, 40))
    both = Table(48, 48, (wood, house))
    inside = Formation(Pose(25, 36, 90), INFANTRY_BASE, 6, 12)
    assert best_cover(both, inside, (25, 10)).kind == "building"
