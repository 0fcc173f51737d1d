"""What Norden & Süden brings to the program's registries (games/__init__.py):
the game (campaign.py ``register_game``: its rules, scenarios and box maps,
variants, sides, rules reference), the window's part (ui/window_game.py) and
the computer's kit (computer/kit.py), each imported when its registry first
asks."""

from __future__ import annotations

#: the game's id: its ruleset's name, written in records and saved games
GAME_ID = "norden-sueden"
#: the module holding its computer kit as ``KIT`` (ai/kit.py imports it when the computer first plays)
KIT = "gettysburg_desktop.games.nordensueden.computer.kit"


def register_game() -> None:
    from .campaign import register_game as register

    register()


def register_window() -> None:
    from .ui.window_game import register

    register()
