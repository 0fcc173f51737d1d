"""Assault combat (R-ASLT): the five steps, the repeat round, artillery and
cavalry special cases, counter-attacks and the end of the assault."""

from __future__ import annotations

from . import tables as T
from .actions import Action, act
from .base_board import BaseBoard
from .battlefield import Terrain
from .damage import AssignExisting, TakeHits
from .frame import Frame
from .pieces import Kind, Side
from .retreat import ArtilleryFate, FallBack, Retreat, Withdraw
from .said import said

DEFENDING_ARTILLERY_FIRE = said("defending artillery fire")
DEFENDING_FIRE = said("defending fire")
ATTACKER_MORALE = said("attacker morale")
ATTACKING_FIRE = said("attacking fire")
DEFENDER_MORALE = said("defender morale (column {column})")


def assault_in(g: BaseBoard, area: str) -> Assault | None:
    """The assault being fought in ``area``, if any (``BaseBoard.assault_in``)."""
    return g.assault_in(area)


class AssaultQueue(Frame):
    """R-MOVE-8: every enemy-held area entered is resolved as one assault;
    [interpretation] the mover chooses the sequence."""

    rule = "R-MOVE-8"
    step = "choose-assault"

    def __init__(self, side: Side, areas: list[str]) -> None:
        self.side = side
        self.areas = list(areas)

    def _live(self, g: BaseBoard) -> list[str]:
        return [a for a in self.areas if g.count(a, self.side) and g.holds_enemy(a, self.side)]

    def run(self, g: BaseBoard) -> bool:
        live = self._live(g)
        for area in self.areas:
            if area not in live:  # nobody left to fight: the entering units just stay
                for u in g.units_at(area, self.side):
                    g.untie(u)
                    g.state.came_from.pop(u.id, None)
        self.areas = live
        if not live:
            # Attackers that found their area empty (the defenders left meanwhile) stay.
            g.pop(self)
            return False
        if len(live) == 1:
            self.areas = []
            g.push(Assault(live[0], self.side))
            return False
        return True

    def options(self, g: BaseBoard) -> list[Action]:
        return [act("assault", a) for a in self._live(g)]

    def apply(self, g: BaseBoard, a: Action) -> None:
        self.areas.remove(a.args[0])
        g.push(Assault(a.args[0], self.side))

    def prompt(self, g: BaseBoard) -> str:
        return said("choose the next assault to resolve: {areas}", areas=", ".join(g.name(a) for a in self._live(g)))


