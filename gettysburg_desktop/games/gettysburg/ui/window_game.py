"""Gettysburg in the play window (docs/window-games.md): its board scene,
its click rules (rules/choices.py, which the window's one controller asks
what a click means) and what glows on its board (marks.py, with the
artillery reach), the docks it fills, how its actions and its stage of
play read: ``window_part()``, which the window's registry asks for through
registration.py."""

from __future__ import annotations

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.window_part import PANELS, WindowGame

from ..rules import choices as clicks


def _scene(game, parent):
    from .board_scene import BoardScene

    return BoardScene(game.scenario, parent)


def _marks(controller):
    from .marks import marks

    return marks(controller)


def _reach(controller, place, side=None):
    from .marks import reach

    reach(controller, place, side)


def _reach_words(controller, name: str) -> str:
    from .marks import reach_words

    return reach_words(controller, name)


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
        clicks=clicks,
        marks=_marks,
        reach=_reach,
        reach_words=_reach_words,
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
