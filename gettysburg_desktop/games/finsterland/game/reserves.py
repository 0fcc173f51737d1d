"""Reserves (FL-SETUP-4, FL-MOVE-10, FL-RUL-6, D14).

- **Held back** (FL-SETUP-4): at the set-up its owner may put any unit in
  reserve instead of on the table, noting secretly the round it arrives in
  and the sector of his deployment zone where it appears. The round must be
  one in which he is the active player **[interpretation]**; the sector one
  whose larger part lies in his zone. The other side reads only "South holds
  Landwehr in reserve": which unit, not when nor where (the record's public
  form: ``reserve S3 ? ?``). A battle file may hold a unit in reserve too
  (its round moved on to its side's next one where the lot for the first
  player makes it the other side's).
- **Orders** (FL-SETUP-5): a unit in reserve gets its hidden order with the rest.
- **Arrival** (FL-MOVE-10, FL-RUL-6, D14): at the start of the movement step
  of its round the unit appears in its sector, its rear on the table's edge,
  facing into the table, then moves with its normal allowance; it counts as
  having moved (it may charge, not fire in Schießen, and may be fired at). It
  stands in the sector's middle, else as near to it along the edge as it fits
  **[interpretation]**; where the sector has no room it arrives in its
  owner's next round, and after the last round not at all.

A computer's sampled world draws the other side's reserve rounds and sectors
anew (they are secret). The scout's alternative, learning an enemy reserve's
round (FL-SPEC-9), is not played.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import shapely

from gettysburg_desktop.boards.table.bases import EPS, Pose
from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.kernel.said import said

from ..field.bodies import ground
from ..rules.formation import Formation
from ..rules.units import Body, Loose, Unit
from .sides import Side

#: how far apart along the table's edge the places an arriving unit tries lie (inches)
STEP = 0.5


@dataclass
class Reserve:
    """A unit held back: the unit as it stood, the round it arrives in and the sector it appears in."""

    unit: Unit
    round: int
    sector: str


def arrival_rounds(g: Any, side: Side) -> list[int]:
    """The rounds a unit of ``side`` may arrive in: those in which ``side`` is the active player (FL-SETUP-4)."""
    first = g.state.first
    rounds = g.tables.scenario.rounds
    return [r for r in range(1, rounds + 1) if (first if r % 2 == 1 else first.other) == side]


def entry_sectors(g: Any, side: Side) -> list[str]:
    """The sectors of ``side``'s deployment zone: those whose larger part lies in it (FL-SETUP-4)."""
    return zone_sectors(g.table, side, g.tables.scenario.zone)


def zone_sectors(table: Table, side: Side, depth: float) -> list[str]:
    """The sectors whose larger part lies in ``side``'s deployment zone ``depth`` deep."""
    y0, y1 = (0.0, depth) if side is Side.SOUTH else (table.depth - depth, table.depth)
    band = shapely.box(0.0, y0, table.width, y1)
    return [name for name, shape in table.sectors() if float(shape.intersection(band).area) > shape.area / 2]


def due_round(rounds: list[int], wanted: int) -> int:
    """The arrival round a battle file's reserve keeps: its own where it is one of its side's,
    else the next of its side's (the first player is known only at the set-up, FL-SETUP-6), else the last."""
    later = [n for n in rounds if n >= wanted]
    return later[0] if later else rounds[-1]


def reserve_verdict(g: Any, side: Side, uid: str, round_word: str, sector: str) -> str:
    """Why ``side`` may not hold ``uid`` in reserve to arrive so ("" where it may)."""
    st = g.state
    unit = st.units.get(uid) or (r.unit if (r := st.reserves.get(uid)) else None)
    if unit is None or unit.side != side.value:
        return said("{unit} is not a unit of {side}", unit=uid, side=side.title)
    if uid in st.aboard:
        return said("{unit} rides in a vehicle", unit=unit.name)
    try:
        rnd = int(round_word)
    except ValueError:
        return said("{word} is no round", word=round_word)
    if rnd not in arrival_rounds(g, side):
        return said("a reserve arrives in a round of its own side: {rounds}",
                    rounds=", ".join(map(str, arrival_rounds(g, side))))  # fmt: skip
    if sector not in entry_sectors(g, side):
        return said("a reserve appears in a sector of its own deployment zone: {sectors}",
                    sectors=", ".join(entry_sectors(g, side)))  # fmt: skip
    return ""


def hold_back(g: Any, side: Side, uid: str, rnd: int, sector: str) -> None:
    """The unit leaves the table for the reserve (FL-SETUP-4), or its arrival is written anew."""
    st = g.state
    unit = st.units.pop(uid, None) or st.reserves[uid].unit
    st.reserves[uid] = Reserve(unit, rnd, sector)
    told(g, side, uid, st.reserves[uid])


