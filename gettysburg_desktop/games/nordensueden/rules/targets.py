"""Target declaration in a battle round (NS-FIRE-1), as pure functions of
unit ids: which enemies the next firer may be declared at, whether a whole
declaration is legal, and every legal declaration (for tests and counts).

NS-FIRE-1: with F firing units and T enemy units, if F > T every enemy
unit receives at least one shot and the surplus shots go anywhere; if
F <= T ("if possible" read as "as many enemy units as possible") the F
shots go to F different enemy units. Both cases are one rule for a firer
declared after others: it may choose an enemy not yet fired at, and an
enemy already fired at only if the firers still to declare after it are
enough to reach every enemy not yet fired at.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence


def target_options(firers_left: int, enemies: Sequence[str], shot: Collection[str]) -> list[str]:
    """The enemies (in ``enemies``' order) the next firer may be declared
    at (NS-FIRE-1). ``firers_left``: the firers still to declare, this one
    included; ``shot``: the enemies already declared at in this step."""
    unshot = [e for e in enemies if e not in shot]
    if firers_left - 1 >= len(unshot):
        return list(enemies)
    return unshot


def declaration_ok(declared: Sequence[tuple[str, str]], firers: Sequence[str], enemies: Sequence[str]) -> bool:
    """Whether ``declared`` (firer, target) pairs are a whole legal
    declaration of ``firers`` at ``enemies`` (NS-FIRE-1): every firer
    exactly once, at an enemy; if F > T every enemy at least once, else
    all targets different."""
    if sorted(f for f, _ in declared) != sorted(firers):
        return False
    targets = [t for _, t in declared]
    if any(t not in enemies for t in targets):
        return False
    if len(firers) > len(enemies):
        return set(targets) == set(enemies)
    return len(set(targets)) == len(targets)


def declarations(firers: Sequence[str], enemies: Sequence[str]) -> Iterator[tuple[tuple[str, str], ...]]:
    """Every whole legal declaration, firers in their order, built the way
    the engine asks them (one firer after the other, ``target_options``)."""

    def walk(i: int, done: tuple[tuple[str, str], ...]) -> Iterator[tuple[tuple[str, str], ...]]:
        if i == len(firers):
            yield done
            return
        shot = {t for _, t in done}
        for t in target_options(len(firers) - i, enemies, shot):
            yield from walk(i + 1, (*done, (firers[i], t)))

    if not enemies:
        return
    yield from walk(0, ())
