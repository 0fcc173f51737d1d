"""Structures and buildings (FL-STR-1 to FL-STR-3, D26): the battlefield
objects of T13 attacked part by part: a linear object cut every 6", an area
object into 6" x 6" blocks; infantry on a special task (FL-ORD-4) breaks
what its hits can harm (FL-STR-2: not F armour); an artillery disc strikes
every part more than half under it; a part destroyed is gone from the
table, its cover and its movement with it. Played through the gateway."""

from __future__ import annotations

import pytest
from fl_battles import new_game

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.finsterland.field.discs import disc
from gettysburg_desktop.games.finsterland.field.segments import broken, segments, segments_of
from gettysburg_desktop.games.finsterland.field.sight import line_blocked
from gettysburg_desktop.games.finsterland.game.demolition import disc_strikes, standing
from gettysburg_desktop.games.finsterland.game.scenario import Deployed
from gettysburg_desktop.games.finsterland.game.sides import Side
from gettysburg_desktop.games.finsterland.rules.formation import Order
from gettysburg_desktop.games.finsterland.rules.structures import armour_of, blow, cuts

FENCE = Feature("fence", "fence", line=((16, 27.15), (24, 27.15)), width=0.3, name="Weidezaun")
WALL = Feature("wall", "wall", line=((8, 27.25), (16, 27.25)), width=0.5, name="Kirchhofmauer")
RIVER = Feature("river", "river", ((0, 40), (48, 40), (48, 44), (0, 44)))
BRIDGE = Feature("bridge", "bridge", line=((30, 39), (30, 45)), width=2.5, name="Steinbrücke")  # one 6" part
TABLE = Table(48, 48, (FENCE, WALL, RIVER, BRIDGE), sector=8)
#: a block of 12 whose front (x 17-23, y 27) touches the fence along its length, in sector D3 (x 16-24, y 24-32)
BREAKERS = Deployed("S1", "south", "light infantry", "Jäger", 12, Order.BLOCK, 6, Pose(20, 27, 90))
FAR = Deployed("N1", "north", "light infantry", "Light", 12, Order.BLOCK, 6, Pose(44, 30, 270))


def test_t13_values_and_the_cuts_every_six_inches():
    """FL-STR-1 (T13) and D26: a 14" wall is two parts (6" and 8"), a 5" fence one."""
    assert cuts(14) == [0, 6, 14] and cuts(5) == [0, 5] and cuts(12) == [0, 6, 12]
    wall = armour_of("wall")
    assert (wall.value, wall.f, wall.structure) == (2, True, 2)
    assert (armour_of("fence").value, armour_of("bridge").structure, armour_of("bunker").structure) == (1, 3, 4)


def test_f_armour_holds_against_hits_without_treffer_f_and_a_blow_knocks_out_no_more_than_is_left():
    """FL-HIT-3, FL-STR-2: 6 infantry hits on a wall (2F) do nothing; 3F hits of heavy artillery on a
    wall knock out 1 (3 // 2); 6 hits on a fence (armour 1, structure 3) knock out the 3 it has."""
    assert not blow("wall", 6, False, 0).harmed and blow("wall", 6, False, 0).knocked_out == 0
    assert blow("wall", 3, True, 0).knocked_out == 1
    fence = blow("fence", 6, False, 1)
    assert (fence.left_before, fence.knocked_out, fence.destroyed) == (2, 2, True)


def test_a_parts_hits_are_pooled_through_the_round_as_a_units_are_FL_HIT_2():
    """Found reviewing: each attack's hits were cut to its armour alone, so light artillery (2 hits)
    never harmed a wood (armour 3). Two discs: 2 held, then 4 in the pool, 1 knocked out, 1 held."""
    first = blow("wood", 2, True, 0)
    assert (first.knocked_out, first.held) == (0, 2)
    second = blow("wood", 2, True, 0, first.held)
    assert (second.knocked_out, second.left, second.held) == (1, 2, 1)
    assert blow("wall", 6, False, 0, 1).held == 1  # F armour holds: the pool is left as it was


