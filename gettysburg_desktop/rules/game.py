"""The engine's gateway: ``legal_actions()``, ``apply()``, ``prompt()``,
``view(side)``, ``choices()``, ``undo()``/``redo()``, ``clone()``
(python-chess's one source of legality, OpenSpiel's sorted deterministic
actions, Rally the Troops' prompts and undo policy).

Game also holds the primitive changes of the board (moving, eliminating,
cubes, markers, blocks) so that each side effect the rules attach to them
(R-BLK-4, R-ENT-5, R-ART-7) happens in exactly one place, and each change
is told by exactly one event (events.py).

Threads: a Game and everything it holds belong to one thread at a time. Two
games (a game and its clones, say) may run in two threads at once: they
share only immutable data (the scenario, the battlefield and its range
cache, the shared ``Action`` values), whose caches are filled with whole
dict operations, safe under the GIL.
"""

from __future__ import annotations

import pickle
from dataclasses import dataclass
from itertools import compress
from typing import Iterable

from .actions import Action, act
from .battlefield import Battlefield
from .dice import Dice, ReplayDice, SeededDice
from .damage import SUPPLY_EXHAUSTED
from .events import Event
from .frame import Frame
from .log import LogEntry, log_text
from .periods import PERIOD_WORDS
from .pieces import (
    BLOCK_VALUES,
    DISRUPTION_MARKERS,
    ELIMINATED,
    FIGHTING_KINDS,
    ON_CHART,
    STACKING_LIMIT,
    Kind,
    Side,
    Unit,
    colour_kind,
    colour_side,
    colour_words,
)
from .said import Said, said
from .scenario import Scenario
from .state import Block, GameState
from .variants import check_variants

#: How a table result reads in the log.
RESULT_WORDS = {"-": said("no effect"), "cube": said("1 cube"), "M": said("M (morale check)"), "D": said("D (disruption)"), "R": said("R (retreat)"),
                "E": said("E (eliminated)"), "C": said("C (counter-attack)"), "hit": said("1 hit")}


OTHER = {Side.CSA: Side.USA, Side.USA: Side.CSA}
CONCEDE = act("concede")


class IllegalAction(ValueError):
    """An action that is not legal now. The message names the action, what
    is being asked (in the rules' words, with the rule id) and the legal
    alternatives."""


class EngineError(RuntimeError):
    """A state the rules engine should never reach (a bug, not a player error)."""


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


#: a unit's move in words, by the event's kind and whether it passed through an area
_MOVE_WORDS = {
    ("move", False): said("{unit} moves from {origin} to {dest}"),
    ("enter", False): said("{unit} enters from {origin} to {dest}"),
    ("arrive", False): said("{unit} arrives to {dest}"),
    ("retreat", False): said("{unit} retreats from {origin} to {dest}"),
    ("retreat", True): said("{unit} retreats from {origin} through {via} to {dest}"),
    ("withdraw", False): said("{unit} withdraws from {origin} to {dest}"),
    ("withdraw", True): said("{unit} withdraws from {origin} through {via} to {dest}"),
    ("set-up", False): said("{unit} is set up in {dest}"),
}
#: why undo is not possible (Game.undo_reason)
NOTHING_DONE = said("nothing has been done yet")
UNDO_OFF = said("undo is off in this game")
ROLLED = said("a die was rolled: rolls are never taken back")
GAME_OVER = said("the game is over")
#: reasons given by more than one rule
AS_ARTILLERY_LEAVES = said("as artillery leaves")
NO_UNIT_REMAINS = said("no unit remains")
NO_UNIT_OF_COLOUR = said("no unit of their colour is left")


def _nothing(*args, **kwargs) -> None:
    return None


def _dump(state: GameState) -> bytes:
    return pickle.dumps(state, pickle.HIGHEST_PROTOCOL)


