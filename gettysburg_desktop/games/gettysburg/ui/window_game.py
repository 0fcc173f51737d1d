"""Gettysburg in the play window (docs/window-games.md): its board scene,
its controller (the shell's click controller, matching clicks to the
choices of rules/choices.py), the docks it fills, how its actions and its
stage of play read: ``window_part()``, which the window's registry asks
for through registration.py."""

from __future__ import annotations

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.window_part import PANELS, WindowGame


def _scene(game, parent):
    from .board_scene import BoardScene

    return BoardScene(game.scenario, parent)


def _controller(session, scene, *, reveal=False, replay=None):
    from gettysburg_desktop.ui.controller import Controller

    return Controller(session, scene, reveal=reveal, replay=replay)


def _spoken(game, action, hidden: bool = False, events=()):
    from ..rules.choices import spoken as words

    return words(game, action, hidden=hidden, events=events)


def _describe(window, pos) -> str:
    return window.describe_area(pos)


def _chart(controller):
    from .chart_panel import chart_dock

    return chart_dock(controller)


def _choice(game, action):
    from ..rules.choices import describe

    return describe(game, action)


def window_part() -> WindowGame:
    return WindowGame(
        id="gettysburg",
        scene=_scene,
        controller=_controller,
        panels=PANELS,
        chart_panel=_chart,
        spoken=_spoken,
        places=lambda game: game.places,
        stage=lambda game: shown(game.period_name()),
        describe=_describe,
        concede="csa",  # the Confederate player may concede (R-WIN-3)
        how_to_play=lambda welcome: welcome.gettysburg_page(),  # ui/welcome.py
        title=lambda session: session.game.scenario.name,
        choice=_choice,
    )
