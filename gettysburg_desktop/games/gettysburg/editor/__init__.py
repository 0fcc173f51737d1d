"""Gettysburg's parts of the program's area-map editor (editor_part.py)."""
