"""What the next period's phase 2 will put in each side's order boxes if
the period ended now, and when a side's action may be its last chance to
change it. Both are public: disc counts, never a block's value (R-ACT-2).

Discs placed on the map stay on their command block until the block leaves
the map (R-DISC-3); the boxes are filled only from the discs that are not
on the map (R-DISC-1, R-DISC-2). Discs left on blocks at the end of a
period therefore shrink the next period's orders: the Union's shortfall of
blue discs becomes black forced-pass discs (R-DISC-1, R-FPASS: an order
that does nothing), the Confederate single-order box stays below 12 or the
double-order box gets less (R-DISC-2). The only way back is to remove a
block (R-BLK-3), or to lose it (R-BLK-4).

The period's action rounds end once the Union has taken the last disc out
of its box (R-TIME-3). The Union's blue discs still in its box will all be
placed on its blocks before that (R-ORD-1), so they count as on the map at
the period's end. When the Union's box holds one disc, the Union's next
order ends the period, and so the action a side is about to take may be its
last chance to take discs back: that is when the window warns
(games/gettysburg/ui/orders_ahead.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from .gateway import Gateway
from .periods import LAST_PERIOD, part_of_day
from .pieces import CSA_DISCS, Side
from .sequence import Turn, csa_fill, union_fill


@dataclass(frozen=True)
class UnionDiscs:
    """The Union's available-orders box of the next period (R-DISC-1)."""

    #: the part of the day of the next period, and the discs its box must hold
    part: str
    need: int
    #: what the box gets, if the period ended with the discs where they are
    blue: int
    forced_pass: int
    #: discs on its blocks now, and blue discs still in its box (on blocks before the period ends)
    on_blocks: int
    to_place: int

    @property
    def short(self) -> int:
        """The orders of the next period that are forced passes or missing, for want of blue discs."""
        return self.need - self.blue


@dataclass(frozen=True)
class ConfederateDiscs:
    """The Confederate single- and double-order boxes of the next period (R-DISC-2)."""

    single: int
    double: int
    #: what they would hold with every disc on the Confederate blocks back in the supply
    full_single: int
    full_double: int
    #: discs on its blocks now
    on_blocks: int

    @property
    def short(self) -> int:
        """The discs the boxes get fewer for the discs left on the blocks."""
        return self.full_single - self.single + self.full_double - self.double


def discs_next_period(g: Gateway) -> dict[Side, UnionDiscs | ConfederateDiscs] | None:
    """Each side's order boxes of the next period, if the period ended with
    the discs where they are now (see the module); None in the last period
    and once the game is over."""
    st = g.state
    if g.over or st.period >= LAST_PERIOD:
        return None
    part = part_of_day(st.period + 1)
    need = g.scenario.union_order_boxes[part]
    on_blocks = st.discs_on_map(Side.USA)
    blue, black = union_fill(need, on_blocks + st.usa_blue)
    usa = UnionDiscs(part, need, blue, black, on_blocks, st.usa_blue)
    single, double = st.csa_single, st.csa_double
    csa_on = st.discs_on_map(Side.CSA)
    free = CSA_DISCS - single - double
    next_single, next_double = csa_fill(single, double, free - csa_on)
    full_single, full_double = csa_fill(single, double, free)
    csa = ConfederateDiscs(next_single, next_double, full_single, full_double, csa_on)
    return {Side.USA: usa, Side.CSA: csa}


def period_may_end(g: Gateway) -> bool:
    """Whether the Union's next order ends the period: its box holds one disc (R-TIME-3)."""
    st = g.state
    return not g.over and st.usa_blue + st.usa_black == 1


def last_chance(g: Gateway, side: Side) -> bool:
    """Whether ``side`` is about to take its action (R-ACT-1) and it may be
    its last before the period ends (``period_may_end``), while it could
    still remove one of its blocks holding discs (R-BLK-3) instead."""
    st = g.state
    frame = st.stack[-1] if st.stack and not g.over else None
    if not isinstance(frame, Turn) or frame.side is not side or frame.acted or not period_may_end(g):
        return False
    if not any(b.side is side and b.discs for b in st.blocks.values()):
        return False
    return not frame.must_order(g)  # R-ACT-3: no block action now
