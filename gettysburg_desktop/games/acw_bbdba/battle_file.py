"""A battle of ACW-BBDBA as a file (docs/acw-bbdba-files.md): a table drawn
in the table editor and the two armies fought on it, read with every
problem named by file, place and what is wrong. The armies stand as in the
meeting engagement: each command in lines within 150 mm of its base edge,
the commands side by side (game/scenario.py ``from_armies``, BB-SETUP-5).

```yaml
format_version: 1
kind: acw-bbdba-battle
id: mill-creek
name: The fight at Mill Creek
table: mill-creek-table.yaml          # a table file beside the battle (kind: table)
union: potomac-1864                   # a shipped army by its id, or an army file beside the battle
confederate: northern-virginia-1864
```

The table must be a battlefield of this game (editor/table_checks.py: its
kinds of terrain, millimetres, BB-FIELD-5 to -8); the armies one of each
side, of periods that may meet (BB-ARMY-5, the ruling BB-RUL-4).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.boards.table.table_file import TableFileError, load_table, read_id
from gettysburg_desktop.files import reading
from gettysburg_desktop.files.reading import Abandon, FileProblems, attempt, check_version
from gettysburg_desktop.files.yaml_safe import describe

from .army_file import ArmyFileError, load_army
from .editor.table_checks import check_table
from .game.scenario import Scenario, from_armies
from .rules.army import Army, periods_pair

KIND = "acw-bbdba-battle"
FORMAT_VERSION = 1
_TOP_REQUIRED = ("format_version", "kind", "id", "name", "table", "union", "confederate")
SIDES = ("union", "confederate")


class BattleFileError(FileProblems):
    """A battle file that can't be read: every problem, ``source: place: problem``."""


def load_battle(path: str | os.PathLike[str]) -> Scenario:
    """The battle in the file ``path`` (its table and army files read from beside it); BattleFileError
    naming every problem."""
    folder = Path(path).parent
    return reading.load(path, lambda data, source: parse_battle(data, source, folder), BattleFileError)


def parse_battle(data: Any, source: str, folder: Path) -> Scenario:
    return reading.parse(
        data, source, lambda r, d, s: _parse(r, d, s, folder), reading.Reader, BattleFileError, "a battle"
    )


def _parse(r: reading.Reader, data: Any, source: str, folder: Path) -> Scenario:
    if data is None:
        raise r.fail("", f"the file is empty; expected a battle (format_version, kind: {KIND}, ...)")
    data = r.mapping(data, "", _TOP_REQUIRED, ())
    check_version(r, data["format_version"], FORMAT_VERSION)
    if data["kind"] != KIND:
        r.note("kind", f"expected {KIND!r} (a battle of ACW after Big Battle DBA), got {describe(data['kind'])}")
    battle_id = attempt(read_id, r, data["id"], "id")
    name = attempt(r.text, data["name"], "name")
    table = attempt(_table, r, data["table"], folder)
    armies = {side: attempt(_army, r, data[side], side, folder) for side in SIDES}
    if table is None or battle_id is None or name is None or None in armies.values():
        raise Abandon()
    union, confederate = armies["union"], armies["confederate"]
    assert union is not None and confederate is not None
    if not periods_pair(confederate.period, union.period, cross=True):
        raise r.fail(
            "confederate",
            f"the Confederates of {confederate.period} can't meet the Union of {union.period}: early against early, "
            "late against late, or the Confederates' early against the Union's late (BB-ARMY-5, BB-RUL-4)",
        )
    return from_armies(table, union, confederate, battle_id, name)


def _first(e: FileProblems) -> str:
    """A file's first problem, its place before it."""
    place, problem = e.details[0]
    return f"{place}: {problem}" if place else problem


def _table(r: reading.Reader, value: Any, folder: Path) -> Table:
    name = r.text(value, "table")
    path = folder / name
    if not path.is_file():
        raise r.fail("table", f"no file {name!r} beside the battle ({path})")
    try:
        table = load_table(path)
    except TableFileError as e:
        raise r.fail("table", f"the table {path.name} can't be read: {_first(e)}") from None
    problems, _notes = check_table(table, str(path))
    if problems:
        first = problems[0]
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        where = f"{first.item_id}: " if first.item_id else ""
        raise r.fail("table", f"the table {path.name} is no battlefield of this game: {where}{first.message}{more}")
    return table


def _army(r: reading.Reader, value: Any, side: str, folder: Path) -> Army:
    """A shipped army by its id, or an army file beside the battle; of ``side``."""
    from .battles import SHIPPED, shipped_army

    text = r.text(value, side)
    if text in SHIPPED:
        army = shipped_army(text)
    else:
        path = folder / text
        if not path.is_file():
            raise r.fail(
                side,
                f"no army {text!r}: name a shipped army ({', '.join(SHIPPED)}) or an army file beside the battle",
            )
        try:
            army = load_army(path)
        except ArmyFileError as e:
            raise r.fail(side, f"the army {path.name} can't be read: {_first(e)}") from None
    if army.side != side:
        raise r.fail(side, f"{text} is an army of the {army.side} side, not the {side}")
    return army
