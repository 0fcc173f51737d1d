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
    assert (
        "town: csa-regular-1 (csa regular), csa-elite-1 (csa elite), csa-regular-2 (csa regular), csa-regular-3 (csa regular)"
        in out
    )
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
    bad.write_text(
        WORKED.read_text(encoding="utf-8").replace("move csa-regular-2 cemetery", "move csa-regular-2 creek"),
        encoding="utf-8",
    )
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


def test_playout_names_its_scenario_prints_a_line_per_game_and_a_summary(capsys):
    assert main(["playout", "--games", "3", "--seed", "7", "--scenario", "crossroads"]) == 0
    captured = capsys.readouterr()
    lines = captured.out.strip().splitlines()
    assert len(lines) == 5
    assert lines[0] == "scenario crossroads: Crossroads (built-in test scenario); 12 areas, 24 units; seeds 7 to 9"
    assert all(line.endswith(": ok") for line in lines[1:4])
    assert lines[-1].startswith("3 games, ") and lines[-1].endswith(" actions/s")
    assert captured.err == ""


def test_a_failed_playout_is_summed_up_on_stderr_and_exits_1(monkeypatch, capsys):
    from gettysburg_desktop.games.gettysburg.rules import playout

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
    from gettysburg_desktop.games.gettysburg.rules import playout

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


# --- play: the terminal hot-seat game ---------------------------------------------------

RECORD_1863 = "gettysburg-gettysburg-1863-3.yaml"  # the default record name of `play --seed 3`
EDITION_1 = Path(__file__).resolve().parents[1] / "resources" / "scenarios" / "editions" / "gettysburg-1863-1.yaml"


def _answers(monkeypatch, *answers):
    """Feed input() the answers; an exception class among them is raised there."""
    it = iter(answers)
    asked = []

    def fake_input(prompt=""):
        asked.append(prompt)
        a = next(it)
        if isinstance(a, type) and issubclass(a, BaseException):
            raise a
        return a

    monkeypatch.setattr("builtins.input", fake_input)
    return asked


def _replayed(path, capsys) -> dict:
    assert main(["replay", str(path), "--json", "--reveal"]) == 0
    return json.loads(capsys.readouterr().out)


