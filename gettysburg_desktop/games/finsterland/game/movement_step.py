"""Step 2, movement (FL-MOVE, FL-FORM-6, FL-FACE-3, D12): the active
player moves his units one at a time in the order he chooses; each unit
moves along legs he draws, turns, re-forms or stands.

``check`` is the one place that says whether a unit's action is legal and
why not, with the rule and the numbers: the legal list, the window's
ruler and the computer's candidates all ask it (table.md, convention 1).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.said import said

from ..field.bodies import ground, touching
from ..field.free_moves import check_free_move
from ..field.movement import check_move, moments
from ..field.orders import Task, move_allowed, reached
from ..field.sampler import free_candidates
from ..field.sweep import Shapes
from ..rules.formation import BLOCK_FILES, Formation, Order
from ..rules.tables import Column
from ..rules.units import Body, Loose, Unit
from .actions import Action, act, leg_word, legs_of
from .goals import goal_point
from .messengers import deliver, deliverable, dispatch
from .sides import Side
from .terrain_tasks import clear, clearable, guided, why_not_clear
from .transport import AND, ENDS, load, may_load, may_split, split_loads, unload, unload_verdict, vehicles_near

#: D15: a moving unit's place is sampled at least this often along each leg, for Beschuss
TRACE_STEP = 1.0
#: FL-FORM-6: a change of formation widens a unit by at most this many files
WIDEN = 12
#: the wheels the legal list offers each unit (the window and the computer draw any other)
SAMPLE_WHEELS = (45.0, -45.0)


@dataclass(frozen=True)
class Verdict:
    allowed: bool
    reason: str
    rule: str
    body: Body | None = None
    trace: tuple[Body, ...] = ()
    #: the move's cost and allowance, for the ruler ("3.50 of 4.00")
    cost: float = 0.0
    allowance: float = 0.0
    #: any model changed its place (a gun that only turns has not moved, FL-GUN-2, FL-MOVE-7)
    moved: bool = True


def refused(reason: str, rule: str) -> Verdict:
    return Verdict(False, reason, rule)


def column_of(unit: Unit) -> Column:
    """FL-FORM-5, FL-TERR-2: skirmishers move by the single-model column."""
    return Column.SINGLE if unit.skirmishing else unit.profile.column


def where_all(g: Any) -> tuple[Any, ...]:
    """Where every unit stands (its body, a frozen value): the key of what is worked out once a position.
    Not the gateway's revision: the next decision's options are worked out before the revision counts the action."""
    return tuple((u.id, u.body) for u in g.state.units.values())


def others(g: Any, unit: Unit) -> tuple[Shapes, Shapes]:
    """The ground of the unit's friends (a move may pass them, not end on
    them) and of its enemies (it may neither pass nor end on them), FL-RUL-10,
    as the movement rules take them (shrunk, prepared, under a tree); made
    once a position (found timing a random game: made again for each move
    judged, they were a fifth of it)."""
    cache = g.__dict__.setdefault("_others", {})
    key = (unit.id, where_all(g))
    if key not in cache:
        if len(cache) > 64:
            cache.clear()
        friends = [ground(u.body) for u in g.state.units.values() if u.id != unit.id and u.side == unit.side]
        foes = [ground(u.body) for u in g.state.units.values() if u.side != unit.side]
        cache[key] = (Shapes(friends, ["another unit"] * len(friends)), Shapes(foes, ["an enemy"] * len(foes)))
    return cache[key]


def in_melee(g: Any, unit: Unit) -> bool:
    """Units in contact stay in contact: the text has no way to leave a melee (FL-MEL-8, D21);
    worked out once a position."""
    cache = g.__dict__.setdefault("_in_melee", {})
    key = (unit.id, where_all(g))
    if key not in cache:
        if len(cache) > 256:
            cache.clear()
        cache[key] = any(o.side != unit.side and touching(o.body, unit.body) for o in g.state.units.values())
    return cache[key]


def _placed(g: Any, unit: Unit, body: Body, ground: Any, rule: str) -> Verdict | None:
    """A refusal when the unit would leave the table or pass through or stand on another unit's bases."""
    if not g.table.on_table(ground):
        return refused(said("{unit} would leave the table", unit=unit.name), rule)
    friends, foes = others(g, unit)  # their shrunk, prepared ground under a tree (found timing: a union of them
    if friends.met_exactly([ground])[0] or foes.met_exactly([ground])[0]:  # all was a tenth of a random game)
        return refused(said("{unit} would pass through or stand on another unit's bases", unit=unit.name), "FL-MOVE-1")
    return None


