"""Where an outcome moves an element (BB-OUT-2 to -5, -9, BB-PASS-3,
BB-ADV-1, -3, BB-CMD-11; decisions 20 to 22).

- **Recoil**: straight back by its own base depth, facing kept. It passes
  through the friends BB-PASS-3 lets it (mounted troops and Jäger through
  friends but mounted not through line infantry; anyone through artillery),
  going on just far enough to end clear of one it passes; friends it cannot
  pass are pushed straight back just far enough, a push passing on to the
  friends behind. It is destroyed with an enemy at its front and its rear,
  or when its way meets an enemy, impassable ground, or a friend that cannot
  be pushed (in front contact with an enemy, or pushed into an enemy,
  impassable ground or off the table); it is lost over the table edge
  (BB-OUT-4). A command element in the way is moved aside (BB-CMD-11).
- **Misfire** (BB-OUT-9): when an element under fire recoils, flees or is
  destroyed, each friend with its base in the strip 1 BW deep behind it, as
  wide as it, recoils its own depth, after the outcome move.
- **Flight** (BB-OUT-5): the element turns about its middle to face directly
  away from the enemy that beat it and moves its flight distance straight
  ahead; through friends as in its moves (mounted and Jäger through friends
  facing its way or the opposite way), else around them by a sidestep of at
  most 1 BW, else it stops short; destroyed where its path meets an enemy,
  lost where it leaves the table.
- **Advance**: mounted cavalry 30 mm straight ahead, not into difficult
  going, stopping on touching any element or at the table edge, none from a
  front edge in SG (BB-ADV-1, -2); a group of line infantry 20 mm as one
  body, stopping at the first touch (BB-ADV-3, -4).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.bases import EPS, Pose, Size
from gettysburg_desktop.boards.table.shapes import polygon, swept
from gettysburg_desktop.boards.table.table import Table

from ..rules.scale import BASE_WIDTH, mm
from ..rules.troops import Kind, is_line_infantry, is_mounted
from .contact import OVERLAP_AREA, enemy_at_rear, front_to_front, touching
from .elements import Element
from .terrain import DIFFICULT, IMPASSABLE

#: BB-ADV-1, -3: the advances, in millimetres (a base depth of cavalry, of infantry)
CAVALRY_ADVANCE, INFANTRY_ADVANCE = 30.0, 20.0


@dataclass
class Moves:
    """What an outcome did: the elements' new poses, those destroyed, those lost over the edge, in words."""

    poses: dict[str, Pose] = field(default_factory=dict)
    destroyed: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)
    said: list[str] = field(default_factory=list)

    def apply(self, elements: Sequence[Element]) -> list[Element]:
        gone = set(self.destroyed) | set(self.lost)
        return [e.moved(self.poses[e.id]) if e.id in self.poses else e for e in elements if e.id not in gone]


def _overlaps(a: BaseGeometry, b: BaseGeometry) -> bool:
    return float(a.intersection(b).area) > OVERLAP_AREA


def _clear_after(shape_at: Callable[[float], BaseGeometry], other: BaseGeometry, start: float, most: float) -> float:
    """The least distance s >= start (<= most) at which ``shape_at(s)`` no longer overlaps ``other``."""
    if not _overlaps(shape_at(start), other):
        return start
    lo, hi = start, most
    if _overlaps(shape_at(hi), other):
        return math.inf
    for _ in range(50):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if _overlaps(shape_at(mid), other) else (lo, mid)
    return hi


def _first_touch(
    shape_at: Callable[[float], BaseGeometry], blocked: Callable[[BaseGeometry], bool], most: float
) -> float:
    """The furthest s <= most the moving shape goes before ``blocked`` (monotone along a straight way)."""
    if not blocked(shape_at(most)):
        return most
    lo, hi = 0.0, most
    for _ in range(50):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if not blocked(shape_at(mid)) else (lo, mid)
    return lo


def passes_in_recoil(mover: Element, friend: Element) -> bool:
    """BB-PASS-3: mounted troops and Jäger recoil through friends, mounted not through line infantry;
    every recoiling element passes through artillery."""
    if friend.kind is Kind.ARTILLERY:
        return True
    if mover.kind is Kind.JAEGER:
        return True
    return is_mounted(mover.kind) and not is_line_infantry(friend.kind)


def _impassable(table: Table, shape: BaseGeometry) -> bool:
    return bool(table.features_under(shape, IMPASSABLE))


