"""A scenario's balance (issue 26, items 5 and 8; ai/balance.py): one
player on both sides, each seed once, the first side's share read against a
band, the match stopped when the verdict is clear; `gettysburg-desktop
balance`, the scenario author's report."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kernel"))
from sticks import SticksGame  # noqa: E402

from gettysburg_desktop.ai.arena import Failure, GameResult, run_match, side_points
from gettysburg_desktop.ai.arena_report import report_text, summary
from gettysburg_desktop.ai.balance import BALANCED, FIRST, SECOND, Band
from gettysburg_desktop.cli import main

# ---------------------------------------------------------------------- the rule


def test_the_verdict_reads_the_interval_against_the_band():
    band = Band()
    assert band.verdict([1.0] * 10 + [0.0] * 9) is None  # fewer than 20 games: no verdict
    assert band.verdict([1.0, 0.0] * 10) is None  # 50% of 20: [29.9-70.1], reaching outside 40-60
    assert band.verdict([1.0, 0.0] * 60) == BALANCED  # 50% of 120: [41.2-58.8]
    assert band.verdict([1.0] * 17 + [0.0] * 3) == FIRST  # 85% of 20: [64.0-94.8], above 60
    assert band.verdict([0.0] * 18 + [1.0] * 2) == SECOND  # 10% of 20: [2.8-30.1], below 40
    # a draw is half a point for each side
    assert band.interval([0.5] * 200) == pytest.approx(band.interval([1.0, 0.0] * 100))
    assert Band(0.3, 0.7).verdict([1.0, 0.0] * 20) == BALANCED


def test_games_needed_to_tell_a_share_are_about_what_the_interval_needs():
    band = Band()
    assert band.games_needed(0.5) == 97  # 1.96^2 * 0.25 / 0.1^2
    assert band.games_needed(0.45) == 381  # within the band, 5 points from its bound
    assert band.games_needed(0.7) == 81  # outside it: until the interval leaves it
    assert band.games_needed(0.4) is None
    assert band.games_needed(0.99) == band.least


def test_a_band_that_is_no_band_is_refused():
    with pytest.raises(ValueError, match="0 < LOW < HIGH < 100"):
        Band(0.6, 0.4)
    with pytest.raises(ValueError, match="at least 1 game"):
        Band(least=0)


def _game(seed: int, winner: str | None, failed: bool = False) -> GameResult:
    r = GameResult(0, seed, "p", "p (2)", winner=winner)
    if failed:
        r.failure = Failure("cap", "not over", 10, "engine")
    return r


def test_the_games_are_read_in_seed_order_as_far_as_every_one_is_over():
    seeds = [1, 2, 3, 4]
    # seed 2 still playing: seeds 3 and 4, over already, wait for it (quick wins never decide alone)
    assert side_points(seeds, [_game(1, "first"), None, _game(3, "second"), _game(4, "first")]) == [1.0]
    # a draw is half a point, a failed game counts for no one
    done = [_game(1, "first"), _game(2, None), _game(3, None, failed=True), _game(4, "second")]
    assert side_points(seeds, done) == [1.0, 0.5, 0.0]


# ---------------------------------------------------------------------- in a match (the kernel's toy game)


@pytest.mark.parametrize(
    ("sticks", "verdict", "seeds"),
    [
        # greedy takes the last sticks when it can: with 3 the second player wins every game
        (3, SECOND, 20),
        (5, FIRST, 50),
        (4, BALANCED, 94),
    ],
)
def test_a_balance_match_stops_at_the_first_seed_where_the_verdict_is_clear(sticks, verdict, seeds):
    m = run_match(["greedy", "greedy"], sticks, 200, seed=1, jobs=1, game_class=SticksGame, balance=Band())
    assert m.decision == verdict and m.seeds_played == seeds and len(m.results) == seeds
    s = summary(m)
    b = s["balance"]
    assert b["games"] == seeds and b["verdict"] == verdict and b["games_needed"] is None
    text = report_text(s)
    said = {FIRST: "it leans to the Player A", SECOND: "it leans to the Player B", BALANCED: "balanced, the interval"}
    assert said[verdict] in text


def test_a_balance_match_in_two_processes_stops_at_the_same_seed():
    one = run_match(["greedy", "greedy"], 5, 200, seed=1, jobs=1, game_class=SticksGame, balance=Band())
    two = run_match(["greedy", "greedy"], 5, 200, seed=1, jobs=2, game_class=SticksGame, balance=Band())
    assert one.seeds_played == two.seeds_played == 50 and one.decision == two.decision == FIRST
    key = lambda m: sorted((r.seed, r.winner, r.actions) for r in m.results)  # noqa: E731
    assert key(one) == key(two)


def test_every_game_played_when_asked_and_an_unclear_share_says_how_many_games_would_tell():
    every = run_match(["greedy", "greedy"], 5, 80, seed=1, jobs=1, game_class=SticksGame, balance=Band(stops=False))
    assert every.seeds_played == 80 and every.decision == FIRST  # read on all 80
    unclear = run_match(["policy", "policy"], 4, 40, seed=1, jobs=1, game_class=SticksGame, balance=Band())
    assert unclear.decision is None and unclear.seeds_played == 40
    b = summary(unclear)["balance"]
    assert b["games_needed"] == Band().games_needed(b["share"]) > 40
    assert f"about {b['games_needed']} games in all would tell" in report_text(summary(unclear))


def test_a_balance_is_one_player_against_itself():
    with pytest.raises(ValueError, match="one player against itself"):
        run_match(["greedy", "random"], 5, 10, jobs=1, game_class=SticksGame, balance=Band())


# ---------------------------------------------------------------------- the scenario author's command


def test_the_balance_command_reports_the_verdict_and_shares_its_results_file_with_the_arena(tmp_path, capsys):
    """The rollouts' policy against itself on the built-in test scenario:
    the Union wins nearly every game, which twenty games show."""
    results = tmp_path / "b.jsonl"
    args = ["balance", "--scenario", "crossroads", "--player", "policy", "--jobs", "1", "--check-every", "0"]
    assert main([*args, "--results", str(results), "--json", str(tmp_path / "b.json")]) == 0
    out = capsys.readouterr().out
    assert "seeds 1 to 20, each played once" in out
    assert "the Confederates scored 2 of 20, 10.0% [2.8-30.1]: it leans to the Union" in out
    figures = json.loads((tmp_path / "b.json").read_text())
    assert figures["balance"]["verdict"] == "second" and figures["balance"]["games"] == 20
    # the arena's match of the same player against itself reads the same file: nothing played again
    arena = ["arena", "--scenario", "crossroads", "--players", "policy", "policy", "--games", "20", "--jobs", "1"]
    assert main([*arena, "--check-every", "0", "--results", str(results)]) == 0
    assert "20 of them read from the results file" in capsys.readouterr().out


def test_the_balance_command_refuses_a_band_that_is_none(capsys):
    assert main(["balance", "--scenario", "crossroads", "--band", "60", "40"]) == 2
    assert "error: --band 60 40: the band needs 0 < LOW < HIGH < 100" in capsys.readouterr().err
