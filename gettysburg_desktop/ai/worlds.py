"""The worlds a searching player looks ahead in: games the deciding side
can't tell from the real one (R-ACT-2). Every level draws its worlds here,
and only here, so that no player ever reads the opponent's true block
values or the real game's dice stream (tests/ai/test_no_peeking.py).

``sample_world(game, side, rng)`` uses the kernel's ``game.sample_world``
when the game has one (issue 16, item 1); until then it makes its own: a
copy with fresh dice in which the opponent's command-block values (on the
map, available and set aside) are drawn anew from the set 2,2,3,3,4,4,5,5
(R-COMP), each block on the map worth at least the discs it holds (R-ORD-1).
That stand-in ignores what R-BLK-2 cycles reveal; the kernel's own resample
knows it.
"""

from __future__ import annotations

import random

from ..rules.game import Game
from ..rules.pieces import BLOCK_VALUES, Side


def sample_world(game: Game, side: Side, rng: random.Random) -> Game:
    """A game ``side`` can't tell from ``game``, with fresh dice (a new
    seed drawn from ``rng``): the opponent's hidden block values drawn
    anew. Never the real dice stream, never the opponent's true values."""
    own = getattr(game, "sample_world", None)
    if own is not None:
        return own(side, rng)
    world = game.clone(dice=rng.randrange(1 << 30))
    _redraw_blocks(world, side.other, rng)
    return world


def _redraw_blocks(world: Game, hidden: Side, rng: random.Random) -> None:
    """Give ``hidden``'s blocks values drawn from the full set, independent
    of their true values: the places on the map in a fixed order, then the
    available ones, then those set aside; a block on the map never below
    its discs (drawn again until it fits; the true values always fit)."""
    st = world.state
    places = sorted(p for p, b in st.blocks.items() if b.side is hidden)
    n_available = len(st.available[hidden])
    n_aside = len(st.set_aside[hidden])
    if len(places) + n_available + n_aside != len(BLOCK_VALUES):  # pragma: no cover - a foreign set of blocks
        return
    values = list(BLOCK_VALUES)
    for _ in range(200):
        rng.shuffle(values)
        if all(values[i] >= st.blocks[p].discs for i, p in enumerate(places)):
            break
    else:  # pragma: no cover - the largest values where the most discs are: always fits
        values = sorted(BLOCK_VALUES, reverse=True)
        places = sorted(places, key=lambda p: -st.blocks[p].discs)
    for i, p in enumerate(places):
        st.blocks[p].value = values[i]
    rest = values[len(places) :]
    st.available[hidden] = sorted(rest[:n_available])
    st.set_aside[hidden] = sorted(rest[n_available:])
    world._legal_sorted = False
