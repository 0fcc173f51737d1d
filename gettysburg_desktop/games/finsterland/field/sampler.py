"""The computer's candidate moves for one unit, legal by construction (the
free table's design, "The computer"; FL-FACE-1, FL-FACE-2, FL-MOVE-2 to
FL-MOVE-6, D6, D12, D25, FL-RUL-12).

Candidates are aimed at goal points (``goal_points``): the middle of the
sector its order names (D12), the objectives (FL-OBJ), the nearest points of
the cover near it (T11's woods, buildings and bunkers, walls, fences ...).

- A block or a line wheels to turn its front toward the point, as far as is
  legal, then advances toward it, as far as is legal and no farther than
  the point: each leg searched in hundredths (of a degree, of an inch) and
  rounded down (reach.py), so every candidate is a move ``check_move``
  allows.
- Skirmishers, guns, vehicles and single models go straight toward the
  point (a vehicle faces it first, D25), clipped to the farthest legal stop
  and to the point; the heading is kept to two decimals, as a record keeps
  it, and the leg is that heading and distance.

About ``COUNT`` candidates a unit: one aimed at each goal point, then more
drawn with the given ``random.Random``: a goal point moved up to
``SPREAD`` inches aside, and a part of the way to it. The same goals and
the same state of the random generator give the same candidates. All the
searches of one unit's candidates are done together (reach.py).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import shapely

from gettysburg_desktop.boards.table.bases import Point, Pose, Size, normal_facing
from gettysburg_desktop.boards.table.table import Table

from ..rules.formation import Formation
from ..rules.tables import COVER, Column
from .free_moves import FreeLeg, FreeMoveVerdict, check_free_moves
from .movement import Bases, Leg, MoveVerdict, check_moves
from .reach import HUNDREDTH, centre, farthest_advances, farthest_along, farthest_wheels, straight_leg
from .sweep import as_shapes

#: candidates a unit
COUNT = 8
#: how far aside a drawn candidate's aim may lie from its goal point, in inches
SPREAD = 3.0
#: the least part of the way to its goal a drawn candidate goes
LEAST_PART = 0.25


@dataclass(frozen=True)
class Candidate:
    """A legal move toward a goal: its legs, the point it was aimed at and its verdict."""

    legs: tuple[Leg, ...] | tuple[FreeLeg, ...]
    aim: Point
    verdict: MoveVerdict | FreeMoveVerdict


def goal_points(
    table: Table, near: Point, sectors: Sequence[str] = (), objectives: bool = True, cover: int = 2
) -> list[Point]:
    """The points a unit at ``near`` may aim at: the middle of each sector
    named (its order's, D12), the objectives nearest first (FL-OBJ), and the
    nearest point of each of the ``cover`` nearest features that give cover (T11)."""
    here = shapely.Point(near)
    points: list[Point] = []
    for name in sectors:
        c = table.sector_named(name).centroid
        points.append((c.x, c.y))
    if objectives:
        points += sorted((o.at for o in table.objectives), key=lambda at: math.dist(at, near))
    shelters = sorted((f for f in table.features if f.kind in COVER), key=lambda f: f.area.distance(here))
    for f in shelters[:cover]:
        (_x, _y), (px, py) = shapely.shortest_line(here, f.area.boundary).coords
        points.append((px, py))
    return points


def _aims(goals: Sequence[Point], rng: random.Random, count: int) -> list[tuple[Point, float]]:
    """Each goal point, then drawn ones: (aim, part of the way)."""
    aims = [(g, 1.0) for g in goals[:count]]
    while goals and len(aims) < count:
        gx, gy = rng.choice(list(goals))
        aim = (gx + rng.uniform(-SPREAD, SPREAD), gy + rng.uniform(-SPREAD, SPREAD))
        aims.append((aim, rng.uniform(LEAST_PART, 1.0)))
    return aims


def _signed(degrees: float) -> float:
    """An angle in (-180, 180]."""
    d = normal_facing(degrees)
    return d - 360.0 if d > 180.0 else d


def wheel_towards(start: Formation, aim: Point) -> float:
    """The wheel (degrees, counter-clockwise positive, two decimals toward 0)
    that turns the unit's front to face ``aim`` from the middle of its front
    edge, found by turning again from where each wheel leaves it (D6: a
    wheel pivots on a front corner, so the front edge's middle moves)."""
    wheel = 0.0
    for _ in range(8):
        here = start.wheeled(wheel) if wheel else start
        bearing = math.degrees(math.atan2(aim[1] - here.front.y, aim[0] - here.front.x))
        turn = _signed(bearing - here.front.facing)
        if abs(turn) < HUNDREDTH / 2:
            break
        wheel = max(-180.0, min(180.0, wheel + turn))
    return math.trunc(round(wheel / HUNDREDTH, 6)) / 100


def formation_candidates(
    table: Table,
    start: Formation,
    goals: Sequence[Point],
    moves: int,
    column: Column,
    rng: random.Random,
    count: int = COUNT,
    obstacles: Bases = None,
    enemies: Bases = None,
) -> list[Candidate]:
    """A block's or line's candidates: a wheel toward each aim as far as is
    legal, then an advance toward it as far as is legal (FL-FACE-1, D6); a
    drawn one wheels and advances its part of the way."""
    friends, foes = as_shapes(obstacles, "another unit"), as_shapes(enemies, "an enemy")
    aims = _aims(goals, rng, count)
    wanted = [wheel_towards(start, aim) for aim, _part in aims]
    turning = [i for i, w in enumerate(wanted) if abs(w) >= HUNDREDTH]
    found = farthest_wheels(table, start, [wanted[i] for i in turning], moves, column, friends, foes)
    wheels = [0.0] * len(aims)
    for i, w in zip(turning, found, strict=True):
        wheels[i] = math.trunc(round((w or 0.0) * aims[i][1] * 100, 6)) / 100
    befores: list[list[Leg]] = [[("wheel", w)] if w else [] for w in wheels]
    limits = []
    for (aim, part), w in zip(aims, wheels, strict=True):
        after = start.wheeled(w) if w else start
        fx, fy = after.front.ahead
        ahead = (aim[0] - after.front.x) * fx + (aim[1] - after.front.y) * fy
        limits.append(max(0.0, ahead * part))
    advances = farthest_advances(table, start, befores, moves, column, limits, friends, foes)
    legs: list[tuple[Leg, ...]] = []
    chosen: list[Point] = []
    for (aim, _part), before, advance in zip(aims, befores, advances, strict=True):
        move = tuple(before) + ((("advance", advance),) if advance and advance >= HUNDREDTH else ())
        if move and move not in legs:
            legs.append(move)
            chosen.append(aim)
    verdicts = check_moves(table, start, [list(m) for m in legs], moves, column, friends, foes)
    return [Candidate(m, a, v) for m, a, v in zip(legs, chosen, verdicts, strict=True) if v.allowed]


def free_candidates(
    table: Table,
    poses: Sequence[Pose],
    size: Size,
    goals: Sequence[Point],
    moves: int,
    column: Column,
    rng: random.Random,
    count: int = COUNT,
    per_model: bool | None = None,
    obstacles: Bases = None,
    enemies: Bases = None,
    turns_free: bool | None = None,
) -> list[Candidate]:
    """Skirmishers', guns', vehicles' and single models' candidates: a
    straight leg toward each aim, as far as is legal and no farther
    (FL-FACE-2, D25)."""
    friends, foes = as_shapes(obstacles, "another unit"), as_shapes(enemies, "an enemy")
    cx, cy = centre(poses)
    aims = _aims(goals, rng, count)
    headings = [round(normal_facing(math.degrees(math.atan2(a[1] - cy, a[0] - cx))), 2) for a, _part in aims]
    limits = [math.dist(a, (cx, cy)) * part for a, part in aims]
    found = farthest_along(table, poses, size, headings, moves, column, limits, per_model, friends, foes, turns_free)
    legs: list[tuple[FreeLeg, ...]] = []
    chosen: list[Point] = []
    for (aim, _part), heading, d in zip(aims, headings, found, strict=True):
        if d is None or d < HUNDREDTH:
            continue
        move = tuple(straight_leg(column, heading, d))
        if move not in legs:
            legs.append(move)
            chosen.append(aim)
    verdicts = check_free_moves(
        table, poses, size, [list(m) for m in legs], moves, column, per_model, friends, foes, turns_free
    )
    return [Candidate(m, a, v) for m, a, v in zip(legs, chosen, verdicts, strict=True) if v.allowed]
