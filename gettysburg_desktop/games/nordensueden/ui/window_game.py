"""Norden & Süden's part of the window (ui/window_game_kind.py): its board scene,
its click rules (rules/clicks.py, which the window's one controller asks what
a click means) and what glows on its board (marks.py), the panels it fills, its actions in the log's words, the
boxes a log line marks, its stage of play (the turn and its months) and the
status bar's words for the box or counter under the pointer."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.window_part import WindowGame

from ..rules import clicks

_t = QCoreApplication.translate


def scene(game, parent):
    from .scene import NsScene

    return NsScene(game, parent)


def marks(controller) -> dict:
    from .marks import marks as glowing

    return glowing(controller)


def spoken(game, action, hidden: bool = False, events=()) -> str:
    """An action as the log says it: the ruleset's words for it ("usa-1 to Manassas Junction"), translated."""
    return shown(game.ruleset.spoken(game, action, hidden))


def choice(game, action):
    """A legal action as the window's choice (the controller's): its label and the counter and boxes it names."""
    return clicks.describe(game, action)


def places(game):
    return [b.id for b in game.map.boxes]


def stage(game) -> str:
    """The turn and its months: "turn 3, September-October 1861"."""
    from ..rules.sequence import last_turn, months_words

    n = min(game.state.turn, last_turn(game))  # after the last turn: the last (NS-LEN-1, NS-SHORT-1)
    return _t("NsWindow", "turn {n}, {months}").format(n=n, months=months_words(n))


def describe(window, pos) -> str:
    """The status bar's words for the counter or box under the pointer."""
    from .words import box_words

    scene = window.scene
    thing = scene.thing_at(pos)
    if thing is None:
        return ""
    kind, what = thing
    if kind == "unit":
        item = scene.counter_of(what)
        return item.toolTip() if item is not None else what
    view = window.controller.view()
    g = window.session.game
    return box_words(g.box_name(what), view["boxes"].get(what, {}), None)


def title(session) -> str:
    """The scenario's name in the window's title: the short game where the
    variant makes it one (NS-SHORT), an author's map by its file's name."""
    from pathlib import Path

    kind, scenario = session.kind, session.setup.scenario
    if scenario not in kind.scenario_ids():
        return _t("NsWindow", "Norden & Süden on {map}").format(map=Path(scenario).name)
    if "short" in session.game.tables.variants:
        scenario = "short-1861"
    return shown(kind.scenario_title(scenario))


def panels() -> tuple[str, ...]:
    """The docks the game fills: the Battle dock with its turn track, battle and pools (panels.py), and the log."""
    return ("BattleDock", "LogDock")


def battle_panel(controller):
    from .panels import battle_dock

    return battle_dock(controller)


def how_to_play(welcome):
    """The game's page in Help > How to play (ui/welcome.py)."""
    from .how_to_play import NsHowToPlay

    return NsHowToPlay(welcome)


def window_part() -> WindowGame:
    """Norden & Süden's ``WindowGame`` (display/window_part.py), for the window's registry."""
    return WindowGame(
        id="norden-sueden",
        scene=scene,
        clicks=clicks,
        marks=marks,
        panels=panels(),
        battle_panel=battle_panel,
        spoken=spoken,
        said_by=lambda side, words: f"{side}: {words}",  # the words are a button's ("Union: No promotion")
        places=places,
        stage=stage,
        describe=describe,
        title=title,
        how_to_play=how_to_play,
        choice=choice,
    )
