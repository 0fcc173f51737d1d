"""What the editor shows when you point at an area: artillery reach.

A thin view over the rules: range and line of sight are R-ART-2/R-ART-3,
computed by rules.battlefield.Battlefield; nothing here re-derives them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.battlefield import Battlefield


@dataclass(frozen=True, slots=True)
class FireOverlay:
    area: str
    range: int  # R-ART-2, by the firing area's terrain
    in_sight: dict[str, int]  # target -> distance, in range and in sight (R-ART-3)
    blocked: tuple[str, ...]  # in range, but every shortest path is blocked


def fire_overlay(battlefield: Battlefield, area: str) -> FireOverlay:
    reach = battlefield.artillery_range(area)
    in_sight = battlefield.sighted_distances(area)
    blocked = []
    for other in battlefield.area_ids:
        if other == area or other in in_sight:
            continue
        d = battlefield.distance(area, other)
        if d is not None and d <= reach:
            blocked.append(other)
    return FireOverlay(area, reach, dict(sorted(in_sight.items())), tuple(blocked))
