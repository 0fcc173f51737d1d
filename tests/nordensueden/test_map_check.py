"""The map checker of NS-MAP-4 (games/nordensueden/rules/map_check.py): the smallest
map that fits the rules passes, and every check fails on that map altered
to break it (altered with dataclasses.replace). The campaign map itself is
checked in test_map_1861.py."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest

from gettysburg_desktop.games.nordensueden.rules.boxmap import Box, BoxMap, Link, LinkKind
from gettysburg_desktop.games.nordensueden.rules.campaign_map_check import Problem, check_map
from gettysburg_desktop.games.nordensueden.rules.named_places import (
    NAMED,
    PERMANENT_FORTIFICATIONS,
    SETUP,
    T10,
    UNION_OBJECTIVES,
)
from gettysburg_desktop.games.nordensueden.rules.sides import Side
from gettysburg_desktop.kernel.said import Said

USA, CSA = Side.USA, Side.CSA
ROAD, RIVER, RAIL = LinkKind.ROAD, LinkKind.RIVER, LinkKind.RAIL

#: a blue number for each blue box (sum 34) and a red number for each grey box (sum 29)
BLUE = {
    "washington": 4, "chicago": 4, "fort-wayne": 2, "harpers-ferry": 1, "pittsburgh": 4, "canton": 2, "columbus": 4,
    "st-louis": 4, "cairo": 2, "evansville": 2, "bloomington": 1, "indianapolis": 3, "fort-monroe": 1,
}  # fmt: skip
RED = {
    "new-orleans": 3, "richmond": 3, "charleston": 2, "mobile": 2, "atlanta": 2, "memphis": 2, "wilmington": 2,
    "manassas-junction": 1, "fredericksburg": 1, "front-royal": 1, "jefferson-city": 1, "vicksburg": 1,
    "shreveport": 1, "monroe": 1, "alexandria": 1, "mccomb": 1, "fort-smith": 1, "little-rock": 1,
    "natchez": 1, "jackson": 1,
}  # fmt: skip


def smallest_map() -> BoxMap:
    """Every box of T10 plus the two the examples pass unnamed (Natchez, Jackson)."""
    boxes = []
    for place in T10:
        owner = USA if place.id in BLUE else CSA if place.id in RED else None
        recruit = {USA: BLUE[place.id]} if place.id in BLUE else {CSA: RED[place.id]} if place.id in RED else {}
        if place.id == "cairo":
            recruit = {USA: 2, CSA: 1}
        if place.id == "louisville":
            recruit = {USA: 2, CSA: 1}
        boxes.append(
            Box(
                place.id,
                place.name,
                place.state,
                place.lat,
                place.lon,
                owner=owner,
                port=place.id == "washington",
                recruit=recruit,
                fortress=place.id in PERMANENT_FORTIFICATIONS,
                objective=USA if place.id in UNION_OBJECTIVES else CSA if place.id == "washington" else None,
                border_state=place.state if place.state in ("Missouri", "Kentucky", "Maryland") else None,
            )
        )
    boxes.append(Box("natchez", "Natchez", "Mississippi", 31.56, -91.40, owner=CSA, recruit={CSA: 1}))
    boxes.append(Box("jackson", "Jackson", "Mississippi", 32.30, -90.18, owner=CSA, recruit={CSA: 1}))
    links = [
        Link("evansville", "paducah", RIVER, downstream="paducah"),
        Link("paducah", "cairo", RIVER, downstream="cairo"),
        Link("evansville", "bloomington", RAIL),
        Link("bloomington", "indianapolis", RAIL),
        Link("bloomington", "louisville", RAIL),
        Link("shreveport", "monroe", ROAD),
        Link("monroe", "vicksburg", RAIL),
        Link("vicksburg", "natchez", RIVER, downstream="natchez"),
        Link("natchez", "alexandria", RIVER, downstream="natchez"),
        Link("vicksburg", "jackson", RAIL),
        Link("jackson", "mccomb", RAIL),
        Link("fort-smith", "little-rock", RIVER, downstream="little-rock"),
        Link("washington", "fredericksburg", RIVER, downstream="fredericksburg", potomac=True),
    ]
    order = [b.id for b in boxes]
    links += [Link(a, b, ROAD) for a, b in pairwise(order) if (a, b) != ("shreveport", "monroe")]
    return BoxMap("smallest", "The smallest map", tuple(boxes), tuple(links))


def with_box(m: BoxMap, box_id: str, **changes) -> BoxMap:
    assert box_id in m.box
    return replace(m, boxes=tuple(replace(b, **changes) if b.id == box_id else b for b in m.boxes))


def without_box(m: BoxMap, box_id: str) -> BoxMap:
    return replace(
        m,
        boxes=tuple(b for b in m.boxes if b.id != box_id),
        links=tuple(link for link in m.links if box_id not in link.ends),
    )


def with_link(m: BoxMap, a: str, b: str, which: LinkKind, **changes) -> BoxMap:
    """The link a-b of kind ``which`` changed; ``drop=True`` drops it."""
    found = [link for link in m.links if set(link.ends) == {a, b} and link.kind is which]
    assert len(found) == 1, (a, b, which)
    if changes.get("drop"):
        return replace(m, links=tuple(link for link in m.links if link is not found[0]))
    return replace(m, links=tuple(replace(link, **changes) if link is found[0] else link for link in m.links))


def add_links(m: BoxMap, *links: Link) -> BoxMap:
    return replace(m, links=(*m.links, *links))


def rules_of(problems: list[Problem]) -> list[str]:
    return [p.rule for p in problems]


def test_the_smallest_map_passes():
    m = smallest_map()
    assert m.starting_sum(USA) == 34 and m.starting_sum(CSA) == 29
    assert check_map(m) == []


def test_problems_are_translatable_and_say_their_rule():
    problems = check_map(with_box(smallest_map(), "washington", port=False))
    assert len(problems) == 1
    (p,) = problems
    assert isinstance(p.message, Said) and p.message.template.startswith("{name} must be a port")
    assert p.rule == "NS-MAP-4.8" and p.box == "washington"
    assert str(p) == "NS-MAP-4.8: Washington must be a port: sea landings start there (NS-SEA-5)."


# each case: an altered map, the rules it must break (every problem found, in order),
# and words of the first message
CASES = {
    # 1: the boxes and lines of T10 and T11, the examples' paths
    "a named box missing": (
        lambda m: without_box(m, "paducah"),
        ["NS-MAP-4.1"],
        "Paducah (Kentucky) is missing",
    ),
    "a named box in the wrong state": (
        lambda m: with_box(m, "bloomington", state="Illinois"),
        ["NS-MAP-4.1"],
        "Bloomington lies in Indiana, not in Illinois",
    ),
    "a named box far from its town": (
        lambda m: with_box(m, "mccomb", lat=30.1),
        ["NS-MAP-4.1"],
        "McComb is placed at 30.10, -90.45, more than half a degree",
    ),
    "a T11 line of the wrong kind": (
        lambda m: with_link(m, "shreveport", "monroe", ROAD, kind=RAIL),
        ["NS-MAP-4.1", "NS-MAP-4.1"],  # the line and M2's road path
        "There is no road line between Shreveport and Monroe (M2, T11).",
    ),
    "M1's river not downstream": (
        lambda m: with_link(m, "paducah", "cairo", RIVER, downstream="paducah"),
        ["NS-MAP-4.1"],
        "M1: there is no path Evansville - Paducah - Cairo by river alone, downstream all the way.",
    ),
    "M2's river to Alexandria in one line instead of two": (
        lambda m: add_links(
            with_link(m, "natchez", "alexandria", RIVER, drop=True),
            Link("vicksburg", "alexandria", RIVER, downstream="alexandria"),
        ),
        ["NS-MAP-4.1"],
        "M2: there is no path Vicksburg - ? - Alexandria by river alone.",
    ),
    "M2's railroad to McComb broken": (
        lambda m: with_link(m, "jackson", "mccomb", RAIL, kind=ROAD),
        ["NS-MAP-4.1"],
        "M2: there is no path Vicksburg - ? - McComb by railroad alone.",
    ),
    "the combat example's river upstream": (
        lambda m: with_link(m, "fort-smith", "little-rock", RIVER, downstream="fort-smith"),
        ["NS-MAP-4.1"],
        "the combat example: there is no path Fort Smith - Little Rock (1/2) by river alone, downstream all the way.",
    ),
    # 2-6: numbers and fortifications
    "a blue start sum off": (
        lambda m: with_box(m, "chicago", recruit={USA: 3}),
        ["NS-MAP-4.2"],
        "Union: the blue numbers in blue boxes total 33, not 34",
    ),
    "a red start sum off by a white box turned grey": (
        lambda m: with_box(m, "louisville", owner=CSA, border_state="Kentucky"),
        ["NS-MAP-4.2", "NS-MAP-4.6"],
        "Confederacy: the red numbers in grey boxes total 30, not 29",
    ),
    "a red 2 outside the seven": (
        lambda m: with_box(with_box(m, "shreveport", recruit={CSA: 2}), "monroe", recruit={}),
        ["NS-MAP-4.3"],
        "Shreveport has a red number of 2: only the seven Union objectives",
    ),
    "an objective with a red 1": (
        lambda m: with_box(with_box(m, "memphis", recruit={CSA: 1}), "natchez", recruit={CSA: 2}),
        ["NS-MAP-4.3", "NS-MAP-4.3"],
        "Memphis is a Union objective (NS-WIN-1): its red number must be 2 or 3, not 1.",
    ),
    "an objective with a red 4": (
        lambda m: with_box(with_box(m, "richmond", recruit={CSA: 4}), "manassas-junction", recruit={}),
        ["NS-MAP-4.3"],
        "Richmond is a Union objective (NS-WIN-1): its red number must be 2 or 3, not 4.",
    ),
    "no blue 3": (
        lambda m: replace(
            m, boxes=tuple(replace(b, recruit={USA: 2}) if b.recruitment(USA) > 2 else b for b in m.boxes)
        ),
        ["NS-MAP-4.2", "NS-MAP-4.4"],  # the sum falls as well
        "Union: the blue numbers in blue boxes total 23",
    ),
    "no red 3": (
        lambda m: with_box(with_box(m, "richmond", recruit={CSA: 2}), "new-orleans", recruit={CSA: 2}),
        ["NS-MAP-4.2", "NS-MAP-4.4"],  # the sum falls by two as well
        "Confederacy: the red numbers in grey boxes total 27",
    ),
    "a permanent fortification lost": (
        lambda m: with_box(m, "fort-monroe", fortress=False),
        ["NS-MAP-4.5"],
        "Fort Monroe must be a permanent fortification (NS-FORT-4).",
    ),
    "a fifth permanent fortification": (
        lambda m: with_box(m, "charleston", fortress=True),
        ["NS-MAP-4.5"],
        "Charleston is marked a permanent fortification; only Washington",
    ),
    "Cairo in one colour only": (
        lambda m: with_box(m, "cairo", recruit={USA: 2}),
        ["NS-MAP-4.6"],
        "Cairo must show a number in each colour",
    ),
    "no white Kentucky recruitment box": (
        lambda m: with_box(m, "louisville", recruit={}),
        ["NS-MAP-4.6"],
        "No Kentucky box with a recruitment number starts white (NS-ARMY-4).",
    ),
    # 7-10
    "no Potomac": (
        lambda m: with_link(m, "washington", "fredericksburg", RIVER, potomac=False),
        ["NS-MAP-4.7"],
        "The map has 0 Potomac links; it must have exactly one",
    ),
    "two Potomacs": (
        lambda m: with_link(m, "evansville", "paducah", RIVER, potomac=True),
        ["NS-MAP-4.7", "NS-MAP-4.7"],
        "The map has 2 Potomac links",
    ),
    "the Potomac upstream": (
        lambda m: with_link(m, "washington", "fredericksburg", RIVER, downstream="washington"),
        ["NS-MAP-4.7"],
        "The Potomac must be the river from Washington downstream to Fredericksburg, not the river Washington - "
        "Fredericksburg",
    ),
    "a river without a direction": (
        lambda m: with_link(m, "vicksburg", "natchez", RIVER, downstream=None),
        ["NS-MAP-4.7"],  # M2's river path needs no direction
        "The river Vicksburg - Natchez has no downstream end (NS-JUMP-2).",
    ),
    "Washington no port": (
        lambda m: with_box(m, "washington", port=False),
        ["NS-MAP-4.8"],
        "Washington must be a port",
    ),
    "a set-up box in the other colour": (
        lambda m: with_box(
            with_box(with_box(m, "jefferson-city", owner=USA, recruit={USA: 1}), "chicago", recruit={USA: 3}),
            "natchez",
            recruit={CSA: 1},
            owner=CSA,
        ),
        ["NS-MAP-4.2", "NS-MAP-4.8"],
        "Confederacy: the red numbers in grey boxes total 28",
    ),
    "a white set-up box": (
        lambda m: with_box(m, "harpers-ferry", owner=None, recruit={}),
        ["NS-MAP-4.2", "NS-MAP-4.8"],
        "Union: the blue numbers in blue boxes total 33",
    ),
    "a box cut off": (
        lambda m: replace(m, links=tuple(link for link in m.links if "fort-smith" not in link.ends)),
        ["NS-MAP-4.1", "NS-MAP-4.9"],
        "the combat example: there is no path Fort Smith - Little Rock",
    ),
    "Little Rock across a blue side": (
        lambda m: with_link(m, "fort-smith", "little-rock", RIVER, crossing=frozenset({"little-rock"})),
        ["NS-MAP-4.10"],
        "The river Fort Smith - Little Rock enters Little Rock across a blue side",
    ),
    # sanity
    "an eighth Union objective": (
        lambda m: with_box(m, "vicksburg", objective=USA),
        ["NS-WIN-1"],
        "Vicksburg is marked an objective of the Union, but the rules name no such objective.",
    ),
    "a Union objective unmarked": (
        lambda m: with_box(m, "wilmington", objective=None),
        ["NS-WIN-1"],
        "Wilmington must be marked an objective of the Union.",
    ),
    "Washington not the Confederate objective": (
        lambda m: with_box(m, "washington", objective=None),
        ["NS-WIN-2"],
        "Washington must be marked an objective of the Confederacy.",
    ),
    "a border state unmarked": (
        lambda m: with_box(m, "st-louis", border_state=None),
        ["NS-AID-3"],
        "St. Louis lies in Missouri: its border state must be Missouri, not none.",
    ),
}


@pytest.mark.parametrize("case", list(CASES))
def test_each_check_fails_on_a_map_altered_to_break_it(case):
    alter, rules, words = CASES[case]
    problems = check_map(alter(smallest_map()))
    assert rules_of(problems) == rules, [str(p) for p in problems]
    assert words in problems[0].message, str(problems[0])


def test_a_cut_off_part_is_named_once_with_all_its_boxes():
    m = smallest_map()
    m = replace(m, links=tuple(link for link in m.links if "fort-smith" not in link.ends or "little-rock" in link.ends))
    m = replace(m, links=tuple(link for link in m.links if "little-rock" not in link.ends or "fort-smith" in link.ends))
    problems = [p for p in check_map(m) if p.rule == "NS-MAP-4.9"]
    assert len(problems) == 1
    assert problems[0].message.startswith("Fort Smith, Little Rock: not joined by any line to Washington")


def test_every_setup_box_and_objective_is_named():
    assert set(SETUP[USA]) | set(SETUP[CSA]) | set(UNION_OBJECTIVES) <= set(NAMED)
    assert sum(SETUP[USA].values()) == 12 and sum(SETUP[CSA].values()) == 8  # T2's totals
