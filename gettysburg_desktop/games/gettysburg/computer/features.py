"""What decides a game of Gettysburg, read off a position as numbers (issue
26, item 2): the hand-weighted evaluation's terms (evaluation.py) and the
race to the stars it could not see, for an evaluation fitted on games
(tools/fit_evaluation.py). All from the Confederate side.

The race: for each victory area (R-WIN-4) each side's distance in moves
from its nearest unit on the map; who is nearer, where the Union has not
garrisoned it, is who can take it before the period ends (R-WIN-1 at the
end of a period). The orders left this period (R-DISC, R-TIME-3: the
period ends with the Union's last disc) say how much can still move; the
blocks still to place and the arrivals to come (R-REIN) what is yet to
enter the game.
"""

from __future__ import annotations

import math

from ..rules.game import Game
from ..rules.periods import is_afternoon
from ..rules.pieces import ON_CHART, Side
from .evaluation import _clock, _coverage, _waiting, approach, damage, geography, star_terms

#: the features in order (``features`` returns their values)
NAMES = (
    "bias",
    "stars held",  # victory areas the Confederates hold alone (R-WIN-4)
    "double star",  # Little Round Top and Round Top both (R-WIN-2)
    "win pending",  # R-WIN-1 or R-WIN-2 reached: a win when the period ends
    "threat",  # Confederate strength in and next to each star against its garrison
    "garrison",  # Union strength on the stars
    "damage",  # the difference of the strength shares left
    "approach",  # Confederate units by their distance to the nearest star
    "command",  # free disc capacity of blocks near own units, Confederate minus Union
    "clock",  # the share of the game gone
    "waiting",  # units in entry boxes, Union minus Confederate
    "race",  # per star not held: how much nearer the Confederates are than the Union, clamped
    "open stars nearer",  # empty stars the Confederates are nearer to
    "Union orders left",  # this period's Union discs left, a share of its box (R-TIME-3)
    "Confederate orders left",  # the Confederates' discs in their order boxes (R-DISC-2)
    "blocks to place",  # available block values, Confederate minus Union, sixteenths
    "arrivals to come",  # units still on the chart, Union minus Confederate, tenths (R-REIN)
    "race x orders",  # the race while the Union still has orders to answer with
    "held x clock",  # stars held as the end nears
)

FAR = 20  # a distance beyond any on the map: a side with no unit that can reach a star


def _nearest(g: Game, side: Side, to: dict[str, int]) -> int:
    best = FAR
    for place in g.state.present[side]:
        d = to.get(place)
        if d is not None and d < best:
            best = d
    return best


def features(g: Game) -> list[float]:
    """The values of NAMES for a game still running."""
    st = g.state
    geo = geography(g.bf)
    csa, usa = st.present[Side.CSA], st.present[Side.USA]
    held, double, threat, garrison = star_terms(g)
    race = 0.0
    open_nearer = 0
    for star in geo.stars:
        if csa.get(star, 0) and not usa.get(star, 0):
            continue  # held: no race
        to = geo.to_star[star]
        dc, du = _nearest(g, Side.CSA, to), _nearest(g, Side.USA, to)
        race += max(-1.0, min(1.0, (du - dc) / 3.0))
        if not csa.get(star, 0) and not usa.get(star, 0) and dc < du:
            open_nearer += 1
    clock = _clock(g)
    box = max(1, sum(g.scenario.union_order_boxes.values()) // 4)
    usa_orders = min(1.0, (st.usa_blue + st.usa_black) / box)
    csa_orders = (st.csa_single + st.csa_double) / 8.0
    blocks = (sum(st.available[Side.CSA]) - sum(st.available[Side.USA])) / 16.0
    to_come = {Side.CSA: 0, Side.USA: 0}
    for unit in st.units.values():
        if unit.location == ON_CHART:
            to_come[unit.side] += 1
    pending = held >= 2 or (double and is_afternoon(st.period))
    return [
        1.0,
        float(held),
        1.0 if double else 0.0,
        1.0 if pending else 0.0,
        threat,
        garrison,
        damage(g),
        approach(g),
        _coverage(g, Side.CSA) - _coverage(g, Side.USA),
        clock,
        float(_waiting(g, Side.USA) - _waiting(g, Side.CSA)),
        race,
        float(open_nearer),
        usa_orders,
        csa_orders,
        blocks,
        (to_come[Side.USA] - to_come[Side.CSA]) / 10.0,
        race * usa_orders,
        held * clock,
    ]


class Fitted:
    """The evaluation fitted on games (tools/fit_evaluation.py; its weights
    in fitted.py): one logistic model a day on ``features``, read as the
    Confederates' chance of winning. The arena's ``hard:fitted``."""

    __slots__ = ("by_day",)

    def __init__(self, by_day: tuple[tuple[float, ...], ...]) -> None:
        if len(by_day) != 3 or any(len(w) != len(NAMES) for w in by_day):
            raise ValueError(f"fitted weights need 3 days of {len(NAMES)} weights each")
        self.by_day = by_day

    def csa_logit(self, g: Game) -> float:
        weights = self.by_day[min(2, g.state.period // 4)]
        return sum(w * x for w, x in zip(weights, features(g), strict=True))

    def evaluate(self, g: Game, side: Side) -> float:
        """``side``'s score in [-1, 1]: 2p - 1 for the chance p (±1 for a finished game)."""
        outcome = g.state.outcome
        if outcome is not None:
            winner = outcome[0]
            return 0.0 if winner is None else (1.0 if winner is side else -1.0)
        v = math.tanh(self.csa_logit(g) / 2)  # 2 * sigmoid(z) - 1
        return v if side is Side.CSA else -v
