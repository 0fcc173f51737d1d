"""What scenario authors run: `cli validate` and `cli topology` (issue 3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gettysburg_desktop.cli import main

ROOT = Path(__file__).resolve().parents[1]
MAP = ROOT / "resources" / "maps" / "gettysburg-1863.yaml"
SCENARIO = ROOT / "resources" / "scenarios" / "gettysburg-1863.yaml"


def test_the_shipped_map_validates_clean(capsys):
    assert main(["validate", str(MAP)]) == 0
    assert "map 'gettysburg-1863' is clean: 47 areas, 8 entry boxes" in capsys.readouterr().out


def test_the_shipped_scenario_validates_clean(capsys):
    assert main(["validate", str(SCENARIO)]) == 0
    assert "scenario 'gettysburg-1863' is clean" in capsys.readouterr().out


def test_a_broken_map_lists_every_problem_on_its_own_line_without_a_traceback(tmp_path, capsys):
    text = MAP.read_text(encoding="utf-8")
    # two towns, a missing double star and an entry box linked to nowhere
    text = text.replace("terrain: hill\n    stars: 2", "terrain: town\n    stars: 1", 1)
    text = text.replace("area: herr-ridge", "area: nowhere", 1)
    broken = tmp_path / "broken.yaml"
    broken.write_text(text, encoding="utf-8")
    assert main(["validate", str(broken)]) == 1
    captured = capsys.readouterr()
    out = captured.out.strip().splitlines()  # the problems, on stdout for piping, each with its severity
    errors = sum(1 for line in out if line.startswith("error: "))
    warnings = sum(1 for line in out if line.startswith("warning: "))
    assert errors + warnings == len(out) and errors == 1
    # the summary, on stderr, in the editor's words (issue 14, item 22)
    assert captured.err == f"error: {broken}: 1 error and {warnings} warnings\n"
    assert len(out) >= 3
    assert all(line.split(": ", 1)[1].startswith(f"{broken}: ") for line in out)
    joined = "\n".join(out)
    assert "nowhere" in joined and "town" in joined and "double star" in joined
    assert "Traceback" not in joined


def test_a_malformed_map_names_the_place_and_exits_2(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text(MAP.read_text(encoding="utf-8").replace("terrain: ridge", "terrain: mountain", 1), encoding="utf-8")
    assert main(["validate", str(bad)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"error: {bad}: areas[0].terrain: unknown terrain 'mountain'")


def test_a_missing_file_is_an_error_on_stderr_and_exits_2(tmp_path, capsys):
    for command in ("validate", "topology"):
        assert main([command, str(tmp_path / "nothing.yaml")]) == 2
        captured = capsys.readouterr()
        assert captured.out == ""
        assert captured.err == f"error: {tmp_path / 'nothing.yaml'}: cannot read the file: No such file or directory\n"


def test_a_game_record_given_to_validate_is_named_as_one(capsys):
    record = ROOT / "examples" / "worked-assault.yaml"
    assert main(["validate", str(record)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"error: {record} is a game record, not a map or a scenario: "
        f"replay it with `gettysburg-desktop replay {record}`\n"
    )


def test_a_bare_game_record_is_recognised_too(tmp_path, capsys):
    record = tmp_path / "mine.yaml"
    record.write_text("format_version: 1\nseed: 4\nactions: []\n", encoding="utf-8")
    assert main(["validate", str(record)]) == 2
    assert "is a game record, not a map or a scenario" in capsys.readouterr().err


def test_topology_of_a_record_or_a_scenario_says_what_the_file_is(capsys):
    record = ROOT / "examples" / "worked-assault.yaml"
    assert main(["topology", str(record)]) == 2
    assert f"error: {record} is a game record, not a map: replay it with" in capsys.readouterr().err
    assert main(["topology", str(SCENARIO)]) == 2
    assert f"error: {SCENARIO} is a scenario, not a map" in capsys.readouterr().err


def test_a_scenario_naming_units_and_places_its_map_lacks_is_rejected(tmp_path, capsys):
    text = SCENARIO.read_text(encoding="utf-8").replace("map: ../maps/gettysburg-1863.yaml", f"map: {MAP}")
    text = text.replace("herr-ridge:", "herr-hill:", 1)
    bad = tmp_path / "bad-scenario.yaml"
    bad.write_text(text, encoding="utf-8")
    assert main(["validate", str(bad)]) == 1
    captured = capsys.readouterr()
    assert "herr-hill" in captured.out and str(bad) in captured.out
    n = len(captured.out.strip().splitlines())
    # a scenario's problems (not the map checker's)
    assert captured.err == f"error: {bad}: {n} problem{'' if n == 1 else 's'}\n"


def test_topology_prints_each_areas_neighbours_and_road_borders(capsys):
    assert main(["topology", str(MAP)]) == 0
    out = capsys.readouterr().out
    block = out.split("\nCemetery Hill (cemetery-hill):\n", 1)[1].split("\n", 3)
    assert "East Cemetery Hill" in block[0]  # borders, by name (issue 14, item 15)
    assert "east-cemetery-hill" not in block[0]
    assert block[2].startswith("  road crosses into: ")
    assert "entry box Chambersburg Pike (chambersburg-pike-box) -> Herr Ridge" in out
    assert capsys.readouterr().err == ""


def test_topology_of_a_map_with_problems_prints_it_and_exits_1(tmp_path, capsys):
    broken = tmp_path / "broken.yaml"
    broken.write_text(MAP.read_text(encoding="utf-8").replace("area: herr-ridge", "area: nowhere", 1), encoding="utf-8")
    assert main(["validate", str(broken)]) == 1
    assert capsys.readouterr().err.startswith(f"error: {broken}: 1 error and ")  # and the names' warnings
    assert main(["topology", str(broken)]) == 1
    captured = capsys.readouterr()
    assert "\nCemetery Hill (cemetery-hill):\n  borders: " in captured.out  # the topology is still printed
    assert captured.err == (
        f"error: {broken}: the map has 1 error: `gettysburg-desktop validate {broken}` lists them\n"
    )


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playouts_of_the_1863_scenario_finish_cleanly(seed):
    from gettysburg_desktop.games.gettysburg.rules.playout import random_playout
    from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id

    r = random_playout(load_scenario_by_id("gettysburg-1863"), seed)
    assert r.failures == []
    assert r.winner in ("csa", "usa")


@pytest.mark.slow
def test_two_hundred_random_playouts_of_the_1863_scenario(capsys):
    assert main(["playout", "--scenario", "gettysburg-1863", "--games", "200", "--seed", "1"]) == 0


def test_the_editable_maps_copy_matches_the_shipped_map():
    assert (ROOT / "maps" / "gettysburg-1863.yaml").read_bytes() == MAP.read_bytes()


def test_an_author_plays_out_a_scenario_file_by_its_path(tmp_path, capsys):
    mine = tmp_path / "mine.yaml"
    mine.write_text(
        SCENARIO.read_text(encoding="utf-8").replace("map: ../maps/gettysburg-1863.yaml", f"map: {MAP}"),
        encoding="utf-8",
    )
    assert main(["playout", "--scenario", str(mine), "--games", "1", "--seed", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"scenario gettysburg-1863 (from {mine}): Gettysburg 1863; 47 areas, 71 units; seeds 4 to 4"
    assert lines[1].endswith(": ok")


def test_order_boxes_larger_than_the_union_has_discs_are_refused_R_COMP(tmp_path, capsys):
    bad = tmp_path / "big.yaml"
    text = SCENARIO.read_text(encoding="utf-8").replace("map: ../maps/gettysburg-1863.yaml", f"map: {MAP}")
    bad.write_text(text.replace("morning: 10", "morning: 40"), encoding="utf-8")
    assert main(["validate", str(bad)]) == 1
    assert "union_order_boxes.morning: needs a whole number of discs from 1 to 20" in capsys.readouterr().out
