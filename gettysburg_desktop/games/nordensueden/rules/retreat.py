"""Where a beaten or cautious army may go: the retreat box (NS-RET-2..4)
and the defender's cavalry retreat before round 1 (NS-CAVRET-1, -4), as
pure functions of the map, the boxes' owners, where enemy units stand,
the boxes the enemy came into the battle from, and the retreating side.

``owner(box)`` gives a box's owner (a Side, or None for white/unowned);
``enemy_in(box)`` whether the box holds units of the retreating side's
enemy. The candidate boxes are the battle box's neighbours joined by any
line (NS-RET-1, "adjacent and connected"); for the Confederacy the
Potomac is no line at all (NS-MOVE-10).
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from .boxmap import BoxMap
from .sides import Side

Owner = Callable[[str], "Side | None"]
EnemyIn = Callable[[str], bool]


def enemy_recruitment_city(bmap: BoxMap, box: str, side: Side, owner: Owner) -> bool:
    """NS-RET-3 [interpretation]: a box the enemy of ``side`` owns showing
    a number in the enemy's colour (one where the enemy could recruit)."""
    enemy = side.other
    return owner(box) is enemy and bmap.box[box].recruitment(enemy) > 0


def retreat_boxes(
    bmap: BoxMap, box: str, side: Side, owner: Owner, enemy_in: EnemyIn, came_from: Collection[str]
) -> list[str]:
    """The boxes ``side``'s whole army may retreat to from the battle in
    ``box`` (NS-RET-2..4), in the map's order; empty: it cannot retreat.

    NS-RET-2: no enemy units there, not an enemy recruitment city
    (NS-RET-3), not a box enemy units moved into this battle from
    (``came_from``, NS-RET-4); of those, the own boxes if there is one,
    else the others (enemy-owned and unowned alike, NS-RET-4)."""
    ok = [
        b
        for b in bmap.neighbours(box, side)
        if not enemy_in(b) and b not in came_from and not enemy_recruitment_city(bmap, b, side, owner)
    ]
    own = [b for b in ok if owner(b) is side]
    return own or ok


def cavalry_retreat_boxes(
    bmap: BoxMap, box: str, side: Side, owner: Owner, enemy_in: EnemyIn, came_from: Collection[str]
) -> list[str]:
    """The boxes the defender's cavalry may retreat to before round 1
    (NS-CAVRET-1, -4): any neighbour except one the enemy owns, one holding
    enemy units, or one the attacker moved into the battle from; own and
    unowned (white) boxes alike, no priority."""
    enemy = side.other
    return [b for b in bmap.neighbours(box, side) if owner(b) is not enemy and not enemy_in(b) and b not in came_from]
