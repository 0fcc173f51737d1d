"""An army of Finsterland as its player builds it (FL-ARMY, FL-LIST): its
units with their models and attached specialists, its single models, what
it costs, and every way it breaks the army list's limits, each with its
rule. The army builder and the army file (army_file.py) use it; the battle
deploys it (game/scenario.py).

Points (FL-ARMY-6): P per model; a specialist has a fixed price, and one
who replaces a model of a unit (standard bearer, medic, NCO) adds it to the
unit's; the pioneers cost 60 for the troop **[interpretation]**; the command
staff is free (FL-ARMY-3) and every army has exactly one.
"""

from __future__ import annotations

from dataclasses import dataclass

from gettysburg_desktop.kernel.said import Said, said

from .tables import FOOT_AND_HORSE, GUNS_AND_VEHICLES, JOINING, SPECIALISTS, UNITS, specialists_allowed

#: FL-ARMY-5: models in a unit by kind of unit (a battery or squadron may also be one model)
FOOT_AND_HORSE_SIZE = (12, 36)
BATTERY_SIZE = (3, 5)
PIONEERS = 12
#: FL-ARMY-8: the sheets' room for units; more is allowed, with a warning
SHEET_ROOM = 21
#: FL-ARMY-1: a typical game's armies
TYPICAL = (3000, 5000)
#: the specialists who may join a unit of each kind (FL-LIST-7: the standard bearer infantry or cavalry, the others infantry)
JOINS = {"standard bearer": ("infantry", "cavalry"), "medic": ("infantry",), "NCO": ("infantry",)}


def line_sizes(kind: str) -> tuple[int, int]:
    """FL-ARMY-5, FL-LIST-7: the fewest and the most models a line of ``kind``
    may have: infantry and cavalry 12 to 36, a battery or squadron 1 to 5 (its
    2 a problem: 3 to 5, or one), the pioneers 12, the command staff 6 (its
    messenger besides), a single specialist 1; (1, 1) for a kind not in the list."""
    if kind == "command staff":
        return (UNITS["command staff"].models[0] - 1,) * 2
    if kind == "pioneers":
        return (PIONEERS, PIONEERS)
    if kind in FOOT_AND_HORSE:
        return FOOT_AND_HORSE_SIZE
    if kind in GUNS_AND_VEHICLES:
        return (1, BATTERY_SIZE[1])
    return (1, 1)


def may_join(kind: str) -> tuple[str, ...]:
    """FL-LIST-7: the specialists who may replace a model of a unit of ``kind``
    (the standard bearer infantry or cavalry, the medic and the NCO infantry)."""
    arm = "cavalry" if kind in FOOT_AND_HORSE and "cavalry" in kind else "infantry" if kind in FOOT_AND_HORSE else ""
    return tuple(s for s in JOINING if arm in JOINS.get(s, ()))


def kinds_to_buy() -> tuple[str, ...]:
    """FL-LIST-1 to FL-LIST-7, FL-ARMY-3: the kinds a player adds as lines of an army:
    every unit but the command staff (every army has its one, free), then every
    specialist who stands alone (those who join a unit are bought with it)."""
    return tuple(k for k in UNITS if k != "command staff") + tuple(k for k in SPECIALISTS if k not in JOINING)


@dataclass(frozen=True)
class ArmyUnit:
    """One line of an army: a kind of the army list (a unit, the pioneers, the
    command staff or a single specialist), its models, its name, and the
    specialists who replaced one of its models."""

    kind: str
    models: int
    name: str = ""
    specialists: tuple[str, ...] = ()

    @property
    def points(self) -> int:
        """FL-ARMY-6, FL-ARMY-3: what the line costs."""
        if self.kind == "command staff":
            return 0
        if self.kind in SPECIALISTS:
            return SPECIALISTS[self.kind].points
        joined = sum(SPECIALISTS[s].points for s in self.specialists if s in SPECIALISTS)
        return (
            UNITS[self.kind].points * self.models if self.kind in UNITS else 0
        ) + joined  # an unknown kind: a problem

    @property
    def group(self) -> str:
        """FL-ARMY-2: "foot and horse", "guns and vehicles", or "other" (the staff, the pioneers, single specialists, D28)."""
        if self.kind in FOOT_AND_HORSE:
            return "foot and horse"
        if self.kind in GUNS_AND_VEHICLES:
            return "guns and vehicles"
        return "other"


@dataclass(frozen=True)
class Problem:
    """A way an army breaks the list, with the rule it breaks; ``warning``: allowed, but said."""

    place: str
    #: the sentence, in the player's language where it is shown (str() gives the English)
    text: Said | str
    rule: str
    warning: bool = False

    def __str__(self) -> str:
        return f"{self.place}: {self.text} ({self.rule})" if self.place else f"{self.text} ({self.rule})"


