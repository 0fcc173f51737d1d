"""Undo and redo in the play window, a part of the window's controller
(ui/controller.py). In the hot seat the side that just handed the game over
may take its last action back while the curtain is down (the next player has
seen nothing); against the computer (issue 16) undo takes the person's last
decision back together with the computer's replies (scenario/take_back.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.scenario.take_back import NoTakeBack, take_back_point, taken_back

# the texts keep the context of the class they were first translated in (Qt's translate)
_t = QCoreApplication.translate


class UndoRedo:
    """Undo, redo and the take-back against the computer for one controller."""

    def __init__(self, controller) -> None:
        self._c = controller

    @property
    def can_take_back(self) -> bool:
        """Whether the side that just handed the game over may take its last
        action back: the curtain is down, the next player has seen nothing."""
        c = self._c
        return not c.replaying and c.waiting_for is not None and c.game.can_undo(handover=True)

    def undo(self) -> bool:
        c = self._c
        if c.against_computer:
            return self._take_back()
        g = c.game
        handover = self.can_take_back
        if c.replaying or not (handover or (g.can_undo() and c.waiting_for is None)):
            c.refuse(
                _t("Controller", "Nothing to undo: {why}").format(
                    why=shown(g.undo_reason()) or _t("Controller", "hand the game over first")
                )
            )
            return False
        c.show_reach(None)  # drawn for the position taken back, as a suggestion's marks were
        c.pick = c.pending = c.suggested = None
        c.offered = []
        undone = g.undo(handover=handover)
        if handover:  # the curtain lifts for the player who took the action back
            c.viewer, c.waiting_for = undone.side, None
            c.handover.emit(None)
        label = c.label(undone.action)
        c.message.emit(_t("Controller", "Undone: {action}").format(action=shown(label)))
        c.moved.emit()
        c.screen.sync()
        return True

    def _take_back(self) -> bool:
        """Undo against the computer: the person's own last step by the
        kernel's undo while no computer reply followed it; else the person's
        last decision with the computer's replies since, unless dice were
        rolled meanwhile (scenario/take_back.py)."""
        c = self._c
        g = c.game
        last = g.log[-1] if len(g.log) > 1 else None
        if last is not None and last.side in c.people and g.can_undo():
            c.show_reach(None)
            c.pick = c.pending = c.suggested = None
            c.offered = []
            undone = g.undo()
            label = c.label(undone.action)
            c.message.emit(_t("Controller", "Undone: {action}").format(action=shown(label)))
            c.moved.emit()
            c.screen.sync()
            return True
        try:
            n = take_back_point(g, c.people)
        except NoTakeBack as exc:
            c.refuse(_t("Controller", "Nothing to undo: {why}").format(why=shown(exc.why)))
            return False
        replies = len(g.history) - n - 1
        c.show_reach(None)
        c.pick = c.pending = c.suggested = None
        c.offered, c.pending_why = [], ""
        c.recent = {}
        c.session = taken_back(c.session, n)
        c.message.emit(
            (
                _t("Controller", "Undone: your last decision and the computer's reply since")
                if replies == 1
                else _t("Controller", "Undone: your last decision and the computer's {n} replies since")
            ).format(n=replies)
            if replies
            else _t("Controller", "Undone: your last decision")
        )
        c.moved.emit()
        c.screen.sync()
        return True

    @property
    def can_take_back_from_computer(self) -> bool:
        """Whether undo against the computer would take something back now."""
        c = self._c
        if not c.against_computer:
            return False
        try:
            take_back_point(c.game, c.people)
        except NoTakeBack:
            return False
        return True

    def undo_reason(self) -> str:
        """Why undo is not possible now ("" when it is), as the player reads it."""
        c = self._c
        if c.against_computer:
            try:
                take_back_point(c.game, c.people)
            except NoTakeBack as exc:
                return shown(exc.why)
            return ""
        return shown(c.game.undo_reason())

    def redo(self) -> bool:
        c = self._c
        g = c.game
        if c.replaying or not g.can_redo() or c.waiting_for is not None:
            c.refuse(_t("Controller", "Nothing to redo"))
            return False
        c.show_reach(None)
        c.pick = c.pending = c.suggested = None
        c.offered, c.pending_why = [], ""
        events = g.redo()
        c._after(events)
        return True
