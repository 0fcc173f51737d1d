"""``gettysburg --play-script RECORD.yaml [--save-to PATH] [--quit]``: a
game record's decisions played through the play window, for smoke-testing
the program as built (packaging/smoke.py) and for watching a record played.

The game starts from the record's set-up (scenario, dice, position) with no
action taken; then, one step per turn of the event loop, so the window
redraws in between as it does for a player:

- after a roll in the hot seat, *Hand over* is pressed (the player who
  rolled has seen it);
- when the hot-seat curtain is down, its button is clicked (the next player
  sits down);
- otherwise the record's next action is looked up among the choices the
  window offers now (``Controller.choices``) and handed to
  ``Controller.choose``: what an offered button, or a click that finds one
  choice, ends in. An action naming a unit the rules can't tell from the
  one the choice names is taken as a click on that unit takes it
  (``Choice.units``); ``concede`` is the Game menu's.

At the end the rules reference opens at the rule of the prompt (as a click
on the prompt's rule id opens it), the game is saved through the window
(Game > Save to ``--save-to``) and, with ``--quit``, the window is closed as Game > Quit closes it. The
program then exits with 0; with 1 and the reason on stderr when a step
fails (an action the window does not offer, a save that fails). Pixel
clicks are not used: where a place is on screen depends on the window's
size and the board's fit, and the clicks-to-choices path is tested from
source (tests/ui/test_play_by_mouse.py)."""

from __future__ import annotations

import os
import sys
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal

from gettysburg_desktop.scenario.record import GameRecord, RecordError, load_record, start_game
from gettysburg_desktop.scenario.session import GameSession

from .game_kinds import stage, window_game


class ScriptError(RuntimeError):
    """A step of the script that the window could not take."""


def session_for(record: GameRecord, source: str) -> GameSession:
    """A new game from the record's set-up, no action taken yet (RecordError)."""
    # every decision is the script's: no computer plays a side meanwhile (a record's players: are not played)
    start = replace(record, actions=[], action_lines=[], players={})
    game = start_game(start, source, undo=True)
    return GameSession(game, start)


def load_script(path: str) -> tuple[GameRecord, GameSession]:
    record = load_record(path)
    return record, session_for(record, path)


class ScriptedPlay(QObject):
    """Plays ``actions`` in ``window``; ``finished(code)`` when done (0) or failed (1)."""

    finished = Signal(int)

    def __init__(
        self,
        window,
        actions: list[str],
        *,
        source: str = "script",
        save_to: str | os.PathLike[str] | None = None,
        quit_after: bool = False,
        out=None,
        err=None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.actions = list(actions)
        self.source = source
        self.save_to = os.fspath(save_to) if save_to else None
        self.quit_after = quit_after
        self.played = 0
        self.curtains = 0
        self.out = out or sys.stdout
        self.err = err or sys.stderr
        self.code: int | None = None

    def start(self) -> None:
        QTimer.singleShot(0, self._step)

    # ------------------------------------------------------------------ one step per turn of the event loop
    def _step(self) -> None:
        try:
            done = self._advance()
        except (ScriptError, ValueError, RecordError, OSError) as exc:  # ValueError: either game's NotationError
            self._end(1, f"error: {exc}")
            return
        except Exception as exc:  # noqa: BLE001 - a bug: say it and fail, never hang
            import traceback

            traceback.print_exc(file=self.err)
            self._end(
                1, f"error: {self.source}: action {self.played + 1} of {len(self.actions)}: {type(exc).__name__}: {exc}"
            )
            return
        if not done:
            QTimer.singleShot(0, self._step)

    def _advance(self) -> bool:
        w = self.window
        hand_over = w.prompt.hand_over_button()
        if hand_over is not None:  # after a roll: the player who rolled hands over
            hand_over.click()
            return False
        if w.curtain.isVisible():
            w.curtain.button.click()
            self.curtains += 1
            return False
        if self.played == len(self.actions):
            self._finish()
            return True
        text = self.actions[self.played]
        c = w.controller
        before = len(c.game.history)
        action = c.game.parse(text)  # in the notation of the game's ruleset (Gettysburg or Norden & Süden)
        choice = self._choice_for(action, text, conceding=w.kind.concede is not None)
        if choice is None:  # legal at any moment, never among the choices: giving up (Game > Concede)
            c.concede()
        else:
            c.choose(choice)
            if c.pending is not None and len(c.game.history) == before:
                c.confirm()  # the window asked first (marches left unused): the player confirms
        if len(c.game.history) != before + 1:
            raise ScriptError(self._where(text) + ": the window took no action")
        self.played += 1
        return False

    def _choice_for(self, action, text: str, conceding: bool = False):
        """The window's choice for ``action``; None for a concession (``conceding``:
        the game has one) that is legal now though no choice offers it."""
        c = self.window.controller
        offered = c.choices()
        for choice in offered:
            if choice.action == action:
                return choice
        uid = action.args[0] if action.args else None
        for choice in offered:  # a unit the rules can't tell from the one offered (Choice.units)
            if (
                choice.verb == action.verb
                and uid in choice.units
                and choice.action.args[1:] == action.args[1:]
                and c.game.is_legal(action)
            ):
                return replace(choice, action=action, unit=uid)
        g = c.game
        if conceding and g.is_legal(action):
            return None
        prompt = g.prompt()
        raise ScriptError(
            f"{self._where(text)}: the window offers no such choice; now {prompt.text} ({prompt.rule})"
            if not g.over
            else f"{self._where(text)}: the game is over"
        )

    def _where(self, text: str) -> str:
        return f"{self.source}: action {self.played + 1} of {len(self.actions)} ({text})"

    # ------------------------------------------------------------------ the end
    def _finish(self) -> None:
        w = self.window
        g = w.session.game
        line = (
            f"played {self.played} actions through the window ({self.curtains} hand-overs): "
            f"{window_game(g).title(w.session)}, {stage(g)}"
        )
        if g.over:  # the result, as the prompt bar says it
            from gettysburg_desktop.display.translate import shown

            line += f"; {shown(g.prompt().text)}"
        rule = g.prompt().rule
        w.show_rule(rule)  # what a click on the prompt's rule id does: the rules reference (resources/docs/rules.md)
        if not w.reference.show_rule(rule):
            self._end(1, f"error: the rules reference has no {rule}")
            return
        w.reference.close()
        line += f"; the rules reference shows {rule}"
        if self.save_to:
            w.path = self.save_to  # Game > Save, the file already chosen
            if not w.save():
                self._end(1, f"error: {self.save_to}: the game could not be saved")
                return
            line += f"; saved to {self.save_to}"
        print(line, file=self.out, flush=True)
        self._end(0)

    def _end(self, code: int, message: str = "") -> None:
        self.code = code
        if message:
            print(message, file=self.err, flush=True)
        if self.quit_after or code:
            self.window.close()
        self.finished.emit(code)
