"""Where a box's counters stand on the map of Norden & Süden (issue 22,
item 8): on the edge of their own box, never nearer another box, and in
the same place whatever happens elsewhere on the map.

Each box gets its *stand* once, from the map alone: a side of its plate
(below, right, left or above) and how far along that side the stack's
middle lies. The stand is chosen so that a stack of the largest plausible
size (``room``: two rows as wide as the plate allows, four counters of a
side or two against two in a battle on a common box) touches the plate,
covers no other box (nor the marks and flag on its top edge), and has its
centre nearer its own plate than any other, as do a stack of one counter
and one of a full row; among the stands that do, the one clear of the
stands given to its neighbours, then below before right, left and above,
then nearest the middle of the side. The boxes with the fewest such stands
choose first. A stack larger than ``room`` grows from the same edge
outwards.

Plain geometry on (left, top, width, height) tuples in scene units: the
scene (scene.py) hands in the plates as it draws them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

#: a counter's side (counters.py's SIZE), the room between counters in a row and between rows
COUNTER = 24.0
STEP = COUNTER + 5.0
ROW = COUNTER + 7.0
#: the band above a plate's top edge where its marks (anchor, bastion, star,
#: recruitment squares, box_map_items.py) and a flag of a change of hands stand
TOP_BAND = 7.0
#: a flag (scene.py's FlagItem) stands at the plate's top right corner, this far out
FLAG = (-5.0, -13.0, 14.0, 13.0)
#: a stack's centre is at least this much nearer its own plate than any other
MARGIN = 4.0
#: the sides of a plate a stack may stand on, in order of preference
SIDES = ("below", "right", "left", "above")
#: only boxes this near (between centres) can be in a stack's way
NEAR = 320.0

Rect = tuple[float, float, float, float]


@dataclass(frozen=True)
class Stand:
    """A box's place for its counters: a side of its plate, and an offset
    along it: below or above, of the stack's middle from the plate's; right
    or left, of the stack's top edge from the plate's."""

    side: str
    offset: float = 0.0


def per_row(plate_width: float) -> int:
    """Counters in a row: as many as the plate is wide, two at least."""
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


def room(plate_width: float) -> tuple[float, float]:
    """The largest plausible stack at a box: two full rows."""
    n = per_row(plate_width)
    return block_size([[0] * n, [0] * n])


def block_rect(plate: Rect, stand: Stand, size: tuple[float, float]) -> Rect:
    """Where a stack of ``size`` stands at ``plate``: touching its edge."""
    x, y, w, h = plate
    bw, bh = size
    cx = x + w / 2
    if stand.side == "below":
        return (cx + stand.offset - bw / 2, y + h, bw, bh)
    if stand.side == "above":
        return (cx + stand.offset - bw / 2, y - TOP_BAND - bh, bw, bh)
    if stand.side == "right":  # hanging down from the plate's top edge (clear of a flag above it)
        return (x + w, y + stand.offset, bw, bh)
    return (x - bw, y + stand.offset, bw, bh)


def drawn(plate: Rect) -> list[Rect]:
    """What a box shows: its plate, the band of marks on its top edge, and where its flag may stand."""
    x, y, w, h = plate
    fx, fy, fw, fh = FLAG
    return [(x, y - TOP_BAND, w, h + TOP_BAND), (x + w + fx, y + fy, fw, fh)]


def distance(px: float, py: float, r: Rect) -> float:
    """From a point to a rectangle (0 inside)."""
    x, y, w, h = r
    dx = max(x - px, 0.0, px - (x + w))
    dy = max(y - py, 0.0, py - (y + h))
    return math.hypot(dx, dy)


def overlap(a: Rect, b: Rect) -> float:
    """The area two rectangles share."""
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def centre(r: Rect) -> tuple[float, float]:
    return r[0] + r[2] / 2, r[1] + r[3] / 2


def fits(box: str, block: Rect, plates: dict[str, Rect], near: list[str]) -> bool:
    """Whether ``block`` at ``box`` covers no other box and its centre is nearer its own plate than any other."""
    cx, cy = centre(block)
    own = distance(cx, cy, plates[box])
    for other in near:
        if any(overlap(block, r) > 0 for r in drawn(plates[other])):
            return False
        if distance(cx, cy, plates[other]) < own + MARGIN:
            return False
    # its own flag stays in sight (a stack above the plate)
    return overlap(block, drawn(plates[box])[1]) == 0


def candidates(plate: Rect) -> list[Stand]:
    """The stands along each side of ``plate``, in order of preference."""
    _x, _y, w, h = plate
    out = []
    for side in SIDES:
        half, steps = (w / 2, 8) if side in ("below", "above") else (h / 2, 4)
        offsets = sorted({round(half * (2 * k / steps - 1), 2) for k in range(steps + 1)}, key=lambda o: (abs(o), o))
        out += [Stand(side, o) for o in offsets]
    return out


def stands(plates: dict[str, Rect]) -> dict[str, Stand]:
    """Every box's stand (see the module), from its plate and its neighbours'."""
    return dict(_stands(tuple(sorted(plates.items()))))


@lru_cache(maxsize=8)
def _stands(items: tuple[tuple[str, Rect], ...]) -> tuple[tuple[str, Stand], ...]:
    plates = dict(items)
    near = {b: _near(b, plates) for b in plates}
    good: dict[str, list[Stand]] = {}
    for box, plate in plates.items():
        one, full = (COUNTER, COUNTER), room(plate[2])
        line = (full[0], COUNTER)
        good[box] = [
            s
            for s in candidates(plate)
            if all(fits(box, block_rect(plate, s, size), plates, near[box]) for size in (full, line, one))
        ]
    given: dict[str, Stand] = {}
    taken: dict[str, Rect] = {}
    for box in sorted(plates, key=lambda b: (len(good[b]), b)):  # the most hemmed in first
        plate, full = plates[box], room(plates[box][2])
        crowding = [taken[o] for o in near[box] if o in taken]
        stand = min(good[box] or candidates(plate), key=lambda s: _cost(block_rect(plate, s, full), s, crowding))
        given[box] = stand
        taken[box] = block_rect(plate, stand, full)
    return tuple(sorted(given.items()))


def _cost(block: Rect, stand: Stand, taken: list[Rect]) -> tuple:
    """A stand's cost: clear of the neighbours' stands first, then its side's rank, then near the middle."""
    crowded = sum(overlap(block, other) for other in taken)
    return (crowded > 0, crowded, SIDES.index(stand.side), abs(stand.offset))


def _near(box: str, plates: dict[str, Rect]) -> list[str]:
    ax, ay = centre(plates[box])
    return [o for o, r in plates.items() if o != box and math.hypot(centre(r)[0] - ax, centre(r)[1] - ay) < NEAR]
