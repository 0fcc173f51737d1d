"""Norden & Süden's kit (games/nordensueden/computer/kit.py) on the real map of 1861
(games/nordensueden/campaign.py): its evaluation reads the victory conditions
(NS-WIN-1, NS-WIN-2, NS-ARMY-1, NS-SHORT-2) as a chance of winning, its
policy and plans offer only legal actions, and every level plays the short
game (NS-SHORT) to its end.

No peeking (R-ACT-2 for Gettysburg) is trivial here: the game hides
nothing (NS-COMP; the ruleset's ``hidden_information`` is False), so a
sampled world is the game itself with fresh dice; the one test of it says so.
"""

from __future__ import annotations

import random

import pytest

from gettysburg_desktop.ai.arena import Entrant, GameTask, play_game
from gettysburg_desktop.ai.kit import kit_for
from gettysburg_desktop.ai.levels import make_player
from gettysburg_desktop.ai.worlds import sample_world
from gettysburg_desktop.games.nordensueden.campaign import campaign_1861, short_1861
from gettysburg_desktop.games.nordensueden.computer.kit import KIT, policy_action, root_plans, union_logit
from gettysburg_desktop.games.nordensueden.rules.game import NordenSuedenGame
from gettysburg_desktop.games.nordensueden.rules.sides import Side
from gettysburg_desktop.games.nordensueden.rules.victory import (
    UNION_SET,
    WASHINGTON_TAKEN,
    confederate_objectives,
    union_objectives,
)
from gettysburg_desktop.kernel.dice import SeededDice


def game(seed: int = 1, short: bool = True) -> NordenSuedenGame:
    return NordenSuedenGame(short_1861() if short else campaign_1861(), SeededDice(seed), undo=False, events=False)


def test_the_kit_is_picked_by_the_ruleset_and_scores_both_sides_alike():
    g = game()
    assert kit_for(g) is KIT
    usa, csa = KIT.evaluate(g, Side.USA), KIT.evaluate(g, Side.CSA)
    assert -1 < usa < 1 and usa == -csa


def test_the_evaluation_prefers_holding_the_seven_objectives():
    """NS-WIN-1: each of the Union's objectives it owns scores better for it,
    and worse for the Confederacy."""
    g = game(short=False)
    objectives = union_objectives(g.map)
    assert len(objectives) == 7
    scores = [KIT.evaluate(g, Side.USA)]
    for box in objectives[:6]:
        g.state.flags[box] = Side.USA  # the Union occupies it (NS-OCC-2)
        scores.append(KIT.evaluate(g, Side.USA))
    assert scores == sorted(scores) and len(set(scores)) == 7
    assert KIT.evaluate(g, Side.CSA) == -scores[-1]


def test_losing_washington_or_army_maximum_scores_worse_for_the_union():
    g = game(short=False)
    before = union_logit(g)
    richmond_like = next(b.id for b in g.map.boxes if b.owner is Side.USA and b.recruitment(Side.USA) >= 2)
    g.state.flags[richmond_like] = Side.CSA  # NS-ARMY-2: the Union's maximum falls
    assert union_logit(g) < before
    g.state.flags.clear()
    washington = confederate_objectives(g.map)[0]
    for u in g.units_in(washington, Side.USA):
        g.move_unit(u, None)  # Washington bare ...
    bare = union_logit(g)
    g.new_unit(Side.CSA, g.on_map(Side.CSA)[0].kind, g.map.neighbours(washington, Side.CSA)[0])
    assert union_logit(g) < bare  # ... and a Confederate army next to it (NS-WIN-2a)


def test_the_short_game_counts_nsshort2s_margin_of_five():
    """NS-SHORT-2: at 34 to 29 the Union wins at the end; one Union city of
    value 1 lost turns it round, and more so as turn 10 nears."""
    g = game()
    assert g.army_max(Side.USA) - g.army_max(Side.CSA) == 5
    assert KIT.evaluate(g, Side.USA) > 0
    city = next(b.id for b in g.map.boxes if b.owner is Side.USA and b.recruitment(Side.USA) == 1)
    g.state.flags[city] = Side.CSA
    early = KIT.evaluate(g, Side.USA)
    g.state.turn = 10
    assert KIT.evaluate(g, Side.USA) < early < 0.2


def test_the_policy_and_the_plans_offer_only_legal_actions():
    """Policy games to the end, each action checked against the legal list;
    at every decision of the movement segment and of a march, every plan is
    a sequence of legal actions (applied untrusted in a copy)."""
    plans_tried = 0
    for seed in range(3):
        g = game(seed)
        rng = random.Random(seed)
        while not g.over:
            legal = g.legal_actions()
            a = policy_action(g, rng)
            assert a in legal, (seed, g.state.stack[-1].step_name(g), a)
            if len(legal) > 1 and g.state.stack[-1].step_name(g) in ("movement", "march") and rng.random() < 0.2:
                side = g.current_player()
                for plan, _ in root_plans(g, side, g.clone()):
                    trial = g.clone()
                    for step in plan:
                        trial.apply(step)  # IllegalAction if a plan were wrong
                    plans_tried += 1
            g.apply(a)
    assert plans_tried > 20


