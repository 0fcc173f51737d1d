"""What Finsterland's rules ask of a table (games/finsterland/editor/
table_checks.py): errors that keep a game off it, the rules' advice as
notes, an objective's worth by where it stands (FL-OBJ-3), the deployment
zones the table draws, and the play-test's battle on an edited table."""

from __future__ import annotations

from dataclasses import replace

from gettysburg_desktop.boards.table.table import Feature, Objective
from gettysburg_desktop.boards.table.table_file import load_table
from gettysburg_desktop.games.finsterland.battle_file import load_battle
from gettysburg_desktop.games.finsterland.battles import shipped
from gettysburg_desktop.games.finsterland.editor.playtest import playtest_files
from gettysburg_desktop.games.finsterland.editor.table_checks import KNOWN, check_table, worth
from gettysburg_desktop.games.finsterland.editor.table_editor import KINDS, new_table
from gettysburg_desktop.games.finsterland.zones import zone_bands, zone_depth


def grauwasser():
    return load_table(shipped()["grauwasser"].parent / "grauwasser-table.yaml")


def test_the_shipped_table_has_no_problem_and_follows_the_rules_advice():
    problems, notes = check_table(grauwasser(), "grauwasser-table.yaml")
    assert problems == []
    assert [n.message for n in notes] == []


def test_every_kind_the_editor_offers_is_one_the_rules_tables_know():
    assert {k.kind for k in KINDS} == KNOWN  # FL-FIELD-5: nothing unclassified, nothing left out


def test_a_kind_the_rules_do_not_know_and_a_table_without_sectors_are_errors():
    table = grauwasser()
    table = replace(table, features=(*table.features, Feature("pond", "lake", outline=((1, 1), (3, 1), (2, 3)))))
    problems, _ = check_table(table, "t.yaml")
    assert [(p.item_id, p.code) for p in problems] == [("pond", "terrain")]
    assert "'lake' is no terrain of the rules' tables T1, T11 and T13" in problems[0].message
    assert "FL-FIELD-5" in problems[0].message
    problems, _ = check_table(replace(table, sector=0.0, features=table.features[:-1]), "t.yaml")
    assert [p.message for p in problems] == ["The table needs a sector grid: orders name sectors (FL-FIELD-4)"]


def test_the_rules_advice_on_size_sectors_and_objectives_comes_as_notes():
    table = new_table()
    _, notes = check_table(table, "new.yaml")
    said = [n.message for n in notes]
    assert "No objective in row A, B, C, D, E, F (FL-OBJ-1)" in said
    assert "No objective in column 1, 2, 3, 4, 5, 6, 7, 8, 9 (FL-OBJ-1)" in said
    assert "0 objectives: by default one per row and one per column, 15 on this table (FL-RUL-1)" in said
    small = replace(table, width=40.0, sector=6.0, zones=zone_bands(replace(table, width=40.0), 6.0))
    _, notes = check_table(small, "small.yaml")
    said = [n.message for n in notes]
    assert "The rules' sectors are 8 in squares (FL-FIELD-4)" in said
    assert "The rules advise a table at least 48 in wide (FL-FIELD-2)" in said
    assert "The rules advise deployment zones at least 8 in deep (FL-FIELD-2)" in said


def test_objectives_spread_unlike_for_the_two_players_or_on_the_centre_line_are_noted():
    table = replace(
        grauwasser(), objectives=(Objective("a", (4, 4)), Objective("b", (12, 12)), Objective("c", (20, 24)))
    )
    _, notes = check_table(table, "t.yaml")
    said = {n.item_id: n.message for n in notes}
    assert said["c"] == "stands on a zone's edge or the centre line: move it off (FL-OBJ-3)"
    assert any("South has 1, 1, 1, 0, North 0, 0, 2, 1 (FL-RUL-1)" in m for m in said.values())


def test_an_objective_is_worth_by_where_it_stands_for_each_side():
    table = grauwasser()
    assert (
        worth(table, Objective("o", (10, 4)))
        == "Worth 1 to South (own deployment zone), 8 to North (enemy deployment zone) (FL-OBJ-3)"
    )
    assert worth(table, Objective("o", (10, 30))) == "Worth 4 to South (enemy half), 2 to North (own half) (FL-OBJ-3)"


def test_the_zones_depth_is_the_tables_and_the_battle_reads_it():
    table = grauwasser()
    assert zone_depth(table) == 8.0
    deeper = replace(table, zones=zone_bands(table, 10.0))
    assert zone_depth(deeper) == 10.0
    assert deeper.zones["north-deployment"][0] == (0.0, 38.0)
    assert zone_depth(replace(table, zones={}), 0.0) == 0.0


def test_a_play_test_plays_the_shipped_armies_on_the_edited_table(tmp_path):
    table = replace(
        grauwasser(), id="wider", name="Wider", width=96.0, zones=zone_bands(replace(grauwasser(), width=96.0), 8.0)
    )
    files = playtest_files(table, tmp_path)
    battle = load_battle(files.scenario_path)
    assert battle.table == table and battle.deploy and battle.zone == 8.0
    assert (files.table, files.armies) == ("Wider", ("Legion von Grauwasser", "Garde der Nordmark"))
    assert battle.name == "Wider"
    xs = [u.at.x for u in battle.units if u.at is not None]
    assert max(xs) > 72  # carried over to the wider table
