"""Elements on the table (BB-BASE, decision 2): a base is an oriented
rectangle of T2's frontage and depth, in millimetres, with a front edge and
a facing (boards/table/bases.py's Pose, degrees counter-clockwise from +x:
north, toward the Confederate base edge at y = 600, is 90)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from shapely.geometry import LineString, Polygon

from gettysburg_desktop.boards.table.bases import Pose, Size
from gettysburg_desktop.boards.table.shapes import edge, polygon

from ..rules.troops import Kind, profile

NORTH, SOUTH = 90.0, 270.0


def size_of(kind: Kind) -> Size:
    """T2: the base of ``kind``, frontage along its front edge and depth."""
    p = profile(kind)
    return Size(p.frontage, p.depth)


@dataclass(frozen=True)
class Element:
    """An element: its id, side ("union", "confederate"), type, where it stands and its command."""

    id: str
    side: str
    kind: Kind
    pose: Pose
    command: str = ""

    @property
    def size(self) -> Size:
        return size_of(self.kind)

    @cached_property
    def shape(self) -> Polygon:
        return polygon(self.pose, self.size)

    @cached_property
    def front(self) -> LineString:
        """Its front edge, from its left front corner to its right."""
        return edge(self.pose, self.size, "front")

    @cached_property
    def rear(self) -> LineString:
        return edge(self.pose, self.size, "rear")

    @cached_property
    def box(self) -> tuple[float, float, float, float]:
        """Its base's bounds, for a quick "nowhere near"."""
        x1, y1, x2, y2 = self.shape.bounds
        return (x1, y1, x2, y2)

    def __getstate__(self) -> dict[str, object]:
        """Pickled without its shapes (undo's snapshots and clones: they are made again when asked)."""
        return {k: v for k, v in self.__dict__.items() if k not in _CACHED}

    def moved(self, pose: Pose) -> Element:
        return replace(self, pose=pose)

    def as_kind(self, kind: Kind) -> Element:
        """The element as another type in place, its front edge kept (BB-BASE-2: dismounting)."""
        d = (size_of(kind).depth - self.size.depth) / 2
        return replace(self, kind=kind, pose=self.pose.advanced(-d))


_CACHED = ("shape", "front", "rear", "box")


def at(eid: str, side: str, kind: Kind, xs: tuple[float, float], ys: tuple[float, float], facing: str,
       command: str = "") -> Element:  # fmt: skip
    """An element given as the test situations give it: its rectangle [x1-x2] x [y1-y2] and N or S."""
    return Element(eid, side, kind, Pose((xs[0] + xs[1]) / 2, (ys[0] + ys[1]) / 2, NORTH if facing == "N" else SOUTH),
                   command)  # fmt: skip


def bounds(e: Element) -> tuple[float, float, float, float]:
    """(x1, y1, x2, y2) of its base, rounded to the hundredth (records keep two decimals, BB-RUL-7)."""
    x1, y1, x2, y2 = e.shape.bounds
    return (round(x1, 2), round(y1, 2), round(x2, 2), round(y2, 2))
