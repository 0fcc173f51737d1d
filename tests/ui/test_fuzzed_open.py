"""The windows' Open fed broken files (issue 14, item 23): the play
window's Open and Replay with broken copies of a real game record (and of
a map: the wrong kind of file), the editor's Open with broken copies of the
1863 map. Either the file opens, or one message box says what is wrong,
naming the file; never an exception, and the game or map on screen stays
as it was.

The long run: ``GETTYSBURG_FUZZ_EXAMPLES=500 .venv/bin/python -m pytest -m slow tests/ui/test_fuzzed_open.py``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from PySide6.QtWidgets import QMessageBox

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenario"))

from test_fuzzed_files import broken  # noqa: E402

QUICK = settings(max_examples=8, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
LONG = settings(max_examples=int(os.environ.get("GETTYSBURG_FUZZ_EXAMPLES", "300")), deadline=None,
                suppress_health_check=list(HealthCheck))


@pytest.fixture
def warnings(monkeypatch):
    """The message boxes said, (title, text); a question (open the valid
    part of a damaged game?) is answered Open and Cancel by turns."""
    said = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, text, *a, **kw: said.append((title, text))))

    def question(parent, title, text, *a, **kw):
        said.append((title, text))
        question.asked += 1
        return QMessageBox.Open if question.asked % 2 else QMessageBox.Cancel

    question.asked = 0
    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return said


def open_in_play_window(w, warnings, folder: Path, data: bytes, how: str) -> None:
    path = folder / "broken.yaml"
    path.write_bytes(data)
    before = w.session.record_text()
    warnings.clear()
    opened = (w.open_game if how == "open" else w.open_replay)(str(path))
    if opened:
        assert len(warnings) <= 1 and all(str(path) in text for _, text in warnings), warnings  # at most: open the valid part?
    else:
        assert len(warnings) == 1, warnings
        text = warnings[0][1]
        assert str(path) in text and "Traceback" not in text, text
        assert w.session.record_text() == before  # the game on screen stays


def check_play(open_window, warnings, tmp_path_factory, how, kind, quick):
    w = open_window()
    if w.curtain.isVisible():  # a replay is not offered behind the hand-over curtain (R-ACT-2)
        w.curtain.button.click()

    @(QUICK if quick else LONG)
    @given(data=broken(kind))
    def run(data):
        open_in_play_window(w, warnings, tmp_path_factory.mktemp("open"), data, how)

    run()


@pytest.mark.parametrize("how, kind", [("open", "record"), ("replay", "record"), ("open", "map")])
def test_the_play_windows_open_says_what_is_wrong_with_a_broken_file(open_window, warnings, tmp_path_factory, how, kind):
    check_play(open_window, warnings, tmp_path_factory, how, kind, quick=True)


@pytest.mark.slow
@pytest.mark.parametrize("how", ["open", "replay"])
@pytest.mark.parametrize("kind", ["record", "example", "map"])
def test_many_broken_files_through_the_play_windows_open(open_window, warnings, tmp_path_factory, how, kind):
    check_play(open_window, warnings, tmp_path_factory, how, kind, quick=False)


def check_editor(qtbot, warnings, tmp_path_factory, kind, quick):
    from gettysburg_desktop.editor.window import EditorWindow

    e = EditorWindow(None, None, data_dir=tmp_path_factory.mktemp("data"))
    e.show()

    @(QUICK if quick else LONG)
    @given(data=broken(kind))
    def run(data):
        path = tmp_path_factory.mktemp("open") / "broken.yaml"
        path.write_bytes(data)
        warnings.clear()
        before = e.emap
        if e.open_map(str(path)):
            assert not warnings
            e.undo_stack.setClean()
        else:
            assert len(warnings) == 1, warnings
            assert str(path) in warnings[0][1] and "Traceback" not in warnings[0][1]
            assert e.emap is before

    try:
        run()
    finally:
        e.undo_stack.setClean()
        e.close()


@pytest.mark.parametrize("kind", ["map", "record"])
def test_the_editors_open_says_what_is_wrong_with_a_broken_map(qtbot, warnings, tmp_path_factory, kind):
    check_editor(qtbot, warnings, tmp_path_factory, kind, quick=True)


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["map", "scenario", "record"])
def test_many_broken_maps_through_the_editors_open(qtbot, warnings, tmp_path_factory, kind):
    check_editor(qtbot, warnings, tmp_path_factory, kind, quick=False)


def test_open_a_record_whose_scenario_file_is_a_map_says_so(open_window, warnings, tmp_path, monkeypatch):
    """Found by fuzzing (scenario/record.py): Game > Open on a record whose
    ``scenario:`` names a file that is no scenario reached the crash guard
    (ScenarioFormatError); now the message box names the record."""
    from PySide6.QtWidgets import QFileDialog

    from gettysburg_desktop.editor.window import builtin_1863_map_path

    f = tmp_path / "game.yaml"
    f.write_text(f"format_version: 2\nrules_version: 2\nscenario: {builtin_1863_map_path()}\nseed: 1\nactions: []\n", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **kw: (str(f), "")))
    w = open_window()
    before = w.session.record_text()
    from monkeyhelp import leaf_actions

    next(a for a in leaf_actions(w.menuBar()) if a.text() == "&Open...").trigger()
    assert len(warnings) == 1
    title, text = warnings[0]
    assert text.startswith(f"{f}: scenario: ") and "gettysburg-1863.yaml" in text
    assert w.session.record_text() == before
