"""ACW-BBDBA's contacts and outcome moves on the table (field/contact.py,
field/outcomes.py), by the test situations of acw-bbdba.md: the melee
pairing, the overlap, rear support and the command element (test 2);
recoil, push-back and misfire (tests 1, 2, 10); flight (tests 5, 9); the
cavalry's impetuous advance stopping at a wood (test 8) and none from
difficult going (test 9)."""

from __future__ import annotations

from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.acw_bbdba.field import contact
from gettysburg_desktop.games.acw_bbdba.field.elements import at, bounds
from gettysburg_desktop.games.acw_bbdba.field.outcomes import (
    CAVALRY_ADVANCE,
    INFANTRY_ADVANCE,
    advance,
    behind,
    flee,
    recoil,
)
from gettysburg_desktop.games.acw_bbdba.rules.troops import Kind

OPEN = Table(1200, 600, unit="mm")
U, C = "union", "confederate"


def where(elements, moves):
    return {e.id: bounds(e) for e in moves.apply(elements)}


def test_situation_1_recoil_pushes_the_friend_behind_then_the_misfire_recoils_it():
    m1 = at("M1", C, Kind.MUSKETS, (520, 560), (290, 310), "S")
    m2 = at("M2", C, Kind.MUSKETS, (520, 560), (320, 340), "S")
    r2 = at("R2", U, Kind.RIFLES, (520, 560), (180, 200), "N")
    elements = [m1, m2, r2]
    misfire = behind(m1, elements)  # found before the outcome (BB-OUT-9)
    assert misfire == ["M2"]
    moves = recoil(OPEN, elements, "M1")
    after = moves.apply(elements)
    assert where(elements, moves)["M1"] == (520, 310, 560, 330) and where(elements, moves)["M2"] == (520, 330, 560, 350)
    then = recoil(OPEN, after, "M2")
    assert where(after, then)["M2"] == (520, 350, 560, 370)


def test_situation_2_the_pairing_the_overlap_rear_support_the_command_element_and_the_recoil():
    u1 = at("U1", U, Kind.MUSKETS, (480, 520), (280, 300), "N")
    c1 = at("C1", C, Kind.RIFLES, (480, 520), (300, 320), "S")
    u2 = at("U2", U, Kind.CAVALRY, (520, 560), (270, 300), "N")
    k = at("K", U, Kind.COMMAND, (490, 510), (240, 280), "N")
    c2 = at("C2", C, Kind.RIFLES, (480, 520), (320, 340), "S")
    elements = [u1, c1, u2, k, c2]
    pairs = contact.melee_pairs(elements)
    assert pairs == {frozenset({"U1", "C1"})}  # U2 only overlaps
    assert contact.overlaps(c1, u2, pairs) and contact.against(c1, elements, pairs) == 1
    assert contact.against(u1, elements, pairs) == 0
    assert contact.with_command(u1, elements) and not contact.with_command(c1, elements)
    assert contact.rear_supporter(c1, elements, pairs) == c2 and contact.rear_supporter(u1, elements, pairs) is None
    moves = recoil(OPEN, elements, "C1")
    w = where(elements, moves)
    assert w["C1"] == (480, 320, 520, 340) and w["C2"] == (480, 340, 520, 360) and "U1" not in moves.poses


def test_a_recoil_with_an_enemy_at_the_rear_destroys_and_over_the_edge_loses():
    front = at("F", U, Kind.MUSKETS, (480, 520), (280, 300), "N")
    loser = at("L", C, Kind.RIFLES, (480, 520), (300, 320), "S")
    rear = at("R", U, Kind.CAVALRY, (480, 520), (320, 350), "S")  # its front on L's rear edge
    assert recoil(OPEN, [front, loser, rear], "L").destroyed == ["L"]
    edge = at("E", C, Kind.RIFLES, (480, 520), (585, 605), "S")
    assert recoil(OPEN, [edge], "E").lost == ["E"]
    jaeger = at("J", C, Kind.JAEGER, (480, 520), (300, 320), "S")
    friend = at("M", C, Kind.MUSKETS, (480, 520), (325, 345), "S")
    through = recoil(OPEN, [jaeger, friend], "J")  # Jäger recoil through friends, ending clear beyond
    assert bounds(through.apply([jaeger, friend])[0]) == (480, 345, 520, 365) and "M" not in through.poses


def test_situation_5_flight_the_jaeger_turns_away_and_stops_5_mm_short_of_its_friend():
    a = at("A", U, Kind.ARTILLERY, (500, 540), (110, 150), "N")
    j = at("J", C, Kind.JAEGER, (500, 540), (200, 220), "S")
    m = at("M", C, Kind.MUSKETS, (500, 540), (300, 320), "S")
    moves = flee(OPEN, [a, j, m], "J", "A", 300)
    assert moves.poses["J"].facing == 90.0 and where([a, j, m], moves)["J"] == (500, 275, 540, 295)


def test_situation_9_cavalry_beaten_by_double_flees_400_paces():
    uc = at("UC", U, Kind.CAVALRY, (500, 540), (270, 300), "N")
    cm = at("CM", C, Kind.MUSKETS, (500, 540), (300, 320), "S")
    moves = flee(OPEN, [uc, cm], "UC", "CM", 400)
    assert moves.poses["UC"].facing == 270.0 and where([uc, cm], moves)["UC"] == (500, 170, 540, 200)
    cornered = at("X", C, Kind.RIFLES, (500, 540), (160, 180), "N")  # an enemy on its way
    assert flee(OPEN, [uc, cm, cornered], "UC", "CM", 400).destroyed == ["UC"]


def test_situation_8_the_cavalry_advance_stops_at_the_wood_and_none_from_difficult_going():
    wood = Feature("w", "wood", ((380, 325), (460, 325), (460, 405), (380, 405)))
    table = Table(1200, 600, (wood,), unit="mm")
    c = at("C", U, Kind.CAVALRY, (400, 440), (270, 300), "N")
    moves = advance(table, [c], ["C"], CAVALRY_ADVANCE, into_sg=False)
    assert where([c], moves)["C"] == (400, 295, 440, 325)
    inside = at("UC2", U, Kind.CAVALRY, (400, 440), (330, 360), "N")
    assert advance(table, [inside], ["UC2"], CAVALRY_ADVANCE, into_sg=False).poses == {}


def test_a_line_infantry_group_advances_as_one_body_to_the_first_touch():
    g1 = at("G1", U, Kind.RIFLES, (400, 440), (270, 290), "N")
    g2 = at("G2", U, Kind.RIFLES, (440, 480), (270, 290), "N")
    post = at("P", C, Kind.MUSKETS, (460, 500), (300, 320), "S")  # 10 mm ahead of G2
    moves = advance(OPEN, [g1, g2, post], ["G1", "G2"], INFANTRY_ADVANCE, into_sg=True)
    w = where([g1, g2, post], moves)
    assert w["G1"] == (400, 280, 440, 300) and w["G2"] == (440, 280, 480, 300)


def test_situation_10_the_bank_defender_recoils_from_the_river():
    river = Feature("r", "river", line=((0, 320), (1200, 320)), width=40)
    table = Table(1200, 600, (river,), unit="mm")
    u1 = at("U1", U, Kind.MUSKETS, (500, 540), (320, 340), "N")
    c1 = at("C1", C, Kind.MUSKETS, (500, 540), (340, 360), "S")
    assert where([u1, c1], recoil(table, [u1, c1], "C1"))["C1"] == (500, 360, 540, 380)
