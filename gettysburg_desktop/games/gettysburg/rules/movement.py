"""The move/assault order (R-MOVE-1..8)."""

from __future__ import annotations

from .actions import Action, act
from .base_board import BaseBoard
from .frame import Frame
from .periods import is_night
from .pieces import ELIMINATED, Kind, Side, Unit
from .said import said

END_MOVE = act("end-move")
#: R-MOVE-7: why the last infantry or cavalry unit of a disrupted area stays
MUST_STAY = said("one unit must stay: the area is disrupted (R-MOVE-7)")


def _border(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a < b else (b, a)


def can_move(g: BaseBoard, area: str, side: Side) -> bool:
    """Whether a fresh move order for ``area`` has a legal move: the tests of
    ``MoveOrder.unit_moves`` that can fail at the start of an order
    (cube shares always fit then, R-DMG-2), stopping at the first success."""
    st = g.state
    units = [u for u in st.at.get(area, ()) if u.side is side]
    if not units or len(units) != len(st.at[area]):  # none, or in an assault
        return False
    if area in st.disrupted:  # R-MOVE-7: one infantry or cavalry unit stays
        fighters = sum(1 for u in units if u.fights)
        if fighters == 0:
            return False
        if fighters == 1:
            units = [u for u in units if not u.fights]
            if not units:
                return False
    fighter = any(u.fights for u in units)
    night = is_night(st.period)
    for dest in g.bf.neighbours(area):
        if g.count(dest, side) >= 4:  # R-MOVE-5
            continue
        if g.holds_enemy(dest, side) and (night or not fighter):  # R-TIME-4, R-MOVE-4
            continue
        return True
    if any(u.kind is Kind.CAVALRY for u in units):  # R-MOVE-5 [ruling]: through a full area
        order = MoveOrder(side, area)
        return any(order.unit_moves(g, u, first=True) for u in units if u.kind is Kind.CAVALRY)
    return False


def relief_room(g: BaseBoard, area: str, side: Side, arriving: Unit | None = None) -> int:
    """How many of ``side``'s units (with ``arriving``, about to enter) could
    leave ``area`` by one move order: no more than there is room for across
    its borders (R-MOVE-2, stacking R-MOVE-5) in friendly or empty
    neighbours and, R-ORD-2 [ruling] (moving out by assault relieves an
    over-stacked area), for its infantry and cavalry in enemy-held ones (two
    per border, none at night, R-TIME-4); and no more than may leave: in a
    disrupted area one infantry or cavalry unit stays, and with none nobody
    leaves (R-MOVE-7)."""
    room = 0
    assault = 0
    night = is_night(g.state.period)
    for n in g.bf.neighbours(area):
        if g.holds_enemy(n, side):
            if not night:
                assault += max(0, min(2, 4 - g.count(n, side)))
        else:
            border = 4 if g.bf.road_crosses(area, n) else 2
            room += max(0, min(border, 4 - g.count(n, side)))
    units = g.units_at(area, side) + ([arriving] if arriving is not None else [])
    fighters = sum(1 for u in units if u.fights)
    leavers, fighters_out = len(units), fighters
    if area in g.state.disrupted:  # R-MOVE-7
        leavers, fighters_out = (len(units) - 1, fighters - 1) if fighters else (0, 0)
    return min(leavers, room + min(assault, fighters_out))


def entry_moves(g: BaseBoard, side: Side, first: bool = False) -> list[Action]:
    """R-REIN-3 with its [interpretation]: out of an entry box into its area,
    not into an enemy-held area at night (R-TIME-4) nor with artillery
    (R-MOVE-4), within the stacking limit (R-MOVE-5). ``first``: stop at one."""
    st = g.state
    night = is_night(st.period)
    key = (g.units_version, night)
    cached = g._entries.get(side)
    if cached is not None and cached[0] == key:  # nothing moved since
        return list(cached[1])
    out: list[Action] = []
    at = st.at
    enters = g.enter_actions
    for box_id, box in g.bf.entry_boxes.items():
        here = at.get(box_id)
        if not here:
            continue
        area = box.area
        enemy = g.holds_enemy(area, side)
        if (enemy and night) or not g.has_room(area, side):
            continue
        for u in here:
            if u.side is side and not (enemy and u.is_artillery):
                out.append(enters[u.id])
                if first:
                    return out
    g._entries[side] = (key, out)
    return list(out)


def enter(g: BaseBoard, turn, unit: Unit) -> None:
    """R-REIN-3: ``unit`` moves out of its entry box into the box's area;
    into an enemy-held area it joins ``turn``'s pending assaults (R-MOVE-8)."""
    st = g.state
    box = unit.location
    area = g.bf.entry_boxes[box].area
    enemy = g.holds_enemy(area, unit.side)
    # Cubes in an entry box are not tied to units: each entering unit takes its
    # share so that those left behind can hold the rest (R-MOVE-6).
    pile = st.cubes.get(box, {}).get(unit.colour, 0)
    if pile and unit.fights:
        rest = g.capacity(box, unit.colour, exclude=[unit.id])
        g.tie(unit, min(unit.cube_limit, pile, max(0, pile - rest) if rest else pile))
    st.came_from[unit.id] = box
    g.place_unit(unit, area, "R-REIN-3", verb="enter")
    if enemy:
        if area not in turn.pending:
            turn.pending.append(area)
    else:
        g.untie(unit)
        st.came_from.pop(unit.id, None)


class MoveOrder(Frame):
    """Units of one area move (R-MOVE-1); free moves out of entry boxes may
    join (R-ACT-1); the enemy-held areas entered are fought afterwards (R-MOVE-8).

    R-MOVE-5 [ruling]: the limit of four counts where units stand when the
    action ends, so a unit may pass through a full friendly area: a move
    into a full area is allowed when, right after it, a unit of this order
    there can leave it again (the cavalry moving on, or a unit of the
    ordered area still to move), and [interpretation] that relief is the
    order's next move (``passing``)."""

    rule = "R-MOVE"
    step = "move"

    def __init__(self, side: Side, area: str, order=None) -> None:
        self.side = side
        self.area = area
        #: the OrderFrame that issued this move (its ``turn`` holds the
        #: pending assaults); None for a probe that never moves (``can_move``)
        self.order = order
        self.crossed: dict[tuple[str, str], int] = {}
        self.moved: dict[str, int] = {}
        self.stopped: set[str] = set()
        self.finished = False
        #: R-ORD-2: areas the second order of a double order can reach (None: no over-stacking)
        self.relief_reach: tuple[str, ...] | None = None
        #: R-ORD-2: the over-stacked area this (second) order must bring back within the limit
        self.must_relieve: str | None = None
        #: R-MOVE-5 [ruling]: the full area a unit just passed into; the next move relieves it
        self.passing: str | None = None

    def run(self, g: BaseBoard) -> bool:
        if self.finished:
            st = g.state
            for uid in self.moved:
                u = st.units[uid]
                if uid not in self.stopped and u.location != ELIMINATED:
                    g.untie(u)
                    st.came_from.pop(uid, None)
            g.pop(self)
            return False
        return True

    def movers(self, g: BaseBoard) -> list[Unit]:
        out = []
        if g.holds_enemy(self.area, self.side):
            return out  # R-MOVE-8: attackers waiting for their assault don't move on
        for u in g.units_at(self.area, self.side):
            if u.id not in self.moved:
                out.append(u)
        for uid, n in self.moved.items():
            u = g.state.units[uid]
            if u.kind is Kind.CAVALRY and n == 1 and uid not in self.stopped:  # R-MOVE-1
                out.append(u)
        return out

    def unit_moves(self, g: BaseBoard, u: Unit, first: bool = False) -> list[Action]:
        st = g.state
        side = self.side
        here = u.location
        night = is_night(st.period)
        out: list[Action] = []
        if here in st.disrupted:
            # R-MOVE-7: at least one infantry or cavalry unit stays behind.
            staying = sum(1 for v in g.fighting(here, side) if v.id != u.id)
            if staying == 0:
                return out
        # R-MOVE-6: the cubes the unit takes along; those staying can hold the rest
        # and no unit is overloaded on purpose (R-DMG-2).
        if u.fights and u.id not in self.moved:
            pile = g.loose(here, u.colour)
            low = max(0, pile - g.capacity(here, u.colour, exclude=[u.id]))
            high = min(pile, u.cube_limit - u.cubes)
            if low > high:
                return out
            loads = range(low, high + 1)
        else:
            loads = range(0, 1)
        for dest in g.bf.neighbours(here):
            enemy = g.holds_enemy(dest, side)
            if enemy and (night or u.kind is Kind.ARTILLERY):  # R-TIME-4, R-MOVE-4
                continue
            limit = 4 if (not enemy and g.bf.road_crosses(here, dest)) else 2  # R-MOVE-2
            if self.crossed.get(_border(here, dest), 0) >= limit:
                continue
            if (
                g.count(dest, side) >= 4
                and not self._may_overstack(g, dest, enemy, u)
                and not self._passes(g, u, dest, enemy)
            ):  # R-MOVE-5
                continue
            for k in loads:
                out.append(act("move", u.id, dest, k) if k else act("move", u.id, dest))
            if first and out:
                break
        return out

    def why_not(self, g: BaseBoard, u: Unit, dest: str) -> str | None:
        """Why this order offers ``u`` no move into ``dest``: the first of
        ``unit_moves``' tests that fails, in words with its rule id (None if
        it does offer one, or the unit or place is not this order's)."""
        n = g.name
        here = u.location
        if (
            u.side is not self.side
            or not g.bf.is_area(here)
            or any(a.args[:2] == (u.id, dest) for a in self.options(g) if a.verb == "move")
        ):
            return None
        if (self.passing is not None and here != self.passing) or u not in self.movers(g):
            return self.why_not_unit(g, u)
        if dest == here:  # the unit's own area clicked as where it goes
            return said("it stands there already: it moves to an area next to {area} (R-MOVE-1)", area=n(here))
        if dest not in g.bf.neighbours(here):
            return said(
                "{dest} does not share a border with {area}: units move from area to area across a shared border, never across a corner (R-MOVE-1, R-MOVE-3)",
                dest=n(dest),
                area=n(here),
            )
        stays = self.why_not_unit(g, u)
        if stays is not None:
            return stays
        enemy = g.holds_enemy(dest, self.side)
        if enemy and is_night(g.state.period):
            return said("no unit enters an area holding enemy units at night (R-TIME-4)")
        if enemy and u.kind is Kind.ARTILLERY:
            return said("artillery never enters an area holding enemy units (R-MOVE-4)")
        road = not enemy and g.bf.road_crosses(here, dest)
        if self.crossed.get(_border(here, dest), 0) >= (4 if road else 2):
            if road:
                return said(
                    "four units have crossed from {area} into {dest} in this order already, the most a road allows (R-MOVE-2)",
                    area=n(here),
                    dest=n(dest),
                )
            if enemy:
                return said(
                    "two units have crossed from {area} into {dest} in this order already, the most across a border into an enemy-held area (R-MOVE-2)",
                    area=n(here),
                    dest=n(dest),
                )
            return said(
                "two units have crossed from {area} into {dest} in this order already, the most across a border with no road (R-MOVE-2)",
                area=n(here),
                dest=n(dest),
            )
        if g.count(dest, self.side) >= 4:
            return said(
                "{dest} holds four {side} units already, and none of this order could move on out of it (R-MOVE-5)",
                dest=n(dest),
                side=self.side.title,
            )
        return said("{unit} can't move into {dest} now (R-MOVE, R-ORD-2)", unit=n(u.id), dest=n(dest))

    def why_not_unit(self, g: BaseBoard, u: Unit) -> str | None:
        """Why ``u`` (a unit of this side on the map) may not move at all in
        this order now, in words with its rule id; None if it may move (or
        the reason depends on where to)."""
        n = g.name
        here = u.location
        if self.passing is not None and here != self.passing:
            return said("{area} holds more than four units: first move one of them on (R-MOVE-5)", area=n(self.passing))
        if u not in self.movers(g):
            if u.id in self.moved:
                return said(
                    "{unit} has moved already: infantry and artillery move one area, cavalry two (R-MOVE-1)",
                    unit=n(u.id),
                )
            if g.holds_enemy(here, self.side):
                return said("{unit} waits for its assault in {area} (R-MOVE-8)", unit=n(u.id), area=n(here))
            return said("{unit} is not in {area}, the area ordered (R-ORD-1)", unit=n(u.id), area=n(self.area))
        if here in g.state.disrupted and not any(v.id != u.id for v in g.fighting(here, self.side)):
            return MUST_STAY
        if u.fights and u.id not in self.moved:
            pile = g.loose(here, u.colour)
            if max(0, pile - g.capacity(here, u.colour, exclude=[u.id])) > min(pile, u.cube_limit - u.cubes):
                return said(
                    "the units staying in {area} could not hold its cubes if {unit} left (R-MOVE-6, R-DMG-2)",
                    area=n(here),
                    unit=n(u.id),
                )
        if not self.unit_moves(g, u, first=True):
            return said(
                "no area next to {area} can take {unit} in this order now: the border limits, stacking, and no artillery or night move into the enemy "
                "(R-MOVE-2, R-MOVE-4, R-MOVE-5, R-TIME-4)",
                area=n(here),
                unit=n(u.id),
            )
        return None

    def _may_overstack(self, g: BaseBoard, dest: str, enemy: bool, arriving: Unit | None = None) -> bool:
        """R-ORD-2: the first order of a double order may over-stack one
        friendly area that the second order can reach, by no more than its
        units could then leave it (so the second order can always relieve it)."""
        if self.relief_reach is None or enemy or dest not in self.relief_reach:
            return False
        side = self.side
        if any(n > 4 and a != dest for a, n in g.state.present[side].items()):
            return False
        return relief_room(g, dest, side, arriving) >= g.count(dest, side) + 1 - 4

    def _passes(self, g: BaseBoard, u: Unit, dest: str, enemy: bool) -> bool:
        """R-MOVE-5 [ruling]: may ``u`` move into the full friendly area
        ``dest`` because a unit of this order could leave it right after?
        Tried on the state itself (the unit moved there and back, nothing
        else touched), so the answer is exactly what ``unit_moves`` will offer."""
        if enemy or self.passing is not None:
            return False
        if any(n > 4 for a, n in g.state.present[self.side].items() if g.bf.is_area(a)):
            return False  # one area over the limit at a time
        return self._trial(g, u, dest)

    def _trial(self, g: BaseBoard, u: Unit, dest: str, entering: bool = False) -> bool:
        st = g.state
        here = u.location
        index = st.at[here].index(u)
        key = _border(here, dest)
        moved_before = self.moved.get(u.id)
        st.take(u, here)
        st.put(u, dest)
        u.location = dest
        if not entering:
            self.crossed[key] = self.crossed.get(key, 0) + 1
        self.moved[u.id] = 2 if entering else (moved_before or 0) + 1
        try:
            return any(self.unit_moves(g, v, first=True) for v in self.movers(g) if v.location == dest)
        finally:
            st.take(u, dest)
            st.at.setdefault(here, []).insert(index, u)
            here_count = st.present[u.side]
            here_count[here] = here_count.get(here, 0) + 1
            u.location = here
            if not entering:
                if self.crossed[key] == 1:
                    del self.crossed[key]
                else:
                    self.crossed[key] -= 1
            if moved_before is None:
                del self.moved[u.id]
            else:
                self.moved[u.id] = moved_before

    def _entries_passing(self, g: BaseBoard) -> list[Action]:
        """R-MOVE-5 [ruling] for free moves made with the order: a unit may
        enter the full ordered area while a unit of it can still leave."""
        area = self.area
        if self.passing is not None or g.count(area, self.side) != 4 or g.holds_enemy(area, self.side):
            return []
        waiting = [u for box in g.bf.boxes_of(area) for u in g.units_at(box, self.side) if g.loose(box, u.colour) == 0]
        if not waiting or any(n > 4 for a, n in g.state.present[self.side].items() if g.bf.is_area(a)):
            return []  # one area over the limit at a time (R-ORD-2's waits for its relief)
        # whether a unit of the area can then leave depends on the entering unit
        # only through the cubes it can hold: one trial per colour
        fits: dict[str, bool] = {}
        out = []
        for u in waiting:
            ok = fits.get(u.colour)
            if ok is None:
                ok = fits[u.colour] = self._trial(g, u, area, entering=True)
            if ok:
                out.append(g.enter_actions[u.id])
        return out

    def _keeps_relief(self, g: BaseBoard, a: Action) -> bool:
        """R-ORD-2: while an area is over-stacked, no move may take away the
        room its units need to leave it under the second order."""
        if (self.relief_reach is None and self.must_relieve is None) or a.verb not in ("move", "enter"):
            return True
        side = self.side
        over = sorted(x for x, n in g.state.present[side].items() if n > 4)
        if not over:
            return True
        x = over[0]
        unit = g.state.units[a.args[0]]
        if unit.location == x:
            return True  # leaving the over-stacked area relieves it
        dest = a.args[1] if a.verb == "move" else g.bf.entry_boxes[unit.location].area
        if dest == x or not g.bf.adjacent(dest, x) or g.holds_enemy(dest, side):
            return True
        return relief_room(g, x, side) - 1 >= g.count(x, side) - 4

    def options(self, g: BaseBoard) -> list[Action]:
        if self.passing is not None:
            # R-MOVE-5 [ruling]: a unit passed into a full area; the next move relieves it
            return [a for u in self.movers(g) if u.location == self.passing for a in self.unit_moves(g, u)]
        # R-ORD-2: no end-move while the area is over the limit
        out = [] if self.must_relieve and g.count(self.must_relieve, self.side) > 4 else [END_MOVE]
        for u in self.movers(g):
            out.extend(self.unit_moves(g, u))
        out.extend(entry_moves(g, self.side))
        out.extend(self._entries_passing(g))
        if self.relief_reach is not None or self.must_relieve is not None:
            out = [a for a in out if self._keeps_relief(g, a)]
        return out

    def asks(self, g: BaseBoard, action: Action) -> bool:
        """Ending the move fights the waiting assaults (unless a second
        order of a double order comes first): the player says when."""
        if action.verb != "end-move":
            return False
        of = self.order
        return bool(of.turn.pending) and not (of.index + 1 < len(of.places))

    def apply(self, g: BaseBoard, a: Action) -> None:
        st = g.state
        if a.verb == "end-move":
            self.finished = True
            return
        if a.verb == "enter":
            # A free move made with the order (R-ACT-1): it is the unit's move.
            self.moved[a.args[0]] = 2
            unit = st.units[a.args[0]]
            if g.holds_enemy(g.bf.entry_boxes[unit.location].area, self.side):
                self.stopped.add(unit.id)  # it waits for its assault with its cubes and origin (R-DMG-4)
            enter(g, self.order.turn, unit)
            if g.count(unit.location, self.side) > 4:
                self.passing = unit.location
            return
        u = st.units[a.args[0]]
        dest = a.args[1]
        k = int(a.args[2]) if len(a.args) > 2 else 0
        here = u.location
        enemy = g.holds_enemy(dest, self.side)
        # R-MOVE-5: into a full area either by R-ORD-2 (relieved by the second
        # order) or passing through (relieved by this order's next move)
        passing = not enemy and g.count(dest, self.side) >= 4 and not self._may_overstack(g, dest, enemy, u)
        g.tie(u, k)
        key = _border(here, dest)
        self.crossed[key] = self.crossed.get(key, 0) + 1
        self.moved[u.id] = self.moved.get(u.id, 0) + 1
        st.came_from[u.id] = here
        g.place_unit(u, dest, "R-MOVE-1")
        if enemy:  # R-MOVE-4: an assault; cavalry must stop there
            self.stopped.add(u.id)
            turn = self.order.turn
            if dest not in turn.pending:
                turn.pending.append(dest)
        if self.passing == here and g.count(here, self.side) <= 4:
            self.passing = None
        if passing:
            self.passing = dest

    def prompt(self, g: BaseBoard) -> str:
        if self.passing is not None:
            return said("{area} holds more than four units: move one of them on (R-MOVE-5)", area=g.name(self.passing))
        return said("move units out of {area} (cavalry up to two areas), then end the move", area=g.name(self.area))
