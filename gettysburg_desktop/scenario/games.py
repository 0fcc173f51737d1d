"""The games this program plays, registered: each installed game
(games/__init__.py ``INSTALLED``) is registered with its
``registration.game_kind()`` when this module is first imported. What a
game is and the registry's functions are in kernel/game_kind.py and
re-exported here; import the registry from this module, so that every game
is registered (docs/window-games.md)."""

from __future__ import annotations

from gettysburg_desktop.games import registrations
from gettysburg_desktop.kernel.game_kind import (
    GameKind,
    ScenarioOffer,
    UnknownGame,
    VariantOffer,
    game,
    game_of,
    game_of_scenario,
    games,
    register,
    unregister,
)

__all__ = [
    "DEFAULT_GAME",
    "GameKind",
    "ScenarioOffer",
    "UnknownGame",
    "VariantOffer",
    "game",
    "game_of",
    "game_of_scenario",
    "games",
    "register",
    "unregister",
]


for _registration in registrations():
    register(_registration.game_kind())

#: the game a record without ``ruleset:`` and a Setup without a game are of: the first installed
#: (Gettysburg: its records never named their game)
DEFAULT_GAME = games()[0].id
