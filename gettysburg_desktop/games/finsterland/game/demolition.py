"""What the battle does to the battlefield objects (FL-STR-1 to FL-STR-3,
D26): a part (field/segments.py) is attacked only on purpose, never
through the nearest-target rule, and what is destroyed is gone from the
table, its cover and its movement with it (a bridge's part leaves the
river below it).

- **On purpose, in melee** (FL-STR-2, FL-ORD-4) **[interpretation]**: an
  infantry or cavalry unit with a special-task order S, once it has reached
  its order's sector (D12), attacks in step 6 of its own round the part in
  that sector its models touch most (a corner too), if it is in no melee:
  one hit for each model touching it. Its hits can harm only the parts
  without F armour (bridges, bushes, woods, fences; FL-STR-2's reading), so
  it is offered those only.
- **Artillery** (FL-BOMB-5, D26): a disc that turns up a hit strikes every
  part more than half under it with the gun's Treffer (2F, 3F: F armour
  too), as it strikes every model so.

New game offers D26's "indestructible terrain" (nothing here happens) and
FL-STR-2's other reading, "melee ignores the F armour of structures"
(game/variants.py).
- **Vehicles** (D26) **[interpretation]**: a tank may take the special
  task S too; in step 6 of its round, in its sector and in no melee, it rams
  the part it touches with its Treffer, one hit a tank touching it (no
  Treffer F: only what has no F armour). The walker, a single model, takes
  no order (FL-ORD-5, FL-VEH-6), so it attacks no object.

- **Machine guns** (D26, FL-MG-1) **[interpretation]**: a battery of
  machine guns may take the special task S too; once in its order's sector,
  each gun that may fire in Beschuss (FL-GUN-2) may lay its strip at a part
  of an object in that sector instead of at an enemy unit (on purpose: the
  nearest-target rule does not bind it, FL-FIRE-5). The strip, cut by
  terrain as any (FL-MG-2), must lie over the part; the part takes the gun's
  Treffer once (2 light, 3 heavy, no F: only what has no F armour), and
  every model under the strip is hit as by any strip (FL-MG-1).

As played, a block
of an area object (6" x 6", 36 square inches) is never more than half under
a disc (a heavy one covers 12.6), so buildings and bunkers (F armour, beyond
infantry's and cavalry's hits) stand to the end, and woods fall only to
units on a special task; a part of a line (6" long) may lie more than half
under a heavy disc (4" across), never under a light one (2").
"""

from __future__ import annotations

from typing import Any

import shapely

from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.kernel.said import said

from ..field.bodies import model_bases
from ..field.orders import Task
from ..field.segments import Segment, intact, touching, under
from ..rules.hits import can_harm
from ..rules.structures import Blow, armour_of, blow
from ..rules.tables import Column
from ..rules.units import Unit
from .log_words import hits_words
from .movement_step import in_melee
from .terrain_tasks import without
from .variants import INDESTRUCTIBLE, MELEE_BREAKS_F


def standing(g: Any) -> tuple[Segment, ...]:
    """The parts of the battlefield objects still on the table (the pioneers' pieces are gone whole);
    none with D26's "indestructible terrain" (a variant chosen at New game)."""
    if INDESTRUCTIBLE in g.tables.variants:
        return ()
    st = g.state
    table: Table = without(g.tables.scenario.table, st.removed)
    return intact(table, st.demolished)


def strike(g: Any, part: Segment, hits: int, f_hits: bool, text: str, rule: str, **detail: Any) -> Blow:
    """One attack's ``hits`` on ``part`` (rules/structures.py's ``blow``), told in the log after
    ``text`` (who struck it and how); a part knocked out to nothing is destroyed and taken off."""
    st = g.state
    done = blow(part.kind, hits, f_hits, st.wrecked.get(part.id, 0), st.part_hits.get(part.id, 0))
    if done.knocked_out:
        st.wrecked[part.id] = st.wrecked.get(part.id, 0) + done.knocked_out
    if done.held:
        st.part_hits[part.id] = done.held
    else:
        st.part_hits.pop(part.id, None)
    armour = f"{done.armour.value}{'F' if done.armour.f else ''}"
    effect = (said("armour {armour}: {n} knocked out, {left} of {structure} left", armour=armour,
                   n=done.knocked_out, left=done.left, structure=done.armour.structure) if done.harmed else
              said("F armour {armour} holds (FL-HIT-3)", armour=done.armour.value))  # fmt: skip
    if done.harmed and done.held:
        effect = said("{effect}, {n} held to the end of the round", effect=effect, n=done.held)
    g.emit("structure-hit", said("{what}; {effect}", what=text, effect=effect), rule, part=part.id,
           knocked_out=done.knocked_out, left=done.left, **detail)  # fmt: skip
    if done.destroyed:
        st.demolished = st.demolished | {part.id}
        g.emit("structure-destroyed", said("{part} is destroyed and gone from the table", part=part.called),
               "FL-STR-3", part=part.id)  # fmt: skip
    return done


