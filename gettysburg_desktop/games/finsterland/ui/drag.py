"""A block or line dragged on the table, turned into the legs of a move
(FL-MOVE-6, FL-FACE-1, D6): a wheel about the front corner on the side the
pointer went, then a straight advance, so that the middle of the front
edge comes where the drag takes it; each leg rounded down to 0.01 (table.md:
the window rounds down before it asks ``check``). Whether the move is
legal, and what it costs, is ``movement_step.check``'s alone.

Plain geometry, no Qt: the scene (scene.py) hands in table points."""

from __future__ import annotations

import math

from gettysburg_desktop.boards.table.bases import Point

from ..rules.formation import Formation

#: a drag that would wheel less than this (degrees) is drawn straight ahead: a hand never drags quite straight
STRAIGHT = 1.0


def _down(x: float) -> float:
    """``x`` rounded toward zero to 0.01 (the legs' two decimals)."""
    return math.copysign(math.floor(abs(x) * 100 + 1e-9) / 100, x)


def _angle(x: float, y: float) -> float:
    return math.degrees(math.atan2(y, x))


def _normal(degrees: float) -> float:
    """An angle in (-180, 180]."""
    a = math.fmod(degrees, 360.0)
    if a > 180:
        a -= 360
    elif a <= -180:
        a += 360
    return a


def legs_toward(body: Formation, target: Point) -> list[tuple[str, float]]:
    """The legs that bring the middle of ``body``'s front edge to ``target``:
    a wheel (left positive) about the front corner on the target's side,
    then an advance; none where the target is where the front stands."""
    front = body.front
    (ax, ay), (lx, ly) = front.ahead, front.left
    dx, dy = target[0] - front.x, target[1] - front.y
    half = body.width / 2
    side = 1.0 if dx * lx + dy * ly > 0 else -1.0  # the target lies to the unit's left: wheel left
    pivot = (front.x + side * half * lx, front.y + side * half * ly)
    tx, ty = target[0] - pivot[0], target[1] - pivot[1]
    reach2 = tx * tx + ty * ty
    advance = math.sqrt(max(0.0, reach2 - half * half))
    # the front's middle seen from the pivot, after the advance, before the wheel: -side*half*left + advance*ahead
    mx, my = -side * half * lx + advance * ax, -side * half * ly + advance * ay
    wheel = _normal(_angle(tx, ty) - _angle(mx, my))
    wheel = max(0.0, wheel) if side > 0 else min(0.0, wheel)  # a wheel turns about the corner on its own side
    if abs(wheel) < STRAIGHT:
        wheel = 0.0
        advance = dx * ax + dy * ay
    legs: list[tuple[str, float]] = []
    wheel, advance = _down(wheel), _down(max(0.0, advance))
    if wheel:
        legs.append(("wheel", wheel))
    if advance:
        legs.append(("advance", advance))
    return legs


def legs_wheeled(body: Formation, wheel: float, travel: Point) -> list[tuple[str, float]]:
    """A wheel of ``wheel`` degrees (left positive, the keys Q and E), then an
    advance as far as the pointer's ``travel`` goes along the new front (FL-MOVE-6):
    a player who wants a small wheel turns the unit by keys rather than by
    dragging aside, which wheels as far as the target asks."""
    (ax, ay) = body.front.ahead
    a = math.radians(wheel)
    c, s = math.cos(a), math.sin(a)
    nx, ny = ax * c - ay * s, ax * s + ay * c  # the front's way after the wheel (counter-clockwise: left)
    advance = _down(max(0.0, travel[0] * nx + travel[1] * ny))
    legs: list[tuple[str, float]] = [("wheel", _down(wheel))]
    if advance:
        legs.append(("advance", advance))
    return legs


#: a vehicle dragged within this many degrees of straight ahead or straight back keeps its facing (a hand
#: never drags quite straight); farther off it first turns to face the way it is dragged (D25)
KEEP_FACING = 2.0


def legs_driven(facing: float, travel: Point) -> list[tuple[str, float]]:
    """A vehicle dragged by ``travel`` (D25: it turns freely and moves only forward or backward): straight
    ahead or back where the drag nearly is, else it faces the way of the drag and drives there."""
    dx, dy = travel
    distance = math.hypot(dx, dy)
    if distance < 0.005:
        return []
    off = _normal(_angle(dx, dy) - facing)
    if abs(off) <= KEEP_FACING:
        return [("advance", _down(distance))]
    if abs(off) >= 180.0 - KEEP_FACING:
        return [("advance", -_down(distance))]
    return [("face", _down(_angle(dx, dy) % 360.0)), ("advance", _down(distance))]
