"""Every bad value in a record's stated position is a line naming its key
(issue 22, item 13): ``disrupted: true`` in the example record raised a
TypeError in games/gettysburg/rules/position.py, and the fuzz run found an entrenchment
facing a list (``unhashable type: 'list'`` in games/gettysburg/rules/battlefield.py). The
position's keys are checked against one declared shape (kernel/shape.py)
before any value is used."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from gettysburg_desktop.cli import main
from gettysburg_desktop.games.gettysburg.rules.position import PositionError, state_from_position
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "worked-assault.yaml"
ODD = [None, True, 7, -1, 2.5, "x", "", [], {}, [[1]], [None], {"a": 1}, [{"id": []}], {"side": "csa"}]


def _places(data, path=()):
    yield path
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _places(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _places(v, (*path, i))


def _replaced(data, path, value):
    if not path:
        return value
    out = dict(data) if isinstance(data, dict) else list(data)
    out[path[0]] = _replaced(data[path[0]], path[1:], value)
    return out


def test_any_odd_value_anywhere_in_a_position_is_a_line_naming_its_key():
    position = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))["position"]
    scenario = load_scenario_by_id("crossroads")
    refused = 0
    for path in [p for p in _places(position) if p]:
        for value in ODD:
            try:
                state_from_position(scenario, _replaced(position, path, value))
            except PositionError as exc:
                refused += 1
                lines = str(exc).splitlines()
                assert lines and all(line.startswith("position") for line in lines), (path, value, lines)
    assert refused > 300


@pytest.mark.parametrize(
    "edit, line",
    [
        (("disrupted: [cemetery]", "disrupted: true"), "position.disrupted: must be a list, not true (a yes/no value)"),
        (
            ("cemetery: [town, town]", "cemetery: [[town], town]"),
            "position.entrenchments.cemetery[0]: must be an id, not a list",
        ),
        (
            ("town: {side: csa, value: 3", "town: {side: csa, value: 7"),
            "position.blocks.town.value: must be a block value 2-5, not the number 7",
        ),
        (
            ("- csa-regular-2", "- {id: csa-regular-2, damaged: maybe}"),
            "position.units.town[2].damaged: must be true or false, not 'maybe'",
        ),
        (("usa_forced_pass: 0", "usa_forced_pass: 0, usa_black: 1"), "position.discs.usa_black: unknown key; expected"),
        (("title: \"The rulebook's", "title:\n  - \"The rulebook's"), "title: must be text, not a list"),
    ],
)
def test_a_hand_edited_example_record_says_the_file_and_the_key(tmp_path, capsys, edit, line):
    f = tmp_path / "edited.yaml"
    text = EXAMPLE.read_text(encoding="utf-8")
    assert edit[0] in text
    f.write_text(text.replace(edit[0], edit[1]), encoding="utf-8")
    assert main(["replay", str(f)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {f}: {line}") and len(err.splitlines()) == 1, err


def _ns_record() -> dict:
    from gettysburg_desktop.scenario.session import GameSession, Setup

    s = GameSession.new(Setup("short-1861", 2, game="norden-sueden"))
    for _ in range(6):
        s.game.apply(s.game.legal_actions()[0])
    return yaml.safe_load(s.record_text())


@pytest.mark.parametrize("game", ["gettysburg", "norden-sueden"])
def test_any_odd_value_for_a_records_key_is_a_line_naming_the_file_and_the_key(game):
    """The record's own keys, in both games: each odd value a RecordError
    whose every line names the file, never another exception."""
    from gettysburg_desktop.scenario.record import RecordError, parse_record, replay

    data = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8")) if game == "gettysburg" else _ns_record()
    for key in [*data, "players", "shown_everything", "title"]:
        for value in [None, True, -1, 2.5, "x", [], {}, [None], ["a", 1], {"csa": "hard@x"}, 10**30]:
            try:
                replay(parse_record({**data, key: value}, "f.yaml"), "f.yaml")
            except RecordError as exc:
                lines = str(exc).splitlines()
                assert lines and all(line.startswith("f.yaml: ") for line in lines), (key, value, lines)


def test_replay_says_error_on_every_line_of_a_position_with_two_problems(tmp_path, capsys):
    """Found by the long fuzz run: ``replay`` wrote ``error:`` before the first
    line only of a position's several problems."""
    f = tmp_path / "edited.yaml"
    text = EXAMPLE.read_text(encoding="utf-8").replace("- csa-regular-2", "- {cemetery: 1}")
    f.write_text(text.replace("disrupted: [cemetery]", "disrupted: true"), encoding="utf-8")
    assert main(["replay", str(f)]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert lines == [
        f"error: {f}: position.units.town[2].cemetery: unknown key; expected id, cubes, damaged",
        f"error: {f}: position.units.town[2]: must be a unit id or {{id: ..., cubes: N, damaged: true}}",
        f"error: {f}: position.disrupted: must be a list, not true (a yes/no value)",
    ]
