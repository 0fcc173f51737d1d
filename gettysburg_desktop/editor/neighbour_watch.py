"""Neighbours an edit took away (issue 14, item 11): after each settled
change, the shared borders of the areas that are still there are compared
with the last ones; an area that lost neighbours that still exist (a vertex
dragged or deleted, a border redrawn) is named in a warning, "Creek Bottom
lost 2 of its 3 neighbours (Mill, Orchard)". Edits that add or remove
areas (adding, splitting, merging, deleting) are expected to change
neighbours and are not warned about."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Loss:
    area: str  # its name
    lost: tuple[str, ...]  # the names of the neighbours it lost
    had: int  # how many neighbours it had


class NeighbourWatch:
    def __init__(self) -> None:
        self._ids: frozenset[str] | None = None
        self._pairs: frozenset[tuple[str, str]] = frozenset()

    def reset(self) -> None:
        self._ids = None

    def update(self, emap, topology) -> list[Loss]:
        """The losses since the last call (none the first time, or when the areas changed)."""
        ids, pairs = frozenset(emap.areas), frozenset(topology.borders)
        old_ids, old_pairs = self._ids, self._pairs
        self._ids, self._pairs = ids, pairs
        if old_ids != ids:
            return []
        gone = old_pairs - pairs
        if not gone:
            return []
        had: dict[str, int] = {}
        for a, b in old_pairs:
            had[a] = had.get(a, 0) + 1
            had[b] = had.get(b, 0) + 1
        lost: dict[str, set[str]] = {}
        for a, b in gone:
            lost.setdefault(a, set()).add(b)
            lost.setdefault(b, set()).add(a)
        name = lambda a: emap.area(a).name  # noqa: E731
        losses: list[Loss] = []
        told: set[frozenset[str]] = set()
        for area in sorted(lost, key=lambda a: (-len(lost[a]), name(a), a)):
            if all(frozenset((area, b)) in told for b in lost[area]):
                continue  # said already from the other side
            told.update(frozenset((area, b)) for b in lost[area])
            losses.append(Loss(name(area), tuple(sorted(name(b) for b in lost[area])), had[area]))
        return losses
