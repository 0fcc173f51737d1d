"""A Finsterland unit on the table, as the game's state holds it: its kind
in the army list, its side, how many models it has and where they stand.

Where the models stand is the unit's *body*:

- a block or a line is a ``Formation`` (formation.py): a front pose, a base,
  files per rank and the models present (FL-FORM-2, FL-FORM-3);
- everything else is ``Loose``: one pose per model on the table. Skirmishers
  (FL-FORM-4: only every second model is on the table, the others are held
  back and come back when the unit re-forms), a battery's guns (FL-GUN-5:
  each gun stands and fires on its own), vehicles and single models
  (FL-SINGLE, FL-VEH).

Both bodies answer the same questions (``model_poses``, ``base``, ``models``,
``centre``), so that what measures on the table (field/) takes either.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from gettysburg_desktop.boards.table.bases import Point, Pose, Size

from .formation import BLOCK_FILES, CAVALRY_BASE, INFANTRY_BASE, Formation, Order
from .hits import Immobilised
from .tables import SPECIALISTS, UNITS, VEHICLES, Column, Morale, Profile

#: D5: the bases of what is not a foot soldier or a horseman
GUN_BASE = Size(2.0, 2.0)
TANK_BASE = Size(2.0, 3.0)
SINGLE_BASE = Size(1.0, 1.0)


def profile(kind: str) -> Profile:
    """The army list's line for a kind of unit or single model (T4-T9)."""
    found = UNITS.get(kind) or SPECIALISTS.get(kind)
    if found is None:
        known = ", ".join(sorted({*UNITS, *SPECIALISTS}))
        raise KeyError(f"{kind!r} is not in the army list (T4-T9); known: {known}")
    return found


def base_of(kind: str) -> Size:
    """A model's base by its kind (D5): foot 1" x 1", horse 1" x 2", guns
    2" x 2", a tank 2" x 3", a single model (and the walker) 1" x 1"."""
    p = profile(kind)
    if kind == "tank":
        return TANK_BASE
    if p.column is Column.CAVALRY:
        return CAVALRY_BASE
    if p.column is Column.GUN:
        return GUN_BASE
    if (p.column is Column.INFANTRY and kind in UNITS) or kind == "pioneers":
        return INFANTRY_BASE
    return SINGLE_BASE


def forms_up(kind: str) -> bool:
    """Whether the kind stands in block, line or skirmish order (FL-FORM-1,
    D5): infantry, cavalry, the command staff and the pioneers."""
    p = profile(kind)
    return p.column in (Column.INFANTRY, Column.CAVALRY) and (kind in UNITS or kind == "pioneers")


@dataclass(frozen=True)
class Loose:
    """Models that stand each on its own: one pose per model on the table."""

    poses: tuple[Pose, ...]
    base: Size

    def __hash__(self) -> int:
        """Hashed once: a body keys the caches of a position (field/bodies.py, the movement
        step's), asked thousands of times a decision. Its fields are numbers, so the hash is
        the same in every process and may travel with a pickled body."""
        h = self.__dict__.get("_hash")
        if h is None:
            h = hash((self.poses, self.base))
            object.__setattr__(self, "_hash", h)
        return h

    @property
    def models(self) -> int:
        return len(self.poses)

    def model_poses(self) -> list[Pose]:
        return list(self.poses)

    def blocks(self) -> list[tuple[Pose, Size]]:
        return [(p, self.base) for p in self.poses]

    @property
    def centre(self) -> Point:
        n = len(self.poses)
        return (sum(p.x for p in self.poses) / n, sum(p.y for p in self.poses) / n)

    def moved(self, dx: float, dy: float, turn: float = 0.0) -> Loose:
        """Every model moved by (dx, dy) and turned ``turn`` degrees about its own centre."""
        return Loose(tuple(Pose(p.x + dx, p.y + dy, (p.facing + turn) % 360) for p in self.poses), self.base)


Body = Formation | Loose


@dataclass
class RoundRecord:
    """What a unit did and suffered in the current round (FL-SEQ-3 closes it)."""

    #: available models at the start of the round (FL-MOR-2's base, FL-MOR-5)
    at_start: int = 0
    moved: bool = False
    #: turned or re-formed instead of moving (D12's "not two rounds running")
    turned: bool = False
    charged: bool = False
    fired: bool = False
    #: models lost this round (FL-MOR-2)
    lost: int = 0
    #: hits held against armour this round (FL-HIT-2)
    pool: int = 0
    #: the enemy units whose attacks with a Psychologie value reached it (FL-MOR-7)
    frightened_by: dict[str, int] = field(default_factory=dict)
    #: the unit's body at each sampled moment of its move (D15: Beschuss reads it)
    trace: list[Body] = field(default_factory=list)
    #: its edges attacked in melee this round (FL-MOR-2's flank and rear, D21)
    attacked: tuple[str, ...] = ()
    #: its melee was fought this round (FL-MEL-8: each pair of units in contact fights once a round)
    fought: bool = False
    #: charged by an enemy this round: its cover counts against that melee (FL-COVER-6)
    charged_by: tuple[str, ...] = ()
    #: got out of a vehicle this round: it neither fires nor charges before the next (FL-TRANS-4)
    unloaded: bool = False
    #: an officer touching it re-formed it as part of its move: it may still move, not charge (FL-SPEC-4)
    officer_reformed: bool = False


