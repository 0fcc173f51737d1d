"""Refusals with their NS- ids, records that replay (kernel/record.py),
undo, the view and the rules reference of Norden & Süden."""

from __future__ import annotations

import random

import pytest
from ns_maps import C, U, m2_map, mini_campaign
from ns_positions import legal, position

from gettysburg_desktop.games.nordensueden.rules.actions import Action, NotationError
from gettysburg_desktop.games.nordensueden.rules.game import NordenSuedenGame
from gettysburg_desktop.games.nordensueden.rules.ruleset import NORDEN_SUEDEN
from gettysburg_desktop.games.nordensueden.rules.scenario import campaign
from gettysburg_desktop.kernel.dice import ScriptedDice, SeededDice
from gettysburg_desktop.kernel.gateway import IllegalAction
from gettysburg_desktop.kernel.record import RecordError, record, replay


def test_the_notation_round_trips_and_names_bad_text():
    for text in (
        "roll",
        "march vicksburg",
        "move usa-3 evansville>paducah>cairo",
        "recruit MI cairo",
        "land usa-1 mobile",
    ):
        assert str(Action.parse(text)) == text
    with pytest.raises(NotationError, match="unknown action"):
        Action.parse("teleport usa-1 richmond")
    with pytest.raises(NotationError, match="usage: move UNIT PATH"):
        Action.parse("move usa-1")


def test_the_confederacy_never_uses_the_potomac():
    g = position(mini_campaign(), {"csa-1": ("MI", "fredericksburg"), "usa-1": ("MI", "chicago")}, side=C)
    g.apply("march fredericksburg")
    assert not [a for a in legal(g) if "washington" in a]
    with pytest.raises(IllegalAction, match="NS-MOVE-10"):
        g.apply("move csa-1 fredericksburg>washington")


def test_a_unit_that_entered_an_enemy_box_stays_there():
    g = position(
        mini_campaign(),
        {"usa-1": ("MI", "washington"), "usa-2": ("MI", "chicago"), "csa-1": ("MI", "manassas-junction")},
        marches=3,
    )
    g.apply("march washington")
    g.apply("move usa-1 washington>manassas-junction")
    assert "march manassas-junction" not in legal(g)
    with pytest.raises(IllegalAction, match="NS-MOVE-8"):
        g.apply("march manassas-junction")


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        ("move csa-1 shreveport>monroe>vicksburg>jackson", "NS-MOVE-4"),
        ("move csa-1 monroe>vicksburg", "a path starts at the unit's box"),
        ("move csa-1 shreveport>vicksburg", "NS-MOVE-3"),
        ("move usa-9 shreveport>monroe", "no such unit"),
        ("move csa-2 vicksburg>jackson", "NS-MOVE-3"),
        ("sea csa-1 monroe", "NS-SEA-1"),
        ("march jackson", "NS-MOVE-3"),
    ],
)
def test_refusals_name_their_rule(action, rule):
    g = position(m2_map(), {"csa-1": ("MI", "shreveport"), "csa-2": ("MI", "vicksburg")}, side=C, marches=3)
    if action.startswith("move"):
        g.apply("march shreveport")
    with pytest.raises(IllegalAction, match=rule):
        g.apply(action)


def test_a_record_replays_with_its_rules_version_and_variants():
    scenario = campaign(mini_campaign())
    g = NordenSuedenGame(scenario, SeededDice(7), variants=("novice", "short"))
    rng = random.Random(7)
    for _ in range(120):
        g.apply(rng.choice(g.legal_actions()))
    rec = record(g)
    assert rec["ruleset"] == "norden-sueden" and rec["rules_version"] == NORDEN_SUEDEN.rules_version
    assert rec["variants"] == ["novice", "short"]
    again = replay(NordenSuedenGame, scenario, rec, SeededDice(7))
    assert again.view(None) == g.view(None)
    assert [str(e) for entry in again.log for e in entry.events] == [str(e) for entry in g.log for e in entry.events]
    with pytest.raises(RecordError, match="not of 'norden-sueden'"):
        replay(NordenSuedenGame, scenario, {**rec, "ruleset": "gettysburg"}, SeededDice(7))
    bad = {**rec, "actions": [*rec["actions"][:3], "march nowhere"]}
    with pytest.raises(RecordError, match="action 4"):
        replay(NordenSuedenGame, scenario, bad, SeededDice(7))