def check(g: Any, action: Action) -> Verdict:
    """Whether the active player's ``action`` for one of his units is legal now, and why not."""
    st = g.state
    uid = action.args[0]
    verb = action.verb
    if uid in st.aboard:
        return _check_aboard(g, action)
    unit = st.units.get(uid)
    if unit is None or unit.side != st.active.value:
        return refused(said("{unit} is not a unit of the active player", unit=uid), "FL-MOVE-1")
    order = st.orders.get(uid)
    if verb == "stand":
        return Verdict(True, "", "FL-MOVE-1", unit.body, (unit.body,))
    if in_melee(g, unit):
        return refused(said("{unit} is in melee and stays in contact (D21)", unit=unit.name), "FL-MEL-8")
    if not unit.may_drive(st.round):
        assert unit.immobilised is not None
        return refused(said("{unit} was damaged by Treffer F in round {since}: it cannot move until after round {n}",
                            unit=unit.name, since=unit.immobilised.since, n=unit.immobilised.through), "FL-VEH-2")  # fmt: skip
    if verb == "clear-terrain":  # FL-SPEC-6: the pioneers' special task, instead of moving
        why = why_not_clear(g, uid, action.args[1] if len(action.args) > 1 else "")
        return Verdict(not why, why, "FL-SPEC-6", unit.body, (unit.body,), moved=False)
    if verb == "load":
        named = action.args[1].split(AND) if len(action.args) > 1 else []
        vehicles = [st.units.get(v) for v in named]
        if not vehicles or None in vehicles or len(set(named)) < len(named):
            return refused(said("{unit} gets into a vehicle of its side", unit=unit.name), "FL-TRANS-4")
        if len(vehicles) > 1:  # FL-TRANS-5: split among tanks
            why = may_split(g, unit, vehicles)[0]  # type: ignore[arg-type]
            return Verdict(not why, why, "FL-TRANS-5", moved=True)
        why, rule = may_load(g, unit, vehicles[0])  # type: ignore[arg-type]
        return Verdict(not why, why, rule, moved=True)
    moves = unit.profile.moves
    if moves is None:
        return refused(said("{unit} never moves (T7)", unit=unit.name), "FL-LIST-5")
    if verb == "move":
        try:
            legs = legs_of(action.args[1:])
        except ValueError as e:
            return refused(str(e), "FL-MOVE-6")
        friends, enemies = others(g, unit)
        column = column_of(unit)
        try:
            if isinstance(unit.body, Formation):
                if any(leg[0] not in ("advance", "wheel") for leg in legs):
                    return refused(said("a block or line advances and wheels only (FL-FACE-1)"), "FL-FACE-1")
                verdict = check_move(guided(g, Side(unit.side)), unit.body, legs, moves, column, friends, enemies)  # type: ignore[arg-type]
                end: Body = verdict.end
                moved = True
            else:
                free = check_free_move(guided(g, Side(unit.side)), unit.body.poses, unit.body.base, legs, moves, column,
                                       obstacles=friends, enemies=enemies)  # fmt: skip
                verdict, end, moved = free, Loose(free.end, unit.body.base), free.moved  # type: ignore[assignment]
        except ValueError as e:
            return refused(str(e), "FL-FACE-1")
        if not verdict.allowed:
            return Verdict(False, verdict.reason, verdict.rule, cost=verdict.cost, allowance=verdict.allowance)
        if order is not None and moved and not (unit.reached and order.task is Task.ATTACK):
            ok, why = move_allowed(g.table, order, unit.body, end)  # type: ignore[arg-type]
            if not ok:
                return refused(why, "FL-ORD-6")
        trace = moments(unit.body, legs, TRACE_STEP) if isinstance(unit.body, Formation) else [unit.body, end]
        return Verdict(True, verdict.reason, verdict.rule, end, tuple(trace), verdict.cost, verdict.allowance, moved)
    helped = verb == "form" and officer_at(g, unit) is not None  # FL-SPEC-4: re-formed as part of its move
    if verb == "form" and unit.record.officer_reformed:
        return refused(said("{unit} was re-formed this round already", unit=unit.name), "FL-SPEC-4")
    if verb in ("rotate", "form"):
        if (not helped and order is not None and not unit.reached and unit.last_turned
                and unit.last_turned == st.round - 2):  # fmt: skip
            return refused(
                said("{unit} turned or re-formed instead of moving in its last round (D12)", unit=unit.name),
                "FL-ORD-6",
            )
        body = _turned(unit, action) if verb == "rotate" else _formed(unit, action)
        if isinstance(body, Verdict):
            return body
        blocked = _placed(g, unit, body, ground(body), "FL-FORM-6" if verb == "form" else "FL-FACE-3")
        if blocked is not None:
            return blocked
        return Verdict(True, "", "FL-FORM-6" if verb == "form" else "FL-FACE-3", body, (unit.body, body))
    return refused(said("{verb} is no movement", verb=verb), "FL-MOVE-1")


