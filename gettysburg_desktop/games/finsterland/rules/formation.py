"""A Finsterland unit in block or line on the free table (FL-FORM, D5, D19):
its models in ranks and files behind a front edge, and the moves of
FL-FACE: a straight advance and a wheel about a front corner.

A formation stands by the middle of its front edge (``front``: a pose whose
facing is the unit's). Its models stand in ``files`` per rank, the ranks
filled from the front and only the last one partial, left-aligned as seen
from behind the unit **[interpretation]** (D19 says which ranks are full,
not where a partial rank stands). The base sizes are D5's: infantry, the
command staff and the pioneers 1" x 1", cavalry 1" wide and 2" deep.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from gettysburg_desktop.boards.table.bases import Point, Pose, Size, corners

#: D5: a model's base, width x depth, by the kind of unit
INFANTRY_BASE = Size(1.0, 1.0)
CAVALRY_BASE = Size(1.0, 2.0)


class Order(str, Enum):  # noqa: UP042 - str() is the file's word
    """FL-FORM-1: the three formations (skirmish order: the models stand apart)."""

    BLOCK = "block"
    LINE = "line"
    SKIRMISH = "skirmish"


#: FL-FORM-2: a block is six models wide at the front
BLOCK_FILES = 6


@dataclass(frozen=True)
class Formation:
    """A block or a line: the middle of its front edge, a model's base, files per rank and models present."""

    front: Pose
    base: Size
    files: int
    models: int

    def __hash__(self) -> int:
        """Hashed once: a body keys the caches of a position (field/bodies.py, the movement
        step's), asked thousands of times a decision. Its fields are numbers, so the hash is
        the same in every process and may travel with a pickled body."""
        h = self.__dict__.get("_hash")
        if h is None:
            h = hash((self.front, self.base, self.files, self.models))
            object.__setattr__(self, "_hash", h)
        return h

    @property
    def order(self) -> Order:
        """A line is any formation wider than six files (FL-FORM-3, D19)."""
        return Order.LINE if self.files > BLOCK_FILES else Order.BLOCK

    @property
    def ranks(self) -> int:
        return -(-self.models // self.files)

    @property
    def full_ranks(self) -> int:
        return self.models // self.files

    @property
    def width(self) -> float:
        return self.files * self.base.width

    @property
    def centre(self) -> Point:
        """The middle of the unit's ranks (its full ranks and any partial one)."""
        (fx, fy) = self.front.ahead
        depth = self.ranks * self.base.depth
        return (self.front.x - fx * depth / 2, self.front.y - fy * depth / 2)

    def slots(self) -> list[tuple[int, int]]:
        """(rank, file) of every model: rank 0 the front, file 0 the left as seen from behind."""
        return [(k // self.files, k % self.files) for k in range(self.models)]

    def model_pose(self, rank: int, file: int) -> Pose:
        (fx, fy), (lx, ly) = self.front.ahead, self.front.left
        back = (rank + 0.5) * self.base.depth
        aside = ((self.files - 1) / 2 - file) * self.base.width
        return Pose(self.front.x - fx * back + lx * aside, self.front.y - fy * back + ly * aside, self.front.facing)

    def model_poses(self) -> list[Pose]:
        return [self.model_pose(r, f) for r, f in self.slots()]

    def blocks(self) -> list[tuple[Pose, Size]]:
        """The unit's ground as at most two rectangles, each a (centre pose,
        size): its full ranks, and its partial rank from the left. The bases
        of a rank tile it without a gap, so what these sweep is what the bases
        sweep (D7), and their corners are the bases' outermost (D6)."""
        (fx, fy), (lx, ly) = self.front.ahead, self.front.left
        out = []
        if self.full_ranks:
            depth = self.full_ranks * self.base.depth
            out.append((self.front.advanced(-depth / 2), Size(self.width, depth)))
        rest = self.models - self.full_ranks * self.files
        if rest:
            back = (self.full_ranks + 0.5) * self.base.depth
            aside = (self.files - rest) / 2 * self.base.width
            centre = Pose(
                self.front.x - fx * back + lx * aside, self.front.y - fy * back + ly * aside, self.front.facing
            )
            out.append((centre, Size(rest * self.base.width, self.base.depth)))
        return out

    def corner_points(self) -> list[Point]:
        """Every corner of every base (a move's cost is the largest displacement of one of them, D6)."""
        return [c for p in self.model_poses() for c in corners(p, self.base)]

    def front_corners(self) -> tuple[Point, Point]:
        """The front edge's left and right ends."""
        (lx, ly) = self.front.left
        half = self.width / 2
        return (
            (self.front.x + lx * half, self.front.y + ly * half),
            (self.front.x - lx * half, self.front.y - ly * half),
        )

    # --- moves (FL-FACE-1: toward the front only)
    def advanced(self, distance: float) -> Formation:
        return replace(self, front=self.front.advanced(distance))

    def slid(self, distance: float) -> Formation:
        """Stepped sideways along its front, to its left for a positive distance: no move a player
        makes (FL-FACE-1), only FL-RUL-10's closing the door (field/close_up.py)."""
        lx, ly = self.front.left
        front = self.front
        return replace(self, front=replace(front, x=front.x + lx * distance, y=front.y + ly * distance))

    def wheeled(self, degrees: float) -> Formation:
        """A wheel about a front corner: to the left (positive, counter-clockwise)
        about the front-left corner, to the right about the front-right (D6)."""
        left, right = self.front_corners()
        return replace(self, front=self.front.rotated_about(left if degrees > 0 else right, degrees))

    def turned(self, degrees: int) -> Formation:
        """FL-FACE-3 and FL-RUL-4: a turn of 90 or 180 degrees as the whole
        move; the models stay where they stand and the ranks are counted
        parallel to the new front (a 6 x 4 block turned 90 degrees is 4 wide).
        Only a unit of full ranks turns so that every model keeps its place."""
        if degrees % 360 not in (90, 180, 270):
            raise ValueError(f"a block or line turns through 90 or 180 degrees, not {degrees}")
        if self.models % self.files:
            raise ValueError("a unit with a partial rank re-forms before it turns (D17)")
        depth = self.ranks * self.base.depth
        centre = self.front.advanced(-depth / 2)
        turned_pose = centre.turned(degrees)
        sideways = degrees % 180 == 90
        files = self.ranks if sideways else self.files
        new_depth = (self.files if sideways else self.ranks) * self.base.depth
        if sideways and self.base.width != self.base.depth:
            raise ValueError("only square bases turn in place (a cavalry unit re-forms instead, D17)")
        return Formation(turned_pose.advanced(new_depth / 2), self.base, files, self.models)
