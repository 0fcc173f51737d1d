"""Issue 14, the play window by mouse: no step that can't be taken back on
one click (a full block clicked by mistake loses nothing), every refusal
beside the pointer with its rule, the roller sees the roll before the
hot-seat curtain falls, and the board holds still under the pointer."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPointF, Qt
from uihelp import plain, position_session


def blocks(**specs) -> dict:
    """blocks(herr_ridge=("csa", 4, 0)) -> a position's blocks (side, value, discs)."""
    return {
        place.replace("_", "-"): {"side": s[0], "value": s[1], "discs": s[2] if len(s) > 2 else 0}
        for place, s in specs.items()
    }


#: a Confederate block that can take no more discs (its only click: remove it), units to move, a lone Union block
FULL_BLOCK = {
    "period": "1 July afternoon",
    "active": "csa",
    "units": {
        "herr-ridge": ["csa-heth-1", "csa-heth-2"],
        "forney-fields": ["csa-pender-1"],
        "seminary-ridge-lutheran-seminary": ["usa-i-1"],
    },
    "blocks": blocks(
        herr_ridge=("csa", 2, 2),
        forney_fields=("csa", 3),
        mcpherson_ridge_herbst_woods=("usa", 2),
        seminary_ridge_lutheran_seminary=("usa", 3),
    ),
}


def enter(qtbot, w) -> None:
    qtbot.keyClick(w.view, Qt.Key_Return)


# ---------------------------------------------------------------- 2. no irreversible step on one click


def test_a_full_block_clicked_by_mistake_is_only_offered_for_removal_R_BLK_3(open_window, player, qtbot):
    w = open_window(position_session(FULL_BLOCK))
    p = player(w)
    g = w.session.game
    p.seat()
    p.click_block("herr-ridge")  # full: removing it is all the click could mean
    assert "herr-ridge" in g.state.blocks and "herr-ridge" in w.scene.blocks
    assert p.labels() == [
        "Issue an order from the block in Herr Ridge",  # greyed: where it stands at a block that may order
        "Confirm: Remove your command block from Herr Ridge",
        "Cancel (Esc)",
    ]
    assert "the block leaves the map with all its discs (R-BLK-3)" in p.status()
    assert (
        "Remove your command block from Herr Ridge: the block leaves the map with all its discs (R-BLK-3). Click it again or press Enter"
        in p.prompt()
    )
    # Esc: still there, nothing offered
    p.esc()
    assert "herr-ridge" in g.state.blocks and p.confirm_button() is None
    # a click elsewhere: still there
    p.click_block("herr-ridge")
    p.click_place("seminary-ridge-mcmillan-woods")
    assert "herr-ridge" in g.state.blocks and p.confirm_button() is None
    # Enter confirms
    p.click_block("herr-ridge")
    enter(qtbot, w)
    assert "herr-ridge" not in g.state.blocks
    assert "Confederate removes its command block from Herr Ridge" in p.log_tail() or "Herr Ridge" in p.log_tail()


def test_a_full_blocks_confirm_never_stands_where_issue_an_order_stands(open_window, player, qtbot):
    """Issue 22 (found playing 1 July): at a block with room the first
    button is "Issue an order"; at a full block that place holds the same
    button greyed, saying why (R-ORD-1), and the removal's Confirm comes
    after it, so a habitual click there removes nothing."""
    w = open_window(position_session(FULL_BLOCK))
    p = player(w)
    g = w.session.game
    p.seat()
    p.click_block("forney-fields")
    first = p.buttons()[0]
    assert first.text() == "Issue an order from the block in Forney Fields"
    where = first.mapTo(w, first.rect().center())
    p.esc()
    p.click_block("herr-ridge")
    (there,) = [b for b in p.buttons() if b.rect().contains(b.mapFrom(w, where))]
    assert there.text() == "Issue an order from the block in Herr Ridge"
    assert not there.isEnabled()
    assert "holds as many discs as its value: no order from it (R-ORD-1)" in there.toolTip()
    qtbot.mouseClick(there, Qt.LeftButton)
    assert "herr-ridge" in g.state.blocks and p.confirm_button() is not None


