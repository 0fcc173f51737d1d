"""The board of Norden & Süden (the kernel's ``Board`` with this game's
position): the queries the rules ask of the position (who owns a box, the
units in it, who is fortified, the army maxima) and the primitive changes
(a unit moves, is reduced, eliminated, promoted, recruited; a box changes
hands), each with the side effects the rules attach to it in exactly one
place (NS-FORT-3, NS-OCC-4, NS-RECR-2, NS-PROM-4) and told by an event.

The frames of the sequence of play (sequence.py, movement.py, ...) and of
the battles (battle.py) work on an ``NSBoard``; the game (game.py) is one.
"""

from __future__ import annotations

from types import SimpleNamespace

from gettysburg_desktop.kernel.board import Board, EngineError
from gettysburg_desktop.kernel.said import said

from . import ownership, victory
from .boxmap import BoxMap, Link
from .pieces import MILITIA_CAVALRY, MILITIA_INFANTRY, Quality, UnitKind
from .scenario import DRAFT_SIZE, UNION_MILITIA_BEFORE_DRAFTS
from .sides import Side
from .state import State, Unit

MILITIA_OF_CODE = {"MI": MILITIA_INFANTRY, "MC": MILITIA_CAVALRY}


class NSBoard(Board):
    state: State
    tables: SimpleNamespace  # scenario, variants

    # ------------------------------------------------------------------ the fixed parts
    @property
    def map(self) -> BoxMap:
        return self.tables.scenario.map

    @property
    def scenario(self):
        return self.tables.scenario

    def variant(self, name: str) -> bool:
        return name in self.tables.variants

    # ------------------------------------------------------------------ queries
    def _position_set(self) -> None:
        self._at = None

    def _presence(self) -> dict[str, dict[Side, int]]:
        """box -> side -> how many of its units are there (a cache, dropped
        by every change of a unit's box: ``place``, ``move_unit``)."""
        at = self._at
        if at is None:
            at = {}
            for u in self.state.units.values():
                if u.box is not None:
                    here = at.setdefault(u.box, {})
                    here[u.side] = here.get(u.side, 0) + 1
            self._at = at
        return at

    def owner(self, box: str) -> Side | None:
        """The box's owner: its starting colour unless flagged (NS-OCC-1, NS-OCC-2)."""
        return ownership.owner(self.map, self.state, box)

    def units_in(self, box: str, side: Side | None = None) -> list[Unit]:
        """The units in ``box`` (of ``side`` if given), by id (side, then number)."""
        out = [u for u in self.state.units.values() if u.box == box and (side is None or u.side is side)]
        out.sort(key=_unit_order)
        return out

    def enemy_in(self, box: str, side: Side) -> bool:
        """Whether ``box`` holds units of ``side``'s enemy."""
        here = self._presence().get(box)
        return bool(here) and here.get(side.other, 0) > 0

    def enemy_cavalry_in(self, box: str, side: Side) -> bool:
        enemy = side.other
        return any(u.box == box and u.side is enemy and u.kind.cavalry for u in self.state.units.values())

    def on_map(self, side: Side) -> list[Unit]:
        """``side``'s units on the map, by id."""
        out = [u for u in self.state.units.values() if u.side is side and u.box is not None]
        out.sort(key=_unit_order)
        return out

    def is_fortified(self, unit: Unit) -> bool:
        """A fortification marker, or standing in a permanent fortification
        its side owns now (NS-FORT-3, NS-FORT-4)."""
        if unit.box is None:
            return False
        if unit.fortified:
            return True
        return self.map.box[unit.box].fortress and self.owner(unit.box) is unit.side

    def army_max(self, side: Side) -> int:
        """NS-ARMY-1."""
        return ownership.army_max(self.map, self.state, side)

    def is_recruitment_city(self, box: str, side: Side) -> bool:
        """NS-RECR-3."""
        return ownership.is_recruitment_city(self.map, self.state, box, side)

    def own_railroad(self, link: Link, side: Side) -> bool:
        """NS-MOVE-5: a railroad between two boxes ``side`` owns now."""
        return self.owner(link.a) is side and self.owner(link.b) is side

    def militia_infantry_allowed(self) -> int:
        """NS-DRAFT-3: the Union's militia infantry on the map at most 12 + 4 x drafts held."""
        return UNION_MILITIA_BEFORE_DRAFTS + DRAFT_SIZE * self.state.drafts

    def unit(self, unit_id: str) -> Unit:
        return self.state.units[unit_id]

    def box_name(self, box: str) -> str:
        return self.map.box[box].name

    def unit_words(self, unit: Unit) -> str:
        """ "Union militia infantry usa-7" (for the log)."""
        return said("{side} {kind} {id}", side=unit.side.title, kind=unit.kind.words, id=unit.id)

    # ------------------------------------------------------------------ dice and events
    def roll(self, rule: str, side: Side | None = None, what: str = "") -> int:
        """One die through the kernel's ``die()``, told as an event."""
        face = self.die()
        if self.events_on:
            who = (side or self.state.phasing).title
            text = (
                said("{side} rolls {face} for {what}", side=who, face=face, what=what)
                if what
                else said("{side} rolls {face}", side=who, face=face)
            )
            self.emit("roll", text, rule, side=(side or self.state.phasing).value, face=face)
        return face

    def tell(self, kind: str, text: str, rule: str, **data: object) -> None:
        """An event: ``text`` a said(); boxes under ``box=``, ``origin=``, ``dest=``."""
        if self.events_on:
            self.emit(kind, text, rule, **data)

    # ------------------------------------------------------------------ changes
    def place(self, unit: Unit, box: str) -> None:
        """Put an off-map unit on the map (set-up, recruitment)."""
        unit.box = box
        unit.fortified = False
        self._at = None

    def move_unit(self, unit: Unit, box: str | None) -> None:
        """``unit`` goes to ``box`` (None: off the map). Leaving its box removes
        its fortification marker (NS-FORT-3) and may end a cavalry-only hold
        (NS-OCC-4c)."""
        old = unit.box
        if old == box:
            return
        unit.box = box
        self._at = None
        unit.fortified = False
        unit.fortifying = 0
        if old is not None:
            self._left(old)

    def _left(self, box: str) -> None:
        """NS-OCC-3, NS-OCC-4(c): a box held by cavalry alone goes back to its
        starting owner the moment its holder's last unit is gone."""
        st = self.state
        if box not in st.cavalry_holds:
            return
        holder = self.owner(box)
        if any(u.box == box and u.side is holder for u in st.units.values()):
            return
        st.cavalry_holds.discard(box)
        back = self.map.box[box].owner
        st.flags.pop(box, None)
        if self.events_on:
            self.tell(
                "hold-lost",
                said(
                    "{box} goes back to {owner}: the {side} cavalry holding it has left",
                    box=self.box_name(box),
                    owner=back.title if back else said("nobody"),
                    side=holder.title if holder else "",
                ),
                "NS-OCC-3",
                box=box,
            )
        self.ownership_changed(end_of_union_turn=False)

    def set_owner(self, box: str, side: Side | None, cavalry_only: bool = False) -> None:
        """``side`` occupies ``box`` (NS-OCC-2): a flag unless it is the box's
        starting colour. ``cavalry_only``: held by cavalry alone (NS-OCC-3),
        unless the side owned it at the start (NS-OCC-4a)."""
        st = self.state
        start = self.map.box[box].owner
        if side is start:
            st.flags.pop(box, None)
        else:
            st.flags[box] = side
        if cavalry_only and side is not start:
            st.cavalry_holds.add(box)
        else:
            st.cavalry_holds.discard(box)

    def reduce(self, unit: Unit) -> None:
        """A hit on a full unit: it turns to its back (NS-FIRE-3)."""
        unit.reduced = True
        self.tell(
            "reduced", said("{unit} is reduced", unit=self.unit_words(unit)), "NS-FIRE-3", box=unit.box, unit=unit.id
        )

    def eliminate(self, unit: Unit) -> None:
        """A unit leaves play (NS-FIRE-3): militia back to the pool (NS-RECR-2),
        veterans and elite back to the promotion supply (NS-PROM-4); its marker goes."""
        box = unit.box
        st = self.state
        self.tell(
            "eliminated", said("{unit} is eliminated", unit=self.unit_words(unit)), "NS-FIRE-3", box=box, unit=unit.id
        )
        if unit.kind.quality is Quality.MILITIA:
            pool = st.pool[unit.side]
            pool[unit.kind.code] = pool.get(unit.kind.code, 0) + 1
        elif unit.side is Side.CSA and not unit.kind.cavalry:
            st.csa_losses += 1  # NS-AID-5
        unit.reduced = False
        self.move_unit(unit, None)

    def can_promote(self, unit: Unit) -> bool:
        """NS-PROM-1, NS-PROM-5: not elite, and a counter of the next quality is left."""
        nxt = unit.kind.quality.promoted
        if nxt is None or unit.box is None:
            return False
        kind = UnitKind(unit.kind.arm, nxt)
        limit = self.scenario.promotion_limits.get(unit.side, {}).get(kind.code)
        if limit is None:
            return True
        return sum(1 for u in self.on_map(unit.side) if u.kind == kind) < limit

    def promote(self, unit: Unit, rule: str = "NS-PROM-1") -> Unit:
        """NS-PROM-1/4/5: the unit becomes the next quality (same id, keeps its
        side up or down); a militia counter taken off goes back to the pool."""
        nxt = unit.kind.quality.promoted
        if nxt is None:
            raise EngineError(f"{unit.id} is elite and cannot be promoted")
        old = unit.kind
        if old.quality is Quality.MILITIA:
            pool = self.state.pool[unit.side]
            pool[old.code] = pool.get(old.code, 0) + 1
        unit.kind = UnitKind(old.arm, nxt)
        self.tell(
            "promoted",
            said("{unit} is promoted from {old}", unit=self.unit_words(unit), old=old.words),
            rule,
            box=unit.box,
            unit=unit.id,
        )
        return unit

    def new_unit(self, side: Side, kind: UnitKind, box: str | None) -> Unit:
        """A counter taken into play: an off-map one of that kind again if
        there is one (the lowest number), else a new number."""
        st = self.state
        spare = [u for u in st.units.values() if u.side is side and u.box is None and u.kind == kind]
        if spare:
            unit = min(spare, key=_unit_order)
        else:
            n = st.next_number.get(side, 1)
            st.next_number[side] = n + 1
            unit = Unit(f"{side.value}-{n}", side, kind, None)
            st.units[unit.id] = unit
        unit.reduced = False
        if box is not None:
            self.place(unit, box)
        return unit

    def recruit(self, side: Side, code: str, box: str) -> Unit:
        """NS-RECR-1..3: a militia counter from the pool into ``box``; militia
        infantry recruited into a cavalry-only hold makes it an ordinary
        occupation (NS-OCC-4b)."""
        st = self.state
        st.pool[side][code] -= 1
        unit = self.new_unit(side, MILITIA_OF_CODE[code], box)
        if code == "MI" and box in st.cavalry_holds and self.owner(box) is side:
            st.cavalry_holds.discard(box)
        self.tell(
            "recruited",
            said("{unit} is recruited in {box}", unit=self.unit_words(unit), box=self.box_name(box)),
            "NS-RECR-3",
            box=box,
            unit=unit.id,
        )
        return unit

    # ------------------------------------------------------------------ victory
    def ownership_changed(self, *, end_of_union_turn: bool) -> None:
        """NS-WIN-3: after every change of ownership, the Union's condition,
        then the Confederacy's (under NS-NOVICE only at the end of a Union
        player turn)."""
        st = self.state
        if st.outcome is not None:
            return
        decided = victory.decide(self.map, st, novice=self.variant("novice"), end_of_union_turn=end_of_union_turn)
        if decided:
            self.end_game(*decided)

    def end_game(self, winner: Side, why: str, rule: str) -> None:
        self.state.outcome = (winner, why)
        self.tell("game-over", said("{side} victory: {why}", side=winner.title, why=why), rule, side=winner.value)


def _unit_order(u: Unit) -> tuple[str, int]:
    return (u.side.value, u.number)
