"""The gateway every game goes through, whatever its rules: ``legal_actions()``,
``apply()``, ``prompt()``, ``undo()``/``redo()``, ``clone()``, the log, the
revision (python-chess's one source of legality, OpenSpiel's sorted
deterministic actions, current player, terminal and returns, information
state and resampling; Rally the Troops' prompts and undo policy).

A ruleset plugs in as ``Gateway.ruleset`` (ruleset.py): its state, its
frames, its actions and their notation, its view per side, its events, its
rule ids. The gateway runs the innermost frame of the state's stack until
a decision waits (``_advance``), checks every action against the legal list,
keeps a snapshot (a pickle of the state) for undo and for putting the state
back when an action fails half-way, and logs every action with its events
and the dice it rolled.

Threads: a game and everything it holds belong to one thread at a time. A
game and its clones may run in two threads at once: they share only the
ruleset's immutable tables.
"""

from __future__ import annotations

import pickle
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Self

from .board import Board, EngineError
from .dice import Dice, ReplayDice, SeededDice
from .events import Event
from .frame import Frame
from .log import LogEntry, log_text
from .ruleset import Ruleset
from .said import said

__all__ = ["EngineError", "Gateway", "IllegalAction", "PositionError", "Prompt", "Undone"]


class IllegalAction(ValueError):
    """An action that is not legal now. The message names the action, what
    is being asked (in the rules' words, with the rule id) and the legal
    alternatives."""


class PositionError(ValueError):
    """A stated position (a record's ``position``, docs/game-record.md) that
    cannot be; the message names the key and the problem, a line each. A
    game's ``state_from_position`` raises it (or a subclass)."""


@dataclass(frozen=True)
class Prompt:
    """Who decides now, what is asked, under which rule, and the step's
    stable name."""

    side: Any
    text: str
    rule: str
    step: str


@dataclass(frozen=True)
class Undone:
    """What ``undo()`` took back: the action, the side that had taken it and
    the events it had caused (to animate backwards, or just redraw)."""

    action: Any
    side: Any
    events: tuple[Event, ...]


#: why undo is not possible (Gateway.undo_reason)
NOTHING_DONE = said("nothing has been done yet")
UNDO_OFF = said("undo is off in this game")
ROLLED = said("a die was rolled: rolls are never taken back")
GAME_OVER = said("the game is over")


def _dump(state: Any) -> bytes:
    return pickle.dumps(state, pickle.HIGHEST_PROTOCOL)


#: the information keys (``information_key``): a digest of the public history, and side -> a digest of its secrets
Keys = tuple[int, dict[Any, int]]
#: what undo and a failed action put back: the pickled state, the legal list, whether sorted, the keys
Snapshot = tuple[bytes, list[Any], bool, Keys]


