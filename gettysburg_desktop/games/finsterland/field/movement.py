"""Whether a block or a line may move as its player drew it, and why not
(FL-MOVE; D6, D7): a move is its legs (straight advances and wheels), its
cost the sum of each leg's largest corner displacement (FL-MOVE-6,
FL-RUL-11), its allowance the unit's B plus the single most restrictive T1
modifier of any terrain its bases touch on the way, start and end included
(FL-MOVE-2, D7); a road's bonus only if every base stays wholly on road
(FL-MOVE-3); impassable terrain never (FL-MOVE-4); terrain that would bring
the allowance to 0 or less stops the unit at its edge, unless it began in it
and creeps 1" (FL-MOVE-5). Other units' bases: a move may not end on one nor
pass through an enemy's (FL-RUL-10: touching is contact, overlapping is not).
Every refusal names its rule and its numbers, as the window's ruler and the
computer's sampler read them.

The judgement of what a group of bases sweeps (``judge``) is shared with the
moves of skirmishers, guns, vehicles and single models (free_moves.py): there
each skirmisher is a group of its own (FL-FORM-5), here the unit is one. What
the bases sweep is sweep.py's.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property

import shapely
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.bases import EPS, corners, displacement
from gettysburg_desktop.boards.table.table import Feature, Table

from ..rules.formation import Formation
from ..rules.tables import IMPASSABLE, TERRAIN, Column, terrain_modifier
from .sweep import Body, Piece, Shapes, as_shapes, covered, ground, polygons, shifted, spun, standing, within_box

#: FL-MOVE-5: what a unit that begins in terrain it could not enter may still move
CREEP = 1.0

#: a leg: ("advance", inches) or ("wheel", degrees, counter-clockwise positive); ("slide", inches to the
#: left) only in closing the door (FL-RUL-10, field/close_up.py)
Leg = tuple[str, float]
#: other units' bases as check_move takes them: prepared (sweep.Shapes) or plain shapely geometries
Bases = Shapes | Iterable[BaseGeometry] | None


@dataclass(frozen=True)
class MoveVerdict:
    """What a drawn move comes to: allowed or not, why (with the rule), the
    numbers the ruler shows, where the unit ends and what it swept
    (``ground``, the shape the window draws)."""

    allowed: bool
    cost: float
    allowance: float
    #: the terrain whose modifier set the allowance ("open" for none), and that modifier
    terrain: str
    modifier: int
    reason: str
    rule: str
    end: Formation
    #: the convex pieces of the ground swept (sweep.py)
    swept: tuple[Piece, ...] = field(repr=False)
    #: the unit's judgement, as a free mover's models' (free_moves.py)
    models: tuple[Judgement, ...] = field(repr=False, default=())

    @cached_property
    def ground(self) -> BaseGeometry:
        """The ground every base covers on the way, start and end included."""
        return ground(self.swept)


# --- the judgement shared by every kind of move ---------------------------------------------------
@dataclass(frozen=True, slots=True)
class Path:
    """What one group of bases does in a move, as its terrain is judged: the
    whole unit (FL-MOVE-2) or one skirmisher (FL-FORM-5). ``pieces``: what
    it sweeps; ``start``, ``end``: its bases' corners before and after;
    ``cost``: the largest straight-line travel of any of its points, each
    leg's added (FL-MOVE-6)."""

    pieces: tuple[Piece, ...]
    start: tuple[Body, ...]
    end: tuple[Body, ...]
    cost: float


@dataclass(frozen=True, slots=True)
class Judgement:
    """A path's verdict: its numbers and, if refused, the reason and the rule."""

    allowed: bool
    cost: float
    allowance: float
    terrain: str
    modifier: int
    reason: str
    rule: str
    #: nothing the path met changes its allowance from its B or stops it: it
    #: stayed on the table, met no other base and no terrain but of modifier
    #: 0 for its column (no road), so any part of it would be judged so too
    clear: bool = False
    #: what refused it or set its allowance: the impassable ground, the
    #: terrain it may not enter, the enemies passed through, the worst terrain
    #: met, or the table's edge (where a search may look for the stop short of them)
    blockers: tuple[BaseGeometry, ...] = field(default=(), compare=False, repr=False)

    @property
    def slack(self) -> float:
        return self.allowance - self.cost


