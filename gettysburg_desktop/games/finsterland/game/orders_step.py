"""Step 0 of the battle: each player writes every unit's hidden order,
a target sector and a task (FL-SETUP-5, FL-ORD-1); single models get none
(FL-ORD-5). One unit at a time, in the order of their ids; the other side
reads "order S3 ? ?"."""

from __future__ import annotations

from typing import Any

from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.said import said

from ..field.orders import Order, Task
from .actions import Action, act
from .demolition import may_demolish
from .movement_step import note_reached, unit_named
from .sides import Side
from .terrain_tasks import NO_PIECE, choose, guide_pieces
from .variants import INDESTRUCTIBLE


def id_order(unit: Any) -> tuple[str, int, str]:
    """S2 before S10: a side's letter, then its line's number (battle_file.py names them so)."""
    digits = "".join(c for c in unit.id if c.isdigit())
    return (unit.id.rstrip("0123456789"), int(digits) if digits else 0, unit.id)


def needs_order(unit: Any) -> bool:
    """Every unit gets an order, single models none (FL-SETUP-5, FL-ORD-5)."""
    return not unit.single


def tasks_for(unit: Any, g: Any = None) -> tuple[Task, ...]:
    """H and A for every unit; S for those with a special task (FL-ORD-4): the pioneers' (FL-SPEC-6),
    and infantry's and cavalry's attack on the battlefield objects of its sector (FL-STR-2, D26), but
    where the game ``g`` is played with indestructible terrain (D26's setting)."""
    if unit.kind == "pioneers":
        return (Task.ATTACK, Task.HOLD, Task.SPECIAL)
    if may_demolish(unit) and (g is None or INDESTRUCTIBLE not in g.tables.variants):
        return (Task.ATTACK, Task.HOLD, Task.SPECIAL)
    return (Task.ATTACK, Task.HOLD)


class GuideChoice(Frame):
    """FL-SPEC-5: a side with a local guide writes, before its orders, the piece of terrain in the
    enemy half its units will move through as open ground (terrain_tasks.py)."""

    rule = "FL-SPEC-5"
    step = "guide"

    def __init__(self, side: Side) -> None:
        self.side = side

    def options(self, g: Any) -> list[Action]:
        return [act("guide", words) for words in guide_pieces(g, self.side)] + [act("guide", NO_PIECE)]

    def prompt(self, g: Any) -> str:
        return said("your local guide leads through one piece of terrain in the enemy half, no larger than "
                    "6 by 6 inches, or a part of a larger one: choose a piece, click the sector of a part, "
                    "or none (FL-SPEC-5)")  # fmt: skip

    def apply(self, g: Any, action: Action) -> None:
        g.pop(self)
        choose(g, self.side, action.args[0])


class OfficerOrders(Frame):
    """FL-SPEC-4: after its units' orders, a side gives each officer an order to carry, or none
    (a ``dispatch``, written by clicks as a messenger's is; messengers.py)."""

    rule = "FL-SPEC-4"
    step = "orders"
    #: its one listed action (the end) is still asked: the orders are written by clicks the list cannot hold
    auto_single = False

    def __init__(self, side: Side) -> None:
        self.side = side
        self.ended = False

    def run(self, g: Any) -> bool:
        officers = [u for u in g.state.side_units(self.side) if u.kind == "officer" and u.id not in g.state.dispatches]
        if self.ended or not officers:
            g.pop(self)
            return False
        return True

    def options(self, g: Any) -> list[Action]:
        return [act("end-officers")]

    def prompt(self, g: Any) -> str:
        return said("give your officers an order each to carry to a unit, or none (FL-SPEC-4)")

    def apply(self, g: Any, action: Action) -> None:
        if action.verb == "end-officers":
            self.ended = True
            return
        from .messengers import dispatch

        dispatch(g, *action.args)


class WriteOrders(Frame):
    rule = "FL-SETUP-5"
    step = "orders"

    def __init__(self, side: Side) -> None:
        self.side = side

    def waiting(self, g: Any) -> Any:
        st = g.state
        off = [*(r.unit for r in st.reserves.values()), *(a.unit for a in st.aboard.values())]
        held = [u for u in off if u.side == self.side.value]  # FL-SETUP-5: reserves and passengers too
        for unit in sorted([*st.side_units(self.side), *held], key=id_order):
            if needs_order(unit) and unit.id not in st.orders:
                return unit
        return None

    def run(self, g: Any) -> bool:
        if self.waiting(g) is None:
            g.pop(self)
            return False
        return True

    def options(self, g: Any) -> list[Action]:
        unit = self.waiting(g)
        sectors = [name for name, _shape in g.table.sectors()]
        return [act("order", unit.id, t.value, s) for t in tasks_for(unit, g) for s in sectors]

    def prompt(self, g: Any) -> str:
        unit = self.waiting(g)
        return said("write the hidden order of {unit}: a sector and H, A or S (FL-ORD-1)", unit=unit.name)

    def apply(self, g: Any, action: Action) -> None:
        uid, task, sector = action.args
        order = Order(Task(task), sector)
        g.state.orders[uid] = order
        unit = unit_named(g, uid)
        if uid in g.state.units:
            note_reached(g, unit)
        name = unit.name
        g.emit_secret(
            self.side,
            said("{side} writes the order of {unit}", side=self.side.title, unit=name),
            "order",
            said("{side} orders {unit}: {order}", side=self.side.title, unit=name, order=str(order)),
            "FL-ORD-1",
            ("order",),
            side=self.side.value,
            unit=uid,
            order=str(order),
        )