def test_a_second_click_on_the_full_block_removes_it(open_window, player):
    w = open_window(position_session(FULL_BLOCK))
    p = player(w)
    g = w.session.game
    p.seat()
    p.click_block("herr-ridge")
    assert "herr-ridge" in g.state.blocks
    p.click_block("herr-ridge")
    assert "herr-ridge" not in g.state.blocks
    assert w.curtain.isVisible()  # the removal was the turn's action: the Union's turn


def test_the_confirm_button_removes_it_and_a_block_with_room_still_offers_its_choices(open_window, player):
    w = open_window(position_session(FULL_BLOCK))
    p = player(w)
    g = w.session.game
    p.seat()
    p.click_block("forney-fields")  # room for a disc: a short list, nothing offered to confirm
    assert p.confirm_button() is None and "Remove your command block from Forney Fields" in p.labels()
    p.esc()
    p.click_block("herr-ridge")
    p.confirm()
    assert "herr-ridge" not in g.state.blocks


def test_a_move_that_takes_an_enemy_block_with_its_discs_off_the_map_is_offered_first_R_BLK_4(
    open_window, player, qtbot
):
    w = open_window(position_session(FULL_BLOCK))
    p = player(w)
    g = w.session.game
    p.seat()
    p.click_block("forney-fields")
    p.press_label("Issue an order from the block in Forney Fields")
    p.click_place("herr-ridge")  # the units of Herr Ridge move
    p.click_unit("csa-heth-1")
    p.click_place("mcpherson-ridge-herbst-woods")  # holds only a Union block
    assert g.state.units["csa-heth-1"].location == "herr-ridge"
    assert "mcpherson-ridge-herbst-woods" in g.state.blocks
    assert "a command block leaves the map with its discs (R-BLK-4)" in p.status()
    p.esc()
    assert g.state.units["csa-heth-1"].location == "herr-ridge" and "mcpherson-ridge-herbst-woods" in g.state.blocks
    p.click_unit("csa-heth-1")
    p.click_place("mcpherson-ridge-herbst-woods")
    p.click_place("mcpherson-ridge-herbst-woods")  # the second click confirms
    assert g.state.units["csa-heth-1"].location == "mcpherson-ridge-herbst-woods"
    assert "mcpherson-ridge-herbst-woods" not in g.state.blocks


def test_a_click_that_ends_the_turn_is_offered_and_enter_confirms_it(open_window, player, qtbot):
    position = {
        "period": "1 July afternoon",
        "active": "csa",
        "units": {"herr-ridge": ["csa-heth-1"], "mcpherson-ridge-herbst-woods": ["usa-i-1", "usa-i-art"]},
        "fire_markers": ["mcpherson-ridge-herbst-woods"],
        "blocks": blocks(herr_ridge=("csa", 3), seminary_ridge_lutheran_seminary=("usa", 2)),
    }
    w = open_window(position_session(position))
    p = player(w)
    g = w.session.game
    p.seat()
    p.click_block("herr-ridge")
    p.press_label("Issue an order from the block in Herr Ridge")
    # the marker's removal is the order, and the turn ends with it (R-RAF)
    p.click_place("mcpherson-ridge-herbst-woods")
    assert "mcpherson-ridge-herbst-woods" in g.state.fire_markers
    assert "this ends your turn" in p.status() and "this ends your turn" in p.prompt()
    assert [label for label in p.labels() if label.startswith("Confirm:")] == [
        "Confirm: Remove the artillery-fire marker in McPherson Ridge (Herbst Woods)"
    ]
    assert not w.curtain.isVisible()
    enter(qtbot, w)
    assert "mcpherson-ridge-herbst-woods" not in g.state.fire_markers
    assert w.curtain.isVisible()


@pytest.mark.parametrize("verb", ["end-turn", "pass", "forced-pass", "remove-block"])
def test_ending_a_turn_passing_and_removing_a_block_never_go_on_one_click(open_window, verb):
    from gettysburg_desktop.games.gettysburg.rules.actions import act

    w = open_window(position_session(FULL_BLOCK))
    c = w.controller
    action = act(verb, "herr-ridge") if verb == "remove-block" else act(verb)
    assert c.irreversible(action) in ("turn", "block")


