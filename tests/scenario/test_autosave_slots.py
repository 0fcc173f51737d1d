"""Which autosave a running copy writes (scenario/autosave_slots.py): no
game the player did not choose to end is ever written over (issue 14,
item 18)."""

from __future__ import annotations

import os
import subprocess
import sys

from gettysburg_desktop.scenario.autosave_slots import SlotLock, claim, pid_alive, slot_folder
from gettysburg_desktop.scenario.session import Autosave, GameSession, Setup


def _game(actions: int, seed: int = 3) -> GameSession:
    session = GameSession.new(Setup("crossroads", seed))
    for _ in range(actions):
        session.game.apply(session.game.legal_actions()[0])
    return session


def _autosaved(folder, actions: int) -> str:
    session = _game(actions)
    Autosave(folder).write(session)
    return (folder / Autosave.NAME).read_text(encoding="utf-8")


def _dead_pid() -> int:
    p = subprocess.Popen([sys.executable, "-c", "pass"])
    p.wait()
    return p.pid


def test_an_unfinished_game_is_offered_and_its_slot_taken(tmp_path):
    _autosaved(tmp_path, 3)
    slot = claim(tmp_path, offer=True)
    assert slot.game is not None and len(slot.game.game.history) == 3
    assert slot.autosave.folder == tmp_path
    assert not slot.interrupted  # no lock left: the copy that played it quit cleanly
    assert SlotLock(tmp_path).holder() == os.getpid()
    slot.release()
    assert not (tmp_path / SlotLock.NAME).exists()


def test_a_game_of_no_actions_is_not_offered(tmp_path):
    _autosaved(tmp_path, 0)
    slot = claim(tmp_path, offer=True)
    assert slot.game is None and slot.autosave.folder == tmp_path
    slot.release()


def test_a_stale_lock_says_the_game_was_interrupted(tmp_path):
    _autosaved(tmp_path, 2)
    (tmp_path / SlotLock.NAME).write_text(f"{_dead_pid()}\n")
    slot = claim(tmp_path, offer=True)
    assert slot.game is not None and slot.interrupted
    assert SlotLock(tmp_path).holder() == os.getpid()
    slot.release()


def test_a_second_copy_neither_offers_nor_takes_the_first_copys_game(tmp_path):
    before = _autosaved(tmp_path, 4)
    first = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        assert pid_alive(first.pid)
        (tmp_path / SlotLock.NAME).write_text(f"{first.pid}\n")
        slot = claim(tmp_path, offer=True)
        assert slot.game is None  # not offered
        assert slot.autosave.folder == slot_folder(tmp_path, 1) != tmp_path  # not taken
        slot.autosave.write(_game(1, seed=9))
        assert (tmp_path / Autosave.NAME).read_text(encoding="utf-8") == before
        assert not (tmp_path / Autosave.PREVIOUS).exists()
        slot.release()
    finally:
        first.kill()
        first.wait()


def test_opening_a_saved_game_keeps_the_unfinished_one_for_later(tmp_path):
    before = _autosaved(tmp_path, 5)
    slot = claim(tmp_path, offer=False)  # a saved game opened, or --new
    assert slot.game is None and slot.autosave.folder != tmp_path
    slot.autosave.write(_game(2, seed=8))
    slot.release()
    assert (tmp_path / Autosave.NAME).read_text(encoding="utf-8") == before
    later = claim(tmp_path, offer=True)  # the newest unfinished game is offered next
    assert later.game is not None and len(later.game.game.history) == 2
    later.release()


def test_a_finished_slot_is_reused_rather_than_a_new_one(tmp_path):
    _autosaved(tmp_path, 0)
    for offer in (False, True):
        slot = claim(tmp_path, offer=offer)
        assert slot.autosave.folder == tmp_path
        slot.release()
    assert sorted(p.name for p in tmp_path.iterdir()) == [Autosave.NAME]  # no slot folder made for nothing


def test_a_first_start_makes_one_folder_only(tmp_path):
    slot = claim(tmp_path / "data", offer=True)
    assert slot.game is None and slot.autosave.folder == tmp_path / "data"
    slot.release()
    assert list((tmp_path / "data").iterdir()) == []


def test_a_lock_left_with_this_processs_id_by_an_earlier_life_is_stale(tmp_path):
    """In a container the program may get the same process id at every
    start: a lock naming it, not taken in this process, is a crash's."""
    _autosaved(tmp_path, 2)
    (tmp_path / SlotLock.NAME).write_text(f"{os.getpid()}\n")
    slot = claim(tmp_path, offer=True)
    assert slot.game is not None and slot.interrupted and slot.autosave.folder == tmp_path
    again = claim(tmp_path, offer=True)  # a second claim in this process: the slot is held
    assert again.autosave.folder != tmp_path
    again.release()
    slot.release()


def test_offering_a_game_makes_no_folder_for_a_new_one(tmp_path):
    _autosaved(tmp_path, 3)
    slot = claim(tmp_path, offer=True)
    assert slot.game is not None
    slot.release()
    assert not slot_folder(tmp_path, 1).exists()
