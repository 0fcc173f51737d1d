"""A stated position: a game that starts in the middle of a battle (issue 2,
item 5), at the start of the action rounds of a period, reinforcements and
order boxes already done. Plain dicts in, plain dicts out; the YAML lives in
scenario/record.py. The keys are documented in docs/game-record.md."""

from __future__ import annotations

from gettysburg_desktop.kernel.gateway import PositionError
from gettysburg_desktop.kernel.shape import Either, Fields, Flag, ListOf, MapOf, Text, Whole

from .game import Game
from .periods import PERIODS, period_index
from .pieces import (
    ARTILLERY_FIRE_MARKERS,
    BLOCK_VALUES,
    CUBE_SUPPLY,
    DISRUPTION_MARKERS,
    ELIMINATED,
    ENTRENCHMENT_MARKERS,
    ON_CHART,
    USA_BLACK_DISCS,
    USA_BLUE_DISCS,
    Side,
    Unit,
)
from .scenario import Scenario
from .sequence import Period
from .state import Block, GameState

#: what each key's value must be, checked before any of it is used: every
#: value of another type or out of range is a line naming its key
#: (issue 22, item 13; kernel/shape.py)
_UNIT = Either(
    Text,
    Fields(
        {"id": Text, "cubes": Whole(0, 5), "damaged": Flag},
        required=("id",),
        needs="must be a unit id or {id: ..., cubes: N, damaged: true}",
    ),
    words="a unit id or {id: ..., cubes: N, damaged: true}",
)
_BLOCK_VALUE = Whole(2, 5, "a block value 2-5")
_PER_SIDE = Fields({"csa": ListOf(_BLOCK_VALUE), "usa": ListOf(_BLOCK_VALUE)})
_SHAPE = Fields(
    {
        "period": Text,
        "active": Text,
        "units": MapOf(ListOf(_UNIT)),
        "eliminated": ListOf(Text.named("an id")),
        "cubes": MapOf(MapOf(Whole(0))),
        "disrupted": ListOf(Text.named("an id")),
        "entrenchments": MapOf(ListOf(Text.named("an id"))),
        "fire_markers": ListOf(Text.named("an id")),
        "blocks": MapOf(
            Fields(
                {"side": Text, "value": _BLOCK_VALUE, "discs": Whole(0)},
                required=("side", "value"),
                needs="needs side (csa/usa), value (2-5) and discs",
            )
        ),
        "available_blocks": _PER_SIDE,
        "set_aside_blocks": _PER_SIDE,
        "discs": Fields({k: Whole(0) for k in ("csa_single", "csa_double", "usa_blue", "usa_forced_pass")}),
    }
)
POSITION_KEYS = tuple(_SHAPE.fields)


