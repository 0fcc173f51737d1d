"""ACW-BBDBA's own files for ``gettysburg-desktop validate``
(scenario/commands.py asks the registration's ``FILES``): its armies
(army_file.py, the lists of T1a) and battles (battle_file.py: a table and
two armies). Each answer is (stdout, the error for
stderr without "error: ", the exit code)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .army_file import KIND as ARMY
from .army_file import ArmyFileError, load_army
from .battle_file import KIND as BATTLE
from .battle_file import BattleFileError, load_battle
from .rules.army import LISTS


def file_kind(data: Any) -> str | None:
    """The kind of an ACW-BBDBA file's data, else None."""
    kind = data.get("kind") if isinstance(data, dict) else None
    return kind if kind in (ARMY, BATTLE) else None


def not_for_topology(path: Path, kind: str) -> str:
    what = "an army" if kind == ARMY else "a battle"
    return f"{path} is {what} of ACW after Big Battle DBA: it has no areas; check it with validate"


def validate(path: Path, kind: str) -> tuple[str, str, int]:
    """An army (its contingents against its list and its commands, BB-ARMY) or a battle (its table as a
    battlefield, BB-FIELD, and its armies)."""
    if kind == BATTLE:
        return _validate_battle(path)
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


def _validate_battle(path: Path) -> tuple[str, str, int]:
    try:
        battle = load_battle(path)
    except BattleFileError as exc:
        if exc.unreadable:
            return ("", str(exc), 2)
        n = len(exc.problems)
        return (str(exc), f"{path}: {n} problem{'s' if n != 1 else ''}", 1)
    troops = [e for e in battle.elements if e.kind.value not in ("command", "camp")]
    sides = {side: sum(1 for e in troops if e.side == side) for side in ("union", "confederate")}
    return (
        f"{path}: battle {battle.id!r} is clean: {battle.name}, on {battle.table.name} "
        f"({len(battle.table.features)} features), {sides['union']} Union and {sides['confederate']} "
        "Confederate troop elements",
        "",
        0,
    )
