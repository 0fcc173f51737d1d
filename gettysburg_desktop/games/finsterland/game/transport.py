"""Transport (FL-TRANS, D25): infantry and light guns carried in vehicles.

- **Capacity** (FL-TRANS-1): a tank carries 12 infantrymen (models of
  infantry units: a unit that forms up, FL-FORM-1) or one light gun (a light
  machine gun or a light artillery piece, a unit of one gun); a walker one
  light gun.
- **Loading** (FL-TRANS-4) is the unit's move: it must touch the vehicle at
  the start of the move, and neither may be in melee. Its models leave the
  table: nothing sees them, fires at them or measures to them (FL-TRANS-3),
  and they capture no objective **[interpretation]** (they are not on the
  table).
- **Unloading** (FL-TRANS-4) is the unit's move too, in a later round: it
  stands touching the vehicle's front edge (facing the vehicle's way) or its
  rear edge (facing away), a block of six files where it has them (a line or
  skirmishers re-form as they stood when they got in), a gun facing out. It
  may not stand on another unit's bases or touch an enemy **[interpretation]**:
  getting out is no charge. It counts as having moved (FL-MOVE-7): it can
  be fired at in Beschuss, but neither fires nor charges before the next round.
- **Firing from the vehicle** (FL-TRANS-2, FL-FIRE-10): in their own round
  (Schießen, never in Beschuss), when the vehicle has not moved this round,
  passengers fire with half their models, range and line of fire from the
  vehicle's base, in any direction; a carried gun never fires.
- **A destroyed vehicle** (FL-TRANS-7): its passengers are placed touching its
  front, else its rear, as having unloaded this round; where neither has
  room they are lost with it **[interpretation]**.

- **A gun fixed to its vehicle** (FL-TRANS-6; a battle file's
  ``{aboard: S2, fixed: true}`` for a light gun that starts in it): it never
  gets out, is destroyed with the vehicle, and fires from it in Beschuss as
  a gun does (game/guns_step.py), when the vehicle did not move (FL-GUN-2,
  the vehicle's moves counted), turned freely toward its target
  **[interpretation]** (it "can be turned while the vehicle moves").

- **A unit split among vehicles** (FL-TRANS-5) **[interpretation]**: an
  infantry unit too many for one tank gets into the tanks it touches in one
  move (``load S3 S1+S2``), each filled in the order named, each carrying at
  least one of its models. A unit stands on the table as one body, so it
  gets out only where its models are together in one place: at the front or
  rear of the first tank, every other tank carrying it touching that one;
  until then it is not fit for action and does not fire from the tanks. A
  part whose tank is destroyed cannot get out as a body of its own: its
  models are lost with the tank (FL-TRANS-7), the rest ride on.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from gettysburg_desktop.boards.table.bases import EPS, Pose
from gettysburg_desktop.kernel.said import said

from ..field.bodies import ground, touching
from ..rules.formation import BLOCK_FILES, Formation, Order
from ..rules.tables import Column
from ..rules.units import Body, Loose, Unit, forms_up

#: FL-TRANS-1: the infantrymen a tank carries
TANK_INFANTRY = 12
#: FL-TRANS-1: the light guns
LIGHT_GUNS = ("light machine gun", "light artillery")
#: the ends of a vehicle its passengers get out at (FL-TRANS-4)
ENDS = ("front", "rear")
#: between the vehicles a split unit gets into (FL-TRANS-5): ``load S3 S1+S2``
AND = "+"


@dataclass
class Aboard:
    """A unit carried in a vehicle: the unit as it got in, the vehicle's id,
    the round it got in, and the formation it will stand in when it gets out."""

    unit: Unit
    vehicle: str
    loaded: int
    order: Order | None = None
    files: int = BLOCK_FILES
    #: FL-TRANS-6: a gun fixed to its vehicle from the start: never gets out, fires from it, goes with it
    fixed: bool = False
    #: FL-TRANS-5: a unit split among tanks, each tank's id with the models it carries (``vehicle`` the
    #: first, where it gets out); () for a unit in one vehicle
    shares: tuple[tuple[str, int], ...] = ()

    def share_in(self, vehicle_id: str) -> int:
        """The unit's models in ``vehicle_id``."""
        if self.shares:
            return dict(self.shares).get(vehicle_id, 0)
        return self.unit.models if self.vehicle == vehicle_id else 0

    @property
    def vehicles(self) -> tuple[str, ...]:
        return tuple(v for v, _n in self.shares) if self.shares else (self.vehicle,)