def test_a_plain_move_goes_on_one_click(open_window, player):
    w = open_window(position_session(FULL_BLOCK))
    p = player(w)
    g = w.session.game
    p.seat()
    p.click_block("forney-fields")
    p.press_label("Issue an order from the block in Forney Fields")
    p.click_place("herr-ridge")
    p.click_unit("csa-heth-1")
    p.click_place("forney-fields")  # nothing ends, nothing leaves the map: at once
    assert g.state.units["csa-heth-1"].location == "forney-fields" and p.confirm_button() is None


# ---------------------------------------------------------------- 3. every refusal says why, beside the pointer


def test_a_refused_click_says_why_beside_the_pointer_with_the_rule_never_cut_off(open_window, player, qtbot):
    w = open_window(position_session(FULL_BLOCK))
    p = player(w)
    p.seat()
    p.click_unit("usa-i-1")  # the other side's unit
    bubble = w.bubble
    assert bubble.isVisible()
    said = plain(bubble.text())
    assert said == p.status()
    assert said.startswith("I Corps") and "is a Union unit, and the Confederate side decides now" in said
    assert "(R-ACT-1)" in said and "<a href='rule:R-ACT-1'>R-ACT-1</a>" in bubble.text()  # the rule a link
    assert bubble.fits()  # word-wrapped, all of it inside the board's view
    assert bubble.wordWrap() and bubble.width() <= 420
    # beside the pointer
    at = w.view.mapFromScene(w.scene.unit_pos("usa-i-1"))
    assert (bubble.geometry().center() - at).manhattanLength() < 300
    # its rule link opens the rules reference there
    bubble.linkActivated.emit("rule:R-ACT-1")
    assert w.reference is not None and w.reference.isVisible()
    # the next press lets it go
    p.click_place("herr-ridge")
    assert not bubble.isVisible() or plain(bubble.text()) != said


def test_a_long_refusal_near_the_board_edge_stays_whole_on_screen(open_window, player):
    w = open_window(position_session(FULL_BLOCK))
    w.bubble.say("x " * 300 + "(R-MOVE-7)", w.view.viewport().rect().bottomRight())
    assert w.bubble.isVisible() and w.bubble.fits()
    assert "R-MOVE-7" in plain(w.bubble.text())


def test_the_status_bar_keeps_all_of_a_long_reason_in_its_tooltip(open_window, player):
    w = open_window(position_session(FULL_BLOCK))
    p = player(w)
    p.seat()
    p.click_unit("usa-i-1")
    assert w.status.toolTip() == w.status.text() and "(R-ACT-1)" in w.status.toolTip()


def test_a_block_click_for_a_place_refused_says_the_rule(open_window, player):
    w = open_window(position_session(FULL_BLOCK))
    p = player(w)
    p.seat()
    p.click_place("seminary-ridge-lutheran-seminary")  # the enemy's block and units
    said = plain(w.bubble.text())
    assert w.bubble.isVisible() and said == p.status()
    assert "(R-" in said


def _heth_chosen(open_window, player):
    """An order from the block in Forney Fields to Herr Ridge's units, Heth's first brigade chosen."""
    w = open_window(position_session(FULL_BLOCK))
    p = player(w)
    p.seat()
    p.click_block("forney-fields")
    p.press_label("Issue an order from the block in Forney Fields")
    p.click_place("herr-ridge")
    p.click_unit("csa-heth-1")
    return w, p


def test_a_chosen_unit_clicked_onto_an_enemy_it_cannot_reach_is_told_why_not_there(open_window, player):
    w, p = _heth_chosen(open_window, player)
    p.click_unit("usa-i-1")  # two areas away
    said = plain(w.bubble.text())
    assert w.bubble.isVisible() and said.startswith(
        "Heth: Archer and Davis cannot go to Seminary Ridge (Lutheran Seminary)"
    )
    assert "(R-" in said and w.bubble.fits()


def test_a_chosen_unit_clicked_onto_its_own_area_is_told_it_stands_there_already(open_window, player):
    """Found playing: a click on the ground of the chosen unit's own area
    said "... cannot go to Herr Ridge: Herr Ridge does not share a border
    with Herr Ridge" (R-MOVE-1)."""
    w, p = _heth_chosen(open_window, player)
    p.click_place("herr-ridge")
    said = plain(w.bubble.text())
    assert w.bubble.isVisible() and said == (
        "Heth: Archer and Davis cannot go to Herr Ridge: it stands there already: it moves to an area next to "
        "Herr Ridge (R-MOVE-1)."
    ), said
    assert "does not share a border" not in said


