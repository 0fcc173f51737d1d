"""The settings New game offers for Finsterland (kernel/game_kind.py's
variants, kept in records): the game's length (FL-GEN-2, FL-RUL-8), the
fog of war (FL-MOVE-8, D13) and the structures' two settings (D26, FL-STR-2)."""

from __future__ import annotations

from typing import NamedTuple

from gettysburg_desktop.kernel.said import Said, said


class Length(NamedTuple):
    """A game's length chosen at New game (FL-GEN-2, FL-RUL-8): a variant of the group "Length"."""

    rounds: int
    description: Said
    rule: str = "FL-RUL-8"
    group: Said = said("Length")


class Option(NamedTuple):
    """A setting New game offers as a checkbox: what it changes and its rule."""

    description: Said
    rule: str
    #: ticked when New game opens (D13: the fog of war is on by default)
    on: bool = False


#: D26's setting: no battlefield object is broken (game/demolition.py asks)
INDESTRUCTIBLE = "indestructible-terrain"
#: FL-STR-2's other reading (D26): in melee, infantry and cavalry break F-armoured objects too
MELEE_BREAKS_F = "melee-breaks-f"

#: FL-MOVE-8, D13: hidden movement, each side shown only the enemy units it sees (game/fog.py)
FOG = "fog-of-war"

#: FL-RUL-8 [ruling]: 6 to 12 rounds, even numbers only (both players active equally often); a battle
#: file gives its own (12 by default), these choose another; and the structures' two settings (D26)
VARIANTS: dict[str, Length | Option] = {
    **{f"rounds-{n}": Length(n, said("{n} rounds, {turns} turns each", n=n, turns=n // 2)) for n in (6, 8, 10, 12)},
    FOG: Option(said("Fog of war: enemy units shown only while one of your models sees them"), "FL-MOVE-8", on=True),
    INDESTRUCTIBLE: Option(said("Indestructible terrain: no battlefield object is broken"), "D26"),
    MELEE_BREAKS_F: Option(
        said("Melee ignores the F armour of structures: walls, trenches, buildings and bunkers break too"), "FL-STR-2"
    ),
}
LENGTHS = {name: v.rounds for name, v in VARIANTS.items() if isinstance(v, Length)}
