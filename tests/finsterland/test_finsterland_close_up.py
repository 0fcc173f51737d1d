"""FL-RUL-10 [ruling]: a melee whose units touch only at a corner has no
model fighting; in the melee step of each later round the active player's
block or line in it closes up (a wheel about a front corner, then straight
ahead) until its front is flush with the enemy edge it touches, within its
allowance, and the melee is fought. Played through the gateway."""

from __future__ import annotations

import math

import pytest
from fl_battles import new_game

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.finsterland.field.close_up import close_up, locked
from gettysburg_desktop.games.finsterland.game.melee_step import bases_of
from gettysburg_desktop.games.finsterland.game.scenario import Deployed
from gettysburg_desktop.games.finsterland.rules.formation import Order
from gettysburg_desktop.games.finsterland.rules.tables import Column

OPEN = Table(48, 48, sector=8)
LIGHT = Deployed("N1", "north", "light infantry", "Light", 24, Order.BLOCK, 6, Pose(23, 25, 270))  # front x 20-26


def askew(facing: float = 100.0) -> Deployed:
    """A block of 12 facing 10 degrees left of north, its front-right corner on Light's front edge at (24, 25)."""
    left = math.radians(facing + 90)
    front = Pose(24 + math.cos(left) * 3, 25 + math.sin(left) * 3 - 1e-7, facing)
    return Deployed("S1", "south", "light infantry", "Jäger", 12, Order.BLOCK, 6, front)


def through_round_one(g):
    g.apply("order S1 A D3")
    g.apply("order N1 H D3")
    g.apply("end-movement")
    while g.state.round < 2:
        acts = [str(a) for a in g.legal_actions()]
        g.apply(next((a for a in acts if a.startswith("end")), acts[0]))
    return "\n".join(g.log_text(None))


def test_a_block_touching_at_its_corner_wheels_flush_and_its_melee_is_fought():
    g = new_game(units=(askew(), LIGHT), table=OPEN)
    s1, n1 = (bases_of(g.state.units[u]) for u in ("S1", "N1"))
    assert locked(s1, n1)  # in contact, no model fights (FL-MEL-2)
    text = through_round_one(g)
    assert "Jäger closes up to Light: 1.10 of 6.00 in (FL-RUL-10)" in text
    front = g.state.units["S1"].body.front
    assert front.facing == pytest.approx(90) and front.y == pytest.approx(25)  # flush with Light's front
    assert "Jäger on Light: 4 touching = 4 hits" in text and "Light on Jäger: 4 touching = 4 hits" in text


def test_two_fronts_on_one_line_touching_at_a_corner_close_the_door_with_a_step_aside():
    """Found playing: a charge stopped at first contact (D20) with the Jäger's front corner on the
    Schützen's, both fronts on one line; no advance or wheel makes them flush, so the unit closing up
    steps aside along its front toward the enemy's middle, within its allowance **[interpretation]**."""
    beside = Deployed("S1", "south", "light infantry", "Jäger", 12, Order.BLOCK, 6, Pose(17, 25, 90))  # x 14-20
    g = new_game(units=(beside, LIGHT), table=OPEN)
    assert locked(bases_of(g.state.units["S1"]), bases_of(g.state.units["N1"]))
    text = through_round_one(g)
    assert "Jäger closes the door on Light: a step aside of 6.00 in (of 6.00)" in text
    assert "Jäger on Light: 6 touching = 6 hits" in text  # its whole front (x 20-26) on Light's


def test_closing_up_keeps_to_the_allowance_and_the_terrain():
    """The same wheel for a unit of B 6 costs 1.10; with B 1 it may not (FL-MOVE-2): no close-up."""
    g = new_game(units=(askew(), LIGHT), table=OPEN)
    s1, n1 = g.state.units["S1"], bases_of(g.state.units["N1"])
    assert close_up(OPEN, s1.body, n1, 6, Column.INFANTRY) is not None
    assert close_up(OPEN, s1.body, n1, 1, Column.INFANTRY) is None


def test_the_step_aside_is_judged_as_any_move_and_a_swamp_behind_it_forbids_it():
    """The step aside sweeps the ground between (FL-MOVE-2): 6 in through a swamp (-3) costs 6 of 3."""
    beside = Deployed("S1", "south", "light infantry", "Jäger", 12, Order.BLOCK, 6, Pose(17, 25, 90))
    swamp = Table(48, 48, sector=8, features=(Feature("bog", "swamp", ((20, 22), (26, 22), (26, 24.5), (20, 24.5))),))
    g = new_game(units=(beside, LIGHT), table=swamp)
    s1, n1 = g.state.units["S1"], bases_of(g.state.units["N1"])
    assert close_up(OPEN, s1.body, n1, 6, Column.INFANTRY) is not None
    assert close_up(swamp, s1.body, n1, 6, Column.INFANTRY) is None
