"""Random battles of ACW-BBDBA with the invariants checked after every
action (the kit's ``violations``: no two elements on each other, every base
on the table, the losses counted right): the meeting engagements of 1862
and 1864 and battlefields from the dice in turn, one in the default suite,
1,000 in the slow one (issue 25, item 9)."""

from __future__ import annotations

import os
import random

import pytest

from gettysburg_desktop.games.acw_bbdba.battles import load_scenario
from gettysburg_desktop.games.acw_bbdba.computer.kit import KIT
from gettysburg_desktop.games.acw_bbdba.game.ruleset import AcwGame
from gettysburg_desktop.kernel.dice import SeededDice

#: the battles in turn: the meeting engagements, and a battlefield of each period generated from the seed
BATTLES = ("meeting-1862", "meeting-1864", "field-1862-{seed}", "field-1864-{seed}")
#: a game that is not over after this many actions is a failure (a random battle takes 1,000-2,000)
CAP = 8000


def random_action(g: AcwGame, rng: random.Random):
    """A random legal action, a move or a pick 85 times in 100 where one is offered (else the first)."""
    acts = g.legal_actions(ordered=False)
    moving = [a for a in acts if a.verb not in ("end-movement", "stand")]
    return rng.choice(moving) if moving and rng.random() < 0.85 else min(acts)


def random_battle(seed: int) -> AcwGame:
    """A battle of random legal actions to its result, the invariants asserted after each."""
    battle = BATTLES[seed % len(BATTLES)].format(seed=seed)
    g = AcwGame(load_scenario(battle), SeededDice(seed), undo=False, events=False)
    rng = random.Random(seed)
    for n in range(CAP):
        if g.over:
            return g
        a = random_action(g, rng)
        g.apply(a)
        broken = KIT.violations(g)
        assert not broken, f"seed {seed} ({battle}), action {n + 1} {a}: {broken}"
    raise AssertionError(f"seed {seed} ({battle}): not over after {CAP} actions")


def test_a_random_battle_on_a_battlefield_from_the_dice_keeps_the_invariants_to_its_result():
    g = random_battle(2)  # field-1862-2
    assert g.over and g.prompt().rule == "BB-WIN-5"


@pytest.mark.slow
def test_a_thousand_random_battles_keep_the_invariants():
    """Issue 25: 1,000 random battles, 0 failures (about an hour on one core of these machines;
    GETTYSBURG_ACW_BATTLES plays fewer, GETTYSBURG_ACW_FIRST starts at another seed)."""
    first = int(os.environ.get("GETTYSBURG_ACW_FIRST", "0"))
    count = int(os.environ.get("GETTYSBURG_ACW_BATTLES", "1000"))
    for seed in range(first, first + count):
        assert random_battle(seed).over


@pytest.mark.slow
def test_the_benchmark_says_a_random_battles_time_and_the_generators():
    from gettysburg_desktop.games.acw_bbdba import benchmark

    (line,) = benchmark.playout_lines(1, ["meeting-1864"])
    assert line.startswith("acw-bbdba meeting-1864: 1 random battles of ") and "(target 2 s)" in line
    (generated,) = benchmark.generated_lines()
    assert generated.startswith("acw-bbdba battlefield from the dice: generated and checked (BB-FIELD) p50 ")


@pytest.mark.slow
def test_a_move_stopped_by_a_torrent_never_ends_on_a_friend_it_was_passing_seed_655():
    """Found by the 1,000 random battles: a move stopped at a torrent's bank (BB-RIVER-2) ended on the
    friend it was passing through; it ends back along its way, clear of it."""
    assert random_battle(655).over


@pytest.mark.slow
def test_a_recoil_through_friends_into_an_enemy_beyond_them_destroys_seed_185():
    """Found by the 1,000 random battles: Jäger recoiling through their friends went on until clear of them
    and ended on an enemy beyond; such a recoil destroys them (BB-OUT-2, -3)."""
    assert random_battle(185).over