@dataclass(frozen=True)
class TableTerrain:
    """A table's terrain as the moves read it (T1, FL-TERR-1): the features
    with a T1 row (their kinds as names, D8: the others do not slow a move),
    their roads' union grown by EPS (FL-MOVE-3), the table's edge (FL-MOVE-1)."""

    features: tuple[Feature, ...]
    shapes: Shapes
    roads: BaseGeometry | None
    box: tuple[float, float, float, float]
    outline: BaseGeometry
    _telling: dict[Column, Shapes] = field(default_factory=dict)

    def telling(self, column: Column) -> Shapes:
        """The features that change a move's allowance for ``column`` or stop
        it: a T1 modifier other than 0 (X too); a path that meets none of them
        and does not begin wholly on a road (``on_road``) is judged by its B
        alone (``Judgement.clear``)."""
        if column not in self._telling:
            chosen = [f for f in self.features if f.kind != "road" and terrain_modifier(f.kind, column) != 0]
            self._telling[column] = Shapes([f.area for f in chosen], [f.kind for f in chosen])
        return self._telling[column]

    def on_road(self, bodies: Iterable[Body]) -> bool:
        """The bases stand wholly on road (so a move of theirs may keep to it, FL-MOVE-3)."""
        return self.roads is not None and covered(self.roads, [standing(b) for b in bodies])


_GROUNDS: dict[int, tuple[weakref.ref[Table], TableTerrain]] = {}


def ground_of(table: Table) -> TableTerrain:
    """The table's terrain for moves (T1, D7, D8), built once per table and kept while the table lives."""
    key = id(table)
    entry = _GROUNDS.get(key)
    if entry is not None and entry[0]() is table:
        return entry[1]
    features = tuple(f for f in table.features if f.kind in TERRAIN)
    roads = [f.area for f in features if f.kind == "road"]
    cover = shapely.union_all(roads).buffer(EPS) if roads else None
    if cover is not None:
        shapely.prepare(cover)
    made = TableTerrain(
        features,
        Shapes([f.area for f in features], [f.kind for f in features]),
        cover,
        (0.0, 0.0, table.width, table.depth),
        table.outline,
    )

    def forget(_gone: weakref.ref[Table]) -> None:
        _GROUNDS.pop(key, None)

    _GROUNDS[key] = (weakref.ref(table, forget), made)
    return made


def judge(
    table: Table,
    moves_paths: Sequence[Sequence[Path]],
    moves: int,
    column: Column,
    obstacles: Bases = None,
    enemies: Bases = None,
) -> list[list[Judgement]]:
    """Each path of each move judged (FL-MOVE-1 to FL-MOVE-5, D7, FL-RUL-10):
    every move's pieces met against the terrain and the other bases in one
    query. ``obstacles``: other units' bases a move may pass but not end on;
    ``enemies``: bases it may neither pass through nor end on."""
    land = ground_of(table)
    friends, foes = as_shapes(obstacles, "another unit"), as_shapes(enemies, "an enemy")
    paths = [p for ps in moves_paths for p in ps]
    sweeps = [p.pieces for p in paths]
    touched = land.shapes.met(sweeps)
    crossed = foes.met(sweeps)
    ended = friends.met([tuple(standing(b) for b in p.end) for p in paths]) if len(friends) else [set()] * len(paths)
    out, k = [], 0
    for ps in moves_paths:
        row = []
        for path in ps:
            row.append(_judge_path(land, path, touched[k], crossed[k], ended[k], foes, friends, moves, column))
            k += 1
        out.append(row)
    return out


