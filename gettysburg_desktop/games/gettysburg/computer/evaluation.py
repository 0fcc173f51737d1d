"""How good a position is for a side (docs/computer-opponent.md): the
searching players score the positions they look ahead to with this, a
number in [-1, 1] read like a chance of winning (1: won, -1: lost).

The terms, all from the Confederate side (the Union's score is the
opposite):

- the R-WIN conditions: a game over scores its result (±1); the
  Confederates holding two victory areas (R-WIN-1), or the double star in an
  afternoon (R-WIN-2), score close to a win;
- victory areas held and threatened: Confederate strength next to a victory
  area the Union holds against the Union strength garrisoned in it, its
  entrenchments (R-ENT) counted for the Union;
- damage: each side's fighting strength left (units and the cubes they
  carry, R-DMG; artillery, damaged or not), as a share of what it began
  with;
- the Confederate distance to the stars (movement areas);
- command coverage: blocks with discs still to give near their own units
  (R-ORD-1), for each side;
- reinforcements waiting: units still in entry boxes, not yet in the
  battle (R-REIN-3), for each side;
- the clock: the periods left and the Union discs used this period
  (R-TIME-3): time passing is the Union's friend (R-WIN-3); without it a
  Union would never order.

A leaning (aggressive, cautious) changes weights, never a rule
(``Weights.leaning``).
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, replace

from ..rules.battlefield import Battlefield
from ..rules.game import Game
from ..rules.periods import LAST_PERIOD, is_afternoon
from ..rules.pieces import ELIMINATED, Side

#: the score of a position the rules already decide at the period's end
NEAR_WIN = 0.9


@dataclass(frozen=True)
class Weights:
    """The evaluation's weights, on the Confederate logit (tanh of the sum)."""

    star_held: float = 0.55  # each victory area the Confederates hold
    double_star: float = 0.35  # the double star held, besides (R-WIN-2 in an afternoon)
    threat: float = 0.25  # Confederate strength next to a Union-held star, against its garrison
    garrison: float = 0.12  # Union strength on each star, entrenchments counted
    damage: float = 1.6  # the difference of strength shares left
    approach: float = 0.5  # Confederate units close to the stars
    command: float = 0.08  # free disc capacity of blocks near own units
    clock: float = 1.1  # the share of the game gone (periods and Union discs)
    waiting: float = 0.05  # each unit still in an entry box, Union minus Confederate
    bias: float = -0.2  # the game's own lean (the Union holds the stars at the start)

    def leaning(self, style: str | None) -> Weights:
        """Aggressive: the stars and the enemy's losses count more, its own
        less; cautious: the reverse. A weight, never a rule."""
        if style == "aggressive":
            return replace(self, threat=self.threat * 1.6, approach=self.approach * 1.5, damage=self.damage * 0.7)
        if style == "cautious":
            return replace(self, threat=self.threat * 0.6, approach=self.approach * 0.7, damage=self.damage * 1.4)
        return self


DEFAULT = Weights()


class Geography:
    """What the map fixes for the evaluation, made once per battlefield:
    each place's distance in moves to the nearest victory area."""

    def __init__(self, bf: Battlefield) -> None:
        self.bf = bf
        self.stars = bf.victory_areas
        self.double = bf.double_star_areas
        self.near_star: dict[str, tuple[str, ...]] = {}  # a star -> its neighbours
        dist = _reach(bf, self.stars)
        far = max(dist.values(), default=0) + 1  # farther than any place that can be reached
        self.star_distance = _distances(bf, dist, far)
        self.far = far
        for s in self.stars:
            self.near_star[s] = bf.neighbours(s)
        #: a star -> each place's distance in moves to it
        self.to_star: dict[str, dict[str, int]] = {s: _distances(bf, _reach(bf, (s,)), far) for s in self.stars}
        #: an area -> the entry boxes printed in it (R-REIN-3: units enter it from them)
        self.boxes_in: dict[str, tuple[str, ...]] = {}
        for b, box in sorted(bf.entry_boxes.items()):
            self.boxes_in[box.area] = (*self.boxes_in.get(box.area, ()), b)


def _reach(bf: Battlefield, starts) -> dict[str, int]:
    """Each place reached from ``starts`` -> its distance in moves to the nearest."""
    dist = dict.fromkeys(starts, 0)
    frontier = deque(starts)
    while frontier:
        here = frontier.popleft()
        for nxt in bf.neighbours(here):
            if nxt not in dist:
                dist[nxt] = dist[here] + 1
                frontier.append(nxt)
    return dist


def _distances(bf: Battlefield, dist: dict[str, int], far: int) -> dict[str, int]:
    """Every area's and entry box's distance (``far`` if it can't be
    reached; an entry box one more than its area)."""
    out = {a: dist.get(a, far) for a in bf.area_ids}
    for b, box in bf.entry_boxes.items():
        out[b] = out.get(box.area, far) + 1
    return out


_geo: dict[int, Geography] = {}


def geography(bf: Battlefield) -> Geography:
    geo = _geo.get(id(bf))
    if geo is None or geo.bf is not bf:
        geo = _geo[id(bf)] = Geography(bf)
    return geo


def strength(g: Game) -> dict[Side, float]:
    """Each side's fighting strength still in the game: infantry and cavalry
    count the cubes they may still take (R-DMG-3), artillery 3 (damaged 1.5);
    units on the reinforcement chart count in full."""
    out = {Side.CSA: 0.0, Side.USA: 0.0}
    for u in g.state.units.values():
        if u.location == ELIMINATED:
            continue
        if u.is_artillery:
            out[u.side] += 1.5 if u.damaged else 3.0
        else:
            out[u.side] += u.cube_limit + 1 - u.cubes
    for colours in g.state.cubes.values():
        for colour, n in colours.items():
            side = Side.CSA if colour.startswith("csa") else Side.USA
            out[side] -= n
    return out


