"""Finsterland as a ruleset of the kernel (kernel/ruleset.py): its sides,
state, set-up, notation, what each side may see, its events and rule ids.
``FinsterlandGame`` (game.py) plays ``FINSTERLAND``."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from functools import cache
from importlib.resources import files
from typing import Any, ClassVar

from gettysburg_desktop.kernel.ruleset import Ruleset
from gettysburg_desktop.kernel.said import said

from .actions import Action
from .deployment_step import Deployment, check_place, deploying
from .fog import fog_on, hide_unseen
from .guns_step import GunFire
from .messengers import why_not_dispatch
from .movement_step import UNIT_VERBS, Movement, MoveUnit, check, takes_unit_action, unit_named
from .orders_step import OfficerOrders
from .reserves import redraw, reserve_verdict
from .sequence import set_up
from .sides import Side
from .state import State, deploy, new_state
from .terrain_tasks import NO_PIECE, guide_pieces
from .variants import LENGTHS, VARIANTS, Length, Option

RULES_VERSION = 5
RULES_CHANGES = {
    1: "the first reading of the rules (docs/finsterland-interpretations.md)",
    2: "the scouts learn an enemy order at the start of every round (FL-SPEC-9); "
    "the deployment zones are as deep as the table's (FL-FIELD-2)",
    3: "vehicles: an F hit holds a vehicle (FL-VEH-2), a vehicle that drives into contact rams with its front "
    "(FL-VEH-3), a vehicle's structure counts in melee as under fire (FL-HIT-6); transport (FL-TRANS); "
    "a melee locked at a corner closes up in the melee step of a later round (FL-RUL-10); the deployment is "
    "hidden (FL-SETUP-3) and units may be held in reserve (FL-SETUP-4, FL-MOVE-10); messengers carry new orders "
    "(FL-SPEC-2), officers re-form and carry orders (FL-SPEC-4), a guide leads through a piece of terrain "
    "(FL-SPEC-5), pioneers remove one (FL-SPEC-6)",
    4: "structures: battlefield objects are attacked part by part, by infantry and cavalry on a special task S "
    "and by artillery discs, and a destroyed part is gone (FL-STR, D26); two fronts on one line touching at a "
    "corner close the door with a step aside (FL-RUL-10); the guide may lead through a 6-inch part of a larger "
    "piece (FL-SPEC-5); a light gun may be fixed to its vehicle (FL-TRANS-6); the game's length and the "
    "structures' settings are chosen at New game (FL-RUL-8, D26)",
    5: "ending the fire in Beschuss ends one group's (machine guns, light, heavy artillery) and the next fires "
    "after it (FL-FIRE-8); machine guns on a special task lay their strips at the battlefield objects of their "
    "sector (D26); an infantry unit may get in split among the tanks it touches (FL-TRANS-5)",
}

EVENT_KINDS = {
    "first": "who goes first (FL-SETUP-6)",
    "deploy": "a unit placed in its deployment zone (FL-SETUP-3)",
    "deployed": "a side's deployment ended (FL-SETUP-3)",
    "order": "a unit's hidden order written (FL-ORD-1)",
    "round": "a round begins (FL-SEQ-1)",
    "move": "a unit moves (FL-MOVE)",
    "stand": "a unit stands (FL-MOVE-1)",
    "rotate": "a block or line turns in place (FL-FACE-3)",
    "re-form": "a unit changes formation (FL-FORM-6)",
    "movement-over": "the movement step ends (FL-MOVE-1)",
    "fire": "a unit fires (FL-FIRE)",
    "hold": "a unit holds its fire (FL-FIRE-5)",
    "fire-over": "no more fire in this step (FL-FIRE-1)",
    "losses": "models taken off (FL-HIT-1)",
    "destroyed": "a unit is gone (FL-MOR-3, D18)",
    "morale": "a morale test (FL-MOR-2)",
    "charge": "a charge (FL-CHG)",
    "plan": "a sector written on the artillery plan (FL-ART-1)",
    "strip": "a machine gun's strip (FL-MG-1)",
    "disc-laid": "an artillery disc laid face down (FL-BOMB-5)",
    "disc": "an artillery disc turned over (FL-BOMB-5)",
    "reshuffle": "a stack of discs reshuffled (FL-BOMB-4)",
    "area-hits": "a strip's or a disc's hits, model by model (FL-COVER-5)",
    "hits": "hits against armour (FL-HIT-2 to FL-HIT-7)",
    "fire-into-melee": "fire into a melee divided among its units (FL-FIRE-4)",
    "melee": "one unit's blow in a melee (FL-MEL)",
    "objective": "an objective scored (FL-OBJ-6)",
    "scout": "a scout learns an enemy unit's order (FL-SPEC-9)",
    "immobilised": "a vehicle damaged by Treffer F cannot move (FL-VEH-2)",
    "load": "a unit gets into a vehicle (FL-TRANS-4)",
    "reserve": "a unit held in reserve (FL-SETUP-4)",
    "dispatch": "a messenger sets off with a new order (FL-SPEC-2)",
    "deliver": "a messenger delivers its order (FL-SPEC-2)",
    "return": "a messenger returns to the command staff (FL-SPEC-2)",
    "clear-terrain": "pioneers remove a piece of terrain (FL-SPEC-6)",
    "guide": "a local guide's piece of terrain written (FL-SPEC-5)",
    "arrive": "a reserve arrives (FL-MOVE-10)",
    "reserve-delayed": "a reserve finds no room and arrives later, or never (FL-MOVE-10, D14)",
    "close-up": "a unit in a melee locked at a corner closes up (FL-RUL-10)",
    "unload": "a unit gets out of a vehicle (FL-TRANS-4, FL-TRANS-7)",
    "only-choice": "a lone legal action taken",
}


class Finsterland(Ruleset):
    name = "finsterland"
    variants: ClassVar[dict[str, Length | Option]] = VARIANTS
    rules_version = RULES_VERSION
    rules_changes = RULES_CHANGES
    sides = (Side.SOUTH, Side.NORTH)
    hidden_information = True
    event_kinds: ClassVar[dict[str, str]] = EVENT_KINDS
    place_keys = ("unit", "target")

    def check_variants(self, names: Any) -> frozenset[str]:
        chosen = super().check_variants(names)
        if len(chosen & set(LENGTHS)) > 1:
            raise ValueError(f"one length only (FL-RUL-8), not {', '.join(sorted(chosen & set(LENGTHS)))}")
        return chosen

    def tables(self, scenario: Any, variants: frozenset[str]) -> Any:
        """The battle, played for the length chosen at New game where one was (FL-GEN-2, FL-RUL-8)."""
        length = next((LENGTHS[v] for v in variants if v in LENGTHS), None)
        if length is not None and length != scenario.rounds:
            scenario = replace(scenario, rounds=length)
        return super().tables(scenario, variants)

    def new_state(self, tables: Any) -> State:
        return new_state(tables.scenario)

    def set_up(self, game: Any) -> None:
        set_up(game)

    def parse_action(self, text: str) -> Action:
        return Action.parse(text)

    def stands_in(self, game: Any, action: Any) -> bool:
        """A move the player drew (any legs), or a unit's action given while
        the movement step asks for the next unit, is legal when ``check``
        allows it (table.md: the legal list offers a few moves a unit; any
        other is checked)."""
        top = game.state.stack[-1] if game.state.stack else None
        if isinstance(top, Deployment):
            if action.verb == "reserve":
                return len(action.args) == 3 and not reserve_verdict(game, top.side, *action.args)
            return action.verb == "deploy" and check_place(game, top.side, action)[0] is not None
        if action.verb == "dispatch" and isinstance(top, Movement | MoveUnit | OfficerOrders):  # written, not listed
            return len(action.args) == 4 and not why_not_dispatch(game, *action.args)
        if isinstance(top, GunFire):
            return top.disc_allowed(game, action)
        if isinstance(top, MoveUnit):
            return action.verb == "move" and action.args[:1] == (top.uid,) and check(game, action).allowed
        if isinstance(top, Movement):
            return takes_unit_action(top, action) and check(game, action).allowed
        return False

    def why_illegal(self, game: Any, action: Any) -> str:
        top = game.state.stack[-1] if game.state.stack else None
        if isinstance(top, Deployment) and action.verb == "deploy":
            body, why = check_place(game, top.side, action)
            if body is None:
                return f"{action}: {why}"
        if isinstance(top, Movement | MoveUnit | OfficerOrders) and action.verb == "dispatch" and len(action.args) == 4:
            why = why_not_dispatch(game, *action.args)
            if why:
                return f"{action}: {why} (FL-SPEC-2)"
        if isinstance(top, Deployment) and action.verb == "reserve" and len(action.args) == 3:
            why = reserve_verdict(game, top.side, *action.args)
            if why:
                return f"{action}: {why} (FL-SETUP-4)"
        if isinstance(top, Movement | MoveUnit) and action.verb in UNIT_VERBS:
            verdict = check(game, action)
            if not verdict.allowed:
                return f"{action}: {verdict.reason} ({verdict.rule})"
        return super().why_illegal(game, action)

    def view(self, game: Any, side: Any, reveal: bool = False) -> dict[str, Any]:
        """What ``side`` may see: every unit on the table, and those carried
        in vehicles (getting in is done in sight, FL-TRANS), but with the fog
        of war (FL-MOVE-8, D13) only the enemy units it sees, and those it
        saw where it last saw them (``seen`` false, their ``body``, models and
        round then); its own orders and artillery plan, and the enemy orders
        its scouts have learnt (FL-SPEC-9)."""
        st = game.state
        units = {}
        hidden = not reveal and deploying(game)  # FL-SETUP-3: each side sees only its own set-up
        fog = not reveal and not hidden and fog_on(game) and st.fog.looked  # FL-MOVE-8, D13
        for u in st.units.values():
            if hidden and (side is None or u.side != side.value):
                continue
            entry = {"side": u.side, "kind": u.kind, "name": u.name, "models": u.models, "available": u.available}
            if fog and (side is None or u.side != side.value):
                if u.id in st.fog.seen[Side(u.side).other if side is None else side]:
                    pass  # in sight (a spectator: in sight of its enemy, which everybody knows)
                elif side is not None and u.id in st.fog.last[side]:
                    last = st.fog.last[side][u.id]  # where it was last seen, greyed
                    entry |= {"seen": False, "body": last.body, "available": last.available, "round": last.round}
                else:
                    continue
            units[u.id] = entry
        aboard = {uid: {"vehicle": a.vehicle, "side": a.unit.side, "kind": a.unit.kind, "name": a.unit.name,
                        "models": a.unit.models, "fixed": a.fixed, "shares": dict(a.shares)} for uid, a in st.aboard.items()
                  if not fog or (a.vehicle in units and "body" not in units[a.vehicle])}  # fmt: skip
        sides = {uid: unit_named(game, uid).side for uid in [*st.units, *st.aboard, *st.reserves]}
        orders = {uid: str(o) for uid, o in st.orders.items() if reveal or uid not in sides
                  or (side is not None and (sides[uid] == side.value or uid in st.known[side]))}  # fmt: skip
        reserves = {uid: {"side": r.unit.side, "name": r.unit.name, "models": r.unit.models}
                    | ({"round": r.round, "sector": r.sector} if reveal or (side is not None and r.unit.side == side.value)
                       else {"round": st.known_reserves[side][uid]} if side is not None
                       and uid in st.known_reserves[side] else {})
                    for uid, r in st.reserves.items()
                    if not hidden or (side is not None and r.unit.side == side.value)}  # fmt: skip
        carrying = {mid: d.unit for mid, d in st.dispatches.items()
                    if reveal or (side is not None and st.units[mid].side == side.value)}  # fmt: skip
        plans = {s.value: {str(rnd): {kind: list(sectors) for kind, sectors in written.items() if sectors}
                           for rnd, written in sorted(st.plans[s].written.items()) if rnd >= st.round}
                 for s in Side if reveal or s is side}  # FL-ART-4: a side's own plan, still to fall  # fmt: skip
        return {"round": st.round, "active": st.active.value if st.round else None, "units": units, "plans": plans,
                "aboard": aboard, "reserves": reserves, "orders": orders, "gone": list(st.gone),
                "dispatches": carrying, "removed": sorted(st.removed), "demolished": sorted(st.demolished),
                "wrecked": dict(sorted(st.wrecked.items()))}  # fmt: skip

    def rule_reference(self, rule: str) -> tuple[str, str]:
        """The rule's title in the rules reference for players (resources/docs/finsterland.md) and its anchor (the id)."""
        return _titles()[rule], rule

    def resample(self, game: Any, side: Any, dice: Any, rng: random.Random | None = None) -> Any:
        """A world ``side`` cannot tell from ``game``: the other side's orders
        drawn anew among those it could have written (but those its scouts
        learnt, FL-SPEC-9), its units out of sight where they were last seen
        (FL-MOVE-8), fresh dice."""
        if rng is None:
            rng = random.Random(f"world {dice}") if isinstance(dice, int) else random.Random()
        world = game.clone(dice if dice is not None else rng.getrandbits(62))
        sectors = [name for name, _shape in game.table.sectors()]
        from ..field.orders import Order
        from .orders_step import tasks_for

        for uid, _order in list(world.state.orders.items()):
            held = [*world.state.units, *world.state.aboard, *world.state.reserves]
            unit = unit_named(world, uid) if uid in held else None
            if unit is not None and unit.side != side.value and uid not in world.state.known[side]:  # FL-SPEC-9
                world.state.orders[uid] = Order(rng.choice(tasks_for(unit, world)), rng.choice(sectors))
        for mid in [m for m in world.state.dispatches if world.state.units[m].side != side.value]:
            del world.state.dispatches[mid]  # FL-SPEC-2: what the other side's messengers carry is its secret
        other = side.other
        if other in world.state.guides:  # FL-SPEC-5: the other side's guide's piece is its secret
            world.state.guides[other] = rng.choice([*guide_pieces(world, other), NO_PIECE])
        if fog_on(world):  # FL-MOVE-8: the other side's units out of sight where they were last seen
            hide_unseen(world, side)
        redraw(world, side, rng)  # FL-SETUP-4: when and where its reserves arrive is the other side's secret
        if deploying(world):  # the other side's set-up is hidden: its units where the battle file set them
            for d in world.tables.scenario.units:
                if d.side != side.value and d.id in world.state.units and d.aboard is None:
                    world.state.units[d.id].body = deploy(d).body
        world.hide_secrets(side.other, 0)
        return world

    def result(self, outcome: tuple[Any, ...]) -> tuple[str, str]:
        winner, why = outcome
        if winner is None:
            return said("The game is over: a draw. {why}", why=why), "FL-GEN-3"
        return said("The game is over: {side} wins. {why}", side=winner.title, why=why), "FL-GEN-3"


def rules_text() -> str:
    return files("gettysburg_desktop.resources").joinpath("docs", "finsterland.md").read_text(encoding="utf-8")


@cache
def _titles() -> dict[str, str]:
    """Rule id -> title, from the rules reference: each family's heading
    (``## Movement (FL-MOVE)``) and each rule's (``- **FL-MOVE-1** *Title.* ...``)."""
    text = rules_text()
    titles: dict[str, str] = {}
    for title, fam in re.findall(r"^#+ ([^(\n]+?) \((FL-[A-Z]+)\)\s*$", text, re.M):
        titles[fam] = title.strip()
    titles.update(re.findall(r"^- \*\*(FL-[A-Z]+-\d+)\*\* \*([^*]+?)\.?\*", text, re.M))
    return titles


FINSTERLAND = Finsterland()
