"""A machine gun's strip on the table (FL-MG-1, FL-MG-2, D24).

- The strip is as wide as the gun's Breite (1" light, 2" heavy) and as long
  as its range (16"); it starts at the middle of the gun's front edge and
  runs straight in any direction within its front arc: at most 45 degrees
  either side of the gun's facing **[interpretation]** (D6's arc is drawn
  from the front corners; a strip from the edge's middle stays inside it
  along its middle line).
- Terrain that blocks line of sight (D9, field/sight.py) cuts it: the strip
  ends, across its whole width, where the first of its lines parallel to
  its middle line is blocked **[interpretation]** (D24 "the strip ends at
  the first feature that blocks line of sight"; the models beyond the
  interruption are safe, FL-MG-1). So a line may run 1" into a wood (T-6's
  step 3: a wood from y = 18 cuts a strip coming from the north at
  y = 17), and through a building or onto a hill to its far side, their
  occupants being seen (D9); models never cut it (FL-MG-2).
- Every model more than half under the strip as cut is hit, of any unit and
  either side (FL-MG-1, FL-MG-2).
- It must cover at least one model of the target the gun may choose: the
  nearest enemy unit it can damage, a single model if it likes
  (FL-FIRE-5, FL-RUL-3, rules/targets.py). A unit no strip of the gun
  reaches is no target (T-6's step 4: the gun lays its strip along another
  line that reaches the unit, if one exists).

The directions tried when looking for strips (``strips_toward``) are those
toward each target model's centre, the facing, the two edges of the arc and
every ``step`` degrees between them **[interpretation]**: the window lets a
player lay any direction, which ``lay_strip`` and ``check_strip`` measure
exactly.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Collection, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

import shapely
import shapely.ops
from shapely.geometry import Polygon

from gettysburg_desktop.boards.table.bases import EPS, Point, Pose, Size, normal_facing
from gettysburg_desktop.boards.table.shapes import polygon
from gettysburg_desktop.boards.table.table import Table

from ..rules.targets import Candidate, TargetChoice, choose_targets
from .sight import BLOCKING, WOOD_EDGE, WOODS, line_blocked

K = TypeVar("K", bound=Hashable)
Base = tuple[Pose, Size]

#: FL-MG-2, D6: a strip runs at most this far either side of the gun's facing
ARC = 45.0
#: how far either side of a breakpoint the lines across a strip are also tried: sight counts a
#: stretch of 1e-6" inside a feature as a touch (sight.py), so the lines just past a feature's
#: corner that do cross it lie a little way off the corner's own line
_NUDGES = (0.0, 2e-6, 2e-5, 2e-4)


@dataclass(frozen=True)
class Strip:
    """A strip as laid: where it starts, its direction (degrees
    counter-clockwise from +x), its width and full length, how far it
    reaches before terrain cuts it (and the feature that does), and the
    models more than half under it (FL-MG-1)."""

    origin: Point
    direction: float
    width: float
    length: float
    reach: float
    cut_by: str | None
    hit: tuple[Hashable, ...]

    def shape(self) -> Polygon:
        """The strip on the table as far as it reaches."""
        return strip_shape(self.origin, self.direction, self.width, self.reach)

    def covers_any(self, models: Collection[Hashable]) -> bool:
        return any(k in models for k in self.hit)

    def __str__(self) -> str:
        cut = f", cut at {self.reach:.2f} by {self.cut_by}" if self.cut_by else ""
        return f'strip {self.width:g}" wide toward {self.direction:.1f} degrees{cut}: {len(self.hit)} models under it (FL-MG-1)'


def strip_origin(gun: Base) -> Point:
    """The middle of the gun's front edge, where its strip starts (FL-MG-2)."""
    pose, size = gun
    return pose.advanced(size.depth / 2).centre


def in_arc(gun: Base, direction: float) -> bool:
    """The direction lies within the gun's front arc: at most 45 degrees from its facing (FL-MG-2, D6)."""
    return abs(_angle_between(gun[0].facing, direction)) <= ARC + 1e-9


def strip_shape(origin: Point, direction: float, width: float, length: float) -> Polygon:
    """A strip ``width`` wide and ``length`` long whose near edge is centred on ``origin``."""
    (ux, uy), (vx, vy) = _axes(direction)
    h = width / 2
    ox, oy = origin
    return shapely.Polygon(
        [
            (ox + vx * h, oy + vy * h),
            (ox - vx * h, oy - vy * h),
            (ox - vx * h + ux * length, oy - vy * h + uy * length),
            (ox + vx * h + ux * length, oy + vy * h + uy * length),
        ]
    )


