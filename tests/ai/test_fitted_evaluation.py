"""The evaluation fitted on games (issue 26, item 2): the features it reads
(games/gettysburg/computer/features.py), the weights tools/fit_evaluation.py
wrote (fitted.py), and ``hard:fitted``, the arena's way to play with it."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from test_evaluation import game_with, start, two_stars

from gettysburg_desktop.ai.levels import make_player
from gettysburg_desktop.cli import main as cli_main
from gettysburg_desktop.games.gettysburg.computer.features import NAMES, Fitted, features
from gettysburg_desktop.games.gettysburg.computer.fitted import WEIGHTS
from gettysburg_desktop.games.gettysburg.computer.kit import FITTED, KIT
from gettysburg_desktop.games.gettysburg.rules.pieces import Side

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import fit_evaluation  # noqa: E402


def test_the_features_are_named_and_read_the_stars():
    g = start()
    values = features(g)
    assert len(values) == len(NAMES) == len(WEIGHTS[0]) and values[0] == 1.0
    held = features(game_with(two_stars))
    named = dict(zip(NAMES, held, strict=True))
    assert named["stars held"] == 2 and named["win pending"] == 1.0
    assert dict(zip(NAMES, values, strict=True))["win pending"] == 0.0


def test_the_fitted_evaluation_reads_as_a_chance_and_sees_a_pending_win():
    g, won = start(), game_with(two_stars)
    for position in (g, won):
        csa, usa = FITTED.evaluate(position, Side.CSA), FITTED.evaluate(position, Side.USA)
        assert -1 < csa < 1 and csa == -usa
    assert FITTED.evaluate(won, Side.CSA) > FITTED.evaluate(g, Side.CSA)
    g.concede()  # R-WIN-3: a Union victory
    assert FITTED.evaluate(g, Side.USA) == 1.0 and FITTED.evaluate(g, Side.CSA) == -1.0


def test_weights_of_the_wrong_shape_are_refused():
    with pytest.raises(ValueError, match="3 days"):
        Fitted(WEIGHTS[:2])
    with pytest.raises(ValueError, match="3 days"):
        Fitted(tuple(w[:-1] for w in WEIGHTS))


def test_hard_fitted_searches_with_the_fitted_evaluation():
    assert KIT.weights("fitted") is FITTED and "fitted" in KIT.styles
    player = make_player("hard#24:fitted")
    g = start()
    world = g.resample(g.current_player(), 5)
    action = player.choose(world, 3)
    assert action in g.legal_actions()
    assert KIT.evaluate(world, Side.CSA, FITTED) == FITTED.evaluate(world, Side.CSA)


def test_the_weights_are_judged_on_an_arenas_games_played_again_from_their_moves(tmp_path, capsys):
    """``tools/fit_evaluation.py --judge``: the positions of an arena's games
    (its results file's moves with each seed's dice), scored by the period
    alone, the hand weights and the fitted ones."""
    results = tmp_path / "m.jsonl"
    args = ["arena", "--scenario", "gettysburg-1863", "--players", "policy", "random", "--games", "1", "--jobs", "1"]
    assert cli_main([*args, "--check-every", "0", "--results", str(results)]) == 0
    capsys.readouterr()
    assert fit_evaluation.main(["--judge", str(results)]) == 0
    out = capsys.readouterr().out
    assert "2 games from m.jsonl" in out
    assert "1 July morning" in out and out.splitlines()[-1].startswith("all")
    # a file written before the arena kept the moves is named, not misread
    lines = results.read_text().splitlines()
    rows = [json.loads(line) for line in lines[1:]]
    for row in rows:
        del row["moves"]
    results.write_text("\n".join([lines[0], *(json.dumps(r) for r in rows)]) + "\n")
    with pytest.raises(SystemExit, match=r"m.jsonl: seed 1 has no moves"):
        fit_evaluation.main(["--judge", str(results)])


def test_the_evaluation_is_fitted_on_an_arenas_games_each_seed_scored_by_a_fit_without_it(tmp_path, capsys):
    """``tools/fit_evaluation.py --fit-on``: the searching players' own
    positions (an arena's results file) fitted by day, each position scored
    by the models fitted on the other seeds; the weights are printed, the
    written ones left alone without ``--write``."""
    results = tmp_path / "m.jsonl"
    args = ["arena", "--scenario", "gettysburg-1863", "--players", "policy", "random", "--games", "3", "--jobs", "1"]
    assert cli_main([*args, "--check-every", "0", "--results", str(results)]) == 0
    capsys.readouterr()
    written = fit_evaluation.OUT.read_text(encoding="utf-8")
    assert fit_evaluation.main(["--fit-on", str(results), "--every", "4", "--l2", "10"]) == 0
    out = capsys.readouterr().out
    assert "6 games of arena results files (m.jsonl)" in out
    assert "five folds by seed (3 seeds)" in out and "\nall " in out
    assert out.splitlines()[-1].lstrip().startswith("held x clock")
    assert fit_evaluation.OUT.read_text(encoding="utf-8") == written
    with pytest.raises(SystemExit):
        fit_evaluation.main(["--judge", str(results), "--fit-on", str(results)])
