"""Finsterland's two players, named by the edge they deploy along
(the test situations' South and North): South at y = 0, North at the far
edge (FL-FIELD-1, D2)."""

from __future__ import annotations

from enum import Enum

from gettysburg_desktop.kernel.said import said


class Side(Enum):
    SOUTH = "south"
    NORTH = "north"

    @property
    def title(self) -> str:
        return said("South") if self is Side.SOUTH else said("North")

    @property
    def other(self) -> Side:
        return Side.NORTH if self is Side.SOUTH else Side.SOUTH


def side_of(value: str) -> Side:
    return Side(value)
