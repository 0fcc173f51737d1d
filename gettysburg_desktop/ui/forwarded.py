"""A name that one of an object's parts answers.

The controller (ui/controller.py) and the play window (ui/window.py) are
composed of parts, each with one job (the hot seat, undo, the computer's
players, the menus, the docks, ...; issue 23, item 5). The tests, app.py,
the panels and the games' panels still reach every name on the object
itself: ``hand_over = Forwarded("screen")`` in the class body makes
``controller.hand_over`` its screen holder's ``hand_over``; ``HeldBy`` does
the same for a name that is also set from outside (``window.path = ...``).
"""

from __future__ import annotations

from typing import Any


class Forwarded:
    """``name = Forwarded("part")`` (or ``Forwarded("part", "its_name")``) in
    a class body: ``obj.name`` is ``obj.part.name`` (``obj.part.its_name``),
    a property's value looked up at each use, or a method bound to the part
    once, at its first use (kept in the instance, where it is found before
    this descriptor: a click asks the controller for dozens of these). A
    subclass overrides the name as it would a method, and its ``super()``
    reaches the part's."""

    __slots__ = ("attr", "name", "part")

    def __init__(self, part: str, name: str = "") -> None:
        self.part = part
        self.name = name  # the part's name for it
        self.attr = ""  # the controller's

    def __set_name__(self, owner: type, name: str) -> None:
        self.attr = name
        self.name = self.name or name

    def __get__(self, obj: object, objtype: type | None = None) -> Any:
        if obj is None:
            return self
        part = getattr(obj, self.part)
        value = getattr(part, self.name)
        if not isinstance(getattr(type(part), self.name, None), property):
            obj.__dict__[self.attr] = value  # a method of the part: bound once
        return value


class HeldBy(Forwarded):
    """A ``Forwarded`` name that is set on the part too (the window's parts
    hold state the window's callers write): read at each use, never kept."""

    __slots__ = ()

    def __get__(self, obj: object, objtype: type | None = None) -> Any:
        if obj is None:
            return self
        return getattr(getattr(obj, self.part), self.name)

    def __set__(self, obj: object, value: Any) -> None:
        setattr(getattr(obj, self.part), self.name, value)
