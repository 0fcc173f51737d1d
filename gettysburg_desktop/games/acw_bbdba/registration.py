"""What ACW after Big Battle DBA brings to the program's registries
(games/__init__.py): the game (``game_kind()``, from battles.py: its rules,
battles, sides), the window's part (``window_part()``, from
ui/window_game.py) and the map editors' (``editor_part()``: its battlefields
open in the table editor, editor/editor_part.py), each imported when its
registry first asks; the game names no registry."""

from __future__ import annotations

#: the game's id: its ruleset's name, written in records and saved games
GAME_ID = "acw-bbdba"
#: the module holding its computer kit as ``KIT`` (ai/kit.py imports it when the computer first plays)
KIT = "gettysburg_desktop.games.acw_bbdba.computer.kit"
#: the module of its figures in the project's benchmark (benchmark.py): random battles, the generator
BENCHMARK = "gettysburg_desktop.games.acw_bbdba.benchmark"
#: the module that checks its own files for validate (scenario/commands.py)
FILES = "gettysburg_desktop.games.acw_bbdba.files"


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
