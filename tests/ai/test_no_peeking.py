"""No peeking (issue 16, R-ACT-2): every level decides from what its side
may know. Two games that differ only in the opponent's true command-block
values (on the map, available, set aside; each block still worth at least
its discs) and in the future dice get the same decision for the same seed.

The twin games come from tests/worldhelp.py's brute force (the history
replayed with other values in the opponent's placements), the worlds
from the kernel's ``game.sample_world`` (ai/worlds.py)."""

import functools

import pytest
from worldhelp import alternatives

from gettysburg_desktop.ai.levels import make_player
from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.rules.playout import midgame
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id


def twin(g: Game, seed: int) -> Game:
    """A game the deciding side can't tell from ``g`` (the brute force of
    tests/worldhelp.py: ``g``'s history replayed with other values in the
    opponent's placements), with other opponent values and other dice to come."""
    hidden = g.current_player().other

    def values(h):
        st = h.state
        return sorted((p, b.value) for p, b in st.blocks.items() if b.side is hidden), st.available[hidden]

    other = next(h for h in alternatives(g, hidden) if values(h) != values(g))
    other.state.dice = SeededDice(seed + 1000)
    return other


#: (scenario, seed): each gives the first position, 20 to 119 actions in,
#: where the opponent of the deciding side has blocks on the map of
#: different values (so the truth matters); built when a test asks, not at
#: collection (the brute force replays the whole history for every
#: configuration: seconds)
GAMES = [("crossroads", 1), ("crossroads", 2), ("gettysburg-1863", 3), ("gettysburg-1863", 4), ("gettysburg-1863", 5)]


@functools.cache
def hidden_position(scenario_id: str, seed: int) -> tuple[Game, Game]:
    """The position of ``GAMES`` for this scenario and seed, with its twin."""
    scenario = crossroads.scenario() if scenario_id == "crossroads" else load_scenario_by_id(scenario_id)
    for actions in range(20, 120, 9):
        g = midgame(scenario, seed, actions)
        if g.over or len(g.legal_actions()) < 2:
            continue
        hidden = g.current_player().other
        if len({b.value for b in g.state.blocks.values() if b.side is hidden}) >= 2:
            return g, twin(g, seed)
    raise AssertionError(f"{scenario_id} seed {seed}: no position with hidden values that matter")


POSITIONS = [pytest.param(scenario_id, seed, id=f"{scenario_id}-{seed}") for scenario_id, seed in GAMES]

#: normal and hard at a small fixed number of simulations (time-independent)
LEVELS = [("greedy", None), ("easy", None), ("normal", 48), ("hard", 96), ("reply", 96)]


@pytest.mark.parametrize(("scenario_id", "seed"), POSITIONS)
def test_the_twins_differ_in_what_is_hidden(scenario_id, seed):
    """The test has teeth: a player that read the true values or the dice
    stream would see two different games."""
    g, other = hidden_position(scenario_id, seed)
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
@pytest.mark.parametrize(("scenario_id", "seed"), POSITIONS)
def test_the_same_decision_whatever_is_hidden(level, iterations, scenario_id, seed):
    g, other = hidden_position(scenario_id, seed)
    player = make_player(level)
    if iterations is not None:
        player.iterations = iterations
    for decision_seed in (7, 8):
        assert player.choose(g.clone(), decision_seed) == player.choose(other.clone(), decision_seed)


def test_a_peeking_search_would_be_caught(monkeypatch):
    """The test above has teeth: a search that looked ahead in copies of
    the real game (its dice stream, the opponent's true values) instead of
    sampled worlds decides differently in some twin."""
    from gettysburg_desktop.ai import one_ply, search

    def peek(game, side, rng):
        rng.random()
        return game.clone()

    monkeypatch.setattr(search, "sample_world", peek)
    monkeypatch.setattr(one_ply, "sample_world", peek)
    player = make_player("hard")
    player.iterations = 96
    differ = [
        (scenario_id, seed)
        for scenario_id, seed in GAMES
        for decision_seed in (7, 8)
        if player.choose(hidden_position(scenario_id, seed)[0].clone(), decision_seed)
        != player.choose(hidden_position(scenario_id, seed)[1].clone(), decision_seed)
    ]
    assert differ
