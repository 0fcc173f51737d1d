"""easy (docs/computer-opponent.md): the ruleset's cheap policy, the one
the searching levels play their rollouts with, with more noise. It looks at
a sampled world (worlds.py), scores each legal action from the position's
features (the kit's policy; each game's in docs/computer-opponent.md), adds the kit's ``easy_noise`` of uniform noise to
each score and plays the best: a beginner's opponent that plays the game
and makes mistakes. Its first side wins about as often against its own
second as the policy's does against the policy's (docs/performance.md). It
has no evaluation: a leaning changes nothing in it."""

from __future__ import annotations

import random
from typing import Any

from .kit import kit_for
from .player import Player, PlayerSpec, Progress
from .worlds import sample_world


class _PolicyPlayer(Player):
    """A player that decides by one look in a sampled world, no search: ``decide``."""

    def __init__(self, spec: PlayerSpec) -> None:
        self.spec = spec
        self.name = str(spec)

    def choose(self, game: Any, seed: int, progress: Progress | None = None) -> Any:
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        rng = random.Random(seed)
        kit = kit_for(game)
        action = self.decide(kit, sample_world(game, game.current_player(), rng), rng)
        if progress is not None:
            progress(1.0)
        return action

    def decide(self, kit: Any, world: Any, rng: random.Random) -> Any:
        raise NotImplementedError


class EasyPlayer(_PolicyPlayer):
    """The kit's policy with the kit's ``easy_noise`` (module doc); ``rollouts``: with the rollouts' own
    noise instead, the ``policy`` level (the arena's honest baseline, issue 26: what the searching levels'
    rollouts play, so that what the search adds to it can be measured)."""

    def __init__(self, spec: PlayerSpec, *, rollouts: bool = False) -> None:
        super().__init__(spec)
        self.rollouts = rollouts

    def decide(self, kit: Any, world: Any, rng: random.Random) -> Any:
        noise = None if self.rollouts else kit.easy_noise  # None: the rollouts' noise
        return kit.policy_action(world, rng, world.legal_actions(), noise=noise)


class ScriptedPlayer(_PolicyPlayer):
    """The kit's script (``Kit.scripted_action``): a fixed control to measure
    the search against (issue 26; Gettysburg's: the historical defensive
    Union). It plays in a sampled world, as every level does. Refused by the
    arena for a game whose kit has no script."""

    def decide(self, kit: Any, world: Any, rng: random.Random) -> Any:
        action = kit.scripted_action(world, rng)
        if action is None:
            raise ValueError(f"{type(kit).__name__} has no script: the scripted player plays no other game")
        return action
