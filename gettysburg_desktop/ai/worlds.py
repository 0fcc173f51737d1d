"""The worlds a searching player looks ahead in: games the deciding side
can't tell from the real one. Every level draws its worlds here,
and only here, so that no player ever reads the opponent's secrets or
the real game's dice stream (tests/ai/test_no_peeking.py).

The kernel draws them (``Gateway.sample_world``: the ruleset's
``resample``; a ruleset without hidden information gets a clone with fresh
dice; each game's own is described in docs/computer-opponent.md): the
opponent's secrets drawn among those consistent with what the side has
seen, fresh dice seeded from ``rng``, no undo and no events.
"""

from __future__ import annotations

import random
from typing import Any


def sample_world(game: Any, side: Any, rng: random.Random) -> Any:
    """A game ``side`` can't tell from ``game``, with fresh dice drawn from
    ``rng``: never the real dice stream, never the opponent's true values."""
    return game.sample_world(side, rng)