def test_the_last_unit_of_a_disrupted_area_is_told_it_must_stay_R_MOVE_7(open_window, player):
    position = {
        "period": "1 July afternoon",
        "active": "csa",
        "units": {"herr-ridge": ["csa-heth-1", "csa-heth-2", "csa-hill-art-1"]},  # the battery may still leave
        "disrupted": ["herr-ridge"],
        "blocks": blocks(herr_ridge=("csa", 3), seminary_ridge_lutheran_seminary=("usa", 2)),
    }
    w = open_window(position_session(position))
    p = player(w)
    g = w.session.game
    p.seat()
    p.click_block("herr-ridge")
    p.press_label("Issue an order from the block in Herr Ridge")
    p.click_place("herr-ridge")
    p.press_label("Move the units in Herr Ridge")  # or reorganize it
    p.click_unit("csa-heth-1")
    p.click_place("forney-fields")
    if p.w.controller.pending is not None:
        p.click_place("forney-fields")
    assert g.state.units["csa-heth-1"].location == "forney-fields", (p.status(), p.labels(), g.prompt().step)
    p.click_unit("csa-heth-2")
    said = plain(w.bubble.text())
    assert w.bubble.isVisible() and w.bubble.fits()
    assert "R-MOVE-7" in said and "nothing to do now" not in said


# ---------------------------------------------------------------- 4. the roller sees the roll


GUNS_AND_CAVALRY = {
    "period": "1 July afternoon",
    "active": "csa",
    "units": {
        "herr-ridge": ["csa-hill-art-1", "csa-heth-1"],
        "mcpherson-ridge-herbst-woods": ["usa-buford-1", "usa-i-1"],
    },
    "blocks": blocks(herr_ridge=("csa", 3), seminary_ridge_lutheran_seminary=("usa", 2)),
}


def _roll_fire(p, before_roll=lambda: None):
    """The Confederate player declares a battery's fire and rolls (T6: a 6 hits)."""
    g = p.w.session.game
    p.seat()
    p.click_block("herr-ridge")
    p.press_label("Issue an order from the block in Herr Ridge")
    p.press_label("Artillery fire")
    p.click_unit("csa-hill-art-1")
    p.click_place("mcpherson-ridge-herbst-woods")
    if p.w.controller.offered:
        p.press_label(f"{g.name('csa-hill-art-1')} fires at the infantry in {g.name('mcpherson-ridge-herbst-woods')}")
    before_roll()
    p.press_label("Roll for the declared fire")
    assert g.dice.used == 1


def test_after_a_roll_in_the_hot_seat_the_roller_sees_it_and_hands_over(open_window, player, qtbot):
    w = open_window(position_session(GUNS_AND_CAVALRY, [6]))
    p = player(w)
    g = w.session.game
    _roll_fire(p)
    # the Union decides next, but the curtain waits: the roller sees the dice, the log, the board
    assert g.deciding_side().value == "usa"
    assert not w.curtain.isVisible()
    assert w.dice.isVisible() and w.dice.title.text() == "Last roll: 1 die"
    assert "rolled 6" in p.log_tail()
    assert "The dice are rolled" in p.prompt() and "The Union player decides next" in p.prompt()
    assert p.labels() == ["Hand over to the Union player (Enter)"]
    assert w.scene.units["csa-hill-art-1"].isVisible()
    # nothing of the Union's can be done meanwhile, and a click says why
    p.click_unit("usa-buford-1")
    assert "press Hand over" in plain(w.bubble.text()) and g.deciding_side().value == "usa"
    # Hand over: the curtain falls for the Union
    p.hand_over()
    assert w.curtain.isVisible() and "Union" in w.curtain.title.text()
    p.take_over()
    assert g.prompt().step == "take-cube"