def _judge_path(
    land: TableTerrain,
    path: Path,
    touched: set[int],
    crossed: set[int],
    ended: set[int],
    foes: Shapes,
    friends: Shapes,
    moves: int,
    column: Column,
) -> Judgement:
    cost = path.cost

    def verdict(
        allowed: bool,
        allowance: float,
        terrain: str,
        modifier: int,
        reason: str,
        rule: str,
        clear: bool = False,
        blockers: Iterable[BaseGeometry] = (),
    ) -> Judgement:
        return Judgement(allowed, cost, allowance, terrain, modifier, reason, rule, clear, tuple(blockers))

    if not within_box(path.pieces, land.box):
        return verdict(False, moves, "open", 0, "the move leaves the table", "FL-MOVE-1", blockers=[land.outline])
    if not (touched or crossed or ended) and moves > EPS:  # open ground only (FL-MOVE-2's 0)
        if cost > moves + EPS:
            return verdict(False, moves, "open", 0, f"costs {_up(cost):.2f} of {moves:.2f}: open", "FL-MOVE-2", True)
        return verdict(True, moves, "open", 0, f"costs {cost:.2f} of {moves:.2f}", "FL-MOVE-2", True)
    kinds = {land.features[j].kind for j in touched}
    if "road" not in kinds or land.roads is None or not covered(land.roads, path.pieces):
        kinds.add("open")  # some base leaves the road (FL-MOVE-3): open ground's 0 at least
        kinds.discard("road")
    for kind in sorted(kinds):
        if TERRAIN[kind][column] is IMPASSABLE:
            where = [land.features[j].area for j in touched if land.features[j].kind == kind]
            reason = f"{kind} is impassable for {column.value} (T1)"
            return verdict(False, 0, kind, 0, reason, "FL-MOVE-4", blockers=where)
    worst = min(kinds, key=lambda k: (terrain_modifier(k, column), k))
    modifier = terrain_modifier(worst, column) or 0
    allowance: float = moves + modifier
    if crossed:
        name = foes.names[min(crossed)]
        reason = f"passes through {name}'s base: a move stops at its first contact with an enemy (D20)"
        return verdict(
            False, allowance, worst, modifier, reason, "FL-RUL-10", blockers=[foes.shapes[j] for j in crossed]
        )
    if ended:
        name = friends.names[min(ended)]
        reason = f"would end on {name}'s base: bases may touch, not overlap"
        return verdict(False, allowance, worst, modifier, reason, "FL-RUL-10")
    if allowance <= EPS:
        # FL-MOVE-5, D7: checked for each piece entered; only those it began touching or in may be crept through
        start = polygons(path.start)
        entered = [
            j
            for j in sorted(touched)
            if moves + (terrain_modifier(land.features[j].kind, column) or 0) <= EPS
            and not any(shapely.intersects(land.features[j].area, start).tolist())
        ]
        if entered:
            kind = land.features[entered[0]].kind
            m = terrain_modifier(kind, column) or 0
            return verdict(
                False,
                allowance,
                kind,
                m,
                f"may not enter the {kind}: its allowance there would be {moves} {m:+d} = {moves + m:g}; "
                "stop at its edge",
                "FL-MOVE-5",
                blockers=[land.features[j].area for j in entered],
            )
        allowance = CREEP
    clear = (
        all(terrain_modifier(k, column) == 0 for k in kinds if k != "road")
        and allowance > EPS
        and "road" not in kinds
        and not ("road" in {land.features[j].kind for j in touched} and land.on_road(path.start))
    )
    if cost > allowance + EPS:
        why = f"{worst} {modifier:+d} for {column.value}" if modifier else f"{worst}"
        reason = f"costs {_up(cost):.2f} of {allowance:.2f}: {why}"
        where = [land.features[j].area for j in touched if land.features[j].kind == worst]
        return verdict(False, allowance, worst, modifier, reason, "FL-MOVE-2", clear, where)
    return verdict(True, allowance, worst, modifier, f"costs {cost:.2f} of {allowance:.2f}", "FL-MOVE-2", clear)


def _up(cost: float) -> float:
    """A refused move's cost rounded up to the hundredth, as the ruler shows it: a cost a hair
    over the allowance reads 4.01 of 4.00, not 4.00 of 4.00 (found playing)."""
    return math.ceil(cost * 100 - 1e-6) / 100


