"""What a ruleset gives the computer players (docs/computer-opponent.md, "A
ruleset's kit"): the levels (random, greedy, easy, normal, hard) are the
same search for every ruleset on the kernel; a ruleset's ``Kit`` says what
is game-specific in it. ``kit_for(game)`` picks it by ``game.ruleset.name``;
a ruleset without a kit of its own gets this module's ``Kit``, whose
defaults play any game on the kernel (flat Monte Carlo search with random
rollouts to the game's end):

- ``plans(game, side, world)``: the root's candidates, each a tuple of
  actions with a prior (the policy's liking); default: each legal action
  alone, prior 1;
- ``shortlist(plans, k)``: the ``k`` the root compares; default: the best
  priors (ties in the legal order);
- ``policy_action(game, rng, legal, noise)``: the rollouts' cheap policy,
  ``noise`` the size of its random part (None: the rollouts'); easy plays
  it with ``easy_noise``; default: uniformly random among the legal
  actions;
- ``rollout(game, rng, turns)``: play on with the policy to the cut-off;
  default: to the game's end, or ``turns`` changes of the deciding side,
  or ``max_actions``;
- ``evaluate(game, side, weights)``: the position's score for ``side`` in
  [-1, 1], read like a chance of winning; default: the returns at the end,
  0 while the game runs;
- ``small_steps``: the steps whose decisions get the cheap one-ply look
  (``decision_kind``); default: none;
- ``small_choice(game, side, rng, weights)``: a small decision of the
  searching levels; default: the one-ply look (one_ply.py);
- ``weights(style)``: the evaluation's weights with a leaning (aggressive,
  cautious) applied; default: None (the default evaluation has none);
- ``violations(game)``: the ruleset's invariants broken, for the arena;
  default: none;
- ``outcome_rule(game)``: the rule that decided a finished game, for the
  arena's figures; default: None (the arena asks the ruleset's ``result``).

A kit reads only what the player is handed: a sampled world
(ai/worlds.py), never the real game (tests/ai/test_no_peeking.py).
"""

from __future__ import annotations

import importlib
import random
from typing import Any

from gettysburg_desktop.games import registrations

from .one_ply import best_of, one_ply

Plan = tuple  # a root candidate: the actions played in turn


class Kit:
    """The defaults, good for any ruleset on the kernel (module doc)."""

    #: the ruleset's name (``Ruleset.name``) this kit is for; "" for the defaults
    name = ""
    #: the step names (``Frame.step_name``) of the small decisions: a one-ply look
    small_steps: frozenset[str] = frozenset()
    #: a rollout's default cut-off: changes of the deciding side (None: the game's end)
    horizon: int | None = None
    #: a rollout's actions at most (a game that runs on is cut there)
    max_actions = 2000
    #: the random part easy adds to the policy's scores (the kit's scale; easy.py)
    easy_noise = 0.0
    #: the arena's report: the names of the periods a result's ``period`` counts (none: no periods)
    periods: tuple[str, ...] = ()
    #: the arena's report: the sides' names (none: the ruleset's sides' titles)
    report_sides: tuple[str, ...] = ()

    # ------------------------------------------------------------------ the root
    def plans(self, game: Any, side: Any, world: Any) -> list[tuple[Plan, float]]:
        """The deciding side's candidates with a prior each (higher: better)."""
        return [((a,), 1.0) for a in game.legal_actions()]

    def shortlist(self, plans: list[tuple[Plan, float]], k: int) -> list[Plan]:
        """The ``k`` plans with the best priors (a stable sort: ties keep their order)."""
        return [p for p, _ in sorted(plans, key=lambda p: -p[1])[:k]]

    # ------------------------------------------------------------------ rollouts
    def policy_action(
        self, game: Any, rng: random.Random, legal: list | None = None, noise: float | None = None
    ) -> Any:
        """The rollouts' action for the side deciding in ``game``; ``noise``:
        the size of the policy's random part (None: the rollouts'; the
        defaults are all noise)."""
        if legal is None:
            legal = game.legal_actions(ordered=False)
        return legal[0] if len(legal) == 1 else legal[rng.randrange(len(legal))]

    def rollout(self, game: Any, rng: random.Random, *, turns: int | None = None) -> int:
        """Play ``game`` on with the policy until it ends, ``turns`` changes
        of the deciding side have happened (None: the kit's ``horizon``) or
        ``max_actions``; the actions played."""
        turns = self.horizon if turns is None else turns
        deciding = game.current_player()
        changes = n = 0
        while not game.over and n < self.max_actions:
            game.apply(self.policy_action(game, rng), trusted=True)  # one of its legal actions as they stand
            n += 1
            now = game.current_player()
            if now is not deciding:
                deciding = now
                changes += 1
                if turns is not None and changes >= turns:
                    break
        return n

    # ------------------------------------------------------------------ scores
    def weights(self, style: str | None) -> Any:
        """The evaluation's weights with the leaning ``style`` (None: balanced)."""
        return None

    def evaluate(self, game: Any, side: Any, weights: Any = None) -> float:
        """``side``'s score in [-1, 1]: ±1 (0 for a draw) once the game is
        over, 0 while it runs."""
        if game.over:
            return float(game.returns().get(side, 0))
        return 0.0

    def violations(self, game: Any) -> list[str]:
        """The ruleset's invariants broken in ``game``, as sentences (the
        arena checks them); default: none known."""
        return []

    def outcome_rule(self, game: Any) -> str | None:
        """The rule id that decided the finished ``game`` (None: unknown here)."""
        return None

    def small_choice(self, game: Any, side: Any, rng: random.Random, weights: Any = None) -> Any:
        """A small decision (``decision_kind`` "small") of the searching
        levels: the best action of a one-ply look with two dice samples."""
        return best_of(one_ply(game, side, rng, weights, dice_samples=2, kit=self), rng)

    def decision_kind(self, game: Any) -> str:
        """ "small" for a decision among ``small_steps``, "turn" for every other."""
        steps = self.small_steps
        return "small" if steps and game.state.stack[-1].step_name(game) in steps else "turn"


DEFAULT_KIT = Kit()

#: ruleset name -> the module holding its kit as ``KIT`` (imported when first asked): each installed
#: game's, as its registration names it (games/__init__.py)
KNOWN: dict[str, str] = {r.GAME_ID: r.KIT for r in registrations() if getattr(r, "KIT", None)}

_kits: dict[str, Kit] = {}


def register(kit: Kit) -> None:
    """Make ``kit`` the one for rulesets named ``kit.name``."""
    _kits[kit.name] = kit


def kit_for(game: Any) -> Kit:
    """The kit of ``game``'s ruleset (a game, a game class or a ruleset
    name): its own, or the defaults."""
    name = game if isinstance(game, str) else game.ruleset.name
    kit = _kits.get(name)
    if kit is None:
        module = KNOWN.get(name)
        kit = importlib.import_module(module).KIT if module else DEFAULT_KIT
        _kits[name] = kit
    return kit
