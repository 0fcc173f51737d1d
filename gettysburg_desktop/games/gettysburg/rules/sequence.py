"""The sequence of play: the opening set-up, the four phases of a period
(R-TIME-2) and the action rounds' turns (R-ACT)."""

from __future__ import annotations

from .actions import Action, act
from .assault import AssaultQueue
from .base_board import BaseBoard
from .frame import Frame
from .movement import enter, entry_moves  # enter and entry_moves lived here once: still importable from here
from .orders import OrderFrame
from .periods import (
    LAST_PERIOD,
    PERIODS,
    is_afternoon,
    part_of_day,
)
from .pieces import BLOCK_VALUES, ON_CHART, USA_BLACK_DISCS, USA_BLUE_DISCS, Side, Unit
from .said import said
from .victory import check_victory


def setup(g: BaseBoard) -> None:
    """Pieces on the map and in entry boxes; the rest on the reinforcement chart."""
    st = g.state
    sc = g.scenario
    st.period = sc.first_period
    for spec in sc.units:
        st.units[spec.id] = Unit(spec.id, spec.side, spec.kind, ON_CHART)
    for uid, where in sc.start.items():
        g.place_unit(st.units[uid], where, "set-up", verb="set-up")


class Period(Frame):
    """R-TIME-2: (1) reinforcements, (2) fill the available-order boxes,
    (3) action rounds, CSA first, (4) end of period."""

    rule = "R-TIME-2"
    step = "period"

    def __init__(self) -> None:
        self.phase = "reinforcements"
        self.side = Side.CSA
        self.last_turn: Side | None = None

    def run(self, g: BaseBoard) -> bool:
        st = g.state
        if self.phase == "reinforcements":
            if g.events_on:
                g.tell("period", "R-TIME-2", None, period=st.period, name=PERIODS[st.period])
            reinforcements(g)
            fill_order_boxes(g)
            st.block_run = {Side.CSA: 0, Side.USA: 0}  # R-ACT-3: counted within a period
            self.phase = "actions"
            self.last_turn = None
        if self.phase == "actions":
            # R-TIME-3: the rounds end once the Union has taken its last disc.
            if self.last_turn is Side.USA and st.usa_blue + st.usa_black == 0:
                self.phase = "end"
            else:
                side = Side.CSA if self.last_turn is not Side.CSA else Side.USA
                self.last_turn = side
                st.active = side
                self.side = side
                g.push(Turn(side))
                return False
        if self.phase == "end":
            end_of_period(g)
            if st.outcome is None:
                st.period += 1
                self.phase = "reinforcements"
        return False

    def prompt(self, g: BaseBoard) -> str:  # pragma: no cover - never waits
        return said("the period goes on")


def reinforcements(g: BaseBoard) -> None:
    """R-REIN-1/2: due pieces into their entry boxes; one roll for the die-rolled group."""
    st = g.state
    for r in g.scenario.reinforcements:
        if r.period != st.period:
            continue
        if r.rolled:
            face = g.roll(REINFORCEMENT_ROAD, "R-REIN-2", table="R-REIN-2", side=r.side.title)
            box = r.box_for(face)
            g.roll_result(box)
        else:
            box = r.roads[0][2]
        for uid in r.units:
            unit = st.units[uid]
            if unit.location == ON_CHART:  # a stated position may have placed it already
                g.place_unit(unit, box, "R-REIN-1", verb="arrive")


def union_fill(need: int, taken: int) -> tuple[int, int]:
    """R-DISC-1: the Union's box of ``need`` discs filled with blue discs
    from its supply (every blue disc but the ``taken`` ones: on its blocks,
    R-DISC-3, or still in the box), the shortfall with black forced-pass
    discs as far as they go: (blue, black)."""
    blue = max(0, min(need, USA_BLUE_DISCS - taken))
    return blue, min(need - blue, USA_BLACK_DISCS)


def csa_fill(single: int, double: int, supply: int) -> tuple[int, int]:
    """R-DISC-2: the single-order box topped up to 12 from the ``supply``
    (the discs neither in the boxes nor on the blocks), then the double-order
    box brought up to 4, or 2 added if it holds 4 or more, from what is
    left: the boxes' (single, double) after the filling."""
    top_up = max(0, min(12 - single, supply))
    supply -= top_up
    double_add = (4 - double) if double < 4 else 2
    return single + top_up, double + max(0, min(double_add, supply))


