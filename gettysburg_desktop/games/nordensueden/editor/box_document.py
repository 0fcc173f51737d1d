"""The box map being edited (Norden & Süden): the board's document
(editing/box_document.py) checking the map as this game does, the same as
``cli validate``: the links' ends, then the rules' checks (box_map_check)."""

from __future__ import annotations

from gettysburg_desktop.boards.areas.problems import Problem
from gettysburg_desktop.editing import box_document as board

from ..boxes.box_map_check import box_map_problems
from ..rules.boxmap import BoxMap
from .model.box_map import EditableBoxMap


class BoxEditorDocument(board.BoxEditorDocument):
    bmap: EditableBoxMap | None

    def problems(self, boxmap: BoxMap, file: str, link_ids: list[str]) -> list[Problem]:
        return box_map_problems(boxmap, file, link_ids)
