"""Actions a click can find (choices.py): every legal action described by
the unit, place, border, colour or value a player clicks, and the lookup."""

from __future__ import annotations

import random

import pytest
from rulehelp import blocks, game_at, play

from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id


def clicks_that_find(c):
    """The clicks (keyword sets) that must find the choice ``c``."""
    if c.kind == "button":
        return []
    out = []
    if c.kind in ("unit", "colour"):
        out += [{"unit": u} for u in c.units]
        if c.place is not None:
            out += [{"unit": u, "place": c.place} for u in c.units]
    if c.kind == "place":
        out.append({"place": c.place} if c.second_place is None else {"place": c.place, "second_place": c.second_place})
    if c.kind == "border":
        out += [{"border": c.border}, {"border": tuple(reversed(c.border))}]
    if c.colour is not None:
        out.append({"colour": c.colour})
    if c.value is not None:
        out.append({"place": c.place, "value": c.value})
    return out


@pytest.mark.parametrize("scenario,seed", [("crossroads", s) for s in range(4)] + [("gettysburg-1863", 1)])
def test_every_legal_action_is_found_by_a_click_on_what_it_names(scenario, seed):
    g = Game(load_scenario_by_id(scenario), SeededDice(seed), undo=False)
    rnd = random.Random(seed)
    for _ in range(2000):
        if g.over:
            break
        legal = g.legal_actions()
        choices = g.choices()
        assert [c.action for c in choices] == legal
        clicks = []
        for c in choices:
            assert c.label and c.kind in ("unit", "place", "border", "colour", "button")
            for click in clicks_that_find(c):
                assert c.action in [d.action for d in choices if d.matches(**click)], (c, click)
                clicks.append(click)
            if c.kind == "button":
                assert not (c.unit or c.place or c.border)
        if clicks:  # the lookup itself gives what the matching says
            click = clicks[rnd.randrange(len(clicks))]
            assert g.choices_at(**click) == [d for d in choices if d.matches(**click)]
        g.apply(legal[rnd.randrange(len(legal))])


def test_a_click_on_either_of_two_identical_units_finds_the_same_choice_R_DMG_6():
    # two fresh regulars out of the town and an elite: the cube of T2 (a 3) may go to
    # any of them; the two regulars are one choice, found by a click on either
    g = game_at(
        {
            "units": {"town": ["csa-regular-1", "csa-regular-2", "csa-elite-1"], "farm-south": ["usa-regular-1"]},
            "blocks": blocks(("town", "csa", 5, 0), ("round-top", "usa", 3, 0)),
        },
        dice=[3, 6, 6, 6, 1, 1, 1],
    )
    play(
        g,
        "double-order town town",
        "move town",
        "move csa-regular-1 farm-south",
        "move csa-regular-2 farm-south",
        "end-move",
        "move town",
        "move csa-elite-1 farm-south",
        "end-move",
    )
    assert [str(a) for a in g.legal_actions()] == ["assign csa-elite-1", "assign csa-regular-1"]
    on_first = g.choices_at(unit="csa-regular-1")
    on_second = g.choices_at(unit="csa-regular-2")
    assert [str(c.action) for c in on_second] == ["assign csa-regular-1"] and on_second == on_first
    assert (
        on_second[0].units == ("csa-regular-1", "csa-regular-2")
        and on_second[0].label == "csa-regular-1 takes the cube"
    )
    assert [str(c.action) for c in g.choices_at(unit="csa-elite-1")] == ["assign csa-elite-1"]
    assert g.choices_at(unit="usa-regular-1") == []  # the enemy's unit means nothing now


