"""The game state: plain data, copied (pickled) for undo snapshots and
clones. Game (game.py) is the only thing that changes it. The dice live here
too, so that a copy of the state has its own dice stream."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .pieces import BLOCK_VALUES, CSA_DISCS, CUBE_SUPPLY, Side, Unit


@dataclass(slots=True)
class Block:
    """A command block on the map (R-BLK) with the discs on it (R-ORD-1)."""

    side: Side
    value: int
    discs: int = 0


class GameState:
    def __init__(self) -> None:
        self.period = 0
        self.units: dict[str, Unit] = {}
        self.at: dict[str, list[Unit]] = {}  # place -> units there, in arrival order
        #: side -> place -> how many of its units are there (only places with some);
        #: kept with ``at`` by ``put``/``take`` for the engine's hot queries
        self.present: dict[Side, dict[str, int]] = {Side.CSA: {}, Side.USA: {}}
        self.cubes: dict[str, dict[str, int]] = {}  # area -> colour -> loose cubes (R-DMG-1)
        self.supply: dict[str, int] = dict(CUBE_SUPPLY)
        self.disrupted: set[str] = set()
        self.entrenchments: dict[str, list[str]] = {}  # area -> the border (neighbour id) of each marker
        self.fire_markers: set[str] = set()
        self.blocks: dict[str, Block] = {}  # place -> block (one per place, R-BLK-1)
        self.available: dict[Side, list[int]] = {s: sorted(BLOCK_VALUES) for s in Side}
        self.set_aside: dict[Side, list[int]] = {s: [] for s in Side}
        #: side -> what the other side has seen of its command blocks, in
        #: order (R-ACT-2): ``("place", place)``, ``("remove", place, discs)``
        #: and, first in a stated position, ``("start", ((place, discs), ...),
        #: available, set_aside)``; never a value. The sampled worlds are drawn
        #: from it (worlds.py); empty: the scenario's start, all eight available.
        self.blocks_seen: dict[Side, list[tuple]] = {s: [] for s in Side}
        self.csa_single = 0  # discs in the CSA single-order box (R-DISC-2)
        self.csa_double = 0
        self.usa_blue = 0  # discs in the Union's available-orders box (R-DISC-1)
        self.usa_black = 0
        self.usa_black_aside = 0  # forced-pass discs used this period
        #: R-ACT-3 [ruling]: each side's block actions in a row this period (no order between)
        self.block_run: dict[Side, int] = {Side.CSA: 0, Side.USA: 0}
        self.active = Side.CSA
        self.outcome: tuple[Side, str] | None = None
        self.stack: list = []  # the frames of the sequence of play, innermost last
        self.came_from: dict[str, str] = {}  # unit -> place it entered its current area from
        self.ply = 0  # actions applied
        self.dice: Any = None  # the Dice object (dice.py); set by Game

    def put(self, unit: Unit, place: str) -> None:
        self.at.setdefault(place, []).append(unit)
        here = self.present[unit.side]
        here[place] = here.get(place, 0) + 1

    def take(self, unit: Unit, place: str) -> None:
        units = self.at[place]
        units.remove(unit)
        if not units:
            del self.at[place]
        here = self.present[unit.side]
        if here[place] == 1:
            del here[place]
        else:
            here[place] -= 1

    # --- derived counts ---------------------------------------------------------
    def discs_on_map(self, side: Side) -> int:
        return sum(b.discs for b in self.blocks.values() if b.side is side)

    def csa_supply(self) -> int:
        return CSA_DISCS - self.csa_single - self.csa_double - self.discs_on_map(Side.CSA)
