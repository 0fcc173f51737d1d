"""Hits turned into models taken off (FL-HIT-1, FL-HIT-2, FL-HIT-3,
FL-HIT-7, FL-FORM-4, D17, D18): the unit's pool of hits held this round,
its armour, what is taken off and a unit that is gone."""

from __future__ import annotations

from typing import Any

from gettysburg_desktop.kernel.said import said

from ..rules.hits import Armour, HitPool, immobilise
from ..rules.units import Unit, with_losses
from .log_words import losses_words
from .transport import spill


def take_hits(
    g: Any, unit: Unit, hits: int, *, f_hits: bool = False, rule: str = "FL-HIT-1", reached: tuple[int, ...] = ()
) -> int:
    """The models ``unit`` loses to ``hits`` of one attack (after cover),
    told in the log: the hits join those held this round, each ``armour``
    of them a knock-out, a model with structure taken off at its last
    (FL-HIT-2, FL-HIT-5, FL-HIT-6); F armour ignores all but Treffer F
    (FL-HIT-3); never more than the attack reaches (``reached``: the
    models' indexes in the order losses are taken; none: every model), the
    rest lost (FL-HIT-7)."""
    armour = Armour.of(unit.profile)
    order = reached or tuple(range(unit.available))
    knocked = unit.knocked or (0,) * unit.available
    left = [armour.structure - knocked[i] for i in order]
    pool, losses = HitPool(unit.record.pool).take(hits, armour, left, f_hits=f_hits)
    unit.record.pool = pool.held
    if losses.ignored or hits <= 0:
        if hits > 0:
            g.emit("hits", said("{unit}: {what}", unit=unit.name, what=losses_words(losses)), "FL-HIT-3", unit=unit.id)
        return 0
    if armour.structure > 1:
        now = list(knocked)
        for i, k in zip(order, losses.knockouts, strict=True):
            now[i] += k
        unit.knocked = tuple(now)
    gone = tuple(i for i, k, s in zip(order, losses.knockouts, left, strict=True) if k == s and k > 0)
    if armour.value > 1 or armour.structure > 1 or losses.lost:
        g.emit("hits", said("{unit}: {what}", unit=unit.name, what=losses_words(losses)), losses.rules[-1],
               unit=unit.id)  # fmt: skip
    remove_models(g, unit, len(gone), rule, gone)
    if unit.is_vehicle and losses.f_damage and unit.id in g.state.units:
        hold_vehicle(g, unit)
    return len(gone)


def hold_vehicle(g: Any, unit: Unit) -> None:
    """FL-VEH-2: a vehicle damaged by Treffer F cannot move for a round (its
    owner's next movement step); more damage before it moves again changes nothing."""
    st, before = g.state, unit.immobilised
    moved_since = before is not None and unit.last_moved > before.since
    unit.immobilised = immobilise(before, st.round, owner_active=unit.side == st.active.value, moved_since=moved_since)
    if unit.immobilised is not before:
        g.emit("immobilised", said("{unit} is damaged by Treffer F and cannot move until after round {n}",
                                   unit=unit.name, n=unit.immobilised.through), "FL-VEH-2", unit=unit.id)  # fmt: skip


def remove_models(g: Any, unit: Unit, lost: int, rule: str, which: tuple[int, ...] = ()) -> None:
    """Take ``lost`` models off (``which``: those, by index, where it matters);
    a block or line re-forms in place (D17); a skirmishing unit whose every
    model on the table is gone is destroyed with its held-back models (D18)."""
    if lost <= 0:
        return
    unit.record.lost += lost
    body = with_losses(unit.body, lost, which)
    unit.models -= lost
    if unit.knocked:
        gone = set(which) if which else set(range(len(unit.knocked) - lost, len(unit.knocked)))
        unit.knocked = tuple(k for i, k in enumerate(unit.knocked) if i not in gone)
    if body is None or unit.models <= 0:
        destroy(g, unit, rule)
        return
    unit.body = body
    g.emit("losses", said("{unit} loses {n}, {left} left", unit=unit.name, n=lost, left=unit.available), rule,
           unit=unit.id, n=lost)  # fmt: skip


def destroy(g: Any, unit: Unit, rule: str) -> None:
    st = g.state
    st.units.pop(unit.id, None)
    st.gone.append(unit.id)
    g.emit("destroyed", said("{unit} is destroyed", unit=unit.name), rule, unit=unit.id)
    if unit.is_vehicle:
        spill(g, unit)
