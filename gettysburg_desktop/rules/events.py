"""Events: what ``Game.apply`` caused, in order (architecture, convention 4).

The log writes from them and the scene animates from them; neither diffs states.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Event:
    """``kind`` names what happened (``roll``, ``move``, ``cube``, ...),
    ``text`` says it in words with its rule id, ``data`` holds the details as
    (key, value) pairs of plain values."""

    kind: str
    text: str
    rule: str = ""
    data: tuple[tuple[str, object], ...] = ()

    def get(self, key: str, default: object = None) -> object:
        for k, v in self.data:
            if k == key:
                return v
        return default

    def __str__(self) -> str:
        return f"{self.text} ({self.rule})" if self.rule else self.text

    def as_dict(self) -> dict:
        return {"kind": self.kind, "text": self.text, "rule": self.rule, **{k: v for k, v in self.data}}


#: Event kinds after which undo is cleared: a roll, or hidden information revealed.
CLEARS_UNDO = frozenset({"roll", "reveal"})