def fill_order_boxes(g: BaseBoard) -> None:
    """R-DISC-1 (Union, with forced-pass discs for a shortfall) and R-DISC-2 (CSA)."""
    st = g.state
    need = g.scenario.union_order_boxes[part_of_day(st.period)]
    st.usa_black_aside = 0  # [interpretation] used forced-pass discs come back each period
    blue, black = union_fill(need, st.usa_blue + st.discs_on_map(Side.USA))
    st.usa_blue, st.usa_black = blue, black
    if g.events_on:
        g.tell(
            "discs-filled",
            "R-DISC-1",
            {"part": part_of_day(st.period)},
            side="usa",
            boxes=(("blue", blue), ("forced-pass", black)),
        )
    st.csa_single, st.csa_double = csa_fill(st.csa_single, st.csa_double, st.csa_supply())
    if g.events_on:
        g.tell(
            "discs-filled", "R-DISC-2", None, side="csa", boxes=(("single", st.csa_single), ("double", st.csa_double))
        )


def end_of_period(g: BaseBoard) -> None:
    st = g.state
    check_victory(g)  # R-END-0
    if st.outcome is not None:
        return
    if st.fire_markers:  # R-END-1
        areas = tuple(sorted(st.fire_markers))
        st.fire_markers.clear()
        if g.events_on:
            g.tell("fire-markers-cleared", "R-END-1", None, areas=areas)
    if is_afternoon(st.period) and st.disrupted:  # R-END-2
        areas = tuple(sorted(st.disrupted))
        st.disrupted.clear()
        if g.events_on:
            g.tell("disruption-cleared", "R-END-2", None, areas=areas)
    if st.period >= LAST_PERIOD:  # R-WIN-3, R-END-3
        st.outcome = (Side.USA, said("The Confederates have not won by the end of the afternoon of 3 July (R-WIN-3)."))
        if g.events_on:
            g.tell("game-over", "R-WIN-3", None, winner="usa", reason=st.outcome[1])