def clear_length(table: Table, start: Point, direction: float, length: float) -> tuple[float, str | None]:
    """How far a line from ``start`` in ``direction`` runs before line of
    sight along it is blocked (D9, field/sight.py), at most ``length``, and
    the feature that blocks it. Sight along a line changes only where it
    crosses a blocking feature's edge (or runs 1" past it into a wood), so
    those places and the stretches between them are tried."""
    (ux, uy), _v = _axes(direction)
    end = (start[0] + ux * length, start[1] + uy * length)
    line = shapely.LineString([start, end])
    features = table.features_touching(line, BLOCKING)
    if not features:
        return length, None
    marks = {0.0, length}
    for feature in features:
        for xy in shapely.get_coordinates(line.intersection(feature.area.boundary)):
            s = float(line.project(shapely.Point(xy)))
            marks.add(s)
            if feature.kind in WOODS:
                marks.add(s + WOOD_EDGE)
        if feature.kind in WOODS:
            marks.add(WOOD_EDGE)  # a line starting inside a wood
    stops = sorted(s for s in marks if 0.0 <= s <= length)

    def at(s: float) -> Point:
        return (start[0] + ux * s, start[1] + uy * s)

    for here, after in itertools.pairwise(stops):
        blocker = (line_blocked(table, start, at(here)) if here > EPS else None) or line_blocked(
            table, start, at((here + after) / 2)
        )
        if blocker is not None:
            return here, blocker.id
    return length, None


def strip_reach(table: Table, origin: Point, direction: float, width: float, length: float) -> tuple[float, str | None]:
    """How far the strip reaches: the least clear length of its lines
    parallel to its middle line (the strip ends across its whole width,
    D24). That least length is found on a line at one of the strip's edges,
    through a corner of a blocking feature, or where the strip's near edge
    crosses a feature's edge, so those lines and lines a hair's breadth
    either side of them (the one-sided limits, as a corner's own line only
    touches it) are tried; the reach found is within 1e-4" of the least."""
    shape = strip_shape(origin, direction, width, length)
    features = table.features_touching(shape, BLOCKING)
    if not features:
        return length, None
    _u, (vx, vy) = _axes(direction)
    h = width / 2
    offsets = {-h, h}
    near = shapely.LineString([(origin[0] + vx * h, origin[1] + vy * h), (origin[0] - vx * h, origin[1] - vy * h)])
    inside = shape.buffer(EPS)
    for feature in features:
        corners = [p for p in shapely.get_coordinates(feature.area.boundary) if inside.covers(shapely.Point(p))]
        crossings = list(shapely.get_coordinates(near.intersection(feature.area.boundary)))
        for x, y in corners + crossings:
            t = (x - origin[0]) * vx + (y - origin[1]) * vy
            for d in _NUDGES:
                for u in (t - d, t + d):
                    if -h < u < h:
                        offsets.add(float(u))
    best: tuple[float, str | None] = (length, None)
    for t in sorted(offsets):
        start = (origin[0] + vx * t, origin[1] + vy * t)
        reach = clear_length(table, start, direction, length)
        if reach[0] < best[0] - EPS:
            best = reach
    return best


def lay_strip(
    table: Table, gun: Base, direction: float, width: float, length: float, models: Mapping[K, Base]
) -> Strip:
    """The strip laid from ``gun`` in ``direction``, cut by terrain, with
    every model of ``models`` (friend and foe) more than half under it (FL-MG-1)."""
    origin = strip_origin(gun)
    reach, cut_by = strip_reach(table, origin, direction, width, length)
    hit: list[K] = models_under(strip_shape(origin, direction, width, reach), models)
    return Strip(origin, direction, width, length, reach, cut_by, tuple(hit))


def models_under(shape: Polygon, models: Mapping[K, Base]) -> list[K]:
    """The models more than half under a strip (FL-MG-1), in the order given."""
    out = []
    centre, radius = _centre_of(shape), _radius_of(shape)
    for key, (pose, size) in models.items():
        if math.dist(pose.centre, centre) > radius + math.hypot(size.width, size.depth):
            continue  # nowhere near it
        base = polygon(pose, size)
        if base.intersection(shape).area > base.area / 2 + EPS:
            out.append(key)
    return out


@dataclass(frozen=True)
class StripVerdict:
    """Whether a strip may be laid so (FL-MG-2), why not, and the strip."""

    allowed: bool
    reason: str
    rule: str
    strip: Strip


def check_strip(
    table: Table,
    gun: Base,
    direction: float,
    width: float,
    length: float,
    models: Mapping[K, Base],
    target: Collection[K],
) -> StripVerdict:
    """A strip in ``direction`` must lie in the gun's front arc and cover at
    least one model of ``target``, the models of the target it may choose
    (FL-MG-2, FL-FIRE-5)."""
    strip = lay_strip(table, gun, direction, width, length, models)
    if not in_arc(gun, direction):
        off = abs(_angle_between(gun[0].facing, direction))
        return StripVerdict(False, f"{off:.1f} degrees off its facing: outside its front arc", "FL-MG-2", strip)
    if not strip.covers_any(target):
        why = f" (cut by {strip.cut_by} at {strip.reach:.2f})" if strip.cut_by else ""
        return StripVerdict(False, f"it covers no model of the target{why}", "FL-MG-2", strip)
    return StripVerdict(True, f"{len(strip.hit)} models under it", "FL-MG-1", strip)


