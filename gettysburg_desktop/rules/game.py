"""The engine's gateway: ``legal_actions()``, ``apply()``, ``prompt()``,
``view(side)``, ``undo()`` (python-chess's one source of legality, OpenSpiel's
sorted deterministic actions, Rally the Troops' prompts and undo policy).

Game also holds the primitive changes of the board (moving, eliminating,
cubes, markers, blocks) so that each side effect the rules attach to them
(R-BLK-4, R-ENT-5, R-ART-7) happens in exactly one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import compress
from typing import Iterable

from .actions import Action, act
from .battlefield import Battlefield
from .dice import Dice
from .events import CLEARS_UNDO, Event
from .periods import PERIODS
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
)
from .scenario import Scenario
from .state import Block, GameState


#: How a table result reads in the log.
RESULT_WORDS = {"-": "no effect", "cube": "1 cube", "M": "M (morale check)", "D": "D (disruption)", "R": "R (retreat)", "E": "E (eliminated)", "C": "C (counter-attack)", "hit": "1 hit"}


OTHER = {Side.CSA: Side.USA, Side.USA: Side.CSA}


class IllegalAction(ValueError):
    """An action that is not legal now. The message names the action, the
    step and the reason."""


class EngineError(RuntimeError):
    """A state the rules engine should never reach (a bug, not a player error)."""


@dataclass(frozen=True)
class Prompt:
    side: Side | None
    text: str
    rule: str
    step: str


class Game:
    def __init__(self, scenario: Scenario, dice: Dice, *, undo: bool = True, state: GameState | None = None) -> None:
        from .sequence import Period, setup

        self.scenario = scenario
        self.bf: Battlefield = scenario.battlefield
        self.dice = dice
        self.history: list[Action] = []
        self._keep_undo = undo
        self._undo: list[tuple[GameState, int]] = []
        self._events: list[Event] = []
        self._legal: list[Action] = []
        self._legal_sorted = True
        #: every area and entry box, and the place-block actions for them (made once: hot path)
        self.places: tuple[str, ...] = (*self.bf.area_ids, *sorted(self.bf.entry_boxes))
        self._place_index = {p: i for i, p in enumerate(self.places)}
        self._place_block_lists = {v: [act("place-block", v, p) for p in self.places] for v in set(BLOCK_VALUES)}
        #: side -> for each place (in ``places`` order): may it take a block now (R-BLK-1)?
        self._free: dict[Side, list[bool]] = {}
        self.units_version = 0  # bumped whenever a unit changes place: keys the entry-move cache
        self._entries: dict[Side, tuple[tuple, list[Action]]] = {}
        self.enter_actions = {u.id: act("enter", u.id) for u in scenario.units}
        self.entrench_actions = {a: [act("entrench", a, n) for n in self.bf.neighbours(a)] for a in self.bf.area_ids}
        #: verb -> place -> action, for the verbs whose one word is a place
        self.place_actions = {
            verb: {p: act(verb, p) for p in self.places}
            for verb in ("order", "remove-block", "move", "reorganize", "remove-fire-marker", "assault")
        }
        if state is None:
            state = GameState()
            self.state = state
            setup(self)
            state.stack.append(Period())
        else:
            self.state = state
        self._rebuild_free()
        self.start_events = self._advance()

    # ------------------------------------------------------------------ gateway
    def legal_actions(self, *, ordered: bool = True) -> list[Action]:
        """The legal actions of the side that decides now, sorted by verb and
        words. ``ordered=False`` skips the sort (the order is still fixed by
        the state): sorting a few hundred actions costs more than finding
        them, and a random playout has no use for the order."""
        if ordered and not self._legal_sorted:
            self._legal.sort()
            self._legal_sorted = True
        return list(self._legal)

    def is_legal(self, action: Action) -> bool:
        return action in self._legal

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
            return Prompt(None, f"The game is over: {winner.title} victory. {why}", "R-WIN", "game-over")
        top = st.stack[-1]
        return Prompt(top.side, f"{top.side.title}: {top.prompt(self)}", top.rule, type(top).__name__)

    def apply(self, action: Action | str) -> list[Event]:
        if isinstance(action, str):
            action = Action.parse(action)
        if action not in self._legal:
            raise IllegalAction(self._why_illegal(action))
        st = self.state
        decider = st.stack[-1].side
        if self._keep_undo:
            self._undo.append((st.snapshot(), len(self.history)))
        self._events = []
        st.ply += 1
        self.history.append(action)
        st.stack[-1].apply(self, action)
        events = self._advance()
        if self._keep_undo and (
            any(e.kind in CLEARS_UNDO for e in events) or self.deciding_side() is not decider
        ):
            self._undo.clear()
        return events

    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> None:
        """Restore the snapshot before the last action. Undo is cleared on a
        roll, on revealed hidden information and on a change of side."""
        if not self._undo:
            raise IllegalAction("nothing to undo: undo is cleared by a roll, revealed information or a change of side")
        snapshot, n = self._undo.pop()
        self.state = snapshot
        self.units_version += 1
        self._rebuild_free()
        del self.history[n:]
        self._advance()

    def view(self, side: Side | None) -> dict:
        from .view import view

        return view(self, side)

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
            if len(opts) == 1 and top.auto_single:
                top.apply(self, opts[0])
                continue
            self._legal = opts
            self._legal_sorted = False
            break
        else:
            self._legal = []
        events, self._events = self._events, []
        return events

    def _why_illegal(self, action: Action) -> str:
        if self.over:
            return f"{action}: illegal, the game is over"
        top = self.state.stack[-1]
        step = f"{type(top).__name__} ({top.rule}): {top.prompt(self)}"
        same = [str(a) for a in self._legal if a.verb == action.verb]
        if same:
            shown = ", ".join(same[:8]) + (" ..." if len(same) > 8 else "")
            return f"{action}: illegal at step {step}; the legal {action.verb} actions are: {shown}"
        verbs = sorted({a.verb for a in self._legal})
        return f"{action}: illegal at step {step}; no {action.verb} is possible now, only: {', '.join(verbs)}"

    # ------------------------------------------------------------------ events and dice
    def emit(self, kind: str, text: str, rule: str = "", **data: object) -> None:
        self._events.append(Event(kind, text, rule, tuple(data.items())))

    def roll(self, purpose: str, rule: str, unit: str = "") -> int:
        face = self.dice.roll()
        self.emit("roll", f"{purpose}: rolled {face}", rule, purpose=purpose, face=face, unit=unit)
        return face

    def roll_result(self, result: str) -> None:
        """Add the table's result to the roll just made (for the log)."""
        e = self._events[-1]
        self._events[-1] = Event(e.kind, f"{e.text}: {RESULT_WORDS.get(result, result)}", e.rule, e.data + (("result", result),))

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

    def period_name(self) -> str:
        return PERIODS[self.state.period]

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
    def place_unit(self, unit: Unit, dest: str, rule: str = "", verb: str = "move") -> None:
        """Move ``unit`` to ``dest`` with the side effects of leaving and entering."""
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
        self.emit(verb, f"{unit.id} {verb}s from {origin} to {dest}", rule, unit=unit.id, origin=origin, dest=dest)
        block = st.blocks.get(dest)
        if block is not None and block.side is not unit.side and self.count(dest, block.side) == 0:
            # R-BLK-4, [interpretation] in entry boxes and on arrival as well
            self.remove_block(dest, "R-BLK-4")
        if not self.bf.is_area(dest):
            return
        if not entering_enemy and st.entrenchments.get(dest) and verb in ("move", "enter", "retreat", "withdraw"):
            # R-ENT-5: one marker for each friendly unit that moves (or retreats) in
            # [interpretation: the last marker placed goes first].
            st.entrenchments[dest].pop()
            if not st.entrenchments[dest]:
                del st.entrenchments[dest]
            self.emit("entrenchment-removed", f"an entrenchment marker in {dest} is removed as {unit.id} arrives", "R-ENT-5", area=dest)

    def _left(self, origin: str, unit: Unit) -> None:
        st = self.state
        if not self.bf.is_area(origin):
            return
        if unit.kind is Kind.ARTILLERY and origin in st.fire_markers:
            st.fire_markers.discard(origin)
            self.emit("fire-marker-removed", f"the artillery-fire marker in {origin} is removed as artillery leaves", "R-ART-7", area=origin)
        if origin not in st.at and origin in st.entrenchments:
            del st.entrenchments[origin]
            self.emit("entrenchment-removed", f"all entrenchment markers in {origin} are removed: no unit remains", "R-ENT-5", area=origin)

    def eliminate(self, unit: Unit, rule: str, why: str = "") -> None:
        """The unit leaves the map; the cubes tied to it go back to the supply (R-DMG-3)."""
        place = unit.location
        if unit.cubes:
            self.state.supply[unit.colour] += unit.cubes
            unit.cubes = 0
        self.state.came_from.pop(unit.id, None)
        self.place_unit(unit, ELIMINATED, rule)
        self.emit("eliminated", f"{unit.id} is eliminated in {place}" + (f": {why}" if why else ""), rule, unit=unit.id, area=place)
        self.after_loss(unit, place, "eliminated")

    def after_loss(self, unit: Unit, place: str, how: str) -> None:
        """Tell the assault in ``place`` (if any) how a defender left (R-ASLT-9)."""
        from .assault import Assault

        for frame in self.state.stack:
            if isinstance(frame, Assault) and frame.area == place and unit.side is frame.defender and unit.fights:
                frame.last_exit = "cavalry" if (how == "retreated" and unit.kind is Kind.CAVALRY) else how

    def untie(self, unit: Unit) -> None:
        """R-DMG-4, R-RET-5: the unit's cubes are no longer tied to it."""
        if unit.cubes:
            pile = self.state.cubes.setdefault(unit.location, {})
            pile[unit.colour] = pile.get(unit.colour, 0) + unit.cubes
            unit.cubes = 0

    def tie(self, unit: Unit, n: int) -> None:
        """R-MOVE-6: the owner assigns ``n`` of the area's cubes to the moving unit."""
        if n:
            pile = self.state.cubes[unit.location]
            pile[unit.colour] -= n
            if not pile[unit.colour]:
                del pile[unit.colour]
                if not pile:
                    del self.state.cubes[unit.location]
            unit.cubes += n

    def add_loose_cube(self, place: str, colour: str, rule: str) -> None:
        """A cube added outside an assault (R-DMG-7 [interpretation]): into the
        area's pile; if its units can't hold the pile, one unit takes one cube
        too many and is eliminated, its cubes back to the supply. With the
        colour's supply exhausted, R-DMG-9 applies instead."""
        st = self.state
        side, kind = colour_side(colour), colour_kind(colour)
        holders = [u for u in self.units_at(place, side) if u.kind is kind]
        if not holders:
            return
        if st.supply[colour] == 0:
            victim = holders[0]
            back = min(5, self.loose(place, colour))
            self._take_loose(place, colour, back)
            self.emit("supply-exhausted", f"no {colour} cube is left: {victim.id} is removed with {back} cubes", "R-DMG-9", unit=victim.id)
            self.eliminate(victim, "R-DMG-9", "the cube supply is exhausted")
            return
        st.supply[colour] -= 1
        pile = st.cubes.setdefault(place, {})
        pile[colour] = pile.get(colour, 0) + 1
        self.emit("cube", f"a {colour} cube is placed in {place}", rule, area=place, colour=colour)
        if pile[colour] > self.capacity(place, colour):
            victim = holders[0]
            n = victim.cube_limit + 1
            self._take_loose(place, colour, n)
            self.emit("overloaded", f"{victim.id} takes {n} cubes", "R-DMG-3", unit=victim.id)
            self.eliminate(victim, "R-DMG-3", f"{n} cubes")

    def _take_loose(self, place: str, colour: str, n: int) -> None:
        pile = self.state.cubes.get(place, {})
        n = min(n, pile.get(colour, 0))
        if n:
            pile[colour] -= n
            self.state.supply[colour] += n
            if not pile[colour]:
                del pile[colour]
            if not pile:
                self.state.cubes.pop(place, None)

    def drop_orphan_cubes(self, place: str) -> None:
        """Loose cubes whose colour has no unit left in ``place`` go back to the supply."""
        pile = self.state.cubes.get(place)
        if not pile:
            return
        for colour in list(pile):
            if not any(u.colour == colour for u in self.state.at.get(place, ())):
                self._take_loose(place, colour, pile[colour])

    def disrupt(self, area: str, rule: str) -> None:
        st = self.state
        if area in st.disrupted:
            return
        if len(st.disrupted) >= DISRUPTION_MARKERS:
            self.emit("no-marker", f"no disruption marker is left for {area}", "R-COMP")
            return
        st.disrupted.add(area)
        self.emit("disrupted", f"a disruption marker is placed in {area}", rule, area=area)

    def remove_block(self, place: str, rule: str) -> None:
        st = self.state
        block = st.blocks.pop(place)
        self._refresh_free(place)
        st.set_aside[block.side].append(block.value)
        st.set_aside[block.side].sort()
        self.emit("block-removed", f"the {block.side.title} command block in {place} is removed with {block.discs} discs", rule, place=place, side=block.side.value, discs=block.discs)
        self._blocks_return(block.side)

    def place_block(self, side: Side, value: int, place: str) -> None:
        st = self.state
        st.available[side].remove(value)
        st.blocks[place] = Block(side, value)
        self._refresh_free(place)
        self.emit("block-placed", f"{side.title} places a command block in {place}", "R-BLK-1", place=place, side=side.value)
        self._blocks_return(side)

    def _blocks_return(self, side: Side) -> None:
        """R-BLK-2, with its [interpretation]: whenever a side has no block
        available (its last was just placed, or the enemy swept blocks off
        the map while none was available), the set-aside blocks return."""
        st = self.state
        if not st.available[side] and st.set_aside[side]:
            st.available[side] = sorted(st.set_aside[side])
            st.set_aside[side] = []
            self.emit("blocks-return", f"{side.title}'s set-aside command blocks are available again", "R-BLK-2", side=side.value)
