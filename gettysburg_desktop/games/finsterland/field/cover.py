"""Which cover a unit has against an attacker (FL-COVER-1, FL-COVER-4, D10):

- area cover (a wood, a building, a bunker): a model has it when more than
  half of its base is inside; a unit when at least half of its models do;
- linear cover (bushes, a wall, a trench, a fence): a block or a line has it,
  all its ranks, when the feature touches the unit's edge that faces the
  attacker and lies across the line from the attacker to the middle of that
  edge **[interpretation]** (D10 says "the lines from the attacker's
  models"; one line, from the attacking unit's centre, here);
- the best counts: only the single largest fraction (FL-COVER-2);
- for machine-gun strips and artillery discs, model by model (FL-COVER-5):
  ``model_cover`` and ``cover_groups``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

import shapely

from gettysburg_desktop.boards.table.bases import EPS, SIDES, Point, Pose, Side, Size
from gettysburg_desktop.boards.table.shapes import edge, polygon
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


# --- model by model, for strips and discs (FL-COVER-5) ----------------------------------------
def model_cover(
    table: Table, base: tuple[Pose, Size], attacker: Point | None = None, also: Iterable[Cover] = ()
) -> Cover | None:
    """The best cover one model hit by a strip or a disc has (FL-COVER-5,
    D10): an area it stands more than half inside; a linear feature its base
    touches that lies across the line from ``attacker`` (the strip's start)
    to its centre, or, for a disc, which has no direction (``attacker``
    None), any linear feature its base touches; and ``also`` (the linear
    cover its block or line has with all its ranks, the command staff's
    own)."""
    shape = polygon(*base)
    found = list(also)
    for feature in table.features_touching(shape, COVER):
        fraction, what = COVER[feature.kind]
        if what == "area":
            if shape.intersection(feature.area).area > shape.area / 2 + EPS:
                found.append(Cover(feature.kind, fraction, feature.id))
        elif attacker is None or feature.area.intersects(shapely.LineString([attacker, base[0].centre])):
            found.append(Cover(feature.kind, fraction, feature.id))
    return max(found, key=lambda c: (c.fraction, c.kind)) if found else None


def cover_groups(
    table: Table,
    bases: Iterable[tuple[Pose, Size]],
    attacker: Point | None = None,
    *,
    unit: Formation | None = None,
    own: Cover | None = None,
) -> list[tuple[str, Fraction | None, int]]:
    """The hit models of one unit grouped by the cover they share, as
    (cover, its fraction or None, models) in the order first met, "open"
    for none (FL-COVER-5 **[interpretation]**: one deduction a group, rules/
    hits.py's ``area_hits``). A block or line (``unit``) hit by a strip has
    the linear cover it has against the gun with all its ranks (D10);
    ``own`` the command staff's 3/4 until it moves (FL-CMD-4)."""
    also = [own] if own else []
    if unit is not None and attacker is not None:
        also += linear_cover(table, unit, attacker)
    counts: dict[tuple[str, Fraction | None], int] = {}
    for base in bases:
        cover = model_cover(table, base, attacker, also)
        key = (cover.kind, cover.fraction) if cover else ("open", None)
        counts[key] = counts.get(key, 0) + 1
    return [(kind, fraction, n) for (kind, fraction), n in counts.items()]
