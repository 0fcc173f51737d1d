"""The real program in real processes: a game survives its process being
killed, and the program starts in a real X server (Xvfb, the xcb platform)."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(HERE.parents[1])}


def test_a_game_killed_mid_play_resumes_where_it_stopped(tmp_path):
    played = subprocess.run(
        [sys.executable, str(HERE / "play_and_die.py"), str(tmp_path), "25"],
        env=ENV,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert played.returncode == -signal.SIGKILL, played.stderr
    history = played.stdout.split()
    assert (tmp_path / "autosave.yaml").exists()
    started = subprocess.run(
        [sys.executable, "-m", "gettysburg_desktop", "--resume", "--smoke-test", "--data-dir", str(tmp_path)],
        env=ENV,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert started.returncode == 0, started.stderr
    line = started.stdout.strip().splitlines()[-1]
    from gettysburg_desktop.scenario.record import load_record

    actions = load_record(tmp_path / "autosave.yaml").actions
    assert " ".join(actions) == " ".join(history)  # every action of the killed game
    assert f"| {len(actions)} actions |" in line and "Gettysburg 1863" in line


def test_the_program_starts_in_a_real_x_server(tmp_path):
    if shutil.which("xvfb-run") is None:
        if os.environ.get("CI"):
            pytest.fail("xvfb-run is missing: .ci/run installs xvfb")
        pytest.skip("xvfb-run is not installed here (.ci/run installs it)")
    env = {**ENV, "QT_QPA_PLATFORM": "xcb"}
    result = subprocess.run(
        [
            "xvfb-run",
            "-a",
            sys.executable,
            "-m",
            "gettysburg_desktop",
            "--new",
            "--smoke-test",
            "--seed",
            "5",
            "--data-dir",
            str(tmp_path),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "window shown: Gettysburg Desktop" in result.stdout and "| xcb |" in result.stdout
