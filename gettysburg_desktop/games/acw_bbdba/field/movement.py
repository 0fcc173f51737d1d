"""Whether an element may move as its player drew it, and why not (BB-MOVE-1,
-2, -7, -8, BB-PASS, BB-SCALE-4; decisions 4, 6, 12; BB-RUL-7). Rivers and
passing through friends have their own rules (BB-MOVE-11: banks.py, BB-PASS).
Turning in place is a move of its own and costs its PIP (BB-PIP-4: a ``turn`` leg).

A move is its legs: ``("advance", mm)`` along its facing (back for less than
0), ``("slide", mm)`` to its left (right for less than 0), ``("oblique",
mm)`` to its left at once with the advance before it (one straight leg, as a
base is pushed along a ruler: its corners travel the diagonal), ``("turn",
degrees)`` about its middle, ``("wheel", degrees)`` about a front corner
(counter-clockwise about the front-left one, clockwise about the
front-right). How far it moved is the path of the corner that travelled
furthest, arcs measured along the arc (BB-SCALE-4); its allowance T3's for
the worst going it touches on the way: SG anywhere (a non-shallow river but
at a bridge or ford), else the road's where every waypoint's front middle is
on a road, else GG (BB-MOVE-1). Compared exactly: 0.01 mm beyond is beyond
(BB-RUL-7).

It may not move within an enemy's zone of control but to contact it, to face
it or straight back (BB-ZOC, field/zoc.py). It may not pass through or end
on an enemy, a waterway or off the table;
through friends only as BB-PASS lets it (mounted troops and Jäger through
friends facing its way or the opposite way, line infantry through
artillery; a command element is moved aside, BB-CMD-11), never ending on
one. Touching an enemy at its end, it must be lined up (BB-MOVE-7): front to
front fully, its front on the enemy's side edge front corner to front
corner, its front on the enemy's rear fully, or in the overlap position;
artillery begins no melee (the overlap only, BB-RUL-6) and a command element
touches no enemy (BB-MOVE-8).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import shapely
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.bases import EPS, Pose, Side, corners
from gettysburg_desktop.boards.table.shapes import edge, polygon, swept
from gettysburg_desktop.boards.table.table import Table

from ..rules.scale import CONTACT_MM, mm
from ..rules.troops import Kind, is_line_infantry, is_mounted, move_distance
from .contact import OVERLAP_AREA, SHARED_MM, edge_contact, front_corners, front_to_front, shared, touching
from .elements import Element
from .groups import joined, side_by_side
from .terrain import DIFFICULT, IMPASSABLE, in_river_sg
from .zoc import zone_problem

Leg = tuple[str, float]
#: a rotation's poses every this many degrees, for what it sweeps
STEP = 15.0


def _legs_poses(start: Pose, e: Element, legs: Sequence[Leg]) -> tuple[list[Pose], list[float], BaseGeometry]:
    """The waypoints (every STEP degrees in a rotation), each corner's path, and the ground swept: each
    leg's, a rotation's with its corners' arcs, a straight leg's exact (an exact touch at its end is
    no overlap)."""
    poses = [start]
    paths = [0.0, 0.0, 0.0, 0.0]
    pieces: list[BaseGeometry] = [polygon(start, e.size)]
    pose = start
    for k, (verb, amount) in enumerate(legs):
        if verb in ("advance", "slide"):
            (fx, fy), (lx, ly) = pose.ahead, pose.left
            ahead, aside = (amount, 0.0) if verb == "advance" else (0.0, amount)
            if verb == "advance" and k + 1 < len(legs) and legs[k + 1][0] == "oblique":
                aside = legs[k + 1][1]  # one straight leg: its corners travel the diagonal
            new = Pose(pose.x + fx * ahead + lx * aside, pose.y + fy * ahead + ly * aside, pose.facing)
            paths = [p + math.hypot(ahead, aside) for p in paths]
            pieces.append(swept([pose, new], e.size))
            pose = new
            poses.append(pose)
            continue
        if verb == "oblique":
            if k == 0 or legs[k - 1][0] != "advance":
                raise ValueError("an oblique leg goes with the advance before it (BB-MOVE-2)")
            continue
        if verb not in ("turn", "wheel"):
            raise ValueError(f"no leg {verb!r}: a leg is advance, slide, oblique, turn or wheel (BB-MOVE-2)")
        fl, fr, _rr, _rl = corners(pose, e.size)
        pivot = pose.centre if verb == "turn" else (fl if amount > 0 else fr)
        rs = [math.dist(c, pivot) for c in corners(pose, e.size)]
        paths = [p + r * math.radians(abs(amount)) for p, r in zip(paths, rs, strict=True)]
        n = max(1, math.ceil(abs(amount) / STEP - EPS))
        base = pose
        turning = [base.rotated_about(pivot, amount * k / n) for k in range(n + 1)]
        pieces.append(swept(turning, e.size, pivot))
        poses += turning[1:]
        pose = poses[-1]
    if len(pieces) == 2 and legs and legs[0][0] in ("advance", "slide") and len(poses) == 2:
        return poses, paths, pieces[1]  # one straight leg: its hull holds the start already
    return poses, paths, shapely.union_all(pieces)


@dataclass(frozen=True)
class MoveVerdict:
    """A drawn move: allowed or not, why (with the rule), its length and allowance in millimetres, the
    going that set it, where the element ends, what it swept, and the command elements moved aside."""

    allowed: bool
    reason: str
    rule: str
    length: float
    allowance: float
    going: str
    end: Pose
    ground: BaseGeometry = field(repr=False)
    aside: tuple[str, ...] = ()


def going_of(table: Table, ground: BaseGeometry, fronts: Sequence[BaseGeometry], rivers: Mapping[str, int | None],
             single: bool) -> str:  # fmt: skip
    """BB-MOVE-1: "SG" if the ground swept touches difficult going, else "road" where a single element's (or
    a column's) every front middle stays on a road (BB-MOVE-6), else "GG"."""
    if table.features_under(ground, DIFFICULT) or in_river_sg(table, ground, rivers):
        return "SG"
    roads = [f.area for f in table.features_touching(ground, ("road",))]
    if single and roads:
        road = shapely.union_all(roads)
        if all(road.covers(f) for f in fronts):
            return "road"
    return "GG"