class Game:
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
        from .sequence import Period, setup

        self.scenario = scenario
        self.bf: Battlefield = scenario.battlefield
        self.variants: frozenset[str] = check_variants(scenario.variants if variants is None else variants)
        self.history: list[Action] = []
        self.log: list[LogEntry] = []
        self._keep_undo = undo
        self._undo: list[tuple] = []
        self._redo: list[Action] = []
        self._undo_reason = NOTHING_DONE if undo else UNDO_OFF
        self._handed_over = False  # the undo list waits behind a hand-over (undo(handover=True))
        self._events: list[Event] = []
        self._faces: list[int] = []  # the dice rolled by the action under way
        self._quiet(not events)
        self._legal: list[Action] = []
        self._legal_sorted = True
        self._tables()
        self._free: dict[Side, list[bool]] = {}
        self.units_version = 0  # bumped whenever a unit changes place: keys the entry-move cache
        self._entries: dict[Side, tuple[tuple, list[Action]]] = {}
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

    def _quiet(self, quiet: bool) -> None:
        """Without events, emitting does nothing (the rolls are still counted)."""
        self.events_on = not quiet
        if quiet:
            self.emit = self.emit_secret = self.roll_result = _nothing
        else:
            for name in ("emit", "emit_secret", "roll_result"):
                self.__dict__.pop(name, None)

    def _tables(self) -> None:
        """Per-game tables made once (hot path), shared with clones."""
        bf = self.bf
        #: every area and entry box, and the place-block actions for them
        self.places: tuple[str, ...] = (*bf.area_ids, *sorted(bf.entry_boxes))
        self._place_index = {p: i for i, p in enumerate(self.places)}
        self._place_block_lists = {v: [act("place-block", v, p) for p in self.places] for v in set(BLOCK_VALUES)}
        self.enter_actions = {u.id: act("enter", u.id) for u in self.scenario.units}
        self.entrench_actions = {a: [act("entrench", a, n) for n in bf.neighbours(a)] for a in bf.area_ids}
        #: verb -> place -> action, for the verbs whose one word is a place
        self.place_actions = {
            verb: {p: act(verb, p) for p in self.places}
            for verb in ("order", "remove-block", "move", "reorganize", "remove-fire-marker", "assault")
        }
        names = {u.id: u.name or u.id for u in self.scenario.units}
        names.update({a.id: a.name for a in bf.areas.values()})
        names.update({b.id: b.name for b in bf.entry_boxes.values()})
        self.names = names

    # ------------------------------------------------------------------ gateway
    @property
    def dice(self) -> Dice:
        """The dice; they live in the state, so a snapshot or clone copies their stream."""
        return self.state.dice

    def legal_actions(self, *, ordered: bool = True) -> list[Action]:
        """The legal actions of the side that decides now, sorted by verb and
        words. ``ordered=False`` skips the sort (the order is still fixed by
        the state): sorting a few hundred actions costs more than finding
        them, and a random playout has no use for the order. ``concede`` is
        never among them: the Confederates may concede at any moment
        (R-WIN-3), through ``concede()``."""
        if ordered and not self._legal_sorted:
            self._legal.sort()
            self._legal_sorted = True
        return list(self._legal)

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
        from .damage import unit_class

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

    def _state_swapped(self) -> None:
        self.units_version += 1
        self._entries = {}
        self._rebuild_free()
        self._events = []

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
    def view(self, side: Side | None, reveal: bool = False) -> dict:
        from .view import view

        return view(self, side, reveal)

    def log_text(self, side: Side | None, reveal: bool = False) -> list[str]:
        """The game's log in words as ``side`` may read it (None: a
        spectator; ``reveal``: everything): the opponent's command-block
        values show as ``?`` (R-ACT-2)."""
        return log_text(self.log, side, reveal)

    def choices(self):
        """Every legal action with what a click means by it (choices.py)."""
        from .choices import choices

        return choices(self)

    def choices_at(self, **clicked):
        """The legal actions a click can mean: ``unit=``, ``place=``,
        ``border=(a, b)``, ``value=``, ``colour=`` (choices.py)."""
        from .choices import choices_at

        return choices_at(self, **clicked)

    def clone(self, dice: Dice | int | None = None, *, undo: bool = False, events: bool = False) -> "Game":
        """An independent game at the same position: its own state and dice
        (a copy of this game's dice stream, or ``dice``: a Dice or a seed for
        a fresh SeededDice, so that an AI's look-ahead does not know the real
        game's future rolls). The clone shares only immutable data with this
        game; its history is a copy, its log starts empty. By default it
        keeps no undo and tells no events (a look-ahead's needs)."""
        g = Game.__new__(Game)
        g.__dict__.update(
            {k: v for k, v in self.__dict__.items() if k in _SHARED}
        )
        data = _dump(self.state)
        g.state = pickle.loads(data)
        if dice is not None:  # the origin's dice are never used: a restore replays the faces rolled
            g.state.dice = SeededDice(dice) if isinstance(dice, int) else dice
        g.history = list(self.history)
        g.log = []
        g._keep_undo = undo
        g._undo, g._redo = [], []
        g._undo_reason = NOTHING_DONE if undo else UNDO_OFF
        g._handed_over = False
        g._events, g._faces = [], []
        g._quiet(not events)
        g._legal, g._legal_sorted = list(self._legal), self._legal_sorted
        g.units_version = 0
        g._entries = {}
        g._rebuild_free()
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
        from .actions import SECRET_WORDS
        from .choices import spoken, spoken_now

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
        from .sequence import BLOCK_VERBS, MUST_ORDER, Turn

        if action.verb in BLOCK_VERBS and isinstance(top, Turn) and top.must_order(self):
            orders = ", ".join(str(a) for a in self.legal_actions() if a.verb not in ("enter",))
            return f"{action}: not legal now: {MUST_ORDER}. The legal orders are: {orders}"
        same = [str(a) for a in self.legal_actions() if a.verb == action.verb]
        if same:
            shown = ", ".join(same[:8]) + (" ..." if len(same) > 8 else "")
            return f"{action}: not legal now. {asked}. The legal {action.verb} actions are: {shown}"
        verbs = sorted({a.verb for a in self._legal})
        return f"{action}: not legal now. {asked}. No {action.verb} is possible at this step, only: {', '.join(verbs)}"

    # ------------------------------------------------------------------ events and dice
    def emit(self, kind: str, text: str, rule: str = "", **data: object) -> None:
        self._events.append(Event(kind, text, rule, tuple(data.items())))

    def emit_secret(self, owner: Side, public_text: str, kind: str, text: str, rule: str, hidden: tuple[str, ...], **data: object) -> None:
        """An event holding ``owner``'s secret (R-ACT-2): the ``hidden`` keys
        and ``text`` only for the owner, ``public_text`` for everyone else."""
        self._events.append(Event(kind, text, rule, tuple(data.items()), owner.value, hidden, public_text))

    def roll(self, purpose: Said, rule: str, unit: str = "", table: str = "", target: str = "", **words: object) -> int:
        """One die for ``purpose`` (a said() template, filled in with
        ``words``; the rolling unit's name and the target area's name are put
        in only when events are on)."""
        face = self.state.dice.roll()
        self._faces.append(face)
        if self.events_on:
            if words:
                purpose = said(purpose.template, **words)
            if target:
                purpose = said("{purpose} in {area}", purpose=purpose, area=self.name(target))
            if unit:
                purpose = said("{unit}: {purpose}", unit=self.name(unit), purpose=purpose)
            self.emit("roll", said("{purpose}: rolled {face}", purpose=purpose, face=face), rule, purpose=purpose, unit=unit, face=face, table=table, result="")
        return face

    def roll_result(self, result: str) -> None:
        """Add the table's result to the roll just made (for the log): a
        T1-T6 result in words, an entry box (R-REIN-2) by its name."""
        e = self._events[-1]
        data = tuple((k, result if k == "result" else v) for k, v in e.data)
        words = RESULT_WORDS[result] if result in RESULT_WORDS else self.name(result)
        self._events[-1] = Event(e.kind, said("{roll}: {result}", roll=e.text, result=words), e.rule, data)

    def name(self, ident: str) -> str:
        """A unit's, area's or entry box's name as players read it."""
        return self.names.get(ident, ident)

    def push(self, frame) -> None:
        self.state.stack.append(frame)

    def pop(self, frame) -> None:
        if self.state.stack[-1] is not frame:
            raise EngineError(f"{frame!r} is not the innermost step")
        self.state.stack.pop()

    def find_frame(self, kind: type):
        for frame in reversed(self.state.stack):
            if isinstance(frame, kind):
                return frame
        return None

    def period_name(self) -> Said:
        return PERIOD_WORDS[self.state.period]

    # ------------------------------------------------------------------ queries
    def units_at(self, place: str, side: Side | None = None) -> list[Unit]:
        here = self.state.at.get(place)
        if not here:
            return []
        if side is None:
            return list(here)
        return [u for u in here if u.side is side]

    def count(self, place: str, side: Side) -> int:
        return self.state.present[side].get(place, 0)

    def block_placements(self, side: Side) -> list[Action]:
        """R-BLK-1: every place-block action open to ``side``: most of a
        turn's options on a large map, so built from a free-place mask kept
        up to date as blocks and units move."""
        mask = self._free[side]
        out: list[Action] = []
        for value in sorted(set(self.state.available[side])):
            out.extend(compress(self._place_block_lists[value], mask))
        return out

    def _refresh_free(self, place: str) -> None:
        i = self._place_index.get(place)
        if i is None or not self._free:  # not a place, or set-up (rebuilt after it)
            return
        st = self.state
        taken = place in st.blocks
        for side in (Side.CSA, Side.USA):
            self._free[side][i] = not taken and place not in st.present[OTHER[side]]

    def _rebuild_free(self) -> None:
        self._free = {side: [True] * len(self.places) for side in (Side.CSA, Side.USA)}
        for place in self.places:
            self._refresh_free(place)

    def enemy_places(self, side: Side) -> dict[str, int]:
        """The places holding units of ``side``'s enemy (test with ``in``)."""
        return self.state.present[OTHER[side]]

    def holds_enemy(self, place: str, side: Side) -> bool:
        return place in self.state.present[OTHER[side]]

    def fighting(self, place: str, side: Side) -> list[Unit]:
        return [u for u in self.units_at(place, side) if u.kind in FIGHTING_KINDS]

    def has_room(self, place: str, side: Side) -> bool:
        """R-MOVE-5: another unit of ``side`` fits (entry boxes have no limit)."""
        return self.bf.is_box(place) or self.count(place, side) < STACKING_LIMIT

    def command_places(self, side: Side) -> set[str]:
        return {p for p, b in self.state.blocks.items() if b.side is side}

    def loose(self, place: str, colour: str) -> int:
        return self.state.cubes.get(place, {}).get(colour, 0)

    def capacity(self, place: str, colour: str, exclude: Iterable[str] = ()) -> int:
        """Loose cubes of ``colour`` the units in ``place`` can still hold
        (R-DMG-2): their limits less the cubes already tied to them."""
        room = 0
        for u in self.state.at.get(place, ()):
            if u.colour == colour and u.id not in exclude:
                room += u.cube_limit - u.cubes
        return room

    # ------------------------------------------------------------------ primitive changes
    def place_unit(self, unit: Unit, dest: str, rule: str = "", verb: str = "move", via: str = "") -> None:
        """Move ``unit`` to ``dest`` with the side effects of leaving and
        entering; one event of kind ``verb`` (move, enter, arrive, retreat,
        withdraw, set-up)."""
        st = self.state
        self.units_version += 1
        origin = unit.location
        if origin in st.at:
            st.take(unit, origin)
            self._refresh_free(origin)
        unit.location = dest
        if dest in (ON_CHART, ELIMINATED):
            self._left(origin, unit)
            return
        entering_enemy = self.holds_enemy(dest, unit.side)
        st.put(unit, dest)
        self._refresh_free(dest)
        self._left(origin, unit)
        if self.events_on:
            name = self.name
            data = {"unit": unit.id, "origin": origin, "dest": dest}
            if verb in ("retreat", "withdraw"):
                data["via"] = via
            words = {"unit": name(unit.id), "dest": name(dest)}
            if verb not in ("arrive", "set-up"):
                words["origin"] = name(origin)
            if via:
                words["via"] = name(via)
            self.emit(verb, said(_MOVE_WORDS[verb, bool(via)].template, **words), rule, **data)
        block = st.blocks.get(dest)
        if block is not None and block.side is not unit.side and self.count(dest, block.side) == 0:
            # R-BLK-4, [interpretation] in entry boxes and on arrival as well
            self.remove_block(dest, "R-BLK-4")
        if not self.bf.is_area(dest):
            return
        markers = st.entrenchments.get(dest)
        if not entering_enemy and markers and verb in ("move", "enter", "retreat", "withdraw"):
            # R-ENT-5: one marker for each friendly unit that moves (or retreats) in;
            # [ruling] where they face different borders, the owner chooses which.
            if len(set(markers)) == 1:
                self.remove_entrenchment(dest, markers[0], unit.id)
            else:
                from .orders import DropEntrenchment

                self.push(DropEntrenchment(unit.side, dest, unit.id))

    def remove_entrenchment(self, area: str, border: str, unit: str) -> None:
        """R-ENT-5: the marker facing ``border`` goes as ``unit`` arrives."""
        st = self.state
        markers = st.entrenchments[area]
        markers.remove(border)
        if not markers:
            del st.entrenchments[area]
        if self.events_on:
            self.emit("entrenchment-removed", said("the entrenchment marker in {area} facing {border} is removed as {unit} arrives",
                                                   area=self.name(area), border=self.name(border), unit=self.name(unit)), "R-ENT-5", area=area, border=border)

    def remove_all_entrenchments(self, area: str, rule: str, why: Said) -> None:
        markers = self.state.entrenchments.pop(area, None)
        if markers and self.events_on:
            self.emit("entrenchments-removed", said("all entrenchment markers in {area} are removed: {why}", area=self.name(area), why=why), rule, area=area, borders=tuple(markers))

    def _left(self, origin: str, unit: Unit) -> None:
        st = self.state
        if not self.bf.is_area(origin):
            return
        if unit.kind is Kind.ARTILLERY and origin in st.fire_markers:
            self.remove_fire_marker(origin, "R-ART-7", AS_ARTILLERY_LEAVES)
        if origin not in st.at and origin in st.entrenchments:
            self.remove_all_entrenchments(origin, "R-ENT-5", NO_UNIT_REMAINS)

    def remove_fire_marker(self, area: str, rule: str, why: Said | None = None) -> None:
        self.state.fire_markers.discard(area)
        if self.events_on:
            text = (said("the artillery-fire marker in {area} is removed {why}", area=self.name(area), why=why) if why
                    else said("the artillery-fire marker in {area} is removed", area=self.name(area)))
            self.emit("fire-marker-removed", text, rule, area=area)

    def remove_disruption(self, area: str, rule: str, why: Said | None = None) -> None:
        if area in self.state.disrupted:
            self.state.disrupted.discard(area)
            if self.events_on:
                text = (said("the disruption marker in {area} is removed {why}", area=self.name(area), why=why) if why
                        else said("the disruption marker in {area} is removed", area=self.name(area)))
                self.emit("disruption-removed", text, rule, area=area)

    def eliminate(self, unit: Unit, rule: str, why: Said | None = None) -> None:
        """The unit leaves the map; the cubes tied to it go back to the supply (R-DMG-3)."""
        place = unit.location
        cubes = unit.cubes
        if cubes:
            self.state.supply[unit.colour] += cubes
            unit.cubes = 0
        self.state.came_from.pop(unit.id, None)
        if self.events_on:
            text = (said("{unit} is eliminated in {place}: {why}", unit=self.name(unit.id), place=self.name(place), why=why) if why
                    else said("{unit} is eliminated in {place}", unit=self.name(unit.id), place=self.name(place)))
            self.emit("eliminated", text, rule, unit=unit.id, place=place, colour=unit.colour, cubes=cubes)
        self.place_unit(unit, ELIMINATED, rule)
        self.after_loss(unit, place, "eliminated")

    def after_loss(self, unit: Unit, place: str, how: str, path: tuple[str, ...] = ()) -> None:
        """Tell the assault in ``place`` (if any) how a defender left (R-ASLT-9)."""
        from .assault import assault_in

        frame = assault_in(self, place)
        if frame is not None and unit.side is frame.defender and unit.fights:
            frame.left(unit, how, path)

    def untie(self, unit: Unit) -> None:
        """R-DMG-4, R-RET-5: the unit's cubes are no longer tied to it."""
        n = unit.cubes
        if n:
            pile = self.state.cubes.setdefault(unit.location, {})
            pile[unit.colour] = pile.get(unit.colour, 0) + n
            unit.cubes = 0
            if self.events_on:
                text = (said("the {n} cubes of {unit} lie loose in {place} again", n=n, unit=self.name(unit.id), place=self.name(unit.location)) if n > 1
                        else said("the {n} cube of {unit} lies loose in {place} again", n=n, unit=self.name(unit.id), place=self.name(unit.location)))
                self.emit("cubes-untied", text, "R-DMG-4", unit=unit.id, place=unit.location, colour=unit.colour, count=n)

    def tie(self, unit: Unit, n: int, rule: str = "R-MOVE-6") -> None:
        """The owner assigns ``n`` of the place's loose cubes to the unit
        (R-MOVE-6 as it moves, R-DMG-8 as it defends)."""
        if n:
            pile = self.state.cubes[unit.location]
            pile[unit.colour] -= n
            if not pile[unit.colour]:
                del pile[unit.colour]
                if not pile:
                    del self.state.cubes[unit.location]
            unit.cubes += n
            if not self.events_on:
                return
            words = {"n": n, "unit": self.name(unit.id), "place": self.name(unit.location)}
            if rule == "R-DMG-8":
                text = (said("{n} cubes in {place} assigned to {unit}, now holding {held}", held=unit.cubes, **words) if n > 1
                        else said("{n} cube in {place} assigned to {unit}, now holding {held}", held=unit.cubes, **words))
            else:
                text = (said("{unit} takes {n} cubes along from {place}", **words) if n > 1
                        else said("{unit} takes {n} cube along from {place}", **words))
            self.emit("cubes-tied", text, rule, unit=unit.id, place=unit.location, colour=unit.colour, count=n)

    def add_loose_cube(self, place: str, colour: str, rule: str, origin: str | None = None) -> None:
        """A cube added outside an assault (R-DMG-7 [interpretation]): into the
        area's pile, from the supply or (R-REINF) from the loose cubes of
        ``origin``; if its units can't hold the pile, one unit takes one cube
        too many and is eliminated, its cubes back to the supply. With the
        colour's supply exhausted, R-DMG-9 applies instead."""
        st = self.state
        side, kind = colour_side(colour), colour_kind(colour)
        holders = [u for u in self.units_at(place, side) if u.kind is kind]
        if not holders:
            return
        if origin is None and st.supply[colour] == 0:
            victim = holders[0]
            back = min(5, self.loose(place, colour))
            if self.events_on:
                words = {"colour": colour_words(colour), "unit": self.name(victim.id), "n": back}
                text = (said("no {colour} cube is left: {unit} is removed with {n} cube", **words) if back == 1
                        else said("no {colour} cube is left: {unit} is removed with {n} cubes", **words))
                self.emit("supply-exhausted", text, "R-DMG-9", unit=victim.id, colour=colour)
            self.return_loose(place, colour, back, "R-DMG-9")
            self.eliminate(victim, "R-DMG-9", SUPPLY_EXHAUSTED)
            return
        pile = st.cubes.setdefault(place, {})
        if origin is None:
            st.supply[colour] -= 1
            pile[colour] = pile.get(colour, 0) + 1
            if self.events_on:
                self.emit("cube-placed", said("a {colour} cube is placed in {place}", colour=colour_words(colour), place=self.name(place)), rule, place=place, colour=colour)
        else:
            src = st.cubes[origin]
            src[colour] -= 1
            if not src[colour]:
                del src[colour]
                if not src:
                    del st.cubes[origin]
            pile[colour] = pile.get(colour, 0) + 1
            if self.events_on:
                self.emit("cube-moved", said("a {colour} cube moves from {origin} to {place}", colour=colour_words(colour), origin=self.name(origin), place=self.name(place)),
                          rule, origin=origin, dest=place, colour=colour)
        if pile[colour] > self.capacity(place, colour):
            victim = holders[0]
            n = victim.cube_limit + 1
            self.return_loose(place, colour, n, "R-DMG-3", said("{unit} takes {n} cubes", unit=self.name(victim.id), n=n) if self.events_on else None)
            self.eliminate(victim, "R-DMG-3", said("{n} cubes", n=n) if self.events_on else None)

    def return_loose(self, place: str, colour: str, n: int, rule: str, why: Said | None = None) -> None:
        """``n`` loose cubes of ``colour`` in ``place`` go back to the supply."""
        pile = self.state.cubes.get(place, {})
        n = min(n, pile.get(colour, 0))
        if n:
            pile[colour] -= n
            self.state.supply[colour] += n
            if not pile[colour]:
                del pile[colour]
            if not pile:
                self.state.cubes.pop(place, None)
            if self.events_on:
                words = {"n": n, "colour": colour_words(colour), "place": self.name(place)}
                if why:
                    text = (said("{n} {colour} cubes in {place} go back to the supply: {why}", why=why, **words) if n > 1
                            else said("{n} {colour} cube in {place} goes back to the supply: {why}", why=why, **words))
                else:
                    text = (said("{n} {colour} cubes in {place} go back to the supply", **words) if n > 1
                            else said("{n} {colour} cube in {place} goes back to the supply", **words))
                self.emit("cubes-returned", text, rule, place=place, colour=colour, count=n)

    def drop_orphan_cubes(self, place: str) -> None:
        """Loose cubes whose colour has no unit left in ``place`` go back to the supply."""
        pile = self.state.cubes.get(place)
        if not pile:
            return
        for colour in list(pile):
            if not any(u.colour == colour for u in self.state.at.get(place, ())):
                self.return_loose(place, colour, pile[colour], "R-DMG-1", NO_UNIT_OF_COLOUR)

    def disrupt(self, area: str, rule: str) -> None:
        st = self.state
        if area in st.disrupted:
            return
        if len(st.disrupted) >= DISRUPTION_MARKERS:
            if self.events_on:
                self.emit("no-marker", said("no disruption marker is left for {area}", area=self.name(area)), "R-COMP", area=area)
            return
        st.disrupted.add(area)
        if self.events_on:
            self.emit("disrupted", said("a disruption marker is placed in {area}", area=self.name(area)), rule, area=area)

    def remove_block(self, place: str, rule: str) -> None:
        st = self.state
        block = st.blocks.pop(place)
        self._refresh_free(place)
        st.set_aside[block.side].append(block.value)
        st.set_aside[block.side].sort()
        if self.events_on:
            words = {"side": block.side.title, "place": self.name(place), "n": block.discs}
            if block.discs == 1:
                public = said("the {side} command block in {place} is removed with {n} disc and set aside", **words)
                text = said("the {side} command block in {place} (value {value}) is removed with {n} disc and set aside", value=block.value, **words)
            else:
                public = said("the {side} command block in {place} is removed with {n} discs and set aside", **words)
                text = said("the {side} command block in {place} (value {value}) is removed with {n} discs and set aside", value=block.value, **words)
            self.emit_secret(
                block.side, public, "block-removed", text, rule, ("value",),
                side=block.side.value, place=place, value=block.value, discs=block.discs,
            )
        self._blocks_return(block.side)

    def place_block(self, side: Side, value: int, place: str) -> None:
        st = self.state
        st.available[side].remove(value)
        st.blocks[place] = Block(side, value)
        self._refresh_free(place)
        if self.events_on:
            self.emit_secret(
                side, said("{side} places a command block in {place}", side=side.title, place=self.name(place)), "block-placed",
                said("{side} places a command block of value {value} in {place}", side=side.title, value=value, place=self.name(place)), "R-BLK-1", ("value",),
                side=side.value, place=place, value=value,
            )
        self._blocks_return(side)

    def _blocks_return(self, side: Side) -> None:
        """R-BLK-2, with its [interpretation]: whenever a side has no block
        available (its last was just placed, or the enemy swept blocks off
        the map while none was available), the set-aside blocks return."""
        st = self.state
        if not st.available[side] and st.set_aside[side]:
            values = tuple(st.set_aside[side])
            st.available[side] = sorted(values)
            st.set_aside[side] = []
            if self.events_on:
                words = {"side": side.title, "n": len(values)}
                self.emit_secret(side, said("{side}'s {n} set-aside command blocks are available again", **words), "blocks-returned",
                                 said("{side}'s {n} set-aside command blocks are available again ({values})", values=", ".join(map(str, values)), **words),
                                 "R-BLK-2", ("values",), side=side.value, values=values)


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

#: the attributes a clone shares with its original (immutable after __init__)
_SHARED = frozenset({
    "scenario", "bf", "variants", "places", "_place_index", "_place_block_lists",
    "enter_actions", "entrench_actions", "place_actions", "names",
})
