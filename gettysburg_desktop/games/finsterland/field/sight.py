"""Line of sight in Finsterland (D9, FL-RUL-9): a model sees another if some
straight line between their bases crosses no feature that blocks it.

What blocks (D9):
- a wood, except that a line may run up to 1" into a wood at either end
  (so models at a wood's edge see out and are seen): a stretch of the line
  inside a wood is harmless where it starts at one of the line's ends and is
  at most 1" long **[interpretation]** (D9 says "up to 1 inch into a wood at
  either end"; measured from the line's end, which is where the model is);
- a building or a bunker, except for its own occupants, who see out from its
  outline: a building holding one end of the line does not block it;
- a hill, for a line between two points both off that hill.

What does not: linear features, roads, rivers, swamps, fords, and all models
and units. A line that only touches a feature's edge or corner is not
blocked (FL-RUL-9). Sight is symmetric: the same lines are tried both ways.

The lines tried join sample points of the two bases: their corners, the
middles of their edges and their centres **[interpretation]** (D9's "some
straight segment" made finite; 81 lines a pair of bases).
"""

from __future__ import annotations

import itertools
from functools import lru_cache
from typing import NamedTuple

import shapely
from shapely.geometry import LineString
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.bases import EPS, Point, Pose, Size, corners
from gettysburg_desktop.boards.table.measures import crosses_inside
from gettysburg_desktop.boards.table.table import Feature, Table

from .derived import derived

#: D9: how far a line may run into a wood at either end
WOOD_EDGE = 1.0
WOODS = ("wood",)
BUILDINGS = ("building", "bunker")
HILLS = ("hill",)
BLOCKING = WOODS + BUILDINGS + HILLS


def sample_points(pose: Pose, size: Size) -> list[Point]:
    """A base's corners, the middles of its edges and its centre."""
    c = corners(pose, size)
    middles = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in zip(c, c[1:] + c[:1], strict=True)]
    return [*c, *middles, pose.centre]


def _wood_blocks(line: LineString, wood: Feature) -> bool:
    """Whether the line runs through the wood beyond what D9 allows at its ends."""
    if not crosses_inside(line, wood.area):
        return False
    inside = line.intersection(wood.area)
    length = line.length
    for piece in getattr(inside, "geoms", [inside]):
        if piece.length <= EPS:
            continue  # a touch
        start, end = sorted(line.project(shapely.Point(p)) for p in (piece.coords[0], piece.coords[-1]))
        at_an_end = start <= EPS or end >= length - EPS
        if not (at_an_end and piece.length <= WOOD_EDGE + EPS):
            return True
    return False


def line_blocked(table: Table, a: Point, b: Point, near: list[Feature] | None = None) -> Feature | None:
    """The first feature (in the table's order) that blocks the line from
    ``a`` to ``b``, or None when it is clear; ``near``: the only blocking
    features that could (those touching a shape holding the line)."""
    if a == b:
        return None
    line = shapely.LineString([a, b])
    ends = (shapely.Point(a), shapely.Point(b))
    found = table.features_touching(line, BLOCKING) if near is None else [f for f in near if f.area.intersects(line)]
    for feature in found:
        if feature.kind in WOODS:
            if _wood_blocks(line, feature):
                return feature
        elif not crosses_inside(line, feature.area):
            continue
        elif feature.kind in BUILDINGS:
            if not any(feature.area.covers(e) for e in ends):  # its occupants see out
                return feature
        elif not any(feature.area.covers(e) for e in ends):  # a hill: both ends off it
            return feature
    return None


def _crossing(feature: Feature, lines):
    """Which of ``lines`` run through the inside of the feature's ground (not
    only along its edge): ``crosses_inside`` for many lines at once, on the
    ground prepared once (a line that meets it without touching it only)."""
    return shapely.intersects(_inside(feature), lines)


