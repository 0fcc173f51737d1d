"""The scripted Union (games/gettysburg/computer/scripted.py, issue 26): the
historical 1 July as a control for the search. Played through a game of the
1863 battle, it never moves a unit off a star and never attacks but a star."""

from __future__ import annotations

import random

import pytest

from gettysburg_desktop.ai.levels import make_player
from gettysburg_desktop.games.gettysburg.computer.evaluation import geography
from gettysburg_desktop.games.gettysburg.computer.kit import KIT
from gettysburg_desktop.games.gettysburg.computer.policy import policy_action
from gettysburg_desktop.games.gettysburg.rules.pieces import Side
from gettysburg_desktop.kernel.dice import SeededDice
from gettysburg_desktop.scenario import games as registry


def test_the_scripted_union_holds_the_stars_it_reaches():
    kind = registry.game("gettysburg")
    g = kind.game_class(kind.load_scenario("gettysburg-1863"), SeededDice(7), undo=False, events=False)
    stars = geography(g.bf).stars
    scripted = make_player("scripted")
    rng = random.Random(7)
    moves = held = 0
    n = 0
    while not g.over:
        legal = g.legal_actions()
        if g.current_player() is Side.USA and len(legal) > 1:
            action = scripted.choose(g.resample(Side.USA, n), n)
            if action.verb == "move" and len(action.args) > 1:
                moves += 1
                unit = g.state.units[action.args[0]]
                leaves_star = unit.location in stars
                attacks = action.args[1] in g.state.present[Side.CSA]
                # a choice that leaves a star is made only when every choice does (a retreat)
                assert not leaves_star or all(
                    a.verb == "move" and len(a.args) > 1 and g.state.units[a.args[0]].location in stars for a in legal
                ), action
                assert not attacks or action.args[1] in stars, action
        else:
            action = policy_action(g, rng, legal)
        g.apply(action)
        n += 1
        held = max(held, sum(1 for s in stars if g.state.present[Side.USA].get(s, 0)))
    assert moves > 10 and held >= 2


def test_the_scripted_player_plays_only_a_game_with_a_script():
    assert KIT.scripted
    from gettysburg_desktop.games.nordensueden.campaign import short_1861
    from gettysburg_desktop.games.nordensueden.rules.game import NordenSuedenGame

    g = NordenSuedenGame(short_1861(), SeededDice(1), undo=False, events=False)
    while len(g.legal_actions()) == 1:
        g.apply(g.legal_actions()[0])
    with pytest.raises(ValueError, match="has no script"):
        make_player("scripted").choose(g, 1)
