"""A play-test of a table (the table editor's F5): the shipped battle's
two armies (Die Furten am Grauwasser's) on the table as it is, written as a
battle file beside the table. Each unit starts where it stands in the
shipped battle, carried over to the new table's width and zones; as the
battle says ``deploy: true``, the players then place their units in their
zones themselves (FL-SETUP-3). A table too narrow for the armies' starting
places is refused by the battle's reader, which names the units that overlap."""

from __future__ import annotations

import shutil
from pathlib import Path

import yaml

from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.boards.table.table_file import save_table
from gettysburg_desktop.editing.table_part import TablePlaytest
from gettysburg_desktop.files.atomic_file import atomic_write_text
from gettysburg_desktop.files.yaml_safe import read_yaml

from ..battles import DEFAULT, shipped
from ..zones import zone_depth

TABLE_FILE, BATTLE_FILE = "table.yaml", "battle.yaml"


def playtest_files(table: Table, folder: Path) -> TablePlaytest:
    """Write ``table`` and a battle on it under ``folder`` (see the module)."""
    source = shipped()[DEFAULT]
    battle = read_yaml(source)
    old = read_yaml(source.parent / battle["table"])
    folder.mkdir(parents=True, exist_ok=True)
    save_table(table, folder / TABLE_FILE)
    across = table.width / float(old["width"])
    zone = zone_depth(table)
    down = zone / 8.0

    def carried(x: float, y: float, side: str) -> tuple[float, float]:
        if side == "south":
            return (round(x * across, 2), round(y * down, 2))
        return (round(x * across, 2), round(table.depth - (float(old["depth"]) - y) * down, 2))

    armies = []
    for side in ("south", "north"):
        army = battle[side]["army"]
        shutil.copyfile(source.parent / army, folder / army)
        armies.append(str(read_yaml(folder / army).get("name", army)))
        for entry in battle[side]["deployment"]:
            if "at" in entry:
                x, y, facing = entry["at"]
                entry["at"] = [*carried(x, y, side), facing]
            if "poses" in entry:
                entry["poses"] = [[*carried(x, y, side), facing] for x, y, facing in entry["poses"]]
    battle["id"] = f"playtest-{table.id}" if table.id else "playtest"
    battle["name"] = table.name or "Play-test"
    battle["table"] = TABLE_FILE
    path = folder / BATTLE_FILE
    atomic_write_text(path, yaml.safe_dump(battle, allow_unicode=True, sort_keys=False))
    return TablePlaytest(path, str(battle["name"]), (armies[0], armies[1]))
