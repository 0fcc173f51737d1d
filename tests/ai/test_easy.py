"""easy (issue 22, item 16): the rollout policy with noise (ai/easy.py), a
beginner's opponent that plays the game: its Confederates attack the stars
and beat a random Union, where easy as a noisy one-ply look lost to one.
How it fares against its own Union is measured in docs/performance.md."""

from gettysburg_desktop.ai.easy import EasyPlayer
from gettysburg_desktop.ai.kit import kit_for
from gettysburg_desktop.ai.levels import make_player
from gettysburg_desktop.games.gettysburg.computer import policy
from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.rules.pieces import Side
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id


def test_easy_is_the_policy_with_noise():
    player = make_player("easy")
    assert isinstance(player, EasyPlayer)
    kit = kit_for("gettysburg")
    assert kit.easy_noise > policy.NOISE  # more than the rollouts'


def test_easys_confederates_beat_a_random_union():
    """The 1863 battle, seeds 1-3: easy's Confederates take two stars
    (R-WIN-1) against a Union that plays at random."""
    scenario = load_scenario_by_id("gettysburg-1863")
    easy, rand = make_player("easy"), make_player("random")
    for seed in (1, 2, 3):
        g = Game(scenario, SeededDice(seed), undo=False, events=False)
        n = 0
        while not g.over and n < 3000:
            side = g.current_player()
            player = easy if side is Side.CSA else rand
            g.apply(player.choose(g.resample(side, seed * 10_000 + n), seed=n))
            n += 1
        assert g.outcome[0] is Side.CSA, (seed, g.outcome)