def _check_aboard(g: Any, action: Action) -> Verdict:
    """A carried unit's action: it gets out at the vehicle's front or rear, or stays in (FL-TRANS-4)."""
    st = g.state
    aboard = st.aboard[action.args[0]]
    unit = aboard.unit
    if unit.side != st.active.value:
        return refused(said("{unit} is not a unit of the active player", unit=unit.name), "FL-MOVE-1")
    if action.verb == "stand":
        return Verdict(True, "", "FL-MOVE-1", None, (), moved=False)
    if action.verb != "unload":
        return refused(said("{unit} is in {vehicle}: it gets out first", unit=unit.name,
                            vehicle=st.units[aboard.vehicle].name), "FL-TRANS-4")  # fmt: skip
    body, why = unload_verdict(g, aboard, action.args[1] if len(action.args) > 1 else "")
    if body is None or why:
        return refused(why, "FL-TRANS-4")
    return Verdict(True, "", "FL-TRANS-4", body, (body,))


def officer_at(g: Any, unit: Unit) -> Unit | None:
    """An officer of the unit's side touching it, who may re-form it as part of its move (FL-SPEC-4)."""
    if not isinstance(unit.body, Formation | Loose) or unit.single:
        return None
    return next((o for o in g.state.units.values() if o.kind == "officer" and o.side == unit.side
                 and touching(o.body, unit.body)), None)  # fmt: skip


def note_reached(g: Any, unit: Unit) -> None:
    """Once more than half of its models stand in its ordered sector the unit has reached it (D12)."""
    order = g.state.orders.get(unit.id)
    if order is not None and not unit.reached and reached(g.table, unit.body, order.sector):
        unit.reached = True


def _turned(unit: Unit, action: Action) -> Body | Verdict:
    """FL-FACE-3: a block or a line turns through 90 or 180 degrees."""
    if not isinstance(unit.body, Formation):
        return refused(said("only blocks and lines turn (FL-FACE-3)"), "FL-FACE-3")
    try:
        return unit.body.turned(int(action.args[1]))
    except ValueError as e:
        return refused(str(e), "FL-FACE-3")


