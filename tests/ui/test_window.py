"""The play window as the players see it: refusals with their reasons, the
hot-seat curtain, saving and opening, undo and redo by keys, a replay stepped
backwards, a whole game to its end."""

from __future__ import annotations

import random
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton
from uihelp import first_edition_session, plain, screen_texts

from gettysburg_desktop.games.gettysburg.rules.pieces import Side
from gettysburg_desktop.scenario.session import GameSession, Setup


def all_text(w) -> str:
    """Every text on screen in the window (uihelp.screen_texts) and the
    block values the scene shows."""
    out = screen_texts(w)
    out += [
        f"block value {item.value}"
        for item in w.scene.items()
        if item.isVisible() and getattr(item, "value", None) is not None
    ]
    return "\n".join(out)


def test_a_click_that_means_nothing_says_why_with_the_rule(open_window, player):
    w = open_window()
    p = player(w)
    p.take_over()
    p.click_unit("usa-buford-1")
    assert w.status.text() == (
        "Buford: Gamble is a Union unit, and the Confederate side decides now. Confederate: take your "
        "action: place a command block, remove one, or issue an order (free moves out of entry boxes "
        "at any time) (R-ACT-1)"
    )
    p.click_unit("csa-heth-1")  # a unit without an order moves nowhere
    assert w.status.text().startswith(
        "Heth: Archer and Davis moves or fights only by an order, from a command block of yours in Herr Ridge "
        "or next to it (R-ORD-1)."
    ) and w.status.text().endswith("(R-ACT-1)")


def test_the_curtain_hides_every_block_value_of_the_side_that_just_played_R_ACT_2(open_window, player):
    w = open_window()
    p = player(w)
    g = w.session.game
    p.take_over()
    p.click_place("herr-ridge")
    p.press("place-block 5 herr-ridge")
    assert w.curtain.isVisible() and w.curtain.side is Side.USA
    text = all_text(w)
    assert not re.search(r"value \d|place-block \d|available \d|of value", text), text
    assert "values hidden" in w.battle.blocks.text()
    p.take_over()  # the Union player sees the Confederate block only from behind
    text = all_text(w)
    assert "1. Confederate places a command block in Herr Ridge" in text and not re.search(r"value 5|of value", text)
    assert w.scene.blocks["herr-ridge"].value is None
    assert "Union: available" in w.battle.blocks.text()
    p.click_place("seminary-ridge-lutheran-seminary")
    p.press("place-block 4 seminary-ridge-lutheran-seminary")
    p.take_over()  # back to the Confederates: their 5, not the Union's 4
    text = all_text(w)
    assert "block value 5" in text and "block value 4" not in text
    assert "Union places a command block in Seminary Ridge (Lutheran Seminary)" in text and "of value 4" not in text
    assert g.state.blocks["seminary-ridge-lutheran-seminary"].value == 4


def test_the_curtain_covers_the_board_and_every_panel_whatever_the_window_size_R_ACT_2(open_window, qtbot):
    from PySide6.QtWidgets import QDockWidget

    w = open_window()  # the curtain fell before the window was first shown
    for size in ((1500, 950), (1100, 700), (1700, 1000)):
        w.resize(*size)
        qtbot.waitUntil(lambda: w.curtain.width() == w.width())
        covered = w.curtain.geometry()
        for widget in [w.centralWidget(), *w.findChildren(QDockWidget)]:
            if not w.rect().intersects(widget.geometry()):
                continue  # a dock behind another's tab (the Chart dock in a narrow window) is not on screen
            assert covered.contains(widget.geometry()), (size, widget.objectName())
        # what the players see: the curtain's dark cloth over the log panel, not the log
        image = w.grab().toImage()
        log = w.log.mapTo(w, w.log.rect().center())
        assert image.pixelColor(log).lightness() < 60, size


def test_save_quit_open_gives_the_same_game(open_window, player, tmp_path, monkeypatch, qtbot):
    from PySide6.QtWidgets import QFileDialog
    from rulehelp import position_signature

    w = open_window(GameSession.new(Setup("gettysburg-1863", 12)))
    rnd = random.Random(4)
    for _ in range(40):
        c = w.controller
        c.take_over()
        choices = c.choices()
        c.choose(choices[rnd.randrange(len(choices))])
    path = tmp_path / "saved.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    assert w.save_as()
    before = position_signature(w.session.game), w.session.game.log_text(None, reveal=True)
    w.close()
    again = open_window(GameSession.new(Setup("crossroads", 1)))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    assert again.open_game()
    assert (position_signature(again.session.game), again.session.game.log_text(None, reveal=True)) == before
    assert "saved.yaml" in again.windowTitle()


