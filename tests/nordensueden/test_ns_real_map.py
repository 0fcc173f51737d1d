"""The ruleset on the map of 1861 (resources/maps/norden-sueden-1861.yaml):
the set-up, the examples' paths replayed as written (M1, M2; the boxes the
text leaves unnamed are the map's), and random games to the end."""

from __future__ import annotations

import random

import pytest
from ns_invariants import check
from ns_maps import C, U
from ns_positions import legal, position

from gettysburg_desktop.games.nordensueden.campaign import campaign_1861, map_1861, short_1861
from gettysburg_desktop.games.nordensueden.rules.game import NordenSuedenGame
from gettysburg_desktop.games.nordensueden.rules.named_places import SETUP
from gettysburg_desktop.kernel.dice import SeededDice
from gettysburg_desktop.kernel.record import record, replay


def test_the_set_up_on_the_map_of_1861():
    g = NordenSuedenGame(campaign_1861(), SeededDice(1))
    for side, boxes in SETUP.items():
        for box, n in boxes.items():
            assert len(g.units_in(box, side)) == n
            assert g.owner(box) is side  # NS-SETUP-4: no box changes hands at the first end of turn
    assert (g.army_max(U), g.army_max(C)) == (34, 29)
    assert g.prompt().step == "movement" and g.state.marches_left == 2


def test_the_short_scenario_chooses_the_short_variant():
    g = NordenSuedenGame(short_1861(), SeededDice(1))
    assert g.variant("short") and g.view(None)["last_turn"] == 10


def test_example_m1_on_the_map_of_1861():
    """Louisville starts white in Kentucky (NS-ARMY-4): the example presupposes
    an earlier Union occupation, so it is flagged Union here."""
    flags = {} if map_1861().box["louisville"].owner is U else {"louisville": U}
    units = {"usa-1": ("MI", "evansville"), "usa-2": ("MI", "evansville"), "usa-3": ("MI", "evansville")}
    g = position(map_1861(), units, marches=1, flags=flags)
    g.apply("march evansville")
    g.apply("move usa-1 evansville>paducah>cairo")
    g.apply("move usa-2 evansville>bloomington>indianapolis")
    g.apply("move usa-3 evansville>bloomington>louisville")
    assert [g.unit(f"usa-{n}").box for n in (1, 2, 3)] == ["cairo", "indianapolis", "louisville"]
    # and without the flag, Louisville is one enemy railroad line too far (NS-MOVE-5)
    g = position(map_1861(), units, marches=1)
    g.apply("march evansville")
    assert "move usa-3 evansville>bloomington>louisville" not in legal(g)


def test_example_m2_on_the_map_of_1861():
    g = position(
        map_1861(),
        {"csa-1": ("MI", "shreveport"), "csa-2": ("MI", "vicksburg"), "csa-3": ("VC", "shreveport")},
        side=C,
        marches=3,
    )
    g.apply("march shreveport")
    assert "move csa-1 shreveport>monroe>vicksburg" not in legal(g)
    g.apply("move csa-3 shreveport>monroe>vicksburg")
    g.apply("move csa-1 shreveport>monroe")
    if g.step_name() == "march":
        g.apply("end-march")
    g.apply("march monroe")
    assert [a for a in legal(g) if a.startswith("move csa-1 monroe>vicksburg>")]  # it could have gone two boxes
    g.apply("move csa-1 monroe>vicksburg")
    if g.step_name() == "march":
        g.apply("end-march")
    g.apply("march vicksburg")
    assert not [a for a in legal(g) if a.startswith("move csa-1")]  # two marches already (NS-MOVE-7)
    river = [
        a for a in legal(g) if a.startswith("move csa-2 vicksburg>") and a.endswith(">alexandria") and a.count(">") == 2
    ]
    rail = [
        a for a in legal(g) if a.startswith("move csa-3 vicksburg>") and a.endswith(">mccomb") and a.count(">") == 2
    ]
    assert river and rail
    g.apply(river[0])
    g.apply(rail[0])
    assert (g.unit("csa-1").box, g.unit("csa-2").box, g.unit("csa-3").box) == ("vicksburg", "alexandria", "mccomb")
    assert [g.unit(f"csa-{n}").marches for n in (1, 2, 3)] == [2, 1, 2]


@pytest.mark.parametrize("seed", [11, 12])
def test_random_games_on_the_map_of_1861(seed):
    variants = ("short",) if seed % 2 else ()
    g = NordenSuedenGame(campaign_1861(), SeededDice(seed), variants=variants, undo=False)
    rng = random.Random(seed)
    while not g.over:
        g.apply(rng.choice(g.legal_actions(ordered=False)), trusted=True)
        check(g)
    again = replay(NordenSuedenGame, campaign_1861(), record(g), SeededDice(seed), undo=False)
    assert again.outcome == g.outcome and again.state.turn == g.state.turn


def test_scenarios_by_id():
    from gettysburg_desktop.games.nordensueden.campaign import TITLES, load_scenario

    assert set(TITLES) == {"campaign-1861", "short-1861"}
    assert load_scenario("short-1861").variants == ("short",)
    with pytest.raises(LookupError, match="campaign-1861, short-1861"):
        load_scenario("gettysburg-1863")


def test_the_game_is_registered_for_records_and_new_game():
    from importlib.resources import files

    from gettysburg_desktop.kernel.record import record
    from gettysburg_desktop.scenario import games

    kind = games.game("norden-sueden")  # registered by scenario/games.py on import (ns_campaign.register_game)
    assert not kind.hides  # no curtain: nothing is hidden
    assert kind.scenario_ids() == ["campaign-1861", "short-1861"]
    docs = files("gettysburg_desktop.resources").joinpath("docs")
    assert all(docs.joinpath(f"{page}.md").is_file() for page in kind.rules_pages)
    assert [(v.name, v.rule) for v in kind.variants()] == [
        ("short", "NS-SHORT"),
        ("novice", "NS-NOVICE"),
        ("historical-recruiting", "NS-AID-4"),
        ("replacements", "NS-AID-5"),
    ]
    g = kind.new_game(kind.load_scenario("campaign-1861"), SeededDice(3), variants=("novice",))
    g.apply("end-movement")
    assert record(g)["ruleset"] == "norden-sueden" and record(g)["variants"] == ["novice"]
    short = kind.new_game(kind.load_scenario("short-1861"), SeededDice(3), variants=("novice",))
    assert short.variant("short") and short.variant("novice")  # the scenario's own variant stays
