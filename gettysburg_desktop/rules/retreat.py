"""Retreats (R-RET), artillery withdrawal (R-ASLT-8) and counter-attack fall-back (T5 "C")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, act
from .frame import Frame
from .pieces import FIGHTING_KINDS, Side, Unit

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def command_ok(g: "Game", place: str, side: Side, blocks: set[str]) -> bool:
    """R-RET-2: the area holds a friendly block or is adjacent to one (entry
    boxes count as adjacent to their own area)."""
    return any(p in blocks for p in g.bf.order_reach(place))


def defender_paths(g: "Game", unit: Unit, area: str) -> list[tuple[str, ...]]:
    """R-RET-2 / R-RET-3 with their [interpretations]: one area if any has
    room; otherwise two areas; none: the unit is eliminated."""
    side = unit.side
    blocks = g.command_places(side)
    near = [y for y in g.bf.neighbours(area) if not g.holds_enemy(y, side)]
    single = [y for y in near if command_ok(g, y, side, blocks)]
    if not single:
        return []
    room = [(y,) for y in single if g.has_room(y, side)]
    if room:
        return room
    out = []
    for y in near:
        for z in g.bf.neighbours(y):
            if z != area and not g.holds_enemy(z, side) and g.has_room(z, side) and command_ok(g, z, side, blocks):
                out.append((y, z))
    return out


def attacker_paths(g: "Game", unit: Unit, area: str) -> list[tuple[str, ...]]:
    """R-RET-1 back where it came from; R-ASLT-12 an entry box takes it back;
    R-RET-3a two areas with the origin first when the origin is full.
    [interpretation] An origin now held by the enemy leaves no retreat."""
    side = unit.side
    origin = g.state.came_from.get(unit.id)
    if origin is None:
        return []
    if g.bf.is_box(origin):
        return [(origin,)]
    if g.holds_enemy(origin, side):
        return []
    if g.has_room(origin, side):
        return [(origin,)]
    blocks = g.command_places(side)
    return [
        (origin, z)
        for z in g.bf.neighbours(origin)
        if z != area and not g.holds_enemy(z, side) and g.has_room(z, side) and command_ok(g, z, side, blocks)
    ]


def paths_for(g: "Game", unit: Unit, area: str, role: str) -> list[tuple[str, ...]]:
    return attacker_paths(g, unit, area) if role == "attacker" else defender_paths(g, unit, area)


def _assault_in(g: "Game", area: str) -> bool:
    from .assault import Assault

    return any(isinstance(f, Assault) and f.area == area for f in g.state.stack)


def perform_retreat(g: "Game", unit: Unit, area: str, path: tuple[str, ...], role: str, verb: str = "retreat", damage: bool = False) -> None:
    from .damage import ColourChoice

    st = g.state
    side = unit.side
    if damage:
        if unit.damaged:
            g.eliminate(unit, "R-ASLT-9", "already damaged artillery must retreat")
            return
        unit.damaged = True
        g.emit("artillery-damaged", f"{unit.id} is damaged as it retreats", "R-ASLT-9", unit=unit.id)
    if unit.fights:
        # Outside an assault the area's cubes are loose: the unit takes along
        # what those staying cannot hold (R-MOVE-6, R-RET-3).
        need = g.loose(area, unit.colour) - g.capacity(area, unit.colour, exclude=[unit.id])
        if need > 0:
            g.tie(unit, min(need, unit.cube_limit - unit.cubes))
    # R-RET-4: in an assault, the last defender to go takes the disruption marker
    carries = role == "defender" and area in st.disrupted and g.count(area, side) == 1 and _assault_in(g, area)
    final = path[-1]
    rule = "R-RET-3" if len(path) == 2 else ("R-RET-1" if role == "attacker" else "R-RET-2")
    st.came_from.pop(unit.id, None)
    g.place_unit(unit, final, rule, verb=verb)
    g.untie(unit)  # R-RET-5
    if role == "defender":
        g.after_loss(unit, area, "retreated")
    if len(path) == 2:
        first = path[0]
        if first not in st.disrupted and len(st.disrupted) < 8:
            g.disrupt(first, "R-RET-3")
        else:
            g.push(ColourChoice(side, first, "R-RET-3"))
    if carries:
        st.disrupted.discard(area)
        if final in st.disrupted:
            g.emit("disruption-merged", f"{unit.id} brings the disruption marker from {area} into {final}, which has one: a cube instead", "R-RET-4")
            g.push(ColourChoice(side, final, "R-RET-4"))
        elif g.bf.is_area(final):
            st.disrupted.add(final)
            g.emit("disrupted", f"{unit.id} takes the disruption marker from {area} to {final}", "R-RET-4", area=final)


class Retreat(Frame):
    """One unit must retreat; its owner picks the destination among the legal ones."""

    rule = "R-RET"

    def __init__(self, unit: str, area: str, role: str, *, damage: bool = False, verb: str = "retreat", why: str = "") -> None:
        self.unit, self.area, self.role, self.damage, self.verb, self.why = unit, area, role, damage, verb, why
        self.rule = "R-RET-1" if role == "attacker" else "R-RET-2"
        self.side = Side.CSA  # set in run

    def run(self, g: "Game") -> bool:
        u = g.state.units[self.unit]
        self.side = u.side
        if u.location != self.area:
            g.pop(self)
            return False
        if not paths_for(g, u, self.area, self.role):
            g.pop(self)
            g.eliminate(u, self.rule, "no legal retreat")
            return False
        return True

    def options(self, g: "Game") -> list[Action]:
        u = g.state.units[self.unit]
        return [act(self.verb, u.id, *p) for p in paths_for(g, u, self.area, self.role)]

    def apply(self, g: "Game", a: Action) -> None:
        u = g.state.units[self.unit]
        g.pop(self)
        perform_retreat(g, u, self.area, a.args[1:], self.role, self.verb, self.damage)

    def prompt(self, g: "Game") -> str:
        return f"{self.unit} must retreat from {self.area}{': ' + self.why if self.why else ''}; choose where"


class Withdraw(Frame):
    """R-ASLT-8: after his first morale check the defender may withdraw any
    or all of his artillery without damage."""

    rule = "R-ASLT-8"

    def __init__(self, side: Side, area: str, rule: str = "R-ASLT-8") -> None:
        self.side, self.area, self.rule = side, area, rule
        self.finished = False

    def run(self, g: "Game") -> bool:
        if self.finished or not any(u.is_artillery for u in g.units_at(self.area, self.side)):
            g.pop(self)
            return False
        return True

    def options(self, g: "Game") -> list[Action]:
        out = [act("keep-artillery")]
        for u in g.units_at(self.area, self.side):
            if u.is_artillery:
                out.extend(act("withdraw", u.id, *p) for p in defender_paths(g, u, self.area))
        return out

    def apply(self, g: "Game", a: Action) -> None:
        if a.verb == "keep-artillery":
            self.finished = True
            return
        u = g.state.units[a.args[0]]
        perform_retreat(g, u, self.area, a.args[1:], "defender", "withdraw")

    def prompt(self, g: "Game") -> str:
        if self.rule == "R-ASLT-10":
            return f"artillery in {self.area} may ride off with the cavalry without damage, or stay"
        return f"withdraw artillery from {self.area} without damage, or keep it there"


class FallBack(Frame):
    """T5 "C": the attacker retreats one attacking unit of his choice."""

    rule = "R-ASLT-5"

    def __init__(self, side: Side, area: str) -> None:
        self.side, self.area = side, area

    def run(self, g: "Game") -> bool:
        if not g.fighting(self.area, self.side):
            g.pop(self)
            return False
        return True

    def options(self, g: "Game") -> list[Action]:
        from .damage import representatives

        return [act("fall-back", u.id) for u in representatives(g, [u for u in g.units_at(self.area, self.side) if u.kind in FIGHTING_KINDS])]

    def apply(self, g: "Game", a: Action) -> None:
        g.pop(self)
        g.push(Retreat(a.args[0], self.area, "attacker", why="counter-attack"))

    def prompt(self, g: "Game") -> str:
        return f"counter-attack in {self.area}: choose the attacking unit that falls back"