def passes(mover: Element, friend: Element) -> bool:
    """BB-PASS-1, -2, -4: mounted troops and Jäger through friends facing the same or the opposite way
    (1 degree, decision 12); line infantry through artillery; anyone by a command element (moved aside)."""
    if friend.kind is Kind.COMMAND:
        return True
    if is_line_infantry(mover.kind) and friend.kind is Kind.ARTILLERY:
        return True
    if is_mounted(mover.kind) or mover.kind is Kind.JAEGER:
        turn = abs(((friend.pose.facing - mover.pose.facing + 90.0) % 180.0) - 90.0)
        return turn <= 1.0
    return False


def check_move(table: Table, elements: Sequence[Element], mover_id: str, legs: Sequence[Leg],
               rivers: Mapping[str, int | None] | None = None) -> MoveVerdict:  # fmt: skip
    """Whether the element ``mover_id`` may make the move ``legs`` (module doc)."""
    by_id = {e.id: e for e in elements}
    e = by_id[mover_id]
    poses, paths, ground = _legs_poses(e.pose, e, legs)
    end = poses[-1]
    moved = e.moved(end)
    length = max(paths)
    fronts = [shapely.Point(p.advanced(e.size.depth / 2).centre) for p in poses]
    going = going_of(table, ground, fronts, rivers or {}, single=True)
    allowance = move_distance(e.kind, going)

    def verdict(ok: bool, reason: str, rule: str, aside: tuple[str, ...] = ()) -> MoveVerdict:
        return MoveVerdict(ok, reason, rule, length, mm(allowance or 0), going, end, ground, aside)

    if allowance is None:
        return verdict(False, f"{e.id} never moves", "BB-TYPE-2")
    if length > mm(allowance) + EPS:
        return verdict(False, f"{length:.2f} mm of {mm(allowance):.2f} ({allowance} paces in {going})", "BB-MOVE-1")
    if not table.on_table(ground):
        return verdict(False, "off the table", "BB-MOVE-2")
    if table.features_under(ground, IMPASSABLE):
        return verdict(False, "into a waterway, impassable to all troops", "BB-FIELD-4")
    aside = []
    for o in elements:
        if o.id == e.id or float(ground.intersection(o.shape).area) <= OVERLAP_AREA:
            continue
        if o.kind is Kind.CAMP and o.side == e.side:  # its own camp: it may enter and stand in it (BB-CAMP-3)
            continue
        if o.side != e.side:
            return verdict(False, f"through {o.id}, an enemy", "BB-PASS-5")
        if not passes(e, o):
            return verdict(False, f"through {o.id}, which it may not pass through", "BB-PASS-5")
        if o.kind is Kind.COMMAND:
            aside.append(o.id)
        elif float(moved.shape.intersection(o.shape).area) > OVERLAP_AREA:
            return verdict(False, f"ending on {o.id}: no room beyond it", "BB-PASS-1")
    why, rule = contact_problem(moved, [o for o in elements if o.id != e.id])
    if why:
        return verdict(False, why, rule)
    why = zone_problem(moved, legs, ground, elements, e)
    if why:
        return verdict(False, why, "BB-ZOC-2")
    return verdict(True, f"{length:.2f} mm of {mm(allowance):.2f} in {going}", "BB-MOVE-1", tuple(aside))


