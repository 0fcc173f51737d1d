"""Issue 14, item 18: "nothing the player didn't choose to end is ever
overwritten". A game under way replaced by another in the window (Game >
New game, Game > Open) was written over by the new game's autosave at its
first action: unless it is saved as it stands, it is put away in an
autosave of its own and offered at the next start as unfinished."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gettysburg_desktop.scenario.autosave_slots import claim, slot_folder, unfinished
from gettysburg_desktop.scenario.session import Autosave, GameSession, Setup


def _one_action(open_window, qtbot, player):
    w = open_window()
    qtbot.mouseClick(w.curtain.button, Qt.LeftButton)
    p = player(w)
    p.click_place("herr-ridge")
    p.press("place-block 5 herr-ridge")
    w.autosave.flush()
    return w


def _kept(w) -> list[str] | None:
    kept = unfinished(Autosave(slot_folder(w.data_dir, 1)))
    return None if kept is None else [str(a) for a in kept.game.history]


def test_a_new_game_puts_the_game_under_way_away(open_window, qtbot, player):
    w = _one_action(open_window, qtbot, player)
    assert w.start(Setup("gettysburg-1863", 5))
    assert _kept(w) == ["place-block 5 herr-ridge"]
    assert "kept" in w.status.text()
    offered = claim(w.data_dir, offer=True)
    try:
        assert offered.game is not None and not offered.interrupted
    finally:
        offered.release()


def test_opening_a_saved_game_puts_the_game_under_way_away(open_window, qtbot, player, tmp_path):
    other = tmp_path / "other.yaml"
    GameSession.new(Setup("gettysburg-1863", 9)).save(other)
    w = _one_action(open_window, qtbot, player)
    assert w.open_game(str(other))
    assert _kept(w) == ["place-block 5 herr-ridge"]


def test_a_game_saved_as_it_stands_is_not_put_away(open_window, qtbot, player, tmp_path):
    w = _one_action(open_window, qtbot, player)
    mine = tmp_path / "mine.yaml"
    w.session.save(mine)
    w.path = str(mine)
    assert w.start(Setup("gettysburg-1863", 5))
    assert _kept(w) is None
