"""The combat segment (NS-CBT-1, NS-CBT-2, NS-RECOV-1): every box holding
units of both sides is a battle; the attacker (the phasing side) chooses
the order (``battle BOX``), each battle is fought to its end by the
battles' frames (battle.py: ``Battle(box)``), and when the last is over
every reduced unit recovers (``recover``)."""

from __future__ import annotations

from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.said import said

from .actions import Action, act
from .battle import Battle, recover
from .board import NSBoard
from .sides import Side


def battle_boxes(g: NSBoard) -> list[str]:
    """NS-CBT-1: the boxes holding units of both sides, in the map's order."""
    sides: dict[str, set] = {}
    for u in g.state.units.values():
        if u.box is not None:
            sides.setdefault(u.box, set()).add(u.side)
    return [b.id for b in g.map.boxes if len(sides.get(b.id, ())) == 2]


class Combat(Frame):
    rule = "NS-CBT-2"
    step = "combat"

    def __init__(self, side: Side) -> None:
        self.side = side

    def run(self, g: NSBoard) -> bool:
        g.state.segment = "combat"
        if battle_boxes(g):
            return True
        recover(g)
        g.pop(self)
        return False

    def options(self, g: NSBoard) -> list[Action]:
        return [act("battle", b) for b in battle_boxes(g)]

    def prompt(self, g: NSBoard) -> str:
        return said("choose the next battle (NS-CBT-2)")

    def apply(self, g: NSBoard, action: Action) -> None:
        box = action.args[0]
        g.push(Battle(box))
