"""Random games to the end with invariants (ns_invariants.py) on the small
campaign map: a few in the default suite, 1,000 in the slow one. Each game
is also replayed from its record (kernel/record.py)."""

from __future__ import annotations

import os
import random

import pytest
from ns_invariants import check, check_quick_lists
from ns_maps import mini_campaign

from gettysburg_desktop.games.nordensueden.rules.game import NordenSuedenGame
from gettysburg_desktop.games.nordensueden.rules.scenario import campaign
from gettysburg_desktop.kernel.dice import SeededDice
from gettysburg_desktop.kernel.record import record, replay

VARIANT_SETS = ((), ("short",), ("novice",), ("historical-recruiting", "replacements"), ("short", "novice"))


def play(seed: int, variants=(), scenario=None, *, events=True, checked=True, limit=20000):
    scenario = scenario or campaign(mini_campaign())
    g = NordenSuedenGame(scenario, SeededDice(seed), variants=variants, undo=False, events=events)
    rng = random.Random(seed)
    n = 0
    while not g.over:
        g.apply(rng.choice(g.legal_actions(ordered=False)), trusted=True)
        if checked:
            check(g)
            if events:
                check_quick_lists(g)
        n += 1
        assert n < limit, f"seed {seed}: no end after {n} actions"
    return g


@pytest.mark.parametrize("seed", range(4))
def test_random_games_end_with_a_winner_and_replay_from_their_record(seed):
    variants = VARIANT_SETS[seed % len(VARIANT_SETS)]
    g = play(seed, variants)
    assert g.outcome[0] is not None
    last = 10 if "short" in variants else 40
    assert g.state.turn <= last + 1
    again = replay(NordenSuedenGame, campaign(mini_campaign()), record(g), SeededDice(seed), undo=False)
    assert again.outcome == g.outcome
    assert again.state.turn == g.state.turn


@pytest.mark.slow
def test_a_thousand_random_games_on_the_map_of_1861():
    """1,000 games (NS_RANDOM_GAMES=50 in the environment for a brief check)."""
    from gettysburg_desktop.games.nordensueden.campaign import campaign_1861

    failures = []
    scenario = campaign_1861()
    for seed in range(int(os.environ.get("NS_RANDOM_GAMES", "1000"))):
        try:
            play(seed, VARIANT_SETS[seed % len(VARIANT_SETS)], scenario, events=False)
        except Exception as exc:  # noqa: BLE001 - counted and reported
            failures.append((seed, repr(exc)))
    assert not failures, failures[:5]
