"""The one-ply look (docs/computer-opponent.md): every legal action tried
in a sampled world and scored by a ruleset's kit's evaluation. greedy
chooses by it (greedy.py); the searching levels use it for their small
decisions (the kit's default ``small_choice``)."""

from __future__ import annotations

import random
from typing import Any

from .worlds import sample_world

Action = Any  # a ruleset's action

#: worlds an action that rolls dice is tried in (its scores averaged)
DICE_SAMPLES = 4


def one_ply(
    game: Any,
    side: Any,
    rng: random.Random,
    weights: Any = None,
    dice_samples: int = DICE_SAMPLES,
    *,
    kit: Any,
) -> list[tuple[Action, float]]:
    """Each legal action with the evaluation's score for ``side`` after it
    (in sampled worlds; averaged over ``dice_samples`` worlds when it rolls
    dice), in the order of ``legal_actions()``. The evaluation is ``kit``'s
    (the ruleset's), with ``weights`` (None: the kit's balanced ones)."""
    if weights is None:
        weights = kit.weights(None)
    evaluate = kit.evaluate
    legal = game.legal_actions()
    world = sample_world(game, side, rng)
    out = []
    for a in legal:
        trial = world.clone(dice=rng.randrange(1 << 30))
        trial.apply(a)
        value = evaluate(trial, side, weights)
        if trial.log[-1].faces and dice_samples > 1:  # it rolled: average over fresh worlds
            total = value
            for _ in range(dice_samples - 1):
                again = sample_world(game, side, rng)
                again.apply(a)
                total += evaluate(again, side, weights)
            value = total / dice_samples
        out.append((a, value))
    return out


def best_of(scored: list[tuple[Action, float]], rng: random.Random) -> Action:
    """The best-scored action; ties broken by the random stream."""
    top = max(v for _, v in scored)
    best = [a for a, v in scored if v >= top - 1e-9]
    return best[rng.randrange(len(best))]