@dataclass(frozen=True)
class Army:
    """An army: its name, the size agreed for the game (FL-ARMY-1) and its lines."""

    id: str
    name: str
    size: int
    units: tuple[ArmyUnit, ...]

    @property
    def points(self) -> int:
        return sum(u.points for u in self.units)

    def spent_on(self, group: str) -> int:
        return sum(u.points for u in self.units if u.group == group)

    @property
    def specialists(self) -> int:
        """FL-ARMY-4: the specialists bought, standing alone or joined to a unit (the pioneers are one)."""
        alone = sum(1 for u in self.units if u.kind in SPECIALISTS)
        return alone + sum(len(u.specialists) for u in self.units)

    def problems(self) -> list[Problem]:
        """Every way the army breaks the army list (FL-ARMY-1 to FL-ARMY-8, FL-LIST)."""
        out: list[Problem] = []
        for i, u in enumerate(self.units):
            out.extend(_line_problems(f"units[{i}] ({u.name or u.kind})", u))
        staffs = sum(1 for u in self.units if u.kind == "command staff")
        if staffs != 1:
            out.append(Problem("", said("an army has one command staff, not {n}", n=staffs), "FL-ARMY-3"))
        if self.points > self.size:
            out.append(
                Problem(
                    "",
                    said("costs {points} points, more than the {size} agreed", points=self.points, size=self.size),
                    "FL-ARMY-1",
                )
            )
        spent = self.points
        if spent and 2 * self.spent_on("foot and horse") < spent:
            out.append(Problem("", said("only {n} of {spent} points in infantry and cavalry: at least half must be",
                                        n=self.spent_on("foot and horse"), spent=spent), "FL-ARMY-2"))  # fmt: skip
        if spent and 2 * self.spent_on("guns and vehicles") > spent:
            out.append(Problem("", said("{n} of {spent} points in guns and vehicles: at most half may be",
                                        n=self.spent_on("guns and vehicles"), spent=spent), "FL-ARMY-2"))  # fmt: skip
        allowed = specialists_allowed(self.size)
        if self.specialists > allowed:
            out.append(Problem("", said("{n} specialists; {size} points allow {allowed} (one per full 500)",
                                        n=self.specialists, size=self.size, allowed=allowed), "FL-ARMY-4"))  # fmt: skip
        fighting = sum(1 for u in self.units if u.kind not in SPECIALISTS or u.kind == "pioneers")
        if fighting > SHEET_ROOM:
            out.append(
                Problem(
                    "",
                    said("{n} units: the sheets have room for {room}", n=fighting, room=SHEET_ROOM),
                    "FL-ARMY-8",
                    True,
                )
            )
        return out

    def errors(self) -> list[Problem]:
        return [p for p in self.problems() if not p.warning]


def _line_problems(place: str, u: ArmyUnit) -> list[Problem]:
    known = {*UNITS, *SPECIALISTS}
    if u.kind not in known:
        return [
            Problem(
                place,
                said(
                    "{kind} is not in the army list; known: {known}", kind=repr(u.kind), known=", ".join(sorted(known))
                ),
                "FL-LIST-1",
            )
        ]
    out = []
    if u.kind == "command staff":
        if u.models != UNITS["command staff"].models[0] - 1:
            out.append(
                Problem(
                    place, said("the command staff is 6 models (and its messenger), not {n}", n=u.models), "FL-ARMY-5"
                )
            )
    elif u.kind == "pioneers":
        if u.models != PIONEERS:
            out.append(Problem(place, said("the pioneers are exactly 12 models, not {n}", n=u.models), "FL-ARMY-5"))
    elif u.kind in SPECIALISTS:
        if u.kind in JOINING:
            out.append(
                Problem(
                    place, said("a {kind} replaces a model of a unit: list him with the unit", kind=u.kind), "FL-LIST-7"
                )
            )
        elif u.models != 1:
            out.append(
                Problem(place, said("a {kind} is a single model, not {n}", kind=u.kind, n=u.models), "FL-LIST-7")
            )
    elif u.kind in FOOT_AND_HORSE:
        low, high = FOOT_AND_HORSE_SIZE
        if not low <= u.models <= high:
            out.append(
                Problem(
                    place,
                    said("{n} models: infantry and cavalry units have {low} to {high}", n=u.models, low=low, high=high),
                    "FL-ARMY-5",
                )
            )
    else:
        low, high = BATTERY_SIZE
        if not (u.models == 1 or low <= u.models <= high):
            out.append(Problem(place, said("{n} models: a battery or squadron has {low} to {high}, or one", n=u.models,
                                    low=low, high=high), "FL-ARMY-5"))  # fmt: skip
    for s in u.specialists:
        arm = "cavalry" if "cavalry" in u.kind else "infantry" if u.kind in FOOT_AND_HORSE else ""
        if s not in JOINS:
            out.append(Problem(place, said("a {kind} does not join a unit", kind=s), "FL-LIST-7"))
        elif arm not in JOINS[s]:
            out.append(
                Problem(place, said("a {kind} joins {arms} only", kind=s, arms=" or ".join(JOINS[s])), "FL-LIST-7")
            )
    if len(set(u.specialists)) != len(u.specialists):
        out.append(Problem(place, said("the same specialist twice in one unit (only the highest bonus counts)"), "FL-MOR-6",
                           True))  # fmt: skip
    return out
