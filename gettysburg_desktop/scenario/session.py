"""A game being played: the engine's game, how it was set up (scenario,
seed, variants), saving it as a game record, and the autosave that keeps it
whatever happens to the program. No Qt here: the window finds the folders
(QStandardPaths) and hands them in.

The saved file is a game record (docs/game-record.md), so a saved or
autosaved game also replays in the command-line tool.
"""

from __future__ import annotations

import contextlib
import os
import queue
import random
import threading
from dataclasses import dataclass
from pathlib import Path

from gettysburg_desktop.files.atomic_file import atomic_write_text
from gettysburg_desktop.kernel.dice import SeededDice
from gettysburg_desktop.kernel.gateway import Gateway

from . import games
from .record import HUMAN, GameRecord, RecordError, dump_record, load_record, replay


@dataclass(frozen=True)
class Setup:
    """What a New-game dialog chooses: a scenario (a built-in id or a
    scenario file's path), the dice seed and the variants, and the game
    (scenario/games.py; None: the game whose scenario it is)."""

    scenario: str
    seed: int
    variants: tuple[str, ...] = ()
    #: who plays each side that a person doesn't: ((side, player name), ...),
    #: e.g. (("usa", "easy"),) (GameRecord.players)
    players: tuple[tuple[str, str], ...] = ()
    #: the game (a registered game's id, scenario/games.py); None: the game the scenario is of
    game: str | None = None

    @property
    def kind(self) -> games.GameKind:
        """The game this set-up starts (UnknownGame if it is not registered)."""
        return games.game(self.game) if self.game is not None else games.game_of_scenario(self.scenario)

    @staticmethod
    def random_seed() -> int:
        return random.SystemRandom().randrange(1, 1_000_000)


