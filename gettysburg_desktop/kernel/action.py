"""The one action type of every ruleset on the kernel (architecture,
convention 3): a verb and its words, immutable, whose text form
round-trips (``str(action)`` / ``Action.parse(text)``, python-chess's
``Move.uci()``/``from_uci``).

A ruleset brings its vocabulary (``kernel.notation.Notation``: verb ->
fewest and most words and usage, and any secret words) and binds it in a
subclass of one line, so that ``parse`` needs no argument and
``public()`` knows what to hide::

    NOTATION = Notation(VERBS, secret_words={"bid": (0,)}  # "bid ? north" for the others)

    class MyAction(Action):
        __slots__ = ()
        notation = NOTATION

or it uses ``Action`` itself and passes its notation: ``Action.parse(text,
NOTATION)``. Either way an action is a tuple ``(verb, args)``: equal,
hashed and sorted as that tuple, whatever the subclass (two rulesets'
actions with the same words are equal, as they always were). A
``NamedTuple``, not a frozen dataclass: the same immutability, several
times cheaper to make, hash and sort (docs/performance.md).
"""

from __future__ import annotations

from typing import ClassVar, NamedTuple

from .notation import Notation, NotationError


class _VerbAndWords(NamedTuple):
    verb: str
    args: tuple[str, ...] = ()


class Action(_VerbAndWords):
    """A verb and its words (``args``), sorted by (verb, words). The
    notation is the class's ``notation`` (a subclass binds its ruleset's),
    or the one given to ``parse``."""

    __slots__ = ()

    #: the vocabulary ``parse`` reads and ``public`` hides by (None: pass one to ``parse``)
    notation: ClassVar[Notation | None] = None

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args)) if self.args else self.verb

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @classmethod
    def parse(cls, text: str, notation: Notation | None = None) -> Action:
        """The action written ``text`` in ``notation`` (None: the class's).
        A NotationError (a ValueError) names the text and what is wrong:
        empty, an unknown verb (the known ones listed), the wrong number of
        words (the verb's usage)."""
        if notation is None:
            notation = cls.notation
            if notation is None:
                raise NotationError(f"{text!r}: no notation to read it by (pass one, or bind one in a subclass)")
        return cls(*notation.words(text))

    def public(self) -> Action:
        """The action as the other sides may know it: its secret words ``?``
        (by the class's notation); the action itself when it holds no
        secret. Not an action of the notation to apply: the history of a
        sampled world holds the others' secret actions so."""
        notation = self.notation
        if notation is None:
            return self
        secret = notation.secret(self.verb)
        if not secret:
            return self
        made: Action | None = notation.public_made.get(self)
        if made is None:
            made = type(self)(self.verb, tuple("?" if i in secret else w for i, w in enumerate(self.args)))
            if len(notation.public_made) > 10_000:  # bound the memo on very large maps
                notation.public_made.clear()
            notation.public_made[self] = made
        return made

    def public_text(self) -> str:
        """The action's text as the other sides may read it (the log asks
        the action, kernel/log.py): its secret words ``?``."""
        notation = self.notation
        if notation is None or not notation.secret(self.verb):
            return str(self)
        return str(self.public())
