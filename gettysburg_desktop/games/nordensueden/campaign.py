"""The scenarios of Norden & Süden on the map of 1861 shipped in
resources/maps/norden-sueden-1861.yaml (docs/map-1861.md): the campaign of
1861-1865 and the short game (NS-SHORT), both with the rules' set-up (T2)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from importlib.resources import files

from gettysburg_desktop.kernel.said import said

from .boxes.box_map_file import load_box_map
from .rules.boxmap import BoxMap
from .rules.scenario import Scenario, campaign, for_map

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
    return replace(campaign(map_1861(), id="short-1861", name="1861-1862"), variants=OWN_VARIANTS["short-1861"])


SCENARIOS = {"campaign-1861": campaign_1861, "short-1861": short_1861}

#: the variants a scenario is played with whatever New game ticks (NS-SHORT: the short game)
OWN_VARIANTS: dict[str, tuple[str, ...]] = {"short-1861": ("short",)}

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


def load_scenario_or_map(scenario_id: str) -> Scenario:
    """A scenario by id, or an author's box map (a map file's path: the
    box-map editor's play-test) with its own set-up, or the campaign's
    (NS-SETUP) on it (nordensueden.scenario.for_map). LookupError or
    ValueError name the problem."""
    if scenario_id not in SCENARIOS and scenario_id.endswith((".yaml", ".yml")):
        try:
            box_map = load_box_map(scenario_id)
        except OSError as exc:
            raise LookupError(f"{scenario_id}: the box map can't be read: {exc.strerror or exc}") from None
        return for_map(box_map, id=scenario_id, name=scenario_id)
    return load_scenario(scenario_id)


def game_kind(*, computer: bool = True):
    """Norden & Süden for the games' registry (kernel/game_kind.py,
    docs/window-games.md): its rules, scenarios (and an author's box map by
    its path), variants, sides and rules reference. registration.py hands
    it to the registry when scenario/games.py is first imported."""
    from gettysburg_desktop.kernel import game_kind as games

    from .rules.game import NordenSuedenGame
    from .rules.sides import Side

    class NordenSuedenKind(games.GameKind):
        """A scenario's own variants (the short game's ``short``, NS-SHORT)
        stay when New game adds others (NS-NOVICE, the player aids)."""

        def new_game(self, scenario, dice, variants=None, **options):
            if variants is not None:
                variants = tuple(sorted({*variants, *getattr(scenario, "variants", ())}))
            return self.game_class(scenario, dice, variants=variants, **options)

    return NordenSuedenKind(
        id=NordenSuedenGame.ruleset.name,
        title=said("Norden & Süden (Frank Chadwick: the whole war, 1861-1865)"),
        game_class=NordenSuedenGame,
        scenarios=lambda: [games.ScenarioOffer(i, t, OWN_VARIANTS.get(i, ())) for i, t in TITLES.items()],
        load_scenario=load_scenario_or_map,
        sides=(Side.USA, Side.CSA),
        computer=computer,
        rules_pages=("norden-sueden",),  # the rulings are in the rules (a page for players)
        default_scenario="campaign-1861",
    )
