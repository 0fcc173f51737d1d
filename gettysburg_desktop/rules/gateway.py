"""The engine's gateway: ``legal_actions()``, ``apply()``, ``prompt()``,
``undo()``/``redo()``, ``clone()``, ``concede()`` (python-chess's one source
of legality, OpenSpiel's sorted deterministic actions, Rally the Troops'
prompts and undo policy).

``Gateway`` is a ``BaseBoard`` (base_board.py: the position, its queries and
its primitive changes with their events, as python-chess's ``Board`` is a
``BaseBoard``) that also runs the sequence of play (the frames). What a
player is shown of a position (``view``, ``choices``) reads a gateway, so
it sits above this module; ``Game`` (game.py) is the gateway with those
added, the class everyone uses (docs/engine.md, "Layers").

Threads: a Game and everything it holds belong to one thread at a time. Two
games (a game and its clones, say) may run in two threads at once: they
share only immutable data (the scenario, the battlefield and its range
cache, the shared ``Action`` values), whose caches are filled with whole
dict operations, safe under the GIL.
"""

from __future__ import annotations

import pickle
from dataclasses import dataclass
from typing import Iterable, Self

from .actions import SECRET_WORDS, Action, act
from .base_board import OTHER, BaseBoard, BoardTables, EngineError
from .dice import Dice, ReplayDice, SeededDice
from .events import Event
from .frame import Frame
from .log import LogEntry, log_text
from .orders import DropEntrenchment
from .pieces import Side
from .queries import unit_class
from .said import said
from .scenario import Scenario
from .sequence import BLOCK_VERBS, MUST_ORDER, Period, Turn, setup
from .spoken import spoken, spoken_now
from .state import GameState
from .variants import check_variants

CONCEDE = act("concede")


class IllegalAction(ValueError):
    """An action that is not legal now. The message names the action, what
    is being asked (in the rules' words, with the rule id) and the legal
    alternatives."""


@dataclass(frozen=True)
class Prompt:
    """Who decides now, what is asked, under which rule, and the step's
    stable name (docs/engine-api.md lists the steps)."""

    side: Side | None
    text: str
    rule: str
    step: str


@dataclass(frozen=True)
class Undone:
    """What ``undo()`` took back: the action, the side that had taken it and
    the events it had caused (to animate backwards, or just redraw)."""

    action: Action
    side: Side | None
    events: tuple[Event, ...]


#: why undo is not possible (Gateway.undo_reason)
NOTHING_DONE = said("nothing has been done yet")
UNDO_OFF = said("undo is off in this game")
ROLLED = said("a die was rolled: rolls are never taken back")
GAME_OVER = said("the game is over")


def _dump(state: GameState) -> bytes:
    return pickle.dumps(state, pickle.HIGHEST_PROTOCOL)


