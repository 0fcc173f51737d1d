"""Which cover a unit has against an attacker (FL-COVER-1, FL-COVER-4, D10):

- area cover (a wood, a building, a bunker): a model has it when more than
  half of its base is inside; a unit when at least half of its models do;
- linear cover (bushes, a wall, a trench, a fence): a block or a line has it,
  all its ranks, when the feature touches the unit's edge that faces the
  attacker and lies across the line from the attacker to the middle of that
  edge **[interpretation]** (D10 says "the lines from the attacker's
  models"; one line, from the attacking unit's centre, here);
- the best counts: only the single largest fraction (FL-COVER-2).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import shapely

from gettysburg_desktop.boards.table.bases import EPS, SIDES, Point, Side
from gettysburg_desktop.boards.table.shapes import edge
from gettysburg_desktop.boards.table.table import Table

from ..rules.formation import Formation
from ..rules.tables import COVER
from .bodies import ground, model_bases


@dataclass(frozen=True)
class Cover:
    """The cover a unit has: its kind (T11's word), the fraction it takes away, and the feature's id."""

    kind: str
    fraction: Fraction
    feature: str


def area_cover(table: Table, unit: Formation) -> list[Cover]:
    """The area covers at least half of the unit's models are in (more than half of each base inside)."""
    bases = model_bases(unit)
    kinds = [k for k, (_f, what) in COVER.items() if what == "area"]
    out = []
    for feature in table.features_touching(ground(unit), kinds):
        inside = sum(1 for b in bases if b.intersection(feature.area).area > b.area / 2 + EPS)
        if 2 * inside >= len(bases):
            out.append(Cover(feature.kind, COVER[feature.kind][0], feature.id))
    return out


def facing_side(unit: Formation, attacker: Point) -> Side:
    """The unit's edge whose outside faces the attacker most nearly."""
    (fx, fy), (lx, ly) = unit.front.ahead, unit.front.left
    cx, cy = unit.centre
    dx, dy = attacker[0] - cx, attacker[1] - cy
    outward = {"front": (fx, fy), "rear": (-fx, -fy), "left": (lx, ly), "right": (-lx, -ly)}
    return max(SIDES, key=lambda s: outward[s][0] * dx + outward[s][1] * dy)


def linear_cover(table: Table, unit: Formation, attacker: Point) -> list[Cover]:
    """The linear covers along the unit's edge facing ``attacker`` that lie between them."""
    side = facing_side(unit, attacker)
    pose, size = unit.blocks()[0]
    facing_edge = edge(pose, size, side)
    kinds = [k for k, (_f, what) in COVER.items() if what == "linear"]
    middle = facing_edge.interpolate(0.5, normalized=True)
    sight = shapely.LineString([attacker, (middle.x, middle.y)])
    out = []
    for feature in table.features_touching(facing_edge, kinds):
        if feature.area.intersects(sight):
            out.append(Cover(feature.kind, COVER[feature.kind][0], feature.id))
    return out


def best_cover(table: Table, unit: Formation, attacker: Point) -> Cover | None:
    """The single best cover the unit has against ``attacker`` (FL-COVER-2), or None."""
    found = area_cover(table, unit) + linear_cover(table, unit, attacker)
    return max(found, key=lambda c: (c.fraction, c.kind)) if found else None
