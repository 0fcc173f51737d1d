"""Steps 3 and 4, Beschuss and Schießen (FL-FIRE, FL-SEQ-2): the
opponent's units fire at the active player's during and after his
movement, then the active player's units that did not move fire.

Within each step the units fire by groups, infantry (with the command
staff and the sniper) before cavalry (FL-FIRE-7, FL-FIRE-8); within a group
the firing player chooses the order, and each attack's losses come off
before the next (D15). A unit fires at most once a round (FL-FIRE-1), not
while in melee (FL-FIRE-4), at the nearest enemy unit it can damage; a
single model is never a forced target but may be chosen (FL-FIRE-5,
FL-RUL-3); the sniper at any target (FL-SPEC-8).
"""

from __future__ import annotations

from typing import Any

from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.said import said

from ..field.contact import melee_groups
from ..rules.fire import ordinary_hits, suffered
from ..rules.hits import Armour, can_harm
from ..rules.melee import fire_into_melee
from ..rules.tables import Column
from ..rules.targets import Candidate, choose_targets
from ..rules.units import Body, Unit
from .actions import Action, act
from .firing import Sighting, best_sighting, front_rank, range_of, second_rank
from .fog import may_target
from .losses import take_hits
from .melee_step import bases_of
from .movement_step import in_melee
from .sides import Side
from .transport import passengers_firing
from .words import COVER, GROUP, word

#: FL-FIRE-8: the groups that fire in turn in each step (machine guns and artillery fire by strip and disc)
GROUPS = ("infantry", "cavalry")


def group_of(unit: Unit) -> str | None:
    """FL-FIRE-7: infantry (with the command staff and the sniper), cavalry."""
    if unit.kind == "sniper":
        return "infantry"
    col = unit.profile.column
    if col is Column.INFANTRY and not unit.single:
        return "infantry"
    if col is Column.CAVALRY:
        return "cavalry"
    return None


def can_damage(firer: Unit, target: Unit) -> bool:
    """FL-HIT-3: F armour is harmed only by Treffer F."""
    return can_harm(Armour.of(target.profile), firer.profile.f_hits)


