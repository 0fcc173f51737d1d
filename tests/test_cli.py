"""The command-line tool as testers and authors use it (issue 2, item 6)."""

from __future__ import annotations

import json
from pathlib import Path

from gettysburg_desktop.cli import main

ROOT = Path(__file__).resolve().parents[1]
WORKED = ROOT / "examples" / "worked-assault.yaml"


def test_replay_of_the_worked_example_prints_the_rulebooks_outcome(capsys):
    assert main(["replay", str(WORKED)]) == 0
    out = capsys.readouterr().out
    # the attack is repulsed: the Confederates are back in town, the Union
    # holds the hill with one regular and its artillery
    assert "cemetery: usa-regular-2 (usa regular), usa-artillery-1 (usa artillery)" in out
    assert "town: csa-regular-1 (csa regular), csa-elite-1 (csa elite), csa-regular-2 (csa regular), csa-regular-3 (csa regular)" in out
    assert "round-top: usa-inferior-1 (usa inferior), usa-regular-1 (usa regular)" in out
    assert "value" not in out  # block values stay hidden without --reveal (R-ACT-2)


def test_replay_json_and_reveal(capsys):
    assert main(["replay", str(WORKED), "--json", "--reveal"]) == 0
    v = json.loads(capsys.readouterr().out)
    assert v["places"]["town"]["block"] == {"side": "csa", "discs": 2, "value": 3}
    assert [u["id"] for u in v["places"]["cemetery"]["units"]] == ["usa-regular-2", "usa-artillery-1"]
    assert v["deciding"] == "usa"


def test_replay_of_an_illegal_record_names_the_action_and_exits_non_zero(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text(WORKED.read_text(encoding="utf-8").replace("move csa-regular-2 cemetery", "move csa-regular-2 creek"), encoding="utf-8")
    assert main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    line = bad.read_text(encoding="utf-8").splitlines().index("  - move csa-regular-2 creek") + 1
    assert f"error: {bad}: line {line}: action 7 of 14: move csa-regular-2 creek: not legal now." in err
    assert "The legal move actions are" in err


def test_replay_of_a_malformed_record_says_what_is_wrong(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("format_version: 1\nscenario: crossroads\nseed: 1\nactions: [fly away]\n", encoding="utf-8")
    assert main(["replay", str(bad)]) == 2
    assert "line 4: action 1 of 1: unknown action 'fly'" in capsys.readouterr().err
    bad.write_text("format_version: 1\nscenario: nowhere\nseed: 1\n", encoding="utf-8")
    assert main(["replay", str(bad)]) == 2
    assert "unknown scenario 'nowhere'" in capsys.readouterr().err
    bad.write_text("format_version: [\n", encoding="utf-8")
    assert main(["replay", str(bad)]) == 2
    assert "not valid YAML" in capsys.readouterr().err


def test_playout_prints_a_line_per_game_and_a_summary(capsys):
    assert main(["playout", "--games", "3", "--seed", "7"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 4
    assert all(line.endswith(": ok") for line in lines[:3])
    assert lines[-1].startswith("3 games, ") and lines[-1].endswith(" actions/s")


def test_play_takes_numbers_and_text_and_quits(monkeypatch, capsys):
    answers = iter(["1", "state", "undo", "no such action", "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert main(["play", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Confederate: take your action" in out
    assert "is not" in out or "unknown action" in out