# --- on purpose, in melee ----------------------------------------------------------------------
def may_demolish(unit: Unit) -> bool:
    """Whether the unit may take a special-task order to attack battlefield objects (FL-STR-2, D26):
    infantry and cavalry, not single models (they take no order, FL-ORD-5) nor the pioneers (theirs is
    FL-SPEC-6); tanks, with their Treffer (D26; the walker, a single model, takes no order); and
    machine guns, with their strips (D26, FL-MG-1)."""
    if unit.is_vehicle:
        return not unit.single
    if unit.kind in MACHINE_GUNS:
        return True
    return (
        unit.profile.column in (Column.INFANTRY, Column.CAVALRY)
        and not unit.single
        and not unit.is_gun
        and unit.kind != "pioneers"
    )


def target_of(g: Any, unit: Unit) -> tuple[Segment, int] | None:
    """The part ``unit`` attacks in step 6 and how many of its models touch it (None: none)."""
    st = g.state
    order = st.orders.get(unit.id)
    if order is None or order.task is not Task.SPECIAL or not unit.reached or not may_demolish(unit):
        return None
    if unit.is_gun:  # a machine gun fires at its part in Beschuss (``gun_parts``)
        return None
    sector = g.table.sector_named(order.sector)
    parts = [
        s
        for s in standing(g)
        if _breaks_f(g, unit) or not armour_of(s.kind).f
        if float(shapely.intersection(s.shape, sector).area) > 1e-9
    ]
    if not parts:
        return None
    bases = model_bases(unit.body)
    count = {s.id: sum(1 for b in bases if touching(b, (s,))) for s in parts}
    best = max(parts, key=lambda s: (count[s.id], -parts.index(s)))
    return (best, count[best.id]) if count[best.id] else None


def demolish(g: Any) -> None:
    """Step 6 (D26): each of the active player's units on a special task to attack battlefield objects
    and in no melee attacks the part it touches most."""
    st = g.state
    for unit in st.side_units(st.active):
        found = target_of(g, unit)
        if found is None or in_melee(g, unit):
            continue
        part, n = found
        if unit.is_vehicle:  # D26: a vehicle strikes with its Treffer, as it rams (FL-VEH-3)
            hits = n * unit.profile.hits
            text = said("{unit} rams {part}: {hits}{f}", unit=unit.name, part=part.called, hits=hits_words(hits),
                        f=" (Treffer F)" if unit.profile.f_hits else "")  # fmt: skip
            strike(g, part, hits, unit.profile.f_hits, text, "D26", unit=unit.id)
            continue
        text = said("{unit} attacks {part}: {n} touching = {n} hits", unit=unit.name, part=part.called, n=n)
        strike(g, part, n, _breaks_f(g, unit), text, "FL-STR-2", unit=unit.id)


def _breaks_f(g: Any, unit: Unit) -> bool:
    """Whether the unit's hits on an object harm F armour: Treffer F, or for infantry and cavalry
    FL-STR-2's other reading chosen at New game."""
    return unit.profile.f_hits or (MELEE_BREAKS_F in g.tables.variants and not unit.is_vehicle)


# --- machine guns -----------------------------------------------------------------------------
MACHINE_GUNS = ("light machine gun", "heavy machine gun")


def gun_parts(g: Any, unit: Unit) -> list[Segment]:
    """The parts a machine-gun battery on a special task may lay its strips at in Beschuss (D26):
    once it has reached its order's sector, the parts in that sector its Treffer can harm."""
    order = g.state.orders.get(unit.id)
    if unit.kind not in MACHINE_GUNS or order is None or order.task is not Task.SPECIAL or not unit.reached:
        return []
    sector = g.table.sector_named(order.sector)
    return [
        s
        for s in standing(g)
        if can_harm(armour_of(s.kind), unit.profile.f_hits)
        if float(shapely.intersection(s.shape, sector).area) > 1e-9
    ]


def strip_strikes(g: Any, gun: Unit, part: Segment) -> None:
    """D26: the strip a machine gun laid at ``part`` strikes it with the gun's Treffer, once."""
    text = said("the strip strikes {part}: {hits}", part=part.called, hits=hits_words(gun.profile.hits))
    strike(g, part, gun.profile.hits, gun.profile.f_hits, text, "D26", unit=gun.id)


# --- artillery ----------------------------------------------------------------------------------
def disc_strikes(g: Any, firer: Unit, disc: Any) -> None:
    """FL-BOMB-5, D26: a disc that turned up a hit strikes each part more than half under it."""
    for part in under(disc, standing(g)):
        text = said("the disc strikes {part}: {hits}", part=part.called, hits=hits_words(firer.profile.hits))
        strike(g, part, firer.profile.hits, firer.profile.f_hits, text, "FL-BOMB-5", unit=firer.id)
