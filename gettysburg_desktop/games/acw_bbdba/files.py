"""ACW-BBDBA's own files for ``gettysburg-desktop validate``
(scenario/commands.py asks the registration's ``FILES``): its armies
(army_file.py, the lists of T1a). Each answer is (stdout, the error for
stderr without "error: ", the exit code)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .army_file import KIND as ARMY
from .army_file import ArmyFileError, load_army
from .rules.army import LISTS


def file_kind(data: Any) -> str | None:
    """The kind of an ACW-BBDBA file's data, else None."""
    kind = data.get("kind") if isinstance(data, dict) else None
    return kind if kind == ARMY else None


def not_for_topology(path: Path, kind: str) -> str:
    return f"{path} is an army of ACW after Big Battle DBA: it has no areas; check it with validate"


def validate(path: Path, kind: str) -> tuple[str, str, int]:
    """An army: its contingents against its list and its commands (BB-ARMY)."""
    try:
        army = load_army(path)
    except ArmyFileError as exc:
        if exc.unreadable:
            return ("", str(exc), 2)
        n = len(exc.problems)
        return (str(exc), f"{path}: {n} problem{'s' if n != 1 else ''}", 1)
    sizes = ", ".join(f"{c.name} {c.size}" for c in army.commands)
    return (
        f"{path}: army {army.id!r} is clean: {army.name}, {LISTS[(army.side, army.period)].title}, "
        f"{len(army.contingents)} contingents, commands {sizes}",
        "",
        0,
    )