def test_an_area_object_is_cut_into_blocks_and_what_is_left_of_it_keeps_its_hole_and_blocks_sight():
    """D26: a 20" x 18" wood is 3 x 3 blocks (the rest joins the last row and column); its middle
    block destroyed leaves one piece round the hole, its outline one ring with a slit to the hole. A
    sight line along the hole's edge still crosses 5.5" of wood (found reviewing: a wood given block by
    block let a line along a seam between two blocks through, FL-RUL-9)."""
    wood = Feature("wood", "wood", ((0, 0), (20, 0), (20, 18), (0, 18)), name="Buchenwald")
    parts = segments_of(wood)
    assert len(parts) == 9 and parts[8].shape.bounds == (12.0, 12.0, 20.0, 18.0)
    assert parts[4].called == "Buchenwald 5/9"
    left = broken(Table(48, 48, (wood,)), frozenset({"wood#5"}))
    (piece,) = left.features
    assert (piece.id, piece.kind, piece.name) == ("wood~1", "wood", "Buchenwald")
    assert piece.area.area == pytest.approx(20 * 18 - 36) and len(piece.area.interiors) == 1
    assert not piece.area.contains(parts[4].shape.centroid)
    assert line_blocked(left, (0.5, 6), (19.5, 6)) == piece


def test_a_line_broken_in_the_middle_leaves_a_line_each_side():
    wall = Feature("wall", "wall", line=((0, 0), (20, 0)), width=0.5)
    assert [s.id for s in segments_of(wall)] == ["wall#1", "wall#2", "wall#3"]
    left = broken(Table(48, 48, (wall,)), frozenset({"wall#2"}))
    assert [(f.id, f.line) for f in left.features] == [
        ("wall~1", ((0.0, 0.0), (6.0, 0.0))),
        ("wall~2", ((12.0, 0.0), (20.0, 0.0))),
    ]


def breakers_at_work(order: str = "S D3") -> tuple:
    return first_round(new_game(units=(BREAKERS, FAR), table=TABLE), order)


def first_round(g, order: str) -> tuple:
    """S1 ordered ``order``, N1 to hold F4, round 1 played with every step ended; the game and its log."""
    g.apply(f"order S1 {order}")
    g.apply("order N1 H F4")
    g.apply("end-movement")
    while g.state.round < 2:
        acts = [str(a) for a in g.legal_actions()]
        g.apply(next((a for a in acts if a.startswith("end")), acts[0]))
    return g, "\n".join(g.log_text(None))


def test_infantry_on_a_special_task_breaks_the_fence_it_touches_and_it_is_gone_from_the_table():
    """FL-STR-2, FL-ORD-4, D26: in step 6 of its round the Jäger, order S in D3 and standing there,
    attack the fence they touch: 6 touching = 6 hits on armour 1, structure 3: the fence is destroyed,
    gone from the table (its cover and its movement with it); the wall (2F) beside it is left alone."""
    g, text = breakers_at_work()
    assert "Jäger attacks Weidezaun: 6 touching = 6 hits; armour 1: 3 knocked out, 0 of 3 left (FL-STR-2)" in text
    assert "Weidezaun is destroyed and gone from the table (FL-STR-3)" in text
    assert "Kirchhofmauer" not in text
    assert g.state.demolished == frozenset({"fence#1"})
    assert "fence" not in [f.kind for f in g.table.features] and "wall" in [f.kind for f in g.table.features]
    view = g.ruleset.view(g, Side.NORTH)
    assert view["demolished"] == ["fence#1"] and view["wrecked"] == {"fence#1": 3}


def test_without_the_special_task_no_object_is_attacked():
    """D26: a part is attacked only on purpose: the same Jäger ordered to hold leave the fence standing."""
    g, text = breakers_at_work("H D3")
    assert "attacks Weidezaun" not in text and not g.state.demolished and g.table is g.tables.scenario.table


