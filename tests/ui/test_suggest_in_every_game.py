"""Suggest in every game the window plays (issue 22, items 2 and 17): the
button and Ctrl+H ask the hard level in its worker; its answer is a whole
decision (ai/suggestion.py), said in the game's own words (the window's
part of the game: ui/window_game_kind.py's ``choice``) and marked on the
board, never played. An order from a block in an empty area is said and
marked with the units it moves and where (R-ORD-3), not as a block alone."""

from __future__ import annotations

import pytest
from computerhelp import wait_for_person
from PySide6.QtCore import QPoint, Qt

from gettysburg_desktop.ai.suggestion import whole_decision
from gettysburg_desktop.ai.worker import Chosen
from gettysburg_desktop.scenario.session import GameSession, Setup
from gettysburg_desktop.ui import computer as computer_module
from gettysburg_desktop.ui.game_kinds import playable

#: every registered game the computer plays (scenario/games.py, ui/game_kinds.py)
GAMES = [kind.id for kind in playable() if kind.computer]


@pytest.fixture(autouse=True)
def quick_pace(monkeypatch):
    monkeypatch.setitem(computer_module.PACES, "fast", 0.0)


def marked(w) -> dict:
    """The board's items marked by the suggestion."""
    return {item: mode for item, mode in w.scene._marked.items() if mode in ("selected", "target")}


def check_suggestion(w, before: int) -> None:
    """The suggestion is there: legal, said whole, marked, not played."""
    c = w.controller
    _, first, words = w.computer.suggestion
    assert first in {str(a) for a in c.game.legal_actions()}
    plan = w.computer.suggested_plan
    assert plan and plan[0] == first and len(words.split("; then ")) == len(plan)
    assert "Suggestion (hard) for the " in w.status.text() and words in w.status.text()
    assert marked(w), "the suggestion is marked on the board"
    assert len(c.game.history) == before, "a suggestion is never played by itself"


def test_every_game_is_games_are_covered():
    assert {"gettysburg", "norden-sueden"} <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_ctrl_h_suggests_a_whole_decision_in_every_game_in_the_hot_seat(open_window, player, qtbot, game):
    from gettysburg_desktop.scenario import games

    kind = games.game(game)
    w = open_window(GameSession.new(Setup(kind.first_scenario(), 3, (), (), None if game == "gettysburg" else game)))
    p = player(w)
    if w.curtain.isVisible():
        p.take_over()
    n = len(w.controller.game.history)
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key_H, Qt.ControlModifier)
    qtbot.waitUntil(lambda: w.computer.suggestion is not None, timeout=30_000)
    check_suggestion(w, n)


def test_the_suggest_button_against_the_computer_in_norden_sueden(open_window, player, qtbot):
    w = open_window(GameSession.new(Setup("short-1861", 4, (), (("usa", "easy"),), "norden-sueden")))
    w.computer.set_pace("fast", keep=False)
    wait_for_person(qtbot, w, timeout=60_000)  # the Union's turn played: the Confederacy at the screen
    n = len(w.controller.game.history)
    assert w.prompt.suggest_button.isVisible()
    qtbot.mouseClick(w.prompt.suggest_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w.computer.suggestion is not None, timeout=30_000)
    check_suggestion(w, n)
    # the words stay where nothing else is said: over empty ground the status bar says the suggestion again
    viewport = w.view.viewport()
    empty = next(
        (
            QPoint(x, y)
            for x in range(10, viewport.width(), 40)
            for y in range(10, viewport.height(), 40)
            if w.scene.thing_at(w.view.mapToScene(QPoint(x, y))) is None
        ),
        None,
    )
    assert empty is not None
    qtbot.mouseMove(viewport, empty)
    qtbot.waitUntil(lambda: w.status.text().startswith("Suggestion (hard)"))
    p = player(w)
    p.right_click()  # the next click: the suggestion's marks go
    p.click_scene(w.view.mapToScene(empty))
    assert w.controller.suggested is None and not marked(w)


