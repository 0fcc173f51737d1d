"""The one source of randomness: an injected dice object (architecture, convention 5).

``SeededDice`` for play; ``ScriptedDice`` for tests and hand-written records.
Running out of scripted rolls is an error, never a silent random roll. The
dice live in the game state (a snapshot or a clone copies their stream), and
each can step back over its last rolls (``rewind``), so that an action that
fails half-way leaves the dice as they were.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Protocol


class Dice(Protocol):
    def roll(self) -> int:
        """One d6: 1..6."""
        ...

    def rewind(self, n: int) -> None:
        """Take back the last ``n`` rolls: the next roll is the one n rolls ago."""
        ...


class DiceExhausted(RuntimeError):
    """A scripted dice object was asked for more rolls than it was given."""


class SeededDice:
    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.rolls = 0
        self._random = random.Random(seed).random

    def roll(self) -> int:
        self.rolls += 1
        return int(self._random() * 6) + 1

    def rewind(self, n: int) -> None:
        if n:
            self.rolls -= n
            self._random = random.Random(self.seed).random
            for _ in range(self.rolls):
                self._random()

    def describe(self) -> str:
        return f"seed {self.seed}"


class ScriptedDice:
    def __init__(self, faces: Iterable[int]) -> None:
        self.faces = list(faces)
        for f in self.faces:
            if not (isinstance(f, int) and 1 <= f <= 6):
                raise ValueError(f"a scripted die face must be 1..6, not {f!r}")
        self.used = 0

    def roll(self) -> int:
        if self.used >= len(self.faces):
            raise DiceExhausted(
                f"the script of {len(self.faces)} die rolls is used up; roll {self.used + 1} was asked for"
            )
        face = self.faces[self.used]
        self.used += 1
        return face

    def rewind(self, n: int) -> None:
        self.used -= n

    @property
    def remaining(self) -> int:
        return len(self.faces) - self.used

    def describe(self) -> str:
        return f"{len(self.faces)} scripted rolls"


class ReplayDice:
    """The faces a game already rolled, given back in order (the engine
    replays its own history with them; running out is a bug)."""

    def __init__(self, faces: Iterable[int]) -> None:
        self.faces = list(faces)
        self.used = 0

    def roll(self) -> int:
        if self.used >= len(self.faces):
            raise RuntimeError("replaying the game asked for more rolls than it made")
        self.used += 1
        return self.faces[self.used - 1]

    def rewind(self, n: int) -> None:  # pragma: no cover - never rewound
        self.used -= n
