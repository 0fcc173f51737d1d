"""A game against the computer in the play window (issue 16, ui/computer.py):
the person clicks on the board, the computer decides in its worker process
and its decisions show on the board and in the log; no curtain; undo takes
back the person's decision with the computer's replies; Suggest; Pause;
saved games remember who played."""

from __future__ import annotations

import random

import pytest
from computerhelp import person_decides, wait_for_person
from PySide6.QtCore import QPointF, Qt

from gettysburg_desktop.games.gettysburg.rules.pieces import Side
from gettysburg_desktop.scenario.session import GameSession, Setup
from gettysburg_desktop.ui import computer as computer_module

#: the computer's level in these tests (issue 16's "Done when": a game against the easy level)
LEVEL = "easy"


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


# ---------------------------------------------------------------------- New game
def test_new_game_asks_who_plays_each_side_and_the_computers_level(open_window, qtbot):
    from gettysburg_desktop.ui.dialogs import NewGameDialog

    w = open_window(GameSession.new(Setup("crossroads", 3)))
    dialog = NewGameDialog(w, "crossroads")
    qtbot.addWidget(dialog)
    usa = dialog.players[Side.USA]
    texts = [usa.itemText(i) for i in range(usa.count())]
    assert texts[0] == "Human" and all(t.startswith("Computer, ") for t in texts[1:]) and len(texts) >= 2
    assert "curtain" in dialog.who.text()  # two people: the hot seat
    usa.setCurrentIndex(usa.findData(computer_module.offered_levels()[0]))
    assert "against the computer" in dialog.who.text() and "Confederate" in dialog.who.text()
    setup = dialog.setup()
    assert setup.players == (("usa", computer_module.offered_levels()[0]),)
    assert w.start(setup)
    assert w.controller.against_computer and w.controller.computer_for(Side.USA)
    assert w.controller.computer_for(Side.CSA) is None
    again = NewGameDialog(w, "crossroads", w.session.players)  # the next New game: the same opponent offered
    qtbot.addWidget(again)
    assert again.players[Side.USA].currentData() == setup.players[0][1]
    assert again.players[Side.CSA].currentData() == "human"


def test_the_command_line_starts_a_game_against_the_computer():
    from gettysburg_desktop.app import parse

    assert parse(["--new", "--computer", f"usa:{LEVEL}"]).players == (("usa", LEVEL),)
    assert parse(["--computer", "csa:random", "--computer", "usa:random"]).players == (
        ("csa", "random"),
        ("usa", "random"),
    )
    with pytest.raises(SystemExit):
        parse(["--computer", "rebels:easy"])
    with pytest.raises(SystemExit):
        parse(["--computer", "usa:grandmaster"])


# ---------------------------------------------------------------------- the computer's turn
def test_no_curtain_against_the_computer_and_a_click_while_it_decides_is_refused(open_window, player, qtbot):
    w = against(open_window, computer="usa", pace="step")
    p = player(w)
    c = w.controller
    assert c.viewer is Side.CSA and not w.curtain.isVisible()
    person_decides(p, random.Random(4), prefer_buttons=1.0)  # a pass: the Union decides next
    qtbot.waitUntil(lambda: c.game.deciding_side() is Side.USA or c.can_act)
    assert not c.can_act, "seed 3: the Confederate's pass hands the decision to the Union"
    assert not w.curtain.isVisible()
    assert "The computer" in p.prompt() and "Union" in p.prompt()
    qtbot.waitUntil(lambda: w.computer.ready is not None)  # step by step: it waits for Next
    assert w.prompt.next_button.isVisible() and "Next (N)" in p.prompt()
    n = len(c.game.history)
    p.click_place(next(iter(w.scene.highlights)))
    assert "The computer is deciding for the Union" in w.status.text()
    assert len(c.game.history) == n
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key_N)
    qtbot.waitUntil(lambda: len(c.game.history) == n + 1)
    assert c.game.log[-1].side is Side.USA
    assert w.log.lines(), "the computer's decision is in the log"
    assert not w.curtain.isVisible()


