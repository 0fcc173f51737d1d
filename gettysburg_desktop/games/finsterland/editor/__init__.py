"""Finsterland's table editor: the program's free-table editor
(editing/table_window.py) with this game's kinds of terrain, its rules'
checks of a table (table_checks.py) and its play-test (playtest.py)."""
