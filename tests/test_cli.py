"""The command-line tool as testers and authors use it (issue 2, item 6)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

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
    assert f"{bad}: actions[6]: move csa-regular-2 creek: illegal" in err
    assert "the legal move actions are" in err


def test_replay_of_a_malformed_record_says_what_is_wrong(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("format_version: 1\nscenario: crossroads\nseed: 1\nactions: [fly away]\n", encoding="utf-8")
    assert main(["replay", str(bad)]) == 2
    assert "actions[0]: unknown action 'fly'" in capsys.readouterr().err
    bad.write_text("format_version: 1\nscenario: nowhere\nseed: 1\n", encoding="utf-8")
    assert main(["replay", str(bad)]) == 2
    assert "unknown scenario 'nowhere'" in capsys.readouterr().err
    bad.write_text("format_version: [\n", encoding="utf-8")
    assert main(["replay", str(bad)]) == 2
    assert "not valid YAML" in capsys.readouterr().err


def test_playout_names_its_scenario_prints_a_line_per_game_and_a_summary(capsys):
    assert main(["playout", "--games", "3", "--seed", "7"]) == 0
    captured = capsys.readouterr()
    lines = captured.out.strip().splitlines()
    assert len(lines) == 5
    assert lines[0] == "scenario crossroads: Crossroads (built-in test scenario); 12 areas, 24 units; seeds 7 to 9"
    assert all(line.endswith(": ok") for line in lines[1:4])
    assert lines[-1].startswith("3 games, ") and lines[-1].endswith(" actions/s")
    assert captured.err == ""


def test_a_failed_playout_is_summed_up_on_stderr_and_exits_1(monkeypatch, capsys):
    from gettysburg_desktop.rules import playout

    def broken(scenario, seed, **kwargs):
        return playout.PlayoutResult(seed, 5, "usa", "", 0, ["invariant X broken"] if seed == 2 else [], 0.001)

    monkeypatch.setattr(playout, "random_playout", broken)
    assert main(["playout", "--games", "3", "--seed", "1"]) == 1
    captured = capsys.readouterr()
    assert "game 2 seed 2: 5 actions, usa wins in period 1, 1 ms: FAIL invariant X broken" in captured.out
    assert captured.err == "error: 1 of 3 games failed their checks (the FAIL lines above)\n"


@pytest.mark.parametrize("command", ["playout", "bench"])
@pytest.mark.parametrize("games", ["0", "-2"])
def test_no_games_is_refused_as_a_bad_argument(monkeypatch, capsys, command, games):
    import gettysburg_desktop.benchmark

    def never(*args, **kwargs):
        raise AssertionError("nothing may run")

    monkeypatch.setattr(gettysburg_desktop.benchmark, "run_benchmark", never)
    assert main([command, "--games", games]) == 2
    captured = capsys.readouterr()
    assert captured.err == f"error: --games needs a whole number of games, 1 or more (not {games})\n"
    assert "Traceback" not in captured.out + captured.err


def test_bench_refuses_an_unknown_scenario_before_running(monkeypatch, capsys):
    import gettysburg_desktop.benchmark

    monkeypatch.setattr(gettysburg_desktop.benchmark, "run_benchmark", lambda **kw: pytest.fail("ran"))
    assert main(["bench", "--scenario", "nowhere"]) == 2
    assert capsys.readouterr().err == "error: unknown scenario 'nowhere'; known: crossroads, gettysburg-1863\n"


def test_ctrl_c_in_playout_ends_cleanly_with_130(monkeypatch, capsys):
    from gettysburg_desktop.rules import playout

    real = playout.random_playout
    calls = []

    def interrupted(scenario, seed, **kwargs):
        calls.append(seed)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(scenario, seed, **kwargs)

    monkeypatch.setattr(playout, "random_playout", interrupted)
    assert main(["playout", "--games", "5", "--seed", "7"]) == 130
    captured = capsys.readouterr()
    assert captured.out.splitlines()[1].startswith("game 1 seed 7: ")
    assert captured.err == "\ninterrupted after 1 of 5 games (0 failed)\n"


def test_ctrl_c_in_bench_ends_cleanly_with_130(monkeypatch, capsys):
    import gettysburg_desktop.benchmark

    def interrupted(**kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(gettysburg_desktop.benchmark, "run_benchmark", interrupted)
    assert main(["bench", "--games", "1"]) == 130
    captured = capsys.readouterr()
    assert captured.err == "\ninterrupted\n"
    assert "Traceback" not in captured.out


def test_play_takes_numbers_and_text_and_quits(monkeypatch, capsys):
    answers = iter(["1", "state", "undo", "no such action", "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert main(["play", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Confederate: take your action" in out
    assert "is not" in out or "unknown action" in out
