"""Long-range artillery fire (R-ART-1..8). Range and line of sight (R-ART-2/3)
are computed over the area graph by ``Battlefield.fire_targets``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from . import tables as T
from .actions import Action, act
from .damage import LongRangeHit, representatives
from .frame import Frame
from .periods import is_night
from .pieces import ARTILLERY_FIRE_MARKERS, Side

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def fire_options(g: "Game", side: Side, disc: str, fired_from: Iterable[str], fired: Iterable[str] = ()) -> list[Action]:
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


def can_fire(g: "Game", side: Side, disc: str) -> bool:
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
    """R-ART-1..6: declarations one by one, each rolled at once; the order
    ends when the player says so or nothing more can fire."""

    rule = "R-ART-1"

    def __init__(self, side: Side, disc: str) -> None:
        self.side = side
        self.disc = disc
        self.fired_from: list[str] = []
        self.fired: list[str] = []
        self.finished = False

    def run(self, g: "Game") -> bool:
        if self.finished:
            if place_fire_markers(g, self):
                return True  # R-ART-6: the firer picks a marker to take from the map
            g.pop(self)
            return False
        return True

    def options(self, g: "Game") -> list[Action]:
        if self.finished:
            return [act("take-marker", a) for a in sorted(g.state.fire_markers - set(self.fired_from))]
        out = fire_options(g, self.side, self.disc, self.fired_from, self.fired)
        if self.fired:
            out.append(act("end-fire"))
        return out

    def apply(self, g: "Game", a: Action) -> None:
        st = g.state
        if a.verb == "end-fire":
            self.finished = True
            return
        if a.verb == "take-marker":
            st.fire_markers.discard(a.args[0])
            g.emit("fire-marker-taken", f"the artillery-fire marker in {a.args[0]} is taken for reuse", "R-ART-6", area=a.args[0])
            return
        uid, target, kind = a.args
        u = st.units[uid]
        self.fired.append(uid)
        if u.location not in self.fired_from:
            self.fired_from.append(u.location)
        entrenched = len(st.entrenchments.get(target, ())) >= 2  # R-ENT-4
        face = g.roll(f"{uid} long-range fire at {kind} in {target}", "R-ART-5", uid)
        result = T.long_range_fire(face, entrenched, u.damaged)
        g.roll_result(result)
        enemy = self.side.other
        if kind == "infantry":
            if result == T.DISRUPT:
                g.disrupt(target, "R-ART-5")
            elif result == T.HIT:
                g.push(LongRangeHit(enemy, target))
        elif result == T.HIT:
            g.push(ArtilleryHit(enemy, target))
        if not fire_options(g, self.side, self.disc, self.fired_from, self.fired):
            self.finished = True

    def prompt(self, g: "Game") -> str:
        if self.finished:
            return "no artillery-fire marker is left: choose one to take from the map"
        return f"declare long-range fire for artillery around {self.disc} (at most two areas)"


def place_fire_markers(g: "Game", order: FireOrder) -> bool:
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
        g.emit("fire-marker", f"an artillery-fire marker is placed in {area}", "R-ART-6", area=area)
    order.fired_from = []
    return False


class ArtilleryHit(Frame):
    """R-ART-5: a hit damages one artillery unit of the owner's choice; a
    damaged one hit again is eliminated."""

    rule = "R-ART-5"

    def __init__(self, side: Side, area: str) -> None:
        self.side, self.area = side, area

    def options(self, g: "Game") -> list[Action]:
        guns = [u for u in g.units_at(self.area, self.side) if u.is_artillery]
        return [act("damage-artillery", u.id) for u in representatives(g, guns)]

    def run(self, g: "Game") -> bool:
        if not any(u.is_artillery for u in g.units_at(self.area, self.side)):
            g.pop(self)
            return False
        return True

    def apply(self, g: "Game", a: Action) -> None:
        g.pop(self)
        u = g.state.units[a.args[0]]
        if u.damaged:
            g.eliminate(u, "R-ART-5", "damaged artillery hit again")
        else:
            u.damaged = True
            g.emit("artillery-damaged", f"{u.id} is damaged", "R-ART-5", unit=u.id)

    def prompt(self, g: "Game") -> str:
        return f"long-range fire hits your artillery in {self.area}: choose the unit"
