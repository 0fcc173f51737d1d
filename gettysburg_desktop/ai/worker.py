"""The computer thinks in a process of its own (issue 16): the GIL makes a
thread useless, and the window must never wait for a search.

``ComputerWorker`` is the window's end: ``ask(game, name, seed)`` hands the
worker process ``game.resample(side, dice)`` for the side deciding, a game
that side can't tell from the real one: the other side's secrets drawn anew
(Gettysburg's block values, R-ACT-2) and a fresh dice stream. The real game,
its hidden values and its future rolls never leave the window's process, so
a player cannot peek even by mistake. With it goes the player's name;
``poll()`` returns what came back since, without waiting:

    Progress(ask, fraction)      the part of the budget used (0..1)
    Chosen(ask, action, seconds, plan)
                                 the action, as text, how long it took, and for a
                                 worker of suggestions (``plans``) the whole
                                 decision it begins (suggestion.py), as texts
    Failed(ask, text)            the player raised: the error's text
    Crashed(ask, text)           the process died: its exit code in words

``cancel()`` drops the question being thought about (pause, undo, a new
game): the worker stops at its next progress report, and whatever it still
sends about it is never returned. A crashed worker is started afresh by the
next ``ask``. No Qt: the window polls with a timer (ui/computer.py).

The process is started from the "spawn" context, the same on every system
and in the packaged program (app.py calls ``multiprocessing.freeze_support``
first thing).

The window's thread never waits for a question to be drawn or sent (issue
26, item 4): ``ask`` takes a copy of the game as it is (``clone``, under a
millisecond) and a sender thread draws the world to send
(``game.resample``: 7 ms typically on the 1863 battle, up to 90 ms where
many of the opponent's block values are still possible, 200 ms the first
time in a process), pickles it (112 KB, about 2 ms) and writes it to the
pipe, which holds some 64 KB: a larger question waits there until the
worker reads it, which a worker still starting (half a second) or
finishing a cancelled search does not do at once. A question cancelled
before it is drawn is never sent.
"""

from __future__ import annotations

import multiprocessing
import pickle
import queue
import threading
import time
import traceback
from dataclasses import dataclass
from typing import Any

#: how often the worker tells its progress, at most (seconds)
PROGRESS_EVERY = 0.05


@dataclass(frozen=True)
class Progress:
    ask: int
    fraction: float


@dataclass(frozen=True)
class Chosen:
    ask: int
    action: str
    seconds: float
    #: the whole decision, its first action ``action`` (a worker of suggestions); () otherwise
    plan: tuple[str, ...] = ()


@dataclass(frozen=True)
class Failed:
    ask: int
    text: str


@dataclass(frozen=True)
class Crashed:
    ask: int
    text: str


class _Cancelled(Exception):
    """The window no longer wants the answer being thought about."""


def serve(conn, wanted, plans: bool = False) -> None:
    """The worker process: one question at a time, until told to stop (None)
    or the window's end of the pipe closes. ``plans``: it answers with
    whole decisions (a suggestion, suggestion.py)."""
    from .levels import make_player
    from .suggestion import whole_decision

    players: dict = {}
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        ask, game, name, seed = message
        if wanted.value != ask:
            continue  # cancelled before it was read
        start = time.perf_counter()
        last = [0.0]

        def progress(fraction: float, ask=ask, last=last) -> None:
            if wanted.value != ask:
                raise _Cancelled
            now = time.perf_counter()
            if now - last[0] >= PROGRESS_EVERY:
                last[0] = now
                conn.send(("progress", ask, float(fraction)))

        try:
            player = players.get(name) or players.setdefault(name, make_player(name))
            if plans:
                plan = whole_decision(player, game, seed, progress)
                action = plan[0]
            else:
                action, plan = player.choose(game, seed, progress), ()
        except _Cancelled:
            continue
        except Exception as exc:  # noqa: BLE001 - the window says it and goes on
            conn.send(("failed", ask, f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}"))
            continue
        conn.send(("chosen", ask, str(action), time.perf_counter() - start, tuple(str(a) for a in plan)))


def question(game: Any, seed: int) -> Any:
    """What the worker is handed for the side deciding in ``game``: a game
    that side can't tell from it, its opponent's secrets drawn anew, fresh
    dice (R-ACT-2); the real values and dice stay in the window's process."""
    return game.resample(game.current_player(), (seed * 7919 + 17) % 2**31)


def _send_all(conn: Any, outbox: queue.SimpleQueue, wanted: Any) -> None:
    """The sender thread: draw and write each question to the worker (one
    cancelled meanwhile is dropped), until told to stop (None) or the
    worker's end is gone (poll() says so)."""
    while True:
        job = outbox.get()
        if job is None:
            return
        if job == "stop":
            message: Any = None
        else:
            ask, game, name, seed = job
            if wanted.value != ask:
                continue
            message = (ask, question(game, seed), name, seed)
        try:
            conn.send_bytes(pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL))
        except (OSError, ValueError):
            return


