"""The map editor's model, free of Qt (docs/editor-model.md).

A mutable working copy of a map (``EditableMap``), snapping to the areas'
borders (``Snapper``), the drawing of a new area (``Trace``), and every edit
as an undoable command (``Edit``: ``redo``, ``undo``, ``text``,
``merge_with``) made by the edit functions. The Qt editor feeds it pointer
positions in board units with the zoom, and wraps each ``Edit`` in a
QUndoCommand.
"""

from gettysburg_desktop.boards.areas.editable_map import (
    AREA,
    ENTRY_BOX,
    MAP_KEY,
    ROAD,
    SAME_POINT,
    SCENERY,
    EditableMap,
    MapAttributes,
    MapChange,
)
from gettysburg_desktop.editing.model.edit import UNCHANGED, Edit, EditRefused
from gettysburg_desktop.editing.model.undo_stack import UndoStack

from .area_edits import add_area, delete_area, merge_areas, merged_terrains, set_area_attributes, split_area
from .entry_box_edits import add_entry_box, delete_entry_box, link_entry_box, move_entry_box, set_entry_box
from .free_edge import free_edge_faces
from .id_edits import change_id, id_follows_name, rename
from .line_edits import (
    add_road,
    add_scenery,
    delete_line_item,
    delete_line_vertex,
    insert_line_vertex,
    move_line_vertex,
    rename_scenery,
    set_road,
)
from .map_edits import set_map_attributes, transform_all
from .snapping import Snap, Snapper, SnapSettings
from .tracing import LineTrace, Trace, TracePreview
from .vertex_edits import (
    SegmentDrag,
    VertexDrag,
    delete_vertex,
    insert_vertex,
    move_segment,
    move_vertex,
    redraw_border,
    reshape_border,
)

__all__ = [
    "AREA",
    "ENTRY_BOX",
    "MAP_KEY",
    "ROAD",
    "SAME_POINT",
    "SCENERY",
    "UNCHANGED",
    "Edit",
    "EditRefused",
    "EditableMap",
    "LineTrace",
    "MapAttributes",
    "MapChange",
    "SegmentDrag",
    "Snap",
    "SnapSettings",
    "Snapper",
    "Trace",
    "TracePreview",
    "UndoStack",
    "VertexDrag",
    "add_area",
    "add_entry_box",
    "add_road",
    "add_scenery",
    "change_id",
    "delete_area",
    "delete_entry_box",
    "delete_line_item",
    "delete_line_vertex",
    "delete_vertex",
    "free_edge_faces",
    "id_follows_name",
    "insert_line_vertex",
    "insert_vertex",
    "link_entry_box",
    "merge_areas",
    "merged_terrains",
    "move_entry_box",
    "move_line_vertex",
    "move_segment",
    "move_vertex",
    "redraw_border",
    "rename",
    "rename_scenery",
    "reshape_border",
    "set_area_attributes",
    "set_entry_box",
    "set_map_attributes",
    "set_road",
    "split_area",
    "transform_all",
]
