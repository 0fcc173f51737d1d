"""The guns in the round: step 1, the opponent's artillery plan (FL-ART),
and the end of step 3, Beschuss by machine guns, light artillery and heavy
artillery, in that order (FL-FIRE-8, FL-MG, FL-BOMB).

- **The plan**: the opponent writes sectors for his light guns (hit in
  this round) and his heavy guns (hit in round + 2), at most one a gun that
  may fire, each seen by his observers or his command staff and within
  range (FL-ART-1, FL-ART-2, FL-RUL-2). The other side reads "plan light ?".
- **Machine guns**: each gun of a battery that may fire lays one strip in
  its front arc covering a model of a target it may choose (FL-MG-2,
  FL-FIRE-5); every model more than half under it is hit, friend or foe,
  cover model by model (FL-MG-1, FL-COVER-5).
- **Artillery**: each gun that may fire lays one disc face down in the
  sectors written for its kind (light: 6" to 20" from it); when all are
  laid they are turned in the order laid, each drawn from its player's
  stack, and an explosion hits every model more than half under it with
  Treffer F and its psychology (FL-BOMB-3 to FL-BOMB-6, D23).

The measures are field/strips.py's and field/bombardment.py's, the numbers
rules/hits.py's and rules/guns.py's.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import shapely
import shapely.ops

from gettysburg_desktop.boards.table.bases import Pose, Size
from gettysburg_desktop.boards.table.measures import front_arc
from gettysburg_desktop.boards.table.shapes import polygon
from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.said import said

from ..field.bodies import ground
from ..field.bombardment import (
    check_disc,
    check_sector,
    heavy_places,
    light_places,
    sector_visible,
    writable_sectors,
)
from ..field.cover import cover_groups
from ..field.discs import disc as disc_shape
from ..field.discs import models_hit
from ..field.strips import check_strip, machine_gun_targets, strip_at
from ..rules.artillery import HIT, reshuffle_if_low
from ..rules.formation import Formation
from ..rules.guns import DISC_RADIUS, falls_in, may_fire, sectors_allowed
from ..rules.hits import Armour, area_hits, can_harm
from ..rules.units import Unit
from .actions import Action, act
from .demolition import disc_strikes, gun_parts, strip_strikes
from .deployment_step import zone
from .fog import known_bodies, may_target
from .log_words import area_words
from .losses import take_hits
from .movement_step import in_melee, unit_named, where_all
from .sides import Side
from .words import ARTILLERY, FACE, GROUP, word

Base = tuple[Pose, Size]
#: FL-FIRE-8: the guns' groups in Beschuss, after infantry and cavalry
GUN_GROUPS = ("machine guns", "light artillery", "heavy artillery")
#: T7: which kind of gun belongs to which group
GROUP_OF = {
    "light machine gun": "machine guns",
    "heavy machine gun": "machine guns",
    "light artillery": "light artillery",
    "heavy artillery": "heavy artillery",
}
#: FL-MG-1: a machine gun's strip is as long as its range
STRIP_LENGTH = 16.0


def spotters(g: Any, side: Side) -> list[Base]:
    """Who may aim artillery: the artillery observers and the command staff's models (FL-ART-2, FL-BOMB-1)."""
    out: list[Base] = []
    for u in g.state.side_units(side):
        if u.kind in ("artillery observer", "command staff"):
            out += [(p, u.body.base) for p in u.body.model_poses()]
    return out


def guns_that_may_fire(g: Any, side: Side, kind: str, rnd: int) -> list[tuple[Unit, int, Base]]:
    """(battery, gun number, base) of each of ``side``'s guns of ``kind`` that may fire in Beschuss of ``rnd``
    (FL-GUN-2), those fixed to a vehicle too (FL-TRANS-6)."""
    out = []
    for u in g.state.side_units(side):
        if u.kind != kind or not may_fire(rnd, beschuss=True, last_moved=u.last_moved or None):
            continue
        out += [(u, k + 1, (p, u.body.base)) for k, p in enumerate(u.body.model_poses())]
    for a in g.state.aboard.values():
        vehicle = g.state.units.get(a.vehicle)
        if not a.fixed or a.unit.kind != kind or vehicle is None or vehicle.side != side.value:
            continue
        if may_fire(rnd, beschuss=True, last_moved=vehicle.last_moved or None) and not in_melee(g, vehicle):
            out += [(a.unit, k, fixed_base(g, a.unit)) for k in range(1, a.unit.models + 1)]
    return out


