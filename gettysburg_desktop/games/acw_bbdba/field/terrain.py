"""The going and the terrain an element stands in (T4, BB-FIELD-9).

A table's feature kinds for this game: "gentle hill" (good going), "steep
hill", "wood", "marsh", "rough", "bua" (difficult going), "river" (difficult
but where its roll made it shallow, BB-RIVER-2), "road", "waterway"
(impassable) and "crest" (a hill's crest line, BB-FIELD-10). An element is
"in" a feature when its base overlaps the feature's inside, touching its
edge only does not count; it is in SG when any part of it is (BB-FIELD-9
**[interpretation]**).
"""

from __future__ import annotations

from collections.abc import Mapping

from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.table import Feature, Table

HILLS = ("gentle hill", "steep hill")
#: T4: difficult going (SG) whatever the dice (a river is SG unless it rolled shallow)
DIFFICULT = ("steep hill", "wood", "marsh", "rough", "bua")
#: BB-SHOOT-5, -6: what blocks a line of sight (a hill only where neither end stands on it)
BLOCKS_SIGHT = ("wood", "bua")
IMPASSABLE = ("waterway",)
#: a crest is a line (BB-FIELD-10: the rules read only the line); drawn, and written to a table file, 1 mm wide
CREST_WIDTH = 1.0
#: BB-RIVER-2: a river's roll, 1-2 shallow, 3-5 slowing with banks, 6 a torrent
SHALLOW = (1, 2)


def river_is_sg(rolled: int | None) -> bool:
    """A river is SG once rolled 3-6 (BB-RIVER-2, -3); shallow (1-2) it is GG. Not yet rolled it is
    read as SG for movement (crossing asks the roll first, decision 43)."""
    return rolled is None or rolled not in SHALLOW


def features_in(table: Table, shape: BaseGeometry, kinds: tuple[str, ...]) -> list[str]:
    """The ids of the features of ``kinds`` whose inside ``shape`` overlaps."""
    return [f.id for f in table.features_under(shape, kinds)]


def wet(table: Table, river: Feature) -> BaseGeometry:
    """The river's ground off its bridges and fords (the roads over it, BB-FIELD-11)."""
    ground = river.area
    for road in table.features_touching(river.area, ("road",)):
        ground = ground.difference(road.area)
    return ground


def in_river_sg(table: Table, shape: BaseGeometry, rivers: Mapping[str, int | None]) -> bool:
    """Some of ``shape`` in a river that is difficult going (rolled 3-6, or not rolled yet), off its
    bridges and fords (BB-RIVER-3, BB-FIELD-11)."""
    return any(
        river_is_sg(rivers.get(r.id)) and float(shape.intersection(wet(table, r)).area) > 1e-6
        for r in table.features_under(shape, ("river",))
    )


def in_sg(table: Table, shape: BaseGeometry, rivers: Mapping[str, int | None] | None = None) -> bool:
    """BB-FIELD-9: any part of the base in difficult going; a river by its roll (``rivers``: id to roll);
    a bridge or ford, where a road crosses the river, is no river (BB-FIELD-11)."""
    return bool(table.features_under(shape, DIFFICULT)) or in_river_sg(table, shape, rivers or {})
