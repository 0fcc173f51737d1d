"""Gettysburg's kit (ai/kit.py): what the computer players know of this
game besides its rules (docs/computer-opponent.md).

- The root branches on **plans**, not single actions: a block placed,
  removed, a forced pass, an order together with what it orders (move
  this area, fire, entrench along that border, reorganize, pass...), a
  unit's move (``root_plans``); at most half the shortlist places blocks
  (``shortlist``). An order that does nothing (policy.idle: a pass, an
  unfinished entrenchment off the stars) is one plan at most, and none for
  the Confederates while they have anything else to do; an attacker
  carries the fewest cubes it may; a battery is not sent to stand alone
  next to the enemy while anything else is left to do.
- The rollouts play the cheap policy (policy.py) and stop at the end of
  the current period, when the game ends, or after ``horizon`` turns.
- The evaluation (evaluation.py) scores where a rollout stopped; a leaning
  changes its weights.
- The small decisions inside a fight (``SMALL_STEPS``) get a one-ply look.
"""

from __future__ import annotations

import random
import re
from typing import Any

from gettysburg_desktop.kernel.kit import Kit, Reply

from ..rules.actions import Action
from ..rules.game import Game
from ..rules.invariants import violations
from ..rules.periods import PERIODS
from ..rules.pieces import Side
from . import evaluation, policy, scripted
from .evaluation import DEFAULT, Weights
from .features import Fitted
from .fitted import WEIGHTS
from .policy import Context, score

Plan = tuple[Action, ...]

#: the verbs whose action places a disc: the plan goes on to what it orders
ORDERING = frozenset({"order", "double-order"})


def root_plans(game: Game, side: Side, world: Game) -> list[tuple[Plan, float]]:
    """The deciding side's plans with the policy's liking for each (a
    prior): each legal action, and for an order each thing it may order
    (its choose-order step, R-ORD-3). ``world`` is a sampled world: the
    side's own options never depend on the opponent's hidden values.

    An order that does nothing (``policy.idle``) spends a disc and gives
    the opponent the next action; the evaluation can't tell it from a
    useful order it does not see the worth of, and every border of every
    area reached makes one more of them. So the idle plans are one at most
    (the best liked), and the Confederates get none while they have
    anything else to do: a block placed costs no disc, and the clock runs
    for the Union (R-TIME-3, R-WIN-3), whose idle order lets a period go by.
    A unit moving into an enemy-held area carries the fewest loose cubes it
    may (``_heavier``), and a battery goes where it would stand alone next
    to the enemy (``policy.guns_alone``, R-ASLT-11) only when nothing else
    is left to do."""
    c = Context(game, side)
    out: list[tuple[Plan, float]] = []
    idle: list[tuple[Plan, float]] = []
    exposed: list[tuple[Plan, float]] = []
    legal = game.legal_actions()
    lightest: dict[tuple[str, str], int] = {}
    for a in legal:
        if a.verb == "move" and len(a.args) > 1:
            key = (a.args[0], a.args[1])
            lightest[key] = min(lightest.get(key, 99), policy.load(a))
    for a in legal:
        first = score(c, a)
        if a.verb in ORDERING:
            trial = world.clone()
            trial.apply(a)
            if not trial.over and trial.current_player() is side:
                inner = Context(trial, side)
                follow = trial.legal_actions()
                if len(follow) > 1 and all(b.verb not in ("place-block", "end-turn") for b in follow):
                    for b in follow:
                        (idle if policy.idle(inner, b) else out).append(((a, b), first + score(inner, b)))
                    continue
        if a.verb == "move" and len(a.args) > 1 and a.args[1] in c.theirs and _heavier(a, lightest):
            continue
        if policy.guns_alone(c, a):
            exposed.append(((a,), first))
            continue
        (idle if policy.idle(c, a) else out).append(((a,), first))
    if not out:  # nothing useful left: the search weighs what is
        out = exposed
    if idle and (side is Side.USA or not out or out is exposed):
        out.append(max(idle, key=lambda p: p[1]))
    return out


