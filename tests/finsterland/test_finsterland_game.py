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
    assert {a.args[0] for a in first} == {"S1"} and {a.args[1] for a in first} == {"A", "H", "S"}
    assert len(first) == 3 * 36  # three tasks x the 36 sectors of a 48" table
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


def test_a_machine_gun_lays_its_strip_in_beschuss_after_infantry_and_cavalry():
    """FL-FIRE-8, FL-MG-1, FL-MG-2, FL-HIT-5 (T-6 through the gateway): a light machine gun facing south
    lays its 16" strip over one file of a block that moved into its arc: six models x 2 hits, six removed."""
    from gettysburg_desktop.boards.table.bases import Pose
    from gettysburg_desktop.boards.table.table import Table
    from gettysburg_desktop.games.finsterland.game.scenario import Deployed
    from gettysburg_desktop.games.finsterland.rules.formation import Order

    units = (
        Deployed("S1", "south", "light infantry", "Block", 36, Order.BLOCK, 6, Pose(24, 16, 90)),
        Deployed("N1", "north", "light machine gun", "MG", 1, poses=(Pose(23.5, 33, 270),)),
    )
    g = new_game(units=units, table=Table(48, 48, sector=8))
    g.apply("order S1 A C3")
    g.apply("order N1 H E3")
    g.apply("move S1 a6.00")  # front edge 16 -> 22, x 21-27: the MG's front edge is at y = 32
    assert g.prompt().step == "beschuss" and g.deciding_side() is Side.NORTH
    strips = [a for a in g.legal_actions() if a.verb == "strip"]
    assert strips and all(a.args[:2] == ("N1", "1") for a in strips)
    g.apply("strip N1 1 270.00")  # straight south over the file x 23-24
    text = "\n".join(g.log_text(None))
    assert "6 models under it" in text
    assert g.state.units["S1"].models == 36 - 6
    assert "FL-MG-1" in text


def test_light_artillery_written_in_step_1_lays_its_discs_in_beschuss_and_turns_them_over():
    """FL-ART-1, FL-ART-2, FL-BOMB-3 to FL-BOMB-5, FL-MOR-7 (T-7 through the gateway): North, the opponent
    in round 1, writes C3 for its two light guns, which its observer sees; South moves a block into C3; the
    guns lay their discs there and the stack decides each (drawn through the kernel: undo ends there)."""
    from gettysburg_desktop.boards.table.bases import Pose
    from gettysburg_desktop.boards.table.table import Table
    from gettysburg_desktop.games.finsterland.game.scenario import Deployed
    from gettysburg_desktop.games.finsterland.rules.formation import Order

    units = (
        Deployed("S1", "south", "heavy infantry", "Heavies", 24, Order.BLOCK, 6, Pose(20, 17, 90)),
        Deployed("N1", "north", "light artillery", "Battery", 2, poses=(Pose(12, 42, 270), Pose(16, 42, 270))),
        Deployed("N2", "north", "artillery observer", "Observer", 1, poses=(Pose(20, 30, 270),)),
    )
    g = new_game(units=units, table=Table(48, 48, sector=8))
    g.apply("order S1 A C3")
    g.apply("order N1 H F2")
    assert g.prompt().step == "artillery" and g.deciding_side() is Side.NORTH
    plans = {str(a) for a in g.legal_actions()}
    assert "plan light C3" in plans and "end-plan" in plans
    g.apply("plan light C3")
    south_log = "\n".join(g.log_text(Side.SOUTH))
    assert "plan light ?" in south_log and "plan light C3" not in south_log  # FL-ART-4: secret until it falls
    assert g.ruleset.view(g, Side.NORTH)["plans"] == {"north": {"1": {"light": ["C3"]}}}  # drawn for its side
    assert g.ruleset.view(g, Side.SOUTH)["plans"] == {"south": {}}
    g.apply("end-plan")
    g.apply("move S1 a5.00")  # front edge 17 -> 22: in C3 (x 16-24, y 16-24), 19-21" from the guns
    discs = [a for a in g.legal_actions() if a.verb == "disc"]
    assert {a.args[1] for a in discs} == {"1", "2"}
    g.apply(discs[0])
    second = [a for a in g.legal_actions() if a.verb == "disc"]
    g.apply(second[0])
    assert not g.can_undo()  # the discs were drawn (FL-BOMB-4): no taking back
    turned = [e for entry in g.log[-1:] for e in entry.events if e.kind == "disc"]
    assert len(turned) == 2 and {dict(e.data)["face"] for e in turned} <= {"explosion", "nothing"}
    deck = g.state.stacks[(Side.NORTH, "light")]
    assert len(deck) == 8  # FL-BOMB-4: ten discs, two drawn
    morale = [e.text for entry in g.log[-1:] for e in entry.events if e.kind == "morale"]
    if any(dict(e.data)["face"] == "explosion" for e in turned):  # the heavies test their morale, -2 psychology
        assert morale and "psychology -2" in morale[0]
    else:
        assert not morale


