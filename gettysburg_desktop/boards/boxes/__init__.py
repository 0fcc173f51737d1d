"""The board kind of boxes joined by typed links (Norden & Süden's): the
board as data and its lookups, any game's box map fits them.

- graph.py       BoxRecord, LinkRecord (what a game's records have at least) and BoxGraph's lookups
- projection.py  to_scene / from_scene: geographic positions on the screen, and a box's least size
- checks.py      links to no box, boxes drawn over each other
- map_file.py    the file: kind, lists, problems named by place, the byte-stable layout (docs/box-map-format.md)
- editable.py    the editor's working copy of a map, changed only by ``apply``
- qt/            the scene items that draw boxes and links (items.py) and the editor's scene (editor_scene.py)

The edits, the tools and the document of a box-map editor are in editing/
(box_edits.py, box_tools.py, box_document.py): they build on the editors'
frame, which lies above the boards. Modules are imported one by one.
"""
