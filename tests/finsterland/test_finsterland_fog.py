"""Hidden movement and the fog of war (FL-MOVE-8, D13), New game's setting
"fog-of-war": a side is shown only the enemy units one of its models sees,
those it saw where it last saw them; a unit's move that no enemy model saw
before it nor after it is hidden from the other side (its log, its record's
public form, its information key); an enemy coming into sight ends undo; a
computer's sampled world puts the units out of sight where they were last
seen. Played through the gateway on a table cut in two by a wood."""

from __future__ import annotations

import random

from fl_battles import scenario, write_orders

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Feature, Objective, Table
from gettysburg_desktop.games.finsterland.benchmark import random_action
from gettysburg_desktop.games.finsterland.computer.kit import KIT
from gettysburg_desktop.games.finsterland.game.fog import may_target
from gettysburg_desktop.games.finsterland.game.game import FinsterlandGame
from gettysburg_desktop.games.finsterland.game.scenario import Deployed
from gettysburg_desktop.games.finsterland.game.sides import Side
from gettysburg_desktop.games.finsterland.rules.formation import Order
from gettysburg_desktop.games.finsterland.ui.window_game import spoken
from gettysburg_desktop.kernel.dice import SeededDice

#: a wood across the table's west, 8" deep: nobody sees through it (D9); open ground east of x = 34
WOOD = Feature("wood", "wood", ((0, 20), (34, 20), (34, 28), (0, 28)), name="Bannwald")
TABLE = Table(48, 48, (WOOD,), sector=8, objectives=(Objective("middle", (24, 24)),), id="fog", name="Fog")
UNITS = (
    Deployed("S1", "south", "light infantry", "1st Light", 12, Order.BLOCK, 6, Pose(12, 8, 90)),
    Deployed("S2", "south", "light cavalry", "2nd Horse", 12, Order.BLOCK, 6, Pose(42, 8, 90)),
    # a scout behind the wood: eight inches east, past the wood's end, in S2's sight (single models are free, D12)
    Deployed("N1", "north", "scout", "Späher Nied", 1, poses=(Pose(24, 40, 0),)),
    Deployed("N2", "north", "heavy infantry", "2nd Heavy", 12, Order.BLOCK, 6, Pose(8, 40, 270)),
)


def fog_game(seed: int = 1, variants: tuple[str, ...] = ("fog-of-war",)) -> FinsterlandGame:
    g = FinsterlandGame(scenario(units=UNITS, table=TABLE), SeededDice(seed), variants=list(variants))
    write_orders(g, "A D3")
    return g


def to_movement(g: FinsterlandGame, rnd: int) -> None:
    """Every other decision ended (no plan, no fire, no charge) until round ``rnd``'s movement step."""
    while not (g.state.round == rnd and g.prompt().step == "movement"):
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.verb.startswith("end-")), acts[0]))


def test_a_side_is_shown_only_the_enemy_units_it_sees():
    """FL-MOVE-8, D13: behind the wood every unit is out of the other side's sight; without the fog
    of war every unit is shown."""
    g = fog_game()
    assert g.state.fog.seen == {Side.SOUTH: frozenset(), Side.NORTH: frozenset()}
    assert set(g.view(Side.SOUTH)["units"]) == {"S1", "S2"}
    assert set(g.view(Side.NORTH)["units"]) == {"N1", "N2"}
    assert set(g.view(None)["units"]) == set()  # a spectator: what each side's enemy sees
    assert set(g.view(Side.SOUTH, reveal=True)["units"]) == {"S1", "S2", "N1", "N2"}
    open_table = fog_game(variants=())
    assert set(open_table.view(Side.SOUTH)["units"]) == {"S1", "S2", "N1", "N2"}


def test_a_move_nobody_sees_is_hidden_from_the_other_side():
    """The other side reads "move ?" and nothing of what it caused; the mover reads all of it."""
    g = fog_game()
    to_movement(g, 1)
    g.apply("pick S1")
    g.apply("move S1 a6.00")
    entry = g.log[-1]
    assert entry.lines(Side.NORTH) == [f"{entry.ply}. South: move ?"]
    assert entry.lines(Side.SOUTH)[0] == f"{entry.ply}. South: move S1 a6.00"
    assert any(e.kind == "hidden-move" for e in entry.events_seen_by(Side.SOUTH))
    assert spoken(g, entry.action, hidden=True, events=entry.events) == "moves a unit out of sight"
    assert g.log[-2].lines(Side.NORTH) == [f"{entry.ply - 1}. South: pick ?"]
    assert g.can_undo()  # nothing came into sight: the move may be taken back


def test_two_hidden_moves_look_alike_to_the_other_side():
    """The information key (kernel/gateway.py): North can't tell S1's three inches from its six."""
    games = []
    for legs in ("a3.00", "a6.00"):
        g = fog_game()
        to_movement(g, 1)
        g.apply(f"move S1 {legs}")
        games.append(g)
    a, b = games
    assert a.information_key(Side.NORTH) == b.information_key(Side.NORTH)
    assert a.information_key(Side.SOUTH) != b.information_key(Side.SOUTH)