class Assault(Frame):
    """One assault in ``area`` by ``attacker`` (R-ASLT-1..12). Never waits itself:
    the decisions are its child steps (cube assignment, retreats, withdrawal)."""

    rule = "R-ASLT"
    step = "assault"

    @property
    def fights_in(self) -> str:
        return self.area

    def __init__(self, area: str, attacker: Side) -> None:
        self.area = area
        self.attacker = attacker
        self.defender = attacker.other
        self.side = attacker
        self.stage = "begin"
        self.round = 1
        self.hits = 0
        self.flag = False  # an "M" (step 2) or a "D" (step 4) was rolled
        self.results: list[tuple[str, str]] = []
        #: R-ASLT-9 [ruling]: how the defending infantry and cavalry left
        self.infantry_retreated = False
        self.cavalry_paths: list[tuple[str, ...]] = []  # where retreating cavalry went
        self.flank = False
        self.entrenched = False
        self.artillery_alone = False
        self.artillery_handled = False
        #: R-RET-2 [ruling]: the areas the attackers entered from
        self.entered_from: frozenset[str] = frozenset()

    # --- helpers -----------------------------------------------------------------
    def attackers(self, g: BaseBoard):
        return g.units_at(self.area, self.attacker)

    def defenders(self, g: BaseBoard):
        return g.units_at(self.area, self.defender)

    def left(self, unit, how: str, path: tuple[str, ...] = ()) -> None:
        """A defending infantry or cavalry unit left the battle (R-ASLT-9)."""
        if how == "retreated":
            if unit.kind is Kind.CAVALRY:
                self.cavalry_paths.append(path)
            else:
                self.infantry_retreated = True

    def _artillery_fate(self, g: BaseBoard) -> bool:
        """R-ASLT-9 [ruling], once all results of a step are applied:
        artillery left without infantry or cavalry retreats damaged if any
        infantry beside it retreated; may ride off undamaged with retreating
        cavalry if only cavalry retreated (or else retreats damaged); is
        eliminated only if every unit beside it was eliminated. True if it acted."""
        if self.artillery_handled or self.artillery_alone or not self.attackers(g):
            return False  # R-ASLT-11 handles artillery that stood alone from the start
        defenders = self.defenders(g)
        if not defenders or any(u.fights for u in defenders):
            return False
        self.artillery_handled = True
        if self.infantry_retreated:
            for u in reversed(defenders):
                g.push(Retreat(u.id, self.area, "defender", damage=True, why=said("its infantry retreated")))
        elif self.cavalry_paths:
            for u in reversed(defenders):
                g.push(ArtilleryFate(self.defender, self.area, u.id, tuple(self.cavalry_paths)))
        else:
            for u in list(defenders):
                g.eliminate(u, "R-ASLT-9", said("every unit beside it was eliminated"))
        return True

    def _over(self, g: BaseBoard) -> bool:
        return not self.attackers(g) or not self.defenders(g)

    # --- the steps -----------------------------------------------------------------
    def run(self, g: BaseBoard) -> bool:
        st = g.state
        while True:
            if (
                self.stage not in ("begin", "end", "done")
                and self._over(g)
                and not (self.results and self.stage.endswith("-results"))
            ):
                # (a step's results are all applied first: a T5 C that sends the last
                # attacker back does not cancel another defender's E or R)
                self.stage = "end"
            stage = self.stage
            if stage == "begin":
                self._begin(g)
                self.stage = "existing"
            elif stage == "existing":
                self.stage = "artillery"
                g.push(AssignExisting(self.defender, self.area))
                return False
            elif stage == "artillery":  # R-ASLT-1
                self.hits, self.flag = 0, False
                for u in self.defenders(g):
                    if u.is_artillery:
                        face = g.roll(DEFENDING_ARTILLERY_FIRE, "R-ASLT-1", u.id, "T1")
                        r = T.defending_artillery_fire(face, u.damaged)
                        g.roll_result(r)
                        if r == T.CUBE:
                            self.hits += 1
                self.stage = "infantry"
                if self.hits:
                    g.push(TakeHits(self.attacker, self.area, self.hits, "attacker"))
                    return False
            elif stage == "infantry":  # R-ASLT-2
                n = 0
                for u in self.defenders(g):
                    if u.fights:
                        face = g.roll(DEFENDING_FIRE, "R-ASLT-2", u.id, "T2")
                        r = T.defending_infantry_fire(face, u.cubes)
                        g.roll_result(r)
                        if r == T.CUBE:
                            n += 1
                        elif r == T.MORALE:
                            self.flag = True
                self.hits += n
                self.stage = "attacker-morale"
                if n:
                    g.push(TakeHits(self.attacker, self.area, n, "attacker"))
                    return False
            elif stage == "attacker-morale":  # R-ASLT-3
                self.results = []
                if self.hits or self.flag:
                    for u in self.attackers(g):
                        face = g.roll(ATTACKER_MORALE, "R-ASLT-3", u.id, "T3")
                        r = T.attacker_morale(face, u.cubes, u.is_elite)
                        g.roll_result(r)
                        self.results.append((u.id, r))
                self.stage = "attacker-morale-results"
            elif stage == "attacker-morale-results":
                if self._apply_attacker_morale(g):
                    return False
                self.stage = "alone-artillery"
            elif stage == "alone-artillery":  # R-ASLT-11
                self.stage = "attacker-fire"
                if self.artillery_alone and self.round == 1 and self.attackers(g):
                    for u in reversed(self.defenders(g)):
                        g.push(
                            Retreat(
                                u.id,
                                self.area,
                                "defender",
                                damage=True,
                                why=said("artillery alone cannot hold the area"),
                            )
                        )
                    return False
            elif stage == "attacker-fire":  # R-ASLT-4
                self.hits, self.flag = 0, False
                for u in self.attackers(g):
                    face = g.roll(ATTACKING_FIRE, "R-ASLT-4", u.id, "T4")
                    r = T.attacking_infantry_fire(face, u.cubes, self.entrenched)
                    g.roll_result(r)
                    if r == T.CUBE:
                        self.hits += 1
                    elif r == T.DISRUPT:
                        self.flag = True
                        g.disrupt(self.area, "R-ASLT-4")
                self.stage = "defender-morale"
                if self.hits:
                    g.push(TakeHits(self.defender, self.area, self.hits, "defender"))
                    return False
            elif stage == "defender-morale":  # R-ASLT-5
                self.results = []
                if self.hits or self.flag:
                    disrupted = self.area in st.disrupted
                    terrain = g.bf.areas[self.area].terrain
                    for u in self.defenders(g):
                        if not u.fights:
                            continue
                        column = T.defender_morale_column(
                            u.cubes,
                            flank_attack=self.flank,
                            town=terrain is Terrain.TOWN,
                            disrupted=disrupted,
                            inferior=u.kind is Kind.INFERIOR,
                            high_ground=terrain in (Terrain.HILL, Terrain.RIDGE),
                            entrenched=self.entrenched,
                            elite=u.is_elite,
                        )
                        face = g.roll(DEFENDER_MORALE, "R-ASLT-5", u.id, "T5", column=column)
                        r = T.defender_morale(face, column)
                        g.roll_result(r)
                        self.results.append((u.id, r))
                self.stage = "defender-morale-results"
            elif stage == "defender-morale-results":
                if self._apply_defender_morale(g):
                    return False
                self.stage = "withdraw" if self.round == 1 else "round-end"
                if self._artillery_fate(g):  # R-ASLT-9 [ruling]: after the step's results
                    return False
            elif stage == "withdraw":  # R-ASLT-8
                self.stage = "round-end"
                if any(u.is_artillery for u in self.defenders(g)) and any(u.fights for u in self.defenders(g)):
                    g.push(Withdraw(self.defender, self.area))
                    return False
            elif stage == "round-end":  # R-ASLT-6
                if self._artillery_fate(g):  # no step 5 followed the step-4 losses
                    return False
                if self.round == 1:
                    self.round = 2
                    self.hits, self.flag = 0, False
                    self.stage = "infantry"
                else:
                    self.stage = "end"
                    if g.events_on:
                        g.tell("assault-repulsed", "R-ASLT-6", None, area=self.area)
                    for u in reversed(self.attackers(g)):
                        g.push(Retreat(u.id, self.area, "attacker", why=said("the second round is over")))
                    return False
            elif stage == "end":
                self._end(g)
                self.stage = "done"
                g.pop(self)
                return False
            else:  # pragma: no cover
                raise AssertionError(stage)

    def _begin(self, g: BaseBoard) -> None:
        """R-ENT-3 / R-ENT-4: flank attack and entrenchment against this attack."""
        st = g.state
        markers = st.entrenchments.get(self.area, [])
        borders = {st.came_from.get(u.id) for u in self.attackers(g)}
        self.entered_from = frozenset(b for b in borders if b)
        if markers:
            self.flank = any(b not in markers for b in borders)
            only = next(iter(borders)) if len(borders) == 1 else None
            self.entrenched = not self.flank and only is not None and markers.count(only) >= 2
        self.artillery_alone = not any(u.fights for u in self.defenders(g))
        units = tuple(u.id for u in self.attackers(g))
        if g.events_on:
            g.tell(
                "assault",
                "R-ASLT",
                None,
                area=self.area,
                attacker=self.attacker.value,
                units=units,
                flank=self.flank,
                entrenched=self.entrenched,
            )

    def _apply_attacker_morale(self, g: BaseBoard) -> bool:
        units = g.state.units
        while self.results:
            uid, r = self.results.pop(0)
            u = units[uid]
            if u.location != self.area:
                continue
            if r == T.ELIMINATE:
                g.eliminate(u, "R-ASLT-3", said("attacker morale E"))
            elif r == T.RETREAT:
                g.push(Retreat(uid, self.area, "attacker", why=said("attacker morale R")))
                return True
        return False

    def _apply_defender_morale(self, g: BaseBoard) -> bool:
        units = g.state.units
        while self.results:
            uid, r = self.results.pop(0)
            u = units[uid]
            if u.location != self.area:
                continue
            if r == T.ELIMINATE:
                g.eliminate(u, "R-ASLT-5", said("defender morale E"))
            elif r == T.DISRUPT:
                g.disrupt(self.area, "R-ASLT-5")
            elif r == T.RETREAT:
                g.push(Retreat(uid, self.area, "defender", why=said("defender morale R")))
                return True
            elif r == T.COUNTER and self.attackers(g):
                if g.events_on:
                    g.tell("counter-attack", "R-ASLT-5", None, area=self.area, unit=uid)
                g.push(FallBack(self.attacker, self.area))
                return True
        return False

    def _end(self, g: BaseBoard) -> None:
        """R-ASLT-7, R-DMG-4, R-BLK-4."""
        st = g.state
        attackers = self.attackers(g)
        defenders = self.defenders(g)
        if attackers and not defenders:
            if g.events_on:
                g.tell("area-taken", "R-ASLT-7", None, area=self.area, side=self.attacker.value)
            g.remove_disruption(self.area, "R-ASLT-7", said("as the attacker takes the area"))
            g.remove_all_entrenchments(self.area, "R-ASLT-7", said("the attacker takes the area"))
        for u in attackers + defenders:
            g.untie(u)
            st.came_from.pop(u.id, None)
        g.drop_orphan_cubes(self.area)
        block = st.blocks.get(self.area)
        if block is not None and g.count(self.area, block.side) == 0 and g.count(self.area, block.side.other):
            g.remove_block(self.area, "R-BLK-4")
        if not g.units_at(self.area):
            g.remove_all_entrenchments(self.area, "R-ENT-5", said("no unit remains"))

    def prompt(self, g: BaseBoard) -> str:  # pragma: no cover - never waits
        return said("the assault on {area} goes on", area=g.name(self.area))
