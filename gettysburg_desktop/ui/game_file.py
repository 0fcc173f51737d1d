"""The file of the game the autosave holds, so that a game resumed after a
crash, a kill or a quit is named by its file in the title (not "unsaved
game"). Kept in the settings per autosave folder (``game/files``: folder ->
file, "" for an unsaved game): another copy of the program with its own
autosave neither takes nor changes it."""

from __future__ import annotations

import os
from pathlib import Path

from gettysburg_desktop.scenario.record import RecordError, load_record
from gettysburg_desktop.scenario.session import GameSession

KEY = "game/files"


def _files(settings) -> dict:
    """The setting as a mapping; anything else (a settings file edited by
    hand or broken) is an empty one (tests/ui/test_fuzzed_settings.py)."""
    value = settings.value(KEY, {})
    return (
        {k: v for k, v in value.items() if isinstance(k, str) and isinstance(v, str)} if isinstance(value, dict) else {}
    )


def remember(settings, autosave_folder, path: str | None) -> None:
    """The game the autosave in ``autosave_folder`` holds from now on is ``path`` (None: unsaved)."""
    files = _files(settings)
    files[str(autosave_folder)] = str(Path(path).resolve()) if path else ""
    settings.setValue(KEY, files)


def file_of(settings, autosave_folder, session: GameSession) -> str | None:
    """The file of a game resumed from the autosave in ``autosave_folder``:
    the file remembered for it, if this game goes on from it (the same
    set-up, the file's actions the first of this game's)."""
    path = _files(settings).get(str(autosave_folder), "")
    if not path or not os.path.isfile(path):
        return None
    try:
        saved = load_record(path)
    except (RecordError, OSError):
        return None
    mine = session.record()
    same = (saved.scenario, saved.seed, saved.dice, saved.position, sorted(saved.variants)) == (
        mine.scenario,
        mine.seed,
        mine.dice,
        mine.position,
        sorted(mine.variants),
    )
    return path if same and mine.actions[: len(saved.actions)] == saved.actions else None
