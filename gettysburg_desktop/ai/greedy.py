"""The one-ply player (docs/computer-opponent.md): greedy tries every
legal action in a sampled world (worlds.py: fresh dice, the opponent's
secrets drawn anew) and takes the one whose position the
evaluation scores best; an action that rolls dice is tried in a few
worlds and its scores averaged.

The evaluation is the ruleset's kit's (kit.py): any ruleset on the kernel
gets greedy (the defaults score only a game's end). The searching
levels use ``one_ply`` for the small decisions (the kit's ``small_steps``)."""

from __future__ import annotations

import random
from typing import Any

from .kit import kit_for
from .one_ply import best_of, one_ply
from .player import Player, PlayerSpec, Progress

Action = Any  # a ruleset's action


class GreedyPlayer(Player):
    """One-ply look-ahead scored by the evaluation."""

    def __init__(self, spec: PlayerSpec) -> None:
        self.spec = spec
        self.name = str(spec)

    def choose(self, game: Any, seed: int, progress: Progress | None = None) -> Action:
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        rng = random.Random(seed)
        kit = kit_for(game)
        scored = one_ply(game, game.current_player(), rng, kit.weights(self.spec.style), kit=kit)
        if progress is not None:
            progress(1.0)
        return best_of(scored, rng)