def carried(state: Any, vehicle_id: str) -> list[Aboard]:
    """The units in the vehicle (a split unit's part too, FL-TRANS-5), in the order they got in."""
    return [a for a in state.aboard.values() if a.share_in(vehicle_id)]


def where(state: Any, unit: Unit) -> Body:
    """Where the unit is on the table: its own body, or carried, its vehicle's."""
    aboard = state.aboard.get(unit.id)
    return unit.body if aboard is None else state.units[aboard.vehicle].body


def infantry(unit: Unit) -> bool:
    """Infantrymen (FL-TRANS-1 **[interpretation]**): the models of an infantry unit that forms up."""
    return unit.profile.column is Column.INFANTRY and forms_up(unit.kind)


def light_gun(unit: Unit) -> bool:
    return unit.kind in LIGHT_GUNS and unit.models == 1


def infantry_room(state: Any, vehicle: Unit) -> int:
    """FL-TRANS-1: the infantrymen ``vehicle`` has room for besides those it carries (a split unit's share too)."""
    return TANK_INFANTRY - sum(a.share_in(vehicle.id) for a in carried(state, vehicle.id))


def room_for(state: Any, vehicle: Unit, unit: Unit) -> str:
    """FL-TRANS-1: why ``vehicle`` has no room for ``unit`` besides what it carries ("" where it has)."""
    inside = carried(state, vehicle.id)
    if vehicle.kind == "walker":
        if not light_gun(unit):
            return said("a walker carries one light gun")
        if inside:
            return said("{vehicle} carries a gun already", vehicle=vehicle.name)
        return ""
    if light_gun(unit):
        if inside:
            return said("{vehicle} carries one light gun or infantry, not both",
                               vehicle=vehicle.name)  # fmt: skip
        return ""
    if not infantry(unit):
        return said("a tank carries infantry or one light gun")
    if any(light_gun(a.unit) for a in inside):
        return said("{vehicle} carries a gun", vehicle=vehicle.name)
    room = infantry_room(state, vehicle)
    if unit.models > room:
        return said("{vehicle} has room for {n} more infantrymen, {unit} has {m}",
                           vehicle=vehicle.name, n=room, unit=unit.name, m=unit.models)  # fmt: skip
    return ""


def overloaded(state: Any, vehicle: Unit) -> bool:
    """Whether what rides in ``vehicle`` is more than FL-TRANS-1 gives it room for."""
    riders = carried(state, vehicle.id)
    inside = [a.unit for a in riders]
    guns = [u for u in inside if light_gun(u)]
    if guns:
        return len(inside) > 1
    if vehicle.kind == "walker":
        return bool(inside)
    return any(not infantry(u) for u in inside) or sum(a.share_in(vehicle.id) for a in riders) > TANK_INFANTRY


def may_load(g: Any, unit: Unit, vehicle: Unit) -> tuple[str, str]:
    """FL-TRANS-1, FL-TRANS-4: why ``unit`` may not get into ``vehicle`` as its move now, and the rule ("" where it may)."""
    from .movement_step import in_melee

    if not vehicle.is_vehicle or vehicle.side != unit.side:
        return said("{vehicle} is no vehicle of its side", vehicle=vehicle.name), "FL-TRANS-1"
    why = room_for(g.state, vehicle, unit)
    if why:
        return why, "FL-TRANS-1"
    if not touching(unit.body, vehicle.body):
        return said("{unit} must touch {vehicle} to get in", unit=unit.name, vehicle=vehicle.name), "FL-TRANS-4"
    if in_melee(g, unit) or in_melee(g, vehicle):
        return said("nobody gets in or out during a melee"), "FL-MEL-8"
    return "", "FL-TRANS-4"


