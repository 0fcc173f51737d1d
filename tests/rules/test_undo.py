"""Undo: restores the previous state; cleared by a roll and by a change of side."""

import pytest
from rulehelp import blocks, game_at, legal, loc, play

from gettysburg_desktop.games.gettysburg.rules.game import IllegalAction
from gettysburg_desktop.games.gettysburg.rules.pieces import Side
from gettysburg_desktop.games.gettysburg.rules.position import position_of


def game(dice=()):
    return game_at(
        {
            "units": {
                "mill": ["csa-regular-1", "csa-regular-2"],
                "town": ["usa-regular-1"],
                "creek": ["usa-regular-2"],
            },
            "blocks": blocks(("mill", "csa", 4, 0), ("creek", "usa", 5, 0)),
        },
        dice=dice,
    )


def test_undo_restores_the_previous_state_and_legal_actions():
    g = game()
    before, acts = position_of(g), legal(g)
    play(g, "order mill", "move mill", "move csa-regular-1 ridge-west")
    assert g.can_undo()
    g.undo()
    g.undo()
    g.undo()
    assert position_of(g) == before and legal(g) == acts and g.history == []
    assert not g.can_undo()


def test_undo_is_cleared_by_a_roll():
    g = game_at(
        {
            "units": {"mill": ["csa-regular-1", "csa-elite-1"], "town": ["usa-regular-1"], "creek": ["usa-regular-2"]},
            "blocks": blocks(("mill", "csa", 4, 0), ("creek", "usa", 5, 0)),
        },
        dice=[3, 6, 6, 1, 1, 1, 1, 1],
    )
    play(g, "order mill", "move mill", "move csa-regular-1 town")
    assert g.can_undo()
    play(g, "move csa-elite-1 town")  # nothing is rolled yet: the player ends the move
    assert legal(g) == ["end-move"] and g.can_undo()
    play(g, "end-move")  # the assault rolls: T2 3 = a cube the CSA must assign
    assert g.prompt().side is Side.CSA and legal(g) == ["assign csa-elite-1", "assign csa-regular-1"]
    assert not g.can_undo()
    assert g.undo_reason() == "a die was rolled: rolls are never taken back"
    with pytest.raises(IllegalAction, match="a die was rolled"):
        g.undo()


def test_undo_is_cleared_by_a_change_of_side():
    g = game()
    play(g, "order mill", "pass")
    assert g.prompt().side is Side.USA
    assert not g.can_undo()
    assert g.undo_reason() == "the Confederate decisions are done: the Union side is deciding now"
    with pytest.raises(IllegalAction, match="the Union side is deciding now"):
        g.undo()


def test_behind_the_curtain_the_side_that_handed_over_takes_its_action_back_until_the_other_decides():
    g = game()
    before = position_of(g)
    play(g, "order mill", "pass")
    assert g.can_undo(handover=True) and not g.can_undo()
    undone = g.undo(handover=True)
    assert str(undone.action) == "pass" and g.prompt().side is Side.CSA
    assert g.can_undo() and not g.can_undo(handover=True)  # back to the Confederate's own decisions
    g.undo()
    assert position_of(g) == before
    play(g, "order mill", "pass")
    play(g, "order creek")  # the Union decided: the Confederate pass stands for good
    assert not g.can_undo(handover=True) and g.can_undo()
    g.undo()
    assert not g.can_undo() and g.history[-1].verb == "pass" and g.prompt().side is Side.USA


def test_undo_of_a_move_puts_the_unit_back():
    g = game()
    play(g, "order mill", "move mill", "move csa-regular-1 ridge-west")
    g.undo()
    assert loc(g, "csa-regular-1") == "mill"
    assert "move csa-regular-1 ridge-west" in legal(g)
