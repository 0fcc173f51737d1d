"""Steps 5 and 6, charges and melee (FL-CHG, FL-MEL, FL-SEQ-2): the
active player's units that moved may charge, straight ahead to first
contact (D20); when all charges are made, the melees they began are fought;
then every other melee, both sides, each group of units in contact at
once (FL-MEL-5, FL-MEL-8). The measures are field/contact.py's and
field/charge.py's, the counts rules/melee.py's."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.said import said

from ..field.bodies import ground
from ..field.charge import check_charge
from ..field.close_up import close_up, locked
from ..field.contact import UnitBases, engagements, in_contact, melee_groups, rammed
from ..field.cover import area_cover, best_cover
from ..field.orders import may_charge, models_in
from ..rules.formation import Formation
from ..rules.melee import Attack, Fighter, resolve
from ..rules.tables import VEHICLES
from ..rules.units import Loose, Unit
from .actions import Action, act, leg_word
from .fog import may_target
from .log_words import blow_words
from .losses import remove_models, take_hits
from .movement_step import column_of, in_melee, note_reached, others
from .sides import Side
from .terrain_tasks import guided

#: FL-SPEC (the NCO): how much farther than its allowance a unit's charge may reach, judged
NCO_REACH = 3.0
#: the kinds whose melee frightens (FL-MOR-7: a tank or a walker)
FRIGHTENING = VEHICLES


def bases_of(unit: Unit) -> UnitBases:
    body = unit.body
    if isinstance(body, Formation):
        return UnitBases.of_formation(unit.id, unit.side, body)
    return UnitBases.of_models(unit.id, unit.side, body.poses, body.base)


def charging_body(unit: Unit) -> Formation:
    """The unit as it charges: a block or line as it stands; a tank as a formation of
    one model on its hull's base, facing its way (FL-VEH-3: it charges straight ahead)."""
    if isinstance(unit.body, Formation):
        return unit.body
    pose, base = unit.body.poses[0], unit.body.base
    return Formation(pose.advanced(base.depth / 2), base, 1, 1)


def charge_verdict(g: Any, unit: Unit, target: Unit) -> Any:
    """Whether ``unit`` may charge ``target`` now, by the movement rules and its order (FL-CHG-1 to FL-CHG-3, D12, D20)."""
    enemies = [bases_of(u) for u in g.state.side_units(Side(unit.side).other)]
    table = guided(g, Side(unit.side))  # FL-MOVE-9: a charge is a move
    verdict = check_charge(table, charging_body(unit), target.id, enemies, unit.profile.moves or 0, column_of(unit))
    friends, _foes = others(g, unit)
    if verdict.allowed and friends.met_exactly([ground(verdict.end)])[0]:  # FL-MOVE-1: as any move, not on a friend
        why = f"it would end on another unit's bases after {verdict.needed:.2f} (FL-MOVE-1, FL-CHG-2)"
        return replace(verdict, allowed=False, reason=why, rule="FL-MOVE-1")
    return verdict


def may_charge_now(g: Any, unit: Unit) -> bool:
    """FL-CHG-1: a block or line, or a tank free to drive (FL-VEH-2, FL-VEH-3), of the active
    player that moved this round, did not charge yet and is not in melee."""
    return (
        (isinstance(unit.body, Formation) or (unit.kind == "tank" and unit.may_drive(g.state.round)))
        and unit.record.moved
        and not unit.record.unloaded  # FL-TRANS-4: not before the next round
        and not unit.record.officer_reformed  # FL-SPEC-4, FL-CHG-1
        and not unit.record.charged
        and bool(unit.profile.moves)
        and not in_melee(g, unit)
    )


def order_allows(g: Any, unit: Unit, target: Unit) -> tuple[bool, str]:
    """D12: not before the unit reaches its sector; holding, only an enemy with a model in it."""
    order = g.state.orders.get(unit.id)
    if order is None:
        return True, ""
    return may_charge(order, unit.reached, models_in(g.table, target.body, order.sector) > 0)


