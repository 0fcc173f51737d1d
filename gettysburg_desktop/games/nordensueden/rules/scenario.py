"""A scenario of Norden & Süden: the map, the set-up (T2, NS-SETUP-2), the
recruitment pools (NS-SETUP-3), the limits of the veteran and elite
counters (NS-PROM-5: scenario data, no limit by default) and the box sea
landings start from (NS-SEA-4). ``campaign(box_map)`` is the rules' own
scenario on any map that has the boxes T2 names; ``for_map(box_map)`` is
the scenario a map file plays: its own set-up where it has one (a map of
the author's own, docs/box-map-format.md), else the campaign's."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .boxmap import BoxMap
from .named_places import LANDING_START, SETUP
from .sides import Side

#: NS-SETUP-3 (NS-COMP-4 [interpretation]): the militia counters beside the
#: board at the start. The Union's 12 militia infantry are locked until
#: drafted (NS-DRAFT-3).
POOLS: dict[Side, dict[str, int]] = {Side.USA: {"MI": 12, "MC": 1}, Side.CSA: {"MI": 0, "MC": 1}}

#: NS-DRAFT-1: the Union's militia infantry on the map before any draft; each draft adds 4 (NS-DRAFT-2)
UNION_MILITIA_BEFORE_DRAFTS = 12
DRAFT_SIZE = 4


@dataclass(frozen=True)
class Scenario:
    id: str
    name: str
    map: BoxMap
    #: militia infantry per box, per side (T2)
    setup: Mapping[Side, Mapping[str, int]]
    #: the militia counters in each side's pool at the start, by code (NS-SETUP-3)
    pools: Mapping[Side, Mapping[str, int]] = field(default_factory=lambda: POOLS)
    #: side -> code ("VI", "EI", "VC", "EC") -> the most such counters on the
    #: map (NS-PROM-5); a code not given has no limit
    promotion_limits: Mapping[Side, Mapping[str, int]] = field(default_factory=dict)
    #: where sea landings start (NS-SEA-4); None: nowhere, no landings
    landing_from: str | None = LANDING_START
    #: the variants chosen when none are given (kernel/ruleset.py)
    variants: tuple[str, ...] = ()

    def problems(self) -> list[str]:
        """What is wrong with the scenario for its map (empty if nothing)."""
        out = []
        for side, boxes in self.setup.items():
            for box, n in boxes.items():
                if box not in self.map.box:
                    out.append(f"the set-up puts {n} {side.value} militia infantry in {box!r}, not a box of the map")
        if self.landing_from is not None and self.landing_from not in self.map.box:
            out.append(f"sea landings start in {self.landing_from!r}, not a box of the map")
        return out


def campaign(box_map: BoxMap, *, id: str = "campaign-1861", name: str = "1861-1865") -> Scenario:
    """The rules' scenario (NS-SETUP) on ``box_map``: T2's set-up, the pools
    of NS-SETUP-3, no promotion limits."""
    scenario = Scenario(id, name, box_map, SETUP)
    bad = scenario.problems()
    if bad:
        raise ValueError(f"{box_map.id}: " + "; ".join(bad))
    return scenario


def own_landing_start(box_map: BoxMap) -> str | None:
    """Where sea landings start on a map with its own set-up (NS-SEA-4
    **[interpretation]**, docs/nordensueden-interpretations.md): the box that
    plays Washington's part, the Confederacy's objective (NS-WIN-2a), the
    first in the file; None without one (no landings)."""
    return next((b.id for b in box_map.boxes if b.objective is Side.CSA), None)


def for_map(box_map: BoxMap, *, id: str, name: str) -> Scenario:
    """The scenario ``box_map`` plays: its own set-up (each box's starting
    militia, ``BoxMap.setup``) when it has one, else the campaign's (T2;
    a ValueError if the map lacks a box T2 names)."""
    if not box_map.own_setup:
        return campaign(box_map, id=id, name=name)
    return Scenario(id, name, box_map, box_map.setup(), landing_from=own_landing_start(box_map))
