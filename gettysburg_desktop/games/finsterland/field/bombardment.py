"""Where artillery may be aimed (FL-ART-2, FL-RUL-2) and where its discs may
lie (FL-BOMB-3, FL-BOMB-5, D23); the discs' hits are discs.py's, the stacks
rules/artillery.py's.

- A sector may be written for a kind of artillery when it is visible and
  within range (FL-ART-2 **[interpretation]**, both checked when it is
  written):
  - visible: some point of it is in line of sight (D9, field/sight.py) of
    an artillery observer or a model of the command staff; the points tried
    are a grid over the sector every 2" (its corners, edges and inside, 25
    points for an 8" sector) against each spotter's sample points
    **[interpretation]** (D9's "some straight segment" made finite, as
    sight.py does for bases);
  - within range: a disc of that kind could lie wholly in the sector by a
    gun that may fire: light, a disc 6" to 20" from the gun (from its base
    to the disc's nearest point) and in its front arc, some part of it
    inside (D6, D23); heavy, anywhere but the enemy deployment zone, the
    whole disc outside it (FL-BOMB-3), given a heavy gun that may fire.
- At most one sector may be written for each gun that may fire (FL-RUL-2);
  each gun fires one disc, and one with no legal place in the sectors
  written does not fire (FL-ART-3, D23).
- A disc may lie only wholly within the sectors written for its kind, and
  a light disc 6" to 20" from its gun and in its front arc, a heavy one
  wholly outside the enemy deployment zone (FL-BOMB-3, FL-BOMB-5, D23).

Distances and containment of a single disc are exact (a disc is its centre
and radius); the region of a sector where a light disc may lie is drawn
with circles of 256 segments a quarter (within 1e-4") only to say whether
the sector has such a place at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.bases import EPS, Point, Pose, Size
from gettysburg_desktop.boards.table.measures import front_arc
from gettysburg_desktop.boards.table.shapes import polygon
from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.kernel.said import said

from ..rules.guns import DISC_RADIUS, LIGHT_RANGE, Kind, sectors_allowed
from .sight import line_blocked, sample_points

Base = tuple[Pose, Size]

#: FL-ART-2: the sector's points tried for sight are this far apart
SIGHT_SPACING = 2.0
_QUAD = 256


@dataclass(frozen=True)
class SectorCheck:
    """Whether a sector may be written for a kind of artillery (FL-ART-2): visible, within range, and why not."""

    sector: str
    kind: str
    visible: bool
    in_range: bool
    reason: str
    rule: str = "FL-ART-2"

    @property
    def writable(self) -> bool:
        return self.visible and self.in_range

    def __str__(self) -> str:
        return f"{self.kind}: {self.sector} {'may' if self.writable else 'may not'} be written: {self.reason} ({self.rule})"


@dataclass(frozen=True)
class Verdict:
    """Whether a plan or a disc is allowed, why not, and the rule."""

    allowed: bool
    reason: str
    rule: str

    def __bool__(self) -> bool:
        return self.allowed


# --- sight ------------------------------------------------------------------------------------
def sector_points(square: Polygon, spacing: float = SIGHT_SPACING) -> list[Point]:
    """A grid over the sector every ``spacing`` inches or less, its edges
    included, its centre first."""
    x0, y0, x1, y1 = square.bounds
    nx = max(1, round((x1 - x0) / spacing))
    ny = max(1, round((y1 - y0) / spacing))
    grid = [(x0 + (x1 - x0) * i / nx, y0 + (y1 - y0) * j / ny) for i in range(nx + 1) for j in range(ny + 1)]
    centre = ((x0 + x1) / 2, (y0 + y1) / 2)
    return [centre, *(p for p in grid if p != centre)]


def sector_visible(table: Table, square: Polygon, spotters: Sequence[Base], spacing: float = SIGHT_SPACING) -> bool:
    """Some point of the sector is in line of sight of a spotter (FL-ART-2, D9)."""
    points = sector_points(square, spacing)
    for spotter in spotters:
        for a in sample_points(*spotter):
            if any(line_blocked(table, a, p) is None for p in points):
                return True
    return False


# --- range ------------------------------------------------------------------------------------
def light_places(area: BaseGeometry, gun: Base, radius: float = DISC_RADIUS["light"]) -> BaseGeometry:
    """Where the centre of a light gun's disc may lie wholly in ``area`` (a
    sector, or the sectors written): 6" to 20" from the gun, some part in its
    front arc (FL-BOMB-3, D23)."""
    return _inside(area, radius).intersection(_reach(gun[0], gun[1], radius))


@lru_cache(maxsize=512)
def _reach(pose: Pose, size: Size, radius: float) -> BaseGeometry:
    """Where a light gun's disc of ``radius`` may lie by range and arc alone, whatever
    the sector (FL-BOMB-3): kept, as a gun stands still while its sectors are tried."""
    base = polygon(pose, size)
    least, most = LIGHT_RANGE
    ring = base.buffer(most + radius, quad_segs=_QUAD).difference(base.buffer(least + radius, quad_segs=_QUAD))
    arc = front_arc(pose, size, most + 2 * radius + size.depth).buffer(radius, quad_segs=_QUAD)
    reach = ring.intersection(arc)
    shapely.prepare(reach)
    return reach


def heavy_places(area: BaseGeometry, enemy_zone: BaseGeometry, radius: float = DISC_RADIUS["heavy"]) -> BaseGeometry:
    """Where the centre of a heavy disc may lie wholly in ``area`` and wholly
    outside the enemy deployment zone (FL-BOMB-3)."""
    return _inside(area, radius).difference(enemy_zone.buffer(radius, quad_segs=_QUAD))


def may_lay(
    table: Table,
    kind: Kind,
    written: Sequence[str],
    *,
    gun: Base | None = None,
    enemy_zone: BaseGeometry | None = None,
) -> bool:
    """Whether a gun has a legal place for its disc in the sectors written
    for its kind; a gun with none does not fire (FL-ART-3, D23)."""
    if not written:
        return False
    area = shapely.union_all([table.sector_named(s) for s in written])
    if kind == "light":
        if gun is None:
            raise ValueError("a light disc is laid by one gun: name it")
        return not _empty(light_places(area, gun))
    if enemy_zone is None:
        raise ValueError("a heavy disc lies outside the enemy deployment zone: name the zone")
    return not _empty(heavy_places(area, enemy_zone))


def check_sector(
    table: Table,
    kind: Kind,
    sector: str,
    spotters: Sequence[Base],
    *,
    guns: Sequence[Base] = (),
    heavy_guns: int = 0,
    enemy_zone: BaseGeometry | None = None,
) -> SectorCheck:
    """Whether ``sector`` may be written for ``kind`` (FL-ART-2): visible
    from a spotter (an observer's base, the command staff's models) and a
    disc could lie in it from one of ``guns`` (light guns that may fire) or,
    heavy, with a heavy gun that may fire, outside ``enemy_zone``."""
    square = table.sector_named(sector)
    visible = sector_visible(table, square, spotters)
    if kind == "light":
        in_range = any(not _empty(light_places(square, g)) for g in guns)
        far = (
            said('a disc in it could lie 6-20" from a gun that may fire')
            if in_range
            else (
                said('no light gun that may fire can place a disc in it (6-20", its front arc)')
                if guns
                else said("no light gun may fire")
            )
        )
    else:
        if enemy_zone is None:
            raise ValueError("heavy artillery's range is the field but the enemy deployment zone: name the zone")
        in_range = heavy_guns > 0 and not _empty(heavy_places(square, enemy_zone))
        far = (
            said("a disc could lie in it outside the enemy deployment zone")
            if in_range
            else (
                said("no heavy gun may fire")
                if heavy_guns <= 0
                else said("no disc could lie in it outside the enemy deployment zone")
            )
        )
    seen = said("seen by a spotter") if visible else said("no observer nor the command staff sees it")
    rule = "FL-BOMB-3" if visible and not in_range else "FL-ART-2"
    return SectorCheck(sector, kind, visible, in_range, said("{seen}; {far}", seen=seen, far=far), rule)


def writable_sectors(
    table: Table,
    kind: Kind,
    spotters: Sequence[Base],
    *,
    guns: Sequence[Base] = (),
    heavy_guns: int = 0,
    enemy_zone: BaseGeometry | None = None,
) -> list[str]:
    """Every sector that may be written for ``kind`` (FL-ART-2), for the window to offer (D23)."""
    return [
        name
        for name, _square in table.sectors()
        if check_sector(table, kind, name, spotters, guns=guns, heavy_guns=heavy_guns, enemy_zone=enemy_zone).writable
    ]


def check_plan(
    table: Table,
    kind: Kind,
    sectors: Sequence[str],
    spotters: Sequence[Base],
    *,
    guns: Sequence[Base] = (),
    heavy_guns: int = 0,
    enemy_zone: BaseGeometry | None = None,
) -> Verdict:
    """Whether the sectors written for ``kind`` may be written: no more than
    one for each gun that may fire (FL-RUL-2), each visible and within range
    (FL-ART-2)."""
    count = sectors_allowed(len(guns) if kind == "light" else heavy_guns)
    if len(sectors) > count:
        return Verdict(False, f"{len(sectors)} sectors for {count} guns that may fire: one a gun at most", "FL-RUL-2")
    if len(set(sectors)) != len(sectors):
        return Verdict(False, "a sector written twice", "FL-RUL-2")
    for name in sectors:
        check = check_sector(table, kind, name, spotters, guns=guns, heavy_guns=heavy_guns, enemy_zone=enemy_zone)
        if not check.writable:
            return Verdict(False, f"{name}: {check.reason}", check.rule)
    return Verdict(True, f"{', '.join(sectors) or 'nothing'} for {count} guns", "FL-ART-2")


# --- a disc -----------------------------------------------------------------------------------
def check_disc(
    table: Table,
    kind: Kind,
    centre: Point,
    written: Sequence[str],
    *,
    gun: Base | None = None,
    enemy_zone: BaseGeometry | None = None,
) -> Verdict:
    """Whether a disc of ``kind`` may lie centred at ``centre``: wholly
    within the sectors written for its kind (FL-BOMB-5, D23); light, 6" to
    20" from ``gun`` (the gun firing it) and in its front arc (FL-BOMB-3,
    D23, D6); heavy, wholly outside ``enemy_zone`` (FL-BOMB-3)."""
    radius = DISC_RADIUS[kind]
    here = shapely.Point(centre)
    if not written:
        return Verdict(False, f"no sector written for {kind} artillery", "FL-ART-3")
    area = shapely.union_all([table.sector_named(s) for s in written])
    if not area.covers(here) or float(area.boundary.distance(here)) < radius - EPS:
        return Verdict(False, f"the disc is not wholly within {', '.join(written)}", "FL-BOMB-5")
    if kind == "light":
        if gun is None:
            raise ValueError("a light disc is laid by one gun: name it")
        least, most = LIGHT_RANGE
        gap = float(polygon(*gun).distance(here)) - radius
        if not least - EPS <= gap <= most + EPS:
            return Verdict(False, f'{gap:.2f}" from its gun: not {least:g}-{most:g}"', "FL-BOMB-3")
        arc = front_arc(gun[0], gun[1], most + 2 * radius + gun[1].depth)
        if float(arc.distance(here)) >= radius - EPS:
            return Verdict(False, "no part of the disc in the gun's front arc", "D23")
        return Verdict(True, f'{gap:.2f}" from its gun, within {", ".join(written)}', "FL-BOMB-3")
    if enemy_zone is None:
        raise ValueError("a heavy disc lies outside the enemy deployment zone: name the zone")
    if enemy_zone.covers(here) or float(enemy_zone.distance(here)) < radius - EPS:
        return Verdict(False, "the disc reaches into the enemy deployment zone", "FL-BOMB-3")
    return Verdict(True, f"within {', '.join(written)}, outside the enemy deployment zone", "FL-BOMB-3")


def _inside(area: BaseGeometry, radius: float) -> BaseGeometry:
    """The centres of the discs of ``radius`` lying wholly in ``area``."""
    return area.buffer(-radius, quad_segs=_QUAD)


def _empty(region: BaseGeometry) -> bool:
    return bool(region.is_empty) or float(region.area) <= EPS * EPS
