"""Finsterland played through the kernel's gateway: the hidden orders, the
movement step's one check (a drawn move legal or refused with its rule and
numbers, D12's binding), Beschuss from a mover's trace, records that replay
exactly, undo, and random games to their result (FL-SEQ, FL-ORD, FL-MOVE,
FL-FIRE, FL-MOR, FL-OBJ)."""

from __future__ import annotations

import random

import pytest
from fl_battles import new_game, play_randomly, scenario, write_orders

from gettysburg_desktop.games.finsterland.game.game import FinsterlandGame
from gettysburg_desktop.games.finsterland.game.sides import Side
from gettysburg_desktop.kernel.dice import SeededDice
from gettysburg_desktop.kernel.gateway import IllegalAction


def positions(g: FinsterlandGame) -> dict[str, object]:
    return {uid: (u.body, u.models) for uid, u in g.state.units.items()}


def test_orders_are_written_unit_by_unit_and_hidden_from_the_other_side():
    """FL-SETUP-5, FL-ORD-1: every unit's order, one at a time; the other side reads "order S1 ? ?"."""
    g = new_game()
    assert g.prompt().step == "orders" and g.deciding_side() is Side.SOUTH
    first = g.legal_actions()
    assert {a.args[0] for a in first} == {"S1"} and {a.args[1] for a in first} == {"A", "H"}
    assert len(first) == 2 * 36  # two tasks x the 36 sectors of a 48" table
    g.apply("order S1 H C2")
    assert g.view(Side.SOUTH)["orders"] == {"S1": "H C2"}
    assert g.view(Side.NORTH)["orders"] == {}
    north_log = "\n".join(g.log_text(Side.NORTH))
    assert "H C2" not in north_log and "writes the order of 1st Light" in north_log
    assert "H C2" in "\n".join(g.log_text(Side.SOUTH))


def test_a_drawn_move_is_legal_when_the_check_allows_it_and_refused_with_rule_and_numbers():
    """table.md: the legal list offers a few moves; any other is checked (FL-MOVE-2, FL-MOVE-6)."""
    g = new_game()
    write_orders(g, "A D3")
    assert g.prompt().step == "movement" and g.state.round == 1
    move = g.parse("move S2 w10.00 a3.00")
    assert move not in g.legal_actions() and g.is_legal(move)
    with pytest.raises(IllegalAction, match=r"costs 5\.\d\d of 5\.00.*FL-MOVE-2") as e:
        g.apply("move S2 a5.01")
    assert "S2" in str(e.value)
    g.apply(move)
    assert g.state.units["S2"].record.moved
    assert g.state.units["S2"].body.front.y > 7


def test_an_order_binds_the_move_until_the_sector_is_reached():
    """D12 (strict): each move ends closer to the ordered sector; a move away is refused (FL-ORD-6)."""
    g = new_game()
    write_orders(g, "A A1")  # South's S2 at x 21-27 is ordered to the far left corner
    with pytest.raises(IllegalAction, match="D12"):
        g.apply("move S2 w30.00")  # wheeling left about its front-left corner takes its centre east, away
    g.apply("move S2 w-30.00")


def test_a_unit_crossing_the_enemys_front_is_fired_at_in_beschuss_from_its_trace():
    """FL-FIRE-2, D15: a unit in sight and range at any moment of its move may be fired at, at its least distance."""
    g = new_game()
    write_orders(g, "A D3")
    for mover in ("S2", "N2", "S2", "N2"):  # fronts: South 7 -> 12, North 41 -> 36, 17, 31
        g.apply(f"move {mover} a5.00")
        g.apply("end-movement")
        assert g.prompt().step == "movement"  # nobody in range yet: no Beschuss asked
    assert g.state.round == 5
    g.apply("move S2 a5.00")  # front edge 17 -> 22; North's line front at 31: 9" away, in its 12"
    g.apply("end-movement")
    prompt = g.prompt()
    assert prompt.step == "beschuss" and g.deciding_side() is Side.NORTH
    assert "fire N2 S2" in map(str, g.legal_actions())
    g.apply("fire N2 S2")
    fired = [e for e in g.log[-1].events if e.kind == "fire"]
    assert (
        fired and dict(fired[0].data)["hits"] == 12
    )  # a line's 12 front models, no second rank in Beschuss (FL-FIRE-6)
    assert g.state.units["S2"].models == 24 - 12


