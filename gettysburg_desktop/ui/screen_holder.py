"""Who looks at the screen: the hot seat's privacy (R-ACT-2), a part of the
window's controller (ui/controller.py).

The screen shows the view of the side at the screen; when the deciding side
changes the curtain falls (the controller's ``handover`` signal) and until the
next player takes over the screen shows the spectator's view, with no block
value of either side. After a roll the player who rolled sees the result
first and hands over when ready (``hand_over``). Against the computer
(issue 16) there is no curtain: the screen shows the view of the side a
person plays. A replay shows the side at the screen throughout.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.display.words import side_name

from . import idle_gc

# the texts keep the context of the class they were first translated in (Qt's translate)
_t = QCoreApplication.translate


class ScreenHolder:
    """The side at the screen, the curtain and the view it may see, for one
    controller (its ``viewer``, ``waiting_for`` and ``handing_to``)."""

    def __init__(self, controller) -> None:
        self._c = controller
        self._view_key: tuple | None = None
        self._view: dict = {}

    def sync(self, rolled: bool = False) -> None:
        """After any change: fall the curtain if another side decides now;
        ``rolled``: dice were just rolled, so the player who rolled sees the
        result first and hands over when ready (``hand_over``)."""
        c = self._c
        c._choices_key = None
        side = c.game.deciding_side()
        if c.reveal:
            c.viewer, c.waiting_for, c.handing_to = side, None, None
        elif c.replaying:  # the side at the screen throughout, whoever decides at the step (R-ACT-2)
            c.viewer, c.waiting_for, c.handing_to = c.replay.viewer, None, None
        elif c.against_computer:  # the person's view throughout (two computers: a spectator's)
            people = c.people
            c.viewer = next(iter(people)) if len(people) == 1 else None
            c.waiting_for = c.handing_to = None
        elif not c.kind.hides:  # a game of open information: hot seat without a curtain
            if side is not None:
                c.viewer = side
            c.waiting_for = c.handing_to = None
        elif side is not None and side is not c.viewer and c.handing_to is None:
            if rolled and c.viewer is not None and c.waiting_for is None:
                c.handing_to = side  # the curtain waits for the Hand over button
            else:
                c.waiting_for = side
                c.handover.emit(side)
        c.refresh()

    def look_at_roll(self, viewer, side) -> None:
        """The board built again (a language switch) while the player who
        rolled looks at the roll: back to that, the curtain up until Hand over."""
        c = self._c
        if c.reveal or c.replaying or c.game.deciding_side() is not side:
            return
        c.viewer, c.waiting_for, c.handing_to = viewer, None, side
        c.handover.emit(None)
        c.refresh()

    def hand_over(self) -> None:
        """The player who rolled has seen the result: the curtain falls for the next side."""
        c = self._c
        side, c.handing_to = c.handing_to, None
        if side is None:
            return
        if c.game.deciding_side() is not side:  # pragma: no cover - nothing changes the game meanwhile
            self.sync()
            return
        c.waiting_for = side
        c.message.emit("")
        c.handover.emit(side)
        c.refresh()

    def take_over(self) -> None:
        """The next player clicked the curtain: show that side's view, with
        the places where the other side acted since marked on the map."""
        c = self._c
        if c.waiting_for is not None:
            idle_gc.collect_if_due()  # the curtain is still down: a pause here goes unseen
            c.viewer, c.waiting_for = c.waiting_for, None
            c.recent = self._since_last_turn(c.viewer)
            if c.recent:
                c.message.emit(
                    _t(
                        "Controller",
                        "Where the {side} player acted since your last decision is outlined on the map; the log tells it.",
                    ).format(side=side_name(c.kind.other(c.viewer)))
                )
            c.handover.emit(None)
            c.refresh()

    def _since_last_turn(self, side) -> dict[str, str]:
        """The places of the events since ``side`` last decided, as it may see them."""
        places: dict[str, str] = {}
        game = self._c.game
        keys = game.ruleset.place_keys
        for entry in reversed(game.log):
            if entry.side is side:
                break
            if entry.side is None:  # the set-up, a new period: nobody's decision
                continue
            for e in entry.events_seen_by(side):
                for p in e.places(keys):
                    places[p] = "recent"
        return places

    def set_reveal(self, on: bool) -> None:
        c = self._c
        c.reveal = on
        if on and c.waiting_for is not None:
            c.take_over()
        self.sync()

    def see(self, side, reveal: bool = False) -> dict:
        """The game's view for ``side`` (None: a spectator's): the ruleset's."""
        g = self._c.game
        return g.ruleset.view(g, side, reveal)

    def view(self) -> dict:
        """What the screen may show now (worked out once per change)."""
        c = self._c
        g = c.game
        key = (
            id(g),
            g.revision,
            c.waiting_for,
            c.viewer,
            c.reveal,
            c.replaying,
            g.can_undo(),
            g.can_redo(),
            c.handing_to,
        )
        if key != self._view_key:
            if c.waiting_for is not None:
                self._view = c.see(None)
            else:
                self._view = c.see(c.viewer, reveal=c.sees_everything)
            self._view_key = key
        return self._view

    @property
    def sees_everything(self) -> bool:
        """Whether the screen shows both sides' secrets: Show everything, or
        a game that is over (R-ACT-2); a replay shows what the side at the
        screen may know unless the player switched to Show everything."""
        c = self._c
        return (c.reveal or c.game.over) and c.waiting_for is None
