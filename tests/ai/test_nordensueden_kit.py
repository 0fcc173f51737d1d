"""Norden & Süden's kit (ai/nordensueden_kit.py): its evaluation reads the
victory conditions (NS-WIN-1, NS-WIN-2, NS-ARMY-1) as a chance of winning,
and greedy and the search play the game with it. Skipped until the
ruleset (nordensueden/game.py) is in."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest.importorskip("gettysburg_desktop.nordensueden.game")
sys.path.insert(0, str(Path(__file__).parents[1] / "nordensueden"))
ns_maps = pytest.importorskip("ns_maps")

from gettysburg_desktop.ai.kit import kit_for  # noqa: E402
from gettysburg_desktop.ai.levels import make_player  # noqa: E402
from gettysburg_desktop.ai.nordensueden_kit import KIT, union_logit  # noqa: E402
from gettysburg_desktop.kernel.dice import SeededDice  # noqa: E402
from gettysburg_desktop.nordensueden.game import NordenSuedenGame  # noqa: E402
from gettysburg_desktop.nordensueden.scenario import campaign  # noqa: E402
from gettysburg_desktop.nordensueden.sides import Side  # noqa: E402


def game(seed: int = 1) -> NordenSuedenGame:
    return NordenSuedenGame(campaign(ns_maps.mini_campaign()), SeededDice(seed), undo=False, events=False)


def test_the_kit_is_picked_by_the_ruleset_and_scores_both_sides_alike():
    g = game()
    assert kit_for(g) is KIT
    usa, csa = KIT.evaluate(g, Side.USA), KIT.evaluate(g, Side.CSA)
    assert -1 < usa < 1 and usa == -csa


def test_losing_washington_or_army_maximum_scores_worse_for_the_union():
    g = game()
    before = union_logit(g)
    washington = next(b.id for b in g.map.boxes if b.objective is Side.CSA)
    g.state.flags[washington] = Side.CSA  # the Confederacy owns it (NS-WIN-2a, NS-ARMY-2)
    assert union_logit(g) < before


@pytest.mark.parametrize("name", ["greedy", "easy", "normal", "hard"])
def test_every_level_answers_legally(name):
    import random

    g = game(2)
    rng = random.Random(2)
    player = make_player(name)
    player.iterations = 16
    asked = 0
    while not g.over and asked < 6:
        legal = g.legal_actions()
        if len(legal) > 1:
            assert player.choose(g.clone(dice=asked), seed=asked) in legal
            asked += 1
        g.apply(legal[rng.randrange(len(legal))])
    assert asked == 6
