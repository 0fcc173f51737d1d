"""What Norden & Süden gives the program's map editors (its registration's
``editor_part()``, editing.editor_part): its maps are box maps, told by
their ``kind: boxes`` (boxes/box_map_file.py), and open in its own editor
window (box_window.py), imported when the first one opens."""

from __future__ import annotations

from gettysburg_desktop.editing.editor_kinds import BOXES
from gettysburg_desktop.editing.editor_part import EditorPart

from ..boxes.box_map_file import is_box_map


def open_box_editor(path=None, **kw):
    """A box-map editor window on ``path`` (box_window.open_box_editor)."""
    from .box_window import open_box_editor

    return open_box_editor(path, **kw)


def editor_part() -> EditorPart:
    return EditorPart(board=BOXES, opens=open_box_editor, claims=is_box_map)