def fixed_base(g: Any, gun: Unit) -> Base:
    """Where a gun fixed to its vehicle fires from (FL-TRANS-6): the vehicle's middle, turned toward the
    nearest enemy unit **[interpretation]**: it "can be turned while the vehicle moves", so its crew
    turns it to its work; the vehicle's own facing where no enemy is on the table."""
    vehicle = g.state.units[g.state.aboard[gun.id].vehicle]
    x, y = vehicle.body.centre
    enemies = [u.body.centre for u in g.state.units.values() if u.side != vehicle.side]
    if enemies:
        ex, ey = min(enemies, key=lambda c: (c[0] - x) ** 2 + (c[1] - y) ** 2)
        facing = math.degrees(math.atan2(ey - y, ex - x)) % 360.0
    else:
        facing = vehicle.body.model_poses()[0].facing
    return (Pose(x, y, facing), gun.body.base)


def gun_base(g: Any, unit: Unit, n: int) -> Base:
    """The base gun ``n`` of ``unit`` fires from: its own, or fixed to a vehicle, that one's (FL-TRANS-6)."""
    if unit.id in g.state.aboard:
        return fixed_base(g, unit)
    return (unit.body.model_poses()[n - 1], unit.body.base)


def targets_of(g: Any, unit: Unit) -> dict[tuple[str, int], Base]:
    """The models a strip of ``unit`` may cross: every model on the table but its own vehicle's (FL-TRANS-6)."""
    carrier = g.state.aboard[unit.id].vehicle if unit.id in g.state.aboard else None
    return {key: base for key, base in every_model(g).items() if key[0] != carrier}


def heavy_guns(g: Any, side: Side) -> list[Unit]:
    """Heavy artillery stands off the table and never moves: it may always fire (FL-BOMB-2)."""
    return [u for u in g.state.side_units(side) if u.kind == "heavy artillery"]


def light_sectors(table: Any, eyes: list[Base], guns: list[Base]) -> list[str]:
    """The sectors a light gun that may fire could put a disc in (FL-BOMB-3)
    and a spotter sees (FL-ART-2): the range first, the cheaper test."""
    out = []
    for name, square in table.sectors():
        if any(not light_places(square, gun).is_empty for gun in guns) and sector_visible(table, square, eyes):
            out.append(name)
    return out


