"""A table being edited: a mutable working copy of any game's free table.

As the area and box maps' working copies do, it holds the table's items
as frozen records under keys ``(kind, id)``: each terrain feature and
objective (the table's own ``Feature`` and ``Objective``), each named zone
(its outline), and the table's own fields (``TableAttributes``) under
``TABLE_KEY``. ``apply`` is the only way to change it, so the editors'
``Edit`` (editing.model.edit) and both undo stacks work on it unchanged.
Items keep their place in the file's order through deletes and undos;
``to_table`` gives the table as a game and the file writer take it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from .bases import Point
from .table import Feature, Objective, Table

FEATURE, OBJECTIVE, ZONE, TABLE = "feature", "objective", "zone", "table"
#: the table's own fields live under this key
TABLE_KEY = (TABLE, "")

Key = tuple[str, str]


@dataclass(frozen=True, slots=True)
class TableAttributes:
    """The table's own fields: what its file calls it, its size and unit, its sector grid."""

    id: str
    name: str
    width: float
    depth: float
    sector: float = 0.0
    unit: str = "inch"
    #: the game it is drawn for (Table.game)
    game: str = ""


@dataclass(frozen=True, slots=True)
class TableChange:
    """What one ``apply`` changed: the ids of the features, objectives and
    zones touched (added, changed or removed), and whether the table's own
    fields did."""

    features: frozenset[str] = frozenset()
    objectives: frozenset[str] = frozenset()
    zones: frozenset[str] = frozenset()
    attributes: bool = False


class EditableTable:
    """Features, objectives and zones by id, in the file's order; changed only by ``apply``."""

    def __init__(
        self,
        attributes: TableAttributes,
        features: Iterable[Feature] = (),
        objectives: Iterable[Objective] = (),
        zones: Mapping[str, tuple[Point, ...]] | None = None,
        source: str | None = None,
    ) -> None:
        self.attributes = attributes
        self.source = source
        self._items: dict[str, dict[str, Any]] = {FEATURE: {}, OBJECTIVE: {}, ZONE: {}}
        self._place: dict[Key, int] = {}  # an item's place in the file's order, kept through delete and undo
        self._listeners: list[Callable[[TableChange], None]] = []
        self.revision = 0
        for feature in features:
            self._put((FEATURE, feature.id), feature)
        for objective in objectives:
            self._put((OBJECTIVE, objective.id), objective)
        for name, outline in (zones or {}).items():
            self._put((ZONE, name), tuple(outline))

    @classmethod
    def from_table(cls, table: Table, source: str | None = None) -> EditableTable:
        attributes = TableAttributes(
            table.id, table.name, table.width, table.depth, table.sector, table.unit, table.game
        )
        return cls(attributes, table.features, table.objectives, table.zones, source)

    def to_table(self) -> Table:
        """The table as it is now, as a game and the file writer take it."""
        a = self.attributes
        return Table(
            width=a.width,
            depth=a.depth,
            features=tuple(self.features.values()),
            sector=a.sector,
            zones=dict(self.zones),
            objectives=tuple(self.objectives.values()),
            id=a.id,
            name=a.name,
            unit=a.unit,
            game=a.game,
        )

    # --- reading
    @property
    def features(self) -> Mapping[str, Feature]:
        """Feature id -> feature, in the file's order."""
        return MappingProxyType(self._items[FEATURE])

    @property
    def objectives(self) -> Mapping[str, Objective]:
        return MappingProxyType(self._items[OBJECTIVE])

    @property
    def zones(self) -> Mapping[str, tuple[Point, ...]]:
        """Zone name -> its outline."""
        return MappingProxyType(self._items[ZONE])

    def get(self, key: Key) -> Any:
        if key == TABLE_KEY:
            return self.attributes
        kind, item_id = key
        if kind not in self._items:
            raise KeyError(key)
        return self._items[kind].get(item_id)

    def new_id(self, kind: str, stem: str) -> str:
        """An id for a new item of ``kind``, from ``stem`` ("wood" -> "wood-3"), not yet used
        (nor used by an item deleted this session, which an undo could bring back)."""
        n = 1
        while (kind, f"{stem}-{n}") in self._place:
            n += 1
        return f"{stem}-{n}"

    # --- changing
    def apply(self, records: Mapping[Key, Any]) -> None:
        """Put ``records`` in (None: remove the item); tell the listeners."""
        touched: dict[str, set[str]] = {FEATURE: set(), OBJECTIVE: set(), ZONE: set()}
        attributes = False
        for key, record in records.items():
            if key == TABLE_KEY:
                self.attributes = record
                attributes = True
                continue
            self._put(key, record)
            touched[key[0]].add(key[1])
        for kind, items in self._items.items():
            order = {item_id: self._place[(kind, item_id)] for item_id in items}
            self._items[kind] = {item_id: items[item_id] for item_id in sorted(items, key=order.__getitem__)}
        self.revision += 1
        change = TableChange(
            frozenset(touched[FEATURE]), frozenset(touched[OBJECTIVE]), frozenset(touched[ZONE]), attributes
        )
        for listener in list(self._listeners):
            listener(change)

    def subscribe(self, listener: Callable[[TableChange], None]) -> Callable[[], None]:
        """Call ``listener(change)`` after every ``apply``; returns the unsubscribe."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    def _put(self, key: Key, record: Any) -> None:
        kind, item_id = key
        if kind not in self._items:
            raise KeyError(key)
        if record is None:
            self._items[kind].pop(item_id, None)
            return
        self._place.setdefault(key, len(self._place))
        self._items[kind][item_id] = record