def test_a_march_is_a_plan_with_what_it_moves():
    g = game(3)
    while g.state.stack[-1].step_name(g) != "movement":
        g.apply(g.legal_actions()[0])
    plans = [p for p, _ in root_plans(g, g.current_player(), g.clone())]
    marches = [p for p in plans if p[0].verb == "march"]
    assert marches and all(len(p) >= 2 and p[1].verb == "move" for p in marches)
    destinations = {(p[0].args[0], p[1].args[1].split(">")[-1]) for p in marches}
    assert len(destinations) == len(marches)  # one plan per march and destination


def test_washington_is_never_given_up_by_the_policy():
    """NS-WIN-2a: in every policy decision of the Union's first movement,
    no unit leaves Washington below its garrison of 4."""
    for seed in range(5):
        g = game(seed)
        rng = random.Random(seed)
        washington = confederate_objectives(g.map)[0]
        while not g.over and g.state.turn == 1 and g.state.phasing is Side.USA:
            g.apply(policy_action(g, rng))
        assert sum(u.kind.value for u in g.units_in(washington, Side.USA)) >= 4


def test_nothing_is_hidden_so_a_sampled_world_is_the_game_with_fresh_dice():
    """No peeking is trivial: the ruleset hides nothing (NS-COMP), so the
    world a player looks ahead in holds the real position; only the dice
    are its own."""
    g = game(5)
    assert g.ruleset.hidden_information is False
    for _ in range(40):
        g.apply(g.legal_actions()[-1])
    w = sample_world(g, g.current_player(), random.Random(1))
    assert g.view(Side.USA) == w.view(Side.USA) and g.view(Side.CSA) == w.view(Side.CSA)
    real = g.clone().state.dice
    assert [real.roll() for _ in range(20)] != [w.state.dice.roll() for _ in range(20)]


def _play(name: str, seed: int, usa: bool) -> tuple:
    player = make_player(name)
    if hasattr(player, "iterations"):
        player.iterations = 8  # a capped budget, the same on any machine
    me, other = Entrant(name, player), Entrant("random", "random")
    first, second = (me, other) if usa else (other, me)
    r = play_game(GameTask(0, seed, first, second, short_1861(), time_limit=None, game_class=NordenSuedenGame))
    return r


@pytest.mark.parametrize("name", ["greedy", "easy"])
def test_the_one_ply_levels_play_the_short_game_to_the_end(name):
    for seed, usa in ((1, True), (2, False)):
        r = _play(name, seed, usa)
        assert r.failure is None, r.failure
        assert r.winner in ("first", "second") and r.rule in ("NS-WIN-1", "NS-WIN-2", "NS-SHORT-2") and r.reason


@pytest.mark.parametrize("name", ["normal", "hard"])
def test_the_searching_levels_play_the_short_game_to_the_end(name):
    r = _play(name, 4, name == "hard")
    assert r.failure is None, r.failure
    assert r.winner in ("first", "second")
    assert r.times[name]["turn"] and r.times[name]["small"]  # both kinds of decision were asked


def test_the_arena_names_the_rule_that_decided_a_game():
    """The arena's "Where games were decided": NS-WIN-1, NS-WIN-2 or
    NS-SHORT-2, not just NS-WIN."""
    g = game()
    assert KIT.outcome_rule(g) is None  # not over
    g.end_game(Side.USA, UNION_SET, "NS-WIN-1")
    assert KIT.outcome_rule(g) == "NS-WIN-1"
    g = game()
    g.end_game(Side.CSA, WASHINGTON_TAKEN, "NS-WIN-2")
    assert KIT.outcome_rule(g) == "NS-WIN-2"
    r = _play("greedy", 1, True)
    assert r.rule in ("NS-WIN-1", "NS-WIN-2", "NS-SHORT-2")


def test_the_kit_checks_the_rulesets_invariants():
    g = game()
    assert KIT.violations(g) == []
    g.state.pool[Side.USA]["MI"] += 1  # a counter out of nowhere (NS-COMP-4)
    assert any("pool" in v for v in KIT.violations(g))


def test_new_game_offers_the_computer_for_norden_und_sueden():
    """The games' registry (scenario/games.py): Norden & Süden's entry says
    the computer plays it, so New game offers the levels for it."""
    from gettysburg_desktop.games.nordensueden.campaign import game_kind
    from gettysburg_desktop.scenario import games

    there = "norden-sueden" in [k.id for k in games.games()]
    try:
        kind = games.register(game_kind()) if not there else games.game("norden-sueden")
        assert kind.computer is True
        assert kind_for_worker_is_the_kit(kind)
    finally:
        if not there:
            games.unregister("norden-sueden")


def kind_for_worker_is_the_kit(kind) -> bool:
    g = kind.new_game(kind.load_scenario("short-1861"), SeededDice(1))
    return kit_for(g) is KIT and g.variant("short")
