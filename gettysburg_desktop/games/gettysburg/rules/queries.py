"""What the rules ask of a position, below the frames that ask it: which
units the rules can't tell apart (unit classes, their representatives),
which cube colours a side may take, and where a unit may retreat
(R-RET-1..3). damage.py and retreat.py re-export these names."""

from __future__ import annotations

from collections.abc import Iterable

from .base_board import BaseBoard
from .pieces import FIGHTING_KINDS, Side, Unit
from .variants import ENTRY_BOX_FALLBACK


def unit_class(g: BaseBoard, u: Unit) -> tuple:
    """What makes units interchangeable: same side, place, type, cubes,
    origin and damage. The rules can't tell two such units apart."""
    return (u.side, u.location, u.kind, u.cubes, g.state.came_from.get(u.id), u.damaged)


def representatives(g: BaseBoard, units: Iterable[Unit]) -> list[Unit]:
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


def survives_a_cube(g: BaseBoard, u: Unit) -> bool:
    """R-DMG-2 [ruling]: one more cube leaves ``u`` on the map (within its
    limit, and a cube of its colour is in the supply, R-DMG-9)."""
    return u.cubes < u.cube_limit and g.state.supply[u.colour] > 0


def colour_loads(g: BaseBoard, area: str, side: Side) -> dict[str, tuple[int, int]]:
    """colour -> (loose cubes, units of that colour) for ``side``'s fighting units."""
    out: dict[str, tuple[int, int]] = {}
    for u in g.units_at(area, side):
        if u.kind in FIGHTING_KINDS:
            c = u.colour
            n = out.get(c, (g.loose(area, c), 0))[1]
            out[c] = (g.loose(area, c), n + 1)
    return out


def safe_colours(g: BaseBoard, area: str, side: Side) -> list[str]:
    """The colours of ``side``'s infantry and cavalry in ``area``; R-DMG-2
    [ruling]: only those whose units can hold one more cube (and whose supply
    has one), while any such colour exists."""
    loads = colour_loads(g, area, side)
    safe = [c for c, (cubes, _) in loads.items() if cubes < g.capacity(area, c) and g.state.supply[c] > 0]
    return sorted(safe or loads)


def evenest_colours(g: BaseBoard, area: str, side: Side) -> list[str]:
    """R-DMG-7 [interpretation]: the colours whose units hold the fewest cubes
    each when the area's cubes are spread evenly (among the safe ones, R-DMG-2)."""
    loads = colour_loads(g, area, side)
    if not loads:
        return []
    per_unit = {c: loads[c][0] // loads[c][1] for c in safe_colours(g, area, side)}
    least = min(per_unit.values())
    return sorted(c for c, v in per_unit.items() if v == least)


def command_ok(g: BaseBoard, place: str, side: Side, blocks: set[str]) -> bool:
    """R-RET-2: the area holds a friendly block or is adjacent to one (entry
    boxes count as adjacent to their own area)."""
    return any(p in blocks for p in g.bf.order_reach(place))


def attackers_origins(g: BaseBoard, area: str) -> frozenset[str]:
    """R-RET-2 [ruling]: the areas from which attackers entered the assault
    fought in ``area`` (none outside an assault)."""
    frame = g.assault_in(area)
    return frame.entered_from if frame is not None else frozenset()


def defender_paths(g: BaseBoard, unit: Unit, area: str) -> list[tuple[str, ...]]:
    """R-RET-2 / R-RET-3 with their [interpretations]: one area if any has
    room; otherwise two areas; none: the unit is eliminated. [ruling] Never
    into an area from which attackers entered this assault."""
    side = unit.side
    blocks = g.command_places(side)
    barred = attackers_origins(g, area)
    near = [y for y in g.bf.neighbours(area) if not g.holds_enemy(y, side) and y not in barred]
    single = [y for y in near if command_ok(g, y, side, blocks)]
    if not single:
        return []
    room = [(y,) for y in single if g.has_room(y, side)]
    if room:
        return room
    out = []
    for y in near:
        for z in g.bf.neighbours(y):
            if (
                z != area
                and z not in barred
                and not g.holds_enemy(z, side)
                and g.has_room(z, side)
                and command_ok(g, z, side, blocks)
            ):
                out.append((y, z))
    return out


def attacker_paths(g: BaseBoard, unit: Unit, area: str) -> list[tuple[str, ...]]:
    """R-RET-1 back where it came from; R-RET-3a two areas with the origin
    first when the origin is full. R-ASLT-12 [ruling]: no unit goes back into
    an entry box, so an attacker out of a box has no retreat (the variant
    entry-box-fallback takes it back into the box). [interpretation] An
    origin now held by the enemy leaves no retreat."""
    side = unit.side
    origin = g.state.came_from.get(unit.id)
    if origin is None:
        return []
    if g.bf.is_box(origin):
        return [(origin,)] if ENTRY_BOX_FALLBACK in g.variants else []
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


def paths_for(g: BaseBoard, unit: Unit, area: str, role: str) -> list[tuple[str, ...]]:
    return attacker_paths(g, unit, area) if role == "attacker" else defender_paths(g, unit, area)
