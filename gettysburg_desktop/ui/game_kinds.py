"""The window's part of each game, registered: Gettysburg below, Norden &
Süden through games/nordensueden/ui/window_game.py. What a game's window part is
and the registry's functions are in window_game_kind.py and re-exported
here; the window imports the registry from this module, so that every game
is registered (docs/window-games.md)."""

from __future__ import annotations

from .translate import shown
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
]


# ---------------------------------------------------------------------- Gettysburg
def _gettysburg_scene(game, parent):
    from gettysburg_desktop.games.gettysburg.ui.board_scene import BoardScene

    return BoardScene(game.scenario, parent)


def _gettysburg_controller(session, scene, *, reveal=False, replay=None):
    from .controller import Controller

    return Controller(session, scene, reveal=reveal, replay=replay)


def _gettysburg_spoken(game, action, hidden: bool = False, events=()):
    from gettysburg_desktop.games.gettysburg.rules.choices import spoken as words

    return words(game, action, hidden=hidden, events=events)


def _gettysburg_describe(window, pos) -> str:
    return window.describe_area(pos)


def _gettysburg_chart(controller):
    from gettysburg_desktop.games.gettysburg.ui.chart_panel import chart_dock

    return chart_dock(controller)


def _gettysburg_choice(game, action):
    from gettysburg_desktop.games.gettysburg.rules.choices import describe

    return describe(game, action)


register_window(
    WindowGame(
        id="gettysburg",
        scene=_gettysburg_scene,
        controller=_gettysburg_controller,
        panels=PANELS,
        chart_panel=_gettysburg_chart,
        spoken=_gettysburg_spoken,
        places=lambda game: game.places,
        stage=lambda game: shown(game.period_name()),
        describe=_gettysburg_describe,
        concede=True,
        how_to_play=lambda welcome: welcome.gettysburg_page(),  # ui/welcome.py
        title=lambda session: session.game.scenario.name,
        choice=_gettysburg_choice,
    )
)


# ---------------------------------------------------------------------- Norden & Süden
def _register_norden_sueden() -> None:
    from gettysburg_desktop.games.nordensueden.ui.window_game import register

    register()


_register_norden_sueden()
