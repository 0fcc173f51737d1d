"""Who shoots at whom (BB-SHOOT-1 to -9, -12, -13; decisions 13 to 16).

An element's field of fire is the rectangle ahead of its front edge,
widened by a base width each side, as deep as its range (BB-SHOOT-3); a
camp's everything within 300 paces of its outline (BB-SHOOT-4). Its target
is the nearest enemy element with some of its inside in the field, within
range of the front edge, in sight, and not in front-to-front melee
(BB-SHOOT-2); inside a wood or a BUA (the shooter's or the target's) the
range is 100 paces (BB-SHOOT-7). Artillery may ignore Jäger: then they are
neither its targets nor in its way (BB-SHOOT-8). Ties within 0.5 mm: the
target more nearly straight ahead (decision 13).

The combats are fixed at the start of the phase (decision 16): every
element with a target shoots at it; the elements shooting at one target
form one combat, at most three (the nearest; BB-SHOOT-9), its main shooter
the one the target shoots at, if any (BB-SHOOT-12), else the nearest; two
elements each other's target are one combat.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache

import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.bases import Pose, Size
from gettysburg_desktop.boards.table.measures import reaches_into, widened_field
from gettysburg_desktop.boards.table.table import Table

from ..rules.scale import BASE_WIDTH, WITHIN_MM, mm
from ..rules.troops import Kind, profile, shoots
from .elements import Element
from .sight import Looker, in_sight, shape_points

#: BB-SHOOT-7: skirmish fire's range inside woods and BUAs, in paces
SKIRMISH_RANGE = 100


def skirmish(table: Table, a: Element, b: Element) -> bool:
    """BB-SHOOT-7: the shooter or the target stands in a wood or a BUA."""
    return any(table.features_under(e.shape, ("wood", "bua")) for e in (a, b))


def field_of_fire(e: Element, range_paces: float) -> Polygon:
    """BB-SHOOT-3, -4: the ground ``e`` may shoot into, ``range_paces`` deep."""
    if e.kind is Kind.CAMP:
        return e.shape.buffer(mm(range_paces))
    return _field(e.pose, e.size, range_paces)


@lru_cache(maxsize=4096)
def _field(pose: Pose, size: Size, range_paces: float) -> Polygon:
    """A field of fire, made once for each place, base and range (an element that stands still shoots from
    the same field each bound: a random battle asks again some 7,000 times)."""
    return widened_field(pose, size, mm(range_paces), mm(BASE_WIDTH))


@dataclass(frozen=True)
class Target:
    """A shooter's target, how far (mm, from its front edge to the part in its field), and the ties."""

    shooter: str
    target: str
    distance: float
    skirmish: bool = False


def target_of(table: Table, shooter: Element, elements: Sequence[Element], *, in_melee: Collection[str] = (),
              ignore_jaeger: bool = False) -> Target | None:  # fmt: skip
    """BB-SHOOT-2: the nearest enemy in ``shooter``'s field, in range and in sight (module doc)."""
    if not shoots(shooter.kind) or shooter.id in in_melee:
        return None
    rng = profile(shooter.kind).range
    assert rng is not None
    skip_jaeger = ignore_jaeger and shooter.kind is Kind.ARTILLERY
    widest = field_of_fire(shooter, rng)
    fx1, fy1, fx2, fy2 = widest.bounds
    found: list[tuple[float, float, Element, bool, BaseGeometry]] = []
    for enemy in elements:
        if enemy.side == shooter.side or enemy.id in in_melee or enemy.kind is Kind.CAMP:
            continue
        ex1, ey1, ex2, ey2 = enemy.box
        if ex1 > fx2 or fx1 > ex2 or ey1 > fy2 or fy1 > ey2:
            continue  # nowhere near its field
        if skip_jaeger and enemy.kind is Kind.JAEGER:
            continue
        if not reaches_into(widest, enemy.shape):
            continue
        close = skirmish(table, shooter, enemy)
        reach = SKIRMISH_RANGE if close else rng
        fire = field_of_fire(shooter, reach)
        if not reaches_into(fire, enemy.shape):
            continue
        part = fire.intersection(enemy.shape)
        start = shooter.shape if shooter.kind is Kind.CAMP else shooter.front
        distance = float(start.distance(part))
        if distance > mm(reach) + WITHIN_MM:
            continue
        found.append((distance, _lateral(shooter, enemy), enemy, close, part))
    # the nearest first (decision 13's order); sight, the costly check, only until one is seen
    found.sort(key=lambda f: (round(f[0] / WITHIN_MM), f[1], f[2].id))
    samples = tuple(shape_points(shooter.shape)) if shooter.kind is Kind.CAMP else ()
    looker = Looker(shooter.shape, shooter.front, samples=samples)
    for distance, _off, enemy, close, part in found:
        x1, y1, x2, y2 = shooter.box
        px1, py1, px2, py2 = part.bounds
        x1, y1, x2, y2 = min(x1, px1), min(y1, py1), max(x2, px2), max(y2, py2)
        troops = [o.shape for o in elements  # only those in the pair's envelope can stand between them
                  if o.id not in (shooter.id, enemy.id) and o.kind is not Kind.CAMP
                  and not (skip_jaeger and o.kind is Kind.JAEGER)
                  and not (o.box[0] > x2 or x1 > o.box[2] or o.box[1] > y2 or y1 > o.box[3])]  # fmt: skip
        if in_sight(table, looker, part, troops):
            return Target(shooter.id, enemy.id, distance, close)
    return None


