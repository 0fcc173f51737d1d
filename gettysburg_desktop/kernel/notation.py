"""The notation every ruleset on the kernel shares (python-chess's
``Move.uci``/``from_uci``): an action is a verb and its words, separated by
spaces ("move usa-3 washington>manassas-junction", "place-block herr-ridge 5").
A ruleset keeps its table of verbs -- verb -> (fewest words, most words,
usage) -- and its own action class; ``parse_words`` reads a text against
that table, with a message that names what is wrong."""

from __future__ import annotations

from collections.abc import Mapping


class NotationError(ValueError):
    """Text that is not an action of the notation."""


def parse_words(text: str, verbs: Mapping[str, tuple[int, int, str]]) -> tuple[str, tuple[str, ...]]:
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
