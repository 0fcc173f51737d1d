"""Victory (R-WIN), checked at the end of every period (R-END-0)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .periods import PERIODS, is_afternoon
from .pieces import Side

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def controller(g: "Game", area: str) -> Side | None:
    """R-WIN-4 [interpretation]: a side controls an area its units occupy alone."""
    sides = {u.side for u in g.units_at(area)}
    return sides.pop() if len(sides) == 1 else None


def csa_victory_areas(g: "Game") -> list[str]:
    return [a for a in g.bf.victory_areas if controller(g, a) is Side.CSA]


def check_victory(g: "Game") -> None:
    held = csa_victory_areas(g)
    period = PERIODS[g.state.period]
    if g.events_on:
        names = ", ".join(g.name(a) for a in held) or "none"
        g.emit("victory-check", f"end of {period}: the Confederates control {len(held)} victory area{'' if len(held) == 1 else 's'} ({names})",
               "R-END-0", period=g.state.period, areas=tuple(held))
    if len(held) >= 2:  # R-WIN-1
        g.state.outcome = (Side.CSA, f"At the end of {period} the Confederates control {len(held)} victory areas: {', '.join(g.name(a) for a in held)} (R-WIN-1).")
        g.emit("game-over", f"the Confederates win: they control {', '.join(g.name(a) for a in held)}", "R-WIN-1", winner="csa", reason=g.state.outcome[1])
        return
    double = [a for a in held if a in g.bf.double_star_areas]
    if double and is_afternoon(g.state.period):  # R-WIN-2
        g.state.outcome = (Side.CSA, f"At the end of {period} the Confederates control {g.name(double[0])}, the double star (R-WIN-2).")
        g.emit("game-over", f"the Confederates win: they control {g.name(double[0])}", "R-WIN-2", winner="csa", reason=g.state.outcome[1])
