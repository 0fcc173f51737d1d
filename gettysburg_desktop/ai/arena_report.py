"""The arena's figures from a match played (arena.py): points and win rates
with Wilson 95% intervals per player, per pairing and by side; where games
were decided (the period the game ended in and the victory rule);
decision-time percentiles per player and kind of decision; the failures with
their seeds; a Bradley-Terry ratings table (ratings.py). ``summary`` gives
them as plain data (the ``--json`` file), ``report_text`` as the command's
report.

The two sides are the match's seats, "first" and "second" (arena.py
``SEATS``: the ruleset's first and second side) in every key and a result's
``winner``; the text names them by the game's own words (``side_names``).

Points: 1 a win, 0 a loss; a failed game (cap, invariant, exception,
timeout) counts for no one and is listed.
"""

from __future__ import annotations

import textwrap
from collections import Counter

from .arena import SEATS, Match, mirrored, pair_scores, side_points, time_limit_works
from .ratings import PRIOR, bootstrap, bradley_terry
from .sequential import paired_share, pentanomial
from .stats import time_summary, wilson

#: refits behind the ratings' intervals
BOOTSTRAP_SAMPLES = 200


def _period(match: Match, period: int) -> str:
    """A period's name ("" for a ruleset without periods)."""
    names = match.periods
    return names[period] if 0 <= period < len(names) else ("" if not names else str(period))


def _rate(wins: int, games: int) -> dict:
    low, high = wilson(wins, games)
    return {
        "wins": wins,
        "games": games,
        "rate": wins / games if games else None,
        "interval": [low, high],
    }


def _results(match: Match, a: str | None = None, b: str | None = None) -> list:
    out = []
    for r in match.results:
        if a is not None and {r.first, r.second} != {a, b}:
            continue
        out.append(r)
    return out


def _player_record(results: list, label: str) -> dict:
    mine = [r for r in results if label in (r.first, r.second)]
    decided = [r for r in mine if r.winner is not None]
    wins = sum(r.winner_label == label for r in decided)
    by_side = {}
    for seat in SEATS:
        played = [r for r in decided if getattr(r, seat) == label]
        by_side[seat] = _rate(sum(r.winner == seat for r in played), len(played))
    return {
        "games": len(mine),
        "failed": len(mine) - len(decided),
        "points": wins,
        **_rate(wins, len(decided)),
        "as": by_side,
    }


def _ratings(match: Match, anchor: str | None) -> dict:
    labels = [e.label for e in match.players]
    if anchor is None:
        anchor = next((x for x in ("random", "greedy") if x in labels), labels[0])
    games = [
        (won, lost)
        for r in match.results
        if r.winner is not None and (won := r.winner_label) is not None and (lost := r.loser_label) is not None
    ]
    ratings = bradley_terry(labels, games, anchor=anchor)
    intervals = bootstrap(labels, games, anchor=anchor, samples=BOOTSTRAP_SAMPLES, seed=match.seed)
    return {
        "method": "Bradley-Terry, MM iteration (Hunter 2004); Elo scale 400*log10",
        "anchor": anchor,
        "prior": PRIOR,
        "bootstrap_samples": BOOTSTRAP_SAMPLES,
        "ratings": ratings,
        "interval": {p: (list(v) if v else None) for p, v in intervals.items()},
    }


def _sequential(match: Match) -> dict | None:
    """The sequential test's figures (sequential.py), None without one."""
    test = match.sprt
    if test is None:
        return None
    first = match.players[0].label
    pairs = pair_scores([r.seed for r in match.results], match.results, first)
    share = paired_share(pairs)
    return {
        "player": first,
        "p0": test.p0,
        "p1": test.p1,
        "alpha": test.alpha,
        "beta": test.beta,
        "min_pairs": test.min_pairs,
        "bounds": list(test.bounds),
        "llr": test.llr(pairs),
        "pairs": len(pairs),
        "pentanomial": pentanomial(pairs),
        "decision": match.decision,
        "paired_share": None if share is None else list(share),
    }


