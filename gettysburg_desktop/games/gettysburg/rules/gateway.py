"""Gettysburg's gateway: the kernel's ``Gateway`` (kernel/gateway.py: legal
actions, apply with its snapshot and restore, undo and redo, the prompt,
clone, the log, the revision, the loop over the frames) on Gettysburg's
board (base_board.py), with what only Gettysburg has: the concession at any
moment (R-WIN-3), identical units standing in for each other (issue 6) and
the entrenchment marker a friendly unit removes (R-ENT-5).

The ruleset the kernel asks everything else of (the state and its set-up,
the notation, the view, the rule ids) is ``ruleset.GETTYSBURG``; ``Game``
(game.py) plays it, the class everyone uses (docs/engine.md, "Layers").
"""

from __future__ import annotations

from gettysburg_desktop.kernel.gateway import GAME_OVER, NOTHING_DONE, ROLLED, UNDO_OFF, IllegalAction, Prompt, Undone
from gettysburg_desktop.kernel.gateway import Gateway as KernelGateway

from .actions import Action, act
from .base_board import BaseBoard
from .events import Event
from .orders import DropEntrenchment
from .pieces import Side
from .said import said

__all__ = ["CONCEDE", "GAME_OVER", "NOTHING_DONE", "ROLLED", "UNDO_OFF", "Gateway", "IllegalAction", "Prompt", "Undone"]

CONCEDE = act("concede")


class Gateway(KernelGateway, BaseBoard):
    def ask_entrenchment(self, side: Side, area: str, unit: str) -> None:
        self.push(DropEntrenchment(side, area, unit))

    #: verbs whose legal actions name one unit per class of units the rules
    #: can't tell apart (damage.representatives; ruleset.stands_in)
    STAND_IN_VERBS = frozenset({"assign", "evade", "fall-back", "damage-artillery", "withdraw", "fire"})

    def is_legal(self, action: Action) -> bool:
        return super().is_legal(action) or (action == CONCEDE and not self.over)

    def _not_legal(self, action: Action) -> list[Event]:
        if action.verb == "concede":
            return self.concede()
        return super()._not_legal(action)

    def concede(self) -> list[Event]:
        """R-WIN-3 [ruling]: the Confederates concede, at any moment,
        whichever side is deciding (the window's menu calls this; a record
        holds it as ``concede``)."""
        if self.over:
            raise IllegalAction("concede: the game is already over")
        st = self.state
        self._events = []
        st.ply += 1
        st.outcome = (Side.USA, said("The Confederate player conceded (R-WIN-3)."))
        if self.events_on:
            self.tell("game-over", "R-WIN-3", {"conceded": True}, winner="usa", reason=st.outcome[1])
        events, self._events = self._events, []
        self._record(Side.CSA, CONCEDE, events)
        return events
