"""The games this program plays, registered: Gettysburg below, Norden &
Süden through games/nordensueden/campaign.py. What a game is and the registry's
functions are in game_kind.py and re-exported here; import the registry
from this module, so that every game is registered (docs/window-games.md).
"""

from __future__ import annotations

from gettysburg_desktop.kernel.said import said

from .game_kind import (
    DEFAULT_GAME,
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


# ---------------------------------------------------------------------- Gettysburg
def _gettysburg_scenarios() -> list[ScenarioOffer]:
    from gettysburg_desktop.games.gettysburg.scenario.catalog import builtin_ids

    # (New game shows them in the words it has translated for them, ui/dialogs.py NAMES)
    titles = {
        "gettysburg-1863": "Gettysburg, 1-3 July 1863 (the battle)",
        "crossroads": "Crossroads (a small test battlefield)",
    }
    return [ScenarioOffer(i, titles.get(i, i)) for i in builtin_ids()]


def _gettysburg_scenario(scenario_id: str):
    from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id

    return load_scenario_by_id(scenario_id)


def _gettysburg_position(scenario, position: dict):
    from gettysburg_desktop.games.gettysburg.rules.position import state_from_position

    return state_from_position(scenario, position)


def _register_gettysburg() -> None:
    from gettysburg_desktop.games.gettysburg.rules.game import Game
    from gettysburg_desktop.games.gettysburg.rules.pieces import Side

    register(
        GameKind(
            id="gettysburg",
            title=said("Gettysburg (Martin Wallace, 1863: the battle)"),
            game_class=Game,
            scenarios=_gettysburg_scenarios,
            load_scenario=_gettysburg_scenario,
            sides=(Side.CSA, Side.USA),
            computer=True,
            rules_pages=("rules", "rules-interpretations"),
            state_from_position=_gettysburg_position,
            scenario_files=True,
            default_scenario="gettysburg-1863",
        )
    )


_register_gettysburg()


# ---------------------------------------------------------------------- Norden & Süden
def _register_norden_sueden() -> None:
    """Norden & Süden (games/nordensueden/campaign.py ``register_game``): registered
    on import like Gettysburg, so that the command line, records and replays
    know it without the window."""
    from gettysburg_desktop.games.nordensueden.campaign import register_game

    register_game()


_register_norden_sueden()
