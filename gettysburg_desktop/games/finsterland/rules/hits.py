"""Hits, armour and losses (FL-HIT-1 to FL-HIT-7), as numbers: what one
attack's hits do to the unit they fall on, the hits held against it for the
rest of the round, structure, F armour and what an F hit does to a vehicle
(FL-VEH-2).

The accounting is FL-HIT-5's pool **[interpretation, from the machine-gun
example]**: the hits of one attack on one unit, after cover, are added to
the hits already held against that unit this round (FL-HIT-2); the unit
loses pool // armour knock-outs, never more than the attack can reach, and
what is left stays held, except that once that limit is reached the rest is
lost (FL-HIT-7). What an attack reaches is the caller's to say, model by
model: an area attack (a machine gun's strip, an artillery disc) the models
under it; a ram the models touching the vehicle's front; a depth attack the
models within its depth; a single model without those (the sniper) one
model; ordinary fire every model of the unit (one target model a firer,
so the limit binds only when the unit is gone).

A model with structure (FL-HIT-6) is taken off for good at its last
knock-out, each knock-out costing its armour in hits; knock-outs are
permanent, the held hits cleared at the end of the round (FL-SEQ-3). In a
squadron the hits go to one vehicle until it is destroyed (D17):
``loss_order`` puts a vehicle already knocked out first, then the models
nearest the attacker (FL-HIT-1).

Hits against machine-gun strips and artillery discs meet cover model by
model (FL-COVER-5): ``area_hits`` takes the hit models of one unit grouped
by the cover they share and deducts once a group, rounded down
**[interpretation]**; field/cover.py's ``cover_groups`` finds the groups on
the table.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TypeVar

from .tables import SINGLE_OR_SKIRMISH, Profile, after_cover

K = TypeVar("K", bound=Hashable)


@dataclass(frozen=True)
class Armour:
    """What a model of a unit withstands (T3): Panzerung (hits to knock out
    one model), whether it is F armour, and its Struktur (knock-outs before
    it is taken off)."""

    value: int = 1
    f: bool = False
    structure: int = 1

    @classmethod
    def of(cls, profile: Profile) -> Armour:
        """A profile's armour (FL-LIST-1's defaults: Panzerung 1, Struktur 1)."""
        return cls(profile.armour, profile.f_armour, profile.structure)

    def __str__(self) -> str:
        text = f"armour {self.value}{'F' if self.f else ''}"
        return text + (f", structure {self.structure}" if self.structure > 1 else "")


def can_harm(armour: Armour, f_hits: bool) -> bool:
    """Whether an attack harms the armour: F armour only by Treffer F, all
    other hits are ignored (FL-HIT-3); the firer "can damage" a target so
    (FL-FIRE-5)."""
    return f_hits or not armour.f


@dataclass(frozen=True)
class Losses:
    """What one attack did to one unit (FL-HIT-2 to FL-HIT-7): its hits after
    cover, the pool they made with the hits already held, the limit of
    knock-outs the attack could reach, the knock-outs each model reached took
    (in loss order), the models taken off, the hits held on and those lost."""

    hits: int
    held_before: int
    armour: Armour
    limit: int
    knockouts: tuple[int, ...]
    removed: int
    held: int
    lost: int
    #: F armour, and the attack has no Treffer F: every hit ignored (FL-HIT-3)
    ignored: bool = False
    #: the attack had Treffer F (a vehicle it damaged cannot move, FL-VEH-2)
    f_hits: bool = False

    @property
    def pool(self) -> int:
        return 0 if self.ignored else self.held_before + self.hits

    @property
    def knocked_out(self) -> int:
        return sum(self.knockouts)

    @property
    def f_damage(self) -> bool:
        """At least one F hit after cover landed (FL-VEH-2's "damaged" **[interpretation]**)."""
        return self.f_hits and not self.ignored and self.hits > 0

    @property
    def rules(self) -> tuple[str, ...]:
        if self.ignored:
            return ("FL-HIT-3",)
        out = ["FL-HIT-2", "FL-HIT-5"]
        if self.armour.structure > 1:
            out.append("FL-HIT-6")
        if self.lost:
            out.append("FL-HIT-7")
        return tuple(out)

    def __str__(self) -> str:
        if self.ignored:
            return f"{self.hits} hits ignored: {self.armour} and no Treffer F (FL-HIT-3)"
        text = f"{self.hits} hits"
        if self.held_before:
            text += f" + {self.held_before} held = {self.pool}"
        text += f", {self.armour}: {self.knocked_out} knocked out"
        if self.armour.structure > 1:
            text += f", {self.removed} taken off"
        if self.lost:
            text += f", at most {self.limit}: {self.lost} hits lost"
        elif self.held:
            text += f", {self.held} held to the end of the round"
        return f"{text} ({', '.join(self.rules)})"


@dataclass(frozen=True)
class HitPool:
    """The hits held against one unit this round (FL-HIT-2, FL-HIT-5)."""

    held: int = 0

    def take(
        self, hits: int, armour: Armour, reached: int | Sequence[int], *, f_hits: bool = False
    ) -> tuple[HitPool, Losses]:
        """One attack's ``hits`` (after cover) on the unit; ``reached`` the
        structure left of each model the attack reaches, in the order its
        losses are taken (an int: that many models with all their
        structure). Returns the pool after it and what it did (FL-HIT-5)."""
        left = (armour.structure,) * reached if isinstance(reached, int) else tuple(reached)
        if any(s < 1 for s in left):
            raise ValueError(f"a model reached has structure left {min(left)}: a destroyed model is off the table")
        if hits < 0:
            raise ValueError(f"an attack lands no fewer than 0 hits, not {hits}")
        if not can_harm(armour, f_hits):
            none = (0,) * len(left)
            return self, Losses(hits, self.held, armour, sum(left), none, 0, self.held, 0, True, f_hits)
        pool = self.held + hits
        limit = sum(left)
        wanted = pool // armour.value
        if wanted >= limit:
            knocks, held, lost = limit, 0, pool - limit * armour.value
        else:
            knocks, held, lost = wanted, pool - wanted * armour.value, 0
        per_model = []
        for s in left:  # D17: one model until it is destroyed, then the next
            k = min(s, knocks)
            per_model.append(k)
            knocks -= k
        removed = sum(1 for s, k in zip(left, per_model, strict=True) if k == s)
        losses = Losses(hits, self.held, armour, limit, tuple(per_model), removed, held, lost, False, f_hits)
        return HitPool(held), losses

    def cleared(self) -> HitPool:
        """At the end of the round the hits held are cleared (FL-HIT-2, FL-SEQ-3)."""
        return HitPool()


def loss_order(distances: Mapping[K, float], knocked: Mapping[K, int] | None = None) -> list[K]:
    """The order a unit's models are lost in: a model already knocked out
    first (a squadron's hits go to one vehicle until it is destroyed, D17),
    then the nearest to the attacker (losses come off the side facing the
    firer, FL-HIT-1, D17); ``distances`` from the attacker to each model."""
    knocked = knocked or {}
    keyed = list(distances.items())
    order = sorted(range(len(keyed)), key=lambda i: (-knocked.get(keyed[i][0], 0), keyed[i][1], i))
    return [keyed[i][0] for i in order]


# --- cover, model by model (FL-COVER-5) ------------------------------------------------------
@dataclass(frozen=True)
class CoverGroup:
    """The hit models of one unit sharing one cover: their hits (models x
    Treffer), what the cover stopped (rounded down once for the group) and
    what is left."""

    cover: str
    fraction: Fraction | None
    models: int
    hits: int
    left: int

    @property
    def stopped(self) -> int:
        return self.hits - self.left

    def __str__(self) -> str:
        if self.stopped == 0:
            return f"{self.cover}: {self.models} x {self.hits // max(self.models, 1)} = {self.hits}"
        return f"{self.cover}: {self.hits} - {self.stopped} = {self.left}"


@dataclass(frozen=True)
class AreaHits:
    """The hits a strip or a disc lands on one unit, group by group (FL-COVER-5)."""

    treffer: int
    groups: tuple[CoverGroup, ...]

    @property
    def models(self) -> int:
        return sum(g.models for g in self.groups)

    @property
    def hits(self) -> int:
        """The unit's hits after cover, to go into its pool (FL-HIT-5)."""
        return sum(g.left for g in self.groups)

    rule = "FL-COVER-5"

    def __str__(self) -> str:
        return f"{'; '.join(str(g) for g in self.groups)} -> {self.hits} hits ({self.rule})"


def area_hits(
    treffer: int, groups: Iterable[tuple[str, Fraction | None, int]], *, single_or_skirmish: bool = False
) -> AreaHits:
    """The hits of a strip or a disc on one unit's hit models, grouped as
    (cover, its fraction or None, models): each model takes the full Treffer
    (FL-HIT-4); each group's cover is deducted once, rounded down, and a
    single model's or a skirmisher's own half after it (FL-COVER-2,
    FL-COVER-5 **[interpretation]**)."""
    out = []
    for cover, fraction, models in groups:
        hits = models * treffer
        fractions = ([fraction] if fraction else []) + ([SINGLE_OR_SKIRMISH] if single_or_skirmish else [])
        out.append(CoverGroup(cover, fraction, models, hits, after_cover(hits, *fractions)))
    return AreaHits(treffer, tuple(out))


# --- psychology (FL-MOR-7, FL-BOMB-6) ---------------------------------------------------------
def psychology(reached_by: Iterable[tuple[Hashable, int]]) -> int:
    """The morale penalty of the enemy attacks that reached a unit this
    round: each enemy unit's Psychologie once, however often it attacked
    (FL-MOR-7, D22; light artillery 2, heavy 3, FL-BOMB-6)."""
    seen: dict[Hashable, int] = {}
    for unit, value in reached_by:
        seen[unit] = max(seen.get(unit, 0), value)
    return sum(seen.values())


# --- vehicles damaged by Treffer F (FL-VEH-2) -------------------------------------------------
@dataclass(frozen=True)
class Immobilised:
    """A vehicle an F hit damaged in round ``since`` may not move, turn,
    charge or ram for the rest of that round and in its owner's next
    movement step, round ``through`` (FL-VEH-2 **[interpretation]**)."""

    since: int
    through: int

    def may_move(self, round_number: int) -> bool:
        return not (self.since <= round_number <= self.through)

    rule = "FL-VEH-2"

    def __str__(self) -> str:
        return f"damaged by Treffer F in round {self.since}: cannot move until after round {self.through} (FL-VEH-2)"


def immobilise(
    current: Immobilised | None, round_number: int, *, owner_active: bool, moved_since: bool
) -> Immobilised | None:
    """A vehicle's immobilisation after F damage in ``round_number``
    (FL-VEH-2): the rest of the round and its owner's next movement step
    (this round + 2 when the owner is active, the next round when he is
    not). Further damage does not lengthen it; it can come again only after
    the vehicle has moved again (``moved_since``: moved after ``current``
    began)."""
    if current is not None and not moved_since:
        return current
    return Immobilised(round_number, round_number + (2 if owner_active else 1))
