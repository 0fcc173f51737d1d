"""Boxes joined by typed links: the board as data, any game's.

A box board is two tables, boxes and links. What a game's box or link
carries beyond that (owners, ports, rivers that flow one way) is the game's:
its records are its own frozen dataclasses that have at least the fields of
``BoxRecord`` and ``LinkRecord`` below, and its map mixes in ``BoxGraph`` for
the lookups every rule and every editor asks (which box is which, the links
at a box, the neighbours, whether the map holds together).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cached_property
from typing import Generic, Protocol, TypeVar

from .projection import to_scene


class BoxRecord(Protocol):
    """What a board knows of a box: its id, its printed name and where it is."""

    @property
    def id(self) -> str: ...  # stable ASCII id ("harpers-ferry")
    @property
    def name(self) -> str: ...  # as printed ("Harper's Ferry")
    @property
    def lat(self) -> float: ...
    @property
    def lon(self) -> float: ...


class LinkRecord(Protocol):
    """What a board knows of a link: its two ends (box ids), its kind (a
    word of the game's: "road", "river", ...) and the bends it is drawn
    through ((lat, lon) between the ends; for drawing only)."""

    @property
    def a(self) -> str: ...
    @property
    def b(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def via(self) -> tuple[tuple[float, float], ...]: ...


B = TypeVar("B", bound=BoxRecord)
L = TypeVar("L", bound=LinkRecord)


def position(box: BoxRecord) -> tuple[float, float]:
    """The box's centre in scene units (projection.py)."""
    return to_scene(box.lat, box.lon)


def other_end(link: LinkRecord, box: str) -> str:
    """The far end of ``link`` seen from ``box`` (one of its two ends)."""
    if box == link.a:
        return link.b
    if box == link.b:
        return link.a
    raise KeyError(f"{box!r} is not an end of the link {link.a}-{link.b}")


def link_key(link: LinkRecord) -> tuple[str, str, str]:
    """Identifies a link within its map: (a, b, kind) with a < b. Two links
    may join the same two boxes only if their kinds differ."""
    a, b = sorted((link.a, link.b))
    return (a, b, str(link.kind))


class BoxGraph(Generic[B, L]):
    """The lookups over ``boxes`` and ``links`` (the mixing class's fields,
    in the file's order; the map is immutable, so they are worked out once)."""

    boxes: tuple[B, ...]
    links: tuple[L, ...]

    @cached_property
    def box(self) -> dict[str, B]:
        """Box id -> box."""
        return {b.id: b for b in self.boxes}

    @cached_property
    def _links_at(self) -> dict[str, tuple[L, ...]]:
        at: dict[str, list[L]] = {b.id: [] for b in self.boxes}
        for link in self.links:
            at[link.a].append(link)
            at[link.b].append(link)
        return {k: tuple(v) for k, v in at.items()}

    def links_at(self, box: str) -> tuple[L, ...]:
        """Every link with an end at ``box``."""
        return self._links_at[box]

    def links_between(self, a: str, b: str) -> tuple[L, ...]:
        """Every link joining ``a`` and ``b`` directly (any kinds)."""
        return tuple(link for link in self._links_at[a] if other_end(link, a) == b)

    def adjacent(self, box: str, open_to: Callable[[L], bool] | None = None) -> list[str]:
        """The boxes joined to ``box`` by a link (of any kind, that
        ``open_to`` lets through if given), in the file's order."""
        near = {other_end(link, box) for link in self._links_at[box] if open_to is None or open_to(link)}
        return [b.id for b in self.boxes if b.id in near]

    def by_name(self, name: str) -> B:
        """The box printed ``name`` (a KeyError if none)."""
        for b in self.boxes:
            if b.name == name:
                return b
        raise KeyError(name)

    def connected(self, boxes: Iterable[str] | None = None) -> bool:
        """Whether every box (of ``boxes``, if given) can be reached from every other by links."""
        ids = list(boxes) if boxes is not None else [b.id for b in self.boxes]
        if not ids:
            return True
        seen, todo = {ids[0]}, [ids[0]]
        while todo:
            here = todo.pop()
            for link in self._links_at[here]:
                there = other_end(link, here)
                if there not in seen:
                    seen.add(there)
                    todo.append(there)
        return all(i in seen for i in ids)