def test_undo_and_redo_by_keys_and_the_reason_when_not(open_window, player, qtbot):
    w = open_window(first_edition_session())  # the Union's turn goes on after its block
    p = player(w)
    g = w.session.game
    p.take_over()
    p.click_place("herr-ridge")
    p.press("place-block 3 herr-ridge")
    p.take_over()
    p.click_place("seminary-ridge-lutheran-seminary")
    p.press("place-block 2 seminary-ridge-lutheran-seminary")
    assert g.can_undo() and w.prompt.undo.isEnabled()
    qtbot.keyClick(w, Qt.Key_Z, Qt.ControlModifier)
    assert (
        "seminary-ridge-lutheran-seminary" not in g.state.blocks
        and w.status.text() == "Undone: Place the command block of value 2 in Seminary Ridge (Lutheran Seminary)"
    )
    qtbot.keyClick(w, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert g.state.blocks["seminary-ridge-lutheran-seminary"].value == 2
    qtbot.keyClick(w, Qt.Key_Z, Qt.ControlModifier)
    qtbot.keyClick(w, Qt.Key_Z, Qt.ControlModifier)  # not past the Confederate's turn
    assert "herr-ridge" in g.state.blocks
    assert (
        w.prompt.undo.toolTip()
        == "Undo is not possible: the Confederate decisions are done: the Union side is deciding now"
    )


def test_behind_the_curtain_the_player_who_handed_over_takes_the_last_action_back(open_window, player, qtbot):
    w = open_window(first_edition_session())  # the Union's turn ends with an end of turn of its own
    p = player(w)
    g = w.session.game
    p.take_over()
    p.click_place("herr-ridge")
    p.press("place-block 3 herr-ridge")  # a misclick: the turn passes, the curtain falls for the Union
    assert w.curtain.isVisible() and w.curtain.back.isVisible()
    assert w.curtain.back.text() == "Confederate player: take your last action back (Ctrl+Z)"
    qtbot.mouseClick(w.curtain.back, Qt.LeftButton)
    # the curtain lifts for the Confederate player again, the block is back in hand
    assert not w.curtain.isVisible() and "herr-ridge" not in g.state.blocks
    assert g.prompt().side is Side.CSA and p.prompt().startswith("take your action")
    assert w.status.text() == "Undone: Place the command block of value 3 in Herr Ridge"
    p.click_place("herr-ridge")
    p.press("place-block 5 herr-ridge")
    p.take_over()  # the Union sits down: from now on the Confederate block stands
    assert not w.prompt.undo.isEnabled()
    qtbot.keyClick(w, Qt.Key_Z, Qt.ControlModifier)
    assert g.state.blocks["herr-ridge"].value == 5 and g.prompt().side is Side.USA
    p.click_place("seminary-ridge-lutheran-seminary")
    p.press("place-block 2 seminary-ridge-lutheran-seminary")
    p.press("end-turn")
    assert w.curtain.isVisible()
    qtbot.keyClick(w, Qt.Key_Z, Qt.ControlModifier)  # Ctrl+Z behind the curtain: the Union's end of turn
    assert not w.curtain.isVisible() and g.prompt().side is Side.USA and g.prompt().step == "end-turn"


def test_a_replay_steps_backwards_and_plays_on(open_window, tmp_path, qtbot):
    s = GameSession.new(Setup("gettysburg-1863", 7))
    rnd = random.Random(7)
    for _ in range(30):
        legal = s.game.legal_actions()
        s.game.apply(legal[rnd.randrange(len(legal))])
    path = tmp_path / "r.yaml"
    s.save(path)
    w = open_window(GameSession.new(Setup("gettysburg-1863", 1)))
    assert not w.open_replay(str(path)) and not w.replay_action.isEnabled()  # not behind the curtain (R-ACT-2)
    qtbot.mouseClick(w.curtain.button, Qt.LeftButton)
    assert w.open_replay(str(path))
    bar = w.replay_bar
    assert bar.isVisible() and w.controller.replay.index == 30 and not w.curtain.isVisible()
    qtbot.mouseClick(bar.buttons["back"], Qt.LeftButton)
    assert w.controller.replay.index == 29
    assert bar.where.text().startswith("action 29 of 30")
    qtbot.mouseClick(bar.buttons["first"], Qt.LeftButton)
    g = w.session.game
    assert len(g.history) == 0
    positions = {uid for uid, item in w.scene.units.items() if item.isVisible()}
    assert positions == {u for u in s.game.scenario.start}  # the set-up again
    qtbot.mouseClick(bar.buttons["forward"], Qt.LeftButton)
    assert len(w.session.game.history) == 1
    qtbot.mouseClick(bar.findChild(QAbstractButton, "replay:play-on"), Qt.LeftButton)
    assert not bar.isVisible() and w.controller.replay is None and len(w.session.game.history) == 1
    assert w.curtain.isVisible()  # back to hot seat


def test_a_whole_game_through_the_controller_to_its_end(open_window, qtbot):
    w = open_window(GameSession.new(Setup("crossroads", 21)))
    c = w.controller
    rnd = random.Random(21)
    steps = 0
    while not c.game.over and steps < 3000:
        c.hand_over()  # after a roll the player who rolled hands over
        c.take_over()
        choices = c.choices()
        c.choose(choices[rnd.randrange(len(choices))])
        steps += 1
    g = c.game
    assert g.over
    assert w.prompt.side.text().endswith("victory") and g.outcome[1] in plain(w.prompt.text.text())
    assert w.prompt.button_for("replay") is not None and w.prompt.button_for("new-game") is not None
    w.autosave.flush()
    assert w.autosave.resumable() is None  # a finished game is not offered for resuming
    assert any("victory areas" in line for line in w.log.lines())  # every period's check is in the log


def test_clicking_artillery_shows_its_reach_and_what_blocks_the_rest_R_ART_2_R_ART_3(open_window, player):
    w = open_window()
    p = player(w)
    p.take_over()
    p.click_unit("csa-hill-art-1")  # on Herr Ridge, a ridge: range 3
    reach = w.scene.reach
    assert reach is not None and reach.area == "herr-ridge" and reach.range == 3
    assert set(reach.in_sight) == set(w.session.game.bf.fire_targets("herr-ridge"))
    tips = [item.toolTip() for item in w.scene.items() if "out of sight" in item.toolTip()]
    assert tips and all("blocked by" in t and "(R-ART-3)" in t for t in tips)
    assert "range 3" in w.status.text()
    from PySide6.QtTest import QTest

    QTest.keyClick(w.view, Qt.Key_Escape)
    assert w.scene.reach is None


def test_undo_and_redo_take_the_artillery_reach_off_the_board(open_window, player, qtbot):
    """Played through 1 July: an artillery unit clicked, then Ctrl+Z left its
    reach (the hatching and the lines of sight) over a board it no longer
    belonged to. What is taken back or done again takes the reach with it."""
    w = open_window(first_edition_session())  # the Union's turn goes on after its block
    p = player(w)
    g = w.session.game
    p.take_over()
    p.click_place("herr-ridge")
    p.press("place-block 3 herr-ridge")
    p.take_over()
    p.click_place("seminary-ridge-lutheran-seminary")
    p.press("place-block 2 seminary-ridge-lutheran-seminary")
    p.click_unit("usa-buford-art")
    assert w.scene.reach is not None and w.scene.reach.area == "mcpherson-ridge-herbst-woods"
    qtbot.keyClick(w, Qt.Key_Z, Qt.ControlModifier)
    assert "seminary-ridge-lutheran-seminary" not in g.state.blocks
    assert w.scene.reach is None
    p.click_unit("usa-buford-art")
    assert w.scene.reach is not None
    qtbot.keyClick(w, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert g.state.blocks["seminary-ridge-lutheran-seminary"].value == 2
    assert w.scene.reach is None


def test_the_rules_reference_opens_at_the_rule_the_prompt_cites(open_window, player, qtbot):
    w = open_window()
    p = player(w)
    p.take_over()
    w.prompt.text.linkActivated.emit("rule:R-ACT-1")
    ref = w.reference
    assert ref is not None and ref.isVisible()
    assert ref.current_line().startswith("R-ACT-1")
    ref.search.setText("entrenchment")
    ref.find_next()
    assert "entrenchment" in ref.current_line().lower()


def test_a_new_game_from_the_dialog_with_a_variant_and_a_seed(open_window, monkeypatch, qtbot):
    from gettysburg_desktop.ui.dialogs import NewGameDialog

    w = open_window()

    def fill(dialog):
        dialog.scenario.setCurrentIndex(dialog.scenario.findData("crossroads"))
        dialog.variants["entry-box-fallback"].setChecked(True)
        dialog.seed.setValue(4242)
        return NewGameDialog.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", fill)
    w.new_game()
    g = w.session.game
    assert g.scenario.id == "crossroads" and g.variants == {"entry-box-fallback"}
    assert w.session.record().seed == 4242 and "seed 4242" in w.seed_label.text()
    assert w.curtain.isVisible()