class Gateway(BaseBoard):
    def __init__(
        self,
        scenario: Scenario,
        dice: Dice,
        *,
        undo: bool = True,
        state: GameState | None = None,
        variants: Iterable[str] | None = None,
        events: bool = True,
    ) -> None:
        """``undo``: keep snapshots for undo (the window); ``events``: tell
        every change as an event and keep the log. A computer player's
        look-ahead and the random playouts use ``undo=False, events=False``:
        the same rules, about a quarter faster (docs/performance.md)."""
        tables = BoardTables(scenario, check_variants(scenario.variants if variants is None else variants))
        self._board(tables, None, events=events)
        self._gateway(undo, [], [], True)
        if state is None:
            state = GameState()
            state.dice = dice
            self.state = state
            setup(self)
            state.stack.append(Period())
        else:
            state.dice = dice
            self.state = state
        self._rebuild_free()
        self.start_events = self._advance()
        self.log.append(LogEntry(0, None, None, tuple(self.start_events), tuple(self._faces)))
        self._faces = []
        #: the state to replay from if an action fails half-way (see ``apply``)
        self._origin = (_dump(self.state), 0)

    def _gateway(self, undo: bool, history: list[Action], legal: list[Action], legal_sorted: bool) -> None:
        """The gateway's own part, for a new game and a clone alike: the
        history, the log, the undo lists and the legal actions."""
        self.history = history
        self.log: list[LogEntry] = []
        self._keep_undo = undo
        self._undo: list[tuple] = []
        self._redo: list[Action] = []
        self._undo_reason = NOTHING_DONE if undo else UNDO_OFF
        self._handed_over = False  # the undo list waits behind a hand-over (undo(handover=True))
        self._legal = legal
        self._legal_sorted = legal_sorted

    def ask_entrenchment(self, side: Side, area: str, unit: str) -> None:
        self.push(DropEntrenchment(side, area, unit))

    # ------------------------------------------------------------------ gateway
    def is_legal(self, action: Action) -> bool:
        return action in self._legal or self._stands_in(action) or (action == CONCEDE and not self.over)

    #: verbs whose legal actions name one unit per class of units the rules
    #: can't tell apart (damage.representatives)
    STAND_IN_VERBS = frozenset({"assign", "evade", "fall-back", "damage-artillery", "withdraw", "fire"})

    def _stands_in(self, action: Action) -> bool:
        """Whether ``action`` names a unit the rules can't tell from the one
        a legal action names, the rest being the same (``unit_class``): the
        choices offer each class once, but a player who clicks Stone means
        Stone, not Cutler, so the clicked unit acts (issue 6: identical units
        are one choice; a record then names the unit the player chose)."""
        if action.verb not in self.STAND_IN_VERBS or not action.args:
            return False
        units = self.state.units
        u = units.get(action.args[0])
        if u is None:
            return False
        key = None
        for a in self._legal:
            if a.verb == action.verb and a.args[1:] == action.args[1:] and a.args[0] != action.args[0]:
                v = units.get(a.args[0])
                if v is not None and v.side is u.side:
                    key = key or unit_class(self, u)
                    if unit_class(self, v) == key:
                        return True
        return False

    @property
    def over(self) -> bool:
        return self.state.outcome is not None

    @property
    def outcome(self) -> tuple[Side, str] | None:
        return self.state.outcome

    def deciding_side(self) -> Side | None:
        if self.over or not self.state.stack:
            return None
        return self.state.stack[-1].side

    def prompt(self) -> Prompt:
        st = self.state
        if st.outcome is not None:
            winner, why = st.outcome
            return Prompt(None, said("The game is over: {side} victory. {why}", side=winner.title, why=why), "R-WIN", "game-over")
        top = st.stack[-1]
        return Prompt(top.side, said("{side}: {question}", side=top.side.title, question=top.prompt(self)), top.rule_now(self), top.step_name(self))

    def apply(self, action: Action | str) -> list[Event]:
        """Carry out a legal action; returns the events it caused. Either the
        action completes or the game is left exactly as it was (a dice or
        engine error half-way restores the state before the action)."""
        return self._apply(action, redoing=False)

    def _apply(self, action: Action | str, redoing: bool) -> list[Event]:
        if isinstance(action, str):
            action = Action.parse(action)
        if action not in self._legal and not self._stands_in(action):
            if action.verb == "concede":
                return self.concede()
            raise IllegalAction(self._why_illegal(action))
        st = self.state
        decider = st.stack[-1].side
        snapshot = (_dump(st), self._legal, self._legal_sorted) if self._keep_undo else None
        faces = self._faces = []
        try:
            events = self._step(action)
        except BaseException:
            self._restore(snapshot, len(faces))
            raise
        self.revision += 1
        self.history.append(action)
        self.log.append(_entry((len(self.history), decider, action, tuple(events), tuple(faces))))
        if not redoing:
            self._redo.clear()
        if self._keep_undo:
            if self._handed_over:  # the side the game was handed to has decided: no way back now
                self._clear_undo(self._undo_reason)
            if faces:
                self._clear_undo(ROLLED)
            elif self.over:
                self._clear_undo(GAME_OVER)
            elif self.deciding_side() is not decider:
                # kept for a take-back behind the hot-seat curtain, before the
                # other side decides anything (undo(handover=True))
                self._undo.append((snapshot, len(self.history) - 1))
                self._handed_over = True
                self._undo_reason = said("the {side} decisions are done: the {other} side is deciding now", side=decider.title, other=OTHER[decider].title)
            else:
                self._undo.append((snapshot, len(self.history) - 1))
        return events

    def _step(self, action: Action) -> list[Event]:
        self._events = []
        self.state.ply += 1
        self.state.stack[-1].apply(self, action)
        return self._advance()

    def _restore(self, snapshot, rolled: int) -> None:
        """Put back the state before a failed action: from its snapshot, or
        by replaying the history from the origin with the faces it rolled
        (games without undo keep no snapshots: a failure is rare, and
        replaying is cheap enough then); the dice step back over the
        ``rolled`` rolls of the failed action."""
        if snapshot is not None:
            data, self._legal, self._legal_sorted = snapshot
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
        self.emit("game-over", said("the Confederates concede: the Union wins"), "R-WIN-3", winner="usa", reason=st.outcome[1])
        events, self._events = self._events, []
        self._legal = []
        self.revision += 1
        self.history.append(CONCEDE)
        self.log.append(LogEntry(len(self.history), Side.CSA, CONCEDE, tuple(events), ()))
        self._redo.clear()
        self._clear_undo(GAME_OVER)
        return events

    # ------------------------------------------------------------------ undo, redo
    def _clear_undo(self, why: str) -> None:
        self._undo.clear()
        self._undo_reason = why
        self._handed_over = False

    def set_undo(self, on: bool, why: str = UNDO_OFF) -> None:
        """Keep undo snapshots from now on (or stop). A game replayed from a
        record without undo, then played on in the window, switches it on."""
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
        player has seen nothing (an improvement on Rally the Troops, whose
        players sit apart and see a move at once)."""
        if not self.can_undo(handover):
            raise IllegalAction(f"nothing to undo: {self._undo_reason}")
        self._handed_over = False
        (data, legal, legal_sorted), n = self._undo.pop()
        entry = self.log[-1]
        self.state = pickle.loads(data)
        self._legal, self._legal_sorted = legal, legal_sorted
        self._state_swapped()
        self.revision += 1
        del self.history[n:]
        del self.log[n + 1:]
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
    def log_text(self, side: Side | None, reveal: bool = False) -> list[str]:
        """The game's log in words as ``side`` may read it (None: a
        spectator; ``reveal``: everything): the opponent's command-block
        values show as ``?`` (R-ACT-2)."""
        return log_text(self.log, side, reveal)

    def clone(self, dice: Dice | int | None = None, *, undo: bool = False, events: bool = False) -> Self:
        """An independent game at the same position: its own state and dice
        (a copy of this game's dice stream, or ``dice``: a Dice or a seed for
        a fresh SeededDice, so that an AI's look-ahead does not know the real
        game's future rolls). The clone shares only immutable data with this
        game; its history is a copy, its log starts empty. By default it
        keeps no undo and tells no events (a look-ahead's needs)."""
        g = type(self).__new__(type(self))
        data = _dump(self.state)
        state = pickle.loads(data)
        if dice is not None:  # the origin's dice are never used: a restore replays the faces rolled
            state.dice = SeededDice(dice) if isinstance(dice, int) else dice
        g._board(self.tables, state, events=events, revision=self.revision)
        g._gateway(undo, list(self.history), list(self._legal), self._legal_sorted)
        g.start_events = []
        g._origin = (data, len(g.history))
        return g

    # ------------------------------------------------------------------ loop
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
                if self.events_on and opts[0].verb in ONLY_CHOICE_SAID:
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

    def _only_choice(self, top, action: Action) -> None:
        """The engine takes a decision the rules leave no choice in (a lone
        legal action, issue 2 item 3): the log says so, as the player's
        decision made for him ("the only choice: ...", issue 14 item 9)."""
        side = top.side
        words = {"side": side.title}
        text = said("the only choice: {side} {what}", what=spoken_now(self, action), **words)
        if action.verb in SECRET_WORDS:  # pragma: no cover - a block is never placed alone
            public = said("the only choice: {side} {what}", what=spoken(self, action, hidden=True), **words)
            self.emit_secret(side, public, "only-choice", text, top.rule_now(self), ("action",), side=side.value, action=str(action))
            return
        self.emit("only-choice", text, top.rule_now(self), side=side.value, action=str(action))

    def _why_illegal(self, action: Action) -> str:
        if self.over:
            return f"{action}: not possible, the game is over"
        top = self.state.stack[-1]
        question, rule = top.prompt(self), top.rule_now(self)
        asked = f"Now {top.side.title}: {question}" + ("" if f"({rule})" in question else f" ({rule})")
        if action.verb in BLOCK_VERBS and isinstance(top, Turn) and top.must_order(self):
            orders = ", ".join(str(a) for a in self.legal_actions() if a.verb not in ("enter",))
            return f"{action}: not legal now: {MUST_ORDER}. The legal orders are: {orders}"
        same = [str(a) for a in self.legal_actions() if a.verb == action.verb]
        if same:
            shown = ", ".join(same[:8]) + (" ..." if len(same) > 8 else "")
            return f"{action}: not legal now. {asked}. The legal {action.verb} actions are: {shown}"
        verbs = sorted({a.verb for a in self._legal})
        return f"{action}: not legal now. {asked}. No {action.verb} is possible at this step, only: {', '.join(verbs)}"


_NEVER_ASKS = Frame.asks
#: the lone decisions the log tells as "the only choice: ..." (choices among
#: pieces, places and discs; not the buttons that close a step: ending a
#: turn or a move, keeping the artillery)
ONLY_CHOICE_SAID = frozenset({
    "assign", "take-cube", "evade", "damage-artillery", "fall-back", "retreat", "withdraw", "cube-colour",
    "order", "double-order", "forced-pass", "move", "fire", "take-marker", "assault", "remove-entrenchment", "reinforce",
})


def _entry(fields: tuple) -> LogEntry:
    """A LogEntry made without NamedTuple's argument handling (once per action)."""
    return tuple.__new__(LogEntry, fields)
