"""What a ruleset gives the computer players (docs/computer-opponent.md, "A
ruleset's kit"): the levels (random, greedy, easy, normal, hard) are the
same search for every ruleset on the kernel; a ruleset's ``Kit`` says what
is game-specific in it. ``kit_for(game)`` picks it by ``game.ruleset.name``;
a ruleset without a kit of its own gets the kernel's ``Kit``
(kernel/kit.py, below the games so that a game's kit builds on it), whose
defaults play any game on the kernel (flat Monte Carlo search with random
rollouts to the game's end):

- ``plans(game, side, world, limit)``: the root's candidates (and the
  opponent's replies, replies.py), each a tuple of actions with a prior
  (the policy's liking), about ``limit`` at most where given; default: each
  legal action alone, prior 1;
- ``shortlist(plans, k)``: the ``k`` the root compares; default: the best
  priors (ties in the legal order);
- ``policy_action(game, rng, legal, noise)``: the rollouts' cheap policy,
  ``noise`` the size of its random part (None: the rollouts'); easy plays
  it with ``easy_noise``; default: uniformly random among the legal
  actions;
- ``rollout(game, rng, turns, reply)``: play on with the policy to the
  cut-off, a search's ``reply`` played once where it answers (kernel/kit.py
  ``Replying``); default: to the game's end, or ``turns`` changes of the
  deciding side, or ``max_actions``;
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
from typing import Any

from gettysburg_desktop.games import registrations
from gettysburg_desktop.kernel.kit import Kit, Plan

__all__ = ["DEFAULT_KIT", "KNOWN", "Kit", "Plan", "kit_for", "register"]

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