def test_ending_the_machine_guns_fire_leaves_the_artillery_its_turn():
    """Found playing: "End the fire" in the machine guns' turn of Beschuss ended the artillery's too.
    FL-FIRE-8: machine guns, then light artillery, each group ended on its own; the button says whose."""
    from gettysburg_desktop.boards.table.bases import Pose
    from gettysburg_desktop.boards.table.table import Table
    from gettysburg_desktop.games.finsterland.game import clicks
    from gettysburg_desktop.games.finsterland.game.scenario import Deployed
    from gettysburg_desktop.games.finsterland.rules.formation import Order

    units = (
        Deployed("S1", "south", "heavy infantry", "Heavies", 24, Order.BLOCK, 6, Pose(20, 17, 90)),
        Deployed("N1", "north", "light artillery", "Battery", 2, poses=(Pose(12, 42, 270), Pose(16, 42, 270))),
        Deployed("N2", "north", "artillery observer", "Observer", 1, poses=(Pose(20, 30, 270),)),
        Deployed("N3", "north", "light machine gun", "MG", 1, poses=(Pose(21.5, 33, 270),)),
    )
    g = new_game(units=units, table=Table(48, 48, sector=8))
    g.apply("order S1 A C3")
    g.apply("order N1 H F2")
    g.apply("order N3 H F3")
    g.apply("plan light C3")
    g.apply("end-plan")
    g.apply("move S1 a5.00")  # into C3, into the machine gun's arc, 19-21" from the guns
    legal = g.legal_actions()
    assert any(a.verb == "strip" for a in legal) and not any(a.verb == "disc" for a in legal)
    end = next(c for c in clicks.choices(g) if c.action.verb == "end-fire")
    assert str(end.label) == "End the fire of the machine guns"
    g.apply("end-fire")
    assert "North's machine guns fire no more" in "\n".join(g.log_text(None))
    discs = [a for a in g.legal_actions() if a.verb == "disc"]
    assert {a.args[1] for a in discs} == {"1", "2"}  # the light artillery's turn is still to come
    assert str(next(c for c in clicks.choices(g) if c.action.verb == "end-fire").label) == (
        "End the fire of the light artillery"
    )