def _formed(unit: Unit, action: Action) -> Body | Verdict:
    """FL-FORM-6: any formation instead of moving, at most 12 files wider."""
    from ..rules.units import forms_up

    if not forms_up(unit.kind):
        return refused(said("{unit} has no formation (FL-FORM-1)", unit=unit.name), "FL-FORM-1")
    try:
        order = Order(action.args[1])
    except ValueError:
        return refused(said("{word} is no formation: block, line or skirmish", word=action.args[1]), "FL-FORM-1")
    files = int(action.args[2]) if len(action.args) > 2 else (BLOCK_FILES if order is Order.BLOCK else 0)
    now = unit.body.files if isinstance(unit.body, Formation) else None
    if order is Order.LINE and files <= BLOCK_FILES:
        return refused(said("a line is wider than six files (FL-FORM-3)"), "FL-FORM-3")
    if order is Order.BLOCK and files != BLOCK_FILES:
        return refused(said("a block is six files wide (FL-FORM-2)"), "FL-FORM-2")
    if order is not Order.SKIRMISH and now is not None and files > now + WIDEN:
        return refused(said("a change of formation widens a unit by at most 12 files (FL-FORM-6)"), "FL-FORM-6")
    if now is not None and order is not Order.SKIRMISH and files == now:
        return refused(said("{unit} already stands so", unit=unit.name), "FL-FORM-6")
    if order is Order.SKIRMISH and unit.skirmishing:
        return refused(said("{unit} already stands so", unit=unit.name), "FL-FORM-6")
    return unit.re_formed(order, files)


def candidates(g: Any, unit: Unit) -> list[Action]:
    """The actions the legal list offers one unit: stand, the farthest
    straight advance and half of it, a wheel each way then the farthest
    advance, the turns and formation changes that are legal. Any other
    drawn move is legal too when ``check`` allows it (``stands_in``)."""
    if unit.id in g.state.aboard:
        return [act("stand", unit.id)] + [
            a for a in (act("unload", unit.id, end) for end in ENDS) if check(g, a).allowed
        ]
    out = [act("stand", unit.id)]
    into = [v.id for v in vehicles_near(g, unit)] + split_loads(g, unit)
    out += [a for a in (act("load", unit.id, v) for v in into) if check(g, a).allowed]
    if unit.kind == "pioneers":
        out += [act("clear-terrain", unit.id, fid) for fid in clearable(g, unit.id)]
    if isinstance(unit.body, Formation) and unit.profile.moves:
        moves = []
        far = farthest(g, unit, [])
        if far >= 0.01:
            moves.append(act("move", unit.id, leg_word("advance", far)))
            if far >= 0.5:
                moves.append(act("move", unit.id, leg_word("advance", round(far / 2 - 0.005, 2))))
        for w in SAMPLE_WHEELS:
            wheel = act("move", unit.id, leg_word("wheel", w))
            if check(g, wheel).allowed:
                far = farthest(g, unit, [("wheel", w)])
                moves.append(
                    wheel if far < 0.01 else act("move", unit.id, leg_word("wheel", w), leg_word("advance", far))
                )
        # a shorter advance than one found legal may end on a friend's base the longer one passed
        out += [a for a in moves if a not in out and check(g, a).allowed]
    if isinstance(unit.body, Loose) and unit.profile.moves:
        out += loose_candidates(g, unit)
    for verb, words in (("rotate", ("90",)), ("rotate", ("180",)), ("rotate", ("270",)), ("form", ("skirmish",)),
                        ("form", ("block",)), ("form", ("line", "12"))):  # fmt: skip
        a = act(verb, unit.id, *words)
        if check(g, a).allowed:
            out.append(a)
    return out


def _word(leg: tuple[Any, ...]) -> str:
    """A sampled leg as its word, its numbers cut toward zero to the hundredth (so never beyond what was searched)."""
    cut = [int(x * 100) / 100 for x in leg[1:]]
    return leg_word(leg[0], *cut)


def loose_candidates(g: Any, unit: Unit) -> list[Action]:
    """Loose models' moves for the legal list: straight toward where the
    unit is heading, as far as is legal (field/sampler.py), and a gun turned
    to face the nearest enemy (free, FL-GUN-2)."""
    body = unit.body
    assert isinstance(body, Loose)
    goal = goal_point(g, unit)
    if math.dist(goal, body.centre) < 0.01 and not unit.is_gun:  # going nowhere (no order): no move to sample
        return []
    friends, enemies = others(g, unit)
    rng = random.Random(f"{unit.id} {g.state.round}")
    found = free_candidates(guided(g, Side(unit.side)), body.poses, body.base, [goal], unit.profile.moves or 0,
                            column_of(unit), rng, count=2, obstacles=friends, enemies=enemies)  # fmt: skip
    out = []
    for c in found:
        words = [_word(leg) for leg in c.legs]
        if all(w in ("m0.00,0.00", "a0.00") for w in words if not w.startswith("f")):
            continue  # cut to the hundredth it would not move at all
        a = act("move", unit.id, *words)
        if a not in out and check(g, a).allowed:
            out.append(a)
    if unit.is_gun:
        foes = [u for u in g.state.units.values() if u.side != unit.side]
        if foes:
            (cx, cy) = body.centre
            near = min(foes, key=lambda u: (u.body.centre[0] - cx) ** 2 + (u.body.centre[1] - cy) ** 2)
            heading = math.degrees(math.atan2(near.body.centre[1] - cy, near.body.centre[0] - cx)) % 360
            if min(abs(heading - p.facing) % 360 for p in body.poses) > 1.0:
                a = act("move", unit.id, leg_word("face", int(heading * 100) / 100))
                if check(g, a).allowed:
                    out.append(a)
    return out


