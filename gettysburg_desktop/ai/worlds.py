"""The worlds a searching player looks ahead in: games the deciding side
can't tell from the real one (R-ACT-2). Every level draws its worlds here,
and only here, so that no player ever reads the opponent's true block
values or the real game's dice stream (tests/ai/test_no_peeking.py).

The kernel draws them (``Gateway.sample_world``: the ruleset's
``resample``; a ruleset without hidden information gets a clone with fresh
dice). Gettysburg's (games/gettysburg/rules/worlds.py): the
opponent's block values drawn uniformly among those consistent with what
the side has seen (the set 2,2,3,3,4,4,5,5, the discs each block holds,
what R-BLK-2 cycles revealed), fresh dice seeded from ``rng``, no undo and
no events.
"""

from __future__ import annotations

import random
from typing import Any


def sample_world(game: Any, side: Any, rng: random.Random) -> Any:
    """A game ``side`` can't tell from ``game``, with fresh dice drawn from
    ``rng``: never the real dice stream, never the opponent's true values."""
    return game.sample_world(side, rng)
