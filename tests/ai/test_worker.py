"""The worker process the computer thinks in (ai/worker.py): it answers
with a legal action, never sees the real dice stream, can be cancelled, and
a crash is reported instead of hanging the caller."""

from __future__ import annotations

import os
import pickle
import signal
import threading
import time

import pytest

from gettysburg_desktop.ai.levels import PLAYERS
from gettysburg_desktop.ai.worker import Chosen, ComputerWorker, Crashed, Failed
from gettysburg_desktop.scenario.session import GameSession, Setup


def wait_for(worker, kind, timeout=30.0):
    end = time.monotonic() + timeout
    seen = []
    while time.monotonic() < end:
        for m in worker.poll():
            seen.append(m)
            if isinstance(m, kind):
                return m, seen
        time.sleep(0.01)
    raise AssertionError(f"no {kind.__name__} in {timeout} s; seen {seen}")


@pytest.fixture
def worker():
    w = ComputerWorker()
    yield w
    w.stop()


def test_the_worker_answers_with_a_legal_action_and_the_same_seed_gives_the_same(worker):
    game = GameSession.new(Setup("crossroads", 4)).game
    legal = {str(a) for a in game.legal_actions()}
    worker.ask(game, "random", 11)
    first, _ = wait_for(worker, Chosen)
    assert first.action in legal
    worker.ask(game, "random", 11)
    again, _ = wait_for(worker, Chosen)
    assert again.action == first.action
    assert worker.alive  # one process for the whole game


def test_a_cancelled_question_is_never_answered(worker):
    game = GameSession.new(Setup("crossroads", 4)).game
    first = worker.ask(game, "random", 1)
    worker.cancel()
    second = worker.ask(game, "random", 2)
    # the process answers its questions in turn: the first's answer, if it
    # came, came before the second's, and was dropped
    chosen, seen = wait_for(worker, Chosen)
    assert chosen.ask == second
    assert [m for m in seen if m.ask == first] == []


def test_a_killed_worker_is_reported_and_the_next_question_starts_a_new_one(worker):
    game = GameSession.new(Setup("crossroads", 4)).game
    worker.ask(game, "random", 1)
    wait_for(worker, Chosen)
    pid = worker.pid
    os.kill(pid, signal.SIGSTOP)  # it can't answer the next question...
    worker.ask(game, "random", 2)
    os.kill(pid, signal.SIGKILL)  # ...and dies while it is asked
    crashed, _ = wait_for(worker, Crashed)
    assert "ended" in crashed.text
    worker.ask(game, "random", 3)
    wait_for(worker, Chosen)
    assert worker.pid != pid


def test_a_worker_dead_between_questions_is_started_afresh_by_the_next(worker):
    game = GameSession.new(Setup("crossroads", 4)).game
    worker.ask(game, "random", 1)
    wait_for(worker, Chosen)
    pid = worker.pid
    os.kill(pid, signal.SIGKILL)
    end = time.monotonic() + 10
    while worker.alive and time.monotonic() < end:
        time.sleep(0.02)
    worker.ask(game, "random", 2)  # a new process answers
    wait_for(worker, Chosen)
    assert worker.pid != pid


def test_a_player_that_fails_is_reported_with_its_error(worker):
    game = GameSession.new(Setup("crossroads", 4)).game
    worker.ask(game, "no-such-player", 1)
    failed, _ = wait_for(worker, Failed)
    assert "unknown player" in failed.text


def _sent(worker, monkeypatch, game, seed):
    """The game ``ask`` sends to the worker process (written by its sender thread)."""
    sent = []
    worker.start()
    monkeypatch.setattr(worker._conn, "send_bytes", lambda data: sent.append(pickle.loads(data)), raising=False)
    worker.ask(game, "random", seed)
    deadline = time.perf_counter() + 10
    while not sent and time.perf_counter() < deadline:
        time.sleep(0.01)
    return sent[0][1]


