"""Where a box's counters stand on the map of Norden & Süden (issue 22,
item 8): on the edge of their own box, never nearer another box, and in
the same place whatever happens elsewhere on the map.

Each box gets its *stand* once, from the map alone: a side of its plate
(below, right, left or above) and how far along that side the stack lies.
Below or above the plate a stack's rows are as wide as the plate (two
counters at least), beside it two counters wide. The stand is one where
the largest plausible stack (``room``: two full rows, four counters of a
side or two against two in a battle at a box of the usual width) touches
the plate, covers no other box and no mark on a box's top edge (anchor,
bastion, star, recruitment numbers, the flag of a change of hands), and
has its centre nearer its own plate than any other's, and so do a stack
of one counter and one of a full row; among those, the one clear of
the stands already given to its neighbours, then below before right, left
and above, then nearest the middle of the side. The boxes with the fewest
such stands choose first. A stack larger than ``room`` grows from the same
edge outwards.

Plain geometry on (left, top, width, height) tuples in scene units: the
scene (scene.py) hands in the plates and marks as it draws them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from .counters import SIZE as COUNTER

#: from one counter to the next in a row, and from one row to the next
STEP = COUNTER + 5.0
ROW = COUNTER + 7.0
#: a stack's centre is at least this much nearer its own plate than any other
MARGIN = 4.0
#: the sides of a plate a stack may stand on, in order of preference
SIDES = ("below", "right", "left", "above")
#: how far a mark (a flag of a change of hands) stands out from its plate
MARK_REACH = 15.0

Rect = tuple[float, float, float, float]


@dataclass(frozen=True)
class Stand:
    """A box's place for its counters: a side of its plate, and an offset
    along it: below or above, of the stack's middle from the plate's; right
    or left, of the stack's top edge from the plate's."""

    side: str
    offset: float = 0.0


def per_row(plate_width: float, side: str) -> int:
    """Counters in a row: below or above a plate as many as it is wide, two at least; beside it, two."""
    if side in ("right", "left"):
        return 2
    return max(2, int((plate_width + STEP - COUNTER) // STEP))


def rows_of(union: list, confederate: list, width: int) -> list[list]:
    """A stack's rows: all in one row where they fit (a small battle side by
    side), else each side's counters in rows of ``width``, the Union's first."""
    both = union + confederate
    if len(both) <= width:
        return [both] if both else []
    rows = []
    for side in (union, confederate):
        rows += [side[k : k + width] for k in range(0, len(side), width)]
    return rows


def block_size(rows: list[list]) -> tuple[float, float]:
    """The width and height of a stack laid out in ``rows``."""
    longest = max((len(r) for r in rows), default=0)
    return longest * STEP - (STEP - COUNTER), len(rows) * ROW - (ROW - COUNTER)


def sizes(plate_width: float, side: str) -> tuple[tuple[float, float], ...]:
    """The stacks a stand must hold: ``room`` (two full rows), a full row, one counter."""
    n = per_row(plate_width, side)
    return (block_size([[0] * n, [0] * n]), block_size([[0] * n]), (COUNTER, COUNTER))


def room(plate_width: float, side: str) -> tuple[float, float]:
    """The largest plausible stack at a box, on that side of its plate: two full rows."""
    return sizes(plate_width, side)[0]


def block_rect(plate: Rect, stand: Stand, size: tuple[float, float]) -> Rect:
    """Where a stack of ``size`` stands at ``plate``: touching its edge."""
    x, y, w, h = plate
    bw, bh = size
    cx = x + w / 2
    if stand.side == "below":
        return (cx + stand.offset - bw / 2, y + h, bw, bh)
    if stand.side == "above":
        return (cx + stand.offset - bw / 2, y - bh, bw, bh)
    if stand.side == "right":  # hanging down from the plate's top edge
        return (x + w, y + stand.offset, bw, bh)
    return (x - bw, y + stand.offset, bw, bh)


def distance(px: float, py: float, r: Rect) -> float:
    """From a point to a rectangle (0 inside)."""
    x, y, w, h = r
    return math.hypot(max(x - px, 0.0, px - (x + w)), max(y - py, 0.0, py - (y + h)))


def overlap(a: Rect, b: Rect) -> float:
    """The area two rectangles share."""
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def centre(r: Rect) -> tuple[float, float]:
    return r[0] + r[2] / 2, r[1] + r[3] / 2


def fits(box: str, block: Rect, plates: dict[str, Rect], marks: dict[str, tuple[Rect, ...]], near: list[str]) -> bool:
    """Whether ``block`` at ``box`` covers no other box (its plate and its
    marks), nor its own box's marks, and its centre is at least MARGIN
    nearer its own plate than any other."""
    cx, cy = centre(block)
    own = distance(cx, cy, plates[box])
    for other in near:
        if overlap(block, plates[other]) > 0 or any(overlap(block, r) > 0 for r in marks.get(other, ())):
            return False
        if distance(cx, cy, plates[other]) < own + MARGIN:
            return False
    return not any(overlap(block, r) > 0 for r in marks.get(box, ()))


def candidates(plate: Rect) -> list[Stand]:
    """The stands along each side of ``plate``, in order of preference: below
    or above, from the middle outwards; on the right, the stack's top edge
    half the plate's height down first (the badge of its first counter
    clear of the recruitment squares on the plate's top right corner), then
    higher; on the left, the top edges level first."""
    _x, _y, w, h = plate
    out = []
    for side in SIDES:
        if side in ("below", "above"):
            offsets = sorted({round(w / 2 * (k / 4 - 1), 2) for k in range(9)}, key=lambda o: (abs(o), o))
        elif side == "right":
            offsets = [round(h / 2 - h / 4 * k, 2) for k in range(5)]
        else:
            offsets = sorted({round(h / 2 * (k / 2 - 1), 2) for k in range(5)}, key=lambda o: (abs(o), o))
        out += [Stand(side, o) for o in offsets]
    return out


def good_stands(box: str, plates: dict[str, Rect], marks: dict[str, tuple[Rect, ...]], near: list[str]) -> list[Stand]:
    """The stands of ``box`` where every stack up to ``room`` fits (``fits``)."""
    plate = plates[box]
    return [
        s
        for s in candidates(plate)
        if all(fits(box, block_rect(plate, s, size), plates, marks, near) for size in sizes(plate[2], s.side))
    ]


def stands(plates: dict[str, Rect], marks: dict[str, tuple[Rect, ...]]) -> dict[str, Stand]:
    """Every box's stand (see the module), from the plates and the marks
    on them (the places of a flag of a change of hands among them)."""
    return dict(_stands(tuple(sorted(plates.items())), tuple(sorted(marks.items()))))


@lru_cache(maxsize=8)
def _stands(
    plate_items: tuple[tuple[str, Rect], ...], mark_items: tuple[tuple[str, tuple[Rect, ...]], ...]
) -> tuple[tuple[str, Stand], ...]:
    plates, marks = dict(plate_items), dict(mark_items)
    near = {b: nearby(b, plates) for b in plates}
    good = {b: good_stands(b, plates, marks, near[b]) for b in plates}
    given: dict[str, Stand] = {}
    taken: dict[str, Rect] = {}  # the room of each stand given
    for box in sorted(plates, key=lambda b: (len(good[b]), b)):  # the most hemmed in first
        plate = plates[box]
        crowding = [taken[o] for o in near[box] if o in taken]
        choices = good[box] or candidates(plate)
        stand = min(choices, key=lambda s: (_crowding(plate, s, crowding), choices.index(s)))
        given[box] = stand
        taken[box] = block_rect(plate, stand, room(plate[2], stand.side))
    return tuple(sorted(given.items()))


def _crowding(plate: Rect, stand: Stand, taken: list[Rect]) -> tuple[bool, float]:
    """How much a stand's room covers of the rooms given to the neighbours (none first)."""
    block = block_rect(plate, stand, room(plate[2], stand.side))
    crowded = sum(overlap(block, other) for other in taken)
    return crowded > 0, crowded


def nearby(box: str, plates: dict[str, Rect]) -> list[str]:
    """The other boxes that can be in the way of ``box``'s stack: a stack
    up to ``room`` lies within its plate grown by the room's width or height
    (E) on every side, so a plate or mark it covers is nearer than E, and a
    plate nearer its centre than its own plate is nearer than 2.5 E."""
    x, y, w, h = plates[box]
    grown = max(max(room(w, side)) for side in SIDES)
    limit = 2.5 * grown + MARGIN + MARK_REACH
    near = []
    for other, (ox, oy, ow, oh) in plates.items():
        gap_x = max(ox - (x + w), x - (ox + ow), 0.0)
        gap_y = max(oy - (y + h), y - (oy + oh), 0.0)
        if other != box and gap_x < limit and gap_y < limit:
            near.append(other)
    return near
