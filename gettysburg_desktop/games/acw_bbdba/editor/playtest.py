"""A play-test of a table (the table editor's F5): the shipped armies of
1862 (the first battle's, battles.py) on the table as it is, written as a
battle file beside the table (battle_file.py); they stand as in the meeting
engagement, each command within 150 mm of its base edge (BB-SETUP-5)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.boards.table.table_file import save_table
from gettysburg_desktop.editing.table_part import TablePlaytest
from gettysburg_desktop.files.atomic_file import atomic_write_text
from gettysburg_desktop.files.yaml_text import string

from ..battle_file import FORMAT_VERSION, KIND, load_battle
from ..battles import ARMIES, BATTLES, DEFAULT, shipped_army
from ..registration import GAME_ID

TABLE_FILE, BATTLE_FILE = "table.yaml", "battle.yaml"


def playtest_files(table: Table, folder: Path) -> TablePlaytest:
    """Write ``table`` and a battle on it under ``folder`` (see the module); BattleFileError (a ValueError's
    kin: its text says why) where the table is no battlefield of this game."""
    folder.mkdir(parents=True, exist_ok=True)
    save_table(table if table.game else replace(table, game=GAME_ID), folder / TABLE_FILE)
    union, confederate = ARMIES[BATTLES[DEFAULT][0][0]]
    name = table.name or "Play-test"
    path = folder / BATTLE_FILE
    atomic_write_text(
        path,
        "\n".join(
            [
                f"format_version: {FORMAT_VERSION}",
                f"kind: {KIND}",
                f"id: {string(f'playtest-{table.id}' if table.id else 'playtest')}",
                f"name: {string(name)}",
                f"table: {TABLE_FILE}",
                f"union: {union}",
                f"confederate: {confederate}",
            ]
        )
        + "\n",
    )
    load_battle(path)  # the reader's refusal, before a window opens
    return TablePlaytest(path, name, (shipped_army(union).name, shipped_army(confederate).name))
