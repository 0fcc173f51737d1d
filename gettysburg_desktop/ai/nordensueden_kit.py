"""Norden & Süden's kit (ai/kit.py): what the computer players know of the
game besides its rules (docs/computer-opponent.md, "A ruleset's kit").

A draft written against the ruleset of the branch i17-rules/i17-battle
(nordensueden/game.py, board.py, victory.py) before it was merged: only a
game of that ruleset imports it (``kit_for``), and its tests
(tests/ai/test_nordensueden_kit.py) wait for the ruleset. Its weights are
set by hand and were tried in a handful of games only.

- The evaluation reads the victory conditions as a chance of winning, from
  the Union's side (the Confederacy's score is its opposite): the Union's
  objectives it owns (NS-WIN-1: every Confederate recruitment city of value
  2 or 3), the army maxima's difference (NS-ARMY-1; the Confederacy wins
  when its maximum is the higher, NS-WIN-2b), each side's strength on the
  map (combat values, T1, halved on a reduced counter, NS-FIRE-3) and the
  clock towards the last turn (time is the Confederacy's: NS-WIN-2c); and
  the threats: Union strength next to the objectives it does not own yet,
  Confederate strength next to Washington against its garrison (NS-WIN-2a).
- The rollouts stop after ``horizon`` changes of the deciding side (about
  two player turns), or at the game's end.
- The policy is random with a lean: it marches, moves, recruits and
  promotes rather than ending a segment early, and moves towards boxes
  its side does not own.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace
from typing import Any

from ..nordensueden.sides import Side
from ..nordensueden.victory import confederate_objectives, union_objectives
from .kit import Kit

#: the turn the game ends after (NS-LEN-1) and the short game's (NS-SHORT)
LAST_TURN, SHORT_LAST_TURN = 40, 10

#: the verbs that end a segment or pass up a chance: the policy takes them last
PASSING = frozenset({"end-movement", "end-march", "end-recruitment", "no-promotion", "stand"})


@dataclass(frozen=True)
class Weights:
    """The evaluation's weights, on the Union's logit (tanh of the sum)."""

    objectives: float = 2.0  # the share of the Union's objectives it owns (NS-WIN-1)
    army: float = 0.25  # each point of army maximum the Union has over the Confederacy (NS-ARMY, NS-WIN-2b)
    strength: float = 1.2  # the difference of strength on the map, as a share of both
    clock: float = 1.0  # the share of the game gone (NS-WIN-2c)
    threat: float = 0.5  # Union strength next to its objectives against their garrisons (NS-WIN-1)
    capital: float = 0.9  # Confederate strength next to Washington against its garrison (NS-WIN-2a)
    bias: float = -0.3

    def leaning(self, style: str | None) -> Weights:
        """Aggressive: ground (objectives, army maxima) counts more, losses
        less; cautious: the reverse. A weight, never a rule."""
        if style == "aggressive":
            return replace(self, threat=self.threat * 1.5, army=self.army * 1.3, strength=self.strength * 0.7)
        if style == "cautious":
            return replace(self, capital=self.capital * 1.4, strength=self.strength * 1.4, threat=self.threat * 0.7)
        return self


DEFAULT = Weights()


def strength(game: Any, side: Side) -> float:
    """``side``'s combat values on the map (T1), a reduced counter half."""
    return sum(u.kind.value * (0.5 if u.reduced else 1.0) for u in game.on_map(side))


def _in(game: Any, box: str, side: Side) -> float:
    return sum(u.kind.value * (0.5 if u.reduced else 1.0) for u in game.units_in(box, side))


def threat(game: Any, box: str, side: Side) -> float:
    """``side``'s strength in and next to ``box`` against the enemy's in it,
    in [-1, 1.5] (a move away from taking it)."""
    near = _in(game, box, side) + sum(_in(game, n, side) for n in game.map.neighbours(box))
    return max(-1.0, min(1.5, (near - _in(game, box, side.other)) / 6.0))


def union_logit(game: Any, w: Weights = DEFAULT) -> float:
    objectives = union_objectives(game.map)
    held = sum(game.owner(b) is Side.USA for b in objectives) / max(1, len(objectives))
    army = game.army_max(Side.USA) - game.army_max(Side.CSA)
    usa, csa = strength(game, Side.USA), strength(game, Side.CSA)
    share = (usa - csa) / max(1.0, usa + csa)
    last = SHORT_LAST_TURN if game.variant("short") else LAST_TURN
    clock = min(1.0, (game.state.turn - 1) / last)
    attack = sum(threat(game, b, Side.USA) for b in objectives if game.owner(b) is not Side.USA)
    danger = sum(threat(game, b, Side.CSA) for b in confederate_objectives(game.map))
    return (
        w.bias
        + w.objectives * held
        + w.army * army
        + w.strength * share
        - w.clock * clock
        + w.threat * attack / max(1, len(objectives))
        - w.capital * danger
    )


class NordenSuedenKit(Kit):
    name = "norden-sueden"
    #: a rollout's cut-off: changes of the deciding side (about two player turns)
    horizon = 6

    def weights(self, style: str | None) -> Weights:
        return DEFAULT.leaning(style)

    def evaluate(self, game: Any, side: Any, weights: Any = None) -> float:
        if game.over:
            return float(game.returns().get(side, 0))
        v = math.tanh(union_logit(game, DEFAULT if weights is None else weights))
        return v if side is Side.USA else -v

    def policy_action(self, game: Any, rng: random.Random, legal: list | None = None) -> Any:
        if legal is None:
            legal = game.legal_actions(ordered=False)
        if len(legal) == 1:
            return legal[0]
        side = game.current_player()
        best, top = legal[0], -1.0
        for a in legal:
            score = rng.random()
            if a.verb in PASSING:
                score -= 0.6
            elif a.verb == "move" and game.owner(a.args[1].rsplit(">", 1)[-1]) is not side:
                score += 0.5
            if score > top:
                best, top = a, score
        return best


KIT = NordenSuedenKit()
