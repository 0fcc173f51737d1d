"""How far one march takes one unit on a box map (NS-MOVE-4 to NS-MOVE-6,
NS-MOVE-10), on the map alone: no units on it, so no battles, no jumps
(NS-JUMP) and no stops (NS-MOVE-8). The editor's Rules' view shows it; the
ruleset may build its legal marches on it.

T4 (``tables.boxes_per_march``): infantry covers 1 road line, 2 river
lines, 2 lines of its own railroad, 1 of an enemy railroad; cavalry 2 of
anything. Infantry keeps to one kind of line in a march; cavalry may mix
road and railroad but not river with anything else (NS-MOVE-6). A railroad
is the side's own when both its ends are the side's (NS-MOVE-5), read here
from ``owner`` (by default the boxes' starting colours, NS-OCC-1); an
infantry rail march covers two lines only if both are own railroad. The
Potomac does not exist for the Confederacy (NS-MOVE-10).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from .boxmap import BoxMap, Link, LinkKind
from .pieces import Arm
from .sides import Side
from .tables import boxes_per_march


@dataclass(frozen=True)
class Reached:
    """A box one march reaches: in how few lines, and the kinds of line of those shortest ways."""

    box: str
    lines: int  # 1 or 2
    kinds: frozenset[LinkKind]


def march_reach(
    boxmap: BoxMap,
    start: str,
    arm: Arm,
    side: Side,
    owner: Callable[[str], Side | None] | None = None,
) -> dict[str, Reached]:
    """Box id -> Reached, for every box (other than ``start``) one unit of
    ``arm`` of ``side`` standing in ``start`` reaches in one march, in the
    map's order of boxes."""
    owner_of = owner or (lambda box_id: boxmap.box[box_id].owner)

    def own_rail(link: Link) -> bool:
        return link.kind is LinkKind.RAIL and owner_of(link.a) is side and owner_of(link.b) is side

    found: dict[str, Reached] = {}

    def note(box: str, lines: int, kinds: frozenset[LinkKind]) -> None:
        old = found.get(box)
        if old is None or lines < old.lines:
            found[box] = Reached(box, lines, kinds)
        elif lines == old.lines:
            found[box] = Reached(box, lines, old.kinds | kinds)

    for first, second in march_lines(boxmap, start, arm, side, own_rail):
        middle = first.other(start)
        if second is None:
            note(middle, 1, frozenset({first.kind}))
        else:
            note(second.other(middle), 2, frozenset({first.kind, second.kind}))
    order = {b.id: k for k, b in enumerate(boxmap.boxes)}
    return dict(sorted(found.items(), key=lambda kv: order[kv[0]]))


def march_lines(
    boxmap: BoxMap, start: str, arm: Arm, side: Side, own_rail: Callable[[Link], bool]
) -> Iterator[tuple[Link, Link | None]]:
    """Every way of lines one march of a unit of ``arm`` of ``side`` may take
    from ``start``: ``(first, None)`` for one line, ``(first, second)`` for
    two (T4 and NS-MOVE-5/6: a second line only where both lines let the
    unit cover two; the Potomac closed to the Confederacy, NS-MOVE-10).
    ``own_rail(link)``: whether a railroad is the side's own now. The map
    alone: what enemy units change (stops, jumps) is marches.py's."""
    for first in boxmap.links_at(start):
        if not first.open_to(side):
            continue
        yield first, None
        if boxes_per_march(arm, first.kind, own_rail(first)) < 2:
            continue
        middle = first.other(start)
        for second in boxmap.links_at(middle):
            if not second.open_to(side) or second.other(middle) == start:
                continue
            if boxes_per_march(arm, second.kind, own_rail(second)) < 2 or not may_follow(arm, first, second):
                continue
            yield first, second


def may_follow(arm: Arm, first: Link, second: Link) -> bool:
    """NS-MOVE-6: infantry one kind of line; cavalry road and railroad mixed, a river only with a river."""
    if arm is Arm.CAVALRY:
        return (first.kind is LinkKind.RIVER) == (second.kind is LinkKind.RIVER)
    return first.kind is second.kind
