"""PLACEHOLDER until i17-battle is merged: the battle engineer's battle.py
replaces this file (the contract in NS-CONTRACT.md). A battle here is one
``fire`` action that fights rounds (defender first, each unit at the first
enemy it can hit) until one side is gone."""

from __future__ import annotations

from ..kernel.frame import Frame
from ..kernel.said import said
from .actions import Action, act
from .tables import hits

BATTLE_EVENT_KINDS: dict[str, str] = {}


class Battle(Frame):
    rule = "NS-CBT-4"
    step = "battle"

    def __init__(self, box: str) -> None:
        self.box = box

    def run(self, g) -> bool:
        self.side = g.state.phasing
        return True

    def options(self, g) -> list[Action]:
        return [act("fire")]

    def asks(self, g, action) -> bool:
        return True

    def prompt(self, g) -> str:
        return said("fight the battle (NS-CBT-4)")

    def apply(self, g, action: Action) -> None:
        att = g.state.phasing
        for r in range(1, 60):
            for side in (att.other, att):
                firers = g.units_in(self.box, side)
                for f in firers:
                    f.fought = True
                    if f.box is None:
                        continue
                    targets = [t for t in g.units_in(self.box, side.other)]
                    if not targets:
                        break
                    t = targets[0]
                    crossing = side is not att and r <= 2 and t.crossed
                    if hits(g.roll("NS-FIRE-2", side), f.kind, t.kind, g.is_fortified(t), crossing):
                        if t.reduced:
                            g.eliminate(t)
                        else:
                            g.reduce(t)
                if not g.units_in(self.box, side.other):
                    g.pop(self)
                    return
        for u in g.units_in(self.box, att):
            g.eliminate(u)
        g.pop(self)


def recover(g) -> None:
    """NS-RECOV-1: every reduced unit turns to its front."""
    for u in g.state.units.values():
        if u.reduced and u.box is not None:
            u.reduced = False


def battle_view(g) -> dict | None:
    return None
