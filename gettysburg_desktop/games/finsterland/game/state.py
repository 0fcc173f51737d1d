"""The state of a game of Finsterland: plain data, pickled for undo and
clones (kernel/board.py). Everything in it is the position; what it means
on the table is asked of field/ by the steps (sequence.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.kernel.deck import Deck

from ..field.orders import Order
from ..rules.artillery import stack
from ..rules.formation import Formation
from ..rules.units import Loose, RoundRecord, Unit, base_of, forms_up
from .fog import Fog
from .scenario import Deployed, Scenario
from .sides import Side

if TYPE_CHECKING:
    from .messengers import Dispatch
    from .reserves import Reserve
    from .transport import Aboard


@dataclass
class Plan:
    """The sectors a player wrote on his artillery plan (FL-ART-1): by the
    round they are hit in, the kind of artillery and its sectors."""

    written: dict[int, dict[str, list[str]]] = field(default_factory=dict)

    def for_round(self, rnd: int, kind: str) -> list[str]:
        return list(self.written.get(rnd, {}).get(kind, ()))


class State:
    def __init__(self) -> None:
        self.units: dict[str, Unit] = {}
        #: unit id -> its hidden order (FL-ORD); single models have none (FL-ORD-5)
        self.orders: dict[str, Order] = {}
        #: the round under way (0 during the set-up), and its active player
        self.round = 0
        self.first = Side.SOUTH
        self.plans: dict[Side, Plan] = {Side.SOUTH: Plan(), Side.NORTH: Plan()}
        #: FL-SPEC-9: the enemy orders each side's scouts have learnt (unit id -> its order)
        self.known: dict[Side, dict[str, Order]] = {Side.SOUTH: {}, Side.NORTH: {}}
        #: FL-SPEC-9's alternative: the round each side's scouts learnt an enemy reserve arrives in
        self.known_reserves: dict[Side, dict[str, int]] = {Side.SOUTH: {}, Side.NORTH: {}}
        #: FL-BOMB-4: each player's stack of discs for each kind of artillery
        self.stacks: dict[tuple[Side, str], Deck] = {
            (s, k): stack(s.value, k) for s in Side for k in ("light", "heavy")
        }
        #: FL-TRANS: the units carried in vehicles, off the table (unit id -> its vehicle and how it got in)
        self.aboard: dict[str, Aboard] = {}
        #: FL-SPEC-2: the order each messenger on its way carries (messenger id -> for whom and what)
        self.dispatches: dict[str, Dispatch] = {}
        #: FL-SPEC-6: the pieces of terrain the pioneers removed, and the pioneers who did
        self.removed: frozenset[str] = frozenset()
        self.cleared: set[str] = set()
        #: FL-STR, D26: the parts of battlefield objects destroyed, and the knock-outs each part has taken
        self.demolished: frozenset[str] = frozenset()
        self.wrecked: dict[str, int] = {}
        #: FL-HIT-2: the hits held on each part this round, cleared at its end (FL-SEQ-3)
        self.part_hits: dict[str, int] = {}
        #: FL-SPEC-5: the piece each side's local guide leads through (a feature id, or "none")
        self.guides: dict[Side, str] = {}
        #: FL-SETUP-4: the units held in reserve, off the table until they arrive
        self.reserves: dict[str, Reserve] = {}
        #: FL-MOVE-8, D13: what each side sees of the other's units (the fog of war; game/fog.py)
        self.fog = Fog()
        #: units destroyed or collapsed, in the order they went (for the log and the record)
        self.gone: list[str] = []
        #: the objectives' final owners (FL-OBJ-6), filled at the end
        self.score: dict[str, int] = {}
        self.stack: list[Any] = []
        self.outcome: tuple[Any, ...] | None = None
        self.ply = 0
        self.dice: Any = None

    @property
    def active(self) -> Side:
        """FL-SEQ-1: the first player is active in the odd rounds."""
        return self.first if self.round % 2 == 1 else self.first.other

    def side_units(self, side: Side) -> list[Unit]:
        return [u for u in self.units.values() if u.side == side.value]


def deploy(d: Deployed) -> Unit:
    """A unit on the table as the scenario sets it up (FL-SETUP-3)."""
    base = base_of(d.kind)
    if d.aboard is not None or d.reserve is not None:  # off the table: its body keeps its shape until it is set down
        at = Pose(0.0, 0.0, 90.0)
        body: Formation | Loose = (
            Formation(at, base, min(d.files, d.models), d.models)
            if forms_up(d.kind)
            else Loose(tuple(Pose(k * (base.width + 0.5), 0.0, 90.0) for k in range(d.models)), base)
        )
        unit = Unit(d.id, d.side, d.kind, d.name, body, d.models)
        if d.order is not None and d.order.value == "skirmish":
            unit.body = unit.re_formed(d.order)
    elif forms_up(d.kind) and d.order is not None and d.at is not None:
        unit = Unit(d.id, d.side, d.kind, d.name, Formation(d.at, base, min(d.files, d.models), d.models), d.models)
        if d.order.value == "skirmish":
            unit.body = unit.re_formed(d.order)
    else:
        if len(d.poses) != d.models:
            raise ValueError(f"{d.id}: {d.models} models but {len(d.poses)} places")
        unit = Unit(d.id, d.side, d.kind, d.name, Loose(d.poses, base), d.models)
    unit.specialists = d.specialists
    unit.record = RoundRecord(at_start=unit.available)
    return unit


def new_state(scenario: Scenario) -> State:
    from .messengers import staff_messengers
    from .reserves import Reserve
    from .transport import Aboard, room_for

    st = State()
    for d in scenario.units:
        if d.id in st.units or d.id in st.aboard:
            raise ValueError(f"two units are called {d.id}")
        unit = deploy(d)
        if d.reserve is not None:
            st.reserves[d.id] = Reserve(unit, *d.reserve)
            continue
        if d.aboard is None:
            st.units[d.id] = unit
            continue
        vehicle = next((v for v in scenario.units if v.id == d.aboard), None)
        if vehicle is None or vehicle.side != d.side or vehicle.aboard is not None:
            raise ValueError(f"{d.id} starts aboard {d.aboard}, which is no unit of its side on the table")
        st.aboard[d.id] = Aboard(unit, d.aboard, 0, d.order, d.files, d.fixed)
    for a in list(st.aboard.values()):
        vehicle = st.units[a.vehicle]
        del st.aboard[a.unit.id]
        why = room_for(st, vehicle, a.unit) if vehicle.is_vehicle else f"{vehicle.name} is no vehicle"
        if why:
            raise ValueError(f"{a.unit.id} can't start aboard {a.vehicle}: {why} (FL-TRANS-1)")
        st.aboard[a.unit.id] = a
    staff_messengers(st, scenario.table)  # FL-CMD-1: each staff brings its messenger
    return st
