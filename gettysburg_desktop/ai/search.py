"""The searching levels, normal and hard (docs/computer-opponent.md):
information-set Monte Carlo search (Cowling, Powley & Whitehouse 2012,
after OpenSpiel's ``is_mcts.h``) over the deciding side's turn plans.

- Each simulation draws a world the side can't tell from the real one
  (worlds.py: the opponent's block values drawn anew) with fresh dice
  (open loop: the same plan meets other rolls each time).
- The root branches on **plans**, not single actions: a block placed,
  removed, a forced pass, an order together with what it orders (move
  this area, fire, entrench along that border, reorganize, pass...), a
  unit's move. The plan's inner steps, the rest of the turn and both
  sides' play after it are filled in by the cheap policy (policy.py).
- The rollout stops at the end of the current period, when the game ends,
  or after a few turns, and the evaluation (evaluation.py) scores where it
  stopped for the deciding side.
- Sequential Halving (Karnin et al. 2013) spreads the simulations over the
  candidates: all get the same number, the worse half goes, and so on
  until one is left; the j-th simulation of every candidate of a round
  runs in the same sampled world with the same dice (common random
  numbers), so candidates are compared on the same luck.
- Small decisions inside a fight (player.SMALL_STEPS) are a one-ply look
  (greedy.one_ply).
- Anytime: the budget is seconds (``PlayerSpec.seconds`` over the level's
  own); ``iterations`` fixes the simulations instead, for tests that must
  not depend on the machine's speed.
"""

from __future__ import annotations

import math
import random
import time

from ..kernel.gateway import IllegalAction
from ..rules.actions import Action
from ..rules.game import Game
from ..rules.pieces import Side
from .evaluation import DEFAULT, Weights, evaluate
from .greedy import best_of, one_ply
from .player import Player, PlayerSpec, Progress, decision_kind
from .policy import Context, rollout, score
from .worlds import sample_world

Plan = tuple[Action, ...]

#: the simulations each root plan should get at least, on average
SIMS_PER_PLAN = 24

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


class SearchPlayer(Player):
    """Information-set Monte Carlo search over turn plans, Sequential
    Halving at the root (module doc)."""

    def __init__(
        self,
        spec: PlayerSpec,
        *,
        seconds: float,
        candidates: int,
        turns: int = 8,
        iterations: int | None = None,
        weights: Weights = DEFAULT,
    ) -> None:
        self.spec = spec
        self.name = str(spec)
        self.seconds = spec.seconds if spec.seconds is not None else seconds
        #: the level's own budget: ``candidates`` is its width there
        self.level_seconds = seconds
        self.candidates = candidates
        self.turns = turns
        #: fixed simulations per turn decision instead of the time budget (tests)
        self.iterations = iterations
        self.weights = weights.leaning(spec.style)
        #: what the last decision did: simulations, plans, seconds (the arena reads it)
        self.last: dict = {}
        #: seconds a simulation takes, as measured in the last decisions
        self._per_sim = 0.005

    def _cap(self) -> int:
        """The most plans the root compares: the level's ``candidates`` at
        its own budget, growing with the square root of a larger one
        (hard: 16 at 2 s, 23 at 4 s, 32 at 8 s), so that more time buys
        both more plans and more simulations for each."""
        if self.iterations is not None or self.seconds <= self.level_seconds:
            return self.candidates
        return round(self.candidates * math.sqrt(self.seconds / self.level_seconds))

    def _width(self) -> int:
        """How many plans the root compares: as many as the budget gives
        ``SIMS_PER_PLAN`` simulations each, at least 2, at most ``_cap()``.
        With few simulations the policy's prior is a better guide than a
        handful of noisy rollouts."""
        sims = self.iterations if self.iterations is not None else self.seconds / self._per_sim
        return max(2, min(self._cap(), int(sims) // SIMS_PER_PLAN))

    def choose(self, game: Game, seed: int, progress: Progress | None = None) -> Action:
        start = time.perf_counter()
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        side = game.current_player()
        rng = random.Random(seed)
        if decision_kind(game) == "small":
            return best_of(one_ply(game, side, rng, self.weights, dice_samples=2), rng)
        world = sample_world(game, side, rng)
        width = self._width()
        plans = shortlist(root_plans(game, side, world), width)
        if len(plans) == 1:
            return plans[0][0]
        # a decision between few plans takes a share of the budget
        # (5% kept for the last simulation's overrun and the answer's way back)
        deadline = start + 0.95 * self.seconds * max(0.25, min(1.0, len(plans) / width))
        best, sims = self._halving(game, side, plans, rng, deadline, progress)
        spent = time.perf_counter() - start
        self.last = {"simulations": sims, "plans": len(plans), "seconds": spent}
        if self.iterations is None and sims:
            self._per_sim = 0.7 * self._per_sim + 0.3 * spent / sims
        if progress is not None:
            progress(1.0)
        return best[0]

    # ------------------------------------------------------------------ Sequential Halving
    def _halving(
        self,
        game: Game,
        side: Side,
        plans: list[Plan],
        rng: random.Random,
        deadline: float,
        progress: Progress | None,
    ) -> tuple[Plan, int]:
        n = len(plans)
        rounds = max(1, math.ceil(math.log2(n)))
        total = [0.0] * n
        count = [0] * n
        alive = list(range(n))
        sims = 0
        clock = time.perf_counter
        began = clock()
        per_sim = self._per_sim  # the last decisions' cost, measured again from the first simulations on
        fixed = self.iterations
        span = max(deadline - began, 1e-6)
        for r in range(rounds):
            if fixed is not None:
                budget = fixed * (r + 1) // rounds - fixed * r // rounds
            else:
                left = deadline - clock()
                if left <= 0:
                    break
                budget = int(left / (rounds - r) / per_sim)
            per = max(1, budget // len(alive))
            for _ in range(per):
                base = sample_world(game, side, rng)
                dice = rng.randrange(1 << 30)
                roll = rng.randrange(1 << 30)
                for i in alive:
                    total[i] += self._simulate(base, plans[i], side, dice, roll)
                    count[i] += 1
                    sims += 1
                if fixed is None:
                    now = clock()
                    per_sim = (now - began) / sims
                    if progress is not None:  # now and then: a worker may stop the search here
                        progress(min(1.0, (now - began) / span))
                    if now >= deadline:
                        break
                elif progress is not None:
                    progress(min(1.0, sims / max(fixed, 1)))
            if fixed is None and clock() >= deadline:
                break
            if len(alive) > 1 and r < rounds - 1:
                alive.sort(key=lambda i: -total[i] / max(count[i], 1))
                alive = alive[: max(1, math.ceil(len(alive) / 2))]
        best = max(alive, key=lambda i: (total[i] / count[i] if count[i] else -2.0, -i))
        return plans[best], sims

    def _simulate(self, base: Game, plan: Plan, side: Side, dice: int, roll: int) -> float:
        """One simulation: the plan in a copy of the sampled world, then the
        policy to the cut-off; the evaluation for ``side``."""
        g = base.clone(dice=dice)
        rng = random.Random(roll)
        for a in plan:
            if g.over or g.current_player() is not side:
                break
            try:
                g.apply(a)
            except IllegalAction:  # pragma: no cover - the side's own options are the same in every world
                break
        if not g.over:
            rollout(g, rng, turns=self.turns)
        return evaluate(g, side, self.weights)
