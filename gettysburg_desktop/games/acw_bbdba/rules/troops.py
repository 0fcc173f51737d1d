"""The troop types (BB-TYPE), their bases (BB-BASE, T2) and their moves,
combat factors and ranges (T3), in the summary's own words beside ours.

Distances are paces (rules/scale.py turns them into millimetres); a base
is frontage x depth in millimetres (the summary writes depth x width).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Kind(str, Enum):  # noqa: UP042 - str() is the file's word
    """A troop type (BB-TYPE-1), the command element (BB-CMD) and the camp (BB-CAMP)."""

    CAVALRY = "cavalry"  # mounted (Reiterei, Re)
    DISMOUNTED = "dismounted cavalry"  # ("abgesehen", sic for abgesessen)
    MUSKETS = "muskets"  # line infantry, smoothbore (Musketen, Mu)
    RIFLES = "rifles"  # line infantry, rifled (Gewehre, Ge)
    JAEGER = "jaeger"  # skirmishers (Jäger, Jä)
    ARTILLERY = "artillery"  # (Artillerie, Art)
    COMMAND = "command"  # a mounted officer (Befehlselement)
    CAMP = "camp"  # (Lager)

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.value


@dataclass(frozen=True)
class Profile:
    """A type's line of T2 and T3."""

    kind: Kind
    german: str
    #: T2: frontage and depth of its base, in millimetres
    frontage: float
    depth: float
    #: T3: its move in good going (GG), difficult ground (SG) and on a road, in paces; None: it never moves
    move_gg: int | None
    move_sg: int | None
    move_road: int | None
    #: T3: its combat factor against foot and against mounted (BB-TYPE-4); artillery's melee factor apart
    vs_foot: int
    vs_mounted: int
    #: T3: its shooting range in paces; None: it does not shoot
    range: int | None = None
    #: BB-TYPE-3: artillery's factor in melee (+2; +4 in shooting)
    melee_factor: int | None = None
    rule: str = "BB-TYPE-2"


PROFILES: dict[Kind, Profile] = {
    p.kind: p
    for p in (
        Profile(Kind.CAVALRY, "Reiterei", 40, 30, 400, 200, 400, 3, 3),
        Profile(Kind.DISMOUNTED, "Reiterei, abgesessen", 40, 20, 300, 300, 400, 2, 2, range=300),
        Profile(Kind.MUSKETS, "Musketen", 40, 20, 200, 200, 400, 4, 4, range=200),
        Profile(Kind.RIFLES, "Gewehre", 40, 20, 200, 200, 400, 4, 4, range=400),
        # BB-TYPE-6: Jäger move 300 paces in good and difficult going alike
        Profile(Kind.JAEGER, "Jäger", 40, 20, 300, 300, 400, 2, 2, range=300),
        # BB-TYPE-8: artillery shoots every bound, after a move too (the shooting phase asks no one whether it moved)
        Profile(Kind.ARTILLERY, "Artillerie", 40, 40, 200, 100, 300, 4, 4, range=1000, melee_factor=2),
        # BB-CMD-1 [interpretation]: it moves as mounted cavalry; BB-CMD-5: it fights at +4
        # BB-BASE-3: an infantry base turned through 90° (20 mm wide, 40 deep); BB-CMD-3: it does not shoot
        Profile(Kind.COMMAND, "Befehlselement", 20, 40, 400, 200, 400, 4, 4, rule="BB-CMD-5"),
        # BB-CAMP-2: +2 against foot, +3 against mounted, shoots 300 paces; it never moves
        Profile(Kind.CAMP, "Lager", 40, 40, None, None, None, 2, 3, range=300, rule="BB-CAMP-2"),
    )
}

#: the troop elements of the army lists (BB-ARMY-3): the command element and the camp are apart
TROOPS = (Kind.CAVALRY, Kind.DISMOUNTED, Kind.MUSKETS, Kind.RIFLES, Kind.JAEGER, Kind.ARTILLERY)
#: BB-TYPE-5: line infantry, muskets or rifles
LINE_INFANTRY = frozenset({Kind.MUSKETS, Kind.RIFLES})


def profile(kind: Kind) -> Profile:
    return PROFILES[kind]


def is_mounted(kind: Kind) -> bool:
    """BB-TYPE-4: mounted cavalry and (**[interpretation]**) the command element, a mounted officer."""
    return kind in (Kind.CAVALRY, Kind.COMMAND)


def is_foot(kind: Kind) -> bool:
    """BB-TYPE-4: whether an opponent counts as foot: line infantry, Jäger, dismounted cavalry, and
    (**[interpretation]**) artillery and the camp, which are no mounted troops."""
    return not is_mounted(kind)


def is_line_infantry(kind: Kind) -> bool:
    return kind in LINE_INFANTRY


def shoots(kind: Kind) -> bool:
    """BB-SHOOT-1: line infantry, Jäger, dismounted cavalry, artillery and the camp shoot; mounted
    cavalry and the command element do not."""
    return profile(kind).range is not None


def combat_factor(kind: Kind, opponent: Kind, *, shooting: bool) -> int:
    """T3: ``kind``'s combat factor against ``opponent``, by whether the opponent is foot or mounted
    (BB-TYPE-4); artillery +4 in shooting, +2 in melee (BB-TYPE-3 **[interpretation]**)."""
    p = profile(kind)
    if not shooting and p.melee_factor is not None:
        return p.melee_factor
    return p.vs_mounted if is_mounted(opponent) else p.vs_foot


def move_distance(kind: Kind, going: str) -> int | None:
    """T3, BB-MOVE-1: the move of ``kind`` in ``going``: "GG", "SG" or "road"; None: it never moves."""
    p = profile(kind)
    return {"GG": p.move_gg, "SG": p.move_sg, "road": p.move_road}[going]