@lru_cache(maxsize=1024)
def _inside(feature: Feature) -> BaseGeometry:
    """The feature's ground less a rim of ``EPS`` (FL-RUL-12's measure), prepared: a line meets it
    exactly when it runs through the inside, not only along an edge or at a corner (FL-RUL-9); one
    predicate a line, where ``intersects`` and then ``touches`` on the ground were two (found timing
    every pair's sight: ``touches`` was a third of it)."""
    inside = feature.area.buffer(-EPS, join_style="mitre")
    shapely.prepare(inside)
    return inside


def sees(table: Table, a: tuple[Pose, Size], b: tuple[Pose, Size]) -> bool:
    """Whether a model on base ``a`` sees one on base ``b`` (and so ``b``
    sees ``a``): some line between sample points of the two is clear."""
    return not what_blocks(table, a, b)


def what_blocks(table: Table, a: tuple[Pose, Size], b: tuple[Pose, Size]) -> list[Feature]:
    """The features that block every line between the two bases (for the
    window to say why there is no line of fire); empty when they see each
    other. The line between the centres is tried first (the commonest
    answer: they see each other); then every line at once (``_blockers``)."""
    near = _near(table, [a, b])
    if not near:
        return []
    centres = shapely.linestrings([[a[0].centre, b[0].centre]])
    if not any(_crossing(f, centres) for f in near):
        return []  # the line between the centres is clear (the commonest answer, and the cheapest)
    return _blockers(table, list(itertools.product(sample_points(*a), sample_points(*b))), near)


def sees_any(table: Table, a: tuple[Pose, Size], bs: list[tuple[Pose, Size]]) -> bool:
    """Whether a model on base ``a`` sees one of the bases ``bs`` (a scout
    looking at a unit, FL-SPEC-9): as ``sees`` for each of them, judged all
    at once (the lines to every base's sample points, each point once)."""
    if not bs:
        return False
    near = _near(table, [a, *bs])
    if not near:
        return True
    centres = shapely.linestrings([[a[0].centre, b[0].centre] for b in bs])
    blocked = [False] * len(bs)
    for f in near:
        for k, c in enumerate(_crossing(f, centres)):
            blocked[k] = blocked[k] or bool(c)
    if not all(blocked):
        return True
    targets = list(dict.fromkeys(p for b in bs for p in sample_points(*b)))
    return not _blockers(table, list(itertools.product(sample_points(*a), targets)), near)


def _near(table: Table, bases: list[tuple[Pose, Size]]) -> list[Feature]:
    """The blocking features near the bases (touching the box holding them all)."""
    points = [p for base in bases for p in corners(*base)]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return table.features_touching(shapely.box(min(xs), min(ys), max(xs), max(ys)), BLOCKING)


def _blockers(table: Table, pairs: list[tuple[Point, Point]], near: list[Feature]) -> list[Feature]:
    """The features that block every one of the lines ``pairs``; empty when one
    is clear. The lines are judged all at once, feature by feature: a line
    that crosses no blocking feature's inside is clear; a hill or a building
    blocks a line that crosses it with neither end on it; a wood one that runs
    more than 2" in it (D9 forgives at most 1" at each end); only the lines
    left are judged one by one."""
    n = len(pairs)
    lines = shapely.linestrings([[p, q] for p, q in pairs])
    starts = shapely.points([p for p, _q in pairs])
    ends = shapely.points([q for _p, q in pairs])
    blocker: list[Feature | None] = [None] * n
    unsure = [False] * n
    for feature in near:
        area = feature.area
        open_lines = [k for k in range(n) if blocker[k] is None]
        crossing = _crossing(feature, lines[open_lines])
        met = [k for k, c in zip(open_lines, crossing, strict=True) if c]  # lines not yet blocked that cross it
        if not met:
            continue
        if feature.kind in WOODS:
            inside = shapely.length(shapely.intersection(lines[met], area))
            for k, length in zip(met, inside, strict=True):
                if length > 2 * WOOD_EDGE + EPS:
                    blocker[k] = feature
                else:
                    unsure[k] = True
        else:
            held = shapely.covers(area, starts[met]) | shapely.covers(area, ends[met])
            for k, in_it in zip(met, held, strict=True):
                if not in_it:  # its occupants see out; a hill: both ends off it
                    blocker[k] = feature
    for k in range(n):
        if blocker[k] is None and not unsure[k]:
            return []  # a line no feature blocks: they see each other
    found: list[Feature] = []
    for k, (p, q) in enumerate(pairs):
        feature = blocker[k] if blocker[k] is not None else line_blocked(table, p, q, near)
        if feature is None:
            return []
        if feature not in found:
            found.append(feature)
    return found


