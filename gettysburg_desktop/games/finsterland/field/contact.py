"""Who touches whom in a melee, measured on the table (FL-MEL-1, FL-MEL-2,
FL-CHG-5, FL-GUN-1, FL-MEL-8, FL-MOR-5; D21; FL-RUL-10):

- two models are in contact when their bases touch, at a corner too
  (FL-RUL-10), up to floating-point noise (EPS, FL-RUL-12);
- a model fights, and counts for hits, only when more than half of one of
  its base's sides is touched by the enemy unit's bases (FL-MEL-2); a model
  touching two enemy units fights the one touching more of its base
  **[interpretation]**: one model attacks one model (FL-HIT-4);
- the edge of a unit attacked (D21) is the side of its models' bases the
  enemy touches along a length, in the unit's own words front, left, right,
  rear; an enemy touching a unit only at corners attacks the front where a
  front corner is touched (FL-RUL-10), a flank where only a rear corner is
  **[interpretation]** (the milder of the two edges at that corner, as the
  ruling does for a front corner); skirmishers, guns and single models have
  no edges (D21, FL-MOR-5);
- on a charge with Tiefe N the models directly behind each struck model
  (the one the charger's model touches most), along the direction of the
  charge, down to N models deep in all (FL-CHG-5; T-9: depth 2 adds the
  second rank); only a block or line has models "behind" **[interpretation]**;
- a gun an enemy model touches is destroyed (FL-GUN-1);
- a vehicle ramming hits every enemy model touching its front edge along a
  length (FL-VEH-3, D25);
- a group of a melee is the units linked by contact with enemies
  (FL-MEL-8); friends touching do not link.

The game's state hands each unit in as ``UnitBases``: its id, its side and
its models' bases, and for a block or line its Formation, so that its ranks
and files are known.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property

import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.bases import EPS, SIDES, Pose, Side, Size
from gettysburg_desktop.boards.table.shapes import edge, polygon

from ..rules.formation import Formation
from ..rules.melee import Attack

#: a side touched along less than this is touched at a corner only (a point, up to noise)
POINT = 10 * EPS
#: FL-RUL-10 and ours: the edge a corner-only touch attacks, the mildest first
_CORNER_ORDER: tuple[Side, ...] = ("front", "left", "right", "rear")
#: the step, in (rank, file), from a model to the one directly behind it, attacked on that edge
_BEHIND: dict[Side, tuple[int, int]] = {"front": (1, 0), "rear": (-1, 0), "left": (0, 1), "right": (0, -1)}


@dataclass(frozen=True, eq=False)
class UnitBases:
    """One unit's models on the table: each base as (pose, size), and for a
    block or line its Formation (the models then in its slots' order: rank
    by rank from the front, each rank from its left)."""

    id: str
    side: str
    models: tuple[tuple[Pose, Size], ...]
    formation: Formation | None = field(default=None)

    @classmethod
    def of_formation(cls, id: str, side: str, formation: Formation) -> UnitBases:
        return cls(id, side, tuple((p, formation.base) for p in formation.model_poses()), formation)

    @classmethod
    def of_models(cls, id: str, side: str, poses: Iterable[Pose], size: Size) -> UnitBases:
        """Skirmishers, a battery of guns, a single model: bases with no ranks or files."""
        return cls(id, side, tuple((p, size) for p in poses))

    @cached_property
    def polygons(self) -> tuple[Polygon, ...]:
        return tuple(polygon(p, s) for p, s in self.models)

    @cached_property
    def tree(self) -> shapely.STRtree:
        return shapely.STRtree(list(self.polygons))


# --- contact ----------------------------------------------------------------------------------
def contacts(a: UnitBases, b: UnitBases) -> tuple[tuple[int, int], ...]:
    """Every pair (a's model, b's model) whose bases touch, a corner too (FL-RUL-10, FL-MEL-1)."""
    if not a.models or not b.models:
        return ()
    found = a.tree.query(list(b.polygons), predicate="dwithin", distance=EPS)
    return tuple(sorted((int(i), int(j)) for j, i in zip(found[0], found[1], strict=True)))


def in_contact(a: UnitBases, b: UnitBases) -> bool:
    """Some model of ``a`` touches some model of ``b`` (FL-RUL-10)."""
    return bool(contacts(a, b))


def _touch(pose: Pose, size: Size, other: BaseGeometry) -> dict[Side, float]:
    """How much of each side of the base ``other`` touches."""
    grown = other.buffer(EPS)
    return {s: float(edge(pose, size, s).intersection(grown).length) for s in SIDES}


def _side_length(size: Size, side: Side) -> float:
    return size.width if side in ("front", "rear") else size.depth


def _fights(pose: Pose, size: Size, lengths: Mapping[Side, float]) -> bool:
    """More than half of one of the base's sides is touched (FL-MEL-2)."""
    return any(lengths[s] > _side_length(size, s) / 2 + 2 * EPS for s in SIDES)


