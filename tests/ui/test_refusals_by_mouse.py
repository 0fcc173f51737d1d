"""Refusals the player sees, by mouse (issue 14, items 1 and 3): the click
that means nothing says why with its rule: R-ACT-3 once a side has taken
eight block actions in a row, R-MOVE-7 for the last infantry unit of a
disrupted area, R-BLK-1 for a block on an enemy-held area. What the window
does with the words (status bar, prompt bar) is the controller's; these
tests read what the controller says (its ``message`` signal) and the prompt."""

from __future__ import annotations

from uihelp import first_edition_session, plain, position_session


def _said(w) -> list[str]:
    heard: list[str] = []
    w.controller.message.connect(heard.append)
    return heard


STALL = {
    "period": "1 July midday",
    "active": "csa",
    "units": {"herr-ridge": ["csa-heth-1"], "cemetery-hill": ["usa-i-1"]},
    "blocks": {"herr-ridge": {"side": "csa", "value": 3}, "cemetery-hill": {"side": "usa", "value": 5}},
    "discs": {"csa_single": 12, "csa_double": 4, "usa_blue": 10, "usa_forced_pass": 8},
}


def _stalled_session():
    """The Confederates have placed and removed a block at Marsh Creek eight
    times in a row, the Union answering each with a forced pass."""
    session = position_session(STALL)
    g = session.game
    for i in range(8):
        value = min(g.state.available[g.prompt().side])
        g.apply(f"place-block {value} marsh-creek" if i % 2 == 0 else "remove-block marsh-creek")
        g.apply("forced-pass")
    return session


def test_after_eight_block_actions_in_a_row_the_prompt_and_a_block_click_say_R_ACT_3(open_window, player):
    w = open_window(_stalled_session())
    p = player(w)
    p.seat()
    g = w.session.game
    assert g.prompt().rule == "R-ACT-3"
    assert (
        "eight block actions in a row: issue an order now (R-ACT-3): place a disc on one of your blocks" in p.prompt()
    )
    heard = _said(w)
    p.click_place("oak-hill")  # an empty area: a block would go there, but not now
    assert heard and heard[-1] == (
        "Confederate: eight block actions in a row: issue an order now (R-ACT-3): place a disc on one of "
        "your blocks (free moves out of entry boxes at any time)"
    )
    assert g.state.blocks.get("oak-hill") is None
    p.click_block("herr-ridge")  # the block with room for a disc: an order is what it offers
    assert {c.verb for c in w.controller.offered} <= {"order", "double-order"} or g.prompt().step == "choose-order"


DISRUPTED = {
    "period": "1 July midday",
    "active": "csa",
    "units": {"herr-ridge": ["csa-heth-1"], "gettysburg": ["usa-i-1"]},
    "disrupted": ["herr-ridge"],
    "blocks": {"herr-ridge": {"side": "csa", "value": 3}},
}


def test_the_last_infantry_unit_of_a_disrupted_area_says_one_unit_must_stay_R_MOVE_7(open_window, player):
    session = position_session(DISRUPTED)
    session.game.apply("order herr-ridge")
    w = open_window(session)
    p = player(w)
    p.seat()
    heard = _said(w)
    p.click_unit("csa-heth-1")
    assert heard[-1].startswith(
        "Heth: Archer and Davis cannot leave Herr Ridge: one unit must stay: the area is disrupted (R-MOVE-7). "
    )
    assert "nothing to do" not in heard[-1]


def test_a_block_click_on_an_enemy_held_area_cites_R_BLK_1(open_window, player):
    w = open_window(position_session(DISRUPTED))
    p = player(w)
    p.seat()
    heard = _said(w)
    p.click_place("gettysburg")
    assert heard[-1].startswith(
        "Gettysburg holds Union units: a command block goes only where no enemy unit stands (R-BLK-1). "
    )


FIRE_AT_CAVALRY = {
    "period": "1 July midday",
    "active": "csa",
    "units": {
        "herr-ridge": ["csa-hill-art-1", "csa-heth-1"],
        "mcpherson-ridge-herbst-woods": ["usa-buford-1", "usa-buford-art"],
    },
    "blocks": {"herr-ridge": {"side": "csa", "value": 3}},
}


def test_the_log_says_fire_at_the_cavalry_and_the_only_choice(open_window, player):
    """Issue 14 item 9: an area of cavalry and artillery is not fired at "the
    infantry"; the declaration the engine made (one gun, one target) is said
    as the only choice."""
    session = position_session(FIRE_AT_CAVALRY, faces=[1])
    session.game.apply("order herr-ridge")
    session.game.apply("fire")
    w = open_window(session)
    p = player(w)
    p.seat()
    p.press("end-fire")
    log = w.log.text.toPlainText()
    assert (
        "the only choice: Confederate declares Hill's reserve: Pegram's battalion firing at the cavalry in "
        "McPherson Ridge (Herbst Woods) (R-ART-1)"
    ) in log
    assert (
        "Hill's reserve: Pegram's battalion will fire at the cavalry in McPherson Ridge (Herbst Woods) (R-ART-4)" in log
    )
    assert "long-range fire at the cavalry in McPherson Ridge (Herbst Woods): rolled 1" in log
    assert "at the infantry" not in log


def test_a_refusal_that_restates_the_prompt_says_it_once_as_a_sentence_R_ACT_1(open_window, player):
    """Found playing: after the Union placed its block (its action taken, free
    moves left), a click on an area said "your action this turn is taken:
    ... (R-ACT-1). Union: move more units ... (R-ACT-1)" (lower case, the
    same thing and the same rule twice) in the bubble. On the scenario's
    edition 1, whose Union starts with units in an entry box."""
    session = first_edition_session(3)
    session.game.apply("place-block 5 herr-ridge")
    session.game.apply("place-block 5 seminary-ridge-lutheran-seminary")
    w = open_window(session)
    p = player(w)
    p.seat()
    assert w.session.game.prompt().side.value == "usa"
    heard = _said(w)
    p.click_place("gettysburg")
    assert (
        heard
        and heard[-1] == "Your action this turn is taken: move units out of entry boxes, or end the turn (R-ACT-1)"
    )
    assert w.bubble.isVisible() and plain(w.bubble.text()).count("R-ACT-1") == 1


def test_a_pieces_tooltip_never_covers_the_reason_beside_the_pointer(open_window, player, qtbot):
    """Issue 22: a click on a Union unit while the Confederates decide says
    why not in a bubble beside the pointer; the pointer resting there then
    brought the unit's tooltip over the bubble, and the bubble's own tooltip
    said its text again over it. While the bubble shows, no tooltip covers it."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    w = open_window()
    p = player(w)
    p.seat()  # the Confederate player
    unit = "usa-buford-1"
    at = w.view.mapFromScene(w.scene.unit_pos(unit))
    p.click_unit(unit)
    assert w.bubble.isVisible() and "is a Union unit" in plain(w.bubble.text())

    def rest_the_pointer() -> None:
        QToolTip.hideText()
        viewport = w.view.viewport()
        QApplication.sendEvent(viewport, QHelpEvent(QEvent.ToolTip, at, viewport.mapToGlobal(at)))
        QApplication.processEvents()

    rest_the_pointer()
    assert not QToolTip.isVisible() and not w.bubble.toolTip()
    w.bubble.hide()  # the bubble gone: the unit's tooltip as before
    rest_the_pointer()
    assert QToolTip.isVisible() and QToolTip.text() == w.scene.units[unit].toolTip()