def _balance(match: Match) -> dict | None:
    """The scenario's balance (balance.py), None for a match of two players."""
    band = match.balance
    if band is None:
        return None
    points = side_points([r.seed for r in match.results], match.results)
    share = sum(points) / len(points) if points else None
    return {
        "band": [band.low, band.high],
        "least": band.least,
        "games": len(points),
        "points": sum(points),
        "share": share,
        "interval": list(band.interval(points)),
        "verdict": match.decision,
        "games_needed": None if share is None or match.decision else band.games_needed(share),
    }


def _faults(match: Match) -> dict:
    """Per player and kind of fault: how many, in how many games, the first seen."""
    out: dict[str, dict[str, dict]] = {e.label: {} for e in match.players}
    for r in match.results:
        for who, found in r.faults.items():
            seen: set[str] = set()
            for kind, sentence, action in found:
                row = out.setdefault(who, {}).setdefault(kind, {"count": 0, "games": 0, "first": None})
                row["count"] += 1
                if kind not in seen:
                    seen.add(kind)
                    row["games"] += 1
                if row["first"] is None:
                    row["first"] = {
                        "seed": r.seed,
                        "first": r.first,
                        "second": r.second,
                        "action": action,
                        "sentence": sentence,
                    }
    return {who: dict(sorted(kinds.items())) for who, kinds in out.items()}


def summary(match: Match, anchor: str | None = None) -> dict:
    """Every figure of the match as plain data (JSON-ready)."""
    labels = [e.label for e in match.players]
    results = match.results
    decided = [r for r in results if r.winner is not None]
    pairings = []
    for i, a in enumerate(labels):
        for b in labels[i + 1 :]:
            games = _results(match, a, b)
            pairings.append({"players": [a, b], a: _player_record(games, a), b: _player_record(games, b)})
    when: dict[int, dict] = {}
    for r in decided:
        row = when.setdefault(
            r.period,
            {"period": r.period, "name": _period(match, r.period), "first": 0, "second": 0, "rules": Counter()},
        )
        row[r.winner] += 1
        row["rules"][r.rule or "?"] += 1
    decided_when = []
    for period in sorted(when):
        row = when[period]
        row["games"] = row["first"] + row["second"]
        row["rules"] = dict(sorted(row["rules"].items()))
        row["first_share"] = _rate(row["first"], row["games"])
        decided_when.append(row)
    times: dict[str, dict[str, list[float]]] = {p: {"turn": [], "small": []} for p in labels}
    for r in results:
        for who, kinds in r.times.items():
            for kind, values in kinds.items():
                times.setdefault(who, {}).setdefault(kind, []).extend(values)
    failures = [
        {
            "seed": r.seed,
            "first": r.first,
            "second": r.second,
            "kind": r.failure.kind,
            "who": r.failure.who,
            "action": r.failure.action,
            "step": r.failure.step,
            "message": r.failure.message,
            "period": _period(match, r.period),
        }
        for r in results
        if r.failure is not None
    ]
    return {
        "scenario": match.scenario_id,
        "scenario_name": match.scenario_name,
        "variants": list(match.variants),
        "side_names": list(match.side_names),
        "small_steps": list(match.small_steps),
        "players": labels,
        "names": {e.label: (e.player if isinstance(e.player, str) else e.player.name) for e in match.players},
        "seeds": [match.seed, match.seed + (match.seeds_played or match.games) - 1],
        "seeds_per_pairing": match.games,
        "seeds_played": match.seeds_played or match.games,
        "mirrored": len(match.players) == 2 and mirrored(*match.players),
        "resumed": match.resumed,
        "sequential": _sequential(match),
        "balance": _balance(match),
        "cap": match.cap,
        "check_every": match.check_every,
        "time_limit": match.time_limit if time_limit_works() and match.cluster is None else None,
        "jobs": match.jobs,
        "cluster": match.cluster,
        "seconds": match.seconds,
        "games": len(results),
        "decided": len(decided),
        "failed": len(failures),
        "actions": sum(r.actions for r in results),
        "forced_decisions": sum(r.forced for r in results),
        "table": {p: _player_record(results, p) for p in labels},
        "pairings": pairings,
        "sides": {seat: _rate(sum(r.winner == seat for r in decided), len(decided)) for seat in SEATS},
        "decided_when": decided_when,
        "faults": _faults(match),
        "decision_times": {p: {kind: time_summary(v) for kind, v in kinds.items()} for p, kinds in times.items()},
        "ratings": _ratings(match, anchor),
        "failures": failures,
        "results": [
            {
                "seed": r.seed,
                "first": r.first,
                "second": r.second,
                "winner": r.winner,
                "rule": r.rule,
                "period": r.period,
                "period_name": _period(match, r.period),
                "reason": r.reason,
                "actions": r.actions,
                "forced": r.forced,
                "seconds": r.seconds,
                "failure": None if r.failure is None else r.failure.kind,
            }
            for r in results
        ],
    }


