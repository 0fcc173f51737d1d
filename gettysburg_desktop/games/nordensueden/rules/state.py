"""The position of a game of Norden & Süden: plain, picklable data (the
kernel snapshots it for undo and copies it for clones). Only the board
(boards/areas.py) and the frames of the sequence of play change it.

Units stay in ``units`` for the whole game: a unit off the map (``box``
None) is an eliminated counter (NS-FIRE-3) or one replaced by promotion
(NS-PROM-4); a militia counter off the map is back in the pool
(``pool``), and a recruit takes it again (NS-RECR-2)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .pieces import UnitKind
from .sides import Side


@dataclass(slots=True)
class Unit:
    """One counter (NS-COMP-2). The per-player-turn fields are reset at the
    start of every player turn, for both sides (``State.new_player_turn``)."""

    id: str  # stable, e.g. "usa-7" / "csa-3" (the notation uses it)
    side: Side
    kind: UnitKind  # replaced by a new kind on promotion (NS-PROM-1)
    box: str | None  # None: off the map (eliminated / back in the pool)
    reduced: bool = False  # on its back (NS-FIRE-3)
    fortified: bool = False  # carries a fortification marker (NS-FORT-3); permanent forts are computed
    # reset at the start of every player turn:
    marches: int = 0  # marches taken part in this player turn (NS-MOVE-7)
    jumped: bool = False  # made its one jump (NS-JUMP-3)
    by_sea: bool = False  # moved by sea / landed (NS-SEA-2)
    stopped: bool = False  # entered an enemy-held box: no further march (NS-MOVE-8)
    entered_from: str | None = None  # the box it last stepped into its box from (NS-RET-4); None after a sea move
    crossed: bool = False  # entered its box across a blue side, or landed from the sea (NS-MOD-3, NS-SEA-4)
    retreated: bool = False  # retreated out of a box this player turn (NS-REINF-2, incl. NS-CAVRET)
    fought: bool = False  # took part in a battle this player turn (NS-REINF-3)
    fortifying: int = 0  # marches spent fortifying in its box this player turn (NS-FORT-2)
    moved: bool = False  # left its box this player turn, by land or sea (NS-SEA-2: began the turn in a port)
    been: tuple[str, ...] = ()  # the boxes it stood in or passed through this player turn before its box

    @property
    def number(self) -> int:
        """The counter's number (7 of "usa-7"), for sorting by id in a stable order."""
        return int(self.id[4:])

    def new_player_turn(self) -> None:
        self.marches = 0
        self.jumped = self.by_sea = self.stopped = self.crossed = self.retreated = self.fought = self.moved = False
        self.entered_from = None
        self.fortifying = 0
        self.been = ()


#: the segments of a player turn, in order (NS-SEQ-2)
SEGMENTS = ("movement", "combat", "promotion", "recruitment")


@dataclass
class State:
    """The whole position. ``flags``: box -> owner, only where the owner
    differs from the box's starting colour (NS-OCC-2; None: a box taken
    back to white, which never happens in the basic rules but is allowed).
    ``cavalry_holds``: boxes owned through cavalry alone (NS-OCC-3/4), the
    owner being the box's owner."""

    units: dict[str, Unit] = field(default_factory=dict)
    flags: dict[str, Side | None] = field(default_factory=dict)
    cavalry_holds: set[str] = field(default_factory=set)
    turn: int = 1  # 1..40 (T3)
    phasing: Side = Side.USA
    segment: str = "movement"  # one of SEGMENTS (NS-SEQ-2), or "end" between player turns
    #: the march roll's face this player turn (None: not rolled; turn 1 has none, NS-MOVE-2)
    march_roll: int | None = None
    marches_left: int = 0  # NS-MOVE-1
    #: a sea landing is allowed this player turn (a 6, NS-SEA-3) / its one port (NS-SEA-5)
    landing: bool = False
    landing_port: str | None = None
    #: militia counters off the map, per side and code ("MI", "MC"): the pool
    #: (NS-RECR-2), the Union's locked draft counters included (NS-COMP-4)
    pool: dict[Side, dict[str, int]] = field(default_factory=dict)
    drafts: int = 0  # drafts held (NS-DRAFT-2): the Union may have 12 + 4 x drafts militia infantry on the map
    #: the recruitment roll's face this player turn and the recruits left (NS-RECR-1)
    recruit_roll: int | None = None
    recruits_left: int = 0
    recruited_in: dict[str, int] = field(default_factory=dict)  # box -> recruits placed there this segment
    promotions_left: int = 0  # NS-PROM-3 (2 under NS-AID-5 on a good roll)
    #: Confederate veteran and elite infantry eliminated this game turn (NS-AID-5)
    csa_losses: int = 0
    next_number: dict[Side, int] = field(default_factory=dict)  # the next counter number per side
    stack: list = field(default_factory=list)  # the frames, innermost last (the kernel's)
    outcome: tuple | None = None  # (winner, why) once over (the kernel's)
    ply: int = 0  # actions applied (the kernel's)
    dice: Any = None  # the injected Dice (the kernel's)

    def new_player_turn(self, side: Side) -> None:
        """The bookkeeping of a new player turn: everyone's per-turn fields cleared."""
        self.phasing = side
        self.segment = "movement"
        self.march_roll = None
        self.marches_left = 0
        self.landing = False
        self.landing_port = None
        self.recruit_roll = None
        self.recruits_left = 0
        self.recruited_in = {}
        self.promotions_left = 0
        for u in self.units.values():
            u.new_player_turn()
