"""A scenario as the rules see it: battlefield, pieces, where they start, the
reinforcement chart and the Union's available-order boxes (R-REIN, R-DISC-1).

Plain data; scenario/ reads it from YAML, games/gettysburg/rules/crossroads.py builds one by hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .battlefield import Battlefield
from .periods import PARTS, PERIODS
from .pieces import UNIT_COUNTS, Kind, Side
from .variants import VARIANTS


@dataclass(frozen=True, slots=True)
class UnitSpec:
    id: str
    side: Side
    kind: Kind
    name: str = ""


@dataclass(frozen=True, slots=True)
class Reinforcement:
    """A group due in ``period``. ``roads`` maps die ranges to entry boxes:
    one entry (1, 6, box) for a fixed road, several for the die-rolled
    group (R-REIN-2), e.g. ((1, 3, "mummasburg-road"), (4, 6, "carlisle-road"))."""

    period: int
    side: Side
    units: tuple[str, ...]
    roads: tuple[tuple[int, int, str], ...]

    @property
    def rolled(self) -> bool:
        return len(self.roads) > 1

    def box_for(self, roll: int) -> str:
        for low, high, box in self.roads:
            if low <= roll <= high:
                return box
        raise ValueError(f"no road for die roll {roll}")


@dataclass(frozen=True)
class Scenario:
    id: str
    name: str
    battlefield: Battlefield
    units: tuple[UnitSpec, ...]
    start: dict[str, str]  # unit id -> area or entry box at the start
    reinforcements: tuple[Reinforcement, ...]
    union_order_boxes: dict[str, int]  # part of day -> discs (R-DISC-1)
    #: raised when a change of the set-up, the reinforcements or the order boxes
    #: would play a saved game differently (records name it: docs/game-record.md)
    edition: int = 1
    first_period: int = 0
    full_counts: bool = True  # whether R-COMP's piece counts must match exactly
    notes: str = ""
    extra: dict = field(default_factory=dict)
    #: variants switched on by the scenario (variants.py); a game may choose others
    variants: tuple[str, ...] = ()
    #: the map document and topology the battlefield was built from, when the
    #: scenario came from a map file (scenario/ fills them, built once; the
    #: window draws them; the rules never read them)
    map_document: Any = field(default=None, compare=False, repr=False)
    topology: Any = field(default=None, compare=False, repr=False)

    def problems(self) -> list[str]:
        """Everything wrong with the scenario, one message per problem."""
        out: list[str] = []
        bf = self.battlefield
        ids = [u.id for u in self.units]
        seen: set[str] = set()
        for uid in ids:
            if uid in seen:
                out.append(f"unit id {uid!r} is used twice")
            seen.add(uid)
        placed: dict[str, str] = {}
        for uid, where in self.start.items():
            if uid not in seen:
                out.append(f"start names unknown unit {uid!r}")
            if not (bf.is_area(where) or bf.is_box(where)):
                out.append(f"unit {uid!r} starts in {where!r}, which is neither an area nor an entry box")
            placed[uid] = "start"
        for r in self.reinforcements:
            if not 0 <= r.period < len(PERIODS):
                out.append(f"reinforcement period {r.period} is out of range")
            covered = set()
            for low, high, box in r.roads:
                if not bf.is_box(box):
                    out.append(
                        f"reinforcements for {PERIODS[r.period] if 0 <= r.period < len(PERIODS) else r.period} enter at unknown entry box {box!r}"
                    )
                covered.update(range(low, high + 1))
            if covered != set(range(1, 7)):
                out.append(f"the die ranges of a reinforcement group in {PERIODS[r.period]} do not cover 1-6 exactly")
            for uid in r.units:
                if uid not in seen:
                    out.append(f"reinforcements name unknown unit {uid!r}")
                if uid in placed:
                    out.append(f"unit {uid!r} appears twice (start and reinforcements, or two groups)")
                placed[uid] = "chart"
        for uid in ids:
            if uid not in placed:
                out.append(f"unit {uid!r} neither starts on the map nor is on the reinforcement chart")
        for part in PARTS:
            n = self.union_order_boxes.get(part)
            if not isinstance(n, int) or n < 1:
                out.append(f"the Union's {part} available-order box needs a whole number of discs, not {n!r}")
        for name in self.variants:
            if name not in VARIANTS:
                out.append(f"unknown variant {name!r}; known: {', '.join(sorted(VARIANTS))}")
        if self.full_counts:
            for side, counts in UNIT_COUNTS.items():
                for kind in Kind:
                    have = sum(1 for u in self.units if u.side is side and u.kind is kind)
                    want = counts.get(kind, 0)
                    if have != want:
                        out.append(f"{side.title} has {have} {kind.value} units; R-COMP requires {want}")
        return out
