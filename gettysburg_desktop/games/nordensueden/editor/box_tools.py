"""The box-map editor's tools (Norden & Süden, NS-MAP-3): the board's tools
(editing/box_tools.py: select and move, bends, place a box, draw a link)
with this game's words for drawing each kind of link. A river is drawn
downstream: from the box upstream to the box its arrow points to (NS-JUMP-2)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.editing import box_tools as board
from gettysburg_desktop.editing.box_tools import BoxCanvas, BoxSelectTool, BoxTool, PlaceBoxTool, delete_selection

from ..rules.boxmap import LinkKind

__all__ = ["BoxCanvas", "BoxSelectTool", "BoxTool", "LinkTool", "PlaceBoxTool", "delete_selection", "link_hint"]

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate


def link_hint(kind: LinkKind) -> str:
    """How to draw a link of ``kind``, for the status bar."""
    if kind is LinkKind.RIVER:
        return _t(
            "BoxEditorWindow",
            "River: drag from the box upstream to the box downstream (or click one, then the other)",
        )
    if kind is LinkKind.RAIL:
        return _t("BoxEditorWindow", "Railroad: drag from a box to another (or click one, then the other)")
    return _t("BoxEditorWindow", "Road: drag from a box to another (or click one, then the other)")


class LinkTool(board.LinkTool):
    """Draw a road, a railroad or a river (NS-COMP-6)."""

    def __init__(self, document, canvas, kind: LinkKind) -> None:
        super().__init__(document, canvas, LinkKind(kind), link_hint(LinkKind(kind)))

    def hint(self) -> str:
        return link_hint(self.kind)  # in the language of now (the window may have switched)
