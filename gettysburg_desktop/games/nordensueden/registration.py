"""What Norden & Süden brings to the program's registries (games/__init__.py):
the game (``game_kind()``, from campaign.py: its rules, scenarios and box
maps, variants, sides, rules reference), the window's part
(``window_part()``, from ui/window_game.py), the map editor's
(``editor_part()``, its box-map editor) and the computer's kit (``KIT``),
each imported when its registry first asks; the game names no registry."""

from __future__ import annotations

#: the game's id: its ruleset's name, written in records and saved games
GAME_ID = "norden-sueden"
#: the module holding its computer kit as ``KIT`` (ai/kit.py imports it when the computer first plays)
KIT = "gettysburg_desktop.games.nordensueden.computer.kit"
#: the module of its figures in the project's benchmark (benchmark.py): playouts, its maps
BENCHMARK = "gettysburg_desktop.games.nordensueden.benchmark"
#: the module that checks its own files for validate and topology (scenario/commands.py)
FILES = "gettysburg_desktop.games.nordensueden.files"


def game_kind():
    from .campaign import game_kind

    return game_kind()


def window_part():
    from .ui.window_game import window_part

    return window_part()


def editor_part():
    """Its box-map editor (editing/editor_part.py)."""
    from .editor.editor_part import editor_part

    return editor_part()