def test_asking_never_holds_the_window_while_the_world_is_drawn_and_sent(worker, monkeypatch):
    """Issue 26, item 4: the window's thread only copies the game; drawing
    what the side may know (slow where many block values are possible) and
    writing it to the pipe (which holds 64 KB; a 1863 game is 112 KB) happen
    in the sender thread. A question cancelled before it is drawn is never sent."""
    from gettysburg_desktop.ai import worker as worker_module

    game = GameSession.new(Setup("gettysburg-1863", 4)).game
    drawn = []
    real = worker_module.question
    drawing = threading.Event()

    def slow_question(g, seed):
        drawing.set()
        time.sleep(0.3)  # as a first draw of the block values may take
        drawn.append(seed)
        return real(g, seed)

    monkeypatch.setattr(worker_module, "question", slow_question)
    worker.start()
    t0 = time.perf_counter()
    worker.ask(game, "random", 1)
    assert time.perf_counter() - t0 < 0.1  # the window goes on at once
    assert drawing.wait(5)
    worker.cancel()
    worker.ask(game, "random", 2)  # waits behind the first, cancelled before it is drawn
    worker.cancel()
    third = worker.ask(game, "random", 3)
    chosen, _ = wait_for(worker, Chosen)
    assert chosen.ask == third and chosen.action in {str(a) for a in game.legal_actions()}
    assert drawn == [1, 3]


def test_the_worker_is_handed_a_copy_with_fresh_dice_not_the_real_stream(worker, monkeypatch):
    """The real game's dice stream never leaves the window's process: the
    copy sent rolls other faces than the real game would."""
    game = GameSession.new(Setup("crossroads", 4)).game
    copy = _sent(worker, monkeypatch, game, 5)
    assert copy is not game and copy.history == game.history
    d_real, d_copy = game.clone().state.dice, copy.state.dice
    assert [d_real.roll() for _ in range(20)] != [d_copy.roll() for _ in range(20)]
    assert "random" in PLAYERS


def test_the_worker_is_handed_only_what_the_deciding_side_may_know(worker, monkeypatch):
    """Issue 22, item 18 (R-ACT-2): the worker gets ``game.resample(side,
    dice)``, never a copy of the real game. Two games the Union can't tell
    apart (the Confederate block on Herr Ridge a 5 or a 2) send the same
    game: the Confederate values in it are drawn, not the truth, and its
    history reads ``place-block ? herr-ridge``."""
    from gettysburg_desktop.games.gettysburg.rules.actions import Action

    sent = []
    for value in (5, 2):
        game = GameSession.new(Setup("gettysburg-1863", 4)).game
        game.apply(Action.parse(f"place-block {value} herr-ridge"))
        assert game.current_player().value == "usa"
        sent.append(_sent(worker, monkeypatch, game, 9))
    a, b = sent
    assert [str(x) for x in a.history] == [str(x) for x in b.history] == ["place-block ? herr-ridge"]
    assert a.state.blocks["herr-ridge"].value == b.state.blocks["herr-ridge"].value
    assert a.state.available == b.state.available
    assert [a.state.dice.roll() for _ in range(20)] == [b.state.dice.roll() for _ in range(20)]


def test_the_worker_thinks_for_any_ruleset_on_the_kernel(worker):
    """The worker picks the player's kit by the game's ruleset (ai/kit.py):
    the kernel's toy ruleset, which has no kit, gets the defaults; a winning
    move is found (S-WIN: leave the other a multiple of 3 sticks)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parents[1] / "kernel"))  # the process is spawned with this path
    from sticks import SticksGame

    from gettysburg_desktop.kernel.dice import SeededDice

    game = SticksGame(4, SeededDice(1))
    worker.ask(game, "hard@0.3", 5)
    chosen, _ = wait_for(worker, Chosen)
    assert chosen.action == "take 1"


def test_the_worker_thinks_for_norden_und_sueden(worker):
    """Issue 17, item 6: the worker plays Norden & Süden with its kit
    (games/nordensueden/computer/kit.py): at the Union's first movement decision of the
    short game (NS-SHORT, NS-MOVE-2) a searching level answers a legal march."""
    from gettysburg_desktop.games.nordensueden.campaign import short_1861
    from gettysburg_desktop.games.nordensueden.rules.game import NordenSuedenGame
    from gettysburg_desktop.kernel.dice import SeededDice

    game = NordenSuedenGame(short_1861(), SeededDice(3), undo=False, events=False)
    legal = {str(a) for a in game.legal_actions()}
    assert len(legal) > 1
    worker.ask(game, "hard@0.3", 5)
    chosen, _ = wait_for(worker, Chosen)
    assert chosen.action in legal and chosen.action.split()[0] in ("march", "sea", "land", "end-movement")
