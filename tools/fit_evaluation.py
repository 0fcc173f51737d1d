"""Fit Gettysburg's evaluation on games (issue 26, item 2) and say whether it
predicts the winner better than the hand weights.

    .venv/bin/python tools/fit_evaluation.py --games 3000 --seed 1

Plays ``--games`` games of the 1863 battle by the rollouts' policy against
itself (the positions a search's rollouts end in), keeps about one turn
decision in ``--every`` of each (its features, games/gettysburg/computer/features.py,
and its period), and the game's winner. It fits a logistic regression
(Newton's method, an L2 penalty, ``--l2``) of "the Confederates win" on the
features, one model for each day
of the battle (1, 2 and 3 July: what decides a position changes with the
time left). It prints the Brier score (the mean squared error of the
predicted chance) and the log loss by period, for: knowing the period only
(its share of Confederate wins among the fitted games), the hand weights
((tanh(logit) + 1) / 2, evaluation.py), and the fitted model, each position
scored by the models fitted without its seed (five folds: the seeds by their
remainder by 5). ``--write`` writes the weights fitted on every seed to
games/gettysburg/computer/fitted.py.

    .venv/bin/python tools/fit_evaluation.py --judge e2p-h48.jsonl [more.jsonl ...]

judges the hand weights and the written fitted weights on other games
instead: an arena's results files of the 1863 battle (their ``moves``, played
again with each seed's dice), every turn decision of them (``--every 1``) or
one in ``--every``. The period's baseline there is the share of Confederate
wins by period among those same games (in-sample: a little flattering to it).

    .venv/bin/python tools/fit_evaluation.py --fit-on e2-h96-h24.jsonl [more.jsonl ...] [--write]

fits on such games instead of policy games (scored by five folds, as
above): the searching players' own positions, on the scenario they played.
numpy is a maintainer's tool here: the program reads the written weights in
plain Python.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gettysburg_desktop.games.gettysburg.computer import evaluation, policy  # noqa: E402
from gettysburg_desktop.games.gettysburg.computer.features import NAMES, features  # noqa: E402
from gettysburg_desktop.games.gettysburg.computer.fitted import WEIGHTS  # noqa: E402
from gettysburg_desktop.games.gettysburg.rules.periods import PERIODS  # noqa: E402
from gettysburg_desktop.games.gettysburg.rules.pieces import Side  # noqa: E402
from gettysburg_desktop.kernel.dice import SeededDice  # noqa: E402
from gettysburg_desktop.scenario import games as registry  # noqa: E402

OUT = ROOT / "gettysburg_desktop" / "games" / "gettysburg" / "computer" / "fitted.py"


def day_of(period: int) -> int:
    """0, 1, 2 for 1, 2, 3 July (four periods a day: morning, midday, afternoon, night)."""
    return min(2, period // 4)


def play(seed: int, every: int, scenario) -> tuple[list[tuple[int, list[float], float]], int]:
    """One policy game: its sampled positions (period, features, hand score) and the winner (1: Confederates)."""
    kind = registry.game("gettysburg")
    g = kind.game_class(scenario, SeededDice(seed), undo=False, events=False)
    rng = random.Random(seed * 7 + 3)
    pick = random.Random(seed * 11 + 5)
    rows = []
    while g.state.outcome is None:
        legal = g.legal_actions(ordered=False)
        if len(legal) > 1 and pick.random() < 1.0 / every:
            rows.append((g.state.period, features(g), evaluation.evaluate(g, Side.CSA)))
        g.apply(policy.policy_action(g, rng, legal), trusted=True)
    return rows, 1 if g.state.outcome[0] is Side.CSA else 0


def judged_positions(path: Path, every: int) -> tuple[list[tuple[int, int, list[float], float, float]], int, int]:
    """The turn decisions (one in ``every``) of the 1863 battle's games in an
    arena's results file: (seed, period, features, hand score, Confederate
    win) each; with the games and the Confederate wins counted."""
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            lines.append(json.loads(line))
        except json.JSONDecodeError:  # a last line cut short (the match stopped mid-write): not a game
            continue
    if not lines:
        raise SystemExit(f"{path}: not an arena's results file")
    head, games = lines[0], lines[1:]
    kind = registry.game(head.get("game", "gettysburg"))
    if kind.id != "gettysburg" or head.get("variants"):
        raise SystemExit(f"{path}: not a match of the 1863 battle without variants")
    scenario = kind.load_scenario(head["scenario"])
    rows = []
    played = wins = 0
    pick = random.Random(7)
    for row in games:
        if row.get("winner") is None:
            continue
        if not row.get("moves"):
            raise SystemExit(f"{path}: seed {row['seed']} has no moves (written before the arena kept them)")
        g = kind.game_class(scenario, SeededDice(int(row["seed"])), undo=False, events=False)
        found = []
        for text in row["moves"]:
            if len(g.legal_actions(ordered=False)) > 1 and pick.random() < 1.0 / every:
                found.append((g.state.period, features(g), evaluation.evaluate(g, Side.CSA)))
            g.apply(text)
        won = 1 if g.state.outcome[0] is Side.CSA else 0
        if won != (1 if row["winner"] == "first" else 0):
            raise SystemExit(f"{path}: seed {row['seed']} replays to another winner than the file says")
        played += 1
        wins += won
        rows += [(int(row["seed"]), period, f, hand, won) for period, f, hand in found]
    return rows, played, wins


def arena_positions(paths: list[Path], every: int) -> tuple[list[tuple[int, int, list[float], float, float]], int, int]:
    """``judged_positions`` of every file, together: the positions, the games and the Confederate wins."""
    rows = []
    played = wins = 0
    for path in paths:
        found, n, w = judged_positions(path, every)
        rows += found
        played += n
        wins += w
    return rows, played, wins


def sigmoid(z: np.ndarray) -> np.ndarray:
    """The chance a logit stands for (clipped: no overflow)."""
    return 1 / (1 + np.exp(-np.clip(z, -50, 50)))


def judge(paths: list[Path], every: int) -> int:
    """Brier and log loss by period on the games of arena results files, for
    the period alone, the hand weights and the written fitted weights."""
    t0 = time.perf_counter()
    rows, played, wins = arena_positions(paths, every)
    print(
        f"{played} games from {', '.join(p.name for p in paths)}: the Confederates won {wins}; "
        f"{len(rows)} positions; {time.perf_counter() - t0:.0f} s"
    )
    if not rows:
        raise SystemExit("no position to judge: no game over in the files")
    periods = np.array([r[1] for r in rows])
    y = np.array([r[4] for r in rows], dtype=float)
    hand = (np.array([r[3] for r in rows]) + 1) / 2
    logits = np.array([sum(a * b for a, b in zip(WEIGHTS[day_of(r[1])], r[2], strict=True)) for r in rows])
    fitted = sigmoid(logits)
    base = np.zeros(len(y))
    for p in set(periods.tolist()):
        base[periods == p] = y[periods == p].mean()
    scores(periods, y, base, hand, fitted)
    return 0


def scores(periods: np.ndarray, y: np.ndarray, base: np.ndarray, hand: np.ndarray, fitted: np.ndarray) -> None:
    """The Brier score and log loss by period (20 positions or more) and over
    all: the period alone, the hand weights, fitted."""
    print(
        f"{'period':18} {'n':>5}   {'Brier: period':>13} {'hand':>7} {'fitted':>7}   {'log loss: hand':>14} {'fitted':>7}"
    )
    rows = [(PERIODS[p], periods == p) for p in sorted(set(periods.tolist()))]
    for name, here in [*(r for r in rows if r[1].sum() >= 20), ("all", np.ones(len(y), dtype=bool))]:
        yy = y[here]
        print(
            f"{name:18} {int(here.sum()):5}   {brier(base[here], yy):13.4f} {brier(hand[here], yy):7.4f} "
            f"{brier(fitted[here], yy):7.4f}   {logloss(hand[here], yy):14.4f} {logloss(fitted[here], yy):7.4f}"
        )


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1e-2, steps: int = 50) -> np.ndarray:
    """Logistic regression by Newton's method with an L2 penalty (not on the bias)."""
    w = np.zeros(x.shape[1])
    penalty = np.full(x.shape[1], l2)
    penalty[0] = 0.0
    for _ in range(steps):
        p = 1 / (1 + np.exp(-x @ w))
        grad = x.T @ (p - y) + penalty * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + np.diag(penalty) + 1e-9 * np.eye(x.shape[1])
        delta = np.linalg.solve(hess, grad)
        w -= delta
        if np.max(np.abs(delta)) < 1e-8:
            break
    return w


