"""A game being played: new, saved, opened again, autosaved and resumed."""

from __future__ import annotations

import random

from gettysburg_desktop.scenario.record import load_record, replay
from gettysburg_desktop.scenario.session import Autosave, GameSession, Setup


def played(session: GameSession, n: int, seed: int = 1) -> GameSession:
    rnd = random.Random(seed)
    g = session.game
    for _ in range(n):
        legal = g.legal_actions()
        g.apply(legal[rnd.randrange(len(legal))])
    return session


def test_a_saved_game_opens_at_the_same_position_with_its_setup(tmp_path):
    s = played(GameSession.new(Setup("gettysburg-1863", 41, ("entry-box-fallback",))), 60)
    path = tmp_path / "game.yaml"
    s.save(path)
    again = GameSession.open(path)
    assert again.setup == Setup("gettysburg-1863", 41, ("entry-box-fallback",))
    assert again.game.view(None, reveal=True) == s.game.view(None, reveal=True) | {
        "undo": again.game.view(None)["undo"]
    }
    assert again.game.undo_reason() == "nothing to undo yet: the game was just opened"
    assert [str(a) for a in again.game.history] == [str(a) for a in s.game.history]
    assert replay(load_record(path)).log_text(None) == again.game.log_text(None)  # the CLI reads it too


def test_the_autosave_keeps_the_previous_file_and_resumes_the_newest(tmp_path):
    auto = Autosave(tmp_path / "data")
    s = GameSession.new(Setup("crossroads", 5))
    assert auto.resumable() is None
    played(s, 3)
    auto.write(s)
    played(s, 3, seed=2)
    auto.write(s)
    assert auto.path.exists() and auto.previous.exists()
    assert len(load_record(auto.previous).actions) == 3 and len(load_record(auto.path).actions) == 6
    resumed = auto.resumable()
    assert [str(a) for a in resumed.game.history] == [str(a) for a in s.game.history]
    auto.path.write_text("format_version: [broken", encoding="utf-8")  # damaged: the previous one resumes
    assert len(auto.resumable().game.history) == 3
    auto.clear()
    assert not auto.path.exists()


def test_a_finished_game_is_not_offered_for_resuming(tmp_path):
    auto = Autosave(tmp_path)
    s = GameSession.new(Setup("crossroads", 5))
    s.game.concede()
    auto.write(s)
    assert auto.resumable() is None


def test_a_replay_steps_back_and_forth_to_the_same_positions(tmp_path):
    from gettysburg_desktop.scenario.session import Replay

    s = played(GameSession.new(Setup("crossroads", 9)), 80)
    views = []
    g = GameSession.new(Setup("crossroads", 9)).game
    views.append(g.view(None, reveal=True))
    for a in s.game.history:
        g.apply(a)
        views.append(g.view(None, reveal=True))
    path = tmp_path / "r.yaml"
    s.save(path)
    r = Replay.open(path)
    assert r.index == r.length == 80
    strip = lambda v: {k: x for k, x in v.items() if k != "undo"}  # noqa: E731
    for n in (80, 79, 40, 0, 1, 55, 80):
        assert strip(r.at(n).view(None, reveal=True)) == strip(views[n]), n
    r.at(30)
    again = r.session()
    assert len(again.game.history) == 30 and again.game.can_undo() is False


def test_the_background_autosave_writes_the_newest_game(tmp_path):
    auto = Autosave(tmp_path)
    s = GameSession.new(Setup("crossroads", 5))
    for k in range(20):
        played(s, 1, seed=k)
        auto.write_soon(s)
    auto.flush()
    assert load_record(auto.path).actions == [str(a) for a in s.game.history]
    assert auto.error is None


def test_show_everything_switches_are_kept_in_the_record_and_a_replay_R_ACT_2(tmp_path):
    """The window's Show everything in a hot-seat game goes into the saved
    record (``shown_everything``); a replay played on from an earlier step
    keeps only the switches made by then."""
    from gettysburg_desktop.scenario.session import Replay

    s = GameSession.new(Setup("crossroads", 5))
    for _ in range(3):
        s.game.apply(s.game.legal_actions()[0])
    s.note_shown_everything()
    s.game.apply(s.game.legal_actions()[0])
    s.note_shown_everything()
    path = tmp_path / "g.yaml"
    s.save(path)
    assert "shown_everything: [3, 4]" in path.read_text()
    again = GameSession.open(path)
    assert again.shown_everything == [3, 4] and again.record().shown_everything == [3, 4]
    r = Replay.open(path)
    r.at(3)
    assert r.session().shown_everything == [3]
    assert Replay.open(path).session().shown_everything == [3, 4]
