"""Random games of Finsterland's shipped battles with the invariants checked
after every action (the kit's ``violations``: every base on the table, no
bases overlapping, models on the table, hits held, orders): a few in the
default suite, 1,000 in the slow one (issue 24, item 10)."""

from __future__ import annotations

import random

import pytest

from gettysburg_desktop.games.finsterland.battles import load_scenario
from gettysburg_desktop.games.finsterland.benchmark import random_action
from gettysburg_desktop.games.finsterland.computer.kit import KIT
from gettysburg_desktop.games.finsterland.game.game import FinsterlandGame
from gettysburg_desktop.kernel.dice import SeededDice


def random_game(
    seed: int, rounds: int | None = None, battle_id: str = "grauwasser", variants: tuple[str, ...] = ()
) -> FinsterlandGame:
    """A game of random legal actions (benchmark.py's ``random_action``), the invariants asserted after each."""
    import dataclasses

    battle = load_scenario(battle_id)
    if rounds is not None:
        battle = dataclasses.replace(battle, rounds=rounds)
    g = FinsterlandGame(battle, SeededDice(seed), undo=False, events=False, variants=list(variants))
    rng = random.Random(seed)
    while not g.over:
        a = random_action(g, rng)
        g.apply(a, trusted=True)
        broken = KIT.violations(g)
        assert not broken, f"seed {seed}, after {a}: {broken}"
    return g


@pytest.mark.parametrize(
    ("seed", "battle", "variants"),
    [
        (11, "grauwasser", ()),
        (12, "grauwasser", ("fog-of-war",)),
        (13, "vorstoss", ("fog-of-war",)),
        (14, "grauwasser+panzerlegion+nordmark-garde", ()),
    ],
)
def test_a_random_battle_keeps_the_invariants_to_its_result(seed, battle, variants):
    g = random_game(seed, rounds=4, battle_id=battle, variants=variants)
    assert g.over and g.prompt().rule == "FL-GEN-3"


@pytest.mark.slow
def test_a_thousand_random_battles_keep_the_invariants():
    """Issue 24: 1,000 random games, 0 failures (about 45 minutes on one core of these machines): the
    shipped battles and the match-ups New game offers in turn, Der Vorstoß's vehicles, passengers and
    reserves too, and the players' own set-ups of the match-ups; every other game with the fog of war
    (FL-MOVE-8)."""
    from gettysburg_desktop.games.finsterland.battles import matches, shipped

    battles = [*shipped(), *matches()]
    for seed in range(1000):
        fog = ("fog-of-war",) if (seed // len(battles)) % 2 else ()
        assert random_game(seed, battle_id=battles[seed % len(battles)], variants=fog).over
