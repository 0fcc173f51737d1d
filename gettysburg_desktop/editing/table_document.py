"""A free table being edited, with Qt (as box_document.py is for box maps):
the editors' map document (map_document.py) on the board's working copy
(boards/table/editable.py), whose checks are the file's own (the table
written and read back as ``validate`` reads it) and the game's rules' (its
``TableGame.check``). The table tools change the table only through it."""

from __future__ import annotations

import re
from dataclasses import replace

from gettysburg_desktop.boards.areas.problems import Problem
from gettysburg_desktop.boards.table.editable import EditableTable
from gettysburg_desktop.boards.table.table_file import TableFileError, dump_table, load_table_text
from gettysburg_desktop.display.translate import shown

from .map_document import MapDocument
from .table_part import TableGame

#: a file problem's place: "features[3] (birch-wood).outline" -> the list and the id
_PLACE = re.compile(r"(features|objectives)\[\d+\](?: \(([^)]*)\))?")
#: the Validation dock's kind of item for each list of the file
_ITEM_KIND = {"features": "feature", "objectives": "objective"}


def file_problems(text: str, file: str) -> list[Problem]:
    """What the table file's reader finds in ``text``: one problem each, with
    the feature or objective it is about where the place names one."""
    try:
        load_table_text(text, file)
    except TableFileError as exc:
        out = []
        for place, what in exc.details:
            m = _PLACE.match(place)
            kind, item_id = (_ITEM_KIND[m.group(1)], m.group(2) or place) if m else ("table", place)
            out.append(Problem(file, kind, item_id, "table-file", what))
        return out
    return []


class TableEditorDocument(MapDocument):
    """The table, its file, selection, undo stack and checks (see the module)."""

    def __init__(self, game: TableGame, parent=None) -> None:
        super().__init__(parent)
        self.game = game

    @property
    def table(self) -> EditableTable | None:
        return self.model

    def check(self) -> tuple[list, list]:
        table = self.model.to_table()
        file = self.path or ""
        problems = file_problems(dump_table(table), file)
        rules, notes = self.game.check(table, file)
        words = [replace(p, message=shown(p.message)) for p in problems + rules]  # the rules' words, translated
        return words, [replace(p, message=shown(p.message)) for p in notes]