# ---------------------------------------------------------------------- the text


def _pct(rate: dict) -> str:
    if not rate["games"]:
        return "-"
    low, high = rate["interval"]
    return f"{100 * rate['rate']:.1f}% [{100 * low:.1f}-{100 * high:.1f}]"


def _share(rate: dict) -> str:
    return f"{rate['wins']}/{rate['games']} {_pct(rate)}"


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(len(str(x)) for x in column) for column in zip(header, *rows, strict=True)]
    line = lambda cells: "  ".join(  # noqa: E731
        str(c).ljust(w) if i == 0 else str(c).rjust(w) for i, (c, w) in enumerate(zip(cells, widths, strict=True))
    ).rstrip()
    return ["  " + line(header), *("  " + line(r) for r in rows)]


def _seconds(value: float | None) -> str:
    if value is None:
        return "-"
    if value < 0.01:
        return f"{value * 1000:.3f} ms"
    return f"{value * 1000:.1f} ms" if value < 1 else f"{value:.2f} s"


def _sequential_text(s: dict) -> list[str]:
    """The sequential test in words (none without one)."""
    t = s.get("sequential")
    if not t:
        return []
    who = t["player"]
    low, high = t["bounds"]
    head = (
        f"Sequential test (SPRT on pairs of games, a seed played from both sides; H0: {who} scores "
        f"{100 * t['p0']:g}%, H1: {100 * t['p1']:g}%; errors {100 * t['alpha']:g}% and {100 * t['beta']:g}%; "
        f"no decision before {t['min_pairs']} pairs): "
    )
    if t["decision"] == "H1":
        verdict = (
            f"after {t['pairs']} pairs LLR {t['llr']:.2f} >= {high:.2f}: H1, {who} scores {100 * t['p1']:g}% or more"
        )
    elif t["decision"] == "H0":
        verdict = (
            f"after {t['pairs']} pairs LLR {t['llr']:.2f} <= {low:.2f}: H0, {who} scores {100 * t['p0']:g}% or less"
        )
    else:
        verdict = (
            f"not clear when the games ran out: {t['pairs']} pairs, LLR {t['llr']:.2f} between "
            f"{low:.2f} and {high:.2f}; play more seeds (--games, the same --results file goes on)"
        )
    counts = " ".join(str(n) for n in t["pentanomial"])
    share = t["paired_share"]
    tail = f"pairs scoring 0, 1/2, 1, 1 1/2, 2 points: {counts}" + (
        f"; {who}'s share by pairs {100 * share[0]:.1f}% [{100 * share[1]:.1f}-{100 * share[2]:.1f}]" if share else ""
    )
    return textwrap.wrap(head + verdict + "; " + tail, width=110, break_on_hyphens=False)


