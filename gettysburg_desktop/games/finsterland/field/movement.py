"""Whether a block or a line may move as its player drew it, and why not
(FL-MOVE; D6, D7): a move is its legs (straight advances and wheels), its
cost the sum of each leg's largest corner displacement (FL-MOVE-6,
FL-RUL-11), its allowance the unit's B plus the single most restrictive T1
modifier of any terrain its bases touch on the way, start and end included
(FL-MOVE-2, D7); a road's bonus only if every base stays wholly on road
(FL-MOVE-3); impassable terrain never (FL-MOVE-4); terrain that would bring
the allowance to 0 or less stops the unit at its edge, unless it began in it
and creeps 1" (FL-MOVE-5). Every refusal names its rule and its numbers, as
the window's ruler and the computer's sampler read them.
"""

from __future__ import annotations

from dataclasses import dataclass

import shapely
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.bases import EPS, displacement, wheel_poses
from gettysburg_desktop.boards.table.shapes import polygon, swept
from gettysburg_desktop.boards.table.table import Table

from ..rules.formation import Formation
from ..rules.tables import IMPASSABLE, TERRAIN, Column, terrain_modifier

#: FL-MOVE-5: what a unit that begins in terrain it could not enter may still move
CREEP = 1.0
#: the step of a wheel's sampled poses, in degrees
WHEEL_STEP = 5.0

#: a leg: ("advance", inches) or ("wheel", degrees, counter-clockwise positive)
Leg = tuple[str, float]


@dataclass(frozen=True)
class MoveVerdict:
    """What a drawn move comes to: allowed or not, why (with the rule), the
    numbers the ruler shows, where the unit ends and the ground it swept."""

    allowed: bool
    cost: float
    allowance: float
    #: the terrain whose modifier set the allowance ("open" for none), and that modifier
    terrain: str
    modifier: int
    reason: str
    rule: str
    end: Formation
    ground: BaseGeometry


def legs_poses(start: Formation, legs: list[Leg]) -> tuple[Formation, float, list[list[Formation]]]:
    """The formation at the end, the move's cost and each leg's sampled formations."""
    here, cost, samples = start, 0.0, []
    for leg in legs:
        verb, amount = leg
        if verb == "advance":
            if amount < -EPS:
                raise ValueError("a block or line moves only toward its front (FL-FACE-1)")
            there = here.advanced(amount)
            steps = [here, there]
        elif verb == "wheel":
            there = here.wheeled(amount)
            n = len(wheel_poses(here.front, here.base, amount, WHEEL_STEP)) - 1
            steps = [here.wheeled(amount * k / n) for k in range(n + 1)]
        else:
            raise ValueError(f"a leg is an advance or a wheel, not {verb!r}")
        cost += max(
            displacement(a, b, size) for (a, size), (b, _same) in zip(here.blocks(), there.blocks(), strict=True)
        )
        samples.append(steps)
        here = there
    return here, cost, samples


def swept_ground(samples: list[list[Formation]]) -> BaseGeometry:
    """The ground every base covers on the way, start and end included (the
    sweep of the unit's rectangles is the union of its bases' sweeps)."""
    parts = []
    for steps in samples:
        radius = steps[0].width + steps[0].ranks * steps[0].base.depth  # no corner is farther from a pivot
        wheel = WHEEL_STEP if len(steps) > 2 else 0.0
        blocks = [s.blocks() for s in steps]
        for k, (_pose, size) in enumerate(blocks[0]):
            parts.append(swept([b[k][0] for b in blocks], size, radius=radius, step=wheel))
    return shapely.union_all(parts)


def check_move(table: Table, start: Formation, legs: list[Leg], moves: int, column: Column) -> MoveVerdict:
    """The move of ``start`` along ``legs`` for a unit of B ``moves`` moving by T1's ``column``."""
    end, cost, samples = legs_poses(start, legs)
    ground = (
        swept_ground(samples) if samples else shapely.union_all([polygon(p, start.base) for p in start.model_poses()])
    )
    begin = shapely.union_all([polygon(p, start.base) for p in start.model_poses()])

    def verdict(allowed: bool, allowance: float, terrain: str, modifier: int, reason: str, rule: str) -> MoveVerdict:
        return MoveVerdict(allowed, cost, allowance, terrain, modifier, reason, rule, end, ground)

    if not table.on_table(ground):
        return verdict(False, moves, "open", 0, "the move leaves the table", "FL-MOVE-1")
    touched = [f for f in table.features_under(ground) if f.kind in TERRAIN]
    kinds = {f.kind for f in touched}
    roads = shapely.union_all([f.area for f in touched if f.kind == "road"]) if "road" in kinds else None
    if roads is None or not roads.buffer(EPS).covers(ground):
        kinds.add("open")  # some base leaves the road (FL-MOVE-3): open ground's 0 at least
        kinds.discard("road")
    for kind in sorted(kinds):
        if TERRAIN[kind][column] is IMPASSABLE:
            return verdict(False, 0, kind, 0, f"{kind} is impassable for {column.value} (T1)", "FL-MOVE-4")
    worst = min(kinds, key=lambda k: (terrain_modifier(k, column), k))
    modifier = terrain_modifier(worst, column) or 0
    allowance = moves + modifier
    if allowance <= EPS:
        starts_in = any(f.kind == worst and begin.intersects(f.area) for f in touched)
        if not starts_in:
            return verdict(
                False,
                allowance,
                worst,
                modifier,
                f"may not enter the {worst}: its allowance there would be {moves} {modifier:+d} = {allowance:g}; "
                "stop at its edge",
                "FL-MOVE-5",
            )
        allowance = CREEP
    if cost > allowance + EPS:
        why = f"{worst} {modifier:+d} for {column.value}" if modifier else f"{worst}"
        return verdict(False, allowance, worst, modifier, f"costs {cost:.2f} of {allowance:.2f}: {why}", "FL-MOVE-2")
    return verdict(True, allowance, worst, modifier, f"costs {cost:.2f} of {allowance:.2f}", "FL-MOVE-2")
