"""An army of Finsterland as a file (docs/finsterland-files.md): read with
every problem named by file, place and what is wrong (the army list's
limits too, each with its FL- rule), written readably and atomically, read
back the same.

```yaml
format_version: 1
kind: finsterland-army
id: iron-legion
name: The Iron Legion
size: 3000
units:
  - {kind: command staff, models: 6, name: Staff of the Legion}
  - {kind: light infantry, models: 24, name: 1st Rifles, specialists: [NCO]}
  - {kind: artillery observer, models: 1, name: Observer Hahn}
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

from .rules.army import Army, ArmyUnit

KIND = "finsterland-army"
FORMAT_VERSION = 1

_TOP = ("format_version", "kind", "id", "name", "size", "units")
_UNIT_REQUIRED = ("kind", "models")
_UNIT_OPTIONAL = ("name", "specialists")


class ArmyFileError(FileProblems):
    """An army file that can't be read: every problem, ``source: place: problem``."""


def load_army(path: str | os.PathLike[str]) -> Army:
    """The army in the file ``path``; ArmyFileError naming every problem."""
    return reading.load(path, parse_army, ArmyFileError)


def load_army_text(text: str, name: str = "<text>") -> Army:
    return reading.load_text(text, name, parse_army, ArmyFileError)


def parse_army(data: Any, source: str) -> Army:
    return reading.parse(data, source, _parse, reading.Reader, ArmyFileError, "an army")


def _parse(r: reading.Reader, data: Any, source: str) -> Army:
    if data is None:
        raise r.fail(
            "", "the file is empty; expected an army (format_version, kind: finsterland-army, id, name, size, units)"
        )
    data = r.mapping(data, "", _TOP, ())
    check_version(r, data["format_version"], FORMAT_VERSION)
    if data["kind"] != KIND:
        r.note("kind", f"expected {KIND!r} (an army of Finsterland), got {describe(data['kind'])}")
    army_id = attempt(read_id, r, data["id"], "id")
    name = attempt(r.text, data["name"], "name")
    size = attempt(_size, r, data["size"])
    units = [attempt(_unit, r, value, i) for i, value in enumerate(attempt(r.items, data, "units") or [])]
    army = Army(army_id or "", name or "", size or 0, tuple(u for u in units if u is not None))
    whole = None not in (army_id, name, size) and None not in units
    for problem in army.errors():
        if whole or problem.place:  # a line's own problems always; the army's only when every line was read
            r.note(problem.place, f"{problem.text!s} ({problem.rule})")
    if not whole:
        raise Abandon()
    return army


def _size(r: reading.Reader, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise r.fail("size", f"expected the points agreed, a whole number above 0 (3000), got {describe(value)}")
    return value


def _unit(r: reading.Reader, value: Any, i: int) -> ArmyUnit:
    place = f"units[{i}]"
    d = r.mapping(value, place, _UNIT_REQUIRED, _UNIT_OPTIONAL)
    kind = attempt(r.text, d["kind"], f"{place}.kind")
    models = d["models"]
    if isinstance(models, bool) or not isinstance(models, int) or models <= 0:
        r.note(f"{place}.models", f"expected a whole number of models above 0, got {describe(models)}")
        models = None
    name = attempt(r.text, d.get("name", ""), f"{place}.name")
    specialists = d.get("specialists") or []
    if not isinstance(specialists, list):
        r.note(f"{place}.specialists", f"expected a list of specialists, got {describe(specialists)}")
        specialists = []
    named = [attempt(r.text, s, f"{place}.specialists[{j}]") for j, s in enumerate(specialists)]
    if kind is None or models is None or name is None or None in named:
        raise Abandon()
    return ArmyUnit(kind, models, name, tuple(s for s in named if s is not None))


def army_text(army: Army) -> str:
    """The army as its file holds it (byte-stable: read and written again, the same text)."""
    lines = [
        f"format_version: {FORMAT_VERSION}",
        f"kind: {KIND}",
        f"id: {army.id}",
        f"name: {yt.string(army.name)}",
        f"size: {army.size}",
        "units:" if army.units else "units: []",
    ]
    for u in army.units:
        parts = [f"kind: {yt.string(u.kind, flow=True)}", f"models: {u.models}"]
        if u.name:
            parts.append(f"name: {yt.string(u.name, flow=True)}")
        if u.specialists:
            parts.append("specialists: [" + ", ".join(yt.string(s, flow=True) for s in u.specialists) + "]")
        lines.append("  - {" + ", ".join(parts) + "}")
    return "\n".join(lines) + "\n"


def save_army(army: Army, path: str | os.PathLike[str]) -> None:
    """Write the army atomically (a failed write leaves the old file whole)."""
    atomic_write_text(path, army_text(army))
