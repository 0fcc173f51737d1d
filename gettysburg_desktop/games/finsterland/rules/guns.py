"""When guns fire (FL-GUN-2, FL-GUN-3, FL-GUN-5, FL-FIRE-8) and when an
artillery plan falls (FL-ART-1, FL-RUL-2), as round numbers.

- A gun fires only in Beschuss, the enemy's round (FL-GUN-3), and only if
  it did not move in this round or the previous one: not in its owner's
  last round **[interpretation]**. Turning on the spot is no move
  (FL-GUN-2); a gun fixed in a vehicle counts the vehicle's moves
  (FL-TRANS-6): the caller says when it last moved.
- Each gun of a battery fires on its own, one strip or one disc
  (FL-GUN-5 **[interpretation]**, D23).
- Beschuss goes infantry (with the command staff and the sniper), cavalry,
  machine guns, light artillery, heavy artillery (FL-FIRE-8).
- The opponent writes his artillery plan at the start of a round: his light
  guns fire in that round, his heavy guns in round + 2, the active
  player's next round (FL-ART-1 **[interpretation]**); at most one sector
  for each gun that may fire (FL-RUL-2). Heavy artillery never moves and
  stands off the table (FL-BOMB-2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

#: FL-FIRE-8: the order of the opponent's fire in Beschuss
BESCHUSS_ORDER = ("infantry", "cavalry", "machine guns", "light artillery", "heavy artillery")

#: the two kinds of artillery and what their discs are (T7: Explosion 1 and 2, FL-BOMB-4)
Kind = Literal["light", "heavy"]
DISC_RADIUS: dict[str, float] = {"light": 1.0, "heavy": 2.0}
#: FL-BOMB-3: a light gun's disc lies this far from it, from the disc's edge
LIGHT_RANGE = (6.0, 20.0)


@dataclass(frozen=True)
class GunVerdict:
    """Whether a gun may fire in a round, and why not, with the rule."""

    allowed: bool
    reason: str
    rule: str

    def __bool__(self) -> bool:
        return self.allowed


def may_fire(round_number: int, *, beschuss: bool, last_moved: int | None) -> GunVerdict:
    """Whether a gun may fire in step 3 or 4 of ``round_number``: only in
    Beschuss (FL-GUN-3), and not if it moved in this round or the previous
    one (FL-GUN-2); ``last_moved`` the last round it moved in (turning on
    the spot is no move), None if never."""
    if not beschuss:
        return GunVerdict(False, "guns fire only in Beschuss, in the enemy's round", "FL-GUN-3")
    if last_moved is not None and last_moved >= round_number - 1:
        return GunVerdict(False, f"it moved in round {last_moved}: not in this round or the last", "FL-GUN-2")
    return GunVerdict(True, "it did not move in this round or the last", "FL-GUN-2")


def falls_in(kind: Kind, written_in: int) -> int:
    """The round a plan written at the start of round ``written_in`` is
    fired in: light at once, heavy in the active player's next round (FL-ART-1)."""
    return written_in if kind == "light" else written_in + 2


def sectors_allowed(guns_that_may_fire: int) -> int:
    """How many target sectors may be written for one kind: one for each gun that may fire (FL-RUL-2)."""
    return max(0, guns_that_may_fire)