class Turn(Frame):
    """R-ACT-1: exactly one action (place a block, remove a block, issue an
    order); free moves out of entry boxes before, with or after it (R-REIN-3)."""

    rule = "R-ACT-1"

    def __init__(self, side: Side) -> None:
        self.side = side
        self.acted = False
        self.ending = False
        self.pending: list[str] = []  # enemy-held areas entered, not yet fought (R-MOVE-8)

    def run(self, g: BaseBoard) -> bool:
        if self.ending:
            if self.pending:
                areas, self.pending = self.pending, []
                g.push(AssaultQueue(self.side, areas))
                return False
            g.pop(self)
            return False
        return True

    def options(self, g: BaseBoard) -> list[Action]:
        st = g.state
        side = self.side
        out: list[Action] = []
        if self.pending and not self.acted:
            # Free moves into enemy-held areas are fought with the next move
            # order (R-MOVE-8) or now, before any other action.
            ready = [p for p, b in st.blocks.items() if b.side is side and b.discs < b.value]
            if (side is Side.USA and st.usa_blue) or (side is Side.CSA and st.csa_single):
                out.extend(act("order", p) for p in ready)
            if side is Side.CSA and st.csa_double >= 2:
                out.extend(_double_orders(st, ready))
            out.append(RESOLVE)
        elif not self.acted:
            blocks = st.blocks
            mine = [p for p, b in blocks.items() if b.side is side]
            ready = [p for p in mine if blocks[p].discs < blocks[p].value]
            orders = g.place_actions["order"]
            if side is Side.CSA:
                if st.csa_single:
                    out.extend([orders[p] for p in ready])
                if st.csa_double >= 2:
                    out.extend(_double_orders(st, ready))
            else:
                if st.usa_blue:
                    out.extend([orders[p] for p in ready])
                if st.usa_black:
                    out.append(FORCED_PASS_ACTION)
            # R-ACT-3 [ruling]: after eight block actions in a row, an order if one is possible
            if not (out and st.block_run[side] >= BLOCK_RUN_LIMIT):
                out.extend(g.block_placements(side))
                removes = g.place_actions["remove-block"]
                out.extend([removes[p] for p in mine])
        else:
            out.append(END_TURN)
        out.extend(entry_moves(g, side))
        return out

    def asks(self, g: BaseBoard, action: Action) -> bool:
        return bool(self.pending)  # ending the turn fights the waiting assaults

    def step_name(self, g: BaseBoard) -> str:
        if self.pending and not self.acted:
            return "fight-or-order"
        return "end-turn" if self.acted else "take-action"

    def apply(self, g: BaseBoard, a: Action) -> None:
        st = g.state
        v = a.verb
        if v == "enter":
            enter(g, self, st.units[a.args[0]])
        elif v == "end-turn":
            self.ending = True
        elif v == "resolve-assaults":
            areas, self.pending = self.pending, []
            g.push(AssaultQueue(self.side, areas))
        elif v == "place-block":
            g.place_block(self.side, int(a.args[0]), a.args[1])
            st.block_run[self.side] += 1  # R-ACT-3
            self._acted(g)
        elif v == "remove-block":
            g.remove_block(a.args[0], "R-BLK-3")
            st.block_run[self.side] += 1  # R-ACT-3
            self._acted(g)
        elif v == "forced-pass":
            st.block_run[self.side] = 0  # R-ACT-3: an order (R-FPASS)
            st.usa_black -= 1
            st.usa_black_aside += 1
            if g.events_on:
                g.tell("forced-pass", "R-FPASS", None, side="usa")
            self._acted(g)
        elif v in ("order", "double-order"):
            places = list(a.args)
            st.block_run[self.side] = 0  # R-ACT-3: an order ends the run of block actions
            box = ("single" if self.side is Side.CSA else "blue") if v == "order" else "double"
            for p in places:
                st.blocks[p].discs += 1
                if box == "single":
                    st.csa_single -= 1
                elif box == "blue":
                    st.usa_blue -= 1
                else:
                    st.csa_double -= 1
                if g.events_on:
                    g.tell(
                        "disc-placed",
                        "R-ORD-2" if box == "double" else "R-ORD-1",
                        None,
                        side=self.side.value,
                        place=p,
                        box=box,
                    )
            self.acted = True
            g.push(OrderFrame(self.side, places, self))
        else:  # pragma: no cover - options() offers nothing else
            raise AssertionError(a)

    def _acted(self, g: BaseBoard) -> None:
        self.acted = True
        if not entry_moves(g, self.side, first=True):
            self.ending = True

    def must_order(self, g: BaseBoard) -> bool:
        """R-ACT-3 [ruling]: whether the rule binds now: this side has taken
        eight block actions in a row this period and can issue an order.
        Read from this turn's own options, not the game's legal actions: when
        the engine takes a lone order for the player (a forced pass, R-FPASS)
        those are still the last position's, and the log must cite R-ACT-3."""
        return (
            not self.acted
            and not self.pending
            and g.state.block_run[self.side] >= BLOCK_RUN_LIMIT
            and not any(a.verb in BLOCK_VERBS for a in self.options(g))
        )

    def rule_now(self, g: BaseBoard) -> str:
        return "R-ACT-3" if self.must_order(g) else self.rule

    def prompt(self, g: BaseBoard) -> str:
        if not self.acted:
            if self.pending:
                return said(
                    "fight the assaults your free moves began, or issue a move order whose units join them (R-MOVE-8)"
                )
            if self.must_order(g):
                verbs = {a.verb for a in g.legal_actions(ordered=False)}
                key = ("forced-pass" in verbs, bool(verbs & {"order", "double-order"}))
                return said(MUST_ORDER_PROMPT[key].template, why=MUST_ORDER)
            return said(
                "take your action: place a command block, remove one, or issue an order (free moves out of entry boxes at any time)"
            )
        return said("move more units out of entry boxes, or end your turn")


END_TURN = act("end-turn")
FORCED_PASS_ACTION = act("forced-pass")
#: R-ACT-3 [ruling]: block actions a side may take in a row before it must
#: issue an order (if it can): the size of a side's set of blocks
BLOCK_RUN_LIMIT = len(BLOCK_VALUES)
BLOCK_VERBS = frozenset({"place-block", "remove-block"})
#: why a block action is refused while R-ACT-3 binds (the window shows it)
MUST_ORDER = said("eight block actions in a row: issue an order now (R-ACT-3)")
#: the prompt while R-ACT-3 binds, by (a forced pass possible, a disc possible)
MUST_ORDER_PROMPT = {
    (False, True): said("{why}: place a disc on one of your blocks (free moves out of entry boxes at any time)"),
    (True, True): said(
        "{why}: place a blue disc on one of your blocks or take a forced pass (free moves out of entry boxes at any time)"
    ),
    (True, False): said("{why}: take a forced pass (free moves out of entry boxes at any time)"),
}
REINFORCEMENT_ROAD = said("{side} reinforcement road")
RESOLVE = act("resolve-assaults")


def _double_orders(st, ready: list[str]) -> list[Action]:
    """R-ORD-2: two discs on one block (room for two) or on two blocks; the
    first place named holds the disc of the first order."""
    out = []
    for p in ready:
        for q in ready:
            if p != q or st.blocks[p].value - st.blocks[p].discs >= 2:
                out.append(act("double-order", p, q))
    return out
