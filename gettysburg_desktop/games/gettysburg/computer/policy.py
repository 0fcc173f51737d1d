"""The cheap policy that fills in a plan's inner steps and plays the
look-ahead's rollouts (docs/computer-opponent.md): each legal action gets
a score from a few features of the position, read without copying the
game, and the best is taken (ties and a little noise by the random
stream). Uniformly random play says nothing in this game (random
Confederates never win): this policy attacks towards the stars with the
Confederates and garrisons them with the Union.

It reads only the position a searching player already looks at: a sampled
world (worlds.py), never the real game.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from gettysburg_desktop.kernel.kit import Reply, Replying

from ..rules.actions import Action
from ..rules.game import Game
from ..rules.movement import MoveOrder
from ..rules.pieces import Side
from .evaluation import geography


class Context:
    """What the scores need of one position (built once per decision; the
    position must not change while it is in use: what it reads of a place
    is kept, the rollouts' largest cost, docs/performance.md)."""

    __slots__ = (
        "_front",
        "_front_reach",
        "_needy",
        "_reach",
        "bf",
        "g",
        "geo",
        "mine",
        "placing",
        "side",
        "st",
        "theirs",
    )

    def __init__(self, g: Game, side: Side) -> None:
        self.g = g
        self.side = side
        self.st = g.state
        self.geo = geography(g.bf)
        self.bf = g.bf
        self.mine = g.state.present[side]
        self.theirs = g.state.present[side.other]
        self._needy: tuple[str, ...] | None = None
        #: a block placement's score without its value, by place (_place_block)
        self.placing: dict[str, float | None] = {}
        #: by place: an enemy next to it, the side's units in its order reach, one of them at the front
        self._front: dict[str, bool] = {}
        self._reach: dict[str, int] = {}
        self._front_reach: dict[str, bool] = {}

    def needy(self) -> tuple[str, ...]:
        """The stars the Union should reinforce: held by fewer than two of
        its units, or by fewer than four with Confederates next to them."""
        if self._needy is None:
            usa = self.st.present[Side.USA]
            out = []
            for star in self.geo.stars:
                n = usa.get(star, 0)
                if n < 2 or (n < 4 and self._csa_near(star)):
                    out.append(star)
            self._needy = tuple(out)
        return self._needy

    def _csa_near(self, star: str) -> bool:
        csa = self.st.present[Side.CSA]
        return star in csa or any(n in csa for n in self.bf.neighbours(star))

    def need_distance(self, place: str) -> int:
        """Moves from ``place`` to the nearest star the Union should reinforce."""
        needy = self.needy()
        if not needy:
            return self.geo.far
        return min(self.geo.to_star[s].get(place, self.geo.far) for s in needy)

    def front(self, place: str) -> bool:
        """An enemy unit stands next to ``place`` (or in it)."""
        known = self._front.get(place)
        if known is None:
            theirs = self.theirs
            if place in theirs:
                known = True
            elif self.bf.is_box(place):
                known = False
            else:
                known = any(n in theirs for n in self.bf.neighbours(place))
            self._front[place] = known
        return known

    def star_distance(self, place: str) -> int:
        return self.geo.star_distance.get(place, self.geo.far)


def _units_in_reach(c: Context, place: str) -> int:
    """The side's units an order from ``place`` may reach (R-ORD-1)."""
    n = c._reach.get(place)
    if n is None:
        mine = c.mine
        n = c._reach[place] = sum(mine.get(p, 0) for p in c.bf.order_reach(place))
    return n


def _front_in_reach(c: Context, place: str) -> bool:
    """One of the side's units an order from ``place`` may reach stands next to the enemy."""
    known = c._front_reach.get(place)
    if known is None:
        mine = c.mine
        known = c._front_reach[place] = any(p in mine and c.front(p) for p in c.bf.order_reach(place))
    return known


def _covered(c: Context, place: str) -> bool:
    """A block of the side with discs to give already reaches ``place``."""
    for p in c.bf.order_reach(place):
        b = c.st.blocks.get(p)
        if b is not None and b.side is c.side and b.value > b.discs:
            return True
    return False


# ----------------------------------------------------------------------------- scores by verb
#: a block's value (as an action writes it) -> what it adds to a placement's score
_VALUE_SCORE = {str(v): v * 0.08 for v in range(10)}


def _place_block(c: Context, a: Action) -> float:
    place = a.args[1]
    placing = c.placing
    if place not in placing:  # the same place for every value: scored once a decision
        placing[place] = _placing(c, place)
    score = placing[place]
    return -1.0 if score is None else score + _VALUE_SCORE[a.args[0]]


def _placing(c: Context, place: str) -> float | None:
    """A block placed at ``place``, its value aside; None: no unit of the
    side in its reach."""
    units = _units_in_reach(c, place)
    if not units:
        return None
    score = 0.4 + min(units, 6) * 0.15
    if _front_in_reach(c, place):
        score += 0.8
    if _covered(c, place):
        score -= 0.9
    if c.side is Side.USA:
        if place in c.geo.stars:
            score += 0.4
        if any(p in c.mine and c.need_distance(p) <= 2 for p in c.bf.order_reach(place)):
            score += 0.7
    return score


#: the Union discs left in its box at which a period may be about to end (R-TIME-3)
LAST_DISCS = 2


def _remove_block(c: Context, place: str) -> float:
    """A block taken off the map with its discs (R-BLK-3): a full one gives
    nothing more; one no unit of the side is in reach of orders nothing.
    When the period may end within a disc or two of the Union's (R-TIME-3),
    the discs on a block are the next period's orders lost (R-DISC-3: the
    boxes fill only from the discs not on the map, R-DISC-1, R-DISC-2):
    the more discs, the more it is worth taking back now."""
    b = c.st.blocks.get(place)
    if b is None:
        return 0.0
    base = 2.0 if b.discs >= b.value else (0.6 if not _units_in_reach(c, place) else -0.5)
    if b.discs >= 2 and c.st.usa_blue + c.st.usa_black <= LAST_DISCS:
        return max(base, 1.2 + 0.4 * b.discs)
    return base


def _order(c: Context, place: str) -> float:
    units = _units_in_reach(c, place)
    if not units:
        return 0.2
    score = 1.6 + min(units, 6) * 0.1
    if _front_in_reach(c, place):
        score += 1.0 if c.side is Side.CSA else 0.4
    elif c.side is Side.CSA:
        # Confederates far from the stars: a move towards them
        score += 0.3
    if c.side is Side.USA and any(p in c.mine and 0 < c.need_distance(p) <= 1 for p in c.bf.order_reach(place)):
        score += 0.8  # units that can reinforce a star in need
    return score


def _move_area(c: Context, area: str) -> float:
    n = c.mine.get(area, 0)
    if not n:
        return 0.1
    if _makes_room(c, area):
        return 3.8  # room for the units waiting in its entry box (R-REIN-3, R-MOVE-5)
    if c.side is Side.CSA:
        score = 2.2 + (1.2 if c.front(area) else 0.0) + 0.1 * min(c.star_distance(area), 5)
    else:
        score = 1.4
        if area not in c.geo.stars:
            score += 0.6  # units off the stars go to them
            if c.need_distance(area) <= 1:
                score += 1.2  # ... above all to a star in need
        elif n > 2 and not c.front(area):
            score += 0.2
    return score


def _alone(c: Context, place: str, leaving: str = "") -> bool:
    """No infantry or cavalry of the side in ``place`` (but ``leaving``)."""
    return not any(v.side is c.side and v.fights and v.id != leaving for v in c.st.at.get(place, ()))


def guns_alone(c: Context, a: Action) -> bool:
    """Whether ``a`` moves a battery where no infantry or cavalry of its
    side stands, next to the enemy: assaulted there, it fires once and then
    retreats damaged, or is lost if damaged already or with no retreat
    (R-ASLT-11, R-ASLT-9)."""
    if a.verb != "move" or len(a.args) < 2:
        return False
    unit = c.st.units[a.args[0]]
    return unit.is_artillery and c.front(a.args[1]) and _alone(c, a.args[1])


def _guards_guns(c: Context, unit, src: str, dest: str) -> float:
    """What a move costs the side's artillery: a battery that goes where it
    stands alone next to the enemy, or the last infantry or cavalry leaving
    batteries next to the enemy (R-ASLT-11)."""
    if unit.is_artillery:
        return 1.0 if c.front(dest) and _alone(c, dest) else 0.0
    if not c.bf.is_area(src) or not c.front(src) or not _alone(c, src, leaving=unit.id):
        return 0.0
    return 1.0 if any(v.side is c.side and v.is_artillery for v in c.st.at.get(src, ())) else 0.0


def _makes_room(c: Context, src: str) -> bool:
    """A unit leaving ``src`` makes room for the side's units waiting in its
    entry box (R-REIN-3; four at most in an area, R-MOVE-5)."""
    return c.mine.get(src, 0) >= 4 and any(b in c.mine for b in c.geo.boxes_in.get(src, ()))


def load(a: Action) -> int:
    """The loose cubes a unit's ``move`` takes along (R-MOVE-6)."""
    return int(a.args[2]) if len(a.args) > 2 else 0


def _move_unit(c: Context, a: Action) -> float:
    uid, dest = a.args[0], a.args[1]
    carried = load(a)
    unit = c.st.units[uid]
    src = unit.location
    d0, d1 = c.star_distance(src), c.star_distance(dest)
    into_enemy = dest in c.theirs
    # batteries left alone at the front cost; room made for units waiting in an entry box gains
    cost = 1.2 * _guards_guns(c, unit, src, dest) - (0.8 if _makes_room(c, src) else 0.0)
    if c.side is Side.CSA:
        if into_enemy:
            if unit.is_artillery:
                return -5.0
            mine_here = sum(1 for u in c.st.at.get(src, ()) if u.side is Side.CSA and u.fights)
            enemy = sum(1 for u in c.st.at.get(dest, ()) if u.side is Side.USA and u.fights)
            # every cube carried in lowers the attacker's morale column and its fire (T3, T4)
            score = 1.8 + 0.4 * (mine_here - enemy) - 0.25 * unit.cubes - 0.6 * carried - cost
            if dest in c.geo.stars:
                score += 1.0
            return score
        return 1.3 + 0.8 * (d0 - d1) - (0.5 if unit.is_artillery and c.front(dest) else 0.0) - 0.05 * carried - cost
    # the Union: to the stars, and stay on them
    if into_enemy:
        if unit.is_artillery:
            return -5.0
        return (2.5 if dest in c.geo.stars else 0.3) - 0.6 * carried - cost
    score = 1.0 + 0.7 * (d0 - d1) - 0.05 * carried - cost
    needy = c.needy()
    if dest in needy:
        score += 2.5
    elif dest in c.geo.stars and c.mine.get(dest, 0) < 3:
        score += 1.2
    elif needy:
        score += 0.8 * (c.need_distance(src) - c.need_distance(dest))
    if src in c.geo.stars:
        score -= 1.5 if c.mine.get(src, 0) <= 3 or src in needy else 0.3
    return score


def idle(c: Context, a: Action) -> bool:
    """Whether ``a`` is an order's choice that changes nothing the battle
    turns on, though its disc is spent all the same (R-ORD-1) and the
    opponent takes the next action: a pass (R-PASS); off the stars, an
    entrenchment marker placed or moved (R-ENT-1, R-ENT-2) that does not
    complete an entrenchment facing the enemy (a single marker is
    unfinished work that gives no benefit and opens the area to flank
    attacks, R-ENT-3); a move order ended before any unit moved (R-MOVE)."""
    verb = a.verb
    if verb == "pass":
        return True
    if verb in ("entrench", "move-entrenchment"):
        area, border = a.args[0], a.args[-1]
        if area in c.geo.stars:
            return False
        return not (border in c.st.entrenchments.get(area, ()) and border in c.theirs)
    if verb == "end-move":
        top = c.st.stack[-1] if c.st.stack else None
        return isinstance(top, MoveOrder) and not top.moved
    return False


def _choose_order(c: Context, a: Action) -> float:
    verb = a.verb
    if verb == "move":
        return _move_area(c, a.args[0])
    if verb == "fire":
        return 2.0
    if verb == "entrench":
        if idle(c, a):
            return 0.0  # unfinished work off the stars guards nothing (R-ENT-2, R-ENT-3)
        area, border = a.args
        score = 0.2
        if area in c.geo.stars:
            score += 1.6 if c.side is Side.USA else 0.4
        if border in c.theirs:
            score += 0.6
        if border in c.st.entrenchments.get(area, ()):
            score += 0.8  # completes one (R-ENT-2)
        return score
    if verb == "move-entrenchment":
        area, _, to = a.args
        if idle(c, a):
            return 0.0
        return 0.9 if to in c.st.entrenchments.get(area, ()) else 0.1
    if verb == "reorganize":
        # R-REORG takes the marker off any area in reach; off the enemy's alone it
        # only helps them (their defence, R-ASLT-5; their moves, R-MOVE-7)
        return 1.9 if c.mine.get(a.args[0], 0) else -1.0
    if verb == "remove-fire-marker":
        return 0.5
    if verb == "reinforce":
        return 0.3
    if verb == "pass":
        return 0.2
    return 0.5


def score(c: Context, a: Action) -> float:
    """The policy's liking for ``a`` (higher is better); only the ordering matters."""
    verb = a.verb
    if verb == "place-block":
        return _place_block(c, a)
    if verb == "order":
        return _order(c, a.args[0])
    if verb == "double-order":
        return max(_order(c, a.args[0]), _order(c, a.args[1])) + 0.3
    if verb == "remove-block":
        return _remove_block(c, a.args[0])
    if verb == "forced-pass":
        return 0.8 if c.needy() else 2.0  # the period goes by while the stars are safe
    if verb == "enter":
        unit = c.st.units[a.args[0]]
        area = c.bf.entry_boxes[unit.location].area
        if area in c.theirs:
            return 1.2 if c.side is Side.CSA and not unit.is_artillery else -1.0
        return 3.0
    if verb == "move":
        if len(a.args) == 1:
            return _move_area(c, a.args[0])
        return _move_unit(c, a)
    if verb in ("end-move", "end-turn"):
        return 1.0
    if verb == "fire" and a.args:
        return 2.0 + (0.3 if a.args[2] == "infantry" else 0.0)
    if verb == "end-fire":
        return 1.0
    if verb == "resolve-assaults":
        return 1.1
    if verb == "retreat" or verb == "withdraw":
        last = a.args[-1]
        return 1.0 - 0.3 * c.star_distance(last)
    if verb in ("entrench", "move-entrenchment", "reorganize", "remove-fire-marker", "reinforce", "pass"):
        return _choose_order(c, a)
    return 0.0


#: the rollouts' noise: uniform, added to every score
NOISE = 0.3


def policy_action(g: Game, rng: random.Random, legal: list[Action] | None = None, noise: float = NOISE) -> Action:
    """The policy's action for the side deciding in ``g``: the best score,
    with uniform noise of ``noise`` added to each (a little variety between
    rollouts, and ties broken at random)."""
    if legal is None:
        legal = g.legal_actions(ordered=False)
    if len(legal) == 1:
        return legal[0]
    c = Context(g, g.current_player())
    best, best_score = legal[0], float("-inf")
    rand = rng.random
    for a in legal:
        # most of the actions where blocks may be placed: straight to their score, not through score()'s verbs
        s = (_place_block(c, a) if a.verb == "place-block" else score(c, a)) + noise * rand()
        if s > best_score:
            best, best_score = a, s
    return best


def rollout(
    g: Game,
    rng: random.Random,
    *,
    turns: int = 6,
    max_actions: int = 400,
    stop: Callable[[Game], bool] | None = None,
    reply: Reply | None = None,
) -> int:
    """Play ``g`` on with the policy until the game ends, the period ends, or
    ``turns`` changes of the active side have happened; the actions played.
    ``reply``: a search's plan played once where it answers (kernel/kit.py)."""
    st = g.state
    period = st.period
    active = st.active
    changes = 0
    n = 0
    replying = None if reply is None else Replying(reply)
    while st.outcome is None and n < max_actions:
        if replying is None or not replying.step(g):
            g.apply(policy_action(g, rng), trusted=True)  # one of its legal actions as they stand
        n += 1
        st = g.state
        if st.period != period:
            break
        if st.active is not active:
            active = st.active
            changes += 1
            if changes >= turns:
                break
    return n
