"""The computer's decisions pinned (issue 17, item 6): moving Gettysburg's
search, policy and evaluation behind a ruleset's kit (ai/kit.py) must
change nothing. The same seeds give the same decisions, rollouts and
scores as before the move (the values were taken from main's code before
it). Issue 22 changed them on purpose (items 15 and 16: no order that
does nothing, the attacker's cubes, lone batteries, units waiting in an
entry box, easy as the policy with noise); they were pinned again from
that code, so that a refactoring still changes nothing."""

import hashlib
import random

from gettysburg_desktop.ai.levels import make_player
from gettysburg_desktop.games.gettysburg.computer.evaluation import evaluate
from gettysburg_desktop.games.gettysburg.computer.policy import rollout
from gettysburg_desktop.games.gettysburg.rules.playout import midgame
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_edition


def _position(seed, actions):
    # the positions the values were taken on: the 1863 battle's edition 1 (kept for saved games;
    # edition 2 changed the Union's set-up, issue 26)
    return midgame(load_scenario_edition("gettysburg-1863", 1), seed, actions)


def _digest(actions):
    return hashlib.sha256("|".join(map(str, actions)).encode()).hexdigest()[:16]


def play_on(g, names, decisions):
    """``decisions`` real choices from ``g`` (forced ones applied), each side
    by its player (fixed simulations), the seeds the decision's number."""
    players = {}
    for side, (name, iterations) in names.items():
        p = make_player(name)
        if iterations is not None:
            p.iterations = iterations
        players[side] = p
    chosen = []
    n = 0
    while not g.over and len(chosen) < decisions:
        legal = g.legal_actions()
        if len(legal) == 1:
            g.apply(legal[0])
            continue
        side = g.current_player()
        action = players[side.value].choose(g.clone(dice=1000 + n), seed=n)
        chosen.append(str(action))
        g.apply(action)
        n += 1
    return chosen


def test_the_searching_levels_decide_as_before():
    g = _position(6, 120)
    chosen = play_on(g, {"csa": ("hard", 96), "usa": ("normal:cautious", 48)}, 5)
    assert _digest(chosen) == PINNED["search"], chosen
    g = _position(5, 700)  # both sides search here
    chosen = play_on(g, {"csa": ("hard", 96), "usa": ("normal:cautious", 48)}, 8)
    assert _digest(chosen) == PINNED["search both"], chosen


def test_greedy_and_easy_decide_as_before():
    g = _position(3, 150)
    chosen = play_on(g, {"csa": ("greedy", None), "usa": ("easy:aggressive", None)}, 16)
    assert _digest(chosen) == PINNED["greedy"], chosen


def test_rollouts_and_scores_are_as_before():
    out = []
    for seed, actions in ((6, 120), (5, 700), (2, 400)):
        g = _position(seed, actions).clone(dice=seed)
        n = rollout(g, random.Random(seed), turns=6)
        out.append(f"{n} {_digest(g.history)} {evaluate(g, g.current_player() or next(iter(g.ruleset.sides))):.9f}")
    assert out == PINNED["rollouts"], out


PINNED = {
    "search": "006bf1c0a4bb5316",
    "search both": "83afc88b6d437af2",
    "greedy": "dfc54312c2d478ad",
    "rollouts": [
        "42 b64c0438be0e149f -0.612685597",
        "23 44ad59b9efdcfa54 0.876684562",
        "47 0e2738a09683054e 0.713134453",
    ],
}
