"""The pieces of the game: sides, unit types, damage-cube colours, units (R-COMP)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from .said import Said, said


class Side(str, Enum):  # noqa: UP042 - a StrEnum would change str() of a member, which records and texts use
    """The two sides. The text form is the lower-case abbreviation."""

    CSA = "csa"
    USA = "usa"

    @property
    def other(self) -> Side:
        return Side.USA if self is Side.CSA else Side.CSA

    @property
    def title(self) -> Said:
        """ "Confederate" or "Union", as the engine's texts name the side."""
        return _SIDE_WORDS[self]

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.value


class Kind(str, Enum):  # noqa: UP042 - a StrEnum would change str() of a member, which records and texts use
    """Unit types (R-COMP). Cavalry fights like infantry (R-ASLT)."""

    REGULAR = "regular"
    ELITE = "elite"
    INFERIOR = "inferior"
    CAVALRY = "cavalry"
    ARTILLERY = "artillery"

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.value


INFANTRY_KINDS = frozenset({Kind.REGULAR, Kind.ELITE, Kind.INFERIOR})
#: Units that carry cubes, fire in steps 2 and 4 and check morale.
FIGHTING_KINDS = INFANTRY_KINDS | {Kind.CAVALRY}

#: R-DMG-2 / R-DMG-3: cubes a unit may hold; one more eliminates it.
CUBE_LIMIT = {Kind.REGULAR: 5, Kind.ELITE: 5, Kind.INFERIOR: 5, Kind.CAVALRY: 3}


def colour(side: Side, kind: Kind) -> str:
    """The damage-cube colour of a unit type: "csa-regular", "usa-cavalry" ..."""
    return f"{side.value}-{kind.value}"


_SIDE_WORDS = {Side.CSA: said("Confederate"), Side.USA: said("Union")}

#: the cube colours as players say them (translated as a whole: the words
#: for "Confederate" and "regular" go together differently in each language)
_COLOUR_WORDS = {
    "csa-regular": said("Confederate regular"),
    "csa-elite": said("Confederate elite"),
    "usa-regular": said("Union regular"),
    "usa-elite": said("Union elite"),
    "usa-inferior": said("Union inferior"),
    "usa-cavalry": said("Union cavalry"),
}


def colour_words(cube_colour: str) -> Said:
    """A cube colour as players say it: "csa-regular" -> "Confederate regular"."""
    return _COLOUR_WORDS[cube_colour]


def colour_side(cube_colour: str) -> Side:
    return Side(cube_colour.split("-", 1)[0])


def colour_kind(cube_colour: str) -> Kind:
    return Kind(cube_colour.split("-", 1)[1])


#: R-COMP: units per side and type.
UNIT_COUNTS: dict[Side, dict[Kind, int]] = {
    Side.CSA: {Kind.REGULAR: 17, Kind.ELITE: 5, Kind.ARTILLERY: 9},
    Side.USA: {Kind.REGULAR: 19, Kind.ELITE: 1, Kind.INFERIOR: 7, Kind.CAVALRY: 2, Kind.ARTILLERY: 11},
}

#: R-COMP: damage cubes per colour.
CUBE_SUPPLY: dict[str, int] = {
    "csa-regular": 30,
    "csa-elite": 20,
    "usa-regular": 30,
    "usa-elite": 5,
    "usa-inferior": 15,
    "usa-cavalry": 5,
}

#: R-COMP: command block values, the same for both sides.
BLOCK_VALUES: tuple[int, ...] = (2, 2, 3, 3, 4, 4, 5, 5)

CSA_DISCS = 22
USA_BLUE_DISCS = 12
USA_BLACK_DISCS = 8
ENTRENCHMENT_MARKERS = 20
DISRUPTION_MARKERS = 8
ARTILLERY_FIRE_MARKERS = 4
STACKING_LIMIT = 4  # R-MOVE-5

#: Where a unit is when it is not in an area or an entry box.
ON_CHART = "@chart"  # on the reinforcement chart, not yet arrived
ELIMINATED = "@eliminated"


@dataclass(slots=True)
class Unit:
    """One wooden piece. ``cubes`` counts the cubes tied to it (R-DMG-1: only
    while it moves or fights); loose cubes lie in the area (GameState.cubes)."""

    id: str
    side: Side
    kind: Kind
    location: str = ON_CHART
    damaged: bool = False  # artillery laid on its side (R-ART-5, R-ASLT-9)
    cubes: int = 0
    # Fixed by the unit's type; stored rather than derived because the engine
    # reads them tens of thousands of times a second.
    colour: str = field(init=False)
    fights: bool = field(init=False)  # infantry or cavalry
    is_artillery: bool = field(init=False)
    is_elite: bool = field(init=False)
    cube_limit: int = field(init=False)

    def __post_init__(self) -> None:
        self.colour = colour(self.side, self.kind)
        self.fights = self.kind is not Kind.ARTILLERY
        self.is_artillery = self.kind is Kind.ARTILLERY
        self.is_elite = self.kind is Kind.ELITE
        self.cube_limit = CUBE_LIMIT.get(self.kind, 0)