class ComputerWorker:
    """The window's end of the worker process (see the module's text)."""

    def __init__(self, plans: bool = False) -> None:
        #: whether it answers with whole decisions (the suggestions' worker, suggestion.py)
        self.plans = plans
        self._ctx = multiprocessing.get_context("spawn")
        self._process: Any = None  # the process (multiprocessing's, of its context)
        self._conn: Any = None  # our end of the pipe
        self._wanted: Any = None  # the shared number of the decision wanted
        self._asked = 0
        #: the question being thought about (0: none)
        self.asking = 0
        #: questions for the sender thread: (ask, a copy of the game, name, seed); "stop": the worker
        #: stops; None: the thread ends
        self._outbox: queue.SimpleQueue | None = None
        self._sender: threading.Thread | None = None

    # ------------------------------------------------------------------ the process
    @property
    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def start(self) -> None:
        """Start the process (if it isn't running): ``ask`` does it when needed."""
        if self.alive:
            return
        self._close()
        mine, theirs = self._ctx.Pipe(duplex=True)
        self._wanted = self._ctx.Value("q", 0, lock=False)
        self._process = self._ctx.Process(
            target=serve, args=(theirs, self._wanted, self.plans), name="gettysburg-computer", daemon=True
        )
        self._process.start()
        theirs.close()
        self._conn = mine
        self._outbox = queue.SimpleQueue()
        self._sender = threading.Thread(
            target=_send_all, args=(mine, self._outbox, self._wanted), name="gettysburg-computer-sender", daemon=True
        )
        self._sender.start()

    def stop(self) -> None:
        """End the process (the window closes)."""
        self.asking = 0
        if self._process is None:
            return
        if self._wanted is not None:
            self._wanted.value = 0
        if self._process.is_alive():
            if self._outbox is not None:
                self._outbox.put("stop")  # after any question still being written
            self._process.join(1.0)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(1.0)
        self._close()

    def _close(self) -> None:
        if self._outbox is not None:
            self._outbox.put(None)  # the sender ends
            if self._sender is not None:
                self._sender.join(1.0)
        self._outbox = self._sender = None
        if self._conn is not None:
            self._conn.close()
        if self._process is not None and not self._process.is_alive():
            self._process.close()
        self._conn = self._process = None

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    # ------------------------------------------------------------------ questions
    def ask(self, game, name: str, seed: int) -> int:
        """Ask the player ``name`` to decide in ``game`` (the window's game:
        only ``game.resample(side, dice)`` for the side deciding is sent: its
        opponent's secrets drawn anew, fresh dice). Returns the question's number."""
        self.start()
        self._asked += 1
        self.asking = ask = self._asked
        self._wanted.value = ask
        assert self._outbox is not None
        # the game as it is now; the sender draws what the deciding side may know from it
        self._outbox.put((ask, game.clone(), name, seed))
        return ask

    def cancel(self) -> None:
        """Nothing being thought about is wanted any more."""
        self.asking = 0
        if self._wanted is not None:
            self._wanted.value = 0

    def poll(self) -> list:
        """What the worker said about the question being asked since the
        last poll (never waits)."""
        out: list = []
        if self._conn is None:
            return out
        try:
            while self._conn.poll():
                kind, ask, *rest = self._conn.recv()
                if ask != self.asking:
                    continue
                if kind == "progress":
                    out.append(Progress(ask, rest[0]))
                elif kind == "chosen":
                    out.append(Chosen(ask, rest[0], rest[1], tuple(rest[2]) if len(rest) > 2 else ()))
                    self.asking = 0
                else:
                    out.append(Failed(ask, rest[0]))
                    self.asking = 0
        except (EOFError, OSError):
            pass
        if self.asking and not self.alive:
            code = self._process.exitcode if self._process is not None else None
            out.append(Crashed(self.asking, f"the computer's process ended (exit code {code})"))
            self.asking = 0
            self._close()
        return out
