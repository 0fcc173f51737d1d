"""The charge on the table (FL-CHG-1 to FL-CHG-3, D20, FL-RUL-10): a block
or line's second move, strictly straight toward its front, that stops at
its first contact with any enemy model, without aligning (a corner touch is
contact, FL-RUL-10); it may be declared against a named enemy unit only if
that unit is among those touched there (D20) and the move is within the
allowance by the movement rules: B (and an NCO's bonus, FL-SPEC-10) with
the worst terrain its bases sweep, the ground it ends on included (FL-CHG-2,
FL-MOVE-2; T-9's last half inch into the wood: -1). Every enemy unit
touched at that first contact is in the melee (FL-CHG-3).

The distance to first contact is exact: for two rectangles moving one along
a direction, the translations at which they touch form the Minkowski
difference of their corners (a convex polygon), and the first contact is
where the ray of the advance enters it.

Whether the unit may charge at all this round (it moved, no officer reformed
it, its order lets it, FL-CHG-1, D12) is the state's; here a unit already in
contact with an enemy may not charge (FL-CHG-1 [interpretation]: not a unit
already in melee), and only blocks and lines charge **[interpretation]**
(single models do not, D21; skirmishers have no front to charge toward).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import shapely

from gettysburg_desktop.boards.table.bases import EPS, Pose, Side, Size, corners
from gettysburg_desktop.boards.table.shapes import swept
from gettysburg_desktop.boards.table.table import Table

from ..rules.formation import Formation
from ..rules.tables import Column
from .contact import UnitBases, edges_touched, in_contact
from .movement import check_move


def contact_distance(
    mover: tuple[Pose, Size], fixed: tuple[Pose, Size], direction: tuple[float, float]
) -> float | None:
    """How far ``mover`` travels along the unit vector ``direction`` before its
    base first touches ``fixed``'s (a corner too), or None if it never does;
    0 where they already touch. Where the advance passes within half of EPS
    of a touch it counts as one, so the bases at that distance are in
    contact by every measure here (FL-RUL-10, FL-RUL-12)."""
    a, b = corners(*mover), corners(*fixed)
    hull = shapely.convex_hull(shapely.MultiPoint([(q[0] - p[0], q[1] - p[1]) for p in a for q in b]))
    reach = math.dist(mover[0].centre, fixed[0].centre) + sum(
        math.hypot(s.width, s.depth) for s in (mover[1], fixed[1])
    )
    ray = shapely.LineString([(0.0, 0.0), (direction[0] * reach, direction[1] * reach)])
    met = ray.intersection(hull)  # an exact touch: the bases end flush
    if met.is_empty:
        met = ray.intersection(hull.buffer(EPS / 2))  # a pass within noise of a corner is a touch too
    if met.is_empty:
        return None
    return max(0.0, min(float(x * direction[0] + y * direction[1]) for x, y in shapely.get_coordinates(met)))


def first_contact(charger: Formation, enemies: Sequence[UnitBases]) -> float | None:
    """The distance the charger's straight advance goes before it first
    touches any enemy model (D20), or None if it touches none."""
    direction = charger.front.ahead
    blocks = charger.blocks()
    far = max(
        (
            math.dist(charger.front.centre, p.centre) + math.hypot(s.width, s.depth)
            for e in enemies
            for p, s in e.models
        ),
        default=0.0,
    )
    best: float | None = None
    for pose, size in blocks:
        lane = swept([pose, pose.advanced(far)], size).buffer(EPS)
        for enemy in enemies:
            for j in enemy.tree.query(lane, predicate="intersects"):
                d = contact_distance((pose, size), enemy.models[int(j)], direction)
                if d is not None and (best is None or d < best):
                    best = d
    return best


@dataclass(frozen=True)
class ChargeVerdict:
    """Whether a charge at ``target`` may be declared, why not (with the rule
    and its numbers), the distance to first contact and the allowance, where
    the charger stops, the enemy units it meets there (all in the melee,
    FL-CHG-3) and the target's edges it touches (D21)."""

    allowed: bool
    target: str
    #: the straight distance to first contact with any enemy model; None: the advance meets none
    needed: float | None
    allowance: float
    terrain: str
    modifier: int
    reason: str
    rule: str
    #: where the charger stops at first contact (its start when there is none); it moves there only if allowed
    end: Formation
    meets: tuple[str, ...]
    edges: tuple[Side, ...]


def check_charge(
    table: Table,
    charger: Formation,
    target: str,
    enemies: Sequence[UnitBases],
    moves: int,
    column: Column,
    bonus: int = 0,
) -> ChargeVerdict:
    """The charge of ``charger`` (a block or line of B ``moves``, moving by
    T1's ``column``, an NCO's ``bonus`` inches more, FL-SPEC-10) at the enemy
    unit ``target``, one of ``enemies`` (FL-CHG-1 to FL-CHG-3, D20)."""
    allowance = float(moves + bonus)

    def refuse(
        reason: str, rule: str, needed: float | None = None, end: Formation = charger, meets=()
    ) -> ChargeVerdict:
        return ChargeVerdict(False, target, needed, allowance, "open", 0, reason, rule, end, tuple(meets), ())

    if target not in {e.id for e in enemies}:
        raise KeyError(f"no enemy unit {target!r}")
    me = UnitBases.of_formation("charger", "", charger)
    if any(in_contact(me, e) for e in enemies):
        return refuse("already in contact with an enemy: a unit in melee does not charge", "FL-CHG-1", 0.0)
    needed = first_contact(charger, enemies)
    if needed is None:
        return refuse(f"its straight advance never touches {target} (D20)", "FL-CHG-3")
    end = charger.advanced(needed)
    there = UnitBases.of_formation("charger", "", end)
    meets = tuple(e.id for e in enemies if in_contact(there, e))
    if target not in meets:
        return refuse(
            f"its straight advance first meets {', '.join(meets)} after {needed:.2f}, not {target} (D20)",
            "FL-CHG-3",
            needed,
            end,
            meets,
        )
    move = check_move(table, charger, [("advance", needed)], moves + bonus, column)
    edges = edges_touched(next(e for e in enemies if e.id == target), there)
    if not move.allowed:
        why = move.reason
        if move.rule == "FL-MOVE-2":
            terrain = f"{move.terrain} {move.modifier:+d}" if move.modifier else move.terrain
            why = f"needs {needed:.2f}, may move {move.allowance:.2f}: {terrain}"
        return ChargeVerdict(
            False, target, needed, float(move.allowance), move.terrain, move.modifier,
            f"{why} (FL-CHG-2, D20)", move.rule if move.rule != "FL-MOVE-2" else "FL-CHG-2", end, meets, edges,
        )  # fmt: skip
    return ChargeVerdict(
        True, target, needed, float(move.allowance), move.terrain, move.modifier,
        f"needs {needed:.2f}, may move {move.allowance:.2f}; meets {', '.join(meets)} (FL-CHG-2, FL-CHG-3)",
        "FL-CHG-2", end, meets, edges,
    )  # fmt: skip
