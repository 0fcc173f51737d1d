"""ACW-BBDBA's computer kit (computer/kit.py): its moves scored toward the
enemy, its policy playing a whole battle within the rules, its evaluation
reading the losses, and the search playing with it."""

from __future__ import annotations

import random

from gettysburg_desktop.games.acw_bbdba.battles import standard
from gettysburg_desktop.games.acw_bbdba.computer.kit import KIT, move_score
from gettysburg_desktop.games.acw_bbdba.game.ruleset import AcwGame
from gettysburg_desktop.games.acw_bbdba.game.sides import Side
from gettysburg_desktop.kernel.dice import SeededDice


def test_the_policy_plays_a_battle_within_the_rules_and_beats_random_as_the_union():
    g = AcwGame(standard(), SeededDice(0), undo=False, events=False, variants=["bounds-30"])
    rng = random.Random(0)
    while not g.over:
        if g.current_player() is Side.UNION:
            g.apply(KIT.policy_action(g, rng, noise=0.0))
        else:
            acts = g.legal_actions(ordered=False)
            g.apply(acts[rng.randrange(len(acts))])
        assert not KIT.violations(g)
    assert g.outcome[0] is Side.UNION
    assert KIT.evaluate(g, Side.UNION) == 1.0 and KIT.evaluate(g, Side.CONFEDERATE) == -1.0


def test_a_move_toward_the_enemy_scores_above_one_away_and_the_evaluation_reads_losses():
    g = AcwGame(standard(), SeededDice(3), undo=False)
    while g.prompt().step != "movement" or g.state.stack[-1].__class__.__name__ != "Movement":
        g.apply(g.legal_actions()[0])
    side = g.deciding_side()
    pick = next(a for a in g.legal_actions() if a.verb == "pick" and "-K" not in a.args[0])
    g.apply(pick)
    moves = {str(a): move_score(g, a) for a in g.legal_actions() if a.verb == "move"}
    forward = max(v for k, v in moves.items() if k.endswith("a50.00") or k.endswith("a75.00") or k.endswith("a100.00"))
    assert forward > 0
    assert KIT.evaluate(g, side) == 0.0  # nothing lost yet
    command = next(c for c in g.state.side_commands(side.other))
    command.lost = 4
    assert KIT.evaluate(g, side) > 0.5