def may_split(g: Any, unit: Unit, vehicles: list[Unit]) -> tuple[str, tuple[tuple[str, int], ...]]:
    """FL-TRANS-5: why ``unit`` may not get into ``vehicles`` split among them ("" where it may), and
    the models each takes, filled in the order named, each at least one of them."""
    from .movement_step import in_melee

    if not infantry(unit):
        return said("only infantry is split among vehicles (FL-TRANS-1)"), ()
    left, shares = unit.models, []
    for vehicle in vehicles:
        if not vehicle.is_vehicle or vehicle.side != unit.side or vehicle.kind == "walker":
            return said("{vehicle} is no tank of its side", vehicle=vehicle.name), ()
        if not touching(unit.body, vehicle.body):
            return said("{unit} must touch {vehicle} to get in", unit=unit.name, vehicle=vehicle.name), ()
        if in_melee(g, vehicle):
            return said("nobody gets in or out during a melee"), ()
        inside = carried(g.state, vehicle.id)
        if any(light_gun(a.unit) for a in inside):
            return said("{vehicle} carries a gun", vehicle=vehicle.name), ()
        take = min(left, infantry_room(g.state, vehicle))
        if take <= 0:
            why = said("{unit} fits without {vehicle}", unit=unit.name, vehicle=vehicle.name) if not left else (
                said("{vehicle} has no room left", vehicle=vehicle.name))  # fmt: skip
            return why, ()
        shares.append((vehicle.id, take))
        left -= take
    if left:
        return said("the tanks named have room for {n} of its {m} models", n=unit.models - left, m=unit.models), ()
    if in_melee(g, unit):
        return said("nobody gets in or out during a melee"), ()
    return "", tuple(shares)


def split_loads(g: Any, unit: Unit) -> list[str]:
    """The tanks ``unit`` may get into split (FL-TRANS-5), as ``load``'s second word: where no one tank
    it touches has room for it, those it touches, in the order of their ids, as many as it fills."""
    tanks = sorted((v for v in vehicles_near(g, unit) if v.kind != "walker"), key=lambda v: v.id)
    if len(tanks) < 2 or not infantry(unit) or any(not room_for(g.state, v, unit) for v in tanks):
        return []
    out, left = [], unit.models
    for v in tanks:
        room = infantry_room(g.state, v)
        if room > 0 and left > 0:
            out.append(v.id)
            left -= room
    return [AND.join(out)] if len(out) > 1 and left <= 0 else []


def vehicles_near(g: Any, unit: Unit) -> list[Unit]:
    """The side's vehicles ``unit`` touches."""
    return [v for v in g.state.units.values() if v.side == unit.side and v.is_vehicle and touching(unit.body, v.body)]


def load(g: Any, unit: Unit, vehicles: list[Unit]) -> None:
    """The unit gets in (FL-TRANS-4): off the table, into the vehicle, or split among the tanks (FL-TRANS-5)."""
    st = g.state
    body = unit.body
    order = body.order if isinstance(body, Formation) else (Order.SKIRMISH if unit.skirmishing else None)
    files = body.files if isinstance(body, Formation) else BLOCK_FILES
    shares = may_split(g, unit, vehicles)[1] if len(vehicles) > 1 else ()
    del st.units[unit.id]
    st.aboard[unit.id] = Aboard(unit, vehicles[0].id, st.round, order, files, shares=shares)
    unit.record.moved = True
    unit.ever_moved = True
    unit.last_moved = st.round
    if shares:
        names = {v.id: v.name for v in vehicles}
        parts = ", ".join(f"{n} {names[v]}" for v, n in shares)
        g.emit("load", said("{unit} gets in split: {parts}", unit=unit.name, parts=parts), "FL-TRANS-5",
               unit=unit.id, target=vehicles[0].id)  # fmt: skip
        return
    vehicle = vehicles[0]
    g.emit("load", said("{unit} gets into {vehicle}", unit=unit.name, vehicle=vehicle.name), "FL-TRANS-4",
           unit=unit.id, target=vehicle.id)  # fmt: skip


