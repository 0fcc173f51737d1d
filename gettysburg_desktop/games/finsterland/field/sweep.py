"""What a move sweeps on the free table, and what it meets on the way (D7,
FL-RUL-10, FL-RUL-12): the ground under which a move's terrain is judged
and against which other units' bases stand in its way.

A base's path through one leg is cut into convex pieces. A straight leg
gives one piece, exactly the ground it sweeps: the hull of the base at both
ends. A rotation (a block's wheel about a front corner, a gun turning on the
spot, a skirmish group carried round its centre) gives a piece for each step
of ``STEP`` degrees from its start and one for the rest (so a longer turn of
the same base shares a shorter one's pieces): the hull of the base at both ends of the step
and of the base at the step's middle pushed out from the pivot by
1 / cos(half the step), which holds everything the step sweeps (each
corner's arc lies in the triangle of its chord and its two tangents, and a
point of the base is a mean of its corners) and overshoots by at most
r (1 / cos(h / 2) - 1) at the far corner, r from the pivot. Where such a
piece meets a shape but the base at neither end of the step does, the step
is halved, and so on, until the base at some angle on the way meets the
shape (met) or no piece does or the overshoot is below ``EPS`` (not met:
floating-point noise, FL-RUL-12). So a wheel's terrain is decided as
exactly as a straight leg's, at the cost of a few hulls where it grazes.

A shape is met when a base overlaps it by more than ``EPS``: the shapes are
shrunk by ``EPS`` once, so a base touching a wood's edge or another base's
corner does not meet it (FL-RUL-10: touching is contact, not overlap).
Everything here is plain geometry; what a piece of terrain does to a move is
movement.py's.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import shapely
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.bases import EPS, Point

#: a rotation's pieces, in degrees (the last one shorter)
STEP = 10.0
#: the overshoot of a rotation's pieces the drawn ground allows (the window draws ``ground()``)
DRAWN_BAND = 0.005

#: how many rotations' pieces a Shapes keeps what they meet for
KEPT = 20000

#: a base as its four corners (bases.corners' order)
Body = tuple[Point, ...]


# --- pieces -----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Piece:
    """A convex part of what one base sweeps: ``ring`` (its hull's corners)
    holds the ground swept; for a straight leg or a base standing still it
    is that ground exactly (``body`` is None), for a step of a rotation it is
    a little more, and ``body`` (the base at the rotation's start), the
    ``pivot`` and the step's angles ``a`` to ``b`` (radians, counter-clockwise)
    let it be halved."""

    ring: tuple[Point, ...]
    body: Body | None = None
    pivot: Point = (0.0, 0.0)
    a: float = 0.0
    b: float = 0.0
    #: the base's farthest corner from the pivot
    reach: float = 0.0

    @property
    def exact(self) -> bool:
        return self.body is None

    @property
    def band(self) -> float:
        """How far the piece may reach beyond the ground the step sweeps."""
        return self.reach * (1.0 / math.cos((self.b - self.a) / 2) - 1.0)

    def ends(self) -> tuple[Body, Body]:
        """The base at the step's two ends (both inside the swept ground)."""
        assert self.body is not None
        return turned(self.body, self.pivot, self.a), turned(self.body, self.pivot, self.b)

    def halves(self) -> tuple[Piece, Piece]:
        assert self.body is not None
        m = (self.a + self.b) / 2
        return _step(self.body, self.pivot, self.a, m, self.reach), _step(self.body, self.pivot, m, self.b, self.reach)


def standing(body: Body) -> Piece:
    """A base that does not move: the ground under it (a rectangle is its own hull)."""
    return Piece(tuple(body))


def shifted(body: Body, dx: float, dy: float) -> Piece:
    """A base carried straight by (dx, dy): exactly the hull of both ends
    (the base's Minkowski sum with the segment: the corners between edges
    facing away from (dx, dy) stay, those between edges facing it move, and
    a corner between one of each is both)."""
    n = len(body)
    (ax, ay), (bx, by), (cx, cy) = body[0], body[1], body[2]
    sign = 1.0 if (bx - ax) * (cy - by) - (by - ay) * (cx - bx) > 0 else -1.0  # counter-clockwise: +1
    facing = [
        sign * ((body[(i + 1) % n][1] - body[i][1]) * dx - (body[(i + 1) % n][0] - body[i][0]) * dy) > 0
        for i in range(n)
    ]
    ring: list[Point] = []
    for i in range(n):
        x, y = body[i]
        before, after = facing[i - 1], facing[i]
        if before and after:
            ring.append((x + dx, y + dy))
        elif not before and not after:
            ring.append((x, y))
        elif before:
            ring += [(x + dx, y + dy), (x, y)]
        else:
            ring += [(x, y), (x + dx, y + dy)]
    return Piece(tuple(ring))


def moved(piece: Piece, dx: float, dy: float) -> Piece:
    """An exact piece carried by (dx, dy) (the same leg of a base beside it)."""
    return Piece(tuple((x + dx, y + dy) for x, y in piece.ring))


def spun(body: Body, pivot: Point, degrees: float, step: float = STEP) -> tuple[Piece, ...]:
    """A base carried ``degrees`` round ``pivot`` (counter-clockwise
    positive), as pieces of ``step`` degrees from its start and a last
    shorter one: a longer turn of the same base shares a shorter one's
    pieces, and they are kept (a search, a drag, asks for the same turns
    again and again)."""
    body = tuple(body)
    whole = max(0, math.ceil(abs(degrees) / step - EPS) - 1)
    sign = 1.0 if degrees >= 0 else -1.0
    edges = [sign * step * k for k in range(whole + 1)] + [degrees]
    return tuple(_piece(body, pivot, a, b) for a, b in itertools.pairwise(edges))


@lru_cache(maxsize=8192)
def _piece(body: Body, pivot: Point, a: float, b: float) -> Piece:
    px, py = pivot
    reach = max(math.hypot(x - px, y - py) for x, y in body)
    return _step(body, pivot, math.radians(a), math.radians(b), reach)


def _step(body: Body, pivot: Point, a: float, b: float, reach: float) -> Piece:
    m, lift = (a + b) / 2, 1.0 / math.cos((b - a) / 2)
    px, py = pivot
    middle = [(px + (x - px) * lift, py + (y - py) * lift) for x, y in turned(body, pivot, m)]
    return Piece(hull([*turned(body, pivot, a), *turned(body, pivot, b), *middle]), body, pivot, a, b, reach)


def turned(points: Iterable[Point], pivot: Point, radians: float) -> Body:
    """``points`` carried ``radians`` round ``pivot`` (counter-clockwise)."""
    if radians == 0.0:
        return tuple(points)
    c, s = math.cos(radians), math.sin(radians)
    px, py = pivot
    return tuple((px + c * (x - px) - s * (y - py), py + s * (x - px) + c * (y - py)) for x, y in points)


def hull(points: Iterable[Point]) -> tuple[Point, ...]:
    """The convex hull's corners, counter-clockwise (Andrew's monotone chain)."""
    pts = sorted(set(points))
    if len(pts) < 3:
        return tuple(pts)

    def half(seq: Iterable[Point]) -> list[Point]:
        out: list[Point] = []
        for p in seq:
            while len(out) >= 2:
                (ox, oy), (ax, ay) = out[-2], out[-1]
                if (ax - ox) * (p[1] - oy) - (ay - oy) * (p[0] - ox) > 0:
                    break
                out.pop()
            out.append(p)
        return out

    lower, upper = half(pts), half(reversed(pts))
    return tuple(lower[:-1] + upper[:-1])


def first_contact(bodies: Sequence[Body], direction: Point, shape: BaseGeometry, reach: float) -> float:
    """How far ``bodies`` go along ``direction`` (a unit vector) before they
    first touch ``shape`` (0 if they already do; inf: not within ``reach``):
    the nearest meeting of a corner of theirs running into an edge of the
    shape's, or of a corner of the shape's running back into an edge of theirs."""
    ux, uy = direction
    theirs, (x0, y0, x1, y1) = _outline(shape)
    best = math.inf
    for body in bodies:
        xs = [x for x, _y in body] + [x + ux * reach for x, _y in body]
        ys = [y for _x, y in body] + [y + uy * reach for _x, y in body]
        if max(xs) < x0 - EPS or min(xs) > x1 + EPS or max(ys) < y0 - EPS or min(ys) > y1 + EPS:
            continue
        edges = list(zip(body, body[1:] + body[:1], strict=True))
        for points, segments, sx, sy in ((body, theirs, ux, uy), ([p for p, _q in theirs], edges, -ux, -uy)):
            for px, py in points:
                for (ax, ay), (bx, by) in segments:
                    ex, ey = bx - ax, by - ay
                    den = sx * ey - sy * ex
                    if abs(den) < 1e-15:
                        continue
                    wx, wy = ax - px, ay - py
                    t = (wx * ey - wy * ex) / den
                    s = (wx * sy - wy * sx) / den
                    if t >= -EPS and -EPS <= s <= 1 + EPS:
                        best = min(best, max(t, 0.0))
    return best


_OUTLINES: dict[int, tuple[BaseGeometry, list[tuple[Point, Point]], tuple[float, float, float, float]]] = {}


def _outline(shape: BaseGeometry) -> tuple[list[tuple[Point, Point]], tuple[float, float, float, float]]:
    """A shape's edges and bounds as plain numbers (kept with the shape)."""
    kept = _OUTLINES.get(id(shape))
    if kept is not None and kept[0] is shape:
        return kept[1], kept[2]
    parts = getattr(shape, "geoms", [shape])
    rings = [list(g.exterior.coords) for g in parts] + [list(r.coords) for g in parts for r in g.interiors]
    edges = [(p, q) for r in rings for p, q in itertools.pairwise(r)]
    if len(_OUTLINES) > KEPT:
        _OUTLINES.clear()
    _OUTLINES[id(shape)] = (shape, edges, shape.bounds)
    return edges, shape.bounds


def polygons(rings: Sequence[Sequence[Point]]) -> list[BaseGeometry]:
    """Shapely polygons of ``rings`` in one call (rings padded to one length)."""
    if not rings:
        return []
    n = max(len(r) for r in rings)
    padded = [list(r) + [r[-1]] * (n - len(r)) for r in rings]
    return list(shapely.polygons(padded))


def within_box(pieces: Iterable[Piece], box: tuple[float, float, float, float]) -> bool:
    """Every piece's swept ground lies inside ``box`` (x0, y0, x1, y1), up to ``EPS``."""
    x0, y0, x1, y1 = box[0] - EPS, box[1] - EPS, box[2] + EPS, box[3] + EPS

    def inside(ring: Sequence[Point]) -> bool:
        xs, ys = [x for x, _y in ring], [y for _x, y in ring]
        return x0 <= min(xs) and max(xs) <= x1 and y0 <= min(ys) and max(ys) <= y1

    for piece in pieces:
        if piece.exact:
            if not inside(piece.ring):
                return False
            continue
        kept = _INSIDE.get((id(piece), box))
        if kept is not None and kept[0] is piece:
            known = kept[1]
        else:
            known = _turn_inside(piece, inside)
            if len(_INSIDE) > KEPT:
                _INSIDE.clear()
            _INSIDE[(id(piece), box)] = (piece, known)
        if not known:
            return False
    return True


#: what a rotation's piece is known of, by the piece itself (kept with it, so its id is its own)
_INSIDE: dict[tuple[int, tuple[float, float, float, float]], tuple[Piece, bool]] = {}


def _turn_inside(piece: Piece, inside: Callable[[Sequence[Point]], bool]) -> bool:
    todo = [piece]
    while todo:
        p = todo.pop()
        if inside(p.ring):
            continue
        if not all(inside(end) for end in p.ends()):
            return False
        if p.band > EPS:
            todo.extend(p.halves())
    return True


def covered(cover: BaseGeometry, pieces: Sequence[Piece]) -> bool:
    """Every piece's swept ground lies inside ``cover`` (a prepared shape, grown by ``EPS`` by the caller)."""
    todo = list(pieces)
    while todo:
        shapes = polygons([p.ring for p in todo])
        outside = [p for p, ok in zip(todo, shapely.covers(cover, shapes).tolist(), strict=True) if not ok]
        todo = []
        for piece in outside:
            if piece.exact:
                return False
            first, last = piece.ends()
            if not all(shapely.covers(cover, polygons([first, last])).tolist()):
                return False
            if piece.band > EPS:
                todo.extend(piece.halves())
    return True


def ground(pieces: Iterable[Piece], band: float = DRAWN_BAND) -> BaseGeometry:
    """The ground swept, for drawing: the union of the pieces, a rotation's
    halved until it overshoots by ``band`` at most."""
    rings, todo = [], list(pieces)
    while todo:
        piece = todo.pop()
        if piece.exact or piece.band <= band:
            rings.append(piece.ring)
        else:
            todo.extend(piece.halves())
    return shapely.union_all(polygons(rings))


# --- shapes in the way ------------------------------------------------------------------------
class Shapes:
    """Shapes a move may meet (terrain features, other units' bases), each
    shrunk by ``EPS`` and prepared, under one STRtree; ``names`` say what
    each is in a refusal."""

    def __init__(self, shapes: Iterable[BaseGeometry], names: Iterable[str] = ()):
        self.shapes = tuple(shapes)
        given = tuple(names)
        self.names = given if given else tuple("another unit" for _ in self.shapes)
        if len(self.names) != len(self.shapes):
            raise ValueError("one name for each shape")
        self.insides = tuple(shapely.buffer(list(self.shapes), -EPS, join_style="mitre")) if self.shapes else ()
        for inside in self.insides:
            shapely.prepare(inside)
        self.tree = shapely.STRtree(list(self.insides))
        self._kept: dict[int, tuple[Piece, frozenset[int]]] = {}

    def __len__(self) -> int:
        return len(self.shapes)

    def met(self, groups: Sequence[Sequence[Piece]]) -> list[set[int]]:
        """For each group of pieces, the shapes (by index) its swept ground
        overlaps by more than ``EPS``; one query for all of them (what a
        rotation's piece meets is kept: a search asks for the same turn
        again and again)."""
        found: list[set[int]] = [set() for _ in groups]
        if not self.shapes:
            return found
        asked: list[tuple[int, Piece]] = []
        for g, pieces in enumerate(groups):
            for piece in pieces:
                kept = None if piece.exact else self._kept.get(id(piece))
                if kept is None or kept[0] is not piece:
                    asked.append((g, piece))
                else:
                    found[g] |= kept[1]
        if not asked:
            return found
        hits, met = self.tree.query(polygons([p.ring for _, p in asked]), predicate="intersects").tolist()
        turning: dict[int, set[int]] = {}
        for i, j in zip(hits, met, strict=True):
            g, piece = asked[i]
            if piece.exact:
                found[g].add(j)
            else:
                turning.setdefault(i, set()).add(j)
        for i, (g, piece) in enumerate(asked):
            if not piece.exact:
                really = frozenset(j for j in turning.get(i, ()) if self._step_meets(piece, j))
                if len(self._kept) > KEPT:
                    self._kept.clear()
                self._kept[id(piece)] = (piece, really)
                found[g] |= really
        return found

    def met_exactly(self, shapes: Sequence[BaseGeometry]) -> list[set[int]]:
        """For each of ``shapes`` (ground known exactly, as polygons), the
        shapes it overlaps by more than ``EPS``."""
        found: list[set[int]] = [set() for _ in shapes]
        if self.shapes and len(shapes):
            for i, j in zip(*self.tree.query(shapes, predicate="intersects").tolist(), strict=True):
                found[i].add(j)
        return found

    def _step_meets(self, piece: Piece, j: int) -> bool:
        """Whether a rotation's step really overlaps shape ``j`` (its outer hull does)."""
        inside = self.insides[j]
        todo = [piece]
        while todo:
            p = todo.pop()
            first, last = p.ends()
            if any(shapely.intersects(inside, polygons([first, last])).tolist()):
                return True
            if p.band <= EPS:
                continue
            for half in p.halves():
                if inside.intersects(polygons([half.ring])[0]):
                    todo.append(half)
        return False


def as_shapes(shapes: Shapes | Iterable[BaseGeometry] | None, name: str) -> Shapes:
    """``shapes`` as a Shapes (a plain list of geometries gets ``name`` each)."""
    if isinstance(shapes, Shapes):
        return shapes
    listed = list(shapes or ())
    return Shapes(listed, [name] * len(listed))
