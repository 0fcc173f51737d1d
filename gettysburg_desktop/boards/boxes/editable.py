"""A box map being edited: a mutable working copy of any game's box map.

As ``EditableMap`` does for the area maps, it holds the map's items as the
game's own frozen records (its boxes and links, and a record of the map's
own fields, its "attributes") under keys ``(kind, id)``; ``apply`` is the
only way to change it, so the editors' ``Edit`` (editing.model.edit) and
both undo stacks work on it unchanged. A link has no id in the file: the
working copy gives each one ("link-1", ...) for as long as the map is open.
Items keep their place in the file's order through deletes and undos. A game
subclasses it to say how its map is made from the working copy (``to_boxmap``)
and back (``from_boxmap``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Generic

from .graph import B, L

BOX, LINK, MAP = "box", "link", "map"
#: The map's own fields live under this key.
MAP_KEY = (MAP, "")

Key = tuple[str, str]


Record = Any  # a box, a link or the map's attributes: the game's frozen records


@dataclass(frozen=True, slots=True)
class BoxMapChange:
    """What one ``apply`` changed: ids of the boxes and links touched (added,
    changed or removed) and whether the map's own fields changed."""

    boxes: frozenset[str] = frozenset()
    links: frozenset[str] = frozenset()
    attributes: bool = False


class EditableBoxMap(Generic[B, L]):
    """Boxes and links by id, in the file's order; changed only by ``apply``."""

    def __init__(
        self, attributes: Any, boxes: Iterable[B] = (), links: Iterable[L] = (), source: str | None = None
    ) -> None:
        self.attributes = attributes
        self.source = source
        self._boxes: dict[str, B] = {}
        self._links: dict[str, L] = {}
        self._place: dict[Key, int] = {}  # an item's place in the file's order, kept through delete and undo
        self._listeners: list[Callable[[BoxMapChange], None]] = []
        self.revision = 0
        for box in boxes:
            self._put((BOX, box.id), box)
        for link in links:
            self._put((LINK, self.new_link_id()), link)

    def to_boxmap(self) -> Any:
        """The map as it is now, as the game and the file writer take it (the game's subclass)."""
        raise NotImplementedError

    # --- reading
    @property
    def boxes(self) -> Mapping[str, B]:
        """Box id -> box, in the file's order."""
        return MappingProxyType(self._boxes)

    @property
    def links(self) -> Mapping[str, L]:
        """Link id (this session's) -> link, in the file's order."""
        return MappingProxyType(self._links)

    def get(self, key: Key) -> Record | None:
        kind, item_id = key
        if kind == BOX:
            return self._boxes.get(item_id)
        if kind == LINK:
            return self._links.get(item_id)
        if key == MAP_KEY:
            return self.attributes
        raise KeyError(key)

    def links_at(self, box_id: str) -> dict[str, L]:
        """Link id -> link of every link with an end at ``box_id``."""
        return {i: link for i, link in self._links.items() if box_id in (link.a, link.b)}

    def link_between(self, a: str, b: str, kind) -> str | None:
        """The id of the link of ``kind`` joining ``a`` and ``b`` (either way), if any."""
        for i, link in self._links.items():
            if link.kind == kind and {link.a, link.b} == {a, b}:
                return i
        return None

    def new_link_id(self) -> str:
        n = sum(1 for kind, _ in self._place if kind == LINK) + 1
        while (LINK, f"link-{n}") in self._place:
            n += 1
        return f"link-{n}"

    # --- changing
    def apply(self, records: Mapping[Key, Record | None]) -> None:
        """Put ``records`` in (None: remove the item); tell the listeners."""
        boxes: set[str] = set()
        links: set[str] = set()
        attributes = False
        for key, record in records.items():
            kind, item_id = key
            if key == MAP_KEY:
                self.attributes = record
                attributes = True
                continue
            self._put(key, record)
            (boxes if kind == BOX else links).add(item_id)
        self._boxes = self._ordered(BOX, self._boxes)
        self._links = self._ordered(LINK, self._links)
        self.revision += 1
        change = BoxMapChange(frozenset(boxes), frozenset(links), attributes)
        for listener in list(self._listeners):
            listener(change)

    def subscribe(self, listener: Callable[[BoxMapChange], None]) -> Callable[[], None]:
        """Call ``listener(change)`` after every ``apply``; returns the unsubscribe."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    def _put(self, key: Key, record: Record | None) -> None:
        kind, item_id = key
        if kind not in (BOX, LINK):
            raise KeyError(key)
        items: dict[str, Any] = self._boxes if kind == BOX else self._links
        if record is None:
            items.pop(item_id, None)
            return
        self._place.setdefault(key, len(self._place))
        items[item_id] = record

    def _ordered(self, kind: str, items: dict) -> dict:
        return dict(sorted(items.items(), key=lambda kv: self._place[(kind, kv[0])]))
