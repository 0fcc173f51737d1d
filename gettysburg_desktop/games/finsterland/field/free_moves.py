"""The moves of everything on the table that is neither a block nor a line:
skirmishers, guns, vehicles and single models (FL-FORM-4, FL-FORM-5,
FL-FACE-2, FL-FACE-4, FL-GUN-2, FL-SINGLE-2, FL-VEH; D5, D6, D7, D25,
FL-RUL-10 to FL-RUL-12).

Such a unit is its models' poses and one base size. A move is one rigid
move of them all, made of legs:

- ``("move", dx, dy)``: every model carried straight by (dx, dy) (they have
  no front, FL-FACE-2, FL-SINGLE-2; guns move any way, D6);
- ``("advance", d)``: every model straight along its own facing, back for
  a negative ``d`` (a vehicle moves only so, forward or backward, D25);
- ``("turn", degrees)``, ``("face", degrees)``: every model turned on its
  own spot, by ``degrees`` or to face them; free for guns and vehicles (D6,
  D25), and a gun that only turns has not moved (FL-GUN-2, FL-MOVE-7);
- ``("rotate", degrees)``: the models carried round their centre, a
  skirmish group's rigid move turned (FL-FORM-4).

Each model's cost is the largest straight-line travel of any point of its
base, each leg's added (FL-MOVE-6, D6). Skirmishers and single models move
by T1's single-model column, and each model finds its own worst terrain and
may not exceed its own allowance (FL-FORM-5, **[interpretation]**:
``per_model``); guns and vehicles are judged as one unit (FL-MOVE-2). The
rest is the judgement of blocks and lines (movement.py's ``judge``): road,
impassable ground, the stop at the edge and the 1" creep, other units' bases.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

import shapely
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.bases import EPS, Point, Pose, Size, corners, displacement, normal_facing
from gettysburg_desktop.boards.table.table import Table

from ..rules.tables import Column
from .movement import Bases, Judgement, Path, judge
from .sweep import Body, Piece, as_shapes, ground, moved, polygons, shifted, spun, standing

#: a free mover's leg: ("move", dx, dy), ("advance", d), ("turn", deg), ("face", deg) or ("rotate", deg)
FreeLeg = tuple[str, float] | tuple[str, float, float]


@dataclass(frozen=True)
class FreeMoveVerdict:
    """What a drawn free move comes to, as MoveVerdict for blocks and lines:
    its numbers are the model's whose allowance binds (``model``: the first
    refused, or the one with the least to spare; None for a unit judged as
    one); ``moved``: whether any model changed its place (FL-MOVE-7)."""

    allowed: bool
    cost: float
    allowance: float
    terrain: str
    modifier: int
    reason: str
    rule: str
    end: tuple[Pose, ...]
    moved: bool
    model: int | None
    swept: tuple[Piece, ...] = field(repr=False)
    #: each judged group's verdict: every model's (``per_model``) or the unit's
    models: tuple[Judgement, ...] = field(repr=False, default=())

    @cached_property
    def ground(self) -> BaseGeometry:
        """The ground every base covers on the way, start and end included."""
        return ground(self.swept)


@dataclass(frozen=True)
class _Legs:
    end: tuple[Pose, ...]
    #: each model's base at the start and at the end (corners)
    starts: tuple[Body, ...]
    ends: tuple[Body, ...]
    costs: tuple[float, ...]
    pieces: tuple[tuple[Piece, ...], ...]
    #: a vehicle's leg that is neither forward nor backward (D25)
    sideways: bool
    turned: bool


def free_legs(
    poses: Sequence[Pose],
    size: Size,
    legs: Sequence[FreeLeg],
    turns_free: bool,
    along: bool,
    starts: tuple[Body, ...] | None = None,
) -> _Legs:
    """Each model's end, cost and swept pieces; ``along``: straight legs must
    follow the models' facings (vehicles, D25); ``starts``: the models' bases
    (corners), if the caller has them."""
    here = list(poses)
    starts = starts or tuple(corners(p, size) for p in poses)
    bodies = list(starts)
    costs = [0.0] * len(here)
    pieces: list[list[Piece]] = [[] for _ in here]
    sideways = turned = False
    for leg in legs:
        verb = leg[0]
        if verb in ("move", "advance") and len(leg) == (3 if verb == "move" else 2):
            alike: dict[float, tuple[Piece, Point, float, float]] = {}  # bases facing alike sweep alike
            for k, p in enumerate(here):
                if verb == "move":
                    dx, dy = float(leg[1]), float(leg[-1])
                    if along:
                        fx, fy = p.ahead
                        sideways |= abs(fx * dy - fy * dx) > EPS
                else:
                    fx, fy = p.ahead
                    dx, dy = fx * float(leg[1]), fy * float(leg[1])
                body = bodies[k]
                same = alike.get(p.facing)
                if same is not None and same[2:] == (dx, dy):
                    first, (x0, y0), _dx, _dy = same
                    pieces[k].append(moved(first, body[0][0] - x0, body[0][1] - y0))
                else:
                    pieces[k].append(shifted(body, dx, dy))
                    alike[p.facing] = (pieces[k][-1], body[0], dx, dy)
                costs[k] += math.hypot(dx, dy)
                here[k] = Pose(p.x + dx, p.y + dy, p.facing)
                bodies[k] = tuple((x + dx, y + dy) for x, y in body)
        elif verb in ("turn", "face", "rotate") and len(leg) == 2:
            turned = True
            middle = (sum(p.x for p in here) / len(here), sum(p.y for p in here) / len(here))
            for k, p in enumerate(here):
                by = _towards(p.facing, float(leg[1])) if verb == "face" else float(leg[1])
                pivot = middle if verb == "rotate" else p.centre
                there = p.rotated_about(pivot, by)
                pieces[k].extend(spun(bodies[k], pivot, by))
                costs[k] += 0.0 if turns_free and verb != "rotate" else displacement(p, there, size)
                here[k] = there
                bodies[k] = corners(there, size)
        else:
            raise ValueError(
                f"a free leg is ('move', dx, dy), ('advance' | 'turn' | 'face' | 'rotate', x), not {leg!r}"
            )
    if not legs:
        pieces = [[standing(b)] for b in starts]
    return _Legs(tuple(here), starts, tuple(bodies), tuple(costs), tuple(tuple(ps) for ps in pieces), sideways, turned)


def _towards(facing: float, target: float) -> float:
    """The turn, in (-180, 180], from ``facing`` to ``target``."""
    by = normal_facing(target - facing)
    return by - 360.0 if by > 180.0 else by


def check_free_moves(
    table: Table,
    poses: Sequence[Pose],
    size: Size,
    moves_legs: Sequence[Sequence[FreeLeg]],
    moves: int,
    column: Column,
    per_model: bool | None = None,
    obstacles: Bases = None,
    enemies: Bases = None,
    turns_free: bool | None = None,
) -> list[FreeMoveVerdict]:
    """``check_free_move`` for several moves of one unit at once (the
    reachable region's and the sampler's searches): the same verdicts, one query."""
    if not poses:
        raise ValueError("a unit has at least one model")
    per_model = column is Column.SINGLE if per_model is None else per_model
    turns_free = column in (Column.GUN, Column.VEHICLE) if turns_free is None else turns_free
    friends, foes = as_shapes(obstacles, "another unit"), as_shapes(enemies, "an enemy")
    starts = tuple(corners(p, size) for p in poses)
    made = [free_legs(poses, size, legs, turns_free, column is Column.VEHICLE, starts) for legs in moves_legs]
    all_paths = []
    for m in made:
        if per_model:
            all_paths.append([Path(m.pieces[k], (m.starts[k],), (m.ends[k],), m.costs[k]) for k in range(len(poses))])
        else:
            pieces = tuple(q for ps in m.pieces for q in ps)
            all_paths.append([Path(pieces, m.starts, m.ends, max(m.costs))])
    judged = judge(table, all_paths, moves, column, friends, foes)
    return [_verdict(poses, m, js, per_model) for m, js in zip(made, judged, strict=True)]


def judge_models(
    table: Table,
    poses: Sequence[Pose],
    size: Size,
    moves_legs: Sequence[Sequence[FreeLeg]],
    models: Sequence[Sequence[int]],
    moves: int,
    column: Column,
    enemies: Bases = None,
    turns_free: bool | None = None,
) -> list[list[Judgement]]:
    """Each move's judgement of only the models it names, each on its own
    (FL-FORM-5): what ``check_free_moves`` finds for them with ``per_model``,
    for a search that already knows the others' (its legs move or turn the
    models, never ``rotate`` them round the group's centre, which depends
    on them all)."""
    if any(leg[0] == "rotate" for legs in moves_legs for leg in legs):
        raise ValueError("a group's rotation is judged for all its models together")
    turns_free = column in (Column.GUN, Column.VEHICLE) if turns_free is None else turns_free
    starts = [corners(p, size) for p in poses]
    all_paths = []
    for legs, chosen in zip(moves_legs, models, strict=True):
        m = free_legs(
            [poses[k] for k in chosen],
            size,
            legs,
            turns_free,
            column is Column.VEHICLE,
            tuple(starts[k] for k in chosen),
        )
        all_paths.append([Path(m.pieces[k], (m.starts[k],), (m.ends[k],), m.costs[k]) for k in range(len(chosen))])
    return judge(table, all_paths, moves, column, None, enemies)


def check_free_move(
    table: Table,
    poses: Sequence[Pose],
    size: Size,
    legs: Sequence[FreeLeg],
    moves: int,
    column: Column,
    per_model: bool | None = None,
    obstacles: Bases = None,
    enemies: Bases = None,
    turns_free: bool | None = None,
) -> FreeMoveVerdict:
    """The move of the models at ``poses`` (bases of ``size``) along ``legs``
    for a unit of B ``moves`` moving by T1's ``column``.

    ``per_model`` (default: for the single-model column, skirmishers and
    single models): each model its own worst terrain and allowance
    (FL-FORM-5); otherwise the unit's single worst (FL-MOVE-2).
    ``turns_free`` (default: guns and vehicles, D6, D25): turning on the spot
    costs nothing. ``obstacles``: other units' bases it may not end on;
    ``enemies``: bases it may neither pass through nor end on (FL-RUL-10)."""
    return check_free_moves(table, poses, size, [legs], moves, column, per_model, obstacles, enemies, turns_free)[0]


def _verdict(poses: Sequence[Pose], m: _Legs, judged: list[Judgement], per_model: bool) -> FreeMoveVerdict:
    """The move's verdict from its groups' (FL-FORM-5: the first model
    refused, else the one with the least to spare), and the whole move's own
    refusals: a vehicle's leg sideways (D25), models turned onto each other (D5)."""
    refused = [k for k, j in enumerate(judged) if not j.allowed]
    k = refused[0] if refused else min(range(len(judged)), key=lambda i: (judged[i].slack, i))
    j = judged[k]
    allowed, reason, rule = j.allowed, j.reason, j.rule
    if len(judged) > 1:
        reason = f"model {k + 1}: {reason}"
    if m.sideways:
        allowed, reason, rule = False, "a vehicle moves only forward or backward: turn it first", "D25"
    elif allowed and m.turned and _overlapping(m.ends):
        allowed, reason, rule = False, "its models would overlap each other", "D5"
    moved = any(math.hypot(a.x - b.x, a.y - b.y) > EPS for a, b in zip(poses, m.end, strict=True))
    swept = tuple(q for ps in m.pieces for q in ps)
    return FreeMoveVerdict(
        allowed,
        j.cost,
        j.allowance,
        j.terrain,
        j.modifier,
        reason,
        rule,
        m.end,
        moved,
        k if per_model else None,
        swept,
        tuple(judged),
    )


def _overlapping(bodies: Sequence[Body]) -> bool:
    """Some two of the models' bases overlap by more than EPS (D5)."""
    if len(bodies) < 2:
        return False
    shrunk = shapely.buffer(polygons(bodies), -EPS, join_style="mitre")
    a, b = shapely.STRtree(shrunk).query(shrunk, predicate="intersects").tolist()
    return any(i != j for i, j in zip(a, b, strict=True))
