"""A battle of ACW-BBDBA as a file (battle_file.py): a table drawn in the
table editor and two armies, a shipped one by its id or an army file beside
it; the armies laid out as in the meeting engagement (BB-SETUP-5), clear of
a waterway (BB-FIELD-8); a table that is no battlefield of this game, an
army of the wrong side or periods that can't meet refused by file, place
and rule; New game and validate read it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gettysburg_desktop.boards.table.table import Feature
from gettysburg_desktop.boards.table.table_file import save_table
from gettysburg_desktop.games.acw_bbdba.battle_file import BattleFileError, load_battle
from gettysburg_desktop.games.acw_bbdba.battles import generated, load_scenario
from gettysburg_desktop.games.acw_bbdba.field.battlefield import generate

BATTLE = """format_version: 1
kind: acw-bbdba-battle
id: mill-creek
name: The fight at Mill Creek
table: mill-creek-table.yaml
union: {union}
confederate: {confederate}
"""


def _battle(folder, table, union="potomac-1864", confederate="northern-virginia-1864"):
    save_table(table, folder / "mill-creek-table.yaml")
    path = folder / "mill-creek.yaml"
    path.write_text(BATTLE.format(union=union, confederate=confederate), encoding="utf-8")
    return path


def test_a_battle_file_is_its_table_and_armies_laid_out_as_the_meeting_engagement(tmp_path):
    table = replace(generate(7), game="acw-bbdba")
    path = _battle(tmp_path, table)
    battle = load_battle(path)
    assert (battle.id, battle.name, battle.table, battle.periods) == (
        "mill-creek", "The fight at Mill Creek", table, ("late", "late"))  # fmt: skip
    same = generated(("late", "late"), 7, "mill-creek")
    assert [(e.id, e.pose) for e in battle.elements] == [(e.id, e.pose) for e in same.elements]
    assert load_scenario(str(path)).elements == battle.elements  # New game's scenario file


def test_the_armies_deploy_clear_of_a_waterway_BB_FIELD_8():
    table = generate(1)  # a waterway along the left edge
    (waterway,) = [f for f in table.features if f.kind == "waterway"]
    battle = generated(("early", "early"), 1, "field-1862-1")
    assert not [e.id for e in battle.elements if table.features_under(e.shape, ("waterway",))]
    assert min(e.shape.bounds[0] for e in battle.elements) >= waterway.area.bounds[2]


def test_a_table_that_is_no_battlefield_is_refused_with_the_feature_and_the_rule(tmp_path):
    strip = Feature("strip", "wood", ((100, 250), (400, 250), (400, 280), (100, 280)))
    path = _battle(tmp_path, replace(generate(7), features=(strip,)))
    with pytest.raises(BattleFileError) as refused:
        load_battle(path)
    assert str(refused.value) == (
        f"{path}: table: the table mill-creek-table.yaml is no battlefield of this game: "
        "strip: narrower than a base width (40 mm) somewhere (BB-FIELD-5)"
    )
    inches = replace(generate(7), unit="inch")
    with pytest.raises(BattleFileError, match=r"the game measures in millimetres|the table's unit is inch"):
        load_battle(_battle(tmp_path, inches))


def test_armies_of_the_wrong_side_or_periods_that_cant_meet_are_refused(tmp_path):
    table = generate(7)
    with pytest.raises(BattleFileError) as refused:
        load_battle(_battle(tmp_path, table, union="northern-virginia-1864"))
    assert "union: northern-virginia-1864 is an army of the confederate side, not the union" in str(refused.value)
    with pytest.raises(BattleFileError) as refused:
        load_battle(_battle(tmp_path, table, union="potomac-1862", confederate="northern-virginia-1864"))
    assert "(BB-ARMY-5, BB-RUL-4)" in str(refused.value)
    with pytest.raises(BattleFileError) as refused:
        load_battle(_battle(tmp_path, table, union="grant.yaml"))
    assert "union: no army 'grant.yaml': name a shipped army" in str(refused.value)
    # the ruling's cross pairing: the Confederates' early army against the Union's late one
    assert load_battle(_battle(tmp_path, table, union="potomac-1864", confederate="northern-virginia-1862"))


def test_validate_checks_a_battle_file(tmp_path, capsys):
    from gettysburg_desktop.cli import main

    path = _battle(tmp_path, generate(7))
    assert main(["validate", str(path)]) == 0
    out = capsys.readouterr().out
    assert "battle 'mill-creek' is clean: The fight at Mill Creek, on Battlefield 7 (12 features)" in out
    assert "36 Union and 36 Confederate troop elements" in out


def test_the_example_battle_is_a_clean_battlefield_and_plays():
    """examples/acw-bbdba/: a table drawn for this game (its checks clean) and a battle on it, started
    as New game starts a file's battle."""
    from pathlib import Path

    from gettysburg_desktop.boards.table.table_file import load_table
    from gettysburg_desktop.games.acw_bbdba.editor.table_checks import check_table
    from gettysburg_desktop.games.acw_bbdba.game.ruleset import AcwGame
    from gettysburg_desktop.kernel.dice import SeededDice

    folder = Path(__file__).resolve().parents[2] / "examples" / "acw-bbdba"
    table = load_table(folder / "mill-creek-table.yaml")
    assert table.game == "acw-bbdba" and check_table(table, "mill-creek-table.yaml") == ([], [])
    battle = load_scenario(str(folder / "mill-creek.yaml"))
    assert battle.name == "The fight at Mill Creek" and battle.table == table
    g = AcwGame(battle, SeededDice(3))
    for _ in range(40):
        g.apply(g.legal_actions()[0])
    assert g.state.bound >= 1
