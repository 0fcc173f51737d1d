"""The window's part of each game, registered: each installed game
(games/__init__.py ``INSTALLED``) is registered with its
``registration.window_part()`` when this module is first imported. What a game's window part is
and the registry's functions are in window_game_kind.py and re-exported
here; the window imports the registry from this module, so that every game
is registered (docs/window-games.md)."""

from __future__ import annotations

from gettysburg_desktop.games import registrations

from .window_game_kind import (
    PANELS,
    WindowGame,
    default_spoken,
    default_stage,
    not_shown_here,
    playable,
    register_window,
    said_by,
    shown_here,
    spoken,
    stage,
    unregister_window,
    window_game,
    window_game_of,
    window_games,
)

__all__ = [
    "PANELS",
    "WindowGame",
    "default_spoken",
    "default_stage",
    "not_shown_here",
    "playable",
    "register_window",
    "said_by",
    "shown_here",
    "spoken",
    "stage",
    "unregister_window",
    "window_game",
    "window_game_of",
    "window_games",
]


for _registration in registrations():
    register_window(_registration.window_part())