def farthest(g: Any, unit: Unit, before: list[tuple[str, float]], limit: float | None = None) -> float:
    """The farthest straight advance after ``before`` that ``check`` allows,
    to 0.01" below: first the allowance the terrain leaves (what a refusal
    of the longest advance says), then a binary search where that is not it."""
    moves = unit.profile.moves or 0
    hi = limit if limit is not None else float(moves + 3)
    words = [leg_word(v, a) for v, a in before]

    def verdict(d: float) -> Verdict:
        return check(g, act("move", unit.id, *words, leg_word("advance", d)))

    longest = verdict(hi)
    if longest.allowed:
        return hi
    lo = 0.0
    spent = check(g, act("move", unit.id, *words)).cost if words else 0.0
    guess = int((longest.allowance - spent) * 100 + 1e-6) / 100 if longest.allowance else 0.0
    if 0.0 < guess < hi:
        if verdict(guess).allowed:
            if not verdict(guess + 0.01).allowed:
                return guess
            lo = guess
        else:
            hi = guess
    for _ in range(12):
        mid = (lo + hi) / 2
        if verdict(mid).allowed:
            lo = mid
        else:
            hi = mid
    return int(lo * 100) / 100


#: the verbs of one unit's action in the movement step
UNIT_VERBS = ("move", "stand", "rotate", "form", "load", "unload", "clear-terrain")


def unit_named(g: Any, uid: str) -> Unit:
    """A unit of the game by its id: on the table, carried in a vehicle (FL-TRANS) or in reserve (FL-SETUP-4)."""
    st = g.state
    if uid in st.units:
        return st.units[uid]
    return st.aboard[uid].unit if uid in st.aboard else st.reserves[uid].unit


class Movement(Frame):
    """FL-MOVE-1: the active player picks the next unit to move, or ends the step."""

    rule = "FL-MOVE-1"
    step = "movement"

    def __init__(self, side: Side) -> None:
        self.side = side
        self.done: set[str] = set()

    def waiting(self, g: Any) -> list[Unit]:
        """The side's units not yet moved, those carried in its vehicles too (they may get out, FL-TRANS-4)."""
        carried = [a.unit for a in g.state.aboard.values() if a.unit.side == self.side.value]
        return [u for u in [*g.state.side_units(self.side), *carried] if u.id not in self.done]

    def run(self, g: Any) -> bool:
        if not self.waiting(g):
            g.pop(self)
            return False
        return True

    def options(self, g: Any) -> list[Action]:
        delivering = [act("deliver", u.id) for u in g.state.side_units(self.side) if deliverable(g, u)]
        return [act("pick", u.id) for u in self.waiting(g)] + delivering + [act("end-movement")]

    def prompt(self, g: Any) -> str:
        return said("move your units, one at a time, or end the movement (FL-MOVE-1)")

    def apply(self, g: Any, action: Action) -> None:
        if action.verb == "dispatch":  # FL-SPEC-2: written before it sets off; it moves next
            dispatch(g, *action.args)
            return
        if action.verb == "deliver":  # FL-SPEC-2: the order exchanged, the messenger back at the staff
            deliver(g, action.args[0])
            self.done.add(action.args[0])
            return
        if action.verb == "end-movement":
            for unit in self.waiting(g):
                self.done.add(unit.id)
            g.emit("movement-over", said("{side} ends the movement", side=self.side.title), "FL-MOVE-1")
            return
        uid = action.args[0]
        self.done.add(uid)
        frame = MoveUnit(self.side, uid)
        g.push(frame)
        if action.verb != "pick":  # a unit's own action given at once (the window's drag)
            frame.apply(g, action)


