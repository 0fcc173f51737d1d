"""The armies (BB-ARMY): four lists of a contingent of 12 elements, two a
side by period (T1a); three contingents a side of one list, each choosing
its options (BB-ARMY-2); the periods the two sides may pair (BB-ARMY-5 and
the ruling BB-RUL-4); three commands of at least six troop elements formed
freely from the 36 (BB-ARMY-6).

A list entry is a least and a most count; "Mu or Jä" (0-2 further elements,
each made muskets or Jäger by its owner, BB-ARMY-4) is its own entry, so a
contingent's muskets and Jäger beyond their own entries fill it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .troops import Kind

#: BB-ARMY-1: a contingent's size
CONTINGENT = 12
#: BB-ARMY-2 [interpretation]: the standard game's contingents a side
CONTINGENTS = 3
#: BB-ARMY-6: the commands a side, and the least troop elements of each
COMMANDS, LEAST_IN_COMMAND = 3, 6

SIDES = ("confederate", "union")
PERIODS = ("early", "late")

Range = tuple[int, int]


@dataclass(frozen=True)
class ArmyList:
    """A line of T1a: a side in a period and its entries, each a least and a most count."""

    side: str
    period: str
    title: str
    cavalry: Range
    muskets: Range
    rifles: Range
    #: "Mu oder Jä": further elements, each muskets or Jäger (BB-ARMY-4)
    muskets_or_jaeger: Range
    jaeger: Range
    artillery: Range


#: BB-ARMY-3, Table T1a
LISTS: dict[tuple[str, str], ArmyList] = {
    (a.side, a.period): a
    for a in (
        ArmyList("confederate", "early", "Confederates 1861-63", (0, 3), (4, 4), (2, 6), (0, 2), (0, 0), (0, 2)),
        ArmyList("confederate", "late", "Confederates 1863-65", (0, 2), (0, 0), (6, 12), (0, 0), (0, 2), (0, 2)),
        ArmyList("union", "early", "Union 1861-62", (0, 1), (3, 3), (3, 9), (0, 2), (0, 0), (0, 2)),
        ArmyList("union", "late", "Union 1863-65", (0, 2), (0, 0), (6, 12), (0, 0), (0, 2), (0, 2)),
    )
}

#: decision 28: a contingent each list offers first (the Confederate early one is BB-ARMY-8's example)
DEFAULTS: dict[tuple[str, str], dict[Kind, int]] = {
    ("confederate", "early"): {Kind.CAVALRY: 2, Kind.MUSKETS: 5, Kind.RIFLES: 4, Kind.ARTILLERY: 1},
    ("confederate", "late"): {Kind.CAVALRY: 2, Kind.RIFLES: 8, Kind.JAEGER: 1, Kind.ARTILLERY: 1},
    ("union", "early"): {Kind.CAVALRY: 1, Kind.MUSKETS: 4, Kind.RIFLES: 6, Kind.ARTILLERY: 1},
    ("union", "late"): {Kind.CAVALRY: 1, Kind.RIFLES: 8, Kind.JAEGER: 2, Kind.ARTILLERY: 1},
}

_NAMES = {Kind.CAVALRY: "cavalry", Kind.MUSKETS: "muskets", Kind.RIFLES: "rifles", Kind.JAEGER: "Jäger",
          Kind.ARTILLERY: "artillery"}  # fmt: skip


def _span(r: Range) -> str:
    return f"exactly {r[0]}" if r[0] == r[1] else f"{r[0]}-{r[1]}"


def contingent_problems(army: ArmyList, counts: dict[Kind, int]) -> list[str]:
    """Why ``counts`` is no contingent of ``army`` (BB-ARMY-1, -3, -4), each in words with its rule; []
    where it is one. Cavalry counts mounted and dismounted alike (it dismounts in play, BB-TYPE-7)."""
    c = Counter({k: n for k, n in counts.items() if n})
    c[Kind.CAVALRY] += c.pop(Kind.DISMOUNTED, 0)
    out = []
    odd = sorted(str(k) for k in c if k not in _NAMES)
    if odd:
        out.append(f"a contingent holds troop elements only, not {', '.join(odd)} (BB-ARMY-1)")
    total = sum(n for k, n in c.items() if k in _NAMES)
    if total != CONTINGENT:
        out.append(f"{total} elements: a contingent has exactly {CONTINGENT} (BB-ARMY-1)")
    for kind, r in ((Kind.CAVALRY, army.cavalry), (Kind.RIFLES, army.rifles), (Kind.ARTILLERY, army.artillery)):
        if not r[0] <= c[kind] <= r[1]:
            out.append(f"{c[kind]} {_NAMES[kind]}: {army.title} has {_span(r)} (BB-ARMY-3)")
    # the muskets and Jäger beyond their own entries fill "Mu or Jä" (BB-ARMY-4)
    lo_mu, hi_mu = army.muskets
    lo_jae, hi_jae = army.jaeger
    if c[Kind.MUSKETS] < lo_mu or c[Kind.JAEGER] < lo_jae:
        out.append(f"{c[Kind.MUSKETS]} muskets and {c[Kind.JAEGER]} Jäger: {army.title} has {_span(army.muskets)} "
                   f"muskets and {_span(army.jaeger)} Jäger (BB-ARMY-3)")  # fmt: skip
    else:
        extra = max(0, c[Kind.MUSKETS] - hi_mu) + max(0, c[Kind.JAEGER] - hi_jae)
        lo_x, hi_x = army.muskets_or_jaeger
        if not lo_x <= extra <= hi_x:
            choice = f"{_span(army.muskets_or_jaeger)} more muskets or Jäger" if hi_x else "no more"
            out.append(f"{c[Kind.MUSKETS]} muskets and {c[Kind.JAEGER]} Jäger: {army.title} has "
                       f"{_span(army.muskets)} muskets, {_span(army.jaeger)} Jäger and {choice} (BB-ARMY-3, BB-ARMY-4)")  # fmt: skip
    return out


def periods_pair(confederate: str, union: str, *, cross: bool = False) -> bool:
    """BB-ARMY-5 and the ruling BB-RUL-4: early against early and late against late; with the option
    chosen at set-up also the Confederates 1861-63 against the Union 1863-65 (never the Confederates
    1863-65 against the Union 1861-62)."""
    if confederate == union:
        return True
    return cross and (confederate, union) == ("early", "late")


def command_problems(sizes: list[int], troops: int = CONTINGENT * CONTINGENTS) -> list[str]:
    """BB-ARMY-6: the side's troop elements divided into three commands of at least six each."""
    out = []
    if len(sizes) != COMMANDS:
        out.append(f"{len(sizes)} commands: a side has {COMMANDS} (BB-ARMY-6)")
    small = [n for n in sizes if n < LEAST_IN_COMMAND]
    if small:
        out.append(f"a command of {small[0]}: each has at least {LEAST_IN_COMMAND} troop elements (BB-ARMY-6)")
    if sum(sizes) != troops:
        out.append(f"the commands hold {sum(sizes)} elements, the side has {troops} (BB-ARMY-6)")
    return out