def recoil(table: Table, elements: Sequence[Element], loser_id: str, distance: float | None = None) -> Moves:
    """BB-OUT-2, -3: the loser recoils (``distance``: its own base depth unless given, as a misfire's)."""
    by_id = {e.id: e for e in elements}
    e = by_id[loser_id]
    out = Moves()
    d = e.size.depth if distance is None else distance
    enemies_in_front = [o for o in elements if o.side != e.side and touching(e, o) and front_to_front(e, o)]
    if enemies_in_front and enemy_at_rear(e, elements):
        out.destroyed.append(e.id)
        out.said.append(f"{e.id} has enemies at its front and its rear: destroyed (BB-OUT-2)")
        return out

    def at(s: float) -> Pose:
        return e.pose.advanced(-s)

    way = swept([e.pose, at(d)], e.size)
    others = [o for o in elements if o.id != e.id]
    if any(o.side != e.side and o.kind is not Kind.CAMP and _overlaps(way, o.shape) for o in others):
        out.destroyed.append(e.id)
        out.said.append(f"{e.id} would recoil into an enemy: destroyed (BB-OUT-2)")
        return out
    # friends it passes through: it goes on until clear of each (BB-OUT-3)
    s = d
    passed = [o for o in others if o.side == e.side and o.kind is not Kind.COMMAND and passes_in_recoil(e, o)]
    for _ in range(len(passed) + 1):
        s2 = max((_clear_after(lambda t: polygon(at(t), e.size), o.shape, s, s + 4 * mm(BASE_WIDTH)) for o in passed
                  if _overlaps(polygon(at(s), e.size), o.shape)), default=s)  # fmt: skip
        if s2 == s:
            break
        s = s2
    if math.isinf(s):
        out.destroyed.append(e.id)
        out.said.append(f"{e.id} finds no room beyond the friends it recoils through: destroyed (BB-OUT-3)")
        return out
    end = polygon(at(s), e.size)
    way = swept([e.pose, at(s)], e.size)
    if s > d and any(o.side != e.side and o.kind is not Kind.CAMP and _overlaps(way, o.shape) for o in others):
        out.destroyed.append(e.id)  # beyond the friends it passed, an enemy (found by the random battles)
        out.said.append(f"{e.id} would recoil through its friends into an enemy: destroyed (BB-OUT-2)")
        return out
    if _impassable(table, way):
        out.destroyed.append(e.id)
        out.said.append(f"{e.id} would recoil into impassable ground: destroyed (BB-OUT-2)")
        return out
    if not table.on_table(end):
        out.lost.append(e.id)
        out.said.append(f"{e.id} recoils over the table edge: lost (BB-OUT-4)")
        return out
    out.poses[e.id] = at(s)
    out.said.append(f"{e.id} recoils {s:.0f} mm (BB-OUT-2)")
    # friends it cannot pass are pushed back, a push passing on (BB-OUT-3): each pusher against every
    # friend where it stands now, one pushed already pushed further (found by the random battles)
    back = (-e.pose.ahead[0], -e.pose.ahead[1])
    poses = {o.id: o.pose for o in others}
    shapes = {o.id: o.shape for o in others}
    shapes[e.id] = end
    queue = [e.id]
    for _ in range(4 * len(elements) + 4):
        if not queue:
            break
        pusher_id = queue.pop(0)
        pusher = shapes[pusher_id]
        for o in others:
            if o.id == pusher_id or o.side != e.side or not _overlaps(pusher, shapes[o.id]):
                continue
            if o.kind is Kind.COMMAND:  # moved aside by the least distance (BB-CMD-11)
                poses[o.id] = aside(o.moved(poses[o.id]), pusher, table)
                shapes[o.id] = polygon(poses[o.id], o.size)
                out.poses[o.id] = poses[o.id]
                continue
            if pusher_id == e.id and passes_in_recoil(e, o):
                continue
            start = poses[o.id]

            def pushed(t: float, start: Pose = start) -> Pose:
                return Pose(start.x + back[0] * t, start.y + back[1] * t, start.facing)

            def pushed_shape(t: float, o: Element = o, pushed: Callable[[float], Pose] = pushed) -> BaseGeometry:
                return polygon(pushed(t), o.size)

            t = _clear_after(pushed_shape, pusher, 0.0, 4 * mm(BASE_WIDTH))
            new = pushed_shape(t) if not math.isinf(t) else None
            stuck = (new is None
                     or any(x.side != o.side and touching(o, x) and front_to_front(o, x) for x in others)
                     or any(x.side != o.side and _overlaps(new, x.shape) for x in others)
                     or _impassable(table, new) or not table.on_table(new))  # fmt: skip
            if stuck:
                return Moves(destroyed=[e.id], said=[f"{e.id} cannot push {o.id} back: destroyed (BB-OUT-3)"])
            poses[o.id] = pushed(t)
            shapes[o.id] = new  # type: ignore[assignment]
            out.poses[o.id] = poses[o.id]
            out.said.append(f"{o.id} is pushed back {t:.0f} mm (BB-OUT-3)")
            queue.append(o.id)
    else:  # pragma: no cover - a chain of pushes that never ends
        return Moves(destroyed=[e.id], said=[f"{e.id} finds no room to recoil: destroyed (BB-OUT-3)"])
    return out