class Fire(Frame):
    """Beschuss (``own_round`` False: the opponent fires) or Schießen (the active player's units that did not move)."""

    def __init__(self, side: Side, own_round: bool) -> None:
        self.side = side
        self.own_round = own_round
        self.rule = "FL-FIRE-7" if own_round else "FL-FIRE-2"
        self.step = "schiessen" if own_round else "beschuss"
        self.group = 0
        self.done: set[str] = set()
        #: (firer, target) -> what the firer makes of it (None: it may not fire at it); dropped when either changes
        self.seen: dict[tuple[str, str], Sighting | None] = {}

    # --- who may fire at whom
    def moments(self, target: Unit) -> list[Body]:
        if not self.own_round and target.record.moved and target.record.trace:
            return list(target.record.trace)
        return [target.body]

    def sighting(self, g: Any, firer: Unit, target: Unit) -> Sighting | None:
        key = (firer.id, target.id)
        if key not in self.seen:
            self.seen[key] = best_sighting(g.table, firer, target, self.moments(target))
        return self.seen[key]

    def firers(self, g: Any) -> list[Unit]:
        st = g.state
        group = GROUPS[self.group]
        out = []
        for u in st.side_units(self.side):
            if u.id in self.done or u.record.fired or group_of(u) != group or range_of(u) is None:
                continue
            if self.own_round and u.record.moved:
                continue
            if in_melee(g, u):
                continue
            out.append(u)
        if self.own_round:  # FL-TRANS-2: passengers fire in their own round from a vehicle that did not move
            out += [u for u in passengers_firing(g, self.side.value)
                    if u.id not in self.done and not u.record.fired and not u.record.moved
                    and group_of(u) == group and range_of(u) is not None
                    and not in_melee(g, u)]  # (its body is the vehicle's: no fire from a vehicle in melee)  # fmt: skip
        return out

    def firer(self, g: Any, uid: str) -> Unit:
        """The unit firing: on the table, or carried and firing from its vehicle's base (FL-TRANS-2)."""
        if uid in g.state.units:
            return g.state.units[uid]
        return next(u for u in passengers_firing(g, self.side.value) if u.id == uid)

    def targets(self, g: Any, firer: Unit) -> list[Unit]:
        """The enemy units ``firer`` may choose (FL-FIRE-5, FL-RUL-3, FL-SPEC-8)."""
        seen = {}
        for t in g.state.side_units(self.side.other):
            if not may_target(g, self.side, t.id, moved_past=not self.own_round):  # FL-MOVE-8: unseen
                continue
            s = self.sighting(g, firer, t)
            if s is not None:
                seen[t.id] = (t, Candidate(t.id, s.distance, can_damage(firer, t), t.single))
        choice = choose_targets([c for _t, c in seen.values()], sniper=firer.kind == "sniper")
        return [seen[uid][0] for uid in choice.allowed]

    def run(self, g: Any) -> bool:
        while self.group < len(GROUPS):
            if any(self.targets(g, f) for f in self.firers(g)):
                return True
            self.group += 1
        g.pop(self)
        return False

    def options(self, g: Any) -> list[Action]:
        out = [act("end-fire")]
        for f in self.firers(g):
            targets = self.targets(g, f)
            if targets:
                out.append(act("hold", f.id))
                out.extend(act("fire", f.id, t.id) for t in targets)
        return out

    def prompt(self, g: Any) -> str:
        if self.own_round:
            return said(
                "fire with the units that did not move: {group} first (FL-FIRE-7)",
                group=word(GROUP, GROUPS[self.group]),
            )
        return said(
            "fire at the units that moved or stand in sight: {group} (FL-FIRE-2)", group=word(GROUP, GROUPS[self.group])
        )

    def apply(self, g: Any, action: Action) -> None:
        st = g.state
        if action.verb == "end-fire":
            self.group = len(GROUPS)
            g.emit("fire-over", said("{side} fires no more", side=self.side.title), self.rule)
            return
        firer = self.firer(g, action.args[0])
        self.done.add(firer.id)
        if action.verb == "hold":
            g.emit("hold", said("{unit} holds its fire", unit=firer.name), "FL-FIRE-5", unit=firer.id)
            return
        target = st.units[action.args[1]]
        s = self.sighting(g, firer, target)
        assert s is not None
        firer.record.fired = True
        carried = firer.id in st.aboard
        hits = ordinary_hits(
            firer.models if carried else len(front_rank(firer.body)),
            0 if carried else second_rank(firer.body),
            own_round=self.own_round,
            treffer=firer.profile.hits,
            skirmish=firer.skirmishing or carried,
            from_cover=carried,  # FL-FIRE-10, FL-TRANS-2: half of the passengers
        )
        after = suffered(
            hits, s.cover.fraction if s.cover else None, single_or_skirmish=target.single or target.skirmishing
        )
        cover = said(", {cover} cover", cover=word(COVER, s.cover.kind)) if s.cover else ""
        g.emit(
            "fire",
            said("{unit} fires at {target} at {d} in: {hits}{cover}, {after} suffered",
                 unit=firer.name, target=target.name, d=f"{s.distance:.2f}",
                 hits=said("1 hit") if hits == 1 else said("{n} hits", n=hits), cover=cover, after=after),
            self.rule,
            unit=firer.id,
            target=target.id,
            hits=hits,
            suffered=after,
        )  # fmt: skip
        struck = [target]
        if in_melee(g, target):  # FL-FIRE-4: the hits divided evenly among the units of the melee, both sides
            group = next(grp for grp in melee_groups([bases_of(u) for u in st.units.values()]) if target.id in grp)
            struck = [st.units[uid] for uid in group]
            split = fire_into_melee(after, len(struck))
            g.emit("fire-into-melee", said("{hits} hits into the melee: {each} to each of its {n} units, {lost} lost",
                                          hits=after, each=split.each, n=len(struck), lost=split.lost),
                   "FL-FIRE-4", unit=firer.id, target=target.id)  # fmt: skip
            after = split.each
        for unit in struck:
            if take_hits(g, unit, after, f_hits=firer.profile.f_hits, rule="FL-FIRE-6"):
                for key in [k for k in self.seen if unit.id in k]:
                    del self.seen[key]
