"""The defaults of a game's computer kit (docs/computer-opponent.md, "A
ruleset's kit"): ``Kit`` plays any game on the kernel; a game's kit
subclasses it and overrides what it knows better (kernel/protocols.py
``ComputerKit`` says what each member is). It lives in the kernel so that a
game's kit builds on it without importing the computer players (ai/, above
the games); ai/kit.py finds the kit of a game (``kit_for``).

One default is the search's own: ``small_choice`` returns None, and the
searching levels then take the best action of their one-ply look
(ai/one_ply.py)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from .gateway import IllegalAction

Plan = tuple[Any, ...]  # a root candidate: the actions played in turn

#: a search's hook into a rollout (ai/replies.py): asked before each action until it answers, it may
#: hand the rollout a plan for the side deciding there (the opponent's reply the search's tree chose)
Reply = Callable[[Any], Plan | None]


class Replying:
    """A rollout's way to play a search's reply (``Reply``) once in place of
    the policy: ``step(game)`` plays the reply's next action where it has
    one, and says whether it did (the policy plays otherwise). The reply's
    actions are its side's: where another side decides, or an action no
    longer fits (a battle came between), the policy plays the rest."""

    __slots__ = ("queue", "reply", "side")

    def __init__(self, reply: Reply) -> None:
        self.reply: Reply | None = reply
        self.queue: list[Any] = []
        self.side: Any = None

    def step(self, game: Any) -> bool:
        if self.reply is not None:
            plan = self.reply(game)
            if plan is None:
                return False
            self.reply = None
            self.side = game.current_player()
            self.queue = list(reversed(plan))
        if self.queue and game.current_player() is not self.side:
            self.queue.clear()
        while self.queue:
            try:
                game.apply(self.queue.pop())
                return True
            except IllegalAction:
                self.queue.clear()
        return False


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
    #: the leanings this kit's evaluation knows (ai/player.py STYLES)
    styles: tuple[str, ...] = ("aggressive", "cautious")
    #: the arena's report: the names of the periods a result's ``period`` counts (none: no periods)
    periods: tuple[str, ...] = ()
    #: the arena's report: the sides' names (none: the ruleset's sides' titles)
    report_sides: tuple[str, ...] = ()

    # ------------------------------------------------------------------ the root
    def plans(self, game: Any, side: Any, world: Any, limit: int | None = None) -> list[tuple[Plan, float]]:
        """The deciding side's candidates with a prior each (higher: better);
        ``limit``: about how many the caller will use at most (a kit whose
        plans are dear to build builds the best liked only)."""
        return [((a,), 1.0) for a in game.legal_actions()]

    def shortlist(self, plans: list[tuple[Plan, float]], k: int) -> list[Plan]:
        """The ``k`` plans with the best priors (a stable sort: ties keep their order)."""
        return [p for p, _ in sorted(plans, key=lambda p: -p[1])[:k]]

    # ------------------------------------------------------------------ rollouts
    def policy_action(
        self, game: Any, rng: random.Random, legal: list[Any] | None = None, noise: float | None = None
    ) -> Any:
        """The rollouts' action for the side deciding in ``game``; ``noise``:
        the size of the policy's random part (None: the rollouts'; the
        defaults are all noise)."""
        if legal is None:
            legal = game.legal_actions(ordered=False)
        return legal[0] if len(legal) == 1 else legal[rng.randrange(len(legal))]

    def rollout(self, game: Any, rng: random.Random, *, turns: int | None = None, reply: Reply | None = None) -> int:
        """Play ``game`` on with the policy until it ends, ``turns`` changes
        of the deciding side have happened (None: the kit's ``horizon``) or
        ``max_actions``; the actions played. ``reply``: a search's plan
        played once where it answers (``Replying``)."""
        turns = self.horizon if turns is None else turns
        deciding = game.current_player()
        changes = n = 0
        replying = None if reply is None else Replying(reply)
        while not game.over and n < self.max_actions:
            if replying is None or not replying.step(game):
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

    def faults(self, game: Any, side: Any, action: Any) -> list[tuple[str, str]]:
        """Habits a good player never shows in ``action``, which ``side`` is
        about to play in ``game``: (kind, sentence) pairs, the arena counts
        them per player (issue 26); default: none known."""
        return []

    #: what the kit's ``scripted_action`` plays, in words ("" : the kit has no script)
    scripted: str = ""

    def scripted_action(self, game: Any, rng: random.Random) -> Any:
        """A fixed script's decision for the side deciding (the arena's
        ``scripted`` player, a control to measure the search against);
        None: the kit has none."""
        return None

    def outcome_rule(self, game: Any) -> str | None:
        """The rule id that decided the finished ``game`` (None: unknown here)."""
        return None

    def small_choice(self, game: Any, side: Any, rng: random.Random, weights: Any = None) -> Any:
        """A small decision (``decision_kind`` "small") of the searching
        levels; None: the search's own, the best action of a one-ply look
        with two dice samples (ai/search.py)."""
        return None

    def decision_kind(self, game: Any) -> str:
        """ "small" for a decision among ``small_steps``, "turn" for every other."""
        steps = self.small_steps
        return "small" if steps and game.state.stack[-1].step_name(game) in steps else "turn"
