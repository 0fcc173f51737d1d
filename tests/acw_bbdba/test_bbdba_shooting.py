"""ACW-BBDBA's shooting on the table (field/shooting.py, field/sight.py):
the fields of fire, the nearest target in sight, support and mutual
combats, artillery ignoring Jäger, by the test situations of acw-bbdba.md
(tests 1, 2, 4, 5; millimetres, y from the Union base edge)."""

from __future__ import annotations

import pytest

from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.acw_bbdba.field.elements import at
from gettysburg_desktop.games.acw_bbdba.field.shooting import (
    field_of_fire,
    flank_shot,
    shooting_combats,
    target_of,
)
from gettysburg_desktop.games.acw_bbdba.field.sight import Looker, height, in_sight
from gettysburg_desktop.games.acw_bbdba.rules.troops import Kind

OPEN = Table(1200, 600, unit="mm")
U, C = "union", "confederate"


def targets(table, elements, **kw):
    out = {}
    for e in elements:
        t = target_of(table, e, elements, **kw)
        out[e.id] = (t.target, round(t.distance, 2)) if t else None
    return out


def test_situation_1_fields_of_fire_the_nearest_target_and_one_combat_with_two_supporters():
    r1 = at("R1", U, Kind.RIFLES, (480, 520), (180, 200), "N")
    r2 = at("R2", U, Kind.RIFLES, (520, 560), (180, 200), "N")
    r3 = at("R3", U, Kind.RIFLES, (560, 600), (180, 200), "N")
    m1 = at("M1", C, Kind.MUSKETS, (520, 560), (290, 310), "S")
    m2 = at("M2", C, Kind.MUSKETS, (520, 560), (320, 340), "S")
    assert field_of_fire(r1, 400).bounds == (440.0, 200.0, 560.0, 300.0)  # x 440-560 to y 300 (BB-SHOOT-3)
    assert field_of_fire(r3, 400).bounds == (520.0, 200.0, 640.0, 300.0)
    found = targets(OPEN, [r1, r2, r3, m1, m2])
    assert found == {"R1": ("M1", 90.0), "R2": ("M1", 90.0), "R3": ("M1", 90.0), "M1": None, "M2": None}
    (combat,) = shooting_combats([target_of(OPEN, e, [r1, r2, r3, m1, m2]) for e in (r1, r2, r3)])
    assert combat.target == "M1" and len(combat.supporters) == 2 and not combat.mutual


def test_situation_2_a_line_along_a_friends_edge_is_clear_and_elements_in_melee_are_no_targets():
    u1 = at("U1", U, Kind.MUSKETS, (480, 520), (280, 300), "N")
    c1 = at("C1", C, Kind.RIFLES, (480, 520), (300, 320), "S")
    u2 = at("U2", U, Kind.CAVALRY, (520, 560), (270, 300), "N")
    k = at("K", U, Kind.COMMAND, (490, 510), (240, 280), "N")
    c2 = at("C2", C, Kind.RIFLES, (480, 520), (320, 340), "S")
    found = targets(OPEN, [u1, c1, u2, k, c2], in_melee={"U1", "C1"})
    assert found["C2"] == ("U2", 20.0)  # 80 paces; K hidden behind U1 and C1
    assert found["U1"] is None and found["C1"] is None and found["U2"] is None and found["K"] is None
    troops = [u1.shape, c1.shape, u2.shape]
    assert not in_sight(OPEN, Looker(c2.shape, c2.front), k.shape, troops)


def test_situation_4_a_wood_blocks_the_nearer_target_and_the_two_shoot_each_other():
    wood = Feature("w", "wood", ((480, 230), (550, 230), (550, 270), (480, 270)))
    table = Table(1200, 600, (wood,), unit="mm")
    r = at("R", U, Kind.RIFLES, (500, 540), (180, 200), "N")
    t1 = at("T1", C, Kind.MUSKETS, (500, 540), (290, 310), "S")
    t2 = at("T2", C, Kind.RIFLES, (560, 600), (280, 300), "S")
    assert not in_sight(table, Looker(r.shape, r.front), t1.shape, [t2.shape])
    found = targets(table, [r, t1, t2])
    assert found == {"R": ("T2", pytest.approx(82.46, abs=0.01)), "T2": ("R", pytest.approx(82.46, abs=0.01)),
                     "T1": None}  # fmt: skip
    (combat,) = shooting_combats([target_of(table, e, [r, t1, t2]) for e in (r, t2)])
    assert combat.mutual and {combat.target, combat.main} == {"R", "T2"}


def test_situation_5_artillery_may_ignore_jaeger_who_shoot_it_all_the_same():
    a = at("A", U, Kind.ARTILLERY, (500, 540), (110, 150), "N")
    j = at("J", C, Kind.JAEGER, (500, 540), (200, 220), "S")
    m = at("M", C, Kind.MUSKETS, (500, 540), (300, 320), "S")
    assert targets(OPEN, [a, j, m])["A"] == ("J", 50.0)
    ignoring = targets(OPEN, [a, j, m], ignore_jaeger=True)
    assert ignoring == {"A": ("M", 150.0), "J": ("A", 50.0), "M": None}  # J neither target nor in the way
    combats = shooting_combats([target_of(OPEN, e, [a, j, m], ignore_jaeger=True) for e in (a, j)])
    assert sorted((c.target, c.main, c.mutual) for c in combats) == [("A", "J", False), ("M", "A", False)]


def test_a_flank_shot_and_a_hill_seen_over_from_its_crest():
    target = at("T", C, Kind.RIFLES, (500, 540), (300, 320), "S")  # front edge y = 300, facing south
    behind = at("S", U, Kind.RIFLES, (600, 640), (330, 350), "N")
    beside = at("S2", U, Kind.RIFLES, (600, 640), (290, 310), "N")
    assert flank_shot(behind, target) and not flank_shot(beside, target)
    hill = Feature("h", "gentle hill", ((100, 100), (300, 100), (300, 300), (100, 300)))
    crest = Feature("c", "crest", line=((150, 200), (250, 200)))
    table = Table(1200, 600, (hill, crest), unit="mm")
    assert height(table, (200, 200)) == 1.0 and 0 < height(table, (200, 150)) < 1 and height(table, (50, 50)) == 0
    shooter = at("S", U, Kind.RIFLES, (180, 220), (160, 180), "N")  # on the near slope, below the crest
    beyond = at("B", C, Kind.RIFLES, (180, 220), (260, 280), "S")  # beyond the crest
    assert not in_sight(table, Looker(shooter.shape, shooter.front), beyond.shape)  # crests block (BB-SHOOT-6)
    astride = at("X", U, Kind.RIFLES, (180, 220), (190, 210), "N")  # its base across the crest
    assert in_sight(table, Looker(astride.shape, astride.front), beyond.shape)
    wood_behind = Feature("w", "wood", ((170, 230), (230, 230), (230, 250), (170, 250)))
    wooded = Table(1200, 600, (hill, crest, wood_behind), unit="mm")
    assert not in_sight(wooded, Looker(astride.shape, astride.front), beyond.shape)  # woods block even the elevated
