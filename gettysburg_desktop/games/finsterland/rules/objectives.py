"""Objectives at the end of the game (FL-OBJ-3 to FL-OBJ-6, D4): who
captures each, and what it is worth to the side that does.

Each objective goes to the unit nearest to it, of either side, measured from
its marker's centre to the nearest point of the unit's bases; units that
cannot capture (pioneers, single models, passengers) are passed over for the
nearest that can (FL-OBJ-5). Units at the same least distance (within
0.01", D4) share it: the one whose current value is higher captures it
(FL-ARMY-7), and equal values leave it to nobody. What it is worth depends on
where its centre lies as the capturing side sees it (T2).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .tables import OBJECTIVE_POINTS

#: D4: distances equal within this count as "at the same objective"
SAME = 0.01


@dataclass(frozen=True)
class Claim:
    """A unit's claim on one objective: its side, its distance (base to the
    marker's centre), its current value (FL-ARMY-7) and whether it may capture."""

    side: str
    distance: float
    value: int
    may_capture: bool = True
    name: str = ""


def captured_by(claims: Iterable[Claim]) -> str | None:
    """The side that captures the objective, or None (FL-OBJ-4, FL-OBJ-5, D4)."""
    able = [c for c in claims if c.may_capture]
    if not able:
        return None
    nearest = min(c.distance for c in able)
    at_it = [c for c in able if c.distance <= nearest + SAME]
    best = max(c.value for c in at_it)
    winners = {c.side for c in at_it if c.value == best}
    return winners.pop() if len(winners) == 1 else None


def where(y: float, side: str, depth: float, zone: float) -> str:
    """Which part of the field (T2's rows) a point at ``y`` lies in, as
    ``side`` sees it: "south" deploys at y = 0, "north" at y = ``depth``; the
    deployment zones are ``zone`` deep and the halves meet at the middle (FL-FIELD-1)."""
    from_own_edge = y if side == "south" else depth - y
    if from_own_edge < zone:
        return "own deployment zone"
    if from_own_edge < depth / 2:
        return "own half"
    if from_own_edge <= depth - zone:
        return "enemy half"
    return "enemy deployment zone"


def points(y: float, side: str, depth: float = 48.0, zone: float = 8.0) -> int:
    """T2: what an objective at ``y`` is worth to ``side`` when it captures it."""
    return OBJECTIVE_POINTS[where(y, side, depth, zone)]
