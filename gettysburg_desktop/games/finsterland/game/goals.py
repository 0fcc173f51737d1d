"""Where a unit is heading, by its order (D12): the legal list's sampled
moves (movement_step.py) and the computer's choices (computer/kit.py) aim
there. A unit with no order stays where it is, but the walker, a single
model that fights (FL-VEH-6), heads for the nearest enemy. The enemy is
where the unit's side knows it stands: with the fog of war, in sight or
where last seen (FL-MOVE-8), so that neither the legal list nor the
computer aims at a unit nobody sees."""

from __future__ import annotations

from typing import Any

from ..field.bodies import ground
from ..field.orders import Task
from ..rules.units import Unit
from .fog import known_bodies
from .sides import Side
from .transport import where


def goal_point(g: Any, unit: Unit) -> tuple[float, float]:
    """Where the unit is heading: its ordered sector's centre until it has
    reached it; then, attacking, the nearest enemy; holding, the sector (D12)."""
    order = g.state.orders.get(unit.id)
    body = where(g.state, unit)
    if order is None and unit.kind == "walker":  # a single model with no order that fights: the nearest enemy
        return _nearest_enemy(g, unit, body) or body.centre
    if order is None:
        return body.centre
    sector = g.table.sector_named(order.sector)
    if unit.reached and order.task is Task.ATTACK:
        nearest = _nearest_enemy(g, unit, body)
        if nearest is not None:
            return nearest
    c = sector.centroid
    return (c.x, c.y)


def _nearest_enemy(g: Any, unit: Unit, body: Any) -> tuple[float, float] | None:
    """The middle of the nearest enemy unit that is no single model, where the unit's side knows it
    stands (with the fog of war: in sight, or where last seen, FL-MOVE-8), or None."""
    enemies = [b for u, b in known_bodies(g, Side(unit.side)) if not u.single]
    if not enemies:
        return None
    mine = ground(body)
    nearest = min(enemies, key=lambda b: float(mine.distance(ground(b))))
    return nearest.centre
