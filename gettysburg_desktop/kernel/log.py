"""The game's log: every action with the side that took it, the events it
caused and the dice it rolled, and the text each side may read of it (an
action's secret words, if its ruleset has any, shown only to its side: an
action with a ``public_text()`` method gives what the others read)."""

from __future__ import annotations

from typing import Any, NamedTuple

from .dice import Outcome
from .events import Event

Side = Any  # a ruleset's side: hashable, with ``value`` and ``title`` (kernel/ruleset.py)
Action = Any  # a ruleset's action (kernel/ruleset.py)


class LogEntry(NamedTuple):
    """``ply`` counts the actions (0: what happened before the first one: the
    set-up, the first period's reinforcements and discs). ``side`` is the
    side that decided, ``action`` what it decided (None at ply 0), ``events``
    what it caused (none in a game without events) and ``faces`` the dice it
    rolled (the lots and cards it drew: kernel/dice.py)."""

    ply: int
    side: Side | None
    action: Action | None
    events: tuple[Event, ...]
    faces: tuple[Outcome, ...] = ()
    #: the action as the other sides know it, where it was done out of their sight (Board.conceal)
    concealed: Action | None = None
    #: why the action showed its side something hidden (Board.reveal): it is never taken back
    revealed: str | None = None

    def action_text(self, viewer: Side | None, reveal: bool = False) -> str:
        """The action as ``viewer`` may read it (None: a spectator; ``reveal``:
        everything, for solo study and finished games)."""
        if self.action is None:
            return ""
        if reveal or viewer is self.side:
            return str(self.action)
        if self.concealed is not None:
            return str(self.concealed)
        public = getattr(self.action, "public_text", None)
        return str(self.action) if public is None else public()

    def events_seen_by(self, viewer: Side | None, reveal: bool = False) -> tuple[Event, ...]:
        return self.events if reveal else tuple(e.seen_by(viewer) for e in self.events if not e.hidden_from(viewer))

    def lines(self, viewer: Side | None, reveal: bool = False) -> list[str]:
        """The entry in words, as ``viewer`` may read it: the action, then
        one indented line per event."""
        out = []
        if self.action is not None:
            who = self.side.title if self.side else ""
            out.append(f"{self.ply}. {who}: {self.action_text(viewer, reveal)}")
        out.extend(f"   {e}" for e in self.events_seen_by(viewer, reveal))
        return out


def log_text(entries: list[LogEntry], viewer: Side | None, reveal: bool = False) -> list[str]:
    """The whole log in words, as ``viewer`` may read it."""
    out: list[str] = []
    for entry in entries:
        out.extend(entry.lines(viewer, reveal))
    return out
