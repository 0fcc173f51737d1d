"""One march's reach on the map alone (NS-MOVE-4 to NS-MOVE-6, NS-MOVE-10):
the rulebook's movement examples M1 and M2 on a map of just their boxes."""

from __future__ import annotations

from dataclasses import replace

from gettysburg_desktop.games.nordensueden.rules.boxmap import Box, BoxMap, Link, LinkKind
from gettysburg_desktop.games.nordensueden.rules.pieces import Arm
from gettysburg_desktop.games.nordensueden.rules.reach import march_reach
from gettysburg_desktop.games.nordensueden.rules.sides import Side

USA, CSA = Side.USA, Side.CSA
ROAD, RIVER, RAIL = LinkKind.ROAD, LinkKind.RIVER, LinkKind.RAIL


def box(box_id, owner=None):
    return Box(box_id, box_id.title(), "", 35.0, -85.0, owner=owner)


def m1(louisville=USA) -> BoxMap:
    """Example M1 (§4.0): Evansville's river to Paducah and Cairo, its railroads via Bloomington."""
    boxes = (
        box("evansville", USA),
        box("paducah"),
        box("cairo"),
        box("bloomington", USA),
        box("indianapolis", USA),
        box("louisville", louisville),
    )
    links = (
        Link("evansville", "paducah", RIVER, downstream="paducah"),
        Link("paducah", "cairo", RIVER, downstream="cairo"),
        Link("evansville", "bloomington", RAIL),
        Link("bloomington", "indianapolis", RAIL),
        Link("bloomington", "louisville", RAIL),
    )
    return BoxMap("m1", "M1", boxes, links)


def test_m1_infantry_goes_two_by_river_and_two_by_own_railroad():
    reached = march_reach(m1(), "evansville", Arm.INFANTRY, USA)
    assert {b: r.lines for b, r in reached.items()} == {
        "paducah": 1,
        "cairo": 2,
        "bloomington": 1,
        "indianapolis": 2,
        "louisville": 2,
    }
    assert reached["cairo"].kinds == {RIVER}


def test_m1_with_louisville_white_the_last_line_is_an_enemy_railroad():
    reached = march_reach(m1(louisville=None), "evansville", Arm.INFANTRY, USA)
    assert "louisville" not in reached and "indianapolis" in reached  # NS-MOVE-5


def test_infantry_keeps_to_one_kind_of_line_cavalry_mixes_road_and_rail_only():
    # M2: Shreveport -road- Monroe -rail- Vicksburg -river- X
    boxes = (box("shreveport", CSA), box("monroe", CSA), box("vicksburg", CSA), box("x", CSA))
    links = (
        Link("shreveport", "monroe", ROAD),
        Link("monroe", "vicksburg", RAIL),
        Link("vicksburg", "x", RIVER, downstream="x"),
    )
    m2 = BoxMap("m2", "M2", boxes, links)
    assert set(march_reach(m2, "shreveport", Arm.INFANTRY, CSA)) == {"monroe"}
    assert set(march_reach(m2, "shreveport", Arm.CAVALRY, CSA)) == {"monroe", "vicksburg"}
    assert set(march_reach(m2, "monroe", Arm.CAVALRY, CSA)) == {"shreveport", "vicksburg"}  # not on to x by river
    assert set(march_reach(m2, "monroe", Arm.INFANTRY, USA)) == {"shreveport", "vicksburg"}  # enemy railroad: one


def test_the_potomac_is_not_there_for_the_confederacy():
    boxes = (box("washington", USA), box("fredericksburg", CSA), box("richmond", CSA))
    potomac = Link("washington", "fredericksburg", RIVER, downstream="fredericksburg", potomac=True)
    m = BoxMap("p", "P", boxes, (potomac, Link("fredericksburg", "richmond", RIVER, downstream="richmond")))
    assert set(march_reach(m, "washington", Arm.INFANTRY, USA)) == {"fredericksburg", "richmond"}
    assert set(march_reach(m, "fredericksburg", Arm.CAVALRY, CSA)) == {"richmond"}
    plain = replace(m, links=(replace(potomac, potomac=False), m.links[1]))
    assert set(march_reach(plain, "fredericksburg", Arm.CAVALRY, CSA)) == {"washington", "richmond"}


def test_ownership_can_be_given_for_a_position_in_play():
    owners = {"evansville": USA, "bloomington": USA, "indianapolis": CSA}
    reached = march_reach(m1(), "evansville", Arm.INFANTRY, USA, owner=owners.get)
    assert "indianapolis" not in reached and "louisville" not in reached


def test_a_box_reached_in_one_line_says_that_lines_kind_only():
    boxes = (box("a", USA), box("b", USA), box("c", USA))
    links = (Link("a", "b", ROAD), Link("a", "c", RAIL), Link("c", "b", RAIL))
    reached = march_reach(BoxMap("t", "T", boxes, links), "a", Arm.CAVALRY, USA)
    assert (reached["b"].lines, reached["b"].kinds) == (1, {ROAD})