# --- blocks and lines -----------------------------------------------------------------------------
def formation_legs(start: Formation, legs: Sequence[Leg]) -> tuple[Formation, float, tuple[Piece, ...]]:
    """The formation at the end of ``legs``, the move's cost (each leg its
    farthest corner's straight travel, FL-MOVE-6, FL-RUL-11) and the pieces
    its bases sweep (a unit standing still: the ground under it)."""
    here, cost, pieces = start, 0.0, []
    for verb, amount in legs:
        if verb == "advance":
            if amount < -EPS:
                raise ValueError("a block or line moves only toward its front (FL-FACE-1)")
            there = here.advanced(amount)
            fx, fy = here.front.ahead
            pieces += [shifted(corners(p, s), fx * amount, fy * amount) for p, s in here.blocks()]
        elif verb == "wheel":
            there = here.wheeled(amount)
            left, right = here.front_corners()
            pivot = left if amount > 0 else right
            pieces += [q for p, s in here.blocks() for q in spun(corners(p, s), pivot, amount)]
        elif verb == "slide":  # FL-RUL-10's closing the door only (field/close_up.py)
            there = here.slid(amount)
            lx, ly = here.front.left
            pieces += [shifted(corners(p, s), lx * amount, ly * amount) for p, s in here.blocks()]
        else:
            raise ValueError(f"a leg is an advance or a wheel, not {verb!r}")
        cost += max(
            displacement(a, b, size) for (a, size), (b, _same) in zip(here.blocks(), there.blocks(), strict=True)
        )
        here = there
    if not legs:
        pieces = [standing(corners(p, s)) for p, s in start.blocks()]
    return here, cost, tuple(pieces)


def moments(start: Formation, legs: Sequence[Leg], step: float = 1.0, turn: float = 5.0) -> list[Formation]:
    """The unit's places along its move, start and end included: every
    ``step`` inches of each advance and every ``turn`` degrees of each wheel
    (Beschuss reads them, D15; the window draws the path through them)."""
    out, here = [start], start
    for verb, amount in legs:
        if verb == "advance":
            n = max(1, math.ceil(abs(amount) / step - EPS))
            out += [here.advanced(amount * k / n) for k in range(1, n + 1)]
            here = here.advanced(amount)
        elif verb == "wheel":
            n = max(1, math.ceil(abs(amount) / turn - EPS))
            out += [here.wheeled(amount * k / n) for k in range(1, n + 1)]
            here = here.wheeled(amount)
        elif verb == "slide":
            n = max(1, math.ceil(abs(amount) / step - EPS))
            out += [here.slid(amount * k / n) for k in range(1, n + 1)]
            here = here.slid(amount)
        else:
            raise ValueError(f"a leg is an advance or a wheel, not {verb!r}")
    return out


def formation_path(start: Formation, legs: Sequence[Leg]) -> tuple[Formation, Path]:
    """The unit's end and its path, one group (FL-MOVE-2: the unit's single worst terrain)."""
    end, cost, pieces = formation_legs(start, legs)
    bodies = tuple(corners(p, s) for p, s in start.blocks())
    return end, Path(pieces, bodies, tuple(corners(p, s) for p, s in end.blocks()), cost)


def check_moves(
    table: Table,
    start: Formation,
    moves_legs: Sequence[Sequence[Leg]],
    moves: int,
    column: Column,
    obstacles: Bases = None,
    enemies: Bases = None,
) -> list[MoveVerdict]:
    """``check_move`` for several moves of one unit at once (the reachable
    region's and the sampler's searches): the same verdicts, one query."""
    friends, foes = as_shapes(obstacles, "another unit"), as_shapes(enemies, "an enemy")
    made = [formation_path(start, legs) for legs in moves_legs]
    judged = judge(table, [[path] for _end, path in made], moves, column, friends, foes)
    return [
        MoveVerdict(j.allowed, j.cost, j.allowance, j.terrain, j.modifier, j.reason, j.rule, end, path.pieces, (j,))
        for (end, path), (j,) in zip(made, judged, strict=True)
    ]


def check_move(
    table: Table,
    start: Formation,
    legs: Sequence[Leg],
    moves: int,
    column: Column,
    obstacles: Bases = None,
    enemies: Bases = None,
) -> MoveVerdict:
    """The move of ``start`` along ``legs`` for a unit of B ``moves`` moving
    by T1's ``column`` (FL-MOVE-2 to FL-MOVE-6, D6, D7); ``obstacles``: other
    units' bases it may not end on, ``enemies``: bases it may neither pass
    through nor end on (FL-RUL-10; a sweep.Shapes built once is quickest)."""
    return check_moves(table, start, [legs], moves, column, obstacles, enemies)[0]