def contact_problem(e: Element, others: Sequence[Element]) -> tuple[str, str]:
    """BB-MOVE-7, -8: why ``e``, ending where it stands, touches an enemy as it may not ("" where it may)."""
    for o in others:
        if o.side == e.side or not touching(e, o):
            continue
        if e.kind is Kind.COMMAND:
            return f"touching {o.id}: a command element never moves into contact", "BB-MOVE-8"
        full = e.size.width - CONTACT_MM
        if o.kind is Kind.CAMP:  # any edge of a camp is a front (BB-CAMP-3)
            if e.kind is Kind.ARTILLERY:
                return f"in contact with {o.id}: artillery begins no melee", "BB-MOVE-8"
            if not any(_shared(e.front, o, s) >= full for s in ("front", "right", "rear", "left")):
                return f"touching {o.id} not lined up: its front along an edge of the camp", "BB-MOVE-7"
            continue
        if not _contact_made(e, o):
            continue  # sides, rears and corners meeting (the enemy's front corners too): no contact is made
        lined = (
            (front_to_front(e, o) and edge_contact(e, "front", o, "front") and _shared(e.front, o, "front") >= full)
            or _on_side(e, o)
            or (edge_contact(e, "front", o, "rear") and _shared(e.front, o, "rear") >= min(full, o.size.width - CONTACT_MM))
        )  # fmt: skip
        overlap = _overlap_position(e, o, others)
        if lined and e.kind is Kind.ARTILLERY:
            return f"in contact with {o.id}: artillery begins no melee", "BB-MOVE-8"
        if not (lined or overlap):
            return f"touching {o.id} not lined up: front to front, on its flank or rear, or overlapping", "BB-MOVE-7"
    return "", ""


def _front_touches(a: Element, b: Element) -> bool:
    """Whether ``a``'s front edge touches ``b`` anywhere."""
    return float(a.front.distance(b.shape)) <= CONTACT_MM


def _front_along(a: Element, b: Element) -> bool:
    """Whether ``a``'s front edge runs along ``b`` (1 mm or more of it within 0.5 mm)."""
    return _front_touches(a, b) and float(a.front.intersection(b.shape.buffer(CONTACT_MM)).length) >= SHARED_MM


def _contact_made(e: Element, o: Element) -> bool:
    """Whether ``e``, touching the enemy ``o``, is in a contact BB-MOVE-7 asks to be lined up: a front edge
    running along the other, or a corner of ``e`` on ``o``'s front edge off its front corners. Sides,
    rears and corners meeting (a front corner too) make none ([interpretation],
    docs/acw-bbdba-interpretations.md; found playing: an element lined up front to front with one enemy
    was refused "touching U1-10 not lined up", its rear corner on the rear corner of that enemy's neighbour
    standing a base depth further forward, and "touching C1-9 not lined up", side by side with a neighbour
    a base depth nearer, corner on corner)."""
    if _front_along(e, o) or _front_along(o, e):
        return True
    ends = front_corners(o)
    return any(
        float(shapely.Point(c).distance(o.front)) <= CONTACT_MM and all(math.dist(c, q) > CONTACT_MM for q in ends)
        for c in corners(e.pose, e.size)
    )


