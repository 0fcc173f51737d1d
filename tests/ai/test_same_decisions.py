"""The computer's decisions pinned (issue 17, item 6): moving Gettysburg's
search, policy and evaluation behind a ruleset's kit (ai/kit.py) must
change nothing. The same seeds give the same decisions, rollouts and
scores as before the move (the values were taken from main's code before
it)."""

import hashlib
import random

from gettysburg_desktop.ai.evaluation import evaluate
from gettysburg_desktop.ai.levels import make_player
from gettysburg_desktop.ai.policy import rollout
from gettysburg_desktop.rules.playout import midgame
from gettysburg_desktop.scenario.catalog import load_scenario_by_id


def _position(seed, actions):
    return midgame(load_scenario_by_id("gettysburg-1863"), seed, actions)


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
    "search": "01d4b447946bab08",
    "search both": "cb8e562488caeb56",
    "greedy": "c7eb8a3ea25a2d90",
    "rollouts": [
        "47 f255d88b874a1229 -0.060088375",
        "23 e32b7794bf173778 0.813432398",
        "50 0b62e738394bf41e 0.822867908",
    ],
}
