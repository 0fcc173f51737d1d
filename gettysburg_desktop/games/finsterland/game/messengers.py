"""Messengers and officers (FL-SPEC-2, FL-SPEC-4, FL-CMD-6, D27): a new order carried to a unit.

- **Setting off**: a messenger touching its side's command staff, in its
  owner's movement step, before it moves, has a new order written for one
  unit of its side (a sector and a task the unit may have, FL-ORD); then it
  moves as a single model. The other side reads only that the messenger set
  off with an order: not for whom, nor what (the record's public form:
  ``dispatch S9 ? ? ?``). No messenger sets off once the staff is gone
  (FL-CMD-6). It carries one order a trip.
- **Delivery**: in its owner's movement step, when the messenger touches the
  unit the order is for, the player may exchange that unit's order for the
  new one (``deliver``); the unit must then reach its new sector before it
  charges (D12), and an enemy scout's knowledge of the old order is void.
  The messenger returns to the staff at once, standing touching it, and may
  set off again from the next round **[interpretation]**: it returns "at
  once", so it does not move again that step.
- A messenger can be fired at on the way like any single model; the order
  it carries is lost with it.

- **Officers** (FL-SPEC-4) carry orders the same way **[interpretation]**: an
  officer is given one at the set-up (after his side's orders) or when he
  touches the staff, and hands it to a unit of his side he touches; he stays
  where he is. (His other task, re-forming a unit he
  touches as part of its move, is movement_step.py's.)

The command staff's own messenger (FL-CMD-1, FL-CMD-3) is set down touching
it when the battle begins (``staff_messengers``), a unit of its side like a
bought one; he may be sent again after each delivery (FL-CMD-3's reading;
D27's "once per battle" is not offered).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gettysburg_desktop.boards.table.bases import EPS, Pose, Size
from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.kernel.said import said

from ..field.bodies import ground, touching
from ..field.orders import Order, Task
from ..rules.formation import Formation
from ..rules.units import Loose, RoundRecord, Unit, base_of
from .sides import Side

#: the kind of a messenger in the army list (FL-SPEC-2)
MESSENGER = "messenger"
#: those who carry orders: messengers, and officers (FL-SPEC-4: he can be given an order, which he can hand
#: to a friendly unit he touches; he gets a new one each time he touches the staff, D27)
CARRIERS = (MESSENGER, "officer")


@dataclass(frozen=True)
class Dispatch:
    """The order a messenger carries: for which unit, and what."""

    unit: str
    order: Order


def staff_of(state: Any, side: str) -> Unit | None:
    """The side's command staff on the table (FL-CMD-1), or None where it is gone."""
    return next((u for u in state.units.values() if u.side == side and u.kind == "command staff"), None)


def why_not_setting_off(g: Any, messenger_id: str) -> str:
    """Why ``messenger_id`` may not set off with an order now ("" where it may)."""
    from .movement_step import Movement, MoveUnit
    from .orders_step import OfficerOrders

    st = g.state
    messenger = st.units.get(messenger_id)
    top = st.stack[-1] if st.stack else None
    if isinstance(top, OfficerOrders):  # FL-SPEC-4: an officer's order written at the set-up
        if messenger is None or messenger.kind != "officer" or messenger.side != top.side.value:
            return said("{unit} is no officer of {side}", unit=messenger_id, side=top.side.title)
        return said("{unit} carries an order already", unit=messenger.name) if messenger_id in st.dispatches else ""
    if messenger is None or messenger.kind not in CARRIERS or messenger.side != st.active.value:
        return said("{unit} is no messenger or officer of the active player", unit=messenger_id)
    if messenger_id in st.dispatches:
        return said("{unit} carries an order already", unit=messenger.name)
    if messenger.last_delivered == st.round:
        return said("{unit} came back this round: it sets off again from the next", unit=messenger.name)
    before_moving = (isinstance(top, Movement) and messenger_id not in top.done) or (
        isinstance(top, MoveUnit) and top.uid == messenger_id
    )
    if not before_moving:
        return said("a messenger sets off in its movement step, before it moves")
    staff = staff_of(st, messenger.side)
    if staff is None:
        return said("the command staff is gone: no messenger sets off (FL-CMD-6)")
    if not touching(messenger.body, staff.body):
        return said("{unit} must touch the command staff to set off", unit=messenger.name)
    return ""


def why_not_dispatch(g: Any, messenger_id: str, unit_id: str, task: str, sector: str) -> str:
    """Why ``messenger_id`` may not set off now with the order ``task sector`` for ``unit_id`` ("" where it may)."""
    from .movement_step import unit_named
    from .orders_step import needs_order, tasks_for

    why = why_not_setting_off(g, messenger_id)
    if why:
        return why
    st = g.state
    held = [*st.units, *st.aboard, *st.reserves]
    unit = unit_named(g, unit_id) if unit_id in held else None
    if unit is None or unit.side != st.units[messenger_id].side or not needs_order(unit):
        return said("{unit} is no unit of its side with an order", unit=unit_id)
    try:
        wanted = Task(task)
    except ValueError:
        return said("{word} is no task: H, A or S", word=task)
    if wanted not in tasks_for(unit, g):
        return said("{unit} may not have the task {task} (FL-ORD-4)", unit=unit.name, task=task)
    if sector not in {name for name, _shape in g.table.sectors()}:
        return said("{word} is no sector of the table", word=sector)
    return ""


