"""Retreats (R-RET), artillery withdrawal (R-ASLT-8), artillery riding off
with cavalry (R-ASLT-9, R-ASLT-10) and counter-attack fall-back (T5 "C").

The retreat paths (``command_ok``, ``attackers_origins``, ``attacker_paths``,
``defender_paths``, ``paths_for``) live in queries.py, below the frames;
they are re-exported here.
"""

from __future__ import annotations

from .actions import Action, act
from .base_board import BaseBoard
from .frame import Frame
from .pieces import DISRUPTION_MARKERS, FIGHTING_KINDS, Side, Unit
from .queries import attacker_paths as attacker_paths
from .queries import attackers_origins as attackers_origins
from .queries import (
    colour_loads,
    defender_paths,
    paths_for,
    representatives,
    safe_colours,
)
from .queries import command_ok as command_ok
from .said import Said, said

KEEP_ARTILLERY = act("keep-artillery")


def perform_retreat(
    g: BaseBoard, unit: Unit, area: str, path: tuple[str, ...], role: str, verb: str = "retreat", damage: bool = False
) -> None:
    st = g.state
    side = unit.side
    if damage:
        if unit.damaged:
            g.eliminate(unit, "R-ASLT-9", said("already damaged artillery must retreat"))
            return
        unit.damaged = True
        if g.events_on:
            g.tell("artillery-damaged", "R-ASLT-9", {"retreating": True}, unit=unit.id)
    if unit.fights:
        # Outside an assault the area's cubes are loose: the unit takes along
        # what those staying cannot hold (R-MOVE-6, R-RET-3).
        need = g.loose(area, unit.colour) - g.capacity(area, unit.colour, exclude=[unit.id])
        if need > 0:
            g.tie(unit, min(need, unit.cube_limit - unit.cubes), "R-RET-3")
    # R-RET-4: in an assault, the last defender to go takes the disruption marker
    carries = (
        role == "defender" and area in st.disrupted and g.count(area, side) == 1 and g.assault_in(area) is not None
    )
    final = path[-1]
    rule = "R-RET-3" if len(path) == 2 else ("R-RET-1" if role == "attacker" else "R-RET-2")
    st.came_from.pop(unit.id, None)
    g.place_unit(unit, final, rule, verb=verb, via=path[0] if len(path) == 2 else "")
    g.untie(unit)  # R-RET-5
    if role == "defender":
        g.after_loss(unit, area, "retreated", path)
    if len(path) == 2:
        first = path[0]
        if first not in st.disrupted and len(st.disrupted) < DISRUPTION_MARKERS:
            g.disrupt(first, "R-RET-3")
        else:
            g.push(ColourChoice(side, first, "R-RET-3"))
    if carries:
        if final in st.disrupted:
            g.remove_disruption(
                area,
                "R-RET-4",
                said(
                    "with {unit}: {area} has one already, so a cube instead", unit=g.name(unit.id), area=g.name(final)
                ),
            )
            g.push(ColourChoice(side, final, "R-RET-4"))
        elif g.bf.is_area(final):
            st.disrupted.discard(area)
            st.disrupted.add(final)
            if g.events_on:
                g.tell("disruption-moved", "R-RET-4", {"unit": unit.id}, origin=area, dest=final)
        else:  # pragma: no cover - defenders never retreat into an entry box
            g.remove_disruption(area, "R-RET-4")


