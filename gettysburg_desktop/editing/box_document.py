"""A box map being edited, with Qt (as editor.document is for area maps),
any game's: the editors' map document (map_document.py) on the board's
working copy (boards/boxes/editable.py). A game says what its maps are
checked for (``problems``; the board's own warnings, boxes drawn over each
other, are the notes)."""

from __future__ import annotations

from dataclasses import replace

from gettysburg_desktop.boards.areas.problems import Problem
from gettysburg_desktop.boards.boxes.checks import box_overlaps, link_end_problems
from gettysburg_desktop.boards.boxes.editable import EditableBoxMap
from gettysburg_desktop.display.translate import shown

from .map_document import MapDocument


class BoxEditorDocument(MapDocument):
    """The box map, its file, selection, undo stack and checks."""

    @property
    def bmap(self) -> EditableBoxMap | None:
        return self.model

    def check(self) -> tuple[list, list]:
        bmap = self.model
        boxmap, file = bmap.to_boxmap(), self.path or ""
        found = self.problems(boxmap, file, list(bmap.links))
        problems = [replace(p, message=shown(p.message)) for p in found]  # the rules' own words, translated
        return problems, list(box_overlaps(boxmap.boxes, file))  # a game plays the map anyway

    def problems(self, boxmap, file: str, link_ids: list[str]) -> list[Problem]:
        """What keeps a game off the map (a game's override adds its rules'
        checks): here the board's, links whose end is no box."""
        return link_end_problems(boxmap.boxes, boxmap.links, file, link_ids)