def test_the_thinking_bar_shows_the_level_while_the_computer_decides(open_window, qtbot):
    w = against(open_window, computer="csa", pace="step")
    qtbot.waitUntil(lambda: w.computer.ready is not None)
    w.computer.set_pace("step", keep=False)
    # the question asked again (Pause, Resume) shows the bar with the level's name until it is answered
    w.computer.set_paused(True)
    assert not w.prompt.thinking.isVisible() and "paused" in w.prompt.text.text()
    w.computer.set_paused(False)
    assert w.prompt.thinking.isVisible() or w.computer.ready is not None
    assert computer_module.level_name(LEVEL) in w.prompt.thinking.format()


def test_pause_stops_the_computer_and_resume_lets_it_go_on(open_window, player, qtbot):
    w = against(open_window, computer="csa", pace="slow")
    c = w.controller
    qtbot.mouseClick(w.prompt.pause_button, Qt.LeftButton)
    assert w.computer.paused and w.pause_action.isChecked()
    assert "Resume" in w.prompt.pause_button.text()
    # a paused computer decides nothing: no question asked, no decision waiting for its moment
    assert not w.computer.worker.asking and w.computer.thinking is None and w.computer.ready is None
    assert not w.computer._play.isActive() and len(c.game.history) == 0
    w.computer.set_pace("fast", keep=False)
    qtbot.mouseClick(w.prompt.pause_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: len(c.game.history) >= 1)
    assert c.game.log[1].side is Side.CSA


def test_the_computer_waits_while_a_dialog_is_in_front(open_window, qtbot):
    """How to play at the start, a question: the computer's decision is not
    carried out unseen behind it."""
    w = against(open_window, computer="csa", pace="fast")
    w.computer.set_paused(True)
    w.show_welcome()
    qtbot.waitUntil(lambda: w.welcome.isVisible())
    w.computer.set_paused(False)
    qtbot.waitUntil(lambda: w.computer.ready is not None)
    # its moment came and it was put off while the dialog is there (looked at again every MODAL_WAIT_MS)
    qtbot.waitUntil(lambda: w.computer._play.interval() == computer_module.MODAL_WAIT_MS)
    assert w.computer._play.isActive() and len(w.controller.game.history) == 0
    w.welcome.accept()
    qtbot.waitUntil(lambda: len(w.controller.game.history) >= 1)


def test_the_pace_setting_spaces_the_computers_decisions(open_window, qtbot, monkeypatch):
    """Each decision is carried out the pace's seconds after the one before
    (ComputerTurns._schedule); the clock is the test's, standing still, so
    the wait asked of Qt's timer is the whole half second."""

    class StillClock:
        @staticmethod
        def monotonic():
            return 1000.0

    monkeypatch.setattr(computer_module, "time", StillClock)
    monkeypatch.setitem(computer_module.PACES, "normal", 0.5)
    w = against(open_window, computer="csa", pace="normal")
    w.computer.set_paused(True)
    w.controller.session.players["usa"] = LEVEL  # the computer plays both: a run of its decisions
    w.computer.set_paused(False)
    for n in (1, 2):
        qtbot.waitUntil(lambda n=n: len(w.controller.game.history) >= n, timeout=5000)
        qtbot.waitUntil(lambda: w.computer.ready is not None, timeout=5000)  # the next one decided
        assert len(w.controller.game.history) == n, "it waits for its moment"
        assert w.computer._play.isActive() and w.computer._play.interval() == 500


# ---------------------------------------------------------------------- undo
def test_undo_takes_back_the_persons_decision_with_the_computers_replies(open_window, player, qtbot):
    w = against(open_window, computer="usa")
    p = player(w)
    c = w.controller
    rnd = random.Random(8)
    for _ in range(200):  # a decision of the person's that the computer answered, no dice since
        wait_for_person(qtbot, w)
        before = len(c.game.history)
        person_decides(p, rnd, prefer_buttons=0.5)
        wait_for_person(qtbot, w)
        since = c.game.log[before + 1 :]
        if len(since) >= 2 and any(e.side is Side.USA for e in since) and not any(e.faces for e in since):
            break
    else:
        pytest.fail("no decision answered by the computer without a roll")
    replies = len(c.game.history) - before - 1
    kept = [str(a) for a in c.game.history[:before]]
    assert w.prompt.undo.isEnabled()
    p.ctrl_z()
    assert [str(a) for a in c.game.history] == kept
    assert c.can_act and c.game.deciding_side() is Side.CSA
    said = "the computer's reply since" if replies == 1 else f"the computer's {replies} replies since"
    assert "Undone: your last decision" in w.status.text() and said in w.status.text()
    assert not w.curtain.isVisible()


