"""Helpers for the tests of Suggest (tests/ai/test_suggestion.py,
tests/ui/test_suggest_in_every_game.py): a Gettysburg position where an
order comes from a block in an empty area, and a player whose plan is given."""

from __future__ import annotations

from gettysburg_desktop.ai.player import Player
from gettysburg_desktop.games.gettysburg.rules.dice import ScriptedDice
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.rules.position import state_from_position
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id

#: Heth's two brigades on Herr Ridge, the Confederate block beside them in Forney Fields, nobody there
ORDER_FROM_AN_EMPTY_AREA = {
    "period": "1 July afternoon",
    "active": "csa",
    "units": {"herr-ridge": ["csa-heth-1", "csa-heth-2"], "seminary-ridge-lutheran-seminary": ["usa-i-1"]},
    "blocks": {
        "forney-fields": {"side": "csa", "value": 3, "discs": 0},
        "mcpherson-ridge-herbst-woods": {"side": "usa", "value": 2, "discs": 0},
    },
}


def gettysburg_position(position: dict) -> Game:
    sc = load_scenario_by_id("gettysburg-1863")
    return Game(sc, ScriptedDice([]), state=state_from_position(sc, position))


class Planned(Player):
    """A player whose plan is given (the search's plan, without the search)."""

    name = "planned"

    def __init__(self, *plan: str) -> None:
        self.plan = plan

    def choose(self, game, seed, progress=None):
        return self.choose_plan(game, seed, progress)[0]

    def choose_plan(self, game, seed, progress=None):
        return tuple(game.parse(text) for text in self.plan)
