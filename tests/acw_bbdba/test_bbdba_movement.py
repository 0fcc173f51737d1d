"""ACW-BBDBA's moves on the table (field/movement.py): the furthest corner's
path against T3's allowance for the worst going (BB-MOVE-1, -2, BB-SCALE-4,
BB-RUL-7), passing through friends (BB-PASS), lining up on contact and who
may not make contact (BB-MOVE-7, -8, BB-RUL-6), dismounting in place (test
6) and the river crossed into contact (test 10)."""

from __future__ import annotations

import math

import pytest

from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.acw_bbdba.field.elements import at, bounds
from gettysburg_desktop.games.acw_bbdba.field.movement import check_move
from gettysburg_desktop.games.acw_bbdba.rules.troops import Kind

OPEN = Table(1200, 600, unit="mm")
U, C = "union", "confederate"


def test_a_move_is_its_furthest_corners_path_and_0_01_mm_beyond_is_beyond():
    cav = at("C", U, Kind.CAVALRY, (400, 440), (100, 130), "N")
    assert check_move(OPEN, [cav], "C", [("advance", 100.0)]).allowed  # 400 paces in GG
    late = check_move(OPEN, [cav], "C", [("advance", 100.01)])
    assert not late.allowed and late.reason == "100.01 mm of 100.00 (400 paces in GG)" and late.rule == "BB-MOVE-1"
    mu = at("M", U, Kind.MUSKETS, (400, 440), (100, 120), "N")
    turn = check_move(OPEN, [mu], "M", [("turn", 180.0)])  # each corner 22.36 mm from the middle: 70.25 mm
    assert turn.length == pytest.approx(math.hypot(20, 10) * math.pi) and not turn.allowed
    jae = at("J", U, Kind.JAEGER, (400, 440), (100, 120), "N")
    assert check_move(OPEN, [jae], "J", [("turn", 180.0)]).allowed  # Jäger move 75 mm
    wheel = check_move(OPEN, [mu], "M", [("wheel", 45.0)])  # the rear-right corner, 44.72 mm from the pivot
    assert wheel.length == pytest.approx(math.hypot(40, 20) * math.pi / 4)


def test_difficult_going_anywhere_on_the_way_sets_the_allowance():
    wood = Feature("w", "wood", ((380, 150), (460, 150), (460, 230), (380, 230)))
    table = Table(1200, 600, (wood,), unit="mm")
    cav = at("C", U, Kind.CAVALRY, (400, 440), (100, 130), "N")
    into = check_move(table, [cav], "C", [("advance", 60.0)])
    assert (into.going, into.allowed, into.rule) == ("SG", False, "BB-MOVE-1")  # 200 paces = 50 mm in SG
    assert check_move(table, [cav], "C", [("advance", 20.0)]).going == "GG"  # stops short of the wood


def test_passing_through_friends():
    jae = at("J", U, Kind.JAEGER, (400, 440), (100, 120), "N")
    mu = at("M", U, Kind.MUSKETS, (400, 440), (125, 145), "N")
    assert check_move(OPEN, [jae, mu], "J", [("advance", 60.0)]).allowed  # through, ending clear
    ends_on = check_move(OPEN, [jae, mu], "J", [("advance", 30.0)])
    assert not ends_on.allowed and ends_on.rule == "BB-PASS-1"
    mu2 = at("M2", U, Kind.MUSKETS, (400, 440), (70, 90), "N")
    assert not check_move(OPEN, [mu2, mu], "M2", [("advance", 50.0)]).allowed  # line infantry through line infantry
    art = at("A", U, Kind.ARTILLERY, (400, 440), (100, 140), "N")
    assert check_move(OPEN, [mu2, art], "M2", [("advance", 50.0)]).rule == "BB-PASS-1"  # 50 mm: ends on it
    road = Table(1200, 600, (Feature("r", "road", line=((420, 0), (420, 600)), width=20),), unit="mm")
    gun = at("A", U, Kind.ARTILLERY, (400, 440), (72, 112), "N")
    first = at("M2", U, Kind.MUSKETS, (400, 440), (50, 70), "N")
    along = check_move(road, [first, gun], "M2", [("advance", 85.0)])  # on the road: 400 paces, 100 mm
    assert along.going == "road" and along.allowed  # line infantry through artillery (BB-PASS-2)


