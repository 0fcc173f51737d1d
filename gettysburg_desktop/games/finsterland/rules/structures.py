"""Structures and buildings (FL-STR-1 to FL-STR-3, D26) as numbers: the
armour and structure of a part of a battlefield object (T13), how a length
or an extent is cut into parts, and what one attack's hits do to a part.

**[interpretation]** (D26, the text is silent, FL-STR-3): an object is
attacked part by part. A linear object (a bridge, a wall, a fence, bushes,
a trench) is cut every 6" along its length, the rest joining the last part
(a piece shorter than 6" is one part); an area object (a building, a
bunker, a wood) into 6" x 6" blocks of the square grid on its extent, the
rest joining the last row and column. Each part has T13's armour and its
structure; an attack's hits join those held on the part this round, and the
pool knocks out pool // armour of it, never more than it has left, the rest
held to the end of the round (FL-HIT-2, FL-HIT-5, as for a unit: two light
guns' 2 hits each break a part of a wood, armour 3); F armour
holds against every hit but Treffer F (FL-HIT-3, and FL-STR-2's reading:
infantry and cavalry, who have no Treffer F, harm only bridges, bushes,
woods and fences). A part knocked out as often as its structure is
destroyed and gone from the table (field/segments.py).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .hits import Armour, can_harm
from .tables import STRUCTURES

#: D26: the length of a part of a linear object, the side of a block of an area object (inches)
PART = 6.0


def is_structure(kind: str) -> bool:
    """A kind of terrain T13 gives values for (FL-STR-1)."""
    return kind in STRUCTURES


def armour_of(kind: str) -> Armour:
    """A part's armour and structure (T13; bushes and fences "none given": armour 1)."""
    value, f, structure, _per = STRUCTURES[kind]
    return Armour(value, f, structure)


def linear(kind: str) -> bool:
    """Whether T13 counts the object's structure per 6" of length (else per 6" x 6" of area)."""
    return STRUCTURES[kind][3] == "length"


def cuts(extent: float) -> list[float]:
    """Where a length (or one side of an extent) is cut into parts, from 0 to
    ``extent`` (D26: every 6", the rest joining the last part): 14" -> [0, 6, 14],
    5" -> [0, 5]."""
    n = max(1, math.floor(extent / PART + 1e-9))
    return [k * PART for k in range(n)] + [extent]


@dataclass(frozen=True)
class Blow:
    """What one attack did to one part: its hits, the knock-outs they made, what was left before and
    after, and the hits held on the part after it to the end of the round."""

    hits: int
    armour: Armour
    harmed: bool
    knocked_out: int
    left_before: int
    left: int
    held: int = 0

    @property
    def destroyed(self) -> bool:
        return self.left == 0


def blow(kind: str, hits: int, f_hits: bool, knocked_out_before: int, held_before: int = 0) -> Blow:
    """``hits`` of one attack on a part of ``kind`` that has taken ``knocked_out_before``
    knock-outs and holds ``held_before`` hits this round (FL-HIT-2, FL-HIT-3, FL-HIT-5, FL-HIT-6, D26)."""
    armour = armour_of(kind)
    before = max(0, armour.structure - knocked_out_before)
    harmed = can_harm(armour, f_hits)
    if not harmed:
        return Blow(hits, armour, False, 0, before, before, held_before)
    pool = held_before + hits
    made = min(before, pool // armour.value)
    left = before - made
    return Blow(hits, armour, True, made, before, left, 0 if left == 0 else pool - made * armour.value)
