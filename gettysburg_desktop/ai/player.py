"""Who decides for a side when no person does: the ``Player`` interface and
the players by name (``make_player``).

A player is asked ``choose(game, seed)`` when ``game.current_player()`` is
its side and the game is not over. ``game`` is a position the player may
keep and change (the caller hands it a copy); it holds the opponent's
secrets and a dice stream, which a player must never read: they are hidden
from the side deciding. A player that searches draws worlds with
``ai.worlds.sample_world(game, side, rng)`` (the kernel's
``game.sample_world``), a game the deciding side can't tell from the real
one, and looks ahead in those (tests/ai/test_no_peeking.py holds every
level to it).

The players by name (``make_player("hard@4")``) are in levels.py.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .kit import kit_for

Game = Any  # a game of any ruleset on the kernel (kernel/gateway.py)
Action = Any  # one of its actions

#: the leanings a level may be given: a weight of the evaluation, never a rule; "fitted": the
#: evaluation fitted on games, where the game's kit has one (its ``styles``; the arena refuses it elsewhere)
STYLES = ("aggressive", "cautious", "fitted")

#: fraction of the budget used (0..1) -> None; how a thinking player reports
Progress = Callable[[float], None]


def decision_kind(game: Game) -> str:
    """ "small" for a small decision (the ruleset's kit's ``small_steps``), "turn" for every other:
    the side's action and the order's steps."""
    return kit_for(game).decision_kind(game)


class UnknownPlayer(ValueError):
    """A player name that is not one of ``player_names()``."""


@dataclass(frozen=True)
class PlayerSpec:
    """A player's name read: its level, its budget (seconds per turn
    decision; None: the level's own), or a fixed number of simulations per
    turn decision instead (the searching levels; None: the time budget), and
    its leaning (None: balanced)."""

    level: str
    seconds: float | None = None
    style: str | None = None
    simulations: int | None = None

    def __str__(self) -> str:
        text = self.level
        if self.seconds is not None:
            text += f"@{self.seconds:g}"
        if self.simulations is not None:
            text += f"#{self.simulations}"
        if self.style:
            text += f":{self.style}"
        return text


class Player(ABC):
    """A computer player for either side."""

    #: the player's name as ``make_player`` reads it (``str(spec)``)
    name: str = "?"

    @abstractmethod
    def choose(self, game: Game, seed: int, progress: Progress | None = None) -> Action:
        """One of ``game.legal_actions()`` for ``game.current_player()``.
        ``seed`` makes the choice reproducible (the same seed, the same
        information: the same action); ``progress`` is told the fraction of
        the time budget used, now and then, by players that think."""

    def choose_plan(self, game: Game, seed: int, progress: Progress | None = None) -> tuple:
        """The decision as the plan it starts, its first action ``choose``'s:
        a searching level's chosen plan (search.py); one action for the others."""
        return (self.choose(game, seed, progress),)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"


class RandomPlayer(Player):
    """Uniformly random legal actions (conceding is never among them): the
    floor every other player must beat."""

    name = "random"

    def choose(self, game: Game, seed: int, progress: Progress | None = None) -> Action:
        legal = game.legal_actions()
        return legal[random.Random(seed).randrange(len(legal))]
