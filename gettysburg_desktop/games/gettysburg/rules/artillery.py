"""Long-range artillery fire (R-ART-1..8). Range and line of sight (R-ART-2/3)
are computed over the area graph by ``Battlefield.fire_targets``."""

from __future__ import annotations

from collections.abc import Iterable

from . import tables as T
from .actions import Action, act
from .base_board import BaseBoard
from .damage import LongRangeHit, representatives
from .frame import Frame
from .periods import is_night
from .pieces import ARTILLERY_FIRE_MARKERS, Kind, Side
from .said import said

#: what a long-range fire is declared at, and the die rolled for it (R-ART-4, R-ART-5)
FIRE_ROLL = {
    "infantry": said("long-range fire at the infantry"),
    "cavalry": said("long-range fire at the cavalry"),
    "infantry and cavalry": said("long-range fire at the infantry and cavalry"),
    "artillery": said("long-range fire at the artillery"),
}


def aimed_at(g: BaseBoard, target: str, aim: str, side: Side) -> str:
    """What fire of ``aim`` (the notation's ``infantry``: the units that
    fight, R-ART-5; or ``artillery``) hits in ``target`` as players say it:
    the infantry, the cavalry, or both (an area of cavalry and artillery is
    not fired at "the infantry", issue 14 item 9)."""
    if aim != "infantry":
        return aim
    kinds = {u.kind is Kind.CAVALRY for u in g.units_at(target, side.other) if u.fights}
    if kinds == {True}:
        return "cavalry"
    return "infantry and cavalry" if kinds == {True, False} else "infantry"


def fire_options(
    g: BaseBoard, side: Side, disc: str, fired_from: Iterable[str], fired: Iterable[str] = ()
) -> list[Action]:
    """Declarations open to ``side``'s artillery: R-ART-1 (up to two areas
    around the disc), R-ART-4 (artillery only where a fire marker lies),
    R-ART-8 (none at night, none into or out of entry boxes)."""
    st = g.state
    if is_night(st.period):
        return []
    areas = list(dict.fromkeys(fired_from))
    sources = areas if len(areas) >= 2 else g.bf.fire_reach(disc)
    done = set(fired)
    out = []
    for area in sources:
        guns = [u for u in g.units_at(area, side) if u.is_artillery and u.id not in done]
        if not guns:
            continue
        for target in g.bf.fire_targets(area):
            enemies = g.units_at(target, side.other)
            if not enemies:
                continue
            foot = any(u.fights for u in enemies)
            guns_there = target in st.fire_markers and any(u.is_artillery for u in enemies)
            for u in representatives(g, guns):
                if foot:
                    out.append(act("fire", u.id, target, "infantry"))
                if guns_there:
                    out.append(act("fire", u.id, target, "artillery"))
    return out


def can_fire(g: BaseBoard, side: Side, disc: str) -> bool:
    """Whether an artillery-fire order from ``disc`` has any declaration (R-ART-1..8)."""
    st = g.state
    if is_night(st.period):
        return False
    enemy = g.enemy_places(side)
    if not enemy:
        return False
    for area in g.bf.fire_reach(disc):
        if not any(u.is_artillery for u in st.at.get(area, ()) if u.side is side):
            continue
        for target in g.bf.fire_targets(area):
            if target not in enemy:
                continue
            for u in st.at[target]:
                if u.side is not side and (u.fights or target in st.fire_markers):
                    return True
    return False


