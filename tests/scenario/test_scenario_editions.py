"""A scenario's editions (docs/scenario-format.md, ``edition``): when the
1863 battle's set-up changed (issue 26, item 5), games saved before go on
as they were played, on the edition they name; nothing is replayed on a
set-up it was not played on."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id, load_scenario_edition
from gettysburg_desktop.games.gettysburg.scenario.scenario_file import ScenarioFormatError, load_scenario
from gettysburg_desktop.kernel.dice import SeededDice
from gettysburg_desktop.scenario.games import game
from gettysburg_desktop.scenario.record import RecordError, dump_record, load_record, record_of, replay
from gettysburg_desktop.scenario.session import GameSession, Setup

RESOURCES = Path(__file__).resolve().parents[2] / "resources"


def _played(g, n: int, seed: int = 1):
    rnd = random.Random(seed)
    for _ in range(n):
        legal = g.legal_actions()
        g.apply(legal[rnd.randrange(len(legal))])
    return g


def test_a_game_saved_on_the_first_edition_replays_on_it(tmp_path):
    """A record written before editions (no ``scenario_edition``) is of
    edition 1: it replays on the kept edition, the I Corps' second echelon
    in the Emmitsburg Road box as it was, and saves as edition 1 again."""
    first = load_scenario_edition("gettysburg-1863", 1)
    assert first is not None and first.edition == 1
    g = _played(game("gettysburg").new_game(first, SeededDice(8)), 40)
    record = record_of(g, "gettysburg-1863", seed=8)
    text = dump_record(record)
    assert "scenario_edition" not in text  # as every record before editions
    path = tmp_path / "old.yaml"
    path.write_text(text, encoding="utf-8")
    again = GameSession.open(path)
    assert again.game.tables.scenario.edition == 1
    assert [str(a) for a in again.game.history] == [str(a) for a in g.history]
    assert again.game.view(None, reveal=True) == g.view(None, reveal=True) | {"undo": again.game.view(None)["undo"]}
    assert "scenario_edition" not in again.record_text()
    assert replay(load_record(path)).log_text(None) == again.game.log_text(None)


def test_a_new_game_is_played_on_the_newest_edition_and_its_record_says_so(tmp_path):
    newest = load_scenario_by_id("gettysburg-1863")
    assert newest.edition == 2
    s = GameSession.new(Setup("gettysburg-1863", 4))
    assert "scenario_edition: 2\n" in s.record_text()
    path = tmp_path / "new.yaml"
    s.save(path)
    assert load_record(path).scenario_edition == 2
    assert GameSession.open(path).game.tables.scenario.edition == 2
    # the editions differ where the set-up changed (docs/scenario-1863.md)
    first = load_scenario_edition("gettysburg-1863", 1)
    assert first.start != newest.start


def test_a_record_of_a_newer_edition_is_refused_with_a_message(tmp_path):
    path = tmp_path / "newer.yaml"
    path.write_text("format_version: 2\nrules_version: 3\nscenario: gettysburg-1863\nscenario_edition: 9\nseed: 1\n")
    with pytest.raises(RecordError) as caught:
        GameSession.open(path)
    assert str(caught.value) == (
        f"{path}: scenario_edition: 9 is newer than this program's gettysburg-1863 (edition 2); use a newer program"
    )


def test_an_edition_no_longer_kept_is_refused_never_replayed_on_the_new_set_up(tmp_path):
    """An author's own scenario file keeps no older editions: a game of its
    edition 1 is refused once the file says edition 2."""
    shutil.copy(RESOURCES / "maps" / "gettysburg-1863.yaml", tmp_path / "map.yaml")
    text = (RESOURCES / "scenarios" / "gettysburg-1863.yaml").read_text(encoding="utf-8")
    scenario_file = tmp_path / "mine.yaml"
    scenario_file.write_text(text.replace("map: ../maps/gettysburg-1863.yaml", "map: map.yaml"), encoding="utf-8")
    record = tmp_path / "game.yaml"
    record.write_text(f"format_version: 2\nrules_version: 3\nscenario: {scenario_file}\nseed: 1\n")
    with pytest.raises(RecordError) as caught:
        GameSession.open(record)
    assert (
        f"scenario_edition: the game was played on edition 1 of {scenario_file}, which is now edition 2; "
        "this program no longer has edition 1, and the game would not replay on the new set-up"
    ) in str(caught.value)
    assert str(caught.value).startswith(f"{record}: ")


@pytest.mark.parametrize("value", ["two", 0, "true"])
def test_a_bad_edition_is_named_in_the_record_and_in_the_scenario_file(tmp_path, value):
    path = tmp_path / "bad.yaml"
    path.write_text(f"format_version: 2\nrules_version: 3\nscenario: crossroads\nscenario_edition: {value}\nseed: 1\n")
    with pytest.raises(RecordError, match=rf"{path}: scenario_edition: must be the edition of the scenario"):
        load_record(path)
    scenario_file = tmp_path / "scenario.yaml"
    text = (RESOURCES / "scenarios" / "gettysburg-1863.yaml").read_text(encoding="utf-8")
    text = text.replace("map: ../maps/gettysburg-1863.yaml", f"map: {RESOURCES / 'maps' / 'gettysburg-1863.yaml'}")
    scenario_file.write_text(text.replace("edition: 2", f"edition: {value}"), encoding="utf-8")
    with pytest.raises(ScenarioFormatError, match="edition: expected a whole number, 1 or more"):
        load_scenario(scenario_file)
