"""A box map being edited (Norden & Süden, NS-MAP-3): the board's working
copy (boards/boxes/editable.py) of a ``BoxMap``, whose own fields are its
id, its name and whether it sets up its own armies."""

from __future__ import annotations

from dataclasses import dataclass

from gettysburg_desktop.boards.boxes import editable as board
from gettysburg_desktop.boards.boxes.editable import BOX, LINK, MAP, MAP_KEY, BoxMapChange, Key
from gettysburg_desktop.games.nordensueden.rules.boxmap import Box, BoxMap, Link

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

    def to_boxmap(self) -> BoxMap:
        """The map as it is now, as the game and the file writer take it."""
        a = self.attributes
        return BoxMap(a.id, a.name, tuple(self.boxes.values()), tuple(self.links.values()), own_setup=a.own_setup)