def test_an_artillery_disc_strikes_the_bridge_part_under_it_and_leaves_the_river_below():
    """FL-BOMB-5, D26: heavy artillery's 3F hits on a part of the Steinbrücke (armour 3, structure 3)
    more than half under the 4" disc: 1 knocked out a hit disc; three discs destroy it, and where it
    stood the river is open again (impassable for vehicles, T1)."""
    g = new_game(units=(BREAKERS, FAR), table=TABLE)
    gun = g.state.units["N1"]
    object.__setattr__(gun, "kind", "heavy artillery")  # the disc's Treffer 3F: the firer's profile
    assert gun.profile.hits == 3 and gun.profile.f_hits
    bridge_part = next(s for s in standing(g) if s.id == "bridge#1")  # y 39-45: over the river (40-44)
    for _ in range(3):
        disc_strikes(g, gun, disc((30, 41), 2.0))
    text = "\n".join(e.text for e in g._events)  # told as the disc is turned (the guns step's events)
    assert "the disc strikes Steinbrücke: 3 hits; armour 3: 1 knocked out, 2 of 3 left" in text
    assert "Steinbrücke is destroyed and gone from the table" in text
    assert bridge_part.id in g.state.demolished
    kinds_at = [f.kind for f in g.table.features if f.area.contains(bridge_part.shape.centroid)]
    assert kinds_at == ["river"]
    assert [s.id for s in segments(g.tables.scenario.table) if s.kind == "bridge"] == ["bridge#1"]


def test_pioneers_remove_what_is_left_of_a_broken_wood_and_it_stays_gone():
    """Found reviewing: the pioneers removing a piece left of a broken object (``copse~1``) spent their
    task and the piece came back, the table being made again from the battle's. FL-SPEC-6, D26."""
    copse = Feature("copse", "wood", ((8, 11.875), (20, 11.875), (20, 17.875), (8, 17.875)))  # two 6" blocks
    staff = Deployed("S1", "south", "command staff", "Stab", 6, Order.BLOCK, 6, Pose(40, 3, 90))
    pioneers = Deployed("S4", "south", "pioneers", "Pioniere", 12, Order.BLOCK, 6, Pose(12.5, 11.875, 90))
    g = new_game(units=(staff, pioneers, FAR), table=Table(48, 48, (copse,), sector=8))
    for order in ("order S1 A D3", "order S4 S B2", "order N1 H F4"):
        g.apply(order)
    g.state.demolished = frozenset({"copse#2"})  # its east block broken (x 14-20): copse~1 is 6" x 6"
    assert [f.id for f in g.table.features] == ["copse~1"]
    g.apply("pick S4")
    g.apply("clear-terrain S4 copse~1")
    assert g.table.features == () and g.state.removed == frozenset({"copse~1"})


def _breakers_on(table, variants):
    from fl_battles import scenario

    from gettysburg_desktop.games.finsterland.game.game import FinsterlandGame
    from gettysburg_desktop.kernel.dice import SeededDice

    g = FinsterlandGame(scenario(units=(BREAKERS, FAR), table=table), SeededDice(1), variants=variants)
    return g


def test_the_structures_settings_indestructible_terrain_and_melee_breaking_f_armour():
    """D26's setting "indestructible terrain": no S order to break objects, nothing is struck. FL-STR-2's
    other reading, "melee ignores the F of structures": the Jäger break the churchyard wall (2F)."""
    wall = Feature("wall", "wall", line=((16, 27.25), (24, 27.25)), width=0.5, name="Kirchhofmauer")  # at their front
    walled = Table(48, 48, (wall,), sector=8)
    g = _breakers_on(walled, ["indestructible-terrain"])
    assert {a.args[1] for a in g.legal_actions() if a.verb == "order"} == {"A", "H"}
    g = _breakers_on(walled, ["melee-breaks-f"])
    g, text = first_round(g, "S D3")
    assert "Jäger attacks Kirchhofmauer: 6 touching = 6 hits; armour 2F: 2 knocked out, 0 of 2 left (FL-STR-2)" in text
    assert g.state.demolished == frozenset({"wall#1"})


