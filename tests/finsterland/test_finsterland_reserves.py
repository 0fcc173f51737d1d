"""Reserves (FL-SETUP-4, FL-MOVE-10, FL-RUL-6, D14) through the gateway: held
back at the set-up with a round of its own side and a sector of its zone,
secret from the other side; ordered with the rest; at the start of the
movement step of its round it appears in its sector, its rear on the table's
edge, facing in, and moves on as having moved."""

from __future__ import annotations

import dataclasses
import random

import pytest
from fl_battles import scenario

from gettysburg_desktop.games.finsterland.field.bodies import ground
from gettysburg_desktop.games.finsterland.game.game import FinsterlandGame
from gettysburg_desktop.games.finsterland.game.sides import Side
from gettysburg_desktop.games.finsterland.rules.formation import Formation
from gettysburg_desktop.kernel.dice import SeededDice
from gettysburg_desktop.kernel.gateway import IllegalAction


def deploying():
    """The test battle with the players' set-up: North (the first player's opponent) first, then South."""
    g = FinsterlandGame(dataclasses.replace(scenario(), deploy=True), SeededDice(1))
    g.apply("end-deployment")
    assert g.deciding_side() is Side.SOUTH and g.prompt().step == "deployment"
    return g


def test_a_reserve_arrives_in_a_round_of_its_own_side_in_a_sector_of_its_zone():
    g = deploying()
    with pytest.raises(IllegalAction, match=r"a reserve arrives in a round of its own side: 1, 3, 5, 7, 9, 11"):
        g.apply("reserve S3 2 A6")
    with pytest.raises(IllegalAction, match=r"a reserve appears in a sector of its own deployment zone: A1, A2"):
        g.apply("reserve S3 3 C6")
    with pytest.raises(IllegalAction, match="N1 is not a unit of South"):
        g.apply("reserve N1 3 A6")


def test_a_unit_held_in_reserve_is_secret_ordered_with_the_rest_and_arrives_in_its_round():
    g = deploying()
    events = g.apply("reserve S3 3 A6")
    (event,) = [e for e in events if e.kind == "reserve"]
    assert event.public_text == "South holds 3rd Horse in reserve"
    assert "arrives in round 3 in A6" in event.text
    assert str(g.ruleset.public(g.history[-1])) == "reserve S3 ? ?"
    from gettysburg_desktop.games.finsterland.ui.window_game import spoken

    assert spoken(g, g.history[-1], hidden=True) == "holds 3rd Horse (S3) in reserve"  # the other side's log line
    north_log = "\n".join(g.log_text(Side.NORTH))
    assert "South holds 3rd Horse in reserve" in north_log and "A6" not in north_log
    assert "S3" not in g.state.units
    g.apply("end-deployment")
    north = g.ruleset.view(g, Side.NORTH)["reserves"]["S3"]
    assert north["name"] == "3rd Horse" and "round" not in north and "sector" not in north
    assert g.ruleset.view(g, Side.SOUTH)["reserves"]["S3"]["sector"] == "A6"
    world = g.ruleset.resample(g, Side.NORTH, 2, random.Random(2))
    assert {(r.round, r.sector) for r in world.state.reserves.values()} <= {
        (n, s) for n in (1, 3, 5, 7, 9, 11) for s in ("A1", "A2", "A3", "A4", "A5", "A6")
    }
    asked = []
    while g.prompt().step == "orders":  # FL-SETUP-5: the reserve too
        uid = g.legal_actions()[0].args[0]
        asked.append(uid)
        g.apply(f"order {uid} A D3")
    assert "S3" in asked
    while g.state.round < 3 or g.prompt().step != "movement":
        acts = [str(a) for a in g.legal_actions()]
        g.apply(next((a for a in acts if a.startswith("end")), acts[0]))
    horse = g.state.units["S3"]
    assert isinstance(horse.body, Formation) and horse.body.front.facing == 90
    x0, y0, x1, _y1 = ground(horse.body).bounds
    assert x0 >= 40 - 1e-6 and x1 <= 48 + 1e-6  # in A6
    assert y0 == pytest.approx(0)  # its rear on the table's South edge
    assert horse.record.moved  # D14: it counts as having moved
    assert "3rd Horse arrives from the reserve in A6" in "\n".join(g.log_text(None))
    assert "pick S3" in map(str, g.legal_actions())  # and moves on with its allowance