def test_contact_lines_up_front_to_front_and_artillery_and_commanders_make_none():
    enemy = at("E", C, Kind.MUSKETS, (400, 440), (200, 220), "S")
    cav = at("C", U, Kind.CAVALRY, (400, 440), (110, 140), "N")
    assert check_move(OPEN, [cav, enemy], "C", [("advance", 60.0)]).allowed  # front to front, fully
    askew = at("C", U, Kind.CAVALRY, (420, 460), (110, 140), "N")  # half its front on the enemy's
    off = check_move(OPEN, [askew, enemy], "C", [("advance", 60.0)])
    assert not off.allowed and off.rule == "BB-MOVE-7"
    gun = at("A", U, Kind.ARTILLERY, (400, 440), (120, 160), "N")
    assert check_move(OPEN, [gun, enemy], "A", [("advance", 40.0)]).rule == "BB-MOVE-8"
    cmd = at("K", U, Kind.COMMAND, (410, 430), (120, 160), "N")
    assert check_move(OPEN, [cmd, enemy], "K", [("advance", 40.0)]).rule == "BB-MOVE-8"
    friend = at("F", U, Kind.MUSKETS, (400, 440), (180, 200), "N")  # in front contact with the enemy
    beside = at("A", U, Kind.ARTILLERY, (440, 480), (120, 160), "N")
    overlap = check_move(OPEN, [friend, enemy, beside], "A", [("advance", 40.0)])
    assert overlap.allowed, overlap.reason  # BB-RUL-6: the overlap position is no melee begun


def test_a_line_closes_on_a_line_front_to_front_its_corner_on_the_next_enemys():
    """Found playing (rules version 3): an element lined up front to front with one enemy of a line also
    touches the next enemy's front corner (that enemy overlaps it, BB-MELEE-4); the move was refused as
    "touching ... not lined up" and lines could not close on lines. Askew it is still refused."""
    enemy = at("E", C, Kind.MUSKETS, (400, 440), (200, 220), "S")
    neighbour = at("N", C, Kind.MUSKETS, (440, 480), (200, 220), "S")
    mover = at("M", U, Kind.MUSKETS, (400, 440), (130, 150), "N")
    flush = check_move(OPEN, [mover, enemy, neighbour], "M", [("advance", 50.0)])
    assert flush.allowed, flush.reason
    hair = check_move(OPEN, [mover, enemy, neighbour], "M", [("advance", 50.0000002)])  # 8e-6 mm² into it
    assert hair.allowed, hair.reason  # touching, not through: a lined-up move's legs are written to 0.01 mm
    askew = at("M", U, Kind.MUSKETS, (420, 460), (130, 150), "N")  # half on each: lined up with neither
    off = check_move(OPEN, [askew, enemy, neighbour], "M", [("advance", 50.0)])
    assert not off.allowed and off.rule == "BB-MOVE-7"


def test_sides_rears_and_corners_meeting_make_no_contact_but_a_corner_on_an_enemys_front_edge_does():
    """Found playing (rules version 4): an element lined up front to front with one enemy, its rear corner
    on the rear corner of that enemy's neighbour standing a base depth further forward, was refused
    "touching U1-10 not lined up"; side by side with a neighbour a base depth nearer (corner on its front
    corner), "touching C1-9 not lined up". BB-MOVE-7 asks how a contact along a front edge, or a corner on
    an enemy's front edge, is lined up; sides, rears and corners meeting make none."""
    enemy = at("E", C, Kind.RIFLES, (400, 440), (200, 220), "S")
    mover = at("M", U, Kind.RIFLES, (400, 440), (130, 150), "N")
    for neighbour in (
        at("A", C, Kind.RIFLES, (440, 480), (160, 180), "S"),  # its rear corner on the mover's rear corner
        at("A", C, Kind.RIFLES, (440, 480), (180, 200), "S"),  # side by side, its front corner on the mover's
    ):
        flush = check_move(OPEN, [mover, enemy, neighbour], "M", [("advance", 50.0)])
        assert flush.allowed, flush.reason
    poking = at("A", C, Kind.RIFLES, (440, 460), (190, 230), "W")  # the mover's front corner on its front edge
    refused = check_move(OPEN, [mover, enemy, poking], "M", [("advance", 50.0)])
    assert not refused.allowed and refused.rule == "BB-MOVE-7"
    assert refused.reason == "touching A not lined up: front to front, on its flank or rear, or overlapping"


