"""A battle of Finsterland as it starts: the table, the length in rounds,
every unit where it stands at the start, and who goes first (FL-SETUP).
Its file is read one level up (games/finsterland/scenario_file.py); the
game (state.py) is made from it."""

from __future__ import annotations

from dataclasses import dataclass

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Table

from ..rules.formation import Order

#: FL-FIELD-2: the recommended depth of a deployment zone
ZONE_DEPTH = 8.0


@dataclass(frozen=True)
class Deployed:
    """One unit as the scenario sets it up. A unit that forms up (FL-FORM-1)
    stands in ``order`` with ``files`` per rank, its front's middle at
    ``at``; anything else has one pose per model in ``poses``; a unit
    carried in a vehicle at the start names it in ``aboard`` instead."""

    id: str
    side: str
    kind: str
    name: str
    models: int
    order: Order | None = None
    files: int = 6
    at: Pose | None = None
    poses: tuple[Pose, ...] = ()
    specialists: tuple[str, ...] = ()
    #: the id of the vehicle of its side it starts in (FL-TRANS); it then has no place on the table
    aboard: str | None = None
    #: held in reserve (FL-SETUP-4): the round it arrives in and the sector of its zone; no place on the table
    reserve: tuple[int, str] | None = None
    #: FL-TRANS-6: a light gun starting ``aboard`` fixed to its vehicle
    fixed: bool = False


@dataclass(frozen=True)
class Scenario:
    id: str
    name: str
    table: Table
    #: FL-GEN-2: the rounds agreed (even, so that both players are active equally often, D1)
    rounds: int
    units: tuple[Deployed, ...]
    #: the side that goes first (FL-SETUP-6); None: the one that spent fewer points, a lot on equal points
    first: str | None = None
    zone: float = ZONE_DEPTH
    variants: tuple[str, ...] = ()
    description: str = ""
    #: FL-SETUP-3: the players place their units in their zones before the orders (else they start where set)
    deploy: bool = False
