"""An unexpected error never loses the game (ui/crash_guard.py): the report
in the data folder says what and where, the dialog offers to go on, and the
game goes on from the last good state."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from gettysburg_desktop.ui.crash_guard import CrashGuard, setup_log


def fails_once(cls, name: str, error: Exception, monkeypatch) -> None:
    """``cls.name`` raises ``error`` the first time it is called, then works."""
    real = getattr(cls, name)
    calls = []

    def failing(self, *args, **kw):
        if not calls:
            calls.append(1)
            raise error
        return real(self, *args, **kw)

    monkeypatch.setattr(cls, name, failing)


@pytest.fixture
def guarded(open_window, tmp_path, monkeypatch):
    """A window under a crash guard; the dialog answers ``answer[0]``."""
    answer = ["Continue from the last good state"]
    asked = []

    def exec_(box):
        asked.append(box.text())
        for b in box.buttons():
            if b.text() == answer[0]:
                b.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)

    def make():
        w = open_window()
        guard = CrashGuard(tmp_path / "data", lambda: w)
        guard.install()
        return w, guard, asked, answer

    made = []
    yield lambda: made.append(make()) or made[-1]
    for _, guard, _, _ in made:
        guard.uninstall()


@pytest.mark.qt_no_exception_capture
def test_an_error_after_an_action_loses_nothing_and_the_game_goes_on(guarded, player, qtbot, tmp_path, monkeypatch):
    w, _guard, asked, _answer = guarded()
    p = player(w)
    g = w.session.game
    p.take_over()
    p.click_place("herr-ridge")
    # a bug in drawing the board: the block is placed, then the window fails
    scene = w.scene
    fails_once(type(scene), "show_view", RuntimeError("a bug in show_view"), monkeypatch)
    p.press("place-block 4 herr-ridge")
    qtbot.waitUntil(lambda: bool(asked))
    reports = sorted((tmp_path / "data" / "reports").glob("crash-*.txt"))
    assert len(reports) == 1
    text = reports[0].read_text(encoding="utf-8")
    assert "RuntimeError: a bug in show_view" in text and "place-block 4 herr-ridge" in text
    assert str(reports[0]) in asked[0] and "Your game is safe" in asked[0]
    # the game goes on from the autosave, on a new board: the block is there
    qtbot.waitUntil(lambda: w.scene is not scene)
    assert w.session.game is not g and w.session.game.state.blocks["herr-ridge"].value == 4
    assert "last good state, after 1 action." in w.status.text()
    assert w.curtain.isVisible()  # the Union's turn: the hand-over as before
    p.take_over()
    p.click_place("seminary-ridge-lutheran-seminary")
    p.press("place-block 2 seminary-ridge-lutheran-seminary")
    assert w.session.game.state.blocks["seminary-ridge-lutheran-seminary"].value == 2


@pytest.mark.qt_no_exception_capture
def test_an_engine_error_in_the_middle_of_an_action_leaves_the_game_as_it_was(
    guarded, player, qtbot, tmp_path, monkeypatch
):
    from gettysburg_desktop.games.gettysburg.rules.sequence import Turn

    w, _guard, asked, _answer = guarded()
    p = player(w)
    p.take_over()
    before = w.session.record_text()
    fails_once(Turn, "apply", ValueError("a bug in the engine"), monkeypatch)
    p.click_place("herr-ridge")
    p.press("place-block 4 herr-ridge")
    qtbot.waitUntil(lambda: bool(asked))
    assert "ValueError: a bug in the engine" in next((tmp_path / "data" / "reports").glob("crash-*.txt")).read_text(
        encoding="utf-8"
    )
    assert w.session.record_text() == before and "herr-ridge" not in w.session.game.state.blocks
    p.click_place("herr-ridge")  # the same click works now
    p.press("place-block 4 herr-ridge")
    assert w.session.game.state.blocks["herr-ridge"].value == 4


@pytest.mark.qt_no_exception_capture
def test_quit_from_the_dialog_leaves_the_autosave_to_resume(guarded, player, qtbot, tmp_path, monkeypatch):
    from gettysburg_desktop.scenario.session import Autosave

    w, _guard, asked, answer = guarded()
    p = player(w)
    p.take_over()
    p.click_place("herr-ridge")
    fails_once(type(w.scene), "show_view", RuntimeError("boom"), monkeypatch)
    answer[0] = "Quit"
    p.press("place-block 3 herr-ridge")
    qtbot.waitUntil(lambda: bool(asked) and not w.isVisible())
    resumed = Autosave(tmp_path / "data").resumable()
    assert resumed is not None and resumed.game.state.blocks["herr-ridge"].value == 3


def test_the_log_rotates_and_stays_small(tmp_path):
    import logging

    from gettysburg_desktop.ui.crash_guard import LOG_BYTES, LOG_KEEP, log

    path = setup_log(tmp_path)
    try:
        for i in range(4000):
            log.info("line %d %s", i, "x" * 200)
        files = sorted(path.parent.glob("gettysburg.log*"))
        assert len(files) == 1 + LOG_KEEP
        assert all(f.stat().st_size <= LOG_BYTES + 400 for f in files)
    finally:
        for h in list(log.handlers):
            if isinstance(h, logging.handlers.RotatingFileHandler):
                log.removeHandler(h)
                h.close()
