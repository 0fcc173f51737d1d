"""Variants: optional rules a scenario or the players may switch on (off
unless chosen). Each is named in the scenario file and in the game record;
``VARIANTS`` lists them with a one-line description for a New-game dialog."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .said import Said, said


@dataclass(frozen=True, slots=True)
class Variant:
    name: str
    rule: str
    description: Said


VARIANTS: dict[str, Variant] = {
    v.name: v
    for v in (
        Variant(
            "entry-box-fallback",
            "R-ASLT-12",
            said(
                "Attackers that came out of an entry box and must fall back return to that box instead of being eliminated."
            ),
        ),
    )
}

#: the variant that lets attackers fall back into their entry box (R-ASLT-12)
ENTRY_BOX_FALLBACK = "entry-box-fallback"


class UnknownVariant(ValueError):
    pass


def check_variants(names: Iterable[str]) -> frozenset[str]:
    """The set of variant names; UnknownVariant names any that don't exist."""
    chosen = frozenset(names)
    unknown = sorted(chosen - set(VARIANTS))
    if unknown:
        raise UnknownVariant(
            f"unknown variant(s) {', '.join(map(repr, unknown))}; known: {', '.join(sorted(VARIANTS))}"
        )
    return chosen
