"""What Gettysburg brings to the program's registries (games/__init__.py):
the game (``game_kind()``: its rules, scenarios, sides, rules reference, for
kernel/game_kind.py), the window's part (``window_part()``, for
ui/game_kinds.py), the map editor's (``editor_part()``, for
editor/game_editors.py) and the computer's kit (``KIT``, for ai/kit.py). The
registries ask; the game names none of them. Each part is imported when its
registry first asks, so that the command line never loads Qt and the window
never loads the computer's kit before it plays."""

from __future__ import annotations

from gettysburg_desktop.kernel.game_kind import GameKind, ScenarioOffer
from gettysburg_desktop.kernel.said import said

#: the game's id: its ruleset's name, written in records and saved games
GAME_ID = "gettysburg"
#: the module holding its computer kit as ``KIT`` (ai/kit.py imports it when the computer first plays)
KIT = "gettysburg_desktop.games.gettysburg.computer.kit"
#: the module of its figures in the project's benchmark (benchmark.py): playouts, its maps
BENCHMARK = "gettysburg_desktop.games.gettysburg.benchmark"
#: the module that checks its own files for validate and topology (scenario/commands.py)
FILES = "gettysburg_desktop.games.gettysburg.files"
#: the module that plays it at the terminal (cli.py's play and playout): the board as text, the menu, playouts
TERMINAL = "gettysburg_desktop.games.gettysburg.terminal"


def _scenarios() -> list[ScenarioOffer]:
    from .scenario.catalog import builtin_ids

    titles = {  # New game's list, translated by the window
        "gettysburg-1863": said("Gettysburg, 1-3 July 1863 (the battle)"),
        "crossroads": said("Crossroads (a small test battlefield)"),
    }
    return [ScenarioOffer(i, titles.get(i, i)) for i in builtin_ids()]


def _scenario(scenario_id: str):
    from .scenario.catalog import load_scenario_by_id

    return load_scenario_by_id(scenario_id)


def _scenario_edition(scenario_id: str, edition: int):
    from .scenario.catalog import load_scenario_edition

    return load_scenario_edition(scenario_id, edition)


def _position(scenario, position: dict):
    from .rules.position import state_from_position

    return state_from_position(scenario, position)


def game_kind() -> GameKind:
    from .rules.game import Game
    from .rules.pieces import Side

    return GameKind(
        id=GAME_ID,
        title=said("Gettysburg (Martin Wallace, 1863: the battle)"),
        game_class=Game,
        scenarios=_scenarios,
        load_scenario=_scenario,
        load_scenario_edition=_scenario_edition,
        sides=(Side.CSA, Side.USA),
        computer=True,
        rules_pages=("rules", "rules-interpretations"),
        state_from_position=_position,
        scenario_files=True,
        default_scenario="gettysburg-1863",
    )


def window_part():
    """Its ``WindowGame`` (display/window_part.py)."""
    from .ui.window_game import window_part

    return window_part()


def editor_part():
    """Its parts of the area-map editor (editing/editor_part.py)."""
    from .editor.editor_part import editor_part

    return editor_part()
