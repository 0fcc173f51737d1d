"""A melee as numbers (FL-MEL, FL-CHG-5, FL-COVER-6, FL-GUN-1, FL-FIRE-4):
what one group of units in contact deals and suffers, all at once.

What touches what is measured on the table (field/contact.py); here are
its counts. Every attack of the group is counted before any loss is taken
(FL-MEL-5):

- an attack's hits are its models touching the enemy unit with more than
  half of a base edge, times its Treffer (FL-MEL-2); on a charge a unit with
  Tiefe adds, times its Treffer, the models standing directly behind those it
  strikes (FL-CHG-5). Skirmishers count the models they have on the table,
  their available half, and nothing more **[interpretation]**: the text's
  "only half as many, since only half of them are available" is that half,
  as for their fire (FL-FIRE-6, FL-FORM-4);
- the unit charged this round takes its terrain cover off a charge's hits,
  rounded down (FL-COVER-6); there is no halving for skirmishers or single
  models in melee (FL-MEL-3);
- F armour holds against every attack without Treffer F (FL-MEL-4,
  FL-HIT-3); a unit's hits are pooled and it loses ``pool // armour``
  models, never more than it has: the rest is lost (FL-MEL-6, FL-HIT-7).
  **[kept simple]** Structure, and hits held over from earlier attacks of
  the round, are the hit pool's (rules/hits.py): here a melee's hits are
  pooled for the melee alone, whatever is left over is cleared, and a
  knock-out counts as a model lost; the game sends a vehicle's hits (a
  model with structure) through the round's pool instead
  (game/melee_step.py);
- a gun an enemy model touches is destroyed at once, and guns deal no melee
  hits (FL-GUN-1);
- a vehicle that drove into contact this round rams: every enemy model
  touching its front is hit, times its Treffer (FL-VEH-3); after that round
  it fights as one model (D25);
- losses come off the edge each attack came from, shared among the edges in
  proportion to the hits from each (FL-HIT-1, FL-MEL-6); the unit then
  re-forms in place keeping its front (D17).

Fire into a melee is shared evenly among its units (FL-FIRE-4).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from gettysburg_desktop.boards.table.bases import Side

from .tables import Column, Profile, after_cover


@dataclass(frozen=True)
class Fighter:
    """One unit in a melee: the models it has there (a skirmishing unit its
    available ones, FL-FORM-4) and the values of its profile that count."""

    id: str
    models: int
    #: Treffer, and whether its hits harm F armour (Treffer F)
    treffer: int = 1
    f_hits: bool = False
    #: Panzerung, and whether only Treffer F harms it
    armour: int = 1
    f_armour: bool = False
    #: a machine gun or a piece of artillery (FL-GUN-1)
    gun: bool = False
    #: the terrain cover it had in the round it is charged (FL-COVER-6), T11's fraction and its kind
    cover: Fraction | None = None
    cover_kind: str = ""

    @classmethod
    def of_profile(
        cls, id: str, models: int, profile: Profile, cover: Fraction | None = None, cover_kind: str = ""
    ) -> Fighter:
        """A unit of the army list (T4-T8) with ``models`` in the melee; a gun is one of the gun column (FL-GUN-4)."""
        return cls(
            id, models, profile.hits, profile.f_hits, profile.armour, profile.f_armour,
            profile.column is Column.GUN, cover, cover_kind,
        )  # fmt: skip


@dataclass(frozen=True)
class Attack:
    """What one unit's models do to one enemy unit in a melee, as counted on the table."""

    attacker: str
    target: str
    #: the attacker's models with more than half of a base edge touched by the target (FL-MEL-2)
    touching: int
    #: the target's models standing directly behind those struck, down to the attacker's Tiefe (FL-CHG-5)
    behind: int = 0
    #: the attacker charged into this melee this round (depth and the target's cover count)
    charge: bool = False
    #: the target's edge the attacker touches (D21); None for a unit with no edges (skirmishers, single models)
    side: Side | None = None
    #: the target's models the attacker touches at all, a corner too (a gun's are destroyed, FL-GUN-1)
    touched: int = 0
    #: a vehicle's ram: ``touching`` counts the target's models touching its front (FL-VEH-3)
    ram: bool = False