class ArtilleryPlan(Frame):
    """Step 1: the opponent writes the sectors his artillery will bombard (FL-ART-1, FL-RUL-2)."""

    rule = "FL-ART-1"
    step = "artillery"

    def __init__(self, side: Side) -> None:
        self.side = side
        self.sectors: dict[str, list[str]] | None = None
        self.allowed: dict[str, int] = {}
        self.written: dict[str, list[str]] = {"light": [], "heavy": []}
        self.ended = False

    def prepare(self, g: Any) -> None:
        rnd, enemy = g.state.round, self.side.other
        eyes = spotters(g, self.side)
        light = [base for _u, _k, base in guns_that_may_fire(g, self.side, "light artillery", rnd)]
        heavy = sum(u.models for u in heavy_guns(g, self.side))
        self._seen_by = (eyes, light, heavy)
        self.allowed = {"light": sectors_allowed(len(light)), "heavy": sectors_allowed(heavy)}
        self.sectors = {
            "light": light_sectors(g.table, eyes, light) if light and eyes else [],
            "heavy": writable_sectors(g.table, "heavy", eyes, heavy_guns=heavy, enemy_zone=zone(g, enemy))
            if heavy and eyes
            else [],
        }

    def open_kinds(self) -> list[str]:
        assert self.sectors is not None
        return [
            k
            for k in ("light", "heavy")
            if len(self.written[k]) < self.allowed[k] and set(self.sectors[k]) - set(self.written[k])
        ]

    def run(self, g: Any) -> bool:
        if self.sectors is None:
            self.prepare(g)
        if self.ended or not self.open_kinds():
            g.pop(self)
            return False
        return True

    def options(self, g: Any) -> list[Action]:
        assert self.sectors is not None
        out = [act("end-plan")]
        for kind in self.open_kinds():
            out += [act("plan", kind, s) for s in self.sectors[kind] if s not in self.written[kind]]
        return out

    def prompt(self, g: Any) -> str:
        return said("write the sectors your artillery will bombard, one a gun that may fire (FL-ART-1)")

    def why_not(self, g: Any, sector: str) -> str:
        """Why ``sector`` may not be written now (a click on it that means nothing):
        every sector a gun may fire at is written, or neither kind of gun may reach
        it with a spotter's sight (FL-ART-2, FL-BOMB-3, FL-RUL-2)."""
        assert self.sectors is not None
        if not self.open_kinds():
            return said("Every gun that may fire has its sector: the plan is written (FL-RUL-2)")
        if any(sector in self.written[k] for k in ("light", "heavy")):
            return said("{sector} is written already (FL-RUL-2)", sector=sector)
        eyes, light, heavy = self._seen_by
        kinds = [k for k in ("light", "heavy") if self.allowed[k] and len(self.written[k]) < self.allowed[k]]
        checks = [
            check_sector(g.table, k, sector, eyes, guns=light, heavy_guns=heavy, enemy_zone=zone(g, self.side.other))
            for k in kinds
        ]
        reasons = [said("{kind} artillery: {reason}", kind=word(ARTILLERY, c.kind), reason=c.reason) for c in checks]
        rule = checks[0].rule if checks else "FL-ART-2"
        return said(
            "{sector} may not be bombarded: {reasons} ({rule})",
            sector=sector,
            reasons=reasons[0] if len(reasons) == 1 else said("{a}; {b}", a=reasons[0], b=reasons[1]),
            rule=rule,
        )

    def apply(self, g: Any, action: Action) -> None:
        if action.verb == "end-plan":
            self.ended = True
            return
        kind, sector = action.args
        self.written[kind].append(sector)
        rnd = falls_in(kind, g.state.round)  # type: ignore[arg-type]
        plan = g.state.plans[self.side].written.setdefault(rnd, {})
        plan.setdefault(kind, []).append(sector)
        g.emit_secret(
            self.side,
            said("{side} writes a sector for its {kind} artillery", side=self.side.title, kind=word(ARTILLERY, kind)),
            "plan",
            said("{side} writes {sector} for its {kind} artillery, round {n}", side=self.side.title,
                 sector=sector, kind=word(ARTILLERY, kind), n=rnd),
            "FL-ART-1",
            ("sector",),
            side=self.side.value,
            sector=sector,
        )  # fmt: skip


@dataclass(frozen=True)
class Laid:
    """A disc laid face down (FL-BOMB-5): by which gun, of what kind, where."""

    unit: str
    gun: int
    kind: str
    centre: tuple[float, float]


def every_model(g: Any) -> dict[tuple[str, int], Base]:
    """Every model on the table, friend and foe, keyed (unit, index): what a strip or a disc may hit."""
    return {(u.id, k): (p, u.body.base) for u in g.state.units.values() for k, p in enumerate(u.body.model_poses())}


