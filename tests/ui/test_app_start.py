"""The program started as a new user starts it (app.py, real processes):
no display, and no game the player did not choose to end written over
(issue 14, items 18 and 21)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gettysburg_desktop.scenario.autosave_slots import SlotLock
from gettysburg_desktop.scenario.session import Autosave, GameSession, Setup

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}


def _run(*args, env=None, timeout=120):
    return subprocess.run([sys.executable, "-m", "gettysburg_desktop", *args], env=env or ENV,
                          capture_output=True, text=True, timeout=timeout)


def _game(actions: int, seed: int = 3) -> GameSession:
    session = GameSession.new(Setup("crossroads", seed))
    for _ in range(actions):
        session.game.apply(session.game.legal_actions()[0])
    return session


def _interrupted(folder: Path, actions: int = 4) -> dict[str, str]:
    """An autosave (and its previous copy) of a game whose copy died."""
    auto = Autosave(folder)
    auto.write(_game(actions - 1))
    auto.write(_game(actions))
    return _files(folder)


def _files(folder: Path) -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in (folder / Autosave.NAME, folder / Autosave.PREVIOUS) if p.exists()}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is the X11/Wayland systems' way")
def test_no_display_says_so_in_one_line_and_exits_2(tmp_path):
    env = {k: v for k, v in ENV.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = _run("--new", "--data-dir", str(tmp_path), env=env)
    assert result.returncode == 2
    assert result.stderr == "no display: set DISPLAY or run under a desktop\n"
    assert result.stdout == ""


def test_play_script_never_touches_the_players_autosave(tmp_path):
    data = tmp_path / "data"
    before = _interrupted(data)
    script = tmp_path / "script.yaml"
    _game(3, seed=5).save(script)
    result = _run("--play-script", str(script), "--quit", "--data-dir", str(data))
    assert result.returncode == 0, result.stderr
    assert _files(data) == before
    assert sorted(p.name for p in data.iterdir() if p.name.startswith("autosave")) == sorted(before)


def test_opening_a_saved_game_from_the_command_line_keeps_the_interrupted_one(tmp_path):
    data = tmp_path / "data"
    before = _interrupted(data)
    saved = tmp_path / "saved.yaml"
    _game(2, seed=7).save(saved)
    result = _run(str(saved), "--smoke-test", "--data-dir", str(data))
    assert result.returncode == 0, result.stderr
    assert "| 2 actions |" in result.stdout
    assert _files(data) == before
    again = _run("--resume", "--smoke-test", "--data-dir", str(data))  # the newest unfinished game: the opened one
    assert "| 2 actions |" in again.stdout, again.stderr


def test_a_second_copy_neither_offers_nor_takes_the_first_copys_game(tmp_path):
    data = tmp_path / "data"
    before = _interrupted(data)
    (data / SlotLock.NAME).write_text(f"{os.getpid()}\n")  # the first copy: alive (this test)
    result = _run("--resume", "--smoke-test", "--seed", "4", "--data-dir", str(data))
    assert result.returncode == 0, result.stderr
    assert "| 0 actions |" in result.stdout  # a new game, not the first copy's
    assert _files(data) == before
    assert (data / SlotLock.NAME).read_text() == f"{os.getpid()}\n"


def test_new_keeps_the_interrupted_game_and_a_clean_quit_lets_go_of_the_lock(tmp_path):
    data = tmp_path / "data"
    before = _interrupted(data)
    result = _run("--new", "--smoke-test", "--data-dir", str(data))
    assert result.returncode == 0, result.stderr
    assert _files(data) == before
    assert not list(data.rglob(SlotLock.NAME))  # a clean quit: nothing left locked


def test_the_question_says_interrupted_after_a_crash_and_unfinished_after_a_quit(qapp):
    from gettysburg_desktop.app import resume_question

    one, four = _game(1), _game(4)
    assert "interrupted" in resume_question(four, True) and "after 4 actions" in resume_question(four, True)
    assert resume_question(four, False).startswith("An unfinished game:")
    assert "interrupted" not in resume_question(four, False)
    assert "after 1 action." in resume_question(one, False)
