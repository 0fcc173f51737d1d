"""A game against the computer in the play window (issue 16, ui/computer.py):
the person clicks on the board, the computer decides in its worker process
and its decisions show on the board and in the log; no curtain; undo takes
back the person's decision with the computer's replies; Suggest; Pause;
saved games remember who played."""

from __future__ import annotations

import random

import pytest
from computerhelp import person_decides, take_by_mouse, wait_for_person
from PySide6.QtCore import Qt

from gettysburg_desktop.rules.pieces import Side
from gettysburg_desktop.scenario.session import GameSession, Setup
from gettysburg_desktop.ui import computer as computer_module

#: the computer's level in these tests: easy once the search registers it
LEVEL = "easy" if "easy" in computer_module.player_names() else "random"


@pytest.fixture(autouse=True)
def quick_pace(monkeypatch):
    """The computer's decisions follow one another at once (the pace is tested apart)."""
    monkeypatch.setitem(computer_module.PACES, "fast", 0.0)


def against(open_window, scenario="crossroads", seed=3, computer="csa", level=LEVEL, pace="fast"):
    w = open_window(GameSession.new(Setup(scenario, seed, players=((computer, level),))))
    w.computer.set_pace(pace, keep=False)
    return w


def play_to_the_end(qtbot, w, p, seed, limit):
    rnd = random.Random(seed)
    taken = 0
    while not w.controller.game.over:
        wait_for_person(qtbot, w)
        if w.controller.game.over:
            break
        assert not w.curtain.isVisible(), "no curtain against the computer"
        person_decides(p, rnd, prefer_buttons=0.7)
        taken += 1
        assert taken < limit, "the game does not end"
    return taken


def test_a_game_against_the_computer_on_crossroads_is_played_to_its_end_by_mouse(open_window, player, qtbot):
    w = against(open_window, computer="csa")
    p = player(w)
    taken = play_to_the_end(qtbot, w, p, 1, 2000)
    g = w.controller.game
    assert g.over and g.outcome is not None
    computer = sum(1 for e in g.log[1:] if e.side is Side.CSA)
    assert taken > 10 and computer > 10
    assert w.computer.decisions == computer  # every one carried out through the window
    assert not w.curtain.isVisible()
    assert "victory" in w.windowTitle()


@pytest.mark.slow
def test_a_game_against_the_computer_on_the_1863_battle_is_played_to_its_end_by_mouse(open_window, player, qtbot):
    w = against(open_window, scenario="gettysburg-1863", computer="usa", seed=5)
    p = player(w)
    play_to_the_end(qtbot, w, p, 2, 5000)
    assert w.controller.game.over
