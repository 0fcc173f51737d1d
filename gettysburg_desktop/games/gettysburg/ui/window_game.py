"""Gettysburg in the play window (docs/window-games.md): its board scene,
its controller (the shell's click controller, matching clicks to the
choices of rules/choices.py), the docks it fills, how its actions and its
stage of play read: ``window_part()``, which the window's registry asks
for through registration.py."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.window_part import PANELS, WindowGame

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate


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


def _battle(controller):
    from .battle_panel import BattlePanel

    return _t("PanelDocks", "Battle"), BattlePanel(controller)


def _roll_result(game, result) -> str:
    """A roll's result in words: the combat tables' results (T1-T5: "hit",
    "retreat", ...), else the game's name for it."""
    from ..rules.game import RESULT_WORDS

    return shown(RESULT_WORDS[result]) if result in RESULT_WORDS else game.name(result)


def _stated_position(position: dict) -> tuple:
    """A stated position's period, in words, and the side to act (the log's first line)."""
    from ..rules.periods import PERIOD_WORDS, PERIODS, period_index
    from ..rules.pieces import Side

    period = shown(PERIOD_WORDS[period_index(str(position.get("period", PERIODS[0])))])
    return period, Side(str(position.get("active", "csa")).lower())


def _how_to_play(welcome):
    from .how_to_play import how_to_play_page

    return how_to_play_page()


def _choice(game, action):
    from ..rules.choices import describe

    return describe(game, action)


def window_part() -> WindowGame:
    return WindowGame(
        id="gettysburg",
        scene=_scene,
        controller=_controller,
        panels=PANELS,
        battle_panel=_battle,
        roll_result=_roll_result,
        stated_position=_stated_position,
        chart_panel=_chart,
        spoken=_spoken,
        places=lambda game: game.places,
        stage=lambda game: shown(game.period_name()),
        describe=_describe,
        concede="csa",  # the Confederate player may concede (R-WIN-3)
        how_to_play=_how_to_play,  # ui/welcome.py asks
        title=lambda session: session.game.scenario.name,
        choice=_choice,
    )