class Charges(Frame):
    """Step 5: the active player's charges, one after another; then the melees they began."""

    rule = "FL-CHG-1"
    step = "charges"

    def __init__(self, side: Side) -> None:
        self.side = side

    def within_reach(self, g: Any) -> Iterator[tuple[Unit, Unit]]:
        """Each unit that may charge now (FL-CHG-1) with each enemy near enough to be met (its allowance,
        and the 3" an NCO may add): the pairs a charge is judged for."""
        st = g.state
        for unit in st.side_units(self.side):
            if not may_charge_now(g, unit):
                continue
            reach = (unit.profile.moves or 0) + NCO_REACH
            mine = ground(unit.body)
            for target in st.side_units(self.side.other):
                if not may_target(g, self.side, target.id):  # FL-MOVE-8: a charge at an enemy in sight
                    continue
                if float(mine.distance(ground(target.body))) <= reach:
                    yield unit, target

    def legal(self, g: Any) -> list[Action]:
        return [
            act("charge", unit.id, target.id)
            for unit, target in self.within_reach(g)
            if order_allows(g, unit, target)[0] and charge_verdict(g, unit, target).allowed
        ]

    def run(self, g: Any) -> bool:
        if not self.legal(g):
            self.barred(g)
            g.pop(self)
            fight(g, charges_only=True)
            return False
        return True

    def barred(self, g: Any) -> None:
        """When no charge is left to offer, each charge the movement allowed but the unit's order did not
        is told to its side only (found playing: the step went by without a word, D12): the other side
        reads nothing, as the order is secret."""
        if not g.events_on:  # a look-ahead keeps no log: nothing to tell
            return
        told: set[str] = set()
        for unit, target in self.within_reach(g):
            order = g.state.orders.get(unit.id)
            if order is None or unit.id in told or order_allows(g, unit, target)[0]:
                continue
            if not charge_verdict(g, unit, target).allowed:
                continue
            why = (
                said("it charges only once it has reached {sector}", sector=order.sector)
                if not unit.reached
                else said("holding, it charges only enemies with a model in {sector}", sector=order.sector)
            )
            text = said(
                "{unit} could reach {target} but may not charge: its order is {order}: {why}",
                unit=unit.name,
                target=target.name,
                order=str(order),
                why=why,
            )
            g.emit_secret(self.side, "", "no-charge", text, "D12", ("order",), unit=unit.id, order=str(order))
            told.add(unit.id)

    def options(self, g: Any) -> list[Action]:
        return [*self.legal(g), act("end-charges")]

    def prompt(self, g: Any) -> str:
        return said("charge with units that moved, or end the charges (FL-CHG-1)")

    def apply(self, g: Any, action: Action) -> None:
        st = g.state
        if action.verb == "end-charges":
            g.pop(self)
            fight(g, charges_only=True)
            return
        unit, target = st.units[action.args[0]], st.units[action.args[1]]
        verdict = charge_verdict(g, unit, target)
        assert verdict.allowed
        end = verdict.end
        unit.body = end if isinstance(unit.body, Formation) else Loose((end.model_poses()[0],), unit.body.base)
        unit.record.charged = True
        unit.ever_moved = True
        note_reached(g, unit)
        for uid in verdict.meets:
            met = st.units[uid]
            met.record.charged_by = (*met.record.charged_by, unit.id)
        why = verdict.reason.rsplit(" (FL-", 1)[0]  # the log cites the rule after the line
        for uid in verdict.meets:
            why = why.replace(uid, st.units[uid].name)
        g.emit("charge", said("{unit} charges {target}: {why}", unit=unit.name, target=target.name, why=why),
               "FL-CHG-2", unit=unit.id, target=target.id)  # fmt: skip


def close_ups(g: Any) -> None:
    """FL-RUL-10: each of the active player's blocks and lines in a melee
    locked at a corner since an earlier round (no model of it fights, and it
    did not move this round) closes up, where the movement rules let it
    (field/close_up.py)."""
    st = g.state
    for unit in st.side_units(st.active):
        if not isinstance(unit.body, Formation) or unit.record.moved or unit.record.fought or not unit.profile.moves:
            continue
        if not in_melee(g, unit):  # worked out once a position: most units touch nobody
            continue
        me = bases_of(unit)
        touched = [e for e in (bases_of(o) for o in st.side_units(st.active.other)) if in_contact(me, e)]
        if not touched or not all(locked(me, e) for e in touched):
            continue
        friends, enemies = others(g, unit)
        for enemy in touched:
            table = guided(g, Side(unit.side))  # a guide's piece is open ground for its side (FL-MOVE-9)
            done = close_up(table, unit.body, enemy, unit.profile.moves, column_of(unit), friends, enemies)
            if done is None:
                continue
            unit.body = done.end
            unit.record.trace = [done.end]
            slid = done.legs[0][0] == "slide"
            text = (said("{unit} closes the door on {enemy}: a step aside of {cost} in (of {allowance})",
                         unit=unit.name, enemy=st.units[enemy.id].name, cost=f"{done.cost:.2f}",
                         allowance=f"{unit.profile.moves:.2f}") if slid else
                    said("{unit} closes up to {enemy}: {cost} of {allowance} in", unit=unit.name,
                         enemy=st.units[enemy.id].name, cost=f"{done.cost:.2f}",
                         allowance=f"{unit.profile.moves:.2f}"))  # fmt: skip
            legs = f"slide {done.legs[0][1]:.2f}" if slid else " ".join(leg_word(*leg) for leg in done.legs)
            g.emit("close-up", text, "FL-RUL-10", unit=unit.id, target=enemy.id, legs=legs)
            break