def test_an_advance_with_its_oblique_part_is_one_straight_leg_its_corners_on_the_diagonal():
    """BB-MOVE-2: a base pushed straight along a ruler, 30 mm ahead and 40 mm aside, has its corners travel
    50 mm; as two legs, ahead then aside, 70 mm. An oblique part goes only with an advance before it."""
    mu = at("M", U, Kind.MUSKETS, (400, 440), (100, 120), "N")
    straight = check_move(OPEN, [mu], "M", [("advance", 30.0), ("oblique", 40.0)])
    assert straight.allowed and straight.length == pytest.approx(50.0)
    assert bounds(mu.moved(straight.end)) == pytest.approx((360, 130, 400, 150))
    assert not check_move(OPEN, [mu], "M", [("advance", 30.0), ("slide", 40.0)]).allowed  # 70 mm
    in_the_corner = at("X", C, Kind.MUSKETS, (370, 400), (100, 125), "S")  # inside the L, off the diagonal's way
    assert not check_move(OPEN, [mu, in_the_corner], "M", [("advance", 30.0), ("oblique", 40.0)]).allowed
    with pytest.raises(ValueError, match="an oblique leg goes with the advance before it"):
        check_move(OPEN, [mu], "M", [("oblique", 40.0)])


def test_situation_6_dismounting_keeps_the_front_edge():
    d = at("D", U, Kind.CAVALRY, (300, 340), (170, 200), "N")
    assert bounds(d.as_kind(Kind.DISMOUNTED)) == (300, 180, 340, 200)


def test_situation_10_crossing_the_river_into_contact_with_the_bank_defender():
    river = Feature("r", "river", line=((0, 320), (1200, 320)), width=40)
    table = Table(1200, 600, (river,), unit="mm")
    u1 = at("U1", U, Kind.MUSKETS, (500, 540), (280, 300), "N")
    c1 = at("C1", C, Kind.MUSKETS, (500, 540), (340, 360), "S")
    v = check_move(table, [u1, c1], "U1", [("advance", 40.0)], rivers={"r": 6})
    assert (v.going, v.allowed) == ("SG", True) and bounds(u1.moved(v.end)) == (500, 320, 540, 340)
    shallow = check_move(table, [u1, c1], "U1", [("advance", 40.0)], rivers={"r": 2})
    assert shallow.going == "GG"


def test_a_group_moves_as_one_body_straight_ahead_or_wheeling_and_into_difficult_going_only_as_a_column():
    from gettysburg_desktop.games.acw_bbdba.field.movement import check_group_move

    line = [at(f"R{k}", U, Kind.RIFLES, (480 + 40 * k, 520 + 40 * k), (180, 200), "N") for k in range(3)]
    for e in line:
        object.__setattr__(e, "command", "U1")
    v = check_group_move(OPEN, line, ["R0", "R1", "R2"], ("advance", 50.0))
    assert v.allowed and {i: round(p.y, 2) for i, p in v.ends.items()} == {"R0": 240.0, "R1": 240.0, "R2": 240.0}
    too_far = check_group_move(OPEN, line, ["R0", "R1", "R2"], ("advance", 50.01))
    assert not too_far.allowed and too_far.rule == "BB-MOVE-4"
    wheel = check_group_move(
        OPEN, line, ["R0", "R1", "R2"], ("wheel", -20.0)
    )  # about the front-right corner (600, 200)
    assert wheel.allowed, wheel.reason  # R0 sets the limit: its far corner 121.7 mm out, x 20 degrees = 42.5 mm
    assert not check_group_move(OPEN, line, ["R0", "R1", "R2"], ("wheel", -25.0)).allowed  # 53.1 mm
    apart = check_group_move(OPEN, [line[0], line[2]], ["R0", "R2"], ("advance", 10.0))
    assert not apart.allowed and apart.rule == "BB-MOVE-3"
    wood = Feature("w", "wood", ((470, 210), (600, 210), (600, 300), (470, 300)))
    into = check_group_move(Table(1200, 600, (wood,), unit="mm"), line, ["R0", "R1", "R2"], ("advance", 20.0))
    assert not into.allowed and into.rule == "BB-MOVE-5"
    column = [at(f"C{k}", U, Kind.RIFLES, (480, 520), (180 - 20 * k, 200 - 20 * k), "N") for k in range(3)]
    for e in column:
        object.__setattr__(e, "command", "U1")
    assert check_group_move(Table(1200, 600, (wood,), unit="mm"), column, ["C0", "C1", "C2"], ("advance", 20.0)).allowed


