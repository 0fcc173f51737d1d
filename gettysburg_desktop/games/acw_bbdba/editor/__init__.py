"""ACW-BBDBA's table editor: the program's free-table editor
(editing/table_window.py) with this game's kinds of terrain (T4), its
battlefield's checks (table_checks.py, BB-FIELD) and its play-test
(playtest.py)."""