def test_undo_takes_back_a_march_but_never_a_roll():
    g = position(m2_map(), {"csa-1": ("MI", "shreveport")}, side=C, rolled=False, dice=(3,))
    g.apply("roll")
    assert not g.can_undo()  # a roll is never taken back
    g.apply("march shreveport")
    g.apply("move csa-1 shreveport>monroe")
    g.undo()
    g.undo()
    assert g.unit("csa-1").box == "shreveport" and g.state.marches_left == 3


def test_the_view_shows_what_the_window_draws():
    g = NordenSuedenGame(campaign(mini_campaign()), ScriptedDice([]))
    v = g.view(U)
    assert v == g.view(C) == g.view(None, reveal=True)  # nothing is hidden
    assert v["boxes"]["washington"]["owner"] == "usa"
    assert [u["id"] for u in v["boxes"]["washington"]["units"]] == ["usa-1", "usa-2", "usa-3"]
    assert v["boxes"]["washington"]["units"][0]["fortified"]  # a permanent fortification (NS-FORT-4)
    assert v["pools"] == {"usa": {"MI": 12, "MC": 1}, "csa": {"MI": 0, "MC": 1}}
    assert (v["marches_left"], v["segment"], v["deciding"], v["battle"]) == (2, "movement", "usa", None)
    assert (v["army_size"], v["drafts"], v["militia_infantry_allowed"]) == ({"usa": 12, "csa": 8}, 0, 12)


def test_every_rule_a_game_cites_is_in_the_rules_reference():
    g = NordenSuedenGame(campaign(mini_campaign()), SeededDice(3))
    rng = random.Random(3)
    cited = {e.rule for e in g.start_events}
    while not g.over:
        cited.add(g.prompt().rule)
        cited |= {e.rule for e in g.apply(rng.choice(g.legal_actions()))}
    cited.discard("")
    for rule in cited:
        title, anchor = NORDEN_SUEDEN.rule_reference(rule)
        assert title and anchor == rule
    assert NORDEN_SUEDEN.rule_reference("NS-MOVE-1") == ("March roll", "NS-MOVE-1")
    assert NORDEN_SUEDEN.rule_reference("NS-JUMP")[0] == "Jump moves"


def test_every_event_kind_is_listed_and_clones_and_undo_keep_the_position():
    g = NordenSuedenGame(campaign(mini_campaign()), SeededDice(9))
    rng = random.Random(9)
    kinds = {e.kind for e in g.start_events}
    while not g.over:
        action = rng.choice(g.legal_actions())
        before = g.view(None)
        events = g.apply(action)
        kinds |= {e.kind for e in events}
        if g.can_undo() and rng.random() < 0.2:
            g.undo()
            assert g.view(None) == before
            assert [e.kind for e in g.redo()] == [e.kind for e in events]
        if rng.random() < 0.05:
            c = g.clone()
            assert c.view(None) == g.view(None) and c.legal_actions() == g.legal_actions()
    assert kinds <= set(NORDEN_SUEDEN.event_kinds), kinds - set(NORDEN_SUEDEN.event_kinds)


