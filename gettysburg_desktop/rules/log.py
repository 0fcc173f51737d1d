"""The game's log: every action with the side that took it and the events it
caused, and the text each side may read of it (R-ACT-2: the opponent's
command-block values never show, e.g. ``place-block ? herr-ridge``)."""

from __future__ import annotations

from typing import NamedTuple

from .actions import Action, public_text
from .events import Event
from .pieces import Side


class LogEntry(NamedTuple):
    """``ply`` counts the actions (0: what happened before the first one: the
    set-up, the first period's reinforcements and discs). ``side`` is the
    side that decided, ``action`` what it decided (None at ply 0), ``events``
    what it caused (none in a game without events) and ``faces`` the dice it
    rolled."""

    ply: int
    side: Side | None
    action: Action | None
    events: tuple[Event, ...]
    faces: tuple[int, ...] = ()

    def action_text(self, viewer: Side | None, reveal: bool = False) -> str:
        """The action as ``viewer`` may read it (None: a spectator; ``reveal``:
        everything, for solo study and finished games)."""
        if self.action is None:
            return ""
        return str(self.action) if reveal or viewer is self.side else public_text(self.action)

    def events_seen_by(self, viewer: Side | None, reveal: bool = False) -> tuple[Event, ...]:
        return self.events if reveal else tuple(e.seen_by(viewer) for e in self.events)

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
