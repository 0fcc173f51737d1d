"""Damage cubes (R-DMG): assigning cubes in an assault, long-range hits,
cubes placed by retreats, and the supply running out."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from .actions import Action, act
from .frame import Frame
from .pieces import FIGHTING_KINDS, Kind, Side, Unit, colour, colour_kind, colour_words
from .said import said

SUPPLY_EXHAUSTED = said("the cube supply is exhausted")

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def unit_class(g: "Game", u: Unit) -> tuple:
    """What makes units interchangeable: same side, place, type, cubes,
    origin and damage. The rules can't tell two such units apart."""
    return (u.side, u.location, u.kind, u.cubes, g.state.came_from.get(u.id), u.damaged)


def representatives(g: "Game", units: Iterable[Unit]) -> list[Unit]:
    """One unit per class of interchangeable units (``unit_class``): the
    choices offer each class once, under its first unit (a click on any of
    them finds that choice, choices.py)."""
    seen: set[tuple] = set()
    out = []
    for u in units:
        key = unit_class(g, u)
        if key not in seen:
            seen.add(key)
            out.append(u)
    return out


def survives_a_cube(g: "Game", u: Unit) -> bool:
    """R-DMG-2 [ruling]: one more cube leaves ``u`` on the map (within its
    limit, and a cube of its colour is in the supply, R-DMG-9)."""
    return u.cubes < u.cube_limit and g.state.supply[u.colour] > 0


def hit_unit(g: "Game", unit: Unit, rule: str) -> None:
    """One cube to ``unit`` now (R-DMG-6); six (cavalry four) eliminate it (R-DMG-3);
    no cube of its colour left: the unit is removed instead (R-DMG-9)."""
    st = g.state
    if st.supply[unit.colour] == 0:
        if g.events_on:
            g.emit("supply-exhausted", said("no {colour} cube is left: {unit} is removed", colour=colour_words(unit.colour), unit=g.name(unit.id)), "R-DMG-9", unit=unit.id, colour=unit.colour)
        g.eliminate(unit, "R-DMG-9", SUPPLY_EXHAUSTED)
        return
    st.supply[unit.colour] -= 1
    unit.cubes += 1
    if g.events_on:
        g.emit("cube-hit", said("{unit} takes a cube ({n})", unit=g.name(unit.id), n=unit.cubes), rule, unit=unit.id, colour=unit.colour)
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

    def run(self, g: "Game") -> bool:
        if self.n <= 0 or not g.fighting(self.area, self.side):
            g.pop(self)
            return False
        return True

    def options(self, g: "Game") -> list[Action]:
        from .retreat import paths_for

        units = g.fighting(self.area, self.side)
        units = [u for u in units if survives_a_cube(g, u)] or units  # R-DMG-2 [ruling]
        least = min(u.cubes for u in units)
        reps = representatives(g, [u for u in units if u.cubes == least])
        out = [act("assign", u.id) for u in reps]
        out.extend(
            act("evade", u.id) for u in reps if u.kind is Kind.CAVALRY and paths_for(g, u, self.area, self.role)
        )
        return out

    def apply(self, g: "Game", a: Action) -> None:
        from .retreat import Retreat

        self.n -= 1
        u = g.state.units[a.args[0]]
        if a.verb == "assign":
            hit_unit(g, u, self.rule)
        else:
            if g.events_on:
                g.emit("evade", said("{unit} retreats instead of taking a cube", unit=g.name(u.id)), "R-ASLT-10", unit=u.id)
            if self.n and not any(v is not u for v in g.fighting(self.area, self.side)):
                # R-ASLT-10: one cube is ignored, the rest are still taken; with
                # no unit staying to take them [interpretation] the cavalry does.
                while self.n and u.location == self.area:
                    self.n -= 1
                    hit_unit(g, u, self.rule)
                if u.location != self.area:
                    return
            g.push(Retreat(u.id, self.area, self.role, why=said("cavalry evades a cube"), ride_off=True))

    def prompt(self, g: "Game") -> str:
        if self.n == 1:
            return said("{n} cube hits your units in {area}: choose the unit that takes it", n=self.n, area=g.name(self.area))
        return said("{n} cubes hit your units in {area}: choose the unit that takes the next one", n=self.n, area=g.name(self.area))


