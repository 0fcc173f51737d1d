"""Gettysburg in the play window (docs/window-games.md): its board scene,
its click rules (rules/choices.py, which the window's one controller asks
what a click means) and what glows on its board (marks.py, with the
artillery reach), the docks it fills, how its actions and its stage of
play read: ``window_part()``, which the window's registry asks for through
registration.py."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.window_part import PANELS, WindowGame

from ..rules import choices as clicks
from ..rules.game import RESULT_WORDS
from ..rules.periods import PERIOD_WORDS, PERIODS, period_index
from ..rules.pieces import Side
from . import marks as board_marks  # asked at every click and hover: imported once, here
from .secrets import SECRETS, concede_words
from .status_words import describe as describe_pointed

# The board scene, the docks' panels and the How to play page are imported
# when first built (a program that opens on another game never loads them).

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate


def _scene(game, parent):
    from .board_scene import BoardScene

    return BoardScene(game.scenario, parent)


def _marks(controller):
    return board_marks.marks(controller)


def _reach(controller, place, side=None):
    board_marks.reach(controller, place, side)


def _reach_words(controller, name: str) -> str:
    return board_marks.reach_words(controller, name)


def _spoken(game, action, hidden: bool = False, events=()):
    return clicks.spoken(game, action, hidden=hidden, events=events)


def _describe(window, pos) -> str:
    return describe_pointed(window, pos)


def _chart(controller):
    from .chart_panel import chart_dock

    return chart_dock(controller)


def _battle(controller):
    from .battle_panel import BattlePanel

    return _t("PanelDocks", "Battle"), BattlePanel(controller)


def _roll_result(game, result) -> str:
    """A roll's result in words: the combat tables' results (T1-T5: "hit",
    "retreat", ...), else the game's name for it."""
    return shown(RESULT_WORDS[result]) if result in RESULT_WORDS else game.name(result)


def _stated_position(position: dict) -> tuple:
    """A stated position's period, in words, and the side to act (the log's first line)."""
    period = shown(PERIOD_WORDS[period_index(str(position.get("period", PERIODS[0])))])
    return period, Side(str(position.get("active", "csa")).lower())


def _how_to_play(welcome):
    from .how_to_play import how_to_play_page

    return how_to_play_page()


def _choice(game, action):
    return clicks.describe(game, action)


def window_part() -> WindowGame:
    return WindowGame(
        id="gettysburg",
        scene=_scene,
        clicks=clicks,
        marks=_marks,
        reach=_reach,
        reach_words=_reach_words,
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
        concede_words=concede_words,
        secrets=SECRETS,
        how_to_play=_how_to_play,  # ui/welcome.py asks
        title=lambda session: session.game.scenario.name,
        choice=_choice,
    )
