"""The one source of randomness: an injected dice object (architecture, convention 5).

``SeededDice`` for play; ``ScriptedDice`` for tests and hand-written records.
Running out of scripted rolls is an error, never a silent random roll.
"""

from __future__ import annotations

import random
from typing import Iterable, Protocol


class Dice(Protocol):
    def roll(self) -> int:
        """One d6: 1..6."""
        ...


class DiceExhausted(RuntimeError):
    """A scripted dice object was asked for more rolls than it was given."""


class SeededDice:
    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._random = random.Random(seed).random

    def roll(self) -> int:
        return int(self._random() * 6) + 1

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

    @property
    def remaining(self) -> int:
        return len(self.faces) - self.used

    def describe(self) -> str:
        return f"{len(self.faces)} scripted rolls"
