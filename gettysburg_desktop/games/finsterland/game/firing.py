"""Ordinary fire on the table (FL-FIRE-2 to FL-FIRE-7, D15): which units
may fire at which, the nearest they must choose, and the cover the target
had, read from where the units stand or, in Beschuss, from every sampled
moment of the target's move (its trace).

A unit may fire at a target when at least half of its front rank is
within its range S of the target and has a line of fire to it, and, for a
block or a line, the target is in its front arc (FL-FIRE-3, FL-FACE-1, D6).
A model has a line of fire when it sees (D9) a model of the target within
its range **[interpretation]**. Guns fire by strip and disc, not so
(FL-MG, FL-BOMB).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import shapely
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.bases import EPS
from gettysburg_desktop.boards.table.measures import front_arc, reaches_into
from gettysburg_desktop.boards.table.table import Table

from ..field.bodies import ground, model_bases
from ..field.cover import Cover, area_cover, linear_cover
from ..field.sight import BLOCKING, sees
from ..rules.formation import Formation
from ..rules.tables import COMMAND_STAFF_COVER
from ..rules.units import Body, Unit


@dataclass(frozen=True)
class Sighting:
    """What a firer makes of a target: the least distance at any moment
    (D15), the best cover the target had then (FL-COVER-4) and how many of
    the firer's front rank had it in range and line of fire."""

    distance: float
    cover: Cover | None
    in_range: int


def front_rank(body: Body) -> list[int]:
    """The indexes of a body's front-rank models (skirmishers: all of them, FL-FIRE-3)."""
    if isinstance(body, Formation):
        return list(range(min(body.files, body.models)))
    return list(range(body.models))


def second_rank(body: Body) -> int:
    """How many models stand in a block's or line's second rank (FL-FIRE-6)."""
    if isinstance(body, Formation):
        return max(0, min(body.files, body.models - body.files))
    return 0


def range_of(unit: Unit) -> float | None:
    s = unit.profile.shoots
    return float(s) if isinstance(s, int) else None


def in_front(body: Body, target: BaseGeometry, reach: float) -> bool:
    """Blocks and lines fire only into their front arc (FL-FACE-1, D6); skirmishers any way (FL-FACE-2)."""
    if not isinstance(body, Formation):
        return True
    pose, size = body.blocks()[0]
    return reaches_into(front_arc(pose, size, reach), target)


def sighting(table: Table, firer: Body, reach: float, target: Body) -> Sighting | None:
    """Whether ``firer`` (range ``reach``) may fire at ``target`` standing so,
    and with what: None when fewer than half its front have it in range and
    line of fire, or it is not in the front arc (FL-FIRE-3)."""
    mine, theirs = model_bases(firer), model_bases(target)
    whole = ground(target)
    if not in_front(firer, whole, reach):
        return None
    front = front_rank(firer)
    hull = shapely.union_all([ground(firer), whole]).convex_hull
    open_ground = not table.features_touching(hull, BLOCKING)
    poses, tposes = firer.model_poses(), target.model_poses()
    counted = 0
    for i in front:
        near = sorted((float(mine[i].distance(b)), k) for k, b in enumerate(theirs))
        for gap, k in near:
            if gap > reach + EPS:
                break
            if open_ground or sees(table, (poses[i], firer.base), (tposes[k], target.base)):
                counted += 1
                break
    if 2 * counted < len(front):
        return None
    distance = float(ground(firer).distance(whole))
    return Sighting(distance, None, counted)


def cover_of(table: Table, unit: Unit, body: Body, attacker: tuple[float, float]) -> Cover | None:
    """The single best cover ``unit`` standing as ``body`` has against fire
    from ``attacker`` (FL-COVER-2, FL-COVER-4, D10); the command staff's
    3/4 until it first moves (FL-CMD-4)."""
    found = list(area_cover(table, body))  # type: ignore[arg-type]
    if isinstance(body, Formation):
        found += linear_cover(table, body, attacker)
    if unit.kind == "command staff" and not unit.ever_moved:
        found.append(Cover("command staff", COMMAND_STAFF_COVER, ""))
    return max(found, key=lambda c: (c.fraction, c.kind)) if found else None


def best_sighting(table: Table, firer: Unit, target: Unit, moments: list[Body]) -> Sighting | None:
    """Over every moment given (a moved target's trace in Beschuss, D15; the
    one where it stands otherwise): the least distance at which the firer
    may fire at it, and the best cover it had at any of those moments."""
    reach = range_of(firer)
    if reach is None:
        return None
    near = shapely.union_all([ground(b) for b in moments]) if len(moments) > 1 else ground(moments[0])
    if float(ground(firer.body).distance(near)) > reach + EPS:
        return None
    best: Sighting | None = None
    cover: Cover | None = None
    for body in moments:
        here = cover_of(table, target, body, firer.body.centre)
        if here is not None and (cover is None or here.fraction > cover.fraction):
            cover = here
        seen = sighting(table, firer.body, reach, body)
        if seen is None:
            continue
        if best is None or seen.distance < best.distance - EPS:
            best = seen
    if best is None:
        return None
    return Sighting(best.distance, cover, best.in_range)


def cover_fraction(cover: Cover | None) -> Fraction | None:
    return cover.fraction if cover else None