def _near(unit: UnitBases, shape: Polygon) -> list[int]:
    return sorted(int(j) for j in unit.tree.query(shape, predicate="dwithin", distance=EPS))


def fighting_models(a: UnitBases, b: UnitBases) -> tuple[int, ...]:
    """``a``'s models with more than half of a base side touched by ``b``'s bases (FL-MEL-2)."""
    out = []
    for i in sorted({i for i, _j in contacts(a, b)}):
        pose, size = a.models[i]
        near = shapely.union_all([b.polygons[j] for j in _near(b, a.polygons[i])])
        if _fights(pose, size, _touch(pose, size, near)):
            out.append(i)
    return tuple(out)


def _sides_of(
    lengths: Mapping[Side, float], pose: Pose, size: Size, other: BaseGeometry
) -> tuple[tuple[Side, float], ...]:
    """The sides touched along a length, with their lengths; at a corner only, the one side FL-RUL-10 names."""
    along = tuple((s, lengths[s]) for s in SIDES if lengths[s] > POINT)
    if along:
        return along
    at = [s for s in SIDES if float(edge(pose, size, s).distance(other)) <= EPS]
    return tuple((s, 0.0) for s in _CORNER_ORDER if s in at)[:1]


def edges_touched(unit: UnitBases, enemy: UnitBases) -> tuple[Side, ...]:
    """The edges of a block or line that ``enemy``'s models touch (D21): the
    sides of its bases touched along a length, or where ``enemy`` touches it
    only at corners, the front for a front corner, else a flank (FL-RUL-10);
    () for a unit with no edges (skirmishers, guns, single models)."""
    return tuple(s for s, _n in _edge_lengths(unit, enemy))


def _edge_lengths(unit: UnitBases, enemy: UnitBases) -> tuple[tuple[Side, float], ...]:
    if unit.formation is None:
        return ()
    total: dict[Side, float] = {}
    corner: set[Side] = set()
    for i, j in contacts(unit, enemy):
        pose, size = unit.models[i]
        other = enemy.polygons[j]
        for s, n in _sides_of(_touch(pose, size, other), pose, size, other):
            if n:
                total[s] = total.get(s, 0.0) + n
            else:
                corner.add(s)
    if total:
        return tuple((s, total[s]) for s in SIDES if s in total)
    return tuple((s, 0.0) for s in _CORNER_ORDER if s in corner)[:1]


def main_edge(unit: UnitBases, enemy: UnitBases) -> Side | None:
    """The edge ``enemy`` touches most (where its losses come off, FL-MEL-6), or None."""
    found = _edge_lengths(unit, enemy)
    return max(found, key=lambda sn: (sn[1], -_CORNER_ORDER.index(sn[0])))[0] if found else None


