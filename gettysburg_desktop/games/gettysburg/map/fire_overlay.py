"""What the editor and the play window show for artillery: its reach.

A thin view over the rules: range and line of sight are R-ART-2/R-ART-3,
computed by rules.battlefield.Battlefield (``sight_lines``); this module only
turns the rules' paths into points on the traced map, for drawing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gettysburg_desktop.boards.areas.shapes import MapDocument, Point

from ..rules.battlefield import Battlefield


@dataclass(frozen=True, slots=True)
class FireOverlay:
    area: str
    range: int  # R-ART-2, by the firing area's terrain
    in_sight: dict[str, int]  # target -> distance, in range and in sight (R-ART-3)
    blocked: tuple[str, ...]  # in range, but every shortest path is blocked
    #: target -> the hill or ridge areas that block the path shown
    blockers: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: target -> the path shown, as points on the map (firer's first)
    paths: dict[str, tuple[Point, ...]] = field(default_factory=dict)


def fire_overlay(
    battlefield: Battlefield, area: str, doc: MapDocument | None = None, anchors: dict[str, Point] | None = None
) -> FireOverlay:
    """The reach of artillery in ``area``; with the map (``doc``, or
    ``anchors``: area -> point) the paths as points to draw."""
    lines = battlefield.sight_lines(area)
    points: dict[str, Point] = dict(anchors or {})
    if doc is not None and not points:
        for a in doc.areas:
            points[a.id] = a.label if a.label is not None else _centroid(a.polygon)
    in_sight = {t: s.distance for t, s in sorted(lines.items()) if s.clear}
    blocked = tuple(t for t, s in sorted(lines.items()) if not s.clear)
    paths = {
        t: tuple(points[a] for a in s.path) for t, s in lines.items() if points and all(a in points for a in s.path)
    }
    return FireOverlay(
        area,
        battlefield.artillery_range(area),
        in_sight,
        blocked,
        {t: s.blockers for t, s in lines.items() if not s.clear},
        paths,
    )


def _centroid(polygon) -> Point:
    xs = [p[0] for p in polygon]
    ys = [p[1] for p in polygon]
    return (sum(xs) / len(xs), sum(ys) / len(ys))
