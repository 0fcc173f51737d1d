"""The shapes of bases, with shapely, for the measures (measures.py) and
the rules that measure on the table: a base's polygon and its edges, and the
ground a base covers moving through its poses. The poses themselves are
bases.py's, plain numbers.
"""

from __future__ import annotations

import itertools
import math

import shapely
import shapely.errors
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

from .bases import EPS, Pose, Side, Size, corners

#: a turning corner's arc is drawn round so finely that its polygon lies at most this far outside it, mm
ARC_SAG = 0.02


def polygon(pose: Pose, size: Size) -> Polygon:
    """The base as a shapely polygon."""
    return shapely.Polygon(corners(pose, size))


def edge(pose: Pose, size: Size, side: Side) -> LineString:
    """One side of the base as a segment (the front from its left corner to its right)."""
    fl, fr, rr, rl = corners(pose, size)
    ends = {"front": (fl, fr), "right": (fr, rr), "rear": (rr, rl), "left": (rl, fl)}[side]
    return shapely.LineString(ends)


def swept(poses: list[Pose], size: Size, pivot: tuple[float, float] | None = None) -> BaseGeometry:
    """The ground a base covers moving through ``poses``: the union of the
    hulls of consecutive poses (exact for straight legs); turning about
    ``pivot`` (the poses carried round it in even steps), with what each
    corner's arc (a polygon round it, within ``ARC_SAG`` of it) bulges beyond
    the hulls: the whole sector it sweeps where the pivot is on the base, else
    the sliver beyond each chord. (Growing the whole by the arcs' bulge, as
    before, grew it about where it started too: an element touching an
    enemy corner to corner could not turn away from it, found playing.)"""
    at = [corners(p, size) for p in poses]
    if len(poses) < 2:
        return polygon(poses[0], size)
    pairs = shapely.multipoints([[*a, *b] for a, b in itertools.pairwise(at)])  # each two poses' eight corners
    hulls: list[BaseGeometry] = list(shapely.convex_hull(pairs))  # type: ignore[arg-type]
    if pivot is None:
        return hulls[0] if len(hulls) == 1 else shapely.union_all(hulls)  # one straight leg: its hull itself
    px, py = pivot
    turn = sum((b.facing - a.facing + 180.0) % 360.0 - 180.0 for a, b in itertools.pairwise(poses))
    steps = len(poses) - 1
    reach = max(math.dist(c, pivot) for c in at[0])
    every = math.degrees(2 * math.acos(max(-1.0, 1 - ARC_SAG / reach))) if reach > ARC_SAG else 180.0
    sub = max(2, math.ceil(abs(turn) / steps / every))  # arc points between two poses
    out = 1.0 / math.cos(math.radians(abs(turn) / steps / sub) / 2)  # chords on the circle so far out touch it
    turns = [
        (math.cos(t), math.sin(t)) for t in (math.radians(turn * k / (steps * sub)) for k in range(steps * sub + 1))
    ]
    on_base = polygon(poses[0], size).buffer(EPS).covers(shapely.Point(pivot))
    caps = []
    for i, (cx, cy) in enumerate(at[0]):
        if math.dist((cx, cy), (px, py)) <= EPS:
            continue  # the pivot itself
        dx, dy = cx - px, cy - py
        arc = [(px + (dx * c - dy * s) * out, py + (dx * s + dy * c) * out) for c, s in turns]  # round the arc
        if on_base:  # a turn about its middle, a wheel about its corner: the sector the corner sweeps
            caps.append([(px, py), *arc])
        else:  # a group's wheel: what bulges beyond each chord
            caps += [[at[k][i], *arc[k * sub : (k + 1) * sub + 1], at[k + 1][i]] for k in range(steps)]
    pieces = [*hulls, *(shapely.Polygon(c) for c in caps)]
    try:
        return shapely.union_all(pieces)
    except shapely.errors.GEOSException:  # slivers nearly on one line (found by the random battles): snapped
        return shapely.union_all(pieces, grid_size=1e-6)
