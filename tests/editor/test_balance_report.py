"""File > Balance report (issue 26, items 5 and 8; editor/balance_dialog.py):
the computer plays both sides of the game on the map as it is, many times,
and the dialog says whether the battle is balanced, as an author sees it."""

from __future__ import annotations

import os
from multiprocessing import active_children

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from test_editor_window import small_map

from gettysburg_desktop.editor.balance_dialog import WORKERS_NICENESS
from gettysburg_desktop.editor.window import blank_map

VERDICTS = ("Balanced: the interval lies within 40-60%.", "It leans to one side, ", "Not clear yet")


def open_report(w):
    """File > Balance report..., as the author chooses it."""
    action = next(a for a in w.menuBar().actions() if a.text() == "&File")
    entry = next(a for a in action.menu().actions() if a.text() == "&Balance report...")
    entry.trigger()
    return w.playtests.reports[-1]


def choose(dialog, player: str, games: int, jobs: int) -> None:
    dialog.player.setCurrentIndex(dialog.player.findData(player))
    dialog.games.setValue(games)
    dialog.jobs.setValue(min(jobs, dialog.jobs.maximum()))


@pytest.fixture
def report(editor, qtbot, tmp_path):
    w = editor()
    w.open_map(str(small_map(tmp_path)))
    dialog = open_report(w)
    qtbot.waitExposed(dialog)
    yield dialog
    if shiboken6.isValid(dialog):  # (closed by a test: deleted on close)
        dialog.close()
    qtbot.waitUntil(lambda: not dialog.running, timeout=20_000)  # its games end with it


def test_the_report_plays_the_sandbox_and_says_what_the_share_means(report, qtbot):
    """The rollouts' policy on both sides, two games at a time in worker
    processes: the share with its interval and a verdict as the games come
    in, the arena's report at the end."""
    assert report.verdict.text() == "Not started."
    assert report.windowTitle().startswith("Balance report: ")
    choose(report, "policy", 30, 2)
    qtbot.mouseClick(report.start, Qt.LeftButton)
    assert not report.start.isEnabled() and report.stop.isEnabled() and not report.player.isEnabled()
    qtbot.waitUntil(lambda: report.start.isEnabled(), timeout=120_000)
    text = report.verdict.text()
    assert text.startswith("After ") and " games the wins are Confederate " in text and ", Union " in text, text
    assert any(v in text for v in VERDICTS), text
    shown = report.report.toPlainText()
    assert "arena: policy vs policy (2) on sandbox" in shown and "Balance (the same player on both sides" in shown
    games = int(text.split()[1])
    assert 20 <= games <= 30 and report.progress.value() >= games
    assert not report.stop.isEnabled()


def niceness(pid: int) -> int:
    return os.getpriority(os.PRIO_PROCESS, pid)


def test_stop_ends_the_games_at_once_and_counts_those_over(report, qtbot):
    """hard#96 takes a minute and more a game: Stop drops the games under
    way, one at a time too (a worker process, not the dialog's own thread).
    The worker yields the cores to the editor (a niceness of its own)."""
    choose(report, "hard#96", 200, 1)
    qtbot.mouseClick(report.start, Qt.LeftButton)
    qtbot.wait(1500)
    if hasattr(os, "getpriority"):  # (not on Windows)
        editor_niceness = niceness(0)
        qtbot.waitUntil(
            lambda: any(niceness(p.pid) == min(19, editor_niceness + WORKERS_NICENESS) for p in active_children()),
            timeout=20_000,
        )
    qtbot.mouseClick(report.stop, Qt.LeftButton)
    assert report.verdict.text() == "Stopping..."
    qtbot.waitUntil(lambda: report.start.isEnabled(), timeout=15_000)
    text = report.verdict.text()
    assert text == "No game is over yet." or text.startswith("After "), text
    assert not report.running


def test_closing_the_report_ends_its_games(report, qtbot):
    choose(report, "hard#96", 200, 2)
    qtbot.mouseClick(report.start, Qt.LeftButton)
    qtbot.wait(500)
    report.close()
    qtbot.waitUntil(lambda: not report.running, timeout=15_000)


def test_a_map_with_problems_gets_no_report_but_the_reasons(editor, qtbot, monkeypatch):
    from author import Author
    from test_editor_window import trace_two_areas

    w = editor(blank_map(400, 300))
    trace_two_areas(Author(qtbot, w))
    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: told.append(args[2]) or QMessageBox.Ok)
    assert w.balance_report() is None
    assert told and "fix these first" in told[0] and not w.playtests.reports


def test_start_plays_the_map_as_it_is_then_not_the_last_play_test(report, editor, qtbot):
    """The play-test folder is shared: another map's play-test (F5 in another
    editor) writes its scenario there; Start writes this map's again."""
    other = editor()
    other.new_from_1863()
    game = other.play_test(seed=4)
    assert game is not None and game.session.game.scenario.id == "gettysburg-1863"
    choose(report, "policy", 20, 2)
    qtbot.mouseClick(report.start, Qt.LeftButton)
    qtbot.waitUntil(lambda: report.start.isEnabled(), timeout=120_000)
    assert "arena: policy vs policy (2) on sandbox" in report.report.toPlainText()
    game.close()