class Retreat(Frame):
    """One unit must retreat; its owner picks the destination among the
    legal ones. ``ride_off``: cavalry evading a cube (R-ASLT-10), after which
    the artillery of its area may follow it."""

    rule = "R-RET"
    step = "retreat"

    def __init__(
        self,
        unit: str,
        area: str,
        role: str,
        *,
        damage: bool = False,
        verb: str = "retreat",
        why: Said | None = None,
        ride_off: bool = False,
    ) -> None:
        self.unit, self.area, self.role, self.damage, self.verb, self.why = unit, area, role, damage, verb, why
        self.ride_off = ride_off
        self.rule = "R-RET-1" if role == "attacker" else "R-RET-2"
        self.side = Side.CSA  # set in run

    def run(self, g: BaseBoard) -> bool:
        u = g.state.units[self.unit]
        self.side = u.side
        if u.location != self.area:
            g.pop(self)
            return False
        if not paths_for(g, u, self.area, self.role):
            g.pop(self)
            if self.role == "attacker" and g.bf.is_box(g.state.came_from.get(u.id, "")):
                g.eliminate(u, "R-ASLT-12", said("no legal retreat: no unit goes back into an entry box"))
            else:
                g.eliminate(u, self.rule, said("no legal retreat"))
            return False
        return True

    def options(self, g: BaseBoard) -> list[Action]:
        u = g.state.units[self.unit]
        return [act(self.verb, u.id, *p) for p in paths_for(g, u, self.area, self.role)]

    def apply(self, g: BaseBoard, a: Action) -> None:
        u = g.state.units[self.unit]
        g.pop(self)
        path = a.args[1:]
        perform_retreat(g, u, self.area, path, self.role, self.verb, self.damage)
        if self.ride_off and u.location == path[-1]:
            g.push(RideOff(u.side, self.area, path))

    def prompt(self, g: BaseBoard) -> str:
        if self.why:
            return said(
                "{unit} must retreat from {area}: {why}; choose where",
                unit=g.name(self.unit),
                area=g.name(self.area),
                why=self.why,
            )
        return said("{unit} must retreat from {area}; choose where", unit=g.name(self.unit), area=g.name(self.area))


def _guns(g: BaseBoard, side: Side, area: str) -> list[Unit]:
    return [u for u in g.units_at(area, side) if u.is_artillery]


class Withdraw(Frame):
    """R-ASLT-8: after his first morale check the defender may withdraw any
    or all of his artillery without damage."""

    rule = "R-ASLT-8"
    step = "withdraw-artillery"

    def __init__(self, side: Side, area: str) -> None:
        self.side, self.area = side, area
        self.finished = False

    def run(self, g: BaseBoard) -> bool:
        if self.finished or not _guns(g, self.side, self.area):
            g.pop(self)
            return False
        return True

    def options(self, g: BaseBoard) -> list[Action]:
        out = [KEEP_ARTILLERY]
        for u in representatives(g, _guns(g, self.side, self.area)):
            out.extend(act("withdraw", u.id, *p) for p in defender_paths(g, u, self.area))
        return out

    def apply(self, g: BaseBoard, a: Action) -> None:
        if a.verb == "keep-artillery":
            self.finished = True
            return
        u = g.state.units[a.args[0]]
        perform_retreat(g, u, self.area, a.args[1:], "defender", "withdraw")

    def prompt(self, g: BaseBoard) -> str:
        return said("withdraw artillery from {area} without damage, or keep it there", area=g.name(self.area))


class RideOff(Frame):
    """R-ASLT-10 [ruling]: after cavalry evaded a cube, the artillery of its
    area may retreat with it without damage: to the cavalry's area (by its
    path), where the stacking limit allows, if its owner wants."""

    rule = "R-ASLT-10"
    step = "ride-off"

    def __init__(self, side: Side, area: str, path: tuple[str, ...]) -> None:
        self.side, self.area, self.path = side, area, tuple(path)
        self.finished = False

    def _open(self, g: BaseBoard) -> bool:
        return g.has_room(self.path[-1], self.side) and bool(_guns(g, self.side, self.area))

    def run(self, g: BaseBoard) -> bool:
        if self.finished or not self._open(g):
            g.pop(self)
            return False
        return True

    def options(self, g: BaseBoard) -> list[Action]:
        out = [KEEP_ARTILLERY]
        out.extend(act("withdraw", u.id, *self.path) for u in representatives(g, _guns(g, self.side, self.area)))
        return out

    def apply(self, g: BaseBoard, a: Action) -> None:
        if a.verb == "keep-artillery":
            self.finished = True
            return
        perform_retreat(g, g.state.units[a.args[0]], self.area, self.path, "defender", "withdraw")

    def prompt(self, g: BaseBoard) -> str:
        return said(
            "artillery in {area} may ride off with the cavalry to {dest} without damage, or stay",
            area=g.name(self.area),
            dest=g.name(self.path[-1]),
        )