def test_undo_after_a_roll_since_says_rolls_are_never_taken_back(open_window, player, qtbot):
    w = against(open_window, computer="usa")
    p = player(w)
    c = w.controller
    rnd = random.Random(2)
    for _ in range(400):
        wait_for_person(qtbot, w)
        assert not c.game.over, "seed 3: a roll comes before the game's end"
        last = max(k for k, e in enumerate(c.game.log) if k == 0 or e.side is Side.CSA)
        if any(e.faces for e in c.game.log[last:]) and c.game.log[-1].side is Side.USA:
            break
        person_decides(p, rnd, prefer_buttons=0.2)
    else:
        pytest.fail("no roll in 400 decisions")
    n = len(c.game.history)
    assert not w.prompt.undo.isEnabled() and not w.undo_action.isEnabled()
    assert "dice were rolled since your last decision: rolls are never taken back" in w.prompt.undo.toolTip()
    p.ctrl_z()
    assert len(c.game.history) == n
    assert not c.undo()  # asked all the same: the reason, beside the pointer and in the status bar
    assert "rolls are never taken back" in w.status.text()


# ---------------------------------------------------------------------- suggest
def test_suggest_shows_a_decision_on_the_board_and_in_words_and_never_plays_it(open_window, player, qtbot):
    w = against(open_window, computer="usa")
    p = player(w)
    c = w.controller
    wait_for_person(qtbot, w)
    n = len(c.game.history)
    assert w.prompt.suggest_button.isVisible()
    qtbot.mouseClick(w.prompt.suggest_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w.computer.suggestion is not None, timeout=20_000)
    _, action, words = w.computer.suggestion
    assert action in {str(a) for a in c.game.legal_actions()}
    assert "Suggestion" in w.status.text() and words in w.status.text()
    marked = {i: m for i, m in w.scene._marked.items() if m in ("selected", "target")}
    assert marked, "the suggestion is marked on the board"
    # a suggestion is never played by itself: nothing waits to be carried out
    assert w.computer.ready is None and not w.computer._play.isActive()
    assert len(c.game.history) == n
    p.right_click()  # the next click: the suggestion's marks go, the glow of what may be clicked stays
    p.click_scene(w.view.mapToScene(w.view.viewport().rect().topLeft()) + QPointF(2, 2))
    assert c.suggested is None
    assert not any(m in ("selected", "target") for m in w.scene._marked.values())


def test_ctrl_h_asks_for_a_suggestion(open_window, qtbot):
    w = against(open_window, computer="usa")
    wait_for_person(qtbot, w)
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key_H, Qt.ControlModifier)
    qtbot.waitUntil(lambda: w.computer.suggestion is not None, timeout=20_000)
    level = computer_module.suggestion_player().partition("@")[0]
    assert f"Suggestion ({computer_module.level_name(level)}) for the Confederate: " in w.status.text()


def test_no_suggestion_while_the_computer_decides(open_window, qtbot):
    w = against(open_window, computer="csa", pace="step")
    qtbot.waitUntil(lambda: w.computer.ready is not None)
    assert not w.prompt.suggest_button.isVisible()
    assert not w.computer.suggest()
    assert "not your decision" in w.status.text()


# ---------------------------------------------------------------------- saved games
def test_a_saved_game_against_the_computer_opens_against_the_computer(open_window, player, qtbot, tmp_path):
    w = against(open_window, computer="usa")
    p = player(w)
    rnd = random.Random(5)
    for _ in range(3):
        wait_for_person(qtbot, w)
        person_decides(p, rnd, prefer_buttons=0.5)
    wait_for_person(qtbot, w)
    path = tmp_path / "against.yaml"
    assert w._save_to(str(path))
    assert f"usa: {LEVEL}" in path.read_text()
    w.close()
    w2 = open_window(GameSession.open(path))
    assert w2.controller.against_computer and w2.controller.computer_for(Side.USA) == LEVEL
    assert w2.controller.viewer is Side.CSA and not w2.curtain.isVisible()
    w2.autosave.flush()
    assert f"usa: {LEVEL}" in w2.autosave.path.read_text()


