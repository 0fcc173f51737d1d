"""The end of each round and of the game: step 7, morale (FL-MOR), the
round's records closed (FL-SEQ-3), and the objectives scored after the
last round (FL-OBJ-4 to FL-OBJ-6, FL-GEN-3)."""

from __future__ import annotations

from typing import Any

import shapely

from gettysburg_desktop.kernel.said import said

from ..field.bodies import ground
from ..field.contact import flank_and_rear
from ..rules.formation import Formation
from ..rules.morale import MoraleTest, complete_ranks
from ..rules.objectives import Claim, captured_by, points
from ..rules.tables import MORALE_BONUS
from ..rules.units import RoundRecord, Unit
from .log_words import morale_terms
from .losses import destroy
from .melee_step import bases_of
from .movement_step import in_melee
from .sides import Side


def damaged(g: Any, unit: Unit) -> bool:
    """FL-MOR-1, D22: it lost a model this round, an attack with a
    Psychologie value reached it, or it is in melee at the end of the round."""
    return unit.record.lost > 0 or bool(unit.record.frightened_by) or in_melee(g, unit)


def morale_test(g: Any, unit: Unit) -> MoraleTest:
    """The unit's test at the end of the round (FL-MOR-2, FL-MOR-5, FL-MOR-6);
    the flank and rear terms where an edge attacked this round is still touched (D21, D22)."""
    body = unit.body
    enemies = [bases_of(u) for u in g.state.units.values() if u.side != unit.side]
    edges = flank_and_rear(bases_of(unit), enemies, unit.record.attacked) if unit.record.attacked else None
    complete = complete_ranks(body.files, body.models) if isinstance(body, Formation) else 0
    r = unit.record
    bonuses = [MORALE_BONUS[s] for s in unit.specialists if s in MORALE_BONUS and (s != "standard bearer" or r.charged)]
    morale = unit.profile.morale
    assert not isinstance(morale, str)
    return MoraleTest(
        models_at_start=r.at_start,
        morale=morale,  # type: ignore[arg-type]
        ranks_behind=max(0, complete - 1),
        charged=r.charged,
        bonus=max(bonuses, default=0),
        lost=r.lost,
        flank=bool(edges and edges.flank),
        rear=bool(edges and edges.rear),
        psychology=sum(r.frightened_by.values()),
        broken_through=complete == 0,
    )


def morale(g: Any) -> None:
    """Step 7: every damaged unit of both players is tested; a negative result removes it (FL-MOR-3)."""
    st = g.state
    tests = [(u, morale_test(g, u)) for u in list(st.units.values()) if u.tests_morale and damaged(g, u)]
    for unit, test in tests:  # all at once (FL-MOR-3: every unit in a melee may collapse at once)
        terms = morale_terms(test.terms())
        verdict = said("collapses") if test.collapses else said("stands")
        g.emit("morale", said("{unit} tests its morale: {terms} = {result}: {verdict}", unit=unit.name, terms=terms,
                              result=f"{float(test.result):.2f}", verdict=verdict), "FL-MOR-2", unit=unit.id)  # fmt: skip
    for unit, test in tests:
        if test.collapses:
            destroy(g, unit, "FL-MOR-3")


def close_round(g: Any) -> None:
    """FL-SEQ-3: hits held are cleared (on the parts of battlefield objects too), each unit's record of
    the round closed."""
    for unit in [*g.state.units.values(), *(a.unit for a in g.state.aboard.values())]:
        unit.record = RoundRecord(at_start=unit.available)
    g.state.part_hits.clear()


def captures(g: Any) -> list[tuple[Any, Side | None, int]]:
    """Each objective, the side that would capture it if the game ended now, and its worth to that side
    (FL-OBJ-4 to FL-OBJ-6): the nearest unit that may capture it; the better one of two at it."""
    st, table = g.state, g.table
    zone = g.tables.scenario.zone
    out: list[tuple[Any, Side | None, int]] = []
    for obj in table.objectives:
        marker = shapely.Point(obj.at)
        claims = [
            Claim(u.side, float(ground(u.body).distance(marker)), u.value,
                  may_capture=not u.single and u.kind != "pioneers", name=u.id)
            for u in st.units.values()
        ]  # fmt: skip
        side = captured_by(claims)
        out.append((obj, None, 0) if side is None else (obj, Side(side), points(obj.at[1], side, table.depth, zone)))
    return out


def standing(g: Any) -> dict[Side, int]:
    """The victory points each side would have if the game ended now (FL-OBJ-6)."""
    totals = {Side.SOUTH: 0, Side.NORTH: 0}
    for _obj, side, worth in captures(g):
        if side is not None:
            totals[side] += worth
    return totals


def score(g: Any) -> dict[Side, int]:
    """FL-OBJ-4 to FL-OBJ-6 at the end of the game: every objective's captor and worth, told."""
    totals = {Side.SOUTH: 0, Side.NORTH: 0}
    for obj, side, worth in captures(g):
        if side is None:
            g.emit("objective", said("{objective}: nobody captures it", objective=obj.called), "FL-OBJ-4")
            continue
        totals[side] += worth
        g.state.score[obj.id] = worth
        words = (
            said("{objective}: {side} captures it, 1 point", objective=obj.called, side=side.title)
            if worth == 1
            else said("{objective}: {side} captures it, {n} points", objective=obj.called, side=side.title, n=worth)
        )
        g.emit("objective", words, "FL-OBJ-6", objective=obj.id, side=side.value)
    return totals