_full: dict[int, dict[Side, float]] = {}


def full_strength(g: Game) -> dict[Side, float]:
    """The strength each side would have with no losses (the scenario's units)."""
    key = id(g.scenario)
    full = _full.get(key)
    if full is None:
        full = {Side.CSA: 0.0, Side.USA: 0.0}
        for u in g.state.units.values():
            full[u.side] += 3.0 if u.is_artillery else u.cube_limit + 1
        _full[key] = full
    return full


def _area_strength(g: Game, area: str, side: Side) -> float:
    total = 0.0
    for u in g.state.at.get(area, ()):
        if u.side is side:
            total += 1.5 if u.is_artillery else (u.cube_limit + 1 - u.cubes)
    if total:
        for colour, n in g.state.cubes.get(area, {}).items():
            if colour.startswith(side.value):
                total -= n
    return max(total, 0.0)


def star_terms(g: Game) -> tuple[int, bool, float, float]:
    """The victory areas: how many the Confederates hold alone (R-WIN-4),
    whether the double star is among them, the threat to the others
    (Confederate strength in and next to each against its garrison, a
    complete entrenchment counted, R-ENT-2) and their garrison."""
    st = g.state
    geo = geography(g.bf)
    held = 0
    double = False
    threat = 0.0
    garrison = 0.0
    for star in geo.stars:
        here = st.present[Side.CSA].get(star, 0), st.present[Side.USA].get(star, 0)
        if here[0] and not here[1]:
            held += 1
            double = double or star in geo.double
            continue
        usa = _area_strength(g, star, Side.USA)
        ent = st.entrenchments.get(star, ())
        if len(ent) == 2 and ent[0] == ent[1]:
            usa *= 1.4  # a complete entrenchment (R-ENT-2)
        near = sum(_area_strength(g, a, Side.CSA) for a in geo.near_star[star]) + _area_strength(g, star, Side.CSA)
        threat += max(-1.0, min(1.5, (near - usa) / 12.0))
        garrison += min(usa, 24.0) / 24.0
    return held, double, threat, garrison


def damage(g: Game) -> float:
    """The difference of the two sides' strength shares left, Confederate minus Union."""
    s = strength(g)
    full = full_strength(g)
    return s[Side.CSA] / full[Side.CSA] - s[Side.USA] / full[Side.USA]


def approach(g: Game) -> float:
    """The Confederate units on the map, each 1 / (1 + moves to the nearest star), averaged."""
    near_units = 0.0
    count = 0
    dist = geography(g.bf).star_distance
    for place, n in g.state.present[Side.CSA].items():
        d = dist.get(place)
        if d is None:
            continue
        near_units += n / (1.0 + d)
        count += n
    return near_units / max(count, 1)


def csa_logit(g: Game, w: Weights = DEFAULT) -> float:
    """The Confederate score before squashing (not for a finished game)."""
    st = g.state
    held, double, threat, garrison = star_terms(g)
    command = _coverage(g, Side.CSA) - _coverage(g, Side.USA)
    clock = _clock(g)
    waiting = _waiting(g, Side.USA) - _waiting(g, Side.CSA)
    x = (
        w.bias
        + w.star_held * held
        + (w.double_star if double else 0.0)
        + w.threat * threat
        - w.garrison * garrison
        + w.damage * damage(g)
        + w.approach * approach(g)
        + w.command * command
        - w.clock * clock
        + w.waiting * waiting
    )
    if held >= 2 or (double and is_afternoon(st.period)):
        # a win at the period's end: at least NEAR_WIN, the other terms still
        # telling a better such position from a worse one (a Union that has
        # lost two stars still looks for the way back); and the clock now
        # runs for the Confederates: a Union that hurries the period's end
        # (R-TIME-3) hands them the win
        x += 2 * w.clock * clock
        x = max(x, math.atanh(NEAR_WIN) + 0.15 * x)
    return x


def _coverage(g: Game, side: Side) -> float:
    """Discs ``side``'s blocks may still take where its units can be ordered (R-ORD-1), capped."""
    st = g.state
    mine = st.present[side]
    free = 0
    for place, block in st.blocks.items():
        if block.side is side and block.value > block.discs and any(p in mine for p in g.bf.order_reach(place)):
            free += block.value - block.discs
    return min(free, 12) / 6.0


def _waiting(g: Game, side: Side) -> int:
    """``side``'s units standing in entry boxes: arrived but not yet in the
    battle (R-REIN-3: no stacking limit in a box, but they enter only where
    there is room, R-MOVE-5, and fire nothing from there, R-ART-8)."""
    boxes = g.bf.entry_boxes
    return sum(n for place, n in g.state.present[side].items() if place in boxes)


def _clock(g: Game) -> float:
    """The share of the game gone: periods ended, and this period's Union
    discs used (R-TIME-3: the period ends with the Union's last disc)."""
    st = g.state
    box = max(1, sum(g.scenario.union_order_boxes.values()) // 4)
    left = st.usa_blue + st.usa_black
    within = max(0.0, 1.0 - left / box)
    first = g.scenario.first_period
    span = max(1, LAST_PERIOD + 1 - first)
    return min(1.0, (st.period - first + within) / span)


def evaluate(g: Game, side: Side, w: Weights = DEFAULT) -> float:
    """The position's score for ``side`` in [-1, 1]: ±1 for a finished game."""
    outcome = g.state.outcome
    if outcome is not None:
        winner = outcome[0]
        return 0.0 if winner is None else (1.0 if winner is side else -1.0)
    v = math.tanh(csa_logit(g, w))
    return v if side is Side.CSA else -v