class AnsweringHelper:
    """The suggestions' worker answering with a given decision at once (its
    search stands aside; the window's part is what is tested here)."""

    def __init__(self, decision) -> None:
        self.decision = tuple(str(a) for a in decision)
        self.asking = 0

    def ask(self, game, name, seed) -> int:
        self.asking = 1
        return 1

    def poll(self) -> list:
        if not self.asking:
            return []
        self.asking = 0
        return [Chosen(1, self.decision[0], 0.0, self.decision)]

    def cancel(self) -> None:
        self.asking = 0

    def stop(self) -> None:
        self.asking = 0


def test_an_order_from_a_block_in_an_empty_area_is_suggested_with_the_units_it_moves(open_window, player, qtbot):
    from suggesthelp import ORDER_FROM_AN_EMPTY_AREA, Planned
    from uihelp import position_session

    w = open_window(position_session(ORDER_FROM_AN_EMPTY_AREA))
    p = player(w)
    p.seat()
    c = w.controller
    decision = whole_decision(Planned("order forney-fields", "move herr-ridge"), c.game, seed=3)
    w.computer.helper.stop()
    w.computer.helper = AnsweringHelper(decision)
    c.suggest_requested.emit()  # Computer > Suggest (Ctrl+H)
    qtbot.waitUntil(lambda: w.computer.suggestion is not None)
    words = w.computer.suggestion[2]
    assert words.startswith("Issue an order from the block in Forney Fields; then Move the units in Herr Ridge; then ")
    moves = [str(a) for a in decision if str(a).startswith("move csa-")]
    assert moves
    assert "moves to" in words  # the units and where they go, in words
    modes = {getattr(item, "uid", None) or getattr(item, "place", None): mode for item, mode in marked(w).items()}
    assert w.scene._marked.get(w.scene.blocks["forney-fields"]) == "target"  # the block ordered from
    moved = {a.split()[1] for a in moves}
    assert moved <= {uid for uid, mode in modes.items() if mode == "selected"}  # the units it moves
    assert len(c.game.history) == 0


def test_undo_takes_the_suggestions_marks_off_the_board(open_window, player, qtbot):
    """The marks are of the position they were suggested in: Ctrl+Z (the
    person's decision and the computer's reply taken back) takes them away
    with it, as it takes a unit's artillery reach."""
    import random

    from computerhelp import person_decides

    w = open_window(GameSession.new(Setup("crossroads", 3, players=(("usa", "easy"),))))
    w.computer.set_pace("fast", keep=False)
    p = player(w)
    rnd = random.Random(8)
    c = w.controller
    for _ in range(50):  # a decision of the person's the computer answered, with no dice since
        wait_for_person(qtbot, w)
        person_decides(p, rnd, prefer_buttons=0.5)
        wait_for_person(qtbot, w)
        if c.can_take_back_from_computer:
            break
    assert c.can_take_back_from_computer
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key_H, Qt.ControlModifier)
    qtbot.waitUntil(lambda: w.computer.suggestion is not None, timeout=30_000)
    assert marked(w)
    qtbot.keyClick(w.view, Qt.Key_Z, Qt.ControlModifier)
    assert c.suggested is None and not marked(w)


def test_the_pieces_tooltips_show_beside_a_suggestion(open_window, player, qtbot):
    """The suggestion's bubble stands in a far corner for many seconds: the
    player hovers the pieces to judge it, so their tooltips still show (only
    a refusal beside the pointer holds them back)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    w = open_window(GameSession.new(Setup("gettysburg-1863", 3)))
    p = player(w)
    if w.curtain.isVisible():
        p.take_over()
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key_H, Qt.ControlModifier)
    qtbot.waitUntil(lambda: w.computer.suggestion is not None, timeout=30_000)
    assert w.bubble.isVisible()
    unit = "usa-buford-1"
    at = w.view.mapFromScene(w.scene.unit_pos(unit))
    QToolTip.hideText()
    viewport = w.view.viewport()
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.ToolTip, at, viewport.mapToGlobal(at)))
    QApplication.processEvents()
    assert QToolTip.isVisible() and QToolTip.text() == w.scene.units[unit].toolTip()