def strip_directions(gun: Base, toward: Iterable[Point], step: float = 5.0) -> list[float]:
    """The directions tried: toward each point given (a target model's
    centre) if in the arc, the facing, the arc's edges and every ``step``
    degrees between."""
    facing = gun[0].facing
    origin = strip_origin(gun)
    out = [facing]
    n = max(1, math.ceil(2 * ARC / step))
    out += [normal_facing(facing - ARC + 2 * ARC * k / n) for k in range(n + 1)]
    for x, y in toward:
        d = normal_facing(math.degrees(math.atan2(y - origin[1], x - origin[0])))
        if in_arc(gun, d):
            out.append(d)
    seen: list[float] = []
    for d in out:
        if not any(abs(_angle_between(d, e)) < 1e-9 for e in seen):
            seen.append(d)
    return seen


def strips_toward(
    table: Table,
    gun: Base,
    width: float,
    length: float,
    models: Mapping[K, Base],
    target: Collection[K],
    step: float = 5.0,
) -> list[Strip]:
    """The strips the gun may lay that cover at least one model of
    ``target`` (FL-MG-2), one for each set of models hit, the ones hitting
    the most target models first."""
    toward = [models[k][0].centre for k in target if k in models]
    found: dict[tuple[Hashable, ...], Strip] = {}
    for d in strip_directions(gun, toward, step):
        strip = lay_strip(table, gun, d, width, length, models)
        if strip.covers_any(target) and strip.hit not in found:
            found[strip.hit] = strip
    return sorted(found.values(), key=lambda s: -sum(1 for k in s.hit if k in target))


def machine_gun_targets(
    table: Table,
    gun: Base,
    width: float,
    length: float,
    models: Mapping[K, Base],
    enemies: Mapping[Hashable, Sequence[K]],
    *,
    can_damage: Mapping[Hashable, bool] | None = None,
    single: Collection[Hashable] = (),
    step: float = 5.0,
) -> tuple[TargetChoice, dict[Hashable, list[Strip]]]:
    """The targets a machine gun may choose (FL-MG-2, FL-FIRE-5, FL-RUL-3)
    and the strips that reach each: ``enemies`` each enemy unit (or single
    model, named in ``single``) with its models' keys; ``models`` every
    model on the table, friend and foe, whom a strip may hit. An enemy is a
    candidate when a strip reaches it; its distance is from the gun's base
    to the nearest of its bases."""
    gun_shape = polygon(*gun)
    candidates, strips = [], {}
    for unit, keys in enemies.items():
        reaching = strips_toward(table, gun, width, length, models, keys, step)
        if not reaching:
            continue
        strips[unit] = reaching
        distance = min(float(gun_shape.distance(polygon(*models[k]))) for k in keys)
        harm = True if can_damage is None else can_damage.get(unit, True)
        candidates.append(Candidate(unit, distance, harm, unit in single))
    choice = choose_targets(candidates)
    return choice, {u: s for u, s in strips.items() if u in choice.allowed}


def strip_at(
    table: Table, gun: Base, width: float, length: float, models: Mapping[K, Base], part: Polygon, step: float = 5.0
) -> Strip | None:
    """The strip a gun on a special task lays at a part of a battlefield
    object (D26): of the directions tried (toward the part's centre and its
    nearest point, the facing, the arc's edges and every ``step`` degrees),
    the one whose strip, as terrain cuts it, lies most over the part; None
    when none reaches it. It hits the models under it as any strip does
    (FL-MG-1)."""
    origin = strip_origin(gun)
    near = shapely.ops.nearest_points(part, shapely.Point(origin))[0]
    best: tuple[float, Strip] | None = None
    for d in strip_directions(gun, [_centre_of(part), (near.x, near.y)], step):
        strip = lay_strip(table, gun, d, width, length, models)
        over = float(strip.shape().intersection(part).area)
        if over > EPS and (best is None or over > best[0] + EPS):
            best = (over, strip)
    return best[1] if best else None


# --- helpers ----------------------------------------------------------------------------------
def _axes(direction: float) -> tuple[Point, Point]:
    """The unit vector along ``direction`` and the one to its left."""
    a = math.radians(direction)
    c, s = math.cos(a), math.sin(a)
    return (c, s), (-s, c)


def _angle_between(a: float, b: float) -> float:
    """b - a in (-180, 180]."""
    d = math.fmod(b - a, 360.0)
    if d > 180.0:
        d -= 360.0
    elif d <= -180.0:
        d += 360.0
    return d


def _centre_of(shape: Polygon) -> Point:
    c = shape.centroid
    return (c.x, c.y)


def _radius_of(shape: Polygon) -> float:
    cx, cy = _centre_of(shape)
    return max(math.dist((cx, cy), p) for p in shape.exterior.coords)
