"""A file of the wrong kind says what it is (issue 14, item 19): a game
record given as a scenario, a map given as a scenario or a game, a game
record given to the map editor; and a truncated save's valid part."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

import pytest

from gettysburg_desktop.boards.areas.map_file import MapFormatError, load_map
from gettysburg_desktop.files.file_kind import MAP, RECORD, SCENARIO, kind_of
from gettysburg_desktop.games.gettysburg.scenario.scenario_file import ScenarioFormatError, load_scenario
from gettysburg_desktop.scenario.record import RecordError, load_record, valid_part
from gettysburg_desktop.scenario.session import GameSession, Setup

ROOT = Path(__file__).resolve().parents[2]
RESOURCES = Path(str(files("gettysburg_desktop.resources")))
MAP_FILE = RESOURCES / "maps" / "gettysburg-1863.yaml"
SCENARIO_FILE = RESOURCES / "scenarios" / "gettysburg-1863.yaml"
RECORD_FILE = ROOT / "examples" / "worked-assault.yaml"


def test_each_shipped_file_is_told_by_its_keys():
    from gettysburg_desktop.files.yaml_safe import read_yaml

    assert kind_of(read_yaml(MAP_FILE)) == MAP
    assert kind_of(read_yaml(SCENARIO_FILE)) == SCENARIO
    assert kind_of(read_yaml(RECORD_FILE)) == RECORD
    assert kind_of({"format_version": 1, "id": "x"}) is None and kind_of([1, 2]) is None


def test_a_game_record_given_as_a_scenario_says_so():
    with pytest.raises(ScenarioFormatError) as err:
        load_scenario(RECORD_FILE)
    text = str(err.value)
    assert "this is a game record, not a scenario" in text and "newer" not in text
    assert f"gettysburg {RECORD_FILE}" in text and len(text.splitlines()) <= 2
    with pytest.raises((LookupError, ValueError)) as err:
        GameSession.new(Setup(str(RECORD_FILE), 1))
    assert "this is a game record, not a scenario" in str(err.value)


def test_a_map_given_as_a_scenario_or_a_game_says_this_is_a_map():
    with pytest.raises(ScenarioFormatError) as err:
        load_scenario(MAP_FILE)
    assert "this is a map, not a scenario" in str(err.value) and "unknown key" not in str(err.value)
    assert len(str(err.value).splitlines()) <= 2
    with pytest.raises(RecordError) as err:
        load_record(MAP_FILE)
    assert "this is a map, not a game record" in str(err.value) and "unknown key" not in str(err.value)


def test_a_game_record_or_a_scenario_given_to_the_editor_says_what_it_is():
    with pytest.raises(MapFormatError) as err:
        load_map(RECORD_FILE)
    assert "this is a game record, not a map" in str(err.value) and "gettysburg-desktop replay" in str(err.value)
    with pytest.raises(MapFormatError) as err:
        load_map(SCENARIO_FILE)
    assert "this is a scenario, not a map" in str(err.value)


def _saved(tmp_path, actions=30) -> Path:
    s = GameSession.new(Setup("crossroads", 3))
    for _ in range(actions):
        s.game.apply(s.game.legal_actions()[0])
    path = tmp_path / "saved.yaml"
    s.save(path)
    return path


def test_a_truncated_save_keeps_its_valid_part_up_to_the_last_legal_action(tmp_path):
    full = _saved(tmp_path)
    whole = load_record(full).actions
    text = full.read_text(encoding="utf-8")
    cut = tmp_path / "cut.yaml"
    # the middle of an action's word
    cut.write_text(text[: text.rindex("\n- ", 0, len(text) // 2 + 200) + 4], encoding="utf-8")
    with pytest.raises(RecordError):
        GameSession.open(cut)
    part = valid_part(cut)
    assert part is not None and 0 < len(part.record.actions) < part.found <= len(whole)
    assert part.record.actions == whole[: len(part.record.actions)]
    assert [str(a) for a in part.game.history] == part.record.actions
    assert valid_part(full) is None  # nothing missing, nothing to offer


def test_a_record_whose_end_is_cut_mid_line_still_gives_its_part(tmp_path):
    full = _saved(tmp_path)
    text = full.read_text(encoding="utf-8")
    broken = tmp_path / "broken.yaml"
    broken.write_text(text + "- move [unclosed\n", encoding="utf-8")  # not YAML any more
    with pytest.raises(RecordError):
        GameSession.open(broken)
    part = valid_part(broken)
    assert part is not None and part.record.actions == load_record(full).actions


def test_a_record_whose_set_up_is_gone_has_no_valid_part(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("format_version: 2\nrules_version: 2\nscen", encoding="utf-8")
    assert valid_part(bad) is None
