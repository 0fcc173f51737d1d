"""``gettysburg --play-script RECORD --save-to PATH --quit`` (ui/scripted_play.py),
the mode the packaged program's smoke test drives (packaging/smoke.py):
a record's actions played through the window, saved, and the exit code;
and the program's other command-line answers (--version, the editor's
--smoke-test), from source."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tomllib
from dataclasses import replace
from pathlib import Path

from gettysburg_desktop.scenario.record import load_record, save_record
from gettysburg_desktop.ui.scripted_play import ScriptedPlay, session_for

ROOT = Path(__file__).resolve().parents[2]
OPENING = ROOT / "packaging" / "smoke" / "opening-1863.yaml"
WORKED = ROOT / "examples" / "worked-assault.yaml"
NS_SHORT_GAME = ROOT / "packaging" / "smoke" / "short-game-1861.yaml"
ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}


def play(open_window, qtbot, record, source: str, save_to=None):
    w = open_window(session_for(record, source))
    out, err = io.StringIO(), io.StringIO()
    player = ScriptedPlay(w, record.actions, source=source, save_to=save_to, out=out, err=err)
    with qtbot.waitSignal(player.finished, timeout=60_000) as blocker:
        player.start()
    return w, blocker.args[0], out.getvalue(), err.getvalue()


def test_a_record_is_played_through_the_window_and_saved(open_window, qtbot, tmp_path):
    record = load_record(WORKED)  # a stated position, scripted dice, an assault: 14 decisions
    saved = tmp_path / "played.yaml"
    w, code, out, err = play(open_window, qtbot, record, str(WORKED), saved)
    assert code == 0, err
    assert [str(a) for a in w.session.game.history] == record.actions
    assert out.startswith("played 14 actions through the window") and f"saved to {saved}" in out
    assert load_record(saved).actions == record.actions and load_record(saved).dice == record.dice
    assert w.path == str(saved) and "played.yaml" in w.windowTitle()
    assert "the rules reference shows R-" in out


def test_a_norden_sueden_record_is_played_in_its_notation_to_its_result(open_window, qtbot, tmp_path):
    """Norden & Süden's short game (the packaged program's smoke test plays
    it): its actions (``sea``, ``march``, ``recruit`` ...) read in that game's
    notation, played through the window to the end (NS-WIN), the result said."""
    record = load_record(NS_SHORT_GAME)
    saved = tmp_path / "short.yaml"
    w, code, out, err = play(open_window, qtbot, record, str(NS_SHORT_GAME), saved)
    assert code == 0, err
    g = w.session.game
    assert g.ruleset.name == "norden-sueden" and g.over and [str(a) for a in g.history] == record.actions
    assert out.startswith(f"played {len(record.actions)} actions through the window")
    assert "The game is over: the Confederacy wins. The Confederacy occupies Washington" in out
    assert "the rules reference shows NS-WIN" in out and load_record(saved).actions == record.actions


def test_the_hot_seat_curtain_is_lifted_by_its_button_at_every_hand_over(open_window, qtbot):
    record = load_record(OPENING)
    record = replace(record, actions=record.actions[:30])
    w, code, out, err = play(open_window, qtbot, record, "opening")
    assert code == 0, err
    assert len(w.session.game.history) == 30
    hand_overs = int(out.split("(")[1].split()[0])
    assert hand_overs >= 10  # the curtain fell and was clicked away each time the deciding side changed


def test_a_unit_the_rules_cant_tell_apart_is_taken_as_a_click_on_it_takes_it(open_window, qtbot):
    record = load_record(WORKED)
    # the window offers "assign csa-regular-2" for both identical regulars; the record names the other
    assert record.actions[12] == "assign csa-regular-2"
    record = replace(record, actions=[*record.actions[:12], "assign csa-regular-3", *record.actions[13:]])
    w, code, _out, err = play(open_window, qtbot, record, "stand-in")
    assert code == 0, err
    assert str(w.session.game.history[12]) == "assign csa-regular-3"


def test_an_action_the_window_does_not_offer_fails_with_its_number_and_what_is_asked(open_window, qtbot):
    record = load_record(WORKED)
    record = replace(record, actions=[*record.actions[:3], "move csa-elite-1 farm-south", *record.actions[4:]])
    w, code, out, err = play(open_window, qtbot, record, "bad.yaml")
    assert code == 1 and out == ""
    assert (
        "error: bad.yaml: action 4 of 14 (move csa-elite-1 farm-south): the window offers no such choice; now Confederate:"
        in err
    )
    assert len(w.session.game.history) == 3


def test_the_program_plays_a_script_saves_and_exits_0(tmp_path):
    script = tmp_path / "opening-40.yaml"
    record = load_record(OPENING)
    save_record(replace(record, actions=record.actions[:40]), script)
    saved = tmp_path / "saved.yaml"
    env = {**ENV, "XDG_CONFIG_HOME": str(tmp_path / "config")}
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "gettysburg_desktop",
            "--play-script",
            str(script),
            "--save-to",
            str(saved),
            "--quit",
            "--data-dir",
            str(tmp_path / "data"),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("played 40 actions through the window") and saved.is_file()
    assert load_record(saved).actions == record.actions[:40]
    assert not (
        tmp_path / "data" / "autosave.yaml"
    ).exists()  # a script's game is no player's: the autosave is left alone (issue 14)


def test_a_script_that_fails_exits_1_and_one_that_cant_be_read_exits_2(tmp_path):
    env = {**ENV, "XDG_CONFIG_HOME": str(tmp_path / "config")}
    record = load_record(WORKED)
    bad = tmp_path / "bad.yaml"
    save_record(replace(record, actions=["end-move"]), bad)
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "gettysburg_desktop",
            "--play-script",
            str(bad),
            "--quit",
            "--data-dir",
            str(tmp_path / "d"),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 1 and "action 1 of 1 (end-move): the window offers no such choice" in run.stderr
    missing = subprocess.run(
        [sys.executable, "-m", "gettysburg_desktop", "--play-script", str(tmp_path / "none.yaml"), "--quit"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert missing.returncode == 2 and missing.stderr.startswith("error: ")


def test_the_program_reports_its_version_from_pyproject():
    expected = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    run = subprocess.run(
        [sys.executable, "-m", "gettysburg_desktop", "--version"], env=ENV, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0 and run.stdout.strip() == f"Gettysburg Desktop {expected}"
    from gettysburg_desktop.version import version

    assert version() == expected


def test_help_about_names_the_version(open_window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from gettysburg_desktop.version import version

    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    open_window()._about()
    assert shown and shown[0].endswith(f"Version {version()}")


def test_the_editor_smoke_test_opens_a_map_and_closes(tmp_path):
    env = {**ENV, "XDG_CONFIG_HOME": str(tmp_path / "config")}
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "gettysburg_desktop",
            "--edit",
            str(ROOT / "maps" / "gettysburg-1863.yaml"),
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
    assert run.stdout.startswith("editor shown: Map editor") and run.stdout.strip().endswith("| offscreen | 47 areas")


def test_the_editor_on_a_file_not_there_yet_opens_a_new_map(tmp_path):
    """``gettysburg --edit maps/new.yaml`` (issue 22, item 14): a message
    box said the file can't be read, and the editor waited behind it."""
    env = {**ENV, "XDG_CONFIG_HOME": str(tmp_path / "config")}
    new = tmp_path / "maps" / "new.yaml"
    new.parent.mkdir()
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "gettysburg_desktop",
            "--edit",
            str(new),
            "--smoke-test",
            "--data-dir",
            str(tmp_path / "d"),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    out = run.stdout.strip()
    assert out.startswith("editor shown: Map editor") and "new.yaml" in out and out.endswith("| offscreen | 0 areas")


def test_the_editor_smoke_test_opens_the_box_map_in_the_box_map_editor(tmp_path):
    env = {**ENV, "XDG_CONFIG_HOME": str(tmp_path / "config")}
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "gettysburg_desktop",
            "--edit",
            str(ROOT / "resources" / "maps" / "norden-sueden-1861.yaml"),
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
    out = run.stdout.strip()
    assert out.startswith("editor shown: Map editor") and "norden-sueden-1861.yaml" in out
    from gettysburg_desktop.games.nordensueden.boxes.box_map_file import load_box_map

    boxes = len(load_box_map(ROOT / "resources" / "maps" / "norden-sueden-1861.yaml").boxes)
    assert out.endswith(f"| offscreen | {boxes} boxes")
