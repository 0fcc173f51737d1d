"""Finsterland in the play window for the tests: the game's kind (the small
battle of fl_battles.py as its one scenario) and its window part
(games/finsterland/ui/window_game.py) registered for the length of a
``with`` block, as tests/ui/sticks_window.py registers its toy; whatever
was registered under the id before (the game's own registration) comes
back afterwards."""

from __future__ import annotations

import contextlib
from dataclasses import replace

from fl_battles import scenario

from gettysburg_desktop.games.finsterland.game.game import FinsterlandGame
from gettysburg_desktop.games.finsterland.game.sides import Side
from gettysburg_desktop.games.finsterland.ui.window_game import window_part
from gettysburg_desktop.kernel.said import said
from gettysburg_desktop.scenario import games
from gettysburg_desktop.ui import game_kinds
from gettysburg_desktop.ui.window_game_kind import window_games

GAME_ID = "finsterland"
SCENARIO = "test"
#: T-9 in the open: storm troops 4" short of charge reach of a light infantry block
CHARGE = "charge"
#: the test battle, the players placing their units first (FL-SETUP-3)
DEPLOY = "deploy"
#: a tank with a block of Jäger behind it, an enemy block far ahead (FL-TRANS)
TRANSPORT = "transport"
#: the shipped Der Vorstoß: the Garde's messenger touching its staff (FL-SPEC-2)
VORSTOSS = "vorstoss"
#: pioneers touching a fence in their own half (FL-SPEC-6)
PIONEERS = "pioneers"
BREAKERS = "breakers"
BATTERY = "battery"
GUIDE = "guide"
#: an officer behind a block of Jäger: his order at the set-up (FL-SPEC-4)
OFFICER = "officer"
#: a wood cutting the table in two, a scout behind it (FL-MOVE-8, D13: test_finsterland_fog.py's battle)
FOG = "fog"


def charge_battle():
    from gettysburg_desktop.boards.table.bases import Pose
    from gettysburg_desktop.boards.table.table import Table
    from gettysburg_desktop.games.finsterland.game.scenario import Deployed
    from gettysburg_desktop.games.finsterland.rules.formation import Order

    units = (
        Deployed("S1", "south", "storm troops", "Storm", 12, Order.BLOCK, 6, Pose(23, 15, 90)),
        Deployed("N1", "north", "light infantry", "Light", 24, Order.BLOCK, 6, Pose(23, 25, 270)),
    )
    return scenario(units=units, table=Table(48, 48, sector=8))


def transport_battle():
    from gettysburg_desktop.boards.table.bases import Pose
    from gettysburg_desktop.boards.table.table import Table
    from gettysburg_desktop.games.finsterland.game.scenario import Deployed
    from gettysburg_desktop.games.finsterland.rules.formation import Order

    units = (
        Deployed("S1", "south", "tank", "Panzer", 1, poses=(Pose(23, 10, 90),)),
        Deployed("S2", "south", "light infantry", "Jäger", 12, Order.BLOCK, 6, Pose(23, 8.5, 90)),
        Deployed("N1", "north", "light infantry", "Light", 24, Order.BLOCK, 6, Pose(23, 40, 270)),
    )
    return scenario(units=units, table=Table(48, 48, sector=8))


def pioneers_battle():
    from gettysburg_desktop.boards.table.bases import Pose
    from gettysburg_desktop.boards.table.table import Feature, Table
    from gettysburg_desktop.games.finsterland.game.scenario import Deployed
    from gettysburg_desktop.games.finsterland.rules.formation import Order

    fence = Feature("fence", "fence", line=((10, 12.0), (15, 12.0)), width=0.25, name="Weidezaun")
    units = (
        Deployed("S1", "south", "command staff", "Stab", 6, Order.BLOCK, 6, Pose(40, 3, 90)),
        Deployed("S2", "south", "pioneers", "Pioniere", 12, Order.BLOCK, 6, Pose(12.5, 11.875, 90)),
        Deployed("N1", "north", "light infantry", "Light", 24, Order.BLOCK, 6, Pose(10, 44, 270)),
    )
    return scenario(units=units, table=Table(48, 48, (fence,), sector=8))


def breakers_battle():
    """The pioneers' fence, a block of Jäger touching it with its front (FL-STR-2, D26)."""
    from gettysburg_desktop.boards.table.bases import Pose
    from gettysburg_desktop.games.finsterland.game.scenario import Deployed
    from gettysburg_desktop.games.finsterland.rules.formation import Order

    fenced = pioneers_battle()
    jaeger = Deployed("S2", "south", "light infantry", "Jäger", 12, Order.BLOCK, 6, Pose(12.5, 11.875, 90))
    return replace(fenced, units=(fenced.units[0], jaeger, fenced.units[2]))


