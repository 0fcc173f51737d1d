"""Finsterland's own files for ``gettysburg-desktop validate``
(scenario/commands.py asks the registration's ``FILES``): armies and
battles (docs/finsterland-files.md); a table is the board's
(boards/table/table_file.py). Each answer is (stdout, the error for stderr
without "error: ", the exit code)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .army_file import KIND as ARMY
from .army_file import ArmyFileError, load_army
from .battle_file import KIND as BATTLE
from .battle_file import BattleFileError, load_battle


def file_kind(data: Any) -> str | None:
    """The kind of a Finsterland file's data, else None."""
    kind = data.get("kind") if isinstance(data, dict) else None
    return kind if kind in (ARMY, BATTLE) else None


def not_for_topology(path: Path, kind: str) -> str:
    return (
        f"{path} is {'an army' if kind == ARMY else 'a battle'} of Finsterland: it has no areas; check it with validate"
    )


def validate(path: Path, kind: str) -> tuple[str, str, int]:
    """An army (its points and the army list's limits) or a battle (its table, armies and deployment)."""
    try:
        if kind == ARMY:
            army = load_army(path)
        else:
            battle = load_battle(path)
    except (ArmyFileError, BattleFileError) as exc:
        if exc.unreadable:
            return ("", str(exc), 2)
        n = len(exc.problems)
        return (str(exc), f"{path}: {n} problem{'s' if n != 1 else ''}", 1)
    if kind == ARMY:
        warnings = [f"warning: {path}: {p}" for p in army.problems() if p.warning]
        clean = (f"{path}: army {army.id!r} is clean: {army.name}, {army.points} of {army.size} points, "
                f"{len(army.units)} lines, {army.specialists} specialists")  # fmt: skip
        return ("\n".join([*warnings, clean]), "", 0)
    sides = {s: sum(1 for u in battle.units if u.side == s) for s in ("south", "north")}
    return (
        f"{path}: battle {battle.id!r} is clean: {battle.name}, {battle.rounds} rounds on {battle.table.name} "
        f"({battle.table.width:g} x {battle.table.depth:g} in), South {sides['south']} units, "
        f"North {sides['north']} units",
        "",
        0,
    )
