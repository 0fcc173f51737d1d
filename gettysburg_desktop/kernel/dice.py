"""The one source of chance: an injected dice object (architecture, convention 5).

Every kind of chance a game has comes from it, in one stream: a die of
any size (``roll()`` a d6, ``roll(20)`` a d20, ``roll(100)`` a d100), a
lot (``lot(outcomes)``: one of named outcomes, with weights if given) and
a card drawn from a shuffled stack (kernel/deck.py's ``Deck``, which draws
its card as a lot of the cards left in it). Each draw takes exactly one
number of the stream, so a saved game (scenario + seed + action history)
replays identically, and stepping back over draws of any kind is counting
them.

``SeededDice`` for play: ``roll()`` is a d6 from exactly the stream it
always was (int(random() * 6) + 1 of ``random.Random(seed)``), so games
and records of before play on byte-identically. ``ScriptedChance`` for
tests and hand-written records: outcomes given in order, each checked
against what is asked when it is drawn; ``ScriptedDice`` is a script of
d6 faces, checked when made. Running out of a script is an error that
says what was asked (``DiceExhausted``), never a silent random draw.
``ReplayDice`` gives back what a game already drew (the gateway replays
its history with it).

The dice live in the game state (a snapshot or a clone copies their
stream), and each can step back over its last draws (``rewind``), so that
an action that fails half-way leaves the dice as they were.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from numbers import Real
from typing import Protocol

#: what a draw gives: a die's face, or a lot's (a card's) name
Outcome = int | str

#: the outcomes of a lot: names drawn alike, or name -> weight (a whole or real number, 0 or more)
Outcomes = Sequence[str] | Mapping[str, float]


class Dice(Protocol):
    """A source of chance, as the rules ask it (through the board:
    ``Board.die``, ``Board.lot``, ``Board.draw``, which record each
    outcome with the action that drew it)."""

    def roll(self, sides: int = 6) -> int:
        """One die of ``sides`` faces: 1..sides (a d6 unless told)."""
        ...

    def lot(self, outcomes: Outcomes, what: str = "") -> str:
        """One of ``outcomes`` (names drawn alike, or name -> weight);
        ``what`` says what is drawn, for a script's messages ("a card of
        the deck 'events'")."""
        ...

    def rewind(self, n: int) -> None:
        """Take back the last ``n`` draws, of any kind: the next draw is the one n draws ago."""
        ...


class DiceExhausted(RuntimeError):
    """A scripted dice object was asked for more draws than it was given."""


class ScriptMismatch(RuntimeError):
    """A scripted dice object's next outcome is not one of what is asked
    (a face 7 for a d6, a name that is not among a lot's outcomes)."""


def die_words(sides: int) -> str:
    """A die as a message names it: "a d20 (1-20)"."""
    return f"a d{sides} (1-{sides})"


def lot_words(names: Sequence[str]) -> str:
    """A lot as a message names it: "a lot of rain, sun" (the first eight names)."""
    shown = ", ".join(names[:8]) + (f" and {len(names) - 8} more" if len(names) > 8 else "")
    return f"a lot of {shown}"


def _checked_sides(sides: int) -> int:
    if isinstance(sides, bool) or not isinstance(sides, int) or sides < 1:
        raise ValueError(f"a die has a whole number of sides, 1 or more, not {sides!r}")
    return sides


def lot_table(outcomes: Outcomes) -> tuple[list[str], list[float] | None]:
    """The names of a lot's outcomes, in order, and their weights (None:
    alike). A ValueError for no outcome, a name that is not text, a
    negative weight or nothing to draw; a TypeError for a collection
    without an order (a set: its order differs between processes, and a
    replay would draw otherwise)."""
    if not isinstance(outcomes, (Sequence, Mapping)) or isinstance(outcomes, str):
        raise TypeError(f"a lot's outcomes are a sequence or a mapping (in a fixed order), not {outcomes!r}")
    names = list(outcomes)
    if not names:
        raise ValueError("a lot of no outcome")
    for name in names:
        if not isinstance(name, str):
            raise ValueError(f"a lot's outcome is a name (text), not {name!r}")
    if not isinstance(outcomes, Mapping):
        return names, None
    weights: list[float] = []
    for name, w in outcomes.items():
        if isinstance(w, bool) or not isinstance(w, Real) or w < 0:
            raise ValueError(f"the weight of {name!r} must be a number, 0 or more, not {w!r}")
        weights.append(float(w))
    if not sum(weights):
        raise ValueError(f"{lot_words(names)}: every weight is 0, there is nothing to draw")
    return names, weights


