"""Small Finsterland battles for the tests: a 48" x 48" table (the test
situations' conventions: South deploys at y = 0, rows A-F from there) with
a wood, a hill and three objectives, and three units a side."""

from __future__ import annotations

import random

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Feature, Objective, Table
from gettysburg_desktop.games.finsterland.game.game import FinsterlandGame
from gettysburg_desktop.games.finsterland.game.scenario import Deployed, Scenario
from gettysburg_desktop.games.finsterland.rules.formation import Order
from gettysburg_desktop.kernel.dice import SeededDice

TABLE = Table(
    48,
    48,
    (
        Feature("wood", "wood", ((30, 20), (40, 20), (40, 28), (30, 28))),
        Feature("hill", "hill", ((5, 18), (18, 18), (18, 30), (5, 30))),
    ),
    sector=8,
    objectives=(Objective("middle", (24, 24)), Objective("north-west", (10, 36)), Objective("south-east", (38, 12))),
    id="test-table",
    name="Test table",
)

UNITS = (
    Deployed("S1", "south", "light infantry", "1st Light", 24, Order.BLOCK, 6, Pose(12, 7, 90)),
    Deployed("S2", "south", "heavy infantry", "2nd Heavy", 24, Order.BLOCK, 6, Pose(24, 7, 90)),
    Deployed("S3", "south", "light cavalry", "3rd Horse", 12, Order.BLOCK, 6, Pose(36, 7, 90)),
    Deployed("N1", "north", "light infantry", "1st Light", 24, Order.BLOCK, 6, Pose(12, 41, 270)),
    Deployed("N2", "north", "heavy infantry", "2nd Heavy", 24, Order.LINE, 12, Pose(26, 41, 270)),
    Deployed("N3", "north", "storm troops", "3rd Storm", 12, Order.BLOCK, 6, Pose(38, 41, 270)),
)


def scenario(rounds: int = 12, units: tuple[Deployed, ...] = UNITS, table: Table = TABLE) -> Scenario:
    return Scenario("test", "Test battle", table, rounds, units, first="south")


def new_game(rounds: int = 12, seed: int = 1, **kw) -> FinsterlandGame:
    return FinsterlandGame(scenario(rounds, **kw), SeededDice(seed))


def write_orders(g: FinsterlandGame, order: str = "A D3") -> None:
    """Every unit of both sides gets the same order."""
    task, sector = order.split()
    while g.prompt().step == "orders":
        uid = g.legal_actions()[0].args[0]
        g.apply(f"order {uid} {task} {sector}")


def play_randomly(g: FinsterlandGame, rng: random.Random, moving: float = 0.9) -> None:
    """Random legal actions to the end; a unit's own actions before "end-movement" most of the time."""
    while not g.over:
        acts = g.legal_actions()
        a = rng.choice(acts)
        if a.verb in ("end-movement", "end-fire") and len(acts) > 1 and rng.random() < moving:
            a = rng.choice([b for b in acts if b.verb not in ("end-movement", "end-fire")])
        g.apply(a)
