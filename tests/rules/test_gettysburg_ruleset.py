"""Gettysburg as the kernel's first ruleset (games/gettysburg/rules/ruleset.py): what the
kernel asks of it answers for Gettysburg."""

from __future__ import annotations

from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.rules.pieces import Side
from gettysburg_desktop.games.gettysburg.rules.ruleset import GETTYSBURG
from gettysburg_desktop.games.gettysburg.rules.version import RULES_VERSION
from gettysburg_desktop.kernel.record import record, replay


def test_game_plays_the_gettysburg_ruleset_and_its_actions_round_trip():
    g = Game(crossroads.scenario(), SeededDice(7))
    assert g.ruleset is GETTYSBURG and GETTYSBURG.sides == (Side.CSA, Side.USA)
    assert all(g.parse(str(a)) == a for a in g.legal_actions())
    assert g.current_player() is Side.CSA and g.information_state(Side.USA) == g.view(Side.USA)


def test_rule_ids_have_titles_in_the_rules_reference():
    assert GETTYSBURG.rule_reference("R-ACT-2") == ("Hidden block values", "R-ACT-2")
    assert GETTYSBURG.rule_reference("R-WIN-3")[1] == "R-WIN-3"
    assert GETTYSBURG.rule_reference("R-ACT")[0] == "Action rounds"


def test_a_concession_ends_with_returns_R_WIN_3():
    g = Game(crossroads.scenario(), SeededDice(7))
    g.apply("place-block 3 ridge-west")
    g.concede()
    assert g.is_terminal() and g.returns() == {Side.CSA: -1, Side.USA: 1}
    assert g.prompt().rule == "R-WIN"


def test_the_kernels_record_of_a_gettysburg_game_replays():
    g = Game(crossroads.scenario(), SeededDice(11), undo=False, events=False)
    for _ in range(60):
        if g.over:
            break
        g.apply(g.legal_actions()[len(g.history) % len(g.legal_actions())])
    rec = record(g)
    assert rec["ruleset"] == "gettysburg" and rec["rules_version"] == RULES_VERSION
    again = replay(Game, crossroads.scenario(), rec, SeededDice(11), undo=False, events=False)
    assert again.history == g.history and again.view(None, reveal=True) == g.view(None, reveal=True)
