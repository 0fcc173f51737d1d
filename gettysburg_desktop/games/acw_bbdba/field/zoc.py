"""Zones of control (BB-ZOC; decision 11).

In front of each element lies a square one base width each way on its front
edge (BB-ZOC-1 **[interpretation]**); command elements and camps have none.
No element may move within an enemy's zone unless a friend of its own
separates it from that enemy: the part of the zone straight behind such a
friend, as seen from the enemy's front edge, does not restrict (decision
11). A move that enters or crosses the rest of it is allowed only if it ends
in contact with that enemy, or with its front parallel to and facing that
enemy's front, or if it is a straight slide back without turning
(BB-ZOC-2). Outcome moves and the demoralised withdrawal ignore zones
(BB-ZOC-3).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import shapely
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.measures import widened_field

from ..rules.scale import BASE_WIDTH, mm
from ..rules.troops import Kind
from .contact import touching
from .elements import Element


@lru_cache(maxsize=8192)
def zone(enemy: Element) -> BaseGeometry:
    """BB-ZOC-1: the square on the enemy's front edge, 1 BW deep."""
    return widened_field(enemy.pose, enemy.size, mm(BASE_WIDTH), 0.0)


def shadow(enemy: Element, friend: Element) -> BaseGeometry:
    """Decision 11: the part of ``enemy``'s zone straight behind ``friend`` as seen from its front edge."""
    (fx, fy), (lx, ly) = enemy.pose.ahead, enemy.pose.left
    ox, oy = enemy.pose.advanced(enemy.size.depth / 2).centre
    pts = list(friend.shape.exterior.coords)
    ahead = [(x - ox) * fx + (y - oy) * fy for x, y in pts]
    side = [(x - ox) * lx + (y - oy) * ly for x, y in pts]
    a0, s0, s1 = min(ahead), min(side), max(side)
    far = mm(BASE_WIDTH) * 2
    corners = [(s0, a0), (s1, a0), (s1, far), (s0, far)]
    return shapely.Polygon([(ox + fx * a + lx * s, oy + fy * a + ly * s) for s, a in corners])


def free_zone(enemy: Element, friends: Sequence[Element]) -> BaseGeometry:
    """The enemy's zone less the shadows of the mover's friends standing in it."""
    z = zone(enemy)
    for f in friends:
        if f.kind is Kind.CAMP or not f.shape.intersects(z):
            continue
        z = z.difference(shadow(enemy, f))
    return z


def zone_problem(mover_end: Element, legs: Sequence[tuple[str, float]], ground: BaseGeometry,
                 elements: Sequence[Element], start: Element) -> str:  # fmt: skip
    """BB-ZOC-2: why the move (its legs, the ground it swept, where it ends) breaks a zone ("" where not)."""
    friends = [o for o in elements if o.side == start.side and o.id != start.id]
    back = len(legs) == 1 and legs[0][0] == "advance" and legs[0][1] < 0
    gx1, gy1, gx2, gy2 = ground.bounds
    reach = mm(BASE_WIDTH) + 1.0
    for enemy in elements:
        if enemy.side == start.side or enemy.kind in (Kind.COMMAND, Kind.CAMP):
            continue
        ex1, ey1, ex2, ey2 = enemy.box
        if ex1 > gx2 + reach or gx1 > ex2 + reach or ey1 > gy2 + reach or gy1 > ey2 + reach:
            continue  # its zone lies nowhere near the move
        z = zone(enemy)
        if not ground.intersects(z):
            continue
        free = free_zone(enemy, friends)
        if float(ground.intersection(free).area) <= 1e-6:
            continue
        facing = abs(((mover_end.pose.facing - enemy.pose.facing) % 360.0) - 180.0) <= 1.0
        if back or touching(mover_end, enemy) or facing:
            continue
        return f"within {enemy.id}'s zone of control: only to contact it, to face it or straight back"
    return ""
