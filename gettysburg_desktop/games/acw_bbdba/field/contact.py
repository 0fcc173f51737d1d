"""Contact between bases (decisions 2, 3; BB-MELEE-2, -4, -7, BB-CMD-4).

Two bases touch when they come within 0.5 mm; two edges are in contact when
they lie on one line within 0.5 mm and share at least 1 mm; a corner contact
is a touch of corners only. Front to front is a melee pairing; a front edge
on an enemy's side edge a flank contact, on its rear edge a rear contact;
an enemy beside the frontal opponent, front corner to front corner, not
itself in front-to-front combat, overlaps (BB-MELEE-4).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from shapely.geometry import LineString

from gettysburg_desktop.boards.table.bases import SIDES, Side, corners
from gettysburg_desktop.boards.table.shapes import edge

from ..rules.scale import CONTACT_MM
from ..rules.troops import Kind, is_line_infantry
from .elements import Element

#: decision 2: two edges share at least this much to be in contact, in millimetres
SHARED_MM = 1.0
#: two elements stand on each other only where they share more than this, in mm²; less is touching: a move's
#: legs are written to 0.01 mm, so a contact lined up flush can end a ten-millionth of a millimetre inside
#: the enemy it meets (found playing: "through U2-9, an enemy" for a contact the snap had lined up, 5.5e-6
#: mm², and then its recoil read as "into an enemy")
OVERLAP_AREA = 0.01


def touching(a: Element, b: Element) -> bool:
    (ax1, ay1, ax2, ay2), (bx1, by1, bx2, by2) = a.box, b.box
    if ax1 > bx2 + CONTACT_MM or bx1 > ax2 + CONTACT_MM or ay1 > by2 + CONTACT_MM or by1 > ay2 + CONTACT_MM:
        return False  # nowhere near
    return float(a.shape.distance(b.shape)) <= CONTACT_MM


def shared(a: LineString, b: LineString) -> float:
    """How much of edge ``a`` lies along edge ``b`` (on one line within 0.5 mm)."""
    (ax1, ay1), (ax2, ay2) = a.coords[0], a.coords[-1]
    (bx1, by1), (bx2, by2) = b.coords[0], b.coords[-1]
    ua = math.atan2(ay2 - ay1, ax2 - ax1)
    ub = math.atan2(by2 - by1, bx2 - bx1)
    skew = abs(math.sin(ua - ub))
    if skew > 0.01:  # not parallel
        return 0.0
    return float(a.intersection(b.buffer(CONTACT_MM, cap_style="flat")).length)


def edge_contact(a: Element, side_a: Side, b: Element, side_b: Side) -> bool:
    return shared(edge(a.pose, a.size, side_a), edge(b.pose, b.size, side_b)) >= SHARED_MM


def front_to_front(a: Element, b: Element) -> bool:
    """BB-MELEE-1: their front edges against each other; a camp's every edge is a front (BB-CAMP-3)."""
    if a.side == b.side:
        return False
    if a.kind is Kind.CAMP or b.kind is Kind.CAMP:
        camp, other = (a, b) if a.kind is Kind.CAMP else (b, a)
        return other.kind is not Kind.CAMP and any(edge_contact(other, "front", camp, s) for s in SIDES)
    return edge_contact(a, "front", b, "front")


def flank_or_rear(attacker: Element, victim: Element) -> Side | None:
    """The victim's side ("left", "right", "rear") the attacker's front edge is against, else None."""
    for side in ("left", "right", "rear"):
        if edge_contact(attacker, "front", victim, side):  # type: ignore[arg-type]
            return side  # type: ignore[return-value]
    return None


def front_corners(e: Element) -> list[tuple[float, float]]:
    fl, fr, _rr, _rl = corners(e.pose, e.size)
    return [fl, fr]


def overlaps(e: Element, enemy: Element, pairs: set[frozenset[str]]) -> bool:
    """BB-MELEE-4: ``enemy``, not itself in a front-to-front combat (``pairs``), touches ``e`` front corner
    to front corner."""
    if enemy.side == e.side or any(enemy.id in p for p in pairs) or front_to_front(e, enemy):
        return False
    return any(math.dist(p, q) <= CONTACT_MM for p in front_corners(e) for q in front_corners(enemy))


def melee_pairs(elements: Sequence[Element]) -> set[frozenset[str]]:
    """BB-MELEE-1: every pair of opposing elements front to front (the pairs near each other found by a
    sweep along x first: asked after every action, it compared every pair of some 80 elements)."""
    out = set()
    ordered = sorted(elements, key=lambda e: e.box[0])
    for k, a in enumerate(ordered):
        right = a.box[2] + CONTACT_MM
        for b in ordered[k + 1 :]:
            if b.box[0] > right:
                break
            if a.side != b.side and touching(a, b) and front_to_front(a, b):
                out.add(frozenset((a.id, b.id)))
    return out


def against(e: Element, elements: Sequence[Element], pairs: set[frozenset[str]]) -> int:
    """BB-MELEE-4: the enemy overlaps on ``e`` and the enemy front edges on its flank or rear."""
    n = 0
    if e.kind is Kind.CAMP:  # overlaps do not count against a camp (BB-CAMP-3)
        return 0
    for other in elements:
        if other.side == e.side or not touching(e, other):
            continue
        if overlaps(e, other, pairs) or flank_or_rear(other, e) is not None:
            n += 1
    return n


def with_command(e: Element, elements: Sequence[Element]) -> bool:
    """BB-CMD-4: a command element of its side touches it (any contact, any command's)."""
    return any(o.kind is Kind.COMMAND and o.side == e.side and o.id != e.id and touching(e, o) for o in elements)


def rear_supporter(e: Element, elements: Sequence[Element], pairs: set[frozenset[str]]) -> Element | None:
    """BB-MELEE-7: line infantry touching ``e``'s rear edge with its whole front edge, facing the same
    way, itself in no front contact with an enemy (both in GG is the caller's to judge)."""
    if not is_line_infantry(e.kind):
        return None
    rear = edge(e.pose, e.size, "rear")
    for o in elements:
        if o.side != e.side or o.id == e.id or not is_line_infantry(o.kind) or any(o.id in p for p in pairs):
            continue
        if abs(((o.pose.facing - e.pose.facing + 180) % 360) - 180) > 1.0:
            continue
        if shared(o.front, rear) >= o.size.width - CONTACT_MM:
            return o
    return None


def enemy_at_rear(e: Element, elements: Sequence[Element]) -> bool:
    """BB-OUT-3: an enemy element touching its rear edge (along it, not at a corner only)."""
    rear = edge(e.pose, e.size, "rear")
    return any(o.side != e.side and float(o.shape.buffer(CONTACT_MM).intersection(rear).length) >= SHARED_MM
               for o in elements)  # fmt: skip
