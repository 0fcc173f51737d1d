"""The box-map editor's scene (Norden & Süden): the board's editor scene
(boards/boxes/qt/editor_scene.py) with this game's items, and the rules
view's rings round the boxes one march reaches (NS-MOVE-1)."""

from __future__ import annotations

from gettysburg_desktop.boards.boxes.qt.editor_scene import BoxEditorScene as BoardEditorScene
from gettysburg_desktop.display import palette as P

from ..ui.box_map_items import BoxItem, LinkItem, link_offsets


class BoxEditorScene(BoardEditorScene):
    box_item = BoxItem
    link_item = LinkItem

    @staticmethod
    def offsets(links):
        return link_offsets(links)

    def show_reach(self, infantry=(), cavalry=()) -> None:
        """Ring the boxes one march reaches: green for infantry, dashed purple for cavalry only."""
        self.show_rings((infantry, P.LEGAL, False), (cavalry, P.TARGET, True))
