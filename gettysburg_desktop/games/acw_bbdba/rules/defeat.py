"""Demoralisation and defeat (BB-WIN, BB-CAMP-5).

A command that has lost a third of its troop elements at the start of the
battle is demoralised for good: three times its lost elements at least its
original size (BB-WIN-1 **[interpretation]**). Lost are the destroyed
elements and those that left the table; the command element's loss is no
element's (BB-WIN-2, BB-CMD-10). An army has lost when it has lost more than
half its troop elements (a sacked camp, not retaken, counts two) or when two
of its commands are demoralised (BB-WIN-5); checked at the end of every
bound; both at once: the one with more lost elements loses, equal losses
draw.
"""

from __future__ import annotations

from dataclasses import dataclass

#: BB-CAMP-5: a sacked camp counts as two destroyed elements
SACKED_CAMP = 2


@dataclass(frozen=True)
class Command:
    """A command's troop elements at the start of the battle and those it has lost."""

    name: str
    size: int
    lost: int

    @property
    def demoralised(self) -> bool:
        """BB-WIN-1: a third of its elements lost."""
        return 3 * self.lost >= self.size


@dataclass(frozen=True)
class ArmyState:
    commands: tuple[Command, ...]
    camp_sacked: bool = False

    @property
    def lost(self) -> int:
        """BB-WIN-5: the army's lost elements, a sacked camp counting two."""
        return sum(c.lost for c in self.commands) + (SACKED_CAMP if self.camp_sacked else 0)

    @property
    def size(self) -> int:
        return sum(c.size for c in self.commands)

    def why_lost(self) -> str:
        """BB-WIN-5: why this army has lost ("" while it has not)."""
        demoralised = [c.name for c in self.commands if c.demoralised]
        if 2 * self.lost > self.size:
            return f"{self.lost} of {self.size} elements lost, more than half (BB-WIN-5)"
        if len(demoralised) >= 2:
            return f"{len(demoralised)} commands demoralised ({', '.join(demoralised)}), two break it (BB-WIN-5)"
        return ""


def result(first: ArmyState, second: ArmyState) -> str | None:
    """BB-WIN-5 at the end of a bound: "first" or "second" (the army that won), "draw", or None while
    the battle goes on."""
    a, b = bool(first.why_lost()), bool(second.why_lost())
    if a and b:
        return "draw" if first.lost == second.lost else "second" if first.lost > second.lost else "first"
    if a:
        return "second"
    if b:
        return "first"
    return None
