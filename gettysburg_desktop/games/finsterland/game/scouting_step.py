"""The scouts at the start of every round (FL-SPEC-9, D27): each scout on the
table may learn the order of one enemy unit he can see, once in every
round (both players'), before the artillery is written. At the start of the
game (round 1) he may instead learn in which round one enemy reserve
arrives (the text's alternative; not the sector, FL-SPEC-9
**[interpretation]**). The other side
reads that the scout watched the unit (a scout is seen at work), not what
he learnt; the order learnt stays known to his side (``State.known``): its
view shows it, and the computer's sampled worlds keep it (ruleset.resample).

A scout sees a unit when his base sees one of its models' bases (D9,
field/sight.py), kept while neither moves (``sees_unit``)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.said import said

from ..field.sight import sees_any
from ..rules.units import Body
from .actions import Action, act
from .fog import seen_by
from .sides import Side

#: the army list's kind of a scout (FL-SPEC-9)
SCOUT = "scout"


def watchable(g: Any, side: Side, scout: Any) -> list[str]:
    """The enemy units with an order ``side`` does not know yet that ``scout`` sees (FL-SPEC-9); with
    the fog of war only among those its side sees (FL-MOVE-8: no list names a unit nobody sees)."""
    st = g.state
    return [
        u.id
        for u in st.units.values()
        if u.side != side.value
        and u.id in st.orders
        and u.id not in st.known[side]
        and seen_by(g, side, u.id)
        and sees_unit(g.table, scout.body, u.body)
    ]


@lru_cache(maxsize=4096)
def sees_unit(table: Table, eye: Body, body: Body) -> bool:
    """Whether a scout standing as ``eye`` sees one of the models of a unit
    standing as ``body`` (units do not block sight, D9: the answer holds as long
    as neither moves, so it is kept)."""
    return sees_any(table, (eye.model_poses()[0], eye.base), [(p, body.base) for p in body.model_poses()])


def _spied(g: Any, side: Side, scout_id: str, uid: str) -> None:
    """FL-SPEC-9's alternative: the scout learns in which round the enemy reserve ``uid`` arrives."""
    st = g.state
    r = st.reserves[uid]
    st.known_reserves[side][uid] = r.round
    scout = st.units[scout_id].name
    g.emit_secret(side, said("{scout} scouts the enemy's reserves", scout=scout), "scout",
                  said("{scout} learns that {unit} arrives in round {n}", scout=scout, unit=r.unit.name, n=r.round),
                  "FL-SPEC-9", ("round",), side=side.value, unit=uid, round=r.round)  # fmt: skip


class Scouting(Frame):
    """A side's scouts each learn one enemy order, or let it be (FL-SPEC-9)."""

    rule = "FL-SPEC-9"
    step = "scouting"

    def __init__(self, side: Side) -> None:
        self.side = side
        self.used: set[str] = set()
        self.ended = False

    def _choices(self, g: Any) -> list[Action]:
        st = g.state
        out = []
        for scout in st.side_units(self.side):
            if scout.kind == SCOUT and scout.id not in self.used:
                out += [act("scout", scout.id, uid) for uid in watchable(g, self.side, scout)]
                if st.round == 1:  # at the start of the game: instead, when one enemy reserve arrives
                    out += [act("scout-reserve", scout.id, uid) for uid, r in sorted(st.reserves.items())
                            if r.unit.side != self.side.value and uid not in st.known_reserves[self.side]]  # fmt: skip
        return out

    def run(self, g: Any) -> bool:
        if self.ended or not self._choices(g):
            g.pop(self)
            return False
        return True

    def options(self, g: Any) -> list[Action]:
        return [act("end-scouting"), *self._choices(g)]

    def prompt(self, g: Any) -> str:
        return said("your scout may learn the order of one enemy unit he sees, or let it be (FL-SPEC-9)")

    def apply(self, g: Any, action: Action) -> None:
        if action.verb == "end-scouting":
            self.ended = True
            return
        scout_id, uid = action.args
        st = g.state
        self.used.add(scout_id)
        if action.verb == "scout-reserve":
            _spied(g, self.side, scout_id, uid)
            return
        order = st.orders[uid]
        st.known[self.side][uid] = order
        scout, unit = st.units[scout_id].name, st.units[uid].name
        g.emit_secret(
            self.side,
            said("{scout} watches {unit}", scout=scout, unit=unit),
            "scout",
            said("{scout} learns the order of {unit}: {order}", scout=scout, unit=unit, order=str(order)),
            "FL-SPEC-9",
            ("order",),
            side=self.side.value,
            unit=uid,
            order=str(order),
        )
