"""The arena's sequential test and its results file (issue 26, item 1): a
match stops when the answer is clear, its games are written as they end and
a stopped match goes on where it stopped."""

from __future__ import annotations

import json
import math
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kernel"))
from sticks import SticksGame  # noqa: E402

from gettysburg_desktop.ai.arena import GameResult, pair_scores, run_match
from gettysburg_desktop.ai.arena_log import ResultsFile, ResultsFileError
from gettysburg_desktop.ai.arena_report import report_text, summary
from gettysburg_desktop.ai.sequential import Sprt, paired_share, pentanomial
from gettysburg_desktop.kernel.dice import SeededDice
from gettysburg_desktop.kernel.record import replay
from gettysburg_desktop.scenario import games as registry

# ---------------------------------------------------------------------- the test itself


def test_wald_bounds_for_five_percent_errors():
    low, high = Sprt(0.5, 0.6).bounds
    assert low == pytest.approx(math.log(0.05 / 0.95)) == pytest.approx(-2.944, abs=1e-3)
    assert high == pytest.approx(math.log(0.95 / 0.05)) == pytest.approx(2.944, abs=1e-3)


def test_a_sweep_accepts_h1_an_even_match_h0_and_few_pairs_decide_nothing():
    test = Sprt(0.5, 0.6)
    assert test.decision([2.0] * 9) is None  # fewer than min_pairs
    assert test.decision([2.0] * 10) == "H1"
    assert test.decision([1.0] * 10) == "H0"  # every seed won by the side that has it: no difference
    assert test.decision([0.0] * 10) == "H0"
    assert test.llr([2.0, 1.0, 1.5, 0.5]) > 0 > test.llr([0.0, 1.0, 0.5, 1.5])
    assert test.decision([2.0, 0.0] * 6) is None  # as many sweeps each way: not clear


def test_bad_hypotheses_and_pair_scores_are_refused():
    for p0, p1 in ((0.6, 0.5), (0.5, 0.5), (0.0, 0.5), (0.5, 1.0)):
        with pytest.raises(ValueError, match=r"0 < P0 < P1 < 1"):
            Sprt(p0, p1)
    with pytest.raises(ValueError, match="alpha"):
        Sprt(0.5, 0.6, alpha=0.6)
    with pytest.raises(ValueError, match=r"0, 0\.5, 1, 1\.5 or 2"):
        pentanomial([0.25])


def _run(test: Sprt, p: float, rng: random.Random, most: int = 400) -> str | None:
    """A simulated match: pairs of independent games won with probability p."""
    pairs: list[float] = []
    for _ in range(most):
        pairs.append(float((rng.random() < p) + (rng.random() < p)))
        decision = test.decision(pairs)
        if decision:
            return decision
    return None


def test_its_error_rates_hold_in_simulated_matches():
    """At the hypotheses themselves the wrong answer comes about 5% of the
    time (Wald's bounds are conservative: less), the right one mostly."""
    rng = random.Random(26)
    test = Sprt(0.5, 0.6)
    at_p0 = [_run(test, 0.5, rng) for _ in range(300)]
    at_p1 = [_run(test, 0.6, rng) for _ in range(300)]
    assert at_p0.count("H1") / 300 < 0.09
    assert at_p1.count("H0") / 300 < 0.09
    assert at_p0.count("H0") / 300 > 0.85 and at_p1.count("H1") / 300 > 0.85
    # a clearly stronger player is found quickly
    strong = [_run(test, 0.8, rng) for _ in range(50)]
    assert strong.count("H1") == 50


def test_the_pairs_share_and_its_interval():
    share, low, high = paired_share([2.0, 1.0, 1.0, 2.0])
    assert share == pytest.approx(0.75) and low < 0.75 < high
    assert paired_share([1.0]) is None
    assert pentanomial([0.0, 0.5, 1.0, 1.0, 2.0]) == [1, 1, 2, 0, 1]


# ---------------------------------------------------------------------- pairs from the arena's games