def _balance_text(s: dict) -> list[str]:
    """The scenario's balance in words (none for a match of two players)."""
    b = s.get("balance")
    if not b:
        return []
    side = s["side_names"][0]
    low, high = (100 * v for v in b["band"])
    head = (
        f"Balance (the same player on both sides, each seed once; balanced: the Wilson 95% interval of the "
        f"share of the points the {side} score within {low:g}-{high:g}%, a draw half a point; the games read "
        f"in seed order, a verdict from {b['least']} games on): "
    )
    if not b["games"]:
        return textwrap.wrap(head + "no game over yet.", width=110, break_on_hyphens=False)
    i_low, i_high = (100 * v for v in b["interval"])
    score = f"the {side} scored {b['points']:g} of {b['games']}, {100 * b['share']:.1f}% [{i_low:.1f}-{i_high:.1f}]: "
    verdict = b["verdict"]
    if verdict == "balanced":
        said = f"balanced, the interval lies within {low:g}-{high:g}%."
    elif verdict in ("first", "second"):
        leaning = s["side_names"][0 if verdict == "first" else 1]
        said = f"it leans to the {leaning}, the interval lies wholly " + (
            f"above {high:g}%." if verdict == "first" else f"below {low:g}%."
        )
    else:
        said = f"not clear yet, the interval reaches outside {low:g}-{high:g}%" + (
            f"; at this share about {b['games_needed']} games in all would tell (--games; the same --results "
            "file goes on)."
            if b["games_needed"]
            else "."
        )
    return textwrap.wrap(head + score + said, width=110, break_on_hyphens=False)