def aside(command: Element, pusher: BaseGeometry, table: Table | None = None) -> Pose:
    """BB-CMD-11: a command element moved aside, left or right along its front, by the least distance that
    keeps it on the table; where neither side does (at a corner), back or ahead instead (found by the
    arena: a command element by the table's side edge was moved aside off it)."""
    (lx, ly), (ax, ay) = command.pose.left, command.pose.ahead
    best = None
    for way in ((lx, ly), (-lx, -ly), (-ax, -ay), (ax, ay)):

        def at(t: float, way: tuple[float, float] = way) -> BaseGeometry:
            return polygon(Pose(command.pose.x + way[0] * t, command.pose.y + way[1] * t, command.pose.facing),
                           command.size)  # fmt: skip

        t = _clear_after(at, pusher, 0.0, 4 * mm(BASE_WIDTH))
        on = table is None or (not math.isinf(t) and table.on_table(at(t)))
        key = (not on, way not in ((lx, ly), (-lx, -ly)), t)  # on the table first, then aside, then nearest
        if best is None or key < best[0]:
            best = (key, way, t)
    assert best is not None
    _key, (wx, wy), t = best
    return Pose(command.pose.x + wx * t, command.pose.y + wy * t, command.pose.facing)


def behind(e: Element, elements: Sequence[Element]) -> list[str]:
    """BB-OUT-9: the friends with their base in the strip 1 BW deep behind ``e``, as wide as it."""
    depth = mm(BASE_WIDTH)
    strip = polygon(e.pose.advanced(-e.size.depth / 2 - depth / 2), Size(e.size.width, depth))
    return [o.id for o in elements if o.side == e.side and o.id != e.id and o.kind is not Kind.CAMP
            and _overlaps(strip, o.shape)]  # fmt: skip


