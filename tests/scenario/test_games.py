"""The registry of the games (scenario/games.py, issue 17 item 4): Gettysburg
registers itself; another game (here the kernel's toy Sticks) registers its
ruleset, scenarios, variants and sides; a record names its game
(``ruleset:``), saves and replays through it; a record of a game this
program does not play says so, naming the file and the game."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kernel"))

from sticks import Side, SticksGame  # noqa: E402

from gettysburg_desktop.files.file_kind import RECORD, kind_of  # noqa: E402
from gettysburg_desktop.scenario import games  # noqa: E402
from gettysburg_desktop.scenario.record import RecordError, dump_record, load_record, replay  # noqa: E402
from gettysburg_desktop.scenario.session import GameSession, Setup  # noqa: E402


@pytest.fixture
def sticks():
    kind = games.register(
        games.GameKind(
            id="sticks",
            title="Sticks",
            game_class=SticksGame,
            scenarios=lambda: [games.ScenarioOffer("seven-sticks", "Seven sticks")],
            load_scenario=lambda sid: {"seven-sticks": 7}[sid],
            sides=(Side.A, Side.B),
        )
    )
    yield kind
    games.unregister("sticks")


def test_gettysburg_is_the_game_there_is_by_default():
    g = games.game(None)
    assert g.id == "gettysburg" and games.games()[0] is g
    assert g.first_scenario() == "gettysburg-1863" and "crossroads" in g.scenario_ids()
    assert [v.name for v in g.variants()] == ["entry-box-fallback"] and g.variants()[0].rule == "R-ASLT-12"
    assert g.hides and g.computer and g.side_values() == ("csa", "usa")  # R-ACT-2: hidden block values
    assert games.game_of_scenario("some/author/file.yaml") is g


def test_an_unknown_game_names_the_games_there_are():
    with pytest.raises(games.UnknownGame, match=r"'chess' is a game this program does not play \(it plays gettysburg"):
        games.game("chess")


def test_gettysburg_records_are_written_as_before_without_a_ruleset_key(tmp_path):
    s = GameSession.new(Setup("crossroads", 3))
    text = s.record_text()
    assert text.startswith("format_version: 2\nrules_version: ") and "ruleset" not in text


def test_a_record_of_another_game_names_it_saves_and_replays_through_it(sticks, tmp_path):
    s = GameSession.new(Setup("seven-sticks", 4, ("ten",), game="sticks"))
    assert s.kind is sticks and s.game.state.sticks == 10 and s.players == {"a": "human", "b": "human"}
    s.game.apply("take 2")
    s.game.apply("take 1")
    path = tmp_path / "sticks.yaml"
    s.save(path)
    text = path.read_text(encoding="utf-8")
    assert text.startswith("format_version: 2\nruleset: sticks\nrules_version: 1\n")
    assert "variants: [ten]\n" in text and text.endswith("actions:\n- take 2\n- take 1\n")
    assert kind_of(load_record(path).as_dict()) == RECORD
    again = GameSession.open(path)
    assert again.kind is sticks and again.game.state.sticks == 7 and again.setup == s.setup
    assert dump_record(again.record()) == text


def test_a_record_of_another_game_is_checked_by_that_games_rules(sticks, tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text(
        "format_version: 2\nruleset: sticks\nrules_version: 1\nscenario: seven-sticks\nseed: 1\n"
        "players: {csa: easy}\nactions: []\n"
    )
    with pytest.raises(RecordError, match=r"players: 'csa' is not a side; the sides are a and b"):
        load_record(path)
    path.write_text(
        "format_version: 2\nruleset: sticks\nrules_version: 1\nscenario: seven-sticks\nseed: 1\nactions:\n- move 3\n"
    )
    with pytest.raises(RecordError, match=r"bad.yaml: line 7: action 1 of 1: 'move 3': the notation is 'take N'"):
        load_record(path)
    path.write_text(
        "format_version: 2\nruleset: sticks\nrules_version: 1\nscenario: seven-sticks\nseed: 1\nactions:\n- take 2\n- take 3\n"
    )
    with pytest.raises(RecordError, match=r"bad.yaml: line 8: action 2 of 2: take 3: not legal now. Now Player B"):
        replay(load_record(path), str(path))


def test_a_record_of_a_game_this_program_does_not_play_names_the_file_and_the_game(tmp_path):
    path = tmp_path / "other.yaml"
    path.write_text("format_version: 2\nruleset: chess\nrules_version: 1\nscenario: opening\nseed: 1\nactions: []\n")
    with pytest.raises(RecordError) as exc:
        load_record(path)
    message = str(exc.value)
    assert message.startswith(f"{path}: ruleset: 'chess' is a game this program does not play (it plays ")
    assert message.endswith("); a newer program may play it")
    plays = message.split("(it plays ", 1)[1].split(")", 1)[0].split(", ")
    assert sorted(plays) == ["acw-bbdba", "finsterland", "gettysburg", "norden-sueden"]
