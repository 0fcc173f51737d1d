"""What Schlachten im Finsterland brings to the program's registries
(games/__init__.py): the game (``game_kind()``, from battles.py: its rules,
battles, sides), the window's part (``window_part()``, from
ui/window_game.py) and the map editors' (``editor_part()``: its tables
open in the table editor, editor/editor_part.py), each imported when its registry first asks; the game
names no registry."""

from __future__ import annotations

#: the game's id: its ruleset's name, written in records and saved games
GAME_ID = "finsterland"
#: the module holding its computer kit as ``KIT`` (ai/kit.py imports it when the computer first plays)
KIT = "gettysburg_desktop.games.finsterland.computer.kit"
#: the module of its figures in the project's benchmark (benchmark.py): random games, the free table's checks
BENCHMARK = "gettysburg_desktop.games.finsterland.benchmark"
#: the module that checks its own files for validate (scenario/commands.py)
FILES = "gettysburg_desktop.games.finsterland.files"


def game_kind():
    from .battles import game_kind

    return game_kind()


def window_part():
    from .ui.window_game import window_part

    return window_part()


def editor_part():
    """Its table editor (editing/editor_part.py)."""
    from .editor.editor_part import editor_part

    return editor_part()
