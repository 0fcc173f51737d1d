"""Artillery fire's chance and geometry (FL-BOMB-3 to FL-BOMB-5, D23): each
player's stack of discs for each kind of artillery (8 that explode, 2 that
do not), drawn without replacement through the kernel's deck and reshuffled
when two are left; where a disc may lie; and which models it hits.

A disc is a circle of its artillery's Explosion radius (1" light, 2" heavy).
It hits every model lying more than half under it (FL-BOMB-5). A light gun's
disc lies 6" to 20" from the gun, from the nearest point of the gun's base to
the nearest point of the disc **[interpretation]** (FL-BOMB-3).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

import shapely
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.bases import EPS, Point
from gettysburg_desktop.kernel.deck import Deck
from gettysburg_desktop.kernel.dice import Dice

#: FL-BOMB-4: the faces of a stack's discs
HIT, MISS = "explosion", "nothing"
STACK = (HIT,) * 8 + (MISS,) * 2
#: FL-BOMB-4: a stack down to this many is reshuffled before the next draw
RESHUFFLE_AT = 2


def stack(side: str, kind: str) -> Deck:
    """A player's stack of discs for one kind of artillery ("light", "heavy"): four stacks in all (D23)."""
    return Deck(f"{side} {kind} artillery discs", STACK)


def draw_disc(deck: Deck, dice: Dice, on_table: Iterable[str] = ()) -> str:
    """The face of the next disc laid. When the stack is down to two, every
    disc of it that is not lying on the table goes back in first (D23)."""
    if len(deck) <= RESHUFFLE_AT:
        lying = Counter(on_table)
        back = []
        for face in deck.drawn:
            if lying[face] > 0:
                lying[face] -= 1
            else:
                back.append(face)
        deck.reshuffle(back)
    return deck.draw(dice)


def disc(centre: Point, radius: float) -> BaseGeometry:
    """The disc on the table (a circle of 64 segments a quarter)."""
    return shapely.Point(centre).buffer(radius, quad_segs=64)


def in_light_range(
    gun_base: BaseGeometry, centre: Point, radius: float, least: float = 6.0, most: float = 20.0
) -> bool:
    """A light gun's disc lies 6" to 20" from the gun (FL-BOMB-3)."""
    gap = float(gun_base.distance(disc(centre, radius)))
    return least - EPS <= gap <= most + EPS


def models_hit(centre: Point, radius: float, bases: dict[str, BaseGeometry]) -> list[str]:
    """The models (by key) lying more than half under the disc (FL-BOMB-5), friend or foe (D23)."""
    circle = disc(centre, radius)
    return [key for key, base in bases.items() if circle.intersection(base).area > base.area / 2 + EPS]
