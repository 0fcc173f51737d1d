"""The arena's results file (issue 26, item 1): each game's result written
the moment it ends, so that a long match stopped by a crash, a Ctrl-C or a
machine taken back loses only the games under way, and the same command
given the same file goes on where it stopped (or plays more seeds).

The file is JSON lines: a first line that says which match it holds (the
game, scenario, variants, players, cap and checks: what decides a game's
result; not the seeds or the number of games, so a match can be extended),
then one line per game: its seed, the labels of its two sides,
everything the report needs (winner, rule, period, actions, decision times,
the failure) and the actions played in the ruleset's notation (``moves``;
with the seed's dice they give the game again, kernel/record.py; files
written before they were kept have none). It is only ever appended to, one whole line at a time,
flushed and synced: a line is either there or not. A last line cut short
(the machine stopped mid-write) is dropped when the file is opened again,
the only change ever made to what is already in it.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from .arena import Failure, GameResult

#: the first line's ``arena`` value: the file format's version
FORMAT = 1


def result_to_dict(r: GameResult) -> dict[str, Any]:
    """A game's result as a results file line holds it."""
    return {
        "seed": r.seed,
        "first": r.first,
        "second": r.second,
        "winner": r.winner,
        "reason": r.reason,
        "rule": r.rule,
        "period": r.period,
        "actions": r.actions,
        "forced": r.forced,
        "seconds": round(r.seconds, 4),
        "failure": None if r.failure is None else vars(r.failure),
        "times": {who: {k: [round(t, 6) for t in v] for k, v in kinds.items()} for who, kinds in r.times.items()},
        "faults": r.faults,
        "moves": r.moves,
    }


def result_from_dict(d: dict[str, Any]) -> GameResult:
    """A results file line's game (KeyError, TypeError or ValueError for a
    line that is not one)."""
    failure = d["failure"]
    r = GameResult(
        0,
        int(d["seed"]),
        str(d["first"]),
        str(d["second"]),
        winner=d["winner"],
        reason=str(d["reason"]),
        rule=str(d["rule"]),
        period=int(d["period"]),
        actions=int(d["actions"]),
        forced=int(d["forced"]),
        seconds=float(d["seconds"]),
        failure=None if failure is None else Failure(**failure),
        times={str(w): {str(k): [float(t) for t in v] for k, v in kinds.items()} for w, kinds in d["times"].items()},
        faults={str(w): [[str(k), str(t), int(n)] for k, t, n in found] for w, found in d.get("faults", {}).items()},
        moves=[str(m) for m in d.get("moves", [])],
    )
    if r.winner not in (None, "first", "second"):
        raise ValueError(f"winner {r.winner!r} is none of first, second, null")
    return r


class ResultsFileError(ValueError):
    """A results file that can't be read or holds another match: the message
    names the file, the line and the problem."""


class ResultsFile:
    """A match's results file: ``open`` reads the games already in it (a
    file that does not exist yet is made), ``add`` appends one game."""

    def __init__(self, path: Path, match: dict[str, Any]) -> None:
        self.path = Path(path)
        self.match = {"arena": FORMAT, **match}
        self.known: list[GameResult] = []
        self.dropped_tail = False
        self._out: IO[str] | None = None

    def open(self) -> list[GameResult]:
        """The games the file holds; raises ResultsFileError for a file that
        is not a results file or is another match's (the file left as it is)."""
        lines: list[str] = []
        if self.path.exists():
            try:
                text = self.path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                raise ResultsFileError(f"{self.path}: cannot read it: {exc}") from None
            lines = text.split("\n")
            keep = len(text)
            if lines and lines[-1] == "":
                lines.pop()
            elif lines:  # the last line cut short: it was being written when the machine stopped
                keep = len(text) - len(lines.pop())
                self.dropped_tail = True
            self._read(lines)
            if self.dropped_tail:
                with open(self.path, "r+", encoding="utf-8") as f:
                    f.truncate(len(text[:keep].encode("utf-8")))
        try:
            self._out = open(self.path, "a", encoding="utf-8")  # noqa: SIM115 - kept open for the match
        except OSError as exc:
            raise ResultsFileError(f"{self.path}: cannot write it: {exc.strerror or exc}") from None
        if not lines:
            self._write(self.match)
        return self.known

    def _read(self, lines: Sequence[str]) -> None:
        if not lines:
            return
        try:
            header = json.loads(lines[0])
        except json.JSONDecodeError as exc:
            raise ResultsFileError(f"{self.path} line 1: not an arena results file ({exc.msg})") from None
        if not isinstance(header, dict) or header.get("arena") != FORMAT:
            raise ResultsFileError(f"{self.path} line 1: not an arena results file (no 'arena: {FORMAT}')")
        differ = [k for k in sorted(set(header) | set(self.match)) if header.get(k) != self.match.get(k)]
        if differ:
            said = "; ".join(f"{k}: {header.get(k)!r} there, {self.match.get(k)!r} here" for k in differ)
            raise ResultsFileError(
                f"{self.path} holds another match's results ({said}); give another file to start this one"
            )
        for n, line in enumerate(lines[1:], 2):
            try:
                self.known.append(result_from_dict(json.loads(line)))
            except (json.JSONDecodeError, KeyError, TypeError, ValueError, AttributeError) as exc:
                raise ResultsFileError(
                    f"{self.path} line {n}: not a game's result ({type(exc).__name__}: {exc})"
                ) from None

    def add(self, r: GameResult) -> None:
        """Append one game's result, on the disk before this returns."""
        self._write(result_to_dict(r))

    def _write(self, data: dict[str, Any]) -> None:
        assert self._out is not None, "open() first"
        self._out.write(json.dumps(data, separators=(",", ":")) + "\n")
        self._out.flush()
        os.fsync(self._out.fileno())

    def close(self) -> None:
        if self._out is not None:
            self._out.close()
            self._out = None
