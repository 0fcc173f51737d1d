"""The players by name (ai/levels.py): what the arena, the command line and
the saved games read."""

import pytest

from gettysburg_desktop.ai.levels import make_player, parse_player
from gettysburg_desktop.ai.player import PlayerSpec, RandomPlayer, UnknownPlayer, decision_kind
from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.game import Game


@pytest.mark.parametrize(
    ("text", "spec"),
    [
        ("random", PlayerSpec("random")),
        ("random@2", PlayerSpec("random", 2.0)),
        ("Random@0.5s", PlayerSpec("random", 0.5)),
        ("random:cautious", PlayerSpec("random", None, "cautious")),
        ("random@4:aggressive", PlayerSpec("random", 4.0, "aggressive")),
        ("hard#800", PlayerSpec("hard", simulations=800)),
        ("normal#64:cautious", PlayerSpec("normal", None, "cautious", 64)),
    ],
)
def test_names_are_read(text, spec):
    assert parse_player(text) == spec
    assert parse_player(str(spec)) == spec


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("grandmaster", "unknown player 'grandmaster': the players are"),
        ("random:reckless", "unknown leaning 'reckless'"),
        ("random@0", "between 0 and 600 seconds"),
        ("random#100", "only a searching level (normal, hard, reply) counts simulations"),
        ("hard@2#800", "a time budget (hard@4) or a number of simulations (hard#800), not both"),
        ("hard#0", "between 1 and 1,000,000"),
        ("", "unknown player ''"),
    ],
)
def test_a_wrong_name_says_what_the_names_are(text, words):
    with pytest.raises(UnknownPlayer) as caught:
        parse_player(text)
    assert words in str(caught.value)


def test_the_random_player_picks_a_legal_action_reproducibly():
    g = Game(crossroads.scenario(), SeededDice(1))
    player = make_player("random")
    assert isinstance(player, RandomPlayer)
    first = player.choose(g, seed=5)
    assert first in g.legal_actions()
    assert all(player.choose(g, seed=5) == first for _ in range(3))


def test_decisions_are_turn_or_small():
    g = Game(crossroads.scenario(), SeededDice(1))
    assert decision_kind(g) == "turn"  # the first action of the period


def test_a_player_of_fixed_simulations_makes_them_whatever_the_clock_says(monkeypatch):
    """``hard#N`` (issue 26, item 1): the same decision and the same number of simulations on a loaded
    machine as on a quiet one; a time budget would do fewer where each simulation is slower."""
    import time as clock

    from gettysburg_desktop.ai.search import SearchPlayer

    g = Game(crossroads.scenario(), SeededDice(1))
    player = make_player("normal#48")
    assert isinstance(player, SearchPlayer) and player.iterations == 48 and str(player.spec) == "normal#48"
    quiet = player.choose(g, seed=3)
    sims = player.last["simulations"]
    assert 40 <= sims <= 48  # Sequential Halving spends the budget round by round, over the plans alive
    real = clock.perf_counter
    ticks = iter(range(10**9))
    monkeypatch.setattr(clock, "perf_counter", lambda: real() + next(ticks))  # a second passes at each look
    loaded = make_player("normal#48")
    assert loaded.choose(g, seed=3) == quiet and loaded.last["simulations"] == sims


def test_the_policy_level_plays_the_rollouts_policy_reproducibly():
    """``policy`` (issue 26: the honest baseline): the policy the searching levels' rollouts play, with
    the rollouts' noise (easy plays it with more)."""
    from gettysburg_desktop.ai.easy import EasyPlayer

    g = Game(crossroads.scenario(), SeededDice(1))
    player = make_player("policy")
    assert isinstance(player, EasyPlayer) and player.rollouts and not make_player("easy").rollouts
    first = player.choose(g, seed=7)
    assert first in g.legal_actions() and player.choose(g, seed=7) == first
