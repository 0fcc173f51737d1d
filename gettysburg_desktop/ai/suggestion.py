"""What *Suggest* answers (ui/computer.py): a whole decision of the side
at the screen, never only its first click (issue 22, item 17).

The player's plan comes first (``Player.choose_plan``: the hard level's
chosen root plan, a march with all it moves and its end in Norden &
Süden, an order with what it orders in Gettysburg). Where the plan leaves
the side inside a step deeper than the one it was asked in (an order
whose units have still to move), the kit's policy, the one the search
played the plan's inner steps with, carries it to the end of that step.
The decision ends where the game is over, the other side decides, dice
were rolled (what follows depends on them) or the side is back at the
step it was asked in.

It plays in a world the side can't tell from the game it was handed
(worlds.py): nothing it suggests reads what the side may not know.
"""

from __future__ import annotations

import random
from typing import Any

from gettysburg_desktop.kernel.gateway import IllegalAction

from .kit import kit_for
from .player import Player, Progress
from .worlds import sample_world

#: the actions a suggestion holds at most (a guard: every decision ends well before)
LONGEST = 80


def whole_decision(player: Player, game: Any, seed: int, progress: Progress | None = None) -> tuple:
    """``player``'s decision for the side deciding in ``game``, whole (see the module)."""
    side = game.current_player()
    plan = player.choose_plan(game, seed, progress)
    rng = random.Random(seed)
    world = sample_world(game, side, rng)
    depth = len(world.state.stack)
    out: list = []

    def goes_on() -> bool:
        return (
            not world.over
            and world.current_player() is side
            and not (world.log and world.log[-1].faces)
            and len(out) < LONGEST
        )

    for action in plan:
        if out and not goes_on():
            break
        try:
            world.apply(action)
        except IllegalAction:  # pragma: no cover - the side's own options are the same in every world
            break
        out.append(action)
    kit = kit_for(world)
    while goes_on() and len(world.state.stack) > depth:  # still inside what the plan began
        action = kit.policy_action(world, rng)
        world.apply(action)
        out.append(action)
    return tuple(out)
