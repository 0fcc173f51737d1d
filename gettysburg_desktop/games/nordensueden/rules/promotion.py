"""The promotion segment (NS-PROM-3): the phasing player may promote any one
of his units (``promote UNIT`` / ``no-promotion``). Under the Confederate
replacements variant (NS-AID-5) the Confederacy first rolls (``roll``): on
1 or 2, less 1 for each veteran or elite infantry it lost this game turn,
it makes two promotions (of two different units [interpretation])."""

from __future__ import annotations

from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.said import said

from .actions import Action, act
from .board import NSBoard
from .sides import Side


def promotable(g: NSBoard, side: Side, exclude: tuple[str, ...] = ()) -> list:
    return [u for u in g.on_map(side) if u.id not in exclude and g.can_promote(u)]


class Promotion(Frame):
    rule = "NS-PROM-3"
    step = "promotion"

    def __init__(self, side: Side) -> None:
        self.side = side
        self.rolled = False
        self.left = 1
        self.done: tuple[str, ...] = ()

    def replacements(self, g: NSBoard) -> bool:
        return self.side is Side.CSA and g.variant("replacements")

    def rule_now(self, g: NSBoard) -> str:
        return "NS-AID-5" if self.replacements(g) and not self.rolled else "NS-PROM-3"

    def step_name(self, g: NSBoard) -> str:
        return "replacements-roll" if self.replacements(g) and not self.rolled else "promotion"

    def asks(self, g: NSBoard, action: Action) -> bool:
        return action.verb == "roll"

    def run(self, g: NSBoard) -> bool:
        g.state.segment = "promotion"
        g.state.promotions_left = self.left
        if self.left <= 0 or not promotable(g, self.side, self.done):
            g.pop(self)
            return False
        return True

    def options(self, g: NSBoard) -> list[Action]:
        if self.replacements(g) and not self.rolled:
            return [act("roll")]
        return [act("no-promotion")] + [act("promote", u.id) for u in promotable(g, self.side, self.done)]

    def prompt(self, g: NSBoard) -> str:
        if self.replacements(g) and not self.rolled:
            return said("roll for Confederate replacements (NS-AID-5)")
        return said("you may promote one of your units (NS-PROM-3)")

    def apply(self, g: NSBoard, action: Action) -> None:
        if action.verb == "roll":
            self.rolled = True
            face = g.roll("NS-AID-5", self.side, said("replacements"))
            losses = g.state.csa_losses
            if face - losses <= 2:
                self.left = 2
                g.tell("replacements", said("two promotions this segment"), "NS-AID-5", side=self.side.value)
        elif action.verb == "no-promotion":
            self.left = 0
        else:
            unit = g.unit(action.args[0])
            g.promote(unit, "NS-PROM-3")
            self.done = (*self.done, unit.id)
            self.left -= 1