def flee(table: Table, elements: Sequence[Element], loser_id: str, winner_id: str, paces: float) -> Moves:
    """BB-OUT-5: the loser turns away from the winner and flees ``paces``."""
    by_id = {e.id: e for e in elements}
    e, w = by_id[loser_id], by_id[winner_id]
    away = math.degrees(math.atan2(e.pose.y - w.pose.y, e.pose.x - w.pose.x))
    turned = Pose(e.pose.x, e.pose.y, away % 360.0)
    length = mm(paces)
    out = Moves()
    others = [o for o in elements if o.id != e.id and o.kind is not Kind.CAMP]

    # the friends its turn about its centre puts it on (its neighbours side by side): it flees out of them
    # (found by the arena: Jäger turned away and stopped short stood on their neighbours)
    under = {o.id for o in others if o.side == e.side and _overlaps(polygon(turned, e.size), o.shape)}

    def passable(o: Element) -> bool:
        same_way = abs(((o.pose.facing - turned.facing + 90) % 180) - 90) <= 1.0  # same or opposite facing
        return o.side == e.side and (o.id in under or ((is_mounted(e.kind) or e.kind is Kind.JAEGER) and same_way))

    (lx, ly) = turned.left
    for step in (0.0, *(s * k for k in (1, -1) for s in (mm(BASE_WIDTH) / 4, mm(BASE_WIDTH) / 2, mm(BASE_WIDTH)))):
        start = Pose(turned.x + lx * step, turned.y + ly * step, turned.facing)

        def at(s: float, start: Pose = start) -> Pose:
            return start.advanced(s)

        way = swept([start, at(length)], e.size)
        if any(o.side != e.side and _overlaps(way, o.shape) for o in others):
            if step == 0.0:
                out.destroyed.append(e.id)
                out.said.append(f"{e.id} flees into an enemy: destroyed (BB-OUT-5)")
                return out
            continue
        blocking = [o for o in others if o.side == e.side and not passable(o) and _overlaps(way, o.shape)]
        if blocking or _impassable(table, way):
            continue
        # it never ends on a friend it passed through: it goes on until clear of it (as a recoil, BB-OUT-3;
        # found by the arena: a fleeing cavalry ended on the muskets it passed)
        s = length
        for _ in range(len(others) + 1):
            s2 = max((_clear_after(lambda t: polygon(at(t), e.size), o.shape, s, s + 4 * mm(BASE_WIDTH))
                      for o in others if _overlaps(polygon(at(s), e.size), o.shape)), default=s)  # fmt: skip
            if s2 == s:
                break
            s = s2
        if math.isinf(s):
            continue
        if s > length:
            way = swept([start, at(s)], e.size)
            if (
                any(o.side != e.side and _overlaps(way, o.shape) for o in others)
                or _impassable(table, way)
                or any(o.side == e.side and not passable(o) and _overlaps(way, o.shape) for o in others)
            ):
                continue
        end = polygon(at(s), e.size)
        if not table.on_table(end):
            out.lost.append(e.id)
            out.said.append(f"{e.id} flees over the table edge: lost (BB-OUT-4)")
            return out
        out.poses[e.id] = at(s)
        out.said.append(f"{e.id} flees {paces:.0f} paces (BB-OUT-5)" if s == length
                        else f"{e.id} flees {paces:.0f} paces and on until clear of its friends, {s:.0f} mm (BB-OUT-5)")  # fmt: skip
        return out
    # no detour clears it: it stops short behind what it cannot pass

    def blocked_at(shape: BaseGeometry) -> bool:
        return _impassable(table, shape) or any(not passable(o) and _overlaps(shape, o.shape) for o in others)

    s = _first_touch(lambda t: swept([turned, turned.advanced(t)], e.size), blocked_at, length)
    if any(_overlaps(polygon(turned.advanced(s), e.size), o.shape) for o in others):
        out.destroyed.append(e.id)  # it stops short still on a friend: no room to flee
        out.said.append(f"{e.id} has no room to flee: destroyed (BB-OUT-5)")
        return out
    out.poses[e.id] = turned.advanced(s)
    out.said.append(f"{e.id} flees {s:.0f} mm and stops short (BB-OUT-5)")
    return out


def advance(table: Table, elements: Sequence[Element], ids: Sequence[str], distance: float, *,
            into_sg: bool) -> Moves:  # fmt: skip
    """BB-ADV: the elements ``ids`` advance as one body straight ahead up to ``distance``, stopping on
    touching any other element or the table edge, and (``into_sg`` false) at the edge of difficult going."""
    movers = [e for e in elements if e.id in ids]
    others = [o for o in elements if o.id not in ids]
    out = Moves()
    if not into_sg and any(table.features_under(m.front.buffer(EPS), DIFFICULT) for m in movers):
        out.said.append("its front edge is in difficult going: no advance (BB-ADV-2)")
        return out

    def shapes_at(s: float) -> list[BaseGeometry]:
        return [swept([m.pose, m.pose.advanced(s)], m.size) for m in movers]

    def blocked(shapes: list[BaseGeometry]) -> bool:
        for sh in shapes:
            if not table.on_table(sh) or _impassable(table, sh):
                return True
            if not into_sg and table.features_under(sh, DIFFICULT):
                return True
            if any(_overlaps(sh, o.shape) for o in others):
                return True
        return False

    s = _first_touch(shapes_at, blocked, distance)  # type: ignore[arg-type]
    for m in movers:
        out.poses[m.id] = m.pose.advanced(s)
    out.said.append(f"{', '.join(ids)} advance {s:.0f} mm (BB-ADV)")
    return out


def slide(
    table: Table, elements: Sequence[Element], uid: str, direction: tuple[float, float], distance: float
) -> float:
    """How far the element ``uid`` slides along ``direction`` (a unit vector), facing kept, up to
    ``distance``, before it would touch another element or impassable ground (the table edge is the
    caller's: a withdrawal leaves the table, BB-WIN-3)."""
    e = next(x for x in elements if x.id == uid)
    others = [o.shape for o in elements if o.id != uid]

    def at(s: float) -> BaseGeometry:
        end = Pose(e.pose.x + direction[0] * s, e.pose.y + direction[1] * s, e.pose.facing)
        return swept([e.pose, end], e.size)

    def blocked(shape: BaseGeometry) -> bool:
        return _impassable(table, shape) or any(_overlaps(shape, o) for o in others)

    return _first_touch(at, blocked, distance)