def brier(p: np.ndarray, y: np.ndarray) -> float:
    return float(np.mean((p - y) ** 2))


def logloss(p: np.ndarray, y: np.ndarray) -> float:
    q = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(q) + (1 - y) * np.log(1 - q)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--every", type=int, help="keep about one turn decision in N (default 12; arena games: 1, every one)"
    )
    ap.add_argument("--l2", type=float, default=1e-2, help="the penalty on the weights (default 0.01)")
    ap.add_argument("--write", action="store_true", help="write the fitted weights to " + str(OUT.relative_to(ROOT)))
    ap.add_argument(
        "--judge", nargs="+", type=Path, metavar="RESULTS.jsonl", help="judge the weights on an arena's games instead"
    )
    ap.add_argument(
        "--fit-on",
        nargs="+",
        type=Path,
        metavar="RESULTS.jsonl",
        help="fit on an arena's games instead of policy games",
    )
    args = ap.parse_args(argv)
    if args.judge:
        if args.write or args.fit_on:
            ap.error("--judge scores the written weights on other games; --write and --fit-on fit new ones")
        return judge(args.judge, args.every or 1)
    t0 = time.perf_counter()
    rows = []
    if args.fit_on:
        rows, played, wins = arena_positions(args.fit_on, args.every or 1)
        source = f"{played} games of arena results files ({', '.join(p.name for p in args.fit_on)})"
    else:
        every = args.every or 12
        scenario = registry.game("gettysburg").load_scenario("gettysburg-1863")
        played, wins = args.games, 0
        for i in range(args.games):
            seed = args.seed + i
            found, won = play(seed, every, scenario)
            wins += won
            rows += [(seed, period, f, hand, won) for period, f, hand in found]
        source = f"{args.games} policy games of the 1863 battle from seed {args.seed}"
    print(
        f"{source}: the Confederates won {wins} ({100 * wins / max(1, played):.1f}%); {len(rows)} positions; "
        f"{time.perf_counter() - t0:.0f} s"
    )
    if not rows:
        raise SystemExit("no position to fit: no game over")
    weights = fit_by_day(rows, args.l2)
    if args.write:
        lines = [
            '"""The evaluation\'s weights fitted on games (written by tools/fit_evaluation.py; do not edit):',
            f"{source},",
            f'one model a day (an L2 penalty of {args.l2:g}), on the Confederate logit of features.NAMES."""',
            "",
            "#: by day (1, 2, 3 July): the weight of each of features.NAMES",
            "# fmt: off",
            "WEIGHTS: tuple[tuple[float, ...], ...] = (",
        ]
        for w in weights:
            lines.append("    (" + ", ".join(f"{v:.6g}" for v in w) + "),")
        lines += [")", "# fmt: on"]
        OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"written: {OUT.relative_to(ROOT)}")
    return 0


