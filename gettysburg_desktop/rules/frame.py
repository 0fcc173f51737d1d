"""A step of the sequence of play (Rally the Troops' named states): who
decides, what is asked, the legal actions and their handler.

Frames stack: a period holds a turn, a turn an order, an order an assault, an
assault a retreat. The innermost frame decides what happens next. ``run``
does the automatic work (dice, rules without choices) and says whether the
frame now waits for a decision; ``options`` lists that decision's legal
actions; ``apply`` carries one out.
"""

from __future__ import annotations

from .actions import Action
from .base_board import BaseBoard
from .pieces import Side


class Frame:
    rule = ""
    #: the step's stable name in the rules' words (docs/engine-api.md)
    step = ""
    #: Where the rules leave only one legal answer the engine takes it (issue 2, item 3).
    auto_single = True
    side: Side
    #: the area an assault frame fights in (``BaseBoard.assault_in`` finds it by this)
    fights_in: str | None = None

    def step_name(self, g: BaseBoard) -> str:
        return self.step

    def rule_now(self, g: BaseBoard) -> str:
        """The rule id of the decision asked now (``rule``, unless a rule
        binds in this position, as R-ACT-3 does in a turn)."""
        return self.rule

    def asks(self, g: BaseBoard, action: Action) -> bool:
        """Whether a lone legal ``action`` must still be asked of the player:
        true where it would roll dice (the player must have a last chance to
        take back the decisions before it; dice are never rolled by the
        engine's own initiative)."""
        return False

    def run(self, g: BaseBoard) -> bool:
        """Do automatic work. True: waiting for a decision by ``self.side``."""
        return True

    def options(self, g: BaseBoard) -> list[Action]:
        raise NotImplementedError

    def apply(self, g: BaseBoard, action: Action) -> None:
        raise NotImplementedError

    def prompt(self, g: BaseBoard) -> str:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.rule})"
