"""Transport (FL-TRANS, D25) through the gateway: infantry gets into a tank
it touches as its move and leaves the table, rides, gets out at the front or
the rear as its move and neither fires nor charges that round; passengers
fire with half their models from a vehicle that stood; a destroyed tank's
passengers are set down beside the wreck; the battle file starts a unit aboard."""

from __future__ import annotations

from pathlib import Path

import pytest
from fl_battles import new_game

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.games.finsterland.battle_file import BattleFileError, load_battle
from gettysburg_desktop.games.finsterland.battles import shipped_folder
from gettysburg_desktop.games.finsterland.computer.kit import FinsterlandKit
from gettysburg_desktop.games.finsterland.field.bodies import ground
from gettysburg_desktop.games.finsterland.game.losses import destroy
from gettysburg_desktop.games.finsterland.game.scenario import Deployed
from gettysburg_desktop.games.finsterland.game.sides import Side
from gettysburg_desktop.games.finsterland.rules.formation import Formation, Order
from gettysburg_desktop.kernel.gateway import IllegalAction

OPEN = Table(48, 48, sector=8)
TANK = Deployed("S1", "south", "tank", "Panzer", 1, poses=(Pose(23, 10, 90),))  # hull y 8.5-11.5, x 22-24
JAEGER = Deployed("S2", "south", "light infantry", "Jäger", 12, Order.BLOCK, 6, Pose(23, 8.5, 90))  # at its rear
FAR = Deployed("N1", "north", "light infantry", "Light", 24, Order.BLOCK, 6, Pose(23, 40, 270))


def game(*units):
    g = new_game(units=units or (TANK, JAEGER, FAR), table=OPEN)
    for uid in [*(u.id for u in (units or (TANK, JAEGER, FAR)))]:
        if g.prompt().step == "orders" and any(a.args[0] == uid for a in g.legal_actions()):
            g.apply(f"order {uid} A C3" if uid.startswith("S") else f"order {uid} H C3")
    return g


def pass_until(g, round_number):
    while g.state.round < round_number and not g.over:
        acts = [str(a) for a in g.legal_actions()]
        g.apply(next((a for a in acts if a.split()[0] in ("end-movement", "hold", "end-fire", "end-charges",
                                                          "end-scouting")), acts[0]))  # fmt: skip


def test_FL_TRANS_4_a_unit_touching_a_tank_gets_in_as_its_move_and_leaves_the_table():
    g = game()
    g.apply("pick S2")
    assert "load S2 S1" in map(str, g.legal_actions())
    g.apply("load S2 S1")
    assert "S2" not in g.state.units and g.state.aboard["S2"].vehicle == "S1"
    for side in (Side.SOUTH, Side.NORTH):  # getting in is done in sight of both players
        view = g.ruleset.view(g, side)
        assert view["aboard"]["S2"]["vehicle"] == "S1" and "S2" not in view["units"]
    assert "Jäger gets into Panzer (FL-TRANS-4)" in "\n".join(g.log_text(None))
    assert "pick S2" not in map(str, g.legal_actions())  # that was its move


def test_FL_TRANS_1_a_tank_carries_12_infantrymen_and_a_unit_loads_whole():
    big = Deployed("S2", "south", "light infantry", "Jäger", 24, Order.BLOCK, 6, Pose(23, 8.5, 90))
    g = game(TANK, big, FAR)
    with pytest.raises(IllegalAction, match=r"Panzer has room for 12 more infantrymen, Jäger has 24.*FL-TRANS-1"):
        g.apply("load S2 S1")
    apart = Deployed("S2", "south", "light infantry", "Jäger", 12, Order.BLOCK, 6, Pose(33, 6, 270))
    g = game(TANK, apart, FAR)
    with pytest.raises(IllegalAction, match=r"Jäger must touch Panzer to get in.*FL-TRANS-4"):
        g.apply("load S2 S1")


def test_FL_TRANS_4_it_gets_out_at_the_front_in_a_later_round_and_neither_fires_nor_charges_that_round():
    g = game()
    g.apply("load S2 S1")
    g.apply("move S1 a10.00")  # the hull's front edge 11.5 -> 21.5
    pass_until(g, 3)
    g.apply("pick S2")
    assert {str(a) for a in g.legal_actions()} == {"stand S2", "unload S2 front", "unload S2 rear"}
    g.apply("unload S2 front")
    jaeger = g.state.units["S2"]
    assert isinstance(jaeger.body, Formation) and jaeger.body.files == 6 and jaeger.body.front == Pose(23, 23.5, 90)
    assert float(ground(jaeger.body).distance(ground(g.state.units["S1"].body))) < 1e-6  # touching the front edge
    assert jaeger.record.moved and jaeger.record.unloaded
    text = "\n".join(g.log_text(None))
    assert "Jäger gets out at the front of Panzer (FL-TRANS-4)" in text
    g.apply("end-movement")
    assert not any(a.verb == "charge" and a.args[0] == "S2" for a in g.legal_actions())


