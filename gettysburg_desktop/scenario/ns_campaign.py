"""The scenarios of Norden & Süden on the map of 1861 shipped in
resources/maps/norden-sueden-1861.yaml (docs/map-1861.md): the campaign of
1861-1865 and the short game (NS-SHORT), both with the rules' set-up (T2)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from importlib.resources import files

from ..kernel.said import said
from ..nordensueden.boxmap import BoxMap
from ..nordensueden.scenario import Scenario, campaign
from .box_map_file import load_box_map

MAP_FILE = "norden-sueden-1861.yaml"


@cache
def map_1861() -> BoxMap:
    """The shipped map (loaded once; a BoxMap is immutable)."""
    return load_box_map(str(files("gettysburg_desktop.resources").joinpath("maps", MAP_FILE)))


def campaign_1861() -> Scenario:
    """The whole war, July 1861 to June 1865 (NS-LEN-1)."""
    return campaign(map_1861(), id="campaign-1861", name="1861-1865")


def short_1861() -> Scenario:
    """The short game, July 1861 to June 1862 (NS-SHORT-1): the variant ``short`` chosen."""
    return replace(campaign(map_1861(), id="short-1861", name="1861-1862"), variants=("short",))


SCENARIOS = {"campaign-1861": campaign_1861, "short-1861": short_1861}

#: what New game lists: scenario id -> title
TITLES = {
    "campaign-1861": said("The whole war, July 1861 to June 1865"),
    "short-1861": said("The short game, July 1861 to June 1862"),
}


def load_scenario(scenario_id: str) -> Scenario:
    """The scenario ``scenario_id`` (a LookupError naming the known ones if none)."""
    make = SCENARIOS.get(scenario_id)
    if make is None:
        raise LookupError(
            f"{scenario_id!r} is not a scenario of Norden & Süden; the scenarios are {', '.join(SCENARIOS)}"
        )
    return make()


def register_game(*, computer: bool = True):
    """Register Norden & Süden in the games' registry (scenario/games.py,
    docs/window-games.md): its rules, scenarios, variants, sides and rules
    reference. Not done on import: the window's part (ui/game_kinds.py)
    registers it when it can show the game."""
    from ..nordensueden.game import NordenSuedenGame
    from ..nordensueden.sides import Side
    from . import games

    return games.register(
        games.GameKind(
            id=NordenSuedenGame.ruleset.name,
            title=said("Norden & Süden (the whole war, 1861-1865)"),
            game_class=NordenSuedenGame,
            scenarios=lambda: [games.ScenarioOffer(i, t) for i, t in TITLES.items()],
            load_scenario=load_scenario,
            sides=(Side.USA, Side.CSA),
            computer=computer,
            rules_pages=("norden-sueden", "norden-sueden-interpretations"),
            default_scenario="campaign-1861",
        )
    )