def dispatch(g: Any, messenger_id: str, unit_id: str, task: str, sector: str) -> None:
    """The messenger sets off with the new order (FL-SPEC-2); it moves next."""
    from .movement_step import unit_named

    st = g.state
    messenger = st.units[messenger_id]
    order = Order(Task(task), sector)
    st.dispatches[messenger_id] = Dispatch(unit_id, order)
    side = Side(messenger.side)
    g.emit_secret(side, said("{unit} sets off with an order", unit=messenger.name), "dispatch",
                  said("{unit} carries a new order for {target}: {order}", unit=messenger.name,
                       target=unit_named(g, unit_id).name, order=str(order)),
                  "FL-SPEC-2", ("target", "order"), unit=messenger_id, target=unit_id, order=str(order))  # fmt: skip


def deliverable(g: Any, messenger: Unit) -> bool:
    """The messenger touches the unit the order it carries is for (FL-SPEC-2)."""
    carried = g.state.dispatches.get(messenger.id)
    if carried is None:
        return False
    unit = g.state.units.get(carried.unit)
    return unit is not None and touching(messenger.body, unit.body)


def deliver(g: Any, messenger_id: str) -> None:
    """The order exchanged (FL-SPEC-2, D12); the messenger back beside the staff at once."""
    from .movement_step import note_reached

    st = g.state
    messenger = st.units[messenger_id]
    carried = st.dispatches.pop(messenger_id)
    unit = st.units[carried.unit]
    st.orders[unit.id] = carried.order
    unit.reached = False
    note_reached(g, unit)
    for side in Side:  # a scout's knowledge of the old order is void
        st.known[side].pop(unit.id, None)
    side = Side(messenger.side)
    g.emit_secret(side, said("{unit} delivers an order to {target}", unit=messenger.name, target=unit.name),
                  "deliver", said("{target}'s order is now {order}", target=unit.name, order=str(carried.order)),
                  "FL-SPEC-2", ("order",), unit=messenger_id, target=unit.id, order=str(carried.order))  # fmt: skip
    if messenger.kind != MESSENGER:  # an officer stays with the unit he gave the order to (FL-SPEC-4)
        return
    staff = staff_of(st, messenger.side)
    home = beside(g, messenger, staff) if staff is not None else None
    if home is not None:
        messenger.body = home
    messenger.record.moved = True
    messenger.last_delivered = st.round
    g.emit("return", said("{unit} returns to the command staff", unit=messenger.name), "FL-SPEC-2",
           unit=messenger_id)  # fmt: skip


def beside(g: Any, messenger: Unit, staff: Unit) -> Loose | None:
    """A place for the messenger touching the staff, on the table and on no bases: behind it first,
    then at its flanks, then before it."""
    others = [u for u in g.state.units.values() if u.id != messenger.id]
    return beside_on(g.table, others, messenger.body.base, messenger.body.poses[0].facing, staff)


def beside_on(table: Table, others: list[Unit], base: Size, facing: float, staff: Unit) -> Loose | None:
    """``beside``'s place, for a table and the units on it."""
    hull = ground(staff.body)
    grounds = [ground(u.body) for u in others]
    body = staff.body
    if isinstance(body, Formation):  # behind its rear edge, then beside its flanks, then before its front
        front, depth = body.front, body.ranks * body.base.depth
        (fx, fy), (lx, ly) = front.ahead, front.left
        (cx, cy) = (front.x - fx * depth / 2, front.y - fy * depth / 2)
        back, side = depth / 2 + base.depth / 2, body.width / 2 + base.width / 2
        spots = [(cx - fx * back, cy - fy * back), (cx + lx * side, cy + ly * side),
                 (cx - lx * side, cy - ly * side), (cx + fx * back, cy + fy * back)]  # fmt: skip
    else:
        x0, y0, x1, y1 = hull.bounds
        (cx, cy) = body.centre
        spots = [(cx, y0 - base.depth / 2), (cx, y1 + base.depth / 2), (x0 - base.width / 2, cy),
                 (x1 + base.width / 2, cy)]  # fmt: skip
    for x, y in spots:
        body = Loose((Pose(x, y, facing),), base)
        shape = ground(body)
        if not table.on_table(shape) or float(shape.distance(hull)) > EPS:
            continue
        if any(float(o.intersection(shape).area) > EPS for o in grounds):
            continue
        return body
    return None


#: the name the command staff's own messenger takes (FL-CMD-1: "six models and one messenger")
STAFF_MESSENGER = "Stabsbote"


def staff_messengers(state: Any, table: Table) -> None:
    """FL-CMD-1, FL-CMD-3: each command staff on the table brings its own messenger, a unit of its
    side (its id the staff's and "M") set down touching it; where there is no room, none."""
    for staff in [u for u in state.units.values() if u.kind == "command staff"]:
        uid = f"{staff.id}M"
        if uid in state.units:
            continue
        base = base_of(MESSENGER)
        facing = staff.body.model_poses()[0].facing
        body = beside_on(table, list(state.units.values()), base, facing, staff)
        if body is not None:
            messenger = Unit(uid, staff.side, MESSENGER, STAFF_MESSENGER, body, 1)
            messenger.record = RoundRecord(at_start=1)
            state.units[uid] = messenger
