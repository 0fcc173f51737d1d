"""One undoable change of the map, as a command for an undo stack.

An ``Edit`` holds, for every item it touches, the record before and the
record after; ``redo`` puts the afters in, ``undo`` the befores, so undo
restores every coordinate bit for bit. The Qt editor wraps it in a
QUndoCommand (``text`` for the Edit menu, ``redo``/``undo``, and
``merge_with`` behind ``mergeWith`` for drags).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any, Protocol

from gettysburg_desktop.boards.areas.editable_map import AREA

#: an item's key in its map: (kind, id), such as ("area", "oak-hill") or ("box", "richmond")
Key = tuple[str, str]
#: an item's record: a board's frozen dataclass (an area's shape, a game's box ...)
Record = Any


class EditableModel(Protocol):
    """What an edit works on, any board kind's working copy (an area map's
    ``EditableMap``, a box map's ``EditableBoxMap``): the record under a key,
    and records put in (None: removed), telling its listeners."""

    def get(self, key: Key) -> Record | None: ...
    def apply(self, records: Mapping[Key, Record | None]) -> object: ...


class _Unchanged:
    def __repr__(self) -> str:
        return "UNCHANGED"


#: An edit function's keyword left at this keeps the item's current value.
UNCHANGED: Any = _Unchanged()


class EditRefused(ValueError):
    """An edit that can't be made; ``str()`` is the message for the author.

    ``code`` names the reason for a view that words it in the author's
    language ("" when the message is all there is), ``details`` holds what
    that wording needs (names, points)."""

    def __init__(self, message: str, code: str = "", **details: Any) -> None:
        super().__init__(message)
        self.code = code
        self.details = details


class Edit:
    """Records before and after, by key; made by the edit functions
    (vertex_edits, area_edits, ...), applied by ``redo``."""

    def __init__(
        self,
        emap: EditableModel,
        text: str,
        after: Mapping[Key, Record | None],
        merge_key: Hashable | None = None,
    ) -> None:
        """An edit from the map's current records to ``after`` (None: removed)."""
        self.map = emap
        self.text = text
        self.merge_key = merge_key
        self._before = {key: emap.get(key) for key in after}
        self._after = dict(after)

    def added(self, kind: str = AREA) -> tuple[str, ...]:
        """Ids of the items of ``kind`` this edit adds, sorted: the new area of
        "Add area", the new piece of a split (for the view to select); the
        kind's default is the area board's, whose editor asks most."""
        return tuple(sorted(i for (k, i), before in self._before.items() if k == kind and before is None))

    def removed(self, kind: str = AREA) -> tuple[Record, ...]:
        """The records of ``kind`` this edit removes (as they were), sorted by id."""
        return tuple(
            before
            for (k, i), before in sorted(self._before.items())
            if k == kind and before is not None and self._after.get((k, i)) is None
        )

    @property
    def keys(self) -> tuple[Key, ...]:
        """The keys of the items this edit touches."""
        return tuple(self._after)

    @property
    def changes_nothing(self) -> bool:
        """Every record after equals the one before (a click on a vertex
        without moving it): a view may drop the edit rather than push it."""
        return all(self._before[key] == after for key, after in self._after.items())

    def redo(self) -> None:
        self._check(self._before, "redo")
        self.map.apply(self._after)

    def undo(self) -> None:
        self._check(self._after, "undo")
        self.map.apply(self._before)

    def merge_with(self, other: Edit) -> bool:
        """Absorb ``other``, the next step of the same drag (equal, non-None
        ``merge_key``), already applied: afterwards this edit goes from its own
        before to ``other``'s after. False, unchanged, for any other edit."""
        if self.merge_key is None or other.merge_key != self.merge_key or other.map is not self.map:
            return False
        for key in other._after:
            if key not in self._before:
                self._before[key] = other._before[key]
            self._after[key] = other._after[key]
        return True

    def _check(self, expected: Mapping[Key, Record | None], action: str) -> None:
        for key, record in expected.items():
            if self.map.get(key) is not record:
                raise RuntimeError(f"can't {action} {self.text!r}: {key[0]} {key[1]!r} has changed since")

    def __repr__(self) -> str:
        return f"<Edit {self.text!r}: {len(self._after)} item(s)>"