class ArtilleryFate(Frame):
    """R-ASLT-9 [ruling]: artillery left without infantry or cavalry, where
    only cavalry retreated: it may ride off undamaged with that cavalry (to
    its area, where the stacking limit allows), or else retreats damaged
    (eliminated if already damaged or with no retreat)."""

    rule = "R-ASLT-9"
    step = "artillery-retreat"

    def __init__(self, side: Side, area: str, unit: str, cavalry_paths: tuple[tuple[str, ...], ...]) -> None:
        self.side, self.area, self.unit = side, area, unit
        self.cavalry_paths = cavalry_paths

    def _rides(self, g: BaseBoard) -> list[tuple[str, ...]]:
        seen = []
        for p in self.cavalry_paths:
            if p and p not in seen and g.has_room(p[-1], self.side) and not g.holds_enemy(p[-1], self.side):
                seen.append(p)
        return seen

    def run(self, g: BaseBoard) -> bool:
        u = g.state.units[self.unit]
        if u.location != self.area:
            g.pop(self)
            return False
        if not self._rides(g) and not defender_paths(g, u, self.area):
            g.pop(self)
            g.eliminate(u, self.rule, said("its cavalry rode off and it has no retreat"))
            return False
        return True

    def options(self, g: BaseBoard) -> list[Action]:
        u = g.state.units[self.unit]
        out = [act("withdraw", u.id, *p) for p in self._rides(g)]
        out.extend(act("retreat", u.id, *p) for p in defender_paths(g, u, self.area))
        return out

    def apply(self, g: BaseBoard, a: Action) -> None:
        u = g.state.units[self.unit]
        g.pop(self)
        if a.verb == "withdraw":
            perform_retreat(g, u, self.area, a.args[1:], "defender", "withdraw")
        else:
            perform_retreat(g, u, self.area, a.args[1:], "defender", "retreat", damage=True)

    def prompt(self, g: BaseBoard) -> str:
        return said(
            "{unit} is left without infantry in {area}: ride off undamaged with the cavalry (withdraw), or retreat damaged",
            unit=g.name(self.unit),
            area=g.name(self.area),
        )


class FallBack(Frame):
    """T5 "C": the attacker retreats one attacking unit of his choice."""

    rule = "R-ASLT-5"
    step = "counter-attack"

    def __init__(self, side: Side, area: str) -> None:
        self.side, self.area = side, area

    def run(self, g: BaseBoard) -> bool:
        if not g.fighting(self.area, self.side):
            g.pop(self)
            return False
        return True

    def options(self, g: BaseBoard) -> list[Action]:
        return [
            act("fall-back", u.id)
            for u in representatives(g, [u for u in g.units_at(self.area, self.side) if u.kind in FIGHTING_KINDS])
        ]

    def apply(self, g: BaseBoard, a: Action) -> None:
        g.pop(self)
        g.push(Retreat(a.args[0], self.area, "attacker", why=said("counter-attack")))

    def prompt(self, g: BaseBoard) -> str:
        return said("counter-attack in {area}: choose the attacking unit that falls back", area=g.name(self.area))


class ColourChoice(Frame):
    """R-RET-3 / R-RET-4: a cube of the colour of one of the units there,
    owner's choice (R-DMG-2 [ruling]: not one that eliminates while another
    colour would not)."""

    step = "cube-colour"

    def __init__(self, side: Side, area: str, rule: str) -> None:
        self.side, self.area, self.rule = side, area, rule

    def run(self, g: BaseBoard) -> bool:
        if not colour_loads(g, self.area, self.side):
            g.pop(self)
            return False
        return True

    def options(self, g: BaseBoard) -> list[Action]:
        return [act("cube-colour", c) for c in safe_colours(g, self.area, self.side)]

    def apply(self, g: BaseBoard, a: Action) -> None:
        g.pop(self)
        g.add_loose_cube(self.area, a.args[0], self.rule)

    def prompt(self, g: BaseBoard) -> str:
        return said("a cube is placed in {area}: choose its colour", area=g.name(self.area))
