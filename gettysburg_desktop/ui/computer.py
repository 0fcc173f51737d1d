"""The computer's turns in the play window (issue 16): when the side to
decide is played by the computer, the question goes to the worker process
(ai/worker.py, never the window's thread); the answer is carried out as a
player's decision, on the board and in the log, one at a time at the pace
the player chose (slow, normal, fast, or step by step with *Next*). The
prompt bar shows the computer thinking (the budget used, with the level's
name); Pause stops it, Resume goes on. *Suggest* asks the hard level (a
short budget) what the player at the screen might do, and shows it on the
board and in words without playing it. A worker that fails or dies is said
in the window and the computer pauses: Resume asks again."""

from __future__ import annotations

import time

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QSettings, QTimer, Signal
from PySide6.QtWidgets import QApplication

from gettysburg_desktop.ai.levels import parse_player
from gettysburg_desktop.ai.player import UnknownPlayer
from gettysburg_desktop.ai.worker import Chosen, ComputerWorker, Crashed, Failed, Progress
from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.words import side_name
from gettysburg_desktop.scenario import games
from gettysburg_desktop.scenario.record import HUMAN

from .window_game_kind import spoken, window_game

#: the pace of the computer's decisions: seconds between two of them (None: step by step, *Next*)
PACES = {"slow": 2.0, "normal": 0.8, "fast": 0.15, "step": None}
PACE_NAMES: dict[str, str] = {  # (str: QT_TRANSLATE_NOOP gives its text back, its stub says object)
    "slow": str(QT_TRANSLATE_NOOP("ComputerTurns", "Slow")),
    "normal": str(QT_TRANSLATE_NOOP("ComputerTurns", "Normal")),
    "fast": str(QT_TRANSLATE_NOOP("ComputerTurns", "Fast")),
    "step": str(QT_TRANSLATE_NOOP("ComputerTurns", "Step by step (Next: N)")),
}
#: the levels in words (a name not here is shown as it is: random, greedy)
LEVEL_NAMES: dict[str, str] = {
    "easy": str(QT_TRANSLATE_NOOP("ComputerTurns", "easy")),
    "normal": str(QT_TRANSLATE_NOOP("ComputerTurns", "normal")),
    "hard": str(QT_TRANSLATE_NOOP("ComputerTurns", "hard")),
}
#: the leanings in words (ai/player.py STYLES: a weight of the evaluation, never a rule)
LEANING_NAMES: dict[str, str] = {
    "aggressive": str(QT_TRANSLATE_NOOP("ComputerTurns", "aggressive")),
    "cautious": str(QT_TRANSLATE_NOOP("ComputerTurns", "cautious")),
}
#: the levels the New game dialog offers, weakest first
LEVELS = ("easy", "normal", "hard")
#: the suggestion's player: the hard level with a short budget (seconds)
SUGGEST_SECONDS = 1
POLL_MS = 30
#: a decision made while a dialog is in front waits until it is gone, looking again this often
MODAL_WAIT_MS = 250


def level_name(name: str) -> str:
    """A player's name as the window says it: its level and leaning in
    words ("hard, cautious"; a budget as written: "hard@4")."""
    try:
        spec = parse_player(name)
    except UnknownPlayer:
        return name
    text = QCoreApplication.translate("ComputerTurns", LEVEL_NAMES.get(spec.level, spec.level))
    if spec.seconds is not None:
        text += f"@{spec.seconds:g}"
    if spec.simulations is not None:
        text += f"#{spec.simulations}"
    if spec.style:
        text += ", " + QCoreApplication.translate("ComputerTurns", LEANING_NAMES[spec.style])
    return text


def offered_levels() -> list[str]:
    """The levels there are to play against, weakest first."""
    return list(LEVELS)


def suggestion_player() -> str:
    """The hard level with a short budget."""
    return f"hard@{SUGGEST_SECONDS}"


