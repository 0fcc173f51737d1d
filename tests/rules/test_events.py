"""Events that say everything (events.py, docs/events.md): a position rebuilt
from the start position and the events alone equals the engine's state after
every action of random games, so the log can never drift (board_tracker.py).
The default run plays 25 games of each scenario; the slow run 500 more."""

from __future__ import annotations

import random

import pytest
from board_tracker import BoardTracker, TrackingError
from rulehelp import game_at

from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.events import EVENT_KINDS
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id

SCENARIOS = {"crossroads": crossroads.scenario(), "gettysburg-1863": load_scenario_by_id("gettysburg-1863")}


def rebuild_and_compare(g: Game, board: BoardTracker, rnd: random.Random, kinds: set) -> int:
    """Play ``g`` to its end by random legal actions; after each, apply its
    events to ``board`` and compare with the engine's state. The actions played."""
    n = 0
    while not g.over:
        legal = g.legal_actions(ordered=False)
        action = legal[rnd.randrange(len(legal))]
        for e in g.apply(action):
            kinds.add(e.kind)
            board.apply(e)
        n += 1
        diff = board.same_as(BoardTracker.of_state(g.state))
        assert not diff, f"after action {n} ({action}) the events disagree with the board: {diff}"
    return n


def _games(scenario_id: str, seeds) -> set:
    sc = SCENARIOS[scenario_id]
    kinds: set = set()
    for seed in seeds:
        g = Game(sc, SeededDice(seed), undo=False)
        board = BoardTracker.before_setup([u.id for u in sc.units])
        for e in g.log[0].events:  # the set-up, the first period's arrivals and discs
            board.apply(e)
        assert not board.same_as(BoardTracker.of_state(g.state))
        rebuild_and_compare(g, board, random.Random(seed), kinds)
    return kinds


def test_crossroads_games_rebuilt_from_their_events():
    kinds = _games("crossroads", range(25))
    # the games met the whole range of board changes
    assert {
        "move",
        "retreat",
        "eliminated",
        "cube-hit",
        "cubes-tied",
        "cubes-untied",
        "disrupted",
        "entrenchment-placed",
        "fire-marker-placed",
        "block-removed",
        "blocks-returned",
        "disc-placed",
        "discs-filled",
        "game-over",
    } <= kinds


def test_gettysburg_1863_games_rebuilt_from_their_events():
    _games("gettysburg-1863", range(25))


@pytest.mark.slow
@pytest.mark.parametrize("scenario_id", sorted(SCENARIOS))
def test_many_games_rebuilt_from_their_events(scenario_id):
    _games(scenario_id, range(1000, 1500))


def test_a_stated_position_rebuilt_from_its_events():
    g = game_at(
        {
            "units": {
                "town": ["csa-regular-1", "csa-regular-2"],
                "farm-south": ["usa-regular-1", "usa-artillery-1"],
                "west-pike": ["csa-elite-1"],
            },
            "disrupted": ["farm-south"],
            "entrenchments": {"farm-south": ["town", "round-top"]},
            "blocks": {
                "town": {"side": "csa", "value": 5, "discs": 0},
                "round-top": {"side": "usa", "value": 3, "discs": 0},
            },
        },
        undo=False,
    )
    g.state.dice = SeededDice(3)
    board = BoardTracker.of_state(g.state)
    rebuild_and_compare(g, board, random.Random(3), set())


def test_every_event_kind_is_documented_with_its_keys():
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "events.md").read_text(encoding="utf-8")
    for kind, (keys, _, _) in EVENT_KINDS.items():
        assert f"`{kind}`" in doc, kind
        for key in keys:
            assert f"`{key}`" in doc, (kind, key)


def test_an_event_that_does_not_fit_the_board_is_refused():
    board = BoardTracker.before_setup(["csa-regular-1"])
    from gettysburg_desktop.games.gettysburg.rules.events import Event

    with pytest.raises(TrackingError, match="schema"):
        board.apply(Event("move", "x", data=(("unit", "csa-regular-1"),)))
    with pytest.raises(TrackingError, match="moves from"):
        board.apply(Event("move", "x", data=(("unit", "csa-regular-1"), ("origin", "mill"), ("dest", "town"))))