def test_FL_TRANS_4_getting_out_is_no_charge_nor_a_place_on_another_units_bases():
    near = Deployed("N1", "north", "light infantry", "Light", 24, Order.BLOCK, 6, Pose(23, 23.5, 270))
    g = game(TANK, JAEGER, near)
    g.apply("load S2 S1")
    g.apply("move S1 a10.00")  # front edge at 21.5: two ranks out at the front reach Light at 23.5
    pass_until(g, 3)
    with pytest.raises(IllegalAction, match=r"Jäger would touch Light: getting out is no charge.*FL-TRANS-4"):
        g.apply("unload S2 front")
    g.apply("unload S2 rear")
    assert g.state.units["S2"].body.front.facing == 270


def test_FL_TRANS_2_passengers_fire_with_half_their_models_from_a_tank_that_stood_and_cannot_be_fired_at():
    aboard = Deployed("S2", "south", "light infantry", "Jäger", 12, Order.BLOCK, 6, aboard="S1")
    tank = Deployed("S1", "south", "tank", "Panzer", 1, poses=(Pose(23, 20, 90),))  # front edge 21.5
    near = Deployed("N1", "north", "light infantry", "Light", 24, Order.BLOCK, 6, Pose(23, 28, 270))  # 6.5" ahead
    g = game(tank, aboard, near)
    assert "S2" in g.state.aboard and "S2" not in g.state.units
    assert "S2" in g.state.orders  # FL-SETUP-5: a unit riding from the start is ordered with the rest
    g.apply("pick S1")
    g.apply("stand S1")
    g.apply("end-movement")
    while g.prompt().step == "beschuss":  # Light fires at the tank it can't harm, or holds
        assert all("S2" not in a.args for a in g.legal_actions())  # FL-TRANS-3
        g.apply("end-fire")
    assert g.prompt().step == "schiessen" and "fire S2 N1" in map(str, g.legal_actions())
    g.apply("fire S2 N1")
    text = "\n".join(g.log_text(None))
    assert "Jäger fires at Light at 6.50 in: 6 hits, 6 suffered" in text  # 12 // 2 (FL-FIRE-10)
    assert g.state.units["N1"].models == 18


def test_FL_TRANS_7_a_destroyed_tanks_passengers_are_set_down_at_its_front_as_having_unloaded():
    aboard = Deployed("S2", "south", "light infantry", "Jäger", 12, Order.BLOCK, 6, aboard="S1")
    g = game(TANK, aboard, FAR)
    destroy(g, g.state.units["S1"], "FL-HIT-6")
    jaeger = g.state.units["S2"]
    assert jaeger.body.front == Pose(23, 13.5, 90) and jaeger.record.unloaded


def test_a_battle_file_starts_a_unit_aboard_and_names_a_vehicle_without_room(tmp_path: Path):
    shipped = shipped_folder()
    name = "grauwasser-table.yaml"
    (tmp_path / name).write_text((shipped / name).read_text(encoding="utf-8"), encoding="utf-8")

    def army(army_id: str, *lines: str) -> str:
        return (f"format_version: 1\nkind: finsterland-army\nid: {army_id}\nname: {army_id}\nsize: 3000\nunits:\n"
                "  - {kind: command staff, models: 6, name: Stab}\n" + "".join(f"  - {x}\n" for x in lines))  # fmt: skip

    south = army(
        "s",
        "{kind: tank, models: 1, name: Panzer}",
        "{kind: light infantry, models: 12, name: Jäger}",
        "{kind: light infantry, models: 12, name: Reserve}",
    )
    (tmp_path / "south.yaml").write_text(south, encoding="utf-8")
    north = army("n", "{kind: light infantry, models: 24, name: Light}")
    (tmp_path / "north.yaml").write_text(north, encoding="utf-8")
    battle = (
        "format_version: 1\nkind: finsterland-battle\nid: b\nname: B\ntable: grauwasser-table.yaml\nrounds: 12\n"
        "south:\n  army: south.yaml\n  deployment:\n    - {at: [10, 4, 90]}\n    - {at: [20, 4, 90]}\n"
        "    - {aboard: S2}\n    - {at: [40, 4, 90]}\n"
        "north:\n  army: north.yaml\n  deployment:\n    - {at: [10, 44, 270]}\n    - {at: [30, 44, 270]}\n"
    )
    (tmp_path / "b.yaml").write_text(battle, encoding="utf-8")
    scenario = load_battle(tmp_path / "b.yaml")
    assert [d.aboard for d in scenario.units] == [None, None, "S2", None, None, None]
    (tmp_path / "b.yaml").write_text(battle.replace("{aboard: S2}", "{aboard: S1}"), encoding="utf-8")
    with pytest.raises(BattleFileError, match="S3 can't start aboard S1: Stab is no vehicle"):
        load_battle(tmp_path / "b.yaml")


#: FL-TRANS-6: a light machine gun fixed to the tank from the start; Light 12" ahead of the tank (x 20-26)
FIXED_MG = Deployed("S2", "south", "light machine gun", "Bord-MG", 1, poses=(Pose(0, 0, 90),), aboard="S1",
                    fixed=True)  # fmt: skip
NEAR = Deployed("N1", "north", "light infantry", "Light", 24, Order.BLOCK, 6, Pose(23, 22, 270))