def _shared(line: BaseGeometry, o: Element, side: Side) -> float:
    """How much of ``line`` lies along ``o``'s ``side`` (contact.shared)."""
    return shared(line, edge(o.pose, o.size, side))  # type: ignore[arg-type]


def _on_side(e: Element, o: Element) -> bool:
    """Its front edge against the enemy's side edge, its front corner on the enemy's front corner."""
    for side in ("left", "right"):
        if edge_contact(e, "front", o, side) and any(  # type: ignore[arg-type]
            math.dist(p, q) <= CONTACT_MM for p in front_corners(e) for q in front_corners(o)
        ):
            return True
    return False


def _overlap_position(e: Element, o: Element, others: Sequence[Element]) -> bool:
    """BB-MOVE-7: beside an enemy that is in front contact with a friend, front corner to front corner,
    front edges in line; or the same seen from the other side: front to front with an enemy, and ``o``,
    that enemy's neighbour, touching it front corner to front corner (``o`` overlaps it). Found playing:
    a line closing on a line was refused every contact, each flush position touching the next enemy's
    corner ("touching U1-4 not lined up")."""
    corner = any(math.dist(p, q) <= CONTACT_MM for p in front_corners(e) for q in front_corners(o))
    in_line = abs(((o.pose.facing - e.pose.facing) % 360.0) - 180.0) <= 1.0
    if not (corner and in_line) or front_to_front(e, o):
        return False
    engaged = any(f.side == e.side and touching(f, o) and front_to_front(f, o) for f in others)
    overlapped = any(x.side == o.side and x.id != o.id and touching(e, x) and front_to_front(e, x) for x in others)
    return engaged or overlapped


# --- groups -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class GroupVerdict:
    """A group's move: allowed or not, why, its going, and where each element ends."""

    allowed: bool
    reason: str
    rule: str
    going: str
    ends: dict[str, Pose]
    ground: BaseGeometry = field(repr=False)


def front_line_corners(group: Sequence[Element]) -> tuple[tuple[float, float], tuple[float, float]]:
    """The front-left and front-right corners of the group's front line (its elements facing one way)."""
    facing = group[0].pose
    (fx, fy), (lx, ly) = facing.ahead, facing.left
    fronts = [c for e in group for c in corners(e.pose, e.size)[:2]]
    ahead = max(x * fx + y * fy for x, y in fronts)
    line = [c for c in fronts if c[0] * fx + c[1] * fy >= ahead - CONTACT_MM]
    left = max(line, key=lambda c: c[0] * lx + c[1] * ly)
    right = min(line, key=lambda c: c[0] * lx + c[1] * ly)
    return left, right


