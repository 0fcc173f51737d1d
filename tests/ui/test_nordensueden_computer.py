"""Norden & Süden against the computer in the play window (issue 17, item
6): the games' registry says the computer plays it, so a game with a
computer side starts with the computer thinking in its worker with
Norden & Süden's kit (games/nordensueden/computer/kit.py); its marches show in the
game and the person decides the other side."""

from __future__ import annotations

import pytest
from computerhelp import wait_for_person
from uihelp import plain

from gettysburg_desktop.games.nordensueden.rules.sides import Side
from gettysburg_desktop.scenario.session import GameSession, Setup
from gettysburg_desktop.ui import computer as computer_module


@pytest.fixture(autouse=True)
def quick_pace(monkeypatch):
    monkeypatch.setitem(computer_module.PACES, "fast", 0.0)


def test_the_computer_plays_the_union_turn_and_hands_over_to_the_person(open_window, qtbot):
    session = GameSession.new(Setup("short-1861", 4, (), (("usa", "greedy"),), "norden-sueden"))
    w = open_window(session)
    w.computer.set_pace("fast", keep=False)
    assert w.controller.against_computer
    wait_for_person(qtbot, w, timeout=60_000)
    g = w.controller.game
    assert g.state.phasing is Side.CSA or g.over  # the computer played the Union's whole player turn
    union = [str(a) for a in g.history if str(a).split()[0] in ("march", "move", "sea", "land", "recruit")]
    assert union  # it marched or recruited (NS-MOVE-2: two marches in turn 1)
    assert not w.curtain.isVisible()  # nothing hidden, no curtain (NS-COMP)
    assert plain(w.prompt.side.text()).startswith("Confedera")  # the person's turn