@dataclass(frozen=True)
class Blow:
    """One attack's numbers, term by term: what it deals and what it comes to on its target."""

    attacker: str
    target: str
    touching: int
    behind: int
    treffer: int
    #: the hits it deals: (touching + behind on a charge) x Treffer (FL-MEL-2, FL-CHG-5)
    dealt: int
    #: the target's cover against it (a charge only, FL-COVER-6), and the hits after it
    cover_kind: str
    after_cover: int
    #: the hits that count against the target's armour (0 where its F armour holds)
    counted: int
    #: the target's gun models it destroys (FL-GUN-1)
    guns: int
    side: Side | None
    rules: tuple[str, ...]
    #: a vehicle's ram (FL-VEH-3): ``touching`` is the target's models at its front
    ram: bool = False

    def describe(self) -> str:
        """The log's line: "S on L: 6 touching + 6 behind = 12 hits; wood -6 -> 6 (FL-MEL-2, ...)"."""
        if self.guns:
            return f"{self.attacker} on {self.target}: {self.guns} gun(s) touched, destroyed ({', '.join(self.rules)})"
        if self.ram:
            count = f"rams {self.touching} at its front" + (f" + {self.behind} behind" if self.behind else "")
        else:
            count = f"{self.touching} touching" + (f" + {self.behind} behind" if self.behind else "")
        if self.treffer != 1:
            count = f"({count}) x {self.treffer}"
        line = f"{self.attacker} on {self.target}: {count} = {self.dealt} hit{'' if self.dealt == 1 else 's'}"
        if self.after_cover != self.dealt:
            line += f"; {self.cover_kind} -{self.dealt - self.after_cover} -> {self.after_cover}"
        if self.counted != self.after_cover:
            line += "; F armour holds -> 0"
        return f"{line} ({', '.join(self.rules)})"


@dataclass(frozen=True)
class Losses:
    """What one unit of the melee loses: its pooled hits, its armour, the
    models removed and from which edges, and the hits that were lost."""

    unit: str
    hits: int
    armour: int
    removed: int
    #: hits beyond the models it has, or short of another model's armour (cleared, FL-MEL-6, FL-HIT-7)
    lost: int
    #: (edge, models) in T12's edge words; None where the unit has no edges
    sides: tuple[tuple[Side | None, int], ...]
    rules: tuple[str, ...]

    def describe(self) -> str:
        where = ", ".join(f"{n} from its {s}" if s else f"{n}" for s, n in self.sides if n)
        armour = f", armour {self.armour}" if self.armour != 1 else ""
        lost = f", {self.lost} lost" if self.lost else ""
        return (
            f"{self.unit}: {self.hits} hits{armour} -> loses {self.removed}"
            + (f" ({where})" if where else "")
            + f"{lost} ({', '.join(self.rules)})"
        )


@dataclass(frozen=True)
class MeleeResult:
    """One group's melee: every blow, then every unit's losses, all counted before any is removed (FL-MEL-5)."""

    blows: tuple[Blow, ...]
    losses: dict[str, Losses]

    def lines(self) -> list[str]:
        return [b.describe() for b in self.blows] + [x.describe() for x in self.losses.values()]


def hits_dealt(touching: int, treffer: int = 1, behind: int = 0, *, charge: bool = False) -> int:
    """A unit's melee hits on one enemy unit (FL-MEL-2): its touching models
    times its Treffer, and on a charge the models behind those it strikes,
    each taking its full Treffer too (FL-CHG-5, FL-HIT-4). Depth counts only
    on a charge."""
    return (touching + (behind if charge else 0)) * treffer


