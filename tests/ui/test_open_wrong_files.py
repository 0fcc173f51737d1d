"""Game > Open on a wrong, large or hand-edited file answers at once, with
a message that names the file and the place (issue 22, item 12: a 512 KiB
file froze a game for 22.7 s, 50 MB for over five minutes, while the
valid-part search re-parsed every prefix of the file; item 13: a
hand-edited record's bad value crashed the program).

A file over the documented 4 MiB limit is refused unread, as the command
line refuses it; a damaged record's valid part is found in one pass. The
default suite proves it by counting (the file never opened; the YAML parser
handed about the file once); the slow test times a player's wait.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenario"))

from test_record_text import Opened, Parsed, _damaged_early  # noqa: E402

MIB = 1024 * 1024


@pytest.fixture
def boxes(monkeypatch):
    """The message boxes the window shows, (kind, text); a question is answered Open."""
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: said.append(("warning", text)))
    monkeypatch.setattr(
        QMessageBox, "question", lambda parent, title, text, *a: said.append(("question", text)) or QMessageBox.Open
    )
    return said


def _noise(path: Path, size: int, sparse: bool = True) -> Path:
    with open(path, "wb") as fh:
        fh.write(os.urandom(64 * 1024))
        if sparse:
            fh.truncate(size)
        else:
            fh.write(os.urandom(size - 64 * 1024))
    return path


def test_open_refuses_50_mb_of_noise_unread(open_window, tmp_path, monkeypatch, boxes):
    noise = _noise(tmp_path / "noise.yaml", 50 * 1000 * 1000)
    w = open_window()
    before = w.session.record_text()
    opened = Opened(monkeypatch)
    assert not w.open_game(str(noise))
    assert str(noise) not in opened.paths  # the size is checked first; no valid part is looked for
    assert boxes == [("warning", boxes[0][1])] and "the file is too big: 47.7 MiB" in boxes[0][1]
    assert str(noise) in boxes[0][1] and w.session.record_text() == before


def test_open_finds_a_damaged_records_valid_part_in_one_pass(open_window, tmp_path, monkeypatch, boxes):
    bad, good = _damaged_early(tmp_path)
    w = open_window()
    parsed = Parsed(monkeypatch)
    assert w.open_game(str(bad))
    assert [kind for kind, _ in boxes] == ["question"] and "valid up to its first 30 actions (of 120)" in boxes[0][1]
    assert len(w.session.game.history) == good
    # the whole file once (GameSession.open), the set-up and the broken line by themselves once more
    assert parsed.chars <= 2 * bad.stat().st_size, parsed.chars


def _record_of_4_mib(tmp_path: Path) -> Path:
    """A saved game padded with its own actions to just under the 4 MiB limit:
    read whole, it replays up to the first action that is no longer legal."""
    bad, _good = _damaged_early(tmp_path)
    text = bad.read_text(encoding="utf-8").replace("- move [unclosed\n", "- pass\n")
    actions = "".join(line + "\n" for line in text.splitlines() if line.startswith("- "))
    padding = actions * ((4 * MIB - len(text)) // len(actions))
    path = tmp_path / "four-mib.yaml"
    path.write_text(text + padding, encoding="utf-8")
    assert 4 * MIB - len(actions) < path.stat().st_size <= 4 * MIB
    return path


@pytest.mark.slow
def test_open_answers_within_a_second_for_50_mb_of_noise_and_a_4_mib_record(open_window, tmp_path, boxes):
    noise = _noise(tmp_path / "noise.yaml", 50 * 1000 * 1000, sparse=False)
    record = _record_of_4_mib(tmp_path)
    w = open_window()
    for path, kind in ((noise, "warning"), (record, "question")):
        boxes.clear()
        start = time.perf_counter()
        w.open_game(str(path))
        took = time.perf_counter() - start
        assert [k for k, _ in boxes] == [kind], boxes
        assert took < 1.0, f"{path.name}: {took:.2f} s"


def test_open_a_hand_edited_record_says_which_key_is_wrong(open_window, tmp_path, boxes):
    """``disrupted: true`` in the example record: the program closed with a
    TypeError (games/gettysburg/rules/position.py); now one line names the file and the key."""
    example = Path(__file__).resolve().parents[2] / "examples" / "worked-assault.yaml"
    f = tmp_path / "edited.yaml"
    f.write_text(example.read_text(encoding="utf-8").replace("disrupted: [cemetery]", "disrupted: true"), "utf-8")
    w = open_window()
    before = w.session.record_text()
    assert not w.open_game(str(f))
    assert boxes == [("warning", f"{f}: position.disrupted: must be a list, not true (a yes/no value)")]
    assert w.session.record_text() == before