def fit_by_day(rows: list[tuple[int, int, list[float], float, float]], l2: float) -> list[np.ndarray]:
    """Fit one model a day; print the scores by period of each position
    predicted by the models fitted without its seed (five folds by seed, the
    period's share too) and the weights fitted on every seed; return those."""
    seeds = np.array([r[0] for r in rows])
    periods = np.array([r[1] for r in rows])
    x = np.array([r[2] for r in rows])
    hand = (np.array([r[3] for r in rows]) + 1) / 2
    y = np.array([r[4] for r in rows], dtype=float)
    days = np.array([day_of(p) for p in periods])

    def fitted_by_day(train: np.ndarray) -> list[np.ndarray]:
        masks = [train & (days == day) for day in range(3)]
        return [fit(x[m], y[m], l2) if m.any() else np.zeros(x.shape[1]) for m in masks]

    fitted = np.zeros(len(y))
    base = np.zeros(len(y))
    for fold in range(5):
        test = seeds % 5 == fold
        train = ~test
        for day, w in enumerate(fitted_by_day(train)):
            here = test & (days == day)
            fitted[here] = sigmoid(x[here] @ w)
        for p in set(periods[test].tolist()):
            here = test & (periods == p)
            base[here] = y[train & (periods == p)].mean() if (train & (periods == p)).any() else y[train].mean()
    print(f"five folds by seed ({len(set(seeds.tolist()))} seeds): each position scored by the fit without its seed")
    scores(periods, y, base, hand, fitted)
    weights = fitted_by_day(np.ones(len(y), dtype=bool))
    print("weights fitted on every seed (1, 2, 3 July):")
    for k, name in enumerate(NAMES):
        print(f"  {name:24} " + " ".join(f"{w[k]:+8.3f}" for w in weights))
    return weights


if __name__ == "__main__":
    sys.exit(main())