class GunFire(Frame):
    """The end of Beschuss: machine guns, then light artillery, then heavy (FL-FIRE-8)."""

    rule = "FL-FIRE-8"
    step = "beschuss"

    def __init__(self, side: Side) -> None:
        self.side = side
        self.group = 0
        self.done: set[tuple[str, int]] = set()
        self.held: set[str] = set()
        self.laid: list[Laid] = []
        self.ended: set[int] = (
            set()
        )  # the groups whose fire was ended (found playing: ending the machine guns ended the artillery too)

    # --- who fires now
    def guns(self, g: Any) -> list[tuple[Unit, int, Base]]:
        """The guns of the current group that may still fire (FL-GUN-2, FL-GUN-3, FL-FIRE-4)."""
        group = GUN_GROUPS[self.group]
        if self.group in self.ended:
            return []
        if group == "heavy artillery":
            out = []
            for u in heavy_guns(g, self.side):
                if u.id not in self.held:
                    out += [
                        (u, k, (Pose(0, 0, 0), Size(2, 2)))
                        for k in range(1, u.models + 1)
                        if (u.id, k) not in self.done
                    ]
            return out
        kind = [k for k, grp in GROUP_OF.items() if grp == group]
        out = []
        for k in kind:
            for u, n, base in guns_that_may_fire(g, self.side, k, g.state.round):
                free = u.id in g.state.aboard or not in_melee(g, u)  # a fixed gun: its vehicle was asked
                if u.id not in self.held and (u.id, n) not in self.done and free:
                    out.append((u, n, base))
        return out

    def written(self, g: Any, kind: str) -> list[str]:
        return g.state.plans[self.side].for_round(g.state.round, kind)

    def gun_options(self, g: Any, unit: Unit, n: int, base: Base) -> list[Action]:
        """A gun's choices: the best strip at each target it may choose, or a disc on each enemy unit it may reach."""
        if unit.kind in ("light machine gun", "heavy machine gun"):
            at_units = [self.strip_action(unit, n, s.direction) for s in self.strips(g, unit, base)]
            return at_units + self.part_strips(g, unit, n, base)
        kind = "light" if unit.kind == "light artillery" else "heavy"
        return [act("disc", unit.id, str(n), f"{x:.2f}", f"{y:.2f}") for x, y in self.disc_places(g, unit, kind, base)]

    @staticmethod
    def strip_action(unit: Unit, n: int, direction: float) -> Action:
        return act("strip", unit.id, str(n), f"{direction:.2f}")

    def gun_options_now(self, g: Any, unit: Unit, n: int, base: Base) -> list[Action]:
        """``gun_options``, worked out once a position (run and options ask alike)."""
        memo = self.__dict__.setdefault("_memo", {})
        key = (where_all(g), unit.id, n, self.group, tuple(sorted(self.done)))
        if key not in memo:
            if len(memo) > 32:
                memo.clear()
            memo[key] = self.gun_options(g, unit, n, base)
        return memo[key]

    def strips(self, g: Any, unit: Unit, base: Base) -> list[Any]:
        models = targets_of(g, unit)
        pose, size = base
        arc = front_arc(pose, size, STRIP_LENGTH + unit.profile.width)
        near = [u for u in g.state.side_units(self.side.other)
                if ground(u.body).intersects(arc) and may_target(g, self.side, u.id)]  # FL-MOVE-8  # fmt: skip
        if not near:
            return []
        enemies = {u.id: [(u.id, k) for k in range(u.available)] for u in near}
        harm = {u.id: can_harm(Armour.of(u.profile), unit.profile.f_hits) for u in g.state.side_units(self.side.other)}
        singles = [u.id for u in g.state.side_units(self.side.other) if u.single]
        width = float(unit.profile.width)
        choice, strips = machine_gun_targets(g.table, base, width, STRIP_LENGTH, models, enemies, can_damage=harm,
                                             single=singles, step=15.0)  # fmt: skip
        return [s[0] for u, s in strips.items() if u in choice.allowed and s]

    def part_strips(self, g: Any, unit: Unit, n: int, base: Base) -> list[Action]:
        """A gun on a special task: a strip at each part of an object in its sector it reaches (D26)."""
        out = []
        for part in gun_parts(g, unit):
            strip = strip_at(g.table, base, float(unit.profile.width), STRIP_LENGTH, {}, part.shape, step=15.0)
            if strip is not None:
                out.append(act("strip-part", unit.id, str(n), part.id, f"{strip.direction:.2f}"))
        return out

    def disc_places(self, g: Any, unit: Unit, kind: str, base: Base) -> list[tuple[float, float]]:
        """Where a disc may lie over an enemy unit: on one of its models, the nearest its middle, else the nearest legal point to that model (FL-BOMB-3, FL-BOMB-5)."""
        written = self.written(g, kind)
        if not written:
            return []
        area = shapely.union_all([g.table.sector_named(s) for s in written])
        enemy_zone = zone(g, self.side.other) if kind == "heavy" else None
        region = light_places(area, base) if kind == "light" else heavy_places(area, zone(g, self.side.other))
        if region.is_empty:
            return []
        out = []
        for _u, body in known_bodies(g, self.side):  # FL-MOVE-8: where it is seen, or was last seen
            if not ground(body).intersects(region.buffer(DISC_RADIUS[kind])):
                continue
            # on a model, the nearest the unit's middle the disc may lie on (found playing: a block's
            # middle is a corner of four bases, and a disc there lies more than half over none of them)
            middles = sorted((p.centre for p in body.model_poses()), key=lambda c: math.dist(c, body.centre))
            xy = next((c for c in ((round(x, 2), round(y, 2)) for x, y in middles[:12])
                       if region.covers(shapely.Point(c)) and self._disc_fits(g, kind, c, written, base, enemy_zone)),
                      None)  # fmt: skip
            if xy is None:  # no model's middle within reach: the nearest point to the unit's that is
                xy = self._nearest_disc(g, kind, region, shapely.Point(middles[0]), written, base, enemy_zone)
            if xy is not None and xy not in out:
                out.append(xy)
        return out

    @staticmethod
    def _disc_fits(g: Any, kind: str, xy: tuple[float, float], written: list[str], base: Base, enemy_zone: Any) -> bool:
        verdict = check_disc(g.table, kind, xy, written, gun=base if kind == "light" else None,  # type: ignore[arg-type]
                             enemy_zone=enemy_zone)  # fmt: skip
        return verdict.allowed

    def _nearest_disc(self, g: Any, kind: str, region: Any, centre: Any, written: list[str], base: Base,
                      enemy_zone: Any) -> tuple[float, float] | None:  # fmt: skip
        """The point of ``region`` nearest ``centre``, to the hundredth, a little inside where need be."""
        spot = centre if region.covers(centre) else shapely.ops.nearest_points(region, centre)[0]
        inner = region.representative_point()
        for pull in (0.0, 0.02, 0.1, 0.5):
            x = spot.x + (inner.x - spot.x) * pull / max(spot.distance(inner), 1e-9)
            y = spot.y + (inner.y - spot.y) * pull / max(spot.distance(inner), 1e-9)
            xy = (round(x, 2), round(y, 2))
            if self._disc_fits(g, kind, xy, written, base, enemy_zone):
                return xy
        return None

    def disc_allowed(self, g: Any, action: Action) -> bool:
        """A disc placed anywhere, not only where the legal list offers it: a gun of the group firing
        now, the disc where ``check_disc`` allows it and over an enemy unit its side knows of (FL-BOMB-3,
        FL-BOMB-5; records made before the discs were offered at a model's middle replay so)."""
        if action.verb != "disc" or len(action.args) != 4:
            return False
        try:
            n, centre = int(action.args[1]), (float(action.args[2]), float(action.args[3]))
        except ValueError:
            return False
        gun = next((b for u, k, b in self.guns(g) if u.id == action.args[0] and k == n), None)
        if gun is None:
            return False
        unit = unit_named(g, action.args[0])
        if unit.kind not in ("light artillery", "heavy artillery"):
            return False
        kind = "light" if unit.kind == "light artillery" else "heavy"
        enemy_zone = zone(g, self.side.other) if kind == "heavy" else None
        fits = self._disc_fits(g, kind, centre, self.written(g, kind), gun, enemy_zone)
        spot = disc_shape(centre, DISC_RADIUS[kind])
        return fits and any(ground(body).intersects(spot) for _u, body in known_bodies(g, self.side))

    def run(self, g: Any) -> bool:
        while self.group < len(GUN_GROUPS):
            for unit, n, base in self.guns(g):
                if self.gun_options_now(g, unit, n, base):
                    return True
            self.unlaid(g)
            self.reveal(g)
            self.group += 1
        if self.laid:
            self.reveal(g)
        g.pop(self)
        return False

    def unlaid(self, g: Any) -> None:
        """A plan written for this round whose guns lay no disc is told, with why (found playing: the
        plan's sector went by without a word): no gun may fire, or no enemy unit lies within reach there;
        its sectors only to its own side, as no bombardment revealed them (FL-ART-4)."""
        group = GUN_GROUPS[self.group]
        if group == "machine guns":
            return
        kind = "light" if group == "light artillery" else "heavy"
        written = self.written(g, kind)
        if not written or any(d.kind == kind for d in self.laid):
            return
        sectors = ", ".join(written)
        if not self.guns(g):
            why = said("no gun of it may fire this round (FL-GUN-2)")
        else:
            why = said("no enemy unit lies where a disc may fall in {sectors} (FL-BOMB-3)", sectors=sectors)
        text = said(
            "{side}'s {kind} artillery lays no disc on {sectors}: {why}",
            side=self.side.title,
            kind=word(ARTILLERY, kind),
            sectors=sectors,
            why=why,
        )
        public = said("{side}'s {kind} artillery lays no disc", side=self.side.title, kind=word(ARTILLERY, kind))
        g.emit_secret(self.side, public, "no-disc", text, "FL-ART-4", ("sectors",), sectors=sectors)  # fmt: skip

    def options(self, g: Any) -> list[Action]:
        out = [act("end-fire")]
        batteries = set()
        for unit, n, base in self.guns(g):
            mine = self.gun_options_now(g, unit, n, base)
            if mine:
                out += mine
                batteries.add(unit.id)
        return out + [act("hold", uid) for uid in sorted(batteries)]

    def prompt(self, g: Any) -> str:
        return said("fire your {group} (FL-FIRE-8)", group=word(GROUP, GUN_GROUPS[self.group]))

    def apply(self, g: Any, action: Action) -> None:
        st = g.state
        if action.verb == "end-fire":  # this group's: the next group is asked next (FL-FIRE-8)
            self.ended.add(self.group)
            g.emit("fire-over", said("{side}'s {group} fire no more", side=self.side.title,
                                     group=word(GROUP, GUN_GROUPS[self.group])), "FL-FIRE-1")  # fmt: skip
            return
        if action.verb == "hold":
            self.held.add(action.args[0])
            g.emit("hold", said("{unit} holds its fire", unit=st.units[action.args[0]].name), "FL-FIRE-5",
                   unit=action.args[0])  # fmt: skip
            return
        unit, n = unit_named(g, action.args[0]), int(action.args[1])  # a gun fixed to a vehicle too (FL-TRANS-6)
        self.done.add((unit.id, n))
        unit.record.fired = True
        if action.verb == "strip":
            self.fire_strip(g, unit, n, float(action.args[2]))
        elif action.verb == "strip-part":
            part = next(p for p in gun_parts(g, unit) if p.id == action.args[2])
            self.fire_strip(g, unit, n, float(action.args[3]), at=part.called)
            strip_strikes(g, unit, part)
        else:
            kind = "light" if unit.kind == "light artillery" else "heavy"
            centre = (float(action.args[2]), float(action.args[3]))
            self.laid.append(Laid(unit.id, n, kind, centre))
            g.emit("disc-laid", said("{unit} lays a disc face down at {x}, {y}", unit=unit.name, x=action.args[2],
                                     y=action.args[3]), "FL-BOMB-5", unit=unit.id)  # fmt: skip

    # --- what a strip and a disc do
    def fire_strip(self, g: Any, unit: Unit, n: int, direction: float, at: str = "") -> None:
        """The strip laid (at a part of an object ``at``, D26): every model under it is hit (FL-MG-1)."""
        base = gun_base(g, unit, n)
        models = targets_of(g, unit)
        verdict = check_strip(g.table, base, direction, float(unit.profile.width), STRIP_LENGTH, models, list(models))
        strip = verdict.strip
        cut = said(", cut at {reach} by {what}", reach=f"{strip.reach:.2f}", what=strip.cut_by) if strip.cut_by else ""
        fires = said("{unit} fires at {part}", unit=unit.name, part=at) if at else said("{unit} fires", unit=unit.name)
        g.emit("strip", said('{fires}: a strip {width}" wide toward {deg} degrees{cut}: {n} models under it',
                             fires=fires, width=f"{strip.width:g}", deg=f"{strip.direction:.1f}", cut=cut,
                             n=len(strip.hit)), "FL-MG-1", unit=unit.id)  # fmt: skip
        self.hit_models(g, unit, strip.hit, strip.origin, psychology=0)

    def reveal(self, g: Any) -> None:
        """FL-BOMB-5: the discs laid are turned over in the order laid, each
        drawn from its player's stack (reshuffled at two, but for the discs
        lying on the table, D23); an explosion hits every model more than
        half under it (FL-BOMB-5), friend or foe."""
        laid, self.laid = self.laid, []
        turned: dict[str, list[str]] = {"light": [], "heavy": []}
        for disc in laid:
            deck = g.state.stacks[(self.side, disc.kind)]
            if reshuffle_if_low(deck, turned[disc.kind]):
                g.emit("reshuffle", said("{side}'s {kind} discs are reshuffled", side=self.side.title, kind=word(ARTILLERY, disc.kind)),
                       "FL-BOMB-4")  # fmt: skip
            face = g.draw(deck)
            turned[disc.kind].append(face)
            held = [*g.state.units, *g.state.aboard]  # a gun fixed to a vehicle fires from it (FL-TRANS-6)
            firer = unit_named(g, disc.unit) if disc.unit in held else None
            x, y = disc.centre
            g.emit("disc", said("the disc at {x}, {y}: {face}", x=f"{x:.2f}", y=f"{y:.2f}", face=word(FACE, face)), "FL-BOMB-5",
                   unit=disc.unit, face=face)  # fmt: skip
            if face != HIT or firer is None:
                continue
            bases = {key: polygon(*base) for key, base in every_model(g).items()}
            hit = tuple(models_hit(disc.centre, DISC_RADIUS[disc.kind], bases))  # type: ignore[arg-type]
            if not hit:  # found playing: an explosion with no word after it read as a fault
                g.emit("area-hits", said("no model lies more than half under it"), "FL-BOMB-5", unit=disc.unit)
            self.hit_models(g, firer, hit, None, psychology=firer.profile.psychology)
            disc_strikes(g, firer, disc_shape(disc.centre, DISC_RADIUS[disc.kind]))  # D26: and the objects under it

    def hit_models(self, g: Any, firer: Unit, hit: tuple[Any, ...], origin: Any, psychology: int) -> None:
        """Every unit with models hit: its models grouped by cover, the groups' hits into its pool (FL-COVER-5, FL-HIT-5)."""
        st = g.state
        by_unit: dict[str, list[int]] = {}
        for uid, k in hit:
            by_unit.setdefault(uid, []).append(k)
        for uid, indexes in by_unit.items():
            target = st.units.get(uid)
            if target is None:
                continue
            poses = target.body.model_poses()
            bases = [(poses[k], target.body.base) for k in indexes]
            formation = target.body if isinstance(target.body, Formation) else None
            groups = cover_groups(g.table, bases, origin, unit=formation)
            hits = area_hits(firer.profile.hits, groups, single_or_skirmish=target.single or target.skirmishing)
            g.emit("area-hits", said("{unit}: {hits}", unit=target.name, hits=area_words(hits)), "FL-COVER-5", unit=uid)
            if psychology and target.side != firer.side:
                target.record.frightened_by[firer.id] = psychology
            take_hits(g, target, hits.hits, f_hits=firer.profile.f_hits, rule="FL-HIT-5", reached=tuple(indexes))
