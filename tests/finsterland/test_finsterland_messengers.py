"""Messengers (FL-SPEC-2, FL-CMD-6, D27) through the gateway, on the shipped
Der Vorstoß, whose Garde has a messenger, Bote Fink (N14), touching its
command staff: he sets off with a new order written for one unit, secret
from the other side; touching that unit in his movement step he delivers
it, and is back at the staff, to set off again from the next round."""

from __future__ import annotations

import random

import pytest

from gettysburg_desktop.games.finsterland.battles import load_scenario
from gettysburg_desktop.games.finsterland.game.game import FinsterlandGame
from gettysburg_desktop.games.finsterland.game.losses import destroy
from gettysburg_desktop.games.finsterland.game.sides import Side
from gettysburg_desktop.kernel.dice import SeededDice
from gettysburg_desktop.kernel.gateway import IllegalAction


def to_north_movement():
    """Der Vorstoß to round 1's movement (North goes first), every order A C5."""
    g = FinsterlandGame(load_scenario("vorstoss"), SeededDice(3))
    while not (g.state.round == 1 and g.prompt().step == "movement"):
        acts = g.legal_actions()
        a = next((a for a in acts if a.verb.startswith("end-")), acts[0])
        g.apply(f"order {a.args[0]} A C5" if a.verb == "order" else a)
    assert g.deciding_side() is Side.NORTH and g.state.units["N14"].kind == "messenger"
    return g


def test_a_messenger_sets_off_with_a_secret_order_and_delivers_it_to_the_unit_he_touches():
    g = to_north_movement()
    events = g.apply("dispatch N14 N1 H F5")  # a new order for the staff he touches
    (event,) = [e for e in events if e.kind == "dispatch"]
    assert event.public_text == "Bote Fink sets off with an order" and "H F5" in event.text
    assert str(g.ruleset.public(g.history[-1])) == "dispatch N14 ? ? ?"
    assert g.ruleset.view(g, Side.NORTH)["dispatches"] == {"N14": "N1"}
    assert g.ruleset.view(g, Side.SOUTH)["dispatches"] == {}
    world = g.ruleset.resample(g, Side.SOUTH, 1, random.Random(1))
    assert "N14" not in world.state.dispatches  # what he carries is North's secret
    assert "deliver N14" in map(str, g.legal_actions())  # he touches the staff already
    g.apply("deliver N14")
    assert str(g.state.orders["N1"]) == "H F5" and "N14" not in g.state.dispatches
    south = "\n".join(g.log_text(Side.SOUTH))
    assert "Bote Fink delivers an order to Stab der Garde" in south and "H F5" not in south
    with pytest.raises(IllegalAction, match="came back this round: it sets off again from the next"):
        g.apply("dispatch N14 N4 H F8")


def test_a_messenger_sets_off_only_from_the_staff_with_a_task_the_unit_may_have():
    g = to_north_movement()
    with pytest.raises(IllegalAction, match=r"Feldbatterie may not have the task S \(FL-ORD-4\)"):
        g.apply("dispatch N14 N10 S F8")
    g.apply("move N14 m0.00,-3.00")  # he steps away from the staff: his move is made
    g.apply("pick N4")  # another unit's turn: he has moved
    with pytest.raises(IllegalAction, match="sets off in its movement step, before it moves"):
        g.apply("dispatch N14 N4 H F8")


def test_without_the_command_staff_no_messenger_sets_off():
    g = to_north_movement()
    destroy(g, g.state.units["N1"], "FL-MOR-3")
    with pytest.raises(IllegalAction, match=r"the command staff is gone: no messenger sets off \(FL-CMD-6\)"):
        g.apply("dispatch N14 N4 H F8")


def test_every_command_staff_brings_its_own_messenger_touching_it():
    """FL-CMD-1, FL-CMD-3: "six models and one messenger": on Grauwasser, whose armies bought none, each
    staff's Stabsbote stands touching it when the battle begins, and sets off like any messenger."""
    from gettysburg_desktop.games.finsterland.field.bodies import touching

    g = FinsterlandGame(load_scenario("grauwasser"), SeededDice(1))
    for staff_id in ("S1", "N1"):
        messenger = g.state.units[f"{staff_id}M"]
        assert messenger.kind == "messenger" and messenger.name == "Stabsbote"
        assert touching(messenger.body, g.state.units[staff_id].body)
