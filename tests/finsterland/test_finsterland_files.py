"""Finsterland's army and battle files (docs/finsterland-files.md): the
shipped battle and its armies read cleanly; every way an army breaks the
army list is named with its rule (FL-ARMY, FL-LIST); a battle names the
line that stands outside its deployment zone (FL-SETUP-3) or on another's
bases; files are written byte-stable and read back the same; fuzzed files
give one problem a line, never a crash."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gettysburg_desktop.games.finsterland.army_file import (
    ArmyFileError,
    army_text,
    load_army,
    load_army_text,
)
from gettysburg_desktop.games.finsterland.battle_file import BattleFileError, load_battle
from gettysburg_desktop.games.finsterland.battles import load_scenario, shipped
from gettysburg_desktop.games.finsterland.rules.army import Army, ArmyUnit

SHIPPED = Path(__file__).resolve().parents[2] / "resources" / "finsterland"


def test_the_shipped_battle_and_its_armies_read_cleanly():
    """Issue 24: one original table of 72 x 48 in with woods, hills, a river with a ford and a bridge,
    buildings and a road; two armies of 3000 points (FL-ARMY-1)."""
    assert "grauwasser" in shipped()
    battle = load_scenario("grauwasser")
    table = battle.table
    assert (table.width, table.depth) >= (72, 48)
    kinds = {f.kind for f in table.features}
    assert {"wood", "hill", "river", "ford", "bridge", "building", "road"} <= kinds
    for name in ("legion-grauwasser", "nordmark-garde"):
        army = load_army(SHIPPED / f"{name}.yaml")
        assert army.size == 3000 and army.points <= 3000 and not army.errors()
        assert 2 * army.spent_on("foot and horse") >= army.points  # FL-ARMY-2
    assert {u.side for u in battle.units} == {"south", "north"} and battle.rounds == 12


def test_an_army_file_is_written_byte_stable_and_read_back_the_same():
    text = (SHIPPED / "legion-grauwasser.yaml").read_text(encoding="utf-8")
    army = load_army_text(text)
    assert army_text(army) == text
    assert load_army_text(army_text(army)) == army


def army(*units: ArmyUnit, size: int = 3000) -> Army:
    return Army("test", "Test", size, (ArmyUnit("command staff", 6), *units))


def problems(a: Army) -> list[str]:
    return [str(p) for p in a.problems()]


def test_an_army_names_every_way_it_breaks_the_list_with_its_rule():
    ok = army(ArmyUnit("light infantry", 24), ArmyUnit("light machine gun", 3))
    assert problems(ok) == []
    too_dear = army(*[ArmyUnit("heavy cavalry", 36)] * 3)  # 3 x 1440 points
    assert any("FL-ARMY-1" in p and "4320" in p for p in problems(too_dear))
    guns = army(ArmyUnit("light infantry", 12), ArmyUnit("heavy machine gun", 5))
    assert any("FL-ARMY-2" in p and "at least half" in p for p in problems(guns))
    assert any("FL-ARMY-2" in p and "at most half" in p for p in problems(guns))
    crowd = army(ArmyUnit("light infantry", 36), *[ArmyUnit("scout", 1)] * 7)
    assert any("FL-ARMY-4" in p and "allow 6" in p for p in problems(crowd))
    sizes = army(ArmyUnit("light infantry", 40), ArmyUnit("light artillery", 2), ArmyUnit("pioneers", 10))
    found = problems(sizes)
    assert sum("FL-ARMY-5" in p for p in found) == 3
    joined = army(ArmyUnit("light cavalry", 12, specialists=("medic",)), ArmyUnit("medic", 1))
    found = problems(joined)
    assert any("a medic joins infantry only" in p for p in found)
    assert any("list him with the unit" in p for p in found)
    two_staffs = Army("t", "T", 3000, (ArmyUnit("command staff", 6), ArmyUnit("command staff", 6)))
    assert any("FL-ARMY-3" in p for p in problems(two_staffs))
    many = army(*[ArmyUnit("light infantry", 12)] * 22, size=6000)
    warning = [p for p in many.problems() if p.rule == "FL-ARMY-8"]
    assert warning and warning[0].warning and not [p for p in many.errors() if p.rule == "FL-ARMY-8"]


def test_an_army_file_names_the_file_the_line_and_the_problem():
    text = (
        "format_version: 1\nkind: finsterland-army\nid: x\nname: X\nsize: 3000\nunits:\n"
        "  - {kind: command staff, models: 6}\n  - {kind: dragoons, models: 12}\n  - {kind: light infantry, models: 0}\n"
    )
    with pytest.raises(ArmyFileError) as e:
        load_army_text(text, "mine.yaml")
    lines = e.value.problems
    assert any(line.startswith("mine.yaml: units[1].kind") or "units[1] (dragoons)" in line for line in lines), lines
    assert any("units[2].models" in line and "above 0" in line for line in lines), lines


def copy_battle(tmp_path: Path) -> Path:
    for f in SHIPPED.glob("*.yaml"):
        shutil.copy(f, tmp_path / f.name)
    return tmp_path / "grauwasser.yaml"


def test_a_battle_names_a_line_outside_its_deployment_zone_and_bases_on_each_other(tmp_path):
    path = copy_battle(tmp_path)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["south"]["deployment"][1]["at"] = [13, 12.5, 90]  # 1. Grenadiere's front at 12.5: its ranks to 8.5
    data["north"]["deployment"][2]["at"] = [59, 40.5, 270]  # Musketiere onto the Leibgarde
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    with pytest.raises(BattleFileError) as e:
        load_battle(path)
    text = str(e.value)
    assert "south.deployment[1] (S2, 1. Grenadiere)" in text and "FL-SETUP-3" in text
    data["south"]["deployment"][1]["at"] = [13, 7.5, 90]
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    with pytest.raises(BattleFileError, match="N2 and N3 stand on each other's bases"):
        load_battle(path)


def test_a_battle_names_a_missing_army_file(tmp_path):
    path = copy_battle(tmp_path)
    (tmp_path / "nordmark-garde.yaml").unlink()
    with pytest.raises(BattleFileError, match=r"north\.army: no file 'nordmark-garde\.yaml'"):
        load_battle(path)


_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 50) | st.floats(allow_nan=True) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(key=st.sampled_from(["size", "units", "id", "name", "kind", "format_version"]), value=_values)
def test_a_fuzzed_army_gives_one_line_problems_never_a_crash(key, value):
    data = yaml.safe_load((SHIPPED / "legion-grauwasser.yaml").read_text(encoding="utf-8"))
    data[key] = value
    try:
        load_army_text(yaml.safe_dump(data), "fuzzed.yaml")
    except ArmyFileError as e:
        assert all(line.startswith("fuzzed.yaml") and "\n" not in line for line in e.problems)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(key=st.sampled_from(["rounds", "south", "north", "table", "first", "id"]), value=_values)
def test_a_fuzzed_battle_gives_one_line_problems_never_a_crash(tmp_path_factory, key, value):
    folder = tmp_path_factory.mktemp("battle")
    path = copy_battle(folder)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data[key] = value
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    try:
        load_battle(path)
    except BattleFileError as e:
        assert all(line.startswith(str(path)) and "\n" not in line for line in e.problems)