def test_a_tank_on_a_special_task_rams_the_fence_it_touches_with_its_treffer():
    """D26: a tank may take the special task S; in step 6 the tank touching the fence (armour 1,
    structure 3) rams it with its Treffer, 1 hit: 1 knocked out. The walker, a single model, takes no
    order (FL-ORD-5), so it attacks no object."""
    from fl_battles import scenario

    from gettysburg_desktop.games.finsterland.game.demolition import may_demolish
    from gettysburg_desktop.games.finsterland.game.game import FinsterlandGame
    from gettysburg_desktop.games.finsterland.game.orders_step import tasks_for
    from gettysburg_desktop.kernel.dice import SeededDice

    tank = Deployed("S1", "south", "tank", "Panzer", 1, poses=(Pose(20, 25.5, 90),))  # its front on the fence
    walker = Deployed("S2", "south", "walker", "Panzerläufer", 1, poses=(Pose(40, 10, 90),))
    g = FinsterlandGame(scenario(units=(tank, walker, FAR), table=TABLE), SeededDice(1))
    assert may_demolish(g.state.units["S1"]) and "S" in {t.value for t in tasks_for(g.state.units["S1"], g)}
    assert not may_demolish(g.state.units["S2"])
    g, text = first_round(g, "S D3")
    assert "Panzer rams Weidezaun: 1 hit; armour 1: 1 knocked out, 2 of 3 left (D26)" in text
    assert g.state.wrecked == {"fence#1": 1} and not g.state.demolished


def test_a_machine_gun_on_a_special_task_lays_its_strip_at_the_fence_in_its_sector():
    """D26, FL-MG-1: a light machine gun ordered S in D3, standing there, may lay its strip in Beschuss
    at the fence in its sector though no enemy is in its arc; the fence (armour 1, structure 3) takes
    its Treffer once: 2 knocked out, 1 left. The wall (2F) it is not offered: no Treffer F."""
    from gettysburg_desktop.games.finsterland.game import clicks

    mg = Deployed("N1", "north", "light machine gun", "MG-Zug", 1, poses=(Pose(20, 30, 270),))  # facing the fence
    south = Deployed("S1", "south", "light infantry", "Light", 12, Order.BLOCK, 6, Pose(4, 44, 90))
    g = new_game(units=(south, mg), table=TABLE)
    g.apply("order S1 H A6")
    g.apply("order N1 S D3")
    g.apply("end-movement")
    assert g.prompt().step == "beschuss" and g.deciding_side() is Side.NORTH
    (at_fence,) = [a for a in g.legal_actions() if a.verb == "strip-part"]
    assert at_fence.args[:3] == ("N1", "1", "fence#1")
    (button,) = [c for c in clicks.choices(g) if c.action == at_fence]
    assert str(button.label) == "MG-Zug (N1), gun 1: a strip at Weidezaun"
    g.apply(at_fence)
    text = "\n".join(g.log_text(None))
    assert 'MG-Zug fires at Weidezaun: a strip 1" wide' in text
    assert "the strip strikes Weidezaun: 2 hits; armour 1: 2 knocked out, 1 of 3 left (D26)" in text
    assert g.state.wrecked == {"fence#1": 2} and not g.state.demolished


def test_a_machine_gun_holding_its_sector_fires_at_no_object():
    """D26: only on purpose: the same gun ordered to hold is offered no strip at the fence."""
    mg = Deployed("N1", "north", "light machine gun", "MG-Zug", 1, poses=(Pose(20, 30, 270),))
    south = Deployed("S1", "south", "light infantry", "Light", 12, Order.BLOCK, 6, Pose(4, 44, 90))
    g = new_game(units=(south, mg), table=TABLE)
    g.apply("order S1 H A6")
    g.apply("order N1 H D3")
    g.apply("end-movement")
    assert not any(a.verb == "strip-part" for a in g.legal_actions())