def _game(seed: int, first: str, second: str, winner: str | None, failed: bool = False) -> GameResult:
    from gettysburg_desktop.ai.arena import Failure

    r = GameResult(0, seed, first, second, winner=winner)
    if failed:
        r.failure = Failure("cap", "long", 10, "engine")
    return r


def test_pairs_are_counted_in_seed_order_as_far_as_both_games_are_over():
    seeds = [1, 1, 2, 2, 3, 3, 4, 4]
    results = [
        _game(1, "a", "b", "first"),  # a won
        _game(1, "b", "a", "first"),  # b won: a pair of 1
        _game(2, "a", "b", None),  # a draw ...
        _game(2, "b", "a", "second"),  # ... and a win: 1.5
        _game(3, "a", "b", "first", failed=True),  # counts for no one
        _game(3, "b", "a", "second"),
        None,  # seed 4 not over: a game over after it must not count yet
        _game(4, "b", "a", "second"),
    ]
    assert pair_scores(seeds, results, "a") == [1.0, 1.5]
    assert pair_scores(seeds, results, "b") == [1.0, 0.5]


# ---------------------------------------------------------------------- in a match


def test_a_match_stops_when_the_test_decides_and_says_so():
    """Greedy against random play at the kernel's toy game (Sticks): clear
    long before 60 seeds, at the same seed in one process or two."""
    one = run_match(["greedy", "random"], 10, 60, seed=1, jobs=1, sprt=Sprt(0.5, 0.6), game_class=SticksGame)
    two = run_match(["greedy", "random"], 10, 60, seed=1, jobs=2, sprt=Sprt(0.5, 0.6), game_class=SticksGame)
    assert one.decision == two.decision == "H1"
    assert 10 <= one.seeds_played == two.seeds_played < 60
    key = lambda m: sorted((r.seed, r.first, r.winner, r.actions) for r in m.results)  # noqa: E731
    assert key(one) == key(two)
    s = summary(one)
    assert s["games"] == 2 * one.seeds_played and s["seeds"] == [1, one.seeds_played]
    assert s["sequential"]["decision"] == "H1" and s["sequential"]["pairs"] == one.seeds_played
    text = report_text(s)
    assert f"seeds 1 to {one.seeds_played}" in text
    assert f"after {one.seeds_played} pairs" in text and "H1, greedy scores 60% or more" in text
    # as many seeds without the test: every one is played, the figures say nothing of a test
    fixed = run_match(["greedy", "random"], 10, 12, seed=1, jobs=1, game_class=SticksGame)
    assert fixed.seeds_played == 12 and summary(fixed)["sequential"] is None
    assert "Sequential test" not in report_text(summary(fixed))


def test_a_test_is_for_two_players():
    with pytest.raises(ValueError, match="2 players"):
        run_match(["random", "random", "random"], "crossroads", 1, jobs=1, sprt=Sprt(0.5, 0.6), check_every=0)


# ---------------------------------------------------------------------- the results file


MATCH = {"game": "gettysburg", "scenario": "crossroads", "variants": [], "players": ["policy", "random"]}


def test_each_game_is_written_as_it_ends_and_a_stopped_match_goes_on(tmp_path):
    path = tmp_path / "m.jsonl"
    log = ResultsFile(path, MATCH)
    assert log.open() == []
    first = run_match(["policy", "random"], "crossroads", 2, seed=5, jobs=1, on_result=log.add)
    log.close()
    lines = path.read_text().splitlines()
    assert len(lines) == 1 + 4 and json.loads(lines[0])["players"] == ["policy", "random"]
    # more seeds with the same file: only the new ones are played, the figures count all
    log = ResultsFile(path, MATCH)
    known = log.open()
    assert len(known) == 4
    played: list[GameResult] = []
    more = run_match(
        ["policy", "random"],
        "crossroads",
        3,
        seed=5,
        jobs=1,
        known=known,
        on_result=lambda r: (played.append(r), log.add(r)),
    )
    log.close()
    assert [(r.seed, r.first) for r in played] == [(7, "policy"), (7, "random")]
    assert more.resumed == 4 and len(more.results) == 6
    again = {(r.seed, r.first, r.winner, r.actions, r.rule) for r in first.results}
    assert again <= {(r.seed, r.first, r.winner, r.actions, r.rule) for r in more.results}
    assert "4 of them read from the results file" in report_text(summary(more))
    # the decision times came back from the file (to the microsecond)
    for old, back in zip(first.results, more.results[:4], strict=True):
        assert back.times["policy"]["turn"] == pytest.approx(old.times["policy"]["turn"], abs=1e-6)
    assert summary(more)["decision_times"]["policy"]["turn"]["n"] > 0


