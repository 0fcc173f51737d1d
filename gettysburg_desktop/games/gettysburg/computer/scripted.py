"""A scripted Union (issue 26, item 4): the historical 1 July, the control
the search is measured against. Its first arrivals go to the victory areas
and hold them (R-WIN-1 needs two of them held by the Confederates at a
period's end): it never moves a unit off a star, never attacks except to
retake a star, and otherwise plays the rollouts' policy without noise
(to the stars in need first, entrenching there, R-ENT). The arena's
``scripted`` player; as the Confederates it is the policy without noise
(the script is the Union's).
"""

from __future__ import annotations

import random

from ..rules.actions import Action
from ..rules.game import Game
from ..rules.pieces import Side
from . import policy
from .evaluation import geography


def holds(g: Game, a: Action) -> bool:
    """Whether ``a`` keeps the script: no Union unit leaves a star, no
    attack but on a star (R-ASLT: moving into an enemy-held area)."""
    if a.verb != "move" or len(a.args) < 2:
        return True
    st = g.state
    stars = geography(g.bf).stars
    unit = st.units[a.args[0]]
    dest = a.args[1]
    if unit.location in stars:
        return False
    return not (dest in st.present[Side.CSA] and dest not in stars)


def scripted_action(g: Game, rng: random.Random) -> Action:
    """The scripted decision for the side deciding in ``g``."""
    legal = g.legal_actions(ordered=False)
    if g.current_player() is Side.USA:
        kept = [a for a in legal if holds(g, a)]
        legal = kept or legal  # a forced choice that leaves a star (a retreat) is still made
    return policy.policy_action(g, rng, legal, noise=0.0)
