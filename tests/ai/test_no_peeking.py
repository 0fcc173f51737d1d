"""No peeking (issue 16, R-ACT-2): every level decides from what its side
may know. Two games that differ only in the opponent's true command-block
values (on the map, available, set aside; each block still worth at least
its discs) and in the future dice get the same decision for the same seed.

The worlds come from ai/worlds.py ``sample_world``: the kernel's
``game.sample_world`` once it exists (issue 16, item 1), the stand-in
there until then (it draws the opponent's values anew, ignoring what
R-BLK-2 cycles reveal)."""

import random

import pytest

from gettysburg_desktop.ai.player import make_player
from gettysburg_desktop.rules import crossroads
from gettysburg_desktop.rules.actions import Action
from gettysburg_desktop.rules.game import Game
from gettysburg_desktop.rules.pieces import BLOCK_VALUES
from gettysburg_desktop.rules.playout import midgame
from gettysburg_desktop.scenario.catalog import load_scenario_by_id


def twin(g: Game, seed: int) -> Game:
    """``g`` with other dice to come and the opponent's block values
    shuffled (the history's ``place-block`` words too): what the deciding
    side has seen is the same, the truth is not."""
    hidden = g.current_player().other
    other = g.clone(dice=seed + 1000, undo=False)
    st = other.state
    places = sorted(p for p, b in st.blocks.items() if b.side is hidden)
    rnd = random.Random(seed)
    truth = [st.blocks[p].value for p in places] + st.available[hidden] + st.set_aside[hidden]
    for _ in range(1000):
        values = list(BLOCK_VALUES)
        rnd.shuffle(values)
        fits = all(values[i] >= st.blocks[p].discs for i, p in enumerate(places))
        if fits and values != truth:
            break
    for i, p in enumerate(places):
        st.blocks[p].value = values[i]
    n = len(st.available[hidden])
    st.available[hidden] = sorted(values[len(places) : len(places) + n])
    st.set_aside[hidden] = sorted(values[len(places) + n :])
    # the history's secret words (R-ACT-2) shuffled among the opponent's placements
    placed = [i for i, a in enumerate(other.history) if a.verb == "place-block"]
    words = [other.history[i].args[0] for i in placed]
    rnd.shuffle(words)
    for i, w in zip(placed, words, strict=True):
        other.history[i] = Action("place-block", (w, other.history[i].args[1]))
    other._legal_sorted = False
    return other


def hidden_positions():
    """Positions where the opponent of the deciding side has blocks on the
    map of different values (so the truth matters), in both scenarios."""
    out = []
    for scenario, seeds in ((crossroads.scenario(), (1, 2)), (load_scenario_by_id("gettysburg-1863"), (3, 4, 5))):
        for seed in seeds:
            for actions in range(30, 600, 17):
                g = midgame(scenario, seed, actions)
                if g.over or len(g.legal_actions()) < 2:
                    continue
                hidden = g.current_player().other
                values = {b.value for b in g.state.blocks.values() if b.side is hidden}
                if len(values) >= 2:
                    out.append(pytest.param(g, seed, id=f"{scenario.id}-{seed}-{actions}"))
                    break
    return out


POSITIONS = hidden_positions()

#: normal and hard at a small fixed number of simulations (time-independent)
LEVELS = [("greedy", None), ("easy", None), ("normal", 24), ("hard", 72)]


def test_the_twins_differ_in_what_is_hidden():
    """The test has teeth: a player that read the true values or the dice
    stream would see two different games."""
    assert len(POSITIONS) >= 4
    for param in POSITIONS:
        g, seed = param.values
        other = twin(g, seed)
        hidden = g.current_player().other
        truth = {p: b.value for p, b in g.state.blocks.items() if b.side is hidden}
        told = {p: b.value for p, b in other.state.blocks.items() if b.side is hidden}
        assert truth.keys() == told.keys()
        values = (truth, g.state.available[hidden]), (told, other.state.available[hidden])
        assert values[0] != values[1]
        dice_a, dice_b = g.clone().state.dice, other.clone().state.dice
        assert [dice_a.roll() for _ in range(10)] != [dice_b.roll() for _ in range(10)]
        assert other.legal_actions() == g.legal_actions()


@pytest.mark.parametrize(("level", "iterations"), LEVELS)
@pytest.mark.parametrize(("g", "seed"), POSITIONS)
def test_the_same_decision_whatever_is_hidden(level, iterations, g, seed):
    player = make_player(level)
    if iterations is not None:
        player.iterations = iterations
    other = twin(g, seed)
    for decision_seed in (7, 8):
        assert player.choose(g.clone(), decision_seed) == player.choose(other.clone(), decision_seed)