def state_from_position(scenario: Scenario, data: dict, where: str = "position") -> GameState:
    problems: list[str] = []

    def bad(path: str, msg: str) -> None:
        problems.append(f"{where}.{path}: {msg}")

    if not isinstance(data, dict):
        raise PositionError(f"{where}: must be a mapping of {', '.join(POSITION_KEYS)}")
    shape = _SHAPE.check(data, where)
    if shape:
        raise PositionError("\n".join(shape))
    # from here on every value has its shape (a null: the key left out)
    bf = scenario.battlefield
    st = GameState()
    try:
        st.period = period_index(data.get("period") or PERIODS[0])
    except ValueError as exc:
        bad("period", str(exc))
    try:
        st.active = Side((data.get("active") or "csa").lower())
    except ValueError:
        bad("active", "must be csa or usa")
    specs = {u.id: u for u in scenario.units}

    for spec in scenario.units:
        st.units[spec.id] = Unit(spec.id, spec.side, spec.kind, ON_CHART)
    placed: set[str] = set()
    for place, entries in (data.get("units") or {}).items():
        if not (bf.is_area(place) or bf.is_box(place)):
            bad(f"units.{place}", "is neither an area nor an entry box of the map")
            continue
        for i, entry in enumerate(entries or []):
            path = f"units.{place}[{i}]"
            if isinstance(entry, str):
                entry = {"id": entry}
            uid = entry["id"]
            if uid not in specs:
                bad(path, f"unknown unit {uid!r}")
                continue
            if uid in placed:
                bad(path, f"unit {uid!r} is placed twice")
                continue
            placed.add(uid)
            u = st.units[uid]
            u.location = place
            st.put(u, place)
            u.damaged = bool(entry.get("damaged"))
            if u.damaged and not u.is_artillery:
                bad(path, "only artillery can be damaged")
            cubes = entry.get("cubes") or 0
            if cubes:
                if cubes > u.cube_limit:
                    bad(path, f"cubes must be 0..{u.cube_limit} for this {u.kind.value} unit")
                else:
                    pile = st.cubes.setdefault(place, {})
                    pile[u.colour] = pile.get(u.colour, 0) + cubes
    for i, uid in enumerate(data.get("eliminated") or []):
        if uid not in specs:
            bad(f"eliminated[{i}]", f"unknown unit {uid!r}")
        elif uid in placed:
            bad(f"eliminated[{i}]", f"unit {uid!r} is also on the map")
        else:
            st.units[uid].location = ELIMINATED
    for place, pile in (data.get("cubes") or {}).items():
        if not (bf.is_area(place) or bf.is_box(place)):
            bad(f"cubes.{place}", "is neither an area nor an entry box")
            continue
        for c, n in (pile or {}).items():
            if c not in CUBE_SUPPLY:
                bad(f"cubes.{place}.{c}", "needs a cube colour (e.g. usa-regular) and a whole number")
                continue
            st.cubes.setdefault(place, {})
            st.cubes[place][c] = st.cubes[place].get(c, 0) + (n or 0)
    for place in list(st.cubes):
        st.cubes[place] = {c: n for c, n in st.cubes[place].items() if n}
        if not st.cubes[place]:
            del st.cubes[place]
    for c in CUBE_SUPPLY:
        st.supply[c] = CUBE_SUPPLY[c] - sum(p.get(c, 0) for p in st.cubes.values())
        if st.supply[c] < 0:
            bad("cubes", f"more {c} cubes than exist ({CUBE_SUPPLY[c]})")
    for place, pile in st.cubes.items():
        for c, n in pile.items():
            holders = [u for u in st.at.get(place, ()) if u.colour == c]
            if n > sum(u.cube_limit for u in holders):
                bad(f"cubes.{place}", f"{n} {c} cubes are more than the units there can hold (R-DMG-2)")
    for i, area in enumerate(data.get("disrupted") or []):
        if not bf.is_area(area):
            bad(f"disrupted[{i}]", f"unknown area {area!r}")
        st.disrupted.add(area)
    for area, borders in (data.get("entrenchments") or {}).items():
        if not bf.is_area(area):
            bad(f"entrenchments.{area}", "unknown area")
            continue
        borders = list(borders or [])
        if len(borders) > 2:
            bad(f"entrenchments.{area}", "at most two markers per area (R-ENT-1)")
        for b in borders:
            if not bf.adjacent(area, b):
                bad(f"entrenchments.{area}", f"{b!r} is not a neighbour of {area!r}")
        st.entrenchments[area] = borders
    for i, area in enumerate(data.get("fire_markers") or []):
        if not bf.is_area(area):
            bad(f"fire_markers[{i}]", f"unknown area {area!r}")
        st.fire_markers.add(area)
    used: dict[Side, list[int]] = {s: [] for s in Side}
    for place, b in (data.get("blocks") or {}).items():
        path = f"blocks.{place}"
        if not (bf.is_area(place) or bf.is_box(place)):
            bad(path, "is neither an area nor an entry box")
            continue
        if b is None:
            bad(path, "needs side (csa/usa), value (2-5) and discs")
            continue
        try:
            side = Side(b["side"].lower())
        except ValueError:
            bad(f"{path}.side", f"must be csa or usa, not {b['side']!r}")
            continue
        value, discs = b["value"], b.get("discs") or 0
        if not 0 <= discs <= value:
            bad(path, f"{discs} discs on a block of value {value}")
        st.blocks[place] = Block(side, value, discs)
        used[side].append(value)
    for side in Side:
        avail = (data.get("available_blocks") or {}).get(side.value)
        aside = list((data.get("set_aside_blocks") or {}).get(side.value) or [])
        if avail is None:
            rest = list(BLOCK_VALUES)
            for v in used[side] + aside:
                if v in rest:
                    rest.remove(v)
            avail = rest
        st.available[side] = sorted(avail)
        st.set_aside[side] = sorted(aside)
        if not st.available[side]:  # R-BLK-2: with none available the set-aside ones return
            st.available[side], st.set_aside[side] = st.set_aside[side], []
        if sorted(st.available[side] + st.set_aside[side] + used[side]) != sorted(BLOCK_VALUES):
            bad("blocks", f"{side.title} blocks on the map, available and set aside must be 2,2,3,3,4,4,5,5")
        # what the other side knows of these blocks: places, discs and how many (R-ACT-2)
        mine = tuple(sorted((p, b.discs) for p, b in st.blocks.items() if b.side is side))
        st.blocks_seen[side] = [("start", mine, len(st.available[side]), len(st.set_aside[side]))]
    discs = {k: n for k, n in (data.get("discs") or {}).items() if n is not None}
    if len(st.disrupted) > DISRUPTION_MARKERS:
        bad("disrupted", f"only {DISRUPTION_MARKERS} disruption markers exist")
    if sum(len(m) for m in st.entrenchments.values()) > ENTRENCHMENT_MARKERS:
        bad("entrenchments", f"only {ENTRENCHMENT_MARKERS} entrenchment markers exist")
    if len(st.fire_markers) > ARTILLERY_FIRE_MARKERS:
        bad("fire_markers", f"only {ARTILLERY_FIRE_MARKERS} artillery-fire markers exist")
    st.csa_single = discs.get("csa_single", 12)
    st.csa_double = discs.get("csa_double", 4)
    st.usa_blue = discs.get("usa_blue", scenario.union_order_boxes.get("morning", 10))
    st.usa_black = discs.get("usa_forced_pass", 0)
    if st.csa_supply() < 0:
        bad("discs", "more CSA discs than the 22 that exist")
    if st.usa_blue + st.discs_on_map(Side.USA) > USA_BLUE_DISCS or st.usa_black > USA_BLACK_DISCS:
        bad("discs", "more Union discs than exist (12 blue, 8 forced-pass)")
    if st.usa_blue + st.usa_black == 0:
        bad("discs", "the Union's available-orders box is empty: the period would already be over")
    for side in Side:
        for place, n in st.present[side].items():
            if bf.is_area(place) and n > 4:
                bad(f"units.{place}", f"{n} {side.title} units: at most 4 between actions (R-MOVE-5)")
            if place in st.present[side.other] and side is Side.CSA:
                bad(
                    f"units.{place}",
                    "holds units of both sides: a position is between actions, after every assault",
                )
    if problems:
        raise PositionError("\n".join(problems))
    period = Period()
    period.phase = "actions"
    period.last_turn = st.active.other
    st.stack.append(period)
    return st


