"""What Finsterland gives the program's map editors (its registration's
``editor_part()``, editing.editor_part): its maps are free tables, told by
their ``kind: table`` (boards/table/table_file.py), and open in the table
editor with this game's parts (table_editor.py), imported when the first one opens."""

from __future__ import annotations

from gettysburg_desktop.boards.table.table_file import game_of, is_table
from gettysburg_desktop.editing.editor_kinds import TABLE
from gettysburg_desktop.editing.editor_part import EditorPart
from gettysburg_desktop.kernel.said import said


def open_table_editor(path=None, **kw):
    from .table_editor import open_table_editor as opened

    return opened(path, **kw)


def shipped_table():
    """The shipped battle's table (the benchmark's and the smoke test's)."""
    from gettysburg_desktop.files.yaml_safe import read_yaml

    from ..battles import DEFAULT, shipped

    battle = shipped()[DEFAULT]
    return battle.parent / read_yaml(battle)["table"]


def editor_part() -> EditorPart:
    return EditorPart(
        board=TABLE,
        opens=open_table_editor,
        claims=is_table,
        template_map=shipped_table,
        title=said("Schlachten im Finsterland"),
        game_of=game_of,
    )