def test_an_older_record_opens_as_two_people(open_window, tmp_path):
    path = tmp_path / "old.yaml"
    GameSession.new(Setup("crossroads", 3)).save(path)
    w = open_window(GameSession.open(path))
    assert not w.controller.against_computer
    assert w.curtain.isVisible() or w.controller.viewer is not None


def test_a_computer_player_this_program_lacks_is_played_by_a_person(open_window, tmp_path):
    w = open_window(GameSession.new(Setup("crossroads", 3, players=(("usa", "grandmaster"),))))
    assert not w.controller.against_computer
    assert "grandmaster" in w.status.text()


# ---------------------------------------------------------------------- a worker that fails
def test_a_worker_that_dies_while_thinking_is_reported_and_resume_asks_again(open_window, qtbot):
    import os
    import signal

    w = against(open_window, computer="csa", pace="step")
    qtbot.waitUntil(lambda: w.computer.ready is not None)
    w.computer.set_paused(True)
    pid = w.computer.worker.pid
    os.kill(pid, signal.SIGSTOP)  # it can't answer the next question
    w.computer.set_paused(False)
    assert w.computer.thinking is not None
    os.kill(pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: w.computer.error != "", timeout=5000)
    assert "The computer stopped" in w.status.text() and "ended" in w.status.text()
    assert "stopped" in w.prompt.text.text()
    assert w.computer.paused
    w.computer.set_paused(False)  # Resume: a new worker
    qtbot.waitUntil(lambda: w.computer.ready is not None, timeout=10_000)
    assert w.computer.worker.pid != pid


def test_a_replay_stops_the_computer_and_back_to_the_game_it_goes_on(open_window, player, qtbot):
    w = against(open_window, computer="usa", pace="step")
    p = player(w)
    c = w.controller
    rnd = random.Random(3)
    while c.game.deciding_side() is not Side.USA:
        person_decides(p, rnd, prefer_buttons=1.0)
    n = len(w.controller.game.history)
    qtbot.waitUntil(lambda: w.computer.ready is not None)
    w.replay_this_game()
    assert w.controller.replaying and w.computer.ready is None and w.computer.thinking is None
    assert not w.prompt.pause_button.isVisible()
    assert not w.computer.worker.asking and not w.computer._play.isActive()  # nothing to carry out in a replay
    w.leave_replay()
    assert not w.controller.replaying and len(w.controller.game.history) == n
    qtbot.waitUntil(lambda: w.computer.ready is not None)
    assert w.next_action.isEnabled()
    w.next_action.trigger()
    qtbot.waitUntil(lambda: len(w.controller.game.history) == n + 1)


def test_new_game_offers_the_computers_leaning_and_remembers_it(open_window, qtbot):
    """The leaning (ai/player.py STYLES, a weight of the evaluation) is
    chosen beside the level, only for a side the computer plays; the game
    is played by that player, and the next New game offers it again."""
    from gettysburg_desktop.ui.dialogs import NewGameDialog

    w = open_window(GameSession.new(Setup("crossroads", 3)))
    dialog = NewGameDialog(w, "crossroads")
    qtbot.addWidget(dialog)
    leaning = dialog.leanings[Side.USA]
    assert [leaning.itemText(i) for i in range(leaning.count())] == ["balanced", "aggressive", "cautious"]
    assert not leaning.isEnabled()  # a person plays the Union
    dialog.set_player(Side.USA, "hard", "cautious")
    assert leaning.isEnabled() and not dialog.leanings[Side.CSA].isEnabled()
    setup = dialog.setup()
    assert setup.players == (("usa", "hard:cautious"),)
    assert w.start(setup)
    assert w.controller.computer_for(Side.USA) == "hard:cautious"
    assert computer_module.level_name("hard:cautious") == "hard, cautious"
    again = NewGameDialog(w, "crossroads", w.session.players)
    qtbot.addWidget(again)
    assert again.players[Side.USA].currentData() == "hard"
    assert again.leanings[Side.USA].currentData() == "cautious"
