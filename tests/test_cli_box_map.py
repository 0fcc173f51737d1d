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


OWN_MAP = """\
format_version: 2
kind: boxes
id: two-towns
name: Two towns
setup: own
boxes:
  - id: north
    name: North
    state: ""
    at: [40.0, -80.0]
    owner: usa
    recruit: {usa: 2}
    objective: csa
    start: 1
  - id: south
    name: South
    state: ""
    at: [40.02, -80.01]
    owner: csa
    recruit: {csa: 1}
    objective: usa
    start: 1
links:
  - {a: north, b: south, kind: road}
"""


def test_a_map_of_its_own_validates_with_its_set_up_and_overlaps_only_warn(tmp_path, capsys):
    """What blocks a game is what the box editor's Play-test refuses (errors);
    boxes drawn over each other are warnings, as in its Validation dock
    (issue 22, items 19 and 21)."""
    path = tmp_path / "two.yaml"
    path.write_text(OWN_MAP, encoding="utf-8")
    assert main(["validate", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"warning: {path}: box 'north': drawn over South (south)")
    assert out[1].endswith(
        "played with its own set-up: 1 Union and 1 Confederate militia infantry; "
        "1 warning about boxes drawn over each other (a game plays the map anyway)"
    )
    path.write_text(OWN_MAP.replace("    start: 1\nlinks", "    start: 0\nlinks"), encoding="utf-8")
    assert main(["validate", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out.splitlines()[0] == (
        f"error: {path}: NS-SETUP-2: The Confederacy sets up no militia infantry: give a box in its colour "
        "starting militia (NS-SETUP-2)."
    )
    assert captured.err == f"error: {path}: 1 error and 1 warning about boxes drawn over each other\n"
