"""The test situations at the end of Finsterland's rules, as written, so far
as the game is built (issue 24, item 3): T-1 (movement with terrain, but its
skirmishers' part 4) and T-2 (a gun meeting terrain that zeroes its move,
but its firing part 3). The others come with the rules they need.

Conventions of the situations: a 48" x 48" table, y from South's edge; bases
1" x 1" for infantry and single models, 2" x 2" for guns; a unit facing north
has its front edge at its largest y."""

from __future__ import annotations

import pytest

from gettysburg_desktop.boards.table.bases import Pose, Size
from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.finsterland.field.movement import check_move
from gettysburg_desktop.games.finsterland.rules.formation import INFANTRY_BASE, Formation
from gettysburg_desktop.games.finsterland.rules.tables import SPECIALISTS, UNITS, Column

GUN_BASE = Size(2.0, 2.0)


def square(x0, y0, x1, y1):
    return ((x0, y0), (x1, y0), (x1, y1), (x0, y1))


def test_T1_1_and_2_light_infantry_advancing_onto_a_hill():
    table = Table(48, 48, (Feature("hill", "hill", outline=square(0, 12, 48, 20)),))
    light = UNITS["light infantry"]
    L = Formation(Pose(23, 10, 90), INFANTRY_BASE, 6, 24)  # 6 x 4, front edge y = 10, x 20-26
    assert [round(p.y, 2) for p in L.model_poses()[::6]] == [9.5, 8.5, 7.5, 6.5]  # models y 6-10
    # 1. its move touches open ground and the hill: lowest modifier -1, allowance 5: front edge to y = 15
    up = check_move(table, L, [("advance", 5.0)], light.moves, Column.INFANTRY)
    assert up.allowed and up.allowance == 5 and up.end.front.y == pytest.approx(15.0)
    assert sum(1 for p in up.end.model_poses() if p.y - 0.5 >= 12 - 1e-9) == 18  # its front three ranks on the hill
    assert not check_move(table, L, [("advance", 5.01)], light.moves, Column.INFANTRY).allowed
    # 2. stopping with its front edge on the hill's edge it touched only open ground: allowance 6, 2" used
    edge = check_move(table, L, [("advance", 2.0)], light.moves, Column.INFANTRY)
    assert edge.allowed and edge.allowance == 6 and edge.cost == pytest.approx(2.0) and edge.terrain == "open"


def test_T1_3_the_messenger_on_the_road_off_it_and_across_a_river():
    road = Feature("road", "road", line=((5, 0), (5, 48)), width=2)
    river = Feature("river", "river", line=((30, 20), (48, 20)), width=1)
    table = Table(48, 48, (road, river))
    moves = SPECIALISTS["messenger"].moves  # T9: B 8
    assert moves == 8 and SPECIALISTS["messenger"].column is Column.SINGLE
    on_road = Formation(Pose(5, 2, 90), INFANTRY_BASE, 1, 1)
    assert check_move(table, on_road, [("advance", 10.0)], moves, Column.SINGLE).allowed  # +2: 10"
    assert not check_move(table, on_road, [("advance", 10.01)], moves, Column.SINGLE).allowed
    leaving = check_move(table, on_road, [("advance", 3.0), ("wheel", -45.0), ("advance", 4.0)], moves, Column.SINGLE)
    assert leaving.allowance == 8  # its route leaves the road onto open ground: 0
    crossing = Formation(Pose(36, 16, 90), INFANTRY_BASE, 1, 1)
    across = check_move(table, crossing, [("advance", 6.0)], moves, Column.SINGLE)
    assert across.allowed and across.allowance == 6 and across.terrain == "river"  # a river, no bridge or ford: -2


def test_T2_a_light_machine_gun_stops_at_the_woods_edge_then_creeps_an_inch_a_round():
    table = Table(
        48,
        48,
        (
            Feature("wood", "wood", outline=square(20, 17, 40, 23)),
            Feature("swamp", "swamp", outline=square(35, 10, 40, 16)),
        ),
    )
    mg = UNITS["light machine gun"]
    G = Formation(Pose(30, 15, 90), GUN_BASE, 1, 1)  # base x 29-31, y 13-15
    # 1. round 3: the wood would make its allowance 4 - 4 = 0: it goes to the wood's edge (2") and stops
    assert check_move(table, G, [("advance", 2.0)], mg.moves, Column.GUN).allowed
    into = check_move(table, G, [("advance", 2.5)], mg.moves, Column.GUN)
    assert not into.allowed and into.rule == "FL-MOVE-5" and "wood" in into.reason
    # 2. round 5: it starts touching the wood: it may move 1", front edge to y = 18
    at_edge = G.advanced(2.0)
    creep = check_move(table, at_edge, [("advance", 1.0)], mg.moves, Column.GUN)
    assert creep.allowed and creep.allowance == 1 and creep.end.front.y == pytest.approx(18.0)
    assert not check_move(table, at_edge, [("advance", 1.01)], mg.moves, Column.GUN).allowed
    # 4. it can never enter the swamp (gun column X); a heavy machine gun (B 2) at the wood's edge creeps 1" too
    towards_swamp = Formation(Pose(37, 8, 90), GUN_BASE, 1, 1)
    swamp = check_move(table, towards_swamp, [("advance", 3.0)], mg.moves, Column.GUN)
    assert not swamp.allowed and swamp.rule == "FL-MOVE-4"
    heavy = UNITS["heavy machine gun"]
    assert check_move(table, at_edge, [("advance", 1.0)], heavy.moves, Column.GUN).allowed
    assert not check_move(table, G, [("advance", 2.5)], heavy.moves, Column.GUN).allowed