def told(g: Any, side: Side, uid: str, r: Reserve) -> None:
    """The log's line for a unit held in reserve: its side reads when and where, the other side only which unit."""
    g.emit_secret(side, said("{side} holds {unit} in reserve", side=side.title, unit=r.unit.name), "reserve",
                  said("{unit} is held in reserve: it arrives in round {n} in {sector}", unit=r.unit.name,
                       n=r.round, sector=r.sector),
                  "FL-SETUP-4", ("round", "sector"), unit=uid, round=r.round, sector=r.sector)  # fmt: skip


def bring_back(g: Any, uid: str) -> Unit:
    """A unit in reserve set up on the table after all (it is placed where it is dragged)."""
    unit = g.state.reserves.pop(uid).unit
    g.state.units[uid] = unit
    return unit


def entering(g: Any, unit: Unit, sector: str) -> Body | None:
    """Where ``unit`` appears in ``sector`` (module doc), or None where the sector has no room."""
    from .deployment_step import placed

    side = Side(unit.side)
    table = g.table
    shape = table.sector_named(sector)
    x0, _y0, x1, _y1 = shape.bounds
    facing = 90.0 if side is Side.SOUTH else 270.0
    middle = (x0 + x1) / 2
    offsets = [0.0] + [k * STEP * sign for k in range(1, int((x1 - x0) / STEP) + 1) for sign in (-1, 1)]
    others = [ground(u.body) for u in g.state.units.values()]
    for dx in offsets:
        body = placed(unit.body, middle + dx, table.depth / 2, facing)
        minx, miny, maxx, maxy = ground(body).bounds
        shift = -miny if side is Side.SOUTH else table.depth - maxy  # its rear on the table's edge
        body = _shifted(body, 0.0, shift)
        there = ground(body)
        minx, _miny, maxx, _maxy = there.bounds
        if minx < x0 - EPS or maxx > x1 + EPS or not table.on_table(there):
            continue
        if any(float(o.intersection(there).area) > EPS for o in others):
            continue
        return body
    return None


def _shifted(body: Body, dx: float, dy: float) -> Body:
    if isinstance(body, Formation):
        f = body.front
        return Formation(Pose(f.x + dx, f.y + dy, f.facing), body.base, body.files, body.models)
    return Loose(tuple(Pose(p.x + dx, p.y + dy, p.facing) for p in body.poses), body.base)


def arrive(g: Any, side: Side) -> None:
    """FL-MOVE-10: at the start of ``side``'s movement step its reserves due now appear."""
    st = g.state
    for uid, r in sorted(st.reserves.items()):
        if r.unit.side != side.value or r.round > st.round:
            continue
        body = entering(g, r.unit, r.sector)
        if body is None:
            later = [n for n in arrival_rounds(g, side) if n > st.round]
            if later:  # told to its own side only: that it was due now is the owner's secret
                r.round = later[0]
                g.emit_secret(side, "", "reserve-delayed", said("{unit} finds no room in {sector}: it arrives in "
                              "round {n}", unit=r.unit.name, sector=r.sector, n=later[0]), "FL-MOVE-10", (),
                              unit=uid)  # fmt: skip
            else:
                del st.reserves[uid]
                st.gone.append(uid)
                g.emit_secret(side, "", "reserve-delayed", said("{unit} finds no room in {sector} and never "
                              "arrives", unit=r.unit.name, sector=r.sector), "FL-MOVE-10", (), unit=uid)  # fmt: skip
            continue
        del st.reserves[uid]
        unit = r.unit
        unit.body = body
        unit.record.moved = True  # D14: it counts as having moved
        unit.record.at_start = unit.available
        unit.ever_moved = True
        unit.last_moved = st.round
        st.units[uid] = unit
        g.emit("arrive", said("{unit} arrives from the reserve in {sector}", unit=unit.name, sector=r.sector),
               "FL-MOVE-10", unit=uid)  # fmt: skip


def redraw(world: Any, side: Side, rng: Any) -> None:
    """A sampled world of ``side``'s: the other side's reserve rounds and sectors drawn anew (they are secret)."""
    other = side.other
    rounds, sectors = arrival_rounds(world, other), entry_sectors(world, other)
    known = world.state.known_reserves[side]  # what its scouts learnt stays (FL-SPEC-9)
    for uid, r in world.state.reserves.items():
        if r.unit.side == other.value and rounds and sectors:
            if uid in known:
                r.sector = rng.choice(sectors)
                continue
            r.round = rng.choice([n for n in rounds if n >= world.state.round] or rounds)
            r.sector = rng.choice(sectors)