def position_of(g: Game) -> dict:
    """The current position in the same form (valid between turns)."""
    st = g.state
    units: dict[str, list] = {}
    for place in (*g.bf.area_ids, *sorted(g.bf.entry_boxes)):
        for u in g.units_at(place):
            units.setdefault(place, []).append({"id": u.id, "damaged": True} if u.damaged else u.id)
    return {
        "period": PERIODS[st.period],
        "active": st.active.value,
        "units": units,
        "eliminated": sorted(u.id for u in st.units.values() if u.location == ELIMINATED),
        "cubes": {p: dict(sorted(c.items())) for p, c in sorted(st.cubes.items()) if c},
        "disrupted": sorted(st.disrupted),
        "entrenchments": {a: list(m) for a, m in sorted(st.entrenchments.items())},
        "fire_markers": sorted(st.fire_markers),
        "blocks": {p: {"side": b.side.value, "value": b.value, "discs": b.discs} for p, b in sorted(st.blocks.items())},
        "available_blocks": {s.value: list(st.available[s]) for s in Side},
        "set_aside_blocks": {s.value: list(st.set_aside[s]) for s in Side},
        "discs": {
            "csa_single": st.csa_single,
            "csa_double": st.csa_double,
            "usa_blue": st.usa_blue,
            "usa_forced_pass": st.usa_black,
        },
    }