class ComputerTurns(QObject):
    #: thinking started or stopped, progress, a decision waiting for Next, a pause, a failure, a suggestion
    changed = Signal()

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.worker = ComputerWorker()
        self.helper = ComputerWorker(plans=True)  # the suggestions (whole decisions), beside the opponent's thinking
        self.settings = QSettings()
        pace = str(self.settings.value("computer/pace", "normal"))
        self.pace = pace if pace in PACES else "normal"
        self.paused = False
        #: why the computer stopped (its worker failed or died), "" if it did not
        self.error = ""
        #: the level thinking now (None: it isn't) and the part of its budget used
        self.thinking: str | None = None
        self.fraction = 0.0
        #: a decision made, waiting for its moment (the pace) or for Next
        self.ready: str | None = None
        #: the suggestion shown: (the position it is for, its first action's text, all of it in words), None if none
        self.suggestion: tuple[tuple, str, str] | None = None
        #: the suggestion's actions, as texts: the whole decision (ai/suggestion.py)
        self.suggested_plan: tuple[str, ...] = ()
        #: the suggestion as the status bar says it (it comes back there while nothing else is said)
        self.suggestion_text = ""
        self.suggesting = False
        self.decisions = 0  # the computer's decisions carried out in this window (the smoke test counts them)
        self._key: tuple | None = None  # the position the question is about
        self._suggest_key: tuple | None = None
        self._shown_at = 0.0
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self.poll)
        self._play = QTimer(self)
        self._play.setSingleShot(True)
        self._play.timeout.connect(self._carry_out)
        self._controller = None

    @property
    def controller(self):
        return self.window.controller

    def attach(self, controller) -> None:
        """A new controller (a new game, a replay, a language): its game decides what happens next."""
        if self._controller is not None:
            try:
                self._controller.changed.disconnect(self.update)
                self._controller.suggest_requested.disconnect(self.suggest)
            except (RuntimeError, TypeError):
                pass
        self._controller = controller
        self.error = ""
        bad = []
        plays = games.game_of(controller.game).computer  # a game the computer opponent does not play (games.py)
        for side, name in list(controller.session.players.items()):
            if name == HUMAN:
                continue
            try:
                parse_player(name)
                if not plays:
                    raise UnknownPlayer(name)
            except UnknownPlayer:
                controller.play_side_by_person(side)
                bad.append(name)
        if bad and not plays:
            controller.message.emit(self.tr("The computer does not play this game yet: a person plays every side"))
        elif bad:
            controller.message.emit(
                self.tr("This program has no computer player {names}: a person plays that side").format(
                    names=", ".join(bad)
                )
            )
        controller.changed.connect(self.update)
        controller.suggest_requested.connect(self.suggest)
        self.update()

    # ------------------------------------------------------------------ the computer's turn
    def _position(self) -> tuple:
        g = self.controller.game
        return (id(g), g.revision)

    def update(self) -> None:
        """After any change: ask the computer if it decides now; forget a
        question about a position that is gone (an undo, a new game)."""
        c = self.controller
        key = self._position()
        if self._suggest_key is not None and self._suggest_key != key:
            self.helper.cancel()
            self._suggest_key, self.suggesting = None, False
        if self.suggestion is not None and self.suggestion[0] != key:
            self.suggestion, self.suggested_plan, self.suggestion_text = None, (), ""
        if self._key is not None and self._key != key:
            self._drop()
        name = c.computer_decides
        if name is None or self.paused or self._key == key:
            self._idle_check()
            self.changed.emit()
            return
        self._key = key
        self.thinking, self.fraction, self.ready = name, 0.0, None
        seed = (c.session.setup.seed * 1_000_003 + len(c.game.history)) % 2**31
        self.worker.ask(c.game, name, seed)
        self._poll.start()
        self.changed.emit()

    def _drop(self) -> None:
        self.worker.cancel()
        self._play.stop()
        self._key, self.thinking, self.ready, self.fraction = None, None, None, 0.0

    def _idle_check(self) -> None:
        if not self.worker.asking and not self.helper.asking:
            self._poll.stop()

    def poll(self) -> None:
        """What the workers said since the last look."""
        for m in self.worker.poll():
            if isinstance(m, Progress):
                self.fraction = max(self.fraction, min(1.0, m.fraction))
            elif isinstance(m, Chosen):
                self.thinking, self.fraction, self.ready = None, 1.0, m.action
                self._schedule()
            elif isinstance(m, (Failed, Crashed)):
                self._failed(m)
            self.changed.emit()
        for m in self.helper.poll():
            if isinstance(m, Chosen):
                self._suggested(m.plan or (m.action,))
            elif isinstance(m, (Failed, Crashed)):
                self.suggesting, self._suggest_key = False, None
                self.controller.message.emit(
                    self.tr("No suggestion: the computer failed ({why})").format(why=m.text.splitlines()[0])
                )
            self.changed.emit()
        self._idle_check()

    def _schedule(self) -> None:
        delay = PACES[self.pace]
        if delay is None:
            return  # step by step: Next carries it out
        wait = max(0.0, self._shown_at + delay - time.monotonic())
        self._play.start(int(wait * 1000))

    def _carry_out(self) -> None:
        c = self.controller
        if self.ready is None or self._key != self._position():
            return
        if QApplication.activeModalWidget() is not None:  # a dialog in front (How to play, a question): not unseen
            self._play.start(MODAL_WAIT_MS)
            return
        text, self.ready, self._key = self.ready, None, None
        self.fraction = 0.0
        self._shown_at = time.monotonic()
        self.decisions += 1
        c.play_for_computer(c.game.parse(text))

    def next_decision(self) -> bool:
        """Step by step: carry out the decision the computer has made (Next, N)."""
        if self.ready is None:
            return False
        self._play.stop()
        self._carry_out()
        return True

    def _failed(self, m) -> None:
        from .crash_guard import log

        log.warning("the computer player failed: %s", m.text)
        self._drop()
        self.paused = True
        self.error = m.text.splitlines()[0] if m.text else "?"
        self.controller.message.emit(
            self.tr("The computer stopped: {why}. Resume (Ctrl+P) asks it again.").format(why=self.error)
        )

    # ------------------------------------------------------------------ the player's controls
    def set_paused(self, on: bool) -> None:
        """Pause: the computer stops thinking (its decision is asked again on Resume)."""
        if on == self.paused:
            return
        self.paused = on
        if on:
            self._drop()
            self.controller.message.emit(self.tr("The computer is paused: Resume (Ctrl+P) lets it go on"))
        else:
            self.error = ""
            self.controller.message.emit("")
        self.update()

    def toggle_pause(self) -> None:
        self.set_paused(not self.paused)

    def set_pace(self, pace: str, keep: bool = True) -> None:
        if pace not in PACES:
            return
        self.pace = pace
        if keep:
            self.settings.setValue("computer/pace", pace)
        if self.ready is not None and not self._play.isActive():
            self._schedule()
        self.changed.emit()

    @property
    def against_computer(self) -> bool:
        return self.controller.against_computer

    # ------------------------------------------------------------------ suggestions
    def suggest(self) -> bool:
        """Ask the hard level what the player at the screen might do now."""
        c = self.controller
        if not c.can_act:
            c.refuse(self.tr("No suggestion now: it is not your decision"))
            return False
        if not games.game_of(c.game).computer:
            c.refuse(self.tr("No suggestion: the computer does not play this game yet"))
            return False
        key = self._position()
        if self._suggest_key == key:
            return True
        self._suggest_key, self.suggesting, self.suggestion = key, True, None
        self.suggested_plan, self.suggestion_text = (), ""
        seed = (c.session.setup.seed * 1_000_033 + len(c.game.history)) % 2**31
        self.helper.ask(c.game, suggestion_player(), seed)
        self._poll.start()
        c.message.emit(self.tr("The computer looks for a suggestion..."))
        self.changed.emit()
        return True

    def _suggested(self, plan: tuple[str, ...]) -> None:
        """The computer's answer: the whole decision (its actions as texts),
        said in the game's own words and marked on the board (the window's
        part of the game: its ``choice``), never played."""
        c = self.controller
        key, self._suggest_key, self.suggesting = self._suggest_key, None, False
        if key != self._position() or not c.can_act:
            return
        g = c.game
        choices, words = self._described(plan)
        if not words:  # pragma: no cover - the worker answers with a legal action
            return
        what = words[0]
        for more in words[1:]:
            what = self.tr("{first}; then {next}").format(first=what, next=more)
        self.suggestion = (key, plan[0], what)
        self.suggested_plan = plan[: len(words)]
        c.show_suggestion(choices)  # on the board until the next click
        self.suggestion_text = self.tr(
            "Suggestion ({level}) for the {side}: {what}. It is not played: click it yourself if you like it."
        ).format(level=level_name(suggestion_player().partition("@")[0]), side=side_name(g.deciding_side()), what=what)
        c.message.emit(self.suggestion_text)
        bubble = getattr(self.window, "bubble", None)
        if bubble is not None:  # all of it, wrapped, over the board (a status bar cuts a long one off)
            bubble.say(self.suggestion_text, self._away_from_the_marks(), beside_pointer=False)

    def _away_from_the_marks(self):
        """The corner of the board's view farthest from what the suggestion
        marks (the bubble saying it is put beside it, covering none of it)."""
        from PySide6.QtCore import QPoint, QRectF

        view = self.window.view
        marked = QRectF()
        for item, mode in getattr(self.window.scene, "_marked", {}).items():
            if mode in ("selected", "target"):
                marked = marked.united(item.sceneBoundingRect())
        rect = view.viewport().rect()
        centre = view.mapFromScene(marked.center()) if not marked.isEmpty() else rect.center()
        corners = (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight())
        far = max(corners, key=lambda p: (p - centre).manhattanLength())
        return QPoint(far.x(), far.y())

    def _described(self, plan: tuple[str, ...]) -> tuple[list, list[str]]:
        """The plan's actions as the game's choices and in its words, each
        described where it is taken (on a copy of the game with other dice:
        nothing here rolls the game's own), as far as they are legal there."""
        g = self.controller.game
        part = window_game(g)
        trial = g.clone(dice=1)
        side = g.deciding_side()
        choices, words = [], []
        for k, text in enumerate(plan):
            try:
                action = trial.parse(text)
            except ValueError:  # pragma: no cover - the worker speaks the game's notation
                break
            if trial.over or trial.deciding_side() is not side or not trial.is_legal(action):
                break
            if part.choice is not None:
                choice = part.choice(trial, action)
                choices.append(choice)
                words.append(shown(choice.label))
            else:
                words.append(shown(spoken(trial, action)))
            if k + 1 < len(plan):
                trial.apply(action)
        return choices, words

    # ------------------------------------------------------------------ the end
    def stop(self) -> None:
        """The window closes: the worker processes end."""
        self._drop()
        self._poll.stop()
        self.worker.stop()
        self.helper.stop()