def check_group_move(table: Table, elements: Sequence[Element], ids: Sequence[str], leg: Leg,
                     rivers: Mapping[str, int | None] | None = None, riders: Sequence[str] = ()) -> GroupVerdict:  # fmt: skip
    """BB-MOVE-3 to -5: the group ``ids`` moves as one rigid body straight ahead, up to its slowest
    element's move for the worst going any of them meets, or wheels about a front corner of its front
    line (left positive), each element's furthest corner within its own move. Into difficult going only as
    a column one element wide (BB-MOVE-5); it passes through nobody; each element touching an enemy at
    its end must be lined up (BB-MOVE-7), artillery and command elements making no contact (BB-MOVE-8).
    ``riders``: command elements touching the group that move with it, keeping their place (BB-CMD-2)."""
    by_id = {e.id: e for e in elements}
    group = [by_id[i] for i in ids]
    along = [by_id[i] for i in riders]
    verb, amount = leg
    empty = shapely.Polygon()

    def refused(why: str, rule: str) -> GroupVerdict:
        return GroupVerdict(False, why, rule, "", {}, empty)

    if len(group) < 2 or len({e.command for e in group}) > 1:
        return refused("a group is two or more elements of one command", "BB-MOVE-3")
    linked, todo = {group[0].id}, [group[0]]
    while todo:
        e = todo.pop()
        for o in group:
            if o.id not in linked and joined(e, o):
                linked.add(o.id)
                todo.append(o)
    if len(linked) < len(group):
        return refused("its elements do not all touch side to side or front to rear, facing one way", "BB-MOVE-3")
    if verb not in ("advance", "wheel"):
        return refused("a group moves straight ahead or wheels", "BB-MOVE-4")
    if verb == "advance":
        (fx, fy) = group[0].pose.ahead
        ends = {e.id: Pose(e.pose.x + fx * amount, e.pose.y + fy * amount, e.pose.facing) for e in group + along}
        paths = {e.id: abs(amount) for e in group + along}
        grounds = [swept([e.pose, ends[e.id]], e.size) for e in group + along]
    else:
        left, right = front_line_corners(group)
        pivot = left if amount > 0 else right
        n = max(1, math.ceil(abs(amount) / STEP - EPS))
        ends, paths, grounds = {}, {}, []
        for e in group + along:
            turning = [e.pose.rotated_about(pivot, amount * k / n) for k in range(n + 1)]
            rs = [math.dist(c, pivot) for c in corners(e.pose, e.size)]
            ends[e.id] = turning[-1]
            paths[e.id] = max(rs) * math.radians(abs(amount))
            grounds.append(swept(turning, e.size, pivot))
    ground = shapely.union_all(grounds)
    own = shapely.union_all(grounds[: len(group)])  # the riders' going is their own (BB-CMD-2)
    fronts = [shapely.Point(ends[e.id].advanced(e.size.depth / 2).centre) for e in group]
    going = going_of(table, own, fronts, rivers or {}, single=False)
    column = all(sum(1 for o in group if o.id != e.id and joined(e, o)) <= 2 for e in group) and _one_wide(group)
    if going == "SG" and not column:
        return GroupVerdict(False, "into difficult going only as a column one element wide", "BB-MOVE-5", going,
                            ends, ground)  # fmt: skip
    for k, e in enumerate(group + along):
        rider_going = going_of(table, grounds[k], [], rivers or {}, single=False) if k >= len(group) else going
        allowance = move_distance(e.kind, rider_going)
        if allowance is None:
            return GroupVerdict(False, f"{e.id} never moves", "BB-TYPE-2", going, ends, ground)
        if paths[e.id] > mm(allowance) + EPS:
            return GroupVerdict(False, f"{e.id}: {paths[e.id]:.2f} mm of {mm(allowance):.2f} ({allowance} paces in "
                                f"{going})", "BB-MOVE-4", going, ends, ground)  # fmt: skip
    if not table.on_table(ground):
        return GroupVerdict(False, "off the table", "BB-MOVE-2", going, ends, ground)
    if table.features_under(ground, IMPASSABLE):
        return GroupVerdict(False, "into a waterway, impassable to all troops", "BB-FIELD-4", going, ends, ground)
    others = [o for o in elements if o.id not in ends]
    for o in others:
        own_camp = o.kind is Kind.CAMP and o.side == group[0].side
        if o.kind is not Kind.COMMAND and not own_camp and float(ground.intersection(o.shape).area) > OVERLAP_AREA:
            return GroupVerdict(False, f"through {o.id}", "BB-PASS-5", going, ends, ground)
    moved = [by_id[i].moved(p) for i, p in ends.items()]
    for m, g in zip(moved, grounds, strict=True):
        # its friends of the group where they end: one beside a friend that meets an enemy front to front
        # overlaps it (found playing: the overlap of a line moved into contact was refused)
        why, rule = contact_problem(m, [*others, *(x for x in moved if x.id != m.id)])
        if why:
            return GroupVerdict(False, f"{m.id} {why}", rule, going, ends, ground)
        why = zone_problem(m, [leg], g, [*others, *moved], by_id[m.id])
        if why:
            return GroupVerdict(False, f"{m.id} {why}", "BB-ZOC-2", going, ends, ground)
    return GroupVerdict(True, f"{len(group)} elements, {max(paths.values()):.2f} mm in {going}", "BB-MOVE-4", going,
                        ends, ground)  # fmt: skip


def _one_wide(group: Sequence[Element]) -> bool:
    """A column: no two of its elements side by side (BB-MOVE-5)."""
    return not any(side_by_side(a, b) for k, a in enumerate(group) for b in group[k + 1 :])