class Gateway(Board):
    #: the rules this gateway plays (set by the ruleset's game class)
    ruleset: Ruleset
    #: the information keys: a digest of the public history (every action
    #: in its public form, with the dice it rolled) and, per side, a
    #: digest of its own secrets (``information_key``)
    _keys: Keys
    #: why undo is not possible now (``undo_reason``)
    _undo_reason: str

    def __init__(
        self,
        scenario: Any,
        dice: Dice,
        *,
        undo: bool = True,
        state: Any = None,
        variants: Iterable[str] | None = None,
        events: bool = True,
    ) -> None:
        """``undo``: keep snapshots for undo (a window); ``events``: tell
        every change as an event and keep the log (a look-ahead and random
        playouts go without both: the same rules, faster). ``state``: start
        from a stated position instead of the scenario's set-up."""
        rs = self.ruleset
        chosen = getattr(scenario, "variants", ()) if variants is None else variants
        self._board(rs.tables(scenario, rs.check_variants(chosen)), None, events=events)
        self._kernel(undo, [], [], True)
        if state is None:
            state = rs.new_state(self.tables)
            state.dice = dice
            self.state = state
            rs.set_up(self)
        else:
            state.dice = dice
            self.state = state
        self._position_set()
        self.start_events = self._advance()
        self.log.append(LogEntry(0, None, None, tuple(self.start_events), tuple(self._faces)))
        start = (rs.name, getattr(scenario, "id", None), tuple(sorted(self.tables.variants)), tuple(self._faces))
        self._keys = (hash(start), {})
        self._faces = []
        #: the state to replay from if an action fails half-way (see ``apply``)
        self._origin = (_dump(self.state), 0)

    def _kernel(
        self,
        undo: bool,
        history: list[Any],
        legal: list[Any],
        legal_sorted: bool,
        secrets: list[tuple[int, Any, Any]] | None = None,
    ) -> None:
        """The gateway's own part, for a new game and a clone alike: the
        history, the log, the undo lists and the legal actions."""
        self.history = history
        #: (index in ``history``, side, its public form) of every action holding its side's secret
        self._secrets: list[tuple[int, Any, Any]] = secrets if secrets is not None else []
        self._keys = (0, {})
        self.log: list[LogEntry] = []
        self._keep_undo = undo
        #: (the snapshot before an action, the action's index in ``history``), the last on top
        self._undo: list[tuple[Any, int]] = []
        self._redo: list[Any] = []
        self._undo_reason = NOTHING_DONE if undo else UNDO_OFF
        self._handed_over = False  # the undo list waits behind a hand-over (undo(handover=True))
        self._legal = legal
        self._legal_sorted = legal_sorted

    # ------------------------------------------------------------------ OpenSpiel's names
    def current_player(self) -> Any:
        """The side that decides now (None once the game is over)."""
        return self.deciding_side()

    def is_terminal(self) -> bool:
        return self.over

    def returns(self) -> dict[Any, int]:
        """Side -> 1 (won), -1 (lost), 0 (a draw, or the game runs)."""
        return self.ruleset.returns(self.state.outcome)

    def information_state(self, side: Any) -> dict[str, Any]:
        """What ``side`` may see: the ruleset's view."""
        return self.ruleset.view(self, side)

    def view(self, side: Any, reveal: bool = False) -> dict[str, Any]:
        """What ``side`` may see of the position (None: a spectator;
        ``reveal``: everything): the ruleset's view."""
        return self.ruleset.view(self, side, reveal)

    def resample(self, side: Any, dice: Dice | int | None = None) -> Self:
        """A game ``side`` can't tell from this one, its hidden parts drawn
        anew (ruleset.resample), with fresh dice: ``dice`` a Dice or a seed
        (the seed also draws the hidden parts); None: drawn from the system."""
        world: Self = self.ruleset.resample(self, side, dice)
        return world

    def sample_world(self, side: Any, rng: Any) -> Self:
        """A game ``side`` can't tell from this one (issue 16's name for
        ``resample``): the others' secrets drawn with ``rng`` (a
        ``random.Random``), fresh dice seeded from it; no undo, no events,
        as ``clone()``. The same ``rng`` state gives the same world from any
        two games ``side`` can't tell apart (the ruleset says what it draws:
        its ``resample``)."""
        world: Self = self.ruleset.resample(self, side, None, rng)
        return world

    def information_key(self, side: Any) -> tuple[int, int, int]:
        """A hashable value, equal for two games ``side`` can't tell apart
        (the same start, the same actions in their public form with the same
        dice, the same own secrets) and different otherwise (digests: equal
        by chance once in 2**64). Constant time; valid within one process
        (Python's string hashes differ between processes)."""
        public, own = self._keys
        return (len(self.history), public, own.get(side, 0))

    def step_name(self) -> str:
        """The waiting decision's stable step name (``prompt().step``)
        without building the prompt's text."""
        st = self.state
        if st.outcome is not None:
            return "game-over"
        name: str = st.stack[-1].step_name(self)
        return name

    def steps_back(self) -> bool:
        """Whether the waiting decision is a step its player may leave by
        taking back the decision that began it (``Frame.steps_back``, and
        undo possible: no dice since)."""
        st = self.state
        return st.outcome is None and bool(st.stack) and st.stack[-1].steps_back and self.can_undo()

    def forced(self) -> Any:
        """The lone legal action when the decision waiting has only one
        (None otherwise). The engine takes a lone answer itself unless the
        frame asks it (``Frame.asks``: it would roll dice, and a player gets
        a last chance to undo before a roll; ``auto_single`` off: a step
        whose lone answer the rules leave to the player)."""
        legal = self._legal
        return legal[0] if len(legal) == 1 and self.state.outcome is None else None

    def advance_forced(self) -> int:
        """Apply lone legal actions until a real choice (or the game's end)
        waits; returns how many were applied (a search's shortcut)."""
        n = 0
        while len(self._legal) == 1 and self.state.outcome is None:
            self._apply(self._legal[0], redoing=False, trusted=True)
            n += 1
        return n

    def hide_secrets(self, owner: Any, key: int) -> None:
        """Make this game (a sampled world) hold none of ``owner``'s past
        secrets: its secret actions in the history in their public form,
        its own information digest ``key``, and the legal actions asked
        again when it decides now (they may depend on its secrets)."""
        hist = self.history
        for i, s, public in self._secrets:
            if s == owner:
                hist[i] = public
        self._keys = (self._keys[0], {**self._keys[1], owner: key})
        st = self.state
        if st.outcome is None and st.stack and st.stack[-1].side == owner:
            self._legal = st.stack[-1].options(self)
            self._legal_sorted = False

    # ------------------------------------------------------------------ the gateway
    def is_legal(self, action: Any) -> bool:
        return action in self._legal or self.ruleset.stands_in(self, action)

    @property
    def over(self) -> bool:
        return self.state.outcome is not None

    @property
    def outcome(self) -> tuple[Any, ...] | None:
        outcome: tuple[Any, ...] | None = self.state.outcome
        return outcome

    def deciding_side(self) -> Any:
        if self.over or not self.state.stack:
            return None
        return self.state.stack[-1].side

    def prompt(self) -> Prompt:
        st = self.state
        if st.outcome is not None:
            text, rule = self.ruleset.result(st.outcome)
            return Prompt(None, text, rule, "game-over")
        top = st.stack[-1]
        return Prompt(
            top.side,
            said("{side}: {question}", side=top.side.title, question=top.prompt(self)),
            top.rule_now(self),
            top.step_name(self),
        )

    def parse(self, text: str) -> Any:
        """An action from its text in the ruleset's notation."""
        return self.ruleset.parse_action(text)

    def apply(self, action: Any, *, trusted: bool = False) -> list[Event]:
        """Carry out a legal action (or its text); returns the events it
        caused. Either the action completes or the game is left exactly as it
        was (a dice or engine error half-way restores the state before it).
        ``trusted``: the action is one of ``legal_actions()`` as they stand
        (a search picks it from that list): the legality check, a search of
        the list, is skipped; anything else is then undefined."""
        return self._apply(action, redoing=False, trusted=trusted)

    def _not_legal(self, action: Any) -> list[Event]:
        """An action not in the legal list: refused, with the reason."""
        raise IllegalAction(self._why_illegal(action))

    def _apply(self, action: Any, redoing: bool, trusted: bool = False) -> list[Event]:
        if not trusted:
            if isinstance(action, str):
                action = self.ruleset.parse_action(action)
            if action not in self._legal and not self.ruleset.stands_in(self, action):
                return self._not_legal(action)
        st = self.state
        decider = st.stack[-1].side
        keys = self._keys
        snapshot = (_dump(st), self._legal, self._legal_sorted, keys) if self._keep_undo else None
        faces = self._faces = []
        self._concealed = self._revealed = None
        try:
            events = self._step(action)
        except BaseException:
            self._restore(snapshot, len(faces))
            raise
        self.revision += 1
        self.history.append(action)
        drawn = tuple(faces)
        concealed = self._concealed
        self.log.append(_entry((len(self.history), decider, action, tuple(events), drawn, concealed, self._revealed)))
        if concealed is not None or self.ruleset.secret(action):
            public = self.ruleset.public(action) if concealed is None else concealed
            self._secrets.append((len(self.history) - 1, decider, public))
            own = keys[1].copy()
            own[decider] = hash((own.get(decider, 0), action))
            self._keys = (hash((keys[0], public, drawn)), own)
        else:
            self._keys = (hash((keys[0], action, drawn)), keys[1])
        if not redoing:
            self._redo.clear()
        if self._keep_undo:
            if self._handed_over:  # the side the game was handed to has decided: no way back now
                self._clear_undo(self._undo_reason)
            if faces:
                self._clear_undo(ROLLED)
            elif self._revealed is not None:
                self._clear_undo(self._revealed)
            elif self.over:
                self._clear_undo(GAME_OVER)
            elif (now := self.deciding_side()) is not decider:
                # kept for a take-back behind the hot-seat curtain, before the
                # other side decides anything (undo(handover=True))
                self._undo.append((snapshot, len(self.history) - 1))
                self._handed_over = True
                self._undo_reason = said(
                    "the {side} decisions are done: the {other} side is deciding now",
                    side=decider.title,
                    other=now.title,
                )
            else:
                self._undo.append((snapshot, len(self.history) - 1))
        return events

    def _step(self, action: Any) -> list[Event]:
        self._events = []
        self.state.ply += 1
        self.state.stack[-1].apply(self, action)
        return self._advance()

    def _restore(self, snapshot: Snapshot | None, rolled: int) -> None:
        """Put back the state before a failed action: from its snapshot, or
        by replaying the history from the origin with the faces it rolled
        (games without undo keep no snapshots: a failure is rare, and
        replaying is cheap enough then); the dice step back over the
        ``rolled`` rolls of the failed action."""
        if snapshot is not None:
            data, self._legal, self._legal_sorted, _ = snapshot
            self.state = pickle.loads(data)
            self._state_swapped()
            return
        dice = self.state.dice
        dice.rewind(rolled)
        data, start = self._origin
        done = len(self.history) - start
        faces = [f for entry in (self.log[-done:] if done else ()) for f in entry.faces]
        self.state = pickle.loads(data)
        self.state.dice = ReplayDice(faces)
        self._state_swapped()
        self._advance()
        try:
            for a in self.history[start:]:
                self._step(a)
        except Exception as exc:  # pragma: no cover - the history played once already
            raise EngineError(f"the game could not be restored after a failure: {exc}") from exc
        self.state.dice = dice
        self._events, self._faces = [], []

    def _record(self, side: Any, action: Any, events: list[Event]) -> None:
        """Log an action taken outside the sequence of play (a concession):
        the position changed, no redo and no undo past it."""
        self._legal = []
        self.revision += 1
        self.history.append(action)
        self.log.append(LogEntry(len(self.history), side, action, tuple(events), ()))
        self._keys = (hash((self._keys[0], action, ())), self._keys[1])
        self._redo.clear()
        self._clear_undo(GAME_OVER)

    # ------------------------------------------------------------------ undo, redo
    def _clear_undo(self, why: str) -> None:
        self._undo.clear()
        self._undo_reason = why
        self._handed_over = False

    def set_undo(self, on: bool, why: str = UNDO_OFF) -> None:
        """Keep undo snapshots from now on (or stop). A game replayed from a
        record without undo, then played on in a window, switches it on."""
        self._keep_undo = on
        self._clear_undo(why if not on else said("nothing to undo yet: {why}", why=why))

    def can_undo(self, handover: bool = False) -> bool:
        """Whether undo is possible; ``handover``: whether the side that just
        handed the game over may take its last action back (see ``undo``)."""
        return bool(self._undo) and self._handed_over is handover

    def undo_reason(self) -> str:
        """Why undo is not possible now ("" when it is)."""
        return "" if self.can_undo() else self._undo_reason

    def undo(self, handover: bool = False) -> Undone:
        """Restore the position before the last action. Undo is cleared by a
        roll and by the other side's first decision (Rally the Troops' policy):
        the reason is ``undo_reason()``. Right after a change of the deciding
        side, only ``undo(handover=True)`` takes the last action back: a
        hot-seat window offers it while its curtain is down, so the other
        player has seen nothing."""
        if not self.can_undo(handover):
            raise IllegalAction(f"nothing to undo: {self._undo_reason}")
        self._handed_over = False
        (data, legal, legal_sorted, self._keys), n = self._undo.pop()
        entry = self.log[-1]
        self.state = pickle.loads(data)
        self._legal, self._legal_sorted = legal, legal_sorted
        self._state_swapped()
        self.revision += 1
        del self.history[n:]
        while self._secrets and self._secrets[-1][0] >= n:
            self._secrets.pop()
        del self.log[n + 1 :]
        self._redo.append(entry.action)
        return Undone(entry.action, entry.side, entry.events)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> list[Event]:
        """Apply again the action last undone (the same events follow: undo
        never crosses a roll)."""
        if not self._redo:
            raise IllegalAction("nothing to redo")
        return self._apply(self._redo.pop(), redoing=True)

    # ------------------------------------------------------------------ views and copies
    def log_text(self, side: Any, reveal: bool = False) -> list[str]:
        """The game's log in words as ``side`` may read it (None: a
        spectator; ``reveal``: everything)."""
        return log_text(self.log, side, reveal)

    def clone(self, dice: Dice | int | None = None, *, undo: bool = False, events: bool = False) -> Self:
        """An independent game at the same position: its own state and dice
        (a copy of this game's dice stream, or ``dice``: a Dice or a seed for
        a fresh SeededDice, so that a look-ahead does not know the real
        game's future rolls). The clone shares only the immutable tables
        with this game; its history is a copy, its log starts empty. By
        default it keeps no undo and tells no events (a look-ahead's needs)."""
        g = type(self).__new__(type(self))
        data = _dump(self.state)
        state = pickle.loads(data)
        if dice is not None:  # the origin's dice are never used: a restore replays the faces rolled
            state.dice = SeededDice(dice) if isinstance(dice, int) else dice
        g._board(self.tables, state, events=events, revision=self.revision)
        g._kernel(undo, list(self.history), list(self._legal), self._legal_sorted, list(self._secrets))
        g._keys = self._keys
        g.start_events = []
        g._origin = (data, len(g.history))
        return g

    # ------------------------------------------------------------------ the loop
    def _advance(self) -> list[Event]:
        st = self.state
        guard = 0
        while st.outcome is None:
            if not st.stack:
                raise EngineError("the sequence of play ran out of steps")
            top = st.stack[-1]
            if not top.run(self):
                guard += 1
                if guard > 100000:
                    raise EngineError(f"no progress in {top!r}")
                continue
            opts = top.options(self)
            if not opts:
                raise EngineError(f"no legal action in {top!r}: {top.prompt(self)}")
            if len(opts) == 1 and top.auto_single and (type(top).asks is _NEVER_ASKS or not top.asks(self, opts[0])):
                if self.events_on and opts[0].verb in self.ruleset.only_choice_verbs:
                    self._only_choice(top, opts[0])
                top.apply(self, opts[0])
                continue
            self._legal = opts
            self._legal_sorted = False
            break
        else:
            self._legal = []
        events, self._events = self._events, []
        return events

    def _only_choice(self, top: Frame, action: Any) -> None:
        """The engine takes a decision the rules leave no choice in (a lone
        legal action): the log says so, as the player's decision made for
        him ("the only choice: ...")."""
        side, rs = top.side, self.ruleset
        text = rs.only_choice_said(self, side, action)
        if rs.secret(action):  # pragma: no cover - no ruleset takes a secret action alone yet
            public = rs.only_choice_text(side, rs.spoken(self, action, hidden=True))
            self.emit_secret(
                side, public, "only-choice", text, top.rule_now(self), ("action",), side=side.value, action=str(action)
            )
            return
        self.emit("only-choice", text, top.rule_now(self), side=side.value, action=str(action))

    def _why_illegal(self, action: Any) -> str:
        if self.over:
            return f"{action}: not possible, the game is over"
        return self.ruleset.why_illegal(self, action)


_NEVER_ASKS = Frame.asks


def _entry(fields: tuple[Any, ...]) -> LogEntry:
    """A LogEntry made without NamedTuple's argument handling (once per action)."""
    return tuple.__new__(LogEntry, fields)
