"""Suggest's answer is a whole decision (ai/suggestion.py, issue 22, item
17): the player's plan, carried to the end of what it began. An order
from a block in an empty area goes on to the units it moves and where
(R-ORD-3, R-MOVE); a march of Norden & Süden is all of it, its end
included (NS-MOVE-3). The searching level runs at a fixed number of
simulations here: the same on any machine."""

from __future__ import annotations

from suggesthelp import ORDER_FROM_AN_EMPTY_AREA, Planned, gettysburg_position

from gettysburg_desktop.ai.levels import make_player
from gettysburg_desktop.ai.suggestion import whole_decision
from gettysburg_desktop.scenario.session import GameSession, Setup


def ended(game, decision) -> bool:
    """Whether ``decision`` is a whole one in ``game``: after it the game is
    over, the other side decides, dice were rolled, or the side is back at
    the depth of the step it was asked in."""
    side, depth = game.current_player(), len(game.state.stack)
    trial = game.clone(dice=7)
    for action in decision:
        trial.apply(action)
    return (
        trial.over or trial.current_player() is not side or bool(trial.log[-1].faces) or len(trial.state.stack) <= depth
    )


def test_an_order_goes_on_to_the_units_it_moves_and_where_R_ORD_3():
    g = gettysburg_position(ORDER_FROM_AN_EMPTY_AREA)
    decision = whole_decision(Planned("order forney-fields", "move herr-ridge"), g, seed=3)
    words = [str(a) for a in decision]
    assert words[:2] == ["order forney-fields", "move herr-ridge"]  # the plan first, as chosen
    moved = [w for w in words[2:] if w.startswith("move csa-heth-")]
    assert moved, f"the order's units never move: {words}"
    assert ended(g, decision), words
    assert g.current_player() is not None and len(g.history) == 0  # the game handed over is untouched


def test_the_hard_levels_suggestion_is_a_whole_decision_in_both_games():
    hard = make_player("hard")
    hard.iterations = 24  # a fixed number of simulations: the same answer on any machine
    positions = [
        gettysburg_position(ORDER_FROM_AN_EMPTY_AREA),
        GameSession.new(Setup("short-1861", 3, (), (), "norden-sueden")).game,
    ]
    for g in positions:
        decision = whole_decision(hard, g, seed=5)
        assert decision and decision[0] in g.legal_actions()
        assert ended(g, decision), [str(a) for a in decision]
    assert whole_decision(hard, positions[0], seed=5) == whole_decision(hard, positions[0], seed=5)  # reproducible


def test_a_march_is_suggested_whole_with_its_end_NS_MOVE_3():
    g = GameSession.new(Setup("campaign-1861", 3, (), (), "norden-sueden")).game
    decision = whole_decision(Planned("march washington", "move usa-1 washington>manassas-junction"), g, seed=1)
    words = [str(a) for a in decision]
    assert words[0] == "march washington" and "move usa-1 washington>manassas-junction" in words
    assert ended(g, decision) and g.state.stack[-1] is not None
    trial = g.clone(dice=1)
    for action in decision:
        trial.apply(action)
    assert trial.prompt().step == "movement"  # the march is over: back at the choice of the next one
