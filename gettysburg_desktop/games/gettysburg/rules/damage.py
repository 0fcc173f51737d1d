"""Damage cubes (R-DMG): assigning cubes in an assault, long-range hits,
cubes placed by retreats, and the supply running out.

``unit_class``, ``representatives``, ``colour_loads`` and ``safe_colours`` live in
queries.py and ``ColourChoice`` in retreat.py; they are re-exported here.
"""

from __future__ import annotations

from .actions import Action, act
from .base_board import SUPPLY_EXHAUSTED, BaseBoard
from .frame import Frame
from .pieces import FIGHTING_KINDS, Kind, Side, Unit, colour, colour_kind, colour_words
from .queries import colour_loads as colour_loads
from .queries import (
    defender_paths,
    evenest_colours,
    paths_for,
    representatives,
    survives_a_cube,
)
from .queries import safe_colours as safe_colours
from .queries import unit_class as unit_class
from .retreat import ColourChoice as ColourChoice
from .retreat import Retreat
from .said import said


def hit_unit(g: BaseBoard, unit: Unit, rule: str) -> None:
    """One cube to ``unit`` now (R-DMG-6); six (cavalry four) eliminate it (R-DMG-3);
    no cube of its colour left: the unit is removed instead (R-DMG-9)."""
    st = g.state
    if st.supply[unit.colour] == 0:
        if g.events_on:
            g.tell("supply-exhausted", "R-DMG-9", None, unit=unit.id, colour=unit.colour)
        g.eliminate(unit, "R-DMG-9", SUPPLY_EXHAUSTED)
        return
    st.supply[unit.colour] -= 1
    unit.cubes += 1
    if g.events_on:
        g.tell("cube-hit", rule, {"n": unit.cubes}, unit=unit.id, colour=unit.colour)
    if unit.cubes > unit.cube_limit:
        g.eliminate(unit, "R-DMG-3", said("{n} cubes", n=unit.cubes))


class TakeHits(Frame):
    """R-DMG-5/6: each cube inflicted in an assault goes at once to a unit of
    the side that holds no more cubes than any other; the owner picks among
    those (and so the colour). R-DMG-2 [ruling]: never to a unit it would
    eliminate while another could take it and stay. Cavalry may retreat
    instead (R-ASLT-10)."""

    rule = "R-DMG-6"
    step = "assign-cube"

    def __init__(self, side: Side, area: str, n: int, role: str) -> None:
        self.side, self.area, self.n, self.role = side, area, n, role

    def run(self, g: BaseBoard) -> bool:
        if self.n <= 0 or not g.fighting(self.area, self.side):
            g.pop(self)
            return False
        return True

    def options(self, g: BaseBoard) -> list[Action]:
        units = g.fighting(self.area, self.side)
        units = [u for u in units if survives_a_cube(g, u)] or units  # R-DMG-2 [ruling]
        least = min(u.cubes for u in units)
        reps = representatives(g, [u for u in units if u.cubes == least])
        out = [act("assign", u.id) for u in reps]
        out.extend(act("evade", u.id) for u in reps if u.kind is Kind.CAVALRY and paths_for(g, u, self.area, self.role))
        return out

    def apply(self, g: BaseBoard, a: Action) -> None:
        self.n -= 1
        u = g.state.units[a.args[0]]
        if a.verb == "assign":
            hit_unit(g, u, self.rule)
        else:
            if g.events_on:
                g.tell("evade", "R-ASLT-10", None, unit=u.id)
            if self.n and not any(v is not u for v in g.fighting(self.area, self.side)):
                # R-ASLT-10: one cube is ignored, the rest are still taken; with
                # no unit staying to take them [interpretation] the cavalry does.
                while self.n and u.location == self.area:
                    self.n -= 1
                    hit_unit(g, u, self.rule)
                if u.location != self.area:
                    return
            g.push(Retreat(u.id, self.area, self.role, why=said("cavalry evades a cube"), ride_off=True))

    def prompt(self, g: BaseBoard) -> str:
        if self.n == 1:
            return said(
                "{n} cube hits your units in {area}: choose the unit that takes it", n=self.n, area=g.name(self.area)
            )
        return said(
            "{n} cubes hit your units in {area}: choose the unit that takes the next one",
            n=self.n,
            area=g.name(self.area),
        )


class AssignExisting(Frame):
    """R-DMG-8 / R-ASLT-2: the defender assigns the cubes already in the area
    to his defending units; they stay so for the whole assault."""

    rule = "R-DMG-8"
    step = "assign-existing-cubes"

    def __init__(self, side: Side, area: str) -> None:
        self.side, self.area = side, area

    def _next_colour(self, g: BaseBoard) -> str | None:
        pile = g.state.cubes.get(self.area, {})
        for c in sorted(pile):
            if (
                pile[c]
                and colour_kind(c) in FIGHTING_KINDS
                and c.startswith(self.side.value + "-")
                and any(u.kind is colour_kind(c) and u.cubes < u.cube_limit for u in g.units_at(self.area, self.side))
            ):
                return c
        return None

    def run(self, g: BaseBoard) -> bool:
        if self._next_colour(g) is None:
            g.drop_orphan_cubes(self.area)
            g.pop(self)
            return False
        return True

    def options(self, g: BaseBoard) -> list[Action]:
        c = self._next_colour(g)
        kind = colour_kind(c)
        units = [u for u in g.units_at(self.area, self.side) if u.kind is kind and u.cubes < u.cube_limit]
        return [act("assign", u.id) for u in representatives(g, units)]

    def apply(self, g: BaseBoard, a: Action) -> None:
        g.tie(g.state.units[a.args[0]], 1, self.rule)

    def prompt(self, g: BaseBoard) -> str:
        c = self._next_colour(g)
        return said(
            "assign the {colour} cubes already in {area} to your defending units ({n} left)",
            colour=colour_words(c),
            area=g.name(self.area),
            n=g.loose(self.area, c),
        )


class LongRangeHit(Frame):
    """R-ART-5 / R-DMG-7: a long-range hit on infantry or cavalry: the owner
    chooses the colour, as evenly as possible; cavalry may evade (R-ASLT-10)."""

    rule = "R-DMG-7"
    step = "take-cube"

    def __init__(self, side: Side, area: str) -> None:
        self.side, self.area = side, area

    def run(self, g: BaseBoard) -> bool:
        if not evenest_colours(g, self.area, self.side):
            g.pop(self)
            return False
        return True

    def options(self, g: BaseBoard) -> list[Action]:
        colours = evenest_colours(g, self.area, self.side)
        out = [act("take-cube", c) for c in colours]
        if colour(self.side, Kind.CAVALRY) in colours:
            for u in representatives(g, [u for u in g.units_at(self.area, self.side) if u.kind is Kind.CAVALRY]):
                if defender_paths(g, u, self.area):
                    out.append(act("evade", u.id))
        return out

    def apply(self, g: BaseBoard, a: Action) -> None:
        g.pop(self)
        if a.verb == "take-cube":
            g.add_loose_cube(self.area, a.args[0], "R-ART-5")
        else:
            if g.events_on:
                g.tell("evade", "R-ASLT-10", {"long_range": True}, unit=a.args[0])
            g.push(Retreat(a.args[0], self.area, "defender", why=said("cavalry evades the cube"), ride_off=True))

    def prompt(self, g: BaseBoard) -> str:
        return said("long-range fire hits your units in {area}: choose the colour of the cube", area=g.name(self.area))