def test_the_identical_unit_a_player_names_is_the_one_that_acts_and_its_record_replays_R_DMG_6():
    from gettysburg_desktop.games.gettysburg.rules.actions import act
    from gettysburg_desktop.games.gettysburg.rules.game import IllegalAction

    # T2 3: a cube; T3 6, 6, 6; T4 1, 1, 1; round 2: T2 1, T4 1, 1, 1
    faces = [3, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1]
    g = game_at(
        {
            "units": {"town": ["csa-regular-1", "csa-regular-2", "csa-elite-1"], "farm-south": ["usa-regular-1"]},
            "blocks": blocks(("town", "csa", 5, 0), ("round-top", "usa", 3, 0)),
        },
        dice=faces,
    )
    play(
        g,
        "double-order town town",
        "move town",
        "move csa-regular-1 farm-south",
        "move csa-regular-2 farm-south",
        "end-move",
        "move town",
        "move csa-elite-1 farm-south",
        "end-move",
    )
    assert g.is_legal(act("assign", "csa-regular-2")) and not g.is_legal(act("assign", "usa-regular-1"))
    events = g.apply("assign csa-regular-2")  # the second of the two: it takes the cube, not the first
    assert [e.get("unit") for e in events if e.kind == "cube-hit"] == ["csa-regular-2"]
    assert str(g.history[-1]) == "assign csa-regular-2"
    again = game_at(
        {
            "units": {"town": ["csa-regular-1", "csa-regular-2", "csa-elite-1"], "farm-south": ["usa-regular-1"]},
            "blocks": blocks(("town", "csa", 5, 0), ("round-top", "usa", 3, 0)),
        },
        dice=faces,
    )
    play(again, *map(str, g.history))
    assert [e.get("unit") for e in again.log[-1].events if e.kind == "cube-hit"] == ["csa-regular-2"]
    with pytest.raises(IllegalAction):  # the enemy's unit stands in for nobody
        g.apply(act("assign", "usa-regular-1"))


def test_a_unit_then_a_place_finds_the_move_and_its_cube_loads_R_MOVE_6():
    g = game_at(
        {
            "units": {"mill": [{"id": "csa-regular-1", "cubes": 1}, "csa-regular-2"], "creek": ["usa-regular-1"]},
            "blocks": blocks(("mill", "csa", 5, 0), ("creek", "usa", 3, 0)),
        }
    )
    play(g, "order mill", "move mill")
    first = g.choices_at(unit="csa-regular-1")
    assert {c.place for c in first} == {"hill-north", "ridge-south", "ridge-west", "town"}  # the places to highlight
    to_town = g.choices_at(unit="csa-regular-1", place="town")
    assert [(str(c.action), c.number, c.border) for c in to_town] == [
        ("move csa-regular-1 town", 0, ("mill", "town")),
        ("move csa-regular-1 town 1", 1, ("mill", "town")),
    ]
    assert to_town[1].label == "csa-regular-1 moves to Town, carrying 1 cube"
    assert [c.label for c in g.choices() if c.kind == "button"] == ["End the move"]


def test_a_place_finds_the_block_values_that_may_go_there_R_BLK_1():
    g = game_at(
        {
            "units": {"mill": ["csa-regular-1"], "creek": ["usa-regular-1"]},
            "available_blocks": {"csa": [2, 5]},
            "set_aside_blocks": {"csa": [2, 3, 3, 4, 4, 5]},
        }
    )
    found = g.choices_at(place="orchard")
    assert [(str(c.action), c.value) for c in found] == [("place-block 2 orchard", 2), ("place-block 5 orchard", 5)]
    assert g.choices_at(place="creek") == []  # an enemy-held area takes no block
    assert [str(c.action) for c in g.choices_at(place="orchard", value=5)] == ["place-block 5 orchard"]


def test_a_border_finds_the_entrenchment_facing_it_R_ENT_1():
    g = game_at(
        {
            "units": {"town": ["csa-regular-1"], "creek": ["usa-regular-1"]},
            "blocks": blocks(("town", "csa", 5, 0), ("creek", "usa", 3, 0)),
        }
    )
    play(g, "order town")
    assert [str(c.action) for c in g.choices_at(border=("cemetery", "town"))] == ["entrench town cemetery"]
    assert [str(c.action) for c in g.choices_at(place="town") if c.verb == "move"] == ["move town"]


def test_every_step_and_view_field_is_documented_for_the_windows_authors():
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "engine-api.md").read_text(encoding="utf-8")
    steps, fields = set(), set()
    for seed in range(8):
        g = Game(load_scenario_by_id("crossroads"), SeededDice(seed), undo=False)
        rnd = random.Random(seed)
        while not g.over:
            steps.add(g.prompt().step)
            legal = g.legal_actions()
            g.apply(legal[rnd.randrange(len(legal))])
        steps.add(g.prompt().step)
        fields |= set(g.view(None))
    assert {"take-action", "choose-order", "move", "assign-cube", "retreat", "game-over"} <= steps
    for name in steps | fields:
        assert f"`{name}`" in doc, name


