"""The opponent's replies below a root plan (issue 26, item 3: "a tree
below the root ... over plans and the opponent's replies"): one level of an
open-loop information-set tree (OpenSpiel's is_mcts, Cowling et al.'s
ISMCTS), met by the rollouts of one root plan.

Each simulation of the plan runs in a world of its own (the opponent's
secrets drawn anew, other dice), so the opponent's decision after it is
not one position but many. A ``Replies`` node is asked by the rollout
(kernel/kit.py ``Replying``) before each action until the opponent has a
turn decision with a choice (``decision_kind`` "turn"); there it takes the
opponent's plans in that world (the kit's ``plans``, best liked first) and
picks one for the opponent:

- **progressive widening**: the first ``ceil(WIDEN * sqrt(visits + 1))``
  plans by prior are open to it, so a reply met rarely is the policy's
  best and more are tried as the root plan is simulated more;
- **availability** (ISMCTS's subset-armed bandit): a reply is known by its
  actions; of those open, one never tried goes first (the best liked),
  otherwise UCB1 on the opponent's own mean (``-`` the root side's score)
  with each reply's ``log`` counted over the visits it was open in.

The simulation's score then counts for the reply (``update``) as for the
root plan: the plan's mean leans towards what the opponent's best replies
leave it, not the policy's average reply. Nothing is kept between
decisions: a decision's worlds are drawn from what the side knows then.
"""

from __future__ import annotations

import math
from typing import Any

from .kit import Kit, Plan

#: the replies open at a node: ``ceil(WIDEN * sqrt(visits + 1))`` by prior
WIDEN = 1.0
#: UCB1's exploration constant (scores in [-1, 1])
EXPLORE = 1.0


class Replies:
    """The opponent's replies met below one root plan (module doc): called
    by a rollout with its game, it answers a plan once the opponent decides
    a turn decision with a choice, None before."""

    __slots__ = ("chosen", "kit", "side", "stats", "visits")

    def __init__(self, kit: Kit, side: Any) -> None:
        self.kit = kit
        #: the root's deciding side: the replies are the other side's
        self.side = side
        #: a reply's actions -> [its total for the opponent, its simulations, the visits it was open in]
        self.stats: dict[Plan, list[float]] = {}
        self.visits = 0
        #: the reply of the simulation under way (None: none met yet)
        self.chosen: Plan | None = None

    def __call__(self, game: Any) -> Plan | None:
        if game.current_player() is self.side or self.kit.decision_kind(game) != "turn":
            return None
        if len(game.legal_actions(ordered=False)) < 2:  # a forced step is no reply
            return None
        k = math.ceil(WIDEN * math.sqrt(self.visits + 1))
        plans = self.kit.shortlist(self.kit.plans(game, game.current_player(), game, limit=k), k)
        if not plans:
            return None
        self.visits += 1
        stats = self.stats
        best: Plan | None = None
        best_score = -math.inf
        for plan in plans:
            s = stats.get(plan)
            if s is None:
                s = stats[plan] = [0.0, 0, 0]
            s[2] += 1
            if s[1] == 0:
                if best is None or best_score < math.inf:
                    best, best_score = plan, math.inf
                continue
            score = s[0] / s[1] + EXPLORE * math.sqrt(math.log(s[2]) / s[1])
            if score > best_score:
                best, best_score = plan, score
        self.chosen = best
        return best

    def update(self, score: float) -> None:
        """The simulation's score for the root side: it counts against the reply chosen in it."""
        if self.chosen is not None:
            s = self.stats[self.chosen]
            s[0] -= score
            s[1] += 1
            self.chosen = None
