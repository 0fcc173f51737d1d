"""The Game split (issue 15, item 3): the board and its changes
(base_board.py) below the gateway (gateway.py, game.py); quiet games without
swapped methods; clones made by design; one revision number for caches."""

from __future__ import annotations

from rulehelp import position_signature, random_steps

from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules.base_board import BaseBoard
from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.rules.gateway import Gateway

SC = crossroads.scenario()


def test_a_game_is_a_gateway_over_a_board():
    g = Game(SC, SeededDice(3))
    assert isinstance(g, Gateway) and isinstance(g, BaseBoard)


def test_the_revision_changes_with_every_action_undo_redo_and_concession():
    g = Game(SC, SeededDice(5))
    seen = [g.revision]
    g.apply(g.legal_actions()[0])
    seen.append(g.revision)
    g.undo(handover=True)  # the first action hands the game to the Union
    seen.append(g.revision)
    g.redo()
    seen.append(g.revision)
    g.concede()
    seen.append(g.revision)
    assert len(set(seen)) == len(seen), seen
    assert seen == sorted(seen)


def test_the_revision_stays_when_nothing_changes():
    g = Game(SC, SeededDice(5))
    r = g.revision
    g.legal_actions(), g.view(None), g.choices(), g.prompt()
    assert g.revision == r
    assert g.clone().revision == r  # a clone starts at its original's position


def test_a_quiet_game_swaps_no_methods_and_tells_nothing():
    quiet = Game(SC, SeededDice(9), events=False, undo=False)
    loud = Game(SC, SeededDice(9))
    assert not {"emit", "emit_secret", "roll_result"} & set(vars(quiet))
    random_steps(quiet, 300, 4)
    random_steps(loud, 300, 4)
    assert position_signature(quiet) == position_signature(loud)
    assert quiet.history == loud.history
    assert quiet._events == [] and quiet.start_events == []


def test_a_clone_shares_the_scenario_tables_and_copies_the_position():
    g = Game(SC, SeededDice(11))
    random_steps(g, 120, 5)
    c = g.clone(events=True)
    assert c.tables is g.tables and c.places is g.places and c.names is g.names
    assert c.state is not g.state and position_signature(c) == position_signature(g)
    assert c.legal_actions() == g.legal_actions()
    assert c.events_on and not g.clone().events_on
    # the clone's changes are its own
    c.apply(c.legal_actions()[0])
    assert c.history != g.history and g.revision != c.revision
