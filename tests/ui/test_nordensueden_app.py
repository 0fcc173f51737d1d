"""Norden & Süden from the command line (issue 17, item 4): ``--game``
chooses the game of a new game, ``--variant`` its variants (checked
against the game's, a usage error names them), ``--scenario`` a scenario
of either game; the program starts the game in the window."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from gettysburg_desktop.app import parse

ROOT = Path(__file__).resolve().parents[2]


def test_game_variant_and_scenario_options():
    a = parse(["--new", "--game", "norden-sueden", "--variant", "short"])
    assert (a.scenario, a.game_id, a.variants) == ("campaign-1861", "norden-sueden", ("short",))
    a = parse(["--scenario", "short-1861"])  # a scenario names its game
    assert (a.scenario, a.game_id, a.variants) == ("short-1861", None, ())
    a = parse([])
    assert (a.scenario, a.game_id) == ("gettysburg-1863", None)


def test_the_computer_plays_norden_und_sueden_from_the_command_line():
    """Issue 17, item 6: the games' registry says the computer plays it."""
    a = parse(["--new", "--game", "norden-sueden", "--variant", "short", "--computer", "usa:easy"])
    assert a.game_id == "norden-sueden" and a.players


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--game", "norden-sueden", "--variant", "bogus"], "--variant bogus: not a variant of norden-sueden"),
        (["--game", "norden-sueden", "--scenario", "crossroads"], "not a scenario of norden-sueden"),
        (["--game", "chess"], "invalid choice: 'chess'"),
    ],
)
def test_bad_options_are_usage_errors_that_say_why(argv, says, capsys):
    with pytest.raises(SystemExit) as exc:
        parse(argv)
    assert exc.value.code == 2 and says in capsys.readouterr().err


def test_the_program_starts_the_short_game(tmp_path):
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(ROOT),
        "XDG_CONFIG_HOME": tempfile.mkdtemp(prefix="gettysburg-tests-"),
    }
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "gettysburg_desktop",
            "--new",
            "--game",
            "norden-sueden",
            "--variant",
            "short",
            "--seed",
            "3",
            "--smoke-test",
            "--data-dir",
            str(tmp_path / "d"),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert "The short game, July 1861 to June 1862" in run.stdout
    assert "Union to decide | curtain up" in run.stdout and "(NS-MOVE-3)" in run.stdout