def test_every_action_reads_in_words_in_the_log_with_no_id_and_no_hidden_value():
    from gettysburg_desktop.games.gettysburg.rules.choices import spoken

    verbs = set()
    for scenario, seed in (("gettysburg-1863", 5), ("crossroads", 1), ("crossroads", 2)):
        g = Game(load_scenario_by_id(scenario), SeededDice(seed), undo=False)
        rnd = random.Random(seed)
        ids = {
            i for i in (*g.state.units, *g.bf.areas, *g.bf.entry_boxes) if g.name(i) != i
        }  # crossroads units go by their ids
        while not g.over:
            legal = g.legal_actions()
            for a in legal:
                words = spoken(g, a)
                assert not any(w in ids for w in words.replace(",", " ").split()), words
                verbs.add(a.verb)
            a = legal[rnd.randrange(len(legal))]
            if a.verb == "place-block":
                assert a.args[0] not in spoken(g, a, hidden=True).split()
            g.apply(a)
    assert {"place-block", "order", "move", "assign", "retreat", "end-turn", "fire", "take-cube"} <= verbs


# ---------------------------------------------------------------- clicks read by the rules
def test_a_click_on_the_second_identical_unit_is_read_as_that_unit_acting_and_it_rolls_no_dice_R_DMG_6():
    from gettysburg_desktop.games.gettysburg.rules.choices import read_click

    g = game_at(
        {
            "units": {"town": ["csa-regular-1", "csa-regular-2", "csa-elite-1"], "farm-south": ["usa-regular-1"]},
            "blocks": blocks(("town", "csa", 5, 0), ("round-top", "usa", 3, 0)),
        },
        dice=[3, 6, 6, 6, 1, 1, 1],
    )
    play(
        g,
        "double-order town town",
        "move town",
        "move csa-regular-1 farm-south",
        "move csa-regular-2 farm-south",
        "end-move",
        "move town",
        "move csa-elite-1 farm-south",
        "end-move",
    )
    r = read_click(g, g.choices(), unit="csa-regular-2")
    assert [str(c.action) for c in r.choices] == ["assign csa-regular-2"] and r.pick is None and r.why is None
    assert (
        read_click(g, g.choices(), unit="usa-regular-1").why is not None
    )  # the enemy's unit: refused, with the reason


def test_a_unit_then_a_place_is_a_partial_pick_and_the_place_lands_on_the_move_R_MOVE_6():
    from gettysburg_desktop.games.gettysburg.rules.choices import read_click

    g = game_at(
        {
            "units": {"mill": ["csa-regular-1", "csa-regular-2"], "creek": ["usa-regular-1"]},
            "blocks": blocks(("mill", "csa", 5, 0), ("creek", "usa", 3, 0)),
        }
    )
    play(g, *[str(a) for a in g.legal_actions() if a.verb == "order"][:1], "move mill")
    first = read_click(g, g.choices(), unit="csa-regular-1")
    assert first.step and first.pick.kind == "unit" and first.pick.thing == "csa-regular-1"
    dest = next(c.place for c in g.choices() if c.unit == "csa-regular-1" and c.place)
    second = read_click(g, g.choices(), first.pick, place=dest)
    assert [c.unit for c in second.choices] and all(c.place == dest for c in second.choices)
    assert read_click(g, g.choices(), first.pick, unit="csa-regular-1").cancel  # the chosen unit again: step back


def test_the_rules_say_which_lone_choice_needs_a_confirm_R_ACT_1_R_BLK_3():
    from gettysburg_desktop.games.gettysburg.rules.actions import act
    from gettysburg_desktop.games.gettysburg.rules.choices import confirm_reason

    g = game_at(
        {
            "units": {"mill": ["csa-regular-1"], "creek": ["usa-regular-1"]},
            "blocks": blocks(("mill", "csa", 5, 0), ("creek", "usa", 3, 0)),
        }
    )
    legal = g.legal_actions()
    before = (g.revision, list(g.history))
    reasons = {str(a): confirm_reason(g, a) for a in legal}
    assert (g.revision, list(g.history)) == before  # worked out on a copy: the game is untouched
    assert (
        reasons["remove-block mill"] == "block" and reasons["place-block 2 town"] == "turn"
    )  # R-BLK-3; a placed block ends the turn
    assert reasons["order mill"] == "" and reasons["double-order mill mill"] == ""
    assert confirm_reason(g, act("end-turn")) == "turn"  # judged by its verb when not legal now