def test_enter_hands_over_after_a_roll(open_window, player, qtbot):
    w = open_window(position_session(GUNS_AND_CAVALRY, [6]))
    p = player(w)
    from PySide6.QtWidgets import QAbstractScrollArea, QApplication

    def read_the_log():  # the keys go to the log: the step waiting for Enter takes them back to the board
        lines = next(x for x in w.log.findChildren(QAbstractScrollArea) if x.isVisible())
        lines.setFocus()
        assert QApplication.focusWidget() is lines

    _roll_fire(p, read_the_log)
    assert not w.curtain.isVisible()
    assert QApplication.focusWidget() is w.view
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
    assert w.curtain.isVisible()


def test_show_everything_needs_no_hand_over_after_a_roll(open_window, player):
    w = open_window(position_session(GUNS_AND_CAVALRY, [6]), reveal=True)
    p = player(w)
    _roll_fire(p)
    assert w.prompt.hand_over_button() is None and not w.curtain.isVisible()
    assert w.session.game.prompt().step == "take-cube" and w.controller.can_act


# ---------------------------------------------------------------- 6. the board holds still


def _where(w, point: QPointF):
    return (w.view.transform(), w.view.mapFromScene(point), w.view.geometry(), w.view.viewport().geometry())


def test_the_board_holds_still_when_the_buttons_change_and_a_stack_loses_a_unit(open_window, player, qtbot):
    from PySide6.QtWidgets import QApplication

    position = dict(
        FULL_BLOCK,
        units={
            "herr-ridge": ["csa-heth-1", "csa-heth-2", "csa-pender-1"],
            "seminary-ridge-lutheran-seminary": ["usa-i-1"],
        },
    )
    w = open_window(position_session(position))
    p = player(w)
    g = w.session.game
    p.seat()
    QApplication.processEvents()
    fixed = w.scene.place_pos("herr-ridge")
    before = _where(w, fixed)
    # many buttons: a click on an empty area offers every block value
    p.click_place("oak-hill")
    assert len(p.labels()) >= 5, p.labels()
    QApplication.processEvents()
    assert _where(w, fixed) == before
    # none
    p.esc()
    assert p.labels() == []
    QApplication.processEvents()
    assert _where(w, fixed) == before
    # a stack loses a unit
    p.click_block("forney-fields")
    p.press_label("Issue an order from the block in Forney Fields")
    p.click_place("herr-ridge")
    p.click_unit("csa-heth-1")
    p.click_place("forney-fields")
    assert g.state.units["csa-heth-1"].location == "forney-fields"
    QApplication.processEvents()
    assert _where(w, fixed) == before
    # a click in the same place lands on the same thing
    assert w.scene.thing_at(w.view.mapToScene(before[1])) == w.scene.thing_at(fixed)


def test_the_prompt_bar_is_as_high_with_a_confirmation_a_hand_over_or_nothing(open_window, player):
    from PySide6.QtWidgets import QApplication

    w = open_window(position_session(GUNS_AND_CAVALRY, [6]))
    p = player(w)
    p.seat()
    QApplication.processEvents()
    height = w.prompt.height()
    _roll_fire(p)
    QApplication.processEvents()
    assert w.prompt.height() == height and p.labels() == ["Hand over to the Union player (Enter)"]


def test_a_language_switch_while_the_roller_looks_keeps_the_curtain_up_until_hand_over(open_window, player, qtbot):
    from gettysburg_desktop.display.translate import LANGS

    w = open_window(position_session(GUNS_AND_CAVALRY, [6]))
    p = player(w)
    _roll_fire(p)
    try:
        w.findChild(type(w.reveal_action), "language:de").trigger()
        qtbot.waitUntil(lambda: LANGS.current == "de" and w.menuBar().actions()[0].text() == "&Spiel")
        qtbot.waitUntil(lambda: w.prompt.hand_over_button() is not None)
        assert not w.curtain.isVisible() and w.controller.viewer.value == "csa"
        p.hand_over()
        assert w.curtain.isVisible()
    finally:
        LANGS.install("en")
        LANGS.save("en")


def test_in_a_narrow_window_the_prompt_and_a_confirmation_still_show_whole(open_window, player, qtbot):
    from PySide6.QtWidgets import QApplication

    w = open_window(position_session(FULL_BLOCK))
    p = player(w)
    p.seat()
    w.resize(960, 700)
    QApplication.processEvents()
    height = w.prompt.height()
    assert w.prompt.fits()
    p.click_block("herr-ridge")  # a long confirmation
    QApplication.processEvents()
    assert "Click it again or press Enter to confirm" in p.prompt()
    assert w.prompt.fits() and w.prompt.height() == height
    assert w.prompt.text.font().pointSizeF() >= 6.5


