"""The units of Norden & Süden (NS-COMP-2, NS-COMP-3): two arms, infantry
and cavalry, each in three qualities, militia, veterans and elite. A unit
is full strength (front) or reduced (back, after one hit); a reduced unit
fights at its full value, a second hit eliminates it (NS-FIRE-3)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from gettysburg_desktop.kernel.said import Said, said

from .sides import Side


class Arm(str, Enum):  # noqa: UP042 - str() is the notation's word
    INFANTRY = "infantry"
    CAVALRY = "cavalry"

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.value


class Quality(str, Enum):  # noqa: UP042 - str() is the notation's word
    MILITIA = "militia"
    VETERAN = "veteran"
    ELITE = "elite"

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.value

    @property
    def promoted(self) -> Quality | None:
        """The next quality (NS-PROM-1); None for elite, which cannot be promoted."""
        return {Quality.MILITIA: Quality.VETERAN, Quality.VETERAN: Quality.ELITE}.get(self)


#: T1 (NS-COMP-3): combat value by arm and quality; front and back alike.
#: Elite cavalry's 3 is an interpretation ("What a program must decide" 3).
COMBAT_VALUE: dict[tuple[Arm, Quality], int] = {
    (Arm.INFANTRY, Quality.MILITIA): 2,
    (Arm.INFANTRY, Quality.VETERAN): 3,
    (Arm.INFANTRY, Quality.ELITE): 3,
    (Arm.CAVALRY, Quality.MILITIA): 1,
    (Arm.CAVALRY, Quality.VETERAN): 2,
    (Arm.CAVALRY, Quality.ELITE): 3,
}

#: the two-letter codes of the notation and the pieces' labels: "MI" militia infantry ...
CODE = {
    (Arm.INFANTRY, Quality.MILITIA): "MI",
    (Arm.INFANTRY, Quality.VETERAN): "VI",
    (Arm.INFANTRY, Quality.ELITE): "EI",
    (Arm.CAVALRY, Quality.MILITIA): "MC",
    (Arm.CAVALRY, Quality.VETERAN): "VC",
    (Arm.CAVALRY, Quality.ELITE): "EC",
}
KIND_OF_CODE = {v: k for k, v in CODE.items()}

_KIND_WORDS = {
    (Arm.INFANTRY, Quality.MILITIA): said("militia infantry"),
    (Arm.INFANTRY, Quality.VETERAN): said("veteran infantry"),
    (Arm.INFANTRY, Quality.ELITE): said("elite infantry"),
    (Arm.CAVALRY, Quality.MILITIA): said("militia cavalry"),
    (Arm.CAVALRY, Quality.VETERAN): said("veteran cavalry"),
    (Arm.CAVALRY, Quality.ELITE): said("elite cavalry"),
}


@dataclass(frozen=True)
class UnitKind:
    """What a counter is: its arm and quality (the side is the unit's)."""

    arm: Arm
    quality: Quality

    @property
    def value(self) -> int:
        """Its combat value (T1)."""
        return COMBAT_VALUE[(self.arm, self.quality)]

    @property
    def code(self) -> str:
        return CODE[(self.arm, self.quality)]

    @property
    def words(self) -> Said:
        """ "veteran infantry", as the texts name it."""
        return _KIND_WORDS[(self.arm, self.quality)]

    @property
    def elite_infantry(self) -> bool:
        """Only elite infantry has a defence value: shots at it are at -1 (NS-MOD-2)."""
        return self.arm is Arm.INFANTRY and self.quality is Quality.ELITE

    @property
    def cavalry(self) -> bool:
        return self.arm is Arm.CAVALRY

    @classmethod
    def of_code(cls, code: str) -> UnitKind:
        """The kind of a two-letter code ("VI"); a KeyError for an unknown one."""
        arm, quality = KIND_OF_CODE[code.upper()]
        return cls(arm, quality)


MILITIA_INFANTRY = UnitKind(Arm.INFANTRY, Quality.MILITIA)
MILITIA_CAVALRY = UnitKind(Arm.CAVALRY, Quality.MILITIA)
ALL_KINDS = tuple(UnitKind(a, q) for a in Arm for q in Quality)


def side_kind_words(side: Side, kind: UnitKind) -> str:
    """ "Union veteran infantry" (for the log)."""
    return said("{side} {kind}", side=side.title, kind=kind.words)
