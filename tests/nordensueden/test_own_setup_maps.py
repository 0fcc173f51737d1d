"""A box map of the author's own (issue 22, item 19): a map that sets up its
own armies (each box's starting militia, ``BoxMap.own_setup``) is checked
only for what every box map needs (games/nordensueden/rules/map_check.py: rivers,
connection, border states, its set-up: NS-SETUP-2, NS-SETUP-4, NS-ARMY-1,
NS-WIN), never for the 1861 campaign's boxes (NS-MAP-4,
campaign_map_check.py); its scenario sets up its own militia and plays."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gettysburg_desktop.games.nordensueden.rules.boxmap import Box, BoxMap, Link, LinkKind
from gettysburg_desktop.games.nordensueden.rules.campaign_map_check import check_map
from gettysburg_desktop.games.nordensueden.rules.game import NordenSuedenGame
from gettysburg_desktop.games.nordensueden.rules.scenario import for_map
from gettysburg_desktop.games.nordensueden.rules.sides import Side
from gettysburg_desktop.kernel.dice import SeededDice

USA, CSA = Side.USA, Side.CSA


def four_towns() -> BoxMap:
    """Two Union and two Confederate towns in a row, joined by roads, a river
    between the middle two."""
    boxes = (
        Box("north", "North", "", 40.0, -80.0, owner=USA, port=True, recruit={USA: 3}, objective=CSA, start=2),
        Box("mill", "Mill", "", 39.5, -80.0, owner=USA, recruit={USA: 1}),
        Box("ford", "Ford", "", 39.0, -80.0, owner=CSA, recruit={CSA: 1}),
        Box("south", "South", "", 38.5, -80.0, owner=CSA, recruit={CSA: 2}, objective=USA, start=1),
    )
    links = (
        Link("north", "mill", LinkKind.ROAD),
        Link("mill", "ford", LinkKind.RIVER, downstream="ford"),
        Link("ford", "south", LinkKind.ROAD),
    )
    return BoxMap("four", "Four towns", boxes, links, own_setup=True)


def with_box(m: BoxMap, box_id: str, **changes) -> BoxMap:
    return replace(m, boxes=tuple(replace(b, **changes) if b.id == box_id else b for b in m.boxes))


def test_a_map_of_its_own_fits_without_any_box_of_1861():
    m = four_towns()
    assert check_map(m) == []
    assert m.setup() == {USA: {"north": 2}, CSA: {"south": 1}}
    # the same map played with the campaign's set-up (T2) must fit the campaign: it does not
    campaign = check_map(replace(m, own_setup=False))
    assert len(campaign) > 40 and "Washington (D.C.) is missing: the rules name it (T10)." in [
        str(p.message) for p in campaign
    ]


def test_an_empty_map_of_its_own_asks_only_for_a_set_up_and_an_objective():
    problems = check_map(BoxMap("new", "New", (), (), own_setup=True))
    assert [p.rule for p in problems] == ["NS-SETUP-2", "NS-SETUP-2", "NS-WIN-1"]


CASES = {
    "a side sets up nobody": (lambda m: with_box(m, "south", start=0), ["NS-SETUP-2"], "The Confederacy sets up no"),
    "militia in a white box": (
        lambda m: with_box(m, "mill", owner=None, start=1),
        ["NS-SETUP-4"],
        "Mill sets up 1 militia infantry but starts white",
    ),
    "more militia than the army maximum": (
        lambda m: with_box(m, "north", start=5),
        ["NS-ARMY-1"],
        "The Union sets up 5 militia infantry, more than its army maximum of 4",
    ),
    "nothing for the Union to win": (
        lambda m: with_box(m, "south", objective=None),
        ["NS-WIN-1"],
        "No box is marked an objective of the Union",
    ),
    "the Confederacy larger at the start": (
        lambda m: with_box(m, "ford", recruit={CSA: 3}),
        ["NS-WIN-2"],
        "The Confederate army maximum at the start (5) is higher than the Union's (4)",
    ),
    "a box cut off": (
        lambda m: replace(m, links=m.links[:2]),
        ["NS-MAP-4.9"],
        "South: not joined by any line to North",
    ),
    "a river without its direction": (
        lambda m: replace(m, links=(m.links[0], replace(m.links[1], downstream=None), m.links[2])),
        ["NS-MAP-4.7"],
        "The river Mill - Ford has no downstream end",
    ),
    "a border state unmarked": (
        lambda m: with_box(m, "mill", state="Kentucky"),
        ["NS-AID-3"],
        "Mill lies in Kentucky: its border state must be Kentucky",
    ),
}


@pytest.mark.parametrize("case", list(CASES))
def test_each_check_of_a_map_of_its_own_fails_on_it_altered(case):
    alter, rules, words = CASES[case]
    problems = check_map(alter(four_towns()))
    assert [p.rule for p in problems] == rules, [str(p) for p in problems]
    assert words in str(problems[0].message)


def test_starting_militia_on_a_map_played_with_t2_is_said():
    from gettysburg_desktop.games.nordensueden.campaign import map_1861

    m = map_1861()
    assert check_map(m) == []
    problems = check_map(with_box(m, "chicago", start=4))
    assert [p.rule for p in problems] == ["NS-SETUP-2"] and problems[0].box == "chicago"


def test_a_map_of_its_own_sets_up_its_militia_and_plays_a_turn():
    scenario = for_map(four_towns(), id="four", name="Four towns")
    assert scenario.landing_from == "north"  # the Confederacy's objective (NS-SEA-4, our interpretation)
    g = NordenSuedenGame(scenario, SeededDice(4))
    assert sorted((u.side, u.box) for u in g.state.units.values()) == [(CSA, "south"), (USA, "north"), (USA, "north")]
    n = 0
    while g.state.turn == 1 and not g.over:
        g.apply(g.legal_actions()[0])
        n += 1
        assert n < 200
    assert g.state.turn == 2 or g.over


def test_without_an_objective_of_the_confederacy_no_landing_starts():
    m = with_box(four_towns(), "north", objective=None)
    assert for_map(m, id="four", name="Four").landing_from is None
