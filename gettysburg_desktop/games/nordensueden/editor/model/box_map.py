"""A box map being edited (Norden & Süden, NS-MAP-3): the board's working
copy (boards/boxes/editable.py) of a ``BoxMap``, whose own fields are its
id, its name and whether it sets up its own armies."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from gettysburg_desktop.boards.boxes import editable as board
from gettysburg_desktop.boards.boxes.editable import BOX, LINK, MAP, MAP_KEY, BoxMapChange, Key
from gettysburg_desktop.games.nordensueden.rules.boxmap import Box, BoxMap, Link, LinkKind

__all__ = ["BOX", "LINK", "MAP", "MAP_KEY", "BoxMapAttributes", "BoxMapChange", "EditableBoxMap", "Key", "Record"]


@dataclass(frozen=True, slots=True)
class BoxMapAttributes:
    """The map's own fields (everything but its boxes and links)."""

    id: str
    name: str
    #: the map sets up its own armies (each box's starting militia), else it
    #: is played with the 1861 campaign's set-up (T2; BoxMap.own_setup)
    own_setup: bool = False


Record = Box | Link | BoxMapAttributes


class EditableBoxMap(board.EditableBoxMap[Box, Link]):
    """Boxes and links by id, in the file's order; changed only by ``apply``."""

    attributes: BoxMapAttributes

    @classmethod
    def from_boxmap(cls, boxmap: BoxMap, source: str | None = None) -> EditableBoxMap:
        return cls(BoxMapAttributes(boxmap.id, boxmap.name, boxmap.own_setup), boxmap.boxes, boxmap.links, source)

    def make_box(self, box_id: str, name: str, lat: float, lon: float, state: str = "") -> Box:
        """A new white box (the board's add_box; ``state``: its 1861 state)."""
        return Box(box_id, name, state, lat, lon)

    def make_link(self, a: str, b: str, kind: LinkKind | str) -> Link:
        """A new link of ``kind`` (a ValueError for a word that is none); a
        river is drawn downstream: its arrow points to ``b`` (NS-JUMP-2)."""
        kind = LinkKind(kind)
        return Link(a, b, kind, downstream=b if kind is LinkKind.RIVER else None)

    def carry_ends(self, link: Link, end: Callable[[str], str]) -> Link:
        """A box's new id carried into the link's downstream end and crossings (its ends are carried already)."""
        return replace(
            link,
            downstream=None if link.downstream is None else end(link.downstream),
            crossing=frozenset(end(x) for x in link.crossing),
        )

    def to_boxmap(self) -> BoxMap:
        """The map as it is now, as the game and the file writer take it."""
        a = self.attributes
        return BoxMap(a.id, a.name, tuple(self.boxes.values()), tuple(self.links.values()), own_setup=a.own_setup)
