"""Invariants checked after every action in random playouts (issue 2, item 6)."""

from __future__ import annotations

from collections import Counter

from .gateway import Gateway
from .pieces import (
    ARTILLERY_FIRE_MARKERS,
    BLOCK_VALUES,
    CSA_DISCS,
    CUBE_SUPPLY,
    DISRUPTION_MARKERS,
    ELIMINATED,
    ENTRENCHMENT_MARKERS,
    ON_CHART,
    STACKING_LIMIT,
    USA_BLACK_DISCS,
    USA_BLUE_DISCS,
    Side,
)


def violations(g: Gateway) -> list[str]:
    """Every broken invariant, as sentences; empty when all hold."""
    st = g.state
    bf = g.bf
    out: list[str] = []
    # pieces conserved
    if set(st.units) != {u.id for u in g.scenario.units}:
        out.append("the set of units changed")
    indexed = Counter(u.id for units in st.at.values() for u in units)
    for u in st.units.values():
        where = u.location
        if where in (ON_CHART, ELIMINATED):
            if indexed[u.id]:
                out.append(f"{u.id} is {where} but still indexed on the map")
            continue
        if not (bf.is_area(where) or bf.is_box(where)):
            out.append(f"{u.id} is in unknown place {where!r}")
        if indexed[u.id] != 1 or all(v is not u for v in st.at.get(where, ())):
            out.append(f"{u.id} is not indexed exactly once at {where}")
        if u.cubes < 0 or (u.cubes and u.is_artillery):
            out.append(f"{u.id} holds {u.cubes} cubes")
    for side in Side:
        want = Counter(place for place, units in st.at.items() for u in units if u.side is side)
        if dict(want) != st.present[side]:
            out.append(f"the {side.title} presence index disagrees with the units' places")
    for side in Side:
        expect = [p not in st.blocks and not g.holds_enemy(p, side) for p in g.places]
        if g._free[side] != expect:
            out.append(f"the {side.title} free-place mask disagrees with blocks and units (R-BLK-1)")
    # cube supply
    held = Counter()
    for pile in st.cubes.values():
        for c, n in pile.items():
            if n <= 0:
                out.append(f"a pile of {n} {c} cubes")
            held[c] += n
    for u in st.units.values():
        if u.cubes:
            held[u.colour] += u.cubes
    for c, total in CUBE_SUPPLY.items():
        if st.supply[c] < 0 or st.supply[c] + held[c] != total:
            out.append(f"{c} cubes: supply {st.supply[c]} + in play {held[c]} != {total}")
    # an attacker waiting for its assault, or fighting it, knows where it came from (R-RET-1)
    for place, units in st.at.items():
        if bf.is_area(place) and place in st.present[Side.CSA] and place in st.present[Side.USA]:
            for u in units:
                if u.side is st.active and u.id not in st.came_from:
                    out.append(f"{u.id} attacks {place} without knowing where it came from")
    top = st.stack[-1] if st.stack else None
    between_actions = type(top).__name__ == "Turn" and not top.pending
    if between_actions and st.outcome is None:
        for place, units in st.at.items():
            if bf.is_box(place):
                continue
            sides = Counter(u.side for u in units)
            if len(sides) > 1:
                out.append(f"both sides in {place} between actions")
            for side, n in sides.items():
                if n > STACKING_LIMIT:
                    out.append(f"{n} {side.title} units in {place} (R-MOVE-5)")
        for place, pile in st.cubes.items():
            for c, n in pile.items():
                if n > g.capacity(place, c):
                    out.append(f"{n} {c} cubes in {place}, more than its units can hold (R-DMG-2)")
        for u in st.units.values():
            if u.cubes:
                out.append(f"{u.id} still has {u.cubes} cubes tied to it between actions (R-DMG-4)")
        for place, block in st.blocks.items():
            if g.count(place, block.side) == 0 and g.count(place, block.side.other):
                out.append(f"a {block.side.title} block stands in {place} among enemy units only (R-BLK-4)")
    # blocks and discs
    for side in Side:
        values = sorted(
            st.available[side] + st.set_aside[side] + [b.value for b in st.blocks.values() if b.side is side]
        )
        if values != sorted(BLOCK_VALUES):
            out.append(f"{side.title} blocks are {values}")
    for place, block in st.blocks.items():
        if not 0 <= block.discs <= block.value:
            out.append(f"the block in {place} holds {block.discs} discs (value {block.value})")
    if (
        min(st.csa_single, st.csa_double, st.csa_supply()) < 0
        or st.csa_single + st.csa_double + st.discs_on_map(Side.CSA) + st.csa_supply() != CSA_DISCS
    ):
        out.append("CSA discs are not conserved")
    if st.usa_blue < 0 or st.usa_blue + st.discs_on_map(Side.USA) > USA_BLUE_DISCS:
        out.append("Union blue discs are not conserved")
    if st.usa_black < 0 or st.usa_black + st.usa_black_aside > USA_BLACK_DISCS:
        out.append("Union forced-pass discs are not conserved")
    # markers
    if len(st.disrupted) > DISRUPTION_MARKERS:
        out.append(f"{len(st.disrupted)} disruption markers")
    if sum(len(m) for m in st.entrenchments.values()) > ENTRENCHMENT_MARKERS:
        out.append("more entrenchment markers than exist")
    for area, markers in st.entrenchments.items():
        if len(markers) > 2 or any(not bf.adjacent(area, b) for b in markers):
            out.append(f"entrenchment markers {markers} in {area}")
    if len(st.fire_markers) > ARTILLERY_FIRE_MARKERS:
        out.append(f"{len(st.fire_markers)} artillery-fire markers")
    if st.outcome is None and not g.legal_actions():
        out.append("no legal action and the game is not over")
    return out
