"""Which target a firer may choose (FL-FIRE-5, FL-RUL-3, FL-SPEC-8), from
numbers the table measured: each candidate's distance and whether the firer
can damage it (FL-HIT-3).

- A firer must fire at the nearest enemy unit it can damage, or not at all
  (firing is optional); a unit F armour protects from it does not count, so
  the next one is the target (FL-FIRE-5).
- Only units count for "nearest" (FL-RUL-3): a single model is never a
  forced target, though it may be chosen **[interpretation]**: any single
  model the firer may fire at and can damage, wherever it stands, instead of
  the nearest unit (the ruling takes single models out of the nearest-target
  rule altogether).
- The sniper may fire at any target in range and line of fire, whether or
  not others are nearer (FL-SPEC-8).
- Units at the same least distance (within 1e-6", FL-RUL-12) are all
  "the nearest" **[interpretation]**: the firer picks one.

The candidates are only those the firer could fire at: in range, in line of
fire, to its front (FL-FIRE-3; a machine gun: those some strip of it
reaches, FL-MG-2); the caller measures that. In Beschuss a candidate's
distance is the least over its move (D15).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass

from gettysburg_desktop.boards.table.bases import EPS


@dataclass(frozen=True)
class Candidate:
    """An enemy the firer could fire at: a unit or a single model, its
    distance from the firer, and whether the firer can damage it."""

    target: Hashable
    distance: float
    can_damage: bool = True
    single: bool = False


@dataclass(frozen=True)
class TargetChoice:
    """The targets a firer may choose: ``nearest`` the nearest unit(s) it can
    damage (the forced target, but for firing not at all), ``optional``
    single models it may choose instead; ``skipped`` nearer units it cannot
    damage; the rule that decided."""

    nearest: tuple[Hashable, ...]
    optional: tuple[Hashable, ...]
    skipped: tuple[Hashable, ...]
    rule: str

    @property
    def allowed(self) -> tuple[Hashable, ...]:
        return self.nearest + self.optional

    def may_fire_at(self, target: Hashable) -> bool:
        return target in self.allowed

    def __str__(self) -> str:
        if not self.allowed:
            return f"no target it can damage ({self.rule})"
        parts = []
        if self.nearest:
            parts.append(f"nearest: {', '.join(map(str, self.nearest))}")
        if self.optional:
            parts.append(f"or a single model: {', '.join(map(str, self.optional))}")
        if self.skipped:
            parts.append(f"{', '.join(map(str, self.skipped))} nearer but not to be damaged")
        return f"{'; '.join(parts)} ({self.rule})"


def choose_targets(candidates: Iterable[Candidate], *, sniper: bool = False) -> TargetChoice:
    """The targets a firer may choose among ``candidates`` (FL-FIRE-5,
    FL-RUL-3; the sniper, FL-SPEC-8: any of them it can damage)."""
    pool = list(candidates)
    harmable = [c for c in pool if c.can_damage]
    if sniper:
        return TargetChoice((), tuple(c.target for c in harmable), (), "FL-SPEC-8")
    units = [c for c in harmable if not c.single]
    singles = tuple(c.target for c in harmable if c.single)
    if not units:
        return TargetChoice((), singles, (), "FL-RUL-3" if singles else "FL-FIRE-5")
    least = min(c.distance for c in units)
    nearest = tuple(c.target for c in units if c.distance <= least + EPS)
    skipped = tuple(c.target for c in pool if not c.can_damage and not c.single and c.distance < least - EPS)
    return TargetChoice(nearest, singles, skipped, "FL-FIRE-5")
