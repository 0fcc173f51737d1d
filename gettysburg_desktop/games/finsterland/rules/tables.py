"""Finsterland's tables as data, each under its table number and rule id
(../shared/rules/finsterland.md): the terrain modifiers (T1), what an
objective is worth (T2), the army list (T4-T9), cover (T11), the morale
test's terms (T12) and the values of battlefield objects (T13).

Fractions stay fractions (a morale value of 1/3, a cover of -1/4): the
rules round down once, at the end (FL-COVER-2, FL-MOR-3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction


class Column(str, Enum):  # noqa: UP042 - str() is the file's word
    """The columns of T1: which one a model moves by (FL-TERR-2)."""

    INFANTRY = "infantry"
    CAVALRY = "cavalry"
    VEHICLE = "vehicle"
    GUN = "gun"
    SINGLE = "single model"

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.value


#: impassable for that column (T1's "X")
IMPASSABLE = None

_I, _C, _V, _G, _S = Column.INFANTRY, Column.CAVALRY, Column.VEHICLE, Column.GUN, Column.SINGLE

#: FL-TERR-1, Table T1: inches added to (+) or taken from (-) a unit's
#: movement allowance, by terrain and column; None: impassable
TERRAIN: dict[str, dict[Column, int | None]] = {
    "open": {_I: 0, _C: 0, _V: 0, _G: 0, _S: 0},
    "road": {_I: +1, _C: +2, _V: +3, _G: 0, _S: +2},
    "hill": {_I: -1, _C: -2, _V: -2, _G: -4, _S: 0},
    "wood": {_I: -1, _C: -3, _V: -3, _G: -4, _S: 0},
    "swamp": {_I: -3, _C: -5, _V: IMPASSABLE, _G: IMPASSABLE, _S: -1},
    "river": {_I: -3, _C: -5, _V: IMPASSABLE, _G: IMPASSABLE, _S: -2},
    "ford": {_I: -2, _C: -4, _V: -3, _G: -4, _S: 0},
}

#: FL-TERR-3 and D8: features with no movement value (their cover is T11, their structure T13)
NO_MOVEMENT_VALUE = ("bridge", "bunker", "bushes", "building", "wall", "trench", "fence")

#: FL-OBJ-3, Table T2: an objective's victory points by where it lies, seen by the side that captures it
OBJECTIVE_POINTS = {"own deployment zone": 1, "own half": 2, "enemy half": 4, "enemy deployment zone": 8}


class Morale(str, Enum):  # noqa: UP042 - str() is the file's word
    """A morale value that is no fraction (T3)."""

    FEARLESS = "F"  # a vehicle, immune to the effects of bad morale
    NONE = "-"  # no morale value: the model never tests (FL-MOR-4)


@dataclass(frozen=True)
class Profile:
    """One line of the army list (T4-T9, the abbreviations of T3)."""

    name: str
    #: the German name as printed
    german: str
    #: T3's B: movement allowance in inches; None: never moves
    moves: int | None
    #: T3's S: range in inches; (least, most) for artillery (from the disc's edge);
    #: "A": the whole field but the enemy's deployment zone; None: cannot shoot
    shoots: int | tuple[int, int] | str | None
    #: T3's M: a fraction, or Morale.FEARLESS / Morale.NONE
    morale: Fraction | Morale
    #: T3's P: points per model (specialists: their price)
    points: int
    #: the column of T1 its models move by (FL-TERR-2)
    column: Column
    #: models in a unit (least, most); (1, 1) a single model
    models: tuple[int, int] = (1, 1)
    #: T3's specials: Tiefe, Breite, Explosion, Psychologie, Transport ...
    depth: int = 0
    width: int = 0
    explosion: int = 0
    psychology: int = 0
    #: Treffer: the multiplier of its hits; f_hits: it also harms F armour
    hits: int = 1
    f_hits: bool = False
    #: Panzerung: hits to knock out one model; f_armour: only Treffer F harms it
    armour: int = 1
    f_armour: bool = False
    #: Struktur: how often a model is knocked out before it is taken off
    structure: int = 1
    transport: str = ""
    #: the rule its line stands in
    rule: str = ""
    notes: tuple[str, ...] = field(default=())


_HALF, _THIRD, _3_4 = Fraction(1, 2), Fraction(1, 3), Fraction(3, 4)

#: FL-LIST-2 to FL-LIST-6, Tables T4-T8: the units of the army list by id
UNITS: dict[str, Profile] = {
    p.name: p
    for p in (
        Profile(
            "command staff", "Kommandostab", 6, 8, _3_4, 0, _I, (7, 7), rule="FL-LIST-2",
            notes=("6 models and 1 messenger; free (FL-ARMY-3)", "has 3/4 cover until it moves (FL-CMD-4)"),
        ),
        Profile("light infantry", "Leichte Infanterie", 6, 8, _THIRD, 10, _I, (12, 36), rule="FL-LIST-3"),
        Profile("heavy infantry", "Schwere Infanterie", 5, 12, _HALF, 15, _I, (12, 36), rule="FL-LIST-3"),
        Profile("storm troops", "Sturmtruppe", 7, 8, _HALF, 20, _I, (12, 36), depth=2, rule="FL-LIST-3"),
        Profile("light cavalry", "Leichte Kavallerie", 12, 8, _THIRD, 20, _C, (12, 36), depth=2, rule="FL-LIST-4"),
        Profile(
            "heavy cavalry", "Schwere Kavallerie", 12, None, _HALF, 40, _C, (12, 36), depth=3, armour=2,
            rule="FL-LIST-4",
        ),
        Profile("light machine gun", "Leichtes MG", 4, 16, Morale.NONE, 60, _G, (1, 5), width=1, hits=2, rule="FL-LIST-5"),
        Profile("heavy machine gun", "Schweres MG", 2, 16, Morale.NONE, 120, _G, (1, 5), width=2, hits=3, rule="FL-LIST-5"),
        Profile(
            "light artillery", "Leichte Artillerie", 4, (6, 20), Morale.NONE, 60, _G, (1, 5), explosion=1, hits=2,
            f_hits=True, psychology=2, rule="FL-LIST-5",
        ),
        Profile(
            "heavy artillery", "Schwere Artillerie", None, "A", Morale.NONE, 120, _G, (1, 5), explosion=2, hits=3,
            f_hits=True, psychology=3, rule="FL-LIST-5",
        ),
        Profile(
            "tank", "Panzer", 10, None, Morale.FEARLESS, 150, _V, (1, 5), depth=3, psychology=2, armour=2,
            f_armour=True, structure=4, transport="12 infantrymen or one light gun", rule="FL-LIST-6",
        ),
        Profile(
            "walker", "Panzerläufer", 8, None, Morale.FEARLESS, 150, _S, (1, 5), hits=4, f_hits=True,
            psychology=6, armour=2, f_armour=True, structure=4, transport="one light gun", rule="FL-LIST-6",
            notes=("counts as a single model (FL-VEH-6)",),
        ),
    )
}  # fmt: skip

#: the kinds of unit that make up the half of an army's points that must be
#: infantry and cavalry, and the half that may at most be guns and vehicles (FL-ARMY-2)
FOOT_AND_HORSE = ("light infantry", "heavy infantry", "storm troops", "light cavalry", "heavy cavalry")
#: FL-VEH: the vehicles (the walker a single model besides, FL-VEH-6)
VEHICLES = ("tank", "walker")
GUNS_AND_VEHICLES = ("light machine gun", "heavy machine gun", "light artillery", "heavy artillery", "tank", "walker")

#: FL-LIST-7, Table T9: the specialists, one per full 500 points of the army's size (FL-ARMY-4)
SPECIALISTS: dict[str, Profile] = {
    p.name: p
    for p in (
        Profile("artillery observer", "Artilleriebeobachter", 6, None, Morale.NONE, 50, _S, rule="FL-SPEC-1"),
        Profile("messenger", "Bote", 8, None, Morale.NONE, 50, _S, rule="FL-SPEC-2"),
        Profile("standard bearer", "Fahnenträger", None, None, Morale.NONE, 30, _I, rule="FL-SPEC-3",
                notes=("replaces a model of an infantry or cavalry unit", "+2 morale in rounds the unit charges")),
        Profile("officer", "Offizier", 12, None, Morale.NONE, 100, _S, rule="FL-SPEC-4"),
        Profile("local guide", "Ortskundiger", None, None, Morale.NONE, 50, _I, rule="FL-SPEC-5",
                notes=("goes with the command staff",)),
        Profile("pioneers", "Pioniertruppe", 8, None, Morale.NONE, 60, _I, (12, 12), rule="FL-SPEC-6",
                notes=("60 points for the troop [interpretation]", "no morale tests")),
        Profile("medic", "Sanitäter", None, None, Morale.NONE, 50, _I, rule="FL-SPEC-7",
                notes=("replaces a model of an infantry unit", "+2 morale")),
        Profile("sniper", "Scharfschütze", 8, 16, Morale.NONE, 100, _S, hits=6, rule="FL-SPEC-8",
                notes=("no morale tests",)),
        Profile("scout", "Späher", 12, None, Morale.NONE, 50, _S, rule="FL-SPEC-9"),
        Profile("NCO", "Unteroffizier", None, None, Morale.NONE, 50, _I, rule="FL-SPEC-10",
                notes=("replaces a model of an infantry unit", "+2 morale")),
    )
}  # fmt: skip

#: the specialists who replace a model of a unit (their moves, range and morale are the unit's)
JOINING = ("standard bearer", "medic", "NCO")
#: FL-MOR-6: what a specialist in the unit adds to its morale test; only the highest counts
MORALE_BONUS = {"standard bearer": 2, "medic": 2, "NCO": 2}

#: FL-COVER-1, Table T11: the fraction of the hits cover takes away, and whether it is an area or a line
COVER: dict[str, tuple[Fraction, str]] = {
    "bunker": (Fraction(3, 4), "area"),
    "bushes": (Fraction(1, 4), "linear"),
    "building": (Fraction(1, 2), "area"),
    "wall": (Fraction(1, 3), "linear"),
    "trench": (Fraction(2, 3), "linear"),
    "wood": (Fraction(1, 2), "area"),
    "fence": (Fraction(1, 4), "linear"),
}
#: FL-COVER-1, FL-COVER-2: a single model's or a skirmisher's own halving, after the terrain's
SINGLE_OR_SKIRMISH = Fraction(1, 2)
#: FL-CMD-4: the command staff's cover until it first moves
COMMAND_STAFF_COVER = Fraction(3, 4)

#: FL-MOR-2, Table T12: the terms of the morale test that are numbers
MORALE_CHARGE, MORALE_FLANK, MORALE_REAR, MORALE_BROKEN = 4, 2, 4, 4
#: FL-MOR-2, FL-MOR-5: a rank counts only if it is at least this many models wide
COMPLETE_RANK = 6

#: FL-STR-1, Table T13: (armour, F armour, structure, per): structure per 6" of length or per 6" x 6" of area
STRUCTURES: dict[str, tuple[int, bool, int, str]] = {
    "bridge": (3, False, 3, "length"),
    "bunker": (3, True, 4, "area"),
    "bushes": (1, False, 2, "length"),
    "building": (3, True, 3, "area"),
    "wall": (2, True, 2, "length"),
    "trench": (2, True, 3, "length"),
    "wood": (3, False, 3, "area"),
    "fence": (1, False, 3, "length"),
}


def after_cover(hits: int, *fractions: Fraction) -> int:
    """The hits left after each deduction in turn, each rounded down: H - floor(H x f),
    then the next (FL-COVER-2; 9 hits behind a fence leave 7, a skirmisher then 4, FL-COVER-3)."""
    for f in fractions:
        hits -= (hits * f.numerator) // f.denominator
    return hits


def terrain_modifier(terrain: str, column: Column) -> int | None:
    """T1's number for ``terrain`` and ``column`` (None: impassable; a
    feature with no movement value counts as open ground, D8)."""
    if terrain in NO_MOVEMENT_VALUE:
        return 0
    return TERRAIN[terrain][column]


def specialists_allowed(army_size: int) -> int:
    """One specialist per full 500 points of the agreed size (FL-ARMY-4: 3000 -> 6, 4999 -> 9)."""
    return army_size // 500