# --- a side's army ----------------------------------------------------------------------------
#: the troop types an army file counts, in its order (dismounted cavalry starts mounted: it dismounts in play)
COUNTED = (Kind.CAVALRY, Kind.MUSKETS, Kind.RIFLES, Kind.JAEGER, Kind.ARTILLERY)


@dataclass(frozen=True)
class CommandPlan:
    """A command as the army forms it (BB-ARMY-6): its name and its troop elements by type."""

    name: str
    counts: tuple[tuple[Kind, int], ...]

    @property
    def size(self) -> int:
        return sum(n for _k, n in self.counts)


@dataclass(frozen=True)
class Army:
    """A side's army (BB-ARMY-2, -6): its list (side, period), three contingents of twelve each matching
    it, and the three commands the 36 elements are divided into."""

    id: str
    name: str
    side: str
    period: str
    contingents: tuple[tuple[tuple[Kind, int], ...], ...]
    commands: tuple[CommandPlan, ...]

    def problems(self) -> list[tuple[str, str]]:
        """Every way the army breaks its list, as (place, words with the rule)."""
        out: list[tuple[str, str]] = []
        army_list = LISTS.get((self.side, self.period))
        if army_list is None:
            return [("side", f"no list for {self.side} in the {self.period} period (BB-ARMY-3)")]
        if len(self.contingents) != CONTINGENTS:
            out.append(("contingents", f"{len(self.contingents)} contingents: a side fields {CONTINGENTS} (BB-ARMY-2)"))
        for i, c in enumerate(self.contingents):
            out += [(f"contingents[{i}]", p) for p in contingent_problems(army_list, dict(c))]
        out += [
            ("commands", p)
            for p in command_problems([c.size for c in self.commands], CONTINGENT * len(self.contingents))
        ]
        fielded = {k: sum(dict(c).get(k, 0) for c in self.contingents) for k in COUNTED}
        commanded = {k: sum(dict(c.counts).get(k, 0) for c in self.commands) for k in COUNTED}
        for k in COUNTED:
            if fielded[k] != commanded[k]:
                out.append(
                    ("commands", f"the commands hold {commanded[k]} {k}, the contingents {fielded[k]} (BB-ARMY-6)")
                )
        return out
