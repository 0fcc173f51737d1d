"""Where a unit may get to in one move, as the window shows it when a unit
is selected and as the sampler clips its candidates (the free table's
design, "The window" and "The computer"; FL-MOVE-2 to FL-MOVE-6, D6, D7,
FL-RUL-10, FL-RUL-12).

- A block or a line (FL-FACE-1): the band its advance sweeps up to the
  farthest legal stop, and the ground of the farthest legal wheel each way.
- Skirmishers, guns, vehicles and single models (FL-FACE-2, FL-GUN-2, D25):
  a star polygon of where the unit's centre gets in one straight leg, cast
  on 72 headings (a vehicle first faces the heading, freely, D25), each ray
  as far as is legal with its own worst terrain.

Every distance is searched in hundredths of an inch (a wheel in hundredths
of a degree) and rounded down, the rounded move being the one checked
(FL-RUL-12): each limit found is a legal move by ``check_move`` or
``check_free_move``. Terrain, the table's edge and enemy bases only ever
shorten a longer straight move or wheel (what is swept grows with it), so
the search halves an interval; another unit's base that a move may pass but
not end on is the one thing that is not so, and a move that would end on one
is searched again below it for a legal stop **[interpretation]** (the
nearest stop short of that base, not one beyond it). All the rays, or all
the sampler's candidates, are searched together, one check of a batch of
moves per step.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import shapely
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.bases import EPS, Point, Pose, Size, corners
from gettysburg_desktop.boards.table.table import Table

from ..rules.formation import Formation
from ..rules.tables import TERRAIN, Column
from .free_moves import FreeLeg, check_free_moves, judge_models
from .movement import CREEP, Bases, Judgement, Leg, check_moves, formation_legs, ground_of
from .sweep import Body, Piece, Shapes, as_shapes, first_contact, moved, polygons, shifted, standing, within_box

#: the headings of a free mover's region (every 5 degrees)
HEADINGS = 72
#: distances are searched in hundredths of an inch, wheels in hundredths of a degree (FL-RUL-12)
HUNDREDTH = 0.01

#: what a check at k shows: every k' <= lo is legal, every k' >= up is not
#: (lo = k: legal at k), and how to find a k' worth asking (-1: none), if it comes to that
Told = tuple[int, int, Callable[[], int]]
#: asked for many (item, k) at once, it answers for each what the check at k shows
Asker = Callable[[list[tuple[int, int]]], list[Told]]
#: the largest k' whose cost a judged path keeps within a limit, from its cost at k
Within = Callable[[Judgement, int, float], int]
#: for the n-th judged path of a straight leg of k refused by its blockers: the last k' before it touches them
Near = Callable[[int, Judgement, int], float]


def largest(his: Sequence[int], ask: Asker) -> list[int | None]:
    """For each item, the largest k in 0..his[item] that is legal (None: not
    even 0), legality falling as k grows; every item asked in one batch a
    step: first its largest k; then the k a check's bounds (``bounds``) show
    legal, to be sure of it and to learn its allowance; then the stop a check
    points at (the last hundredth before what refused it) and the hundredth
    after; then, with nothing legal yet, 0; else halving. What is returned
    was checked legal, or shown legal by the bounds of a check at it."""
    n = len(his)
    lo, up, seen = [-1] * n, [h + 1 for h in his], [False] * n  # seen: lo itself checked legal
    hints: list[Callable[[], int]] = [_none] * n
    hint, follow, zero = [-1] * n, [-1] * n, [False] * n
    asks = [(i, h) for i, h in enumerate(his) if h >= 0]
    while asks:
        for (i, k), (low, high, near) in zip(asks, ask(asks), strict=True):
            if low >= k:
                lo[i], seen[i], up[i] = k, True, min(up[i], high)
            else:
                up[i] = min(up[i], k)
                if low > lo[i] or lo[i] >= up[i]:
                    lo[i], seen[i] = min(low, up[i] - 1), False
            hints[i] = near
        asks = []
        for i in range(n):
            if lo[i] >= 0 and not seen[i]:
                asks.append((i, lo[i]))
                continue
            if up[i] - lo[i] <= 1:
                continue
            if hints[i] is not _none:
                hint[i], hints[i] = hints[i](), _none
            if lo[i] < hint[i] < up[i]:
                asks.append((i, hint[i]))
                follow[i], hint[i] = hint[i] + 1, -1
            elif lo[i] < follow[i] < up[i] and follow[i] == lo[i] + 1:
                asks.append((i, follow[i]))
                follow[i] = -1
            elif lo[i] < 0 and not zero[i]:  # whether it may move at all
                asks.append((i, 0))
                zero[i] = True
            else:
                asks.append((i, (lo[i] + up[i]) // 2))
    return [k if k >= 0 else None for k in lo]


def _none() -> int:
    return -1


def _halving(his: Sequence[int], ask: Asker) -> list[int | None]:
    """Plain halving: the largest k in 0..his[item] the checks allow, trusting no bound."""
    lo = [-1] * len(his)
    up = [h + 1 for h in his]
    while asks := [(i, (lo[i] + up[i]) // 2) for i in range(len(his)) if up[i] - lo[i] > 1]:
        for (i, k), (low, _high, _hint) in zip(asks, ask(asks), strict=True):
            if low >= k:
                lo[i] = k
            else:
                up[i] = k
    return [k if k >= 0 else None for k in lo]


def bounds(k: int, allowed: bool, judged: Sequence[Judgement], within: Within, near: Near | None = None) -> Told:
    """What a check of a move at k shows about the same move at other k (its
    judged paths: the unit, or each skirmisher): a path's allowance only falls
    as it sweeps more (FL-MOVE-2, D7: more terrain, never less), and what it
    meets besides only grows; so a path allowed at k is refused wherever its
    cost passes its allowance at k, and one refused at k for its cost alone
    (FL-MOVE-2) is allowed wherever its cost keeps within that allowance. A
    move refused for anything else (the table's edge, impassable ground, an
    enemy, FL-MOVE-5, D5, D25) is refused from k on, with nothing known below.
    (So it is because B and every T1 number are whole inches: an allowance
    above 0 is at least the 1" of FL-MOVE-5's creep, which never lifts it.)
    The third is how to find where ``near`` (a straight leg's) sees a refused
    path first touch what refused it or lowered its allowance (-1: nowhere),
    a stop worth trying."""
    if not allowed and all(j.allowed for j in judged):
        return -1, k, _none  # refused for the whole move's sake (D5, D25)
    lo, up = k, math.inf
    refused = []
    for n, j in enumerate(judged):
        if j.allowed:
            up = min(up, max(k + 1, within(j, k, j.allowance) + 1))
            continue
        sure = min(k - 1, within(j, k, j.allowance)) if j.rule == "FL-MOVE-2" else -1
        lo, up = min(lo, sure), min(up, k)
        if near is not None and j.blockers:
            refused.append((n, j, sure))

    def stop() -> int:
        assert near is not None
        touches = [t for n, j, sure in refused if (t := near(n, j, k)) > sure]  # refused or lower from there on
        best = min(touches, default=math.inf)
        return int(best) if lo < best < k else -1

    return lo, int(min(up, 1 << 30)), stop if refused else _none


def _searched(
    his: Sequence[int],
    passing: Asker,
    ends: Callable[[int, int], list[Body]],
    friends: Shapes,
    back_off: Callable[[int, int], int] | None = None,
) -> list[int | None]:
    """``largest`` by ``passing`` (every rule but the bases a move may pass
    and not end on: ``friends``), then, where the move found would end on
    such a base (its bases at the end: ``ends(item, k)``), the stop short of
    it: ``back_off(item, k)`` (a straight leg: where it first touches the
    base), or plain halving below it. Every shorter move is legal but for
    where it ends, legality falling as it grows."""
    found = largest(his, passing)
    if not len(friends):
        return found

    def clear(asks: list[tuple[int, int]]) -> list[bool]:
        met = friends.met([tuple(standing(b) for b in ends(i, k)) for i, k in asks])
        return [not m for m in met]

    todo = [(i, k) for i, k in enumerate(found) if k is not None]
    for _round in range(4 if back_off is not None else 0):
        blocked = [(i, k) for (i, k), ok in zip(todo, clear(todo), strict=True) if not ok]
        todo = []
        for i, k in blocked:
            short = back_off(i, k)  # type: ignore[misc]  # (not None in this loop)
            found[i] = short if short >= 0 else None
            if short >= 0:
                todo.append((i, short))
    blocked = [(i, k) for (i, k), ok in zip(todo, clear(todo), strict=True) if not ok] if todo else []
    if blocked:

        def ask(asks: list[tuple[int, int]]) -> list[Told]:
            told = clear([(blocked[i][0], k) for i, k in asks])
            return [(k, k + 1, _none) if ok else (-1, k, _none) for (_i, k), ok in zip(asks, told, strict=True)]

        for (i, _k), short in zip(blocked, _halving([k - 1 for _i, k in blocked], ask), strict=True):
            found[i] = short
    return found


def _stop_short(bodies: Sequence[Body], direction: Point, friends: Shapes, k: int) -> int:
    """The last hundredth before ``bodies`` carried straight along ``direction``
    touch a base they overlap k hundredths on (FL-RUL-10: touching is allowed)."""
    dx, dy = direction
    moved = [standing(tuple((x + dx * _decimal(k), y + dy * _decimal(k)) for x, y in b)) for b in bodies]
    hit = set().union(*friends.met([moved]))
    if not hit:
        return k - 1
    t = min(first_contact(bodies, direction, friends.shapes[j], _decimal(k)) for j in hit)
    return min(k - 1, math.floor(t / HUNDREDTH + 1e-9))


def _alongside(bodies: Sequence[Body], dx: float, dy: float) -> list[Piece]:
    """Bases carried straight alike: those of the first's size and facing
    sweep its hull moved to them, the others their own."""
    first = shifted(bodies[0], dx, dy)
    (x0, y0), (x1, y1) = bodies[0][0], bodies[0][1]
    out = [first]
    for b in bodies[1:]:
        (a0, b0), (a1, b1) = b[0], b[1]
        alike = abs((a1 - a0) - (x1 - x0)) < 1e-12 and abs((b1 - b0) - (y1 - y0)) < 1e-12
        out.append(moved(first, a0 - x0, b0 - y0) if alike else shifted(b, dx, dy))
    return out


def _towards(heading: float, distance: float) -> Point:
    a = math.radians(heading)
    return (distance * math.cos(a), distance * math.sin(a))


def _near(bodies: Sequence[Body], direction: Point, each: bool = False) -> Near:
    """Where a straight leg along ``direction`` of ``bodies`` (at its start;
    ``each``: the n-th judged path is the n-th body alone) first touches a
    refused path's blockers, in hundredths rounded down."""

    def near(n: int, j: Judgement, k: int) -> float:
        if each and n >= len(bodies):
            return math.inf
        mine = [bodies[n]] if each else bodies
        t = min(first_contact(mine, direction, b, _decimal(k)) for b in j.blockers)
        return math.floor(t * 100 + 1e-9) if t < math.inf else math.inf

    return near


def _straight(j: Judgement, k: int, limit: float) -> int:
    """A straight leg of k hundredths: its cost grows by a hundredth a step."""
    return math.floor((limit - (j.cost - _decimal(k))) / HUNDREDTH + 1e-9)


def most_allowed(moves: int, column: Column, on_road: bool = True) -> float:
    """The most any move of a unit of B ``moves`` may cost: its B and the best
    T1 bonus of its column (a road's, only for a unit that begins wholly on
    road, FL-MOVE-3), or the 1" creep (FL-MOVE-2, FL-MOVE-5)."""
    best = max(v for row in TERRAIN.values() if (v := row[column]) is not None) if on_road else 0
    return max(moves + max(best, 0), CREEP)


def _decimal(k: int) -> float:
    """k hundredths, as the two decimals a record writes (k / 100, the float nearest them)."""
    return k / 100


def _hundredths(x: float) -> int:
    """``x`` in hundredths, rounded down (up to floating-point noise)."""
    return max(-1, math.floor(x / HUNDREDTH + 1e-9))


# --- blocks and lines (FL-FACE-1) -------------------------------------------------------------------
def farthest_advances(
    table: Table,
    start: Formation,
    befores: Sequence[Sequence[Leg]],
    moves: int,
    column: Column,
    limits: Sequence[float | None] | None = None,
    obstacles: Bases = None,
    enemies: Bases = None,
) -> list[float | None]:
    """``farthest_advance`` after each of ``befores``, searched together."""
    friends, foes = as_shapes(obstacles, "another unit"), as_shapes(enemies, "an enemy")
    most = most_allowed(moves, column, ground_of(table).on_road([corners(p, s) for p, s in start.blocks()]))
    his = [_hundredths(most if lim is None else min(lim, most)) for lim in (limits or [None] * len(befores))]

    afters = [formation_legs(start, before)[0] for before in befores]
    bodies = [[corners(p, s) for p, s in after.blocks()] for after in afters]

    def ask(asks: list[tuple[int, int]]) -> list[Told]:
        legs = [[*befores[i], ("advance", _decimal(k))] for i, k in asks]
        verdicts = check_moves(table, start, legs, moves, column, None, foes)
        return [
            bounds(k, v.allowed, v.models, _straight, _near(bodies[i], afters[i].front.ahead))
            for (i, k), v in zip(asks, verdicts, strict=True)
        ]

    def ends(i: int, k: int) -> list[Body]:
        return [corners(p, s) for p, s in afters[i].advanced(_decimal(k)).blocks()]

    def back_off(i: int, k: int) -> int:
        there = afters[i]
        return _stop_short([corners(p, s) for p, s in there.blocks()], there.front.ahead, friends, k)

    found = _searched(his, ask, ends, friends, back_off)
    return [None if k is None else _decimal(k) for k in found]


def farthest_advance(
    table: Table,
    start: Formation,
    moves: int,
    column: Column,
    before: Sequence[Leg] = (),
    limit: float | None = None,
    obstacles: Bases = None,
    enemies: Bases = None,
) -> float | None:
    """The farthest straight advance, in hundredths of an inch rounded down,
    that is legal as the last leg after ``before`` (none: None); at most
    ``limit`` (FL-FACE-1, FL-MOVE-2 to FL-MOVE-6)."""
    return farthest_advances(table, start, [before], moves, column, [limit], obstacles, enemies)[0]


def farthest_wheels(
    table: Table,
    start: Formation,
    wheels: Sequence[float],
    moves: int,
    column: Column,
    obstacles: Bases = None,
    enemies: Bases = None,
) -> list[float | None]:
    """For each wanted wheel (degrees, counter-clockwise positive, at most
    180 either way), the farthest legal wheel that way up to it, searched
    together."""
    friends, foes = as_shapes(obstacles, "another unit"), as_shapes(enemies, "an enemy")
    signs = [1.0 if w > 0 else -1.0 for w in wheels]
    left, right = start.front_corners()
    points = [c for p, size in start.blocks() for c in corners(p, size)]
    reaches = [max(math.dist(c, left if s > 0 else right) for c in points) for s in signs]
    most = most_allowed(moves, column, ground_of(table).on_road(corners(p, s) for p, s in start.blocks()))
    his = [
        _hundredths(min(abs(w), 180.0, 180.0 if most >= 2 * r else math.degrees(2 * math.asin(most / (2 * r)))))
        for w, r in zip(wheels, reaches, strict=True)
    ]

    def within(i: int) -> Within:
        def wheel(_j: Judgement, _k: int, limit: float) -> int:
            # a wheel of t costs its farthest corner's chord, 2 r sin(t / 2) (D6, FL-RUL-11)
            r = reaches[i]
            return (
                1 << 30
                if limit >= 2 * r
                else math.floor(math.degrees(2 * math.asin(limit / (2 * r))) / HUNDREDTH + 1e-9)
            )

        return wheel

    def ask(asks: list[tuple[int, int]]) -> list[Told]:
        legs = [[("wheel", signs[i] * _decimal(k))] for i, k in asks]
        verdicts = check_moves(table, start, legs, moves, column, None, foes)
        return [bounds(k, v.allowed, v.models, within(i)) for (i, k), v in zip(asks, verdicts, strict=True)]

    def ends(i: int, k: int) -> list[Body]:
        return [corners(p, s) for p, s in start.wheeled(signs[i] * _decimal(k)).blocks()]

    found = _searched(his, ask, ends, friends)
    return [None if k is None else s * _decimal(k) for s, k in zip(signs, found, strict=True)]


def farthest_wheel(
    table: Table,
    start: Formation,
    side: str,
    moves: int,
    column: Column,
    limit: float = 180.0,
    obstacles: Bases = None,
    enemies: Bases = None,
) -> float | None:
    """The farthest legal wheel to the ``side`` ("left": counter-clockwise
    about the front-left corner, "right": clockwise about the front-right),
    in hundredths of a degree rounded down, signed as a wheel leg takes it;
    at most ``limit`` degrees (D6, FL-RUL-11)."""
    if side not in ("left", "right"):
        raise ValueError(f"a unit wheels left or right, not {side!r}")
    wanted = abs(limit) if side == "left" else -abs(limit)
    return farthest_wheels(table, start, [wanted], moves, column, obstacles, enemies)[0]


# --- skirmishers, guns, vehicles, single models ---------------------------------------------------
def centre(poses: Sequence[Pose]) -> tuple[float, float]:
    """The middle of the models' centres: the point a free mover's region is cast from."""
    return (sum(p.x for p in poses) / len(poses), sum(p.y for p in poses) / len(poses))


def straight_leg(column: Column, heading: float, distance: float) -> list[FreeLeg]:
    """One straight leg of ``distance`` on ``heading`` (degrees counter-clockwise
    from +x): a vehicle faces it first, freely, and drives forward (D25); the
    others move straight (FL-FACE-2, D6)."""
    if column is Column.VEHICLE:
        return [("face", heading), ("advance", distance)]
    a = math.radians(heading)
    return [("move", distance * math.cos(a), distance * math.sin(a))]


def farthest_along(
    table: Table,
    poses: Sequence[Pose],
    size: Size,
    headings: Sequence[float],
    moves: int,
    column: Column,
    limits: Sequence[float | None] | None = None,
    per_model: bool | None = None,
    obstacles: Bases = None,
    enemies: Bases = None,
    turns_free: bool | None = None,
) -> list[float | None]:
    """For each heading, the farthest legal straight leg (``straight_leg``),
    in hundredths of an inch rounded down (None: not even none), at most its
    limit; each with its own worst terrain (FL-MOVE-2, FL-FORM-5), searched together."""
    friends, foes = as_shapes(obstacles, "another unit"), as_shapes(enemies, "an enemy")
    land = ground_of(table)
    by_model = (column is Column.SINGLE if per_model is None else per_model) and len(poses) > 1
    bases = [corners(p, size) for p in poses]
    road = any(land.on_road([b]) for b in bases) if by_model or len(poses) == 1 else land.on_road(bases)
    most = most_allowed(moves, column, road)
    his = [_hundredths(most if lim is None else min(lim, most)) for lim in (limits or [None] * len(headings))]

    facings: list[list[Body]] = [
        [corners(Pose(p.x, p.y, h) if column is Column.VEHICLE else p, size) for p in poses] for h in headings
    ]
    directions = [_towards(h, 1.0) for h in headings]

    def ask(asks: list[tuple[int, int]]) -> list[Told]:
        legs = [straight_leg(column, headings[i], _decimal(k)) for i, k in asks]
        verdicts = check_free_moves(table, poses, size, legs, moves, column, per_model, None, foes, turns_free)
        return [
            bounds(k, v.allowed, v.models, _straight, _near(facings[i], directions[i]))
            for (i, k), v in zip(asks, verdicts, strict=True)
        ]

    asker: Asker = ask
    if by_model:
        asker = _Skirmishers(table, poses, size, headings, moves, column, foes, turns_free, facings).ask

    def ends(i: int, k: int) -> list[Body]:
        dx, dy = _towards(headings[i], _decimal(k))
        return [tuple((x + dx, y + dy) for x, y in b) for b in facings[i]]

    def back_off(i: int, k: int) -> int:
        return _stop_short(facings[i], directions[i], friends, k)

    found = _searched(his, asker, ends, friends, back_off)
    return [None if k is None else _decimal(k) for k in found]


class _Skirmishers:
    """The rays of models judged each on its own (FL-FORM-5), asked model by
    model: a model whose longest leg on a heading meets nothing that tells
    (``ground_of(table).telling``) and that does not begin on a road stays on
    open ground for every shorter leg, and is not asked again; nor is a model
    its bounds already show allowed farther than asked."""

    def __init__(
        self,
        table: Table,
        poses: Sequence[Pose],
        size: Size,
        headings: Sequence[float],
        moves: int,
        column: Column,
        foes: Shapes,
        turns_free: bool | None,
        facings: list[list[Body]],
    ):
        self.table, self.poses, self.size, self.headings = table, poses, size, headings
        self.moves, self.column, self.foes, self.turns_free, self.facings = moves, column, foes, turns_free, facings
        self.land = ground_of(table)
        self.bodies = [corners(p, size) for p in poses]
        self.roadside = {m for m, b in enumerate(self.bodies) if self.land.on_road([b])}
        self.quiet: dict[int, set[int]] = {}
        self.sure = {i: [-1] * len(poses) for i in range(len(headings))}
        self.cap = {i: [1 << 30] * len(poses) for i in range(len(headings))}
        #: open ground all the way: allowed while it costs no more than B
        self.open = math.floor(moves / HUNDREDTH + 1e-9)

    def _listen(self, asks: list[tuple[int, int]]) -> None:
        """On each heading's first ask, its longest leg: which models stay quiet."""
        first = [(i, k) for i, k in asks if i not in self.quiet]
        if not first:
            return
        swept = [_alongside(self.bodies, *_towards(self.headings[i], _decimal(k))) for i, k in first]
        shapes = polygons([piece.ring for pieces in swept for piece in pieces])
        telling, foes = self.land.telling(self.column).met_exactly(shapes), self.foes.met_exactly(shapes)
        met = [a | b for a, b in zip(telling, foes, strict=True)]
        for n, (i, _k) in enumerate(first):
            self.quiet[i] = {
                m
                for m, piece in enumerate(swept[n])
                if not met[n * len(self.bodies) + m] and m not in self.roadside and within_box((piece,), self.land.box)
            }

    def ask(self, asks: list[tuple[int, int]]) -> list[Told]:
        self._listen(asks)
        legs = [straight_leg(self.column, self.headings[i], _decimal(k)) for i, k in asks]
        everyone = range(len(self.poses))
        chosen = [[m for m in everyone if m not in self.quiet[i] and self.sure[i][m] <= k] for i, k in asks]
        judged = judge_models(
            self.table, self.poses, self.size, legs, chosen, self.moves, self.column, self.foes, self.turns_free
        )
        told = []
        for (i, k), models, js in zip(asks, chosen, judged, strict=True):
            sure, cap = self.sure[i], self.cap[i]
            for m, j in zip(models, js, strict=True):  # each model's own bounds
                low, high, _stop = bounds(k, j.allowed, [j], _straight)
                sure[m], cap[m] = max(sure[m], low), min(cap[m], high)
            low, high = (self.open, self.open + 1) if self.quiet[i] else (1 << 30, 1 << 30)
            loud = [m for m in everyone if m not in self.quiet[i]]
            low = min([low, *(sure[m] for m in loud)])
            high = min([high, *(cap[m] for m in loud)])
            near = _near([self.facings[i][m] for m in models], _towards(self.headings[i], 1.0), each=True)
            _low, _high, stop = bounds(k, all(j.allowed for j in js), js, _straight, near)
            told.append((low, high, stop))
        return told


# --- the region -----------------------------------------------------------------------------------
def reachable_region(
    table: Table,
    unit: Formation | Sequence[Pose],
    moves: int,
    column: Column,
    size: Size | None = None,
    per_model: bool | None = None,
    obstacles: Bases = None,
    enemies: Bases = None,
    turns_free: bool | None = None,
    headings: int = HEADINGS,
) -> BaseGeometry:
    """What the window shades for a selected unit (empty where it may not move at all):

    - a Formation: the ground its farthest advance sweeps (the band to its
      stopping point) and the ground of its farthest wheel each way;
    - models' poses (with their base ``size``): the star polygon of the
      points their centre reaches in one straight leg, a ray every
      360 / ``headings`` degrees."""
    friends, foes = as_shapes(obstacles, "another unit"), as_shapes(enemies, "an enemy")
    if isinstance(unit, Formation):
        advance = farthest_advance(table, unit, moves, column, obstacles=friends, enemies=foes)
        left, right = farthest_wheels(table, unit, [180.0, -180.0], moves, column, friends, foes)
        legs = [[("advance", d)] for d in (advance,) if d is not None]
        legs += [[("wheel", w)] for w in (left, right) if w]
        if not legs:
            return shapely.Polygon()
        verdicts = check_moves(table, unit, legs, moves, column, friends, foes)
        return shapely.union_all([v.ground for v in verdicts])
    if size is None:
        raise ValueError("a free mover's region needs its bases' size")
    poses = list(unit)
    angles = [360.0 * i / headings for i in range(headings)]
    reach = farthest_along(table, poses, size, angles, moves, column, None, per_model, friends, foes, turns_free)
    if all(d is None for d in reach):
        return shapely.Polygon()
    cx, cy = centre(poses)
    ring = [
        (cx + (d or 0.0) * math.cos(math.radians(a)), cy + (d or 0.0) * math.sin(math.radians(a)))
        for a, d in zip(angles, reach, strict=True)
    ]
    if max(d or 0.0 for d in reach) <= EPS:
        return shapely.Point(cx, cy)
    return shapely.make_valid(shapely.Polygon(ring))


def bases_of(poses: Sequence[Pose], size: Size) -> list[BaseGeometry]:
    """The models' bases as polygons (what another unit's move meets, as ``obstacles`` or ``enemies``)."""
    return polygons([corners(p, size) for p in poses])
