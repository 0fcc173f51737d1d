"""``players:`` in a game record (docs/game-record.md): who decided for each
side, a person or a computer player by name; a record without it is a game
of two people."""

from __future__ import annotations

import pytest

from gettysburg_desktop.scenario.record import RecordError, dump_record, load_record
from gettysburg_desktop.scenario.session import GameSession, Setup


def test_a_game_against_the_computer_saves_and_opens_with_its_players(tmp_path):
    session = GameSession.new(Setup("crossroads", 7, players=(("usa", "hard@4:cautious"),)))
    assert session.players == {"csa": "human", "usa": "hard@4:cautious"}
    session.game.apply(session.game.legal_actions()[0])
    path = tmp_path / "game.yaml"
    session.save(path)
    assert "players: {csa: human, usa: 'hard@4:cautious'}" in path.read_text()
    again = GameSession.open(path)
    assert again.players == {"csa": "human", "usa": "hard@4:cautious"}
    assert again.setup.players == (("usa", "hard@4:cautious"),)


def test_a_record_without_players_is_two_people_and_writes_none(tmp_path):
    session = GameSession.new(Setup("crossroads", 7))
    assert session.players == {"csa": "human", "usa": "human"}
    assert "players" not in session.record_text()
    path = tmp_path / "game.yaml"
    session.save(path)
    assert GameSession.open(path).players == {"csa": "human", "usa": "human"}


@pytest.mark.parametrize(
    "players, words",
    [
        ("[easy]", "must be a mapping"),
        ("{rebels: easy}", "'rebels' is not a side"),
        ("{usa: 'Hard Player'}", "neither human nor a computer player's name"),
        ("{usa: 3}", "neither human nor"),
    ],
)
def test_a_bad_players_entry_is_named(tmp_path, players, words):
    path = tmp_path / "bad.yaml"
    text = dump_record(GameSession.new(Setup("crossroads", 7)).record())
    path.write_text(text.replace("actions:", f"players: {players}\nactions:"))
    with pytest.raises(RecordError) as err:
        load_record(path)
    assert str(path) in str(err.value) and "players" in str(err.value) and words in str(err.value)