@dataclass
class Unit:
    """A unit or a single model of an army on the table."""

    id: str
    side: str
    kind: str
    name: str
    body: Body
    #: models the unit has, held-back skirmishers included (FL-FORM-4)
    models: int
    #: specialists who replaced a model of the unit (FL-SPEC-3, -7, -10)
    specialists: tuple[str, ...] = ()
    #: knock-outs each model has taken, in the body's order (FL-HIT-6: only models with structure keep any)
    knocked: tuple[int, ...] = ()
    #: the round in which it last moved (FL-GUN-2: a gun fires only if not moved in its owner's last round)
    last_moved: int = 0
    #: the round in which it last turned or re-formed instead of moving (D12)
    last_turned: int = 0
    #: it has reached the sector of its order (D12: until then it must close in and may not charge)
    reached: bool = False
    #: the command staff has 3/4 cover until it first moves (FL-CMD-4)
    ever_moved: bool = False
    #: the round a messenger last delivered an order in: it sets off again from the next (FL-SPEC-2)
    last_delivered: int = 0
    #: a vehicle an F hit damaged may not move for a while (FL-VEH-2); None: it may
    immobilised: Immobilised | None = None
    record: RoundRecord = field(default_factory=RoundRecord)

    @property
    def profile(self) -> Profile:
        return profile(self.kind)

    @property
    def available(self) -> int:
        """The models on the table (FL-FORM-4: a skirmishing unit's every second)."""
        return self.body.models

    @property
    def skirmishing(self) -> bool:
        return forms_up(self.kind) and isinstance(self.body, Loose)

    @property
    def single(self) -> bool:
        """A single model (FL-SINGLE): a specialist standing alone, or the walker (FL-VEH-6); not the
        pioneers, a unit of twelve with an order (FL-SPEC-6, FL-ORD-4)."""
        return (self.kind in SPECIALISTS and self.kind != "pioneers") or self.kind == "walker"

    @property
    def is_vehicle(self) -> bool:
        """A tank or a walker (FL-VEH)."""
        return self.kind in VEHICLES

    def may_drive(self, round_number: int) -> bool:
        """Not held by F damage (FL-VEH-2): a vehicle may move, turn, charge or ram."""
        return self.immobilised is None or self.immobilised.may_move(round_number)

    @property
    def is_gun(self) -> bool:
        return self.profile.column is Column.GUN

    @property
    def tests_morale(self) -> bool:
        """FL-MOR-4: vehicles, guns, single models, the pioneers and the sniper never test."""
        return not isinstance(self.profile.morale, Morale)

    @property
    def value(self) -> int:
        """The unit's current value (FL-ARMY-7): its models x P and its attached specialists' prices."""
        p = self.profile
        if self.kind == "pioneers":
            return p.points if self.models else 0
        if p.column.value == "vehicle" or self.kind == "walker":
            return p.points * self.models
        return p.points * self.models + sum(SPECIALISTS[s].points for s in self.specialists)

    def re_formed(self, order: Order, files: int = BLOCK_FILES) -> Body:
        """The body after a formation change (FL-FORM-6, D19): keeping the
        middle of the old front and the facing; skirmishers spread in one
        rank with a model's width between them (every second model on the
        table, FL-FORM-4) **[interpretation]**."""
        front = front_pose(self.body)
        base = self.body.base
        if order is Order.SKIRMISH:
            n = max(1, self.models // 2)
            step = 2 * base.width
            (lx, ly) = front.left
            back = base.depth / 2
            (fx, fy) = front.ahead
            poses = tuple(
                Pose(
                    front.x - fx * back + lx * ((n - 1) / 2 - k) * step,
                    front.y - fy * back + ly * ((n - 1) / 2 - k) * step,
                    front.facing,
                )
                for k in range(n)
            )
            return Loose(poses, base)
        return Formation(front, base, min(files, self.models), self.models)


def front_pose(body: Body) -> Pose:
    """The middle of a body's front edge, facing its way: a formation's
    front; for loose models the middle of their front-most edge line
    **[interpretation]** (skirmishers have no front, FL-FACE-2; a re-formed
    unit forms up where they stand)."""
    if isinstance(body, Formation):
        return body.front
    facing = body.poses[0].facing
    probe = Pose(0.0, 0.0, facing)
    (fx, fy) = probe.ahead
    ahead = max(p.x * fx + p.y * fy for p in body.poses) + body.base.depth / 2
    (cx, cy) = body.centre
    shift = ahead - (cx * fx + cy * fy)
    return Pose(cx + fx * shift, cy + fy * shift, facing)


def with_losses(body: Body, lost: int, which: tuple[int, ...] = ()) -> Body | None:
    """The body after ``lost`` models are taken off (None: none left). A
    block or line re-forms in place to its regular shape, keeping its front
    (D17); loose models lose those named (``which``: their indexes), else
    the last ones listed **[interpretation]**."""
    left = body.models - lost
    if left <= 0:
        return None
    if isinstance(body, Formation):
        return replace(body, models=left, files=min(body.files, left))
    gone = set(which) if which else set(range(left, body.models))
    return Loose(tuple(p for k, p in enumerate(body.poses) if k not in gone), body.base)
