"""Gettysburg's board and its changes (python-chess's ``BaseBoard``, on the
kernel's ``Board``, kernel/board.py: the state, the events and dice of the
action under way, the legal list, the revision, ``emit``, ``push``/``pop``): the position
(``state``), the scenario's fixed tables, the queries the rules ask of the
position, and the primitive changes of the board (moving, eliminating,
cubes, markers, blocks), each with the side effects the rules attach to it
(R-BLK-4, R-ENT-5, R-ART-7) in exactly one place and told by exactly one
event (events.py) through ``tell``; its words are written by kind in
telling.py.

The gateway (legal actions, apply, undo, clone, prompt, view) is ``Game``
in game.py, a ``BaseBoard`` that also runs the sequence of play. The frames
(frame.py and the modules of the rules) work on a ``BaseBoard``: they sit
above this module and below the gateway (docs/engine.md, "Layers").

Quiet games (``events_on`` false: the playouts, a look-ahead) tell nothing:
``tell``, ``emit``, ``emit_secret`` and ``roll_result`` do nothing then
(``tell`` builds no text), and the callers that gather costly data test
``events_on`` first.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import compress

from gettysburg_desktop.kernel.board import Board
from gettysburg_desktop.kernel.board import EngineError as EngineError  # re-exported: it lived here

from .actions import Action, act
from .battlefield import Battlefield
from .events import Event
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
)
from .said import Said, said
from .scenario import Scenario
from .state import Block, GameState
from .telling import AS_ARTILLERY_LEAVES, NO_UNIT_OF_COLOUR, NO_UNIT_REMAINS, SECRET, SUPPLY_EXHAUSTED, TELLING

#: How a table result reads in the log.
RESULT_WORDS = {
    "-": said("no effect"),
    "cube": said("1 cube"),
    "M": said("M (morale check)"),
    "D": said("D (disruption)"),
    "R": said("R (retreat)"),
    "E": said("E (eliminated)"),
    "C": said("C (counter-attack)"),
    "hit": said("1 hit"),
}

OTHER = {Side.CSA: Side.USA, Side.USA: Side.CSA}

#: R-DMG-9: why a unit goes when no cube of its colour is left


class BoardTables:
    """What a scenario and its variants fix for a whole game, made once and
    shared by the game and every clone of it (immutable once made; the hot
    path reads them as attributes of the board)."""

    def __init__(self, scenario: Scenario, variants: frozenset[str]) -> None:
        self.scenario = scenario
        self.bf: Battlefield = scenario.battlefield
        self.variants = variants
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


class BaseBoard(Board):
    """The position and its changes. ``revision`` changes with every change
    of the position a player can see (each action applied, undone or
    redone, a concession): views and windows key their caches on it."""

    def _board(self, tables: BoardTables, state: GameState | None, *, events: bool, revision: int = 0) -> None:
        """Make the board: the shared ``tables``, the position ``state`` (None
        while the game sets up its pieces) and the per-board caches. A new
        game and a clone both come through here."""
        self.tables = tables
        self.__dict__.update(vars(tables))
        self.events_on = events
        self.revision = revision
        self._events: list[Event] = []
        self._faces: list[int] = []  # the dice rolled by the action under way
        self._free: dict[Side, list[bool]] = {}
        self.units_version = 0  # bumped whenever a unit changes place: keys the entry-move cache
        self._entries: dict[Side, tuple[tuple, list[Action]]] = {}
        #: the legal actions of the decision waiting (the gateway's loop finds them)
        self._legal: list[Action] = []
        self._legal_sorted = True
        if state is not None:
            self.state = state
            self._rebuild_free()

    def _position_set(self) -> None:
        """A new position (kernel/board.py): the free-place mask is rebuilt."""
        self._rebuild_free()

    def _state_swapped(self) -> None:
        """A whole new ``state`` (a snapshot put back): the caches go."""
        self.units_version += 1
        self._entries = {}
        self._rebuild_free()
        self._events = []

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
            if self.events_on:
                self.tell(
                    "roll",
                    rule,
                    None,
                    purpose=purpose,
                    unit=unit,
                    face=face,
                    table=table,
                    result="",
                )
        return face

    def roll_result(self, result: str) -> None:
        """Add the table's result to the roll just made (for the log): a
        T1-T6 result in words, an entry box (R-REIN-2) by its name."""
        if not self.events_on:
            return
        e = self._events[-1]
        data = tuple((k, result if k == "result" else v) for k, v in e.data)
        words = RESULT_WORDS[result] if result in RESULT_WORDS else self.name(result)
        self._events[-1] = Event(e.kind, said("{roll}: {result}", roll=e.text, result=words), e.rule, data)

    def name(self, ident: str) -> str:
        """A unit's, area's or entry box's name as players read it."""
        return self.names.get(ident, ident)

    def tell(self, kind: str, rule: str, extra: dict | None = None, /, **data: object) -> None:
        """Tell a change as an event of ``kind`` whose text telling.py writes
        from ``data`` (and ``extra``: words the event does not keep); a
        side's secret (``telling.SECRET``) gets its owner's text and the
        others'. Nothing, and no text built, in a quiet game."""
        if not self.events_on:
            return
        text = TELLING[kind](self.name, data, extra or {})
        hidden = SECRET.get(kind)
        if hidden is None:
            self._events.append(Event(kind, text, rule, tuple(data.items())))
        else:
            own, public = text
            self._events.append(Event(kind, own, rule, tuple(data.items()), data["side"], hidden, public))

    def assault_in(self, area: str):
        """The assault being fought in ``area``, if any (the frame that says
        it ``fights_in`` the area: the board knows no frame class)."""
        for frame in self.state.stack:
            if frame.fights_in == area:
                return frame
        return None

    def ask_entrenchment(self, side: Side, area: str, unit: str) -> None:
        """R-ENT-5 [ruling]: the markers in ``area`` face different borders,
        so ``side`` chooses which one ``unit`` removes: the ruleset pushes
        the step that asks (Game: orders.DropEntrenchment)."""
        raise NotImplementedError

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
            if verb in ("retreat", "withdraw"):
                if self.events_on:
                    self.tell(verb, rule, None, unit=unit.id, origin=origin, dest=dest, via=via)
            else:
                if self.events_on:
                    self.tell(verb, rule, None, unit=unit.id, origin=origin, dest=dest)
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
                self.ask_entrenchment(unit.side, dest, unit.id)

    def remove_entrenchment(self, area: str, border: str, unit: str) -> None:
        """R-ENT-5: the marker facing ``border`` goes as ``unit`` arrives."""
        st = self.state
        markers = st.entrenchments[area]
        markers.remove(border)
        if not markers:
            del st.entrenchments[area]
        if self.events_on:
            self.tell("entrenchment-removed", "R-ENT-5", {"unit": unit}, area=area, border=border)

    def remove_all_entrenchments(self, area: str, rule: str, why: Said) -> None:
        markers = self.state.entrenchments.pop(area, None)
        if markers and self.events_on:
            self.tell("entrenchments-removed", rule, {"why": why}, area=area, borders=tuple(markers))

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
            self.tell("fire-marker-removed", rule, {"why": why}, area=area)

    def remove_disruption(self, area: str, rule: str, why: Said | None = None) -> None:
        if area in self.state.disrupted:
            self.state.disrupted.discard(area)
            if self.events_on:
                self.tell("disruption-removed", rule, {"why": why}, area=area)

    def eliminate(self, unit: Unit, rule: str, why: Said | None = None) -> None:
        """The unit leaves the map; the cubes tied to it go back to the supply (R-DMG-3)."""
        place = unit.location
        cubes = unit.cubes
        if cubes:
            self.state.supply[unit.colour] += cubes
            unit.cubes = 0
        self.state.came_from.pop(unit.id, None)
        if self.events_on:
            self.tell("eliminated", rule, {"why": why}, unit=unit.id, place=place, colour=unit.colour, cubes=cubes)
        self.place_unit(unit, ELIMINATED, rule)
        self.after_loss(unit, place, "eliminated")

    def after_loss(self, unit: Unit, place: str, how: str, path: tuple[str, ...] = ()) -> None:
        """Tell the assault in ``place`` (if any) how a defender left (R-ASLT-9)."""
        frame = self.assault_in(place)
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
                self.tell(
                    "cubes-untied", "R-DMG-4", None, unit=unit.id, place=unit.location, colour=unit.colour, count=n
                )

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
            if self.events_on:
                extra = {"held": unit.cubes} if rule == "R-DMG-8" else None
                if self.events_on:
                    self.tell("cubes-tied", rule, extra, unit=unit.id, place=unit.location, colour=unit.colour, count=n)

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
                self.tell("supply-exhausted", "R-DMG-9", {"n": back}, unit=victim.id, colour=colour)
            self.return_loose(place, colour, back, "R-DMG-9")
            self.eliminate(victim, "R-DMG-9", SUPPLY_EXHAUSTED)
            return
        pile = st.cubes.setdefault(place, {})
        if origin is None:
            st.supply[colour] -= 1
            pile[colour] = pile.get(colour, 0) + 1
            if self.events_on:
                self.tell("cube-placed", rule, None, place=place, colour=colour)
        else:
            src = st.cubes[origin]
            src[colour] -= 1
            if not src[colour]:
                del src[colour]
                if not src:
                    del st.cubes[origin]
            pile[colour] = pile.get(colour, 0) + 1
            if self.events_on:
                self.tell("cube-moved", rule, None, origin=origin, dest=place, colour=colour)
        if pile[colour] > self.capacity(place, colour):
            victim = holders[0]
            n = victim.cube_limit + 1
            self.return_loose(
                place,
                colour,
                n,
                "R-DMG-3",
                said("{unit} takes {n} cubes", unit=self.name(victim.id), n=n) if self.events_on else None,
            )
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
                self.tell("cubes-returned", rule, {"why": why}, place=place, colour=colour, count=n)

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
                self.tell("no-marker", "R-COMP", None, area=area)
            return
        st.disrupted.add(area)
        if self.events_on:
            self.tell("disrupted", rule, None, area=area)

    def remove_block(self, place: str, rule: str) -> None:
        st = self.state
        block = st.blocks.pop(place)
        self._refresh_free(place)
        st.blocks_seen[block.side].append(("remove", place, block.discs))
        st.set_aside[block.side].append(block.value)
        st.set_aside[block.side].sort()
        if self.events_on:
            self.tell(
                "block-removed", rule, None, side=block.side.value, place=place, value=block.value, discs=block.discs
            )
        self._blocks_return(block.side)

    def place_block(self, side: Side, value: int, place: str) -> None:
        st = self.state
        st.available[side].remove(value)
        st.blocks[place] = Block(side, value)
        self._refresh_free(place)
        st.blocks_seen[side].append(("place", place))
        if self.events_on:
            self.tell("block-placed", "R-BLK-1", None, side=side.value, place=place, value=value)
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
                self.tell("blocks-returned", "R-BLK-2", None, side=side.value, values=values)
