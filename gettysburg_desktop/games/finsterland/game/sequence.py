"""The battle's sequence of play (FL-SETUP, FL-SEQ): the orders written,
then each round's seven steps with its active player and opponent
(FL-SEQ-2), then the score (FL-SEQ-4). ``Battle`` is the innermost frame
when nobody decides: it does the steps without choices and pushes those
with them."""

from __future__ import annotations

from typing import Any

from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.said import said

from .demolition import demolish
from .deployment_step import Deployment
from .fire_step import Fire
from .fog import fog_on, look
from .guns_step import ArtilleryPlan, GunFire
from .melee_step import Charges, fight
from .movement_step import Movement
from .orders_step import GuideChoice, OfficerOrders, WriteOrders
from .reserves import arrival_rounds, arrive, due_round, told
from .round_end import close_round, morale, score
from .scouting_step import Scouting
from .sides import Side
from .terrain_tasks import has_guide

#: FL-SEQ-2: a round's steps, in order
STEPS = ("artillery", "movement", "beschuss", "schiessen", "charges", "melee", "morale")


class Battle(Frame):
    rule = "FL-SEQ-2"
    step = "battle"

    def __init__(self, rounds: int, first: Side, deploy: bool = False) -> None:
        self.side = first
        self.rounds = rounds
        self.first = first
        #: what comes next: ("orders", side), then (round, step) ... then ("score",)
        self.todo: list[tuple[Any, ...]] = [("orders", first), ("orders", first.other)]
        self.deploy = deploy
        if deploy:  # FL-SETUP-3: deployment before the orders, the first player's opponent first
            self.todo = [("deploy", first.other), ("deploy", first), *self.todo]
        for r in range(1, rounds + 1):
            self.todo += [(r, s) for s in STEPS] + [(r, "end")]
        self.todo.append(("score",))

    def run(self, g: Any) -> bool:
        st = g.state
        what = self.todo.pop(0)
        if what[0] == "orders":
            if fog_on(g):  # FL-MOVE-8: the sides first look at each other once the armies stand
                look(g)
            if self.deploy and what[1] is self.first:  # FL-SETUP-3: the hidden set-ups are shown now
                g.reveal(said("the armies' set-ups are in sight: the deployment is not taken back (FL-SETUP-3)"))
            g.push(OfficerOrders(what[1]))  # FL-SPEC-4: after the units' orders
            g.push(WriteOrders(what[1]))
            if has_guide(st, what[1]) and what[1] not in st.guides:  # FL-SPEC-5: his piece first
                g.push(GuideChoice(what[1]))
            return False
        if what[0] == "deploy":
            g.push(Deployment(what[1]))
            return False
        if what[0] == "score":
            totals = score(g)
            south, north = totals[Side.SOUTH], totals[Side.NORTH]
            winner = None if south == north else (Side.SOUTH if south > north else Side.NORTH)
            why = said("Victory points: South {south}, North {north}", south=south, north=north)
            st.outcome = (winner, why)
            return False
        rnd, step = what
        st.round = rnd
        active = st.active
        if step == "artillery":
            g.emit("round", said("Round {n}: {side} is the active player", n=rnd, side=active.title), "FL-SEQ-1",
                   round=rnd, side=active.value)  # fmt: skip
            g.push(ArtilleryPlan(active.other))
            g.push(Scouting(active.other))  # FL-SPEC-9, D27: the scouts at the start of the round, the active's first
            g.push(Scouting(active))
        elif step == "movement":
            arrive(g, active)  # FL-MOVE-10: the reserves due appear, then move with the rest
            g.push(Movement(active))
        elif step == "beschuss":
            g.push(GunFire(active.other))
            g.push(Fire(active.other, own_round=False))
        elif step == "schiessen":
            g.push(Fire(active, own_round=True))
        elif step == "charges":
            g.push(Charges(active))
        elif step == "melee":
            fight(g, charges_only=False)
            demolish(g)  # FL-STR-2, D26: the units on a special task attack the objects they touch
        elif step == "morale":
            morale(g)
        elif step == "end":
            close_round(g)
        return False

    def options(self, g: Any) -> list[Any]:  # pragma: no cover - never waits
        return []

    def prompt(self, g: Any) -> str:  # pragma: no cover - never waits
        return ""

    def apply(self, g: Any, action: Any) -> None:  # pragma: no cover - never waits
        raise NotImplementedError


def set_up(g: Any) -> None:
    """FL-SETUP-6: the player who spent fewer points goes first; on equal points a lot decides."""
    st, scenario = g.state, g.tables.scenario
    if scenario.first is not None:
        first = Side(scenario.first)
    else:
        off_table = [a.unit for a in st.aboard.values()] + [r.unit for r in st.reserves.values()]
        spent = {s: sum(u.value for u in [*st.units.values(), *off_table] if u.side == s.value) for s in Side}
        if spent[Side.SOUTH] == spent[Side.NORTH]:
            first = Side(g.lot([s.value for s in Side], "the first player (FL-SETUP-6)"))
        else:
            first = min(Side, key=lambda s: spent[s])
    st.first = first
    g.emit("first", said("{side} goes first", side=first.title), "FL-SETUP-6", side=first.value)
    for uid, r in sorted(st.reserves.items()):  # FL-SETUP-4: a battle file's reserve, in a round of its own side
        side = Side(r.unit.side)
        r.round = due_round(arrival_rounds(g, side), r.round)
        told(g, side, uid, r)
    g.push(Battle(scenario.rounds, first, scenario.deploy))