def _heavier(a: Action, lightest: dict[tuple[str, str], int]) -> bool:
    """Whether a lighter load exists for the same unit's assault: every cube
    an attacker carries in lowers its morale column and its fire (T3, T4;
    R-MOVE-6 lets it leave what those staying can hold)."""
    return policy.load(a) > lightest[a.args[0], a.args[1]]


#: the steps of the small decisions inside an assault, a fire or a
#: retreat (cubes, retreats, ride-offs, cube colours): decided by a one-ply
#: look at most, timed apart from the turn decisions (issue 16's targets:
#: p95 0.2 s against 2 s)
SMALL_STEPS = frozenset(
    {
        "assign-cube",
        "assign-existing-cubes",
        "take-cube",
        "retreat",
        "withdraw-artillery",
        "ride-off",
        "artillery-retreat",
        "counter-attack",
        "cube-colour",
        "damage-artillery",
        "take-fire-marker",
        "remove-entrenchment",
    }
)


def shortlist(plans: list[tuple[Plan, float]], k: int) -> list[Plan]:
    """The ``k`` plans the policy likes best, at most half of them block
    placements (there are up to four values times some fifty places)."""
    ranked = sorted(plans, key=lambda p: -p[1])
    placing = [p for p in ranked if p[0][0].verb == "place-block"][: max(2, k // 2)]
    other = [p for p in ranked if p[0][0].verb != "place-block"]
    keep = sorted(placing + other, key=lambda p: -p[1])[:k]
    return [p for p, _ in keep]


#: a victory rule named in a game's reason ("... (R-WIN-3).")
_WIN_RULE = re.compile(r"R-WIN-\d+")


#: the evaluation fitted on policy games (tools/fit_evaluation.py): ``hard:fitted``
FITTED = Fitted(WEIGHTS)


class GettysburgKit(Kit):
    name = "gettysburg"
    small_steps = SMALL_STEPS
    #: the arena's report: its periods (a result's ``period`` counts them) and its sides' names
    periods = PERIODS
    report_sides = ("Confederates", "Union")
    #: a rollout's cut-off: 8 changes of the active side (or the period's end)
    horizon = 8
    styles = ("aggressive", "cautious", "fitted")
    scripted = "the historical defensive Union: its arrivals hold the stars (scripted.py)"
    #: easy: the policy's scores with uniform noise of this size (the rollouts': 0.3)
    easy_noise = 1.0

    def plans(self, game: Game, side: Side, world: Game, limit: int | None = None) -> list[tuple[Plan, float]]:
        return root_plans(game, side, world)

    def shortlist(self, plans: list[tuple[Plan, float]], k: int) -> list[Plan]:
        return shortlist(plans, k)

    def policy_action(
        self, game: Game, rng: random.Random, legal: list | None = None, noise: float | None = None
    ) -> Action:
        return policy.policy_action(game, rng, legal, policy.NOISE if noise is None else noise)

    def rollout(self, game: Game, rng: random.Random, *, turns: int | None = None, reply: Reply | None = None) -> int:
        return policy.rollout(game, rng, turns=self.horizon if turns is None else turns, reply=reply)

    def weights(self, style: str | None) -> Weights | Fitted:
        if style == "fitted":
            return FITTED
        return DEFAULT.leaning(style)

    def evaluate(self, game: Game, side: Side, weights: Any = None) -> float:
        if isinstance(weights, Fitted):
            return weights.evaluate(game, side)
        return evaluation.evaluate(game, side, DEFAULT if weights is None else weights)

    def scripted_action(self, game: Game, rng: random.Random) -> Action:
        return scripted.scripted_action(game, rng)

    def violations(self, game: Game) -> list[str]:
        return violations(game)

    def outcome_rule(self, game: Game) -> str | None:
        """The victory rule the game's reason names (R-WIN-1 ... R-WIN-3)."""
        if not game.over or game.outcome is None:
            return None
        m = _WIN_RULE.search(str(game.outcome[1]))
        return m.group(0) if m else None


KIT = GettysburgKit()