def test_a_record_replays_to_the_same_position_and_undo_takes_a_move_back():
    g = new_game(rounds=4, seed=7)
    play_randomly(g, random.Random(7))
    again = FinsterlandGame(scenario(4), SeededDice(7))
    for action in g.history:
        again.apply(str(action))
    assert again.over and again.outcome == g.outcome
    assert positions(again) == positions(g)

    h = new_game()
    write_orders(h, "A D3")
    before = positions(h)
    h.apply("move S1 a2.00")
    assert positions(h) != before
    h.undo()
    assert positions(h) == before


@pytest.mark.parametrize("seed", range(4))
def test_random_games_end_with_a_result_and_keep_the_invariants(seed):
    """FL-SEQ-4, FL-GEN-3: every game ends after its rounds, scored; no two units' bases overlap."""
    from gettysburg_desktop.games.finsterland.field.bodies import ground

    g = new_game(rounds=6, seed=seed)
    rng = random.Random(seed)
    while not g.over:
        acts = g.legal_actions()
        a = rng.choice(acts)
        if a.verb in ("end-movement", "end-fire") and len(acts) > 1 and rng.random() < 0.9:
            a = rng.choice([b for b in acts if b.verb not in ("end-movement", "end-fire")])
        g.apply(a)
        units = list(g.state.units.values())
        for i, u in enumerate(units):
            assert g.table.on_table(ground(u.body)), u.id
            for v in units[i + 1 :]:
                assert ground(u.body).intersection(ground(v.body)).area < 1e-6, (u.id, v.id)
            assert 0 < u.available <= u.models
    assert g.state.round == 6
    assert g.prompt().rule == "FL-GEN-3"


def test_a_charge_through_the_gateway_fights_its_melee_at_the_end_of_step_5_and_morale_follows():
    """FL-CHG-1 to FL-CHG-5, FL-MEL-8, FL-MOR-2: T-9 in the open. Storm troops that moved charge a
    light infantry block 6" ahead: 6 touching + 6 behind = 12 hits, 6 back; then both test morale."""
    from gettysburg_desktop.boards.table.bases import Pose
    from gettysburg_desktop.boards.table.table import Table
    from gettysburg_desktop.games.finsterland.game.scenario import Deployed
    from gettysburg_desktop.games.finsterland.rules.formation import Order

    units = (
        Deployed("S1", "south", "storm troops", "Storm", 12, Order.BLOCK, 6, Pose(23, 15, 90)),
        Deployed("N1", "north", "light infantry", "Light", 24, Order.BLOCK, 6, Pose(23, 25, 270)),
    )
    g = new_game(units=units, table=Table(48, 48, sector=8))
    g.apply("order S1 A B3")
    g.apply("order N1 H D3")
    assert "charge" not in {a.verb for a in g.legal_actions()}
    g.apply("move S1 a4.00")  # front edge 15 -> 19, 6" from N1's front at 25; its only unit: the step ends
    assert g.prompt().step == "beschuss" and "fire N1 S1" in map(str, g.legal_actions())
    g.apply("hold N1")
    assert g.prompt().step == "charges"
    assert "charge S1 N1" in map(str, g.legal_actions())
    events = g.apply("charge S1 N1")  # its only charge: the step ends and the melee is fought
    text = "\n".join(g.log_text(None))
    assert "Storm on Light: 6 touching + 6 behind = 12 hits" in text
    assert "Light on Storm: 6 touching = 6 hits" in text
    assert g.state.units["S1"].models == 6 and g.state.units["S1"].body.front.y == 25.0
    # morale: Light 24 x 1/3 = 8, one complete rank behind the first +1, losses -12 -> -3: it collapses;
    # Storm 12 x 1/2 = 6, charged +4, losses -6 -> 4: it stays (FL-MOR-2, FL-MOR-3)
    assert "N1" not in g.state.units and "N1" in g.state.gone
    assert "charges Light" in text and any(e.kind == "charge" for e in events)


def test_a_sampled_world_never_holds_the_other_sides_orders():
    """FL-ORD-1: a computer player's look-ahead draws the other side's orders anew; its own stay."""
    g = new_game()
    write_orders(g, "A D3")
    truth = dict(g.state.orders)
    worlds = [g.sample_world(Side.NORTH, random.Random(k)) for k in range(6)]
    for w in worlds:
        assert {uid: o for uid, o in w.state.orders.items() if uid.startswith("N")} == {
            uid: o for uid, o in truth.items() if uid.startswith("N")
        }
        assert all(str(a).endswith("? ?") for a in w.history if a.verb == "order" and a.args[0].startswith("S"))
    drawn = {str(w.state.orders[uid]) for w in worlds for uid in truth if uid.startswith("S")}
    assert len(drawn) > 1  # not the truth copied
    assert g.information_key(Side.NORTH) == worlds[0].information_key(Side.NORTH)
