"""A step of the sequence of play (Rally the Troops' named states): who
decides, what is asked, under which rule, the legal actions and their
handler. Any ruleset's sequence of play is a stack of frames; the kernel's
gateway (gateway.py) runs the innermost one.

``run`` does the automatic work (dice, rules without choices) and says
whether the frame now waits for a decision; ``options`` lists that
decision's legal actions; ``apply`` carries one out; ``prompt`` asks it in
words (a ``Said``) and ``rule`` / ``rule_now`` name the rule it asks under.
Frames are plain objects: a snapshot of the state (a pickle) holds the whole
stack, half-finished steps included.
"""

from __future__ import annotations

from typing import Any


class Frame:
    rule = ""
    #: the step's stable name in the rules' words (for windows and tests)
    step = ""
    #: Where the rules leave only one legal answer the engine takes it.
    auto_single = True
    #: A step the player may leave (Esc, Cancel) by taking back the decision
    #: of their own that began it, while undo can (an element picked to move:
    #: the pick is dropped); ``Gateway.steps_back``.
    steps_back = False
    #: the side that decides in this frame (a ruleset's side)
    side: Any

    def step_name(self, g: Any) -> str:
        return self.step

    def rule_now(self, g: Any) -> str:
        """The rule id of the decision asked now (``rule``, unless a rule
        binds in this position)."""
        return self.rule

    def asks(self, g: Any, action: Any) -> bool:
        """Whether a lone legal ``action`` must still be asked of the player:
        true where it would roll dice (the player must have a last chance to
        take back the decisions before it; dice are never rolled by the
        engine's own initiative)."""
        return False

    def run(self, g: Any) -> bool:
        """Do automatic work. True: waiting for a decision by ``self.side``."""
        return True

    def options(self, g: Any) -> list[Any]:
        raise NotImplementedError

    def apply(self, g: Any, action: Any) -> None:
        raise NotImplementedError

    def prompt(self, g: Any) -> str:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.rule})"
