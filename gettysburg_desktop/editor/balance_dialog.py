"""Balance report (an editor's File menu): is the scenario on the map as it
is a battle both sides can win? The computer plays both sides of each seed
once, with the arena (ai/arena.py) in worker processes on a thread of its
own, and the dialog reads the first side's share of the points with its
Wilson 95% interval against 40-60% (ai/balance.py) as the games come in:
balanced, leaning to a side, or not yet clear. The match stops when the
verdict is clear, when the games run out, or at Stop; the arena's report
is shown at the end. The command line's ``gettysburg-desktop balance`` is
the same match (and the one to run on a cluster)."""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gettysburg_desktop.ai.arena import GameResult, Match, run_match, side_points
from gettysburg_desktop.ai.arena_report import report_text, summary
from gettysburg_desktop.ai.balance import BALANCED, FIRST, SECOND, Band
from gettysburg_desktop.scenario import games

_t = QCoreApplication.translate

#: the games' worker processes yield the cores to the editor beside them (os.nice)
WORKERS_NICENESS = 10


def players() -> list[tuple[str, str]]:
    """The players offered: (the arena's name, what the author reads)."""
    return [
        ("policy", _t("BalanceDialog", "the computer's rules of thumb, no search: fast, a first look")),
        ("hard#24", _t("BalanceDialog", "hard with 24 simulations a decision (the command line's default)")),
        ("hard#96", _t("BalanceDialog", "hard with 96 simulations a decision: stronger, four times slower")),
    ]


class _Relay(QObject):
    """Carries the match's news from its thread to the dialog's (queued signals)."""

    game_over = Signal(object)
    finished = Signal(object)
    failed = Signal(str)


