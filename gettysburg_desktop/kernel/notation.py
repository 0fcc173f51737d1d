"""The notation every ruleset on the kernel shares (python-chess's
``Move.uci``/``from_uci``): an action is a verb and its words, separated by
spaces ("take 2", "move red-3 mill>ford", "bid 4 north").
A ruleset keeps its table of verbs -- verb -> (fewest words, most words,
usage) -- in a ``Notation`` (with the positions of the words that are a
side's secret, if any), and ``parse_words`` reads a text against that
table, with a message that names what is wrong. The action itself, one
type for every ruleset, is ``kernel.action.Action``."""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping
from typing import Any

#: a verb's entry in a notation's table: (fewest words, most words, usage)
VerbSpec = tuple[int, int, str]


class NotationError(ValueError):
    """Text that is not an action of the notation."""


def parse_words(text: str, verbs: Mapping[str, VerbSpec]) -> tuple[str, tuple[str, ...]]:
    """``text`` as (verb, words), checked against ``verbs``: a NotationError
    for an empty text, an unknown verb (the known ones listed) or the wrong
    number of words (the verb's usage given)."""
    words = str(text).split()
    if not words:
        raise NotationError("an empty action")
    verb, args = words[0], tuple(words[1:])
    spec = verbs.get(verb)
    if spec is None:
        raise NotationError(f"unknown action {verb!r} in {text!r}; known: {', '.join(sorted(verbs))}")
    low, high, usage = spec
    if not low <= len(args) <= high:
        raise NotationError(f"{text!r}: {verb} takes {low}-{high} words; usage: {usage}")
    return verb, args


def _checked(specs: Mapping[str, VerbSpec]) -> None:
    """A ValueError for an entry of a verb table that no text could match."""
    for verb, spec in specs.items():
        if not verb or verb.split() != [verb]:
            raise ValueError(f"a verb is one word without spaces, not {verb!r}")
        low, high, _usage = spec
        if not 0 <= low <= high:
            raise ValueError(f"{verb}: the fewest words ({low}) must be 0 to the most words ({high})")


class Notation:
    """A ruleset's vocabulary: its table of verbs and the positions of the
    words that are a side's secret (a hidden bid: "bid ? north" for the
    other sides). ``verbs`` is kept as given, not copied: a module of the
    ruleset may add verbs to it later (or call ``add``).

    Shared by every game of the ruleset and by threads: it is read, and
    its memo of public forms is filled with whole dict operations."""

    def __init__(
        self, verbs: MutableMapping[str, VerbSpec], secret_words: Mapping[str, tuple[int, ...]] | None = None
    ) -> None:
        _checked(verbs)
        self.verbs = verbs
        #: verb -> the positions of its words that are a side's secret
        self.secret_words: Mapping[str, tuple[int, ...]] = dict(secret_words or {})
        unknown = sorted(set(self.secret_words) - set(verbs))
        if unknown:
            raise ValueError(f"secret words of unknown verbs: {', '.join(unknown)}")
        #: an action -> its public form, made once (a sampled world hides every secret of a history);
        #: typed loosely so that the notation needs nothing of action.py, which builds on it
        self.public_made: dict[Any, Any] = {}

    def add(self, specs: Mapping[str, VerbSpec]) -> None:
        """More verbs (a part of the rules with verbs of its own)."""
        _checked(specs)
        self.verbs.update(specs)

    def words(self, text: str) -> tuple[str, tuple[str, ...]]:
        """``text`` as (verb, words) of this notation (``parse_words``)."""
        return parse_words(text, self.verbs)

    def usage(self, verb: str) -> str:
        """What the verb's words are (a KeyError for an unknown verb)."""
        return self.verbs[verb][2]

    def secret(self, verb: str) -> tuple[int, ...]:
        """The positions of the verb's secret words (none: ``()``)."""
        return self.secret_words.get(verb, ())