class GameSession:
    """The game with what is needed to save it."""

    def __init__(self, game: Gateway, record: GameRecord) -> None:
        self.game = game
        self._record = record  # scenario, dice, position and title of the game (its actions: the game's history)
        #: the action counts at which the players switched to "Show everything" (R-ACT-2)
        self.shown_everything: list[int] = list(record.shown_everything)
        #: who decides for each side: "human" or a computer player's name, by side ("csa", "usa")
        self.players: dict[str, str] = {side: record.players.get(side, HUMAN) for side in self.kind.side_values()}

    @property
    def kind(self) -> games.GameKind:
        """The game this is a game of (scenario/games.py)."""
        return games.game_of(self.game)

    # --- making one ------------------------------------------------------------
    @classmethod
    def new(cls, setup: Setup) -> GameSession:
        """A game from the scenario's set-up. Raises the scenario loader's
        errors (UnknownScenario, ScenarioFormatError, MapFormatError), and
        UnknownGame for a game that is not registered."""
        kind = setup.kind
        scenario = kind.load_scenario(setup.scenario)
        game = kind.new_game(scenario, SeededDice(setup.seed), variants=setup.variants or None)
        record = GameRecord(
            setup.scenario,
            seed=setup.seed,
            variants=sorted(game.tables.variants),
            rules_version=kind.ruleset.rules_version,
            players=dict(setup.players),
            ruleset=kind.id,
            scenario_edition=getattr(scenario, "edition", 1),
        )
        return cls(game, record)

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> GameSession:
        """A saved game, replayed to where it stopped (RecordError names the
        file, the place and the problem)."""
        record = load_record(path)
        game = replay(record, str(path), undo=False)
        game.set_undo(True, "the game was just opened")
        return cls(game, record)

    def note_shown_everything(self) -> None:
        """The players switched a hot-seat game to "Show everything": from
        this action on both sides' block values were on the screen (R-ACT-2).
        Said in the log and kept in the saved record."""
        self.shown_everything.append(len(self.game.history))

    # --- what it is --------------------------------------------------------------
    @property
    def setup(self) -> Setup:
        r = self._record
        computers = tuple((s, p) for s, p in self.players.items() if p != HUMAN)
        game = None if r.ruleset == games.DEFAULT_GAME else r.ruleset  # Gettysburg's set-ups as they always were
        return Setup(r.scenario, r.seed if r.seed is not None else 0, tuple(r.variants), computers, game)

    def record(self) -> GameRecord:
        r = self._record
        n = len(self.game.history)
        return GameRecord(
            r.scenario,
            r.seed,
            r.dice,
            r.position,
            [str(a) for a in self.game.history],
            r.title,
            sorted(self.game.tables.variants),
            self.kind.ruleset.rules_version,  # replayed under the rules of now
            shown_everything=sorted(min(k, n) for k in self.shown_everything),
            players=dict(self.players),
            ruleset=r.ruleset,
            scenario_edition=getattr(self.game.tables.scenario, "edition", 1),  # the edition it is played on
        )

    def record_text(self) -> str:
        return dump_record(self.record())

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the game record atomically (the previous file survives any failure)."""
        atomic_write_text(path, self.record_text())


class Autosave:
    """The game is written after every action to ``autosave.yaml`` in
    ``folder`` (atomically); the file it replaces is kept as
    ``autosave-previous.yaml``, so a crash in the middle of a write never
    leaves nothing to resume. Which folder a running copy of the program
    writes (one per copy, none another copy's): autosave_slots.py."""

    NAME = "autosave.yaml"
    PREVIOUS = "autosave-previous.yaml"

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        self.path = self.folder / self.NAME
        self.previous = self.folder / self.PREVIOUS
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._worker: threading.Thread | None = None
        self.error: OSError | None = None

    def write(self, session: GameSession) -> None:
        """Write now (the caller waits for the disk)."""
        self._write_text(session.record_text())

    def _write_text(self, text: str) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        if self.path.exists():
            with contextlib.suppress(OSError):
                os.replace(self.path, self.previous)
        atomic_write_text(self.path, text)

    # --- in the background: the window does not wait for the disk after a click
    def write_soon(self, session: GameSession) -> None:
        """Write from a worker thread: the newest game waiting wins, so a
        quick run of clicks costs one write after the other, never a queue.
        The hand-over is a lock-free queue, so the window never waits on the
        worker. ``flush()`` waits until it is on disk."""
        self._queue.put(session.record_text())
        if self._worker is None or not self._worker.is_alive():
            self._worker = threading.Thread(target=self._drain, name="autosave", daemon=True)
            self._worker.start()

    def _drain(self) -> None:
        while True:
            items = [self._queue.get()]
            while True:
                try:
                    items.append(self._queue.get_nowait())
                except queue.Empty:
                    break
            texts = [i for i in items if isinstance(i, str)]
            if texts:
                try:
                    self._write_text(texts[-1])
                except OSError as exc:  # reported by the window after the next write
                    self.error = exc
            for i in items:
                if isinstance(i, threading.Event):
                    i.set()

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until every game handed to ``write_soon`` is written."""
        if self._worker is None or not self._worker.is_alive():
            return
        done = threading.Event()
        self._queue.put(done)
        done.wait(timeout)

    def resumable(self) -> GameSession | None:
        """The interrupted game, if the autosave holds one that is not over:
        the newest file that replays (a damaged one is passed over)."""
        for path in (self.path, self.previous):
            if not path.exists():
                continue
            try:
                session = GameSession.open(path)
            except RecordError:
                continue
            return None if session.game.over else session
        return None

    def clear(self) -> None:
        """The game ended or the player chose not to resume: keep it as the
        previous file only."""
        if self.path.exists():
            with contextlib.suppress(OSError):
                os.replace(self.path, self.previous)


class Replay:
    """A saved game stepped back and forth: ``at(n)`` is the game after its
    first ``n`` actions (events and log included). Forward steps apply the
    next action; a step back replays from the start (tens of milliseconds
    for the whole 1863 battle)."""

    def __init__(self, record: GameRecord, source: str = "record") -> None:
        self.record = record
        self.source = source
        self.length = len(record.actions)
        self.game: Gateway = replay(record, source)  # RecordError names a broken record's place
        self.index = self.length
        #: the record ends the game: no secret is left to keep (a finished
        #: game shows every block, as the board does at its end)
        self.finished = self.game.over
        #: whose view the replay shows unless the player switches to Show
        #: everything (R-ACT-2): a side, or None for a spectator's (``seen_from``)
        self.viewer = None

    def seen_from(self, at_screen) -> None:
        """The replay as the side at the screen may see it (R-ACT-2): in a
        game against the computer, the person's side (the computer's values
        stay hidden); else ``at_screen``, the side at the screen of the game
        being played (None, or a side of another game: a spectator's view)."""
        people = [s for s in self.kind.sides if self.record.players.get(s.value, HUMAN) == HUMAN]
        if len(people) == 1:
            self.viewer = people[0]
        else:
            self.viewer = at_screen if at_screen in self.kind.sides else None

    @property
    def kind(self) -> games.GameKind:
        """The game the record is of (scenario/games.py)."""
        return games.game_of(self.game)

    def is_of(self, session: GameSession) -> bool:
        """Whether the record is ``session``'s game, up to some action of
        it (the same start, its actions a beginning of the game's): only then
        does the game's Show everything, asked and recorded there, hold for
        the replay, and a switch in the replay belong in the game's record."""
        r, live = self.record, session.record()
        same_start = (r.ruleset, r.scenario, r.scenario_edition, r.seed, r.dice, r.position, r.variants) == (
            live.ruleset,
            live.scenario,
            live.scenario_edition,
            live.seed,
            live.dice,
            live.position,
            live.variants,
        )
        return same_start and [str(a) for a in r.actions] == [str(a) for a in live.actions[: len(r.actions)]]

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> Replay:
        return cls(load_record(path), str(path))

    def at(self, n: int) -> Gateway:
        n = max(0, min(self.length, n))
        if n < self.index:
            head = GameRecord(
                self.record.scenario,
                self.record.seed,
                self.record.dice,
                self.record.position,
                [],
                self.record.title,
                self.record.variants,
                self.record.rules_version,
                ruleset=self.record.ruleset,
                scenario_edition=self.record.scenario_edition,
            )
            self.game, self.index = replay(head, self.source), 0
        while self.index < n:
            self.game.apply(self.record.actions[self.index])
            self.index += 1
        return self.game

    def session(self) -> GameSession:
        """The game at the current step as a session to play on from."""
        game = self.at(self.index)
        game.set_undo(True, "the game goes on from a replay")
        session = GameSession(game, self.record)
        # the later ones did not happen
        session.shown_everything = [k for k in session.shown_everything if k <= self.index]
        return session