def test_a_disc_is_offered_on_a_models_middle_and_one_laid_anywhere_allowed_is_taken():
    """Found playing: the disc offered lay at a block of cavalry's middle, a corner of four 1" x 2"
    bases, where an explosion hits nobody (a quarter of the disc is less than half a base), and the
    log said nothing after it. FL-BOMB-3, FL-BOMB-5: the disc is offered on the model nearest the
    unit's middle; one placed elsewhere over the enemy, where the rules allow it, is taken too (the
    records made before replay); an explosion over no model says so."""
    from gettysburg_desktop.boards.table.bases import Pose
    from gettysburg_desktop.boards.table.table import Table
    from gettysburg_desktop.games.finsterland.game.scenario import Deployed
    from gettysburg_desktop.games.finsterland.rules.formation import Order

    units = (
        Deployed("S1", "south", "light cavalry", "Reiter", 12, Order.BLOCK, 6, Pose(20, 19, 90)),
        Deployed("N1", "north", "light artillery", "Battery", 2, poses=(Pose(12, 42, 270), Pose(16, 42, 270))),
        Deployed("N2", "north", "artillery observer", "Observer", 1, poses=(Pose(20, 30, 270),)),
    )
    explosions = 0
    for seed in range(1, 12):
        g = new_game(units=units, table=Table(48, 48, sector=8), seed=seed)
        for a in ("order S1 A C3", "order N1 H F2", "plan light C3", "end-plan", "move S1 a5.00"):
            g.apply(a)
        riders = g.state.units["S1"]
        middles = {(round(p.centre[0], 2), round(p.centre[1], 2)) for p in riders.body.model_poses()}
        offered = [a for a in g.legal_actions() if a.verb == "disc"]
        assert offered and all((float(a.args[2]), float(a.args[3])) in middles for a in offered)
        x, y = riders.body.centre  # the block's middle, where four bases meet: allowed, not offered
        assert (x, y) == (20.0, 22.0) and f"disc N1 2 {x:.2f} {y:.2f}" not in map(str, offered)
        g.apply(f"disc N1 2 {x:.2f} {y:.2f}")
        g.apply("end-fire")
        text = "\n".join(g.log_text(None))
        if "the disc at 20.00, 22.00: explosion" in text:
            explosions += 1
            assert "no model lies more than half under it (FL-BOMB-5)" in text and riders.models == 12
    assert explosions  # the stack turned up an explosion in some of the games


def test_a_plan_whose_guns_find_no_enemy_in_its_sector_says_so_to_its_own_side_only():
    """Found playing: a plan's sector with no enemy unit in it went by without a word. FL-ART-4: the
    sector stays secret, as no disc fell: North reads why, South only that no disc was laid."""
    from gettysburg_desktop.boards.table.bases import Pose
    from gettysburg_desktop.boards.table.table import Table
    from gettysburg_desktop.games.finsterland.game.scenario import Deployed
    from gettysburg_desktop.games.finsterland.rules.formation import Order

    units = (
        Deployed("S1", "south", "heavy infantry", "Heavies", 24, Order.BLOCK, 6, Pose(20, 9, 90)),
        Deployed("N1", "north", "light artillery", "Battery", 2, poses=(Pose(12, 42, 270), Pose(16, 42, 270))),
        Deployed("N2", "north", "artillery observer", "Observer", 1, poses=(Pose(20, 30, 270),)),
    )
    g = new_game(units=units, table=Table(48, 48, sector=8))
    g.apply("order S1 H B3")
    g.apply("order N1 H F2")
    g.apply("plan light C3")
    g.apply("end-plan")
    g.apply("end-movement")  # the Heavies stay in B3: nobody in C3
    north, south = "\n".join(g.log_text(Side.NORTH)), "\n".join(g.log_text(Side.SOUTH))
    assert "North's light artillery lays no disc on C3: no enemy unit lies where a disc may fall in C3" in north
    assert "North's light artillery lays no disc (FL-ART-4)" in south and "C3" not in south


def test_a_battle_that_lets_the_players_deploy_asks_each_side_to_place_its_units_first():
    """FL-SETUP-3: the first player's opponent deploys, then the first player, each unit anywhere
    wholly in its own zone and on no other bases; then the orders (FL-SETUP-5)."""
    import dataclasses

    g = FinsterlandGame(dataclasses.replace(scenario(), deploy=True), SeededDice(1))
    assert g.prompt().step == "deployment" and g.deciding_side() is Side.NORTH
    assert [str(a) for a in g.legal_actions()] == ["end-deployment"]  # placing is drawn, not listed
    with pytest.raises(IllegalAction, match="wholly in the North's deployment zone"):
        g.apply("deploy N1 12.00 30.00 270.00")  # the front at y = 30: in the North half
    with pytest.raises(IllegalAction, match="would stand on the bases of 2nd Heavy"):
        g.apply("deploy N1 24.00 41.00 270.00")
    with pytest.raises(IllegalAction, match="not a unit of North"):
        g.apply("deploy S1 12.00 44.00 270.00")
    g.apply("deploy N1 5.00 44.00 270.00")  # its front's middle at (5, 44), facing south
    assert g.state.units["N1"].body.front.x == 5.0
    g.apply("end-deployment")
    assert g.deciding_side() is Side.SOUTH and g.prompt().step == "deployment"
    g.apply("end-deployment")
    assert g.prompt().step == "orders"