def pick(names: Sequence[str], weights: Sequence[float] | None, number: float) -> str:
    """The outcome a number of the stream (0 <= number < 1) draws: alike,
    ``names[int(number * len(names))]``; weighted, the first whose
    cumulative weight exceeds ``number * total``."""
    if weights is None:
        return names[int(number * len(names))]
    point = number * sum(weights)
    total = 0.0
    for name, w in zip(names, weights, strict=True):
        total += w
        if point < total:
            return name
    return next(n for n, w in zip(reversed(names), reversed(weights), strict=True) if w > 0)  # rounding at the top


class SeededDice:
    """The dice of a game in play: ``random.Random(seed)``, one number per draw."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        #: the draws made, of every kind (each took one number of the stream)
        self.rolls = 0
        self._random = random.Random(seed).random

    def roll(self, sides: int = 6) -> int:
        if sides != 6:
            _checked_sides(sides)
        self.rolls += 1
        return int(self._random() * sides) + 1

    def lot(self, outcomes: Outcomes, what: str = "") -> str:
        names, weights = lot_table(outcomes)
        self.rolls += 1
        return pick(names, weights, self._random())

    def rewind(self, n: int) -> None:
        if n:
            self.rolls -= n
            self._random = random.Random(self.seed).random
            for _ in range(self.rolls):
                self._random()

    def describe(self) -> str:
        return f"seed {self.seed}"


class ScriptedChance:
    """Outcomes given in order, for tests and hand-written records: die
    faces (whole numbers) and the names of lots' outcomes and cards, each
    checked against what is asked when it is drawn (``ScriptMismatch``);
    running out is ``DiceExhausted``, naming what was asked."""

    #: what the script holds, and one of them, in its messages
    noun, item = "draws", "draw"

    def __init__(self, outcomes: Iterable[Outcome]) -> None:
        self.script: list[Outcome] = list(outcomes)
        #: the draws made
        self.used = 0

    def _exhausted(self, asked: str) -> str:
        return f"the script of {len(self.script)} {self.noun} is used up; {self.item} {self.used + 1} was asked for: {asked}"

    def _next(self, asked: str) -> Outcome:
        if self.used >= len(self.script):
            raise DiceExhausted(self._exhausted(asked))
        return self.script[self.used]

    def _mismatch(self, value: Outcome, asked: str) -> ScriptMismatch:
        return ScriptMismatch(f"the script's {self.item} {self.used + 1} is {value!r}, but {asked} was asked for")

    def roll(self, sides: int = 6) -> int:
        asked = die_words(_checked_sides(sides))
        face = self._next(asked)
        if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= sides:
            raise self._mismatch(face, asked)
        self.used += 1
        return face

    def lot(self, outcomes: Outcomes, what: str = "") -> str:
        names, weights = lot_table(outcomes)
        drawable = names if weights is None else [n for n, w in zip(names, weights, strict=True) if w > 0]
        asked = what or lot_words(drawable)
        name = self._next(asked)
        if name not in drawable:
            raise self._mismatch(name, asked)
        self.used += 1
        return str(name)

    def rewind(self, n: int) -> None:
        self.used -= n

    @property
    def remaining(self) -> int:
        return len(self.script) - self.used

    def describe(self) -> str:
        return f"{len(self.script)} scripted {self.noun}"


class ScriptedDice(ScriptedChance):
    """A script of d6 faces (a record's ``dice:``), each checked when made."""

    noun, item = "die rolls", "roll"

    def __init__(self, faces: Iterable[int]) -> None:
        super().__init__(faces)
        for f in self.script:
            if not (isinstance(f, int) and 1 <= f <= 6):
                raise ValueError(f"a scripted die face must be 1..6, not {f!r}")

    @property
    def faces(self) -> list[Outcome]:
        return self.script

    def _exhausted(self, asked: str) -> str:
        said = f"the script of {len(self.script)} die rolls is used up; roll {self.used + 1} was asked for"
        return said if asked == die_words(6) else f"{said}: {asked}"

    def describe(self) -> str:
        return f"{len(self.script)} scripted rolls"


class ReplayDice:
    """The outcomes a game already drew, given back in order (the engine
    replays its own history with them; running out, or an outcome of
    another kind than asked, is a bug)."""

    def __init__(self, outcomes: Iterable[Outcome]) -> None:
        self.faces = list(outcomes)
        self.used = 0

    def _next(self) -> Outcome:
        if self.used >= len(self.faces):
            raise RuntimeError("replaying the game asked for more rolls than it made")
        self.used += 1
        return self.faces[self.used - 1]

    def roll(self, sides: int = 6) -> int:
        face = self._next()
        if not isinstance(face, int):
            raise RuntimeError(f"replaying the game asked for a d{sides} where it drew {face!r}")
        return face

    def lot(self, outcomes: Outcomes, what: str = "") -> str:
        name = self._next()
        if not isinstance(name, str):
            raise RuntimeError(f"replaying the game asked for {what or 'a lot'} where it rolled {name!r}")
        return name

    def rewind(self, n: int) -> None:  # pragma: no cover - never rewound
        self.used -= n
