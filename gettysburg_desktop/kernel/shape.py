"""The shape a value read from a file must have, declared once and checked
before any of it is used: a record's stated position (read by its game)
says what each key holds, and every value of another type or out of range
is one line naming its key ("position.blocks.town.value: must be a block
value 2-5, not the number 7"), instead of a TypeError deep in the rules
(issue 22, item 13: ``disrupted: true`` in a record crashed the program).

The pieces: ``Text``, ``Whole(low, high)``, ``Flag``, ``ListOf(shape)``,
``MapOf(shape)`` (text keys), ``Fields({key: shape}, required)`` (known keys
only) and ``Either(shape, shape)``. A null counts as the value left out
(the reader takes its default), except as an item of a list."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, cast


def describe(value: Any) -> str:
    """A value as a message shows it: its kind and a short look at it ('the number 7')."""
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"{str(value).lower()} (a yes/no value)"
    if isinstance(value, (int, float)):
        return f"the number {value!r}"
    if isinstance(value, str):
        return repr(value) if len(value) < 40 else repr(value[:37] + "...")
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return f"a {type(value).__name__}"


def printable(text: str) -> str:
    """``text`` with every character that would break a message's line (a
    line break, a tab, a control character in a key read from a file)
    written as its escape: ``units.\\x1e``, not a second line."""
    return text if text.isprintable() else "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


class Shape:
    #: what the value must be, for messages ("text", "a list", ...)
    words = "something"

    def problems(self, value: Any, path: str) -> list[str]:
        """One line per problem, each beginning with ``path``."""
        raise NotImplementedError

    def check(self, value: Any, path: str) -> list[str]:
        if value is None:  # left out: the reader takes the default
            return []
        return self.problems(value, path)

    def wrong(self, value: Any, path: str) -> list[str]:
        return [f"{path}: must be {self.words}, not {describe(value)}"]

    def named(self, words: str) -> Shape:
        """The same shape, said in other words ("an id" for text)."""
        shape: Shape = replace(cast(Any, self), words=words)  # every shape is a frozen dataclass
        return shape


@dataclass(frozen=True)
class _Text(Shape):
    words: str = "text"

    def problems(self, value: Any, path: str) -> list[str]:
        return [] if isinstance(value, str) else self.wrong(value, path)


@dataclass(frozen=True)
class _Flag(Shape):
    words: str = "true or false"

    def problems(self, value: Any, path: str) -> list[str]:
        return [] if isinstance(value, bool) else self.wrong(value, path)


Text = _Text()
Flag = _Flag()


@dataclass(frozen=True)
class Whole(Shape):
    """A whole number from ``low`` to ``high`` (None: no bound); never a yes/no."""

    low: int | None = None
    high: int | None = None
    words: str = ""

    def __post_init__(self) -> None:
        if not self.words:
            if self.high is None:
                words = "a whole number" if self.low is None else f"a whole number, {self.low} or more"
            else:
                words = f"a whole number from {self.low} to {self.high}"
            object.__setattr__(self, "words", words)

    def problems(self, value: Any, path: str) -> list[str]:
        if not isinstance(value, int) or isinstance(value, bool):
            return self.wrong(value, path)
        if (self.low is not None and value < self.low) or (self.high is not None and value > self.high):
            return self.wrong(value, path)
        return []


@dataclass(frozen=True)
class ListOf(Shape):
    item: Shape
    words: str = "a list"

    def problems(self, value: Any, path: str) -> list[str]:
        if not isinstance(value, list):
            return self.wrong(value, path)
        out: list[str] = []
        for i, v in enumerate(value):
            out += self.item.problems(v, f"{path}[{i}]")  # a null in a list is no value left out
        return out


@dataclass(frozen=True)
class MapOf(Shape):
    """A mapping with text keys (ids), each value of ``value``'s shape."""

    value: Shape
    words: str = "a mapping"

    def problems(self, value: Any, path: str) -> list[str]:
        if not isinstance(value, dict):
            return self.wrong(value, path)
        out: list[str] = []
        for k, v in value.items():
            if not isinstance(k, str):
                out.append(f"{path}: keys must be text, not {describe(k)}")
            else:
                out += self.value.check(v, f"{path}.{printable(k)}")
        return out


@dataclass(frozen=True)
class Fields(Shape):
    """A mapping of known keys, each of its own shape; ``required`` keys
    must be there (``needs``: what to say when one is missing)."""

    fields: dict[str, Shape]
    required: tuple[str, ...] = ()
    needs: str = ""
    words: str = "a mapping"

    def problems(self, value: Any, path: str) -> list[str]:
        if not isinstance(value, dict):
            return self.wrong(value, path)
        out: list[str] = []
        for k, v in value.items():
            if k not in self.fields:
                out.append(f"{path}.{printable(str(k))}: unknown key; expected {', '.join(self.fields)}")
            else:
                out += self.fields[k].check(v, f"{path}.{k}")
        missing = [k for k in self.required if value.get(k) is None]
        if missing:
            out.append(f"{path}: {self.needs or 'needs ' + ' and '.join(missing)}")
        return out


@dataclass(frozen=True)
class Either(Shape):
    """One of two shapes, told apart by the value's type (``first`` is tried first)."""

    first: Shape
    second: Shape
    words: str = field(default="")

    def problems(self, value: Any, path: str) -> list[str]:
        mine = self.first.problems(value, path)
        if not mine:
            return []
        theirs = self.second.problems(value, path)
        if not theirs:
            return []
        # the shape whose kind the value has says what is wrong in it; neither: say both
        if isinstance(value, dict) and isinstance(self.second, (Fields, MapOf)):
            return theirs
        if isinstance(value, dict) and isinstance(self.first, (Fields, MapOf)):
            return mine
        return [f"{path}: must be {self.words or self.first.words + ' or ' + self.second.words}, not {describe(value)}"]
