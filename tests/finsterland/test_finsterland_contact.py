"""Contact and the charge on the table (games/finsterland/field/contact.py,
field/charge.py): models touching, a corner too (FL-RUL-10); a model fights
only with more than half of a side touched (FL-MEL-2); the edges of a unit
attacked (D21); the models behind on a charge with depth (FL-CHG-5); guns
touched are destroyed (FL-GUN-1); melee groups (FL-MEL-8); the flank and
rear terms (FL-MOR-5); the straight charge to first contact (D20, FL-CHG-2,
FL-CHG-3). Contact is symmetric and a charge never ends overlapping an enemy
base (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from gettysburg_desktop.boards.table.bases import EPS, Pose, Size
from gettysburg_desktop.boards.table.shapes import polygon
from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.games.finsterland.field.charge import check_charge, contact_distance, first_contact
from gettysburg_desktop.games.finsterland.field.contact import (
    UnitBases,
    behind,
    contacts,
    edges_touched,
    engagements,
    fighting_models,
    flank_and_rear,
    guns_touched,
    in_contact,
    melee_groups,
)
from gettysburg_desktop.games.finsterland.rules.formation import CAVALRY_BASE, INFANTRY_BASE, Formation
from gettysburg_desktop.games.finsterland.rules.tables import Column

ONE = INFANTRY_BASE
GUN_BASE = Size(2.0, 2.0)
OPEN = Table(48, 48)


def block(id, side, x, y, facing, files, models, base=ONE):
    return UnitBases.of_formation(id, side, Formation(Pose(x, y, facing), base, files, models))


def single(id, side, x, y, facing=90.0, size=ONE):
    return UnitBases.of_models(id, side, [Pose(x, y, facing)], size)


# --- FL-RUL-10, FL-MEL-2: contact and who fights ------------------------------------------------
def test_FL_RUL_10_bases_touching_at_a_corner_only_are_in_contact_but_neither_model_fights():
    a = single("a", "S", 10.5, 10.5)  # x 10-11, y 10-11
    b = single("b", "N", 11.5, 11.5, 270)  # x 11-12, y 11-12: corner (11, 11)
    assert in_contact(a, b) and contacts(a, b) == ((0, 0),)
    assert fighting_models(a, b) == () and fighting_models(b, a) == ()
    c = single("c", "N", 11.5 + 1e-3, 11.5, 270)  # a thousandth apart: no contact
    assert not in_contact(a, c)


def test_FL_MEL_2_a_model_fights_only_with_more_than_half_of_a_side_touched():
    a = single("a", "S", 10.5, 10.5)  # front edge y = 11, x 10-11
    assert fighting_models(a, single("b", "N", 11.0, 11.5, 270)) == ()  # exactly half of a's front touched
    assert fighting_models(a, single("b", "N", 10.99, 11.5, 270)) == (0,)  # 0.51 touched
    # two enemy models each touching half of its front: its whole front is touched by the unit
    two = UnitBases.of_models("b", "N", [Pose(10.0, 11.5, 270), Pose(11.0, 11.5, 270)], ONE)
    assert fighting_models(a, two) == (0,)
    # a cavalry base's 2" flank needs more than 1" touched
    horse = single("h", "S", 10.5, 11.0, size=CAVALRY_BASE)  # x 10-11, y 10-12
    assert fighting_models(horse, single("i", "N", 11.5, 11.5, 180)) == ()  # 1" of its flank
    assert fighting_models(horse, single("i", "N", 11.5, 11.4, 180, size=Size(1.2, 1.0))) == (0,)


@settings(max_examples=60, deadline=None)
@given(
    st.floats(-3, 3),
    st.floats(-3, 3),
    st.sampled_from([0.0, 90.0, 180.0, 270.0, 30.0, 45.0]),
    st.integers(1, 8),
    st.integers(1, 14),
)
def test_contact_is_symmetric_and_fighters_touch(dx, dy, facing, files, models):
    a = block("a", "S", 20, 20, 90, 6, 12)
    b = block("b", "N", 23 + dx, 22.5 + dy, facing, files, models)
    if any(polygon(*m).intersection(polygon(*n)).area > 1e-9 for m in a.models for n in b.models):
        return  # overlapping bases are no legal position
    assert contacts(b, a) == tuple(sorted((j, i) for i, j in contacts(a, b)))
    for x, y in ((a, b), (b, a)):
        assert set(fighting_models(x, y)) <= {i for i, _j in contacts(x, y)}


# --- D21: the edges attacked ----------------------------------------------------------------------
def test_D21_the_edges_a_block_is_touched_on_and_FL_RUL_10s_front_corner():
    L = block("L", "N", 23, 25, 270, 6, 24)  # facing south: x 20-26, y 25-29; its left is the east
    assert edges_touched(L, single("s", "S", 23.5, 24.5)) == ("front",)
    assert edges_touched(L, single("e", "S", 26.5, 27.5, 180)) == ("left",)
    assert edges_touched(L, single("w", "S", 19.5, 27.5, 0)) == ("right",)
    assert edges_touched(L, single("n", "S", 23.5, 29.5, 270)) == ("rear",)
    assert edges_touched(L, single("c", "S", 26.5, 24.5)) == ("front",)  # its front-left corner only
    assert edges_touched(L, single("r", "S", 26.5, 29.5, 180)) == ("left",)  # a rear corner only: the flank
    # one unit on two edges has both; skirmishers have none
    wrap = UnitBases.of_models("x", "S", [Pose(23.5, 24.5, 90), Pose(26.5, 27.5, 180)], ONE)
    assert edges_touched(L, wrap) == ("front", "left")
    skirm = UnitBases.of_models("k", "N", [Pose(23.5, 25.5, 270)], ONE)
    assert edges_touched(skirm, single("s", "S", 23.5, 24.5)) == ()


def test_FL_MEL_7_geometry_front_to_front_six_of_each_touch_flank_three():
    # A 6 x 6 facing south, front edge y = 20, x 20-26; B 12 x 3 facing north, front edge y = 20, x 17-29
    A = block("A", "N", 23, 20, 270, 6, 36)
    B = block("B", "S", 23, 20, 90, 12, 36)
    assert len(fighting_models(A, B)) == 6 and len(fighting_models(B, A)) == 6
    assert edges_touched(B, A) == ("front",) and edges_touched(A, B) == ("front",)
    # A against B's left flank: A faces east, its front edge on x = 10 from y 17 to 23; B at x 10-22, y 17-20
    A = block("A", "N", 10, 20, 0, 6, 36)
    B = block("B", "S", 16, 20, 90, 12, 36)
    assert len(fighting_models(A, B)) == 3 and len(fighting_models(B, A)) == 3
    assert edges_touched(B, A) == ("left",)  # A's fourth model touches B's front-left corner only
    assert edges_touched(A, B) == ("front",)


# --- FL-CHG-5: the models behind -------------------------------------------------------------------
def test_FL_CHG_5_depth_reaches_the_models_directly_behind_along_the_charge():
    L = block("L", "N", 23, 25, 270, 6, 24)
    assert behind(L, 2, "front", 2) == (8,)
    assert behind(L, 2, "front", 3) == (8, 14)
    assert behind(L, 20, "front", 3) == ()  # the last rank: no one behind
    assert behind(L, 6, "left", 3) == (7, 8)  # on the flank: along the rank, inward
    assert behind(L, 11, "right", 2) == (10,)
    assert behind(L, 2, "front", 1) == ()
    part = block("P", "N", 23, 25, 270, 6, 10)  # 6 + 4: the second rank's files 0-3 only
    assert behind(part, 3, "front", 2) == (9,) and behind(part, 4, "front", 2) == ()
    assert behind(UnitBases.of_models("k", "N", [Pose(1, 1, 0)], ONE), 0, "front", 3) == ()


def test_FL_CHG_5_a_flank_charge_with_depth_reaches_inward_along_the_ranks():
    L = block("L", "N", 23, 25, 270, 6, 24)  # its left flank is x = 26, y 25-29
    H = block("H", "S", 26, 27, 180, 4, 8, base=ONE)  # facing west, front edge on x = 26, y 25-29
    (on_l,) = [e for e in engagements([H, L], {"H": 3}) if e.attacker == "H"]
    assert on_l.side == "left" and len(on_l.fighting) == 4
    assert on_l.struck == (0, 6, 12, 18)  # file 0 of each rank (file 0 is L's left, the east)
    assert on_l.behind == (1, 2, 7, 8, 13, 14, 19, 20)


# --- FL-GUN-1 ------------------------------------------------------------------------------------
def test_FL_GUN_1_the_guns_an_enemy_model_touches_are_destroyed():
    battery = UnitBases.of_models("G", "N", [Pose(20, 30, 270), Pose(23, 30, 270)], GUN_BASE)  # x 19-21, 22-24
    rider = single("r", "S", 21.5, 28.5)  # x 21-22, y 28-29: a corner of each gun's front (y 29)
    assert guns_touched(battery, [rider]) == (0, 1)  # corner touches destroy too (FL-RUL-10)
    far = single("f", "S", 30, 10)
    friend = single("m", "N", 20, 27.5)
    assert guns_touched(battery, [far, friend]) == ()


# --- FL-MEL-8: groups --------------------------------------------------------------------------
def test_FL_MEL_8_groups_are_linked_by_contact_with_enemies_only():
    a = single("a", "S", 10.5, 10.5)
    b = single("b", "N", 10.5, 11.5, 270)  # touches a
    c = single("c", "S", 11.5, 12.5)  # touches b at a corner only: still linked
    d = single("d", "S", 9.5, 9.5)  # a friend touching a's corner, touching no enemy
    e = single("e", "N", 30.5, 30.5)
    f = single("f", "S", 30.5, 29.5)
    assert melee_groups([a, b, c, d, e, f]) == [("a", "b", "c"), ("e", "f")]
    assert melee_groups([a, d]) == []


# --- FL-MOR-5: flank and rear still there ------------------------------------------------------
def test_FL_MOR_5_flank_and_rear_are_the_edges_enemies_still_touch():
    L = block("L", "N", 23, 25, 270, 6, 12)  # y 25-27
    S = block("S", "S", 23, 25, 90, 6, 6)
    T = block("T", "S", 26, 26, 180, 6, 12)  # facing west, front on x = 26 across y 23-29
    assert flank_and_rear(L, [S, T]) == flank_and_rear(L, [S, T], attacked=("front", "left"))
    got = flank_and_rear(L, [S, T])
    assert got.flank and not got.rear and got.edges == ("front", "left")
    assert not flank_and_rear(L, [S, T], attacked=("front",)).flank  # not attacked there this round
    R = block("R", "S", 23, 28, 90, 6, 6)  # y 27-28, behind L: on its rear
    assert flank_and_rear(L, [R]).rear and not flank_and_rear(L, [R]).flank
    assert not flank_and_rear(L, [S]).flank  # from the front only


# --- D20, FL-CHG-2, FL-CHG-3: the charge -----------------------------------------------------------
def test_D20_a_charge_stops_at_first_contact_and_meets_every_unit_touched_there_FL_CHG_3():
    C = Formation(Pose(23, 10, 90), ONE, 6, 12)  # x 20-26, front edge y = 10
    P = block("P", "N", 21, 14, 270, 2, 4)  # x 20-22, front edge y = 14
    Q = block("Q", "N", 25, 14, 270, 2, 4)  # x 24-26, front edge y = 14
    far = block("F", "N", 23, 20, 270, 6, 6)  # behind them
    v = check_charge(OPEN, C, "Q", [P, Q, far], 7, Column.INFANTRY)
    assert v.allowed and v.needed == 4.0 and v.meets == ("P", "Q") and v.edges == ("front",)
    assert v.end.front.y == 14.0
    no = check_charge(OPEN, C, "F", [P, Q, far], 7, Column.INFANTRY)
    assert not no.allowed and no.rule == "FL-CHG-3" and "first meets P, Q after 4.00" in no.reason
    aside = block("A", "N", 40, 14, 270, 2, 4)
    never = check_charge(OPEN, C, "A", [aside], 7, Column.INFANTRY)
    assert not never.allowed and never.needed is None and "never touches A" in never.reason
    touching = check_charge(OPEN, C.advanced(4), "P", [P], 7, Column.INFANTRY)
    assert not touching.allowed and touching.rule == "FL-CHG-1"


def test_FL_RUL_10_a_charge_may_end_in_corner_contact_and_attacks_the_front():
    C = Formation(Pose(23, 10, 90), ONE, 6, 12)  # x 20-26
    T = block("T", "N", 27, 14, 270, 2, 4)  # x 26-28: only C's front-right corner meets T's front-right corner
    v = check_charge(OPEN, C, "T", [T], 7, Column.INFANTRY)
    assert v.allowed and v.needed == 4.0 and v.edges == ("front",)
    there = UnitBases.of_formation("C", "S", v.end)
    assert in_contact(there, T) and fighting_models(there, T) == () and fighting_models(T, there) == ()
    assert melee_groups([there, T]) == [("C", "T")]
    # a unit whose edge is in line with the charger's: their corners meet (FL-RUL-10)
    ahead = block("B", "N", 27, 11, 270, 2, 4)  # x 26-28, y 11-13
    assert first_contact(C, [ahead]) == 1.0


def test_D20_a_charge_from_the_side_strikes_the_flank_it_reaches_first():
    L = block("L", "N", 23, 25, 270, 6, 24)  # x 20-26, y 25-29, its left the east
    T = Formation(Pose(30, 27, 180), ONE, 6, 12)  # facing west, front edge x = 30, y 24-30
    v = check_charge(OPEN, T, "L", [L], 6, Column.INFANTRY)
    assert v.allowed and v.needed == 4.0 and v.edges == ("left",)


def test_contact_distance_of_a_turned_base_is_where_its_corner_meets():
    mover = (Pose(0.5, 0.5, 90), ONE)
    fixed = (Pose(0.5, 5.0, 45), ONE)  # a diamond whose lowest corner is at y = 5 - 0.7071
    d = contact_distance(mover, fixed, (0.0, 1.0))
    assert abs(d - (5 - 2**0.5 / 2 - 1)) < 1e-9


@settings(max_examples=60, deadline=None)
@given(
    st.floats(-6, 6),
    st.floats(3, 12),
    st.floats(0, 359),
    st.integers(1, 6),
    st.floats(-30, 30),
)
def test_a_charge_never_ends_overlapping_an_enemy_base_and_always_ends_touching(dx, dy, facing, files, turn):
    start = Formation(Pose(24, 10, 90 + turn), ONE, 6, 12)
    enemy = block("E", "N", 24 + dx, 10 + dy, facing, files, 12)
    me = UnitBases.of_formation("C", "S", start)
    if any(polygon(*m).intersects(polygon(*n)) for m in me.models for n in enemy.models):
        return
    d = first_contact(start, [enemy])
    if d is None:  # it passes by: nowhere on the way does it touch
        assert not any(in_contact(UnitBases.of_formation("C", "S", start.advanced(k / 4)), enemy) for k in range(120))
        return
    end = UnitBases.of_formation("C", "S", start.advanced(d))
    assert in_contact(end, enemy)
    assert all(polygon(*m).intersection(polygon(*n)).area <= EPS for m in end.models for n in enemy.models)
    if d > 0.01:
        short = UnitBases.of_formation("C", "S", start.advanced(d - 0.01))
        assert not in_contact(short, enemy)
