"""The searching levels, normal and hard (docs/computer-opponent.md): a
flat Monte Carlo search over the deciding side's turn plans with rollouts,
no tree (each plan is tried in sampled worlds, played on by the cheap
policy and scored; nothing below the root is searched or kept), for any
ruleset on the kernel: what is game-specific comes from the ruleset's kit
(kit.py; each game's in docs/computer-opponent.md).

- Each simulation draws a world the side can't tell from the real one
  (worlds.py: the opponent's secrets drawn anew) with fresh
  dice (open loop: the same plan meets other rolls each time).
- The root branches on the kit's **plans** (an order together with
  what it orders, a march with what it moves...; the defaults: each legal
  action), shortlisted by their priors. The plan's inner steps, the rest
  of the turn and both sides' play after it are filled in by the kit's
  cheap policy (the defaults: random).
- The rollout stops where the kit's ``rollout`` says (the defaults: the
  game's end), and the kit's evaluation scores where it stopped for the deciding side.
- Sequential Halving (Karnin et al. 2013) spreads the simulations over the
  candidates: all get the same number, the worse half goes, and so on
  until one is left; the j-th simulation of every candidate of a round
  runs in the same sampled world with the same dice (common random
  numbers), so candidates are compared on the same luck.
- Small decisions (the kit's ``small_steps``) are the kit's
  ``small_choice`` (the default: a one-ply look, one_ply.py).
- Anytime: the budget is seconds (``PlayerSpec.seconds`` over the level's
  own); ``iterations`` fixes the simulations instead (``hard#800``,
  ``PlayerSpec.simulations``), for arena matches and tests that must not
  depend on the machine's speed or load. With it the root compares the
  level's own number of plans at most.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from gettysburg_desktop.kernel.gateway import IllegalAction

from .kit import Kit, kit_for
from .one_ply import best_of, one_ply
from .player import Player, PlayerSpec, Progress
from .replies import Replies
from .worlds import sample_world

Plan = tuple  # a root candidate: the actions played in turn (kit.py)

#: the simulations each root plan should get at least, on average
SIMS_PER_PLAN = 24


class SearchPlayer(Player):
    """Flat Monte Carlo search over turn plans with rollouts (no tree),
    Sequential Halving at the root (module doc)."""

    def __init__(
        self,
        spec: PlayerSpec,
        *,
        seconds: float,
        candidates: int,
        turns: int | None = None,
        iterations: int | None = None,
        weights: Any = None,
        replies: bool = False,
    ) -> None:
        self.spec = spec
        self.name = str(spec)
        self.seconds = spec.seconds if spec.seconds is not None else seconds
        #: the level's own budget: ``candidates`` is its width there
        self.level_seconds = seconds
        self.candidates = candidates
        #: a rollout's cut-off in changes of the deciding side (None: the kit's horizon)
        self.turns = turns
        #: fixed simulations per turn decision instead of the time budget (``hard#800``, tests): the same
        #: decisions on any machine under any load
        self.iterations = iterations
        #: a level of the opponent's replies below each root plan (replies.py), or the policy's alone
        self.replies = replies
        #: the evaluation's weights (None: the kit's, with the spec's leaning)
        self.weights = None if weights is None else weights.leaning(spec.style)
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

    def choose(self, game: Any, seed: int, progress: Progress | None = None) -> Any:
        return self.choose_plan(game, seed, progress)[0]

    def choose_plan(self, game: Any, seed: int, progress: Progress | None = None) -> Plan:
        """The plan the search chose (its first action is the decision): a
        march with what it moves, an order with what it orders (the kit's plans)."""
        start = time.perf_counter()
        legal = game.legal_actions()
        if len(legal) == 1:
            return (legal[0],)
        side = game.current_player()
        rng = random.Random(seed)
        kit = kit_for(game)
        weights = kit.weights(self.spec.style) if self.weights is None else self.weights
        if kit.decision_kind(game) == "small":
            small = kit.small_choice(game, side, rng, weights)
            if small is None:  # the kit leaves it to the search: a one-ply look with two dice samples
                small = best_of(one_ply(game, side, rng, weights, dice_samples=2, kit=kit), rng)
            return (small,)
        world = sample_world(game, side, rng)
        width = self._width()
        plans = kit.shortlist(kit.plans(game, side, world), width)
        if len(plans) == 1:
            return plans[0]
        # a decision between few plans takes a share of the budget
        # (5% kept for the last simulation's overrun and the answer's way back)
        deadline = start + 0.95 * self.seconds * max(0.25, min(1.0, len(plans) / width))
        best, sims = self._halving(game, side, plans, rng, deadline, progress, kit, weights)
        spent = time.perf_counter() - start
        self.last = {"simulations": sims, "plans": len(plans), "seconds": spent}
        if self.iterations is None and sims:
            self._per_sim = 0.7 * self._per_sim + 0.3 * spent / sims
        if progress is not None:
            progress(1.0)
        return best

    # ------------------------------------------------------------------ Sequential Halving
    def _halving(
        self,
        game: Any,
        side: Any,
        plans: list[Plan],
        rng: random.Random,
        deadline: float,
        progress: Progress | None,
        kit: Kit,
        weights: Any,
    ) -> tuple[Plan, int]:
        n = len(plans)
        rounds = max(1, math.ceil(math.log2(n)))
        total = [0.0] * n
        count = [0] * n
        alive = list(range(n))
        nodes = [Replies(kit, side) if self.replies else None for _ in range(n)]
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
                    total[i] += self._simulate(base, plans[i], side, dice, roll, kit, weights, nodes[i])
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

    def _simulate(
        self, base: Any, plan: Plan, side: Any, dice: int, roll: int, kit: Kit, weights: Any, replies: Replies | None
    ) -> float:
        """One simulation: the plan in a copy of the sampled world, then the
        policy to the cut-off (the opponent's first turn decision from
        ``replies`` where given); the evaluation for ``side``."""
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
            kit.rollout(g, rng, turns=self.turns, reply=replies)
        score = kit.evaluate(g, side, weights)
        if replies is not None:
            replies.update(score)
        return score