# --- a melee's engagements -------------------------------------------------------------------
@dataclass(frozen=True)
class Engagement:
    """What ``attacker``'s models do to ``target`` in a melee: its fighting
    models (FL-MEL-2), the target's models they strike and any the charge's
    depth reaches behind them (FL-CHG-5), the target's models touched at
    all, and the target's edges touched (D21)."""

    attacker: str
    target: str
    #: the attacker's models that fight this target (indices into its models)
    fighting: tuple[int, ...]
    #: the target's models they strike (each fighting model's most-touched one)
    struck: tuple[int, ...]
    #: the target's models directly behind those, down to the charger's Tiefe (a charge only)
    behind: tuple[int, ...]
    #: the target's models touched at all, corners too (FL-RUL-10; guns: FL-GUN-1)
    touched: tuple[int, ...]
    #: the target's edges touched, and the one touched most (None: it has none)
    edges: tuple[Side, ...]
    side: Side | None

    def attack(self, *, charge: bool = False) -> Attack:
        """The counts rules/melee.py resolves."""
        return Attack(
            self.attacker,
            self.target,
            touching=len(self.fighting),
            behind=len(self.behind) if charge else 0,
            charge=charge,
            side=self.side,
            touched=len(self.touched),
        )


def behind(target: UnitBases, struck: int, attacked: Side, depth: int) -> tuple[int, ...]:
    """The target's models directly behind its model ``struck``, attacked on
    its ``attacked`` side, so that ``depth`` models are reached in all
    (FL-CHG-5: Tiefe 2 adds the one behind); () for a target with no ranks."""
    f = target.formation
    if f is None or depth <= 1:
        return ()
    rank, file = divmod(struck, f.files)
    dr, df = _BEHIND[attacked]
    out = []
    for k in range(1, depth):
        r, c = rank + dr * k, file + df * k
        index = r * f.files + c
        if r < 0 or not 0 <= c < f.files or index >= f.models:
            break
        out.append(index)
    return tuple(out)


def engagements(units: Sequence[UnitBases], depth: Mapping[str, int] | None = None) -> tuple[Engagement, ...]:
    """Every attack of one group of units in contact (FL-MEL-1, FL-MEL-2,
    FL-HIT-4): for each unit and each enemy unit it touches, its models that
    fight that unit (a model touching two enemy units fights the one touching
    more of it, the first given on a tie), the models they strike, and for
    the units named in ``depth`` (those charging this round, with their
    Tiefe) the models behind (FL-CHG-5)."""
    depth = depth or {}
    out = []
    for a in units:
        enemies = [b for b in units if b.side != a.side]
        choice: dict[int, tuple[int, dict[Side, float]]] = {}  # a's model -> (enemy index, its side lengths)
        for k, b in enumerate(enemies):
            for i in sorted({i for i, _j in contacts(a, b)}):
                pose, size = a.models[i]
                near = shapely.union_all([b.polygons[j] for j in _near(b, a.polygons[i])])
                lengths = _touch(pose, size, near)
                if _fights(pose, size, lengths) and (
                    i not in choice or sum(lengths.values()) > sum(choice[i][1].values()) + EPS
                ):
                    choice[i] = (k, lengths)
        for k, b in enumerate(enemies):
            pairs = contacts(a, b)
            if not pairs:
                continue
            fighting = tuple(sorted(i for i, (kk, _l) in choice.items() if kk == k))
            struck: list[int] = []
            reached: list[int] = []
            for i in fighting:
                j = _struck(a, b, i)
                struck.append(j)
                attacked = _side_struck(b, j, a.polygons[i])
                if attacked is not None:
                    reached.extend(behind(b, j, attacked, depth.get(a.id, 0)))
            touched = tuple(sorted({j for _i, j in pairs}))
            out.append(
                Engagement(
                    a.id,
                    b.id,
                    fighting,
                    tuple(sorted(set(struck))),
                    tuple(sorted(set(reached) - set(struck))),
                    touched,
                    edges_touched(b, a),
                    main_edge(b, a),
                )
            )
    return tuple(out)