def blow(attack: Attack, attacker: Fighter, target: Fighter) -> Blow:
    """One attack of a melee (FL-MEL-2 to FL-MEL-4, FL-CHG-5, FL-COVER-6, FL-GUN-1)."""
    if attacker.gun:  # a gun deals no melee hits (FL-GUN-1)
        return Blow(attack.attacker, attack.target, 0, 0, 0, 0, "", 0, 0, 0, attack.side, ("FL-GUN-1",))
    if target.gun:  # each gun touched is destroyed before any hits are counted (FL-GUN-1)
        guns = min(attack.touched, target.models)
        return Blow(
            attack.attacker, attack.target, attack.touching, 0, attacker.treffer, 0, "", 0, 0, guns, attack.side,
            ("FL-GUN-1",),
        )  # fmt: skip
    behind = attack.behind if attack.charge else 0
    dealt = hits_dealt(attack.touching, attacker.treffer, behind, charge=attack.charge)
    rules = ["FL-VEH-3" if attack.ram else "FL-MEL-2"] + (["FL-CHG-5"] if behind else [])
    covered = dealt
    if attack.charge and target.cover:
        covered = after_cover(dealt, target.cover)
        rules.append("FL-COVER-6")
    counted = covered
    if target.f_armour and not attacker.f_hits:
        counted = 0
        rules.append("FL-MEL-4")
    return Blow(
        attack.attacker, attack.target, attack.touching, behind, attacker.treffer, dealt, target.cover_kind,
        covered, counted, 0, attack.side, tuple(rules), attack.ram,
    )  # fmt: skip


def resolve(fighters: Iterable[Fighter], attacks: Iterable[Attack]) -> MeleeResult:
    """One group of units in contact fights (FL-MEL-5, FL-MEL-8): every
    attack counted on the units as they stand, then each unit's losses."""
    units = {f.id: f for f in fighters}
    blows = tuple(blow(a, units[a.attacker], units[a.target]) for a in attacks)
    losses: dict[str, Losses] = {}
    for unit in units.values():
        mine = [b for b in blows if b.target == unit.id]
        if not mine:
            continue
        if unit.gun:
            removed = min(unit.models, sum(b.guns for b in mine))
            shares = _by_side([(b.side, b.guns) for b in mine], removed)
            losses[unit.id] = Losses(unit.id, 0, unit.armour, removed, 0, shares, ("FL-GUN-1",))
            continue
        pool = sum(b.counted for b in mine)
        removed = min(unit.models, pool // unit.armour)
        shares = _by_side([(b.side, b.counted) for b in mine], removed)
        losses[unit.id] = Losses(
            unit.id, pool, unit.armour, removed, pool - removed * unit.armour, shares, ("FL-MEL-4", "FL-MEL-6")
        )
    return MeleeResult(blows, losses)


def _by_side(weights: list[tuple[Side | None, int]], total: int) -> tuple[tuple[Side | None, int], ...]:
    """``total`` losses shared among the edges in proportion to their hits,
    rounded down, the rest to the edges with the most hits (FL-MEL-6)."""
    per: dict[Side | None, int] = {}
    for side, w in weights:
        per[side] = per.get(side, 0) + w
    whole = sum(per.values())
    if not whole or not total:
        return ()
    shares = {s: total * w // whole for s, w in per.items()}
    rest = total - sum(shares.values())
    for s in sorted(per, key=lambda s: (-(total * per[s] % whole), -per[s]))[:rest]:
        shares[s] += 1
    return tuple((s, n) for s, n in shares.items() if n)


@dataclass(frozen=True)
class FireIntoMelee:
    """FL-FIRE-4: the hits of fire at a melee shared evenly among its units."""

    hits: int
    units: int
    each: int
    lost: int


def fire_into_melee(hits: int, units: int) -> FireIntoMelee:
    """Each unit in the melee (both sides) takes ``hits // units``; the rest
    is lost (FL-FIRE-4, FL-GEN-4: 9 hits on two units, 4 each, 1 lost)."""
    if units < 1:
        raise ValueError("a melee has units in it")
    each = hits // units
    return FireIntoMelee(hits, units, each, hits - each * units)
