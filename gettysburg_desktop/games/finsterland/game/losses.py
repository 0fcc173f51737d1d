"""Hits turned into models taken off (FL-HIT-1, FL-HIT-2, FL-HIT-3,
FL-HIT-7, FL-FORM-4, D17, D18): the unit's pool of hits held this round,
its armour, what is taken off and a unit that is gone."""

from __future__ import annotations

from typing import Any

from gettysburg_desktop.kernel.said import said

from ..rules.units import Unit, with_losses


def take_hits(g: Any, unit: Unit, hits: int, *, f_hits: bool = False, rule: str = "FL-HIT-1") -> int:
    """The models ``unit`` loses to ``hits`` of one attack (after cover):
    F armour ignores all but Treffer F (FL-HIT-3); the hits join those held
    this round and every ``armour`` of them takes a model off (FL-HIT-2);
    hits beyond the models on the table are lost (FL-HIT-7)."""
    p = unit.profile
    if hits <= 0 or (p.f_armour and not f_hits):
        return 0
    pool = unit.record.pool + hits
    lost = min(pool // p.armour, unit.available)
    unit.record.pool = 0 if lost == unit.available else pool - lost * p.armour
    remove_models(g, unit, lost, rule)
    return lost


def remove_models(g: Any, unit: Unit, lost: int, rule: str) -> None:
    """Take ``lost`` models off; a block or line re-forms in place (D17); a
    skirmishing unit whose every model on the table is gone is destroyed
    with its held-back models (D18)."""
    if lost <= 0:
        return
    unit.record.lost += lost
    body = with_losses(unit.body, lost)
    unit.models -= lost
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
