"""The scale (BB-SCALE): every distance in the rules is in paces (T1's, BB-SCALE-2, where each rule
uses it); dice are ordinary d6 (BB-SCALE-5: the kernel's ``die()``); the table
is drawn in millimetres, 100 paces to 25 mm (BB-SCALE-1 **[interpretation]**:
the variant gives its battlefield in centimetres, and 60 cm is then exactly
DBA's 2,400 paces). Records and table files are in millimetres with two
decimals (BB-RUL-7)."""

from __future__ import annotations

#: BB-SCALE-1: one pace is a quarter of a millimetre
MM_PER_PACE = 0.25
#: BB-SCALE-3: a base width (BW), the frontage of every troop element: 160 paces, 40 mm
BASE_WIDTH = 160
#: BB-RUL-7, decision 14: the tolerance of ranges and "within", in millimetres (moves are exact)
WITHIN_MM = 0.5
#: decision 2: bases within this many millimetres touch
CONTACT_MM = 0.5


def mm(paces: float) -> float:
    """``paces`` on the table, in millimetres (BB-SCALE-1)."""
    return paces * MM_PER_PACE


def paces(millimetres: float) -> float:
    """``millimetres`` on the table, in paces (BB-SCALE-1)."""
    return millimetres / MM_PER_PACE


def within(distance_mm: float, limit_paces: float) -> bool:
    """A distance at or closer than a limit, with decision 14's tolerance (BB-SCALE-4)."""
    return distance_mm <= mm(limit_paces) + WITHIN_MM