def battery_battle():
    """A light battery and its observer against a block (FL-ART-1, FL-BOMB-3)."""
    from gettysburg_desktop.boards.table.bases import Pose
    from gettysburg_desktop.boards.table.table import Table
    from gettysburg_desktop.games.finsterland.game.scenario import Deployed
    from gettysburg_desktop.games.finsterland.rules.formation import Order

    units = (
        Deployed("S1", "south", "heavy infantry", "Heavies", 24, Order.BLOCK, 6, Pose(20, 17, 90)),
        Deployed("N1", "north", "light artillery", "Battery", 2, poses=(Pose(12, 42, 270), Pose(16, 42, 270))),
        Deployed("N2", "north", "artillery observer", "Observer", 1, poses=(Pose(20, 30, 270),)),
    )
    return scenario(units=units, table=Table(48, 48, sector=8))


def guide_battle():
    """A staff and its local guide, a copse and a big wood in the North's half (FL-SPEC-5)."""
    from gettysburg_desktop.boards.table.bases import Pose
    from gettysburg_desktop.boards.table.table import Feature, Table
    from gettysburg_desktop.games.finsterland.game.scenario import Deployed
    from gettysburg_desktop.games.finsterland.rules.formation import Order

    copse = Feature("copse", "wood", ((20, 26), (26, 26), (26, 31), (20, 31)), name="Krähenwäldchen")
    big = Feature("big", "wood", ((30, 30), (44, 30), (44, 40), (30, 40)), name="Tannenforst")
    units = (
        Deployed("S1", "south", "command staff", "Stab", 6, Order.BLOCK, 6, Pose(40, 3, 90)),
        Deployed("S2", "south", "local guide", "Ortskundiger Moos", 1, poses=(Pose(44, 2.5, 90),)),
        Deployed("N1", "north", "light infantry", "Light", 24, Order.BLOCK, 6, Pose(10, 44, 270)),
    )
    return scenario(units=units, table=Table(48, 48, (copse, big), sector=8))


def officer_battle():
    from gettysburg_desktop.boards.table.bases import Pose
    from gettysburg_desktop.boards.table.table import Table
    from gettysburg_desktop.games.finsterland.game.scenario import Deployed
    from gettysburg_desktop.games.finsterland.rules.formation import Order

    units = (
        Deployed("S1", "south", "light infantry", "Jäger", 12, Order.BLOCK, 6, Pose(23, 7, 90)),
        Deployed("S2", "south", "officer", "Hauptmann Brandt", 1, poses=(Pose(30, 3, 90),)),
        Deployed("N1", "north", "light infantry", "Light", 24, Order.BLOCK, 6, Pose(23, 44, 270)),
    )
    return scenario(units=units, table=Table(48, 48, sector=8))


def load(scenario_id: str):
    if scenario_id == CHARGE:
        return charge_battle()
    if scenario_id == TRANSPORT:
        return transport_battle()
    if scenario_id == OFFICER:
        return officer_battle()
    if scenario_id == PIONEERS:
        return pioneers_battle()
    if scenario_id == BREAKERS:
        return breakers_battle()
    if scenario_id == BATTERY:
        return battery_battle()
    if scenario_id == GUIDE:
        return guide_battle()
    if scenario_id == FOG:
        from test_finsterland_fog import TABLE, UNITS

        return scenario(units=UNITS, table=TABLE)
    if scenario_id == VORSTOSS:
        from gettysburg_desktop.games.finsterland.battles import load_scenario

        return load_scenario(VORSTOSS)
    if scenario_id == DEPLOY:
        import dataclasses

        return dataclasses.replace(scenario(), deploy=True)
    if scenario_id != SCENARIO:
        raise LookupError(f"unknown scenario {scenario_id!r}; known: {SCENARIO}, {CHARGE}")
    return scenario()


@contextlib.contextmanager
def registered():
    """Finsterland (its test battle) in the program's games while the block runs."""
    before = next((k for k in games.games() if k.id == GAME_ID), None)
    window_before = next((p for p in window_games() if p.id == GAME_ID), None)
    games.register(
        games.GameKind(
            id=GAME_ID,
            title=said("Finsterland (a test battle)"),
            game_class=FinsterlandGame,
            scenarios=lambda: [
                games.ScenarioOffer(SCENARIO, said("Test battle")),
                games.ScenarioOffer(CHARGE, said("A charge")),
                games.ScenarioOffer(DEPLOY, said("Deployed by the players")),
                games.ScenarioOffer(TRANSPORT, said("A ride in a tank")),
                games.ScenarioOffer(VORSTOSS, said("Der Vorstoß")),
                games.ScenarioOffer(PIONEERS, said("Pioneers at a fence")),
                games.ScenarioOffer(BREAKERS, said("Jäger at a fence")),
                games.ScenarioOffer(BATTERY, said("A battery and its observer")),
                games.ScenarioOffer(GUIDE, said("A local guide")),
                games.ScenarioOffer(OFFICER, said("An officer's order")),
                games.ScenarioOffer(FOG, said("Behind the Bannwald")),
            ],
            load_scenario=load,
            sides=(Side.SOUTH, Side.NORTH),
        )
    )
    game_kinds.register_window(window_part())
    try:
        yield
    finally:
        game_kinds.unregister_window(GAME_ID)
        games.unregister(GAME_ID)
        if before is not None:
            games.register(before)
        if window_before is not None:
            game_kinds.register_window(window_before)
