"""Which autosave a running copy of the program writes, so that no game the
player did not choose to end is ever written over (issue 14, item 18).

The user's data folder holds autosave *slots*: the folder itself (the one
every earlier version used) and ``autosave-2``, ``autosave-3`` ... beside
it. A running copy holds the lock of its slot (``autosave.lock``, its process
id inside) and writes only there:

- a second copy of the program never offers nor takes a slot another live
  copy holds;
- a lock left by a copy that is gone (killed, crashed) is stale: its game is
  offered as *interrupted*; a slot without a lock was left by a clean quit,
  its game is *unfinished*;
- a copy that opens a saved game or starts a new one without being asked
  (``--new``) takes a slot holding no unfinished game, so the unfinished
  game stays to be offered at the next start;
- a game of no actions is not worth offering.

No Qt here: the window's composition root (app.py) asks and hands the
chosen ``Autosave`` to the window.
"""

from __future__ import annotations

import contextlib
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

from .session import Autosave, GameSession

MAX_SLOTS = 20
_HELD: set[Path] = set()  # the locks this process holds


def pid_alive(pid: int) -> bool:
    """Whether process ``pid`` is running (on this machine)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":  # os.kill(pid, 0) would end the process on Windows
        import ctypes

        kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        try:
            code = ctypes.c_ulong()
            return bool(kernel.GetExitCodeProcess(handle, ctypes.byref(code))) and code.value == 259  # STILL_ACTIVE
        finally:
            kernel.CloseHandle(handle)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process, alive
    except OSError:
        return False
    return True


class SlotLock:
    """``autosave.lock`` in a slot's folder: the process id of the copy that
    writes there. Taken atomically (created exclusively); a lock whose
    process is gone is stale and taken over."""

    NAME = "autosave.lock"

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.path = Path(folder) / self.NAME
        self.held = False
        self.stale = False  # the previous holder died without letting go: its game was interrupted

    def holder(self) -> int | None:
        """The process id written in the lock, if it can be read."""
        try:
            return int(self.path.read_text(encoding="ascii").split()[0])
        except (OSError, ValueError, IndexError):
            return None

    def acquire(self) -> bool:
        """Take the lock; False if another live process holds it."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        for _ in range(3):
            try:
                fd = os.open(self.path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
            except FileExistsError:
                pid = self.holder()
                if pid == os.getpid():
                    if self.path.resolve() in _HELD:
                        return self.held  # this process holds it already (another window of it)
                elif pid is not None and pid_alive(pid):
                    return False
                self.stale = True  # its copy is gone (or had this process's id in an earlier life: a container's pids repeat)
                with contextlib.suppress(FileNotFoundError):
                    self.path.unlink()
                continue
            with os.fdopen(fd, "w", encoding="ascii") as f:
                f.write(f"{os.getpid()}\n")
            self.held = True
            _HELD.add(self.path.resolve())
            return True
        return False

    def release(self) -> None:
        """A clean quit: the slot's game, if unfinished, is offered as such."""
        if self.held and self.holder() == os.getpid():
            with contextlib.suppress(OSError):
                self.path.unlink()
        if self.held:
            _HELD.discard(self.path.resolve())
        self.held = False


@dataclass
class Slot:
    """A slot this copy holds: its autosave, its lock and the game it holds
    that may be offered (None: nothing to resume)."""

    autosave: Autosave
    lock: SlotLock
    game: GameSession | None = None
    mtime: float = 0.0
    others: list[SlotLock] = field(default_factory=list)

    @property
    def interrupted(self) -> bool:
        """The copy that played the game died without quitting (else: unfinished)."""
        return self.lock.stale

    def release(self) -> None:
        self.lock.release()


def slot_folder(data_dir: str | os.PathLike[str], n: int) -> Path:
    return Path(data_dir) if n == 0 else Path(data_dir) / f"autosave-{n + 1}"


def unfinished(autosave: Autosave) -> GameSession | None:
    """The game the slot's autosave holds if it is worth offering: it
    replays, it is not over and at least one action was taken."""
    session = autosave.resumable()
    return session if session is not None and session.game.history else None


def claim(data_dir: str | os.PathLike[str], *, offer: bool) -> Slot:
    """A slot for this copy. With ``offer`` (no saved game opened, no
    ``--new``), the slot holding the newest unfinished game no live copy
    holds, with that game in ``Slot.game``; else, and when there is none,
    the first free slot holding no unfinished game."""
    found: list[Slot] = []
    empty: Slot | None = None
    fresh: Path | None = None  # the first slot never made: made only if it is the one taken
    for n in range(MAX_SLOTS):
        folder = slot_folder(data_dir, n)
        if n and not folder.exists():
            fresh = fresh or folder
            if not offer:
                break
            continue
        lock = SlotLock(folder)
        if not lock.acquire():
            continue  # another running copy's game: neither offered nor taken
        autosave = Autosave(folder)
        game = unfinished(autosave)
        if game is None:
            if empty is None:
                empty = Slot(autosave, lock)
                if not offer:
                    break
            else:
                lock.release()
            continue
        if offer:
            mtime = max((p.stat().st_mtime for p in (autosave.path, autosave.previous) if p.exists()), default=0.0)
            found.append(Slot(autosave, lock, game, mtime))
        else:
            lock.release()
    chosen: Slot | None = None
    if offer and found:
        chosen = max(found, key=lambda s: s.mtime)
    elif empty is not None:
        chosen = empty
    elif fresh is not None:
        lock = SlotLock(fresh)
        if lock.acquire():
            chosen = Slot(Autosave(fresh), lock)
    if chosen is None:  # every slot taken: the last one's game is the oldest risk (never reached with MAX_SLOTS copies)
        folder = slot_folder(data_dir, MAX_SLOTS - 1)
        chosen = Slot(Autosave(folder), SlotLock(folder))
    for s in [*found, empty]:
        if s is not None and s is not chosen:
            s.lock.release()
    return chosen


def put_away(data_dir: str | os.PathLike[str], session: GameSession, *, besides: str | os.PathLike[str]) -> Path | None:
    """A game under way that the player leaves without ending it (*Play on
    from here* in a replay): written to a free slot, not ``besides`` (the
    slot this copy goes on writing), with no lock left, so the next start
    offers it as *unfinished*. None if it is not worth keeping (no action,
    over) or no slot is free."""
    if not session.game.history or session.game.over:
        return None
    own = Path(besides).resolve()
    for n in range(MAX_SLOTS):
        folder = slot_folder(data_dir, n)
        if folder.resolve() == own:
            continue
        lock = SlotLock(folder)
        if not lock.acquire():
            continue  # another running copy's
        try:
            autosave = Autosave(folder)
            if unfinished(autosave) is None:
                autosave.write(session)
                return folder
        finally:
            lock.release()
    return None
