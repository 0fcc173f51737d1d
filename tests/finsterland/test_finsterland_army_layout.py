"""The match-ups New game offers beside the shipped battles (battles.py
``matches``): a table and two armies, each laid out in its zone by
army_layout.py, for the players to set up (FL-SETUP-3). Every shipped army
fits either side of the shipped table: wholly in its zone, no bases on
another's, none in terrain impassable to it."""

from __future__ import annotations

import pytest

from gettysburg_desktop.boards.table.bases import EPS
from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.games.finsterland.army_file import load_army
from gettysburg_desktop.games.finsterland.army_layout import NoRoom, lay_out
from gettysburg_desktop.games.finsterland.battles import load_scenario, matches, shipped_folder, titles
from gettysburg_desktop.games.finsterland.field.bodies import ground
from gettysburg_desktop.games.finsterland.game.game import FinsterlandGame
from gettysburg_desktop.games.finsterland.game.state import deploy
from gettysburg_desktop.games.finsterland.rules.tables import IMPASSABLE, TERRAIN
from gettysburg_desktop.games.finsterland.rules.units import profile
from gettysburg_desktop.kernel.dice import SeededDice

ARMIES = ("legion-grauwasser", "nordmark-garde", "panzerlegion", "nordmark-laeufer")


@pytest.mark.parametrize("army_id", ARMIES)
@pytest.mark.parametrize("side", ["south", "north"])
def test_every_shipped_army_is_laid_out_in_either_zone_of_the_shipped_table(army_id, side):
    table = load_scenario("grauwasser").table
    army = load_army(shipped_folder() / f"{army_id}.yaml")
    units = lay_out(table, side, army)
    assert [d.id for d in units] == [f"{side[0].upper()}{i + 1}" for i in range(len(army.units))]
    shapes = [ground(deploy(d).body) for d in units]
    y0, y1 = (0, 8) if side == "south" else (40, 48)
    for d, shape in zip(units, shapes, strict=True):
        x_min, y_min, x_max, y_max = shape.bounds
        assert y_min >= y0 - EPS and y_max <= y1 + EPS and x_min >= 0 and x_max <= 72, d
        column = profile(d.kind).column
        assert not any(
            TERRAIN.get(f.kind, {}).get(column, 0) is IMPASSABLE and f.area.intersection(shape).area > EPS
            for f in table.features
        ), d
    assert not any(a.intersection(b).area > EPS for i, a in enumerate(shapes) for b in shapes[i + 1 :])


def test_an_army_that_does_not_fit_is_told_by_name():
    army = load_army(shipped_folder() / "legion-grauwasser.yaml")
    with pytest.raises(NoRoom, match="finds no room in the south's deployment zone"):
        lay_out(Table(24, 24, sector=8), "south", army)


def test_new_game_offers_the_other_pairings_of_the_shipped_armies_and_they_play():
    """Two battles ship (Legion v Garde, Panzerlegion v Garde mit Läufern); the other two pairings are offered
    as match-ups whose sides set up their own armies (deploy: true)."""
    assert set(matches()) == {
        "grauwasser+legion-grauwasser+nordmark-laeufer",
        "grauwasser+panzerlegion+nordmark-garde",
    }
    offered = titles()
    assert str(offered["grauwasser+panzerlegion+nordmark-garde"]) == (
        "Die Furten am Grauwasser: Panzerlegion vom Grauwasser against Garde der Nordmark (the players set up)"
    )
    battle = load_scenario("grauwasser+panzerlegion+nordmark-garde")
    assert battle.deploy and battle.rounds == 12
    g = FinsterlandGame(battle, SeededDice(5))
    assert g.prompt().step == "deployment"  # each side sets up its own army, hidden (FL-SETUP-3)
    assert {u.name for u in g.state.side_units(g.deciding_side())}
