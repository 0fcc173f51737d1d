"""The window's part of each game: its board scene and its controller, the
panels it fills, how its actions and its stage of play read. The window
asks this registry for the game on screen instead of assuming Gettysburg
(issue 17, item 4; docs/window-games.md). The Qt-free part of a game (its
ruleset, scenarios, variants, sides, curtain, computer, rules reference) is
registered in scenario/games.py under the same id.

What every game gets from the window as it is: the prompt bar with its
buttons, the log (filterable), undo and redo, the hot-seat curtain where
the game hides something, save, open, autosave and crash safety, replay,
the end banner, the language switch.

What a game's window part is, ``WindowGame``, is in display/window_part.py
(a game builds its own there, below the shell) and re-exported here; this
module holds the registry, which game_kinds.py fills with each installed
game's ``window_part()`` when the window imports it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.window_part import PANELS as PANELS  # what a game's window part is: re-exported
from gettysburg_desktop.display.window_part import WindowGame as WindowGame
from gettysburg_desktop.display.window_part import default_spoken as default_spoken
from gettysburg_desktop.display.window_part import default_stage as default_stage
from gettysburg_desktop.scenario import games

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate

_WINDOW_GAMES: dict[str, WindowGame] = {}


def register_window(kind: WindowGame) -> WindowGame:
    """Add (or replace) a game's window part."""
    _WINDOW_GAMES[kind.id] = kind
    return kind


def unregister_window(game_id: str) -> None:
    if game_id != games.DEFAULT_GAME:
        _WINDOW_GAMES.pop(game_id, None)


def window_game(game) -> WindowGame:
    """The window's part of a running game, by its ruleset's name
    (games.UnknownGame if the window can't show it)."""
    name = game.ruleset.name
    try:
        return _WINDOW_GAMES[name]
    except KeyError:
        raise games.UnknownGame(
            f"{name!r} is a game this window can't show (it shows {', '.join(_WINDOW_GAMES)})"
        ) from None


def window_game_of(game_id: str) -> WindowGame:
    """The window's part of the game registered as ``game_id`` (KeyError if it has none)."""
    return _WINDOW_GAMES[game_id]


def shown_here(game) -> bool:
    """Whether the window can show ``game`` (its game has a window part)."""
    return game.ruleset.name in _WINDOW_GAMES


def not_shown_here(game, source: str) -> str:
    """Why the window does not open ``game`` (read from ``source``): its game has no window part yet."""
    title = shown(games.game_of(game).title)
    return _t("GameKinds", "{file}: a game of {game}, which this window cannot show yet").format(
        file=source, game=title
    )


def window_games() -> list[WindowGame]:
    """The window parts of the registered games, in the registry's order."""
    return [_WINDOW_GAMES[k.id] for k in games.games() if k.id in _WINDOW_GAMES]


def playable() -> list[games.GameKind]:
    """The registered games the window can show, in the registry's order (New game's list)."""
    return [k for k in games.games() if k.id in _WINDOW_GAMES]


def spoken(game, action, hidden: bool = False, events=()) -> Any:
    """An action of ``game`` in the log's words, as its game says it."""
    return window_game(game).spoken(game, action, hidden=hidden, events=events)


def said_by(game, side: str, words: str) -> str:
    """A side's name (``side``, in words) before its action's ``words``, as ``game`` puts them."""
    return window_game(game).said_by(side, words)


def stage(game) -> str:
    """Where ``game`` stands, in words (Gettysburg: its period)."""
    return window_game(game).stage(game)
