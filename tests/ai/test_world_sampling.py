"""No peeking, the building block (issue 16): a computer player looks ahead
only in worlds drawn by ``game.sample_world(side, rng)``, and two games
that differ only in the opponent's true block values (R-ACT-2) and in their
dice streams give the same worlds for the same seed: what a search decides
from them cannot depend on what its side may not know."""

from __future__ import annotations

import random

import pytest
from worldhelp import alternatives, dumped, position

from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.pieces import Side


def _two_games(side: Side):
    """Two games ``side`` can't tell apart, with other opponent values and
    other dice to come."""
    g = position("crossroads", 0, 30)
    games = alternatives(g, side.other)
    opp = side.other

    def values(h):
        return sorted((p, b.value) for p, b in h.state.blocks.items() if b.side is opp), h.state.available[opp]

    a = games[0]
    b = next(h for h in games[1:] if values(h) != values(a))
    a.state.dice, b.state.dice = SeededDice(1), SeededDice(2)
    return a, b


@pytest.mark.parametrize("side", [Side.CSA, Side.USA])
def test_two_games_the_side_cannot_tell_apart_give_identical_worlds(side):
    a, b = _two_games(side)
    assert dumped(a.state) != dumped(b.state)
    for seed in range(5):
        wa, wb = a.sample_world(side, random.Random(seed)), b.sample_world(side, random.Random(seed))
        assert dumped(wa.state) == dumped(wb.state)
        assert wa.history == wb.history and wa.legal_actions() == wb.legal_actions()
        assert wa.information_key(side) == wb.information_key(side)
        assert wa.information_key(side.other) == wb.information_key(side.other)
        # and they play on alike: the same rolls, the same positions
        rng = random.Random(seed)
        for _ in range(60):
            if wa.over:
                break
            legal = wa.legal_actions()
            action = legal[int(rng.random() * len(legal))]
            wa.apply(action, trusted=True)
            wb.apply(action)
        assert dumped(wa.state) == dumped(wb.state)
