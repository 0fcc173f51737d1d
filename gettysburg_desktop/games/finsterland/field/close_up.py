"""Closing up a melee locked at a corner (FL-RUL-10 **[ruling]**): bases
touching only at a corner are in contact, yet no model fights (none has more
than half of a base edge touched, FL-MEL-2). So that such a melee does not
stay locked, in the melee step of each later round the active player's block
or line in it moves straight forward, or wheels about a front corner and then
advances, within its allowance, until its front is flush with the enemy
edge it touches; then the melee is fought.

How it is found **[interpretation]**: the enemy edge is the side of the
enemy base the unit touches (its front, a flank or its rear); the unit wheels
until it faces squarely into that edge (no more than 90 degrees) and
advances to first contact. The move is judged by the movement rules (terrain,
allowance, no passing through other units' bases, FL-MOVE-2 to FL-MOVE-6);
it is made only if at its end a model of the unit fights (FL-MEL-2), else
the unit stays as it is (the other player's unit may close up in its own
round).
"""

from __future__ import annotations

from dataclasses import dataclass

from gettysburg_desktop.boards.table.table import Table

from ..rules.formation import Formation
from ..rules.tables import Column
from .charge import first_contact
from .contact import UnitBases, _sides_of, _touch, contacts, fighting_models
from .movement import Bases, Leg, check_move

#: the facing out of a base's side, from the base's own facing (left is counter-clockwise)
_OUTWARD = {"front": 0.0, "left": 90.0, "rear": 180.0, "right": -90.0}
#: a wheel smaller than this is none (degrees)
_SQUARE = 0.01


@dataclass(frozen=True)
class ClosedUp:
    """Where the unit stands after closing up, the legs it moved and their cost."""

    end: Formation
    legs: tuple[Leg, ...]
    cost: float


def locked(me: UnitBases, enemy: UnitBases) -> bool:
    """The two units touch, and no model of either fights the other (FL-RUL-10, FL-MEL-2)."""
    return bool(contacts(me, enemy)) and not fighting_models(me, enemy) and not fighting_models(enemy, me)


def square_to(me: UnitBases, enemy: UnitBases) -> float | None:
    """The facing that turns the unit's front squarely into the enemy edge it
    touches (the side of the first enemy base it touches), or None where it touches none."""
    for i, j in contacts(me, enemy):
        pose, size = enemy.models[j]
        sides = _sides_of(_touch(pose, size, me.polygons[i]), pose, size, me.polygons[i])
        if sides:
            return (pose.facing + _OUTWARD[sides[0][0]] + 180.0) % 360.0
    return None


def close_up(
    table: Table,
    mover: Formation,
    enemy: UnitBases,
    moves: int,
    column: Column,
    obstacles: Bases = None,
    enemies: Bases = None,
) -> ClosedUp | None:
    """The move that brings ``mover`` flush with ``enemy`` (module doc), or
    None where there is none within the movement rules."""
    want = square_to(UnitBases.of_formation("me", "", mover), enemy)
    if want is None:
        return None
    wheel = (want - mover.front.facing + 180.0) % 360.0 - 180.0
    if abs(wheel) > 90.0:
        return None
    legs: list[Leg] = []
    turned = mover
    if abs(wheel) >= _SQUARE:
        legs.append(("wheel", wheel))
        turned = mover.wheeled(wheel)
    ahead = first_contact(turned, [enemy])
    if ahead is None:
        return None
    if ahead > 0.0:
        legs.append(("advance", ahead))
    if not legs:  # squarely facing it already, touching at a corner on one line: it closes the door
        return _slid(table, mover, enemy, moves, column, obstacles, enemies)
    verdict = check_move(table, mover, legs, moves, column, obstacles, enemies)
    if not verdict.allowed:
        return None
    if not fighting_models(UnitBases.of_formation("me", "", verdict.end), enemy):
        return None
    return ClosedUp(verdict.end, tuple(legs), verdict.cost)


def _slid(
    table: Table,
    mover: Formation,
    enemy: UnitBases,
    moves: int,
    column: Column,
    obstacles: Bases,
    enemies: Bases,
) -> ClosedUp | None:
    """Two fronts on one line touching at a corner: no advance or wheel brings them flush, so the unit
    steps sideways along its front toward the enemy's middle, as far as its allowance, judged as any
    move is (terrain, bases) ("closing the door" **[interpretation]**: FL-RUL-10's purpose, no melee
    left locked)."""
    (lx, ly) = mover.front.left
    cx = sum(p.x for p, _s in enemy.models) / len(enemy.models)
    cy = sum(p.y for p, _s in enemy.models) / len(enemy.models)
    shift = max(-float(moves), min(float(moves), (cx - mover.front.x) * lx + (cy - mover.front.y) * ly))
    if abs(shift) < _SQUARE:
        return None
    legs: list[Leg] = [("slide", round(shift, 2))]
    verdict = check_move(table, mover, legs, moves, column, obstacles, enemies)
    if not verdict.allowed or not fighting_models(UnitBases.of_formation("me", "", verdict.end), enemy):
        return None
    return ClosedUp(verdict.end, tuple(legs), verdict.cost)
