"""A step of the sequence of play (Rally the Troops' named states): who
decides, what is asked, the legal actions and their handler.

Frames stack: a period holds a turn, a turn an order, an order an assault, an
assault a retreat. The innermost frame decides what happens next. ``run``
does the automatic work (dice, rules without choices) and says whether the
frame now waits for a decision; ``options`` lists that decision's legal
actions; ``apply`` carries one out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action
from .pieces import Side

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


class Frame:
    rule = ""
    #: the step's stable name in the rules' words (docs/engine-api.md)
    step = ""
    #: Where the rules leave only one legal answer the engine takes it (issue 2, item 3).
    auto_single = True
    side: Side

    def step_name(self, g: "Game") -> str:
        return self.step

    def rule_now(self, g: "Game") -> str:
        """The rule id of the decision asked now (``rule``, unless a rule
        binds in this position, as R-ACT-3 does in a turn)."""
        return self.rule

    def asks(self, g: "Game", action: Action) -> bool:
        """Whether a lone legal ``action`` must still be asked of the player:
        true where it would roll dice (the player must have a last chance to
        take back the decisions before it; dice are never rolled by the
        engine's own initiative)."""
        return False

    def run(self, g: "Game") -> bool:
        """Do automatic work. True: waiting for a decision by ``self.side``."""
        return True

    def options(self, g: "Game") -> list[Action]:
        raise NotImplementedError

    def apply(self, g: "Game", action: Action) -> None:
        raise NotImplementedError

    def prompt(self, g: "Game") -> str:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.rule})"