def test_a_games_moves_in_the_results_file_replay_it_with_its_seeds_dice(tmp_path):
    """Each line keeps the actions played (kernel/record.py's notation), so
    the positions of an arena's games can be had again (the evaluation
    judged on the searching players' own games, tools/fit_evaluation.py)."""
    path = tmp_path / "m.jsonl"
    log = ResultsFile(path, MATCH)
    log.open()
    played = run_match(["policy", "random"], "crossroads", 1, seed=5, jobs=1, on_result=log.add)
    log.close()
    reader = ResultsFile(path, MATCH)
    back = reader.open()
    reader.close()
    kind = registry.game("gettysburg")
    scenario = kind.load_scenario("crossroads")
    for r, old in zip(back, played.results, strict=True):
        assert r.moves == old.moves and len(r.moves) == r.actions > 0
        g = replay(
            kind.game_class, scenario, {"ruleset": kind.game_class.ruleset.name, "actions": r.moves}, SeededDice(r.seed)
        )
        winner, _ = g.outcome
        assert r.winner == ("first" if winner is kind.game_class.ruleset.sides[0] else "second")
    # a file written before the moves were kept is still read: its games have none
    lines = path.read_text().splitlines()
    row = json.loads(lines[1])
    del row["moves"]
    path.write_text("\n".join([lines[0], json.dumps(row)]) + "\n")
    reader = ResultsFile(path, MATCH)
    assert reader.open()[0].moves == []
    reader.close()


def test_a_line_cut_short_is_dropped_and_another_match_is_refused(tmp_path):
    path = tmp_path / "m.jsonl"
    log = ResultsFile(path, MATCH)
    log.open()
    run_match(["policy", "random"], "crossroads", 1, seed=5, jobs=1, on_result=log.add)
    log.close()
    whole = path.read_text()
    path.write_text(whole + '{"seed": 6, "first": "pol')  # the machine stopped mid-write
    log = ResultsFile(path, MATCH)
    assert len(log.open()) == 2 and log.dropped_tail
    log.close()
    assert path.read_text() == whole
    other = ResultsFile(path, {**MATCH, "players": ["policy", "greedy"]})
    with pytest.raises(ResultsFileError, match=r"m.jsonl holds another match's results \(players"):
        other.open()
    assert path.read_text() == whole  # left as it was
    lines = whole.splitlines()
    path.write_text("\n".join([lines[0], "not json", lines[1]]) + "\n")
    with pytest.raises(ResultsFileError, match=r"m.jsonl line 2: not a game's result"):
        ResultsFile(path, MATCH).open()
    path.write_text('{"kind": "map"}\n')
    with pytest.raises(ResultsFileError, match=r"line 1: not an arena results file"):
        ResultsFile(path, MATCH).open()


def test_a_game_whose_worker_process_died_is_not_written_so_it_is_played_again():
    """The machine's failure is not the game's result: a match played on from the file plays it again."""
    from test_arena import DyingPlayer

    from gettysburg_desktop.ai.arena import WORKER

    written: list[GameResult] = []
    m = run_match([DyingPlayer(), "random"], "crossroads", 1, seed=1, jobs=2, on_result=written.append)
    assert [r.failure.who for r in m.results] == [WORKER, WORKER] and written == []