def report_text(s: dict, command: str = "gettysburg-desktop arena") -> str:
    """The match as a person reads it."""
    labels = s["players"]
    every = s["check_every"]
    if every == 0:
        checks = "invariants not checked"
    elif every == 1:
        checks = "invariants checked after every action"
    else:
        checks = f"invariants checked every {every} actions and at the end"
    first, last = s["seeds"]
    seeds = f"seed {first}" if first == last else f"seeds {first} to {last}"
    limit = s["time_limit"]
    if limit:
        limit_text = f"time limit {limit:g} s a decision"
    elif s.get("cluster"):
        limit_text = "no time limit on a decision (a cluster's workers play in threads, which can't be interrupted)"
    else:
        limit_text = "no time limit on a decision"
    out = [
        f"arena: {' vs '.join(labels)} on {s['scenario']} ({s['scenario_name']})"
        + (f", variants: {', '.join(s['variants'])}" if s.get("variants") else ""),
        (
            f"{seeds}, each played once (a player against itself: from the other side a seed is the same game): "
            if s.get("mirrored")
            else f"{seeds}, each played from both sides by every pairing: "
        )
        + f"{s['games']} games; "
        f"cap {s['cap']} actions; {checks}; {limit_text}; "
        + (
            f"played by the workers of the cluster at {s['cluster']}"
            if s.get("cluster")
            else f"{s['jobs']} job{'s' if s['jobs'] != 1 else ''}"
        ),
        f"{s['games']} games in {s['seconds']:.1f} s: {s['decided']} decided, {s['failed']} failed; "
        f"{s['actions']} actions ({s['forced_decisions']} forced, applied without asking)"
        + (f"; {s['resumed']} of them read from the results file, not played again" if s.get("resumed") else ""),
        *_sequential_text(s),
        *_balance_text(s),
        "",
        "Results (points: 1 a win, 0 a loss; win rates of the decided games with Wilson 95% intervals;",
        "a failed game counts for no one)",
    ]
    rows = []
    for p in labels:
        t = s["table"][p]
        rows.append(
            [p, str(t["games"]), str(t["points"]), _pct(t), _share(t["as"]["first"]), _share(t["as"]["second"])]
        )
    first, second = s.get("side_names") or ("the first side", "the second side")
    out += _table(["player", "games", "points", "win rate", f"as {first}", f"as {second}"], rows)
    if len(s["pairings"]) > 1:
        out += ["", "Pairings (the first player's figures)"]
        rows = []
        for pairing in s["pairings"]:
            a, b = pairing["players"]
            t = pairing[a]
            rows.append(
                [
                    f"{a} vs {b}",
                    f"{t['points']}-{pairing[b]['points']}",
                    _pct(t),
                    _share(t["as"]["first"]),
                    _share(t["as"]["second"]),
                ]
            )
        out += _table(["pairing", "points", "win rate", f"as {first}", f"as {second}"], rows)
    out += ["", f"Sides: the {first} won {_share(s['sides']['first'])}, the {second} {_share(s['sides']['second'])}"]
    out += ["", "Where games were decided (the period the game ended in; the victory rule)"]
    if s["decided_when"]:
        rows = [
            [
                row["name"],
                str(row["games"]),
                _share(row["first_share"]),
                str(row["second"]),
                ", ".join(f"{rule} {n}" for rule, n in row["rules"].items()),
            ]
            for row in s["decided_when"]
        ]
        out += _table(["period", "games", f"{first} won", f"{second} won", "rules"], rows)
    else:
        out.append("  no game was decided")
    faults = s.get("faults") or {}
    if any(faults.values()):
        out += [
            "",
            "Faults (habits a good player never shows, the kit's faults; every action counted, forced ones too)",
        ]
        rows = []
        for p in labels:
            for kind, row in faults.get(p, {}).items():
                f = row["first"]
                rows.append(
                    [
                        p,
                        kind,
                        str(row["count"]),
                        f"{row['games']} of {s['table'][p]['games']}",
                        f"seed {f['seed']}, action {f['action']}: {f['sentence']}",
                    ]
                )
        out += _table(["player", "fault", "times", "games", "first seen"], rows)
    out += ["", "Decision times (the player's choose() alone; turn: a side's action or an order's step; small:"]
    steps = s.get("small_steps") or ()
    out += textwrap.wrap(
        "the ruleset's small decisions, its kit's small_steps" + (f": {', '.join(steps)})" if steps else ": none)"),
        width=110,
        break_on_hyphens=False,
    )
    rows = []
    for p in labels:
        for kind in ("turn", "small"):
            t = s["decision_times"][p][kind]
            rows.append([p, kind, str(t["n"]), _seconds(t["p50"]), _seconds(t["p95"]), _seconds(t["max"])])
    out += _table(["player", "kind", "decisions", "p50", "p95", "max"], rows)
    r = s["ratings"]
    out += [
        "",
        f"Ratings (Bradley-Terry fit, MM iteration; Elo scale, 400 = 10 to 1 odds; {r['anchor']} = 0; failed games left",
        f"out; {r['prior']:g} virtual game a pairing, half won each way, keeps a perfect score finite; 95% intervals",
        f"from {r['bootstrap_samples']} bootstrap resamples of the games)",
    ]
    ranked = sorted(labels, key=lambda p: -(r["ratings"][p] if r["ratings"][p] is not None else -1e9))
    rows = []
    for p in ranked:
        value = r["ratings"][p]
        interval = r["interval"][p]
        rows.append(
            [
                p,
                "-" if value is None else f"{value:+.0f}",
                "-" if not interval else f"[{interval[0]:+.0f}, {interval[1]:+.0f}]",
            ]
        )
    out += _table(["player", "rating", "95%"], rows)
    if any(p != r["anchor"] and r["interval"][p] and r["interval"][p][0] == r["interval"][p][1] for p in labels):
        out.append("  (an interval of no width: every resample of a perfect score is perfect too; it says nothing)")
    out.append("")
    if not s["failures"]:
        out.append("Failures: none")
    else:
        names = " ".join(s["names"][p] for p in labels)
        out.append(
            f"Failures ({len(s['failures'])}; reproduce one with: {command} --players {names} "
            f"--scenario {s['scenario']} --games 1 --seed SEED --jobs 1 --cap {s['cap']})"
        )
        for f in s["failures"]:
            where = f" at {f['step']}" if f["step"] else ""
            out.append(
                f"  {f['kind']}: seed {f['seed']}, {f['first']} ({first}) vs {f['second']} ({second}), "
                f"after {f['action']} actions{where}, {f['period']}; {f['who']}: {f['message']}"
            )
    return "\n".join(out)