class FireOrder(Frame):
    """R-ART-1..6. R-ART-4 [ruling]: every firing unit of the order is
    declared (target area and infantry or artillery) before any die is
    rolled; ``end-fire`` closes the declarations and rolls for each in the
    order declared (one T6 die each), then the results are applied in that
    order; last the fire markers are placed (R-ART-6)."""

    rule = "R-ART-1"
    step = "declare-fire"

    def __init__(self, side: Side, disc: str) -> None:
        self.side = side
        self.disc = disc
        self.declared: list[tuple[str, str, str]] = []  # (unit, target area, infantry|artillery)
        self.fired_from: list[str] = []
        self.results: list[tuple[str, str, str, str]] = []  # rolled, to apply: (unit, target, aim, result)
        self.stage = "declare"

    @property
    def fired(self) -> list[str]:
        return [d[0] for d in self.declared]

    def step_name(self, g: BaseBoard) -> str:
        return "take-fire-marker" if self.stage == "markers" else self.step

    def run(self, g: BaseBoard) -> bool:
        if self.stage == "roll":
            self._roll(g)
            self.stage = "results"
        if self.stage == "results":
            while self.results:
                if self._result(g, *self.results.pop(0)):
                    return False
            self.stage = "markers"
        if self.stage == "markers":
            if place_fire_markers(g, self):
                return True  # R-ART-6: the firer picks a marker to take from the map
            g.pop(self)
            return False
        return True

    def options(self, g: BaseBoard) -> list[Action]:
        if self.stage == "markers":
            return [act("take-marker", a) for a in sorted(g.state.fire_markers - set(self.fired_from))]
        out = fire_options(g, self.side, self.disc, self.fired_from, self.fired)
        if self.declared:
            out.append(END_FIRE)
        return out

    def asks(self, g: BaseBoard, action: Action) -> bool:
        return action.verb == "end-fire"  # the roll waits for the player's word

    def apply(self, g: BaseBoard, a: Action) -> None:
        st = g.state
        if a.verb == "end-fire":
            self.stage = "roll"
            return
        if a.verb == "take-marker":
            g.remove_fire_marker(a.args[0], "R-ART-6", said("to be used again"))
            return
        uid, target, aim = a.args
        u = st.units[uid]
        self.declared.append((uid, target, aim))
        if u.location not in self.fired_from:
            self.fired_from.append(u.location)
        if g.events_on:
            hits = aimed_at(g, target, aim, self.side)
            if g.events_on:
                g.tell("fire-declared", "R-ART-4", None, unit=uid, target=target, aim=aim, hits=hits)

    def _roll(self, g: BaseBoard) -> None:
        """R-ART-4, R-ART-5: one die per declared unit, all rolled before any result counts."""
        st = g.state
        for uid, target, aim in self.declared:
            u = st.units[uid]
            entrenched = len(st.entrenchments.get(target, ())) >= 2  # R-ENT-4
            face = g.roll(FIRE_ROLL[aimed_at(g, target, aim, self.side)], "R-ART-5", uid, "T6", target)
            result = T.long_range_fire(face, entrenched, u.damaged)
            g.roll_result(result)
            self.results.append((uid, target, aim, result))

    def _result(self, g: BaseBoard, uid: str, target: str, aim: str, result: str) -> bool:
        """Apply one result (R-ART-5); True if the owner must now decide."""
        enemy = self.side.other
        if aim == "infantry":
            if not any(u.fights for u in g.units_at(target, enemy)):
                return False  # the target has gone (e.g. cavalry evaded an earlier hit)
            if result == T.DISRUPT:
                g.disrupt(target, "R-ART-5")
            elif result == T.HIT:
                g.push(LongRangeHit(enemy, target))
                return True
        elif result == T.HIT and any(u.is_artillery for u in g.units_at(target, enemy)):
            g.push(ArtilleryHit(enemy, target))
            return True
        return False

    def prompt(self, g: BaseBoard) -> str:
        if self.stage == "markers":
            return said("no artillery-fire marker is left: choose one to take from the map")
        if self.declared:
            return said(
                "declare more long-range fire for artillery around {area} (at most two areas), or roll for the {n} declared",
                area=g.name(self.disc),
                n=len(self.declared),
            )
        return said("declare long-range fire for artillery around {area} (at most two areas)", area=g.name(self.disc))


END_FIRE = act("end-fire")


def place_fire_markers(g: BaseBoard, order: FireOrder) -> bool:
    """R-ART-6: a marker in every area the artillery fired from. True while
    the firer must choose a marker to take from the map."""
    st = g.state
    for area in order.fired_from:
        if area in st.fire_markers:
            continue
        if len(st.fire_markers) >= ARTILLERY_FIRE_MARKERS:
            if st.fire_markers - set(order.fired_from):
                return True
            continue
        st.fire_markers.add(area)
        if g.events_on:
            g.tell("fire-marker-placed", "R-ART-6", None, area=area)
    order.fired_from = []
    return False


class ArtilleryHit(Frame):
    """R-ART-5: a hit damages one artillery unit of the owner's choice; a
    damaged one hit again is eliminated."""

    rule = "R-ART-5"
    step = "damage-artillery"

    def __init__(self, side: Side, area: str) -> None:
        self.side, self.area = side, area

    def options(self, g: BaseBoard) -> list[Action]:
        guns = [u for u in g.units_at(self.area, self.side) if u.is_artillery]
        return [act("damage-artillery", u.id) for u in representatives(g, guns)]

    def run(self, g: BaseBoard) -> bool:
        if not any(u.is_artillery for u in g.units_at(self.area, self.side)):
            g.pop(self)
            return False
        return True

    def apply(self, g: BaseBoard, a: Action) -> None:
        g.pop(self)
        u = g.state.units[a.args[0]]
        if u.damaged:
            g.eliminate(u, "R-ART-5", said("damaged artillery hit again"))
        else:
            u.damaged = True
            if g.events_on:
                g.tell("artillery-damaged", "R-ART-5", None, unit=u.id)

    def prompt(self, g: BaseBoard) -> str:
        return said("long-range fire hits your artillery in {area}: choose the unit", area=g.name(self.area))
