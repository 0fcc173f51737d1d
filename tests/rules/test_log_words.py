"""What the log says (issue 14, item 9): fire at an area of cavalry and
artillery is not "at the infantry"; a decision the engine takes because the
rules leave one choice is said as such ("the only choice: ...")."""

from __future__ import annotations

import random
import re

from rulehelp import blocks, game_at, play

from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules.choices import spoken
from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.game import Game


def fire_at_mill(mill: list[str], dice=(1,)):
    g = game_at(
        {
            "period": "1 July afternoon",
            "active": "csa",
            "units": {"ridge-west": ["csa-artillery-1", "csa-regular-1"], "mill": mill},
            "blocks": blocks(("ridge-west", "csa", 3, 0), ("round-top", "usa", 2, 0)),
            "discs": {"csa_single": 12, "csa_double": 4, "usa_blue": 6},
        },
        dice=list(dice),
    )
    events = play(g, "order ridge-west", "fire", "end-fire")
    return g, events


def texts(events, kind):
    return [e.text for e in events if e.kind == kind]


def test_fire_at_an_area_of_cavalry_and_artillery_is_fire_at_the_cavalry_R_ART_5():
    _g, events = fire_at_mill(["usa-cavalry-1", "usa-artillery-1"])
    assert texts(events, "fire-declared") == ["csa-artillery-1 will fire at the cavalry in Mill"]
    assert texts(events, "roll") == ["csa-artillery-1: long-range fire at the cavalry in Mill: rolled 1: no effect"]
    assert texts(events, "only-choice") == [
        "the only choice: Confederate declares csa-artillery-1 firing at the cavalry in Mill"
    ]
    assert "infantry" not in " ".join(e.text for e in events)
    # two guns: the player declares; the choice's label and the log's action line say the same
    g2 = game_at(
        {
            "period": "1 July afternoon",
            "active": "csa",
            "units": {
                "ridge-west": ["csa-artillery-1", "csa-artillery-2"],
                "mill": ["usa-cavalry-1", "usa-artillery-1"],
            },
            "blocks": blocks(("ridge-west", "csa", 3, 0)),
            "discs": {"csa_single": 12, "csa_double": 4, "usa_blue": 6},
        }
    )
    play(g2, "order ridge-west", "fire")
    labels = {c.label for c in g2.choices() if c.verb == "fire"}
    assert labels == {"csa-artillery-2 fires at the cavalry in Mill"}  # the two guns are alike: one choice
    g2.apply("fire csa-artillery-2 mill infantry")
    entry = g2.log[-1]
    assert spoken(g2, entry.action, events=entry.events) == "declares csa-artillery-2 firing at the cavalry in Mill"
    assert (
        spoken(g2, entry.action) == "declares csa-artillery-2 firing at the infantry in Mill"
    )  # the notation's word alone


def test_fire_at_infantry_and_cavalry_says_both_and_at_infantry_says_infantry_R_ART_5():
    _, events = fire_at_mill(["usa-cavalry-1", "usa-regular-1"])
    assert texts(events, "fire-declared") == ["csa-artillery-1 will fire at the infantry and cavalry in Mill"]
    _, events = fire_at_mill(["usa-regular-1", "usa-artillery-1"])
    assert texts(events, "fire-declared") == ["csa-artillery-1 will fire at the infantry in Mill"]
    assert [e.get("aim") for e in events if e.kind == "fire-declared"] == ["infantry"]  # the notation is unchanged


def test_a_decision_the_engine_takes_for_the_player_is_said_as_the_only_choice():
    # one colour can take the hit: the engine takes it for the Union and says so
    _, events = fire_at_mill(["usa-regular-1", "usa-regular-2"], dice=[6])
    only = [e for e in events if e.kind == "only-choice"]
    assert [e.text for e in only] == [
        "the only choice: Confederate declares csa-artillery-1 firing at the infantry in Mill",
        "the only choice: Union takes the hit as a Union regular cube",
    ]
    assert [(e.get("side"), e.get("action"), e.rule) for e in only][1] == ("usa", "take-cube usa-regular", "R-DMG-7")
    # what follows is still told: the cube placed
    assert texts(events, "cube-placed") == ["a Union regular cube is placed in Mill"]


def test_a_cube_given_to_one_of_alike_units_is_said_as_a_free_choice_not_the_only_one_R_DMG_6():
    """In random games, every cube the engine gives for the player is told,
    then the cube-hit: "the only choice" where one unit could take it, and
    where the candidates are alike (the rules can't tell them apart) a free
    choice the engine made, "any of the N alike units would do" (issue 22)."""
    seen = {"only": 0, "alike": 0}
    for seed in range(60):
        g = Game(crossroads.scenario(), SeededDice(seed), undo=False)
        rnd = random.Random(seed)
        while not g.over and min(seen.values()) < 2:
            legal = g.legal_actions()
            events = g.apply(legal[rnd.randrange(len(legal))])
            for i, e in enumerate(events):
                if e.kind == "only-choice" and e.get("action").startswith("assign "):
                    unit = e.get("action").split()[1]
                    given = f"gives the cube to {g.name(unit)}"
                    alike = re.fullmatch(
                        rf"(Confederate|Union) {given} \(any of the (\d) alike units would do\)", e.text
                    )
                    if alike:
                        assert int(alike.group(2)) >= 2
                        seen["alike"] += 1
                    else:
                        assert e.text.startswith("the only choice: ") and e.text.endswith(given), e.text
                        seen["only"] += 1
                    assert e.rule in ("R-DMG-6", "R-DMG-8")
                    follow = events[i + 1]
                    assert follow.kind in ("cube-hit", "cubes-tied", "eliminated") and follow.get("unit") == unit
        if min(seen.values()) >= 2:
            break
    assert min(seen.values()) >= 2, seen


def test_a_forced_pass_the_engine_takes_cites_what_forced_it_R_ACT_3_R_FPASS():
    """The Union's only order left is a forced pass after eight block actions
    in a row (R-ACT-3): the log's only-choice line cites R-ACT-3, not the
    turn's R-ACT-1, and the pass itself R-FPASS (issue 22)."""
    g = Game(crossroads.scenario(), SeededDice(1), undo=False)
    rnd = random.Random(1)
    while not g.over:
        legal = g.legal_actions()
        events = g.apply(legal[rnd.randrange(len(legal))])
        lone = [i for i, e in enumerate(events) if e.kind == "only-choice" and e.get("action") == "forced-pass"]
        if lone:
            i = lone[0]
            assert (events[i].text, events[i].rule) == ("the only choice: Union takes a forced pass", "R-ACT-3")
            assert (events[i + 1].kind, events[i + 1].rule) == ("forced-pass", "R-FPASS")
            return
    raise AssertionError("no forced pass taken for the Union in this game")