def test_zones_of_control_BB_ZOC():
    """An element may not move within an enemy's front zone (a 40 mm square on its front edge) but to
    contact it, to end facing it, or straight back; a friend between them screens the part behind it
    (decision 11)."""
    enemy = at("E", C, Kind.MUSKETS, (500, 540), (300, 320), "S")  # its zone: x 500-540, y 260-300
    turner = at("P", U, Kind.MUSKETS, (500, 540), (240, 260), "N")  # its front on the zone's edge
    turn = check_move(OPEN, [enemy, turner], "P", [("turn", -90.0)])  # its corners sweep into the zone
    assert not turn.allowed and turn.rule == "BB-ZOC-2" and "within E's zone of control" in turn.reason
    into = at("I", U, Kind.MUSKETS, (500, 540), (230, 250), "N")
    assert check_move(OPEN, [enemy, into], "I", [("advance", 50.0)]).allowed  # into contact
    back = at("B", U, Kind.MUSKETS, (500, 540), (270, 290), "N")
    assert check_move(OPEN, [enemy, back], "B", [("advance", -30.0)]).allowed  # straight back
    assert not check_move(OPEN, [enemy, back], "B", [("advance", -20.0), ("turn", 45.0)]).allowed
    screen = at("S", U, Kind.MUSKETS, (500, 540), (280, 300), "N")  # a friend on the enemy's front
    assert check_move(OPEN, [enemy, screen, turner], "P", [("turn", -90.0)]).allowed  # screened


def test_an_element_whose_front_is_in_the_river_bed_does_not_turn_or_wheel_BB_RIVER_1():
    from gettysburg_desktop.boards.table.table import Feature, Table
    from gettysburg_desktop.games.acw_bbdba.field.elements import at
    from gettysburg_desktop.games.acw_bbdba.game.actions import act
    from gettysburg_desktop.games.acw_bbdba.game.bound import check
    from gettysburg_desktop.games.acw_bbdba.game.ruleset import AcwGame
    from gettysburg_desktop.games.acw_bbdba.game.scenario import Scenario
    from gettysburg_desktop.games.acw_bbdba.rules.troops import Kind
    from gettysburg_desktop.kernel.dice import ScriptedChance

    river = Feature("r", "river", line=((0, 150), (1200, 150)), width=45)
    elements = (
        at("A", "union", Kind.MUSKETS, (400, 440), (120, 140), "N", "U1"),  # its front edge in the river bed
        at("B", "union", Kind.MUSKETS, (600, 640), (60, 80), "N", "U1"),  # well short of it
        at("UK", "union", Kind.COMMAND, (410, 430), (40, 80), "N", "U1"),
        at("CK", "confederate", Kind.COMMAND, (390, 410), (500, 540), "S", "C1"),
        at("E", "confederate", Kind.MUSKETS, (800, 840), (560, 580), "S", "C1"),
    )
    table = Table(1200, 600, (river,), unit="mm")
    g = AcwGame(Scenario("t", "t", table, elements, (("U1", "union", "UK"), ("C1", "confederate", "CK"))),
                ScriptedChance([6, 1, 6]))  # fmt: skip
    assert "no turn or wheel until it has left the river bed (BB-RIVER-1)" in check(g, act("move", "A", "w30.00"))[0]
    assert "BB-RIVER-1" not in check(g, act("move", "B", "w30.00"))[0]