def test_the_deployment_is_hidden_each_side_sees_only_its_own_set_up_until_both_have_deployed():
    """FL-SETUP-3 ("Deployment may also be hidden"), issue 24's hidden set-up behind the curtain: while
    North places its units South sees none of them and reads only that North placed one; the record's
    public form hides the place; a sampled world of South's puts them back where the battle set them."""
    import dataclasses
    import random

    g = FinsterlandGame(dataclasses.replace(scenario(), deploy=True), SeededDice(1))
    north = {u.id for u in g.state.side_units(Side.NORTH)}
    assert not north & set(g.ruleset.view(g, Side.SOUTH)["units"])  # hidden from the start of the set-up
    assert north <= set(g.ruleset.view(g, Side.NORTH)["units"])
    events = g.apply("deploy N1 5.00 44.00 270.00")
    (event,) = [e for e in events if e.kind == "deploy"]
    assert event.public_text == "North places 1st Light" and "5.00, 44.00" in event.text
    assert str(g.ruleset.public(g.history[-1])) == "deploy N1 ? ? ?"
    from gettysburg_desktop.games.finsterland.ui.window_game import spoken

    assert spoken(g, g.history[-1], hidden=True) == "places 1st Light (N1)"  # the other side's log line
    assert "5.00" not in "\n".join(g.log_text(Side.SOUTH))
    world = g.ruleset.resample(g, Side.SOUTH, 3, random.Random(3))
    assert world.state.units["N1"].body.front.x == 12.0  # where the battle file set it, not at x = 5
    g.apply("end-deployment")
    assert not north & set(g.ruleset.view(g, Side.SOUTH)["units"])  # South sets up without seeing North's
    g.apply("end-deployment")
    assert g.prompt().step == "orders"
    assert north <= set(g.ruleset.view(g, Side.SOUTH)["units"])  # the battle begins in sight


def test_the_final_count_says_one_point_and_many_points_in_good_english():
    """FL-OBJ-6 (found playing Grauwasser to its end: "South captures it, 1 points"): scored as the
    battle stands at the start, each side holds the objectives in its own zone, worth 1 each (T2)."""
    from gettysburg_desktop.games.finsterland.battles import load_scenario
    from gettysburg_desktop.games.finsterland.game.round_end import score

    g = FinsterlandGame(load_scenario("grauwasser"), SeededDice(1), undo=False, events=False)
    heard = []
    g.emit = lambda kind, text, rule, **_kw: heard.append(str(text))
    score(g)
    assert "Mühlacker: South captures it, 1 point" in heard  # the objective by its name (the table file's)
    assert not any(line.endswith(", 1 points") for line in heard)
    assert any(line.endswith(" points") for line in heard), heard


def test_the_length_chosen_at_set_up_ends_the_battle_after_that_round_FL_RUL_8():
    """FL-GEN-2, FL-RUL-8: 6 to 12 rounds, even numbers; a battle played for 6 is scored after round 6."""

    g = FinsterlandGame(scenario(), SeededDice(2), variants=["rounds-6"])
    assert g.tables.scenario.rounds == 6
    write_orders(g)
    while not g.over:
        acts = [str(a) for a in g.legal_actions()]
        g.apply(next((a for a in acts if a.startswith("end")), acts[0]))
    assert g.state.round == 6 and "The game is over" in g.prompt().text
    with pytest.raises(ValueError, match=r"one length only \(FL-RUL-8\)"):
        FinsterlandGame(scenario(), SeededDice(2), variants=["rounds-6", "rounds-8"])
    with pytest.raises(ValueError, match="unknown variant"):
        FinsterlandGame(scenario(), SeededDice(2), variants=["rounds-7"])
