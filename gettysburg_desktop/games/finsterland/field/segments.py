"""The parts of the battlefield objects (FL-STR-1, D26) on the table: a
linear object cut every 6" along its length, an area object into 6" x 6"
blocks of the grid on its extent (rules/structures.py says why), each part
with an id (``bridge#2``: the feature's id, ``#``, its number from 1); and
the table as the battle leaves it, its destroyed parts cut away: what is
left of a line is a line for each run of parts still standing, what is left
of an area an area for each piece (a piece with a hole in it keeps it,
joined to its outline by a slit, so that every outline stays one ring, as
table files' are, and no seam runs through it). The pieces keep the
feature's kind, name and width and take ids ``bridge~1``, ``bridge~2``.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace
from functools import lru_cache

import shapely
from shapely.geometry.base import BaseGeometry
from shapely.ops import substring

from gettysburg_desktop.boards.table.bases import EPS
from gettysburg_desktop.boards.table.table import Feature, Table

from ..rules.structures import cuts, is_structure
from .derived import derived

#: between a feature's id and a part's number, and between it and a piece's
PART_MARK, PIECE_MARK = "#", "~"


@dataclass(frozen=True)
class Segment:
    """A part of a battlefield object: its id, its feature, its number of how many, and its ground."""

    id: str
    feature: Feature
    index: int
    count: int
    shape: BaseGeometry

    @property
    def kind(self) -> str:
        return self.feature.kind

    @property
    def called(self) -> str:
        """What the log calls it: the feature's name (else its id), with the part's number where it has several."""
        name = self.feature.name or self.feature.id
        return name if self.count == 1 else f"{name} {self.index}/{self.count}"


@lru_cache(maxsize=512)
def segments_of(feature: Feature) -> tuple[Segment, ...]:
    """The parts of one battlefield object (none for terrain T13 has no values for)."""
    if not is_structure(feature.kind):
        return ()
    shapes = _line_parts(feature) if feature.is_line else _blocks(feature)
    return tuple(
        Segment(f"{feature.id}{PART_MARK}{k}", feature, k, len(shapes), shape) for k, shape in enumerate(shapes, 1)
    )


def segments(table: Table) -> tuple[Segment, ...]:
    """Every part of every battlefield object on ``table``, in the table's order."""
    return tuple(s for f in table.features for s in segments_of(f))


def _line_parts(feature: Feature) -> list[BaseGeometry]:
    line = shapely.LineString(feature.line)
    at = cuts(line.length)
    return [_grown(substring(line, a, b), feature.width) for a, b in itertools.pairwise(at)]


def _grown(line: BaseGeometry, width: float) -> BaseGeometry:
    return line.buffer(width / 2, cap_style="flat", join_style="mitre")


def _cells(feature: Feature) -> list[BaseGeometry]:
    x0, y0, x1, y1 = feature.area.bounds
    xs = [x0 + c for c in cuts(x1 - x0)]
    ys = [y0 + c for c in cuts(y1 - y0)]
    return [shapely.box(a, b, c, d) for b, d in itertools.pairwise(ys) for a, c in itertools.pairwise(xs)]


def _blocks(feature: Feature) -> list[BaseGeometry]:
    out = []
    for cell in _cells(feature):
        block = cell.intersection(feature.area)
        if block.area > EPS:
            out.append(block)
    return out


# --- the table the battle leaves ----------------------------------------------------------------
def broken(table: Table, demolished: frozenset[str]) -> Table:
    """``table`` with the parts ``demolished`` cut away (made once for each table and set of parts)."""
    if not demolished:
        return table

    def made() -> Table:
        features: list[Feature] = []
        for f in table.features:
            gone = [s for s in segments_of(f) if s.id in demolished]
            features += _left_of(f, gone) if gone else [f]
        return replace(table, features=tuple(features))

    return derived(table, ("broken", demolished), made)


def _left_of(feature: Feature, gone: list[Segment]) -> list[Feature]:
    parts = segments_of(feature)
    lost = {s.index for s in gone}
    pieces: list[Feature] = []
    if feature.is_line:
        line = shapely.LineString(feature.line)
        at = cuts(line.length)
        run: list[int] = []
        for k in [*range(1, len(parts) + 1), 0]:  # 0: the end, closing the last run
            if k and k not in lost:
                run.append(k)
                continue
            if run:
                stretch = substring(line, at[run[0] - 1], at[run[-1]])
                pieces.append(_piece(feature, len(pieces), line=tuple(stretch.coords)))
            run = []
        return pieces
    return cut_away(feature, shapely.union_all([s.shape for s in gone]))


def cut_away(feature: Feature, shape: BaseGeometry) -> list[Feature]:
    """What is left of ``feature`` with ``shape`` cut out of it, as plain pieces (a line: the runs
    of its line outside ``shape``; an area: a piece a part of it left whole, a hole kept as a slit
    from its outline, ``_keyhole``, so that no seam runs through what is left: a sight line along a
    seam between two pieces would see through the wood, found reviewing); the local guide's part of a
    larger piece (FL-SPEC-5, game/terrain_tasks.py) and the parts destroyed (``broken``)."""
    pieces: list[Feature] = []
    if feature.is_line:
        rest = shapely.LineString(feature.line).difference(shape)
        for run in getattr(rest, "geoms", [rest]):
            if run.geom_type == "LineString" and run.length > EPS:
                pieces.append(_piece(feature, len(pieces), line=tuple(run.coords)))
        return pieces
    rest = feature.area.difference(shape)
    for part in getattr(rest, "geoms", [rest]):
        if part.geom_type == "Polygon" and part.area > EPS:
            pieces.append(_piece(feature, len(pieces), outline=_keyhole(part)))
    return pieces


def _keyhole(part: BaseGeometry) -> tuple:
    """A polygon's outline as one ring: each hole joined to the outline by a slit from the nearest
    corner of the two, which the table's shapes read back as the polygon with its hole
    (boards/table/table.py's ``Feature.area``)."""
    ring = list(part.exterior.coords)[:-1]
    for interior in part.interiors:
        hole = list(interior.coords)[:-1]
        i, j = min(
            ((i, j) for i in range(len(ring)) for j in range(len(hole))),
            key=lambda ij: (ring[ij[0]][0] - hole[ij[1]][0]) ** 2 + (ring[ij[0]][1] - hole[ij[1]][1]) ** 2,
        )
        ring = ring[: i + 1] + hole[j:] + hole[: j + 1] + ring[i:]
    return tuple(ring)


def _piece(feature: Feature, n: int, **shape: tuple) -> Feature:
    return replace(feature, id=f"{feature.id}{PIECE_MARK}{n + 1}", **shape)


def intact(table: Table, demolished: frozenset[str]) -> tuple[Segment, ...]:
    """The parts of ``table``'s objects still standing."""
    return tuple(s for s in segments(table) if s.id not in demolished)


def touching(shape: BaseGeometry, parts: tuple[Segment, ...]) -> list[Segment]:
    """The parts a shape (a model's base) touches or overlaps, a corner too (FL-RUL-10, FL-RUL-12)."""
    return [s for s in parts if shapely.distance(shape, s.shape) <= 1e-6]


def under(disc: BaseGeometry, parts: tuple[Segment, ...]) -> list[Segment]:
    """The parts more than half under an artillery disc (D26, as FL-BOMB-5 for a model)."""
    return [s for s in parts if float(disc.intersection(s.shape).area) > s.shape.area / 2 + EPS]
