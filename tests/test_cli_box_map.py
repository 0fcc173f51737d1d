"""`cli validate` on a box map (docs/box-map-format.md): the file's problems,
else the rules' (NS-MAP-4), else a clean summary; `cli topology` declines."""

from __future__ import annotations

from pathlib import Path

from gettysburg_desktop.cli import main

ROOT = Path(__file__).resolve().parents[1]
MAP = ROOT / "resources" / "maps" / "norden-sueden-1861.yaml"


def test_the_1861_map_validates_clean(capsys):
    assert main(["validate", str(MAP)]) == 0
    out = capsys.readouterr().out
    assert "box map 'norden-sueden-1861' is clean:" in out
    assert "start sums 34 and 29" in out


def test_a_map_that_breaks_the_rules_lists_each_problem(tmp_path, capsys):
    text = MAP.read_text(encoding="utf-8").replace("    fortress: true\n", "", 1)  # Washington's
    path = tmp_path / "m.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["validate", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out.splitlines() == [
        f"error: {path}: NS-MAP-4.5: Washington must be a permanent fortification (NS-FORT-4)."
    ]
    assert captured.err == f"error: {path}: 1 error\n"


def test_a_malformed_box_map_lists_every_problem_of_the_file(tmp_path, capsys):
    text = MAP.read_text(encoding="utf-8").replace("owner: usa", "owner: blue", 2)
    path = tmp_path / "m.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["validate", str(path)]) == 1
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert len(lines) == 2 and all(line.startswith(f"{path}: boxes[") for line in lines), lines
    assert "unknown owner 'blue'" in lines[0]
    assert captured.err == f"error: {path}: 2 problems\n"


def test_an_unreadable_box_map_exits_2(tmp_path, capsys):
    path = tmp_path / "m.yaml"
    path.write_text("kind: boxes\nboxes: [\n", encoding="utf-8")
    assert main(["validate", str(path)]) == 2
    assert "not valid YAML" in capsys.readouterr().err


def test_topology_declines_a_box_map(capsys):
    assert main(["topology", str(MAP)]) == 2
    assert "is a box map" in capsys.readouterr().err
