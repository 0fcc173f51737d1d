"""Finsterland's kit (ai/kit.py, docs/computer-opponent.md "A ruleset's
kit"): what the computer players know of the game besides its rules. It
reads only what its side may know: its own orders, the table and the units
on it; a sampled world draws the other side's orders anew and, with the fog
of war (FL-MOVE-8), stands the enemy units out of sight where its side last
saw them (the ruleset's ``resample``).

- **Orders** (small): each unit to the objective worth most to it, by its
  worth to the side (T2) over the way there, the objectives shared out so
  that no more units than needed go to one; attack for units that fight,
  hold for guns.
- **Movement**: units move in the order listed (small); each unit's
  choices are the legal list's (stand, the farthest advance and half of
  it, wheels, turns, formation changes) scored by how much closer they
  bring it to its goal: its ordered sector until it has reached it, then
  the nearest enemy (attack) or the sector (hold). A unit that could fire
  on an enemy from where it stands stays to fire in Schießen.
- **Fire** (small): every unit fires at its nearest target; **charges**
  whenever one is offered.
- **The evaluation** reads the victory condition: the objectives' points
  each side would hold if the game ended now (FL-OBJ-6), and the armies'
  values (FL-ARMY-7), squashed to [-1, 1].
"""

from __future__ import annotations

import math
import random
from typing import Any

import shapely

from gettysburg_desktop.kernel.kit import Kit

from ..field.bodies import ground
from ..field.orders import Task
from ..game.actions import Action, act
from ..game.fog import known_bodies
from ..game.goals import goal_point
from ..game.movement_step import MoveUnit, check, unit_named
from ..game.orders_step import WriteOrders, tasks_for
from ..game.round_end import standing
from ..game.sides import Side
from ..game.transport import overloaded, where
from ..rules.objectives import points
from ..rules.units import Unit

#: the decisions the policy takes for the searching levels too
SMALL_STEPS = frozenset({"orders", "scouting", "beschuss", "schiessen"})
#: rollouts stop after this many changes of the deciding side (a longer look costs seconds a decision)
HORIZON = 2
#: the evaluation's scales: victory points, and army value in points
POINTS_SCALE = 8.0
VALUE_SCALE = 1500.0


def side_of(unit: Unit) -> Side:
    return Side(unit.side)


def best_order(g: Any, unit: Unit, taken: dict[str, int]) -> Action:
    """The unit's order: the objective worth most to its side over the way there, shared out (module doc)."""
    side = unit.side
    table = g.table
    zone = g.tables.scenario.zone
    here = shapely.Point(unit.body.centre)
    best, best_score = None, -math.inf
    for obj in table.objectives:
        worth = points(obj.at[1], side, table.depth, zone)
        way = here.distance(shapely.Point(obj.at))
        score = worth / (1.0 + way / 12.0) - 1.5 * taken.get(obj.id, 0)
        if score > best_score:
            best, best_score = obj, score
    if best is None:
        sector = table.sector_at(unit.body.centre) or "A1"
    else:
        taken[best.id] = taken.get(best.id, 0) + 1
        sector = table.sector_at(best.at) or "A1"
    hold = unit.is_gun or Task.ATTACK not in tasks_for(unit)
    if unit.is_gun:
        sector = table.sector_at(unit.body.centre) or sector
    return act("order", unit.id, (Task.HOLD if hold else Task.ATTACK).value, sector)


def in_reach_of_enemy(g: Any, unit: Unit) -> bool:
    """Whether an enemy stands within the unit's range (it may fire in Schießen by standing), as its side
    knows where the enemy stands (FL-MOVE-8)."""
    s = unit.profile.shoots
    if not isinstance(s, int):
        return False
    mine = ground(unit.body)
    return any(float(mine.distance(ground(b))) <= s for _u, b in known_bodies(g, side_of(unit)))


def move_score(g: Any, unit: Unit, action: Action) -> float:
    """How much closer ``action`` brings the unit to its goal (module doc); standing to fire scores well."""
    goal = shapely.Point(goal_point(g, unit))
    carried = unit.id in g.state.aboard
    before = float(goal.distance(ground(where(g.state, unit))))
    if action.verb == "stand":
        return 3.0 if not carried and in_reach_of_enemy(g, unit) and not unit.record.moved else 0.0
    if action.verb == "load":  # a ride toward the goal: as good as a short step (the vehicle moves on its own)
        return 0.5
    verdict = check(g, action)
    if not verdict.allowed or verdict.body is None:
        return -math.inf
    after = float(goal.distance(ground(verdict.body)))
    return before - after - (0.5 if action.verb in ("rotate", "form") else 0.0)


