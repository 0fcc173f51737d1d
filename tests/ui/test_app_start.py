"""The program started as a new user starts it (app.py, real processes):
no display, and no game the player did not choose to end written over
(issue 14, items 18 and 21)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from gettysburg_desktop.scenario.autosave_slots import SlotLock
from gettysburg_desktop.scenario.session import Autosave, GameSession, Setup

ROOT = Path(__file__).resolve().parents[2]
#: the program's settings (window geometry, the welcome page) go to a scratch folder, never the user's
ENV = {
    **os.environ,
    "QT_QPA_PLATFORM": "offscreen",
    "PYTHONPATH": str(ROOT),
    "XDG_CONFIG_HOME": tempfile.mkdtemp(prefix="gettysburg-tests-"),
}


def _run(*args, env=None, timeout=120):
    return subprocess.run(
        [sys.executable, "-m", "gettysburg_desktop", *args],
        env=env or ENV,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


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
    return {
        p.name: p.read_text(encoding="utf-8")
        for p in (folder / Autosave.NAME, folder / Autosave.PREVIOUS)
        if p.exists()
    }


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is the X11/Wayland systems' way")
def test_no_display_says_so_in_one_line_and_exits_2(tmp_path):
    env = {k: v for k, v in ENV.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = _run("--new", "--data-dir", str(tmp_path), env=env)
    assert result.returncode == 2
    assert result.stderr == "no display: set DISPLAY or run under a desktop\n"
    assert result.stdout == ""


def _dead_x_display() -> str:
    """A DISPLAY no X server listens on (no socket file, no abstract socket)."""
    listening = Path("/proc/net/unix").read_text(encoding="utf-8", errors="replace")
    for n in range(4711, 4811):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and f"/tmp/.X11-unix/X{n}\n" not in listening:
            return f":{n}"
    pytest.fail("no free display number")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is the X11/Wayland systems' way")
def test_a_display_whose_x_server_is_gone_says_so_in_the_same_line_and_exits_2(tmp_path):
    """A closed Xvfb or a stale ssh forwarding (issue 22, item 14): Qt
    aborted (exit 134) with advice to install libxcb-cursor0."""
    env = {k: v for k, v in ENV.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["DISPLAY"] = _dead_x_display()
    result = _run("--new", "--data-dir", str(tmp_path), env=env)
    assert (result.returncode, result.stderr, result.stdout) == (
        2,
        "no display: set DISPLAY or run under a desktop\n",
        "",
    )


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


def _cut(tmp_path: Path) -> tuple[Path, list[str]]:
    from gettysburg_desktop.scenario.record import load_record

    full = tmp_path / "full.yaml"
    _game(30).save(full)
    text = full.read_text(encoding="utf-8")
    cut = tmp_path / "cut.yaml"
    cut.write_text(text[: text.rindex("\n- ", 0, len(text) // 2 + 200) + 4], encoding="utf-8")
    return cut, load_record(full).actions


def test_file_open_offers_a_truncated_saves_valid_part_and_leaves_the_file(open_window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    cut, whole = _cut(tmp_path)
    before = cut.read_bytes()
    asked = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda parent, title, text, *a: asked.append(text) or QMessageBox.Cancel
    )
    w = open_window()
    assert not w.open_game(str(cut))  # declined: the game in the window goes on
    assert "valid up to its first" in asked[-1] and len(w.session.game.history) == 0
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *a: asked.append(text) or QMessageBox.Open)
    assert w.open_game(str(cut))
    n = len(w.session.game.history)
    assert 0 < n < len(whole) and [str(a) for a in w.session.game.history] == whole[:n]
    # a save asks where: the damaged file is never written over unasked
    assert w.path is None and "unsaved game" in w.windowTitle()
    assert cut.read_bytes() == before


def test_a_bad_scenario_on_the_command_line_gives_the_new_game_dialogs_message(open_window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from gettysburg_desktop.ui.open_game import scenario_refused

    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warned.append((title, text)))
    w = open_window()
    assert not w.start(Setup("nowhere", 1))  # the New game dialog's way
    try:
        GameSession.new(Setup("nowhere", 1))
    except LookupError as exc:
        scenario_refused(w, exc)  # the command line's way
    assert len(warned) == 2 and warned[0] == warned[1]
    run = _run("--scenario", "nowhere", "--smoke-test", "--data-dir", str(tmp_path / "data"))
    assert run.returncode == 0 and "Gettysburg 1863" in run.stdout  # the window opens on the battle
    assert run.stderr.strip().endswith("error: unknown scenario 'nowhere'; known: crossroads, gettysburg-1863")


def test_a_map_given_as_a_saved_game_says_this_is_a_map(open_window, monkeypatch):
    from importlib.resources import files

    from PySide6.QtWidgets import QMessageBox

    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warned.append(text))
    w = open_window()
    path = str(files("gettysburg_desktop.resources").joinpath("maps").joinpath("gettysburg-1863.yaml"))
    assert not w.open_game(path)
    assert "this is a map, not a game record" in warned[-1] and len(warned[-1].splitlines()) == 1


def test_resume_with_nothing_to_resume_says_so_and_starts_a_new_game(tmp_path):
    """Found playing: with the autosave held by a copy still closing, --resume started a new game of
    another kind without a word; it says so (the window asks with a message box, not in a smoke test)."""
    result = _run("--resume", "--smoke-test", "--data-dir", str(tmp_path))
    assert result.returncode == 0, result.stderr
    assert "--resume: no unfinished game is free to resume here" in result.stderr


def test_new_and_resume_together_are_refused_with_a_clear_message():
    result = _run("--new", "--resume")
    assert result.returncode == 2 and "--resume: not allowed with argument --new" in result.stderr


def test_every_option_of_the_program_has_a_help_text_naming_no_source_file():
    import re

    result = _run("--help")
    assert result.returncode == 0
    text = result.stdout
    assert ".py" not in text and "crossroads, gettysburg-1863" in re.sub(r"\s+", " ", text)
    options = re.findall(r"^  (-[-\w]+|[A-Z][\w.-]+)", text, re.M)
    assert len(options) >= 14
    for name in options:
        assert re.search(rf"^  {re.escape(name)}\b(.*\w|.*\n {{20,}}\w)", text, re.M), name


def test_a_game_record_given_to_the_map_editor_says_this_is_a_game_record(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from gettysburg_desktop.editor.window import EditorWindow

    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warned.append(text))
    w = EditorWindow(data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    assert not w.open_map(str(ROOT / "examples" / "worked-assault.yaml"))
    assert "this is a game record, not a map" in warned[-1] and len(warned[-1].splitlines()) == 1


def test_a_saved_game_double_clicked_on_macos_opens_in_the_window(open_window, tmp_path, qapp):
    """The Finder sends a FileOpen event (packaging/README.md): the window opens the game."""
    from PySide6.QtGui import QFileOpenEvent

    from gettysburg_desktop.app import open_files_from_the_desktop

    saved = tmp_path / "saved.yaml"
    _game(5).save(saved)
    w = open_window()
    opener = open_files_from_the_desktop(qapp, w)
    try:
        qapp.sendEvent(qapp, QFileOpenEvent(str(saved)))
        assert len(w.session.game.history) == 5 and w.path == str(saved)
    finally:
        qapp.removeEventFilter(opener)


def test_a_killed_copys_game_is_interrupted_and_a_quit_ones_unfinished(tmp_path):
    """Real processes: a copy killed mid-game leaves its lock (stale: the
    game was interrupted); a copy that quits lets go (the game is unfinished)."""
    import signal
    import time

    from gettysburg_desktop.scenario.autosave_slots import claim

    saved = tmp_path / "saved.yaml"
    _game(2).save(saved)
    killed, quit_ = tmp_path / "killed", tmp_path / "quit"
    proc = subprocess.Popen(
        [sys.executable, "-m", "gettysburg_desktop", str(saved), "--data-dir", str(killed)],
        env=ENV,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while (
            not ((killed / SlotLock.NAME).exists() and (killed / Autosave.NAME).exists())
            and time.monotonic() < deadline
        ):
            time.sleep(0.1)
        time.sleep(0.5)  # the autosave's worker writes the opened game
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    slot = claim(killed, offer=True)
    assert slot.game is not None and len(slot.game.game.history) == 2 and slot.interrupted
    slot.release()
    assert _run(str(saved), "--smoke-test", "--data-dir", str(quit_)).returncode == 0
    slot = claim(quit_, offer=True)
    assert slot.game is not None and len(slot.game.game.history) == 2 and not slot.interrupted
    slot.release()


def test_the_command_line_starts_a_game_against_the_computer_and_its_worker_plays(tmp_path):
    """``--computer csa:LEVEL --smoke-test`` (what packaging/smoke.py runs on
    the built program): the computer's worker process decides and the
    window carries its decisions out until the Union player's turn; the
    autosave says who played."""
    level = "easy"
    data = tmp_path / "data"
    args = ("--new", "--scenario", "crossroads", "--computer", f"csa:{level}", "--pace", "fast")
    result = _run(*args, "--smoke-test", "--data-dir", str(data))
    assert result.returncode == 0, result.stderr
    line = result.stdout.strip().splitlines()[-1]
    assert "Union to decide" in line and "the computer's decisions:" in line and "stopped" not in line
    assert f"csa: {level}" in (data / "autosave.yaml").read_text()
    bad = _run("--computer", "usa:grandmaster", "--smoke-test", "--data-dir", str(data))
    assert bad.returncode == 2 and "--computer usa:grandmaster: unknown player" in bad.stderr


def test_the_smoke_test_against_a_computer_that_moves_second_finishes_at_the_players_decision(tmp_path):
    """``--computer usa:easy --smoke-test`` (issue 22, item 14): the
    Confederate player moves first, so the window waits for a person; the
    smoke test waited 120 s for the computer's decisions and exited 1."""
    result = _run(
        "--new",
        "--scenario",
        "crossroads",
        "--computer",
        "usa:easy",
        "--smoke-test",
        "--data-dir",
        str(tmp_path),
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    line = result.stdout.strip().splitlines()[-1]
    assert "Confederate to decide" in line and "the computer's decisions: 0" in line and "stopped" not in line


def test_the_smoke_test_waits_for_the_computers_whole_first_turn_of_norden_und_sueden(tmp_path):
    """``--game norden-sueden --computer usa:easy --smoke-test`` (what
    packaging/smoke.py runs on the built program): the Union's turn of
    marches, moves, promotion and recruits is carried out to its end and the
    Confederacy's player decides; the watcher once stopped after 6 decisions,
    in the middle of the Union's recruits."""
    result = _run(
        "--new",
        "--game",
        "norden-sueden",
        "--computer",
        "usa:easy",
        "--pace",
        "fast",
        "--smoke-test",
        "--data-dir",
        str(tmp_path),
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    line = result.stdout.strip().splitlines()[-1]
    assert "Confederacy to decide" in line and "stopped" not in line, line


def test_computer_names_a_side_of_the_game_chosen():
    """``--computer SIDE:LEVEL`` takes the chosen game's sides (Finsterland's south and north), and a
    side of another game is a usage error that lists the right ones."""
    bad = _run("--new", "--game", "finsterland", "--computer", "usa:easy", "--smoke-test")
    assert bad.returncode == 2 and "finsterland's sides are south, north" in bad.stderr
