"""An army of ACW-BBDBA as a file: read with every problem named by file,
place and what is wrong (the lists' limits too, each with its BB- rule),
written readably and atomically, read back the same.

```yaml
format_version: 1
kind: acw-bbdba-army
id: potomac-1862
name: Army of the Potomac, 1862
side: union
period: early
contingents:
  - {cavalry: 1, muskets: 4, rifles: 6, artillery: 1}
  - {cavalry: 1, muskets: 3, rifles: 7, artillery: 1}
  - {muskets: 5, rifles: 5, artillery: 2}
commands:
  - {name: I Corps, cavalry: 1, muskets: 4, rifles: 6, artillery: 1}
  - {name: II Corps, cavalry: 1, muskets: 3, rifles: 7, artillery: 1}
  - {name: III Corps, muskets: 5, rifles: 5, artillery: 2}
```
"""

from __future__ import annotations

import os
from typing import Any

from gettysburg_desktop.boards.table.table_file import read_id
from gettysburg_desktop.files import reading
from gettysburg_desktop.files import yaml_text as yt
from gettysburg_desktop.files.atomic_file import atomic_write_text
from gettysburg_desktop.files.reading import Abandon, FileProblems, attempt, check_version
from gettysburg_desktop.files.yaml_safe import describe

from .rules.army import COUNTED, PERIODS, SIDES, Army, CommandPlan
from .rules.troops import Kind

KIND = "acw-bbdba-army"
FORMAT_VERSION = 1
_TOP = ("format_version", "kind", "id", "name", "side", "period", "contingents", "commands")
_NAMES = {k.value: k for k in COUNTED}


class ArmyFileError(FileProblems):
    """An army file that can't be read: every problem, ``source: place: problem``."""


def load_army(path: str | os.PathLike[str]) -> Army:
    return reading.load(path, parse_army, ArmyFileError)


def load_army_text(text: str, name: str = "<text>") -> Army:
    return reading.load_text(text, name, parse_army, ArmyFileError)


def parse_army(data: Any, source: str) -> Army:
    return reading.parse(data, source, _parse, reading.Reader, ArmyFileError, "an army")


def _counts(r: reading.Reader, value: Any, place: str, named: bool) -> tuple[str, tuple[tuple[Kind, int], ...]]:
    keys = tuple(_NAMES)
    d = r.mapping(value, place, ("name",) if named else (), keys)
    out = []
    for key in keys:
        n = d.get(key, 0)
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            r.note(f"{place}.{key}", f"expected a whole number of elements, 0 or more, got {describe(n)}")
            continue
        if n:
            out.append((_NAMES[key], n))
    name = attempt(r.text, d["name"], f"{place}.name") if named else ""
    if name is None:
        raise Abandon()
    return name, tuple(out)


def _parse(r: reading.Reader, data: Any, source: str) -> Army:
    if data is None:
        raise r.fail("", f"the file is empty; expected an army ({', '.join(_TOP)})")
    data = r.mapping(data, "", _TOP, ())
    check_version(r, data["format_version"], FORMAT_VERSION)
    if data["kind"] != KIND:
        r.note("kind", f"expected {KIND!r} (an army of ACW-BBDBA), got {describe(data['kind'])}")
    army_id = attempt(read_id, r, data["id"], "id")
    name = attempt(r.text, data["name"], "name")
    side, period = data["side"], data["period"]
    if side not in SIDES:
        r.note("side", f"expected {' or '.join(SIDES)}, got {describe(side)}")
    if period not in PERIODS:
        r.note("period", f"expected {' or '.join(PERIODS)}, got {describe(period)}")
    contingents = [
        attempt(_counts, r, v, f"contingents[{i}]", False)
        for i, v in enumerate(attempt(r.items, data, "contingents") or [])
    ]
    commands = [
        attempt(_counts, r, v, f"commands[{i}]", True) for i, v in enumerate(attempt(r.items, data, "commands") or [])
    ]
    if None in (army_id, name) or None in contingents or None in commands or r.found:
        raise Abandon()
    army = Army(str(army_id), str(name), side, period, tuple(c[1] for c in contingents if c),
                tuple(CommandPlan(c[0], c[1]) for c in commands if c))  # fmt: skip
    for place, problem in army.problems():
        r.note(place, problem)
    return army


def _flow(counts: tuple[tuple[Kind, int], ...], name: str = "") -> str:
    parts = [f"name: {yt.string(name, flow=True)}"] if name else []
    parts += [f"{k.value}: {n}" for k, n in counts]
    return "{" + ", ".join(parts) + "}"


def army_text(army: Army) -> str:
    """The army as its file holds it (byte-stable: read and written again, the same text)."""
    lines = [f"format_version: {FORMAT_VERSION}", f"kind: {KIND}", f"id: {army.id}", f"name: {yt.string(army.name)}",
             f"side: {army.side}", f"period: {army.period}", "contingents:"]  # fmt: skip
    lines += [f"  - {_flow(c)}" for c in army.contingents]
    lines.append("commands:")
    lines += [f"  - {_flow(c.counts, c.name)}" for c in army.commands]
    return "\n".join(lines) + "\n"


def save_army(army: Army, path: str | os.PathLike[str]) -> None:
    """Write the army atomically (a failed write leaves the old file whole)."""
    atomic_write_text(path, army_text(army))
