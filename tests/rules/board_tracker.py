"""The board as the events tell it: a position rebuilt from a start
position and the events alone (games/gettysburg/rules/events.py, docs/events.md).

A test tool, not part of the program: the tests rebuild random games with it
after every action and compare with the engine's state, which proves that
the events say everything, so the log (and anything that follows a game by
its events) can never drift from the rules. The play window's board is
drawn from each side's view (``Game.view``), not from events.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gettysburg_desktop.games.gettysburg.rules.events import EVENT_KINDS, Event
from gettysburg_desktop.games.gettysburg.rules.pieces import BLOCK_VALUES, CUBE_SUPPLY, ELIMINATED, ON_CHART
from gettysburg_desktop.games.gettysburg.rules.state import GameState


class TrackingError(ValueError):
    """An event that does not fit the board it is applied to."""


@dataclass
class BoardTracker:
    period: int = 0
    places: dict[str, list[str]] = field(default_factory=dict)  # place -> unit ids in arrival order
    location: dict[str, str] = field(default_factory=dict)  # unit -> place, @chart or @eliminated
    damaged: set[str] = field(default_factory=set)
    tied: dict[str, int] = field(default_factory=dict)  # unit -> cubes tied to it (none listed: 0)
    piles: dict[str, dict[str, int]] = field(default_factory=dict)  # place -> colour -> loose cubes
    supply: dict[str, int] = field(default_factory=lambda: dict(CUBE_SUPPLY))
    disrupted: set[str] = field(default_factory=set)
    entrenchments: dict[str, list[str]] = field(default_factory=dict)  # area -> borders faced
    fire_markers: set[str] = field(default_factory=set)
    blocks: dict[str, tuple[str, int, int]] = field(default_factory=dict)  # place -> (side, value, discs)
    available: dict[str, list[int]] = field(
        default_factory=lambda: {"csa": sorted(BLOCK_VALUES), "usa": sorted(BLOCK_VALUES)}
    )
    set_aside: dict[str, list[int]] = field(default_factory=lambda: {"csa": [], "usa": []})
    boxes: dict[str, int] = field(
        default_factory=lambda: {"single": 0, "double": 0, "blue": 0, "forced-pass": 0, "forced-pass-used": 0}
    )
    outcome: tuple[str, str] | None = None

    # ------------------------------------------------------------------ from a state
    @classmethod
    def of_state(cls, st: GameState) -> BoardTracker:
        """The board of an engine state (the start of a stated position, or
        the state to compare with)."""
        b = cls()
        b.period = st.period
        b.places = {p: [u.id for u in units] for p, units in st.at.items()}
        b.location = {u.id: u.location for u in st.units.values()}
        b.damaged = {u.id for u in st.units.values() if u.damaged}
        b.tied = {u.id: u.cubes for u in st.units.values() if u.cubes}
        b.piles = {p: {c: n for c, n in pile.items() if n} for p, pile in st.cubes.items() if any(pile.values())}
        b.supply = dict(st.supply)
        b.disrupted = set(st.disrupted)
        b.entrenchments = {a: list(m) for a, m in st.entrenchments.items() if m}
        b.fire_markers = set(st.fire_markers)
        b.blocks = {p: (blk.side.value, blk.value, blk.discs) for p, blk in st.blocks.items()}
        b.available = {s.value: sorted(v) for s, v in st.available.items()}
        b.set_aside = {s.value: sorted(v) for s, v in st.set_aside.items()}
        b.boxes = {
            "single": st.csa_single,
            "double": st.csa_double,
            "blue": st.usa_blue,
            "forced-pass": st.usa_black,
            "forced-pass-used": st.usa_black_aside,
        }
        b.outcome = (st.outcome[0].value, st.outcome[1]) if st.outcome else None
        return b

    @classmethod
    def before_setup(cls, unit_ids) -> BoardTracker:
        """The board of a scenario before its set-up: every unit on the chart."""
        b = cls()
        b.location = {u: ON_CHART for u in unit_ids}
        return b

    def same_as(self, other: BoardTracker) -> list[str]:
        """The differences, as sentences (empty when equal). Entrenchment
        markers are compared as a multiset per area."""
        out = []
        for name in (
            "period",
            "places",
            "location",
            "damaged",
            "tied",
            "piles",
            "supply",
            "disrupted",
            "fire_markers",
            "blocks",
            "available",
            "set_aside",
            "boxes",
            "outcome",
        ):
            a, b = getattr(self, name), getattr(other, name)
            if a != b:
                out.append(f"{name}: {a!r} != {b!r}")
        ea = {k: sorted(v) for k, v in self.entrenchments.items()}
        eb = {k: sorted(v) for k, v in other.entrenchments.items()}
        if ea != eb:
            out.append(f"entrenchments: {ea!r} != {eb!r}")
        return out

    # ------------------------------------------------------------------ events
    def apply(self, e: Event) -> None:
        """Apply one event (as its owner sees it: hidden values are needed)."""
        spec = EVENT_KINDS.get(e.kind)
        if spec is None:
            raise TrackingError(f"unknown event kind {e.kind!r}")
        d = dict(e.data)
        if set(d) != set(spec[0]):
            raise TrackingError(f"{e.kind} event with keys {sorted(d)}; the schema says {sorted(spec[0])}")
        handler = getattr(self, "_" + e.kind.replace("-", "_"), None)
        if handler is not None:
            handler(**d)
        elif spec[1]:  # pragma: no cover - every board kind has a handler
            raise TrackingError(f"no handler for the board event {e.kind!r}")

    # units
    def _put(self, unit: str, dest: str) -> None:
        origin = self.location[unit]
        if origin not in (ON_CHART, ELIMINATED):
            here = self.places[origin]
            here.remove(unit)
            if not here:
                del self.places[origin]
        self.location[unit] = dest
        if dest not in (ON_CHART, ELIMINATED):
            self.places.setdefault(dest, []).append(unit)

    def _moved(self, unit: str, origin: str, dest: str, via: str = "") -> None:
        if self.location.get(unit) != origin:
            raise TrackingError(f"{unit} moves from {origin} but is in {self.location.get(unit)}")
        self._put(unit, dest)

    _set_up = _arrive = _enter = _move = _retreat = _withdraw = _moved

    def _eliminated(self, unit: str, place: str, colour: str, cubes: int) -> None:
        if self.tied.get(unit, 0) != cubes or self.location.get(unit) != place:
            raise TrackingError(
                f"{unit} is eliminated in {place} with {cubes} cubes; the board has it in {self.location.get(unit)} with {self.tied.get(unit, 0)}"
            )
        self.tied.pop(unit, None)
        if cubes:
            self.supply[colour] += cubes
        self._put(unit, ELIMINATED)

    def _artillery_damaged(self, unit: str) -> None:
        self.damaged.add(unit)

    # cubes
    def _pile(self, place: str, colour: str, n: int) -> None:
        pile = self.piles.setdefault(place, {})
        pile[colour] = pile.get(colour, 0) + n
        if pile[colour] < 0:
            raise TrackingError(f"{pile[colour]} {colour} cubes in {place}")
        if not pile[colour]:
            del pile[colour]
        if not pile:
            del self.piles[place]

    def _cube_hit(self, unit: str, colour: str) -> None:
        self.supply[colour] -= 1
        self.tied[unit] = self.tied.get(unit, 0) + 1

    def _cube_placed(self, place: str, colour: str) -> None:
        self.supply[colour] -= 1
        self._pile(place, colour, 1)

    def _cubes_tied(self, unit: str, place: str, colour: str, count: int) -> None:
        self._pile(place, colour, -count)
        self.tied[unit] = self.tied.get(unit, 0) + count

    def _cubes_untied(self, unit: str, place: str, colour: str, count: int) -> None:
        self.tied[unit] = self.tied.get(unit, 0) - count
        if self.tied[unit] < 0:
            raise TrackingError(f"{unit} unties more cubes than it holds")
        if not self.tied[unit]:
            del self.tied[unit]
        self._pile(place, colour, count)

    def _cubes_returned(self, place: str, colour: str, count: int) -> None:
        self._pile(place, colour, -count)
        self.supply[colour] += count

    def _cube_moved(self, origin: str, dest: str, colour: str) -> None:
        self._pile(origin, colour, -1)
        self._pile(dest, colour, 1)

    # markers
    def _disrupted(self, area: str) -> None:
        self.disrupted.add(area)

    def _disruption_removed(self, area: str) -> None:
        self.disrupted.remove(area)

    def _disruption_moved(self, origin: str, dest: str) -> None:
        self.disrupted.remove(origin)
        self.disrupted.add(dest)

    def _disruption_cleared(self, areas: tuple) -> None:
        if set(areas) != self.disrupted:
            raise TrackingError(f"clearing disruption in {areas}, the board has {sorted(self.disrupted)}")
        self.disrupted.clear()

    def _entrenchment_placed(self, area: str, border: str) -> None:
        self.entrenchments.setdefault(area, []).append(border)

    def _entrenchment_moved(self, area: str, origin: str, dest: str) -> None:
        self.entrenchments[area].remove(origin)
        self.entrenchments[area].append(dest)

    def _entrenchment_removed(self, area: str, border: str) -> None:
        self.entrenchments[area].remove(border)
        if not self.entrenchments[area]:
            del self.entrenchments[area]

    def _entrenchments_removed(self, area: str, borders: tuple) -> None:
        if sorted(self.entrenchments.pop(area)) != sorted(borders):
            raise TrackingError(f"the markers removed from {area} are not the ones it held")

    def _fire_marker_placed(self, area: str) -> None:
        self.fire_markers.add(area)

    def _fire_marker_removed(self, area: str) -> None:
        self.fire_markers.remove(area)

    def _fire_markers_cleared(self, areas: tuple) -> None:
        if set(areas) != self.fire_markers:
            raise TrackingError(f"clearing fire markers in {areas}, the board has {sorted(self.fire_markers)}")
        self.fire_markers.clear()

    # blocks and discs
    def _block_placed(self, side: str, place: str, value: int) -> None:
        self.available[side].remove(value)
        self.blocks[place] = (side, value, 0)

    def _block_removed(self, side: str, place: str, value: int, discs: int) -> None:
        if self.blocks.pop(place) != (side, value, discs):
            raise TrackingError(f"the block removed from {place} is not the one there")
        self.set_aside[side] = sorted(self.set_aside[side] + [value])

    def _blocks_returned(self, side: str, values: tuple) -> None:
        if self.available[side] or sorted(values) != self.set_aside[side]:
            raise TrackingError(f"{side} blocks return: {values}, but set aside are {self.set_aside[side]}")
        self.available[side] = sorted(values)
        self.set_aside[side] = []

    def _discs_filled(self, side: str, boxes: tuple) -> None:
        for box, n in boxes:
            self.boxes[box] = n
        if side == "usa":
            self.boxes["forced-pass-used"] = 0

    def _disc_placed(self, side: str, place: str, box: str) -> None:
        self.boxes[box] -= 1
        s, value, discs = self.blocks[place]
        self.blocks[place] = (s, value, discs + 1)

    def _forced_pass(self, side: str) -> None:
        self.boxes["forced-pass"] -= 1
        self.boxes["forced-pass-used"] += 1

    def _period(self, period: int, name: str) -> None:
        self.period = period

    def _game_over(self, winner: str, reason: str) -> None:
        self.outcome = (winner, reason)