def out_at(aboard: Aboard, vehicle: Unit, end: str) -> Body:
    """Where the unit stands when it gets out at the vehicle's ``end``: its
    rear touching that edge, facing away from the vehicle (FL-TRANS-4)."""
    unit = aboard.unit
    vpose = vehicle.body.model_poses()[0]
    vbase = vehicle.body.base
    facing = vpose.facing if end == "front" else (vpose.facing + 180) % 360
    out = Pose(vpose.x, vpose.y, facing)
    (fx, fy) = out.ahead
    edge_x, edge_y = vpose.x + fx * vbase.depth / 2, vpose.y + fy * vbase.depth / 2
    base = unit.body.base
    if forms_up(unit.kind):
        files = BLOCK_FILES if aboard.order is not Order.LINE else aboard.files
        files = min(files, unit.models)
        ranks = math.ceil(unit.models / files)
        front = Pose(edge_x + fx * ranks * base.depth, edge_y + fy * ranks * base.depth, facing)
        body: Body = Formation(front, base, files, unit.models)
        if aboard.order is Order.SKIRMISH:
            body = replace(unit, body=body).re_formed(Order.SKIRMISH)
        return body
    return Loose((Pose(edge_x + fx * base.depth / 2, edge_y + fy * base.depth / 2, facing),), base)


def unload_verdict(g: Any, aboard: Aboard, end: str) -> tuple[Body | None, str]:
    """Where the unit would stand getting out at ``end``, or why it may not (FL-TRANS-4)."""
    st = g.state
    vehicle = st.units.get(aboard.vehicle)
    if vehicle is None:  # pragma: no cover - a destroyed vehicle's passengers are placed at once (FL-TRANS-7)
        return None, said("its vehicle is gone")
    if end not in ENDS:
        return None, said("passengers get out at the vehicle's front or rear")
    if aboard.fixed:
        return None, said("{unit} is fixed to {vehicle} (FL-TRANS-6)", unit=aboard.unit.name, vehicle=vehicle.name)
    if aboard.loaded == st.round:
        return None, said("{unit} got in this round", unit=aboard.unit.name)
    apart = [st.units[v].name for v in aboard.vehicles[1:] if not touching(st.units[v].body, vehicle.body)]
    if apart:  # FL-TRANS-5: one body again only where all its models are together
        return None, said("{unit} rides split: {others} must touch {vehicle} for it to get out together (FL-TRANS-5)",
                          unit=aboard.unit.name, others=", ".join(apart), vehicle=vehicle.name)  # fmt: skip
    body = out_at(aboard, vehicle, end)
    return body, _blocked(g, aboard.unit, body)


def _blocked(g: Any, unit: Unit, body: Body) -> str:
    """Why ``unit`` may not stand as ``body`` beside its vehicle ("" where it may)."""
    shape = ground(body)
    if not g.table.on_table(shape):
        return said("{unit} would stand off the table", unit=unit.name)
    for other in g.state.units.values():
        theirs = ground(other.body)
        if float(theirs.intersection(shape).area) > EPS:
            return said("{unit} would stand on {other}'s bases", unit=unit.name, other=other.name)
        if other.side != unit.side and float(theirs.distance(shape)) <= EPS:
            return said("{unit} would touch {other}: getting out is no charge", unit=unit.name, other=other.name)
    return ""