class Looks(NamedTuple):
    """A unit's bases and the points its lines of sight start from (``units_see``): its model centres
    and its outline's corners; every sample point of a unit of one or two models."""

    bases: list[tuple[Pose, Size]]
    points: list[Point]

    @staticmethod
    def of(bases: list[tuple[Pose, Size]]) -> Looks:
        if len(bases) <= 2:
            return Looks(bases, list(dict.fromkeys(p for base in bases for p in sample_points(*base))))
        centres = [pose.centre for pose, _size in bases]
        return Looks(bases, [*centres, *_hull([c for base in bases for c in corners(*base)])])


def units_see(table: Table, a: Looks, b: Looks) -> bool:
    """Whether one unit sees another: hidden movement's question (FL-MOVE-8,
    D13), symmetric. **[interpretation]** The lines tried join each unit's
    looking points (``Looks``): D9's lines between models, fewer of them, so
    that a move judges its unit against every enemy unit within a
    millisecond or so. Judged at once against the blocking ground of the
    whole table: the line between the first models' centres first (the
    commonest answer: they see each other), then every line; a line that
    crosses no blocking feature's inside is clear, one with neither end on a
    blocking feature that crosses one is blocked (D9's exceptions are for a
    line's ends), and only the lines left are judged as ``sees`` judges
    them."""
    ground = derived(table, "sight ground", lambda: _sight_ground(table))
    if ground is None:
        return True
    insides, areas = ground
    if not insides.intersects(shapely.LineString([a.bases[0][0].centre, b.bases[0][0].centre])):
        return True
    ps, qs = a.points, b.points
    pairs = list(itertools.product(ps, qs))
    lines = shapely.linestrings([[p, q] for p, q in pairs])
    if not shapely.intersects(insides, lines).all():
        return True
    p_on = shapely.intersects(areas, shapely.points(ps))
    q_on = shapely.intersects(areas, shapely.points(qs))
    if not p_on.any() and not q_on.any():
        return False
    n = len(qs)
    unsure = [pair for k, pair in enumerate(pairs) if p_on[k // n] or q_on[k % n]]
    return not _blockers(table, unsure, _near(table, [*a.bases, *b.bases]))


def _hull(points: list[Point]) -> list[Point]:
    """The corners of the convex outline of ``points`` (Andrew's monotone chain)."""
    pts = sorted(set(points))

    def turn(o: Point, a: Point, b: Point) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[Point] = []
    upper: list[Point] = []
    for p in pts:
        while len(lower) >= 2 and turn(lower[-2], lower[-1], p) <= EPS:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and turn(upper[-2], upper[-1], p) <= EPS:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def _sight_ground(table: Table) -> tuple[BaseGeometry, BaseGeometry] | None:
    """The insides of every feature that blocks sight, joined, and their grounds, joined, prepared
    (None: nothing on the table blocks sight)."""
    blocking = [f for f in table.features if f.kind in BLOCKING]
    if not blocking:
        return None
    insides = shapely.union_all([f.area.buffer(-EPS, join_style="mitre") for f in blocking])
    areas = shapely.union_all([f.area for f in blocking])
    shapely.prepare(insides)
    shapely.prepare(areas)
    return insides, areas
