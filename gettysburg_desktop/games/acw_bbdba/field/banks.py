"""Rivers, banks and road ditches (BB-RIVER, T5, T6; decisions 19, 32, 43).

A river's ground is its area less the roads that cross it (a bridge or a
ford, BB-FIELD-11). An element is in a river when its base overlaps that
ground; it stands on a bank when it is in no river and its front edge lies
on the river's edge (within 0.5 mm). A rolled river of 3-6 gives its banks'
defenders their factors and its bank's targets cover; a shallow one (1-2),
or one not rolled yet, none (decision 43). A road ditch: a target or
defender not on the road, its front edge on the road's edge, the shooter's
line crossing the road or the attacker on it (decision 19).
"""

from __future__ import annotations

from collections.abc import Mapping

import shapely
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.table import Table

from ..rules.scale import CONTACT_MM
from .elements import Element
from .terrain import SHALLOW, wet


def rivers_entered(table: Table, ground: BaseGeometry) -> list[str]:
    """The rivers whose ground a move's swept ground overlaps (off bridges and fords)."""
    return [
        r.id
        for r in table.features_touching(ground, ("river",))
        if float(ground.intersection(wet(table, r)).area) > 1e-6
    ]


def banked(rolled: int | None) -> bool:
    """A river whose roll gives its banks their effects: 3-6 (BB-RIVER-2); not rolled yet: none (decision 43)."""
    return rolled is not None and rolled not in SHALLOW


def on_bank(table: Table, e: Element, rivers: Mapping[str, int | None]) -> str | None:
    """The river whose bank ``e`` stands on (BB-RIVER-4): in no river, its front edge on the river's edge."""
    for r in table.features_touching(e.shape.buffer(CONTACT_MM), ("river",)):
        if not banked(rivers.get(r.id)):
            continue
        ground = wet(table, r)
        if float(e.shape.intersection(ground).area) > 1e-6:
            continue
        if float(e.front.distance(ground)) <= CONTACT_MM:
            return r.id
    return None


def in_river(table: Table, e: Element, river: str) -> bool:
    feature = table.feature[river]
    return float(e.shape.intersection(wet(table, feature)).area) > 1e-6


def bank_cover(table: Table, shooter: Element, target: Element, rivers: Mapping[str, int | None]) -> bool:
    """T5: the target on a rolled river's bank, the shooter's line (between their middles) crossing it."""
    river = on_bank(table, target, rivers)
    if river is None:
        return False
    line = shapely.LineString([shooter.pose.centre, target.pose.centre])
    return float(line.intersection(wet(table, table.feature[river])).length) > 1e-6


def ditch_cover(table: Table, shooter: Element, target: Element) -> bool:
    """T5, decision 19: the target not on a road, its front edge on the road's edge, the line crossing it."""
    line = shapely.LineString([shooter.pose.centre, target.pose.centre])
    for road in table.features_touching(target.shape.buffer(CONTACT_MM), ("road",)):
        if float(target.shape.intersection(road.area).area) > 1e-6:
            continue
        if float(target.front.distance(road.area)) <= CONTACT_MM and line.crosses(road.area):
            return True
    return False


def on_road(table: Table, e: Element) -> bool:
    return any(float(e.shape.intersection(r.area).area) > 1e-6 for r in table.features_touching(e.shape, ("road",)))