def unload(g: Any, uid: str, end: str) -> None:
    """The unit gets out at the vehicle's ``end`` (FL-TRANS-4): back on the table, as having moved."""
    st = g.state
    aboard = st.aboard[uid]
    body, why = unload_verdict(g, aboard, end)
    if body is None or why:  # pragma: no cover - the gateway checks first
        raise ValueError(why)
    _set_down(g, aboard, body)
    vehicle = st.units[aboard.vehicle]
    words = (said("{unit} gets out at the front of {vehicle}", unit=aboard.unit.name, vehicle=vehicle.name)
             if end == "front" else
             said("{unit} gets out at the rear of {vehicle}", unit=aboard.unit.name, vehicle=vehicle.name))  # fmt: skip
    g.emit("unload", words, "FL-TRANS-4", unit=uid, target=vehicle.id)


def _set_down(g: Any, aboard: Aboard, body: Body) -> None:
    st = g.state
    unit = aboard.unit
    del st.aboard[unit.id]
    unit.body = body
    unit.record.moved = True
    unit.record.unloaded = True
    unit.ever_moved = True
    unit.last_moved = st.round
    st.units[unit.id] = unit


def spill(g: Any, vehicle: Unit) -> None:
    """FL-TRANS-7: a destroyed vehicle's passengers placed touching its front,
    else its rear, as having unloaded this round; where neither has room, lost."""
    st = g.state
    for aboard in carried(st, vehicle.id):
        unit = aboard.unit
        if aboard.shares:  # FL-TRANS-5: a part gets out as no body of its own
            _part_lost(g, aboard, vehicle)
            continue
        if aboard.fixed:  # FL-TRANS-6: destroyed with the vehicle
            del st.aboard[unit.id]
            st.gone.append(unit.id)
            g.emit("destroyed", said("{unit} is destroyed with {vehicle}", unit=unit.name, vehicle=vehicle.name),
                   "FL-TRANS-6", unit=unit.id)  # fmt: skip
            continue
        for end in ENDS:
            body = out_at(aboard, vehicle, end)
            if not _blocked(g, unit, body):
                _set_down(g, aboard, body)
                g.emit("unload", said("{unit} leaves the wreck of {vehicle}", unit=unit.name, vehicle=vehicle.name),
                       "FL-TRANS-7", unit=unit.id, target=vehicle.id)  # fmt: skip
                break
        else:
            del st.aboard[unit.id]
            st.gone.append(unit.id)
            g.emit("destroyed", said("{unit} is lost with {vehicle}: no room to get out", unit=unit.name,
                                     vehicle=vehicle.name), "FL-TRANS-7", unit=unit.id)  # fmt: skip


def _part_lost(g: Any, aboard: Aboard, vehicle: Unit) -> None:
    """A split unit's part in a destroyed tank is lost with it; the rest ride on (FL-TRANS-5, FL-TRANS-7)."""
    st = g.state
    unit = aboard.unit
    lost = aboard.share_in(vehicle.id)
    rest = tuple((v, n) for v, n in aboard.shares if v != vehicle.id)
    unit.models -= lost
    if isinstance(unit.body, Formation):  # its shape when it gets out: out_at makes it anew from its models
        unit.body = replace(unit.body, models=unit.models)
    st.aboard[unit.id] = replace(aboard, vehicle=rest[0][0], shares=rest if len(rest) > 1 else ())
    g.emit("losses", said("{unit} loses {n} models with {vehicle}: split, they cannot get out as a body of "
                          "their own", unit=unit.name, n=lost, vehicle=vehicle.name), "FL-TRANS-5",
           unit=unit.id)  # fmt: skip


def passengers_firing(g: Any, side_value: str) -> list[Unit]:
    """FL-TRANS-2: the side's carried units that may fire in their own round, each as
    a unit standing on its vehicle's base (range and line of fire from it, any direction)."""
    st = g.state
    out = []
    for a in st.aboard.values():
        vehicle = st.units.get(a.vehicle)
        if vehicle is None or vehicle.side != side_value or vehicle.record.moved or not infantry(a.unit):
            continue
        if a.shares:  # FL-TRANS-5: not fit for action until its models are together again
            continue
        out.append(replace(a.unit, body=Loose(tuple(vehicle.body.model_poses()[:1]), vehicle.body.base)))
    return out
