"""The play window is made of parts, each with one job (issue 23, item 5):
its menus, its panels' docks, the hot seat, the replay, its files, the
status line, its help pages. The names the tests, app.py and the other
modules reach on the window (``w.open_game``, ``w.undo_action``,
``w.docks`` ...) stay the window's: each is held by its part and read (or
set) there through ``HeldBy``."""

from __future__ import annotations

from typing import Any


class HeldBy:
    """A name of the window held by one of its parts: reading it on the
    window reads it on the part (a method comes back bound to the part),
    setting it sets it there. ``name``: the part's own name for it, if
    not the window's."""

    def __init__(self, part: str, name: str | None = None) -> None:
        self.part = part
        self.name = name

    def __set_name__(self, owner: type, name: str) -> None:
        if self.name is None:
            self.name = name

    def __get__(self, window: Any, owner: type | None = None) -> Any:
        if window is None:
            return self
        return getattr(getattr(window, self.part), self.name)

    def __set__(self, window: Any, value: Any) -> None:
        setattr(getattr(window, self.part), self.name, value)