def _lateral(shooter: Element, enemy: Element) -> float:
    """How far the enemy's centre lies off the shooter's straight ahead (decision 13's tie-break)."""
    (lx, ly) = shooter.pose.left
    dx, dy = enemy.pose.x - shooter.pose.x, enemy.pose.y - shooter.pose.y
    return abs(dx * lx + dy * ly)


@dataclass(frozen=True)
class ShootingCombat:
    """One shooting combat (BB-SHOOT-9, -12): the target, its main shooter and supporters, and whether
    the target shoots back at the main shooter (then the loser, either, suffers the outcome)."""

    target: str
    main: str
    supporters: tuple[str, ...]
    mutual: bool
    #: a mutual combat's other half: the elements supporting the target's shot at the main shooter
    back_supporters: tuple[str, ...] = ()

    @property
    def shooters(self) -> tuple[str, ...]:
        return (self.main, *self.supporters)


def shooting_combats(targets: Sequence[Target]) -> list[ShootingCombat]:
    """BB-SHOOT-9, -12, decision 16: the phase's combats from every shooter's target."""
    aimed = {t.shooter: t for t in targets}
    by_target: dict[str, list[Target]] = {}
    for t in targets:
        by_target.setdefault(t.target, []).append(t)
    combats: list[ShootingCombat] = []
    done: set[str] = set()
    for target_id in sorted(by_target, key=lambda k: min(t.distance for t in by_target[k])):
        if target_id in done:
            continue
        shooters = sorted(by_target[target_id], key=lambda t: (t.distance, t.shooter))
        back = aimed.get(target_id)
        main = next((t for t in shooters if back is not None and back.target == t.shooter), shooters[0])
        rest = [t.shooter for t in shooters if t is not main][:2]
        mutual = back is not None and back.target == main.shooter
        back_rest: list[str] = []
        if mutual:  # the two shots are one combat (BB-SHOOT-12), each side's supporters in it
            at_main = sorted(by_target.get(main.shooter, []), key=lambda t: (t.distance, t.shooter))
            back_rest = [t.shooter for t in at_main if t.shooter != target_id][:2]
            done.add(main.shooter)
        combats.append(ShootingCombat(target_id, main.shooter, tuple(rest), mutual, tuple(back_rest)))
        done.add(target_id)
    return combats


def flank_shot(shooter: Element, target: Element) -> bool:
    """T5: the shooter's whole base behind the line through the target's front edge (decision 3)."""
    (fx, fy) = target.pose.ahead
    (ax, ay) = target.front.coords[0]
    return all((x - ax) * fx + (y - ay) * fy < -1e-6 for x, y in list(shooter.shape.exterior.coords)[:-1])


def nearest(shooter: Element, target: Element) -> float:
    """Nearest distance in millimetres, base to base."""
    return float(shapely.distance(shooter.shape, target.shape))