def test_a_battle_file_holds_a_unit_in_reserve_and_names_a_sector_outside_the_zone(tmp_path):
    from gettysburg_desktop.games.finsterland.battle_file import BattleFileError, load_battle
    from gettysburg_desktop.games.finsterland.battles import shipped_folder

    name = "grauwasser-table.yaml"
    (tmp_path / name).write_text((shipped_folder() / name).read_text(encoding="utf-8"), encoding="utf-8")
    for side in ("south", "north"):
        (tmp_path / f"{side}.yaml").write_text(
            f"format_version: 1\nkind: finsterland-army\nid: {side}\nname: {side}\nsize: 3000\nunits:\n"
            "  - {kind: command staff, models: 6, name: Stab}\n  - {kind: light infantry, models: 24, name: Jäger}\n",
            encoding="utf-8",
        )
    battle = (
        "format_version: 1\nkind: finsterland-battle\nid: b\nname: B\ntable: grauwasser-table.yaml\nrounds: 12\n"
        "first: south\nsouth:\n  army: south.yaml\n  deployment:\n    - {at: [10, 4, 90]}\n"
        "    - {reserve: 4, sector: A2}\n"
        "north:\n  army: north.yaml\n  deployment:\n    - {at: [10, 44, 270]}\n    - {at: [30, 44, 270]}\n"
    )
    (tmp_path / "b.yaml").write_text(battle, encoding="utf-8")
    scenario = load_battle(tmp_path / "b.yaml")
    assert scenario.units[1].reserve == (4, "A2")
    g = FinsterlandGame(scenario, SeededDice(1))
    assert g.state.reserves["S2"].round == 5  # round 4 is North's: the next of South's (FL-SETUP-4)
    (tmp_path / "b.yaml").write_text(battle.replace("sector: A2", "sector: C2"), encoding="utf-8")
    with pytest.raises(BattleFileError, match=r"south.deployment\[1\] \(S2, Jäger\).sector: expected a sector of the "
                       r"south's deployment zone where it arrives \(A1, A2, .*FL-SETUP-4\), got 'C2'"):  # fmt: skip
        load_battle(tmp_path / "b.yaml")


def test_the_side_that_spent_fewer_points_goes_first_counting_its_reserves_and_passengers():
    """FL-SETUP-6 on the shipped Vorstoß: the Panzerlegion spent 3000 (its storm troops and Landwehr in
    reserve, its Panzerjäger riding the tank), the Garde 2870: North goes first."""
    from gettysburg_desktop.games.finsterland.battles import load_scenario

    g = FinsterlandGame(load_scenario("vorstoss"), SeededDice(1))
    assert {"S7", "S16"} <= set(g.state.reserves) and "S3" in g.state.aboard
    assert g.state.first is Side.NORTH


def test_a_reserve_with_no_room_arrives_later_and_only_its_side_reads_so():
    """D14: its sector blocked, it arrives in its side's next round; that it was due is its side's secret
    (found playing Der Vorstoß: the log told the other side the sector and the new round)."""
    g = deploying()
    g.apply("reserve S3 1 A2")
    g.apply("deploy S1 12.00 7.00 90.00")  # 1st Light's block across A2, along the edge: no room
    g.apply("end-deployment")
    while g.prompt().step == "orders":
        g.apply(f"order {g.legal_actions()[0].args[0]} A D3")
    while g.prompt().step != "movement":
        acts = [str(a) for a in g.legal_actions()]
        g.apply(next((a for a in acts if a.startswith("end")), acts[0]))
    assert g.state.round == 1 and g.state.reserves["S3"].round == 3
    south, north = ("\n".join(g.log_text(s)) for s in (Side.SOUTH, Side.NORTH))
    assert "3rd Horse finds no room in A2: it arrives in round 3" in south
    assert "finds no room" not in north and "A2" not in north
