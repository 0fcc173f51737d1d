"""The two armies: the Union deploys along y = 0, the Confederates along the
far edge (the test situations' frame, acw-bbdba.md)."""

from __future__ import annotations

from enum import Enum

from gettysburg_desktop.kernel.said import said


class Side(Enum):
    UNION = "union"
    CONFEDERATE = "confederate"

    @property
    def title(self) -> str:
        return said("Union") if self is Side.UNION else said("Confederates")

    @property
    def other(self) -> Side:
        return Side.CONFEDERATE if self is Side.UNION else Side.UNION

    @property
    def facing(self) -> float:
        """The way its front faces at the start: toward the enemy's base edge."""
        return 90.0 if self is Side.UNION else 270.0