def test_coming_into_sight_is_told_ends_undo_and_leaves_a_last_seen_place():
    """N1 steps past the wood's end: both sides see each other's unit, the log says so, the move
    can't be taken back (North saw something new); once N1 is back behind the wood, South is shown it
    greyed where it last saw it."""
    g = fog_game()
    to_movement(g, 2)
    assert g.state.active is Side.NORTH
    g.apply("move N1 m8.00,0.00")
    fog = g.state.fog
    assert fog.seen[Side.NORTH] == {"S2"} and fog.seen[Side.SOUTH] == {"N1"}
    kinds = {e.kind: str(e) for e in g.log[-1].events}
    assert kinds["sighted"] in ("North sees 2nd Horse (S2) (FL-MOVE-8)", "South sees Späher Nied (N1) (FL-MOVE-8)")
    assert not g.can_undo() and "came into sight" in g.undo_reason()
    assert g.log[-1].lines(Side.SOUTH)[0].endswith("North: move N1 m8.00,0.00")  # seen: no secret
    south = g.view(Side.SOUTH)["units"]
    assert "N1" in south and "seen" not in south["N1"]
    seen_at = march_back(g)
    entry = g.log[-1]  # South saw it go, not where
    assert entry.lines(Side.SOUTH)[0] == f"{entry.ply}. North: move N1 ?"
    assert spoken(g, entry.action, hidden=True, events=entry.events) == "Späher Nied (N1) moves out of sight"
    ghost = g.view(Side.SOUTH)["units"]["N1"]
    assert ghost["seen"] is False and ghost["round"] == 4 and ghost["body"] == seen_at
    assert any(e.kind == "out-of-sight" for e in g.log[-1].events)


def march_back(g: FinsterlandGame):
    """N1, in sight since round 2, goes back behind the wood in round 4; returns where South last saw it."""
    seen_at = g.state.units["N1"].body
    to_movement(g, 4)
    g.apply("move N1 m-8.00,0.00")
    assert "N1" not in g.state.fog.seen[Side.SOUTH]
    return seen_at


def test_the_computer_knows_an_unseen_unit_only_where_it_was_last_seen():
    """The ruleset's resample: N1 out of South's sight stands, in South's sampled world, where South
    last saw it; a unit South never saw where the battle file set it up."""
    g = fog_game()
    to_movement(g, 2)
    g.apply("move N1 m8.00,0.00")
    seen_at = march_back(g)
    world = g.sample_world(Side.SOUTH, random.Random(3))
    assert world.state.units["N1"].body == seen_at != g.state.units["N1"].body
    assert world.state.units["N2"].body == g.state.units["N2"].body  # never seen, where the battle file set it


def test_only_a_unit_in_sight_may_be_fired_at_or_charged():
    """FL-MOVE-8, D13: a target is a unit its side sees; in Beschuss also one it saw this round."""
    g = fog_game()
    assert not may_target(g, Side.SOUTH, "N1")
    assert may_target(fog_game(variants=()), Side.SOUTH, "N1")


def test_random_games_with_the_fog_of_war_keep_the_invariants():
    for seed in (5, 6):
        g = FinsterlandGame(scenario(units=UNITS, table=TABLE, rounds=4), SeededDice(seed), undo=False,
                            events=False, variants=["fog-of-war"])  # fmt: skip
        rng = random.Random(seed)
        while not g.over:
            a = random_action(g, rng)
            g.apply(a, trusted=True)
            assert not KIT.violations(g), f"seed {seed}, after {a}"


def test_a_reserve_arriving_out_of_sight_arrives_unseen():
    """FL-MOVE-10 under the fog: South's reserve comes on in A1, behind the wood; North reads only
    that a reserve arrived out of sight, not which nor where."""
    reserve = Deployed("S3", "south", "light infantry", "Reserve", 12, Order.BLOCK, 6, reserve=(3, "A1"))
    g = FinsterlandGame(scenario(units=(*UNITS, reserve), table=TABLE), SeededDice(1), variants=["fog-of-war"])
    write_orders(g, "A D3")
    to_movement(g, 3)
    (arrival,) = [e for entry in g.log for e in entry.events if e.kind == "arrive"]
    assert "S3" not in g.state.fog.seen[Side.NORTH]
    assert str(arrival.seen_by(Side.NORTH)) == "South: a reserve arrives out of sight (FL-MOVE-10)"
    assert str(arrival.seen_by(Side.SOUTH)) == "Reserve arrives from the reserve in A1 (FL-MOVE-10)"
    assert dict(arrival.seen_by(Side.NORTH).data) == {}


def test_the_set_ups_once_in_sight_are_not_taken_back():
    """FL-SETUP-3: the side that ends the deployment last sees the other's set-up at the orders (with
    or without the fog of war): its last action can't be undone."""
    import dataclasses

    for variants in ((), ("fog-of-war",)):
        g = FinsterlandGame(dataclasses.replace(scenario(), deploy=True), SeededDice(1), variants=list(variants))
        g.apply("end-deployment")
        assert g.can_undo(handover=True)  # the first side's set-up: nothing of the other's seen yet
        g.apply("end-deployment")
        assert not g.can_undo() and not g.can_undo(handover=True)
        assert "set-ups are in sight" in g.undo_reason()


def test_against_the_computer_a_decision_that_showed_the_set_ups_is_not_taken_back():
    """Found playing against the computer: its take-back (scenario/take_back.py, a replay of the
    record) took back the end of the deployment after the player had seen the computer's set-up."""
    import dataclasses

    import pytest

    from gettysburg_desktop.scenario.take_back import NoTakeBack, take_back_point

    g = FinsterlandGame(dataclasses.replace(scenario(), deploy=True), SeededDice(1), variants=["fog-of-war"])
    first = g.deciding_side()
    g.apply("end-deployment")
    second = g.deciding_side()
    g.apply("end-deployment")
    assert g.log[-1].revealed and not g.log[-2].revealed
    with pytest.raises(NoTakeBack, match="set-ups are in sight"):
        take_back_point(g, {second})
    assert first is not second
