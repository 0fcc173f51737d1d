"""Issuing an order (R-ORD): choosing the order once the disc is placed, the
CSA double order (R-ORD-2) and the small orders: reinforce, reorganize,
entrench, remove artillery-fire marker, pass (R-REINF, R-REORG, R-ENT, R-RAF, R-PASS)."""

from __future__ import annotations

from .actions import Action, act
from .artillery import FireOrder, can_fire
from .assault import AssaultQueue
from .base_board import BaseBoard
from .frame import Frame
from .movement import MoveOrder, can_move, entry_moves
from .pieces import ENTRENCHMENT_MARKERS, INFANTRY_KINDS, Side, colour_kind, colour_side
from .said import said


class OrderFrame(Frame):
    """The disc(s) are on the block(s); the player names the order (R-ORD-3).
    With a CSA double order the two orders follow one another; when both are
    moves their assaults are fought once, after all movement (R-ORD-2)."""

    rule = "R-ORD-1"
    auto_single = False

    def step_name(self, g: BaseBoard) -> str:
        return "combine-order" if self.turn.pending else "choose-order"

    def __init__(self, side: Side, places: list[str], turn) -> None:
        self.side = side
        self.turn = turn
        self.places = places
        self.index = 0
        self.stage = "choose"
        self.overstacked: str | None = None  # R-ORD-2: the area the second order must relieve

    def run(self, g: BaseBoard) -> bool:
        if self.stage == "choose":
            return True
        if self.stage == "carried-out":
            if self.index + 1 < len(self.places):
                self.index += 1
                self.stage = "choose"
                return True
            self.stage = "fight"
        if self.stage == "fight":
            self.stage = "done"
            turn = self.turn
            if turn.pending:
                areas, turn.pending = turn.pending, []
                g.push(AssaultQueue(self.side, areas))
                return False
        g.pop(self)
        turn = self.turn
        if not entry_moves(g, self.side, first=True):
            turn.ending = True
        return False

    def options(self, g: BaseBoard) -> list[Action]:
        st = g.state
        bf = g.bf
        side = self.side
        disc = self.places[self.index]
        reach = bf.order_reach(disc)
        combining = bool(self.turn.pending)
        out: list[Action] = []
        if self.index == 1:
            over = sorted(a for a, n in st.present[side].items() if n > 4 and bf.is_area(a))
            self.overstacked = over[0] if over else None
            if self.overstacked:
                return [act("move", self.overstacked)]
        first_of_two = self.index == 0 and len(self.places) == 2
        for area in reach:
            if bf.is_area(area) and (can_move(g, area, side) or (first_of_two and self._overstack_move(g, area))):
                out.append(g.place_actions["move"][area])
        if combining:
            out.append(act("resolve-assaults"))
            return out
        out.append(act("pass"))
        if can_fire(g, side, disc):
            out.append(act("fire"))
        used = sum(len(m) for m in st.entrenchments.values())
        for area in reach:
            if not bf.is_area(area):
                continue
            if area in st.disrupted:
                out.append(act("reorganize", area))
            if area in st.fire_markers:
                out.append(act("remove-fire-marker", area))
            if g.count(area, side):
                markers = st.entrenchments.get(area, [])
                if len(markers) < 2 and used < ENTRENCHMENT_MARKERS:
                    out.extend(g.entrench_actions[area])
                for f in sorted(set(markers)):
                    out.extend(act("move-entrenchment", area, f, t) for t in bf.neighbours(area) if t != f)
        # R-REINF [interpretation]: a cube of the ordering side's own infantry
        # colours, from any area into one the disc reaches that holds such infantry.
        if st.cubes:
            targets = set(reach)
            for src, pile in st.cubes.items():
                if not bf.is_area(src):
                    continue
                for c in pile:
                    if colour_side(c) is not side or colour_kind(c) not in INFANTRY_KINDS:
                        continue
                    for dest in bf.neighbours(src):
                        if dest in targets and any(u.colour == c for u in st.at.get(dest, ())):
                            out.append(act("reinforce", src, dest, c))
        return out

    def _overstack_move(self, g: BaseBoard, area: str) -> bool:
        """R-ORD-2: a first order whose only moves over-stack an area for the
        second order to relieve is still an order that can be given."""
        if g.holds_enemy(area, self.side):
            return False
        order = MoveOrder(self.side, area)
        order.relief_reach = g.bf.order_reach(self.places[1])
        return any(order.unit_moves(g, u, first=True) for u in g.units_at(area, self.side))

    def apply(self, g: BaseBoard, a: Action) -> None:
        st = g.state
        v = a.verb
        disc = self.places[self.index]
        self.stage = "carried-out"
        side = self.side.value
        if v == "move":
            if g.events_on:
                g.tell("order", "R-MOVE", None, side=side, order="move", area=a.args[0])
            order = MoveOrder(self.side, a.args[0], self)
            if self.index == 0 and len(self.places) == 2:
                # R-ORD-2: the first of two orders may over-stack an area the
                # second order can reach; the second must then relieve it.
                order.relief_reach = g.bf.order_reach(self.places[1])
            elif self.overstacked:
                order.must_relieve = self.overstacked
            g.push(order)
        elif v == "resolve-assaults":
            self.stage = "choose"
            turn = self.turn
            areas, turn.pending = turn.pending, []
            g.push(AssaultQueue(self.side, areas))
        elif v == "fire":
            if g.events_on:
                g.tell("order", "R-ART-1", None, side=side, order="fire", area=disc)
            g.push(FireOrder(self.side, disc))
        elif v == "pass":
            if g.events_on:
                g.tell("order", "R-PASS", None, side=side, order="pass", area=disc)
        elif v == "reorganize":
            if g.events_on:
                g.tell("order", "R-REORG", None, side=side, order="reorganize", area=a.args[0])
            g.remove_disruption(a.args[0], "R-REORG")
        elif v == "remove-fire-marker":
            if g.events_on:
                g.tell("order", "R-RAF", None, side=side, order="remove-fire-marker", area=a.args[0])
            g.remove_fire_marker(a.args[0], "R-RAF")
        elif v == "entrench":
            area, border = a.args
            if g.events_on:
                g.tell("order", "R-ENT-1", None, side=side, order="entrench", area=area)
            st.entrenchments.setdefault(area, []).append(border)
            done = st.entrenchments[area].count(border) >= 2
            if g.events_on:
                g.tell(
                    "entrenchment-placed",
                    "R-ENT-2" if done else "R-ENT-1",
                    {"complete": done},
                    area=area,
                    border=border,
                )
        elif v == "move-entrenchment":
            area, old, new = a.args
            if g.events_on:
                g.tell("order", "R-ENT-2", None, side=side, order="move-entrenchment", area=area)
            markers = st.entrenchments[area]
            markers.remove(old)
            markers.append(new)
            if g.events_on:
                g.tell("entrenchment-moved", "R-ENT-2", None, area=area, origin=old, dest=new)
        elif v == "reinforce":
            src, dest, c = a.args
            if g.events_on:
                g.tell("order", "R-REINF", {"origin": src}, side=side, order="reinforce", area=dest)
            g.add_loose_cube(dest, c, "R-REINF", origin=src)
        else:  # pragma: no cover
            raise AssertionError(a)

    def prompt(self, g: BaseBoard) -> str:
        disc = self.places[self.index]
        if self.turn.pending:
            if len(self.places) == 2:
                return said(
                    "order (order {i} of 2): move more units into the pending assault(s), or fight them now",
                    i=self.index + 1,
                )
            return said("order: move more units into the pending assault(s), or fight them now")
        if len(self.places) == 2:
            return said(
                "choose the order for the disc in {place} (order {i} of 2): it goes to the units of that area or an adjacent one",
                place=g.name(disc),
                i=self.index + 1,
            )
        return said(
            "choose the order for the disc in {place}: it goes to the units of that area or an adjacent one",
            place=g.name(disc),
        )


class DropEntrenchment(Frame):
    """R-ENT-5 [ruling]: a friendly unit arrives in an area whose two markers
    face different borders: the owner chooses which marker goes."""

    rule = "R-ENT-5"
    step = "remove-entrenchment"

    def __init__(self, side: Side, area: str, unit: str) -> None:
        self.side, self.area, self.unit = side, area, unit

    def run(self, g: BaseBoard) -> bool:
        if not g.state.entrenchments.get(self.area):
            g.pop(self)
            return False
        return True

    def options(self, g: BaseBoard) -> list[Action]:
        return [act("remove-entrenchment", self.area, b) for b in sorted(set(g.state.entrenchments[self.area]))]

    def apply(self, g: BaseBoard, a: Action) -> None:
        g.pop(self)
        g.remove_entrenchment(self.area, a.args[1], self.unit)

    def prompt(self, g: BaseBoard) -> str:
        return said(
            "{unit} arrives in {area}: choose the entrenchment marker it removes",
            unit=g.name(self.unit),
            area=g.name(self.area),
        )
