"""Victory (R-WIN), checked at the end of every period (R-END-0)."""

from __future__ import annotations

from .base_board import BaseBoard
from .periods import PERIOD_WORDS, is_afternoon
from .pieces import Side
from .said import said


def controller(g: BaseBoard, area: str) -> Side | None:
    """R-WIN-4 [interpretation]: a side controls an area its units occupy alone."""
    sides = {u.side for u in g.units_at(area)}
    return sides.pop() if len(sides) == 1 else None


def victory_standing(g: BaseBoard) -> list[tuple[str, Side | None, bool]]:
    """Each victory area (R-WIN-1), in the map's order, with the side that
    controls it (R-WIN-4; None: nobody) and whether both sides' units are
    in it (contested: nobody controls it)."""
    out = []
    for a in g.bf.victory_areas:
        holder = controller(g, a)
        out.append((a, holder, holder is None and bool(g.units_at(a))))
    return out


def next_afternoon(period: int) -> int | None:
    """The afternoon whose end R-WIN-2 looks at next: this period's if it is
    an afternoon, else the next one; None when no afternoon is left."""
    afternoon = period - period % 4 + 2
    if afternoon < period:
        afternoon += 4
    return afternoon if afternoon < len(PERIOD_WORDS) else None


def csa_victory_areas(g: BaseBoard) -> list[str]:
    return [a for a in g.bf.victory_areas if controller(g, a) is Side.CSA]


def check_victory(g: BaseBoard) -> None:
    held = csa_victory_areas(g)
    period = PERIOD_WORDS[g.state.period]
    if g.events_on:
        g.tell("victory-check", "R-END-0", None, period=g.state.period, areas=tuple(held))
    if len(held) >= 2:  # R-WIN-1
        names = ", ".join(g.name(a) for a in held)
        g.state.outcome = (
            Side.CSA,
            said(
                "At the end of {period} the Confederates control {n} victory areas: {names} (R-WIN-1).",
                period=period,
                n=len(held),
                names=names,
            ),
        )
        if g.events_on:
            g.tell("game-over", "R-WIN-1", {"areas": held}, winner="csa", reason=g.state.outcome[1])
        return
    double = [a for a in held if a in g.bf.double_star_areas]
    if double and is_afternoon(g.state.period):  # R-WIN-2
        g.state.outcome = (
            Side.CSA,
            said(
                "At the end of {period} the Confederates control {area}, the double star (R-WIN-2).",
                period=period,
                area=g.name(double[0]),
            ),
        )
        if g.events_on:
            g.tell("game-over", "R-WIN-2", {"areas": double[:1]}, winner="csa", reason=g.state.outcome[1])