class AssignExisting(Frame):
    """R-DMG-8 / R-ASLT-2: the defender assigns the cubes already in the area
    to his defending units; they stay so for the whole assault."""

    rule = "R-DMG-8"
    step = "assign-existing-cubes"

    def __init__(self, side: Side, area: str) -> None:
        self.side, self.area = side, area

    def _next_colour(self, g: "Game") -> str | None:
        pile = g.state.cubes.get(self.area, {})
        for c in sorted(pile):
            if pile[c] and colour_kind(c) in FIGHTING_KINDS and c.startswith(self.side.value + "-"):
                if any(u.kind is colour_kind(c) and u.cubes < u.cube_limit for u in g.units_at(self.area, self.side)):
                    return c
        return None

    def run(self, g: "Game") -> bool:
        if self._next_colour(g) is None:
            g.drop_orphan_cubes(self.area)
            g.pop(self)
            return False
        return True

    def options(self, g: "Game") -> list[Action]:
        c = self._next_colour(g)
        kind = colour_kind(c)
        units = [u for u in g.units_at(self.area, self.side) if u.kind is kind and u.cubes < u.cube_limit]
        return [act("assign", u.id) for u in representatives(g, units)]

    def apply(self, g: "Game", a: Action) -> None:
        g.tie(g.state.units[a.args[0]], 1, self.rule)

    def prompt(self, g: "Game") -> str:
        c = self._next_colour(g)
        return said("assign the {colour} cubes already in {area} to your defending units ({n} left)", colour=colour_words(c), area=g.name(self.area), n=g.loose(self.area, c))


def colour_loads(g: "Game", area: str, side: Side) -> dict[str, tuple[int, int]]:
    """colour -> (loose cubes, units of that colour) for ``side``'s fighting units."""
    out: dict[str, tuple[int, int]] = {}
    for u in g.units_at(area, side):
        if u.kind in FIGHTING_KINDS:
            c = u.colour
            n = out.get(c, (g.loose(area, c), 0))[1]
            out[c] = (g.loose(area, c), n + 1)
    return out


def safe_colours(g: "Game", area: str, side: Side) -> list[str]:
    """The colours of ``side``'s infantry and cavalry in ``area``; R-DMG-2
    [ruling]: only those whose units can hold one more cube (and whose supply
    has one), while any such colour exists."""
    loads = colour_loads(g, area, side)
    safe = [c for c, (cubes, _) in loads.items() if cubes < g.capacity(area, c) and g.state.supply[c] > 0]
    return sorted(safe or loads)


def evenest_colours(g: "Game", area: str, side: Side) -> list[str]:
    """R-DMG-7 [interpretation]: the colours whose units hold the fewest cubes
    each when the area's cubes are spread evenly (among the safe ones, R-DMG-2)."""
    loads = colour_loads(g, area, side)
    if not loads:
        return []
    per_unit = {c: loads[c][0] // loads[c][1] for c in safe_colours(g, area, side)}
    least = min(per_unit.values())
    return sorted(c for c, v in per_unit.items() if v == least)


class LongRangeHit(Frame):
    """R-ART-5 / R-DMG-7: a long-range hit on infantry or cavalry: the owner
    chooses the colour, as evenly as possible; cavalry may evade (R-ASLT-10)."""

    rule = "R-DMG-7"
    step = "take-cube"

    def __init__(self, side: Side, area: str) -> None:
        self.side, self.area = side, area

    def run(self, g: "Game") -> bool:
        if not evenest_colours(g, self.area, self.side):
            g.pop(self)
            return False
        return True

    def options(self, g: "Game") -> list[Action]:
        from .retreat import defender_paths

        colours = evenest_colours(g, self.area, self.side)
        out = [act("take-cube", c) for c in colours]
        if colour(self.side, Kind.CAVALRY) in colours:
            for u in representatives(g, [u for u in g.units_at(self.area, self.side) if u.kind is Kind.CAVALRY]):
                if defender_paths(g, u, self.area):
                    out.append(act("evade", u.id))
        return out

    def apply(self, g: "Game", a: Action) -> None:
        from .retreat import Retreat

        g.pop(self)
        if a.verb == "take-cube":
            g.add_loose_cube(self.area, a.args[0], "R-ART-5")
        else:
            if g.events_on:
                g.emit("evade", said("{unit} retreats instead of taking the cube", unit=g.name(a.args[0])), "R-ASLT-10", unit=a.args[0])
            g.push(Retreat(a.args[0], self.area, "defender", why=said("cavalry evades the cube"), ride_off=True))

    def prompt(self, g: "Game") -> str:
        return said("long-range fire hits your units in {area}: choose the colour of the cube", area=g.name(self.area))


class ColourChoice(Frame):
    """R-RET-3 / R-RET-4: a cube of the colour of one of the units there,
    owner's choice (R-DMG-2 [ruling]: not one that eliminates while another
    colour would not)."""

    step = "cube-colour"

    def __init__(self, side: Side, area: str, rule: str) -> None:
        self.side, self.area, self.rule = side, area, rule

    def run(self, g: "Game") -> bool:
        if not colour_loads(g, self.area, self.side):
            g.pop(self)
            return False
        return True

    def options(self, g: "Game") -> list[Action]:
        return [act("cube-colour", c) for c in safe_colours(g, self.area, self.side)]

    def apply(self, g: "Game", a: Action) -> None:
        g.pop(self)
        g.add_loose_cube(self.area, a.args[0], self.rule)

    def prompt(self, g: "Game") -> str:
        return said("a cube is placed in {area}: choose its colour", area=g.name(self.area))