def test_the_rule_link_in_the_bubble_is_clicked_by_mouse_and_opens_the_rules_reference(open_window, player, qtbot):
    from PySide6.QtCore import QPoint

    w = open_window(position_session(FULL_BLOCK))
    p = player(w)
    p.seat()
    p.click_unit("usa-i-1")
    bubble = w.bubble
    status = p.status()
    assert bubble.isVisible() and plain(bubble.text()).endswith("(R-ACT-1)")
    # the rule id ends the last line: the pointer finds the link there (the hand cursor)
    y = bubble.height() - bubble.margin() - bubble.fontMetrics().height() // 2 - 1
    link = None
    for x in range(bubble.width() - 1, 0, -2):
        qtbot.mouseMove(bubble, QPoint(x, y))
        if bubble.cursor().shape() == Qt.PointingHandCursor:
            link = QPoint(x, y)
            break
    assert link is not None, "no link under the pointer on the bubble's last line"
    qtbot.mouseClick(bubble, Qt.LeftButton, pos=link)
    assert w.reference is not None and w.reference.isVisible()
    assert bubble.isVisible() and p.status() == status  # the press was not a click on the board below


def test_a_click_on_the_bubble_is_no_click_on_the_board(open_window, player, qtbot):
    w = open_window(position_session(FULL_BLOCK))
    p = player(w)
    p.seat()
    p.click_unit("usa-i-1")
    status = p.status()
    qtbot.mouseClick(w.bubble, Qt.LeftButton, pos=w.bubble.rect().topLeft() + w.bubble.rect().center() / 4)
    assert w.bubble.isVisible() and p.status() == status and p.labels() == []


def test_no_click_is_refused_silently_at_random_positions(open_window, player, qtbot):
    """A random game (Show everything: no curtain); every few actions a
    player clicks units and places that mean nothing now: each click says
    why, with a rule id, in a bubble that shows all of it."""
    import random

    from gettysburg_desktop.display.rules_reference import cited_once
    from gettysburg_desktop.scenario.session import GameSession, Setup

    w = open_window(GameSession.new(Setup("gettysburg-1863", 11)), reveal=True)
    p = player(w)
    c = w.controller
    rnd = random.Random(11)
    refusals = []
    c.refused.connect(refusals.append)
    checked = 0
    for step in range(100):
        g = c.game
        if g.over:
            break
        if step % 10 == 0:
            shown_units = [
                u for u, item in w.scene.units.items() if item.isVisible() and g.state.units[u].location in g.bf.areas
            ]
            idle_units = [
                u
                for u in shown_units
                if not c.choices_at(unit=u)
                and not [ch for ch in c.choices_at(place=g.state.units[u].location) if ch.area_wide]
            ]
            idle_places = [a for a in g.bf.areas if not [ch for ch in c.choices_at(place=a) if ch.kind != "border"]]
            for kind, what in [("unit", u) for u in rnd.sample(idle_units, min(3, len(idle_units)))] + [
                ("place", a) for a in rnd.sample(idle_places, min(3, len(idle_places)))
            ]:
                c.cancel()
                before = len(refusals)
                if kind == "unit":
                    p.click_unit(what)
                else:
                    thing = w.scene.thing_at(w.scene.place_pos(what))
                    if thing != ("place", what):
                        continue  # a piece covers the place's point: not this click
                    p.click_place(what)
                assert len(refusals) == before + 1, (kind, what, p.status())
                said = refusals[-1]
                assert re.search(r"\(R-[A-Z]+", said) or re.search(r"R-[A-Z]+(-\d+)?\)", said), said
                # each rule once
                assert w.bubble.isVisible() and w.bubble.fits() and plain(w.bubble.text()) == cited_once(said)
                assert len(g.history) == len(c.game.history)  # nothing was done
                checked += 1
        c.cancel()
        choices = c.choices()
        c.choose(choices[rnd.randrange(len(choices))])
    assert checked >= 40
