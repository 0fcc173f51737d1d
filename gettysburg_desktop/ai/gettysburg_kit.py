"""Gettysburg's kit (ai/kit.py): what the computer players know of this
game besides its rules (docs/computer-opponent.md).

- The root branches on **plans**, not single actions: a block placed,
  removed, a forced pass, an order together with what it orders (move
  this area, fire, entrench along that border, reorganize, pass...), a
  unit's move (``root_plans``); at most half the shortlist places blocks
  (``shortlist``).
- The rollouts play the cheap policy (policy.py) and stop at the end of
  the current period, when the game ends, or after ``horizon`` turns.
- The evaluation (evaluation.py) scores where a rollout stopped; a leaning
  changes its weights.
- The small decisions inside a fight (player.SMALL_STEPS) get a one-ply look.
"""

from __future__ import annotations

import random
from typing import Any

from ..rules.actions import Action
from ..rules.game import Game
from ..rules.invariants import violations
from ..rules.pieces import Side
from . import evaluation, policy
from .evaluation import DEFAULT, Weights
from .kit import Kit
from .player import SMALL_STEPS
from .policy import Context, score

Plan = tuple[Action, ...]

#: the verbs whose action places a disc: the plan goes on to what it orders
ORDERING = frozenset({"order", "double-order"})


def root_plans(game: Game, side: Side, world: Game) -> list[tuple[Plan, float]]:
    """The deciding side's plans with the policy's liking for each (a
    prior): each legal action, and for an order each thing it may order
    (its choose-order step, R-ORD-3). ``world`` is a sampled world: the
    side's own options never depend on the opponent's hidden values."""
    c = Context(game, side)
    out: list[tuple[Plan, float]] = []
    for a in game.legal_actions():
        first = score(c, a)
        if a.verb in ORDERING:
            trial = world.clone()
            trial.apply(a)
            if not trial.over and trial.current_player() is side:
                inner = Context(trial, side)
                follow = trial.legal_actions()
                if len(follow) > 1 and all(b.verb not in ("place-block", "end-turn") for b in follow):
                    for b in follow:
                        out.append(((a, b), first + score(inner, b)))
                    continue
        out.append(((a,), first))
    return out


def shortlist(plans: list[tuple[Plan, float]], k: int) -> list[Plan]:
    """The ``k`` plans the policy likes best, at most half of them block
    placements (there are up to four values times some fifty places)."""
    ranked = sorted(plans, key=lambda p: -p[1])
    placing = [p for p in ranked if p[0][0].verb == "place-block"][: max(2, k // 2)]
    other = [p for p in ranked if p[0][0].verb != "place-block"]
    keep = sorted(placing + other, key=lambda p: -p[1])[:k]
    return [p for p, _ in keep]


class GettysburgKit(Kit):
    name = "gettysburg"
    small_steps = SMALL_STEPS
    #: a rollout's cut-off: 8 changes of the active side (or the period's end)
    horizon = 8

    def plans(self, game: Game, side: Side, world: Game) -> list[tuple[Plan, float]]:
        return root_plans(game, side, world)

    def shortlist(self, plans: list[tuple[Plan, float]], k: int) -> list[Plan]:
        return shortlist(plans, k)

    def policy_action(self, game: Game, rng: random.Random, legal: list | None = None) -> Action:
        return policy.policy_action(game, rng, legal)

    def rollout(self, game: Game, rng: random.Random, *, turns: int | None = None) -> int:
        return policy.rollout(game, rng, turns=self.horizon if turns is None else turns)

    def weights(self, style: str | None) -> Weights:
        return DEFAULT.leaning(style)

    def evaluate(self, game: Game, side: Side, weights: Any = None) -> float:
        return evaluation.evaluate(game, side, DEFAULT if weights is None else weights)

    def violations(self, game: Game) -> list[str]:
        return violations(game)


KIT = GettysburgKit()