class BalanceDialog(QDialog):
    """The balance of a game of ``kind`` (a registered game,
    scenario/games.py) on the map of an editor: ``prepare()`` gives the
    scenario as the map stands when Start is pressed."""

    def __init__(
        self,
        kind: games.GameKind,
        prepare: Callable[[], tuple[games.GameKind, Any] | None],
        title: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.kind = kind
        #: the game's kind and scenario of the map as it is, made at each Start (None: the author was told why not)
        self.prepare = prepare
        self._busy = False
        self.band = Band()
        self.setWindowTitle(_t("BalanceDialog", "Balance report: {title}").format(title=title))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._results: list[GameResult] = []
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None
        stopping = self._stopping
        self.destroyed.connect(lambda *_: stopping.set())  # the games never outlive the dialog
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(stopping.set)  # nor the program: the workers end within half a second

        intro = QLabel(
            _t(
                "BalanceDialog",
                "The computer plays both sides of the scenario, each game with new dice, and counts who wins. "
                "It is balanced when the first side's share of the wins lies within 40-60% with 95% "
                "confidence; a lopsided battle shows in about twenty games, a balanced one takes about a "
                "hundred. The games stop as soon as the answer is clear. The share depends on how well the "
                "computer plays: the policy gives a first look, hard a better measure.",
            )
        )
        intro.setWordWrap(True)
        self.player = QComboBox()
        for name, said in players():
            self.player.addItem(f"{name}: {said}", name)
        self.player.setCurrentIndex(1)
        self.games = QSpinBox()
        self.games.setRange(self.band.least, 2000)
        self.games.setValue(200)
        self.jobs = QSpinBox()
        self.jobs.setRange(1, max(1, os.cpu_count() or 1))
        self.jobs.setValue(self.jobs.maximum())
        form = QFormLayout()
        form.addRow(_t("BalanceDialog", "Player of both sides:"), self.player)
        form.addRow(_t("BalanceDialog", "Games at most:"), self.games)
        form.addRow(_t("BalanceDialog", "Games at once:"), self.jobs)
        self.progress = QProgressBar()
        self.progress.setFormat(_t("BalanceDialog", "%v of %m games"))
        self.progress.setRange(0, self.games.value())
        self.progress.setValue(0)
        self.games.valueChanged.connect(lambda n: None if self.running else self.progress.setRange(0, n))
        self.verdict = QLabel(_t("BalanceDialog", "Not started."))
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.verdict.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.verdict.setFont(font)
        self.report = QPlainTextEdit()
        self.report.setReadOnly(True)
        self.report.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)  # the arena's columns, as printed
        self.report.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.report.setPlaceholderText(_t("BalanceDialog", "The arena's report comes here when the games end."))
        self.start = QPushButton(_t("BalanceDialog", "Start"))
        self.start.setDefault(True)
        self.start.clicked.connect(self.start_games)
        self.stop = QPushButton(_t("BalanceDialog", "Stop"))
        self.stop.setEnabled(False)
        self.stop.clicked.connect(self.stop_games)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.start, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.stop, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(self.verdict)
        layout.addWidget(self.report, 1)
        layout.addWidget(buttons)
        self.resize(900, 600)

    # ------------------------------------------------------------------ the games

    def _new_relay(self) -> _Relay:
        """A relay for one match: the application's child, not the dialog's (the
        thread may still tell it something after the dialog is gone, ``_tell``),
        deleted on the GUI thread once the match has ended."""
        relay = _Relay(QCoreApplication.instance())
        relay.game_over.connect(self._game_over)
        relay.finished.connect(self._finished)
        relay.failed.connect(self._failed)
        relay.finished.connect(relay.deleteLater)
        relay.failed.connect(relay.deleteLater)
        return relay

    @property
    def running(self) -> bool:
        """Whether the match's thread still plays (or is ending its games)."""
        return self._thread is not None and self._thread.is_alive()

    def start_games(self) -> None:
        """Play the games on a thread of their own, in worker processes under
        it (so that Stop acts at once), on the map as it is now."""
        if self._busy:
            return
        prepared = self.prepare()
        if prepared is None:  # the map can't be played as it stands: the author was told why
            return
        self.kind, loaded = prepared
        self._busy = True
        self._results = []
        self._stopping.clear()
        player = self.player.currentData()
        count, jobs = self.games.value(), self.jobs.value()
        self.progress.setRange(0, count)
        self.progress.setFormat(_t("BalanceDialog", "%v of %m games"))
        self.progress.setValue(0)
        self.report.clear()
        self.verdict.setText(_t("BalanceDialog", "Playing the first games..."))
        for widget in (self.start, self.player, self.games, self.jobs):
            widget.setEnabled(False)
        self.stop.setEnabled(True)
        relay = self._new_relay()  # one a match
        kind, band, stopping = self.kind, self.band, self._stopping

        def play() -> None:
            try:
                match = run_match(
                    [player, player],
                    loaded,
                    count,
                    seed=1,
                    jobs=jobs,
                    check_every=0,
                    game_class=None if kind.id == games.DEFAULT_GAME else kind.game_class,
                    balance=band,
                    on_result=lambda r: _tell(relay.game_over, r),
                    cancel=stopping.is_set,
                    processes=True,
                    niceness=WORKERS_NICENESS,
                )
            except Exception as exc:  # noqa: BLE001 - told to the author, never raised in the window
                _tell(relay.failed, f"{type(exc).__name__}: {exc}")
                return
            _tell(relay.finished, match)

        self._thread = threading.Thread(target=play, name="balance report", daemon=True)
        self._thread.start()

    def stop_games(self) -> None:
        """Stop at once: the games under way are dropped, those over are counted."""
        if self.running:
            self._stopping.set()
            self.stop.setEnabled(False)
            self.verdict.setText(_t("BalanceDialog", "Stopping..."))

    def _game_over(self, result: GameResult) -> None:
        self._results.append(result)
        self.progress.setValue(len(self._results))
        if not self._stopping.is_set():
            by_seed = {r.seed: r for r in self._results}
            seeds = list(range(1, self.progress.maximum() + 1))  # the match's seeds, from 1
            points = side_points(seeds, [by_seed.get(seed) for seed in seeds])
            self.verdict.setText(self._tally(points, None, running=True))

    def _finished(self, match: Match) -> None:
        self._done()
        self.progress.setRange(0, max(1, len(match.results)))  # the games counted, the answer clear or stopped
        self.progress.setValue(len(match.results))
        self.progress.setFormat(_t("BalanceDialog", "%v games played"))
        points = side_points([r.seed for r in match.results], match.results)
        self.verdict.setText(self._tally(points, match.decision, running=False))
        self.report.setPlainText(report_text(summary(match), "gettysburg-desktop arena"))

    def _failed(self, message: str) -> None:
        self._done()
        self.verdict.setText(_t("BalanceDialog", "The games could not be played: {message}").format(message=message))

    def _done(self) -> None:
        self._busy = False
        for widget in (self.start, self.player, self.games, self.jobs):
            widget.setEnabled(True)
        self.stop.setEnabled(False)

    # ------------------------------------------------------------------ what it says

    def _tally(self, points: list[float], verdict: str | None, *, running: bool) -> str:
        """The share so far and what it says, in words (the sides by their
        titles, translated with the game's texts)."""
        if not points:
            return _t("BalanceDialog", "No game is over yet.")
        first, second = (str(s.title) for s in self.kind.game_class.ruleset.sides)
        low, high = self.band.interval(points)
        won = sum(points)
        line = _t(
            "BalanceDialog",
            "After {n} games the wins are {first} {won:g}, {second} {lost:g} (a draw counts half): "
            "{first} {share:.1f}% (95% interval {low:.1f}-{high:.1f}%).",
        ).format(
            n=len(points),
            first=first,
            second=second,
            won=won,
            lost=len(points) - won,
            share=100 * won / len(points),
            low=100 * low,
            high=100 * high,
        )
        if verdict is None and running:
            verdict = self.band.verdict(points)
        if verdict == BALANCED:
            said = _t("BalanceDialog", "Balanced: the interval lies within 40-60%.")
        elif verdict in (FIRST, SECOND):
            said = _t(
                "BalanceDialog", "It leans to one side, {side} wins too often: the interval lies wholly outside 40-60%."
            ).format(side=first if verdict == FIRST else second)
        elif running and len(points) < self.band.least:
            said = _t("BalanceDialog", "Not clear yet: a verdict comes from {n} games on.").format(n=self.band.least)
        else:
            needed = self.band.games_needed(won / len(points))
            said = _t("BalanceDialog", "Not clear yet: the interval reaches outside 40-60%.")
            if needed and not running:
                said += " " + _t("BalanceDialog", "At this share about {n} games in all would tell.").format(n=needed)
        return f"{line} {said}"

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        self._stopping.set()  # the games stop with the dialog (the thread ends at its next question)
        super().closeEvent(event)


def _tell(signal: Any, value: object) -> None:
    """Emit from the match's thread; the dialog may be gone (closed while the
    last game ended), and then there is no one to tell."""
    with contextlib.suppress(RuntimeError):  # the relay's C++ side already deleted
        signal.emit(value)
