"""No decision of Norden & Süden is lost by a stray click (issue 22, item
4). The buttons stand in the order of the player turn (NS-SEQ-2), each
always in its place, greyed while not offered: when the march's last unit
has moved the march ends by itself, and a second click where "End the
march" was lands on it greyed, never on "End the movement". Ending the
movement (offered only with marches left) asks first: they are lost
(NS-MOVE-7), as ending a turn does in Gettysburg; Esc steps back, Enter or
Confirm ends it. Over a player turn (and, slow, a whole short game) a
second click where a button was just pressed never lands on another one."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from gettysburg_desktop.games.nordensueden.rules.sides import Side
from gettysburg_desktop.scenario.session import GameSession, Setup


def ns_window(open_window, scenario="campaign-1861", seed=3):
    return open_window(GameSession.new(Setup(scenario, seed, (), (), "norden-sueden")))


def shown_buttons(w) -> list[QPushButton]:
    QApplication.processEvents()  # a button added to a shown layout is shown by the event loop
    return [b for b in w.prompt.buttons.findChildren(QPushButton) if b.isVisible()]


def button_at(w, point):
    """The prompt bar's button a click at ``point`` (in the rows' coordinates) lands on, or None."""
    QApplication.processEvents()
    child = w.prompt.buttons.childAt(point)
    return child if isinstance(child, QPushButton) and child.isVisible() else None


def test_end_the_movement_never_comes_where_end_the_march_was_and_asks_first(open_window, player, qtbot):
    w = ns_window(open_window)
    p = player(w)
    g = w.controller.game
    p.click_place("washington")  # a march: three militia (NS-MOVE-3), two marches this turn (NS-MOVE-2)
    p.click_unit("usa-1")
    p.click_place("manassas-junction")
    p.click_unit("usa-2")
    p.click_place("manassas-junction")
    end_march = w.prompt.button_for("end-march")
    assert end_march is not None and end_march in shown_buttons(w)
    spot = end_march.geometry().center()
    p.click_unit("usa-3")
    p.click_place("manassas-junction")  # the march's last unit: the march ends by itself
    assert g.state.marches_left == 1 and g.prompt().step == "movement"
    there = button_at(w, spot)
    assert there is not None and not there.isEnabled() and there.text() == "End the march"
    assert w.prompt.button_for("end-movement") is not None
    qtbot.mouseClick(there, Qt.LeftButton)  # the second click of a player who meant to end the march
    assert g.state.marches_left == 1 and g.prompt().step == "movement"  # nothing happened
    # End the movement with a march left: asked first
    p.press("end-movement")
    assert g.state.segment == "movement" and g.state.marches_left == 1
    assert "the march left is lost (NS-MOVE-7)" in p.prompt()
    assert [b.text() for b in shown_buttons(w) if b.isEnabled()] == ["Confirm: End the movement", "Cancel (Esc)"]
    p.esc()  # steps back: the march is still there
    assert g.state.marches_left == 1 and w.prompt.button_for("end-movement") is not None
    p.press("end-movement")
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key_Return)  # Enter confirms
    assert g.state.segment != "movement" and "1 march is lost" in p.log_tail(5)


def press_twice(w, qtbot, name: str) -> None:
    """Press the button named ``name`` ("choice:ACTION", "confirm:ACTION")
    and click where it stood once more (a double click, a habit): that second
    click must land on nothing, a greyed button or the same action, never on
    another step of the game. A step that asks first is confirmed by its
    Confirm button, checked the same way."""
    c = w.controller
    button = w.prompt.buttons.findChild(QPushButton, name)
    assert button is not None and button in shown_buttons(w), f"no button {name!r}"
    spot = button.geometry().center()
    qtbot.mouseClick(button, Qt.LeftButton)
    there = button_at(w, spot)
    assert there is None or not there.isEnabled() or there.objectName() == name, (
        f"after {name}: {there.objectName()} came in its place"
    )
    if c.pending is not None and there is not None and not there.isEnabled():  # asked first: Confirm, checked too
        press_twice(w, qtbot, "confirm:" + str(c.pending.action))


def test_over_a_player_turn_a_second_click_never_lands_on_another_button(open_window, player, qtbot):
    """The Union's first player turn, every button pressed by mouse and
    clicked again where it stood: the march's end, the movement's (asked
    first), the battle's Fire and Stand, the promotion, the recruitment's
    roll and end, and the Confederacy's movement after it (NS-SEQ-2)."""
    from gettysburg_desktop.kernel.dice import ScriptedDice

    w = ns_window(open_window)
    c = w.controller
    g = c.game
    g.state.dice = ScriptedDice([1] * 40)  # every shot hits: the battle is over in one round
    p = player(w)
    p.click_place("washington")
    for uid in ("usa-1", "usa-2"):
        p.click_unit(uid)
        p.click_place("manassas-junction")
    press_twice(w, qtbot, "choice:end-march")
    pressed = {"end-march"}
    for _ in range(80):
        if g.over or g.state.phasing is not Side.USA:
            break
        offered = [str(ch.action) for ch in c.choices() if ch.kind == "button"]
        if offered:
            press_twice(w, qtbot, "choice:" + offered[0])
            pressed.add(offered[0])
        else:
            c.choose(c.choices()[0])  # a target, a battle to fight, a recruit: as the rules offer them first
    assert {"end-movement", "fire", "roll", "end-recruitment"} <= pressed, pressed
    assert g.state.phasing is Side.CSA


@pytest.mark.slow
def test_over_a_short_game_a_second_click_never_lands_on_another_button(open_window, qtbot):
    """Every button pressed by mouse over a short game played by random
    clicks: where it stood, the next row has the same button, a greyed one
    or none."""
    from ns_clicks import take

    w = ns_window(open_window, "short-1861", 6)
    c = w.controller
    rnd = random.Random(6)
    presses = 0
    while not c.game.over:
        choices = c.choices()
        buttons = [ch for ch in choices if ch.kind == "button"]
        if buttons and rnd.random() < 0.5:
            press_twice(w, qtbot, "choice:" + str(rnd.choice(buttons).action))
            presses += 1
        else:
            take(w, rnd.choice(choices))
    assert presses > 30, presses
