"""The box-map editor's model: an editable box map and its undoable edits. Qt-free."""
