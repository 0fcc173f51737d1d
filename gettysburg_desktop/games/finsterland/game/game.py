"""The game: the kernel's gateway playing ``FINSTERLAND``. The window,
records and tests use ``FinsterlandGame``."""

from __future__ import annotations

from typing import Any

from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.kernel.events import Event
from gettysburg_desktop.kernel.gateway import Gateway, IllegalAction, Prompt, Undone
from gettysburg_desktop.kernel.said import said

from ..field.segments import broken
from .actions import act
from .fog import acting_unit, fog_on, look
from .ruleset import FINSTERLAND
from .sides import Side
from .terrain_tasks import without

__all__ = ["FinsterlandGame", "IllegalAction", "Prompt", "Undone"]


class FinsterlandGame(Gateway):
    ruleset = FINSTERLAND

    @property
    def table(self) -> Table:
        """The battle's table, without the pieces of terrain the pioneers removed (FL-SPEC-6) and the
        parts of battlefield objects destroyed (FL-STR-3, D26)."""
        table: Table = self.tables.scenario.table
        removed = self.state.removed  # a piece left of a broken object (wood~1) is removed after it is made
        return without(broken(without(table, removed), self.state.demolished), removed)

    def view(self, side: Any, reveal: bool = False) -> dict[str, Any]:
        return self.ruleset.view(self, side, reveal)

    def _step(self, action: Any) -> list[Any]:
        """An action, then what each side sees (FL-MOVE-8, D13; game/fog.py): a unit's action in the
        movement step after which no enemy model sees it is hidden from the other side: where it went
        (its record ``move N3 ?``, its events its side's only) and, where nobody saw it before either,
        which unit it was (``move ?``). An enemy unit that came into sight of the side deciding is
        news, so the action cannot be taken back."""
        st = self.state
        if not fog_on(self) or not st.fog.looked:
            return super()._step(action)
        decider: Side = st.stack[-1].side
        actor = acting_unit(self, action)
        was_seen = actor in st.fog.seen[decider.other]
        events = super()._step(action)
        new = look(self)
        seen, self._events = self._events, []
        if actor is not None and actor in st.units and actor not in st.fog.seen[decider.other]:
            self.conceal(act(action.verb, actor, "?") if was_seen else act(action.verb, "?"))
            events = [e._replace(owner=decider.value, hidden=("unit", "legs"), public_text="")
                      if e.get("unit") == actor else e for e in events]  # fmt: skip
            if self.events_on:  # the log's line for the other side: window_game.spoken
                events.append(Event(
                    "hidden-move", said("{unit} moves out of the enemy's sight", unit=st.units[actor].name),
                    "FL-MOVE-8", (("unit", actor), ("watched", was_seen)), decider.value, ("unit",), ""))  # fmt: skip
        if self.events_on:  # FL-MOVE-10: a reserve arriving out of the enemy's sight arrives unseen
            events = [_unseen_arrival(e, st) if e.kind == "arrive" else e for e in events]
        if new[decider]:
            names = ", ".join(str(st.units[u].name) for u in sorted(new[decider]))
            self.reveal(said("{units} came into sight: what was seen is not taken back (FL-MOVE-8)", units=names))
        return [*events, *seen]


def _unseen_arrival(e: Event, st: Any) -> Event:
    """A reserve's arrival as the other side reads it when it arrives out of its sight (FL-MOVE-8)."""
    unit = st.units.get(str(e.get("unit")))
    if unit is None or unit.id in st.fog.seen[Side(unit.side).other]:
        return e
    public = said("{side}: a reserve arrives out of sight", side=Side(unit.side).title)
    return e._replace(owner=unit.side, hidden=("unit",), public_text=public)