class FinsterlandKit(Kit):
    name = "finsterland"
    small_steps = SMALL_STEPS
    horizon = HORIZON
    easy_noise = 1.0
    report_sides = ("South", "North")

    def decision_kind(self, game: Any) -> str:
        top = game.state.stack[-1]
        if isinstance(top, WriteOrders) or top.step_name(game) in SMALL_STEPS:
            return "small"
        if not isinstance(top, MoveUnit) and top.step_name(game) == "movement":
            return "small"  # which unit moves next
        return "turn"

    def small_choice(self, game: Any, side: Any, rng: random.Random, weights: Any = None) -> Any:
        return self.policy_action(game, rng, noise=0.0)

    def plans(self, game: Any, side: Any, world: Any, limit: int | None = None) -> list[tuple[tuple[Any, ...], float]]:
        top = game.state.stack[-1]
        legal = game.legal_actions()
        if isinstance(top, MoveUnit):
            unit = unit_named(game, top.uid)
            return [((a,), move_score(game, unit, a)) for a in legal]
        return [((a,), 1.0 if a.verb == "charge" else 0.0) for a in legal]

    def policy_action(
        self, game: Any, rng: random.Random, legal: list[Any] | None = None, noise: float | None = None
    ) -> Any:
        if legal is None:
            legal = game.legal_actions(ordered=False)
        if len(legal) == 1:
            return legal[0]
        noise = self.easy_noise * 0.2 if noise is None else noise
        top = game.state.stack[-1]
        if isinstance(top, WriteOrders):
            taken = top.__dict__.setdefault("_kit_taken", {})
            choice = best_order(game, top.waiting(game), taken)
            return choice if choice in legal else legal[rng.randrange(len(legal))]
        if isinstance(top, MoveUnit):
            unit = unit_named(game, top.uid)
            return max(legal, key=lambda a: move_score(game, unit, a) + noise * rng.random())
        verbs = {a.verb for a in legal}
        for verb in ("charge", "fire", "scout", "pick"):
            if verb in verbs:
                mine = [a for a in legal if a.verb == verb]
                return min(mine) if noise == 0.0 else mine[rng.randrange(len(mine))]
        for end in ("end-charges", "end-fire", "end-movement", "end-plan", "end-deployment", "end-scouting",
                    "end-officers"):  # fmt: skip
            if end in verbs:
                return act(end)
        return legal[rng.randrange(len(legal))]

    def evaluate(self, game: Any, side: Any, weights: Any = None) -> float:
        if game.over:
            return float(game.returns().get(side, 0))
        held = standing(game)
        other = side.other
        value = {s: sum(u.value for u in game.state.side_units(s)) for s in (side, other)}
        lead = (held[side] - held[other]) / POINTS_SCALE + (value[side] - value[other]) / VALUE_SCALE
        return math.tanh(lead)

    def violations(self, game: Any) -> list[str]:
        """The invariants of a position (the arena and the slow suite check
        them after every action): every base on the table, no two units'
        bases overlapping (touching is contact, FL-RUL-10), a unit's models
        on the table no more than it has and at least one, hits held never
        negative, every unit that needs one with an order once they are written."""
        st, table = game.state, game.table
        out = []
        units = list(st.units.values())
        grounds = {u.id: ground(u.body) for u in units}
        for u in units:
            if not table.on_table(grounds[u.id]):
                out.append(f"{u.id} stands off the table")
            if not 0 < u.available <= u.models:
                out.append(f"{u.id} has {u.available} models on the table of {u.models}")
            if u.record.pool < 0:
                out.append(f"{u.id} holds {u.record.pool} hits")
            if st.round and not u.single and u.id not in st.orders:
                out.append(f"{u.id} has no order in round {st.round}")
        for i, a in enumerate(units):
            for b in units[i + 1 :]:
                if float(grounds[a.id].intersection(grounds[b.id]).area) > 1e-6:
                    out.append(f"{a.id} and {b.id} stand on each other's bases")
        if set(st.units) & set(st.gone):
            out.append(f"units both gone and on the table: {sorted(set(st.units) & set(st.gone))}")
        off = set(st.aboard) | set(st.reserves)
        if off & (set(st.units) | set(st.gone)) or set(st.aboard) & set(st.reserves):
            out.append(f"units in two places at once: {sorted(off & (set(st.units) | set(st.gone)))}")
        for uid, a in st.aboard.items():  # FL-TRANS-1: in a vehicle of its side on the table, within its room
            for vid in a.vehicles:
                vehicle = st.units.get(vid)
                if vehicle is None or not vehicle.is_vehicle or vehicle.side != a.unit.side:
                    out.append(f"{uid} rides in {vid}, no vehicle of its side on the table")
            if a.shares and (sum(n for _v, n in a.shares) != a.unit.models or a.vehicle != a.shares[0][0]):
                out.append(f"{uid} rides split {a.shares}, not its {a.unit.models} models (FL-TRANS-5)")
        for vid in {v for a in st.aboard.values() for v in a.vehicles}:
            if vid in st.units and overloaded(st, st.units[vid]):
                out.append(f"{vid} carries more than it has room for (FL-TRANS-1)")
        for u in units:
            if u.immobilised is not None and not u.is_vehicle:
                out.append(f"{u.id} is held by F damage but is no vehicle")
        return out

    def outcome_rule(self, game: Any) -> str | None:
        return "FL-GEN-3" if game.over else None


KIT = FinsterlandKit()
