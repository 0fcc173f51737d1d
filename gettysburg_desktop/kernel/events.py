"""Events: what an action caused, in order (OpenSpiel has none; here the
log writes from them and a window animates from them; neither diffs
states). Every ruleset tells its changes through them: ``kind`` names what
happened (the ruleset lists its kinds), ``text`` says it in words (a
``Said``, translatable), ``rule`` the rule id, ``data`` the details.

An event may hold a secret of one side (hidden information): ``owner``
names that side, ``hidden`` the keys only it may see, ``public_text`` what
everybody else reads, and ``seen_by(side)`` gives the event as another side
may see it (per-side text).
"""

from __future__ import annotations

from typing import NamedTuple

#: the data keys that name a place, by default (where a piece went to or
#: came from, the place, the area, the target); a ruleset names its own in
#: ``Ruleset.place_keys``
PLACE_KEYS: tuple[str, ...] = ("dest", "origin", "place", "area", "target")


class Event(NamedTuple):
    """``kind`` names what happened (one of ``EVENT_KINDS``), ``text`` says it
    in words, ``rule`` is the rule id, ``data`` holds the details as (key,
    value) pairs of plain values (str, int, bool, tuples of those).

    Immutable; a NamedTuple rather than a frozen dataclass because the
    engine makes one or more per action and a frozen dataclass is several
    times slower to create (docs/performance.md)."""

    kind: str
    text: str
    rule: str = ""
    data: tuple[tuple[str, object], ...] = ()
    #: the side whose secret the event holds (its ``value``), or None
    owner: str | None = None
    #: the keys of ``data`` only ``owner`` may see
    hidden: tuple[str, ...] = ()
    #: the text everybody but ``owner`` reads
    public_text: str | None = None

    def get(self, key: str, default: object = None) -> object:
        for k, v in self.data:
            if k == key:
                return v
        return default

    def __str__(self) -> str:
        return f"{self.text} ({self.rule})" if self.rule else self.text

    def places(self, keys: tuple[str, ...] = PLACE_KEYS) -> list[str]:
        """The places the event concerns (where the log shows it on the map):
        the values of the data ``keys`` that name places, in their order
        (pass the ruleset's ``place_keys``; a value starting with "@" names
        no place)."""
        out = []
        for key in keys:
            v = self.get(key)
            if isinstance(v, str) and v and not v.startswith("@"):
                out.append(v)
        return out

    def as_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "text": self.text, "rule": self.rule, **{k: v for k, v in self.data}}

    def hidden_from(self, side: object) -> bool:
        """Whether ``side`` reads nothing of the event at all: a secret with an empty public text (that
        it happened would tell too much, as a reserve that finds no room tells when it was due)."""
        return self.owner is not None and self.public_text == "" and getattr(side, "value", side) != self.owner

    def seen_by(self, side: object) -> Event:
        """The event as ``side`` (a Side, its value, or None for a spectator)
        may see it: another side's secrets left out."""
        if self.owner is None or getattr(side, "value", side) == self.owner:
            return self
        data = tuple((k, v) for k, v in self.data if k not in self.hidden)
        return Event(
            self.kind, self.public_text or self.text, self.rule, data, self.owner, self.hidden, self.public_text
        )