def fight(g: Any, charges_only: bool) -> None:
    """Every group of units in contact not yet fought this round: with
    ``charges_only`` those holding a unit that charged this round (the end
    of step 5), else all the others (step 6) (FL-MEL-8), after the locked
    melees closed up (FL-RUL-10)."""
    st = g.state
    if not charges_only:
        close_ups(g)
    units = list(st.units.values())
    groups = melee_groups([bases_of(u) for u in units])
    for group in groups:
        members = [st.units[uid] for uid in group]
        if any(u.record.fought for u in members):
            continue
        charged = {u.id for u in members if u.record.charged}
        if charges_only and not charged:
            continue
        fight_group(g, members, charged)


def fight_group(g: Any, members: list[Unit], chargers: set[str]) -> None:
    """One group's melee: every attack counted, then every unit's losses (FL-MEL-5)."""
    names = {u.id: u.name for u in members}
    fighters = []
    for u in members:
        cover = None
        if u.record.charged_by:  # FL-COVER-6: cover against the charge's melee, in the round it is charged
            charger = g.state.units.get(u.record.charged_by[0])
            if charger is not None:
                if isinstance(u.body, Formation):
                    cover = best_cover(g.table, u.body, charger.body.centre)
                else:
                    found = area_cover(g.table, u.body)  # type: ignore[arg-type]
                    cover = max(found, key=lambda c: c.fraction) if found else None
        fighters.append(
            Fighter.of_profile(
                u.id, u.available, u.profile, cover.fraction if cover else None, cover.kind if cover else ""
            )
        )
    depth = {uid: g.state.units[uid].profile.depth for uid in chargers}
    bases = {u.id: bases_of(u) for u in members}
    found = engagements(list(bases.values()), depth)
    attacks = [ram(g, e, bases, e.attacker in chargers) or e.attack(charge=e.attacker in chargers) for e in found]
    result = resolve(fighters, attacks)
    for u in members:
        u.record.fought = True
        u.record.attacked = tuple(
            sorted({*u.record.attacked, *(s for e in found if e.target == u.id for s in e.edges)})
        )
        for e in found:
            if e.target == u.id:
                enemy = g.state.units[e.attacker]
                if enemy.kind in FRIGHTENING and enemy.profile.psychology:
                    u.record.frightened_by[enemy.id] = enemy.profile.psychology
    for blow in result.blows:
        text = blow_words(blow, names[blow.attacker], names[blow.target])
        if len(blow.rules) > 1:  # the log cites the first rule after the line, the others in it
            text = said("{line} ({rules})", line=text, rules=", ".join(blow.rules[1:]))
        g.emit("melee", text, blow.rules[0] if blow.rules else "FL-MEL-2", unit=blow.attacker, target=blow.target)
    for uid, losses in result.losses.items():
        unit = g.state.units.get(uid)
        if unit is not None and unit.profile.structure > 1:  # knock-outs kept, held hits pooled (FL-HIT-6)
            take_hits(g, unit, losses.hits, f_hits=True, rule="FL-MEL-6")
        elif unit is not None and losses.removed:
            remove_models(g, unit, losses.removed, losses.rules[0])


def ram(g: Any, engagement: Any, bases: dict[str, UnitBases], charged: bool) -> Attack | None:
    """FL-VEH-3: a vehicle that drove or charged into contact this round, free
    to move, rams: every enemy model touching its front is hit (D25: with its
    front only), and on a charge with Tiefe the models behind them (FL-CHG-5);
    None where it fights as one model (a later round, or no model at its front)."""
    unit = g.state.units[engagement.attacker]
    if not (unit.is_vehicle and unit.record.moved and unit.may_drive(g.state.round)):
        return None
    depth = unit.profile.depth if charged else 0
    struck, behind = rammed(bases[unit.id], bases[engagement.target], depth)
    if not struck:
        return None
    return Attack(unit.id, engagement.target, touching=len(struck), behind=len(behind), charge=charged,
                  side=engagement.side, ram=True)  # fmt: skip