def test_FL_TRANS_6_a_gun_fixed_to_its_tank_never_gets_out_and_fires_from_it_when_it_stood():
    """It may fire when the vehicle does not move (FL-GUN-2, the vehicle's moves counted): in North's
    round 2 the tank had stood in round 1, so South's fixed gun lays a strip from the tank's middle."""
    g = game(TANK, FIXED_MG, NEAR)
    assert g.state.aboard["S2"].fixed
    with pytest.raises(IllegalAction, match=r"Bord-MG is fixed to Panzer \(FL-TRANS-6\)"):
        g.apply("unload S2 front")
    pass_until(g, 2)
    g.apply("end-movement")  # North moves nothing; its Beschuss: South's guns
    while not any(a.verb == "strip" for a in g.legal_actions()):
        acts = [str(a) for a in g.legal_actions()]
        assert not g.over and g.state.round == 2, acts
        g.apply(next(a for a in acts if a.startswith(("end", "hold"))))
    strip = next(a for a in g.legal_actions() if a.verb == "strip" and a.args[0] == "S2")
    events = g.apply(strip)
    assert any(e.kind == "strip" and "Bord-MG fires" in e.text for e in events)
    assert g.state.units["N1"].models < 24 and "S2" in g.state.aboard  # hit from the hull; still aboard


def test_FL_TRANS_6_a_fixed_gun_is_destroyed_with_its_vehicle():
    g = game(TANK, FIXED_MG, NEAR)
    destroy(g, g.state.units["S1"], "FL-MOR-3")
    assert "S2" not in g.state.aboard and "S2" not in g.state.units and "S2" in g.state.gone


def test_FL_TRANS_6_only_a_light_gun_is_fixed_in_a_battle_file(tmp_path):
    folder = shipped_folder()
    text = (folder / "vorstoss.yaml").read_text(encoding="utf-8")
    assert "{aboard: S2}" in text  # the Panzerjäger ride in Panzer Hagel
    for name in ("grauwasser-table.yaml", "panzerlegion.yaml", "nordmark-laeufer.yaml"):
        (tmp_path / name).write_text((folder / name).read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "battle.yaml").write_text(text.replace("{aboard: S2}", "{aboard: S2, fixed: true}"), encoding="utf-8")
    with pytest.raises(
        BattleFileError, match=r"only a light gun is fixed to its vehicle \(FL-TRANS-6\), not light infantry"
    ):
        load_battle(tmp_path / "battle.yaml")


TANK2 = Deployed("S3", "south", "tank", "Panzer 2", 1, poses=(Pose(25, 10, 90),))  # x 24-26: beside the first
BIG = Deployed("S2", "south", "light infantry", "Jäger", 24, Order.BLOCK, 6, Pose(23, 8.5, 90))  # at both rears


def test_FL_TRANS_5_a_unit_too_many_for_one_tank_gets_in_split_among_the_tanks_it_touches():
    """FL-TRANS-5: 24 Jäger touch two tanks of 12: one move, 12 in each; they get out together, one
    body again, at the first tank while the second touches it."""
    g = game(TANK, BIG, TANK2, FAR)
    g.apply("pick S2")
    legal = [str(a) for a in g.legal_actions()]
    assert "load S2 S1+S3" in legal and "load S2 S1" not in legal
    g.apply("load S2 S1+S3")
    assert g.state.aboard["S2"].shares == (("S1", 12), ("S3", 12)) and not FinsterlandKit().violations(g)
    assert "Jäger gets in split: 12 Panzer, 12 Panzer 2 (FL-TRANS-5)" in "\n".join(g.log_text(None))
    view = g.ruleset.view(g, Side.SOUTH)
    assert view["aboard"]["S2"]["shares"] == {"S1": 12, "S3": 12}
    pass_until(g, 3)
    g.apply("pick S2")
    g.apply("unload S2 front")
    assert g.state.units["S2"].models == 24 and g.state.units["S2"].body.models == 24


def test_FL_TRANS_5_a_split_unit_gets_out_only_where_its_tanks_are_together():
    g = game(TANK, BIG, TANK2, FAR)
    g.apply("load S2 S1+S3")
    pass_until(g, 3)
    g.apply("move S3 a6.00")  # the second tank drives off: the parts are apart
    g.apply("pick S2")
    assert "unload S2 front" not in map(str, g.legal_actions())
    with pytest.raises(IllegalAction, match=r"Jäger rides split: Panzer 2 must touch Panzer.*FL-TRANS-5"):
        g.apply("unload S2 front")


def test_FL_TRANS_5_a_part_in_a_destroyed_tank_is_lost_with_it_the_rest_rides_on():
    g = game(TANK, BIG, TANK2, FAR)
    g.apply("load S2 S1+S3")
    destroy(g, g.state.units["S3"], "FL-VEH-1")
    aboard = g.state.aboard["S2"]
    assert (aboard.vehicle, aboard.shares, aboard.unit.models) == ("S1", (), 12)
    assert "Jäger loses 12 models with Panzer 2" in "\n".join(e.text for e in g._events)
    assert not FinsterlandKit().violations(g)
