"""Groups (BB-MOVE-3): elements of one command facing the same way, each
touching another side to side (front edges in line, front corners
touching) or front to rear (corners aligned). Here the groups the rules
themselves ask for: the line infantry groups that advance when they won
every combat (BB-ADV-3, -4)."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from gettysburg_desktop.boards.table.bases import corners

from ..rules.scale import CONTACT_MM
from ..rules.troops import is_line_infantry
from .contact import touching
from .elements import Element


def side_by_side(a: Element, b: Element) -> bool:
    """Facing one way, their fronts in line, a front corner of each on the other's."""
    if abs(((a.pose.facing - b.pose.facing + 180.0) % 360.0) - 180.0) > 1.0 or not touching(a, b):
        return False
    afl, afr, _arr, _arl = corners(a.pose, a.size)
    bfl, bfr, _brr, _brl = corners(b.pose, b.size)
    return math.dist(afr, bfl) <= CONTACT_MM or math.dist(afl, bfr) <= CONTACT_MM


def joined(a: Element, b: Element) -> bool:
    """BB-MOVE-3: ``a`` and ``b`` face the same way and touch side to side with their fronts in line, or
    front to rear with their corners aligned."""
    if abs(((a.pose.facing - b.pose.facing + 180.0) % 360.0) - 180.0) > 1.0 or not touching(a, b):
        return False
    afl, afr, arr, arl = corners(a.pose, a.size)
    bfl, bfr, brr, brl = corners(b.pose, b.size)

    def meet(p: tuple[float, float], q: tuple[float, float]) -> bool:
        return math.dist(p, q) <= CONTACT_MM

    side_by_side = meet(afr, bfl) or meet(afl, bfr)
    front_to_rear = (meet(afl, brl) and meet(afr, brr)) or (meet(bfl, arl) and meet(bfr, arr))
    return side_by_side or front_to_rear


def natural(eid: str) -> tuple[object, ...]:
    """An element's id in its natural order: U1-2 before U1-10."""
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"(\d+)", eid))


def line_infantry_groups(elements: Sequence[Element]) -> list[list[Element]]:
    """The groups of two or more line infantry elements of one command (BB-ADV-4, the ruling BB-RUL-2)."""
    return groups_of([e for e in elements if is_line_infantry(e.kind)])


def groups_of(candidates: Sequence[Element]) -> list[list[Element]]:
    """The largest groups of two or more among ``candidates``: one command's, joined (BB-MOVE-3)."""
    infantry = list(candidates)
    seen: set[str] = set()
    out = []
    for start in sorted(infantry, key=lambda e: e.id):
        if start.id in seen:
            continue
        group, todo = [], [start]
        seen.add(start.id)
        while todo:
            e = todo.pop()
            group.append(e)
            for o in infantry:
                if o.id not in seen and o.command == e.command and joined(e, o):
                    seen.add(o.id)
                    todo.append(o)
        if len(group) >= 2:
            out.append(sorted(group, key=lambda e: natural(e.id)))
    return out