def takes_unit_action(frame: Movement, action: Action) -> bool:
    """Whether the Movement step takes ``action`` directly: a unit's move, turn, re-forming or standing."""
    return action.verb in UNIT_VERBS and action.args[0] not in frame.done


class MoveUnit(Frame):
    """One unit's action in the movement step."""

    rule = "FL-MOVE-1"
    step = "movement"

    def __init__(self, side: Side, uid: str) -> None:
        self.side = side
        self.uid = uid

    def options(self, g: Any) -> list[Action]:
        return candidates(g, unit_named(g, self.uid))

    def prompt(self, g: Any) -> str:
        if self.uid in g.state.aboard:
            return said("{unit} is carried: get out at the vehicle's front or rear, or stay in (FL-TRANS-4)",
                        unit=unit_named(g, self.uid).name)  # fmt: skip
        return said(
            "move {unit}: draw its legs, turn it, re-form it or let it stand", unit=unit_named(g, self.uid).name
        )

    def apply(self, g: Any, action: Action) -> None:
        st = g.state
        unit = unit_named(g, self.uid)
        if action.verb == "dispatch":  # FL-SPEC-2: the messenger picked sets off, then moves
            dispatch(g, *action.args)
            return
        verdict = check(g, action)
        if not verdict.allowed:  # pragma: no cover - the gateway checks first
            raise ValueError(verdict.reason)
        if st.stack[-1] is self:
            g.pop(self)
        if action.verb == "load":
            load(g, unit, [st.units[v] for v in action.args[1].split(AND)])
            return
        if action.verb == "clear-terrain":
            clear(g, unit.id, action.args[1])
            return
        if action.verb == "unload":
            unload(g, unit.id, action.args[1])
            note_reached(g, unit)
            return
        officer = officer_at(g, unit) if action.verb == "form" else None  # before it stands anew
        if action.verb == "stand" and unit.id in st.aboard:
            g.emit("stand", said("{unit} stays in its vehicle", unit=unit.name), "FL-TRANS-4", unit=unit.id)
            return
        if action.verb == "stand":
            unit.record.trace = [unit.body]
            g.emit("stand", said("{unit} stands", unit=unit.name), "FL-MOVE-1", unit=unit.id)
            return
        assert verdict.body is not None
        unit.body = verdict.body
        note_reached(g, unit)
        unit.record.trace = list(verdict.trace)
        if action.verb == "move" and verdict.moved:
            unit.record.moved = True
            unit.ever_moved = True
            unit.last_moved = st.round
        if action.verb == "move":
            g.emit(
                "move",
                said("{unit} moves {cost} of {allowance} in", unit=unit.name,
                     cost=f"{verdict.cost:.2f}", allowance=f"{verdict.allowance:.2f}"),
                "FL-MOVE-2",
                unit=unit.id,
                legs=" ".join(action.args[1:]),
            )  # fmt: skip
        else:
            if officer is not None:  # FL-SPEC-4: part of its move, which goes on; no charge this round
                unit.record.officer_reformed = True
                g.emit("re-form", said("{unit}: {what}, re-formed by {officer}: it may still move, not charge",
                                       unit=unit.name, what=" ".join(action.args[1:]), officer=officer.name),
                       "FL-SPEC-4", unit=unit.id)  # fmt: skip
                g.push(MoveUnit(self.side, unit.id))
                return
            unit.record.turned = True
            unit.last_turned = st.round
            if action.verb == "rotate":  # FL-MOVE-7: a turn is done as movement
                unit.record.moved = True
                unit.ever_moved = True
                unit.last_moved = st.round
            g.emit("re-form" if action.verb == "form" else "rotate",
                   said("{unit}: {what}", unit=unit.name, what=" ".join(action.args[1:])),
                   verdict.rule, unit=unit.id)  # fmt: skip
