"""Issue 22 item 1: a replay shows what the side at the screen may know
(R-ACT-2). Against the computer the computer's block values stay hidden
(on the board, in the tooltips, the panels, the replay bar and the log); in
the hot seat the other side's do; Show everything in a replay asks first and
is written in the log and the record of the game being played, as in the
game; a finished game's replay shows every value, as the board at its end
does."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox
from uihelp import screen_texts

from gettysburg_desktop.games.gettysburg.rules.pieces import Side
from gettysburg_desktop.scenario.record import load_record
from gettysburg_desktop.scenario.session import GameSession, Setup

SHOWN_LINE = "Show everything switched on"


def blocks_placed(players=(), seed=5, each=3) -> GameSession:
    """A 1863 game in which each side has placed ``each`` command blocks,
    stopped where the Union decides (a block action chosen whenever there is one)."""
    s = GameSession.new(Setup("gettysburg-1863", seed, players=players))
    g, rnd = s.game, random.Random(seed)

    def placed(side):
        return sum(1 for e in g.log if e.side is side and e.action is not None and e.action.verb == "place-block")

    while min(placed(Side.CSA), placed(Side.USA)) < each or g.deciding_side() is not Side.USA:
        legal = g.legal_actions()
        blocks = [a for a in legal if a.verb == "place-block"]
        g.apply(rnd.choice(blocks or legal))
    return s


def values_on_screen(w, side: str) -> list[str]:
    """Every place the screen tells a ``side`` ("Confederate", "Union")
    command block's value: the blocks on the board and their tooltips, the
    Battle panel's blocks off the map, and any text or tooltip in the window
    (the log, the replay bar, the status bar ...)."""
    code = {"Confederate": "csa", "Union": "usa"}[side]
    out = [f"block in {p}" for p, b in w.scene.blocks.items() if b.side == code and b.value is not None]
    out += [t for p, b in w.scene.blocks.items() if b.side == code and "of value" in (t := b.toolTip())]
    row = w.battle.block_rows[code][1]
    out += [f"off the map: {v}" for v in (*row.available, *row.set_aside) if v is not None]
    said = (f"{side} places a command block of value", f"{side}: places a command block of value", f"{side}: available")
    for text in screen_texts(w):
        out += [line for line in text.splitlines() if any(s in line for s in said)]
    return out


def answer(qtbot, how: str) -> None:
    """The Show everything question about to open is answered: ``yes`` or ``no`` (Esc)."""

    def reply():
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox), box
        if how == "yes":
            qtbot.mouseClick(box.findChild(QAbstractButton, "ShowEverythingYes"), Qt.LeftButton)
        else:
            qtbot.keyClick(box, Qt.Key_Escape)

    QTimer.singleShot(50, reply)


def test_a_replay_in_a_game_against_the_computer_keeps_its_values_hidden_R_ACT_2(open_window, qtbot, tmp_path):
    s = blocks_placed(players=(("csa", "hard"),))
    path = tmp_path / "against.yaml"
    s.save(path)
    w = open_window(GameSession.open(path))  # the person plays the Union; the Union decides
    assert not w.curtain.isVisible() and not values_on_screen(w, "Confederate")
    assert values_on_screen(w, "Union")  # the person's own values are there to be seen
    qtbot.mouseClick(w.view.viewport(), Qt.LeftButton, pos=w.view.viewport().rect().center())
    assert w.open_replay(str(path))
    assert w.controller.replaying
    assert "as the Union player sees it" in w.status.text() and "(R-ACT-2" in w.status.text()
    bar = w.replay_bar
    qtbot.mouseClick(bar.buttons["first"], Qt.LeftButton)
    steps = 0
    while True:  # every step of the replay, as a player steps through it
        QApplication.processEvents()
        assert not values_on_screen(w, "Confederate"), (bar.where.text(), values_on_screen(w, "Confederate"))
        steps += 1
        if not bar.buttons["forward"].isEnabled():
            break
        qtbot.mouseClick(bar.buttons["forward"], Qt.LeftButton)
    assert steps == len(s.game.history) + 1
    csa_blocks = [p for p, b in w.scene.blocks.items() if b.side == "csa"]
    assert csa_blocks and all("hidden" in w.scene.blocks[p].toolTip() for p in csa_blocks)
    assert values_on_screen(w, "Union")  # the person's own values are shown
    lines = w.log.lines()
    assert any(line.split(". ", 1)[-1].startswith("Confederate places a command block in") for line in lines), lines
    assert not any(SHOWN_LINE in line for line in lines)
    # Show everything in the replay: asked (no: nothing shown), then yes: shown,
    # and written in the log and the record of the game being played
    answer(qtbot, "no")
    w.reveal_action.trigger()
    assert not w.controller.reveal and not values_on_screen(w, "Confederate")
    answer(qtbot, "yes")
    w.reveal_action.trigger()
    assert w.controller.reveal and values_on_screen(w, "Confederate")
    assert "written in the log and the record of the game you were playing" in w.status.text()
    w.autosave.flush()
    n = len(s.game.history)
    assert load_record(w.autosave.path).shown_everything == [n]
    qtbot.mouseClick(bar.back_to_game, Qt.LeftButton)  # back to the game: Show everything stays on, as switched
    assert not w.controller.replaying
    assert w.controller.reveal and w.reveal_action.isChecked()
    assert SHOWN_LINE in w.log.lines()[-1] and "(R-ACT-2)" in w.log.lines()[-1]


def test_a_replay_in_the_hot_seat_shows_the_side_at_the_screen_only_R_ACT_2(open_window, qtbot, player):
    w = open_window(blocks_placed())
    p = player(w)
    p.take_over()  # the Union player at the screen
    assert w.controller.viewer is Side.USA
    w.replay_this_game()
    bar = w.replay_bar
    assert w.controller.replaying and not w.controller.reveal and w.controller.replay.index == 0
    assert "as the Union player sees it" in w.status.text()
    while bar.buttons["forward"].isEnabled():  # the Confederate's steps too: still the Union's view
        qtbot.mouseClick(bar.buttons["forward"], Qt.LeftButton)
        assert w.controller.viewer is Side.USA
        assert not values_on_screen(w, "Confederate"), bar.where.text()
    assert values_on_screen(w, "Union")
    answer(qtbot, "no")
    w.reveal_action.trigger()  # asks first, as Show everything in the game does
    assert not w.controller.reveal and not values_on_screen(w, "Confederate")
    assert not w.session.shown_everything and not w._played().shown_everything


def test_a_finished_game_replays_with_every_value_shown(open_window, qtbot, player):
    """The end of a game shows every block (its secrets are over); so does
    its replay, from the start, without a question (nothing to keep)."""
    s = blocks_placed()
    w = open_window(s)
    p = player(w)
    p.take_over()
    w.controller.concede()  # R-WIN-3: the game is over
    assert w.session.game.over
    assert values_on_screen(w, "Confederate") and values_on_screen(w, "Union")
    w.replay_this_game()
    assert w.controller.replaying and w.controller.reveal and w.reveal_action.isChecked()
    w.controller.step_to(len(s.game.history) - 2)  # the middle of the game: every value shown
    assert values_on_screen(w, "Confederate") and values_on_screen(w, "Union")
    assert "every block is shown" in w.status.text()
    w.reveal_action.trigger()  # off, and on again: no question (no game under way to keep a secret of)
    assert not w.controller.reveal
    w.reveal_action.trigger()
    assert w.controller.reveal and not w._played().shown_everything


def test_a_finished_game_on_the_screen_reveals_nothing_of_another_records_secrets(open_window, qtbot, player, tmp_path):
    """A finished game shows its own blocks; a replay of another, unfinished
    record against the computer, opened from it, keeps the computer's values
    hidden, and Show everything there asks and writes nothing into the
    finished game's record (it is not that game)."""
    against = blocks_placed(players=(("csa", "hard"),))
    path = tmp_path / "against.yaml"
    against.save(path)
    done = blocks_placed(seed=6)
    w = open_window(done)
    player(w).take_over()
    w.controller.concede()  # R-WIN-3: this game is over, its values all on the board
    assert values_on_screen(w, "Confederate")
    assert w.open_replay(str(path))
    assert w.controller.replaying and not w.controller.reveal
    w.controller.step_to(len(against.game.history) - 1)
    assert not values_on_screen(w, "Confederate")
    answer(qtbot, "yes")
    w.reveal_action.trigger()  # asked, as in a game under way
    assert w.controller.reveal and values_on_screen(w, "Confederate")
    assert "this replay only" in w.status.text()
    assert not w._played().shown_everything and w._played() is w._live[0]
    qtbot.mouseClick(w.replay_bar.back_to_game, Qt.LeftButton)  # back to the finished game: nothing written
    assert not w.session.shown_everything and not any(SHOWN_LINE in line for line in w.log.lines())