def test_play_takes_numbers_and_text_and_quits(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    _answers(monkeypatch, "", "1", "state", "undo", "no such action", "99", "help", "quit")
    assert main(["play", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Confederate: take your action" in out
    assert "unknown action 'no' in 'no such action'" in out
    assert "there is no choice 99" in out
    assert "'concede' gives up the battle (the Confederate player, at any moment)" in out


def test_play_menu_has_the_concession_hint_and_no_concede_choice(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    _answers(monkeypatch, "", "quit")
    assert main(["play", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "  the Confederate player may type 'concede' at any moment (R-WIN-3)\n" in out
    assert "type: concede" not in out
    assert not any(line.strip().endswith(". concede") for line in out.splitlines())  # never a number


def test_play_hands_over_at_each_change_of_side_and_shows_each_side_only_its_blocks(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    _answers(
        monkeypatch,
        "",  # hand-over to the Confederate player
        "place-block 3 herr-ridge",
        "",  # hand-over to the Union player
        "state",
        "place-block 4 cemetery-hill",
        "end-turn",
        "",  # hand-over to the Confederate player
        "state",
        "quit",
    )
    assert main(["play", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "\033[2J" not in out  # not a terminal: no screen codes
    first, rest = out.split("Hand the game to the Confederate player and press Enter\n", 1)
    csa_1, rest = rest.split("Hand the game to the Union player and press Enter\n", 1)
    usa, csa_2 = rest.split("Hand the game to the Confederate player and press Enter\n", 1)
    assert "Scenario gettysburg-1863, 1 July morning, after 0 actions" in first  # the spectator's board
    assert "Confederate places a command block of value 3 in Herr Ridge" in csa_1
    # the Union player first reads what happened, then sees the Confederate block without its value
    assert usa.startswith(
        "While the Union player was away:\n  - Confederate places a command block in Herr Ridge (R-BLK-1)\n"
    )
    assert "value 3" not in usa
    assert "herr-ridge: " in usa and "| csa block with 0 discs" in usa
    assert "csa block value" not in usa
    assert "Blocks usa: available [2, 2, 3, 3, 4, 4, 5, 5]" in usa and "Blocks csa: available 7," in usa
    # the news include the end of the player's own last action: the screen was cleared right after it
    assert csa_2.startswith(
        "While the Confederate player was away:\n"
        "  - Confederate places a command block of value 3 in Herr Ridge (R-BLK-1)\n"
        "  - Union places a command block in Cemetery Hill (R-BLK-1)\n"
    )
    assert "csa block value 3 with 0 discs" in csa_2
    assert "| usa block with 0 discs" in csa_2 and "usa block value" not in csa_2


def test_play_clears_the_screen_before_the_hand_over_in_a_terminal(monkeypatch, capsys, tmp_path):
    from gettysburg_desktop import cli

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(cli, "_is_terminal", lambda: True)
    _answers(monkeypatch, "", "place-block 3 herr-ridge", "", "quit")
    assert main(["play", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.count(cli.CLEAR_SCREEN) == 1  # none before the first player: nothing to hide yet
    before, after = out.split(cli.CLEAR_SCREEN)
    assert "Confederate places a command block of value 3 in Herr Ridge" in before
    assert after.startswith("Hand the game to the Union player and press Enter\n")


def test_undone_actions_are_no_news_to_the_other_player(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    _answers(
        monkeypatch,
        "", "place-block 3 herr-ridge",
        "", "enter usa-i-3", "undo", "place-block 4 cemetery-hill", "end-turn",
        "", "quit",
    )  # fmt: skip
    # the 1863 battle's edition 1 (a scenario file): its Union has units in an entry box, which
    # enter as free moves (R-REIN-3) that its player may take back before his turn ends
    assert main(["play", "--scenario", str(EDITION_1), "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "I Corps, Robinson: Paul and Baxter enters" in out and "  undone" in out
    news = out.split("While the Confederate player was away:\n", 1)[1].split("\n\n", 1)[0]
    assert "Union places a command block in Cemetery Hill (R-BLK-1)" in news
    assert "Paul and Baxter" not in news


def test_quitting_play_writes_a_record_that_replays(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    _answers(monkeypatch, "", "place-block 3 herr-ridge", "", "place-block 4 cemetery-hill", "", "quit")
    assert main(["play", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert f"The game record goes to {RECORD_1863} when the game ends or you quit." in out
    assert out.endswith(
        f"Game record written to {RECORD_1863} (2 actions): replay it with `gettysburg-desktop replay {RECORD_1863}`\n"
    )
    v = _replayed(tmp_path / RECORD_1863, capsys)
    assert v["ply"] == 2
    assert v["places"]["herr-ridge"]["block"] == {"side": "csa", "discs": 0, "value": 3}
    assert v["places"]["cemetery-hill"]["block"] == {"side": "usa", "discs": 0, "value": 4}


def test_end_of_input_writes_the_record_where_record_says(monkeypatch, capsys, tmp_path):
    target = tmp_path / "games" / "mine.yaml"
    target.parent.mkdir()
    _answers(monkeypatch, "", "place-block 5 herr-ridge", "", EOFError)
    assert main(["play", "--scenario", "gettysburg-1863", "--seed", "3", "--record", str(target)]) == 0
    assert f"Game record written to {target} (1 action)" in capsys.readouterr().out
    assert _replayed(target, capsys)["places"]["herr-ridge"]["block"]["value"] == 5


def test_ctrl_c_in_play_writes_the_record_and_exits_130(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    _answers(monkeypatch, "", "place-block 3 herr-ridge", "", KeyboardInterrupt)
    assert main(["play", "--seed", "3"]) == 130
    captured = capsys.readouterr()
    assert captured.err == "\ninterrupted\n"
    assert "Traceback" not in captured.out
    assert f"Game record written to {RECORD_1863} (1 action)" in captured.out
    assert _replayed(tmp_path / RECORD_1863, capsys)["ply"] == 1


def test_the_confederate_player_concedes_after_a_yes(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    _answers(monkeypatch, "", "concede", "no", "concede", "yes")  # at a Confederate turn's start
    assert main(["play", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.count("Concede the battle? (yes/no)\n") == 2
    assert "  the battle goes on\n" in out
    assert "The game is over: Union victory. The Confederate player conceded (R-WIN-3)." in out
    assert f"Game record written to {RECORD_1863} (1 action)" in out
    assert main(["replay", RECORD_1863]) == 0
    assert "Outcome: USA wins. The Confederate player conceded (R-WIN-3)." in capsys.readouterr().out


def test_the_default_record_never_overwrites_an_earlier_game(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "gettysburg-crossroads-5.yaml").write_text("an earlier game\n", encoding="utf-8")
    _answers(monkeypatch, "", "quit")
    assert main(["play", "--scenario", "crossroads", "--seed", "5"]) == 0
    assert "Game record written to gettysburg-crossroads-5-2.yaml (0 actions)" in capsys.readouterr().out
    assert (tmp_path / "gettysburg-crossroads-5.yaml").read_text(encoding="utf-8") == "an earlier game\n"
    assert _replayed(tmp_path / "gettysburg-crossroads-5-2.yaml", capsys)["scenario"] == "crossroads"


def test_a_record_in_a_missing_folder_is_refused_before_the_game(monkeypatch, capsys, tmp_path):
    asked = _answers(monkeypatch)
    assert main(["play", "--record", str(tmp_path / "nowhere" / "g.yaml")]) == 2
    assert (
        capsys.readouterr().err
        == f"error: --record {tmp_path / 'nowhere' / 'g.yaml'}: there is no folder {tmp_path / 'nowhere'}\n"
    )
    assert asked == []


def test_replay_log_shows_each_side_only_its_own_block_values_R_ACT_2(tmp_path, capsys):
    rec = tmp_path / "r.yaml"
    rec.write_text(
        "format_version: 2\nrules_version: 2\nscenario: crossroads\nseed: 3\n"
        "actions: [place-block 3 ridge-west, place-block 2 cemetery]\n",
        encoding="utf-8",
    )
    assert main(["replay", str(rec), "--log", "--side", "csa"]) == 0
    csa = capsys.readouterr().out
    assert "1. Confederate: place-block 3 ridge-west" in csa and "2. Union: place-block ? cemetery" in csa
    assert main(["replay", str(rec), "--log", "--side", "usa"]) == 0
    usa = capsys.readouterr().out
    assert "1. Confederate: place-block ? ridge-west" in usa and "2. Union: place-block 2 cemetery" in usa
    assert "value 3" not in usa and "of value 2 in Cemetery Hill" in usa
    assert main(["replay", str(rec), "--log"]) == 0
    spectator = capsys.readouterr().out
    assert "place-block ? ridge-west" in spectator and "place-block ? cemetery" in spectator


def test_play_and_playout_start_the_same_scenario_by_default(monkeypatch, capsys):
    """Issue 14, item 22: ``play`` and ``playout`` without --scenario play the battle."""
    assert main(["playout", "--games", "1"]) == 0
    assert capsys.readouterr().out.startswith("scenario gettysburg-1863: ")
    import gettysburg_desktop.cli as cli

    seen = []
    monkeypatch.setattr(cli, "cmd_play", lambda args: seen.append(args.scenario) or 0)
    assert main(["play"]) == 0 and seen == ["gettysburg-1863"]


def test_every_option_of_the_tool_has_a_help_text_naming_no_source_file(capsys):
    """Issue 14, item 22: ``--help`` of every command explains every option;
    scenario options list the scenario ids."""
    import re

    for command in ("play", "replay", "playout", "bench", "arena", "validate", "topology"):
        with pytest.raises(SystemExit):
            main([command, "--help"])
        text = capsys.readouterr().out
        options = re.findall(r"^  (-[-\w]+|[A-Z][\w.|]+)(?: [A-Z][\w.|]*)?(?:  +(.*))?$", text, re.M)
        assert options, command
        body = text.split("options:")[-1] + text.split("positional arguments:")[-1]
        for name, _ in options:
            assert re.search(rf"^  {re.escape(name)}\b.*\n?.*\w", body, re.M), (command, name)
        assert ".py" not in text, command
        if "--scenario" in text:
            assert "gettysburg-1863" in text and "crossroads" in text, command
        assert text.startswith(f"usage: gettysburg-desktop {command}")


def test_arena_prints_its_report_and_writes_the_figures(tmp_path, capsys):
    """Issue 16, item 5: random against random on the small scenario (a
    player against itself: each seed once); the report's sections; --json's figures."""
    out_file = tmp_path / "match.json"
    args = ["arena", "--players", "random", "random", "--scenario", "crossroads", "--games", "2", "--jobs", "1"]
    assert main([*args, "--seed", "4", "--json", str(out_file)]) == 0
    captured = capsys.readouterr()
    text = captured.out
    assert text.startswith("arena: random vs random (2) on crossroads")
    assert (
        "seeds 4 to 5, each played once (a player against itself: from the other side a seed is the same game): 2 games"
        in text
    )
    for heading in ("Results", "Where games were decided", "Decision times", "Ratings", "Failures: none"):
        assert heading in text
    assert "arena: 2/2 games" in captured.err  # the progress goes to stderr
    figures = json.loads(out_file.read_text())
    assert figures["games"] == 2 and figures["failed"] == 0 and figures["seeds"] == [4, 5]
    assert {(r["seed"], r["first"]) for r in figures["results"]} == {(4, "random"), (5, "random")}
    assert not list(tmp_path.glob(".*.tmp"))  # written atomically


def test_arena_plays_norden_und_sueden_s_short_game(tmp_path, capsys):
    """Issue 17, item 6: --game picks the game (its default scenario from
    the registry), --variant short plays NS-SHORT; the sides are named by
    their titles; the kit's invariants are checked after every action."""
    out_file = tmp_path / "ns.json"
    args = ["arena", "--game", "norden-sueden", "--variant", "short", "--players", "greedy", "random"]
    assert main([*args, "--games", "1", "--jobs", "1", "--json", str(out_file)]) == 0
    text = capsys.readouterr().out
    assert text.startswith("arena: greedy vs random on campaign-1861 (1861-1865), variants: short")
    assert "as Union" in text and "as Confederacy" in text and "Failures: none" in text
    assert "Sides: the Union won" in text and "Confederates" not in text
    assert "the ruleset's small decisions, its kit's small_steps" in text and "cubes" not in text
    figures = json.loads(out_file.read_text())
    assert figures["games"] == 2 and figures["failed"] == 0 and figures["variants"] == ["short"]


def test_arena_games_at_the_cap_fail_and_exit_1(capsys):
    args = ["arena", "--players", "random", "random", "--scenario", "crossroads", "--games", "1", "--jobs", "1"]
    assert main([*args, "--cap", "5", "--check-every", "2"]) == 1
    captured = capsys.readouterr()
    assert "cap: seed 1, random (Confederates) vs random (2) (Union), after 5 actions" in captured.out
    assert "invariants checked every 2 actions and at the end; time limit 120 s a decision" in captured.out
    assert captured.err.strip().splitlines()[-1] == "error: 1 of 1 games failed (the Failures above)"


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--players", "random", "wizard"], "error: unknown player 'wizard': the players are "),
        (["--players", "random"], "error: --players needs 2 players or more (not 1)"),
        (["--players", "random", "random:reckless"], "error: unknown leaning 'reckless'"),
        (["--players", "random", "random", "--scenario", "waterloo"], "error: unknown scenario 'waterloo'"),
        (["--players", "random", "random", "--cap", "0"], "error: --cap needs a whole number, 1 or more (not 0)"),
        (["--players", "random", "random", "--jobs", "0"], "error: --jobs needs a whole number, 1 or more (not 0)"),
        (["--players", "random", "random", "--games", "0"], "error: --games needs a whole number of games"),
        (["--players", "random", "random", "--anchor", "hardest"], "error: --anchor: unknown player 'hardest'"),
        (["--players", "random", "random", "--json", "/no/such/folder/x.json"], "error: /no/such/folder/x.json: "),
        (["--players", "random", "random", "--game", "chess"], "error: --game 'chess': the computer plays gettysburg"),
        (
            ["--players", "random", "random", "--game", "norden-sueden", "--variant", "long"],
            "error: --variant 'long' is not a variant of norden-sueden; its variants are historical-recruiting, novice",
        ),
        (
            ["--players", "random", "random", "--game", "norden-sueden", "--scenario", "crossroads"],
            "error: --scenario: 'crossroads' is not a scenario of Norden & Süden; the scenarios are campaign-1861",
        ),
        (
            ["--players", "random", "random", "--variant", "short"],
            "error: --variant 'short' is not a variant of gettysburg",
        ),
        (
            ["--players", "random", "greedy", "easy", "--sprt", "0.5", "0.6"],
            "error: --sprt is for a match of 2 players (not 3)",
        ),
        (["--players", "random", "greedy", "--sprt", "0.6", "0.5"], "error: --sprt: the test needs 0 < P0 < P1 < 1"),
        (
            ["--players", "hard:fitted", "random", "--game", "norden-sueden"],
            "error: player 'hard:fitted': norden-sueden has no leaning 'fitted' (its leanings: aggressive, cautious)",
        ),
        (
            ["--players", "scripted", "random", "--game", "norden-sueden"],
            "error: player 'scripted': norden-sueden has no script (the scripted player plays Gettysburg)",
        ),
        (
            ["--players", "random", "greedy", "--cluster", "tcp://127.0.0.1:9", "--jobs", "2"],
            "error: --jobs is for this machine; with --cluster the cluster's workers play the games",
        ),
        (
            ["--players", "random", "greedy", "--results", "/no/such/folder/m.jsonl"],
            "error: --results /no/such/folder/m.jsonl: the folder /no/such/folder does not exist",
        ),
    ],
)
def test_arena_refuses_bad_arguments_in_one_line_before_playing(capsys, extra, message):
    assert main(["arena", *extra]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(message), captured.err


def test_arena_writes_each_game_as_it_ends_and_goes_on_from_its_results_file(tmp_path, capsys):
    """Issue 26, item 1: --results; the same command with more --games plays
    only the new seeds; another match's file is refused and left as it is."""
    path = tmp_path / "m.jsonl"
    args = ["arena", "--players", "policy", "random", "--scenario", "crossroads", "--jobs", "1"]
    assert main([*args, "--games", "1", "--results", str(path)]) == 0
    assert len(path.read_text().splitlines()) == 1 + 2
    capsys.readouterr()
    assert main([*args, "--games", "2", "--results", str(path)]) == 0
    captured = capsys.readouterr()
    assert f"{path}: 2 games already played, not played again" in captured.err
    assert "seeds 1 to 2" in captured.out and "2 of them read from the results file" in captured.out
    assert len(path.read_text().splitlines()) == 1 + 4
    before = path.read_text()
    other = ["arena", "--players", "policy", "greedy", "--scenario", "crossroads", "--jobs", "1"]
    assert main([*other, "--games", "1", "--results", str(path)]) == 2
    assert (
        f"error: {path} holds another match's results (players: ['policy', 'random'] there" in capsys.readouterr().err
    )
    assert path.read_text() == before


def test_ctrl_c_in_arena_ends_cleanly_with_130(monkeypatch, capsys):
    import gettysburg_desktop.ai.arena as arena

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(arena, "run_match", interrupted)
    assert main(["arena", "--players", "random", "random", "--scenario", "crossroads", "--jobs", "1"]) == 130
    assert capsys.readouterr().err.strip() == "interrupted"
