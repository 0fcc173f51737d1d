"""The free table's file (boards/table/table_file.py, docs/table-format.md):
a table written and read back byte for byte, every problem of a bad one
named by file, place and what is wrong, and `gettysburg-desktop validate`
reading it (issue 24, item 1)."""

from __future__ import annotations

import pytest
import shapely

from gettysburg_desktop.boards.table.table import Feature, Objective, Table
from gettysburg_desktop.boards.table.table_file import (
    TableFileError,
    dump_table,
    is_table,
    load_table,
    load_table_text,
    save_table,
)
from gettysburg_desktop.cli import main

GOOD = """format_version: 1
kind: table
id: two-woods
name: Two woods and a road
unit: inch
width: 48
depth: 48
sector: 8
zones:
  south-deployment: [[0, 0], [48, 0], [48, 8], [0, 8]]
features:
  - {id: birch-wood, kind: wood, outline: [[10, 10], [20, 10], [20, 20], [10, 20]], name: "Birch wood"}
  - {id: mill-road, kind: road, line: [[0, 5], [48, 5]], width: 1}
objectives:
  - {id: mill, at: [24, 24], points: 3}
"""


def test_a_table_is_read_as_written_and_written_back_byte_for_byte(tmp_path):
    table = load_table_text(GOOD, "two-woods.yaml")
    assert (table.id, table.name, table.unit, table.width, table.depth, table.rows) == (
        "two-woods",
        "Two woods and a road",
        "inch",
        48,
        48,
        6,
    )
    assert table.feature["birch-wood"].area.area == pytest.approx(100)
    assert table.feature["mill-road"].is_line and table.feature["mill-road"].area.area == pytest.approx(48)
    assert table.objectives == (Objective("mill", (24, 24), 3),)
    assert table.zone("south-deployment").equals(shapely.box(0, 0, 48, 8))
    assert dump_table(table) == GOOD
    path = tmp_path / "t.yaml"
    save_table(table, path)
    assert path.read_text(encoding="utf-8") == GOOD and is_table(path)
    assert load_table(path) == table


def test_a_table_made_in_code_round_trips():
    table = Table(
        60,
        44,
        (Feature("wall", "wall", line=((1.25, 2.5), (30, 2.5), (30, 20)), width=0.25),),
        sector=8,
        id="walled",
        name="A walled field: 1863",
    )
    assert load_table_text(dump_table(table)) == table


def test_every_problem_of_a_bad_table_is_named_by_file_and_place():
    bad = (
        GOOD.replace("[20, 20], [10, 20]]", "[10, 20], [20, 20]]")  # a bow tie
        .replace("width: 1}", "}")  # a line with no width
        .replace("at: [24, 24]", "at: [24, 64]")  # off the table
        .replace("depth: 48\n", "depth: 48\nlength: 3\n")  # an unknown key
    )
    bad += "  - {id: mill, at: [1, 1]}\n  - {id: Hill, at: [2, 2]}\n"
    with pytest.raises(TableFileError) as caught:
        load_table_text(bad, "bad.yaml")
    lines = caught.value.problems
    assert (
        "bad.yaml: length: unknown key 'length' (expected format_version, kind, id, name, width, depth, game, unit, sector, zones, features, objectives)"
        in lines
    )
    assert "bad.yaml: features[0] (birch-wood).outline: the outline crosses itself: trace its edge once round" in lines
    assert "bad.yaml: features[1] (mill-road): a line needs a width (how wide the road, river or wall is)" in lines
    assert "bad.yaml: objectives[0] (mill).at: (24, 64) is off the table" in lines
    assert any(line.startswith("bad.yaml: objectives[2] (Hill).id: 'Hill' is not an id") for line in lines)
    # the second "mill" is no duplicate once the first is refused: it reads
    assert not any("duplicate" in line for line in lines)


def test_a_feature_off_the_table_and_a_duplicate_id_are_refused():
    bad = GOOD.replace("[[10, 10], [20, 10], [20, 20], [10, 20]]", "[[40, 40], [52, 40], [52, 50]]")
    bad = bad.replace("id: mill-road", "id: birch-wood")
    with pytest.raises(TableFileError) as caught:
        load_table_text(bad, "t.yaml")
    assert caught.value.problems == [
        "t.yaml: features[0] (birch-wood): reaches off the table (it spans x 40 to 52, y 40 to 50)",
    ]
    twice = GOOD.replace("id: mill-road", "id: birch-wood")
    with pytest.raises(TableFileError, match=r"features\[1\] \(birch-wood\)\.id: duplicate id 'birch-wood'"):
        load_table_text(twice, "t.yaml")


def test_validate_reads_a_table_and_topology_refuses_it(tmp_path, capsys):
    path = tmp_path / "two-woods.yaml"
    path.write_text(GOOD, encoding="utf-8")
    assert main(["validate", str(path)]) == 0
    out = capsys.readouterr().out
    assert "table 'two-woods' is clean: 48 x 48 (inch), 6 x 6 sectors, 2 features (road, wood), 1 objective" in out
    assert main(["topology", str(path)]) == 2
    assert "is a table" in capsys.readouterr().err
    path.write_text(GOOD.replace("width: 1}", "}"), encoding="utf-8")
    assert main(["validate", str(path)]) == 1
    captured = capsys.readouterr()
    assert "features[1] (mill-road): a line needs a width" in captured.out and "1 problem" in captured.err


def test_a_road_may_run_off_the_edge_with_its_width_but_not_its_middle():
    slanted = GOOD.replace("line: [[0, 5], [48, 5]]", "line: [[0, 4], [48, 9]]")
    assert load_table_text(slanted).feature["mill-road"].area.bounds[0] < 0  # its corner pokes past x = 0
    with pytest.raises(TableFileError, match=r"features\[1\] \(mill-road\): reaches off the table"):
        load_table_text(GOOD.replace("line: [[0, 5], [48, 5]]", "line: [[-2, 5], [48, 5]]"))
