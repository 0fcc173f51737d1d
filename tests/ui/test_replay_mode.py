"""Issue 14 item 8: a replay is a mode of its own. Its steps move the log
and the Dice panel with them and are said in the log's words; *Back to the
game* (or Esc) returns to the game being played, where it was; a replay and
Show everything are out of reach behind the hand-over curtain (R-ACT-2);
Show everything in a hot-seat game asks first and is written in the log and
in the saved record."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox
from uihelp import first_edition_session

from gettysburg_desktop.display.die_face import DieFace
from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.games.gettysburg.rules.choices import spoken
from gettysburg_desktop.scenario.record import RecordError, load_record

SHOWN_LINE = "Show everything switched on"


@pytest.fixture(scope="module")
def played():
    """A 1863 game of 120 random actions on the scenario's edition 1 (a game
    saved before edition 2 replays on it); action 108 rolls a die."""
    s = first_edition_session(7)
    rnd = random.Random(7)
    for _ in range(120):
        legal = s.game.legal_actions()
        s.game.apply(legal[rnd.randrange(len(legal))])
    return s


@pytest.fixture
def saved(played, tmp_path):
    path = tmp_path / "played.yaml"
    played.save(path)
    return str(path)


def answer(qtbot, how: str) -> None:
    """The question that is about to open is answered: ``yes`` by a click on
    its Show everything button, ``no`` by Esc."""

    def reply():
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox), box
        if how == "yes":
            qtbot.mouseClick(box.findChild(QAbstractButton, "ShowEverythingYes"), Qt.LeftButton)
        else:
            qtbot.keyClick(box, Qt.Key_Escape)

    QTimer.singleShot(50, reply)


def live_window(open_window, qtbot, session=None):
    w = open_window(session)
    qtbot.mouseClick(w.curtain.button, Qt.LeftButton)  # the Confederate player takes the screen
    assert not w.curtain.isVisible()
    return w


def last_action_line(w) -> str:
    return [line for line in w.log.lines() if line[:1].isdigit()][-1]


def test_stepping_a_replay_moves_the_log_and_the_dice(open_window, qtbot, played, saved):
    w = live_window(open_window, qtbot)
    assert w.open_replay(saved)
    bar = w.replay_bar
    faces = {e.ply: e.faces for e in played.game.log}
    assert faces[108] and not faces[107]
    bar.slider.setValue(107)  # the slider dragged to action 107
    assert w.controller.replay.index == 107
    assert last_action_line(w).startswith("107. ")
    assert w.dice.title.text() == "No dice rolled at this step" and not w.dice.rows
    qtbot.mouseClick(bar.buttons["forward"], Qt.LeftButton)
    assert last_action_line(w).startswith("108. ")
    assert w.dice.title.text().startswith("Last roll: 1 die")
    assert [d.face for row in w.dice.rows for d in row.findChildren(DieFace)] == list(faces[108])
    qtbot.keyClick(w, Qt.Key_Left, Qt.AltModifier)  # one back by key (the button is pressed, seen): the dice go with it
    qtbot.waitUntil(lambda: w.controller.replay.index == 107)
    assert last_action_line(w).startswith("107. ")
    assert w.dice.title.text() == "No dice rolled at this step" and not w.dice.rows
    qtbot.keyClick(w, Qt.Key_Home)
    qtbot.waitUntil(lambda: w.controller.replay.index == 0)
    assert not [line for line in w.log.lines() if line[:1].isdigit()]  # the start: no action in the log


def test_a_replay_step_is_said_in_the_log_words_never_notation(open_window, qtbot, played, saved):
    w = live_window(open_window, qtbot)
    assert w.open_replay(saved)
    bar = w.replay_bar
    for k in (1, 3, 5, 108, 120):
        bar.slider.setValue(k)
        entry = played.game.log[k]
        g = w.session.game
        said = shown(spoken(g, entry.action))
        text = bar.where.text()
        assert said in text and text.startswith(f"action {k} of 120"), text
        if " " in str(entry.action):  # "place-block 3 pitzers-woods" is not what a player reads
            assert str(entry.action) not in text and entry.action.verb not in text
        assert said in last_action_line(w)  # the log's words


def test_back_to_the_game_returns_to_the_live_game_where_it_was(open_window, qtbot, player, saved):
    w = live_window(open_window, qtbot)
    p = player(w)
    p.click_place("herr-ridge")
    p.press("place-block 5 herr-ridge")
    p.take_over()  # the Union player now
    live = w.session
    title = w.windowTitle()
    assert w.open_replay(saved)
    assert w.replay_bar.isVisible() and w.session is not live
    qtbot.mouseClick(w.replay_bar.buttons["first"], Qt.LeftButton)
    qtbot.mouseClick(w.replay_bar.findChild(QAbstractButton, "replay:leave"), Qt.LeftButton)
    assert not w.replay_bar.isVisible() and not w.controller.replaying
    assert w.session is live and len(w.session.game.history) == 1
    # the same player, no hand-over
    assert not w.curtain.isVisible() and w.controller.viewer is live.game.deciding_side()
    # the Union sees the back of the block
    assert w.windowTitle() == title and w.scene.blocks["herr-ridge"].value is None
    assert "Back to the game" in w.status.text()
    # the game goes on by mouse
    p.click_place("seminary-ridge-lutheran-seminary")
    p.press("place-block 4 seminary-ridge-lutheran-seminary")
    assert len(w.session.game.history) == 2
    # and by key: Esc leaves a replay of the game itself
    p.take_over()
    w.replay_this_game()
    assert w.controller.replaying and len(w.session.game.history) == 0
    qtbot.keyClick(w.view, Qt.Key_Escape)
    qtbot.waitUntil(lambda: not w.controller.replaying)
    assert not w.controller.replaying and w.session is live and len(live.game.history) == 2


def test_replay_and_show_everything_are_out_of_reach_behind_the_curtain_R_ACT_2(open_window, qtbot, saved):
    w = open_window()
    assert w.curtain.isVisible()
    assert not w.replay_action.isEnabled() and not w.reveal_action.isEnabled()
    w.reveal_action.trigger()  # a disabled entry does nothing
    w.replay_this_game()
    assert not w.controller.reveal and not w.controller.replaying and w.curtain.isVisible()
    qtbot.mouseClick(w.curtain.button, Qt.LeftButton)
    assert w.replay_action.isEnabled() and w.reveal_action.isEnabled()
    assert w.open_replay(saved)
    # a replay of a game under way shows the side at the screen's view: Show everything is offered as in the game
    assert w.reveal_action.isEnabled() and not w.controller.reveal


def test_show_everything_in_a_hot_seat_game_asks_and_is_logged_and_saved_R_ACT_2(open_window, qtbot, player, tmp_path):
    w = live_window(open_window, qtbot)
    p = player(w)
    p.click_place("herr-ridge")
    p.press("place-block 5 herr-ridge")
    p.take_over()
    answer(qtbot, "no")
    w.reveal_action.trigger()
    assert not w.controller.reveal and not w.reveal_action.isChecked()
    assert not any(SHOWN_LINE in line for line in w.log.lines()) and w.scene.blocks["herr-ridge"].value is None
    answer(qtbot, "yes")
    w.reveal_action.trigger()
    assert w.controller.reveal and w.scene.blocks["herr-ridge"].value == 5
    lines = w.log.lines()
    assert SHOWN_LINE in lines[-1] and "(R-ACT-2)" in lines[-1]
    path = tmp_path / "g.yaml"
    assert w._save_to(str(path))
    assert "shown_everything: [1]" in path.read_text()
    assert load_record(path).shown_everything == [1]
    # switched off and on again: asked again, written again
    w.reveal_action.trigger()
    assert not w.controller.reveal
    answer(qtbot, "yes")
    w.reveal_action.trigger()
    w.autosave.flush()
    assert load_record(w.autosave.path).shown_everything == [1, 1]
    # the replay says it at its step
    assert w.open_replay(str(path))
    w.replay_bar.slider.setValue(1)
    assert any(SHOWN_LINE in line for line in w.log.lines())
    assert "Show everything here" in w.replay_bar.where.text()


def test_a_game_started_with_show_everything_does_not_ask(open_window, qtbot):
    w = open_window(reveal=True)
    w.reveal_action.trigger()  # off
    w.reveal_action.trigger()  # on again: no question (no dialog is answered: exec would block the test)
    assert w.controller.reveal and not w.session.shown_everything


def test_records_without_shown_everything_read_as_before_and_bad_values_are_named(tmp_path, played):
    path = tmp_path / "old.yaml"
    played.save(path)
    text = path.read_text()
    assert "shown_everything" not in text
    assert load_record(path).shown_everything == []
    bad = tmp_path / "bad.yaml"
    bad.write_text(text.replace("actions:\n", "shown_everything: [500]\nactions:\n"))
    with pytest.raises(RecordError, match=r"bad.yaml: shown_everything: must be a list of action counts from 0 to 120"):
        load_record(bad)


def test_play_on_from_a_replay_asks_and_puts_the_game_under_way_away_item_18(open_window, qtbot, player, saved):
    w = live_window(open_window, qtbot)
    p = player(w)
    p.click_place("herr-ridge")
    p.press("place-block 5 herr-ridge")
    p.take_over()
    live = w.session
    assert w.open_replay(saved)
    w.replay_bar.slider.setValue(10)
    play_on = w.replay_bar.findChild(QAbstractButton, "replay:play-on")

    def reply(name):
        def click():
            box = QApplication.activeModalWidget()
            assert isinstance(box, QMessageBox) and "after 1 action)" in box.text(), box
            if name:
                qtbot.mouseClick(box.findChild(QAbstractButton, name), Qt.LeftButton)
            else:
                qtbot.keyClick(box, Qt.Key_Escape)

        QTimer.singleShot(50, click)

    reply(None)  # Esc: the replay stays, the game under way waits
    qtbot.mouseClick(play_on, Qt.LeftButton)
    assert w.controller.replaying and w.controller.replay.index == 10
    reply("PlayOnYes")
    qtbot.mouseClick(play_on, Qt.LeftButton)
    assert not w.controller.replaying and w.session is not live and len(w.session.game.history) == 10
    assert w.curtain.isVisible()  # the hot seat again
    # put away, not written over (item 18): the next start offers it as unfinished
    from gettysburg_desktop.scenario.autosave_slots import claim, slot_folder, unfinished
    from gettysburg_desktop.scenario.session import Autosave

    w.autosave.flush()
    kept = unfinished(Autosave(slot_folder(w.data_dir, 1)))
    assert kept is not None and [str(a) for a in kept.game.history] == ["place-block 5 herr-ridge"]
    assert len(Autosave(w.autosave.folder).resumable().game.history) == 10  # the game played on
    offered = claim(w.data_dir, offer=True)
    try:
        assert offered.game is not None and not offered.interrupted  # unfinished, not interrupted
    finally:
        offered.release()


def test_a_language_switch_in_a_replay_keeps_the_way_back_to_the_game(open_window, qtbot, player, saved):
    from gettysburg_desktop.display.translate import LANGS

    w = live_window(open_window, qtbot)
    p = player(w)
    p.click_place("herr-ridge")
    p.press("place-block 5 herr-ridge")
    p.take_over()
    live = w.session
    assert w.open_replay(saved)
    w.replay_bar.slider.setValue(40)
    try:
        w.findChild(type(w.reveal_action), "language:de").trigger()
        qtbot.waitUntil(lambda: w.menuBar().actions()[0].text() == "&Spiel")
        assert w.controller.replaying and w.controller.replay.index == 40
        leave = w.replay_bar.findChild(QAbstractButton, "replay:leave")
        assert leave.isVisible()
        qtbot.mouseClick(leave, Qt.LeftButton)
        assert not w.controller.replaying and w.session is live and not w.curtain.isVisible()
    finally:
        LANGS.install("en")


@pytest.mark.parametrize("zoomed", [False, True])
def test_the_board_holds_still_through_a_replay(open_window, qtbot, saved, zoomed):
    """Issue 14 item 6 in a replay: the replay bar coming and going, and its
    step's words taking one line or two, never rescale or shift the board:
    the same scale, and the same point of the map under the same point of
    the view, from the game into the replay, step by step, and back."""

    w = live_window(open_window, qtbot)
    w.resize(1280, 690)  # a small screen: a step's words often take two lines
    qtbot.wait(50)
    if zoomed:  # the player zoomed in on Gettysburg
        w.view.zoom_by(1.7)
        w.view.centerOn(w.scene.place_pos("gettysburg"))
    QApplication.processEvents()
    point = w.scene.place_pos("seminary-ridge-lutheran-seminary")

    def where() -> tuple:
        QApplication.processEvents()
        qtbot.wait(10)
        QApplication.processEvents()
        return round(w.view.transform().m11(), 4), w.view.mapFromScene(point)

    scale, at = where()
    assert w.view.viewport().rect().contains(at)

    def holds(what: str) -> None:
        now_scale, now_at = where()
        assert now_scale == scale and (now_at - at).manhattanLength() <= 1, (what, scale, at, now_scale, now_at)

    assert w.open_replay(saved)
    holds("into the replay")
    heights = set()
    bar = w.replay_bar
    for name in ["first"] + ["forward"] * 12 + ["last"] + ["back"] * 12:
        qtbot.mouseClick(bar.buttons[name], Qt.LeftButton)
        heights.add(bar.where.height())
        holds(f"{name}: {bar.where.text()}")
    qtbot.mouseClick(bar.findChild(QAbstractButton, "replay:leave"), Qt.LeftButton)
    assert not w.controller.replaying
    holds("back to the game")