def test_any_wrong_action_is_refused_with_a_reason_never_a_crash():
    from gettysburg_desktop.games.nordensueden.rules.actions import VERBS

    g = NordenSuedenGame(campaign(mini_campaign()), SeededDice(5))
    rng = random.Random(5)
    words = [
        "usa-1",
        "csa-1",
        "usa-99",
        "washington",
        "richmond",
        "nowhere",
        "MI",
        "XX",
        "washington>richmond",
        ">",
        "a>>b",
        "",
    ]
    for _ in range(60):
        if g.over:
            break
        for _ in range(20):
            verb = rng.choice(sorted(VERBS))
            low, high, _usage = VERBS[verb]
            text = " ".join([verb, *(rng.choice(words) or "x" for _ in range(rng.randint(low, high)))])
            try:
                g.apply(text)
            except (IllegalAction, NotationError) as exc:
                assert str(exc)
        g.apply(rng.choice(g.legal_actions()))


@pytest.mark.parametrize(
    ("units", "march", "action", "why"),
    [
        # M1's map: a river then a road (NS-MOVE-6)
        ({"usa-1": ("MI", "evansville")}, "evansville", "move usa-1 evansville>paducah>nashville", "one kind of line"),
        # back to the start
        (
            {"usa-1": ("MI", "evansville")},
            "evansville",
            "move usa-1 evansville>paducah>evansville",
            "does not come back",
        ),
        # two rail lines, the second an enemy railroad (Louisville white)
        ({"usa-1": ("MI", "evansville")}, "evansville", "move usa-1 evansville>bloomington>louisville", "NS-MOVE-5"),
        # cavalry: river then road
        ({"usa-1": ("VC", "evansville")}, "evansville", "move usa-1 evansville>paducah>nashville", "not mix river"),
        # no line joins them
        ({"usa-1": ("MI", "evansville")}, "evansville", "move usa-1 evansville>cairo", "not joined by a line"),
        # three lines
        (
            {"usa-1": ("VC", "evansville")},
            "evansville",
            "move usa-1 evansville>bloomington>indianapolis>bloomington",
            "further than two boxes",
        ),
    ],
)
def test_why_a_path_is_refused(units, march, action, why):
    from ns_maps import m1_map

    g = position(m1_map(louisville_owner=None), units, marches=2)
    g.apply(f"march {march}")
    with pytest.raises(IllegalAction, match=why):
        g.apply(action)


def test_why_a_road_march_of_two_boxes_is_refused():
    from ns_maps import occupation_map

    g = position(occupation_map(), {"usa-1": ("MI", "u1")}, marches=2)
    g.apply("march u1")
    with pytest.raises(IllegalAction, match="only one box by road"):
        g.apply("move usa-1 u1>u2>w")
    g2 = position(m2_map(), {"csa-1": ("MI", "vicksburg")}, side=C, marches=2)
    g2.apply("march vicksburg")
    with pytest.raises(IllegalAction, match="one kind of line"):
        g2.apply("move csa-1 vicksburg>monroe>shreveport")


def test_the_invariants_name_what_is_broken():
    from gettysburg_desktop.games.nordensueden.rules.invariants import militia, violations

    g = NordenSuedenGame(campaign(mini_campaign()), ScriptedDice([]))
    assert militia(g) == {U: {"MI": 24, "MC": 1}, C: {"MI": 8, "MC": 1}}
    assert violations(g) == []
    g.unit("usa-1").marches = 3
    g.state.flags["richmond"] = C
    g.state.pool[C]["MC"] = 2
    assert violations(g) == [
        "usa-1 has taken part in 3 marches (NS-MOVE-7)",
        "csa MC: 0 on the map + 2 in the pool != 1",
        "a flag on richmond that changes nothing (NS-OCC-2)",
    ]


def test_events_name_their_boxes_for_the_log():
    g = position(m2_map(), {"csa-1": ("MI", "shreveport"), "csa-2": ("MI", "vicksburg")}, side=C, marches=3)
    events = g.apply("march shreveport") + g.apply("move csa-1 shreveport>monroe")
    keys = NORDEN_SUEDEN.place_keys
    assert [e.places(keys) for e in events] == [["shreveport"], ["monroe", "shreveport"]]