def _struck(a: UnitBases, b: UnitBases, i: int) -> int:
    """The enemy model ``a``'s model ``i`` touches most (the first on a tie)."""
    pose, size = a.models[i]
    near = _near(b, a.polygons[i])
    return max(near, key=lambda j: (sum(_touch(pose, size, b.polygons[j]).values()), -j))


def _side_struck(b: UnitBases, j: int, striker: Polygon) -> Side | None:
    pose, size = b.models[j]
    found = _sides_of(_touch(pose, size, striker), pose, size, striker)
    return max(found, key=lambda sn: sn[1])[0] if found else None


def rammed(vehicle: UnitBases, enemy: UnitBases, depth: int = 0) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``enemy``'s models touching a vehicle's front edge along a length, each
    hit by its ram (FL-VEH-3; D25: a vehicle rams only with its front), and on
    a charge with Tiefe ``depth`` the models directly behind them (FL-CHG-5)."""
    struck: set[int] = set()
    for i, j in contacts(vehicle, enemy):
        pose, size = vehicle.models[i]
        if float(edge(pose, size, "front").intersection(enemy.polygons[j].buffer(EPS)).length) > POINT:
            struck.add(j)
    reached: set[int] = set()
    for j in struck:
        attacked = _side_struck(enemy, j, vehicle.polygons[0])
        if attacked is not None:
            reached.update(behind(enemy, j, attacked, depth))
    return tuple(sorted(struck)), tuple(sorted(reached - struck))


# --- guns, groups, morale ----------------------------------------------------------------------
def guns_touched(guns: UnitBases, enemies: Iterable[UnitBases]) -> tuple[int, ...]:
    """The gun models an enemy model touches, a corner too: each is destroyed at once (FL-GUN-1)."""
    hit: set[int] = set()
    for e in enemies:
        if e.side != guns.side:
            hit.update(i for i, _j in contacts(guns, e))
    return tuple(sorted(hit))


def melee_groups(units: Iterable[UnitBases]) -> list[tuple[str, ...]]:
    """The groups of units linked by contact with enemies (FL-MEL-8): each
    group's fights are settled together; units touching no enemy are in none."""
    units = list(units)
    parent = {u.id: u.id for u in units}

    def root(x: str) -> str:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for k, a in enumerate(units):
        for b in units[k + 1 :]:
            if a.side != b.side and in_contact(a, b):
                parent[root(a.id)] = root(b.id)
    groups: dict[str, list[str]] = {}
    order = {u.id: k for k, u in enumerate(units)}
    for u in units:
        groups.setdefault(root(u.id), []).append(u.id)
    return sorted(
        (tuple(sorted(g, key=order.__getitem__)) for g in groups.values() if len(g) > 1),
        key=lambda g: order[g[0]],
    )


@dataclass(frozen=True)
class FlankAndRear:
    """FL-MOR-2's two melee terms for one unit: attacked on a flank (-2) or in the rear (-4), enemy still there."""

    flank: bool
    rear: bool
    #: the edges enemy models touch now
    edges: tuple[Side, ...]


def flank_and_rear(
    unit: UnitBases, enemies: Iterable[UnitBases], attacked: Collection[Side] | None = None
) -> FlankAndRear:
    """Whether ``unit`` was attacked in melee on a flank or in the rear and
    enemy models are still there (FL-MOR-2, FL-MOR-5, D21, D22): an edge
    counts when enemy models touch it at the end of the round and, if
    ``attacked`` (the edges attacked in this round's melee) is given, it is
    among them. Skirmishers have no flank or rear."""
    now: set[Side] = set()
    for e in enemies:
        if e.side != unit.side:
            now.update(edges_touched(unit, e))
    if attacked is not None:
        now &= set(attacked)
    edges = tuple(s for s in SIDES if s in now)
    return FlankAndRear("left" in now or "right" in now, "rear" in now, edges)
