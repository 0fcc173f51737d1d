"""The position a gateway runs over (python-chess's ``BaseBoard``, reduced
to what every ruleset shares): the state, the events of the action under
way, the dice it rolled, the legal actions of the decision waiting, the
revision. A ruleset's board (a subclass of ``Board``) adds its tables,
its queries and its changes, each change told by an event.

The state is the ruleset's plain data, copied by pickling for undo
snapshots and clones; the kernel asks of it only ``stack`` (the frames,
innermost last), ``outcome`` (None while the game runs, else ``(winner,
why)``; winner None for a draw), ``ply`` (actions applied) and ``dice``.
"""

from __future__ import annotations

from typing import Any

from .deck import Deck
from .dice import Dice, Outcome, Outcomes
from .events import Event


class EngineError(RuntimeError):
    """A state the rules engine should never reach (a bug, not a player error)."""


class Board:
    """The state and the kernel's per-game bookkeeping. ``revision`` changes
    with every change of the position (each action applied, undone or
    redone): views and windows key their caches on it."""

    state: Any

    def _board(self, tables: Any, state: Any, *, events: bool, revision: int = 0) -> None:
        """Make the board: the ruleset's fixed ``tables`` (shared with every
        clone), the position ``state`` (None while the game sets up) and the
        per-board lists. A new game and a clone both come through here."""
        self.tables = tables
        self.events_on = events
        self.revision = revision
        self._events: list[Event] = []
        self._faces: list[Outcome] = []  # the dice rolled (lots and cards drawn) by the action under way
        #: the action under way as the other sides know it, where it was done out of their sight (``conceal``)
        self._concealed: Any = None
        #: why the action under way showed its side something hidden (``reveal``): no undo back over it
        self._revealed: str | None = None
        #: the legal actions of the decision waiting (the gateway's loop finds them)
        self._legal: list[Any] = []
        self._legal_sorted = True
        if state is not None:
            self.state = state
            self._position_set()

    def _position_set(self) -> None:
        """A ruleset's board rebuilds its indexes of a new position here."""

    def _state_swapped(self) -> None:
        """A whole new ``state`` (a snapshot put back): the caches go."""
        self._position_set()
        self._events = []

    def legal_actions(self, *, ordered: bool = True) -> list[Any]:
        """The legal actions of the side that decides now, sorted.
        ``ordered=False`` skips the sort (the order is still fixed by the
        state): a random playout has no use for it."""
        if ordered and not self._legal_sorted:
            self._legal.sort()
            self._legal_sorted = True
        return list(self._legal)

    @property
    def dice(self) -> Dice:
        """The dice; they live in the state, so a snapshot or clone copies their stream."""
        dice: Dice = self.state.dice
        return dice

    def die(self, sides: int = 6) -> int:
        """One die (a d6 unless told), remembered as a face of the action
        under way (a roll ends undo, and a failed action's rolls are
        stepped back)."""
        face: int = self.state.dice.roll(sides)
        self._faces.append(face)
        return face

    def lot(self, outcomes: Outcomes, what: str = "") -> str:
        """One of ``outcomes`` (names drawn alike, or name -> weight),
        remembered as ``die`` remembers a face (kernel/dice.py)."""
        name: str = self.state.dice.lot(outcomes, what)
        self._faces.append(name)
        return name

    def draw(self, deck: Deck) -> str:
        """A card of ``deck`` (kept in the state), remembered as ``die``
        remembers a face (kernel/deck.py)."""
        card = deck.draw(self.state.dice)
        self._faces.append(card)
        return card

    # ------------------------------------------------------------------ events
    def emit(self, kind: str, text: str, rule: str = "", **data: object) -> None:
        """Tell a change as an event (nothing in a quiet game: ``events_on`` false)."""
        if self.events_on:
            self._events.append(Event(kind, text, rule, tuple(data.items())))

    def emit_secret(
        self, owner: Any, public_text: str, kind: str, text: str, rule: str, hidden: tuple[str, ...], **data: object
    ) -> None:
        """An event holding ``owner``'s secret (hidden information): the
        ``hidden`` keys and ``text`` only for the owner, ``public_text`` for
        everyone else."""
        if self.events_on:
            self._events.append(Event(kind, text, rule, tuple(data.items()), owner.value, hidden, public_text))

    # ------------------------------------------------------------------ hidden information
    def conceal(self, public: Any) -> None:
        """The action under way was done out of the other sides' sight (a
        unit moved hidden): they know it only as ``public`` (its secret
        words ``?``), as they know a secret action (``Ruleset.public``)."""
        self._concealed = public

    def reveal(self, why: str) -> None:
        """The action under way showed its side something it did not know
        (an enemy unit came into sight): it cannot be taken back (``why``
        says so to whoever asks to undo)."""
        self._revealed = why

    # ------------------------------------------------------------------ frames
    def push(self, frame: Any) -> None:
        self.state.stack.append(frame)

    def pop(self, frame: Any) -> None:
        if self.state.stack[-1] is not frame:
            raise EngineError(f"{frame!r} is not the innermost step")
        self.state.stack.pop()

    def find_frame(self, kind: type) -> Any:
        for frame in reversed(self.state.stack):
            if isinstance(frame, kind):
                return frame
        return None
