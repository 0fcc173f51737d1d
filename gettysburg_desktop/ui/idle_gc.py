"""Python's full garbage collection (the oldest generation) takes some 30 ms
once a battle's history has grown, and it starts whenever its counters say
so: in the middle of a frame, that frame is late. The program leaves the
young generations to Python and runs the full collection when a player
can't notice it: when the next player clicks the hot-seat curtain, before
it lifts."""

from __future__ import annotations

import gc

#: Python's own trigger for a full collection: this many collections of the
#: middle generation since the last one (gc.get_threshold()[2], 10 by default)
FULL_AFTER = 10


def install() -> None:
    """Keep Python from starting full collections itself (the composition
    root calls this once; objects made at start-up are frozen out of them)."""
    young, middle, _ = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(young, middle, 1 << 30)


def collect_if_due(overdue: bool = False) -> bool:
    """A full collection now if Python would have made one by now;
    ``overdue``: only if it is long overdue (a solo game, with no curtain to
    hide it behind, still collects now and then)."""
    if gc.get_threshold()[2] < (1 << 30) or gc.get_count()[2] < FULL_AFTER * (5 if overdue else 1):
        return False
    gc.collect(2)
    return True
